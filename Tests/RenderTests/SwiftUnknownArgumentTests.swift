import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource

/// Calls whose arguments the renderer cannot all run: each is evaluated once and the call is an
/// unknown value, never a refusal (`InterpreterAssetResources` step 3, `InterpreterOverture`
/// step 4); and `Image(systemName:variableValue: nil)`, the symbol drawn whole.
extension SwiftAppCodeTests {
    /// `ImageResource(name:bundle:)` of a name only a package function gives: its arguments run
    /// once (the counter reads 1; they ran twice, and it read 2, before), the resource is
    /// unknown (unused here, so nothing is drawn or warned).
    func testAnUnknownImageResourceEvaluatesItsArgumentsOnce() throws {
        let source = """
        import SwiftUI
        final class Counter {
            var count = 0
            func next() -> Int {
                count += 1
                return count
            }
        }
        struct Screen: View {
            let counter = Counter()
            func made() -> Int {
                _ = ImageResource(name: assetName(counter.next()), bundle: .main)
                return counter.count
            }
            var body: some View {
                Text("\\(made())")
            }
        }
        """
        XCTAssertEqual(try texts(source), ["1"])
    }

    /// `update(a)` is a copy of `a`; `update(a, set(\.title, "x"))` of Overture's own
    /// combinator, which the renderer does not read, is the unknown value `update(…)`.
    func testOvertureUpdateWithoutClosures() throws {
        let source = """
        import Overture
        import SwiftUI
        struct Game {
            var title = "game"
            static let mock = Game(title: "mock")
        }
        struct Screen: View {
            var body: some View {
                VStack {
                    Text(update(Game.mock).title)
                    Text(update(Game.mock, set(\\.title, "x")).title)
                }
            }
        }
        """
        let loaded = try load(source)
        XCTAssertEqual(loaded.warnings.filter { $0.contains("update(…)") }.count, 1, "\(loaded.warnings)")
        XCTAssertEqual(try texts(source).first, "mock")
    }

    /// `Image(systemName:variableValue:)` of nil draws the whole symbol, as without a value (it
    /// was the error "'variableValue' expects a number, found nil").
    func testANilVariableValueDrawsTheWholeSymbol() throws {
        func screen(_ image: String) -> String {
            """
            import SwiftUI
            struct Screen: View {
                let level: Double? = nil
                var body: some View {
                    \(image)
                        .resizable()
                        .frame(width: 40, height: 40)
                }
            }
            """
        }
        let valued = screen(#"Image(systemName: "wifi", variableValue: level)"#)
        let plain = screen(#"Image(systemName: "wifi")"#)
        XCTAssertEqual(try load(valued).warnings, [])
        XCTAssertEqual(try leaves(valued), try leaves(plain))
        var values: [Double?] = []
        try layout(valued).root.forEach { if case .symbol(let symbol) = $0.content { values.append(symbol.variableValue) } }
        XCTAssertTrue(values.allSatisfy { $0 == nil })
    }
}

import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource
@testable import RenderSwiftUI
@testable import RenderCheck
@testable import RenderTools

/// Swift's own semantics where the interpreter could get them wrong: kinds of numbers,
/// value types, trailing closures, enums, mutation, `--set` against declared types.
final class SwiftSemanticsTests: XCTestCase {
    func load(_ source: String, _ overrides: [String: SceneParameter] = [:]) throws -> SwiftSource.Loaded {
        var options = SwiftSource.Options(overrides: overrides)
        options.stepLimit = 50_000
        return try SwiftSource.load(Array(source.utf8), file: "V.swift", options: options)
    }

    func texts(_ source: String, _ overrides: [String: SceneParameter] = [:]) throws -> [String] {
        let loaded = try load(source, overrides)
        let result = try Renderer.layout(loaded.scene.root, options: RenderOptions(canvas: loaded.scene.canvas), measurer: FixedAdvanceMeasurer())
        var found: [String] = []
        result.root.forEach { if case .text(let run) = $0.content { found.append(run.request.string) } }
        return found
    }

    func testSetFollowsTheDeclaredType() throws {
        let source = "struct V: View { @State var width: CGFloat = 100; var count = 3; var body: some View { Text(\"\\(width) \\(count)\") } }"
        XCTAssertEqual(try texts(source, ["width": .number(120.5)]), ["120.5 3"])
        XCTAssertEqual(try texts(source, ["width": .number(1e308)]), ["1e+308 3"])
        XCTAssertThrowsError(try load(source, ["count": .number(1e20)])) { XCTAssertTrue("\($0)".contains("a whole number"), "\($0)") }
        XCTAssertThrowsError(try load(source, ["width": .string("abc")])) { XCTAssertTrue("\($0)".contains("expected a number"), "\($0)") }
    }

    func testNumbersKeepSwiftsKinds() throws {
        XCTAssertEqual(try texts("""
        struct V: View {
            var columns: CGFloat { 3 }
            let gaps: [CGFloat] = [10, 20]
            var body: some View {
                Text("\\(10 / columns) \\(gaps[0] / 4) \\(true ? 10 : 2.5) \\([1, 2.5]) \\(7 / 2)")
            }
        }
        """), ["3.3333333333333335 2.5 10.0 [1.0, 2.5] 3"])
    }

    /// Literals only take the type the context asks for: `3 / 4` given to a `CGFloat` is 0.75
    /// (Swift infers both literals as CGFloat), given to an untyped `let` it is the Int 0.
    func testLiteralArithmeticTakesTheContextsType() throws {
        XCTAssertEqual(try texts("""
        struct Tile: View {
            var aspect: CGFloat
            var body: some View { Text("\\(aspect)") }
        }
        func scaled(_ x: Double) -> Double { x }
        struct V: View {
            let ratio: CGFloat = 1 / 8
            var width: CGFloat = 200
            var body: some View {
                let half: Double = 1 / 2
                let whole = 3 / 4
                VStack {
                    Tile(aspect: 3 / 4)
                    Text("\\(ratio) \\(half) \\(whole) \\(scaled(5 / 2)) \\(3 / 4 * width) \\(width * (1 / 2))")
                }
            }
        }
        """), ["0.75", "0.125 0.5 0 2.5 150.0 100.0"])
    }

    func testImplicitMembersOfNumbers() throws {
        XCTAssertEqual(try texts("""
        struct V: View {
            let width: CGFloat? = nil
            var body: some View {
                VStack(spacing: .zero) { Text("\\(min(width ?? .infinity, 5)) \\(max(2, .zero))") }
            }
        }
        """), ["5.0 2.0"])
    }

    func testStructsAreValues() throws {
        XCTAssertEqual(try texts("""
        struct Counter { var n = 0 }
        func bumped(_ c: Counter) -> Counter { var copy = c; copy.n += 1; return copy }
        struct V: View {
            var body: some View {
                let a = Counter()
                var b = a
                b.n = 5
                let c = bumped(b)
                Text("\\(a.n) \\(b.n) \\(c.n)")
            }
        }
        """), ["0 5 6"])
    }

    func testTrailingClosuresSkipDefaultedParameters() throws {
        XCTAssertEqual(try texts("""
        struct Card<Content: View>: View {
            var title: String? = nil
            @ViewBuilder let content: Content
            var body: some View { VStack { if let title { Text(title) }; content } }
        }
        struct Section2<Content: View>: View {
            let header: String
            let content: Content
            init(header: String = "H", @ViewBuilder content: () -> Content) {
                self.header = header
                self.content = content()
            }
            var body: some View { VStack { Text(header); content } }
        }
        #Preview { VStack { Card { Text("a") }; Card(title: "t") { Text("b") }; Section2 { Text("c") } } }
        """), ["a", "t", "b", "H", "c"])
    }

    func testEnumsWithComputedPropertiesRawValuesAndAllCases() throws {
        XCTAssertEqual(try texts("""
        enum Tier: String, CaseIterable {
            case free, pro = "Professional"
            var label: String {
                switch self {
                case .free: return "Free"
                case .pro: return "Pro"
                }
            }
        }
        struct V: View {
            @State var tier: Tier = .pro
            var body: some View {
                HStack {
                    Text(tier.label)
                    Text(tier.rawValue)
                    ForEach(Tier.allCases, id: \\.self) { Text("\\($0)") }
                }
            }
        }
        """), ["Pro", "Professional", "free", "pro"])
    }

    func testMutationOfFieldsElementsAndArrays() throws {
        XCTAssertEqual(try texts("""
        func rows(_ widths: [CGFloat], in maxWidth: CGFloat) -> [[CGFloat]] {
            var rows: [[CGFloat]] = [[]]
            var size = CGSize(width: 0, height: 0)
            for width in widths {
                if size.width + width > maxWidth, !rows[rows.count - 1].isEmpty {
                    rows.append([])
                    size.width = 0
                }
                rows[rows.count - 1].append(width)
                size.width += width
            }
            return rows
        }
        Text("\\(rows([30, 50, 40, 20, 60], in: 100).map { $0.count })")
        """), ["[2, 2, 1]"])
    }

    func testUnknownMembersAreErrorsNotText() throws {
        // A random number is an unknown value (a render is reproducible): its Text is the
        // placeholder box, never a number made up (SwiftCorpusBundleDataTests).
        XCTAssertEqual(try texts("Text(\"\\(Int.random(in: 0..<3))\")"), ["Text(Int.random(…))"])
        // `.precision(.fractionLength(2))` is Foundation's now (SwiftAppViewTests); `.scale` is not.
        XCTAssertThrowsError(try texts("Text(0.5.formatted(.number.scale(100)))")) {
            XCTAssertTrue("\($0)".contains("unsupported format"), "\($0)")
        }
    }

    func testDeepChainsAreErrorsNotCrashes() throws {
        let sum = "Text(\"\\(" + Array(repeating: "1", count: 3_000).joined(separator: "+") + ")\")"
        XCTAssertThrowsError(try load(sum)) { XCTAssertTrue("\($0)".contains("nests more than"), "\($0)") }
        let chain = "Text(\"x\")" + String(repeating: ".padding(1)", count: 2_000)
        XCTAssertThrowsError(try load(chain)) { _ in }
        let fine = "Text(\"x\")" + String(repeating: ".padding(1)", count: 150)
        XCTAssertNoThrow(try load(fine))
    }

    func testEnvironmentSpecifiersAndConstantBindings() throws {
        XCTAssertEqual(try texts("""
        struct V: View {
            @Environment(\\.colorScheme) var colorScheme
            let price = 3.14159
            var body: some View {
                VStack {
                    Text(colorScheme == .dark ? "dark" : "light")
                    Text("\\(price, specifier: "%.2f") \\(42, specifier: "%03d")")
                    Toggle("On", isOn: .constant(true))
                }
            }
        }
        """), ["light", "3.14 042", "On"])
        XCTAssertThrowsError(try texts("Text(\"\\(1, specifier: \"%@ %@\")\")")) { XCTAssertTrue("\($0)".contains("unsupported specifier"), "\($0)") }
    }
}

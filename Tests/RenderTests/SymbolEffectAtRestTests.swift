import XCTest
@testable import RenderSwiftSource

/// `.symbolEffect` at rest: ignored where the still picture is the symbol as drawn, left out with
/// a warning where the active effect changes it (docs/swift-input.md, the at-rest notes).
final class SymbolEffectAtRestTests: XCTestCase {
    private func warnings(_ modifier: String) throws -> [String] {
        let source = """
        import SwiftUI

        struct V: View {
            @State private var count = 0
            var body: some View {
                Image(systemName: "wifi")\(modifier)
            }
        }
        """
        return try SwiftSource.load(Array(source.utf8), file: "Effect.swift", options: SwiftSource.Options()).warnings
    }

    func testDiscreteInactiveAndIndefiniteEffectsChangeNothing() throws {
        XCTAssertEqual(try warnings(".symbolEffect(.bounce, value: count)"), [])
        XCTAssertEqual(try warnings(".symbolEffect(.disappear, isActive: false)"), [])
        XCTAssertEqual(try warnings(".symbolEffect(.pulse)"), [])
    }

    func testAnActiveDisappearOrScaleIsLeftOutWithAWarning() throws {
        XCTAssertEqual(try warnings(".symbolEffect(.disappear, isActive: true)"),
                       ["Effect.swift:6:34: warning: left out .symbolEffect(.disappear): an active disappear effect changes the still symbol, which the renderer does not draw"])
        XCTAssertEqual(try warnings(".symbolEffect(.scale.up)").count, 1)
        XCTAssertEqual(try warnings(".symbolEffect(.variableColor.iterative, options: .repeating)").count, 1)
    }
}

import XCTest
@testable import RenderSwiftSource

/// A `filter` or `removeAll(where:)` whose test reads a value the renderer does not know: which
/// elements are kept is unknown, so the result is that unknown value — a located placeholder
/// warning, never the refusal "the closure must return a Bool" (Mlem's language picker, whose
/// set of valid codes came from an unread `.init()`).
final class SwiftUnknownPredicateTests: XCTestCase {
    private func load(_ expression: String) throws -> SwiftSource.Loaded {
        let source = """
        import SwiftUI
        import Settings

        struct V: View {
            let codes = ["en", "fr", "de"]
            var shown: [String] {
                \(expression)
            }
            var body: some View {
                VStack {
                    ForEach(shown, id: \\.self) { Text($0) }
                    Text("after")
                }
            }
        }
        """
        return try SwiftSource.load(Array(source.utf8), file: "Codes.swift", options: SwiftSource.Options())
    }

    func testAFilterWhoseTestIsUnknownIsThatUnknownValue() throws {
        let loaded = try load("codes.filter { Store.shared.isValid($0) }")
        XCTAssertEqual(loaded.warnings.count, 1)
        XCTAssertTrue(loaded.warnings[0].hasPrefix("Codes.swift:11:13: warning: placeholder for ForEach("), loaded.warnings[0])
    }

    func testARemoveAllWhoseTestIsUnknownLeavesTheArrayUnknown() throws {
        let loaded = try load("var all = codes; all.removeAll { Store.shared.isHidden($0) }; return all")
        XCTAssertEqual(loaded.warnings.count, 1)
        XCTAssertTrue(loaded.warnings[0].hasPrefix("Codes.swift:11:13: warning: placeholder for ForEach("), loaded.warnings[0])
    }

    func testAKnownTestThatIsNotABoolIsStillAnError() {
        XCTAssertThrowsError(try load("codes.filter { $0.count }")) { error in
            XCTAssertTrue("\(error)".contains("filter's closure must return a Bool"), "\(error)")
        }
    }
}

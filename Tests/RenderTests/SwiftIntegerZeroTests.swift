import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource

/// `.zero` (and `.max`, `.min`) where an `Int` is declared (issue 25, lane fresh25be; shaped like
/// a reducer state's `var readingProgress: Int = .zero`, written for the test): Swift's
/// `AdditiveArithmetic.zero`. It was refused ("cannot convert '.zero' to Int").
final class SwiftIntegerZeroTests: XCTestCase {
    func testZeroMaxAndMinAsImplicitIntMembers() throws {
        let source = """
        import SwiftUI

        struct ReadingState {
            var readingProgress: Int = .zero
            var limit: Int = .max
            var total = Int.zero
        }

        struct ProgressRow: View {
            let state = ReadingState()
            var body: some View {
                Text("\\(state.readingProgress) \\(state.total) \\(state.limit == Int.max)").id("row")
            }
        }
        """
        let loaded = try loadModule(["View.swift": source], test: self)
        XCTAssertEqual(loaded.warnings, [])
        XCTAssertEqual(try layoutTexts(loaded), ["0 0 true"])
        XCTAssertSize(try layoutFrame(loaded, "row"), 80, 20)
    }
}

import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource

/// A stored `var x: T!` without a value starts nil, as a `T?` does (lane fresh25d: Element X's
/// Sourcery-generated `MediaLoaderMock()`, whose `…UnderlyingReturnValue: Data!` made it a
/// "missing argument" placeholder). Snippets written for the test, shaped like a generated mock;
/// the fixed-advance measurer (10 pt a character, 20 pt lines).
final class ImplicitlyUnwrappedDefaultTests: XCTestCase {
    private func load(_ source: String) throws -> SwiftSource.Loaded {
        try SwiftSource.load(Array(source.utf8), file: "View.swift", options: SwiftSource.Options())
    }

    func testAnImplicitlyUnwrappedVarStartsNil() throws {
        let loaded = try load("""
        import SwiftUI

        class LoaderMock {
            var loadThrowableError: Error?
            private nonisolated(unsafe) var loadUnderlyingReturnValue: Data!
            var loadReturnValue: Data! {
                get { loadUnderlyingReturnValue }
                set { loadUnderlyingReturnValue = newValue }
            }
        }

        struct Row {
            var subtitle: String!
            var title: String
        }

        struct Screen: View {
            let loader = LoaderMock()
            let row = Row(title: "Inbox")
            var body: some View {
                VStack(alignment: .leading, spacing: 0) {
                    Text(loader.loadReturnValue == nil ? "empty" : "loaded").id("loader")
                    Text(row.title).id("title")
                    Text(row.subtitle ?? "none").id("subtitle")
                }
            }
        }
        """)
        XCTAssertEqual(loaded.warnings, [])
        let result = try Renderer.layout(loaded.scene.root, options: RenderOptions(canvas: loaded.scene.canvas), measurer: FixedAdvanceMeasurer())
        XCTAssertSize(result.frame("loader"), 50, 20)
        XCTAssertSize(result.frame("title"), 50, 20)
        XCTAssertSize(result.frame("subtitle"), 40, 20)
    }

    /// A `let` of an implicitly unwrapped type gets no such default (Swift's rule): the
    /// memberwise initialiser still needs it.
    func testALetStillNeedsItsArgument() throws {
        XCTAssertThrowsError(try load("""
        import SwiftUI

        struct Row {
            let subtitle: String!
        }

        struct Screen: View {
            var body: some View {
                Text(Row().subtitle)
            }
        }
        """)) { error in
            XCTAssertTrue("\(error)".contains("missing argument 'subtitle'"), "\(error)")
        }
    }
}

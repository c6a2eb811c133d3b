import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource

/// Core Foundation's Info.plist key constants are their keys' names
/// (`InterpreterCoreFoundationKeys`, lane fresh25d: Element X's `InfoPlistReader` reads
/// `kCFBundleIdentifierKey as String`). Snippet written for the test; the fixed-advance
/// measurer (10 pt a character, 20 pt lines).
final class CoreFoundationBundleKeyTests: XCTestCase {
    func testTheKeysAreTheirNames() throws {
        let source = """
        import SwiftUI

        struct InfoRow: View {
            var body: some View {
                VStack(alignment: .leading, spacing: 0) {
                    Text(kCFBundleIdentifierKey as String).id("identifier")
                    Text(kCFBundleNameKey as String).id("name")
                    Text(kCFBundleVersionKey as String).id("version")
                }
            }
        }
        """
        let loaded = try SwiftSource.load(Array(source.utf8), file: "View.swift", options: SwiftSource.Options())
        XCTAssertEqual(loaded.warnings, [])
        let result = try Renderer.layout(loaded.scene.root, options: RenderOptions(canvas: loaded.scene.canvas), measurer: FixedAdvanceMeasurer())
        XCTAssertSize(result.frame("identifier"), 180, 20)   // "CFBundleIdentifier"
        XCTAssertSize(result.frame("name"), 120, 20)         // "CFBundleName"
        XCTAssertSize(result.frame("version"), 150, 20)      // "CFBundleVersion"
    }
}

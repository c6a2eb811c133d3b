import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource

/// Modifiers that draw nothing on an iPhone at rest (`ModifierEntries.ignored`; lane fresh25at,
/// issue 25: Swiftfin's `.scrollIndicators(.hidden)`, Home Assistant's `.privacySensitive()`,
/// Pocket Casts' `.allowsTightening(false)`): each is a note, not a warning, and the layout is
/// the same as without it. Snippets written for the test; the fixed-advance measurer (10 pt a
/// character, 20 pt lines).
final class AtRestModifierNotesTests: XCTestCase {
    private func load(_ body: String) throws -> SwiftSource.Loaded {
        let source = "import SwiftUI\n\nstruct Overview: View {\n    var body: some View {\n\(body)\n    }\n}\n"
        return try SwiftSource.load(Array(source.utf8), file: "View.swift", options: SwiftSource.Options())
    }

    func testScrollIndicatorsPrivacyAndTighteningAreNotesAndChangeNoFrame() throws {
        let modified = try load("""
                ScrollView {
                    VStack(alignment: .leading, spacing: 4) {
                        Text("Token abc123").privacySensitive().id("token")
                        Text("Overview").allowsTightening(true).id("title")
                    }
                }
                .scrollIndicators(.hidden)
        """)
        let plain = try load("""
                ScrollView {
                    VStack(alignment: .leading, spacing: 4) {
                        Text("Token abc123").id("token")
                        Text("Overview").id("title")
                    }
                }
        """)
        XCTAssertEqual(modified.warnings, [])
        for name in ["scrollIndicators", "privacySensitive", "allowsTightening"] {
            XCTAssertEqual(modified.notes.filter { $0.contains("ignored .\(name):") }.count, 1, "\(name): \(modified.notes)")
        }
        XCTAssertSize(try layoutFrame(modified, "token"), 120, 20)
        XCTAssertSize(try layoutFrame(modified, "title"), 80, 20)
        XCTAssertEqual(try layoutFrame(modified, "title"), try layoutFrame(plain, "title"))
        XCTAssertEqual(try layoutFrame(modified, "token"), try layoutFrame(plain, "token"))
    }

    /// `--strict` makes an ignored modifier an error, as for every other one.
    func testUnderStrictAnIgnoredModifierIsAnError() throws {
        let source = "import SwiftUI\nstruct Overview: View {\n    var body: some View {\n        Text(\"a\").privacySensitive()\n    }\n}\n"
        var options = SwiftSource.Options()
        options.strict = true
        XCTAssertThrowsError(try SwiftSource.load(Array(source.utf8), file: "View.swift", options: options))
    }

    /// Lane fresh25be: `.toolbarRole` (its roles change the bar only on iPadOS), a root's
    /// `.navigationBarBackButtonHidden` and `.interactiveDismissDisabled` are notes and change no
    /// frame (shaped like a library screen and an onboarding step, written for the test).
    func testToolbarRoleBackButtonAndDismissalAreNotes() throws {
        let body = """
                NavigationStack {
                    VStack(spacing: 0) {
                        Text("No downloads").id("message")
                    }
                    .navigationTitle("Downloads")
                    .toolbarRole(.browser)
                    .navigationBarBackButtonHidden()
                    .interactiveDismissDisabled()
                }
        """
        let modified = try load(body)
        let plain = try load(body.replacingOccurrences(of: ".toolbarRole(.browser)", with: "")
            .replacingOccurrences(of: ".navigationBarBackButtonHidden()", with: "")
            .replacingOccurrences(of: ".interactiveDismissDisabled()", with: ""))
        XCTAssertEqual(modified.warnings, [])
        for name in ["toolbarRole", "navigationBarBackButtonHidden", "interactiveDismissDisabled"] {
            XCTAssertEqual(modified.notes.filter { $0.contains("ignored .\(name):") }.count, 1, "\(name): \(modified.notes)")
        }
        XCTAssertSize(try layoutFrame(modified, "message"), 120, 20)
        XCTAssertEqual(try layoutFrame(modified, "message"), try layoutFrame(plain, "message"))
    }

    /// Lane fresh25d: `.allowedDynamicRange` (an avatar kept out of HDR, shaped like a chat app's
    /// avatar, written for the test) is a note: the picture is SDR, so every range draws alike.
    func testAllowedDynamicRangeIsANoteAndChangesNoFrame() throws {
        let body = """
                HStack(spacing: 8) {
                    Circle()
                        .fill(Color.gray)
                        .frame(width: 32, height: 32)
                        .clipShape(Circle())
                        .allowedDynamicRange(.standard)
                        .id("avatar")
                    Text("Alice").id("name")
                }
        """
        let modified = try load(body)
        let plain = try load(body.replacingOccurrences(of: ".allowedDynamicRange(.standard)", with: ""))
        XCTAssertEqual(modified.warnings, [])
        XCTAssertEqual(modified.notes.filter { $0.contains("ignored .allowedDynamicRange:") }.count, 1, "\(modified.notes)")
        XCTAssertSize(try layoutFrame(modified, "avatar"), 32, 32)
        XCTAssertSize(try layoutFrame(modified, "name"), 50, 20)
        XCTAssertEqual(try layoutFrame(modified, "avatar"), try layoutFrame(plain, "avatar"))
        XCTAssertEqual(try layoutFrame(modified, "name"), try layoutFrame(plain, "name"))
    }
}

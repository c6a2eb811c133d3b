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

    /// Lane fresh25c: the `.presentation…` modifiers configure a sheet when the view is a presented
    /// sheet's content (Apple's docs for each); a view drawn at rest is none, so each is a note
    /// and the frames are those without them (shaped like a collapsible sheet's content,
    /// written for the test).
    func testPresentationModifiersAreNotesAndChangeNoFrame() throws {
        let body = """
                VStack(spacing: 8) {
                    Text("Languages").id("title")
                    Text("English").id("row")
                }
                .padding(12)
                .id("sheet")
                .presentationDetents([.height(120), .large])
                .presentationDragIndicator(.hidden)
                .presentationCornerRadius(20)
                .presentationBackgroundInteraction(.enabled(upThrough: .height(120)))
                .presentationBackground(.thinMaterial)
                .presentationCompactAdaptation(.sheet)
                .presentationContentInteraction(.scrolls)
                .presentationSizing(.form)
        """
        let names = ["presentationDetents", "presentationDragIndicator", "presentationCornerRadius",
                     "presentationBackgroundInteraction", "presentationBackground", "presentationCompactAdaptation",
                     "presentationContentInteraction", "presentationSizing"]
        let modified = try load(body)
        let plain = try load(body.split(separator: "\n").filter { !$0.contains(".presentation") }.joined(separator: "\n"))
        XCTAssertEqual(modified.warnings, [])
        for name in names {
            XCTAssertEqual(modified.notes.filter { $0.contains("ignored .\(name):") }.count, 1, "\(name): \(modified.notes)")
        }
        XCTAssertSize(try layoutFrame(modified, "title"), 90, 20)
        XCTAssertSize(try layoutFrame(modified, "sheet"), 114, 72)
        for id in ["title", "row", "sheet"] {
            XCTAssertEqual(try layoutFrame(modified, id), try layoutFrame(plain, id), id)
        }
        // The picture is the one without them, pixel for pixel.
        func picture(_ loaded: SwiftSource.Loaded) throws -> RGBAImage {
            let options = RenderOptions(width: 160, height: 100, scale: 2)
            let result = try Renderer.layout(loaded.scene.root, options: options, measurer: FixedAdvanceMeasurer())
            return try PNGCodec.decode(try Renderer.draw(result, format: .png, background: options.background))
        }
        let (with, without) = (try picture(modified), try picture(plain))
        XCTAssertEqual(with.width, 320)
        XCTAssertEqual(with.pixels, without.pixels)
    }
}

import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource
@testable import RenderSwiftUI
@testable import RenderCheck
@testable import RenderTools

/// Colour emoji through the project's font configuration, and the warning for a character no
/// font has (issue 12).
final class EmojiTests: XCTestCase {
    func testEmojiRunsDropVariationSelectorsAndMarkPictures() {
        let (text, ranges) = PangoTextMeasurer.emojiRuns("I ❤️ 👍🎉 ★ a")
        XCTAssertEqual(text, "I \u{2764} 👍🎉 ★ a")
        // ❤ (3 bytes) at byte 2; 👍🎉 (4 + 4) at byte 6; ★ has no emoji presentation.
        XCTAssertEqual(ranges, [2..<5, 6..<14])
    }

    func testTextWithoutEmojiIsLaidOutAsItIs() {
        // No scalar asks for a picture: the text is the string, with no ranges (★ and ☁ have
        // text presentation; CRLF, a combining accent and a CJK/Arabic mix stay as written).
        for string in ["", "19999", "Hello, 晴れ ★ ☁ مرحبا", "e\u{301}\r\n#1"] {
            let (text, ranges) = PangoTextMeasurer.emojiRuns(string)
            XCTAssertEqual(Array(text.utf8), Array(string.utf8), string)
            XCTAssertEqual(ranges, [], string)
        }
        // One scalar that asks is enough to take the slow path, wherever it is.
        XCTAssertEqual(PangoTextMeasurer.emojiRuns("19999 ☁\u{FE0F}").emoji, [6..<9])
        XCTAssertEqual(PangoTextMeasurer.emojiRuns("a👍").emoji, [1..<5])
    }

    func testEmojiComeFromTheColourEmojiFont() {
        let measurer = PangoTextMeasurer()
        for string in ["👍", "❤️", "☁️"] {
            let files = measurer.fontFiles(for: TextRequest(string: "a " + string, font: .body))
            XCTAssertTrue(files.contains(ProjectFonts.emojiFile), "\(string): \(files)")
            XCTAssertTrue(files.allSatisfy { file in ProjectFonts.directories.contains { file.hasPrefix($0 + "/") } }, "\(files)")
        }
        // Without U+FE0F, ❤ is the text form from the text font.
        XCTAssertFalse(measurer.fontFiles(for: TextRequest(string: "❤", font: .body)).contains(ProjectFonts.emojiFile))
    }

    func testAnEmojiIsAboutAsWideAsItsFontSize() {
        let measurer = PangoTextMeasurer()
        let width = measurer.measure(TextRequest(string: "👍", font: Font(size: 40))).size.width
        XCTAssertEqual(width, 40 * 1.275, accuracy: 40 * 0.25, "Noto Color Emoji's advance is 2550/2048 em")
    }

    func testMissingGlyphsAreNamed() {
        let measurer = PangoTextMeasurer()
        XCTAssertEqual(measurer.missingGlyphs("Linear B \u{10000}\u{10000} x \u{10FFFD}", font: .body), ["\u{10000}", "\u{10FFFD}"])
        XCTAssertEqual(measurer.missingGlyphs("Hello ❤️ 晴 👍", font: .body), [])
    }

    func testAMissingGlyphWarnsNamingTheView() throws {
        let result = try layout(#"{"type": "VStack", "children": [{"type": "Text", "id": "old", "text": "𐀀 ok"}]}"#,
                                measurer: PangoTextMeasurer())
        XCTAssertEqual(result.warnings, [#"root.children[0] (id old): no font has a glyph for "𐀀" (U+10000); it is drawn as a missing-glyph box"#])
    }
}

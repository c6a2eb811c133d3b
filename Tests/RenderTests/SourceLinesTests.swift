import XCTest
@testable import RenderSwiftSource

/// `SourceLines.of` finds a file's lines from its UTF-8 bytes; the lines must be the ones the
/// Character split it replaced gave (LF, CRLF and CR alone end a line), whatever surrounds them.
final class SourceLinesTests: XCTestCase {
    private func byCharacters(_ text: String) -> [Substring] {
        text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
    }

    func testTheLinesAreTheCharacterSplitsLines() {
        let texts = [
            "", "a", "\n", "\r", "\r\n", "\n\r", "\r\r\n\n", "a\n", "\na", "a\r\nb\rc\nd",
            "import SwiftUI\rstruct V: View {\r    var body: some View { Text(\"a\") }\r}\r",
            // A combining mark after a line break starts the next line: a break is a grapheme of its own.
            "e\u{301}\n\u{301}x\r\u{301}y\r\n\u{301}",
            // Emoji, a flag and a ZWJ family, and CJK on lines of their own.
            "Text(\"👨‍👩‍👧\")\r\n🇫🇷\r漢字\n",
        ]
        for text in texts {
            let lines = SourceLines.of(text)
            XCTAssertEqual(lines, byCharacters(text), "\(text.debugDescription)")
            // The same positions in the file, not just equal text.
            XCTAssertEqual(lines.map { text.utf8.distance(from: text.utf8.startIndex, to: $0.startIndex) },
                           byCharacters(text).map { text.utf8.distance(from: text.utf8.startIndex, to: $0.startIndex) })
        }
    }

    func testALoneCROrCRLFEndsOneLineEach() {
        XCTAssertEqual(SourceLines.of("a\r\r\nb").map(String.init), ["a", "", "b"])
        XCTAssertEqual(SourceLines.of("a\n\rb").map(String.init), ["a", "", "b"])
    }
}

import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource
@testable import RenderSwiftUI
@testable import RenderCheck
@testable import RenderTools

/// Issue 12: Markdown in literals, Text + Text, and the Text modifiers tracking, kerning,
/// textCase, monospacedDigit, fontWeight, lineSpacing, underline, strikethrough.
final class TextStyleTests: XCTestCase {
    func testMarkdownRuns() {
        let runs = Markdown.runs("**bold** and *italic*, `code`, ~~gone~~, [link](https://x.y) snake_case \\*")
        XCTAssertEqual(runs.map(\.text), ["bold", " and ", "italic", ", ", "code", ", ", "gone", ", ", "link", " snake_case *"])
        XCTAssertTrue(runs[0].bold)
        XCTAssertTrue(runs[2].italic)
        XCTAssertTrue(runs[4].monospaced)
        XCTAssertTrue(runs[6].strikethrough)
        XCTAssertEqual(runs[8].color, RGBA.named["blue"])
        XCTAssertEqual(Markdown.runs("***both***").first?.bold, true)
        XCTAssertEqual(Markdown.runs("***both***").first?.italic, true)
        XCTAssertEqual(Markdown.runs("2 * 3 = 6").map(\.text), ["2 * 3 = 6"], "an unclosed marker is text")
    }

    func testStyledTextMeasuresItsWholeString() throws {
        // Fixed advance: 10 pt a character, whatever the style.
        let result = try layout(#"{"type": "Text", "id": "t", "markdown": "**ab** c"}"#)
        XCTAssertSize(result.frame("t"), 40, 20)
        guard case .text(let run)? = result.node("t")?.content else { return XCTFail("no text") }
        XCTAssertEqual(run.request.string, "ab c")
        XCTAssertEqual(run.request.runs.count, 2)
    }

    func testTextCaseChangesTheMeasuredString() throws {
        let result = try layout(#"{"type": "Text", "id": "t", "text": "Straße", "modifiers": [{"textCase": "uppercase"}]}"#)
        guard case .text(let run)? = result.node("t")?.content else { return XCTFail("no text") }
        XCTAssertEqual(run.request.string, "STRASSE")
        XCTAssertSize(result.frame("t"), 70, 20)
    }

    func testDecorationsReachTheRequest() throws {
        let result = try layout(#"{"type": "Text", "id": "t", "text": "12", "modifiers": [{"tracking": 2}, {"underline": true}, {"strikethrough": true}, {"monospacedDigit": true}, {"lineSpacing": 6}, {"fontWeight": "heavy"}]}"#)
        guard case .text(let run)? = result.node("t")?.content else { return XCTFail("no text") }
        var expected = TextDecoration()
        (expected.tracking, expected.underline, expected.strikethrough, expected.monospacedDigit, expected.lineSpacing) = (2, true, true, true, 6)
        XCTAssertEqual(run.request.decoration, expected)
        XCTAssertEqual(run.request.font.weight, .heavy)
    }

    func testTrackingAndLineSpacingChangePangosSize() {
        let measurer = PangoTextMeasurer()
        let plain = measurer.measure(TextRequest(string: "tracking", font: .body))
        var decoration = TextDecoration()
        decoration.tracking = 4
        let tracked = measurer.measure(TextRequest(string: "tracking", font: .body, decoration: decoration))
        // Pango spaces between characters: 7 gaps of 4 pt (decision: none after the last).
        XCTAssertEqual(tracked.size.width - plain.size.width, 28, accuracy: 0.5)
        decoration = TextDecoration()
        decoration.lineSpacing = 10
        let two = measurer.measure(TextRequest(string: "a b", font: .body, width: 12))
        let spaced = measurer.measure(TextRequest(string: "a b", font: .body, width: 12, decoration: decoration))
        XCTAssertEqual(two.lineCount, 2)
        XCTAssertEqual(spaced.size.height - two.size.height, 10, accuracy: 0.5, "one gap between two lines")
    }

    func testBoldRunIsWiderInPango() {
        let measurer = PangoTextMeasurer()
        let plain = measurer.measure(TextRequest(string: "Hello", font: .body))
        var bold = TextRun(text: "Hello")
        bold.bold = true
        let styled = measurer.measure(TextRequest(string: "Hello", font: .body, runs: [bold]))
        XCTAssertGreaterThan(styled.size.width, plain.size.width)
    }

    func testSwiftLiteralsAreMarkdownAndTextPlusText() throws {
        let source = #"""
        VStack {
            Text("**bold** text")
            Text(verbatim: "**not**")
            Text("Hello, ") + Text("world").bold().foregroundColor(.red) + Text("!").font(.title)
            Text("caps").textCase(.uppercase).tracking(1).kerning(2).underline().strikethrough().monospacedDigit().lineSpacing(4)
        }
        """#
        let json = JSONOutput.scene(try SwiftSource.load(Array(source.utf8), file: "View.swift").json).filter { !$0.isWhitespace }
        for expected in [#""markdown":"**bold**text""#, #""text":"**not**""#,
                         #""runs":[{"text":"Hello,"},{"text":"world","bold":true,"color":"red"},{"text":"!","size":28,"style":"title"}]"#,
                         #"{"textCase":"uppercase"},{"tracking":1},{"kerning":2},{"underline":true},{"strikethrough":true},{"monospacedDigit":true},{"lineSpacing":4}"#] {
            XCTAssertTrue(json.contains(expected), "missing \(expected) in \(json)")
        }
        XCTAssertThrowsError(try SwiftSource.load(Array(#"Text("a").padding() + Text("b")"#.utf8), file: "View.swift")) { error in
            XCTAssertTrue("\(error)".contains(".padding is not a Text modifier"), "\(error)")
        }
    }
}

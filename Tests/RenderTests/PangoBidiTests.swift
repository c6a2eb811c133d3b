import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource
@testable import RenderSwiftUI
@testable import RenderCheck
@testable import RenderTools

/// Arabic and Hebrew through Pango: the project's fonts cover them, and lines align to the
/// environment's leading edge (right in right-to-left) whatever the text's own direction.
final class PangoBidiTests: XCTestCase {
    let hebrew = "שלום עולם, מה שלומך היום"
    let arabic = "مرحبا بالعالم، كيف حالك اليوم"

    func testArabicAndHebrewUseTheProjectsNotoFonts() {
        let measurer = PangoTextMeasurer()
        // The letters from Noto; spaces and the comma may come from Inter, the first family.
        let hebrewFiles = measurer.fontFiles(for: TextRequest(string: hebrew, font: .body))
        XCTAssertTrue(hebrewFiles.contains("/usr/share/fonts/truetype/noto/NotoSansHebrew-Regular.ttf"), "\(hebrewFiles)")
        let arabicFiles = measurer.fontFiles(for: TextRequest(string: arabic, font: .body))
        XCTAssertTrue(arabicFiles.contains("/usr/share/fonts/truetype/noto/NotoSansArabic-Regular.ttf"), "\(arabicFiles)")
        for file in hebrewFiles + arabicFiles {
            XCTAssertTrue(file.hasPrefix("/usr/share/fonts/opentype/inter/") || file.hasPrefix("/usr/share/fonts/truetype/noto/NotoSans"), file)
        }
        XCTAssertEqual(measurer.missingGlyphs(hebrew + arabic, font: .body), [])
        // Shaped: Arabic letters join, so the run is narrower than its letters set apart.
        let joined = measurer.measure(TextRequest(string: "بالعالم", font: .body)).size.width
        let apart = "بالعالم".map { measurer.measure(TextRequest(string: String($0), font: .body)).size.width }.reduce(0, +)
        XCTAssertLessThan(joined, apart - 1)
    }

    /// x of each line's left edge relative to the widest line, for a two-line text.
    private func lineStarts(_ text: String, direction: LayoutDirection, alignment: TextAlignment = .leading) -> [Double] {
        let measurer = PangoTextMeasurer()
        let request = TextRequest(string: text, font: .body, width: 150, alignment: alignment, direction: direction)
        let lines = measurer.lines(for: request)
        XCTAssertGreaterThan(lines.count, 1, "\(lines)")
        return lines.map(\.x)
    }

    func testRightToLeftLeadingAlignsRight() {
        for text in [hebrew, arabic, "Hello there, how are you today"] {
            let rtl = lineStarts(text, direction: .rightToLeft)
            let ltr = lineStarts(text, direction: .leftToRight)
            // Left to right every line starts at the left edge; right to left the shorter last
            // line starts further right (its right edge is the paragraph's).
            XCTAssertEqual(ltr.min() ?? -1, 0, accuracy: 0.01, text)
            XCTAssertEqual(ltr.max() ?? -1, 0, accuracy: 0.01, text)
            XCTAssertEqual(rtl.min() ?? -1, 0, accuracy: 0.01, text)
            XCTAssertGreaterThan(rtl.max() ?? 0, 5, text)
            // Trailing is the other side.
            XCTAssertEqual(lineStarts(text, direction: .rightToLeft, alignment: .trailing).max() ?? -1, 0, accuracy: 0.01, text)
        }
    }

    func testArabicInARightToLeftRowIsOnTheRight() throws {
        let json = #"""
        {"canvas": {"width": 300, "layoutDirection": "rightToLeft"},
         "root": {"type": "HStack", "children": [
           {"type": "Text", "id": "t", "text": "الإعدادات"}, {"type": "Spacer"}, {"type": "Image", "id": "c", "systemName": "chevron.forward"}]}}
        """#
        let result = try layout(json, measurer: PangoTextMeasurer())
        XCTAssertEqual(result.frame("t").maxX, 300, accuracy: 0.5)
        XCTAssertEqual(result.frame("c").minX, 0, accuracy: 0.5)
        guard case .text(let run)? = result.node("t")?.content else { return XCTFail("no text") }
        XCTAssertEqual(run.request.direction, .rightToLeft)
    }
}

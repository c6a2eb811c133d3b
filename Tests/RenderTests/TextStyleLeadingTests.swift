import XCTest
@testable import RenderLayout
@testable import RenderScene

/// `TextStyleLeading`: a text style's lines lie its leading apart, the first line its font's own
/// height (iOS 18 pictures in scripts/device-compare/references.tsv; docs/figures.md, "Device
/// truth (session 12)"). The fixed-advance measurer's lines are 20 at 17 points (ascent 16); it
/// follows the leading when asked (`textStyleLeading`), as Pango's text always does.
final class TextStyleLeadingTests: XCTestCase {
    private func leadingLayout(_ json: String, width: Double? = nil, height: Double? = nil, lineHeight: Double = 20) throws -> Renderer.LayoutResult {
        try layout(json, width: width, height: height, measurer: FixedAdvanceMeasurer(lineHeight: lineHeight, textStyleLeading: true))
    }

    func testLeadingsAreTheHIGsAtEachDynamicTypeSize() {
        // At `large`: body and headline 22 (EmojiText's body lines, RSSReader's headline),
        // subheadline 20 (RSSReader's descriptions).
        XCTAssertEqual(TextStyleLeading.leading(for: .body), 22)
        XCTAssertEqual(TextStyleLeading.leading(for: Font.TextStyle.headline.font), 22)
        XCTAssertEqual(TextStyleLeading.leading(for: Font.TextStyle.subheadline.font), 20)
        XCTAssertEqual(TextStyleLeading.leading(for: Font.TextStyle.largeTitle.font), 41)
        XCTAssertEqual(TextStyleLeading.leading(for: Font.TextStyle.caption2.font), 13)
        // At accessibility5: title2 66 and subheadline 58 (RSSReader's ErrorStateView at AX5).
        XCTAssertEqual(TextStyleLeading.leading(for: Font.TextStyle.title2.font.sized(for: .accessibility5)), 66)
        XCTAssertEqual(TextStyleLeading.leading(for: Font.TextStyle.subheadline.font.sized(for: .accessibility5)), 58)
        // Footnote is 12 points at xSmall, small and medium, with one leading.
        XCTAssertEqual(TextStyleLeading.leading(for: Font.TextStyle.footnote.font.sized(for: .small)), 16)
        // Weight and design keep the style's leading.
        var bold = Font.TextStyle.title2.font
        bold.weight = .bold
        bold.design = .rounded
        XCTAssertEqual(TextStyleLeading.leading(for: bold), 28)
    }

    func testFontsThatAreNotATextStyleHaveNoLeading() {
        XCTAssertNil(TextStyleLeading.leading(for: Font(size: 17)), ".system(size: 17)")
        XCTAssertNil(TextStyleLeading.leading(for: Font(size: 17, family: "Inter", textStyle: .body)), ".custom(_:size:)")
        XCTAssertNil(TextStyleLeading.leading(for: Font(size: 18, textStyle: .body)), "a size of its own, relative to body")
        XCTAssertNil(TextStyleLeading.leading(for: Font.body.scaled(by: 0.9)), "shrunk by minimumScaleFactor")
    }

    func testAOneLineTextIsItsFontsOwnHeight() throws {
        // EmojiText's one-line body Text: SF's 20.33, not the leading 22.
        let result = try leadingLayout(#"{"type": "Text", "id": "t", "text": "Hello", "modifiers": [{"font": "body"}]}"#)
        XCTAssertSize(result.frame("t"), 50, 20)
    }

    func testWrappedLinesOfATextStyleLieItsLeadingApart() throws {
        // Three lines of body: 20 + 2 × 22 (EmojiText: 20.33 + 20 × 22 for 21 lines).
        let result = try leadingLayout(#"{"type": "Text", "id": "t", "text": "aaaa bbbb cccc", "modifiers": [{"font": "body"}]}"#, width: 50)
        XCTAssertSize(result.frame("t"), 40, 64)
        guard case .text(let run)? = result.node("t")?.content else { return XCTFail("no text") }
        XCTAssertEqual(run.measurement.firstBaseline, 16)
        XCTAssertEqual(run.measurement.lastBaseline, 60, "two leadings below the first baseline")
        // Headline, three lines, as RSSReader's long FeedItemRow title: baselines 22 apart.
        let headline = try leadingLayout(#"{"type": "Text", "id": "t", "text": "aaaa bbbb cccc", "modifiers": [{"font": "headline"}]}"#, width: 50)
        XCTAssertSize(headline.frame("t"), 40, 64)
    }

    func testAFixedSizeFontKeepsItsOwnLineHeight() throws {
        let result = try leadingLayout(#"{"type": "Text", "id": "t", "text": "aaaa bbbb cccc", "modifiers": [{"font": {"size": 17}}]}"#, width: 50)
        XCTAssertSize(result.frame("t"), 40, 60)
        let custom = try leadingLayout(#"{"type": "Text", "id": "t", "text": "aaaa bbbb cccc", "modifiers": [{"font": {"size": 17, "family": "Inter", "relativeTo": "body"}}]}"#, width: 50)
        XCTAssertSize(custom.frame("t"), 40, 60)
    }

    func testTheFakeKeepsItsRoundLinesUnlessAsked() throws {
        let result = try layout(#"{"type": "Text", "id": "t", "text": "aaaa bbbb cccc", "modifiers": [{"font": "body"}]}"#, width: 50)
        XCTAssertSize(result.frame("t"), 40, 60)
        XCTAssertFalse(FixedAdvanceMeasurer().spacesTextStylesByLeading)
        XCTAssertTrue(PangoTextMeasurer().spacesTextStylesByLeading)
        XCTAssertTrue(CachingTextMeasurer(FixedAdvanceMeasurer(textStyleLeading: true)).spacesTextStylesByLeading)
    }

    func testLineSpacingAddsToTheLeading() throws {
        let result = try leadingLayout(#"{"type": "Text", "id": "t", "text": "aaaa bbbb cccc", "modifiers": [{"font": "body"}, {"lineSpacing": 6}]}"#, width: 50)
        XCTAssertSize(result.frame("t"), 40, 76)
    }

    func testALeadingLessThanTheFontsLineIsKept() throws {
        // Lines 24 tall at 17 points: body's leading 22 brings them closer (as RSSReader's
        // subheadline at accessibility5: 58 apart where SF's lines are 58.5).
        let result = try leadingLayout(#"{"type": "Text", "id": "t", "text": "aaaa bbbb cccc", "modifiers": [{"font": "body"}]}"#,
                                       width: 50, lineHeight: 24)
        XCTAssertSize(result.frame("t"), 40, 68)
    }

    func testAProposedHeightShowsTheLinesThatFitAtTheLeading() throws {
        // 20 + 22 = 42 fits in 42.5, a third line (64) does not.
        let result = try leadingLayout(#"{"type": "Text", "id": "t", "text": "aaaa bbbb cccc", "modifiers": [{"font": "body"}]}"#, width: 50, height: 42.5)
        guard case .text(let run)? = result.node("t")?.content else { return XCTFail("no text") }
        XCTAssertEqual(run.measurement.lineCount, 2)
        XCTAssertEqual(run.measurement.size.height, 42)
    }

    func testReservedLinesAreLeadingsApart() throws {
        // `lineLimit(3, reservesSpace: true)` on one line: 20 + 2 × 22.
        let result = try leadingLayout(#"{"type": "Text", "id": "t", "text": "a", "modifiers": [{"font": "body"}, {"lineLimit": {"limit": 3, "reservesSpace": true}}]}"#)
        XCTAssertSize(result.frame("t"), 10, 64)
    }

    func testPangoSpacesATextStylesLinesByItsLeading() {
        let measurer = PangoTextMeasurer()
        for (font, leading) in [(Font.body, 22.0), (Font.TextStyle.subheadline.font.sized(for: .accessibility5), 58.0)] {
            let metrics = measurer.fontMetrics(font)
            var decoration = TextDecoration()
            decoration.lineSpacing = TextStyleLeading.spacing(for: font, metrics: metrics, lineSpacing: 0)
            let one = measurer.measure(TextRequest(string: "a", font: font, decoration: decoration))
            let two = measurer.measure(TextRequest(string: "a\nb", font: font, decoration: decoration))
            XCTAssertEqual(one.size.height, metrics.ascent + metrics.descent, accuracy: 0.01, "one line: the font's own")
            XCTAssertEqual(two.size.height - one.size.height, leading, accuracy: 0.01, "the second line adds the leading")
            XCTAssertEqual(two.lastBaseline - two.firstBaseline, leading, accuracy: 0.01)
        }
    }
}

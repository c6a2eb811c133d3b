import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource
@testable import RenderSwiftUI
@testable import RenderCheck
@testable import RenderTools

/// `ViewSpacing`: the gap rule with exact numbers (the fake font's metrics at 17 pt: ascent 16,
/// descent 4, cap height 12, leading 0; OpenSwiftUI's Spacing for the rule itself).
final class ViewSpacingTests: XCTestCase {
    let body = FontMetrics(ascent: 16, descent: 4, leading: 0, capHeight: 12)

    func testTwoPlainViewsGetTheDefaultEight() {
        XCTAssertEqual(ViewSpacing.plainView.distance(to: .plainView, along: .vertical), 8)
        XCTAssertEqual(ViewSpacing.plainView.distance(to: .plainView, along: .horizontal), 8)
    }

    func testTextGapsComeFromTheFontMetrics() {
        let text = ViewSpacing.text(body, pixel: 1)
        // Text spacing ceil(20 × 0.1) = 2. Above: 20 + 2 − 16. Below: max(20 + 2 − 12, 2 + 4).
        XCTAssertEqual(ViewSpacing.plainView.distance(to: text, along: .vertical), 6)
        XCTAssertEqual(text.distance(to: .plainView, along: .vertical), 10)
        // Text above text: the lower text's leading.
        XCTAssertEqual(text.distance(to: text, along: .vertical), 0)
        var leaded = body
        leaded.leading = 2.2
        XCTAssertEqual(text.distance(to: ViewSpacing.text(leaded, pixel: 1), along: .vertical), 3, "rounded up to the pixel")
        XCTAssertEqual(text.distance(to: ViewSpacing.text(leaded, pixel: 0.5), along: .vertical), 2.5)
        // Side by side a Text has no preference: the default.
        XCTAssertEqual(text.distance(to: .plainView, along: .horizontal), 8)
    }

    func testTextSpacingRoundsUpToThePixelGrid() {
        let caption = FontMetrics(ascent: 11.2, descent: 2.8, leading: 0, capHeight: 8.4) // line 14: spacing 1.4
        XCTAssertEqual(ViewSpacing.plainView.distance(to: .text(caption, pixel: 1), along: .vertical), 2.8 + 2, accuracy: 1e-9)
        XCTAssertEqual(ViewSpacing.plainView.distance(to: .text(caption, pixel: 1.0 / 3), along: .vertical), 2.8 + 5.0 / 3,
                       accuracy: 1e-9)
    }

    func testNoGapNextToASpacer() {
        let text = ViewSpacing.text(body, pixel: 1)
        for axis in Axis.allCases {
            XCTAssertEqual(ViewSpacing.spacer(axis).distance(to: .plainView, along: axis), 0)
            XCTAssertEqual(ViewSpacing.plainView.distance(to: .spacer(axis), along: axis), 0)
            XCTAssertEqual(ViewSpacing.spacer(axis).distance(to: text, along: axis), 0)
            XCTAssertEqual(text.distance(to: .spacer(axis), along: axis), 0)
        }
    }

    func testResetMakesPlainEdges() {
        let text = ViewSpacing.text(body, pixel: 1)
        let padded = text.reset([.top, .bottom])
        XCTAssertEqual(padded.distance(to: .plainView, along: .vertical), 8)
        XCTAssertEqual(text.reset([.leading, .trailing]).distance(to: .plainView, along: .vertical), 10)
    }

    func testAContainerKeepsTheLargerPreference() {
        var merged = ViewSpacing(minima: [:])
        merged.incorporate(ViewSpacing.Edge.allCases, of: .plainView)
        merged.incorporate(ViewSpacing.Edge.allCases, of: .text(body, pixel: 1))
        XCTAssertEqual(ViewSpacing.plainView.distance(to: merged, along: .vertical), 6)
        XCTAssertEqual(merged.distance(to: .plainView, along: .vertical), 10)
        XCTAssertEqual(ViewSpacing.zero.distance(to: .plainView, along: .vertical), 0)
    }

    func testTheFakeMeasurerHasRoundMetrics() {
        let metrics = FixedAdvanceMeasurer().fontMetrics(Font.TextStyle.largeTitle.font)
        XCTAssertEqual(metrics, FontMetrics(ascent: 32, descent: 8, leading: 0, capHeight: 24))
    }
}

import XCTest
@testable import RenderLayout
@testable import RenderScene

/// A list row's vertical insets, from real pictures (session 22, docs/figures.md "Branch
/// truth26u"): a row taller than the 44-point minimum is its content and 11 above and below on
/// iOS 16 and later, in plain and inset-grouped lists alike.
final class DeviceEvidenceRowInsetTests: XCTestCase {
    private func rows(_ result: Renderer.LayoutResult) -> [Rect] {
        var found: [Rect] = []
        result.root.forEach { if $0.view.label == "ListRow" { found.append($0.frame) } }
        return found
    }

    private func list(style: String, contentHeight: Double, minRowHeight: Double? = nil) -> String {
        let row = #"{"type": "Color", "color": "blue", "modifiers": [{"frame": {"height": \#(contentHeight)}}]}"#
        let environment = minRowHeight.map { #", {"environment": {"defaultMinListRowHeight": \#($0)}}"# } ?? ""
        return #"""
            {"type": "List", "children": [\#(row), \#(row)], "modifiers": [{"listStyle": "\#(style)"}\#(environment)]}
            """#
    }

    /// Measured: Apple's Landmarks tutorial as InesGraellsSanz/Landmakers builds it
    /// (`Screenshots/ContentView-fav.png` at 77e7fdc301, an Xcode 16 preview of an iPhone 16 Pro,
    /// iOS 18.2 or later): rows of a 50 × 50 photo in an inset-grouped List, photos 72 apart, the
    /// first 11 under its row's top (row from 196.33, photo 207.33…257.33, next 279.33).
    /// WeChat-SwiftUI's README pictures (Lebron1992/WeChat-SwiftUI `previews/6.png`, `4.png` at
    /// c4baefc, February 2022, deployment target iOS 15.0: iOS 15) show 6: a 44-point content
    /// frame in a 56-point row, a 40-point one in a 52-point row (plain Lists, with and without
    /// `defaultMinListRowHeight` 10). iOS 16 moved List from UITableView to UICollectionView, and
    /// element-hq/element-ios's `CompletionSuggestionList` (its `collectionViewPaddingCorrection`,
    /// "As of iOS 16.0 … −5" per edge, PR #7500's iOS 15.5 and 16.2 pictures) took 5 off each
    /// edge to keep its rows as tall as on iOS 15: 6 + 5 = 11. The renderer draws iOS 17's 11.
    func testARowTallerThanTheMinimumIsItsContentAnd11AboveAndBelow() throws {
        for style in ["insetGrouped", "plain"] {
            let landmarks = try layout(list(style: style, contentHeight: 50), width: 402, height: 600)
            XCTAssertEqual(rows(landmarks).map(\.height), [72, 72], style)
            // WeChat's 44-point frame: 66 here (iOS 16+), where iOS 15 drew 56.
            let wechat = try layout(list(style: style, contentHeight: 44, minRowHeight: 10), width: 390, height: 600)
            XCTAssertEqual(rows(wechat).map(\.height), [66, 66], style)
            // Below the minimum the minimum decides: 20 + 22 < 44.
            let short = try layout(list(style: style, contentHeight: 20), width: 390, height: 600)
            XCTAssertEqual(rows(short).map(\.height), [44, 44], style)
        }
    }
}

import XCTest
@testable import RenderLayout
@testable import RenderScene

/// The search field and the navigation bar's titles as bitwarden/authenticator-ios's
/// `ItemListView` and `ManualEntryView` snapshots show them (session 19; scripts/device-compare,
/// docs/figures.md "Device truth (session 19)"): `AuthenticatorShared/UI/Vault/ItemList/ItemList/
/// __Snapshots__/ItemListViewTests/test_snapshot_ItemListView_previews.Items-with-Favorite-
/// portrait{,Dark,AX5}.png` and `…/ManualEntryViewTests/test_snapshot_manualEntryView_previews.
/// Empty-portrait{,AX5}.png` at 5fb54496aa67 (Dec 2024; its CI then ran Xcode 15.4's iOS 17.0.1
/// simulator, and its snapshots pass at perceptual precision 0.95): swift-snapshot-testing's
/// iPhone 13 host, 390 × 844 at 3×, its bar from 54.33 (7.33 under the 47-point safe area), a
/// `.searchable(…, placement: .navigationBarDrawer(displayMode: .always), prompt: "Search")` under
/// the large title "Verification codes". The app sets its own search and clear icons and bar
/// background (`UISearchBar.appearance()`, `UINavigationBarAppearance`), not the field's fill or
/// text colours. The renderer's bar begins at the iPhone 14's 47, so its numbers here are iOS's
/// less 7.33 (the title's) or 7 (the field's: that host's field lies 0.67 under the title's row
/// where Nestory's full screen and the renderer put it 1 under; docs/figures.md).
final class DeviceEvidenceSearchFieldTests: XCTestCase {
    private func frames(_ result: Renderer.LayoutResult, _ label: String) -> [Rect] {
        var found: [Rect] = []
        result.root.forEach { if $0.view.label == label { found.append($0.frame) } }
        return found
    }

    /// The picture's screen: its root the grouped grey under the bars too (`ignoresSafeArea`), or
    /// (`under: false`) only between them, where the bar's height shows as the root's top.
    private func screen(_ canvas: String, title: String = "Verification codes", inline: Bool = false, search: Bool = true,
                        under: Bool = true) -> String {
        let mode = inline ? #", {"navigationBarTitleDisplayMode": "inline"}"# : ""
        let ignores = under ? #"{"ignoresSafeArea": true}, "# : ""
        let field = search ? #"{"searchable": {"prompt": "Search"}}"# : ""
        return #"""
            {"device": "iphone-14", "canvas": {\#(canvas)}, "root": {"type": "NavigationStack", "modifiers": [\#(field)], "children": [
              {"type": "Color", "color": "secondarySystemBackground", "id": "root", "modifiers": [\#(ignores){"navigationTitle": "\#(title)"}\#(mode)]}]}}
            """#
    }

    /// Dark mode (the picture's `portraitDark`): over the bar's (28, 28, 30) — the app's colour,
    /// secondarySystemBackground's dark value — iOS fills the field (49, 49, 54), tertiarySystemFill
    /// (118, 118, 128) at 24 % (49.6, 49.6, 53.5), and draws the prompt "Search" with its brightest
    /// pixels (161, 161, 169), secondaryLabel (235, 235, 245) at 60 % over that fill; the field
    /// spans x 16…374. The renderer draws (49, 49, 53) and (161, 161, 168): within a unit, from
    /// the same two system colours (light mode matched Nestory's screenshot, session 16).
    func testADarkSearchFieldIsTertiaryFillWithASecondaryPrompt() throws {
        let decoded = try scene(screen(#""colorScheme": "dark""#))
        var options = RenderOptions(canvas: decoded.canvas)
        options.scale = 3
        let result = try Renderer.layout(decoded.root, options: options, measurer: PangoTextMeasurer())
        let image = try PNGCodec.decode(try Renderer.draw(result, format: .png, background: options.background))
        let field = try XCTUnwrap(frames(result, "SearchField").first)
        XCTAssertEqual([field.minX, field.maxX, field.minY, field.height], [16, 374, 47 + 44 + 52 + 1, 36])
        func near(_ p: RGBAPixel, _ ios: [Int], _ message: String, line: UInt = #line) {
            let channels = [Int(p.r), Int(p.g), Int(p.b)]
            XCTAssertLessThanOrEqual(zip(channels, ios).map { abs($0 - $1) }.max() ?? 99, 1, "\(message): \(channels), iOS \(ios)", line: line)
        }
        near(image[5, 5], [28, 28, 30], "the bar over secondarySystemBackground")
        near(image[600, Int((field.minY + field.height / 2) * 3)], [49, 49, 54], "the field's fill")
        // The prompt's brightest pixel, between the glass and the microphone.
        var brightest = image[0, 0]
        for y in Int(field.minY * 3)..<Int(field.maxY * 3) {
            for x in 45 * 3..<200 * 3 where Int(image[x, y].r) + Int(image[x, y].b) > Int(brightest.r) + Int(brightest.b) {
                brightest = image[x, y]
            }
        }
        near(brightest, [161, 161, 169], "the prompt")
    }

    /// At AX5 (the picture's `portraitAX5`, a 60-point large title and a 53-point body) iOS grows
    /// the bar: the title's baseline 57.33 below its row's top (155.67 against 134.33 at the
    /// default size, the bar's top unmoved), the field 101.33 tall from 172.0 where it is 34.33
    /// from 151.0 at the default size in the same host (67 taller), 15 above the bar's bottom
    /// (288.33) in both. The renderer kept the 52-point rows and the 36-point field, so the
    /// 60-point title rose out of its row and the 53-point prompt overflowed its field. Now
    /// (BarMetrics): the title's row is max(52, 0.952 × 60 + 16) = 73.12, its baseline 16 above
    /// the row's bottom (57.12 below its top), the field 36 + (53 − 17) × 67/36 = 103 with 1 above
    /// and 15 below it; the root starts under them.
    func testAtAX5TheLargeTitleRowAndTheSearchFieldGrow() throws {
        let large = try layout(screen("", under: false), scale: 3)
        let ax5 = try layout(screen(#""dynamicTypeSize": "accessibility5""#, under: false), scale: 3)
        // Frames are rounded to the 3× pixel grid.
        let pixel = 1.0 / 3
        let row: Double = 0.952 * 60 + 16
        for (result, size, titleRow, field) in [(large, 34.0, 52.0, 36.0), (ax5, 60, row, 103)] {
            let search = try XCTUnwrap(frames(result, "SearchField").first)
            XCTAssertEqual(search.minY, 47 + 44 + titleRow + 1, accuracy: pixel)
            XCTAssertEqual(search.height, field, accuracy: pixel)
            XCTAssertEqual([search.minX, search.maxX], [16, 374])
            XCTAssertEqual(result.frame("root").minY, 47 + 44 + titleRow + field + 16, accuracy: pixel)
            // The fixed-advance measurer's baseline is 0.8 of its line, 20 × size / 17.
            var title: Rect?
            result.root.forEach { if $0.view.label == "Text \"Verification codes\"" { title = $0.frame } }
            let frame = try XCTUnwrap(title)
            let baseline: Double = frame.minY + 16 * size / 17
            XCTAssertEqual(baseline, 47 + 44 + titleRow - 16, accuracy: pixel)
        }
        // Between the two sizes the same rule: at xxxLarge (a 40-point title, a 23-point body)
        // the row is 54.08, the field 47.17.
        let xxxLarge = try layout(screen(#""dynamicTypeSize": "xxxLarge""#, under: false), scale: 3)
        let search = try XCTUnwrap(frames(xxxLarge, "SearchField").first)
        let row40: Double = 0.952 * 40 + 16, field23: Double = 36 + 6 * 67.0 / 36
        XCTAssertEqual(search.minY, 91 + row40 + 1, accuracy: pixel)
        XCTAssertEqual(search.height, field23, accuracy: pixel)
    }

    /// An inline title grows with the Dynamic Type size only to xxLarge's 21 points: at AX5 iOS
    /// draws "Create verification code" 1.235 times its default size in the 44-point bar (its
    /// "C" 13.33 × 15.67 against 10.67 × 12.67, its last "e" 10.67 wide against 8.67;
    /// `ManualEntryView`), where the renderer drew headline at AX5, 53 points, three times as
    /// tall as the bar it is centred on.
    func testAnInlineTitleStopsGrowingAtXXLarge() throws {
        func titleFrame(_ canvas: String) throws -> Rect {
            let result = try layout(screen(canvas, title: "Create verification code", inline: true, search: false))
            var title: Rect?
            result.root.forEach { if $0.view.label == "Text \"Create verification code\"" { title = $0.frame } }
            return try XCTUnwrap(title)
        }
        // 24 characters, 10 per character at 17 points; frames rounded to whole points (1×).
        XCTAssertEqual(try titleFrame("").width, 240)
        for size in ["xxLarge", "accessibility1", "accessibility5"] {
            let frame = try titleFrame(#""dynamicTypeSize": "\#(size)""#)
            XCTAssertEqual(frame.width, 240 * 21 / 17, accuracy: 1, size)
            XCTAssertEqual(frame.minY + frame.height / 2, 47 + 22, accuracy: 1, size)
        }
        XCTAssertEqual(try titleFrame(#""dynamicTypeSize": "xLarge""#).width, 240 * 19 / 17, accuracy: 1)
    }
}

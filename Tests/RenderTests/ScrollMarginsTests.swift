import XCTest
@testable import RenderLayout
@testable import RenderScene

/// `contentMargins(_:_:for:)` and `scrollClipDisabled()` (iOS 17; `ContentMargins`,
/// `ScrollClipDisabled`, `ScrollViewLayout` steps 6–7). Apple's documentation: with
/// `.contentMargins(.horizontal, 20)` "the scroll view will automatically inset its content by
/// the safe area plus an additional 20 points on the leading and trailing edge"; "By default, a
/// scroll view clips its content to its bounds". Fixed-advance measurer.
final class ScrollMarginsTests: XCTestCase {
    private func layout(_ json: String) throws -> Renderer.LayoutResult {
        let decoded = try scene(json)
        return try Renderer.layout(decoded.root, options: RenderOptions(canvas: decoded.canvas), measurer: FixedAdvanceMeasurer())
    }

    /// A vertical ScrollView of 200 × 300 with margins 10 (every edge), then 30 leading: the
    /// content (a flexible colour 40 high) is proposed 200 − 30 − 10 wide and placed at
    /// (30, 10) inside the scroll view. The nearer modifier wins on the edge it names.
    func testMarginsInsetTheContent() throws {
        let result = try layout(#"""
        {"canvas": {"width": 200, "height": 300},
         "root": {"type": "ScrollView", "id": "scroll", "modifiers": [{"contentMargins": {"edges": ["leading"], "length": 30}},
                                                                      {"contentMargins": {"length": 10, "placement": "scrollContent"}}],
                  "children": [{"type": "Color", "color": "red", "id": "content", "modifiers": [{"frame": {"height": 40}}]}]}}
        """#)
        XCTAssertFrame(result.frame("scroll"), 0, 0, 200, 300)
        XCTAssertFrame(result.frame("content"), 30, 10, 160, 40)
    }

    /// An ideal (fixed-size) horizontal ScrollView: its length is the content's plus the
    /// margins, and `.scrollIndicators` margins change nothing.
    func testAnIdealScrollViewAddsTheMargins() throws {
        let result = try layout(#"""
        {"canvas": {"width": 300, "height": 200},
         "root": {"type": "VStack", "children": [
           {"type": "ScrollView", "axes": "horizontal", "id": "scroll",
            "modifiers": [{"contentMargins": {"top": 4, "leading": 6, "bottom": 8, "trailing": 2}}, {"fixedSize": true}],
            "children": [{"type": "Text", "text": "abcd", "id": "text"}]},
           {"type": "ScrollView", "axes": "horizontal", "id": "indicators",
            "modifiers": [{"contentMargins": {"length": 10, "placement": "scrollIndicators"}}, {"fixedSize": true}],
            "children": [{"type": "Text", "text": "abcd", "id": "plain"}]}]}}
        """#)
        let scroll = result.frame("scroll")
        XCTAssertEqual(scroll.width, 40 + 6 + 2)
        XCTAssertEqual(scroll.height, 20 + 4 + 8)
        XCTAssertFrame(result.frame("text"), scroll.minX + 6, scroll.minY + 4, 40, 20)
        XCTAssertEqual(result.frame("indicators").size, Size(width: 40, height: 20))
    }

    /// A horizontal row of cards wider than its ScrollView: clipped to the ScrollView's bounds
    /// by default, drawn past them under `scrollClipDisabled()`.
    func testScrollClipDisabledDrawsTheOverflow() throws {
        for disabled in [false, true] {
            let decoded = try scene(#"""
            {"canvas": {"width": 200, "height": 60, "background": "white"},
             "root": {"type": "ScrollView", "axes": "horizontal", "modifiers": [{"padding": {"edges": ["horizontal"], "length": 50}},
                                                                                 {"scrollClipDisabled": \#(disabled)}],
                      "children": [{"type": "Color", "color": "red", "modifiers": [{"frame": {"width": 300, "height": 60}}]}]}}
            """#)
            let options = RenderOptions(canvas: decoded.canvas)
            let result = try Renderer.layout(decoded.root, options: options, measurer: FixedAdvanceMeasurer())
            let image = try PNGCodec.decode(try Renderer.draw(result, format: .png, background: options.background))
            // Inside the ScrollView (x 50…150): red either way; past its trailing edge: red only unclipped.
            XCTAssertEqual(image[100, 30], RGBAPixel(r: 255, g: 59, b: 48), "disabled \(disabled)")
            XCTAssertEqual(image[175, 30], disabled ? RGBAPixel(r: 255, g: 59, b: 48) : RGBAPixel(r: 255, g: 255, b: 255), "disabled \(disabled)")
            // Before its leading edge nothing was ever drawn (the content starts at its start).
            XCTAssertEqual(image[25, 30], RGBAPixel(r: 255, g: 255, b: 255), "disabled \(disabled)")
        }
    }

    /// `ContentMargins` step 3: a List or Form keeps its own margins, so contentMargins around
    /// one is not drawn — said in a warning located at the List or Form, never silently; a
    /// List without margins around it says nothing.
    func testMarginsAroundAListOrFormWarn() throws {
        for type in ["List", "Form"] {
            let json = #"{"canvas": {"width": 200, "height": 300}, "root": {"type": "VStack", "children": [{"type": "\#(type)", "id": "list", "modifiers": MODIFIERS, "children": [{"type": "Text", "text": "a", "id": "row"}]}]}}"#
            let warned = try layout(json.replacingOccurrences(of: "MODIFIERS", with: #"[{"contentMargins": {"edges": ["horizontal"], "length": 40}}]"#))
            let plain = try layout(json.replacingOccurrences(of: "MODIFIERS", with: "[]"))
            XCTAssertEqual(warned.warnings, ["root.children[0] (id list): " + ListLayout.marginsNotApplied(type)])
            XCTAssertTrue(ListLayout.marginsNotApplied(type).contains("contentMargins around a \(type)"))
            XCTAssertEqual(plain.warnings, [])
            XCTAssertEqual(warned.frame("row"), plain.frame("row"))
        }
    }

    /// A huge margin (1e308) would make a non-finite ScrollView size: like every other length it
    /// is bounded by `SceneLimits.maxLength`, a located error, exit 1.
    func testAHugeMarginIsALocatedErrorExitOne() throws {
        let directory = try temporaryDirectory(self)
        let file = directory.appendingPathComponent("scene.json")
        try #"""
        {"root": {"type": "ScrollView", "modifiers": [{"contentMargins": {"length": 1e308}}], "children": [{"type": "Text", "text": "a"}]}}
        """#.write(to: file, atomically: true, encoding: .utf8)
        let result = try runRender([file.path, "-o", directory.appendingPathComponent("out.png").path])
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertTrue(result.stderr.contains("scene.json:"), result.stderr)
        XCTAssertTrue(result.stderr.contains("root.modifiers[0].contentMargins.length"), result.stderr)
        XCTAssertTrue(result.stderr.contains("out of range"), result.stderr)
    }

    func testBadMarginsAreErrors() throws {
        for (value, message) in [(#"{"length": -1}"#, "out of range"), (#"{"top": 1e308}"#, "out of range"), (#"{"edges": ["top"]}"#, "needs a length"),
                                 (#"{"length": 4, "placement": "nowhere"}"#, "placement"), (#"{"top": 4, "length": 2}"#, "unknown property")] {
            XCTAssertThrowsError(try scene(#"{"root": {"type": "ScrollView", "modifiers": [{"contentMargins": \#(value)}], "children": [{"type": "Text", "text": "a"}]}}"#)) {
                XCTAssertTrue("\($0)".contains(message), "\(value): \($0)")
            }
        }
    }
}

import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource
@testable import RenderSwiftUI
@testable import RenderCheck
@testable import RenderTools

/// Device canvases and the safe area, with exact numbers under the fixed-advance measurer.
/// iPhone 15: 393 × 852 points, safe area 59 on top and 34 at the bottom — the safe rect is
/// (0, 59, 393, 759). Sources: Render/Device.swift; rules: Layout/SafeArea.swift and the
/// modifiers' files (OpenSwiftUI's SafeAreaIgnoringLayout, InsetViewModifier, BackgroundModifier).
final class SafeAreaTests: XCTestCase {
    private func onPhone(_ root: String, scale: Double = 1) throws -> Renderer.LayoutResult {
        try layout(#"{"device": "iphone-15", "root": "# + root + "}", scale: scale)
    }

    // MARK: Devices

    func testDeviceTable() throws {
        let expected: [(String, Double, Double, Double, Double, Double)] = [
            ("iphone-15", 393, 852, 3, 59, 34), ("iphone-15-pro-max", 430, 932, 3, 59, 34),
            ("iphone-13-mini", 375, 812, 3, 50, 34), ("iphone-se", 375, 667, 2, 20, 0), ("ipad-11", 834, 1194, 2, 24, 20),
        ]
        for (name, width, height, scale, top, bottom) in expected {
            let device = try XCTUnwrap(Device.named(name))
            XCTAssertEqual([device.size.width, device.size.height, device.scale, device.insets.top, device.insets.bottom],
                           [width, height, scale, top, bottom], name)
        }
        XCTAssertEqual(Device.named("iPhone 15")?.name, "iphone-15")
        XCTAssertEqual(Device.named("iPhone SE (3rd generation)")?.name, "iphone-se")
        let landscape = try XCTUnwrap(Device.named("iphone-15")?.landscape)
        XCTAssertEqual(landscape.size, Size(width: 852, height: 393))
        XCTAssertEqual(landscape.safeRect, Rect(x: 59, y: 0, width: 734, height: 372))
    }

    func testDeviceSetsCanvasScaleAndSafeArea() throws {
        let decoded = try scene(#"{"device": "iphone-15", "root": {"type": "Color", "color": "red"}}"#)
        let options = RenderOptions(canvas: decoded.canvas)
        XCTAssertEqual([options.width, options.height, options.scale], [393, 852, 3])
        let scaled = try scene(#"{"device": "iphone-15", "canvas": {"scale": 1}, "root": {"type": "Color", "color": "red"}}"#)
        XCTAssertEqual(RenderOptions(canvas: scaled.canvas).scale, 1)
        XCTAssertThrowsError(try scene(#"{"device": "iphone-15", "canvas": {"width": 300}, "root": {"type": "Color", "color": "red"}}"#))
        XCTAssertThrowsError(try scene(#"{"device": "pixel-8", "root": {"type": "Color", "color": "red"}}"#)) { error in
            XCTAssertTrue("\(error)".contains("unknown device \"pixel-8\"; the renderer knows iphone-15"), "\(error)")
        }
    }

    // MARK: The root in the safe area

    /// A Form on an iPhone: its rows stay in the safe rect, its grouped background runs on
    /// under the status bar and the home indicator (no white bands), as iOS draws it.
    func testListBackgroundRunsIntoTheInsetsRowsStayInside() throws {
        let result = try onPhone(#"{"type": "Form", "id": "form", "children": [{"type": "Text", "text": "Row"}]}"#)
        XCTAssertFrame(result.frame("form"), 0, 59, 393, 759)
        var background: Rect?
        result.root.forEach { if $0.kind == "ListBackground" { background = $0.frame } }
        XCTAssertFrame(try XCTUnwrap(background), 0, 0, 393, 852)
        var row: Rect?
        result.root.forEach { if $0.kind == "ListRow" { row = $0.frame } }
        XCTAssertGreaterThanOrEqual(try XCTUnwrap(row).minY, 59)
    }

    func testRootIsProposedAndCentredInTheSafeRect() throws {
        let full = try onPhone(#"{"type": "Color", "color": "red", "id": "c"}"#)
        XCTAssertEqual(full.canvas, Size(width: 393, height: 852))
        XCTAssertFrame(full.frame("c"), 0, 59, 393, 759)
        let small = try onPhone(#"{"type": "Rectangle", "id": "r", "modifiers": [{"frame": {"width": 93, "height": 99}}]}"#)
        XCTAssertFrame(small.frame("r#0"), 150, 389, 93, 99)
    }

    func testWithoutDeviceNothingChanges() throws {
        let result = try layout(#"{"type": "Color", "color": "red", "id": "c", "modifiers": [{"ignoresSafeArea": true}]}"#, width: 100, height: 50)
        XCTAssertFrame(result.frame("c"), 0, 0, 100, 50)
    }

    // MARK: ignoresSafeArea

    func testIgnoresSafeAreaOnAllEdges() throws {
        let result = try onPhone(#"{"type": "Color", "color": "red", "id": "c", "modifiers": [{"ignoresSafeArea": true}]}"#)
        XCTAssertFrame(result.frame("c#0"), 0, 59, 393, 759)
        XCTAssertFrame(result.frame("c"), 0, 0, 393, 852)
        XCTAssertEqual(result.node("c")?.proposal, ProposedViewSize(width: 393, height: 852))
    }

    func testIgnoresSafeAreaOnSomeEdges() throws {
        let top = try onPhone(#"{"type": "Color", "color": "red", "id": "c", "modifiers": [{"ignoresSafeArea": {"edges": "top"}}]}"#)
        XCTAssertFrame(top.frame("c"), 0, 0, 393, 818)
        let deprecated = try onPhone(#"{"type": "Color", "color": "red", "id": "c", "modifiers": [{"edgesIgnoringSafeArea": ["bottom"]}]}"#)
        XCTAssertFrame(deprecated.frame("c"), 0, 59, 393, 793)
        let keyboard = try onPhone(#"{"type": "Color", "color": "red", "id": "c", "modifiers": [{"ignoresSafeArea": {"regions": "keyboard"}}]}"#)
        XCTAssertFrame(keyboard.frame("c"), 0, 59, 393, 759)
    }

    /// Only edges that touch the safe-area boundary grow: the top view of a stack reaches the
    /// screen's top, the bottom edge of the same view does not move.
    func testOnlyTouchingEdgesGrow() throws {
        let result = try onPhone(#"""
        {"type": "VStack", "spacing": 0, "children": [
          {"type": "Color", "color": "blue", "id": "a", "modifiers": [{"ignoresSafeArea": true}]},
          {"type": "Color", "color": "green", "id": "b", "modifiers": [{"frame": {"height": 100}}]}
        ]}
        """#)
        XCTAssertFrame(result.frame("a#0"), 0, 59, 393, 659)
        XCTAssertFrame(result.frame("a"), 0, 0, 393, 718)
        XCTAssertFrame(result.frame("b#0"), 0, 718, 393, 100)
        let middle = try onPhone(#"{"type": "Color", "color": "red", "id": "c", "modifiers": [{"ignoresSafeArea": true}, {"frame": {"height": 201}}]}"#)
        XCTAssertFrame(middle.frame("c"), 0, 338, 393, 201)
    }

    // MARK: background

    func testStyleBackgroundIgnoresTheSafeAreaByDefault() throws {
        let content = #"{"type": "Text", "text": "Hi", "id": "t", "modifiers": [{"frame": {"maxWidth": "infinity", "maxHeight": "infinity"}}, "#
        let style = try onPhone(content + #"{"background": "red"}]}"#)
        XCTAssertFrame(style.frame("t#0"), 0, 59, 393, 759)
        XCTAssertFrame(try XCTUnwrap(style.node("t#1")?.children.first?.frame), 0, 0, 393, 852)
        let topOnly = try onPhone(content + #"{"background": {"style": "red", "ignoresSafeAreaEdges": "top"}}]}"#)
        XCTAssertFrame(try XCTUnwrap(topOnly.node("t#1")?.children.first?.frame), 0, 0, 393, 818)
        let view = try onPhone(content + #"{"background": {"type": "Color", "color": "red"}}]}"#)
        XCTAssertFrame(try XCTUnwrap(view.node("t#1")?.children.first?.frame), 0, 59, 393, 759)
    }

    // MARK: safeAreaPadding

    func testSafeAreaPaddingPadsAndJoinsTheSafeArea() throws {
        let plain = try layout(#"{"type": "Color", "color": "red", "id": "c", "modifiers": [{"safeAreaPadding": 20}]}"#, width: 200, height: 100)
        XCTAssertFrame(plain.frame("c"), 20, 20, 160, 60)
        let ignoring = try layout(#"{"type": "Color", "color": "red", "id": "c", "modifiers": [{"ignoresSafeArea": true}, {"safeAreaPadding": {"edges": ["horizontal"], "length": 20}}]}"#,
                                  width: 200, height: 100)
        XCTAssertFrame(ignoring.frame("c#0"), 20, 0, 160, 100)
        XCTAssertFrame(ignoring.frame("c"), 0, 0, 200, 100)
        let phone = try onPhone(#"{"type": "Color", "color": "red", "id": "c", "modifiers": [{"ignoresSafeArea": true}, {"safeAreaPadding": 20}]}"#)
        XCTAssertFrame(phone.frame("c#0"), 20, 79, 353, 719)
        XCTAssertFrame(phone.frame("c"), 0, 0, 393, 852)
        XCTAssertThrowsError(try scene(#"{"type": "Color", "color": "red", "modifiers": [{"safeAreaPadding": -4}]}"#))
    }

    // MARK: safeAreaInset

    private let bar = #"{"type": "Color", "color": "gray", "id": "bar", "modifiers": [{"frame": {"height": 50}}]}"#

    func testSafeAreaInsetBottomWithSpacing() throws {
        let result = try layout(#"{"type": "Color", "color": "red", "id": "c", "modifiers": [{"safeAreaInset": {"edge": "bottom", "spacing": 10, "content": "# + bar + "}}]}",
                                width: 200, height: 300)
        XCTAssertFrame(result.frame("c#0"), 0, 0, 200, 300)
        XCTAssertFrame(result.frame("c"), 0, 0, 200, 240)
        XCTAssertFrame(result.frame("bar#0"), 0, 250, 200, 50)
        let top = try layout(#"{"type": "Color", "color": "red", "id": "c", "modifiers": [{"safeAreaInset": {"edge": "top", "spacing": 10, "content": "# + bar + "}}]}",
                             width: 200, height: 300)
        XCTAssertFrame(top.frame("c"), 0, 60, 200, 240)
        XCTAssertFrame(top.frame("bar#0"), 0, 0, 200, 50)
    }

    /// The modified view's safe area shrinks by the bar plus the spacing: ignoring it, the view
    /// runs under the bar, and on a phone on to the screen's edges.
    func testSafeAreaInsetContentRunsUnderTheBarWhenIgnoring() throws {
        let modifiers = #"[{"ignoresSafeArea": true}, {"safeAreaInset": {"edge": "bottom", "spacing": 10, "content": "# + bar + "}}]"
        let plain = try layout(#"{"type": "Color", "color": "red", "id": "c", "modifiers": "# + modifiers + "}", width: 200, height: 300)
        XCTAssertFrame(plain.frame("c#0"), 0, 0, 200, 240)
        XCTAssertFrame(plain.frame("c"), 0, 0, 200, 300)
        let phone = try onPhone(#"{"type": "Color", "color": "red", "id": "c", "modifiers": "# + modifiers + "}")
        XCTAssertFrame(phone.frame("c"), 0, 0, 393, 852)
        XCTAssertFrame(phone.frame("bar#0"), 0, 768, 393, 50)
    }

    func testSafeAreaInsetSizesAsAStack() throws {
        let result = try layout(#"{"type": "Text", "text": "Hello", "id": "t", "modifiers": [{"safeAreaInset": {"edge": "leading", "spacing": 5, "content": {"type": "Text", "text": "abc", "id": "s"}}}]}"#)
        XCTAssertFrame(result.frame("t#0"), 0, 0, 85, 20)
        XCTAssertFrame(result.frame("s"), 0, 0, 30, 20)
        XCTAssertFrame(result.frame("t"), 35, 0, 50, 20)
    }

    // MARK: containerRelativeFrame

    /// Apple's example: three columns of which a view spans two, 10 apart.
    func testContainerRelativeFrameCountSpanSpacing() throws {
        let result = try layout(#"{"type": "Color", "color": "red", "id": "c", "modifiers": [{"containerRelativeFrame": {"axes": "horizontal", "count": 3, "span": 2, "spacing": 10}}]}"#,
                                width: 320, height: 100)
        XCTAssertFrame(result.frame("c#0"), 55, 0, 210, 100)
        XCTAssertEqual(result.node("c")?.proposal, ProposedViewSize(width: 210, height: 100))
    }

    func testContainerRelativeFrameIsTheScreensSafeArea() throws {
        let result = try onPhone(#"{"type": "Text", "text": "Hi", "id": "t", "modifiers": [{"containerRelativeFrame": {"axes": ["horizontal", "vertical"], "length": "length / 2"}}]}"#, scale: 4)
        XCTAssertFrame(result.frame("t#0"), 98.25, 248.75, 196.5, 379.5)
    }

    /// Apple's carousel: a ScrollView with 20 points of safe-area padding on each side; each
    /// item three quarters of the container (353 = 393 − 40) less the gaps.
    func testContainerRelativeFrameInAScrollView() throws {
        let result = try onPhone(#"""
        {"type": "ScrollView", "axes": "horizontal", "id": "s", "modifiers": [{"safeAreaPadding": {"edges": ["horizontal"], "length": 20}}],
         "children": [{"type": "LazyHStack", "spacing": 10, "children": [
           {"type": "Color", "color": "red", "id": "a", "modifiers": [{"containerRelativeFrame": {"axes": "horizontal", "count": 4, "span": 3, "spacing": 10}}]},
           {"type": "Color", "color": "blue", "id": "b", "modifiers": [{"containerRelativeFrame": {"axes": "horizontal", "count": 4, "span": 3, "spacing": 10}}]}
         ]}]}
        """#, scale: 4)
        XCTAssertEqual(result.frame("a#0").width, 262.25)
        XCTAssertEqual(result.frame("b#0").minX, 20 + 262.25 + 10)
    }

    func testContainerRelativeFramePassesThroughWithoutAContainer() throws {
        let result = try layout(#"{"type": "Text", "text": "Hello", "id": "t", "modifiers": [{"containerRelativeFrame": {"axes": "vertical"}}]}"#)
        XCTAssertFrame(result.frame("t#0"), 0, 0, 50, 20)
    }

    // MARK: Bad input

    func testBadSafeAreaInputNamesThePath() throws {
        let cases: [(String, String)] = [
            (#"{"safeAreaInset": {"edge": "middle", "content": {"type": "Color", "color": "red"}}}"#,
             "root.modifiers[0].safeAreaInset.edge"),
            (#"{"safeAreaInset": {"edge": "top"}}"#, "safeAreaInset needs \"edge\""),
            (#"{"containerRelativeFrame": {"axes": "horizontal", "count": 0}}"#, "root.modifiers[0].containerRelativeFrame.count"),
            (#"{"containerRelativeFrame": {"axes": "vertical", "length": "axis / 2"}}"#, "root.modifiers[0].containerRelativeFrame.length"),
            (#"{"containerRelativeFrame": {"axes": "horizontal", "span": 2}}"#, "span and spacing go with \"count\""),
            (#"{"ignoresSafeArea": {"regions": "toolbar"}}"#, "root.modifiers[0].ignoresSafeArea.regions"),
            (#"{"edgesIgnoringSafeArea": "sideways"}"#, "root.modifiers[0].edgesIgnoringSafeArea"),
            (#"{"background": {"style": "red", "ignoresSafeAreaEdges": "up"}}"#, "root.modifiers[0].background.ignoresSafeAreaEdges"),
        ]
        for (modifier, expected) in cases {
            XCTAssertThrowsError(try scene(#"{"type": "Color", "color": "red", "modifiers": ["# + modifier + "]}")) { error in
                XCTAssertTrue("\(error)".contains(expected), "\(modifier): \(error)")
            }
        }
    }
}

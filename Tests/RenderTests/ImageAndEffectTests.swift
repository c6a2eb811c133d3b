import Foundation
import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource
@testable import RenderSwiftUI
@testable import RenderCheck
@testable import RenderTools

/// Issue 12: resizable images and aspect ratios (layout), negative padding (layout), and the
/// effects that draw outside the layout (clipShape, shadow, blur, rotationEffect,
/// scaleEffect, zIndex) — exact numbers under the fixed-advance measurer (10 pt per
/// character, 20 pt lines at 17 pt), from JSON and from Swift.
final class ImageAndEffectTests: XCTestCase {
    /// A 40×20 PNG, and a copy named `wide@2x.png`, in a temporary directory.
    func images() throws -> URL {
        let directory = try temporaryDirectory(self)
        let png = try PNGCodec.encode(RGBAImage(width: 40, height: 20, fill: RGBAPixel(r: 200, g: 40, b: 40, a: 255)))
        try Data(png).write(to: directory.appendingPathComponent("photo.png"))
        try Data(png).write(to: directory.appendingPathComponent("wide@2x.png"))
        return directory
    }

    func imageLayout(_ root: String, width: Double? = nil, height: Double? = nil) throws -> Renderer.LayoutResult {
        let directory = try images()
        let decoded = try SceneDecoder.decode(Array(root.utf8), file: "test.json", baseDirectory: directory.path)
        var options = RenderOptions(canvas: decoded.canvas)
        options.width = width
        options.height = height
        return try Renderer.layout(decoded.root, options: options, measurer: FixedAdvanceMeasurer())
    }

    func swift(_ source: String, width: Double? = nil, height: Double? = nil) throws -> (Renderer.LayoutResult, String) {
        let directory = try images()
        let path = directory.appendingPathComponent("View.swift").path
        try source.write(toFile: path, atomically: true, encoding: .utf8)
        let loaded = try SwiftSource.load(contentsOf: path)
        var options = RenderOptions(canvas: loaded.scene.canvas)
        options.width = width
        options.height = height
        return (try Renderer.layout(loaded.scene.root, options: options, measurer: FixedAdvanceMeasurer()),
                JSONOutput.scene(loaded.json))
    }

    // MARK: Images

    func testFixedImageAnswersItsPixelSize() throws {
        let result = try imageLayout(#"{"type": "Image", "file": "photo.png", "id": "i", "modifiers": [{"frame": {"width": 100, "height": 100}}]}"#)
        XCTAssertFrame(result.frame("i"), 30, 40, 40, 20)
    }

    func testResizableImageTakesTheProposal() throws {
        let result = try imageLayout(#"{"type": "Image", "file": "photo.png", "resizable": true, "id": "i", "modifiers": [{"frame": {"width": 100, "height": 70}}]}"#)
        XCTAssertFrame(result.frame("i"), 0, 0, 100, 70)
    }

    /// Issue 23: a resizable bitmap is stretched to its frame as a symbol is: the 40×20 photo in
    /// a 40×80 frame covers it all, top to bottom (kept at its 2:1 shape it would cover y 30…50).
    func testAResizableBitmapIsStretchedToItsFrame() throws {
        let decoded = try SceneDecoder.decode(Array(#"{"canvas": {"width": 40, "height": 80, "background": "white"}, "root": {"type": "Image", "file": "photo.png", "resizable": true, "modifiers": [{"frame": {"width": 40, "height": 80}}]}}"#.utf8),
                                              file: "test.json", baseDirectory: try images().path)
        let options = RenderOptions(canvas: decoded.canvas)
        let result = try Renderer.layout(decoded.root, options: options, measurer: FixedAdvanceMeasurer())
        let image = try PNGCodec.decode(try Renderer.draw(result, format: .png, background: options.background))
        for y in [2, 20, 40, 60, 77] { XCTAssertEqual(image[20, y], RGBAPixel(r: 200, g: 40, b: 40), "y \(y)") }
    }

    func testResizableImageKeepsItsNaturalSizeOnANilAxis() throws {
        // fixedSize(horizontal:) proposes nil width: the natural 40 comes back; height is the frame's.
        let result = try imageLayout(#"{"type": "Image", "file": "photo.png", "resizable": true, "id": "i", "modifiers": [{"fixedSize": {"horizontal": true, "vertical": false}}, {"frame": {"width": 100, "height": 70}}]}"#)
        XCTAssertFrame(result.frame("i"), 30, 0, 40, 70)
    }

    func testScaledToFitFitsTheImagesOwnRatio() throws {
        // 40×20 in 100×100: scale min(100/40, 100/20) = 2.5 → 100×50, centred by the frame.
        let result = try imageLayout(#"{"type": "Image", "file": "photo.png", "resizable": true, "id": "i", "modifiers": [{"scaledToFit": true}, {"frame": {"width": 100, "height": 100}}]}"#)
        XCTAssertFrame(result.frame("i"), 0, 25, 100, 50)
        XCTAssertFrame(result.frame("i#0"), 0, 25, 100, 50)
    }

    func testScaledToFillCoversTheProposal() throws {
        // scale max(2.5, 5) = 5 → 200×100, overhanging the 100×100 frame on both sides.
        let result = try imageLayout(#"{"type": "Image", "file": "photo.png", "resizable": true, "id": "i", "modifiers": [{"scaledToFill": true}, {"frame": {"width": 100, "height": 100}}, {"clipped": true}]}"#)
        XCTAssertFrame(result.frame("i"), -50, 0, 200, 100)
        XCTAssertFrame(result.frame("i#1"), 0, 0, 100, 100)
    }

    func testAspectRatioWithARatioFitsThatRatio() throws {
        // 16:9 fitting 160×300: width-bound, 160×90.
        let result = try layout(#"{"type": "Color", "color": "red", "id": "c", "modifiers": [{"aspectRatio": {"ratio": 1.7777777777777777, "contentMode": "fit"}}, {"frame": {"width": 160, "height": 300}}]}"#)
        XCTAssertFrame(result.frame("c"), 0, 105, 160, 90)
    }

    func testAspectRatioFillWithANilAxisProposesInfinity() throws {
        // A nil height gives an infinite scale: fill proposes ∞ × ∞ (OpenSwiftUI's scaledToFill),
        // which a fixed-size image ignores.
        let result = try imageLayout(#"{"type": "Image", "file": "photo.png", "id": "i", "modifiers": [{"aspectRatio": {"contentMode": "fill"}}, {"fixedSize": {"horizontal": false, "vertical": true}}, {"frame": {"width": 100}}]}"#)
        XCTAssertSize(result.frame("i"), 40, 20)
    }

    func testAspectRatioPassesAnUnspecifiedProposalThrough() throws {
        let result = try imageLayout(#"{"type": "Image", "file": "photo.png", "resizable": true, "id": "i", "modifiers": [{"aspectRatio": {"ratio": 3, "contentMode": "fit"}}, {"fixedSize": true}]}"#)
        XCTAssertSize(result.frame("i"), 40, 20)
    }

    func testTwoTimesAssetIsHalfItsPixelSize() throws {
        let result = try imageLayout(#"{"type": "Image", "file": "wide.png", "id": "i"}"#)
        XCTAssertSize(result.frame("i"), 20, 10)
        guard case .image(.file(let image), _, _, _)? = result.node("i")?.content else { return XCTFail("no image") }
        XCTAssertTrue(image.path.hasSuffix("wide@2x.png"))
        XCTAssertEqual(image.scale, 2)
    }

    // MARK: Negative padding

    func testNegativePaddingShrinksTheFrameAndPullsTheNextViewUp() throws {
        // Apple's Landmarks tutorial: .offset(y: -130).padding(.bottom, -130).
        let result = try layout(#"""
        {"type": "VStack", "spacing": 0, "children": [
            {"type": "Color", "color": "red", "id": "map", "modifiers": [{"frame": {"width": 100, "height": 50}}]},
            {"type": "Color", "color": "blue", "id": "image", "modifiers": [{"frame": {"width": 40, "height": 40}}, {"offset": {"y": -20}}, {"padding": {"edges": ["bottom"], "length": -20}}]},
            {"type": "Text", "text": "Title", "id": "title"}
        ]}
        """#)
        XCTAssertFrame(result.frame("image#2"), 30, 50, 40, 20)
        XCTAssertFrame(result.frame("image"), 30, 30, 40, 40)
        XCTAssertFrame(result.frame("title"), 25, 70, 50, 20)
    }

    func testNegativePaddingNeverAnswersBelowZero() throws {
        let result = try layout(#"{"type": "Text", "text": "Hi", "id": "t", "modifiers": [{"padding": -30}]}"#)
        XCTAssertSize(result.frame("t#0"), 0, 0)
        XCTAssertSize(result.frame("t"), 20, 20)
    }

    // MARK: Effects do not change layout

    func testEffectsKeepTheContentsFrame() throws {
        for effect in [#"{"shadow": {"radius": 4, "x": 2, "y": 3}}"#, #"{"blur": 3}"#, #"{"rotationEffect": {"degrees": 45}}"#,
                       #"{"scaleEffect": 2}"#, #"{"clipShape": "Circle"}"#, #"{"zIndex": 1}"#] {
            let result = try layout(#"{"type": "HStack", "spacing": 0, "children": [{"type": "Text", "text": "ab", "id": "t", "modifiers": [\#(effect)]}, {"type": "Text", "text": "c", "id": "c"}]}"#)
            XCTAssertFrame(result.frame("t"), 0, 0, 20, 20)
            XCTAssertFrame(result.frame("t#0"), 0, 0, 20, 20)
            XCTAssertFrame(result.frame("c"), 20, 0, 10, 20)
        }
    }

    func testZIndexIsATraitThroughModifiers() throws {
        let result = try layout(#"{"type": "ZStack", "children": [{"type": "Text", "text": "a", "id": "a", "modifiers": [{"zIndex": 2}, {"padding": 4}]}, {"type": "Text", "text": "b", "id": "b"}]}"#)
        XCTAssertEqual(result.node("a#1")?.zIndex, 2)
        XCTAssertEqual(result.node("b")?.zIndex, 0)
    }

    func testDrawnExtentCountsRotationAndShadow() throws {
        let result = try layout(#"{"type": "Color", "color": "red", "id": "c", "modifiers": [{"frame": {"width": 20, "height": 10}}, {"rotationEffect": {"degrees": 90}}, {"shadow": {"radius": 1, "x": 5}}, {"padding": 50}]}"#)
        guard let node = result.node("c#2") else { return XCTFail("no shadow node") }
        let surface = try CairoSurface(format: .png, size: Size(width: 120, height: 120), scale: 1)
        let painter = Painter(cairo: surface.context, text: PangoTextMeasurer())
        // The 20×10 rectangle at (50, 50) turned a quarter about its centre covers 10×20 at
        // (55, 45), with its own frame 50…70 × 45…65; the shadow is that moved 5 right and grown
        // by 3 blur deviations (3 pt): 52…78 × 42…68.
        XCTAssertEqual(painter.drawnExtent(node), Rect(x: 50, y: 42, width: 28, height: 26))
    }

    // MARK: Swift

    func testSwiftImageChainsBecomeTheSameJSON() throws {
        let (result, json) = try swift(#"""
        VStack(spacing: 0) {
            Image("photo").resizable().scaledToFit().frame(width: 100, height: 100).id("fit")
            Image("photo").resizable().aspectRatio(16/9, contentMode: .fit).frame(width: 160).id("wide")
        }
        """#)
        XCTAssertTrue(json.contains(#""resizable": true"#), json)
        XCTAssertTrue(json.contains(#""scaledToFit": true"#), json)
        XCTAssertTrue(json.contains(#""ratio": 1.778"#), json)
        XCTAssertFrame(result.frame("fit"), 30, 0, 100, 100)
        XCTAssertSize(result.frame("wide"), 160, 90)
    }

    func testSwiftEffects() throws {
        let (_, json) = try swift(#"""
        Text("a")
            .clipShape(.rect(cornerRadius: 8))
            .clipShape(Circle())
            .shadow(color: .black.opacity(0.2), radius: 4, x: 0, y: 2)
            .shadow(radius: 3)
            .blur(radius: 2)
            .rotationEffect(.degrees(-15), anchor: .topLeading)
            .rotationEffect(Angle(degrees: 180))
            .scaleEffect(1.5)
            .scaleEffect(x: 2, y: 0.5)
            .zIndex(1)
            .padding(.bottom, -130)
        """#)
        for expected in [#"{"clipShape": {"type": "RoundedRectangle", "cornerRadius": 8}}"#, #"{"clipShape": {"type": "Circle"}}"#,
                         #""radius": 4, "x": 0, "y": 2"#, #"{"shadow": {"radius": 3}}"#, #"{"blur": 2}"#,
                         #"{"rotationEffect": {"degrees": -15, "anchor": "topLeading"}}"#, #"{"rotationEffect": {"degrees": 180}}"#,
                         #"{"scaleEffect": {"x": 1.5, "y": 1.5}}"#, #"{"scaleEffect": {"x": 2, "y": 0.5}}"#, #"{"zIndex": 1}"#,
                         #""length": -130"#] {
            let compact = json.filter { !$0.isWhitespace }
            XCTAssertTrue(compact.contains(expected.filter { !$0.isWhitespace }), "missing \(expected) in \(json)")
        }
    }

    func testResizableAppliesOnlyToAnImage() throws {
        XCTAssertThrowsError(try swift(#"Text("a").resizable()"#)) { error in
            XCTAssertTrue("\(error)".contains(".resizable applies to an Image"), "\(error)")
        }
    }

    // MARK: Stroke styles

    func testStrokeBorderAndDashesFromSwiftAndJSON() throws {
        let source = #"""
        VStack {
            Circle().strokeBorder(.blue, lineWidth: 6)
            RoundedRectangle(cornerRadius: 10).stroke(style: StrokeStyle(lineWidth: 2, dash: [6, 3]))
            Capsule().strokeBorder(.green, style: StrokeStyle(lineWidth: 3, dash: [2, 4]))
        }
        """#
        let json = JSONOutput.scene(try SwiftSource.load(Array(source.utf8), file: "View.swift").json).filter { !$0.isWhitespace }
        for expected in [#""strokeBorder":"blue","lineWidth":6"#, #""stroke":"primary","lineWidth":2,"dash":[6,3]"#,
                         #""strokeBorder":"green","lineWidth":3,"dash":[2,4]"#] {
            XCTAssertTrue(json.contains(expected), "missing \(expected) in \(json)")
        }
        let decoded = try scene(#"{"type": "Capsule", "strokeBorder": "green", "lineWidth": 3, "dash": [2, 4]}"#)
        guard case .defined(let view) = decoded.root.kind, let shape = view.behavior as? ShapeLayout else { return XCTFail("not a shape") }
        XCTAssertEqual(shape.drawing.dash, [2, 4])
        XCTAssertTrue(shape.drawing.strokeInside)
        XCTAssertNil(shape.fill)
        XCTAssertEqual(shape.stroke, .style(.color(SystemColors.green)))
        XCTAssertThrowsError(try scene(#"{"type": "Circle", "stroke": "red", "strokeBorder": "blue"}"#))
        XCTAssertThrowsError(try scene(#"{"type": "Circle", "stroke": "red", "dash": [0, 0]}"#))
    }

    func testContinuousCornersFromSwiftAndJSON() throws {
        let source = #"""
        VStack {
            RoundedRectangle(cornerRadius: 8, style: .continuous)
            Color.red.clipShape(.rect(cornerRadius: 12, style: .continuous))
        }
        """#
        let json = JSONOutput.scene(try SwiftSource.load(Array(source.utf8), file: "View.swift").json).filter { !$0.isWhitespace }
        XCTAssertTrue(json.contains(#""type":"RoundedRectangle","cornerRadius":8,"style":"continuous""#), json)
        XCTAssertTrue(json.contains(#"{"clipShape":{"type":"RoundedRectangle","cornerRadius":12,"style":"continuous"}}"#), json)
        guard case .defined(let view) = try scene(#"{"type": "RoundedRectangle", "cornerRadius": 8, "style": "continuous"}"#).root.kind,
              let shape = (view.behavior as? ShapeLayout)?.shape else {
            return XCTFail("not a shape")
        }
        XCTAssertEqual(shape, .continuousRoundedRectangle(cornerRadius: 8))
        XCTAssertThrowsError(try scene(#"{"type": "RoundedRectangle", "cornerRadius": 8, "style": "smooth"}"#))
    }

    func testTrimAndLineCapFromSwiftAndJSON() throws {
        let source = #"Circle().trim(from: 0.1, to: 0.7).stroke(.green, style: StrokeStyle(lineWidth: 10, lineCap: .round))"#
        let json = JSONOutput.scene(try SwiftSource.load(Array(source.utf8), file: "View.swift").json).filter { !$0.isWhitespace }
        XCTAssertTrue(json.contains(#""trim":[0.1,0.7],"stroke":"green","lineWidth":10,"lineCap":"round""#), json)
        guard case .defined(let view) = try scene(#"{"type": "Circle", "stroke": "red", "trim": [0.2, 0.9], "lineCap": "square"}"#).root.kind,
              let drawing = (view.behavior as? ShapeLayout)?.drawing else {
            return XCTFail("not a shape")
        }
        XCTAssertEqual([drawing.trimFrom, drawing.trimTo], [0.2, 0.9])
        XCTAssertEqual(drawing.lineCap, "square")
        XCTAssertThrowsError(try scene(#"{"type": "Circle", "trim": [0.2]}"#))
        XCTAssertThrowsError(try scene(#"{"type": "Circle", "trim": [0, 2]}"#))
    }

    func testMaskIsLaidOutAsAnOverlayAndKeepsTheSize() throws {
        let result = try layout(#"{"type": "Color", "color": "red", "id": "c", "modifiers": [{"frame": {"width": 100, "height": 60}}, {"mask": {"alignment": "top", "content": {"type": "Capsule", "id": "m", "modifiers": [{"frame": {"height": 20}}]}}}]}"#)
        XCTAssertFrame(result.frame("c#1"), 0, 0, 100, 60)
        XCTAssertFrame(result.frame("m#0"), 0, 0, 100, 20)
        guard case .effect(let placed)? = result.node("c#1")?.content, placed.effect is MaskEffect else { return XCTFail("no mask") }
        let json = JSONOutput.scene(try SwiftSource.load(Array(#"Color.red.mask { Circle() }"#.utf8), file: "View.swift").json).filter { !$0.isWhitespace }
        XCTAssertTrue(json.contains(#"{"mask":{"content":{"type":"Circle"}}}"#), json)
    }

    func testUnevenCornersAndAspectRatioOfASize() throws {
        let source = #"""
        VStack {
            UnevenRoundedRectangle(topLeadingRadius: 24, bottomTrailingRadius: 12).fill(.purple)
            Ellipse().aspectRatio(CGSize(width: 3, height: 4), contentMode: .fit).frame(width: 200, height: 200)
        }
        """#
        let json = JSONOutput.scene(try SwiftSource.load(Array(source.utf8), file: "View.swift").json).filter { !$0.isWhitespace }
        XCTAssertTrue(json.contains(#""type":"UnevenRoundedRectangle","topLeadingRadius":24,"bottomTrailingRadius":12,"fill":"purple""#), json)
        XCTAssertTrue(json.contains(#"{"aspectRatio":{"ratio":0.75,"contentMode":"fit"}}"#), json)
        guard case .defined(let view) = try scene(#"{"type": "UnevenRoundedRectangle", "topTrailingRadius": 30}"#).root.kind,
              let shape = (view.behavior as? ShapeLayout)?.shape else {
            return XCTFail("not a shape")
        }
        XCTAssertEqual(shape, .unevenRoundedRectangle(topLeading: 0, bottomLeading: 0, bottomTrailing: 0, topTrailing: 30))
        // Apple's example: a 3:4 ellipse fitting 200 × 200 is 150 × 200.
        let result = try layout(#"{"type": "Ellipse", "id": "e", "modifiers": [{"aspectRatio": {"ratio": 0.75, "contentMode": "fit"}}, {"frame": {"width": 200, "height": 200}}]}"#)
        XCTAssertFrame(result.frame("e"), 25, 0, 150, 200)
    }

    // MARK: Tint

    func testTintReachesControlsAndButtonLabels() throws {
        let result = try layout(#"{"type": "VStack", "modifiers": [{"tint": "orange"}], "children": [{"type": "Slider", "id": "s", "value": 0.5}, {"type": "Button", "id": "b", "title": "Go"}]}"#, width: 200)
        guard case .control(.slider, let tint)? = result.node("s")?.content else { return XCTFail("no slider") }
        XCTAssertEqual(tint, RGBA.named["orange"])
        guard case .text(let label)? = result.root.first(id: "b")?.children.first?.content else { return XCTFail("no label") }
        XCTAssertEqual(label.style, .color(RGBA.named["orange"] ?? .black))
        let json = JSONOutput.scene(try SwiftSource.load(Array(#"Text("a").tint(.pink)"#.utf8), file: "View.swift").json)
        XCTAssertTrue(json.filter { !$0.isWhitespace }.contains(#"{"tint":"pink"}"#), json)
    }

    // MARK: Bad input

    func testBadEffectValuesAreErrorsWithAPath() throws {
        let cases: [(String, String)] = [
            (#"{"aspectRatio": {"ratio": 2}}"#, "contentMode"),
            (#"{"aspectRatio": {"ratio": 0, "contentMode": "fit"}}"#, "greater than 0"),
            (#"{"clipShape": "Star"}"#, "clip shape"),
            (#"{"shadow": {"x": 2}}"#, "radius"),
            (#"{"shadow": {"radius": 2, "color": "red.gradient"}}"#, "gradient"),
            (#"{"padding": "infinity"}"#, "infinity"),
            (#"{"rotationEffect": {"angle": 3}}"#, "angle"),
        ]
        for (modifier, message) in cases {
            XCTAssertThrowsError(try scene(#"{"type": "Text", "text": "a", "modifiers": [\#(modifier)]}"#)) { error in
                let text = "\(error)"
                XCTAssertTrue(text.contains(message) && text.contains("modifiers[0]"), "\(modifier): \(text)")
            }
        }
    }
}

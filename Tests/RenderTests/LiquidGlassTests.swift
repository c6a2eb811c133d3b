import Foundation
import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource
@testable import RenderSwiftUI

/// iOS 26's Liquid Glass (`GlassEffect`, `GlassStyle`, `GlassEffectContainerView`): layout
/// untouched, the paint against the numbers measured on a real iOS 26 picture, and the
/// spellings of the three front ends. Fixed-advance measurer (10 pt per character, 20-point lines).
final class LiquidGlassTests: XCTestCase {
    func draw(_ json: String, format: OutputFormat = .png) throws -> [UInt8] {
        let decoded = try scene(json)
        let options = RenderOptions(canvas: decoded.canvas)
        let result = try Renderer.layout(decoded.root, options: options, measurer: FixedAdvanceMeasurer())
        return try Renderer.draw(result, format: format, background: options.background)
    }

    func image(_ json: String) throws -> RGBAImage { try PNGCodec.decode(try draw(json)) }

    func load(_ source: String) throws -> SwiftSource.Loaded {
        var options = SwiftSource.Options()
        options.stepLimit = 50_000
        return try SwiftSource.load(Array(source.utf8), file: "View.swift", options: options)
    }

    // MARK: Layout

    /// Step 1: the glass changes no frame. A 44 × 44 padded Text ("Hi": 20 × 20, padding 12) over
    /// a 10 × 20 "B" in a VStack of spacing 0, centred in 200 × 200: the stack is 44 × 64 at
    /// (78, 68), so the Text itself is at (90, 80, 20, 20) inside its padding and "B" at (95, 112),
    /// with the glass or without it, whatever its variant or shape.
    func testGlassChangesNoFrame() throws {
        func frames(_ glass: String?) throws -> [Rect] {
            let modifiers = [#"{"padding": 12}"#] + (glass.map { [#"{"glassEffect": \#($0)}"#] } ?? [])
            let result = try layout(#"""
                {"type": "VStack", "spacing": 0, "children": [
                  {"type": "Text", "text": "Hi", "id": "t", "modifiers": [\#(modifiers.joined(separator: ", "))]},
                  {"type": "Text", "text": "B", "id": "b"}]}
                """#, width: 200, height: 200)
            return [result.frame("t"), result.frame("b")]
        }
        let plain = try frames(nil)
        XCTAssertFrame(plain[0], 90, 80, 20, 20)
        XCTAssertFrame(plain[1], 95, 112, 10, 20)
        for glass in [#"{}"#, #"{"glass": "clear", "shape": {"type": "RoundedRectangle", "cornerRadius": 8}}"#,
                      #"{"glass": {"variant": "regular", "tint": "blue", "interactive": true}, "shape": "Circle"}"#,
                      #"{"glass": "identity"}"#] {
            XCTAssertEqual(try frames(glass), plain, glass)
        }
    }

    /// `GlassEffectContainer` step 1: one view keeps its size and place (a ZStack of one); the
    /// container is the view's frame, and `spacing` moves nothing.
    func testContainerLaysOutItsContentAsItIs() throws {
        let result = try layout(#"""
            {"type": "GlassEffectContainer", "spacing": 40, "id": "g", "children": [
              {"type": "HStack", "spacing": 10, "id": "h", "children": [
                {"type": "Color", "color": "red", "id": "a", "modifiers": [{"frame": {"width": 80, "height": 80}}, {"glassEffect": {}}]},
                {"type": "Color", "color": "blue", "id": "b", "modifiers": [{"frame": {"width": 80, "height": 80}}, {"glassEffect": {}}]}]}]}
            """#, width: 300, height: 100)
        XCTAssertFrame(result.frame("g"), 65, 10, 170, 80)
        XCTAssertFrame(result.frame("h"), 65, 10, 170, 80)
        XCTAssertFrame(result.frame("a"), 65, 10, 80, 80)
        XCTAssertFrame(result.frame("b"), 155, 10, 80, 80)
        XCTAssertThrowsError(try scene(#"{"root": {"type": "GlassEffectContainer", "spacing": "wide", "children": []}}"#))
    }

    // MARK: Paint, against iOS 26

    /// home-assistant/iOS's `EntityFilterPickerView` snapshot (iOS 26, at 3×; `GlassStyle`
    /// cites it): four 358 × 26 capsules of `.glassEffect(.regular.interactive(), in: .capsule)`,
    /// 12 apart, 16 in from the edges of a 390-wide white (or black) screen. The same scene here,
    /// its first capsule's top at y = 60 (pixel row 180 at 3×).
    func capsules(dark: Bool) throws -> RGBAImage {
        let capsule = #"{"type": "Color", "color": "clear", "modifiers": [{"frame": {"width": 358, "height": 26}}, {"glassEffect": {"glass": {"variant": "regular", "interactive": true}, "shape": "Capsule"}}]}"#
        return try image(#"""
            {"canvas": {"width": 390, "height": 260, "scale": 3, "background": "\#(dark ? "black" : "white")", "colorScheme": "\#(dark ? "dark" : "light")"},
             "root": {"type": "VStack", "alignment": "leading", "spacing": 12, "modifiers": [{"padding": 16}],
                      "children": [\#(capsule), \#(capsule), \#(capsule), \#(capsule)]}}
            """#)
    }

    /// Light, over white, pixel by pixel where iOS 26 was measured (its rows then ours; column
    /// 700 at 3×, mid-capsule): inside 253 at the first capsule's middle (iOS 253), 252 at the
    /// last's (iOS 252); the rim's outer pixel 255 (iOS 255); the gaps between capsules 242…243
    /// (iOS 242); the grey of the shadow 2 pixels below the last capsule (iOS 243), 36 points
    /// below (iOS 253…254) and 17 points above the first (iOS 254); beside the first capsule, 2.7
    /// points out, 248…249 (iOS 249).
    func testRegularGlassOverWhiteMatchesIOS26() throws {
        let image = try capsules(dark: false)
        let top = 180, step = 38 * 3  // capsules at rows 180, 294, 408, 522 (26 tall, 12 apart)
        XCTAssertEqual(Int(image[700, top + 39].r), 253, accuracy: 1, "first capsule's middle")
        XCTAssertEqual(Int(image[700, top + 3 * step + 39].r), 252, accuracy: 1, "last capsule's middle")
        XCTAssertEqual(Int(image[700, top].r), 255, accuracy: 1, "the rim")
        XCTAssertEqual(Int(image[700, top + 78 + 18].r), 242, accuracy: 2, "between the first two")
        let lastBottom = top + 3 * step + 78
        XCTAssertEqual(Int(image[700, lastBottom + 2].r), 243, accuracy: 2, "just below the last")
        XCTAssertEqual(Int(image[700, lastBottom + 108].r), 253, accuracy: 2, "36 points below")
        XCTAssertEqual(Int(image[700, top - 51].r), 254, accuracy: 1, "17 points above")
        XCTAssertEqual(Int(image[40, top + 39].r), 249, accuracy: 2, "beside")
        XCTAssertEqual(image[5, 5].r, 255, "the shadow fades out")
    }

    /// Dark, over black: inside 19 (iOS 18.7), the rim's outer pixel brighter (iOS 47, 40, 32
    /// over its three pixels), nothing outside (black shadow on black).
    func testRegularGlassOverBlackMatchesIOS26() throws {
        let image = try capsules(dark: true)
        let top = 180
        XCTAssertEqual(Int(image[700, top + 39].r), 19, accuracy: 1, "inside")
        let rim = (0..<3).map { Int(image[700, top + $0].r) }
        XCTAssertEqual(Double(rim.reduce(0, +)) / 3, 40, accuracy: 6, "the rim's three pixels: \(rim)")
        XCTAssertGreaterThan(rim[0], 30, "\(rim)")
        XCTAssertEqual(image[700, top - 3].r, 0, "outside")
    }

    /// Step 2 of `GlassStyle`: what lies behind is blurred inside the shape. A black bar across
    /// the middle of a white 200 × 100 canvas under a 160 × 60 regular glass: inside the glass
    /// the bar's edge becomes a ramp (10-point deviation), lightened by the white tint; outside
    /// the glass it stays sharp.
    func testBackdropIsBlurredInsideTheShapeOnly() throws {
        let image = try image(#"""
            {"canvas": {"width": 200, "height": 100, "background": "white"}, "root": {"type": "ZStack", "children": [
              {"type": "Color", "color": "black", "modifiers": [{"frame": {"width": 200, "height": 20}}]},
              {"type": "Color", "color": "clear", "modifiers": [{"frame": {"width": 160, "height": 60}}, {"glassEffect": {"shape": {"type": "RoundedRectangle", "cornerRadius": 12}}}]}]}}
            """#)
        // Outside the glass (x = 5, 15 points out): a step from white (greyed a little by the
        // glass's shadow) to black at y = 40.
        XCTAssertGreaterThanOrEqual(image[5, 38].r, 248)
        XCTAssertEqual(image[5, 41].r, 0)
        // Inside (x = 100): no pixel is black or white; the middle of the bar is darkest.
        let column = (25..<75).map { Int(image[100, $0].r) }
        XCTAssertTrue(column.allSatisfy { $0 > 60 && $0 < 255 }, "\(column)")
        XCTAssertLessThan(Int(image[100, 50].r), Int(image[100, 36].r), "the ramp")
        XCTAssertLessThan(Int(image[100, 36].r), Int(image[100, 28].r), "the ramp")
    }

    /// A tint replaces the neutral tint at 80 % of its alpha: systemBlue (0, 122, 255) at 80 %
    /// over the backdrop, white darkened to 236 by the glass's own shadow (7.5 % black, all of it
    /// under the middle of a 160-point glass): (47, 144, 251).
    func testTintIsDrawnOverTheBackdrop() throws {
        let image = try image(#"""
            {"canvas": {"width": 200, "height": 200, "background": "white"},
             "root": {"type": "Color", "color": "clear", "modifiers": [{"frame": {"width": 160, "height": 160}},
               {"glassEffect": {"glass": {"variant": "regular", "tint": "blue"}, "shape": "Rectangle"}}]}}
            """#)
        let centre = image[100, 100]
        XCTAssertEqual(Int(centre.r), 47, accuracy: 2, "\(centre)")
        XCTAssertEqual(Int(centre.g), 144, accuracy: 2, "\(centre)")
        XCTAssertEqual(Int(centre.b), 251, accuracy: 2, "\(centre)")
    }

    /// `.identity` draws nothing: the picture equals the one without glass; `isEnabled:` (an
    /// early beta's label, not in Apple's released signature) is an unknown key.
    func testIdentityAndDisabledDrawNothing() throws {
        func png(_ glass: String?) throws -> [UInt8] {
            let modifiers = [#"{"frame": {"width": 60, "height": 30}}"#] + (glass.map { [#"{"glassEffect": \#($0)}"#] } ?? [])
            return try draw(#"{"canvas": {"width": 100, "height": 60, "background": "white"}, "root": {"type": "Text", "text": "Hi", "modifiers": [\#(modifiers.joined(separator: ", "))]}}"#)
        }
        let plain = try png(nil)
        XCTAssertEqual(try png(#"{"glass": "identity"}"#), plain)
        XCTAssertThrowsError(try png(#"{"isEnabled": false}"#))
        XCTAssertNotEqual(try png(#"{}"#), plain)
    }

    /// Step 5: SVG cannot read back what it drew: the tint alone, a third of the way more opaque.
    func testVectorOutputFillsTheTintAlone() throws {
        let tint = GlassStyle().vectorTint(dark: false)
        XCTAssertEqual(tint.alpha, 0.85 + 0.15 / 3, accuracy: 1e-9)
        let svg = String(decoding: try draw(#"{"canvas": {"width": 60, "height": 40}, "root": {"type": "Color", "color": "clear", "modifiers": [{"glassEffect": {}}]}}"#, format: .svg), as: UTF8.self)
        XCTAssertTrue(svg.contains("fill-opacity:0.9"), svg)
    }

    // MARK: Spellings

    func testJSONErrorsNameWhatIsExpected() throws {
        XCTAssertThrowsError(try scene(#"{"root": {"type": "Text", "text": "a", "modifiers": [{"glassEffect": {"glass": "frosted"}}]}}"#)) { error in
            XCTAssertTrue("\(error)".contains("regular"), "\(error)")
        }
        XCTAssertThrowsError(try scene(#"{"root": {"type": "Text", "text": "a", "modifiers": [{"glassEffect": {"tint": "red"}}]}}"#))
        XCTAssertThrowsError(try scene(#"{"root": {"type": "Text", "text": "a", "modifiers": [{"glassEffect": {"shape": "Star"}}]}}"#)) { error in
            XCTAssertTrue("\(error)".contains("glass shape"), "\(error)")
        }
    }

    /// The Swift front end: an unguarded `glassEffect` (an app whose minimum is iOS 26) is drawn,
    /// with no warning, in the spellings apps write; under `if #available(iOS 26, *)` the
    /// `else` branch is drawn, as the renderer's iPhone runs iOS 18.6.
    func testSwiftSpellings() throws {
        let loaded = try load("""
            import SwiftUI
            struct Chip: View {
                var color: Color
                var body: some View {
                    VStack(spacing: 4) {
                        Text("A").padding(12).glassEffect(.regular.tint(color).interactive())
                        Text("B").glassEffect(.clear, in: .rect(cornerRadius: 8))
                        Text("C").glassEffect(Glass.identity, in: Circle())
                        Text("D").glassEffect(.regular.tint(nil).interactive(false))
                        Text("E").glassEffect()
                    }
                }
            }
            #Preview { Chip(color: .blue) }
            """)
        XCTAssertEqual(loaded.warnings, [])
        let json = JSONOutput.scene(loaded.json).filter { !$0.isWhitespace }
        XCTAssertTrue(json.contains(#""glassEffect":{"glass":{"variant":"regular","tint":"blue","interactive":true}}"#), json)
        XCTAssertTrue(json.contains(#""glassEffect":{"glass":"clear","shape":{"type":"RoundedRectangle","cornerRadius":8}}"#), json)
        XCTAssertTrue(json.contains(#""glassEffect":{"glass":"identity","shape""#), json)
        XCTAssertTrue(json.contains(#""glassEffect":{"glass":{"variant":"regular","interactive":false}}"#), json)
        XCTAssertTrue(json.contains(#""glassEffect":{}"#), json)

        let guarded = try load("""
            import SwiftUI
            struct V: View {
                var body: some View {
                    if #available(iOS 26, *) {
                        Text("Glass").glassEffect().id("glass")
                    } else {
                        Text("Material").background(.ultraThinMaterial).id("material")
                    }
                }
            }
            """)
        let result = try Renderer.layout(guarded.scene.root, options: RenderOptions(width: 200, height: 100), measurer: FixedAdvanceMeasurer())
        XCTAssertNil(result.node("glass"))
        XCTAssertNotNil(result.node("material"))
    }

    /// An app's own `glassEffect` (Swiftfin's backport: a method of its `Backport` wrapper that
    /// calls SwiftUI's under `#available(iOS 26, *)` and a material before) is the app's: its
    /// `else` branch is drawn, not SwiftUI's glass. (Swiftfin reaches it through `extension View {
    /// var backport }`, a view's computed property the interpreter does not follow yet.)
    func testAnAppsOwnGlassEffectMethodIsTheApps() throws {
        let loaded = try load("""
            import SwiftUI
            enum BackportGlass { case regular, clear }
            struct Backport<Content: View> {
                let content: Content
                @ViewBuilder
                func glassEffect(_ glass: BackportGlass = .regular, in shape: some Shape) -> some View {
                    if #available(iOS 26, *) {
                        content.glassEffect(.regular, in: shape)
                    } else {
                        content.background(.thinMaterial, in: shape)
                    }
                }
            }
            struct V: View {
                var body: some View {
                    Backport(content: Text("A").padding(8)).glassEffect(in: Capsule())
                }
            }
            """)
        XCTAssertEqual(loaded.warnings, [])
        let json = JSONOutput.scene(loaded.json).filter { !$0.isWhitespace }
        XCTAssertFalse(json.contains("glassEffect"), json)
        XCTAssertTrue(json.contains("thinMaterial"), json)
    }

    /// An id and a glass transition show nothing at rest (a note each); a union is left out with
    /// a located warning, as each member's glass is drawn on its own; a container is drawn.
    func testContainerIdsTransitionsAndUnions() throws {
        let loaded = try load("""
            import SwiftUI
            struct V: View {
                @Namespace private var namespace
                var body: some View {
                    GlassEffectContainer(spacing: 20) {
                        HStack(spacing: 20) {
                            Image(systemName: "pencil").frame(width: 40, height: 40)
                                .glassEffect()
                                .glassEffectID("pencil", in: namespace)
                                .glassEffectTransition(.matchedGeometry)
                            Image(systemName: "eraser").frame(width: 40, height: 40)
                                .glassEffect()
                                .glassEffectUnion(id: 1, namespace: namespace)
                        }
                    }
                }
            }
            """)
        XCTAssertEqual(loaded.warnings.count, 1, "\(loaded.warnings)")
        XCTAssertTrue(loaded.warnings.first?.contains("View.swift:13:") == true, "\(loaded.warnings)")
        XCTAssertTrue(loaded.warnings.first?.contains("glassEffectUnion") == true, "\(loaded.warnings)")
        let json = JSONOutput.scene(loaded.json).filter { !$0.isWhitespace }
        XCTAssertTrue(json.contains(#""type":"GlassEffectContainer","spacing":20"#), json)
        XCTAssertFalse(json.contains("glassEffectID"), json)
    }
}

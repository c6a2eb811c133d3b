import Foundation
import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource
@testable import RenderSwiftUI

/// `symbolVariant`, `symbolRenderingMode`, `foregroundStyle(_:_:)`, `buttonBorderShape` and the
/// picker styles `wheel`, `inline`, `navigationLink`, `palette`, under the fixed-advance measurer
/// (10 points a character, 20-point lines at 17 pt).
final class SymbolModeAndPickerStyleTests: XCTestCase {
    func mid(_ r: Rect) -> (x: Double, y: Double) { (r.minX + r.width / 2, r.minY + r.height / 2) }

    func image(_ json: String) throws -> PlacedContent? {
        try layout(json).node("i")?.content
    }

    func symbolName(_ content: PlacedContent?) -> String? {
        switch content {
        case .image(.systemName(let name), _, _, _)?: return name
        case .symbol(let symbol)?: return symbol.name
        default: return nil
        }
    }

    // MARK: symbolVariant

    func testVariantsMakeSFSymbolsNames() {
        let known: Set<String> = ["heart", "heart.fill", "heart.circle", "heart.circle.fill", "bell", "bell.slash", "bell.slash.fill", "star"]
        func resolve(_ name: String, _ variants: SymbolVariantSet) -> String { variants.resolve(name) { known.contains($0) } }
        XCTAssertEqual(resolve("heart", SymbolVariantSet(fill: true)), "heart.fill")
        XCTAssertEqual(resolve("heart", SymbolVariantSet(shape: "circle", fill: true)), "heart.circle.fill")
        XCTAssertEqual(resolve("bell", SymbolVariantSet(slash: true, fill: true)), "bell.slash.fill")
        // A name that already has the variant keeps it once.
        XCTAssertEqual(resolve("heart.fill", SymbolVariantSet(fill: true)), "heart.fill")
        XCTAssertEqual(resolve("heart.fill", SymbolVariantSet(shape: "circle")), "heart.circle.fill")
        // The nearest the library draws: no star.fill, no star.circle → star.
        XCTAssertEqual(resolve("star", SymbolVariantSet(shape: "circle", fill: true)), "star")
        // heart.square.fill unknown → heart.square unknown → heart.fill (fill kept, shape dropped).
        XCTAssertEqual(resolve("heart", SymbolVariantSet(shape: "square", fill: true)), "heart")
        XCTAssertEqual(resolve("bell", .none), "bell")
    }

    func testSymbolVariantReachesTheDrawnSymbolAndNests() throws {
        XCTAssertEqual(symbolName(try image(#"{"type": "Image", "id": "i", "systemName": "heart", "modifiers": [{"symbolVariant": "fill"}]}"#)), "heart.fill")
        let nested = #"{"type": "VStack", "children": [{"type": "Image", "id": "i", "systemName": "heart", "modifiers": [{"symbolVariant": "fill"}]}], "modifiers": [{"symbolVariant": "circle"}]}"#
        XCTAssertEqual(symbolName(try image(nested)), "heart.circle.fill")
        let cleared = #"{"type": "VStack", "children": [{"type": "Image", "id": "i", "systemName": "heart", "modifiers": [{"symbolVariant": "none"}]}], "modifiers": [{"symbolVariant": "circle.fill"}]}"#
        XCTAssertEqual(symbolName(try image(cleared)), "heart")
        XCTAssertThrowsError(try layout(#"{"type": "Image", "systemName": "heart", "modifiers": [{"symbolVariant": "filled"}]}"#))
    }

    // MARK: symbolRenderingMode

    func testSymbolLayersOfTheProjectsGlyphs() throws {
        let filled = try XCTUnwrap(SymbolLibrary.parts(named: "checkmark.circle.fill"))
        XCTAssertEqual(filled.indices.map { SymbolLayers.layer(of: $0, in: filled, name: "checkmark.circle.fill") }, filled.map { $0.knockout ? 0 : 1 })
        let outline = try XCTUnwrap(SymbolLibrary.parts(named: "person.crop.circle"))
        XCTAssertEqual(outline.indices.map { SymbolLayers.layer(of: $0, in: outline, name: "person.crop.circle") }, [1] + Array(repeating: 0, count: outline.count - 1))
        let heart = try XCTUnwrap(SymbolLibrary.parts(named: "heart"))
        XCTAssertEqual(heart.indices.map { SymbolLayers.layer(of: $0, in: heart, name: "heart") }, Array(repeating: 0, count: heart.count))
        XCTAssertTrue(SymbolLayers.isLayered("exclamationmark.triangle.fill"))
        XCTAssertFalse(SymbolLayers.isLayered("circle.fill"))
        // A badge's cut-out stays cut: the circled person is the second layer, the plus the
        // first (session 20; before, the cut-out was painted as a disc in the first layer).
        for name in ["person.crop.circle.badge.plus", "person.crop.circle.badge.xmark"] {
            let badged = try XCTUnwrap(SymbolLibrary.parts(named: name))
            XCTAssertEqual(badged.indices.map { SymbolLayers.layer(of: $0, in: badged, name: name) }, [1, 1, 1, nil, 0], name)
        }
    }

    func testRenderingModesGiveTheLayersTheirStyles() throws {
        let red = RGBA.named["red"]!, blue = RGBA.named["blue"]!
        func layers(_ modifiers: String) throws -> [ResolvedShapeStyle]? {
            let content = try image(#"{"type": "Image", "id": "i", "systemName": "checkmark.circle.fill", "modifiers": [\#(modifiers)]}"#)
            if case .symbol(let symbol)? = content { return symbol.layers }
            return nil
        }
        // Hierarchical: the foreground style, then its secondary level (50 %).
        XCTAssertEqual(try layers(#"{"symbolRenderingMode": "hierarchical"}, {"foregroundStyle": "red"}"#), [.color(red), .color(red.opacity(0.5))])
        // With no style set: the label colour and its 50 %.
        XCTAssertEqual(try layers(#"{"symbolRenderingMode": "hierarchical"}"#), [.primary, ResolvedShapeStyle.primary.opacity(0.5)])
        // Palette: the styles foregroundStyle(_:_:) gave; one style only colours both layers.
        XCTAssertEqual(try layers(#"{"symbolRenderingMode": "palette"}, {"foregroundStyle": {"primary": "red", "secondary": "blue"}}"#), [.color(red), .color(blue)])
        XCTAssertEqual(try layers(#"{"symbolRenderingMode": "palette"}, {"foregroundStyle": "red"}"#), [.color(red), .color(red)])
        // Hierarchical takes a given secondary too.
        XCTAssertEqual(try layers(#"{"symbolRenderingMode": "hierarchical"}, {"foregroundStyle": {"primary": "red", "secondary": "blue"}}"#), [.color(red), .color(blue)])
        // Monochrome and multicolor: one layer.
        XCTAssertNil(try layers(#"{"symbolRenderingMode": "monochrome"}"#))
        XCTAssertNil(try layers(#"{"symbolRenderingMode": "multicolor"}"#))
    }

    /// `multicolor` (SymbolMulticolor): the names whose colours a source states are drawn in
    /// layers of those colours, whatever the foreground style; every other name as monochrome.
    func testMulticolorGivesTheKnownSymbolsTheirLayerColours() throws {
        func layers(_ name: String, _ modifiers: String = "") throws -> [ResolvedShapeStyle]? {
            let content = try image(#"{"type": "Image", "id": "i", "systemName": "\#(name)", "modifiers": [{"symbolRenderingMode": "multicolor"}\#(modifiers)]}"#)
            if case .symbol(let symbol)? = content { XCTAssertEqual(symbol.mode, .multicolor); return symbol.layers }
            return nil
        }
        // Apple: "yellow for the triangle and white for the exclamation mark" (the mark is the
        // first layer, the triangle the second); a foreground style does not change them.
        XCTAssertEqual(try layers("exclamationmark.triangle.fill", #", {"foregroundStyle": "red"}"#), [.color(.white), .color(SystemColors.yellow)])
        XCTAssertEqual(try layers("plus.circle.fill"), [.color(.white), .color(SystemColors.green)])
        // sun.max.fill is annotated for multicolour, but no source found states its colour (the
        // weather export that was first cited never names it): monochrome.
        XCTAssertNil(try layers("sun.max.fill"))
        // SpeziViews' ListHeader (iOS 18): the person in the foreground style, the badge green, the plus white.
        XCTAssertEqual(try layers("person.fill.badge.plus", #", {"foregroundStyle": "blue"}"#), [.color(RGBA.named["blue"]!), .color(SystemColors.green), .color(.white)])
        XCTAssertEqual(SymbolMulticolor.partLayers["person.fill.badge.plus"]?.count, SymbolLibrary.parts(named: "person.fill.badge.plus")?.count)
        // Apple's HIG: folder.badge.plus's badge green, its folder the tint (the foreground
        // style here); the leaf green. Every part of the folder glyph has its layer.
        XCTAssertEqual(try layers("folder.badge.plus", #", {"foregroundStyle": "blue"}"#), [.color(RGBA.named["blue"]!), .color(SystemColors.green)])
        XCTAssertEqual(SymbolMulticolor.partLayers["folder.badge.plus"]?.count, SymbolLibrary.parts(named: "folder.badge.plus")?.count)
        XCTAssertEqual(try layers("leaf", #", {"foregroundStyle": "blue"}"#), [.color(SystemColors.green)])
        // The HIG colours pc and list.number too, but the glyphs drawn lack those layers (pc) or
        // the grey has no system name (list.number): monochrome.
        XCTAssertNil(try layers("pc"))
        XCTAssertNil(try layers("list.number"))
        // symbolVariant makes the name first: plus.circle under .fill is plus.circle.fill.
        XCTAssertEqual(try layers("plus.circle", #", {"symbolVariant": "fill"}"#), [.color(.white), .color(SystemColors.green)])
        // Names whose colours are not known: one layer in the foreground style.
        XCTAssertNil(try layers("trash"))
        XCTAssertNil(try layers("exclamationmark.triangle"))
        // The system colours follow dark mode; white does not.
        XCTAssertEqual(SystemColors.yellow.resolved(for: .light), RGBA(255, 204, 0))
        XCTAssertEqual(SystemColors.yellow.resolved(for: .dark), RGBA(255, 214, 10))
        XCTAssertEqual(SystemColors.green.resolved(for: .dark), RGBA(48, 209, 88))
        XCTAssertEqual(RGBA.white.resolved(for: .dark), RGBA(255, 255, 255))
    }

    /// The pixels: `exclamationmark.triangle.fill` at 100 points, multicolour, on white and on
    /// black (dark). Inside the triangle at (0.3, 0.75) of the glyph's square: systemYellow,
    /// (255, 204, 0) light and (255, 214, 10) dark; on the mark at (0.5, 0.5): white in both.
    func testMulticolorPixelsFollowDarkMode() throws {
        for (scheme, yellow) in [(ColorScheme.light, [255, 204, 0]), (.dark, [255, 214, 10])] {
            let decoded = try scene(#"{"canvas": {"width": 200, "height": 200}, "root": {"type": "Image", "id": "i", "systemName": "exclamationmark.triangle.fill", "modifiers": [{"font": {"size": 100}}, {"symbolRenderingMode": "multicolor"}]}}"#)
            var options = RenderOptions(canvas: decoded.canvas)
            options.colorScheme = scheme
            let result = try Renderer.layout(decoded.root, options: options, measurer: FixedAdvanceMeasurer())
            let image = try PNGCodec.decode(try Renderer.draw(result, format: .png, background: options.background))
            let frame = result.frame("i")
            let side = min(frame.height, frame.width / SymbolLibrary.widthFactor("exclamationmark.triangle.fill"))
            let x0 = frame.minX + frame.width / 2 - side * SymbolLibrary.inkMidX("exclamationmark.triangle.fill")
            let y0 = frame.minY + frame.height / 2 - side / 2
            func at(_ u: Double, _ v: Double) -> [Int] {
                let pixel = image[Int(x0 + u * side), Int(y0 + v * side)]
                return [Int(pixel.r), Int(pixel.g), Int(pixel.b)]
            }
            XCTAssertEqual(at(0.3, 0.75), yellow, "\(scheme)")
            XCTAssertEqual(at(0.5, 0.5), [255, 255, 255], "\(scheme)")
        }
    }

    /// `folder.badge.plus` at 100 points, multicolour under a red foreground style: the folder's
    /// left edge (0.08, 0.5) red, the badge's plus (0.8, 0.8) systemGreen, (52, 199, 89), and the
    /// gap between them (0.62, 0.74), on the folder's bottom edge, left clear. The folder in the
    /// foreground style is a decision (the HIG's figure draws it in the tint's blue, and a layer
    /// with no colour of its own takes the foreground style); the badge's green is the HIG's.
    func testMulticolorFolderBadgePixels() throws {
        let decoded = try scene(#"{"canvas": {"width": 200, "height": 200}, "root": {"type": "Image", "id": "i", "systemName": "folder.badge.plus", "modifiers": [{"font": {"size": 100}}, {"symbolRenderingMode": "multicolor"}, {"foregroundStyle": "red"}]}}"#)
        let result = try Renderer.layout(decoded.root, options: RenderOptions(canvas: decoded.canvas), measurer: FixedAdvanceMeasurer())
        let image = try PNGCodec.decode(try Renderer.draw(result, format: .png, background: RenderOptions(canvas: decoded.canvas).background))
        let frame = result.frame("i")
        let side = min(frame.height, frame.width / SymbolLibrary.widthFactor("folder.badge.plus"))
        let x0 = frame.minX + frame.width / 2 - side * SymbolLibrary.inkMidX("folder.badge.plus")
        let y0 = frame.minY + frame.height / 2 - side / 2
        func at(_ u: Double, _ v: Double) -> [Int] {
            let pixel = image[Int(x0 + u * side), Int(y0 + v * side)]
            return [Int(pixel.r), Int(pixel.g), Int(pixel.b), Int(pixel.a)]
        }
        XCTAssertEqual(Array(at(0.08, 0.5).prefix(3)), [255, 59, 48])
        XCTAssertEqual(Array(at(0.8, 0.8).prefix(3)), [52, 199, 89])
        XCTAssertEqual(at(0.62, 0.74), at(0.5, 0.6), "the gap shows the background, as inside the folder")
    }

    /// `scripts/symbols/multicolor.tsv` (the evidence, with sources) and `SymbolMulticolor` agree:
    /// every row with colours is drawn in them, and no name is coloured without a row.
    func testMulticolorTableMatchesItsEvidence() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../scripts/symbols/multicolor.tsv")
        var rows: [String: [RGBA?]] = [:]
        for line in try String(contentsOf: url, encoding: .utf8).split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            XCTAssertEqual(fields.count, 5, line.description)
            guard fields.count == 5, fields[3] != "-" else { continue }
            // A source is Apple's documentation, a repository at a commit, or (marked weak) a
            // code-search hit whose repository the index does not name.
            let source = fields[4]
            XCTAssertTrue(source.hasPrefix("Apple, ") || source.contains("@") || (source.hasPrefix("weak: ") && source.contains("file id")),
                          "a row with colours cites its source: \(fields[0])")
            rows[fields[0]] = try fields[3].components(separatedBy: ", ").map { try XCTUnwrap(SymbolMulticolor.colorNames[$0], $0) }
        }
        XCTAssertEqual(rows, SymbolMulticolor.layers)
        for name in SymbolMulticolor.layers.keys { XCTAssertTrue(SymbolLibrary.contains(name), name) }
    }

    func testForegroundStyleLevelsReachText() throws {
        let result = try layout(#"""
        {"type": "VStack", "children": [{"type": "Text", "id": "t", "text": "x", "modifiers": [{"foregroundStyle": "secondary"}]}],
         "modifiers": [{"foregroundStyle": {"primary": "red", "secondary": "green", "tertiary": "blue"}}]}
        """#)
        guard case .text(let text)? = result.node("t")?.content else { return XCTFail() }
        XCTAssertEqual(text.style, .color(RGBA.named["green"]!))
    }

    // MARK: buttonBorderShape

    func testButtonBorderShapes() throws {
        func button(_ shape: String, style: String = "bordered") throws -> (Rect, PlacedContent?, Rect?) {
            let result = try layout(#"{"type": "Button", "id": "b", "label": {"type": "Text", "id": "t", "text": "OK"}, "modifiers": [{"buttonStyle": "\#(style)"}, {"buttonBorderShape": \#(shape)}]}"#)
            return (result.frame("b"), result.node("b")?.content, result.node("t")?.frame)
        }
        // 20 × 20 label, 12 and 7 insets: 44 × 34.
        let capsule = try button(#""capsule""#)
        XCTAssertSize(capsule.0, 44, 34)
        guard case .control(.neutralBezel(let radius), _)? = capsule.1 else { return XCTFail() }
        XCTAssertEqual(radius, 17)
        let rounded = try button(#"{"roundedRectangle": 3}"#, style: "borderedProminent")
        guard case .control(.button(_, let three), _)? = rounded.1 else { return XCTFail() }
        XCTAssertEqual(three, 3)
        // A circle: the square of the longer side, the label centred.
        let circle = try button(#""circle""#)
        XCTAssertSize(circle.0, 44, 44)
        XCTAssertFrame(try XCTUnwrap(circle.2), 12, 12, 20, 20)
        guard case .control(.neutralBezel(let half), _)? = circle.1 else { return XCTFail() }
        XCTAssertEqual(half, 22)
        // A borderless button has no bezel to shape.
        XCTAssertSize(try button(#""circle""#, style: "borderless").0, 20, 20)
    }

    // MARK: Picker styles

    let options = #"[{"type": "Text", "text": "Alpha", "modifiers": [{"tag": "a"}]}, {"type": "Text", "text": "Beta", "modifiers": [{"tag": "b"}]}, {"type": "Text", "text": "Gamma", "modifiers": [{"tag": "c"}]}]"#

    func picker(_ style: String, selection: String = "b", inForm: Bool = false, width: Double = 393) throws -> Renderer.LayoutResult {
        let picker = #"{"type": "Picker", "id": "p", "title": "Flavor", "selection": "\#(selection)", "children": \#(options), "modifiers": [{"pickerStyle": "\#(style)"}]}"#
        return try layout(inForm ? #"{"type": "Form", "children": [\#(picker)]}"# : picker, width: width, height: inForm ? 600 : nil)
    }

    func testPaletteIsDrawnSegmented() throws {
        let palette = try picker("palette"), segmented = try picker("segmented")
        XCTAssertEqual(palette.frame("p"), segmented.frame("p"))
        guard case .control(.segmented(3, 1), _)? = palette.node("p")?.content else { return XCTFail("a segmented control") }
    }

    func testWheelIsADrumAroundTheSelection() throws {
        let result = try picker("wheel", width: 300)
        XCTAssertFrame(result.frame("p"), 0, 0, 300, 216)
        let options = Array(try XCTUnwrap(result.node("p")).children.dropFirst(2))
        // The selected option centred at 108; the next 108 · sin(32/108) further down.
        XCTAssertEqual(mid(options[1].frame).y, 108, accuracy: 0.5)
        XCTAssertEqual(mid(options[2].frame).y, 108 + 108 * sin(32.0 / 108), accuracy: 0.5)
        XCTAssertEqual(mid(options[0].frame).y, 108 - 108 * sin(32.0 / 108), accuracy: 0.5)
        XCTAssertEqual(mid(options[1].frame).x, 150, accuracy: 0.5)
        // Title3 options; the title is not shown (placed with no size).
        guard case .text(let text)? = options[1].children.first?.content else { return XCTFail() }
        XCTAssertEqual(text.request.font.size, 20)
        XCTAssertSize(try XCTUnwrap(result.node("p")).children[0].frame, 0, 0)
        // Unspecified width: 320.
        XCTAssertSize(try layout(#"{"type": "Picker", "id": "p", "title": "F", "selection": "a", "children": \#(self.options), "modifiers": [{"pickerStyle": "wheel"}]}"#).frame("p"), 320, 216)
        // Inline outside a list row is a wheel too.
        XCTAssertSize(try picker("inline", width: 300).frame("p"), 300, 216)
    }

    func testInlineInAFormIsRowsWithACheckmark() throws {
        let result = try picker("inline", inForm: true)
        var rows: [PlacedNode] = []
        result.root.forEach { if $0.kind == "ListRow" { rows.append($0) } }
        let row = try XCTUnwrap(rows.first)
        // The title's row and three options, 44 each; no row insets above or below.
        XCTAssertFrame(row.frame, 20, 35, 353, 176)
        let p = try XCTUnwrap(result.node("p"))
        XCTAssertFrame(p.frame, 40, 35, 313, 176)
        // The checkmark on Beta's row (the third), its trailing edge at the picker's.
        let mark = p.children[1]
        guard case .image(.systemName("checkmark"), let tint, _, _) = mark.content else { return XCTFail("\(mark.content)") }
        XCTAssertEqual(tint, .color(ControlColors.accent))
        XCTAssertEqual(mark.frame.maxX, 353, accuracy: 0.01)
        XCTAssertEqual(mid(mark.frame).y, 35 + 88 + 22, accuracy: 0.5)
        XCTAssertEqual(mid(p.children[3].frame).y, 35 + 88 + 22, accuracy: 0.5)
        // labelsHidden drops the title's row.
        let hidden = try layout(#"{"type": "Form", "children": [{"type": "Picker", "id": "p", "title": "Flavor", "selection": "b", "children": \#(options), "modifiers": [{"pickerStyle": "inline"}, {"labelsHidden": true}]}]}"#, width: 393, height: 600)
        XCTAssertEqual(hidden.frame("p").height, 132)
        // `defaultMinListRowHeight` is the rows' minimum here too: 60 each (20 + 22 is less).
        let taller = try layout(#"{"type": "Form", "children": [{"type": "Picker", "id": "p", "title": "Flavor", "selection": "b", "children": \#(options), "modifiers": [{"pickerStyle": "inline"}]}], "modifiers": [{"environment": {"defaultMinListRowHeight": 60}}]}"#, width: 393, height: 600)
        XCTAssertEqual(taller.frame("p").height, 240)
        XCTAssertEqual(mid(try XCTUnwrap(taller.node("p")).children[1].frame).y, 35 + 120 + 30, accuracy: 0.5)
    }

    func testNavigationLinkIsARowWithAChevron() throws {
        let result = try picker("navigationLink", inForm: true)
        let p = try XCTUnwrap(result.node("p"))
        // (A menu-style layout places the label, the option, then the symbol.)
        let chevron = try XCTUnwrap(p.children.first { if case .image = $0.content { return true } else { return false } })
        let option = try XCTUnwrap(p.children.first { $0.kind == "tag" })
        guard case .image(.systemName("chevron.forward"), let tint, let weight, _) = chevron.content else { return XCTFail("\(chevron.content)") }
        XCTAssertEqual(weight, .semibold)
        XCTAssertEqual(tint, .color(SystemColors.tertiaryLabel))
        // The chevron at the trailing edge, the option 6 before it in secondary grey.
        XCTAssertEqual(chevron.frame.maxX, p.frame.maxX, accuracy: 0.01)
        XCTAssertEqual(option.frame.maxX + 6, chevron.frame.minX, accuracy: 0.01)
        guard case .text(let text)? = option.children.first?.content else { return XCTFail() }
        XCTAssertEqual(text.style, .color(SystemColors.secondaryLabel))
    }

    func testSwiftFrontEndReadsTheNewSpellings() throws {
        let source = #"""
        import SwiftUI
        struct V: View {
            @State var flavor = "a"
            var body: some View {
                VStack {
                    Image(systemName: "bell").symbolVariant(.slash.fill).symbolRenderingMode(.hierarchical)
                    Image(systemName: "heart").symbolVariant(SymbolVariants.circle).foregroundStyle(.red, .blue).symbolRenderingMode(.palette)
                    Button("OK") {}.buttonStyle(.bordered).buttonBorderShape(.roundedRectangle(radius: 4))
                    Button("Go") {}.buttonStyle(.borderedProminent).buttonBorderShape(.capsule)
                    Picker("F", selection: $flavor) { Text("A").tag("a") }.pickerStyle(.wheel)
                    Picker("F", selection: $flavor) { Text("A").tag("a") }.pickerStyle(PalettePickerStyle())
                }
            }
        }
        """#
        let loaded = try SwiftSource.load(Array(source.utf8), file: "V.swift", options: SwiftSource.Options())
        struct V: View {
            var body: some View {
                VStack {
                    Image(systemName: "bell").symbolVariant(.slash.fill).symbolRenderingMode(.hierarchical)
                    Image(systemName: "heart").symbolVariant(SymbolVariants.circle).foregroundStyle(.red, .blue).symbolRenderingMode(.palette)
                    Button("OK") {}.buttonStyle(.bordered).buttonBorderShape(.roundedRectangle(radius: 4))
                    Button("Go") {}.buttonStyle(.borderedProminent).buttonBorderShape(.capsule)
                    Picker("F", selection: .constant("a")) { Text("A").tag("a") }.pickerStyle(.wheel)
                    Picker("F", selection: .constant("a")) { Text("A").tag("a") }.pickerStyle(.palette)
                }
            }
        }
        let options = RenderOptions(canvas: loaded.scene.canvas)
        let fromSource = try Renderer.layout(loaded.scene.root, options: options, measurer: FixedAdvanceMeasurer())
        let fromAPI = try Renderer.layout(try ImageRenderer(content: V()).viewTree(), options: options, measurer: FixedAdvanceMeasurer())
        func described(_ result: Renderer.LayoutResult) -> [String] {
            var lines: [String] = []
            result.root.forEach { node in
                var line = node.kind + " \(node.frame)"
                if let name = symbolName(node.content) { line += " " + name }
                lines.append(line)
            }
            return lines
        }
        XCTAssertEqual(described(fromSource), described(fromAPI))
        let bell = SymbolLibrary.contains("bell.slash.fill") ? "bell.slash.fill" : "bell.slash"
        XCTAssertTrue(described(fromSource).contains { $0.hasSuffix(" " + bell) })
        XCTAssertTrue(described(fromSource).contains { $0.hasSuffix(" heart.circle") })
    }
}

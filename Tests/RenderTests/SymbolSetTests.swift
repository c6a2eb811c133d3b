import Foundation
import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource

/// Custom symbols (`Name.symbolset`, issue 25 item 2): an asset catalog's SF Symbols template
/// drawn as its `Regular-M` glyph (`SymbolSetGlyph`), sized by the font as a symbol is. The
/// template here is written for these tests in the shape Apple's template writer gives (Backyard
/// Birds' `fountain.symbolset`): guides, then one group per weight and scale whose origin is the
/// glyph's left margin on its baseline, drawn for a 100-point font.
final class SymbolSetTests: XCTestCase {
    /// Cap height 70 (1126 − 1056), margins 100 apart; the Regular-M glyph a square 80 wide,
    /// 60 tall on the baseline; a Bold-M group that must not be the one drawn.
    static let template = """
    <?xml version="1.0" encoding="UTF-8"?>
    <svg version="1.1" xmlns="http://www.w3.org/2000/svg" width="3300" height="2200">
     <g id="Guides">
      <line id="Baseline-M" style="fill:none;stroke:#27AAE1;" x1="263" x2="3036" y1="1126" y2="1126"/>
      <line id="Capline-M" style="fill:none;stroke:#27AAE1;" x1="263" x2="3036" y1="1056" y2="1056"/>
      <line id="left-margin" style="fill:none;stroke:#00AEEF;" x1="1400" x2="1400" y1="1030" y2="1150"/>
      <line id="right-margin" style="fill:none;stroke:#00AEEF;" x1="1500" x2="1500" y1="1030" y2="1150"/>
     </g>
     <g id="Symbols">
      <g id="Bold-M" transform="matrix(1 0 0 1 1000 1126)">
       <path d="M0 0L10 0L10-10Z"/>
      </g>
      <g id="Regular-M" transform="matrix(1 0 0 1 1400 1126)">
       <path d="M10-60L90-60L90 0L10 0Z"/>
      </g>
     </g>
    </svg>
    """
    static let contents = #"{"info":{"author":"xcode","version":1},"symbols":[{"filename":"pond.svg","idiom":"universal"}]}"#

    func testTheGlyphIsTheRegularMediumGroupInAFontSizedBox() throws {
        let glyph = try SymbolSetGlyph.glyph(Self.template)
        // 100 wide (margin to margin), 120 tall (1.2 × 100) centred on the cap height's middle
        // (35 above the baseline): from 95 above it to 25 below.
        XCTAssertTrue(glyph.hasPrefix(#"<svg xmlns="http://www.w3.org/2000/svg" width="100.0000" height="120.0000" viewBox="0 -95.0000 100.0000 120.0000"><g>"#), glyph)
        XCTAssertTrue(glyph.contains("M10-60L90-60L90 0L10 0Z"), glyph)
        XCTAssertFalse(glyph.contains("M0 0L10 0L10-10Z"), "the Bold-M glyph is not drawn: \(glyph)")
        // The template's version 3 names each weight's margins.
        let named = Self.template.replacingOccurrences(of: #"id="right-margin""#, with: #"id="right-margin-Regular-M""#)
            .replacingOccurrences(of: #"x1="1500" x2="1500""#, with: #"x1="1450" x2="1450""#)
        XCTAssertTrue(try SymbolSetGlyph.glyph(named).contains(#"width="50.0000""#))
        // What is missing is named.
        for (cut, reason) in [(#"<g id="Regular-M""#, "no Regular-M glyph"), (#"<line id="right-margin""#, "no right margin"),
                              (#"<line id="Capline-M""#, "no cap line")] {
            let broken = Self.template.replacingOccurrences(of: cut, with: "<g id=\"x\"")
            XCTAssertThrowsError(try SymbolSetGlyph.glyph(broken)) { XCTAssertTrue("\($0)".contains(reason), "\($0)") }
        }
    }

    /// Review R1 item 2: a template saved by Inkscape (IceCubes' `Rocket.symbolset`) writes each
    /// attribute on its own line, `id` after others, and may use single quotes; a comment that
    /// holds tag-like text is not a tag.
    func testTagsAreReadWithAttributesInAnyOrderSpacingAndQuotes() throws {
        let inkscape = """
        <?xml version="1.0" encoding="UTF-8" standalone="no"?>
        <!-- <g id="Regular-M" transform="matrix(1 0 0 1 0 0)"> is not a tag -->
        <svg
           version="1.1"
           xmlns="http://www.w3.org/2000/svg">
          <line
             style="fill:none"
             x2='1500'
             x1 = '1500'
             id='right-margin' />
          <line y1="1056"
             id="Capline-M"/>
          <g
             id="Symbols">
            <g
               transform="matrix(1 0 0 1
                  1400 1126)"
               id="Regular-M">
              <g><path
                 d="M10-60L90-60L90 0L10 0Z" /></g>
            </g>
            <g id="Bold-M"><path d="M0 0L10 0L10-10Z"/></g>
          </g>
        </svg>
        """
        let glyph = try SymbolSetGlyph.glyph(inkscape)
        XCTAssertTrue(glyph.hasPrefix(#"<svg xmlns="http://www.w3.org/2000/svg" width="100.0000" height="120.0000" viewBox="0 -95.0000 100.0000 120.0000"><g>"#), glyph)
        XCTAssertTrue(glyph.contains("M10-60L90-60L90 0L10 0Z"), glyph)
        XCTAssertTrue(glyph.filter { !$0.isWhitespace }.hasSuffix("/></g></g></svg>"), "the nested group is kept whole, the group after it left out: \(glyph)")
        XCTAssertFalse(glyph.contains("M0 0L10 0L10-10Z"), glyph)
    }

    /// Review R1 item 1: a template with only the three masters (IceCubes' `rocket.svg`) is named
    /// as such; its medium scale is not drawn (docs/swift-input.md, "Symbol sets").
    func testAThreeMasterTemplateIsNamedInTheProblem() {
        let masters = Self.template.replacingOccurrences(of: #"id="Regular-M""#, with: "\n   id=\"Regular-S\"")
        XCTAssertThrowsError(try SymbolSetGlyph.glyph(masters)) {
            XCTAssertTrue("\($0)".contains("only the three masters (Ultralight-S, Regular-S, Black-S)"), "\($0)")
        }
    }

    /// Review R1, "Still open" e × f: `UIImage(named:)` of a symbol set's name is the catalog's
    /// image, so `Image(uiImage:)` draws the glyph, sized by the font as `Image("pond")` is.
    func testUIImageNamedOfASymbolSetDrawsTheGlyph() throws {
        let (loaded, result) = try layout(#"Image(uiImage: UIImage(named: "pond")!).font(.system(size: 50))"#)
        XCTAssertEqual(loaded.placeholders, 0, "\(loaded.warnings)")
        XCTAssertSize(result.frame("i"), 50, 60)
        let options = RenderOptions(width: 50, height: 60, scale: 1)
        let drawn = try Renderer.layout(loaded.scene.root, options: options, measurer: FixedAdvanceMeasurer())
        let image = try PNGCodec.decode(try Renderer.draw(drawn, format: .png, background: options.background))
        let inside = image[25, 30], outside = image[25, 10]
        XCTAssertTrue(inside.r < 128 && inside.g < 128 && inside.b < 128, "inside the glyph: the foreground (\(inside))")
        XCTAssertEqual([outside.r, outside.g, outside.b], [255, 255, 255], "above the glyph: the background")
    }

    func layout(_ image: String, files: [String: String] = [:]) throws -> (SwiftSource.Loaded, Renderer.LayoutResult) {
        var module = ["View.swift": "import SwiftUI\nstruct V: View {\n    var body: some View { \(image).id(\"i\") }\n}\n",
                      "Assets.xcassets/pond.symbolset/pond.svg": Self.template,
                      "Assets.xcassets/pond.symbolset/Contents.json": Self.contents]
        module.merge(files) { _, new in new }
        let loaded = try loadModule(module, test: self)
        return (loaded, try Renderer.layout(loaded.scene.root, options: RenderOptions(width: 300, height: 300), measurer: FixedAdvanceMeasurer()))
    }

    func testASymbolSetIsSizedByTheFontAsASymbolIs() throws {
        // Xcode's generated symbol and the name; 100 × 120 units at the font's size ÷ 100.
        for spelled in [#"Image(.pond)"#, #"Image("pond")"#] {
            let (loaded, result) = try layout(spelled + ".font(.system(size: 50))")
            XCTAssertEqual(loaded.placeholders, 0, "\(loaded.warnings)")
            XCTAssertSize(result.frame("i"), 50, 60)
        }
        // The image scale scales it (large: 1.3), as a symbol's.
        XCTAssertSize(try layout(#"Image(.pond).font(.system(size: 50)).imageScale(.large)"#).1.frame("i"), 65, 78)
        // resizable: the proposal, as any image.
        XCTAssertSize(try layout(#"Image(.pond).resizable().frame(width: 40, height: 10)"#).1.frame("i"), 40, 10)
        // A template the renderer cannot read is a named placeholder with the reason.
        let broken = try layout(#"Image(.pond)"#, files: ["Assets.xcassets/pond.symbolset/pond.svg": "<svg></svg>"])
        XCTAssertEqual(broken.0.placeholders, 1)
        XCTAssertTrue(broken.0.warnings.contains { $0.contains("pond.svg: not an SVG file the renderer can draw (no Regular-M glyph") }, "\(broken.0.warnings)")
    }

    func testTheGlyphIsDrawnInTheForegroundStyle() throws {
        let (loaded, _) = try layout(#"Image(.pond).font(.system(size: 50)).foregroundStyle(.red)"#)
        let options = RenderOptions(width: 50, height: 60, scale: 1)
        let result = try Renderer.layout(loaded.scene.root, options: options, measurer: FixedAdvanceMeasurer())
        let image = try PNGCodec.decode(try Renderer.draw(result, format: .png, background: options.background))
        // The square spans x 10…90 and y 35…95 of the 100 × 120 box: at half size, 5…45 by 17.5…47.5.
        func rgb(_ x: Int, _ y: Int) -> [Int] { let p = image[x, y]; return [Int(p.r), Int(p.g), Int(p.b)] }
        XCTAssertEqual(rgb(25, 30), [255, 59, 48], "inside the glyph: red")
        XCTAssertEqual(rgb(2, 30), [255, 255, 255], "left of the glyph: the background")
        XCTAssertEqual(rgb(25, 10), [255, 255, 255], "above the glyph: the background")
    }

    func testCutAndMangledTemplatesGiveAGlyphOrAProblem() {
        // Every prefix, and the template with each quote or bracket dropped: never a trap.
        let characters = Array(Self.template)
        for end in stride(from: 0, through: characters.count, by: 3) {
            _ = try? SymbolSetGlyph.glyph(String(characters[..<end]))
        }
        for index in characters.indices where "\"<>()".contains(characters[index]) {
            var mangled = characters
            mangled.remove(at: index)
            _ = try? SymbolSetGlyph.glyph(String(mangled))
        }
    }
}

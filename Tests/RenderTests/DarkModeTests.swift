import Foundation
import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource
@testable import RenderSwiftUI
@testable import RenderTools

/// Dark mode: the colour scheme in the environment (`--color-scheme`, the canvas,
/// `environment(\.colorScheme, …)`, `preferredColorScheme`), and every system colour drawn as
/// resolved for the scheme of the view that draws it. Expected values are Apple's
/// (`SystemColors` cites them): e.g. systemRed (255, 59, 48) light, (255, 69, 58) dark.
final class DarkModeTests: XCTestCase {
    func draw(_ json: String, scheme: ColorScheme? = nil, width: Double = 20, height: Double = 20) throws -> RGBAImage {
        let decoded = try scene(json)
        var options = RenderOptions(canvas: decoded.canvas)
        if options.width == nil { options.width = width }
        if options.height == nil { options.height = height }
        if let scheme { options.colorScheme = scheme }
        let result = try Renderer.layout(decoded.root, options: options, measurer: FixedAdvanceMeasurer())
        return try PNGCodec.decode(try Renderer.draw(result, format: .png, background: options.background))
    }

    func assertPixel(_ pixel: RGBAPixel, _ r: UInt8, _ g: UInt8, _ b: UInt8, tolerance: Int = 0, _ message: String = "",
                     file: StaticString = #filePath, line: UInt = #line) {
        let got = [pixel.r, pixel.g, pixel.b].map(Int.init), want = [r, g, b].map(Int.init)
        XCTAssertTrue(zip(got, want).allSatisfy { abs($0 - $1) <= tolerance }, "\(message): \(got) is not \(want)", file: file, line: line)
    }

    // MARK: The tables

    func testSystemColoursResolvePerScheme() {
        XCTAssertEqual(SystemColors.red.resolved(for: .light), RGBA(255, 59, 48))
        XCTAssertEqual(SystemColors.red.resolved(for: .dark), RGBA(255, 69, 58))
        XCTAssertEqual(SystemColors.label.resolved(for: .dark), RGBA(255, 255, 255))
        XCTAssertEqual(SystemColors.secondaryLabel.resolved(for: .dark), RGBA(235, 235, 245, 0.6))
        XCTAssertEqual(SystemColors.secondarySystemGroupedBackground.resolved(for: .dark), RGBA(28, 28, 30))
        XCTAssertEqual(SystemColors.separator.resolved(for: .dark), RGBA(84, 84, 88, 0.6))
        XCTAssertEqual(RGBA.named["blue"]?.resolved(for: .dark), RGBA(10, 132, 255))
        XCTAssertEqual(RGBA.named["secondary"], SystemColors.secondaryLabel)
        // Colours without a dark variant are the same in both.
        XCTAssertEqual(RGBA.white.resolved(for: .dark), .white)
        XCTAssertFalse(RGBA.named["white"]?.isDynamic ?? true)
        XCTAssertEqual(RGBA.system["lightText"]?.resolved(for: .dark), RGBA(255, 255, 255, 0.6))
    }

    func testArithmeticKeepsBothVariants() {
        let half = SystemColors.blue.opacity(0.5)
        XCTAssertEqual(half.resolved(for: .light), RGBA(0, 122, 255, 0.5))
        XCTAssertEqual(half.resolved(for: .dark), RGBA(10, 132, 255, 0.5))
        let mixed = SystemColors.label.mixed(with: .white, by: 0.5)
        XCTAssertEqual(mixed.resolved(for: .light), RGBA(red: 0.5, green: 0.5, blue: 0.5))
        XCTAssertEqual(mixed.resolved(for: .dark), .white)
    }

    // MARK: Where the scheme comes from

    func testColorSchemeOptionDrawsSystemColoursDark() throws {
        let json = ##"{"root": {"type": "Color", "color": "red"}}"##
        assertPixel(try draw(json)[10, 10], 255, 59, 48, "light")
        assertPixel(try draw(json, scheme: .dark)[10, 10], 255, 69, 58, "dark")
        // A colour of its own is the same in both.
        assertPixel(try draw(##"{"root": {"type": "Color", "color": "#336699"}}"##, scheme: .dark)[10, 10], 51, 102, 153)
    }

    func testCanvasIsSystemBackground() throws {
        let json = ##"{"root": {"type": "Color", "color": "clear"}}"##
        assertPixel(try draw(json)[3, 3], 255, 255, 255, "light canvas")
        assertPixel(try draw(json, scheme: .dark)[3, 3], 0, 0, 0, "dark canvas")
        assertPixel(try draw(#"{"canvas": {"colorScheme": "dark"}, "root": {"type": "Color", "color": "clear"}}"#)[3, 3], 0, 0, 0, "canvas.colorScheme")
        // A background colour given stays.
        assertPixel(try draw(#"{"canvas": {"colorScheme": "dark", "background": "white"}, "root": {"type": "Color", "color": "clear"}}"#)[3, 3], 255, 255, 255)
    }

    func testPrimaryIsLabel() throws {
        // An unfilled shape draws in `.primary`: black, white in dark mode.
        let json = ##"{"root": {"type": "Rectangle"}}"##
        assertPixel(try draw(json)[10, 10], 0, 0, 0)
        assertPixel(try draw(json, scheme: .dark)[10, 10], 255, 255, 255)
        // `.secondary`: (235, 235, 245) at 0.6 over black.
        let secondary = ##"{"root": {"type": "Rectangle", "modifiers": [{"foregroundStyle": "secondary"}]}}"##
        assertPixel(try draw(secondary, scheme: .dark)[10, 10], 141, 141, 147, tolerance: 1)
        assertPixel(try draw(secondary)[10, 10], 138, 138, 142, tolerance: 1)
    }

    func testEnvironmentModifierSetsASubtree() throws {
        let json = #"""
        {"root": {"type": "HStack", "spacing": 0, "children": [
          {"type": "Color", "color": "systemBackground", "modifiers": [{"frame": {"width": 10, "height": 20}}]},
          {"type": "Color", "color": "systemBackground", "modifiers": [{"frame": {"width": 10, "height": 20}}, {"colorScheme": "dark"}]}
        ]}}
        """#
        let image = try draw(json)
        assertPixel(image[5, 10], 255, 255, 255, "outside")
        assertPixel(image[15, 10], 0, 0, 0, "inside colorScheme dark")
        // The environment spelling is the same modifier; light inside dark restores light.
        let nested = #"""
        {"root": {"type": "Color", "color": "systemBackground", "modifiers": [{"environment": {"colorScheme": "light"}}, {"environment": {"colorScheme": "dark"}}]}}
        """#
        assertPixel(try draw(nested)[10, 10], 255, 255, 255, "the nearest wins")
    }

    func testPreferredColorSchemeSetsTheWholeScene() throws {
        // Deep inside one branch, it still sets the canvas and the sibling (iOS: the presentation).
        let json = #"""
        {"root": {"type": "HStack", "spacing": 0, "children": [
          {"type": "Color", "color": "red", "modifiers": [{"frame": {"width": 10, "height": 10}}]},
          {"type": "Color", "color": "clear", "modifiers": [{"frame": {"width": 10, "height": 10}}, {"preferredColorScheme": "dark"}]}
        ]}}
        """#
        let image = try draw(json)
        assertPixel(image[5, 10], 255, 69, 58, "the sibling is dark")
        assertPixel(image[15, 1], 0, 0, 0, "the canvas is dark")
        // It wins over the option (the user's setting), and null states no preference.
        let light = ##"{"root": {"type": "Color", "color": "red", "modifiers": [{"preferredColorScheme": "light"}]}}"##
        assertPixel(try draw(light, scheme: .dark)[10, 10], 255, 59, 48)
        let none = ##"{"root": {"type": "Color", "color": "red", "modifiers": [{"preferredColorScheme": null}]}}"##
        assertPixel(try draw(none, scheme: .dark)[10, 10], 255, 69, 58)
    }

    /// The first `preferredColorScheme` depth first wins (`ViewNode.preferredColorScheme`): an
    /// outer modifier before the one inside it, an earlier child's (however deep) before a later
    /// sibling's, `null` stating none; a tree made directly too.
    func testTheFirstPreferredColorSchemeDepthFirstWins() throws {
        func preferred(_ json: String) throws -> ColorScheme? { try scene(json).root.preferredColorScheme }
        XCTAssertEqual(try preferred(##"{"root": {"type": "Color", "color": "red", "modifiers": [{"preferredColorScheme": "dark"}, {"preferredColorScheme": "light"}]}}"##), .light)
        XCTAssertEqual(try preferred(##"{"root": {"type": "Color", "color": "red", "modifiers": [{"preferredColorScheme": "dark"}, {"preferredColorScheme": null}]}}"##), .dark)
        XCTAssertNil(try preferred(##"{"root": {"type": "Color", "color": "red", "modifiers": [{"padding": 1}, {"preferredColorScheme": null}]}}"##))
        let nested = ##"""
        {"root": {"type": "VStack", "children": [
          {"type": "Color", "color": "red"},
          {"type": "HStack", "children": [{"type": "Text", "text": "a"},
            {"type": "Text", "text": "b", "modifiers": [{"padding": 1}, {"preferredColorScheme": "light"}, {"frame": {"width": 4}}]}]},
          {"type": "Text", "text": "c", "modifiers": [{"preferredColorScheme": "dark"}]}
        ], "modifiers": [{"padding": 2}]}}
        """##
        XCTAssertEqual(try preferred(nested), .light)
        let decoded = try scene(nested)
        XCTAssertNil(decoded.root.children[0].children[0].preferredColorScheme, "the first child states none")
        XCTAssertEqual(decoded.root.children[0].children[2].preferredColorScheme, .dark)
        XCTAssertEqual(ViewNode(.modifier(DefinedModifier(PreferredColorScheme(preferredColorScheme: .dark))),
                                children: [ViewNode(.modifier(DefinedModifier(PreferredColorScheme(preferredColorScheme: .light))))]).preferredColorScheme, .dark)
    }

    func testLightAndDarkColourInJSON() throws {
        let json = ##"{"root": {"type": "Color", "color": {"light": "#112233", "dark": "#445566"}}}"##
        assertPixel(try draw(json)[10, 10], 0x11, 0x22, 0x33)
        assertPixel(try draw(json, scheme: .dark)[10, 10], 0x44, 0x55, 0x66)
        XCTAssertThrowsError(try scene(##"{"root": {"type": "Color", "color": {"light": "#112233"}}}"##)) { error in
            XCTAssertTrue("\(error)".contains("needs both \"light\" and \"dark\""), "\(error)")
        }
        XCTAssertThrowsError(try scene(#"{"root": {"type": "Color", "color": {"light": "red", "dark": "blue", "x": 1}}}"#))
        XCTAssertThrowsError(try scene(#"{"root": {"type": "Color", "color": "red", "modifiers": [{"colorScheme": "dim"}]}}"#)) { error in
            XCTAssertTrue("\(error)".contains("color scheme"), "\(error)")
        }
    }

    // MARK: Lists and controls

    func testGroupedListInDark() throws {
        let json = #"""
        {"canvas": {"width": 200, "height": 200}, "root": {"type": "List", "children": [
          {"type": "Text", "text": "Row"}
        ], "modifiers": [{"listStyle": "insetGrouped"}]}}
        """#
        let dark = try draw(json, scheme: .dark)
        assertPixel(dark[2, 2], 0, 0, 0, "systemGroupedBackground")
        let light = try draw(json)
        assertPixel(light[2, 2], 242, 242, 247, "systemGroupedBackground, light")
        // The row: secondarySystemGroupedBackground, somewhere down the middle of the card.
        var found = false
        for y in 20..<80 where dark[100, y].r == 28 && dark[100, y].g == 28 && dark[100, y].b == 30 { found = true }
        XCTAssertTrue(found, "a row drawn in #1C1C1E")
    }

    func testSwitchTrackInDark() throws {
        // The off track is secondarySystemFill: (120, 120, 128) at 0.16 light, 0.32 dark.
        XCTAssertEqual(ControlColors.switchOff.resolved(for: .light), RGBA(120, 120, 128, 0.16))
        XCTAssertEqual(ControlColors.switchOff.resolved(for: .dark), RGBA(120, 120, 128, 0.32))
        XCTAssertEqual(ControlColors.switchOn.resolved(for: .dark), RGBA(48, 209, 88))
    }

    // MARK: Front ends

    func testSwiftFileReadsTheScheme() throws {
        let source = """
        import SwiftUI
        struct Badge: View {
            @Environment(\\.colorScheme) var colorScheme
            var body: some View {
                Text(colorScheme == .dark ? "Dark" : "Light")
            }
        }
        """
        let light = try SwiftSource.load(Array(source.utf8), file: "Badge.swift")
        XCTAssertTrue("\(light.json)".contains("Light"))
        var options = SwiftSource.Options()
        options.colorScheme = .dark
        let dark = try SwiftSource.load(Array(source.utf8), file: "Badge.swift", options: options)
        XCTAssertTrue("\(dark.json)".contains("\"Dark\""), "\(dark.json)")
        // `preferredColorScheme` in the file: the view reads dark too (the file is read again).
        let preferred = source.replacingOccurrences(of: "Text(colorScheme == .dark ? \"Dark\" : \"Light\")",
                                                    with: "Text(colorScheme == .dark ? \"Dark\" : \"Light\").preferredColorScheme(.dark)")
        let loaded = try SwiftSource.load(Array(preferred.utf8), file: "Badge.swift")
        XCTAssertTrue("\(loaded.json)".contains("\"Dark\""), "\(loaded.json)")
        XCTAssertEqual(loaded.scene.root.preferredColorScheme, .dark)
    }

    func testSwiftFileModifiers() throws {
        let source = """
        import SwiftUI
        struct Card: View {
            var body: some View {
                Color.red.environment(\\.colorScheme, .dark)
            }
        }
        """
        let loaded = try SwiftSource.load(Array(source.utf8), file: "Card.swift")
        var options = RenderOptions(width: 20, height: 20)
        options.colorScheme = .light
        let result = try Renderer.layout(loaded.scene.root, options: options, measurer: FixedAdvanceMeasurer())
        let image = try PNGCodec.decode(try Renderer.draw(result, format: .png, background: options.background))
        assertPixel(image[10, 10], 255, 69, 58)
    }

    func testSwiftAPIMatchesJSON() throws {
        let view = Color.red.environment(\.colorScheme, .dark)
        let renderer = ImageRenderer(content: view.frame(width: 20, height: 20))
        let image = try PNGCodec.decode(Array(try renderer.pngData()))
        assertPixel(image[10, 10], 255, 69, 58)
        let preferred = ImageRenderer(content: Color.clear.frame(width: 20, height: 20).preferredColorScheme(.dark))
        preferred.isOpaque = true
        assertPixel(try PNGCodec.decode(Array(try preferred.pngData()))[10, 10], 0, 0, 0)
    }
}

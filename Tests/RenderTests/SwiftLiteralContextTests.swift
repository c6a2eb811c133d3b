import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource
@testable import RenderSwiftUI
@testable import RenderCheck
@testable import RenderTools

/// Issue 25: integer literals take the floating type their context gives them
/// (`InterpreterLiteralContext`). `Color(red: 200 / 255, …)` — written so in real apps'
/// colour palettes — is (200, 100, 50), not black; `let n = 7 / 2` stays the Int 3.
final class SwiftLiteralContextTests: XCTestCase {
    func load(_ source: String) throws -> SwiftSource.Loaded {
        var options = SwiftSource.Options()
        options.stepLimit = 50_000
        return try SwiftSource.load(Array(source.utf8), file: "Palette.swift", options: options)
    }

    func layout(_ source: String) throws -> Renderer.LayoutResult {
        let loaded = try load(source)
        XCTAssertEqual(loaded.warnings, [])
        return try Renderer.layout(loaded.scene.root, options: RenderOptions(canvas: loaded.scene.canvas), measurer: FixedAdvanceMeasurer())
    }

    func texts(_ source: String) throws -> [String] {
        var found: [String] = []
        try layout(source).root.forEach { if case .text(let run) = $0.content { found.append(run.request.string) } }
        return found
    }

    /// The centre pixels of `colours` (10 points tall each, one under the other, on the white
    /// canvas).
    func pixels(_ colours: [String], extra: String = "") throws -> [RGBAPixel] {
        let rows = colours.map { "\($0).frame(width: 10, height: 10)" }.joined(separator: "\n")
        let loaded = try load("""
        import SwiftUI
        \(extra)
        struct Swatches: View {
            var body: some View {
                VStack(spacing: 0) {
                    \(rows)
                }
            }
        }
        """)
        XCTAssertEqual(loaded.warnings, [])
        let options = RenderOptions(canvas: loaded.scene.canvas)
        let result = try Renderer.layout(loaded.scene.root, options: options, measurer: FixedAdvanceMeasurer())
        let image = try PNGCodec.decode(try Renderer.draw(result, format: .png, background: options.background))
        let left = (image.width - 10) / 2
        return colours.indices.map { image[left + 5, $0 * 10 + 5] }
    }

    func rgba(_ pixel: RGBAPixel) -> [Int] { [pixel.r, pixel.g, pixel.b, pixel.a].map(Int.init) }

    /// 200 / 255 is 0.784 as a Double, so exactly byte 200; as Ints it was 0 (black).
    func testColourComponentsOfIntegerDivisionsAreDoubles() throws {
        let got = try pixels([
            "Color(red: 200 / 255, green: 100 / 255, blue: 50 / 255)",
            "Color(.sRGB, red: 52/255, green: (104 / 255), blue: 1 - 3 / 255, opacity: 1)",
            "Color(white: 1 / 2)",
            "Color.black.opacity(1 / 2)",
        ]).map(rgba)
        XCTAssertEqual(got[0], [200, 100, 50, 255])
        XCTAssertEqual(got[1], [52, 104, 252, 255])
        XCTAssertEqual(got[2], [128, 128, 128, 255])
        // Black at half opacity on white: 127.5 either way, never white (opacity 0).
        XCTAssertTrue([[127, 127, 127, 255], [128, 128, 128, 255]].contains(got[3]), "\(got[3])")
    }

    /// An app's own `extension Color { init(hex:) }` leaves SwiftUI's `Color(red:green:blue:)`
    /// SwiftUI's, floating; a static palette colour and `Color.init(…)` too.
    func testAnAppsColourExtensionKeepsSwiftUIsComponentsFloating() throws {
        let got = try pixels([
            "Color(red: 200 / 255, green: 100 / 255, blue: 50 / 255)",
            "Color.brand",
            "Color.init(red: 200 / 255, green: 100 / 255, blue: 50 / 255)",
            "Color(hex: 0xC86432)",
        ], extra: """
        extension Color {
            init(hex: UInt) {
                self.init(red: Double((hex >> 16) & 0xff) / 255, green: Double((hex >> 8) & 0xff) / 255, blue: Double(hex & 0xff) / 255)
            }
            static let brand = Color(red: 200 / 255, green: 100 / 255, blue: 50 / 255)
        }
        """).map(rgba)
        XCTAssertEqual(got, Array(repeating: [200, 100, 50, 255], count: 4))
    }

    /// `.frame(width: 100 / 3)` is 33.333…, and a module view's `CGFloat` stored property
    /// given `200 / 3` is 66.667.
    func testAFrameOfAnIntegerDivisionIsFractional() throws {
        let result = try layout("""
        import SwiftUI
        struct Bar: View {
            var length: CGFloat
            var body: some View { Color.blue.frame(width: length, height: 4) }
        }
        struct Bars: View {
            var body: some View {
                VStack(spacing: 0) {
                    Color.red.frame(width: 100 / 3, height: 4)
                    Bar(length: 200 / 3)
                }
            }
        }
        """)
        var widths: [Double] = []
        // The width proposed to the Color (its placed frame is snapped to whole pixels).
        result.root.forEach { if $0.view.label == "Color" { widths.append($0.proposal.width ?? 0) } }
        XCTAssertEqual(widths.count, 2)
        XCTAssertEqual(widths.first ?? 0, 100.0 / 3, accuracy: 1e-9)
        XCTAssertEqual(widths.last ?? 0, 200.0 / 3, accuracy: 1e-9)
    }

    /// Where the context is Int or unknown, the literals stay Ints, as Swift types them.
    func testIntContextsKeepIntegerDivision() throws {
        XCTAssertEqual(try texts("""
        import SwiftUI
        func shown(count: Int) -> String { "count \\(count)" }
        struct Row: View {
            var count: Int
            var aspect: CGFloat
            var body: some View { Text("\\(count) \\(aspect)") }
        }
        struct Rows: View {
            let names = ["a", "b", "c", "d", "e"]
            var body: some View {
                let n = 7 / 2
                VStack {
                    Text("\\(n) \\(7 / 2) \\(names[7 / 2]) \\(CGFloat(1 / 2)) \\(min(7 / 2, 9))")
                    Text(shown(count: 7 / 2))
                    Row(count: 7 / 2, aspect: 7 / 2)
                }
            }
        }
        """), ["3 3 d 0.0 3", "count 3", "3 3.5"])
    }

    /// Declarations, parameters' defaults, returns and assignments of a floating type.
    func testFloatingDeclarationsReturnsAndAssignments() throws {
        XCTAssertEqual(try texts("""
        import SwiftUI
        struct Box { var width: CGFloat = 0 }
        func scaled(_ x: Double = 1 / 4) -> Double { x }
        struct Sizes: View {
            var third: CGFloat { 1 / 3 }
            func quarter() -> Double { return 1 / 4 }
            func boxed() -> CGFloat { var box = Box(); box.width = 1 / 2; return box.width }
            func local() -> CGFloat { var w: CGFloat = 0; w = 3 / 4; return w }
            var body: some View {
                let x: CGFloat = 1 / 3
                let y: Double? = -(1 / 8)
                Text("\\(x) \\(y ?? 0) \\(third) \\(quarter()) \\(scaled()) \\(boxed()) \\(local())")
            }
        }
        """), ["0.3333333333333333 -0.125 0.3333333333333333 0.25 0.25 0.5 0.75"])
    }
}

import Foundation
import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource
@testable import RenderSwiftUI
@testable import RenderCheck
@testable import RenderTools

/// Debug borders, --explain, vector output and sweeps, through the `render` executable.
final class FigureToolingTests: XCTestCase {
    private func render(_ scene: String, _ arguments: [String]) throws -> RGBAImage {
        let directory = try temporaryDirectory(self)
        let file = directory.appendingPathComponent("scene.json")
        try scene.write(to: file, atomically: true, encoding: .utf8)
        let output = directory.appendingPathComponent("out.png")
        let result = try runRender([file.path, "-o", output.path] + arguments)
        XCTAssertEqual(result.status, 0, result.stderr)
        return try PNGCodec.decode([UInt8](try Data(contentsOf: output)))
    }

    /// Pixels that differ between two images of the same size.
    private func differing(_ a: RGBAImage, _ b: RGBAImage) -> [(x: Int, y: Int, pixel: RGBAPixel)] {
        var result: [(Int, Int, RGBAPixel)] = []
        for y in 0..<a.height { for x in 0..<a.width where a[x, y] != b[x, y] { result.append((x, y, b[x, y])) } }
        return result
    }

    func testDebugBordersChangeExactlyTheOutlinePixels() throws {
        let scene = #"{"type": "Color", "color": "white", "id": "c", "modifiers": [{"frame": {"width": 20, "height": 10}}]}"#
        for scale in [1, 2] {
            let base = ["-w", "40", "--height", "30", "--scale", "\(scale)", "--margin", "0"]
            let plain = try render(scene, base)
            let debug = try render(scene, base + ["--debug-borders"])
            let changed = differing(plain, debug)
            // Lines one point wide: a red ring just inside the canvas (the root's offer) and a
            // blue one just inside the 20×10 rect at (10, 10), blue over red where they coincide.
            func ring(_ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int) -> Set<[Int]> {
                var result = Set<[Int]>()
                for y in y0..<y1 { for x in x0..<x1 where x < x0 + scale || x >= x1 - scale || y < y0 + scale || y >= y1 - scale {
                    result.insert([x, y])
                } }
                return result
            }
            let redRing = ring(0, 0, 40 * scale, 30 * scale), blueRing = ring(10 * scale, 10 * scale, 30 * scale, 20 * scale)
            XCTAssertEqual(changed.count, redRing.count + blueRing.count, "scale \(scale)")
            for (x, y, pixel) in changed {
                XCTAssertEqual(pixel, blueRing.contains([x, y]) ? RGBAPixel(r: 0, g: 0, b: 255) : RGBAPixel(r: 255, g: 0, b: 0), "(\(x), \(y))")
                XCTAssertTrue(redRing.contains([x, y]) || blueRing.contains([x, y]), "(\(x), \(y)) is not on an outline")
            }
        }
    }

    func testDebugBordersOfTheArticleScene() throws {
        let source = try String(contentsOf: repositoryRoot.appendingPathComponent("docs/scenes/view-that-fits-debug.json"), encoding: .utf8)
        let image = try render(source, ["--debug-borders", "--debug-ids", "v", "--scale", "1", "-w", "160"])
        // The frame offers 100 of the 160 points: the red proposal's sides are at x = 30 and 129,
        // moved in by the 16-point margin of a tagged figure; the blue chosen size hugs
        // "Hello World", inside them, and the tag "v" sits above it.
        let middle = image.height / 2
        XCTAssertEqual(image.width, 160 + 32)
        XCTAssertEqual(image[46, middle], RGBAPixel(r: 255, g: 0, b: 0))
        XCTAssertEqual(image[145, middle], RGBAPixel(r: 255, g: 0, b: 0))
        let blue = (47..<145).filter { image[$0, middle] == RGBAPixel(r: 0, g: 0, b: 255) }
        XCTAssertEqual(blue.count, 2, "the blue box's two sides lie inside the red one")
        let withLegend = try render(source, ["--debug-borders", "--debug-ids", "v", "--legend", "--scale", "1", "-w", "160"])
        XCTAssertEqual(withLegend.height, image.height + Int(DebugBorderPainter.legendHeight))
    }

    func testExplainTellsWhyHelloWorldWasChosen() throws {
        let explain = try runRender(["docs/scenes/view-that-fits-debug.json", "-w", "160", "-o",
                                     try temporaryDirectory(self).appendingPathComponent("x.png").path, "--explain"])
        XCTAssertEqual(explain.status, 0, explain.stderr)
        let text = explain.stdoutText
        XCTAssertTrue(text.contains(#"child 0 (Text "Hello Beautiful World")"#), text)
        XCTAssertTrue(text.contains("> 100 → does not fit"), text)
        XCTAssertTrue(text.contains(#"child 1 (Text "Hello World")"#), text)
        XCTAssertTrue(text.contains("≤ 100 → fits: selected, the first child that fits"), text)
        XCTAssertTrue(text.contains("ViewThatFits #v proposed 100×nil"), text)
        XCTAssertEqual(text.components(separatedBy: "fits: selected").count, 2, "each decision is told once")
        // By default only the final proposals: no probe of the first text, no cache hits.
        XCTAssertFalse(text.contains(#"Text "Hello Beautiful World" proposed"#), text)
        XCTAssertFalse(text.contains("(cached)"), text)
        XCTAssertLessThanOrEqual(text.split(separator: "\n").count, 10, text)
        let all = try runRender(["docs/scenes/view-that-fits-debug.json", "-w", "160", "-o",
                                 try temporaryDirectory(self).appendingPathComponent("x.png").path, "--explain=all"])
        XCTAssertTrue(all.stdoutText.contains(#"Text "Hello Beautiful World" proposed nil×nil"#), all.stdoutText)
        let only = try runRender(["docs/scenes/view-that-fits-debug.json", "-w", "160", "-o",
                                  try temporaryDirectory(self).appendingPathComponent("x.png").path, "--explain-ids", "hi,v"])
        XCTAssertTrue(only.stdoutText.hasPrefix("ViewThatFits #v proposed 100×nil"), only.stdoutText)
        XCTAssertTrue(only.stderr.contains("'hi'"), "hi is not shown: \(only.stderr)")

        let json = try runRender(["docs/scenes/view-that-fits-debug.json", "-w", "160", "-o",
                                  try temporaryDirectory(self).appendingPathComponent("x.png").path, "--explain=json"])
        let tree = try XCTUnwrap(try JSONSerialization.jsonObject(with: json.stdout) as? [[String: Any]])
        let vtf = try XCTUnwrap((tree.first?["children"] as? [[String: Any]])?.first)
        XCTAssertEqual(vtf["kind"] as? String, "ViewThatFits")
        XCTAssertEqual((vtf["notes"] as? [String])?.count, 2)
        XCTAssertEqual(vtf["selected"] as? Int, 1)
        XCTAssertEqual(((vtf["children"] as? [[String: Any]])?.first?["text"]) as? String, "Hello World")
    }

    func testSVGIsWellFormedDeterministicAndKeepsText() throws {
        let directory = try temporaryDirectory(self)
        let a = directory.appendingPathComponent("a.svg"), b = directory.appendingPathComponent("b.svg")
        XCTAssertEqual(try runRender(["examples/view-that-fits.json", "-w", "200", "-o", a.path]).status, 0)
        XCTAssertEqual(try runRender(["examples/view-that-fits.json", "-w", "200", "-o", b.path]).status, 0)
        let data = try Data(contentsOf: a)
        XCTAssertEqual(data, try Data(contentsOf: b))
        let svg = String(decoding: data, as: UTF8.self)
        XCTAssertTrue(svg.hasPrefix("<?xml"))
        XCTAssertTrue(svg.contains(#"width="200pt""#), String(svg.prefix(300)))
        XCTAssertTrue(svg.contains(">Hello Beautiful World</text>"))
        let parser = XMLParserCheck(data: data)
        XCTAssertTrue(parser.parse(), parser.error)
    }

    func testPDFIsDeterministicAndEmbedsTheFont() throws {
        let directory = try temporaryDirectory(self)
        let a = directory.appendingPathComponent("a.pdf"), b = directory.appendingPathComponent("b.pdf")
        XCTAssertEqual(try runRender(["examples/view-that-fits.json", "-w", "200", "-o", a.path]).status, 0)
        Thread.sleep(forTimeInterval: 1.1)
        XCTAssertEqual(try runRender(["examples/view-that-fits.json", "-w", "200", "-o", b.path]).status, 0)
        let data = try Data(contentsOf: a)
        XCTAssertEqual(data, try Data(contentsOf: b), "the creation date is pinned")
        let text = String(decoding: data, as: UTF8.self)
        XCTAssertTrue(text.hasPrefix("%PDF-"))
        XCTAssertTrue(text.contains("Inter-Regular"), "text is set in the embedded font, not outlines")
        XCTAssertTrue(text.hasSuffix("%%EOF\n"))
    }

    func testSweepWritesOneFramePerValue() throws {
        let directory = try temporaryDirectory(self)
        let animation = directory.appendingPathComponent("anim.png"), sheet = directory.appendingPathComponent("sheet.png")
        let result = try runRender(["sweep", "examples/view-that-fits.json", "--param", "width", "--from", "10", "--to", "200",
                                    "--step", "95", "-w", "220", "-o", animation.path, "--sheet", sheet.path])
        XCTAssertEqual(result.status, 0, result.stderr)
        let bytes = [UInt8](try Data(contentsOf: animation))
        let chunks = pngChunks(bytes)
        let actl = try XCTUnwrap(chunks.first { $0.type == "acTL" })
        XCTAssertEqual(actl.data.prefix(4).reduce(0) { $0 << 8 | Int($1) }, 3)
        XCTAssertEqual(chunks.filter { $0.type == "fcTL" }.count, 3)
        XCTAssertEqual(chunks.filter { $0.type == "fdAT" }.isEmpty, false)
        let contact = try PNGCodec.decode([UInt8](try Data(contentsOf: sheet)))
        XCTAssertGreaterThan(contact.width, 3 * 220)

        let widths = try runRender(["sweep", "examples/view-that-fits.json", "--from", "90", "--to", "250", "--step", "10",
                                    "-o", animation.path])
        XCTAssertEqual(widths.status, 0, widths.stderr)
        XCTAssertTrue(widths.stderr.contains("17 frames"), widths.stderr)
    }

    func testSweepRejectsBadRanges() throws {
        let out = try temporaryDirectory(self).appendingPathComponent("a.png").path
        XCTAssertEqual(try runRender(["sweep", "examples/view-that-fits.json", "--from", "10", "--to", "5", "-o", out]).status, 2)  // --to below --from: a usage error
        XCTAssertEqual(try runRender(["sweep", "examples/view-that-fits.json", "--from", "1", "--to", "5", "--step", "0", "-o", out]).status, 2)
        XCTAssertEqual(try runRender(["sweep", "examples/view-that-fits.json", "--param", "nope", "--from", "1", "--to", "5", "-o", out]).status, 1)
        XCTAssertEqual(try runRender(["sweep", "examples/view-that-fits.json", "--from", "1", "--to", "5"]).status, 2)
        XCTAssertFalse(FileManager.default.fileExists(atPath: out))
    }

    private func pngChunks(_ bytes: [UInt8]) -> [(type: String, data: [UInt8])] {
        var chunks: [(String, [UInt8])] = []
        var offset = 8
        while offset + 8 <= bytes.count {
            let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
            guard offset + 12 + length <= bytes.count else { break }
            chunks.append((type, Array(bytes[offset + 8..<offset + 8 + length])))
            offset += 12 + length
        }
        return chunks
    }
}

#if canImport(FoundationXML)
import FoundationXML
#endif

/// Parses XML and keeps the first error.
final class XMLParserCheck: NSObject, XMLParserDelegate {
    private let parser: XMLParser
    private(set) var error = ""

    init(data: Data) {
        parser = XMLParser(data: data)
        super.init()
        parser.delegate = self
    }

    func parse() -> Bool { parser.parse() }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
        error = "\(parseError) at line \(parser.lineNumber)"
    }
}

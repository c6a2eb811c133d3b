import Foundation
import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource
@testable import RenderSwiftUI
@testable import RenderCheck
@testable import RenderTools

/// Every example of the seed articles, as a scene under `examples/`, rendered by the real
/// `render` binary; each test asserts the outcome the article states (see examples/README.md).
///
/// Text is measured by Pango with Inter standing in for SF Pro, so the tests assert relations
/// and the articles' outcomes, not SF's pixel widths: where a threshold depends on a text's
/// width, the width is first measured by rendering that text alone at its ideal size.
final class SeedExampleTests: XCTestCase {

    // MARK: - Running the binary

    /// One node of the layout dump (scene-format.md §6).
    struct Node {
        var kind: String
        var id: String?
        var frame: (x: Double, y: Double, width: Double, height: Double)
        var proposal: (width: Double?, height: Double?)
        var selected: Int?
        var lines: Int?
        var truncated: Bool?
        var children: [Node]

        var minX: Double { frame.x }
        var minY: Double { frame.y }
        var maxX: Double { frame.x + frame.width }
        var maxY: Double { frame.y + frame.height }
        var midX: Double { frame.x + frame.width / 2 }
        var midY: Double { frame.y + frame.height / 2 }
        var width: Double { frame.width }
        var height: Double { frame.height }

        init(_ object: [String: Any]) {
            kind = object["kind"] as? String ?? ""
            id = object["id"] as? String
            let f = object["frame"] as? [String: Any] ?? [:]
            func number(_ value: Any?) -> Double { (value as? NSNumber)?.doubleValue ?? .nan }
            frame = (number(f["x"]), number(f["y"]), number(f["width"]), number(f["height"]))
            let p = object["proposal"] as? [String: Any] ?? [:]
            func axis(_ value: Any?) -> Double? {
                if let text = value as? String, text == "infinity" { return .infinity }
                return (value as? NSNumber)?.doubleValue
            }
            proposal = (axis(p["width"]), axis(p["height"]))
            selected = (object["selected"] as? NSNumber)?.intValue
            lines = (object["lines"] as? NSNumber)?.intValue
            truncated = object["truncated"] as? Bool
            children = (object["children"] as? [[String: Any]] ?? []).map(Node.init)
        }

        /// The first node, depth first, with `id`.
        func first(id: String) -> Node? {
            if self.id == id { return self }
            for child in children { if let found = child.first(id: id) { return found } }
            return nil
        }

        /// The first node, depth first, of `kind`.
        func first(kind: String) -> Node? {
            if self.kind == kind { return self }
            for child in children { if let found = child.first(kind: kind) { return found } }
            return nil
        }
    }

    struct Dump {
        var canvas: (width: Double, height: Double, scale: Double)
        var root: Node

        func node(_ id: String, file: StaticString = #filePath, line: UInt = #line) throws -> Node {
            try XCTUnwrap(root.first(id: id), "no node with id \(id)", file: file, line: line)
        }
    }

    /// Renders `examples/<name>.json` with `--set` overrides and returns its layout dump.
    func render(_ name: String, _ settings: [String: Any] = [:], arguments: [String] = [],
                file: StaticString = #filePath, line: UInt = #line) throws -> Dump {
        let directory = try temporaryDirectory(self)
        var args = ["examples/\(name).json", "-o", directory.appendingPathComponent("\(name).png").path, "--layout-json", "-"]
        for (key, value) in settings.sorted(by: { $0.key < $1.key }) { args += ["--set", "\(key)=\(value)"] }
        return try dump(args + arguments, file: file, line: line)
    }

    /// Renders a scene given as JSON text (the probes below) and returns its layout dump.
    func render(json: String, file: StaticString = #filePath, line: UInt = #line) throws -> Dump {
        let directory = try temporaryDirectory(self)
        return try dump(["-", "-o", directory.appendingPathComponent("probe.png").path, "--layout-json", "-"],
                        input: Data(json.utf8), file: file, line: line)
    }

    private func dump(_ arguments: [String], input: Data? = nil, file: StaticString, line: UInt) throws -> Dump {
        let result = try runRender(arguments, input: input)
        XCTAssertEqual(result.status, 0, "render \(arguments.joined(separator: " ")): \(result.stderr)", file: file, line: line)
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any], file: file, line: line)
        let canvas = object["canvas"] as? [String: Any] ?? [:]
        func number(_ key: String) -> Double { (canvas[key] as? NSNumber)?.doubleValue ?? .nan }
        let root = try XCTUnwrap(object["root"] as? [String: Any], file: file, line: line)
        return Dump(canvas: (number("width"), number("height"), number("scale")), root: Node(root))
    }

    /// The ideal width of a Text with `modifiers` (JSON array text), at the examples' scale 2:
    /// exactly the width ViewThatFits compares with its proposal.
    func idealWidth(_ text: String, modifiers: String = "[]", file: StaticString = #filePath, line: UInt = #line) throws -> Double {
        let escaped = text.replacingOccurrences(of: "\"", with: "\\\"")
        let probe = try render(json: #"{"canvas": {"scale": 2}, "root": {"type": "Text", "id": "t", "text": "\#(escaped)", "modifiers": \#(modifiers)}}"#,
                               file: file, line: line)
        return try probe.node("t", file: file, line: line).width
    }

    private func assertSize(_ node: Node, _ width: Double, _ height: Double, _ message: String = "",
                            file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(node.width, width, accuracy: 0.001, "width \(message)", file: file, line: line)
        XCTAssertEqual(node.height, height, accuracy: 0.001, "height \(message)", file: file, line: line)
    }

    private var exampleFiles: [URL] {
        get throws {
            let directory = repositoryRoot.appendingPathComponent("examples")
            return try FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)
                .filter { $0.pathExtension == "json" }
                .sorted { $0.lastPathComponent < $1.lastPathComponent }
        }
    }

    // MARK: - Every example

    /// The scenes of the seed articles' examples (examples/README.md says where each comes from).
    static let seedExamples: Set<String> = [
        "view-that-fits", "view-that-fits-fixed-size", "view-that-fits-line-limit",
        "ideal-size-demo", "ideal-size-demo-2", "ideal-size-demo-3", "ideal-size-demo-3-height-30",
        "set-ideal-size", "scroll-view-demo", "text-demo", "text-demo-font-sizes", "text-demo-minimum-scale-factor",
        "layout-switch-demo",
        "zstack-hello-world", "border-nesting", "ideal-frame-fixed-size", "ideal-frame-in-fixed-frame",
        "frame-width-nesting", "icon-demo-1", "icon-demo-2", "icon-demo-3", "icon-demos-in-stack",
        "move-by-offset", "move-by-padding", "move-by-frame", "move-by-position",
        "weather-view-that-fits", "weather-scroll-view-stepper", "upload-progress-view",
    ]

    /// Every example renders with exit status 0 at its defaults, to a PNG of its canvas, and
    /// is listed in examples/README.md.
    func testEveryExampleRendersAndIsListed() throws {
        let files = try exampleFiles
        let names = Set(files.map { $0.deletingPathExtension().lastPathComponent })
        XCTAssertTrue(names.isSuperset(of: Self.seedExamples), "missing: \(Self.seedExamples.subtracting(names).sorted())")
        let readme = try String(contentsOf: repositoryRoot.appendingPathComponent("examples/README.md"), encoding: .utf8)
        let directory = try temporaryDirectory(self)
        for url in files {
            let name = url.lastPathComponent
            XCTAssertTrue(readme.contains("`\(name)`"), "examples/README.md does not list \(name)")
            let scene = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any], name)
            let canvas = try XCTUnwrap(scene["canvas"] as? [String: Any], "\(name) has no canvas")
            let width = try XCTUnwrap((canvas["width"] as? NSNumber)?.doubleValue, "\(name): canvas.width")
            let scale = try XCTUnwrap((canvas["scale"] as? NSNumber)?.doubleValue, "\(name): canvas.scale")
            let output = directory.appendingPathComponent(url.deletingPathExtension().lastPathComponent + ".png")
            let result = try runRender(["examples/\(name)", "-o", output.path])
            XCTAssertEqual(result.status, 0, "\(name): \(result.stderr)")
            XCTAssertEqual(result.stderr, "", "\(name) warns")
            let bytes = [UInt8]((try? Data(contentsOf: output)) ?? Data())
            guard bytes.count > 24 else { XCTFail("\(name): no PNG written"); continue }
            XCTAssertEqual(Array(bytes[1..<4]), Array("PNG".utf8), name)
            let pixels = bytes[16..<20].reduce(0) { $0 << 8 | Int($1) }
            XCTAssertEqual(Double(pixels), (width * scale).rounded(), "\(name): PNG width is canvas.width × canvas.scale")
        }
    }

    // MARK: - Seed 000/001: ViewThatFits

    /// ViewThatFits(in: .horizontal) { "Hello Beautiful World"; "Hello World"; "Hi" }:
    /// 200 shows the first, 100 the second, 10 the last, wrapped onto two lines.
    func testHelloWorldFigureSelectsByWidth() throws {
        XCTAssertEqual(try render("view-that-fits").node("vtf").selected, 0, "the default, 200")
        XCTAssertEqual(try render("view-that-fits", ["width": 100]).node("vtf").selected, 1)
        let narrow = try render("view-that-fits", ["width": 10])
        XCTAssertEqual(try narrow.node("vtf").selected, 2, "nothing fits 10: the last child")
        let hi = try XCTUnwrap(try narrow.node("vtf").first(kind: "Text"))
        XCTAssertEqual(hi.lines, 2, "Hi takes two lines at width 10")
        XCTAssertEqual(hi.truncated, false)
    }

    /// Text("Hi").fixedSize(horizontal: true, vertical: false) at width 10: all of "Hi" on one
    /// line, wider than the 10-point frame (the blue border overflows the red one).
    func testHiFixedSizeOverflowsTheFrame() throws {
        let dump = try render("view-that-fits-fixed-size")
        XCTAssertEqual(try dump.node("vtf").selected, 2)
        let hi = try dump.node("hi")
        XCTAssertEqual(hi.lines, 1)
        XCTAssertEqual(hi.truncated, false)
        let red = try dump.node("vtf#2"), blue = try dump.node("vtf#0")
        XCTAssertEqual(red.width, 10)
        XCTAssertGreaterThan(hi.width, 10)
        XCTAssertEqual(blue.width, hi.width, "ViewThatFits answers the fixed Text's size")
        XCTAssertEqual(blue.midX, red.midX, accuracy: 0.5, "centred in the frame, overflowing both sides")
    }

    /// Text("Hi").lineLimit(1) at width 10: one line, but not all of it shows.
    func testHiLineLimitTruncates() throws {
        let dump = try render("view-that-fits-line-limit")
        XCTAssertEqual(try dump.node("vtf").selected, 2)
        let hi = try dump.node("hi")
        XCTAssertEqual(hi.lines, 1)
        XCTAssertEqual(hi.truncated, true, "lineLimit cannot guarantee all of the content")
        let twoLines = try render("view-that-fits", ["width": 10]).root.first(kind: "Text")
        XCTAssertLessThan(hi.height, try XCTUnwrap(twoLines).height, "one line of vertical space, not two")
    }

    /// IdealSizeDemo: every child fixedSize()'d shows its ideal size.
    func testIdealSizeDemo() throws {
        let dump = try render("ideal-size-demo")
        // Text: the whole string on one line, wider than the 390-point screen.
        let text = try dump.node("text")
        XCTAssertEqual(text.lines, 1)
        XCTAssertEqual(text.truncated, false)
        XCTAssertGreaterThan(text.width, 390)
        // Shapes: 10 × 10.
        assertSize(try dump.node("rectangle"), 10, 10, "Rectangle")
        assertSize(try dump.node("circle"), 10, 10, "Circle")
        // ScrollView: all of its content, 50 × 30 + 49 × 8, no scrolling.
        let scroll = try dump.node("scroll")
        assertSize(scroll, 50 * 30 + 49 * 8, 30, "ScrollView")
        XCTAssertEqual(try dump.node("row").width, scroll.width)
        XCTAssertEqual(try dump.node("cell49").maxX, scroll.maxX, accuracy: 0.001, "the last cell shows")
        // VStack { Text; Rectangle }.fixedSize(): as wide as the Text's ideal width, as tall
        // as the Text's line + the gap below a Text + the Rectangle's ideal 10; the Rectangle
        // takes that width. The gap below a body Text over a plain edge is more than 8
        // (line height + 10% − cap height; fatbobman's "spacing = nil" video, OpenSwiftUI).
        let inner = try dump.node("inner"), innerText = try dump.node("innerText"), yellow = try dump.node("yellow")
        XCTAssertEqual(innerText.lines, 1)
        XCTAssertEqual(innerText.width, text.width, accuracy: 0.001)
        XCTAssertEqual(inner.width, text.width, accuracy: 0.001)
        assertSize(yellow, inner.width, 10, "yellow Rectangle")
        let gap = yellow.minY - innerText.maxY
        XCTAssertGreaterThan(gap, 8)
        XCTAssertEqual(inner.height, innerText.height + gap + 10, accuracy: 0.001)
        // The stack is as wide as its widest child, the ScrollView, and overflows the screen.
        XCTAssertEqual(try dump.node("stack").width, scroll.width, accuracy: 0.001)
    }

    /// IdealSizeDemo2: fixedSize(horizontal: false, vertical: true) in a 100 × 100 frame: the
    /// Text keeps the width 100 but shows all its lines, taller than the frame.
    func testIdealSizeDemo2TextOverflowsTheFrame() throws {
        let dump = try render("ideal-size-demo-2")
        let text = try dump.node("text"), frame = try dump.node("text#2")
        assertSize(frame, 100, 100, "frame")
        XCTAssertLessThanOrEqual(text.width, 100)
        XCTAssertGreaterThan(text.height, 100)
        XCTAssertGreaterThan(text.lines ?? 0, 4)
        XCTAssertEqual(text.truncated, false, "the complete text")
        XCTAssertLessThan(text.minY, frame.minY, "overflows above")
        XCTAssertGreaterThan(text.maxY, frame.maxY, "and below")
        XCTAssertEqual(text.midY, frame.midY, accuracy: 0.5)
    }

    /// IdealSizeDemo3: ViewThatFits(in: .vertical) in 200 × 100 selects Text 2, because Text 1
    /// fixed vertically at width 200 is taller than 100 and Text 2 is not.
    func testIdealSizeDemo3SelectsText2() throws {
        let dump = try render("ideal-size-demo-3")
        XCTAssertEqual(try dump.node("vtf").selected, 1)
        XCTAssertNotNil(dump.root.first(id: "vtfText2"))
        XCTAssertNil(dump.root.first(id: "vtfText1"), "unselected children are not in the dump")
        let text1 = try dump.node("text1"), text2 = try dump.node("text2")
        XCTAssertGreaterThan(text1.height, 100, "Text 1's blue border is taller than the red one")
        XCTAssertLessThanOrEqual(text2.height, 100)
        XCTAssertLessThanOrEqual(text1.width, 200)
        XCTAssertGreaterThanOrEqual(text2.lines ?? 0, 2, "Text 2 wraps at 200")
        for id in ["vtf#2", "text1#3", "text2#3"] { assertSize(try dump.node(id), 200, 100, id) }
        // alignment: .top — the content starts at the frame's top.
        XCTAssertEqual(text1.minY, try dump.node("text1#2").minY, accuracy: 0.001)
        XCTAssertEqual(try dump.node("vtf#0").minY, try dump.node("vtf#2").minY, accuracy: 0.001)
        // The selected Text 2 is laid out like the fixed one: same lines, same size.
        let chosen = try dump.node("vtfText2")
        XCTAssertEqual(chosen.lines, text2.lines)
        XCTAssertEqual(chosen.height, text2.height, accuracy: 0.001)
    }

    /// The 200 × 30 variant: nothing fits 30 high, the last child (Text 2) is selected and,
    /// offered only 30 points, truncates.
    func testIdealSizeDemo3Height30TruncatesText2() throws {
        let dump = try render("ideal-size-demo-3-height-30")
        XCTAssertEqual(try dump.node("vtf").selected, 1)
        let text2 = try dump.node("text2")
        XCTAssertEqual(text2.truncated, true)
        XCTAssertEqual(text2.lines, 1)
        XCTAssertLessThanOrEqual(text2.height, 30)
        XCTAssertLessThanOrEqual(text2.width, 200)
        // At height 100 (IdealSizeDemo3's frame) the same Text 2 shows completely.
        let tall = try render("ideal-size-demo-3-height-30", ["height": 100])
        XCTAssertEqual(try tall.node("vtf").selected, 1)
        XCTAssertEqual(try tall.node("text2").truncated, false)
    }

    /// SetIdealSize: frame(width: 100, height: 100) is the size in every case; frame(idealWidth:
    /// 100, idealHeight: 100) only when fixedSize asks for the ideal size; a plain Rectangle is
    /// 10 × 10 when fixed and takes what it is offered otherwise.
    func testSetIdealSize() throws {
        let flexible = try render("set-ideal-size")
        assertSize(try flexible.node("orange#1"), 100, 100, "fixed frame, useIdealSize false")
        let cyan = try flexible.node("cyan#1"), green = try flexible.node("green#0")
        XCTAssertEqual(cyan.width, 390, "the ideal frame takes the offered width")
        XCTAssertGreaterThan(cyan.height, 100)
        XCTAssertEqual(green.width, 390)
        XCTAssertGreaterThan(green.height, 100)

        let ideal = try render("set-ideal-size", ["useIdealSize": true])
        assertSize(try ideal.node("orange#1"), 100, 100, "fixed frame, useIdealSize true")
        assertSize(try ideal.node("cyan#1"), 100, 100, "ideal frame under fixedSize")
        XCTAssertEqual(try ideal.node("button").kind, "Button", "Button(\"Use Ideal Size\").buttonStyle(.bordered)")
        assertSize(try ideal.node("green#0"), 10, 10, "plain Rectangle under fixedSize")
        XCTAssertEqual(try ideal.node("cyan").width, 100, "the Rectangle inside is proposed the ideal size")
    }

    /// ScrollViewDemo: the plain HStack while 30n + 8(n − 1) ≤ 300 (n ≤ 8), then the ScrollView,
    /// which is chosen as the last child although its ideal width does not fit either.
    func testScrollViewDemoSwitchesToScrollingAfterEight() throws {
        for count in 3...20 {
            let dump = try render("scroll-view-demo", ["count": count])
            let contentWidth = Double(30 * count + 8 * (count - 1))
            let vtf = try dump.node("vtf")
            XCTAssertEqual(vtf.selected, contentWidth <= 300 ? 0 : 1, "count \(count)")
            if contentWidth <= 300 {
                XCTAssertEqual(try dump.node("plain").width, contentWidth, "count \(count)")
            } else {
                let scroll = try dump.node("scroll")
                assertSize(scroll, 300, 30, "ScrollView, count \(count)")
                XCTAssertEqual(try dump.node("scrolled").width, contentWidth, "count \(count): all content, scrolled")
            }
            XCTAssertEqual(try dump.node("stack#0").width, 300, "frame(width: 300)")
            assertSize(try dump.node("slider"), 300, 34, "Slider, count \(count)")
        }
        XCTAssertEqual(try render("scroll-view-demo", ["count": 8]).node("vtf").selected, 0)
        XCTAssertEqual(try render("scroll-view-demo", ["count": 9]).node("vtf").selected, 1)
    }

    /// TextDemo: the longest label whose ideal width fits; "Weekly", fixedSize, below all.
    func testTextDemoPicksTheLongestLabelThatFits() throws {
        let labels = ["Fatbobman's Swift Weekly", "Fatbobman's Weekly", "Fat's Weekly", "Weekly"]
        let widths = try labels.map { try idealWidth($0) }
        XCTAssertEqual(widths, widths.sorted(by: >), "the labels are longest first")
        for (index, width) in widths.enumerated().dropLast() {
            XCTAssertEqual(try render("text-demo", ["width": width]).node("vtf").selected, index,
                           "\(labels[index]) fits its own ideal width \(width)")
            XCTAssertEqual(try render("text-demo", ["width": width - 0.5]).node("vtf").selected, index + 1,
                           "\(labels[index]) does not fit \(width - 0.5)")
        }
        for width in [30.0, 40, (widths[3] - 1).rounded(.down)] {
            let dump = try render("text-demo", ["width": width])
            XCTAssertEqual(try dump.node("vtf").selected, 3, "width \(width)")
            let weekly = try dump.node("weekly")
            XCTAssertEqual(weekly.lines, 1, "fixedSize keeps Weekly whole at \(width)")
            XCTAssertEqual(weekly.truncated, false)
            XCTAssertEqual(weekly.width, widths[3])
            XCTAssertGreaterThan(weekly.width, try dump.node("vtf#0").width, "it overflows the red frame")
        }
        for width in [30.0, 100, 300] {
            XCTAssertEqual(try render("text-demo", ["width": width]).node("vtf#0").width, width, "frame(width: \(width))")
        }
    }

    /// The same text in body, subheadline and footnote: the largest font that fits on one line.
    func testFontSizeVariantsPickTheLargestFontThatFits() throws {
        let text = "Fatbobman's Swift Weekly"
        let widths = try ["body", "subheadline", "footnote"].map { try idealWidth(text, modifiers: #"[{"font": "\#($0)"}]"#) }
        XCTAssertEqual(widths, widths.sorted(by: >))
        for (index, width) in widths.enumerated() {
            XCTAssertEqual(try render("text-demo-font-sizes", ["width": width]).node("vtf").selected, index)
        }
        XCTAssertEqual(try render("text-demo-font-sizes", ["width": widths[0] - 0.5]).node("vtf").selected, 1)
        XCTAssertEqual(try render("text-demo-font-sizes", ["width": widths[1] - 0.5]).node("vtf").selected, 2)
        let narrow = try render("text-demo-font-sizes", ["width": 100])
        XCTAssertEqual(try narrow.node("vtf").selected, 2, "nothing fits: the last, footnote")
        XCTAssertGreaterThan(try narrow.node("footnote").lines ?? 0, 1, "which then wraps")
    }

    /// lineLimit(1).minimumScaleFactor(0.3): the text shrinks, on one line and whole, down to
    /// 0.3 of its size; only below that does it truncate.
    func testMinimumScaleFactorShrinksBeforeTruncating() throws {
        let ideal = try idealWidth("Fatbobman's Swift Weekly")
        let full = try render("text-demo-minimum-scale-factor", ["width": 300]).node("text")
        XCTAssertEqual(full.width, ideal)
        XCTAssertEqual(full.truncated, false)
        var previousHeight = full.height
        for factor in [0.8, 0.5, 0.32] {
            let width = (ideal * factor).rounded(.down)
            let text = try render("text-demo-minimum-scale-factor", ["width": width]).node("text")
            XCTAssertEqual(text.lines, 1, "factor \(factor)")
            XCTAssertEqual(text.truncated, false, "shrinks instead of truncating at \(width)")
            XCTAssertLessThanOrEqual(text.width, width)
            XCTAssertLessThan(text.height, previousHeight, "a smaller font at \(width)")
            previousHeight = text.height
        }
        let tooNarrow = try render("text-demo-minimum-scale-factor", ["width": (ideal * 0.25).rounded(.down)]).node("text")
        XCTAssertEqual(tooNarrow.lines, 1)
        XCTAssertEqual(tooNarrow.truncated, true, "below 0.3 it truncates")
        XCTAssertLessThanOrEqual(tooNarrow.height, previousHeight, "at the smallest scale")
    }

    /// LayoutSwitchDemo: the HStack while the width holds the logo's ideal 100 plus the title's
    /// width, the VStack below; the chosen layout fills the width it is given.
    func testLayoutSwitchDemoSwitchesAtLogoPlusTitle() throws {
        let title = try idealWidth("Hello World", modifiers: #"[{"font": "headline"}, {"bold": true}]"#)
        let threshold = 100 + title
        XCTAssertEqual(try render("layout-switch-demo", ["width": threshold]).node("vtf").selected, 0)
        XCTAssertEqual(try render("layout-switch-demo", ["width": threshold - 0.5]).node("vtf").selected, 1)
        XCTAssertEqual(try render("layout-switch-demo").node("vtf").selected, 1, "the default width 100")
        for width in [90.0, 100, 150, threshold - 0.5] {
            let dump = try render("layout-switch-demo", ["width": width])
            XCTAssertEqual(try dump.node("vtf").selected, 1, "width \(width): VStack")
            let logo = try dump.node("vLogo#1"), stack = try dump.node("v")
            XCTAssertEqual(logo.width, width, accuracy: 0.001, "the logo takes the width \(width)")
            XCTAssertEqual(stack.height, 130, accuracy: 0.001, "maxHeight 130 filled")
            XCTAssertEqual(try dump.node("vTitle").lines, 1)
        }
        for width in [threshold, 220, 250] {
            let dump = try render("layout-switch-demo", ["width": width])
            XCTAssertEqual(try dump.node("vtf").selected, 0, "width \(width): HStack")
            let stack = try dump.node("h")
            XCTAssertEqual(stack.width, width, accuracy: 0.001, "the HStack fills \(width)")
            XCTAssertEqual(stack.height, 130, accuracy: 0.001)
            XCTAssertEqual(try dump.node("hLogo#1").width + dump.node("hTitle#3").width, width, accuracy: 0.001)
            XCTAssertEqual(try dump.node("hTitle").width, title, "the title is fixedSize")
        }
        // The logo stays within maxWidth 200 at the widest slider value.
        XCTAssertLessThanOrEqual(try render("layout-switch-demo", ["width": 250]).node("hLogo#1").width, 200)
    }

    // MARK: - Seed 002: layout dimensions

    /// ZStack { Text("Hello world") } offered 390 × 763: the ZStack is the Text's size, both
    /// centred.
    func testZStackTextCentredInTheScreen() throws {
        let dump = try render("zstack-hello-world")
        let zstack = try dump.node("zstack"), text = try dump.node("text")
        XCTAssertEqual(zstack.proposal.width, 390)
        XCTAssertEqual(zstack.proposal.height, 763)
        // The ZStack sizes the text at its own proposal (one line, narrower than the screen,
        // below), then places it proposing the ZStack's size (OpenSwiftUI's
        // `_ZStackLayout.placeSubviews`; docs/layout-rules.md ZStack step 2a): the last proposal
        // the text records is the ZStack's size.
        XCTAssertEqual(text.proposal.width, zstack.width)
        XCTAssertEqual(zstack.width, text.width)
        XCTAssertEqual(zstack.height, text.height)
        XCTAssertEqual(text.lines, 1)
        XCTAssertLessThan(text.width, 390)
        XCTAssertEqual(text.midX, 195, accuracy: 0.5)
        XCTAssertEqual(text.midY, 381.5, accuracy: 0.5)
    }

    /// VStack { Text.border(.red).frame(100, 100, .bottomLeading).border(.blue).padding() }
    /// .border(.green): red hugs the text at the blue frame's bottom-leading corner; green is
    /// the blue frame plus 16 on every side.
    func testBorderNesting() throws {
        let dump = try render("border-nesting")
        let red = try dump.node("text#0"), blue = try dump.node("text#2"), green = try dump.node("stack#0")
        let text = try dump.node("text")
        assertSize(blue, 100, 100, "blue")
        XCTAssertEqual(red.frame.width, text.width)
        XCTAssertEqual(red.minX, blue.minX, accuracy: 0.001)
        XCTAssertEqual(red.maxY, blue.maxY, accuracy: 0.001)
        assertSize(green, 132, 132, "green")
        XCTAssertEqual(blue.minX - green.minX, 16, accuracy: 0.001)
        XCTAssertEqual(blue.minY - green.minY, 16, accuracy: 0.001)
    }

    /// Text.border(.red).frame(idealWidth: 100, idealHeight: 100).fixedSize().border(.green):
    /// the ideal frame answers 100 × 100 when asked for its ideal size.
    func testIdealFrameWithFixedSize() throws {
        let dump = try render("ideal-frame-fixed-size")
        let green = try dump.node("text#3"), red = try dump.node("text#0")
        assertSize(green, 100, 100, "green")
        XCTAssertEqual(red.width, try dump.node("text").width)
        XCTAssertEqual(red.midX, green.midX, accuracy: 0.5)
        XCTAssertEqual(red.midY, green.midY, accuracy: 0.5)
        XCTAssertEqual(try dump.node("text#1").proposal.width, nil, "fixedSize proposes nil")
    }

    /// The same in frame(width: 200, height: 200): still 100 × 100, centred in the yellow 200.
    func testIdealFrameInAFixedFrame() throws {
        let dump = try render("ideal-frame-in-fixed-frame")
        let green = try dump.node("text#3"), yellow = try dump.node("text#5")
        assertSize(green, 100, 100, "green")
        assertSize(yellow, 200, 200, "yellow")
        XCTAssertEqual(green.midX, yellow.midX, accuracy: 0.5)
        XCTAssertEqual(green.midY, yellow.midY, accuracy: 0.5)
    }

    /// Text("Hello").border(.red).frame(width: 100).border(.green) is border(frame(border(Text))):
    /// green is 100 wide, red only the text's width.
    func testFrameWidthNesting() throws {
        let dump = try render("frame-width-nesting")
        let green = try dump.node("text#2"), red = try dump.node("text#0"), text = try dump.node("text")
        XCTAssertEqual(green.width, 100)
        XCTAssertEqual(green.height, text.height)
        XCTAssertEqual(red.width, text.width)
        XCTAssertLessThan(red.width, 100)
        XCTAssertEqual(red.midX, green.midX, accuracy: 0.5)
    }

    /// IconDemo1/2/3 look alike alone — the heart's centre on the button's top-trailing corner —
    /// but their required sizes differ: the ZStack grows by half the heart, overlay keeps the
    /// button's size, background keeps the heart's.
    func testIconDemosLookAlikeButRequireDifferentSizes() throws {
        let one = try render("icon-demo-1"), two = try render("icon-demo-2"), three = try render("icon-demo-3")
        assertSize(one.root, 150 + 15, 50 + 15, "IconDemo1: the ZStack")
        XCTAssertEqual(one.root.id, "icon1")
        assertSize(two.root, 150, 50, "IconDemo2: the overlay")
        XCTAssertEqual(two.root.id, "icon2Button#1")
        assertSize(three.root, 30, 30, "IconDemo3: the background")
        XCTAssertEqual(three.root.id, "icon3Heart#2")
        for (dump, prefix) in [(one, "icon1"), (two, "icon2"), (three, "icon3")] {
            let button = try dump.node("\(prefix)Button"), heart = try dump.node("\(prefix)Heart")
            assertSize(button, 150, 50, "\(prefix) button")
            assertSize(heart, 30, 30, "\(prefix) heart")
            XCTAssertEqual(heart.midX, button.maxX, accuracy: 0.001, "\(prefix): heart centred on the trailing edge")
            XCTAssertEqual(heart.midY, button.minY, accuracy: 0.001, "\(prefix): and on the top edge")
        }
    }

    /// The three IconDemos in a VStack, each with a red border: the borders (required sizes)
    /// are 165 × 65, 150 × 50 and 30 × 30, so the stack places them differently.
    func testIconDemosInAStack() throws {
        let dump = try render("icon-demos-in-stack")
        let one = try dump.node("icon1#0"), two = try dump.node("icon2Button#2"), three = try dump.node("icon3Heart#3")
        assertSize(one, 165, 65, "IconDemo1 in the stack")
        assertSize(two, 150, 50, "IconDemo2 in the stack")
        assertSize(three, 30, 30, "IconDemo3 in the stack")
        let stack = try dump.node("stack")
        XCTAssertEqual(stack.width, 165, "the stack is as wide as the widest required size")
        XCTAssertEqual(stack.height, 65 + 30 + 50 + 30 + 30, accuracy: 0.001)
        for node in [one, two, three] { XCTAssertEqual(node.midX, stack.midX, accuracy: 0.5) }
        // IconDemo3's button is outside its required size: it hangs out of the stack.
        XCTAssertLessThan(try dump.node("icon3Button").minX, stack.minX)
        XCTAssertGreaterThan(try dump.node("icon3Button").maxY, stack.maxY)
        // IconDemo1's heart is inside its ZStack; IconDemo2's sticks out of its overlay.
        XCTAssertGreaterThanOrEqual(try dump.node("icon1Heart").minY, one.minY)
        XCTAssertLessThan(try dump.node("icon2Heart").minY, two.minY)
    }

    /// The green-gradient 100 × 50 rectangle moved by 30, 30 four ways: offset moves only the
    /// drawing (the green border stays 100 × 50 where the rectangle was laid out); padding,
    /// frame and position change the layout (green 130 × 80, the rectangle at its bottom-trailing).
    func testOffsetMovesTheDrawingOthersTheLayout() throws {
        let offset = try render("move-by-offset")
        let offsetGreen = try offset.node("rect#3"), offsetBlue = try offset.node("rect#1")
        assertSize(offsetGreen, 100, 50, "offset: green")
        assertSize(offsetBlue, 100, 50, "offset: blue")
        XCTAssertEqual(offsetBlue.minX - offsetGreen.minX, 30, accuracy: 0.001)
        XCTAssertEqual(offsetBlue.minY - offsetGreen.minY, 30, accuracy: 0.001)
        XCTAssertEqual(offset.root.midX, 100, accuracy: 0.5, "the layout is centred as if nothing moved")

        for (name, greenID) in [("move-by-padding", "rect#3"), ("move-by-frame", "rect#3"), ("move-by-position", "rect#4")] {
            let dump = try render(name)
            let green = try dump.node(greenID), blue = try dump.node("rect#1")
            assertSize(green, 130, 80, "\(name): green")
            assertSize(blue, 100, 50, "\(name): blue")
            XCTAssertEqual(blue.minX - green.minX, 30, accuracy: 0.001, name)
            XCTAssertEqual(blue.minY - green.minY, 30, accuracy: 0.001, name)
            XCTAssertEqual(blue.maxX, green.maxX, accuracy: 0.001, name)
            XCTAssertEqual(blue.maxY, green.maxY, accuracy: 0.001, name)
        }
    }

    // MARK: - Seed 003: Chinese ViewThatFits, Apple's UploadProgressView

    /// The weather texts in title font: each width selects the longest text that fits.
    func testWeatherSelectsByWidth() throws {
        let texts = ["晴天，气温25°", "晴天，25°", "晴25"]
        let widths = try texts.map { try idealWidth($0, modifiers: #"[{"font": "title"}]"#) }
        XCTAssertEqual(widths, widths.sorted(by: >))
        // The article's frame(width: 200): the full text fits.
        let dump = try render("weather-view-that-fits")
        XCTAssertEqual(try dump.node("vtf").selected, 0)
        XCTAssertEqual(try dump.node("vtf#1").width, 200)
        XCTAssertEqual(try dump.node("full").lines, 1)
        // "当父视图的宽度在100到150之间时 … 晴25": at 100 and 120.
        for width in [100.0, 120] {
            XCTAssertEqual(try render("weather-view-that-fits", ["width": width]).node("vtf").selected, 2, "width \(width)")
        }
        for (index, width) in widths.enumerated() {
            XCTAssertEqual(try render("weather-view-that-fits", ["width": width]).node("vtf").selected, index, "width \(width)")
        }
        XCTAssertEqual(try render("weather-view-that-fits", ["width": widths[0] - 0.5]).node("vtf").selected, 1)
        XCTAssertEqual(try render("weather-view-that-fits", ["width": widths[1] - 0.5]).node("vtf").selected, 2)
        let narrow = try render("weather-view-that-fits", ["width": 50])
        XCTAssertEqual(try narrow.node("vtf").selected, 2, "nothing fits 50: the last")
    }

    /// No missing glyphs: the CJK text is drawn with Noto Sans CJK, whose ideographs and full-width
    /// comma are one em (28 at title size) each.
    func testWeatherTextHasCJKGlyphs() throws {
        let measurer = PangoTextMeasurer()
        let title = Font.TextStyle.title.font
        let files = measurer.fontFiles(for: TextRequest(string: "晴天，气温25°", font: title))
        XCTAssertTrue(files.contains { $0.contains("NotoSansCJK") || $0.contains("NotoSerifCJK") }, "\(files)")
        let ideographs = measurer.measure(TextRequest(string: "晴天，气温", font: title))
        XCTAssertEqual(ideographs.size.width, 5 * 28, accuracy: 1, "five full-width glyphs of one em")
        let full = try idealWidth("晴天，气温25°", modifiers: #"[{"font": "title"}]"#)
        XCTAssertGreaterThan(full, 5 * 28 + 28, "plus 25°")
        XCTAssertLessThan(full, 5 * 28 + 3 * 28)
        XCTAssertEqual(try idealWidth("晴", modifiers: #"[{"font": "title"}]"#), 28, accuracy: 0.5)
    }

    /// The Chinese ScrollView/Stepper demo in .padding(): the VStack offers 390 − 32 = 358; the
    /// plain HStack while 30n + 8(n − 1) ≤ 358 (n ≤ 9), the ScrollView from 10 on.
    func testChineseScrollViewDemoSwitchesAfterNine() throws {
        for count in [3, 9, 10, 20] {
            let dump = try render("weather-scroll-view-stepper", ["count": count])
            let vtf = try dump.node("vtf")
            XCTAssertEqual(vtf.proposal.width, 358)
            let contentWidth = Double(30 * count + 8 * (count - 1))
            XCTAssertEqual(vtf.selected, contentWidth <= 358 ? 0 : 1, "count \(count)")
            XCTAssertEqual(vtf.selected, count <= 9 ? 0 : 1, "count \(count)")
            XCTAssertEqual(try dump.node("stepper").width, 358, "the Stepper row takes the full width")
            XCTAssertEqual(try dump.node("stepper").kind, "Stepper")
            XCTAssertEqual(try dump.node("label").lines, 1)
        }
    }

    /// Apple's UploadProgressView at maxWidth 200, 100 and 50: the HStack, then the ProgressView
    /// alone (its width 100 ≤ 100), then the Text "75%".
    func testUploadProgressView() throws {
        let dump = try render("upload-progress-view")
        let wide = try dump.node("upload200"), middle = try dump.node("upload100"), narrow = try dump.node("upload50")
        XCTAssertEqual(wide.selected, 0)
        XCTAssertEqual(middle.selected, 1)
        XCTAssertEqual(narrow.selected, 2)
        XCTAssertEqual(wide.proposal.width, 200)
        XCTAssertEqual(middle.proposal.width, 100)
        XCTAssertEqual(narrow.proposal.width, 50)
        XCTAssertNotNil(wide.first(kind: "HStack")?.first(kind: "ProgressView"))
        XCTAssertNotNil(wide.first(kind: "HStack")?.first(kind: "Text"))
        assertSize(try XCTUnwrap(middle.first(kind: "ProgressView")), 100, 4, "ProgressView at 100")
        XCTAssertNil(middle.first(kind: "Text"))
        let percent = try XCTUnwrap(narrow.first(kind: "Text"))
        XCTAssertEqual(percent.lines, 1)
        XCTAssertLessThanOrEqual(percent.width, 50)
        XCTAssertEqual(try idealWidth("75%"), percent.width)
    }
}

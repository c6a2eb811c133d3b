import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource

/// `TimelineView` at rest and `Canvas` (InterpreterTimelineView, InterpreterCanvas, CanvasView,
/// CanvasPainter): exact numbers with the fixed-advance measurer (10 pt per character, 20 pt
/// lines). Snippets shaped like Food Truck's BrandHeader, written for these tests.
final class SwiftCanvasTests: XCTestCase {
    /// 2026-01-01 09:41:30 UTC: half a minute past the default `--now`.
    static let now = 788_953_290.0

    func load(_ source: String) throws -> SwiftSource.Loaded {
        var options = SwiftSource.Options()
        options.now = Date(timeIntervalSinceReferenceDate: Self.now)
        return try SwiftSource.load(Array(source.utf8), file: "View.swift", options: options)
    }

    func layout(_ loaded: SwiftSource.Loaded, width: Double = 200) throws -> Renderer.LayoutResult {
        var options = RenderOptions(canvas: loaded.scene.canvas)
        options.width = width
        return try Renderer.layout(loaded.scene.root, options: options, measurer: FixedAdvanceMeasurer())
    }

    func canvas(in node: PlacedNode) -> (PlacedNode, CanvasDrawing)? {
        if case .canvas(let drawing) = node.content { return (node, drawing) }
        for child in node.children { if let found = canvas(in: child) { return found } }
        return nil
    }

    /// TimelineView step 2: the date each schedule's first update carries.
    func testTheContextDateIsTheSchedulesEntryForNow() throws {
        func shown(_ schedule: String) throws -> String {
            let loaded = try load("TimelineView(\(schedule)) { context in Text(\"\\(Int(context.date.timeIntervalSinceReferenceDate))\") }")
            XCTAssertEqual(loaded.warnings, [], schedule)
            let json = JSONOutput.scene(loaded.json)
            guard let range = json.range(of: #""text": "(\d+)""#, options: .regularExpression) else { return json }
            return String(json[range].dropFirst(9).dropLast())
        }
        XCTAssertEqual(try shown(".animation"), "788953290")
        XCTAssertEqual(try shown(".animation(minimumInterval: 1, paused: true)"), "788953290")
        // Apple's `date` page: an every-minute schedule updates at once with the minute's start.
        XCTAssertEqual(try shown(".everyMinute"), "788953260")
        // 788953000 + 41 × 7 = 788953287, the last entry at or before now.
        XCTAssertEqual(try shown(".periodic(from: Date(timeIntervalSinceReferenceDate: 788953000), by: 7)"), "788953287")
        XCTAssertEqual(try shown(".periodic(from: Date(timeIntervalSinceReferenceDate: 788953500), by: 7)"), "788953500")
        XCTAssertEqual(try shown(".explicit([Date(timeIntervalSinceReferenceDate: 788953400), Date(timeIntervalSinceReferenceDate: 788953100)])"), "788953100")
        XCTAssertEqual(try shown(".explicit([Date(timeIntervalSinceReferenceDate: 788953400)])"), "788953400")
    }

    /// TimelineView step 4: no layout of its own; its content stands where it is.
    func testATimelineViewIsItsContent() throws {
        let result = try layout(try load("""
        VStack(spacing: 0) {
            TimelineView(.animation) { _ in Text("abc").id("t") }
                .padding(5)
            Text("de").id("after")
        }
        """))
        XCTAssertFrame(result.frame("t"), 85, 5, 30, 20)
        XCTAssertFrame(result.frame("after"), 90, 30, 20, 20)
    }

    /// TimelineView step 2: a schedule SwiftUI does not have is the app's own: now, noted; a
    /// built-in schedule with other arguments is an error.
    func testAnAppsOwnScheduleIsNowAndAWrongOneAnError() throws {
        let loaded = try load("TimelineView(.hourly) { context in Text(context.date, format: .dateTime.hour().minute()) }")
        XCTAssertTrue(JSONOutput.scene(loaded.json).contains("9:41"), JSONOutput.scene(loaded.json))
        XCTAssertTrue(loaded.notes.contains { $0.contains(".hourly is the app's own") }, "\(loaded.notes)")
        XCTAssertThrowsError(try load("TimelineView(.periodic(after: 3)) { _ in Text(\"a\") }")) { error in
            XCTAssertTrue("\(error)".contains(".periodic takes other arguments"), "\(error)")
        }
    }

    /// Canvas step 1: the whole proposal; 10 × 10 when asked its ideal size.
    func testACanvasTakesTheProposalAndTenPointsIdeally() throws {
        let result = try layout(try load("""
        VStack(spacing: 0) {
            Canvas { _, _ in }.frame(height: 50).id("flexible")
            Canvas { _, _ in }.fixedSize().id("ideal")
        }
        """))
        XCTAssertFrame(result.frame("flexible"), 0, 0, 200, 50)
        XCTAssertFrame(result.frame("ideal"), 95, 50, 10, 10)
    }

    /// Canvas step 2 and GraphicsContext steps 1–3: the commands, with the state at each.
    func testTheClosureIsRecordedWithTheContextsState() throws {
        let loaded = try load("""
        Canvas { context, size in
            context.fill(Rectangle().path(in: CGRect(x: 0, y: 0, width: size.width, height: size.height)), with: .color(.red))
            context.drawLayer { layer in
                layer.translateBy(x: 40, y: 30)
                layer.scaleBy(x: 2, y: 3)
                layer.opacity = 0.5
                layer.stroke(Path(CGRect(x: 0, y: 0, width: 4, height: 4)), with: .color(.blue), lineWidth: 2)
            }
            var turned = context
            turned.rotate(by: .degrees(90))
            turned.draw(Text("ab"), at: CGPoint(x: size.width, y: 0), anchor: .topLeading)
        }
        .frame(width: 100, height: 60)
        """)
        XCTAssertEqual(loaded.warnings, [])
        let result = try layout(loaded)
        let (node, drawing) = try XCTUnwrap(canvas(in: result.root))
        XCTAssertEqual(drawing.commands.count, 3)
        // The size the closure saw is the canvas's own: 100 × 60.
        XCTAssertEqual(drawing.commands[0].kind, .fill([.rect(Rect(x: 0, y: 0, width: 100, height: 60))], CanvasShading(.color(RGBA.named["red"]!)), evenOdd: false))
        XCTAssertEqual(drawing.commands[0].transform, CanvasCommand.identity)
        XCTAssertEqual(drawing.commands[1].transform, [2, 0, 0, 3, 40, 30])
        XCTAssertEqual(drawing.commands[1].opacity, 0.5)
        XCTAssertEqual(drawing.commands[1].kind, .stroke([.rect(Rect(x: 0, y: 0, width: 4, height: 4))], CanvasShading(.color(RGBA.named["blue"]!)), lineWidth: 2))
        let t = drawing.commands[2].transform
        XCTAssertEqual(t.map { ($0 * 1e9).rounded() / 1e9 }, [0, 1, -1, 0, 0, 0])
        XCTAssertEqual(drawing.commands[2].kind, .view(child: 0, point: Point(x: 100, y: 0), anchor: UnitPoint(x: 0, y: 0), rect: nil, stretched: false))
        // The text is the canvas's child at its ideal size, drawn only through the command.
        XCTAssertEqual(node.children.count, 1)
        XCTAssertSize(node.children[0].frame, 20, 20)
    }

    /// GraphicsContext step 6 (lane fresh25d): `symbols:` views named by their tags, resolved by
    /// id and drawn like any view; an id no symbol has resolves to nil. Shaped like a map pin
    /// that draws an avatar symbol on its dot, written for the test.
    func testSymbolsAreResolvedByTheirTagsAndDrawn() throws {
        let loaded = try load("""
        Canvas { context, size in
            if let avatar = context.resolveSymbol(id: 0) {
                context.draw(avatar, at: CGPoint(x: 21, y: 21), anchor: .center)
            }
            if context.resolveSymbol(id: 7) == nil {
                context.fill(Path(CGRect(x: 0, y: 0, width: 2, height: 2)), with: .color(.red))
            }
            if let bar = context.resolveSymbol(id: 11) {
                context.draw(bar, in: CGRect(x: 1, y: 2, width: 30, height: 6))
            }
            if let caption = context.resolveSymbol(id: "caption") {
                context.draw(caption, at: .zero, anchor: .topLeading)
            }
        } symbols: {
            Circle().frame(width: 12, height: 12).tag(0)
            ForEach(0..<2) { index in
                Rectangle().frame(width: 4, height: 4).tag(index + 10)
            }
            Text("ab").tag("caption")
        }
        .frame(width: 42, height: 50)
        """)
        XCTAssertEqual(loaded.warnings, [])
        let result = try layout(loaded)
        let (node, drawing) = try XCTUnwrap(canvas(in: result.root))
        XCTAssertEqual(drawing.commands.count, 4)
        XCTAssertEqual(drawing.commands[0].kind, .view(child: 0, point: Point(x: 21, y: 21), anchor: UnitPoint(x: 0.5, y: 0.5), rect: nil, stretched: false))
        XCTAssertEqual(drawing.commands[1].kind, .fill([.rect(Rect(x: 0, y: 0, width: 2, height: 2))], CanvasShading(.color(RGBA.named["red"]!)), evenOdd: false))
        XCTAssertEqual(drawing.commands[2].kind, .view(child: 1, point: .zero, anchor: UnitPoint(x: 0.5, y: 0.5), rect: Rect(x: 1, y: 2, width: 30, height: 6), stretched: false))
        XCTAssertEqual(drawing.commands[3].kind, .view(child: 2, point: .zero, anchor: UnitPoint(x: 0, y: 0), rect: nil, stretched: false))
        // Only the symbols drawn are the canvas's children: the circle at its 12 × 12 frame, the
        // bar of tag 11 (a `ForEach`'s second view) and the text at its ideal 20 × 20.
        XCTAssertEqual(node.children.count, 3)
        XCTAssertSize(node.children[0].frame, 12, 12)
        XCTAssertSize(node.children[1].frame, 4, 4)
        XCTAssertSize(node.children[2].frame, 20, 20)
    }

    /// GraphicsContext step 2: a gradient's CGPoints become unit points of the canvas's size.
    func testAGradientsPointsAreUnitPointsOfTheCanvas() throws {
        let loaded = try load("""
        Canvas { context, size in
            context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)),
                         with: .linearGradient(Gradient(colors: [.red, .blue]), startPoint: CGPoint(x: 50, y: 0), endPoint: CGPoint(x: 50, y: 30)))
        }
        .frame(width: 100, height: 60)
        """)
        let (_, drawing) = try XCTUnwrap(canvas(in: try layout(loaded).root))
        guard case .fill(_, let shading, _) = drawing.commands[0].kind, case .linear(_, let start, let end) = shading.style else {
            return XCTFail("\(drawing.commands)")
        }
        XCTAssertEqual(start, UnitPoint(x: 0.5, y: 0))
        XCTAssertEqual(end, UnitPoint(x: 0.5, y: 0.5))
    }

    /// GraphicsContext steps 2 and 4: what is not drawn is a located warning; the rest is drawn.
    func testFiltersAndConicGradientsAreLeftOutWithAWarning() throws {
        let loaded = try load("""
        Canvas { context, size in
            context.addFilter(.blur(radius: 3))
            context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .conicGradient(Gradient(colors: [.red, .blue]), center: .zero))
            context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.green))
        }
        .frame(width: 100, height: 60)
        """)
        let result = try layout(loaded)
        let (_, drawing) = try XCTUnwrap(canvas(in: result.root))
        XCTAssertEqual(drawing.commands.count, 1)
        let all = loaded.warnings + result.warnings
        XCTAssertTrue(all.contains { $0.contains("View.swift:2:5: warning: left out GraphicsContext.addFilter(.blur)") }, "\(all)")
        XCTAssertTrue(all.contains { $0.contains("View.swift:3:5: warning: left out a GraphicsContext fill: its shading .conicGradient is not drawn") }, "\(all)")
    }

    /// A JSON scene states the commands itself (docs/scene-format.md); bad ones are located errors.
    func testAJSONCanvasAndItsErrors() throws {
        let scene = try SceneDecoder.decode(Array(#"{"root": {"type": "Canvas", "commands": [{"fill": [["rect", 0, 0, 5, 5]], "with": "red", "opacity": 0.25, "transform": [1, 0, 0, 1, 3, 4]}]}, "canvas": {"width": 20, "height": 20}}"#.utf8), file: "s.json")
        let result = try Renderer.layout(scene.root, options: RenderOptions(canvas: scene.canvas), measurer: FixedAdvanceMeasurer())
        let (_, drawing) = try XCTUnwrap(canvas(in: result.root))
        XCTAssertEqual(drawing.commands, [CanvasCommand(kind: .fill([.rect(Rect(x: 0, y: 0, width: 5, height: 5))], CanvasShading(.color(RGBA.named["red"]!)), evenOdd: false),
                                                        transform: [1, 0, 0, 1, 3, 4], opacity: 0.25)])
        XCTAssertThrowsError(try SceneDecoder.decode(Array(#"{"root": {"type": "Canvas", "commands": [{"fill": [], "with": "red", "blendMode": "glow"}]}}"#.utf8), file: "s.json")) { error in
            XCTAssertTrue("\(error)".contains("unknown blend mode \"glow\""), "\(error)")
        }
    }
}

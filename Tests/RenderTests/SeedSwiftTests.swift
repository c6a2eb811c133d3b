import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource
@testable import RenderSwiftUI
@testable import RenderCheck
@testable import RenderTools

/// Every SwiftUI code block of the seed articles that is a view, rendered from the article's
/// own text (`examples/swift/`, copied verbatim), with the outcome the article states. Text is
/// measured by Pango with the project's fonts, so the tests assert the articles' outcomes and
/// relations, not SF Pro's widths.
final class SeedSwiftTests: XCTestCase {
    struct Rendered {
        var loaded: SwiftSource.Loaded
        var layout: Renderer.LayoutResult

        var root: PlacedNode { layout.root }

        func all(_ kind: String) -> [PlacedNode] {
            var found: [PlacedNode] = []
            root.forEach { if $0.kind == kind { found.append($0) } }
            return found
        }

        func text(_ string: String) -> PlacedNode? {
            root.first(where: { node in
                if case .text(let run) = node.content { return run.request.string == string }
                return false
            })
        }
    }

    func render(_ name: String, width: Double? = nil, height: Double? = nil, _ overrides: [String: SceneParameter] = [:],
                file: StaticString = #filePath, line: UInt = #line) throws -> Rendered {
        let path = repositoryRoot.appendingPathComponent("examples/swift/\(name).swift").path
        let loaded = try SwiftSource.load(contentsOf: path, options: SwiftSource.Options(overrides: overrides))
        var options = RenderOptions(canvas: loaded.scene.canvas)
        options.width = width
        options.height = height
        let layout = try Renderer.layout(loaded.scene.root, options: options, measurer: PangoTextMeasurer())
        return Rendered(loaded: loaded, layout: layout)
    }

    func lines(_ node: PlacedNode?) -> Int? {
        guard case .text(let run)? = node?.content else { return nil }
        return run.measurement.lineCount
    }

    /// Every file renders: the examples folder holds only views.
    func testEveryExampleRenders() throws {
        let directory = repositoryRoot.appendingPathComponent("examples/swift")
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".swift") }.sorted()
        XCTAssertGreaterThanOrEqual(files.count, 31)
        for file in files {
            let name = String(file.dropLast(".swift".count))
            // 001-16 leaves `width` free, as the article's snippet does.
            XCTAssertNoThrow(try render(name, name.hasPrefix("001-16") ? ["width": .number(100)] : [:]), name)
        }
    }

    // MARK: - 001: Mastering ViewThatFits

    func testViewThatFitsAt100SelectsHelloWorldAndAt10WrapsHi() throws {
        let hundred = try render("001-03-view-that-fits-width-100")
        XCTAssertEqual(hundred.all("ViewThatFits").first?.selected, 1)
        XCTAssertEqual(lines(hundred.text("Hello World")), 1)
        let ten = try render("001-04-view-that-fits-width-10")
        XCTAssertEqual(ten.all("ViewThatFits").first?.selected, 2)
        XCTAssertEqual(lines(ten.text("Hi")), 2, "offered 10 points, Hi takes two lines")
    }

    func testTheTwoFixesForHi() throws {
        let fixed = try render("001-05-text-hi-fixed-size-horizontal", width: 10)
        let hi = try XCTUnwrap(fixed.text("Hi"))
        XCTAssertEqual(lines(hi), 1)
        XCTAssertGreaterThan(hi.frame.width, 10, "wider than the 10 points offered")
        let limited = try render("001-06-text-hi-line-limit", width: 10)
        guard case .text(let run)? = limited.root.first(where: { if case .text = $0.content { return true } else { return false } })?.content else {
            return XCTFail("no text")
        }
        XCTAssertEqual(run.measurement.lineCount, 1)
        XCTAssertTrue(run.measurement.truncated)
    }

    func testIdealSizeDemo() throws {
        let demo = try render("001-07-ideal-size-demo", width: 390)
        let rectangles = demo.all("Rectangle")
        XCTAssertEqual(rectangles.first?.frame.size, Size(width: 10, height: 10), "a shape's ideal size is 10 × 10")
        XCTAssertEqual(demo.all("Circle").first?.frame.size, Size(width: 10, height: 10))
        let scroll = try XCTUnwrap(demo.all("ScrollView").first)
        XCTAssertEqual(scroll.frame.width, 50 * 30 + 49 * 8, "the ideal ScrollView shows all fifty squares")
        let long = try XCTUnwrap(demo.all("Text").first)
        XCTAssertEqual(lines(long), 1)
        XCTAssertGreaterThan(long.frame.width, 390, "the fixed text ignores the screen's width")
    }

    func testIdealSizeDemo2TextGrowsTallerThanItsFrame() throws {
        let demo = try render("001-09-ideal-size-demo2")
        let text = try XCTUnwrap(demo.all("Text").first)
        XCTAssertLessThanOrEqual(text.frame.width, 100, "wrapped within the frame's width (a border is an overlay)")
        XCTAssertGreaterThan(text.frame.width, 80)
        XCTAssertGreaterThan(text.frame.height, 100)
    }

    func testIdealSizeDemo3SelectsTheSecondText() throws {
        let demo = try render("001-10-ideal-size-demo3")
        XCTAssertEqual(demo.all("ViewThatFits").first?.selected, 1)
        // Placed: the chosen Text 2, then Text 1 and Text 2 fixed vertically.
        let texts = demo.all("Text")
        XCTAssertEqual(texts.count, 3)
        guard texts.count == 3 else { return }
        XCTAssertGreaterThan(texts[1].frame.height, 100, "Text 1 fixed vertically is taller than 100")
        XCTAssertLessThanOrEqual(texts[2].frame.height, 100, "Text 2 fits")
    }

    func testHeight30SelectsTheLastTextTruncated() throws {
        let demo = try render("001-11-view-that-fits-vertical-height-30")
        XCTAssertEqual(demo.all("ViewThatFits").first?.selected, 1)
        guard case .text(let run)? = demo.all("Text").first?.content else { return XCTFail("no text") }
        XCTAssertTrue(run.measurement.truncated)
    }

    func testSetIdealSizeFollowsItsState() throws {
        let off = try render("001-12-set-ideal-size", width: 390, height: 700)
        XCTAssertEqual(off.loaded.scene.params["useIdealSize"], .string("false"))
        XCTAssertEqual(off.loaded.notes.count, 1, "the .animation is noted: \(off.loaded.notes)")
        let rectanglesOff = off.all("Rectangle")
        guard rectanglesOff.count == 3 else { return XCTFail("\(rectanglesOff.count) rectangles") }
        XCTAssertEqual(rectanglesOff[0].frame.size, Size(width: 100, height: 100))
        XCTAssertEqual(rectanglesOff[2].frame.width, 390, "the plain rectangle takes the width offered")
        let on = try render("001-12-set-ideal-size", width: 390, height: 700, ["useIdealSize": .string("true")])
        let rectanglesOn = on.all("Rectangle")
        guard rectanglesOn.count == 3 else { return XCTFail("\(rectanglesOn.count) rectangles") }
        XCTAssertEqual(rectanglesOn[0].frame.size, Size(width: 100, height: 100))
        XCTAssertEqual(rectanglesOn[1].frame.size, Size(width: 100, height: 100), "the ideal frame is its fixed size")
        XCTAssertEqual(rectanglesOn[2].frame.size, Size(width: 10, height: 10))
        XCTAssertEqual(on.all("Button").count, 1)
    }

    func testScrollViewDemoScrollsOnlyWhenTheSquaresDoNotFit() throws {
        let few = try render("001-13-scroll-view-demo")
        XCTAssertEqual(few.all("ViewThatFits").first?.selected, 0)
        XCTAssertNotNil(few.text("Count: 3"))
        XCTAssertEqual(few.all("Slider").count, 1)
        let many = try render("001-13-scroll-view-demo", ["step": .number(20)])
        XCTAssertEqual(many.all("ViewThatFits").first?.selected, 1)
        XCTAssertNotNil(many.text("Count: 20"))
        XCTAssertNotNil(many.text("19"), "Text(i, format: .number)")
    }

    func testTextDemoPicksTheLongestTextThatFits() throws {
        for width in [300.0, 200, 120, 60] {
            let demo = try render("001-14-text-demo", ["width": .number(width)])
            let vtf = try XCTUnwrap(demo.all("ViewThatFits").first)
            let chosen = try XCTUnwrap(vtf.selected)
            let texts = ["Fatbobman's Swift Weekly", "Fatbobman's Weekly", "Fat's Weekly", "Weekly"]
            let shown = try XCTUnwrap(demo.text(texts[chosen]))
            XCTAssertEqual(lines(shown), 1, "width \(width)")
            if chosen < 3 { XCTAssertLessThanOrEqual(shown.frame.width, width) }
        }
    }

    func testMinimumScaleFactorShrinksInsteadOfWrapping() throws {
        let demo = try render("001-16-minimum-scale-factor", ["width": .number(100)])
        let text = try XCTUnwrap(demo.all("Text").first)
        guard case .text(let run) = text.content else { return XCTFail("no text") }
        XCTAssertEqual(run.measurement.lineCount, 1)
        XCTAssertLessThanOrEqual(text.frame.width, 100)
    }

    func testLayoutSwitchDemoGoesHorizontalWhenWide() throws {
        let narrow = try render("001-17-layout-switch-demo", width: 390, height: 700)
        XCTAssertEqual(narrow.all("ViewThatFits").first?.selected, 1, "at 100 the logo is above the title")
        let wide = try render("001-17-layout-switch-demo", width: 390, height: 700, ["width": .number(250)])
        XCTAssertEqual(wide.all("ViewThatFits").first?.selected, 0, "at 250 they sit side by side")
        XCTAssertEqual(narrow.loaded.scene.params["width"], .number(100))
    }

    // MARK: - 002: layout dimensions

    func testContentViewIsCentredOnTheScreen() throws {
        let demo = try render("002-01-content-view-zstack", width: 390, height: 763)
        let text = try XCTUnwrap(demo.text("Hello world"))
        XCTAssertEqual(text.frame.minX + text.frame.width / 2, 195, accuracy: 0.5)
        XCTAssertEqual(text.frame.minY + text.frame.height / 2, 381.5, accuracy: 0.5)
    }

    func testFramesPaddingOffsetAndPosition() throws {
        let nested = try render("002-11-ideal-frame-fixed-size")
        XCTAssertEqual(nested.root.frame.size, Size(width: 100, height: 100), "the ideal frame, fixed")
        let offset = try render("002-16-offset")
        XCTAssertEqual(offset.root.frame.size, Size(width: 100, height: 50), "offset leaves layout alone")
        let padded = try render("002-17-padding-edge-insets")
        XCTAssertEqual(padded.root.frame.size, Size(width: 130, height: 80))
        let framed = try render("002-18-frame-bottom-trailing")
        XCTAssertEqual(framed.root.frame.size, Size(width: 130, height: 80))
        let positioned = try render("002-19-position")
        XCTAssertEqual(positioned.root.frame.size, Size(width: 130, height: 80))
    }

    func testIconDemo3IsTheHeartsSize() throws {
        let demo = try render("002-15-icon-demos-zstack-overlay-background")
        XCTAssertEqual(demo.root.frame.size, Size(width: 30, height: 30), "the last struct, IconDemo3: background takes the heart's size")
    }

    func testPrintSizeInfoRunsItsGeometryReaderAndIgnoresThePrint() throws {
        let demo = try render("002-09-print-size-info")
        XCTAssertNotNil(demo.text("Hello world"))
        XCTAssertEqual(demo.all("GeometryReader").count, 1)
        XCTAssertEqual(demo.loaded.notes.count, 1, "\(demo.loaded.notes)")
    }

    // MARK: - 003 and 004

    func testWeatherAndStepperDemos() throws {
        let weather = try render("003-01-view-that-fits-weather")
        XCTAssertNotNil(weather.all("ViewThatFits").first?.selected)
        let stepper = try render("003-02-content-view-stepper-scroll", width: 390)
        XCTAssertEqual(stepper.all("ViewThatFits").first?.selected, 0)
        XCTAssertNotNil(stepper.text("数量: 3"))
        XCTAssertEqual(stepper.all("Stepper").count, 1)
        let many = try render("003-02-content-view-stepper-scroll", width: 390, ["step": .number(20)])
        XCTAssertEqual(many.all("ViewThatFits").first?.selected, 1)
    }

    func testUploadProgressViewAtThreeWidths() throws {
        let demo = try render("004-upload-progress-demo", width: 390)
        let choices = demo.all("ViewThatFits").map(\.selected)
        XCTAssertEqual(choices, [0, 1, 2], "200: text and bar; 100: the bar; 50: the text")
        XCTAssertNotNil(demo.text("75%"))
    }
}

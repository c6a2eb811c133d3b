import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource
@testable import RenderTools

/// A placeholder, not a refusal (docs/swift-input.md, "Placeholders"): what the renderer does
/// not know is a marked box or is left out, with one located warning each; `--strict` makes
/// each an error. Fixed-advance measurer (10 pt per character, 20 pt lines).
final class SwiftPlaceholderTests: XCTestCase {
    func load(_ source: String, strict: Bool = false) throws -> SwiftSource.Loaded {
        var options = SwiftSource.Options(strict: strict)
        options.stepLimit = 50_000
        return try SwiftSource.load(Array(source.utf8), file: "View.swift", options: options)
    }

    func layout(_ loaded: SwiftSource.Loaded, width: Double = 200) throws -> Renderer.LayoutResult {
        var options = RenderOptions(canvas: loaded.scene.canvas)
        options.width = width
        return try Renderer.layout(loaded.scene.root, options: options, measurer: FixedAdvanceMeasurer())
    }

    func testAnUnknownViewIsANamedBoxAndTheRestRenders() throws {
        let loaded = try load("""
        VStack(spacing: 0) {
            Text("before").id("before")
            SpriteView { context, size in }
                .id("canvas")
            Text("after").id("after")
        }
        """)
        XCTAssertEqual(loaded.warnings, ["View.swift:3:5: warning: placeholder for SpriteView: the renderer does not know it"])
        XCTAssertEqual(loaded.placeholders, 1)
        let result = try layout(loaded)
        // At least 44 high, as wide as offered (200).
        XCTAssertFrame(result.frame("canvas"), 0, 20, 200, 44)
        XCTAssertFrame(result.frame("after"), 75, 64, 50, 20)
        // It names itself in the picture: a Text of its name.
        let json = JSONOutput.scene(loaded.json)
        XCTAssertTrue(json.contains(#""text": "SpriteView""#), json)
    }

    func testModifiersOfAnUnknownViewApplyToItsPlaceholder() throws {
        let result = try layout(try load("SpriteView { _, _ in }.frame(width: 80, height: 100).id(\"c\")"))
        XCTAssertSize(result.frame("c"), 80, 100)
    }

    func testAnUnknownContainerShowsItsContentInside() throws {
        let loaded = try load("""
        FancyContainer(style: .wide) {
            Text("inside").id("inside")
        }
        .id("box")
        """)
        let result = try layout(loaded)
        XCTAssertEqual(result.frame("box").width, 200)
        // Under the name, inside the 6 pt padding: the content is drawn.
        let inside = result.frame("inside")
        XCTAssertSize(inside, 60, 20)
        XCTAssertGreaterThan(inside.minY, 6)
        XCTAssertEqual(loaded.warnings.count, 1)
        XCTAssertTrue(loaded.warnings[0].hasPrefix("View.swift:1:1: warning: placeholder for FancyContainer"), loaded.warnings[0])
    }

    func testAnUnknownModifierIsLeftOut() throws {
        let loaded = try load("""
        Text("abc")
            .shadowy(radius: 3)
            .padding(5)
            .id("t")
        """)
        XCTAssertEqual(loaded.warnings, ["View.swift:2:5: warning: unknown modifier .shadowy: left out"])
        XCTAssertEqual(loaded.placeholders, 0)
        XCTAssertSize(try layout(loaded).frame("t"), 40, 30)
    }

    func testAnUnknownValueLeavesOutTheModifierItReaches() throws {
        let loaded = try load("""
        Text("abc")
            .frame(width: Metrics.shared.bounds.width / 2)
            .id("t")
        """)
        XCTAssertEqual(loaded.warnings, ["View.swift:2:5: warning: left out .frame: its argument uses Metrics, which the renderer does not know"])
        XCTAssertSize(try layout(loaded).frame("t"), 30, 20)
    }

    func testAKnownViewGivenAnUnknownValueIsAPlaceholderNamingBoth() throws {
        let loaded = try load("""
        VStack {
            Text(Metrics.shared.title).id("t")
        }
        """)
        XCTAssertEqual(loaded.placeholders, 1)
        XCTAssertTrue(loaded.warnings.first?.contains("placeholder for Text(Metrics)") == true, "\(loaded.warnings)")
        XCTAssertEqual(try layout(loaded).frame("t").height, 44)
    }

    func testWhatComesFromOutsideTheViewIsAPlaceholder() throws {
        // A model the caller would pass, an environment object, an `if` and a `ForEach` of it.
        let loaded = try load("""
        struct Item { var title: String }
        struct Row: View {
            let item: Item
            @EnvironmentObject var store: Store
            @FocusState private var focused: Bool
            var body: some View {
                VStack(spacing: 0) {
                    Text(item.title).id("title")
                    if store.isLoading {
                        Text("loading")
                    }
                    ForEach(store.items) { Text($0.name) }
                    Text(focused ? "focused" : "idle").id("focus")
                }
            }
        }
        """)
        XCTAssertEqual(loaded.warnings, [
            "View.swift:8:13: warning: placeholder for Text(Row.item): the renderer does not know it",
            "View.swift:9:13: warning: placeholder for if store.isLoading: the renderer does not know it",
            "View.swift:12:13: warning: placeholder for ForEach(Row.store): the renderer does not know it",
        ])
        let result = try layout(loaded)
        XCTAssertFrame(result.frame("title"), 0, 0, 200, 44)
        // @FocusState starts unfocused; the three placeholders are 44 high each.
        XCTAssertFrame(result.frame("focus"), 80, 132, 40, 20)
        // A number, string or Bool the caller passes: --set gives it; without it, it is unknown
        // (a placeholder, with a warning naming the fix), and an error under --strict.
        let unset = try load("struct B: View { let title: String\n var body: some View { Text(title) } }")
        XCTAssertEqual(unset.warnings, [
            "View.swift:1:22: warning: B.title has no default value: give it one with --set title=… (it is unknown until then)",
            "View.swift:2:24: warning: placeholder for Text(B.title): the renderer does not know it",
        ])
        XCTAssertThrowsError(try load("struct B: View { let title: String\n var body: some View { Text(title) } }", strict: true)) {
            XCTAssertTrue("\($0)".contains("give it one with --set title"), "\($0)")
        }
        XCTAssertThrowsError(try load("struct Item {}\nstruct Row: View { let item: Item\n var body: some View { Text(\"a\") } }", strict: true))
    }

    func testOperationsOfAnUnknownValueAreUnknown() throws {
        // Arithmetic, comparison, negation, subscripts, ternaries, conversions and string
        // interpolation of an unknown value: each view they reach is one placeholder.
        let loaded = try load("""
        VStack(spacing: 0) {
            Text("\\(Store.shared.count + 1) items").id("a")
            Text(Store.shared.items[0]).id("b")
            Text(!Store.shared.flag ? "x" : "y").id("c")
            Text(Store.shared.count > 2 ? "many" : "few").id("d")
            Color.red.frame(width: CGFloat(Store.shared.count), height: 10).id("e")
            Text(user?.name ?? "anonymous").id("f")
        }
        """.replacingOccurrences(of: "user?.name", with: "nobody?.name").replacingOccurrences(of: "VStack", with: "let nobody: String? = nil\nVStack"))
        XCTAssertEqual(loaded.placeholders, 4)
        XCTAssertEqual(loaded.warnings.filter { $0.contains("left out .frame") }.count, 1)
        let result = try layout(loaded)
        for id in ["a", "b", "c", "d"] { XCTAssertEqual(result.frame(id).height, 44, id) }
        // The frame given an unknown width is left out: the colour takes the space offered.
        XCTAssertEqual(result.frame("e").width, 200)
        // `nobody?.name` of nil is nil (optional chaining), so ?? gives its right side.
        XCTAssertSize(result.frame("f"), 90, 20)
    }

    func testStrictMakesEachAnError() throws {
        XCTAssertThrowsError(try load("SpriteView { _, _ in }", strict: true)) { error in
            let error = error as? SceneError
            XCTAssertEqual(error?.location, SourceLocation(line: 1, column: 1))
            XCTAssertTrue(error?.message.contains("unknown SpriteView") == true, "\(String(describing: error))")
        }
        XCTAssertThrowsError(try load("Text(\"a\")\n    .shadowy(radius: 3)", strict: true)) { error in
            let error = error as? SceneError
            XCTAssertEqual(error?.location, SourceLocation(line: 2, column: 5))
            XCTAssertTrue(error?.message.contains("unsupported modifier .shadowy") == true, "\(String(describing: error))")
        }
    }

    func testRealErrorsStayErrors() throws {
        // A wrong label on a known modifier, a syntax error, a lower-case free name.
        XCTAssertThrowsError(try load("Text(\"a\").padding(top: 3)")) { XCTAssertTrue("\($0)".contains("padding(_:_:)"), "\($0)") }
        XCTAssertThrowsError(try load("VStack {\n  Text(\"a\"\n}")) { XCTAssertTrue("\($0)".contains("syntax error"), "\($0)") }
        XCTAssertThrowsError(try load("Text(\"a\").frame(width: width)")) { XCTAssertTrue("\($0)".contains("cannot find 'width'"), "\($0)") }
        XCTAssertThrowsError(try load("Text(\"a\").frame(wdth: 3)")) { XCTAssertTrue("\($0)".contains("frame"), "\($0)") }
    }

    func testCheckRecordsNoGoldenWithPlaceholdersUnlessAsked() throws {
        let folder = try temporaryDirectory(self)
        try "VStack { Text(\"a\"); SpriteView { _, _ in } }".write(to: folder.appendingPathComponent("unknown.swift"), atomically: true, encoding: .utf8)
        var suite = GoldenSuite(directory: folder.path, record: .missing)
        suite.jobs = 1
        let refused = try suite.run()
        XCTAssertEqual(refused.results.map(\.status), [.failed])
        XCTAssertTrue(refused.results[0].problems.joined().contains("1 placeholder"), "\(refused.results[0].problems)")
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("__goldens__/unknown.png").path))
        suite.allowPlaceholders = true
        let recorded = try suite.run()
        XCTAssertEqual(recorded.results.map(\.status), [.recorded])
    }
}

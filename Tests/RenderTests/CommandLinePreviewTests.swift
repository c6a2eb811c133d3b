import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource
@testable import RenderTools

/// `--view EXPRESSION`: a `#Preview` body written on the command line, for a view that needs
/// inputs only its callers supply (`CommandLinePreview`, docs/swift-input.md "A preview on the
/// command line"). Laid out with the fixed-advance measurer (10 pt a character, 20 pt lines).
final class CommandLinePreviewTests: XCTestCase {
    /// Shaped like the corpus' cells: a `let` input with no default, no `#Preview`, and a
    /// module sample the app's own code uses.
    let card = """
    struct Country { let name: String; let population: Int }
    extension Country { static let samples = [Country(name: "Chad", population: 17), Country(name: "Peru", population: 34)] }
    struct CountryRow: View {
        let country: Country
        var body: some View {
            VStack(alignment: .leading) {
                Text(country.name)
                Text("\\(country.population) million")
            }
        }
    }
    #Preview("Dark mode") { Text("Named") }
    """

    func load(_ source: String, view: String?, strict: Bool = false) throws -> SwiftSource.Loaded {
        var options = SwiftSource.Options(viewName: view, strict: strict)
        options.readsModule = false
        options.stepLimit = 50_000
        return try SwiftSource.load(Array(source.utf8), file: "Row.swift", options: options)
    }

    func texts(_ loaded: SwiftSource.Loaded, width: Double = 300, height: Double = 200) throws -> [String: Rect] {
        var options = RenderOptions(canvas: loaded.scene.canvas)
        options.width = width
        options.height = height
        let result = try Renderer.layout(loaded.scene.root, options: options, measurer: FixedAdvanceMeasurer())
        var found: [String: Rect] = [:]
        result.root.forEach {
            let label = $0.view.label
            if label.hasPrefix("Text \""), found[label] == nil { found[String(label.dropFirst(6).dropLast())] = $0.frame }
        }
        return found
    }

    func error(_ source: String, view: String) -> SceneError? {
        do { _ = try load(source, view: view); return nil } catch let error as SceneError { return error } catch {
            return SceneError(file: "?", message: "\(error)")
        }
    }

    /// The expression is evaluated as a `#Preview` body: the struct's input comes from the
    /// module's sample, the modifiers apply, and it is a preview (laid out on the device).
    func testAnExpressionIsAPreviewBody() throws {
        let loaded = try load(card, view: "CountryRow(country: Country.samples[1])")
        XCTAssertEqual(loaded.warnings, [])
        XCTAssertNotNil(loaded.preview)
        // A VStack of "Peru" (40 × 20) and "34 million" (100 × 20), centred in 300 × 200.
        XCTAssertEqual(try texts(loaded), ["Peru": Rect(x: 100, y: 80, width: 40, height: 20),
                                           "34 million": Rect(x: 100, y: 100, width: 100, height: 20)])
        let padded = try load(card, view: "CountryRow(country: Country.samples[0]).padding(10).frame(width: 200, alignment: .leading)")
        XCTAssertEqual(try texts(padded), ["Chad": Rect(x: 60, y: 80, width: 40, height: 20),
                                           "17 million": Rect(x: 60, y: 100, width: 100, height: 20)])
        // Several statements, as a `#Preview` body may hold.
        let two = try load(card, view: "let peru = Country(name: \"Peru\", population: 34)\nreturn CountryRow(country: peru)")
        XCTAssertEqual(try texts(two)["Peru"], Rect(x: 100, y: 80, width: 40, height: 20))
    }

    /// A bare name keeps its meaning: a View struct (its input unknown, a placeholder) or a
    /// named `#Preview`; an unknown bare name lists what there is.
    func testABareNameIsAStructOrAPreview() throws {
        let row = try load(card, view: "CountryRow")
        XCTAssertNil(row.preview)
        // The module's one sample of the input's type (docs/swift-input.md, "The app's models").
        XCTAssertEqual(row.warnings, [])
        XCTAssertEqual(try texts(row).keys.sorted(), ["17 million", "Chad"])
        XCTAssertEqual(try texts(try load(card, view: "Dark mode")).keys.sorted(), ["Named"])
        let unknown = try XCTUnwrap(error(card, view: "CountyRow"))
        XCTAssertEqual(unknown.message, "--view CountyRow: the file has no View struct or #Preview named \"CountyRow\"; it has CountryRow, Dark mode")
    }

    /// Errors in the argument are located in it, with its line and a caret.
    func testErrorsAreLocatedInTheArgument() throws {
        let syntax = try XCTUnwrap(error(card, view: "CountryRow(country: .samples[0]"))
        XCTAssertEqual(syntax.file, "--view")
        XCTAssertEqual(syntax.location, SourceLocation(line: 1, column: 32))
        XCTAssertTrue(syntax.message.hasPrefix("syntax error: expected ')' to end function call"), syntax.message)
        XCTAssertEqual(syntax.description, "--view:1:32: syntax error: expected ')' to end function call\nCountryRow(country: .samples[0]\n                               ^")

        let url = try XCTUnwrap(error(card, view: "VStack { Text(\"a\"); Text(URL(string: \"x\")!) }"))
        XCTAssertEqual(url.description, "--view:1:26: Text: 'the argument' expects a String, found URL\nVStack { Text(\"a\"); Text(URL(string: \"x\")!) }\n                         ^")

        let label = try XCTUnwrap(error(card, view: "CountryRow(contry: .samples[0])"))
        XCTAssertEqual(label.file, "--view")
        XCTAssertEqual(label.location?.line, 1)

        let empty = try XCTUnwrap(error(card, view: "  \n "))
        XCTAssertEqual(empty.file, "--view")
        XCTAssertTrue(empty.message.hasPrefix("the view expression is empty"), empty.message)
    }

    /// A warning in the argument names it too: an unknown modifier there is left out, located.
    func testWarningsInTheArgumentNameIt() throws {
        let loaded = try load(card, view: "Text(\"a\")\n  .padding(3)\n  .wobble()")
        XCTAssertEqual(loaded.warnings.count, 1, "\(loaded.warnings)")
        XCTAssertTrue(loaded.warnings.first?.hasPrefix("--view:3:") == true, "\(loaded.warnings)")
        XCTAssertTrue(loaded.warnings.first?.contains("wobble") == true, "\(loaded.warnings)")
        XCTAssertThrowsError(try load(card, view: "Text(\"a\")\n  .padding(3)\n  .wobble()", strict: true)) { error in
            XCTAssertEqual((error as? SceneError)?.file, "--view")
        }
    }

    /// The argument meets a file's limits: nesting is refused before it is parsed, at the
    /// bracket that crosses; an endless loop stops at the step budget.
    func testHostileArgumentsAreBounded() throws {
        let deep = String(repeating: "VStack { ", count: 300) + "Text(\"x\")" + String(repeating: " }", count: 300)
        let nested = try XCTUnwrap(error(card, view: deep))
        XCTAssertEqual(nested.file, "--view")
        XCTAssertEqual(nested.location, SourceLocation(line: 1, column: 1 + 200 * 9 + 7))
        let loop = try XCTUnwrap(error(card, view: "var n = 0\nwhile true { n += 1 }\nreturn Text(\"\\(n)\")"))
        XCTAssertEqual(loop.file, "--view")
        XCTAssertTrue(loop.message.contains("takes more than 50000 evaluation steps"), loop.message)
    }

    /// Mutated arguments (characters cut, doubled, swapped, brackets added) end in a render or
    /// an error located in the argument or the file, never a crash: a seeded run.
    func testMutatedArgumentsEndInARenderOrALocatedError() throws {
        var generator = ViewArgumentRandom(seed: 25)
        let seeds = ["CountryRow(country: Country.samples[1]).padding(4)", "VStack { Text(\"a\"); CountryRow(country: .samples[0]) }",
                     "ForEach(Country.samples, id: \\.name) { CountryRow(country: $0) }"]
        let pieces = ["(", ")", "{", "}", "[", "]", ".", ",", ":", "\"", "\\(", "$0", "!", "?", "Country", "0", "-1", " ", "\n", "#if", "#Preview"]
        var rendered = 0, refused = 0
        for index in 0..<300 {
            var text = Array(seeds[index % seeds.count])
            for _ in 0..<(1 + Int(generator.next() % 4)) {
                let at = Int(generator.next() % UInt64(text.count + 1))
                switch generator.next() % 3 {
                case 0 where at < text.count: text.remove(at: at)
                case 1: text.insert(contentsOf: pieces[Int(generator.next() % UInt64(pieces.count))], at: at)
                default: if at < text.count { text.insert(contentsOf: text[at..<min(text.count, at + 5)], at: at) }
                }
            }
            let argument = String(text)
            do {
                _ = try texts(try load(card, view: argument))
                rendered += 1
            } catch let error as SceneError {
                refused += 1
                XCTAssertTrue(["--view", "Row.swift"].contains(error.file), "\(argument): \(error)")
                if error.file == "--view", !error.message.hasPrefix("the view expression is empty") {
                    XCTAssertNotNil(error.location, "\(argument): \(error)")
                }
            } catch {
                XCTFail("\(argument): \(error)")
            }
        }
        XCTAssertEqual(rendered + refused, 300)
        XCTAssertGreaterThan(refused, 0)
    }

    /// End to end: `render FILE --view EXPRESSION`, and its error on standard error with exit 1.
    func testCommandLine() throws {
        let directory = try temporaryDirectory(self)
        let file = directory.appendingPathComponent("Row.swift")
        try card.write(to: file, atomically: true, encoding: .utf8)
        let output = directory.appendingPathComponent("row.png").path
        let good = try runRender([file.path, "--view", "CountryRow(country: Country.samples[0])", "-o", output])
        XCTAssertEqual(good.status, 0, good.stderr)
        XCTAssertEqual(good.stderr, "")
        let bad = try runRender([file.path, "--view", "CountryRow(country: Country.samples[0]", "-o", output])
        XCTAssertEqual(bad.status, 1)
        XCTAssertTrue(bad.stderr.hasPrefix("render: --view:1:39: syntax error: expected ')' to end function call"), bad.stderr)
        let sweep = try runRender(["sweep", file.path, "--view", "CountryRow(country: Country.samples[1])", "--from", "100", "--to", "200", "--step", "100", "-o", directory.appendingPathComponent("s.png").path])
        XCTAssertEqual(sweep.status, 0, sweep.stderr)
    }
}

/// A small seeded generator (SplitMix64), so the mutated arguments are the same on every run.
private struct ViewArgumentRandom {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE5_E9B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

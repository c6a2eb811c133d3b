import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource
@testable import RenderSwiftUI
@testable import RenderCheck
@testable import RenderTools

/// Mutated Swift, from the seeds' own snippets: whatever the file holds, the front end answers
/// with a view tree or a `SceneError` naming the file — never a crash, a hang or a trap. A
/// fixed seed keeps the run repeatable; a crash here kills the test process, which fails it.
final class SwiftFuzzTests: XCTestCase {
    /// SplitMix64: small, seedable, the same on every machine.
    struct Random {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func below(_ n: Int) -> Int { n <= 0 ? 0 : Int(next() % UInt64(n)) }
    }

    static let fragments = [
        "{", "}", "(", ")", "[", "]", ".", ",", ":", "$0", "\\.self", "in", "let x = ", "if ", "else", "switch", "case .a:",
        ".frame(width: ", ".padding()", ".frame(maxWidth: .infinity)", "1e308", "-1", "9223372036854775807", "0..<", "...",
        "Text(\"é\u{301}\u{FFFF}\")", "ForEach(0..<100000) { ", "GeometryReader { p in ", "p.size.width / 0", "VStack {",
        ".alignmentGuide(.top) { $0.height / ", "struct S: View { var body: some View { S() } }", "\"\\(", "#Preview {",
        "@State var w = ", ".font(.system(size: 1e9))", "Color(white: 2)", ".id(\"x\")", "while true { }", "func f() -> Int { f() }",
        "\n#if os(iOS)\n", "\n#elseif DEBUG\n", "\n#else\n", "\n#endif\n", "#if swift(>=5.9) && !canImport(AppKit)\n",
        "\n#if DEBUG\n.padding()\n#endif\n", "Canvas { c, s in ", "c.fill(Path(ellipseIn: CGRect(x: 0, y: 0, width: s.width, height: 1e308)), with: .color(.red))", "c.translateBy(x: 1e308, y: 0)",
        "c.drawLayer { c in ", "c.draw(Text(\"t\"), at: .zero)", "TimelineView(.periodic(from: .now, by: 0)) { t in ", "TimelineView(.everyMinute) { t in ",
        "UIScreen.main.bounds.width", ".shadowy()", "if Store.shared.flag {",
    ]

    func mutate(_ source: String, _ random: inout Random) -> String {
        var characters = Array(source)
        for _ in 0..<(random.below(2) == 0 ? 1 : 1 + random.below(4)) {
            let at = random.below(characters.count + 1)
            switch random.below(5) {
            case 0 where !characters.isEmpty:
                let length = 1 + random.below(20)
                characters.removeSubrange(min(at, characters.count - 1)..<min(at + length, characters.count))
            case 1:
                characters.insert(contentsOf: Self.fragments[random.below(Self.fragments.count)], at: at)
            case 2 where characters.count > 2:
                let from = random.below(characters.count - 1)
                let piece = characters[from..<min(from + 1 + random.below(60), characters.count)]
                characters.insert(contentsOf: piece, at: at)
            case 3:
                characters.insert(Character(UnicodeScalar(UInt8(random.below(128)))), at: at)
            default:
                if at < characters.count { characters[at] = "\(random.below(10))".first! }
            }
        }
        return String(characters)
    }

    func testMutatedSeedsNeverCrash() throws {
        let directory = repositoryRoot.appendingPathComponent("examples/swift")
        let sources = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".swift") }.sorted()
            .map { try String(contentsOf: directory.appendingPathComponent($0), encoding: .utf8) }
        // SWIFT_FUZZ_CASES and SWIFT_FUZZ_SEED make a longer or different run by hand.
        let environment = ProcessInfo.processInfo.environment
        let cases = environment["SWIFT_FUZZ_CASES"].flatMap(Int.init) ?? 400
        var random = Random(state: environment["SWIFT_FUZZ_SEED"].flatMap(UInt64.init) ?? 0x5EED)
        var rendered = 0, rejected = 0
        for _ in 0..<cases {
            let source = mutate(sources[random.below(sources.count)], &random)
            var options = SwiftSource.Options(overrides: source.contains("width") ? ["width": .number(100)] : [:])
            options.stepLimit = 20_000
            do {
                let loaded = try SwiftSource.load(Array(source.utf8), file: "Fuzz.swift", options: options)
                var render = RenderOptions(canvas: loaded.scene.canvas)
                render.width = 200
                render.height = 200
                _ = try Renderer.layout(loaded.scene.root, options: render, measurer: FixedAdvanceMeasurer())
                rendered += 1
            } catch let error as SceneError {
                XCTAssertEqual(error.file, "Fuzz.swift", "\(error)\n--- source:\n\(source)")
                XCTAssertFalse(error.message.isEmpty)
                rejected += 1
            } catch let error as RenderError {
                XCTAssertFalse(error.message.isEmpty)
                rejected += 1
            }
        }
        XCTAssertGreaterThan(rendered, 15, "the mutations should leave many files valid")
        XCTAssertGreaterThan(rejected, 40)
    }

    /// A module's other file, mutated: the rendered file still renders, or fails with an error
    /// naming one of the module's files; a broken sibling is a warning, or an error where used.
    func testMutatedModuleFilesNeverCrash() throws {
        let fixture = SwiftModuleTests.modules.appendingPathComponent("xcodefolder/Old")
        let screen = try String(contentsOf: fixture.appendingPathComponent("Screen.swift"), encoding: .utf8)
        let strings = try String(contentsOf: fixture.appendingPathComponent("Strings.swift"), encoding: .utf8)
            + "\n#if DEBUG\nstruct Card: View { var body: some View { Text(caption).padding() } }\n#endif\n"
        let folder = try temporaryDirectory(self)
        var random = Random(state: 0x40D)
        var rendered = 0
        for _ in 0..<80 {
            try "VStack { \(screen) Card() }".write(to: folder.appendingPathComponent("Screen.swift"), atomically: true, encoding: .utf8)
            try mutate(strings, &random).write(to: folder.appendingPathComponent("Strings.swift"), atomically: true, encoding: .utf8)
            var options = SwiftSource.Options(moduleDirectory: folder.path)
            options.stepLimit = 20_000
            do {
                let loaded = try SwiftSource.load(contentsOf: folder.appendingPathComponent("Screen.swift").path, options: options)
                _ = try Renderer.layout(loaded.scene.root, options: RenderOptions(canvas: loaded.scene.canvas), measurer: FixedAdvanceMeasurer())
                rendered += 1
            } catch let error as SceneError {
                XCTAssertTrue(error.description.contains("Screen.swift") || error.description.contains("Strings.swift"), "\(error)")
            } catch let error as RenderError {
                XCTAssertFalse(error.message.isEmpty)
            }
        }
        XCTAssertGreaterThan(rendered, 10)
    }

    func testDeepNestingIsAnErrorNotACrash() throws {
        for depth in [60, 150, 400, 5_000] {
            let source = String(repeating: "VStack { ", count: depth) + "Text(\"x\")" + String(repeating: " }", count: depth)
            do {
                _ = try SwiftSource.load(Array(source.utf8), file: "Deep.swift")
            } catch {
                XCTAssertTrue("\(error)".contains("Deep.swift"), "\(error)")
            }
            let expression = String(repeating: "(", count: depth) + "1" + String(repeating: ")", count: depth)
            do {
                _ = try SwiftSource.load(Array("Text(\"\\(\(expression))\").frame(width: \(expression))".utf8), file: "Deep.swift")
                XCTAssertLessThan(depth, 200, "nesting beyond the parser's limit is an error")
            } catch {
                XCTAssertTrue("\(error)".contains("Deep.swift"), "\(error)")
            }
        }
    }
}

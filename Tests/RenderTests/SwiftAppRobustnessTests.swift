import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource

/// Class hierarchies, the command line's `--now` and `--locale`, bad input in the new
/// constructs, and mutated app code: every input ends in a render or a located error.
extension SwiftAppCodeTests {
    func testSubclassesInheritAndCallSuper() throws {
        XCTAssertEqual(try texts("""
        import SwiftUI

        class Account: ObservableObject {
            @Published var name: String
            var kind: String { "Basic" }
            init(name: String) { self.name = name }
            func title() -> String { "\\(name) (\\(kind))" }
        }

        final class PremiumAccount: Account {
            var credits = 0
            override var kind: String { "Premium" }
            init(name: String, credits: Int) {
                self.credits = credits
                super.init(name: name)
            }
        }

        struct AccountView: View {
            @StateObject var account = PremiumAccount(name: "Ada", credits: 30)
            var body: some View {
                Text(account.title())
                Text("\\(account.credits) credits")
            }
        }
        """), ["Ada (Premium)", "30 credits"])
    }

    func testBadModelCodeIsALocatedError() {
        let wrongObject = message("""
        struct V: View { var body: some View { Text("a").environmentObject(5) } }
        """)
        XCTAssertTrue(wrongObject.contains("App.swift:1:68: .environmentObject takes an instance of an ObservableObject class, found Int"), wrongObject)
        XCTAssertTrue(message("""
        enum Mode: String { case a }
        struct V: View { var mode: Mode = .b; var body: some View { Text(mode.rawValue) } }
        """).contains("Mode has no case 'b'"))
        XCTAssertTrue(message("""
        struct V: View { var body: some View { Text(Date().formatted(.dateTime.fortnight())) } }
        """).contains("App.swift:1:45: unsupported date field .fortnight"))
        XCTAssertTrue(message("""
        struct V: View { var body: some View { Text(3.formatted(.currency(code: 4))) } }
        """).contains(".currency takes code:"))
    }

    func testNowAndLocaleOnTheCommandLine() throws {
        let directory = try temporaryDirectory(self)
        let file = directory.appendingPathComponent("Clock.swift")
        try Data("""
        struct Clock: View {
            var body: some View { Text(Date.now.formatted(date: .numeric, time: .omitted)) }
        }
        """.utf8).write(to: file)
        let plain = try runRender([file.path, "--emit-scene"])
        XCTAssertEqual(plain.status, 0, plain.stderr)
        XCTAssertTrue(plain.stdoutText.contains("1/1/2026"), plain.stdoutText)
        let moved = try runRender([file.path, "--emit-scene", "--now", "2024-02-29T23:00:00Z", "--locale", "en_GB"])
        XCTAssertEqual(moved.status, 0, moved.stderr)
        XCTAssertTrue(moved.stdoutText.contains("29/02/2024"), moved.stdoutText)
        let bad = try runRender([file.path, "--emit-scene", "--now", "yesterday"])
        // A bad flag is a usage error, as every flag's check is (exit status 2).
        XCTAssertEqual(bad.status, 2)
        XCTAssertTrue(bad.stderr.contains("--now takes an ISO 8601 date"), bad.stderr)
        let unknown = try runRender([file.path, "--emit-scene", "--locale", "xx_NOWHERE"])
        XCTAssertEqual(unknown.status, 2)
        XCTAssertTrue(unknown.stderr.contains("--locale: unknown locale"), unknown.stderr)
    }

    /// The snippets of these tests, mutated as `SwiftFuzzTests` mutates the articles' seeds.
    func testMutatedAppCodeNeverCrashes() throws {
        var sources: [String] = []
        for name in ["SwiftAppModelTests.swift", "SwiftAppViewTests.swift", "SwiftAppRobustnessTests.swift", "SwiftStaticStorageTests.swift"] {
            let text = try String(contentsOf: repositoryRoot.appendingPathComponent("Tests/RenderTests/" + name), encoding: .utf8)
            for piece in text.components(separatedBy: "\"\"\"\n").dropFirst() where piece.contains("\n        \"\"\"") {
                guard let body = piece.components(separatedBy: "\n        \"\"\"").first, body.contains("View") else { continue }
                sources.append(body.replacingOccurrences(of: "\\\\", with: "\\"))
            }
        }
        XCTAssertGreaterThan(sources.count, 8)
        let fuzz = SwiftFuzzTests(name: "mutate", testClosure: { _ in })
        var random = SwiftFuzzTests.Random(state: 0xA995)
        var rendered = 0, rejected = 0
        for _ in 0..<300 {
            let source = fuzz.mutate(sources[random.below(sources.count)], &random)
            var options = SwiftSource.Options()
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
                rejected += 1
            } catch let error as RenderError {
                XCTAssertFalse(error.message.isEmpty)
                rejected += 1
            }
        }
        XCTAssertGreaterThan(rendered, 5, "the mutations should leave some files valid")
        XCTAssertGreaterThan(rejected, 30)
    }
}

import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource

/// A view rendered directly whose required input no caller passes at rest (issue 25, lane
/// ice25ag): the module's sample made by a static function (`InterpreterSampleArguments` step 2),
/// and a model made by its own initialiser (`InterpreterInputModels`). Snippets shaped like
/// IceCubes' `Account.placeholder()`, `MediaTabFetcher` and `StatusRowViewModel`, written here.
extension SwiftAppCodeTests {
    func testAStaticSampleFunctionWithoutArgumentsIsTheModulesSample() throws {
        let source = """
        import SwiftUI

        struct Profile {
            let name: String
            let posts: Int?
            static func placeholder(compact: Bool = false) -> Profile {
                .init(name: compact ? "J" : "Jane", posts: 12)
            }
            static func placeholders() -> [Profile] { [.placeholder(), .placeholder()] }
            static func named(_ name: String) -> Profile { .init(name: name, posts: nil) }
        }

        struct StatsView: View {
            let profile: Profile
            var body: some View {
                HStack(spacing: 0) {
                    Text(profile.name)
                    Text("\\(profile.posts ?? 0)")
                }
            }
        }
        """
        XCTAssertEqual(try texts(source), ["Jane", "12"])
        // 10 pt a character, 20 pt a line: 60 wide, centred in 390 x 800.
        XCTAssertEqual(try leaves(source), ["Text 165,390 40x20", "Text 205,390 20x20"])
        let loaded = try load(source)
        XCTAssertEqual(loaded.placeholders, 0)
        XCTAssertEqual(loaded.warnings, [])
        XCTAssertTrue(loaded.notes.contains { $0.contains("note: StatsView.profile is the module's sample Profile.placeholder() ") }, "\(loaded.notes)")
        // A function that needs an argument, or one that throws, is no sample.
        let needsArgument = source.replacingOccurrences(of: "static func placeholder(compact: Bool = false)", with: "static func placeholder(compact: Bool)")
            .replacingOccurrences(of: "[.placeholder(), .placeholder()]", with: "[]")
        XCTAssertEqual(try texts(needsArgument), ["Text(StatsView.profile)", "Text(StatsView.profile)"])
    }

    func testAModelInputWithoutASampleIsMadeByItsOwnInitialiser() throws {
        let source = """
        import SwiftUI

        enum LoadState { case loading, display([String]) }

        class Client { let server: String; init(server: String) { self.server = server } }

        class TabFetcher {
            let accountId: String
            let client: Client
            var state: LoadState = .loading
            init(accountId: String, client: Client) {
                self.accountId = accountId
                self.client = client
            }
        }

        class MediaFetcher: TabFetcher {}

        struct MediaList: View {
            let fetcher: MediaFetcher
            var body: some View {
                switch fetcher.state {
                case .loading:
                    Text("Loading")
                case .display(let rows):
                    Text("\\(rows.count) rows")
                }
                Text(fetcher.accountId)
            }
        }
        """
        // The state the initialiser leaves is known; what the caller passes stays unknown.
        XCTAssertEqual(try texts(source), ["Loading", "Text(MediaFetcher.accountId)"])
        let loaded = try load(source)
        XCTAssertEqual(loaded.placeholders, 1)
        XCTAssertTrue(loaded.notes.contains { $0.contains("note: MediaList.fetcher is made by MediaFetcher's initialiser, what only a caller passes unknown") }, "\(loaded.notes)")
    }

    func testAnInitParameterModelTakesTheSampleOfItsOwnInput() throws {
        let source = """
        import SwiftUI

        struct Post {
            let spoiler: String
            let text: String
            static func placeholder() -> Post { .init(spoiler: "", text: "Hello") }
        }

        class Router {}

        class RowModel {
            let post: Post
            let router: Router
            var showsSpoiler: Bool
            init(post: Post, router: Router, remote: Bool = false) {
                self.post = post
                self.router = router
                showsSpoiler = !post.spoiler.isEmpty
            }
        }

        struct RowContent: View {
            var model: RowModel
            var body: some View {
                if model.showsSpoiler {
                    Text("Spoiler")
                }
                if !model.showsSpoiler {
                    Text(model.post.text)
                }
            }
        }
        """
        XCTAssertEqual(try texts(source), ["Hello"])
        let loaded = try load(source)
        XCTAssertEqual(loaded.placeholders, 0)
        XCTAssertEqual(loaded.warnings, [])
        // An initialiser the renderer cannot run leaves the input the placeholder it was.
        let failing = source.replacingOccurrences(of: "showsSpoiler = !post.spoiler.isEmpty", with: "showsSpoiler = !post.spoiler.isEmpty\n        fatalError(\"no\")")
        XCTAssertEqual(try texts(failing), ["if model.showsSpoiler", "if !model.showsSpoiler"])
        XCTAssertFalse(try load(failing).notes.contains { $0.contains("is made by") })
    }

    func testARenderThatFailsWithAMadeModelRunsAgainWithoutIt() throws {
        let source = """
        import SwiftUI

        class Loader {
            let path: String
            var ready = true
            init(path: String) { self.path = path }
            func title() -> String { fatalError("not at rest") }
        }

        struct Banner: View {
            let loader: Loader
            var body: some View {
                if loader.ready {
                    Text(loader.title())
                }
            }
        }
        """
        // Step 4: the made model reaches code the renderer cannot run, so the render is the one
        // without it (the placeholder it was), with a note saying where it stopped.
        XCTAssertEqual(try texts(source), ["if loader.ready"])
        let loaded = try load(source)
        XCTAssertTrue(loaded.notes.contains { $0.contains("note: ignored the inputs made by their initialisers: the render stopped here") }, "\(loaded.notes)")
        XCTAssertFalse(loaded.notes.contains { $0.contains("is made by") }, "\(loaded.notes)")
        try assertRendersAsWithoutTheMadeModel(source, initializer: "init(path: String) { self.path = path }")
    }

    func testAMadeModelWhoseSceneTheDecoderRefusesRunsAgainWithoutIt() throws {
        // The made model's count reaches a frame the scene decoder refuses (a non-finite width):
        // step 4 covers decoding too, so the render is the placeholder one, as without the rule.
        let source = """
        import SwiftUI

        final class Loader {
            static var made = 0
            var count = 2
            let id: String
            init(id: String) { self.id = id; Loader.made += 1 }
        }

        struct Grid: View {
            let loader: Loader
            var body: some View {
                VStack {
                    Text("made \\(Loader.made)")
                    Text("\\(loader.count) items")
                    ForEach(0..<loader.count, id: \\.self) { i in
                        Text("row \\(i)").frame(width: CGFloat(i) / 0 * 0)
                    }
                }
            }
        }
        """
        // The statics the failed run set are gone: the second run is in a fresh interpreter.
        XCTAssertEqual(try texts(source), ["made 0", "Text(Grid.loader)", "ForEach(Grid.loader)"])
        let loaded = try load(source)
        XCTAssertTrue(loaded.notes.contains { $0.contains("App.swift:17:47: note: ignored the inputs made by their initialisers: the render stopped here with them (\"infinity\" is not allowed here") }, "\(loaded.notes)")
        try assertRendersAsWithoutTheMadeModel(source, initializer: "init(id: String) { self.id = id; Loader.made += 1 }")
        // `--strict` keeps the error.
        var strict = SwiftSource.Options(strict: true)
        strict.stepLimit = 50_000
        XCTAssertThrowsError(try SwiftSource.load(Array(source.utf8), file: "App.swift", options: strict))
    }

    /// The render equals the one where the model is never made (its initialiser fails, step 3),
    /// its warnings included, and no note says the model was made.
    private func assertRendersAsWithoutTheMadeModel(_ source: String, initializer: String,
                                                    file: StaticString = #filePath, line: UInt = #line) throws {
        XCTAssertTrue(source.contains(initializer), file: file, line: line)
        let unmade = source.replacingOccurrences(of: initializer, with: initializer.replacingOccurrences(of: "{ ", with: "{ fatalError(\"no\"); "))
        XCTAssertEqual(try leaves(source), try leaves(unmade), file: file, line: line)
        XCTAssertEqual(try texts(source), try texts(unmade), file: file, line: line)
        let loaded = try load(source), reference = try load(unmade)
        XCTAssertEqual(loaded.warnings, reference.warnings, file: file, line: line)
        XCTAssertEqual(loaded.placeholders, reference.placeholders, file: file, line: line)
        XCTAssertEqual(JSONOutput.scene(loaded.json), JSONOutput.scene(reference.json), file: file, line: line)
        XCTAssertFalse(loaded.notes.contains { $0.contains("is made by") }, "\(loaded.notes)", file: file, line: line)
    }

    func testAStringsUnicodeScalarsUTF8AndUTF16Count() throws {
        let source = """
        import SwiftUI
        struct Counts: View {
            let text = "né🙂"
            var body: some View {
                Text("\\(text.unicodeScalars.count) \\(text.utf8.count) \\(text.utf16.count) \\(text.count) \\(text.utf8.isEmpty)")
            }
        }
        """
        XCTAssertEqual(try texts(source), ["3 7 4 3 false"])
    }
}

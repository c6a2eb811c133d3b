import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource

/// What fails inside a view through a protocol, a global's making, a sample candidate not taken
/// or a JSON decode stays where it failed (review R1 of session 11): a named placeholder with a
/// located warning (the error under `--strict`), Swift's nil for `try?` of a `DecodingError`,
/// and nothing left behind by an evaluation whose result is dropped. Snippets written for the
/// test; fixed-advance measurer (10 pt per character, 20 pt lines).
extension SwiftAppCodeTests {
    func strictMessage(_ source: String) -> String {
        var options = SwiftSource.Options(strict: true)
        options.stepLimit = 50_000
        do {
            _ = try SwiftSource.load(Array(source.utf8), file: "App.swift", options: options)
            return "no error"
        } catch {
            return "\(error)".split(separator: "\n").first.map(String.init) ?? ""
        }
    }

    /// `InterpreterViewProtocols` step 3: the extension's body fails (a force-unwrapped nil):
    /// the view is a named placeholder with the error's warning, and the rest still renders.
    func testAViewThroughAProtocolWhoseBodyFailsIsAPlaceholder() throws {
        let source = """
        import SwiftUI
        protocol Badge: View { var label: String? { get } }
        extension Badge {
            var body: some View { Text(label!) }
        }
        struct NewBadge: Badge { let label: String? = nil }
        struct Row: View {
            var body: some View {
                VStack(spacing: 0) {
                    Text("before")
                    NewBadge()
                    Text("after")
                }
            }
        }
        """
        let loaded = try load(source)
        XCTAssertEqual(loaded.warnings, [
            "App.swift:4:32: warning: NewBadge (a View through Badge) is a placeholder: unexpectedly found nil while unwrapping `label`",
            "App.swift:10:13: warning: placeholder for NewBadge (a View through Badge): the renderer does not know it",
        ])
        XCTAssertEqual(try texts(source), ["before", "NewBadge (a View through Badge)", "after"])
        XCTAssertEqual(strictMessage(source), "App.swift:4:32: unexpectedly found nil while unwrapping `label`")
    }

    /// `InterpreterStaticStorage` step 4 for the rendered file's globals: a cycle is an unknown
    /// value with its warning, as a static's is (and another file's global's, below).
    func testACycleAmongTheRenderedFilesGlobalsIsAnUnknownValue() throws {
        let source = """
        import SwiftUI
        let width: Double = height * 2
        let height: Double = width / 2
        let title = "Card"
        struct Card: View {
            var body: some View {
                VStack(spacing: 0) {
                    Text(title)
                    Text("\\(width)")
                }
            }
        }
        """
        let loaded = try load(source)
        XCTAssertEqual(loaded.warnings, [
            "App.swift:3:22: warning: height is a placeholder: width is read while its own initial value is being made (Swift's one-time initialisation traps here)",
            "App.swift:9:13: warning: placeholder for Text(height): the renderer does not know it",
        ])
        XCTAssertEqual(try texts(source), ["Card", "Text(height)"])
        XCTAssertEqual(strictMessage(source), "App.swift:3:22: width is read while its own initial value is being made (Swift's one-time initialisation traps here)")
    }

    /// The same cycle in another file of the module.
    func testACycleAmongAnotherFilesGlobalsIsAnUnknownValue() throws {
        let folder = try temporaryDirectory(self)
        try """
        let width: Double = height * 2
        let height: Double = width / 2
        """.write(to: folder.appendingPathComponent("Sizes.swift"), atomically: true, encoding: .utf8)
        let view = folder.appendingPathComponent("Card.swift")
        try """
        import SwiftUI
        struct Card: View {
            var body: some View {
                VStack(spacing: 0) {
                    Text("Card")
                    Text("\\(width)")
                }
            }
        }
        """.write(to: view, atomically: true, encoding: .utf8)
        func load(strict: Bool) throws -> SwiftSource.Loaded {
            var options = SwiftSource.Options(strict: strict, moduleDirectory: folder.path)
            options.stepLimit = 50_000
            return try SwiftSource.load(contentsOf: view.path, options: options)
        }
        let loaded = try load(strict: false)
        XCTAssertEqual(loaded.warnings.map { $0.replacingOccurrences(of: folder.path + "/", with: "") }, [
            "Sizes.swift:2:22: warning: height is a placeholder: width is read while its own initial value is being made (Swift's one-time initialisation traps here)",
            "Card.swift:6:13: warning: placeholder for Text(height): the renderer does not know it",
        ])
        XCTAssertThrowsError(try load(strict: true)) { error in
            XCTAssertEqual("\(error)".split(separator: "\n").first.map { $0.replacingOccurrences(of: folder.path + "/", with: "") }, "Sizes.swift:2:22: width is read while its own initial value is being made (Swift's one-time initialisation traps here)")
        }
    }

    /// `InterpreterSampleArguments` step 3: two samples are ambiguous and neither is used, so a
    /// global they assigned while being evaluated keeps its value (Swift never made them).
    func testADroppedSampleCandidateLeavesNoGlobalChanged() throws {
        let source = """
        import SwiftUI
        var made = 0
        func bump() -> Int { made += 1; return made }
        struct Recipe { let name: String; let tag: Int }
        extension Recipe {
            static let sampleSoup = Recipe(name: "Soup", tag: bump())
            static let sampleBread = Recipe(name: "Bread", tag: bump())
        }
        struct RecipeRow: View {
            let recipe: Recipe
            var body: some View {
                VStack(spacing: 0) {
                    Text("made \\(made)")
                    Text(recipe.name)
                }
            }
        }
        """
        XCTAssertEqual(try texts(source), ["made 0", "Text(RecipeRow.recipe)"])
    }

    /// `InterpreterDo` step 4: `try?` of a decode whose bytes are not JSON, or do not fit the
    /// type, is nil, as Swift's `DecodingError` is thrown; a `catch` runs for it.
    func testTryOfADecodeThatDoesNotFitIsNil() throws {
        let source = #"""
        import SwiftUI
        struct Item: Codable { let id: Int; let name: String }
        struct Items: View {
            var body: some View {
                let decoder = JSONDecoder()
                let empty = try? decoder.decode(Item.self, from: "{}".data(using: .utf8)!)
                let text = try? decoder.decode(Item.self, from: "not json".data(using: .utf8)!)
                let wrong = try? decoder.decode(Item.self, from: #"{"id": "one", "name": "A"}"#.data(using: .utf8)!)
                let good = try? decoder.decode(Item.self, from: #"{"id": 1, "name": "A"}"#.data(using: .utf8)!)
                var caught = "no"
                do { _ = try decoder.decode([Item].self, from: "{}".data(using: .utf8)!) } catch { caught = "yes" }
                return Text("\(empty == nil) \(text == nil) \(wrong == nil) \(good?.name ?? "nil") \(caught)")
            }
        }
        """#
        XCTAssertEqual(try texts(source), ["true true true A yes"])
        let loaded = try load(source)
        XCTAssertEqual(loaded.warnings, [])
        XCTAssertEqual(loaded.notes.count, 3, "\(loaded.notes)")
        XCTAssertEqual(loaded.notes.first, "App.swift:6:21: note: `try?` is nil: DecodingError: the JSON string: no key 'id' for Item.id")
        XCTAssertTrue(loaded.notes[1].hasPrefix("App.swift:7:20: note: `try?` is nil: DecodingError: the JSON string is not valid JSON ("), loaded.notes[1])
        XCTAssertEqual(loaded.notes.last,
                       #"App.swift:8:21: note: `try?` is nil: DecodingError: the JSON string at .id: expected a whole number for Int, found the string "one""#)
        // Not caught: the error, with Swift's reason.
        XCTAssertEqual(message(#"""
        import SwiftUI
        struct Item: Codable { let id: Int }
        struct Items: View {
            var body: some View {
                let item = try! JSONDecoder().decode(Item.self, from: "{}".data(using: .utf8)!)
                return Text("\(item.id)")
            }
        }
        """#).split(separator: "\n").first.map(String.init), "App.swift:5:25: the view throws an error (DecodingError: the JSON string: no key 'id' for Item.id)")
    }
}

import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource
@testable import RenderSwiftUI
@testable import RenderCheck
@testable import RenderTools

/// The one table of views and modifiers: the JSON decoder knows every name in it, and
/// docs/vocabulary.md is printed from it.
final class VocabularyTests: XCTestCase {
    func testDocsAreCurrent() throws {
        let docs = try String(contentsOf: repositoryRoot.appendingPathComponent("docs/vocabulary.md"), encoding: .utf8)
        XCTAssertEqual(docs, Vocabulary.markdown(), "docs/vocabulary.md is stale: run `make docs`")
    }

    func testTheDecoderKnowsEveryView() throws {
        for name in Vocabulary.viewNames where name != "ForEach" {
            XCTAssertThrowsError(try scene(#"{"type": "\#(name)", "bogus": 1}"#), name) { error in
                XCTAssertTrue("\(error)".contains("unknown property \"bogus\""), "\(name): \(error)")
            }
        }
    }

    func testTheDecoderKnowsEveryModifier() throws {
        for name in Vocabulary.jsonModifierNames {
            do {
                _ = try scene(#"{"type": "Text", "text": "a", "modifiers": [{"\#(name)": {"bogus": [[]]}}]}"#)
            } catch {
                XCTAssertFalse("\(error)".contains("unknown modifier"), "\(name): \(error)")
            }
        }
    }

    /// Each definition file is the one place of its modifier: its entry is in the table once,
    /// and its JSON key is decoded nowhere else.
    /// A name listed twice is looked up as its first entry (the index tables are built from the
    /// last entry back, so the first must be written last: perf28q).
    func testANamesFirstEntryIsTheOneLookedUp() {
        for (entries, lookUp) in [(Vocabulary.views, Vocabulary.view), (Vocabulary.modifiers, Vocabulary.modifier)] {
            for name in Set(entries.map(\.name)) {
                let first = entries.first { $0.name == name }.map { String(describing: $0) }
                XCTAssertEqual(lookUp(name).map { String(describing: $0) }, first, name)
            }
        }
        XCTAssertNil(Vocabulary.view("NoSuchView"))
    }

    func testEveryDefinitionIsInTheTableOnce() throws {
        let names = ModifierDefinitions.all.map { $0.entry.name }
        XCTAssertEqual(Set(names).count, names.count, "a definition is listed twice: \(names)")
        for name in names {
            XCTAssertEqual(Vocabulary.modifierNames.filter { $0 == name }.count, 1, "\(name) is not in the table exactly once")
        }
        // Every modifier key a scene may use is decoded by its definition, but `id`, which names
        // the view so far and is read while the modifiers are applied.
        let undefined = Set(Vocabulary.jsonModifierNames).subtracting(ModifierDefinitions.byName.keys)
        XCTAssertEqual(undefined, ["id"], "modifiers decoded without a definition file")
    }

    /// Each view definition file is the one place of its view (or views): its entry is in the
    /// table once, and every type but the spliced ones is decoded by a definition.
    func testEveryViewDefinitionIsInTheTableOnce() throws {
        let names = ViewDefinitions.all.map { $0.entry.name }
        XCTAssertEqual(Set(names).count, names.count, "a view definition is listed twice: \(names)")
        for name in names {
            XCTAssertEqual(Vocabulary.viewNames.filter { $0 == name }.count, 1, "\(name) is not in the table exactly once")
        }
        // Every view type is decoded by its definition, but those the decoder splices or reads
        // first: Group and ForEach (their children join the parent) and Section (a List's
        // section, or its children spliced outside a List).
        let undefined = Set(Vocabulary.viewNames).subtracting(ViewDefinitions.byName.keys)
        XCTAssertEqual(undefined, ["Group", "ForEach", "Section"], "views decoded without a definition file")
    }

    func testEveryOverloadHasDistinctLabelsOrKinds() {
        for entry in Vocabulary.views + Vocabulary.modifiers {
            let signatures = entry.overloads.map { $0.signature(entry.name) + $0.parameters.map(\.kind.rawValue).joined() }
            XCTAssertEqual(Set(signatures).count, signatures.count, entry.name)
        }
    }
}

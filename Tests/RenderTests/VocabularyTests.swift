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
    /// at the position the docs list it, and its JSON key is not decoded anywhere else.
    func testEveryDefinitionIsInTheTableOnce() throws {
        let names = ModifierDefinitions.all.map { $0.entry.name }
        XCTAssertEqual(Set(names).count, names.count, "a definition is listed twice: \(names)")
        for name in names {
            XCTAssertEqual(Vocabulary.modifierNames.filter { $0 == name }.count, 1, "\(name) is not in the table exactly once")
        }
        // The legacy switch, while modifiers remain there.
        guard let decoder = try? String(contentsOf: repositoryRoot.appendingPathComponent("Sources/RenderLayout/Scene/ModifierDecoder.swift"),
                                        encoding: .utf8) else { return }
        for name in names {
            XCTAssertFalse(decoder.contains("case \"\(name)\""), "\(name) is decoded by its definition and by ModifierDecoder")
        }
    }

    /// Each view definition file is the one place of its view (or views): its entry is in the
    /// table once, and the decoder's legacy switch has no case for its type.
    func testEveryViewDefinitionIsInTheTableOnce() throws {
        let names = ViewDefinitions.all.map { $0.entry.name }
        XCTAssertEqual(Set(names).count, names.count, "a view definition is listed twice: \(names)")
        for name in names {
            XCTAssertEqual(Vocabulary.viewNames.filter { $0 == name }.count, 1, "\(name) is not in the table exactly once")
        }
        // The legacy switch, while views remain there.
        guard let decoder = try? String(contentsOf: repositoryRoot.appendingPathComponent("Sources/RenderLayout/Scene/ViewDecoder.swift"),
                                        encoding: .utf8) else { return }
        let cases = decoder.split(separator: "\n").filter { $0.trimmingCharacters(in: .whitespaces).hasPrefix("case \"") }
        for name in names {
            XCTAssertFalse(cases.contains { $0.contains("\"\(name)\"") }, "\(name) is decoded by its definition and by ViewDecoder")
        }
    }

    func testEveryOverloadHasDistinctLabelsOrKinds() {
        for entry in Vocabulary.views + Vocabulary.modifiers {
            let signatures = entry.overloads.map { $0.signature(entry.name) + $0.parameters.map(\.kind.rawValue).joined() }
            XCTAssertEqual(Set(signatures).count, signatures.count, entry.name)
        }
    }
}

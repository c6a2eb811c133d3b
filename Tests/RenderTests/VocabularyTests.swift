import XCTest
@testable import RenderLayout

/// The one table of views and modifiers: the JSON decoder knows every name in it, and
/// docs/vocabulary.md is printed from it.
final class VocabularyTests: XCTestCase {
    func testDocsAreCurrent() throws {
        let docs = try String(contentsOf: repositoryRoot.appendingPathComponent("docs/vocabulary.md"), encoding: .utf8)
        XCTAssertEqual(docs, Vocabulary.markdown(), "docs/vocabulary.md is stale: run `.build/debug/render vocabulary > docs/vocabulary.md`")
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

    func testEveryOverloadHasDistinctLabelsOrKinds() {
        for entry in Vocabulary.views + Vocabulary.modifiers {
            let signatures = entry.overloads.map { $0.signature(entry.name) + $0.parameters.map(\.kind.rawValue).joined() }
            XCTAssertEqual(Set(signatures).count, signatures.count, entry.name)
        }
    }
}

import Synchronization
import XCTest
@testable import RenderLayout
@testable import RenderScene

/// `NameTable` answers exactly what the dictionary it was made from answers, however the name
/// is stored (a short name's inline bytes, a long one's storage, a short one in storage of its
/// own), and the decoder's three tables hold every name of theirs.
final class NameTableTests: XCTestCase {
    /// The same name in three spellings of `String`: the literal, made again from its bytes,
    /// and in a native storage with room to spare (never the inline form).
    private func spellings(_ name: String) -> [String] {
        var stored = String()
        stored.reserveCapacity(64)
        stored.append(name)
        return [name, String(decoding: Array(name.utf8), as: UTF8.self), stored]
    }

    func testEveryNameIsFoundAsTheDictionaryFindsIt() {
        let names = (0..<1_000).map { "n\($0)" } + ["", "a", "fifteen-bytes!!", "sixteen-bytes!!!", "a much longer name than sixteen bytes",
                                                  "Téxt", "名前", "orange", "Orange", "orangf"]
        let dictionary = Dictionary(uniqueKeysWithValues: names.enumerated().map { ($1, $0) })
        let table = NameTable(dictionary)
        for name in names {
            for spelling in spellings(name) { XCTAssertEqual(table[spelling], dictionary[name], "\(name)") }
        }
        // Names the table does not hold: a byte more or less, the last byte changed, the case.
        for missing in ["n1000", "n", "n10000", "fifteen-bytes!?", "sixteen-bytes!!?", "sixteen-bytes!!", "Texte", "ORANGE", "orang", " orange"] {
            for spelling in spellings(missing) { XCTAssertNil(table[spelling], missing) }
        }
        XCTAssertNil(NameTable<Int>([:])["x"])
        XCTAssertEqual(NameTable(["x": 1])["x"], 1)
    }

    func testTheDecodersTablesHoldEveryName() {
        for (name, definition) in ViewDefinitions.byName {
            for spelling in spellings(name) {
                XCTAssertEqual(ViewDefinitions.decodingByName[spelling].map { ObjectIdentifier($0.definition) }, ObjectIdentifier(definition), name)
                XCTAssertEqual(ViewDefinitions.decodingByName[spelling]?.keys, Vocabulary.viewJSONKeys[name] ?? [], name)
            }
        }
        XCTAssertEqual(Set(ViewDefinitions.decodingByName.keys), Set(ViewDefinitions.byName.keys))
        for (name, definition) in ModifierDefinitions.byName {
            for spelling in spellings(name) {
                XCTAssertEqual(ModifierDefinitions.byKey[spelling].map { ObjectIdentifier($0) }, ObjectIdentifier(definition), name)
            }
        }
        XCTAssertEqual(Set(ModifierDefinitions.byKey.keys), Set(ModifierDefinitions.byName.keys))
        for name in ["orange", "secondary", "tint", "accentColor", "background", "ultraThinMaterial", "systemBackground"] {
            XCTAssertNotNil(StyleName.table[name], name)
        }
        for name in StyleName.table.keys {
            for spelling in spellings(name) {
                let style = StyleName.table[spelling]
                XCTAssertNotNil(style, name)
                XCTAssertEqual(style?.level, ShapeStyleValue.levels[name], name)
                XCTAssertEqual(style?.color, RGBA.named[name], name)
                XCTAssertEqual(style?.material, MaterialStyle.named[name], name)
            }
        }
        for missing in ["Text ", "text", "Txt", "RoundedRectangleX", "paddin", "preferredColorSchemeX", "#FF0000", "orange.gradient"] {
            XCTAssertNil(ViewDefinitions.decodingByName[missing], missing)
            XCTAssertNil(ModifierDefinitions.byKey[missing], missing)
            XCTAssertNil(StyleName.table[missing], missing)
        }
    }

    /// The colour-scheme walk is skipped only while no modifier preferring a scheme exists: making
    /// one sets the flag the walk reads.
    func testAModifierPreferringASchemeLetsTheWalkRun() {
        let node = ViewNode(.modifier(DefinedModifier(PreferredColorScheme(preferredColorScheme: .dark))))
        XCTAssertTrue(PresentationSchemes.made.load(ordering: .relaxed))
        XCTAssertEqual(node.preferredColorScheme, .dark)
    }
}

import XCTest
import CCairoPango
@_spi(RawSyntax) import SwiftSyntax
@testable import RenderLayout
@testable import RenderSwiftSource

/// `ParserLookaheadStorage` puts a class into swift-syntax's cache variable for
/// `_DictionaryStorage<RawSyntax.ID, Int>` (release builds): it must be exactly the class the
/// parser's own dictionary code makes, or the parser's dictionary would be built from another type.
final class ParserLookaheadStorageTests: XCTestCase {
    /// The class of a dictionary's storage, made by specialised code, as the parser's is.
    private func storageClass(of dictionary: [RawSyntax.ID: Int]) -> UnsafeRawPointer {
        unsafeBitCast(type(of: unsafeBitCast(dictionary, to: AnyObject.self)), to: UnsafeRawPointer.self)
    }

    func testTheStorageClassIsTheParsersDictionaryStorage() {
        var dictionary: [RawSyntax.ID: Int] = [:]
        dictionary.reserveCapacity(8)
        let made = ParserLookaheadStorage.storageClass(keyedBy: RawSyntax.ID.self)
        XCTAssertEqual(made, storageClass(of: dictionary))
        XCTAssertEqual(_typeName(unsafeBitCast(made, to: Any.Type.self)), "Swift._DictionaryStorage<SwiftSyntax.RawSyntax.ID, Swift.Int>")
        // Another key makes another class (the function is not answering one fixed class).
        XCTAssertNotEqual(ParserLookaheadStorage.storageClass(keyedBy: String.self), made)
    }

    /// The fill's rule, over variables of the test's own: an unfilled cache (the mangled name's
    /// relative address in the low word, its negated length in the high word) takes the metadata;
    /// a filled one (a pointer), an empty one, or one whose length is not a name's is left alone.
    func testTheFillWritesOnlyAnUnfilledCache() {
        let metadata = UnsafeRawPointer(bitPattern: 0x7f00_1234_5670)!
        func unfilled(length: Int64, offset: Int32) -> Int64 { (-length << 32) | Int64(UInt32(bitPattern: offset)) }
        var cache = unfilled(length: 46, offset: -1_204)
        XCTAssertEqual(render_fill_demangling_cache(&cache, metadata), 1)
        XCTAssertEqual(cache, Int64(Int(bitPattern: metadata)))
        XCTAssertEqual(render_fill_demangling_cache(&cache, metadata), 0, "a filled cache is filled once")
        XCTAssertEqual(cache, Int64(Int(bitPattern: metadata)))
        for untouched in [Int64(0), 0x0046_4c45_7f, unfilled(length: 0, offset: 8), unfilled(length: 300, offset: 8)] {
            var value = untouched
            XCTAssertEqual(render_fill_demangling_cache(&value, metadata), 0, "\(untouched)")
            XCTAssertEqual(value, untouched)
        }
        var other = unfilled(length: 46, offset: 16)
        XCTAssertEqual(render_fill_demangling_cache(&other, nil), 0, "no metadata, no write")
        XCTAssertEqual(render_fill_demangling_cache(nil, metadata), 0)
    }

    /// Filled or not (debug builds have no such variable), the front end parses as before.
    func testAFileParsesAfterTheCacheIsFilled() throws {
        ParserLookaheadStorage.fill()
        var options = SwiftSource.Options()
        options.readsModule = false
        let source = "import SwiftUI\nstruct V: View {\n    var body: some View { VStack { Text(\"Hi\"); Text(\"There\") }.padding() }\n}\n"
        let loaded = try SwiftSource.load(Array(source.utf8), file: "V.swift", options: options)
        let result = try Renderer.layout(loaded.scene.root, options: RenderOptions(canvas: loaded.scene.canvas), measurer: FixedAdvanceMeasurer())
        var labels: [String] = []
        result.root.forEach { labels.append($0.view.label) }
        XCTAssertTrue(labels.contains("Text \"Hi\"") && labels.contains("Text \"There\""), "\(labels)")
    }
}

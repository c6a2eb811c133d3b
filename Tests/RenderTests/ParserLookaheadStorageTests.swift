import XCTest
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

    /// Filled or not (debug builds have no such variable), the front end parses as before.
    func testAFileParsesAfterTheCacheIsFilled() throws {
        ParserLookaheadStorage.fill()
        XCTAssertFalse(ParserLookaheadStorage.fill(), "a second fill found the variable unfilled")
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

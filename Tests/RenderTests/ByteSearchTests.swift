import XCTest
@testable import RenderSwiftSource

/// `ByteSearch.firstIndex` (memchr for candidates, memcmp to confirm) against the plain
/// definition: the first index where the needle's bytes follow.
final class ByteSearchTests: XCTestCase {
    private func naive(_ needle: [UInt8], _ bytes: [UInt8]) -> Int? {
        guard !needle.isEmpty, bytes.count >= needle.count else { return nil }
        return (0...(bytes.count - needle.count)).first { Array(bytes[$0..<$0 + needle.count]) == needle }
    }

    func testEdgesOfTheHaystack() {
        let bytes = Array("ab.ab..\"/".utf8)
        XCTAssertEqual(ByteSearch.firstIndex(of: Array("ab".utf8), in: bytes), 0)
        XCTAssertEqual(ByteSearch.firstIndex(of: Array("..".utf8), in: bytes), 5)
        XCTAssertEqual(ByteSearch.firstIndex(of: Array("\"/".utf8), in: bytes), 7)
        XCTAssertEqual(ByteSearch.firstIndex(of: Array(".\"/".utf8), in: bytes), 6)
        XCTAssertNil(ByteSearch.firstIndex(of: Array("/x".utf8), in: bytes))
        XCTAssertNil(ByteSearch.firstIndex(of: [], in: bytes))
        XCTAssertNil(ByteSearch.firstIndex(of: Array("a".utf8), in: []))
        XCTAssertEqual(ByteSearch.firstIndex(of: bytes, in: bytes), 0)
        XCTAssertNil(ByteSearch.firstIndex(of: bytes + [0], in: bytes))
    }

    func testAgreesWithThePlainDefinition() {
        var generator = SeededGenerator(seed: 28)
        for _ in 0..<2_000 {
            // A small alphabet, so heads repeat and partial matches are common.
            let bytes = (0..<Int.random(in: 0...40, using: &generator)).map { _ in UInt8.random(in: 97...99, using: &generator) }
            let needle = (0..<Int.random(in: 0...4, using: &generator)).map { _ in UInt8.random(in: 97...99, using: &generator) }
            XCTAssertEqual(ByteSearch.firstIndex(of: needle, in: bytes), naive(needle, bytes), "\(needle) in \(bytes)")
        }
    }
}

import XCTest
@testable import RenderLayout
@testable import RenderScene

/// The JSON parser's two ways of making a string (ASCII bytes taken as they stand, anything
/// else validated), and `SourceLocation`'s packed storage (docs/performance.md, "Fourth pass").
final class JSONStringAndLocationTests: XCTestCase {
    private func string(_ bytes: [UInt8]) throws -> String {
        let node = try JSONParser.parse(bytes)
        guard case .string(let text) = node.value else { XCTFail("not a string: \(node.typeDescription)"); return "" }
        return text
    }

    func testASCIIAndNonASCIIStringsAreTheirBytes() throws {
        XCTAssertEqual(try string(Array(#""plain ASCII 0123""#.utf8)), "plain ASCII 0123")
        XCTAssertEqual(try string(Array(#""""#.utf8)), "")
        XCTAssertEqual(try string(Array(#""晴れ é 👍🏽""#.utf8)), "晴れ é 👍🏽")
        // An escape takes the general path; ASCII before and after it stays as written.
        XCTAssertEqual(try string(Array(#""a\"b\u00e9""#.utf8)), "a\"bé")
    }

    /// Short ASCII strings are found again by their bytes (`JSONShortStrings`): every string
    /// of 0–16 bytes, strings that differ only in their last byte or only in their length, a
    /// byte with zeros after it against the shorter string, 400 distinct strings (so slots are
    /// taken over), each read twice, and strings within 16 bytes of the file's end (read byte
    /// by byte): each is the string of its bytes.
    func testShortStringsFoundAgainAreTheirBytes() throws {
        var texts = (0...16).map { String(repeating: "k", count: $0) }
        texts += (0...15).map { String(repeating: "a", count: $0) + "b" }
        texts += ["type", "typf", "typ", "Text", "text", "fill", "orange", "orangE", "a", "b", "ab", "ba",
                  "exactly8", "exactly9b", "fifteen bytes!!", "fifteen bytes!?", "sixteen bytes!!!"]
        texts += (0..<400).map { String($0 * 7919) }
        for pass in 0..<2 {
            let document = "[" + texts.map { "\"\($0)\"" }.joined(separator: ", ") + "]"
            guard case .array(let elements) = try JSONParser.parse(Array(document.utf8)).value else { return XCTFail("not an array") }
            let read = elements.map { element -> String in
                if case .string(let text) = element.value { return text }
                return "not a string"
            }
            XCTAssertEqual(read, texts, "pass \(pass)")
        }
        // The last string of a file, under 16 bytes from its end, and a string that is the file.
        for text in ["", "x", "type", "exactly8", "fifteen bytes!!"] {
            XCTAssertEqual(try string(Array("\"\(text)\"".utf8)), text)
            let document = "{\"k\": \"\(text)\"}"
            guard case .object(let members) = try JSONParser.parse(Array(document.utf8)).value,
                  case .string(let read) = members[0].value.value else { return XCTFail("not an object of a string") }
            XCTAssertEqual(read, text)
            XCTAssertEqual(members[0].key, "k")
        }
    }

    /// `JSONNode.key(at:in:)` loads a member's key alone, from the tuple's first word: the
    /// layout it relies on, and the keys and lookups it answers (long keys, not small strings,
    /// and non-ASCII ones included).
    func testAMembersKeyIsItsFirstWord() throws {
        typealias Member = (key: String, value: JSONNode)
        XCTAssertEqual(MemoryLayout<Member>.offset(of: \Member.key), 0)
        let keys = ["type", "a key longer than fifteen bytes", "clé", "fill", "type"]
        let text = "{" + keys.enumerated().map { "\"\($0.element)\": \($0.offset)" }.joined(separator: ", ") + "}"
        guard case .object(let members) = try JSONParser.parse(Array(text.utf8)).value else { return XCTFail("not an object") }
        members.withUnsafeBufferPointer { buffer in
            XCTAssertEqual(buffer.indices.map { JSONNode.key(at: $0, in: buffer) }, keys)
        }
        XCTAssertEqual(JSONNode.firstIndex(of: "a key longer than fifteen bytes", in: members), 1)
        XCTAssertEqual(JSONNode.firstIndex(of: "clé", in: members), 2)
        XCTAssertNil(JSONNode.firstIndex(of: "stroke", in: members))
        XCTAssertEqual(JSONNode.firstIndex(in: members, where: { $0.count > 10 }), 1)
        XCTAssertEqual(JSONNode.firstRepeatedKey(in: members), 4)
        let view = ViewMembers(members)
        XCTAssertEqual(view.type, 0)
        XCTAssertEqual(view.repeated, 4)
        XCTAssertTrue(view.hasOwnKeys)
    }

    /// A short decimal is read as its digits over a power of ten (`JSONParser.shortDecimal`):
    /// every value equals what `Double(text)` reads, the sign of zero included, and a number past
    /// the fast path's limits (16 digits and more, an exponent) still reads as `Double` does.
    func testShortDecimalsReadAsDoubleReadsThem() throws {
        var texts = ["0", "-0", "4", "-12", "0.25", "0.1", "0.3", "1.005", "-0.000", "123456789012345",
                     "0.1234567890123456789012", "9007199254740993", "1234567890123456", "1e3", "2.5E-3",
                     "0.00000000000000000000001", "-999999999999999.5", "17.7", "3.14159"]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2000 {
            let whole = UInt64.random(in: 0..<1_000_000, using: &generator)
            let places = Int.random(in: 0...9, using: &generator)
            let fraction = (0..<places).map { _ in String(Int.random(in: 0...9, using: &generator)) }.joined()
            texts.append((Bool.random(using: &generator) ? "-" : "") + String(whole) + (places > 0 ? "." + fraction : ""))
        }
        for text in texts {
            let node = try JSONParser.parse(Array(text.utf8))
            guard case .number(let value) = node.value else { return XCTFail("not a number: \(text)") }
            XCTAssertEqual(value.bitPattern, Double(text)!.bitPattern, text)
        }
        // The nesting the parser's one stack of members and elements keeps apart.
        let nested = #"{"a": [1, {"b": [2, 3], "c": {}}, []], "d": {"e": [[4]]}}"#
        guard case .object(let members) = try JSONParser.parse(Array(nested.utf8)).value,
              case .array(let a) = members[0].value.value, case .object(let d) = members[1].value.value,
              case .object(let inner) = a[1].value, case .array(let b) = inner[0].value.value,
              case .object(let c) = inner[1].value.value, case .array(let empty) = a[2].value,
              case .array(let e) = d[0].value.value, case .array(let four) = e[0].value else { return XCTFail("shape") }
        XCTAssertEqual(members.map(\.key), ["a", "d"])
        XCTAssertEqual(a.count, 3)
        XCTAssertEqual(inner.map(\.key), ["b", "c"])
        XCTAssertEqual(b.count, 2)
        XCTAssertTrue(c.isEmpty && empty.isEmpty)
        XCTAssertEqual(four.count, 1)
    }

    func testInvalidUTF8IsRefusedWhereverItStands() {
        // After an ASCII prefix, alone, truncated, and an overlong encoding of "/".
        for bad: [UInt8] in [[0x61, 0x62, 0xFF], [0xC3], [0xE6, 0x99], [0xC0, 0xAF], [0x61, 0xED, 0xA0, 0x80]] {
            let bytes = [0x22] + bad + [0x22]
            XCTAssertThrowsError(try JSONParser.parse(bytes), "\(bad)") { error in
                let syntax = error as? JSONParser.SyntaxError
                XCTAssertEqual(syntax?.message, "string is not valid UTF-8", "\(bad)")
                XCTAssertEqual(syntax?.location.line, 1)
            }
        }
    }

    func testSourceLocationKeepsLineColumnAndFile() {
        let plain = SourceLocation(line: 12, column: 7)
        XCTAssertEqual(plain.line, 12)
        XCTAssertEqual(plain.column, 7)
        XCTAssertNil(plain.file)
        XCTAssertEqual(plain.description, "12:7")

        var located = SourceLocation(line: 3, column: 4, file: "Sources/App/Row.swift")
        XCTAssertEqual(located.file, "Sources/App/Row.swift")
        XCTAssertEqual(located, SourceLocation(line: 3, column: 4, file: "Sources/App/Row.swift"))
        XCTAssertNotEqual(located, SourceLocation(line: 3, column: 4, file: "Sources/App/Other.swift"))
        XCTAssertNotEqual(located, SourceLocation(line: 3, column: 4))
        XCTAssertEqual(Set([located, SourceLocation(line: 3, column: 4, file: "Sources/App/Row.swift")]).count, 1)
        located.file = nil
        XCTAssertEqual(located, SourceLocation(line: 3, column: 4))
        located.file = "Other.swift"
        XCTAssertEqual(located.file, "Other.swift")
        located.line = 40
        located.column = 2
        XCTAssertEqual(located, SourceLocation(line: 40, column: 2, file: "Other.swift"))
    }

    func testSourceLocationClampsPastThirtyTwoBits() {
        let far = SourceLocation(line: Int(Int32.max) + 10, column: -5)
        XCTAssertEqual(far.line, Int(Int32.max))
        XCTAssertEqual(far.column, -5)
        XCTAssertEqual(SourceLocation(line: Int.max, column: Int.min).column, Int(Int32.min))
    }
}

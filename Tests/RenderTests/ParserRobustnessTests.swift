import Foundation
import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource
@testable import RenderSwiftUI
@testable import RenderCheck
@testable import RenderTools

/// The JSON parser on long lines, parameter substitution's order, and `formatNumber` on huge values.
final class ParserRobustnessTests: XCTestCase {
    // MARK: - JSON parser: locations in linear time

    private func syntaxError(_ json: String, file: StaticString = #filePath, line: UInt = #line) -> JSONParser.SyntaxError? {
        do {
            _ = try JSONParser.parse(Array(json.utf8))
            XCTFail("expected a syntax error", file: file, line: line)
            return nil
        } catch {
            return error
        }
    }

    func testLongSingleLineParsesQuicklyWithExactLocations() throws {
        // About 2 MB on one line: [{"a":0,"b":"x"},{"a":1,"b":"晴"},…], then one more value on
        // line 2. Columns count characters, so every "晴" (3 bytes) counts once.
        var text = "["
        var column = 2                       // the column of the next character appended
        var expected: [Int: (element: Int, a: Int, b: Int)] = [:]
        var count = 0
        while text.utf8.count < 2_000_000 {
            if count > 0 { text += ","; column += 1 }
            let number = String(count)
            let string = count % 2 == 0 ? "x" : "晴"
            // {"a":N,"b":"s"}: "a"'s value starts 5 characters in, "b"'s 5 + N + 5.
            expected[count] = (column, column + 5, column + 5 + number.count + 5)
            text += #"{"a":\#(number),"b":"\#(string)"}"#
            column += 5 + number.count + 5 + 3 + 1
            count += 1
        }
        text += ",\n  \"end\"]"
        let bytes = Array(text.utf8)
        XCTAssertGreaterThan(bytes.count, 2_000_000)

        let start = Date()
        let root = try JSONParser.parse(bytes)
        let elapsed = Date().timeIntervalSince(start)
        // A hang guard, not a benchmark (speed is `make bench`'s): a linear parser takes well under
        // a second here even in a debug build on a loaded machine; the former quadratic one took hours.
        XCTAssertLessThan(elapsed, 120, "parsing 2 MB on one line took \(elapsed) s")

        guard case .array(let elements) = root.value else { return XCTFail("not an array") }
        XCTAssertEqual(elements.count, count + 1)
        XCTAssertEqual(root.location, SourceLocation(line: 1, column: 1))
        for index in [0, 1, 2, count / 2, count / 2 + 1, count - 2, count - 1] {
            guard let want = expected[index] else { return XCTFail("no expectation for \(index)") }
            let element = elements[index]
            XCTAssertEqual(element.location, SourceLocation(line: 1, column: want.element), "element \(index)")
            XCTAssertEqual(element["a"]?.location, SourceLocation(line: 1, column: want.a), "element \(index).a")
            XCTAssertEqual(element["b"]?.location, SourceLocation(line: 1, column: want.b), "element \(index).b")
            guard case .number(let value) = element["a"]?.value else { return XCTFail("element \(index).a") }
            XCTAssertEqual(value, Double(index))
        }
        XCTAssertEqual(elements[count].location, SourceLocation(line: 2, column: 3))
    }

    func testSyntaxErrorAtTheEndOfALongLineIsExact() {
        let body = Array(repeating: #"{"s":"晴"}"#, count: 20_000).joined(separator: ",")
        // "[" + 20 000 × 9 characters + 19 999 commas, then "," and the stray "x".
        let failure = syntaxError("[" + body + ",x]")
        XCTAssertEqual(failure?.location, SourceLocation(line: 1, column: 1 + 20_000 * 9 + 19_999 + 2))
        XCTAssertEqual(failure?.message, "unexpected 'x'; expected a value")
    }

    func testSyntaxErrorsGiveExactLineAndColumnAfterMultiByteCharacters() {
        XCTAssertEqual(syntaxError(#"["晴", x]"#)?.location, SourceLocation(line: 1, column: 7))
        XCTAssertEqual(syntaxError(#"{"晴": "晴晴" "b": 1}"#)?.location, SourceLocation(line: 1, column: 12))
        XCTAssertEqual(syntaxError(#"{"晴": "晴晴" "b": 1}"#)?.message, "unexpected '\"'; expected ',' or '}'")

        let invalidLiteral = syntaxError("[\n\"晴晴\",\n  tru]")
        XCTAssertEqual(invalidLiteral?.location, SourceLocation(line: 3, column: 6))
        XCTAssertEqual(invalidLiteral?.message, "invalid literal; expected 'true'")

        // The escape error points back at the letter after the backslash.
        let escape = syntaxError("[\"é😀\", \"晴\\q\"]")
        XCTAssertEqual(escape?.location, SourceLocation(line: 1, column: 11))
        XCTAssertEqual(escape?.message, "invalid escape \\q")

        // An out-of-range number points at its first character.
        XCTAssertEqual(syntaxError("[\"晴\",\n \"晴\", 1e999]")?.location, SourceLocation(line: 2, column: 7))

        XCTAssertEqual(syntaxError("[\"晴\"] x")?.location, SourceLocation(line: 1, column: 7))
        XCTAssertEqual(syntaxError("[\"晴\",\n  ")?.location, SourceLocation(line: 2, column: 3))
        XCTAssertEqual(syntaxError("[\"晴\",\n  ")?.message, "unexpected end of file; expected a value")
        // A byte order mark is skipped and not counted.
        XCTAssertEqual(syntaxError("\u{FEFF}[1, x]")?.location, SourceLocation(line: 1, column: 5))
    }

    func testLocationsOnSeveralLines() throws {
        let root = try JSONParser.parse(Array("{\"晴\": [1,\n    \"é\", {\"x\": null}],\n\"b\":  true}".utf8))
        XCTAssertEqual(root["晴"]?.location, SourceLocation(line: 1, column: 7))
        guard case .array(let elements) = root["晴"]?.value else { return XCTFail("not an array") }
        XCTAssertEqual(elements.map(\.location), [
            SourceLocation(line: 1, column: 8), SourceLocation(line: 2, column: 5), SourceLocation(line: 2, column: 10),
        ])
        XCTAssertEqual(elements[2]["x"]?.location, SourceLocation(line: 2, column: 16))
        XCTAssertEqual(root["b"]?.location, SourceLocation(line: 3, column: 7))
    }

    // MARK: - Parameter substitution: one pass, left to right

    private func substitute(_ text: String, _ values: [String: String]) -> JSONNode {
        var budget = SceneLimits.maxExpansion
        let node = JSONNode(value: .string(text), location: SourceLocation(line: 1, column: 1))
        return (try? ParameterSubstitution(values: values).apply(node, remaining: &budget)) ?? node
    }

    private func substituted(_ text: String, _ values: [String: String]) -> String? {
        guard case .string(let result) = substitute(text, values).value else { return nil }
        return result
    }

    func testSubstitutionDoesNotRescanValues() {
        // With sequential replacement both orders of the dictionary gave a wrong answer here.
        for _ in 0..<50 {
            XCTAssertEqual(substituted("{a} {b}", ["a": "{b}", "b": "{a}"]), "{b} {a}")
            XCTAssertEqual(substituted("say {a}", ["a": "{b}", "b": "x"]), "say {b}")
            XCTAssertEqual(substituted("say {b}", ["a": "{b}", "b": "x"]), "say x")
            XCTAssertEqual(substituted("{c}-{b}-{a}", ["a": "1", "b": "{a}", "c": "{b}"]), "{b}-{a}-1")
            XCTAssertEqual(substituted("x{a}", ["a": "{a}{a}"]), "x{a}{a}")
        }
        let whole = substitute("{a}", ["a": "{b}", "b": "x"])
        guard case .string(let value) = whole.value else { return XCTFail("not a string") }
        XCTAssertEqual(value, "{b}")
        XCTAssertTrue(whole.fromParameter)
    }

    func testSubstitutionEdgeCases() {
        let values = ["a": "1", "b": "2", "晴": "sun"]
        XCTAssertEqual(substituted("{", values), "{")
        XCTAssertEqual(substituted("}", values), "}")
        XCTAssertEqual(substituted("{}", values), "{}")
        XCTAssertEqual(substituted("{a", values), "{a")
        XCTAssertEqual(substituted("a}", values), "a}")
        XCTAssertEqual(substituted("{{a}}", values), "{1}")
        XCTAssertEqual(substituted("{{a}", values), "{1")
        XCTAssertEqual(substituted("{a}}", values), "1}")
        XCTAssertEqual(substituted("{x{a}}", values), "{x1}")
        XCTAssertEqual(substituted("{a}{b}", values), "12")
        XCTAssertEqual(substituted("{a}{b}{a}", values), "121")
        XCTAssertEqual(substituted("{unknown}", values), "{unknown}")
        XCTAssertEqual(substituted("{unknown} {a} {A}", values), "{unknown} 1 {A}")
        XCTAssertEqual(substituted("{ a}", values), "{ a}")
        XCTAssertEqual(substituted("晴{a}é😀{b}晴", values), "晴1é😀2晴")
        XCTAssertEqual(substituted("é{晴}é", values), "ésuné")
        // A combining mark after a brace does not hide the brace.
        XCTAssertEqual(substituted("{a}\u{301}", values), "1\u{301}")
        XCTAssertEqual(substituted("x{a}y{", values), "x1y{")

        XCTAssertFalse(substitute("{a}{b}", values).fromParameter)
        XCTAssertFalse(substitute("{unknown}", values).fromParameter)
        XCTAssertFalse(substitute(" {a}", values).fromParameter)
        XCTAssertTrue(substitute("{晴}", values).fromParameter)
    }

    func testSubstitutionReachesNestedStringsOnly() throws {
        let node = try JSONParser.parse(Array(#"{"{a}": ["{a}", 3, {"k": "<{b}>"}], "n": null}"#.utf8))
        var budget = SceneLimits.maxExpansion
        let result = try ParameterSubstitution(values: ["a": "{b}", "b": "x"]).apply(node, remaining: &budget)
        guard case .object(let members) = result.value else { return XCTFail("not an object") }
        XCTAssertEqual(members.map(\.key), ["{a}", "n"])
        guard case .array(let elements) = members[0].value.value else { return XCTFail("not an array") }
        guard case .string(let first) = elements[0].value else { return XCTFail("not a string") }
        XCTAssertEqual(first, "{b}")
        XCTAssertTrue(elements[0].fromParameter)
        XCTAssertEqual(elements[0].location, SourceLocation(line: 1, column: 10))
        guard case .string(let inner) = elements[2]["k"]?.value else { return XCTFail("not a string") }
        XCTAssertEqual(inner, "<x>")
    }

    func testSubstitutionIsBoundedByWhatItProducesAndSaysWhere() throws {
        // 3,000 tokens of a 10,000-character parameter would make 30 MB of text.
        let json = #"{"params": {"p": "\#(String(repeating: "x", count: 10_000))"}, "root": {"type": "VStack", "children": [{"type": "Text", "text": "\#(String(repeating: "{p}", count: 4_000))"}]}}"#
        XCTAssertThrowsError(try scene(json)) { error in
            let text = "\(error)"
            XCTAssertTrue(text.hasPrefix("test.json:1:"), text)
            XCTAssertTrue(text.contains("root.children[0].text: substituting parameters and ForEach items makes more than 4 Mi nodes and bytes"), text)
        }
        var budget = 10
        let node = JSONNode(value: .string("{a}{a}{a}"), location: SourceLocation(line: 2, column: 5))
        XCTAssertThrowsError(try ParameterSubstitution(values: ["a": "abc"]).apply(node, remaining: &budget))
    }

    func testSceneParametersAreOrderIndependent() throws {
        let json = #"{"params": {"a": "{b}", "b": "x", "c": "{a}"}, "root": {"type": "Text", "text": "{c}|{a}|{b}"}}"#
        for _ in 0..<20 {
            let decoded = try scene(json)
            guard case .defined(let view) = decoded.root.kind, let text = view.behavior as? TextLayout, !text.isStyled else { return XCTFail("not text") }
            XCTAssertEqual(text.string, "{a}|{b}|x")
        }
    }

    // MARK: - formatNumber: always a JSON number

    func testFormatNumberKeepsOrdinaryValues() {
        XCTAssertEqual(formatNumber(0), "0")
        XCTAssertEqual(formatNumber(-0.0), "0")
        XCTAssertEqual(formatNumber(41.5), "41.5")
        XCTAssertEqual(formatNumber(1.0 / 3), "0.333")
        XCTAssertEqual(formatNumber(-2.0 / 3), "-0.667")
        XCTAssertEqual(formatNumber(-0.0004), "0")
        XCTAssertEqual(formatNumber(0.0005), "0.001")
        XCTAssertEqual(formatNumber(200), "200")
        XCTAssertEqual(formatNumber(-17.25), "-17.25")
        XCTAssertEqual(formatNumber(1.23456e-7), "0")
        XCTAssertEqual(formatNumber(-1.23456e-7), "0")
        XCTAssertEqual(formatNumber(999_999_999_999_999), "999999999999999")
        XCTAssertEqual(formatNumber(123_456_789_012.5), "123456789012.5")
        XCTAssertEqual(formatNumber(.infinity), "infinity")
        XCTAssertEqual(formatNumber(-.infinity), "-infinity")
        XCTAssertEqual(formatNumber(.nan), "nan")
    }

    func testFormatNumberOnHugeValues() {
        // From 1e12 the value itself is rounded: value * 1000 is no longer exact there.
        XCTAssertEqual(formatNumber(1e12), "1000000000000")
        XCTAssertEqual(formatNumber(1e12 + 0.25), "1000000000000.25")
        XCTAssertEqual(formatNumber(-1e12 - 0.5), "-1000000000000.5")
        XCTAssertEqual(formatNumber(123_456_789_012_345), "123456789012345")
        XCTAssertEqual(formatNumber(100_000_000_000_001), "100000000000001")
        XCTAssertEqual(formatNumber(999_999_999_999_992), "999999999999992")
        XCTAssertEqual(formatNumber(999_999_999_999_999.875), "999999999999999.875")
        XCTAssertEqual(formatNumber(1e15), "1000000000000000")
        XCTAssertEqual(formatNumber(-1e15), "-1000000000000000")
        XCTAssertEqual(formatNumber(1e15 + 0.5), "1000000000000000.5")
        XCTAssertEqual(formatNumber(1e20), "1e+20")
        XCTAssertEqual(formatNumber(-1e308), "-1e+308")
        XCTAssertEqual(formatNumber(.greatestFiniteMagnitude), "1.7976931348623157e+308")
    }

    func testFormatNumberAlwaysGivesAJSONNumber() throws {
        let values: [Double] = [
            0, -0.0, 41.5, 1.0 / 3, -0.0004, 200, 1.23456e-7, 999_999_999_999_999.9, 1e15, -1e15, 1e15 + 0.125,
            4_503_599_627_370_497, 9_007_199_254_740_993, 1e16, 1e20, -1e20, 1.5e300, -1e308, 1e306, 1.8e305,
            .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .leastNonzeroMagnitude, 123.4567, -98765.4321,
        ]
        // RFC 8259: -? (0 | [1-9][0-9]*) (.[0-9]+)? ([eE][+-]?[0-9]+)?
        let grammar = try NSRegularExpression(pattern: #"^-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?$"#)
        for value in values {
            let text = formatNumber(value)
            let range = NSRange(text.startIndex..., in: text)
            XCTAssertNotNil(grammar.firstMatch(in: text, range: range), "\(value) gave \(text)")
            XCTAssertFalse(text.hasSuffix("."), "\(value) gave \(text)")
            if !text.contains("e") {
                let decimals = text.split(separator: ".").dropFirst().first?.count ?? 0
                XCTAssertLessThanOrEqual(decimals, 3, "\(value) gave \(text)")
                if decimals > 0 { XCTAssertFalse(text.hasSuffix("0"), "\(value) gave \(text)") }
            }
            // Our own strict parser reads it back, within the three decimals kept.
            let parsed = try JSONParser.parse(Array(text.utf8))
            guard case .number(let back) = parsed.value else { return XCTFail("\(text) is not a number") }
            XCTAssertEqual(back, value, accuracy: max(0.0005, abs(value) * 1e-15), "\(value) gave \(text)")
        }
    }

    func testLayoutDumpWithHugeNumbersIsValidJSON() throws {
        let output = JSONOutput.object([("big", .number(1e15)), ("huge", .number(-1e308)), ("third", .number(1.0 / 3))])
        let text = output.rendered()
        XCTAssertEqual(text, "{ \"big\": 1000000000000000, \"huge\": -1e+308, \"third\": 0.333 }\n")
        let parsed = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
        XCTAssertEqual(parsed?["huge"] as? Double, -1e308)
        XCTAssertNoThrow(try JSONParser.parse(Array(text.utf8)))
    }
}

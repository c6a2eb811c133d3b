import Foundation
import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource

/// Issue 24: each crash, hang and blow-up the adversarial campaign found in the Swift front end,
/// as a file that now ends in a located error (or renders) within the evaluation budget
/// (`EvaluationBudget`, docs/swift-input.md "Limits"). None of these is timed: the budget, not
/// the clock, bounds them, and each test names the meter that stops its file.
final class SwiftHostileInputTests: XCTestCase {
    /// The error the file ends in; fails when it loads.
    private func failure(_ source: String, file: StaticString = #filePath, line: UInt = #line) -> SceneError? {
        do {
            _ = try SwiftSource.load(Array(source.utf8), file: "Hostile.swift")
            XCTFail("expected an error", file: file, line: line)
            return nil
        } catch {
            return error
        }
    }

    /// Asserts the error's message holds `text`, and that it is located with a caret.
    private func assertLocatedError(_ source: String, _ text: String, line expectedLine: Int? = nil,
                                    file: StaticString = #filePath, line: UInt = #line) {
        guard let error = failure(source, file: file, line: line) else { return }
        XCTAssertTrue(error.message.contains(text), "\(error)", file: file, line: line)
        XCTAssertEqual(error.file, "Hostile.swift", file: file, line: line)
        XCTAssertNotNil(error.location, "\(error)", file: file, line: line)
        if let expectedLine { XCTAssertEqual(error.location?.line, expectedLine, "\(error)", file: file, line: line) }
        XCTAssertTrue(error.excerpt?.hasSuffix("^") == true, "no caret: \(error)", file: file, line: line)
    }

    private func loads(_ source: String, file: StaticString = #filePath, line: UInt = #line) -> SwiftSource.Loaded? {
        do {
            return try SwiftSource.load(Array(source.utf8), file: "Hostile.swift")
        } catch {
            XCTFail("\(error)", file: file, line: line)
            return nil
        }
    }

    // MARK: - Crashes: Int and Double at their edges

    func testRangesAtTheEdgesOfIntAreErrorsNotTraps() {
        // These trapped in Interpreter.elements(of:at:) (Int(Double) of 2^63).
        assertLocatedError("ForEach(Int.max - 3...Int.max, id: \\.self) { i in Text(\"\\(i)\") }", "within ±9007199254740992")
        assertLocatedError("Text(\"\\((Int.min...Int.max).count)\")", "within ±9007199254740992")
        assertLocatedError("let a = Array(9223372036854775800...9223372036854775807)\nText(\"\\(a.count)\")", "(2^53)", line: 1)
        assertLocatedError("Text(\"\\(Int.min..<Int.max)\")", "(2^53)")
        assertLocatedError("let r = (0...9007199254740992).map { $0 }\nText(\"x\")", "more than 100000 elements", line: 1)
        // Doubles: a count no Int holds, and bounds no Int holds.
        assertLocatedError("let r = 1e300...1e301\nText(\"\\(r.count)\")", "is not a whole number an Int can hold", line: 2)
        assertLocatedError("ForEach(1e300...1e300, id: \\.self) { i in Text(\"\\(i)\") }", "is not a whole number an Int can hold")
        // Exact within 2^53.
        XCTAssertNotNil(loads("VStack { ForEach(9007199254740990...9007199254740992, id: \\.self) { i in Text(\"\\(i)\") } }"))
    }

    func testIntArithmeticThatWouldTrapIsAnError() {
        assertLocatedError("Text(\"\\(-(Int.min))\")", "arithmetic overflow")
        assertLocatedError("Text(\"\\(abs(Int.min))\")", "arithmetic overflow")
        assertLocatedError("Text(\"\\(Int.max + 1)\")", "arithmetic overflow")
        assertLocatedError("Text(\"\\(Int(1e19))\")", "cannot convert")
        // min, max of Ints stay Ints (a Double would round Int.max up past Int's range and trap).
        guard let loaded = loads("Text(\"\\(max(Int.max, 1)) \\([Int.min, 3].min()!)\")") else { return }
        XCTAssertTrue("\(loaded.json)".contains("9223372036854775807 -9223372036854775808"), "\(loaded.json)")
    }

    func testNaNColourComponentsAreErrorsNotTraps() {
        assertLocatedError("Color(red: 0.0 / 0.0, green: 1, blue: 1)", "Color")
        assertLocatedError("Color(white: .nan).frame(width: 10, height: 10)", "Color")
    }

    // MARK: - Memory: strings and arrays are bounded before they are made

    func testStringDoubledByJoinedStopsBeforeAllocating() {
        // Ended in "failed to allocate" (2.9 GiB) before.
        assertLocatedError("var s = \"xxxxxxxxxxxxxxxx\"\nfor _ in 0..<40 { s = [s, s].joined() }\nText(s)", "at most 1000000", line: 2)
        assertLocatedError("var s = \"x\"\nfor _ in 0..<40 { s = \"\\(s)\\(s)\" }\nText(s)", "at most 1000000", line: 2)
        assertLocatedError("var s = \"x\"\nfor _ in 0..<40 { s += s }\nText(s)", "at most 1000000", line: 2)
    }

    func testCopiesOfLargeStringsAreCountedInTheByteBudget() {
        // 100 distinct copies of a 0.9 MB string: each is bounded, all of them are not.
        let source = """
        let a = Array(repeating: "xxxxxxxxxxxxxxxxxx", count: 50000)
        let s = a.joined()
        var t: [String] = []
        for i in 0..<100 { t.append(s + "\\(i)") }
        Text("\\(t.count)")
        """
        assertLocatedError(source, "MiB of strings in all", line: 4)
    }

    func testStructBuiltFromCopiesOfItselfIsCounted() {
        // Each step copies the struct twice: 2^40 structs without the elements meter.
        let source = "struct P { let l: P?; let r: P? }\nvar p = P(l: nil, r: nil)\nfor _ in 0..<40 { p = P(l: p, r: p) }\nText(\"x\")"
        assertLocatedError(source, "array elements and struct fields in all", line: 3)
    }

    // MARK: - Hangs: work that grew faster than the steps that asked for it

    func testNestedArraysThatShareTheirPartsAreCounted() {
        // 27 doublings: 2^27 elements compared or printed for one step.
        let doubled = "var c = [1]\n" + String(repeating: "c = [c, c]\n", count: 27)
        assertLocatedError(doubled + "Text(\"\\(c == c)\")", "array elements and struct fields in all", line: 29)
        assertLocatedError(doubled + "Text(\"\\(c)\")", "at most 1000000", line: 29)
    }

    func testStringWalksInLoopsAreCounted() {
        let big = "var s = \"x\"\nfor _ in 0..<19 { s += s }\n"
        assertLocatedError(big + "var n = 0\nfor i in 0..<60000 { n += s.count }\nText(\"\\(n)\")", "MiB of strings in all", line: 4)
        assertLocatedError(big + "var n = \"\"\nfor i in 0..<60000 { n = s[i] }\nText(n)", "MiB of strings in all", line: 4)
        assertLocatedError(big + "var b = false\nfor i in 0..<60000 { b = s.contains(\"q\") }\nText(\"\\(b)\")", "MiB of strings in all", line: 4)
    }

    func testArraysGrownInPlaceAreNotCopiedEachTime() throws {
        // 20,000 appends and += in a loop: linear, well within the budget (each copy of the
        // whole array would have cost 200 million elements).
        let loaded = loads("""
        var rows: [Int] = []
        var text = ""
        for i in 0..<20000 { rows.append(i); text += "x" }
        Text("\\(rows.count) \\(text.count)")
        """)
        XCTAssertTrue("\(loaded?.json as Any)".contains("20000 20000"))
        // Copies of a shared array are charged: 20,000 appends to a copy each time are not linear.
        assertLocatedError("""
        var rows: [Int] = []
        var copies: [[Int]] = []
        for i in 0..<20000 { copies = [rows]; rows.append(i) }
        Text("\\(rows.count)")
        """, "array elements and struct fields in all")
    }

    func testReversedInALoopIsCounted() {
        assertLocatedError("let a = Array(0..<100000)\nvar n = 0\nfor i in 0..<60000 { n = a.reversed().count }\nText(\"\\(n)\")",
                           "array elements and struct fields in all", line: 3)
    }

    func testRecursionThatFansOutStopsAtTheStepBudget() {
        assertLocatedError("func f(_ n: Int) -> Int { n <= 0 ? 0 : f(n - 1) + f(n - 1) }\nText(\"\\(f(100))\")", "evaluation steps")
        assertLocatedError("struct A { var x: Int { y + y }; var y: Int { z + z }; var z: Int { x } }\nText(\"\\(A().x)\")", "nest more than")
        // An array that doubles at each level of a recursion stops at one collection's bound.
        assertLocatedError("func h(_ n: Int) -> [Int] { if n == 0 { return [1] }; let a = h(n - 1); return a + a }\nText(\"\\(h(40).count)\")", "at most 100000")
    }

    func testManyEnumCasesAreLookedUpByName() {
        // 20,000 lookups of the last of 20,000 cases: a walk of the cases each time was 4e8 comparisons.
        let cases = (0..<20_000).map { "c\($0)" }.joined(separator: ", ")
        let source = "enum E: Int { case \(cases) }\nvar n = 0\nfor _ in 0..<20000 { n += E.c19999.rawValue }\nText(\"\\(n)\")"
        guard let loaded = loads(source) else { return }
        XCTAssertTrue("\(loaded.json)".contains("\(20_000 * 19_999)"))
    }

    func testThousandsOfUnusedViewStructsChooseTheLastInLinearTime() {
        // 3,000 views: each was read for each other's name (9 million token walks).
        let source = (0..<3_000).map { "struct V\($0): View { var body: some View { Text(\"\($0)\") } }" }.joined(separator: "\n")
        guard let loaded = loads(source) else { return }
        XCTAssertTrue("\(loaded.json)".contains("2999"))
    }

    func testLocationsOnOneLongLineAreFound() throws {
        // 20,000 statements on one line, with a non-ASCII character first: every location on it
        // counted characters from the line's start.
        let source = "let é = 1; " + (0..<20_000).map { "let a\($0) = \($0)" }.joined(separator: "; ") + "; let bad = nope"
        guard let error = failure(source) else { return }
        XCTAssertEqual(error.location?.line, 1)
        XCTAssertEqual(error.location?.column, source.count - 3)
        // A window of the long line, with the caret under the place.
        let excerpt = try XCTUnwrap(error.excerpt)
        let lines = excerpt.split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(lines.count, 2)
        XCTAssertLessThan(lines[0].count, 260)
        let shown = Array(String(lines[0]))
        XCTAssertEqual(String(shown[(lines[1].count - 1)...].prefix(4)), "nope")
    }

    // MARK: - Stack: nesting that brackets do not show

    func testDeepGenericsAreRefusedBeforeParsing() {
        // 70,000 levels stay under the 512 KiB file limit (100,000 are refused for their size).
        for depth in [201, 70_000] {
            let source = "let x = " + String(repeating: "Array<", count: depth) + "Int" + String(repeating: ">", count: depth) + "()\nText(\"x\")"
            guard let error = failure(source) else { continue }
            XCTAssertTrue(error.message.contains("nested more than 200 levels deep"), "\(error)")
            XCTAssertEqual(error.location?.line, 1)
        }
        // Comparisons without spaces are forgotten at the end of their line.
        let comparisons = String(repeating: "let b = 1<2\n", count: 300) + "Text(\"x\")"
        XCTAssertNotNil(loads(comparisons))
    }

    func testNestedIfBlocksAreRefusedBeforeParsing() {
        // 1,000 nested `#if`s took 6 s (debug) for swift-syntax to explain its nesting error;
        // they count as brackets in the pre-scan (fuzz seed 7 case 48).
        let deep = String(repeating: "#if DEBUG\n", count: 1_000) + "Text(\"x\")\n" + String(repeating: "#endif\n", count: 1_000)
        guard let error = failure(deep) else { return }
        XCTAssertTrue(error.message.contains("(and #if blocks) are nested more than 200 levels deep"), "\(error)")
        XCTAssertEqual(error.location?.line, 201)
        // A few levels, as real files have, are read; `#if` inside a string is text.
        let shallow = "#if DEBUG\n#if os(iOS)\nText(\"#if\")\n#endif\n#endif\n"
        XCTAssertNotNil(loads(shallow))
    }

    // MARK: - The module's tokens

    func testTokensAreCountedAsTheLexerWould() {
        XCTAssertEqual(NestingScan.scan("let x = a + b // c + d\n/* e f */ x += 1", tokenLimit: .max).tokens, 9)
        // A string literal is three (its quotes and text), its interpolation's code counted.
        XCTAssertEqual(NestingScan.scan("Text(\"a + b\")", tokenLimit: .max).tokens, 6)
        XCTAssertEqual(NestingScan.scan("a+a+a", tokenLimit: 4).overBudget?.column, 5)
        XCTAssertEqual(NestingScan.scan("a+a\r+a", tokenLimit: 4).overBudget.map { [$0.line, $0.column] }, [2, 2])
    }

    func testAModuleOfLongOperatorSequencesIsRefusedBeforeParsing() throws {
        // Six module files of 240,000 tokens of `a+a+…+a` would have been parsed, folded and
        // kept: about 2 GiB. The tokens of the file and its module are counted first; the file
        // that crosses the module's budget (1,200,000) is named at the token that does, and
        // nothing is parsed.
        let folder = try temporaryDirectory(self)
        let sum = "let a = 1\nlet s = " + String(repeating: "a+", count: 120_000) + "a\n"
        for index in 0..<6 { try sum.write(to: folder.appendingPathComponent("Sum\(index).swift"), atomically: true, encoding: .utf8) }
        let main = folder.appendingPathComponent("Main.swift")
        // It names `s`, so every file that declares one is reached, and counted (`ModuleReach`).
        try "import SwiftUI\nText(\"\\(s)\")\n".write(to: main, atomically: true, encoding: .utf8)
        do {
            _ = try SwiftSource.load(contentsOf: main.path, options: SwiftSource.Options(moduleDirectory: folder.path))
            XCTFail("expected an error")
        } catch {
            XCTAssertTrue(error.file.hasSuffix("Sum4.swift"), "\(error)")
            XCTAssertTrue(error.message.contains("more than \(EvaluationBudget.maxModuleTokens) tokens"), "\(error)")
            XCTAssertEqual(error.location?.line, 2)
            XCTAssertTrue(error.excerpt?.hasSuffix("^") == true, "\(error)")
        }
        // The file alone: located, with its caret.
        assertLocatedError("let s = " + String(repeating: "a+", count: 210_000) + "a\n", "the file holds more than", line: 1)
    }

    // MARK: - Asset catalogs

    func testCatalogFilesThatAreNotRegularFilesAreNotRead() throws {
        // A Contents.json that is a FIFO blocked the read; one linked to /dev/zero never ended;
        // an image file that is a FIFO blocked the image's read.
        let folder = try temporaryDirectory(self)
        let catalog = folder.appendingPathComponent("Assets.xcassets")
        let manager = FileManager.default
        for name in ["Fifo.colorset", "Zero.colorset", "Pipe.imageset"] {
            try manager.createDirectory(at: catalog.appendingPathComponent(name), withIntermediateDirectories: true)
        }
        XCTAssertEqual(mkfifo(catalog.appendingPathComponent("Fifo.colorset/Contents.json").path, 0o644), 0)
        try manager.createSymbolicLink(atPath: catalog.appendingPathComponent("Zero.colorset/Contents.json").path, withDestinationPath: "/dev/zero")
        try #"{"images": [{"idiom": "universal", "filename": "pipe.png", "scale": "3x"}]}"#
            .write(to: catalog.appendingPathComponent("Pipe.imageset/Contents.json"), atomically: true, encoding: .utf8)
        XCTAssertEqual(mkfifo(catalog.appendingPathComponent("Pipe.imageset/pipe.png").path, 0o644), 0)
        let assets = AssetCatalog(catalogs: [catalog.path])
        XCTAssertNil(assets.colors["Fifo"])
        XCTAssertNil(assets.colors["Zero"])
        XCTAssertEqual(assets.warnings.count, 2, "\(assets.warnings)")
        let main = folder.appendingPathComponent("Main.swift")
        try "import SwiftUI\nImage(\"Pipe\")\n".write(to: main, atomically: true, encoding: .utf8)
        let loaded = try SwiftSource.load(contentsOf: main.path, options: SwiftSource.Options(moduleDirectory: folder.path))
        XCTAssertTrue(loaded.warnings.contains { $0.contains("pipe.png: the image set's file is missing or not a regular file") }, "\(loaded.warnings)")
    }

    func testGeneratedSymbolsAreLookedUpInATable() throws {
        // Each `Color(.name)` sorted and spelled every name of the catalog, so a loop of them took
        // uses × names: quadratic. Now a table made once.
        let folder = try temporaryDirectory(self)
        let catalog = folder.appendingPathComponent("Assets.xcassets")
        for index in 0..<300 {
            let set = catalog.appendingPathComponent("Shade \(index).colorset")
            try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
            try #"{"colors": [{"idiom": "universal", "color": {"components": {"red": "1", "green": "0", "blue": "0", "alpha": "1"}}}]}"#
                .write(to: set.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
        }
        let main = folder.appendingPathComponent("Main.swift")
        try "import SwiftUI\nVStack { ForEach(0..<300) { _ in Color(.shade299).frame(width: 1, height: 1) } }\n".write(to: main, atomically: true, encoding: .utf8)
        let loaded = try SwiftSource.load(contentsOf: main.path, options: SwiftSource.Options(moduleDirectory: folder.path))
        XCTAssertEqual(loaded.placeholders, 0, "\(loaded.warnings.prefix(3))")
        XCTAssertEqual(AssetCatalog(catalogs: [catalog.path]).colorSymbols["shade299"], "Shade 299")
    }

    // MARK: - Crashes in swift-syntax

    func testAnEqualSignSwiftSyntaxCannotFixIsExplained() {
        // A control character between a space and `=` made swift-syntax build a Fix-It with no
        // change, which traps (FixIt.swift:97; fuzz seed 2424 case 5510, minimised).
        assertLocatedError("let d \u{1}= 1\nText(\"x\")", "syntax error", line: 1)
        assertLocatedError("let d = 1\nd \u{1}= 2\nText(\"x\")", "syntax error", line: 2)
        // An earlier error is still the one reported.
        assertLocatedError("let q = )\nd \u{1}= 3\n", "expected expression", line: 1)
    }

    // MARK: - Messages

    func testOldMacLineEndingsGetTheCaretLine() throws {
        let source = "import SwiftUI\rstruct V: View {\r    var body: some View {\r        Text(\"a\").frame(wdth: 3)\r    }\r}\r"
        guard let error = failure(source) else { return }
        XCTAssertEqual(error.location?.line, 4, "\(error)")
        XCTAssertEqual(error.excerpt, "        Text(\"a\").frame(wdth: 3)\n" + String(repeating: " ", count: error.location!.column - 1) + "^")
        // Mixed endings count as swift-syntax counts them.
        let mixed = "import SwiftUI\r\nlet a = 1\rlet b = 2\nText(nope)\r\n"
        XCTAssertEqual(failure(mixed)?.location?.line, 4)
    }

    func testNonUTF8InputGetsThePositionOfTheFirstBadByte() throws {
        var bytes = Array("import SwiftUI\nText(\"héllo".utf8)
        bytes.append(0xFF)
        bytes += Array("\")\n".utf8)
        do {
            _ = try SwiftSource.load(bytes, file: "Bytes.swift")
            XCTFail("expected an error")
        } catch {
            XCTAssertEqual(error.location, SourceLocation(line: 2, column: 12), "\(error)")
            XCTAssertTrue(error.message.contains("not UTF-8 text: byte 0xFF"), error.message)
            XCTAssertEqual(error.excerpt, "Text(\"héllo\u{FFFD}\")\n           ^")
        }
    }
}

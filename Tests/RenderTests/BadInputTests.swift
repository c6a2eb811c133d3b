import Foundation
import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource
@testable import RenderSwiftUI
@testable import RenderCheck
@testable import RenderTools

/// Bad and extreme input ends in a clear error (exit 1) or a warning — never a crash, a hang
/// or a changed output file. Each case comes from fuzzing the command line.
final class BadInputTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = try temporaryDirectory(self)
    }

    /// Writes `scene`, renders it with `arguments`, and returns the result.
    private func render(_ scene: String, _ arguments: [String] = [], name: String = "scene.json") throws -> RunResult {
        let file = directory.appendingPathComponent(name)
        try scene.write(to: file, atomically: true, encoding: .utf8)
        return try runRender([file.path, "-o", directory.appendingPathComponent("out.png").path] + arguments)
    }

    private func assertBadInput(_ scene: String, mentions text: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let result = try render(scene)
        XCTAssertEqual(result.status, 1, result.stderr, file: file, line: line)
        XCTAssertTrue(result.stderr.contains("scene.json:"), result.stderr, file: file, line: line)
        XCTAssertTrue(result.stderr.contains(text), result.stderr, file: file, line: line)
    }

    func testImageFilesThatAreNotPNGs() throws {
        try assertBadInput(#"{"type": "Image", "file": ""}"#, mentions: "root.file: the image file name is empty")
        try assertBadInput(#"{"type": "Image", "file": "."}"#, mentions: "is a directory")
        try Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8) + [0, 0, 0, 4, 0, 0, 0, 4, 8, 6, 0, 0, 0])
            .write(to: directory.appendingPathComponent("cut.png"))
        try assertBadInput(#"{"type": "Image", "file": "cut.png"}"#, mentions: "is not a usable PNG file")
        // A JPEG cut after its start: libjpeg's fatal error is this error, not the end of the process.
        try Data([0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10]).write(to: directory.appendingPathComponent("cut.jpg"))
        try assertBadInput(#"{"type": "Image", "file": "cut.jpg"}"#, mentions: "cut.jpg is not a usable JPEG file")
        try assertBadInput(#"{"type": "Image", "file": "nope.png"}"#, mentions: "no such image file")
    }

    func testDeepModifierChainsAreBoundedAndTheLimitRenders() throws {
        let chain = { (count: Int) in
            #"{"type": "Text", "text": "x", "modifiers": ["# + Array(repeating: #"{"opacity": 1}"#, count: count).joined(separator: ",") + "]}"
        }
        try assertBadInput(chain(2000), mentions: "nested more than \(SceneLimits.maxNodeDepth) levels deep")
        // At the limit, layout, painting and freeing the tree all stay within the stack.
        var nested = #"{"type": "Text", "text": "x"}"#
        for _ in 0..<(SceneLimits.maxNodeDepth / 4) {
            nested = #"{"type": "ZStack", "children": [\#(nested)], "modifiers": [{"padding": 0}, {"border": "red"}, {"opacity": 1}]}"#
        }
        let result = try render(nested, ["--debug-borders", "--layout-json", directory.appendingPathComponent("d.json").path])
        XCTAssertEqual(result.status, 0, result.stderr)
    }

    func testGuideExpressionsAreBounded() throws {
        let guide = { (value: String) in #"{"type": "HStack", "children": [{"type": "Text", "text": "a", "modifiers": [{"alignmentGuide": {"guide": "centerY", "value": \#(value)}}]}]}"# }
        try assertBadInput(guide("\"" + String(repeating: "-", count: 5000) + "1\""), mentions: "longer than 200 characters")
        try assertBadInput(guide("\"" + String(repeating: "-", count: 100) + "1\""), mentions: "nested too deeply")
        try assertBadInput(guide("1e20"), mentions: "out of range")
        // Arithmetic that explodes is clamped, and the dump stays valid JSON.
        let huge = try render(guide(#""height * 99999999999 * 99999999999""#), ["--layout-json", "-"])
        XCTAssertEqual(huge.status, 0, huge.stderr)
        XCTAssertNoThrow(try JSONSerialization.jsonObject(with: huge.stdout))
    }

    func testNestedForEachThatMakesNothingStopsQuickly() throws {
        // The item budget (the message) stops it, not a clock: no timed tests.
        try assertBadInput(#"{"type": "VStack", "children": [{"type": "ForEach", "range": [0, 50000], "content": {"type": "ForEach", "range": [0, 50000], "content": {"type": "Group"}}}]}"#,
                           mentions: "items in all")
    }

    func testLongTextsAreBounded() throws {
        try assertBadInput(#"{"type": "Text", "text": "\#(String(repeating: "x", count: 600))"}"#, mentions: "no breakable space; at most 500")
        try assertBadInput(#"{"type": "Text", "text": "\#(String(repeating: "ab ", count: 2000))"}"#, mentions: "at most 5000")
        // CJK text breaks anywhere, so it has no long unbreakable run.
        XCTAssertEqual(try render(#"{"type": "Text", "text": "\#(String(repeating: "晴", count: 600))", "modifiers": [{"frame": {"width": 300}}]}"#).status, 0)
    }

    func testFrameBounds() throws {
        try assertBadInput(#"{"type": "Color", "color": "red", "modifiers": [{"frame": {"minWidth": "infinity"}}]}"#,
                           mentions: "minWidth cannot be \"infinity\"")
        // Negative bounds are contradictory, as SwiftUI says: a warning, and a layout.
        let negative = try render(#"{"type": "Color", "color": "red", "id": "c", "modifiers": [{"frame": {"minWidth": -5, "maxWidth": 100}}]}"#)
        XCTAssertEqual(negative.status, 0, negative.stderr)
        XCTAssertTrue(negative.stderr.contains("Contradictory frame constraints specified."), negative.stderr)
    }

    func testIdsAreUniqueAndWellFormed() throws {
        try assertBadInput(#"{"type": "VStack", "children": [{"type": "Text", "text": "a", "id": "x"}, {"type": "Text", "text": "b", "id": "x"}]}"#,
                           mentions: "root.children[1].id: the id \"x\" is used twice")
        try assertBadInput(#"{"type": "Text", "text": "a", "id": ""}"#, mentions: "must not be empty")
        try assertBadInput(#"{"type": "Text", "text": "a", "id": "x#0"}"#, mentions: "must not contain '#'")
        try assertBadInput(#"{"type": "VStack", "children": [{"type": "Group", "id": "g", "children": []}]}"#, mentions: "Group has no id")
    }

    func testForEachErrorsNameTheItem() throws {
        try assertBadInput(#"{"type": "VStack", "children": [{"type": "ForEach", "range": [0, 3], "content": {"type": "Text", "text": "{i}", "modifiers": [{"opacity": "{i}"}]}}]}"#,
                           mentions: "root.children[0].content.modifiers[0].opacity: in ForEach item i = 2: 2 is out of range")
    }

    func testAFailedCommandChangesNoOutputFile() throws {
        let dump = directory.appendingPathComponent("keep.json")
        try Data("previous".utf8).write(to: dump)
        let file = directory.appendingPathComponent("scene.json")
        try #"{"type": "Text", "text": "Hi"}"#.write(to: file, atomically: true, encoding: .utf8)
        let result = try runRender([file.path, "--layout-json", dump.path, "-o", "/nonexistent-folder/out.png"])
        XCTAssertEqual(result.status, 3)
        XCTAssertEqual(try Data(contentsOf: dump), Data("previous".utf8), "the dump is written only with the image")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted(), ["keep.json", "scene.json"])

        let sheet = directory.appendingPathComponent("sheet.png")
        try Data("previous".utf8).write(to: sheet)
        let sweep = try runRender(["sweep", "examples/view-that-fits.json", "--from", "100", "--to", "120", "--step", "10",
                                   "--sheet", sheet.path, "-o", "/nonexistent-folder/anim.png"])
        XCTAssertEqual(sweep.status, 3)
        XCTAssertEqual(try Data(contentsOf: sheet), Data("previous".utf8))
    }

    func testExtremeSweepRanges() throws {
        let out = directory.appendingPathComponent("a.png").path
        for range in [["--from", "0", "--to", "1", "--step", "1e-300"], ["--from=-1e308", "--to", "1e308", "--param", "width"]] {
            let result = try runRender(["sweep", "examples/view-that-fits.json", "-o", out] + range)
            XCTAssertEqual(result.status, 2, result.stderr)  // flags that make no range: a usage error
            XCTAssertTrue(result.stderr.contains("frames"), result.stderr)
        }
        XCTAssertEqual(try runRender(["sweep", "examples/view-that-fits.json", "-o", out, "--from=-10", "--to", "10"]).status, 2)
    }

    func testZeroWidthIsAProposal() throws {
        let result = try render(#"{"type": "Text", "text": "Hi", "id": "t"}"#, ["-w", "0", "--layout-json", "-"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdoutText.contains(#""width": 0"#), result.stdoutText)
    }

    func testSVGTextLayerHoldsOnlyVisibleWellFormedText() throws {
        let svg = directory.appendingPathComponent("out.svg")
        let file = directory.appendingPathComponent("scene.json")
        try #"""
        {"type": "VStack", "children": [
          {"type": "Text", "text": "shown\u0007bell"},
          {"type": "Text", "text": "hidden text", "modifiers": [{"hidden": true}]},
          {"type": "Text", "text": "transparent text", "modifiers": [{"opacity": 0}]},
          {"type": "Text", "text": "clipped away", "modifiers": [{"offset": {"x": 500}}, {"frame": {"width": 50}}, {"clipped": true}]}
        ]}
        """#.write(to: file, atomically: true, encoding: .utf8)
        XCTAssertEqual(try runRender([file.path, "-o", svg.path]).status, 0)
        let data = try Data(contentsOf: svg)
        let text = String(decoding: data, as: UTF8.self)
        XCTAssertTrue(text.contains(">shownbell</text>"), text)
        for absent in ["hidden text", "transparent text", "clipped away"] { XCTAssertFalse(text.contains(absent), absent) }
        let parser = XMLParserCheck(data: data)
        XCTAssertTrue(parser.parse(), parser.error)
    }

    func testZStackPassesTextBaselinesUp() throws {
        let result = try layout(#"""
        {"type": "HStack", "alignment": "firstTextBaseline", "children": [
          {"type": "ZStack", "children": [{"type": "Text", "text": "Big", "id": "z", "modifiers": [{"font": {"size": 34}}]}]},
          {"type": "Text", "text": "small", "id": "s"}
        ]}
        """#)
        // Baselines at 0.8 of the line: 32 for the 40-pt line, 16 for the 20-pt one.
        XCTAssertEqual(result.frame("z").minY + 32, result.frame("s").minY + 16)
    }
}

import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource
@testable import RenderSwiftUI
@testable import RenderCheck
@testable import RenderTools

/// The `render` executable end to end, on the seed articles' first examples.
final class CommandLineTests: XCTestCase {
    private let example = "examples/view-that-fits.json"

    /// Renders the example with `--set` overrides and returns the parsed layout dump.
    private func dump(_ arguments: [String], file: StaticString = #filePath, line: UInt = #line) throws -> [String: Any] {
        let directory = try temporaryDirectory(self)
        let result = try runRender([example, "-w", "200", "-o", directory.appendingPathComponent("out.png").path,
                                    "--layout-json", "-"] + arguments)
        XCTAssertEqual(result.status, 0, result.stderr, file: file, line: line)
        let object = try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any]
        return try XCTUnwrap(object, file: file, line: line)
    }

    /// The first node of `kind` in a dump, depth first.
    private func find(_ kind: String, in node: [String: Any]) -> [String: Any]? {
        if node["kind"] as? String == kind { return node }
        for child in node["children"] as? [[String: Any]] ?? [] {
            if let found = find(kind, in: child) { return found }
        }
        return nil
    }

    private func selected(_ dump: [String: Any]) -> Int? {
        guard let root = dump["root"] as? [String: Any] else { return nil }
        return find("ViewThatFits", in: root)?["selected"] as? Int
    }

    private func text(_ dump: [String: Any]) -> [String: Any]? {
        guard let root = dump["root"] as? [String: Any] else { return nil }
        return find("Text", in: root)
    }

    func testViewThatFitsSelectsByWidth() throws {
        XCTAssertEqual(selected(try dump(["--set", "width=200"])), 0, "Hello Beautiful World fits 200")
        XCTAssertEqual(selected(try dump(["--set", "width=100"])), 1, "Hello World fits 100")
        let narrow = try dump(["--set", "width=10"])
        XCTAssertEqual(selected(narrow), 2, "nothing fits 10: the last child")
        XCTAssertEqual(text(narrow)?["lines"] as? Int, 2, "Hi wraps onto two lines in 10 points")
    }

    func testFixedSizeAndLineLimitVariantsKeepHiOnOneLine() throws {
        let directory = try temporaryDirectory(self)
        let source = try String(contentsOf: repositoryRoot.appendingPathComponent(example), encoding: .utf8)
        for (name, modifier) in [("fixed", #"{"fixedSize": {"horizontal": true, "vertical": false}}"#), ("limit", #"{"lineLimit": 1}"#)] {
            let variant = source.replacingOccurrences(of: #"{ "type": "Text", "text": "Hi" }"#,
                                                      with: #"{ "type": "Text", "text": "Hi", "modifiers": [\#(modifier)] }"#)
            XCTAssertNotEqual(variant, source)
            let path = directory.appendingPathComponent("\(name).json")
            try variant.write(to: path, atomically: true, encoding: .utf8)
            let result = try runRender([path.path, "-w", "200", "--set", "width=10", "-o",
                                        directory.appendingPathComponent("\(name).png").path, "--layout-json", "-"])
            XCTAssertEqual(result.status, 0, result.stderr)
            let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])
            XCTAssertEqual(selected(object), 2)
            let hi = try XCTUnwrap(text(object))
            XCTAssertEqual(hi["lines"] as? Int, 1, name)
            let width = try XCTUnwrap((hi["frame"] as? [String: Any])?["width"] as? Double)
            if name == "fixed" {
                XCTAssertGreaterThan(width, 10, "fixedSize shows all of Hi, overflowing the frame")
                XCTAssertEqual(hi["truncated"] as? Bool, false)
            } else {
                // One line, but Hi does not fit 10 points: it is cut to an ellipsis.
                XCTAssertEqual(hi["truncated"] as? Bool, true)
            }
        }
    }

    func testWritesAPNGOfTheCanvasSize() throws {
        let directory = try temporaryDirectory(self)
        let output = directory.appendingPathComponent("out.png")
        let result = try runRender([example, "-w", "200", "--scale", "2", "-o", output.path])
        XCTAssertEqual(result.status, 0, result.stderr)
        let bytes = [UInt8](try Data(contentsOf: output))
        XCTAssertEqual(Array(bytes[1..<4]), Array("PNG".utf8))
        func be32(_ offset: Int) -> Int { bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        XCTAssertEqual(be32(16), 400)
    }

    func testStandardInputAndOutput() throws {
        let scene = Data(#"{"type": "Rectangle", "fill": "red"}"#.utf8)
        let result = try runRender(["-", "-o", "-"], input: scene)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(Array(result.stdout.prefix(4)), [0x89, 0x50, 0x4E, 0x47])
    }

    func testBadInputExitsOneAndLeavesTheOutputUntouched() throws {
        let directory = try temporaryDirectory(self)
        let output = directory.appendingPathComponent("keep.png")
        try Data("previous".utf8).write(to: output)
        let bad = directory.appendingPathComponent("bad.json")
        try #"{"type": "Text", "text": "Hi", "modifiers": [{"frame": {"width": "wide"}}]}"#.write(to: bad, atomically: true, encoding: .utf8)
        let result = try runRender([bad.path, "-o", output.path])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.contains("bad.json:1:"), result.stderr)
        XCTAssertTrue(result.stderr.contains("root.modifiers[0].frame.width"), result.stderr)
        XCTAssertEqual(try Data(contentsOf: output), Data("previous".utf8))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted(), ["bad.json", "keep.png"])
    }

    func testMissingFileAndHugeCanvas() throws {
        let directory = try temporaryDirectory(self)
        let missing = try runRender([directory.appendingPathComponent("nope.json").path, "-o", directory.appendingPathComponent("x.png").path])
        XCTAssertEqual(missing.status, 1)
        XCTAssertTrue(missing.stderr.contains("nope.json: no such file"), missing.stderr)
        let huge = directory.appendingPathComponent("huge.json")
        try #"{"type": "Rectangle", "modifiers": [{"frame": {"width": 30000, "height": 30000}}]}"#.write(to: huge, atomically: true, encoding: .utf8)
        let result = try runRender([huge.path, "-o", directory.appendingPathComponent("x.png").path])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.contains("canvas would be"), result.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: directory.appendingPathComponent("x.png").path))
    }

    func testUsageErrorsExitTwo() throws {
        XCTAssertEqual(try runRender([example, "-w", "-3", "-o", "/tmp/x.png"]).status, 2)
        XCTAssertEqual(try runRender([example, "-o", "/tmp/x.gif"]).status, 2)
        XCTAssertEqual(try runRender([example, "--no-such-flag"]).status, 2)
    }

    /// `render SCENE …` is parsed by the scene command alone (RenderTool.parse); it must answer
    /// exactly as `render scene SCENE …`, through the root: output, messages, exit status.
    /// The completion-script flag is the one the scene command alone skips (its
    /// `_superCommandName`): it must reach the root's answer either way.
    func testTheDefaultCommandAnswersAsTheSceneSubcommand() throws {
        let directory = try temporaryDirectory(self)
        let out = directory.appendingPathComponent("out.png").path
        let dumped = directory.appendingPathComponent("dump.json").path
        // The first two are read without the argument parser (`SceneCommand.withoutReflection`).
        for arguments in [["-w", "120", "--scale", "2", "-o", out], ["--layout-json", dumped, "-o", out, "--height", "90"],
                          ["-w", "120", "--layout-json", "-", "-o", out], ["--no-such-flag"], ["-w", "-3"], ["-w", "5000000"],
                          ["--help"], ["-h"], ["--help-hidden"],
                          ["-w", "120", "--explain=json", "-o", out],
                          ["--set", "nothing"], ["-o", "/tmp/x.gif"], ["--dynamic-type", "huge"],
                          ["--generate-completion-script", "bash"], ["--generate-completion-script"]] {
            let short = try runRender([example] + arguments)
            let long = try runRender(["scene", example] + arguments)
            XCTAssertEqual(short.status, long.status, "\(arguments)")
            XCTAssertEqual(short.stdoutText, long.stdoutText, "\(arguments)")
            XCTAssertEqual(short.stderr, long.stderr, "\(arguments)")
            if arguments == ["--generate-completion-script", "bash"] {
                XCTAssertEqual(short.status, 0, short.stderr)
                XCTAssertTrue(short.stdoutText.hasPrefix("#!/bin/bash"), short.stdoutText)
            }
        }
    }

    func testUnwritableOutputExitsThree() throws {
        let result = try runRender([example, "-o", "/nonexistent-folder/out.png"])
        XCTAssertEqual(result.status, 3)
        XCTAssertTrue(result.stderr.contains("cannot write"), result.stderr)
    }

    func testContradictoryFrameWarnsAndRenders() throws {
        let directory = try temporaryDirectory(self)
        let scene = directory.appendingPathComponent("c.json")
        try #"{"type": "Rectangle", "id": "r", "modifiers": [{"frame": {"minWidth": 50, "maxWidth": 10}}]}"#.write(to: scene, atomically: true, encoding: .utf8)
        let result = try runRender([scene.path, "-o", directory.appendingPathComponent("c.png").path])
        XCTAssertEqual(result.status, 0)
        XCTAssertTrue(result.stderr.contains("Contradictory frame constraints specified."), result.stderr)
        XCTAssertTrue(result.stderr.contains("r#0"), result.stderr)
    }
}

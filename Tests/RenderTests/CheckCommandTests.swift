import Foundation
import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource
@testable import RenderSwiftUI
@testable import RenderCheck
@testable import RenderTools

/// `render check DIR` end to end: recording, layout changes, pixel changes, record modes and
/// their precedence, the environment fingerprint, failure files and the summary line.
final class CheckCommandTests: XCTestCase {
    /// A box with a fixed frame above a label.
    private let boxScene = """
    {
      "canvas": { "width": 200, "height": 100, "scale": 1 },
      "root": {
        "type": "VStack",
        "children": [
          { "type": "Rectangle", "id": "box", "fill": "blue", "modifiers": [ { "frame": { "width": 100, "height": 40 } } ] },
          { "type": "Text", "text": "Hello", "id": "label" }
        ]
      }
    }
    """
    private let textScene = """
    { "canvas": { "width": 120, "height": 40, "scale": 2 }, "root": { "type": "Text", "text": "Golden" } }
    """
    /// Latin and CJK: Inter and Noto Sans CJK (hashing the 20 MB CJK font takes a moment).
    private let cjkScene = """
    { "canvas": { "width": 120, "height": 40 }, "root": { "type": "Text", "text": "Golden 金色" } }
    """

    /// Neither CI nor RENDER_RECORD from the machine running the tests leaks in.
    private let clean = ["CI": "", "RENDER_RECORD": ""]

    private func folder(_ scenes: [String: String]) throws -> URL {
        let directory = try temporaryDirectory(self)
        for (name, text) in scenes {
            try text.write(to: directory.appendingPathComponent(name + ".json"), atomically: true, encoding: .utf8)
        }
        return directory
    }

    @discardableResult
    private func check(_ directory: URL, _ arguments: [String] = [], environment: [String: String] = [:],
                       file: StaticString = #filePath, line: UInt = #line) throws -> RunResult {
        let result = try runRender(["check", directory.path] + arguments, environment: clean.merging(environment) { $1 })
        if result.status != 0 && result.status != 1 {
            XCTFail("render check exited \(result.status): \(result.stderr)", file: file, line: line)
        }
        return result
    }

    private func edit(_ directory: URL, _ name: String, _ from: String, _ to: String) throws {
        let url = directory.appendingPathComponent(name + ".json")
        let text = try String(contentsOf: url, encoding: .utf8)
        XCTAssertTrue(text.contains(from))
        try text.replacingOccurrences(of: from, with: to).write(to: url, atomically: true, encoding: .utf8)
    }

    private func lastLine(_ result: RunResult) -> String {
        result.stdoutText.split(separator: "\n").last.map(String.init) ?? ""
    }

    private func exists(_ directory: URL, _ path: String) -> Bool {
        FileManager.default.fileExists(atPath: directory.appendingPathComponent(path).path)
    }

    // MARK: Recording and passing

    func testRecordsMissingGoldensThenPasses() throws {
        let directory = try folder(["box": boxScene, "text": textScene])
        let first = try check(directory)
        XCTAssertEqual(first.status, 0, first.stdoutText + first.stderr)
        XCTAssertTrue(first.stdoutText.contains("recorded box — new golden"), first.stdoutText)
        XCTAssertTrue(first.stdoutText.contains("2 recorded"), first.stdoutText)
        XCTAssertEqual(lastLine(first), "0 passed, 0 failed")
        for file in ["box.png", "box.layout.json", "text.png", "text.layout.json", "environment.json"] {
            XCTAssertTrue(exists(directory, "__goldens__/" + file), file)
        }
        // The golden is the scene at its canvas: 120×40 points at scale 2.
        let image = try PNGCodec.decode([UInt8](try Data(contentsOf: directory.appendingPathComponent("__goldens__/text.png"))))
        XCTAssertEqual([image.width, image.height], [240, 80])

        let second = try check(directory, environment: ["CI": "true"])
        XCTAssertEqual(second.status, 0, second.stdoutText)
        XCTAssertEqual(second.stdoutText, "2 passed, 0 failed\n")
        XCTAssertFalse(exists(directory, "__failures__"))
    }

    // MARK: Layout changes

    func testLayoutChangeNamesNodeFieldAndValues() throws {
        let directory = try folder(["box": boxScene, "text": textScene])
        try check(directory)
        try edit(directory, "box", #""width": 100"#, #""width": 120"#)
        let result = try check(directory)
        XCTAssertEqual(result.status, 1)
        let out = result.stdoutText
        XCTAssertTrue(out.contains("FAIL box — layout changed"), out)
        XCTAssertTrue(out.contains(#"frame "box#0" at root.children[0]: frame.width: 100 → 120"#), out)
        XCTAssertTrue(out.contains(#"Rectangle "box" at root.children[0].children[0]: proposal.width: 100 → 120"#), out)
        XCTAssertTrue(out.contains("VStack at root: frame.x: 50 → 40"), out)
        XCTAssertFalse(out.contains("FAIL text"), out)
        XCTAssertEqual(lastLine(result), "1 passed, 1 failed")
        for file in ["box.actual.png", "box.diff.png", "box.side-by-side.png", "box.actual.layout.json", "index.html"] {
            XCTAssertTrue(exists(directory, "__failures__/" + file), file)
            XCTAssertTrue(out.contains("__failures__/" + file), "the report prints \(file)")
        }
        XCTAssertFalse(exists(directory, "__failures__/text.actual.png"))
        let html = try String(contentsOf: directory.appendingPathComponent("__failures__/index.html"), encoding: .utf8)
        XCTAssertTrue(html.contains("frame.width"), html)
        XCTAssertTrue(html.contains(#"src="box.side-by-side.png""#), html)
        XCTAssertTrue(html.contains(#"href="../__goldens__/box.png""#), html)
        XCTAssertFalse(html.contains(#"src="/"#) || html.contains(#"href="/"#), "links are relative")
        // The golden is untouched in the default (missing) mode.
        XCTAssertEqual(try check(directory).status, 1)
    }

    // MARK: Pixel-only changes

    func testColorChangeIsReportedAsPixelsNotLayout() throws {
        let directory = try folder(["box": boxScene])
        try check(directory)
        try edit(directory, "box", #""fill": "blue""#, #""fill": "red""#)
        let result = try check(directory)
        XCTAssertEqual(result.status, 1)
        let out = result.stdoutText
        XCTAssertTrue(out.contains("FAIL box — pixels differ (layout unchanged)"), out)
        XCTAssertFalse(out.contains("layout changed"), out)
        // 100×40 points of blue became red; the bounding box is the rectangle.
        XCTAssertTrue(out.contains("4000 of 20000 pixels differ (20.0%), largest channel delta 255, within 100×40 at (50, "), out)
        XCTAssertFalse(exists(directory, "__failures__/box.actual.layout.json"), "the layout did not change")
        let diff = try PNGCodec.decode([UInt8](try Data(contentsOf: directory.appendingPathComponent("__failures__/box.diff.png"))))
        XCTAssertEqual(diff.pixel(x: 100, y: 20 + 10), ImageDiff.differenceColor)
    }

    func testTolerancesAcceptSmallPixelChanges() throws {
        let directory = try folder(["box": boxScene])
        try check(directory)
        // #007AFF → #047CFF: every channel within 16.
        try edit(directory, "box", #""fill": "blue""#, ##""fill": "#047CFF""##)
        let result = try check(directory)
        XCTAssertEqual(result.status, 0, result.stdoutText)
        XCTAssertEqual(try check(directory, ["--max-channel-delta", "2"]).status, 1)
        XCTAssertEqual(try check(directory, ["--max-channel-delta", "2", "--max-diff-pixels", "4000", "--max-diff-ratio", "0.2"]).status, 0)
    }

    func testStaleFailuresAreCleanedWhenTheSceneIsFixed() throws {
        let directory = try folder(["box": boxScene, "text": textScene])
        try check(directory)
        try edit(directory, "box", #""fill": "blue""#, #""fill": "red""#)
        XCTAssertEqual(try check(directory).status, 1)
        XCTAssertTrue(exists(directory, "__failures__/box.actual.png"))
        try edit(directory, "box", #""fill": "red""#, #""fill": "blue""#)
        let fixed = try check(directory)
        XCTAssertEqual(fixed.status, 0, fixed.stdoutText)
        XCTAssertFalse(exists(directory, "__failures__"), "failure files and report removed")
    }

    // MARK: Record modes

    func testNeverModeFailsOnMissingGoldens() throws {
        let directory = try folder(["box": boxScene])
        let result = try check(directory, ["--record", "never"])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stdoutText.contains("FAIL box"), result.stdoutText)
        XCTAssertTrue(result.stdoutText.contains("no golden:"), result.stdoutText)
        XCTAssertTrue(result.stdoutText.contains("--record missing"), "says how to record")
        XCTAssertFalse(exists(directory, "__goldens__/box.png"))
        XCTAssertTrue(exists(directory, "__failures__/box.actual.png"), "the render is kept to look at")
        XCTAssertEqual(lastLine(result), "0 passed, 1 failed")
    }

    func testFailedModeReRecordsOnlyFailingScenes() throws {
        let directory = try folder(["box": boxScene, "text": textScene])
        try check(directory)
        let textGolden = directory.appendingPathComponent("__goldens__/text.png")
        let before = try FileManager.default.attributesOfItem(atPath: textGolden.path)[.modificationDate] as? Date
        try edit(directory, "box", #""width": 100"#, #""width": 120"#)
        let result = try check(directory, ["--record", "failed"])
        XCTAssertEqual(result.status, 0, result.stdoutText)
        XCTAssertTrue(result.stdoutText.contains("recorded box — re-recorded (--record failed): layout changed"), result.stdoutText)
        XCTAssertTrue(result.stdoutText.contains("1 recorded"), result.stdoutText)
        XCTAssertEqual(lastLine(result), "1 passed, 0 failed")
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: textGolden.path)[.modificationDate] as? Date, before)
        XCTAssertEqual(try check(directory, ["--record", "never"]).stdoutText, "2 passed, 0 failed\n")
    }

    func testMissingModeRecordsNewScenesButNotFailures() throws {
        let directory = try folder(["box": boxScene])
        try check(directory)
        try edit(directory, "box", #""fill": "blue""#, #""fill": "red""#)
        try textScene.write(to: directory.appendingPathComponent("text.json"), atomically: true, encoding: .utf8)
        let result = try check(directory, ["--record", "missing"])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stdoutText.contains("recorded text — new golden"), result.stdoutText)
        XCTAssertTrue(result.stdoutText.contains("FAIL box"), result.stdoutText)
        XCTAssertEqual(lastLine(result), "0 passed, 1 failed")
    }

    func testAllModeRewritesChangedGoldens() throws {
        let directory = try folder(["box": boxScene, "text": textScene])
        try check(directory)
        try edit(directory, "box", #""fill": "blue""#, #""fill": "red""#)
        let result = try check(directory, ["--record", "all"])
        XCTAssertEqual(result.status, 0, result.stdoutText)
        XCTAssertTrue(result.stdoutText.contains("recorded box — re-recorded (--record all): pixels differ"), result.stdoutText)
        XCTAssertFalse(result.stdoutText.contains("recorded text"), "byte-identical goldens are left alone")
        XCTAssertEqual(lastLine(result), "1 passed, 0 failed")
        XCTAssertEqual(try check(directory, ["--record", "never"]).status, 0)
    }

    func testRecordModePrecedence() throws {
        // CI set: never records.
        let ci = try folder(["box": boxScene])
        XCTAssertEqual(try check(ci, environment: ["CI": "true"]).status, 1)
        XCTAssertFalse(exists(ci, "__goldens__/box.png"))
        XCTAssertTrue(try check(ci, environment: ["CI": "1"]).stdoutText.contains("record mode is never (CI is set)"))
        // CI=false is not CI.
        XCTAssertEqual(try check(ci, environment: ["CI": "false"]).status, 0)
        XCTAssertTrue(exists(ci, "__goldens__/box.png"))

        // RENDER_RECORD beats CI.
        let env = try folder(["box": boxScene])
        let recorded = try check(env, environment: ["CI": "true", "RENDER_RECORD": "missing"])
        XCTAssertEqual(recorded.status, 0, recorded.stdoutText)
        XCTAssertTrue(recorded.stdoutText.contains("(record mode missing, RENDER_RECORD)"), recorded.stdoutText)

        // The flag beats RENDER_RECORD.
        let flag = try folder(["box": boxScene])
        let refused = try check(flag, ["--record", "never"], environment: ["RENDER_RECORD": "all"])
        XCTAssertEqual(refused.status, 1)
        XCTAssertTrue(refused.stdoutText.contains("record mode is never (--record)"), refused.stdoutText)
        XCTAssertEqual(try check(flag, environment: ["RENDER_RECORD": "never"]).status, 1)

        // A bad value is a usage error.
        let bad = try runRender(["check", flag.path], environment: ["RENDER_RECORD": "sometimes"])
        XCTAssertEqual(bad.status, 2)
        XCTAssertTrue(bad.stderr.contains("RENDER_RECORD must be one of never, missing, failed, all"), bad.stderr)
        XCTAssertEqual(try runRender(["check", flag.path, "--record", "sometimes"]).status, 2)
    }

    func testRecordModeResolution() throws {
        XCTAssertEqual(try RecordMode.resolve(nil, environment: [:]), .missing)
        XCTAssertEqual(try RecordMode.resolve(nil, environment: ["CI": "true"]), .never)
        XCTAssertEqual(try RecordMode.resolve(nil, environment: ["CI": "0"]), .missing)
        XCTAssertEqual(try RecordMode.resolve(nil, environment: ["CI": "true", "RENDER_RECORD": "failed"]), .failed)
        XCTAssertEqual(try RecordMode.resolve(.never, environment: ["RENDER_RECORD": "all"]), .never)
        XCTAssertEqual(try RecordMode.resolve(nil, environment: ["RENDER_RECORD": "ALL"]), .all)
        XCTAssertThrowsError(try RecordMode.resolve(nil, environment: ["RENDER_RECORD": "yes"]))
    }

    // MARK: The environment fingerprint

    func testFingerprintRecordsLibrariesAndFonts() throws {
        let directory = try folder(["text": cjkScene])
        try check(directory)
        let text = try String(contentsOf: directory.appendingPathComponent("__goldens__/environment.json"), encoding: .utf8)
        let fingerprint = try XCTUnwrap(EnvironmentFingerprint.parse(text))
        XCTAssertEqual(Set(fingerprint.libraries.keys), ["cairo", "pango", "harfbuzz", "freetype", "fontconfig"])
        for (name, version) in fingerprint.libraries {
            XCTAssertNotNil(version.range(of: #"^\d+\.\d+\.\d+$"#, options: .regularExpression), "\(name) \(version)")
        }
        // Latin from Inter, 金色 from Noto Sans CJK.
        XCTAssertTrue(fingerprint.fonts.keys.contains { $0.hasPrefix("Inter") }, "\(fingerprint.fonts)")
        XCTAssertTrue(fingerprint.fonts.keys.contains { $0.contains("CJK") }, "\(fingerprint.fonts)")
        for hash in fingerprint.fonts.values { XCTAssertEqual(hash.count, 64) }
    }

    func testFingerprintMismatchIsReportedBeforePixels() throws {
        let directory = try folder(["box": boxScene, "text": textScene])
        try check(directory)
        let path = directory.appendingPathComponent("__goldens__/environment.json")
        var fingerprint = try XCTUnwrap(EnvironmentFingerprint.parse(try String(contentsOf: path, encoding: .utf8)))
        let cairo = try XCTUnwrap(fingerprint.libraries["cairo"])
        fingerprint.libraries["cairo"] = "0.0.1"
        let inter = try XCTUnwrap(fingerprint.fonts.keys.first { $0.hasPrefix("Inter") })
        fingerprint.fonts[inter] = String(repeating: "0", count: 64)
        try fingerprint.json.write(to: path, atomically: true, encoding: .utf8)
        try edit(directory, "box", #""fill": "blue""#, #""fill": "red""#)

        let result = try check(directory, ["--record", "never"])
        XCTAssertEqual(result.status, 1)
        let out = result.stdoutText
        XCTAssertTrue(out.hasPrefix("warning: the environment differs from the one the goldens were recorded in"), out)
        XCTAssertTrue(out.contains("  cairo 0.0.1 → \(cairo)\n"), out)
        XCTAssertTrue(out.contains("  font \(inter) changed: sha256 000000000000… → "), out)
        let warning = try XCTUnwrap(out.range(of: "warning:")), failure = try XCTUnwrap(out.range(of: "FAIL box"))
        XCTAssertLessThan(warning.lowerBound, failure.lowerBound)
        XCTAssertEqual(try String(contentsOf: path, encoding: .utf8), fingerprint.json, "never mode leaves the file alone")
        let html = try String(contentsOf: directory.appendingPathComponent("__failures__/index.html"), encoding: .utf8)
        XCTAssertTrue(html.contains("cairo 0.0.1"), html)

        // Re-recording the failures brings the fingerprint up to date.
        let rerecord = try check(directory, ["--record", "failed"])
        XCTAssertEqual(rerecord.status, 0, rerecord.stdoutText)
        let updated = try XCTUnwrap(EnvironmentFingerprint.parse(try String(contentsOf: path, encoding: .utf8)))
        XCTAssertEqual(updated.libraries["cairo"], cairo)
        XCTAssertEqual(try check(directory, ["--record", "never"]).stdoutText, "2 passed, 0 failed\n")
    }

    // MARK: Output

    func testSummaryLineFormat() throws {
        let directory = try folder(["box": boxScene, "text": textScene, "broken": #"{ "type": "Nope" }"#])
        let result = try check(directory)
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stdoutText.contains("FAIL broken"), result.stdoutText)
        XCTAssertTrue(result.stdoutText.contains("unknown view type \"Nope\""), result.stdoutText)
        let lines = result.stdoutText.split(separator: "\n").map(String.init)
        XCTAssertNotNil(lines.last?.range(of: #"^\d+ passed, \d+ failed(, \d+ skipped)?$"#, options: .regularExpression), result.stdoutText)
        XCTAssertEqual(lines.last, "0 passed, 1 failed")
        XCTAssertEqual(lines.dropLast().last, "2 recorded in \(directory.path)/__goldens__ (record mode missing, default): look at them before committing")
        XCTAssertTrue(result.stderr.isEmpty, "no progress line when standard error is not a terminal: \(result.stderr)")
    }

    func testGoldensWithoutASceneAreNoted() throws {
        let directory = try folder(["box": boxScene, "text": textScene])
        try check(directory)
        try FileManager.default.removeItem(at: directory.appendingPathComponent("text.json"))
        let result = try check(directory)
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.stdoutText, "note: goldens without a scene (not checked): text\n1 passed, 0 failed\n")
    }

    func testBadFolderIsBadInput() throws {
        let directory = try temporaryDirectory(self)
        let empty = try runRender(["check", directory.path])
        XCTAssertEqual(empty.status, 1)
        XCTAssertTrue(empty.stderr.contains("no *.json or *.swift scenes"), empty.stderr)
        XCTAssertEqual(try runRender(["check", directory.appendingPathComponent("nope").path]).status, 1)
        XCTAssertEqual(try runRender(["check", directory.path, "--max-diff-ratio", "2"]).status, 2)
    }

    /// `render check …` is parsed by the check command alone (RenderTool.parse) when it parses;
    /// help, usage errors and the completion script still come from the root, as `render`'s.
    func testCheckParsedAloneLeavesHelpErrorsAndCompletionToTheRoot() throws {
        let directory = try temporaryDirectory(self)
        let missing = try runRender(["check"])
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.stderr.contains("Usage: render check"), missing.stderr)
        let help = try runRender(["check", directory.path, "--help"])
        XCTAssertEqual(help.status, 0)
        XCTAssertTrue(help.stdoutText.contains("USAGE: render check"), help.stdoutText)
        let whole = try runRender(["--generate-completion-script", "bash"])
        let fromCheck = try runRender(["check", directory.path, "--generate-completion-script", "bash"])
        XCTAssertEqual(fromCheck.status, 0, fromCheck.stderr)
        XCTAssertEqual(fromCheck.stdoutText, whole.stdoutText)
        XCTAssertTrue(whole.stdoutText.contains("sweep"), "the whole tool's script names every subcommand")
    }

    /// `--rtl` and `--dynamic-type` check every scene in that environment against goldens of
    /// their own (`NAME.rtl`, `NAME.rtl.xxLarge`), beside the default ones and apart from them.
    func testVariantRunsKeepTheirOwnGoldens() throws {
        let directory = try folder(["row": #"{"type": "HStack", "children": [{"type": "Text", "text": "Hi"}, {"type": "Color", "color": "red", "modifiers": [{"frame": {"width": 20, "height": 20}}]}]}"#])
        XCTAssertEqual(lastLine(try check(directory, ["--record", "missing"])), "0 passed, 0 failed")
        XCTAssertEqual(lastLine(try check(directory, ["--rtl", "--dynamic-type", "xxLarge", "--record", "missing"])), "0 passed, 0 failed")
        let goldens = directory.appendingPathComponent("__goldens__")
        let names = try FileManager.default.contentsOfDirectory(atPath: goldens.path).sorted()
        XCTAssertEqual(names, ["environment.json", "row.layout.json", "row.png", "row.rtl.xxLarge.layout.json", "row.rtl.xxLarge.png"])
        let layout = try String(contentsOf: goldens.appendingPathComponent("row.rtl.xxLarge.layout.json"), encoding: .utf8)
        XCTAssertTrue(layout.contains("rightToLeft"), layout)
        // Each run passes without calling the other's goldens orphaned.
        let plain = try check(directory, ["--record", "never"])
        XCTAssertEqual(plain.stdoutText, "1 passed, 0 failed\n")
        let variant = try check(directory, ["--rtl", "--dynamic-type", "xxLarge", "--record", "never"])
        XCTAssertEqual(variant.stdoutText, "1 passed, 0 failed\n")
        // A variant with no goldens yet fails under --record never.
        XCTAssertEqual(try check(directory, ["--rtl", "--record", "never"]).status, 1)
        XCTAssertEqual(try runRender(["check", directory.path, "--dynamic-type", "huge"]).status, 2)
    }

    /// `render check --color-scheme dark` draws every scene dark and checks it against `NAME.dark`
    /// goldens of its own (issue 26): systemRed is (255, 69, 58) there, (255, 59, 48) in light.
    func testDarkRunKeepsItsOwnGoldens() throws {
        let directory = try folder(["red": #"{"type": "Color", "color": "red", "modifiers": [{"frame": {"width": 20, "height": 20}}]}"#])
        XCTAssertEqual(lastLine(try check(directory, ["--color-scheme", "dark", "--record", "missing"])), "0 passed, 0 failed")
        let goldens = directory.appendingPathComponent("__goldens__")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: goldens.path).sorted(),
                       ["red.dark.layout.json", "red.dark.png"])
        let dark = try PNGCodec.decode(Array(try Data(contentsOf: goldens.appendingPathComponent("red.dark.png"))))[10, 10]
        XCTAssertEqual([dark.r, dark.g, dark.b], [255, 69, 58])
        XCTAssertEqual(try check(directory, ["--color-scheme", "dark", "--record", "never"]).stdoutText, "1 passed, 0 failed\n")
        // The light run has no goldens yet; an unknown scheme is a usage error.
        XCTAssertEqual(try check(directory, ["--record", "never"]).status, 1)
        XCTAssertEqual(try runRender(["check", directory.path, "--color-scheme", "dim"]).status, 2)
    }
}

/// The checker's parts and its Swift API, without the command line.
final class GoldenCheckTests: XCTestCase {
    /// The font hashes' SHA-256 goes through GLib: FIPS 180-2's vectors, from bytes and from a file.
    func testSHA256KnownVectors() throws {
        XCTAssertEqual(SHA256Digest.hex([]), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        XCTAssertEqual(SHA256Digest.hex(Array("abc".utf8)), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        XCTAssertEqual(SHA256Digest.hex(Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8)),
                       "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        let million = [UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000)
        XCTAssertEqual(SHA256Digest.hex(million), "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
        // From a file: the same digest.
        let file = try temporaryDirectory(self).appendingPathComponent("million")
        try Data(million).write(to: file)
        XCTAssertEqual(try SHA256Digest.hex(ofFile: file.path), "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
        XCTAssertThrowsError(try SHA256Digest.hex(ofFile: file.path + ".missing"))
    }

    /// A small dump: a VStack over a Text and (optionally) a ViewThatFits.
    private func dump(rootProposal: String = "200", textWidth: Int = 100, truncated: Bool = false, selected: Int = 0,
                      withViewThatFits: Bool = true) -> String {
        let text = #"{ "kind": "Text", "id": "a", "proposal": { "width": 200, "height": null }, "frame": { "x": 0, "y": 0, "width": \#(textWidth), "height": 20 }, "lines": 1, "truncated": \#(truncated) }"#
        let fits = #"{ "kind": "ViewThatFits", "id": "v", "proposal": { "width": 200, "height": null }, "frame": { "x": 0, "y": 21, "width": 50, "height": 20 }, "selected": \#(selected) }"#
        return #"{ "canvas": { "width": 200, "height": 41, "scale": 1 }, "root": { "kind": "VStack", "proposal": { "width": \#(rootProposal), "height": null }, "frame": { "x": 0, "y": 0, "width": 200, "height": 41 }, "children": [\#(withViewThatFits ? text + ", " + fits : text)] } }"#
    }

    func testLayoutDiffWalksNodes() {
        XCTAssertEqual(LayoutDiff.compare(expected: dump(), actual: dump()), [])
        let changed = dump(rootProposal: #""infinity""#, textWidth: 120, truncated: true, selected: 2)
        XCTAssertEqual(LayoutDiff.compare(expected: dump(), actual: changed).map(\.description), [
            #"VStack at root: proposal.width: 200 → "infinity""#,
            #"Text "a" at root.children[0]: frame.width: 100 → 120"#,
            #"Text "a" at root.children[0]: truncated: false → true"#,
            #"ViewThatFits "v" at root.children[1]: selected: 0 → 2"#,
        ])
        XCTAssertEqual(LayoutDiff.compare(expected: dump(), actual: dump(withViewThatFits: false)).map(\.description),
                       [#"VStack at root: children: 2 nodes → 1 node (removed ViewThatFits "v")"#])
        XCTAssertEqual(LayoutDiff.compare(expected: dump(), actual: "{").first?.field, "actual")
    }

    func testSwiftAPIRecordsPassesAndFails() throws {
        let directory = try temporaryDirectory(self)
        func scene(_ color: String) throws -> Scene {
            try SceneDecoder.decode(Array("""
            { "canvas": { "width": 80, "height": 40 },
              "root": { "type": "Text", "text": "API", "id": "t", "modifiers": [ { "foregroundColor": "\(color)" } ] } }
            """.utf8), file: "api.json")
        }
        let recorded = XCTAssertGolden(try scene("black"), named: "api", in: directory, record: .missing)
        XCTAssertEqual(recorded.status, .recorded)
        XCTAssertEqual(XCTAssertGolden(try scene("black"), named: "api", in: directory, record: .never).status, .passed)
        XCTAssertNoThrow(try assertLayoutSnapshot(of: try scene("black"), named: "api", in: directory, record: .never))

        let failed = GoldenCheck.verify(try scene("red"), named: "api", in: directory, record: .never)
        XCTAssertFalse(failed.passed)
        XCTAssertTrue(failed.layoutChanges.isEmpty)
        XCTAssertTrue(failed.message.contains("FAIL api — pixels differ (layout unchanged)"), failed.message)
        XCTAssertTrue(FileManager.default.fileExists(atPath: directory.appendingPathComponent("__failures__/api.side-by-side.png").path))
        XCTAssertThrowsError(try assertLayoutSnapshot(of: try scene("red"), named: "api", in: directory, record: .never)) { error in
            XCTAssertTrue("\(error)".contains("pixels differ"), "\(error)")
        }

        // A view tree with render options, and a missing golden in never mode.
        let view = try scene("blue").root
        let missing = GoldenCheck.verify(view, renderOptions: RenderOptions(width: 80, height: 40, scale: 2), named: "tree",
                                         in: directory, record: .never)
        XCTAssertEqual(missing.status, .failed)
        XCTAssertTrue(missing.message.contains("no golden:"), missing.message)
        XCTAssertGolden(view, renderOptions: RenderOptions(width: 80, height: 40, scale: 2), named: "tree", in: directory, record: .missing)
        XCTAssertGolden(view, renderOptions: RenderOptions(width: 80, height: 40, scale: 2), named: "tree", in: directory, record: .never)
        XCTAssertFalse(FileManager.default.fileExists(atPath: directory.appendingPathComponent("__failures__/tree.actual.png").path),
                       "passing removes the scene's stale failure files")
    }
}

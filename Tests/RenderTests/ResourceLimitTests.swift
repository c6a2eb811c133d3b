import Foundation
import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource
@testable import RenderSwiftUI
@testable import RenderCheck
@testable import RenderTools

/// Issue 11's reproducers: small inputs, inside the documented limits, that crashed, hung,
/// failed with exit 3, wrote an invalid file, refused a valid boundary, clobbered an input or
/// printed a poor message. Each must end with exit 0, 1 or 2, quickly, with a located message.
final class ResourceLimitTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = try temporaryDirectory(self)
    }

    private func write(_ text: String, _ name: String = "scene.json") throws -> String {
        let file = directory.appendingPathComponent(name)
        try text.write(to: file, atomically: true, encoding: .utf8)
        return file.path
    }

    private func path(_ name: String) -> String { directory.appendingPathComponent(name).path }

    /// Renders `scene` to out.png and expects exit 1 with a message naming scene.json:line:column and `text`.
    private func assertRefused(_ scene: String, mentions text: String, _ arguments: [String] = [],
                               file: StaticString = #filePath, line: UInt = #line) throws {
        let result = try runRender([try write(scene), "-o", path("out.png")] + arguments)
        XCTAssertEqual(result.status, 1, result.stderr, file: file, line: line)
        XCTAssertNotNil(result.stderr.range(of: #"scene\.json:\d+:\d+: "#, options: .regularExpression), result.stderr, file: file, line: line)
        XCTAssertTrue(result.stderr.contains(text), result.stderr, file: file, line: line)
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("out.png")), file: file, line: line)
    }

    private func writePNG(_ name: String, width: Int, height: Int) throws {
        let image = RGBAImage(width: width, height: height, fill: RGBAPixel(r: 200, g: 80, b: 40))
        try Data(PNGCodec.encode(image)).write(to: directory.appendingPathComponent(name))
    }

    /// A PNG signature and IHDR chunk of any size, and no pixels: all a header read needs.
    private func pngHeader(width: Int, height: Int) -> [UInt8] {
        func bigEndian(_ value: Int) -> [UInt8] { (0..<4).map { UInt8((value >> (24 - 8 * $0)) & 0xFF) } }
        let body = Array("IHDR".utf8) + bigEndian(width) + bigEndian(height) + [8, 2, 0, 0, 0]
        let crc = Int(PNGCRC32.update(0, body))
        return PNGCodec.signature + bigEndian(13) + body + bigEndian(crc)
    }

    // MARK: Crash

    func testEndlessStandardInputStopsAtTheLimit() throws {
        let script = "yes | '\(renderExecutable.path)' - -o '\(path("out.png"))'"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "ulimit -v 1000000; " + script + " 2>'\(path("err.txt"))'; echo $? > '\(path("status.txt"))'"]
        try process.run()
        process.waitUntilExit()
        let status = try String(contentsOfFile: path("status.txt"), encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
        let message = try String(contentsOfFile: path("err.txt"), encoding: .utf8)
        XCTAssertEqual(status, "1", message)
        XCTAssertTrue(message.contains("<stdin>: the file is larger than 16 MiB"), message)
    }

    func testEndlessFileStopsAtTheLimit() throws {
        let result = try runRender(["/dev/zero", "-o", path("out.png")])
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertTrue(result.stderr.contains("/dev/zero: the file is larger than 16 MiB"), result.stderr)
    }

    // MARK: Limits that measure what costs

    func testForEachCopiesAreBudgeted() throws {
        // A Group without children never reads its modifiers, but each item copies them:
        // 50,000 copies of 390 arrays of 2,000 numbers.
        let junk = Array(repeating: #"{"a": [\#(Array(repeating: "0", count: 2000).joined(separator: ","))]}"#, count: 390).joined(separator: ",")
        try assertRefused(#"{"type": "VStack", "children": [{"type": "ForEach", "range": [0, 50000], "content": {"type": "Group", "modifiers": [\#(junk)]}}]}"#,
                          mentions: "root.children[0].content.modifiers[")
        // Modifiers that make no node (clipped: false) still count.
        let noOps = Array(repeating: #"{"clipped": false}"#, count: 399).joined(separator: ",")
        try assertRefused(#"{"type": "VStack", "children": [{"type": "ForEach", "range": [0, 50000], "content": {"type": "Color", "color": "red", "modifiers": [\#(noOps)]}}]}"#,
                          mentions: "more than 100000 views and modifiers in all")
        try assertRefused(#"{"type": "Color", "color": "red", "id": "\#(String(repeating: "x", count: 300))"}"#,
                          mentions: "root.id: an id has at most 200 characters")
    }

    func testFontFamilyIsOneShortName() throws {
        try assertRefused(#"{"type": "Text", "text": "a", "modifiers": [{"font": {"family": "\#(String(repeating: ",", count: 100_000))"}}]}"#,
                          mentions: "root.modifiers[0].font.family: a font family is a name of 1…200 characters")
        try assertRefused(#"{"type": "Text", "text": "a", "modifiers": [{"font": {"family": "Inter, Comfortaa"}}]}"#,
                          mentions: "without commas")
    }

    func testNoBreakSpacesDoNotEndAWord() throws {
        for space in ["\u{00A0}", "\u{202F}", "\u{2007}"] {
            let word = Array(repeating: "ab", count: 300).joined(separator: space)
            try assertRefused(#"{"type": "Text", "text": "\#(word)"}"#, mentions: "no breakable space; at most 500")
        }
        XCTAssertEqual(SceneDecoder.longestUnbreakableRun("ab cd\u{00A0}ef"), 5)
    }

    /// Found by the fuzzer (seed 7, case 4057): "ab ab …" passes the Text limit, but a SecureField
    /// shows it as one run of bullets, which Pango broke character by character at width 1 for
    /// 10 s. The bullets get the same limit as a Text's unbreakable run.
    func testSecureFieldBulletsAreOneUnbreakableRun() throws {
        let text = Array(repeating: "ab", count: 300).joined(separator: " ")
        try assertRefused(#"{"type": "SecureField", "title": "Password", "text": "\#(text)"}"#,
                          mentions: "root.text: a SecureField shows its 899 characters as one run of bullets with no breakable space; at most 500")
        // In a TextField the same text keeps its spaces, which can break: accepted.
        let accepted = try runRender([try write(#"{"type": "TextField", "title": "Name", "text": "\#(text)"}"#), "-w", "100", "-o", path("out.png")])
        XCTAssertEqual(accepted.status, 0, accepted.stderr)
    }

    func testTextLengthCountsUnicodeScalars() throws {
        let marks = "a" + String(repeating: "\u{0301}", count: 20_000)
        XCTAssertEqual(marks.count, 1)
        try assertRefused(#"{"type": "Text", "text": "\#(marks)"}"#, mentions: "the text has 20001 Unicode scalars; at most 5000")
    }

    func testModifiersCountAsLayoutNodes() throws {
        let view = #"{"type": "Color", "color": "red", "modifiers": [\#(Array(repeating: #"{"padding": 1}"#, count: 300).joined(separator: ","))]}"#
        try assertRefused(#"{"type": "VStack", "children": [\#(Array(repeating: view, count: 400).joined(separator: ","))]}"#,
                          mentions: "more than 100000 views and modifiers in all")
    }

    func testImageFilesAreDecodedOncePerFileAndBudgeted() throws {
        try writePNG("a.png", width: 30, height: 20)
        let decoded = try SceneDecoder.decode(contentsOf: try write(#"{"type": "HStack", "children": [{"type": "Image", "file": "a.png"}, {"type": "Image", "file": "a.png"}]}"#))
        let files = decoded.root.children.compactMap { child -> ImageFile? in
            if case .defined(let view) = child.kind, let image = view.behavior as? ImageLayout, case .file(let file) = image.source { return file }
            return nil
        }
        XCTAssertEqual(files.count, 2)
        XCTAssertTrue(files[0] === files[1], "one decoded image for both views")
        XCTAssertEqual(decoded.inputFiles, [path("a.png")])
    }

    /// Found by the fuzz suite (seed 77, case 88): an endless loop in a Swift file ran for
    /// 7 s before the interpreter's step limit stopped it; the limit was lowered to 250,000 steps.
    func testEndlessSwiftLoopStopsQuickly() throws {
        let file = try write("Rectangle()\nwhile true { }\n", "Loop.swift")
        let result = try runRender([file, "-o", path("out.png")])
        XCTAssertEqual(result.status, 1, result.stderr)
        // The budget itself, not the clock, is what keeps this quick (no timed tests): 400,000 steps
        // (per root since session 12: Food Truck's heaviest root takes 266,743, docs/swift-input.md).
        XCTAssertTrue(result.stderr.contains("Loop.swift:2:7: the file takes more than 400000 evaluation steps"), result.stderr)
    }

    // MARK: One budget per command

    func testSweepHasOneBudgetForAllItsFrames() throws {
        let scene = try write(#"{"params": {"w": 10}, "root": {"type": "Color", "color": "red", "modifiers": [{"frame": {"width": 1000, "height": 1000}}]}}"#)
        let result = try runRender(["sweep", scene, "--param", "w", "--from", "0", "--to", "399", "--step", "1", "-o", path("anim.png")])
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertTrue(result.stderr.contains("scene.json:1:"), result.stderr)
        XCTAssertTrue(result.stderr.contains("at most \(Sweep.maxPixels)"), result.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("anim.png")))
    }

    /// Found by the fuzz suite (seed 1123, case 209): a sweep at `--height 32767` hung composing
    /// 32 785-pixel frames (the caption strip adds 18) until Cairo refused them.
    func testSweepFramesWithTheirCaptionFitCairosSide() throws {
        let scene = try write(#"{"type": "Ellipse", "stroke": "red", "lineWidth": 50}"#)
        let result = try runRender(["sweep", scene, "--from", "90", "--to", "170", "--step", "10", "--sheet", path("sheet.png"), "--height", "32767"])
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertTrue(result.stderr.contains("scene.json:1:1: root: a sweep frame with its caption strip would be 90×32785 pixels"), result.stderr)
    }

    func testSweepReadsStandardInputOnce() throws {
        let scene = #"{"params": {"w": 10}, "root": {"type": "Color", "color": "red", "modifiers": [{"frame": {"width": "{w}", "height": 10}}]}}"#
        let result = try runRender(["sweep", "-", "--param", "w", "--from", "10", "--to", "30", "--step", "10", "-o", path("a.png")],
                                   input: Data(scene.utf8))
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stderr.contains("3 frames"), result.stderr)
    }

    func testContactSheetOfManyFramesStaysWithinCairosSide() throws {
        let scene = try write(#"{"type": "Color", "color": "red", "modifiers": [{"frame": {"width": 40, "height": 10}}]}"#)
        let result = try runRender(["sweep", scene, "--from", "0", "--to", "399", "--step", "1", "--sheet", path("sheet.png")])
        XCTAssertEqual(result.status, 0, result.stderr)
        let sheet = try PNGCodec.decode([UInt8](Data(contentsOf: URL(fileURLWithPath: path("sheet.png")))))
        XCTAssertLessThanOrEqual(sheet.height, 32767)
        XCTAssertLessThanOrEqual(sheet.width, 32767)
    }

    func testAHugeGoldenOfAnotherSizeIsNotDecoded() throws {
        _ = try write(#"{"canvas": {"width": 120, "height": 40}, "root": {"type": "Color", "color": "red"}}"#, "a.json")
        // Recording is explicit: under CI=true the default record mode is never.
        XCTAssertEqual(try runRender(["check", directory.path, "--record", "missing"]).status, 0)
        // A 20000×5000 golden: its header says the size; nothing else is read.
        try Data(pngHeader(width: 20000, height: 5000)).write(to: directory.appendingPathComponent("__goldens__/a.png"))
        let result = try runRender(["check", directory.path])
        XCTAssertEqual(result.status, 1, result.stdoutText)
        XCTAssertTrue(result.stdoutText.contains("size mismatch: expected 20000×5000, actual 120×40"), result.stdoutText)
    }

    // MARK: Exit 3 on valid scenes, invalid files

    func testImageRoundedToNothingDrawsNothing() throws {
        try writePNG("tiny.png", width: 3, height: 3)
        let result = try runRender([try write(#"{"type": "Image", "file": "tiny.png"}"#), "--scale", "0.1", "-o", path("out.png")])
        XCTAssertEqual(result.status, 0, result.stderr)
    }

    func testNoncharactersAreSafeInPDFAndSVG() throws {
        let scene = try write(#"{"type": "Text", "text": "a\uFFFE b\uFFFF c\uFDD0 d\uDBFF\uDFFF"}"#)
        XCTAssertEqual(try runRender([scene, "-o", path("out.pdf")]).status, 0)
        let svg = try runRender([scene, "-o", path("out.svg")])
        XCTAssertEqual(svg.status, 0, svg.stderr)
        // XML 1.0 cannot hold U+FFFE, U+FFFF (UTF-8 EF BF BE, EF BF BF) or C0 controls but tab and newlines.
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path("out.svg"))))
        for index in bytes.indices.dropLast(2) where bytes[index] == 0xEF && bytes[index + 1] == 0xBF {
            XCTAssertFalse([0xBE, 0xBF].contains(bytes[index + 2]), "a noncharacter at byte \(index)")
        }
        XCTAssertFalse(bytes.contains { $0 < 0x20 && ![0x09, 0x0A, 0x0D].contains($0) })
        XCTAssertTrue(String(decoding: bytes, as: UTF8.self).contains("a\u{FFFD} b\u{FFFD} c\u{FFFD} d\u{FFFD}"))
        let nonchar = String(Character(Unicode.Scalar(0xFFFE)!))
        XCTAssertEqual(SceneDecoder.replacingNoncharacters("a" + nonchar + "b"), "a\u{FFFD}b")
    }

    func testNamesUpToNameMaxCanBeWritten() throws {
        let scene = try write(#"{"type": "Color", "color": "red"}"#)
        let name = String(repeating: "n", count: 251) + ".png"
        let result = try runRender([scene, "-w", "4", "--height", "4", "-o", path(name)])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertLessThanOrEqual(OutputFile.temporaryName(for: name).utf8.count, 255)
        XCTAssertLessThanOrEqual(OutputFile.temporaryName(for: String(repeating: "晴", count: 85)).utf8.count, 255)
    }

    func testGoldenNamesTooLongForTheirFilesAreReported() throws {
        _ = try write(#"{"type": "Color", "color": "red", "modifiers": [{"frame": {"width": 4, "height": 4}}]}"#,
                      String(repeating: "g", count: 240) + ".json")
        let result = try runRender(["check", directory.path])
        XCTAssertEqual(result.status, 1, result.stdoutText)
        XCTAssertTrue(result.stdoutText.contains("need a name of at most 236 bytes"), result.stdoutText)
    }

    // MARK: Valid boundaries

    func testLargestCanvasesAreAccepted() throws {
        let scene = try write(#"{"type": "Color", "color": "red"}"#)
        XCTAssertEqual(try runRender([scene, "-w", "100", "--height", "32767", "-o", path("tall.png")]).status, 0)
        // Exactly 100 megapixels, as an SVG (no pixels are allocated).
        let exact = try runRender([scene, "-w", "10000", "--height", "10000", "-o", path("exact.svg")])
        XCTAssertEqual(exact.status, 0, exact.stderr)
        let over = try runRender([scene, "-w", "10000", "--height", "10001", "-o", path("over.svg")])
        XCTAssertEqual(over.status, 1)
        XCTAssertTrue(over.stderr.contains("scene.json:1:1: root: the canvas would be"), over.stderr)
        // The legend strip is counted only when drawn.
        let legend = try runRender([scene, "-w", "100", "--height", "32767", "--debug-borders", "--legend", "-o", path("legend.svg")])
        XCTAssertEqual(legend.status, 1, legend.stderr)
    }

    // MARK: Clobbering

    func testNoOutputOverwritesAnInput() throws {
        let text = #"{"type": "Color", "color": "red", "modifiers": [{"frame": {"width": 4, "height": 4}}]}"#
        let scene = try write(text)
        let dump = try runRender([scene, "-o", path("out.png"), "--layout-json", scene])
        XCTAssertEqual(dump.status, 2, dump.stderr)
        XCTAssertTrue(dump.stderr.contains("it is the input"), dump.stderr)
        let pngScene = try write(text, "scene.png")
        let defaulted = try runRender([pngScene])
        XCTAssertEqual(defaulted.status, 2, defaulted.stderr)
        XCTAssertTrue(defaulted.stderr.contains("give -o"), defaulted.stderr)
        let same = try runRender([scene, "-o", path("x.png"), "--layout-json", directory.path + "/./x.png"])
        XCTAssertEqual(same.status, 2, same.stderr)
        try writePNG("pic.png", width: 2, height: 2)
        let image = try write(#"{"type": "Image", "file": "pic.png"}"#, "image.json")
        XCTAssertEqual(try runRender([image, "-o", path("pic.png")]).status, 2)
        let sweep = try runRender(["sweep", scene, "--from", "0", "--to", "10", "-o", path("a.png"), "--sheet", path("a.png")])
        XCTAssertEqual(sweep.status, 2, sweep.stderr)
        XCTAssertEqual(try String(contentsOfFile: scene, encoding: .utf8), text)
        XCTAssertEqual(try String(contentsOfFile: pngScene, encoding: .utf8), text)
    }

    func testAnUnreadableGoldenIsAnErrorNotAMissingGolden() throws {
        _ = try write(#"{"canvas": {"width": 10, "height": 10}, "root": {"type": "Color", "color": "red"}}"#, "a.json")
        // A folder where the golden image should be: it exists and cannot be read as a file.
        try FileManager.default.createDirectory(atPath: path("__goldens__/a.png"), withIntermediateDirectories: true)
        let result = try runRender(["check", directory.path])
        XCTAssertEqual(result.status, 1, result.stdoutText)
        XCTAssertTrue(result.stdoutText.contains("cannot read the golden"), result.stdoutText)
        var isDirectory: ObjCBool = false
        XCTAssertTrue(FileManager.default.fileExists(atPath: path("__goldens__/a.png"), isDirectory: &isDirectory) && isDirectory.boolValue)
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("__goldens__/a.layout.json")), "nothing recorded beside it")
    }

    // MARK: Environment
    /// A user whose home cannot be written (`nobody`'s `/nonexistent`, a locked-down CI runner)
    /// renders quietly: the font cache goes to the temporary directory instead of fontconfig
    /// printing "No writable cache directories" on every run. `/proc` cannot be written even by
    /// root, so the test holds whoever runs it.
    func testAnUnwritableHomeLeavesStandardErrorQuiet() throws {
        let scene = try write(#"{"type": "Text", "text": "Hello"}"#)
        let result = try runRender([scene, "-o", path("quiet.png")],
                                   environment: ["HOME": "/proc/render-no-home", "XDG_CACHE_HOME": "", "RENDER_FONT_CACHE": ""])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stderr, "")
        XCTAssertTrue(FileManager.default.fileExists(atPath: path("quiet.png")))
    }


    func testFontCachePathIsEscapedInFontsConf() throws {
        let conf = ProjectFonts.fontsConf(cacheDirectory: "/tmp/R&D <fonts>")
        XCTAssertTrue(conf.contains("<cachedir>/tmp/R&amp;D &lt;fonts&gt;</cachedir>"), conf)
        // The same scene renders the same bytes with such a cache folder.
        let scene = try write(#"{"type": "Text", "text": "Hello"}"#)
        let cache = path("R&D <cache>")
        let plain = try runRender([scene, "-o", path("plain.png")])
        let escaped = try runRender([scene, "-o", path("escaped.png")], environment: ["RENDER_FONT_CACHE": cache])
        XCTAssertEqual([plain.status, escaped.status], [0, 0], escaped.stderr)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: path("plain.png"))), try Data(contentsOf: URL(fileURLWithPath: path("escaped.png"))))
    }

    /// The fonts.conf's folder and right-to-left lines, and `replacingAll` as the `Substring`
    /// appends it replaced gave it (twenty-fifth pass).
    func testFontsConfLinesAndReplacingAllAsTheGenericFormsGaveThem() {
        let conf = ProjectFonts.fontsConf(cacheDirectory: "/tmp/c")
        let dirs = (ProjectFonts.userDirectories + ProjectFonts.directories).map { "  <dir>\(ProjectFonts.xmlEscaped($0))</dir>" }
        XCTAssertTrue(conf.contains("<fontconfig>\n" + dirs.joined(separator: "\n") + "\n  <cachedir>/tmp/c</cachedir>"), conf)
        let rtl = ProjectFonts.rightToLeftFiles.map { "    <acceptfont><glob>/usr/share/fonts/truetype/noto/\($0)</glob></acceptfont>" }
        XCTAssertTrue(conf.contains("</acceptfont>\n" + rtl.joined(separator: "\n") + "\n  </selectfont>"), conf)
        for (text, target, replacement, expected) in [("", "&", "&amp;", ""), ("&", "&", "&amp;", "&amp;"), ("a&&b&", "&", "&amp;", "a&amp;&amp;b&amp;"),
                                                       ("abcabc", "bc", "", "aa"), ("é&é", "&", "<", "é<é"), ("none", "x", "y", "none"), ("aaa", "aa", "b", "ba")] {
            XCTAssertEqual(text.replacingAll(target, with: replacement), expected, text)
        }
    }

    // MARK: Messages

    func testTopLevelErrorsHaveCleanPaths() throws {
        let missingRoot = try runRender([try write(#"{"canvas": {}}"#), "-o", path("out.png")])
        XCTAssertTrue(missingRoot.stderr.contains("scene.json:1:1: a scene needs \"root\""), missingRoot.stderr)
        let canvas = try runRender([try write(#"{"canvas": 3, "root": {"type": "Color", "color": "red"}}"#), "-o", path("out.png")])
        XCTAssertTrue(canvas.stderr.contains("scene.json:1:12: canvas: expected an object"), canvas.stderr)
        XCTAssertFalse(canvas.stderr.contains(".canvas"), canvas.stderr)
    }

    func testBackgroundIsAUsageErrorBeforeTheScene() throws {
        let result = try runRender([path("no-such.json"), "--background", "mauve", "-o", path("out.png")])
        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertTrue(result.stderr.contains("--background: unknown color 'mauve'"), result.stderr)
    }

    func testControlCharactersInMessagesAreEscaped() throws {
        let result = try runRender([try write("{\"type\": \"Color\", \"color\": \"red\", \"a\\u001b[31m\\u0007\": 1}"), "-o", path("out.png")])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.contains(#"root.a\u{1B}[31m\u{7}: unknown property"#), result.stderr)
        XCTAssertFalse(result.stderr.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" }, result.stderr)
        XCTAssertEqual(result.stderr.filter { $0 == "\n" }.count, 1)
    }

    func testUnwritableFolderGivesAPlainReason() throws {
        let result = try runRender([try write(#"{"type": "Color", "color": "red"}"#), "-w", "4", "--height", "4", "-o", path("missing/out.png")])
        XCTAssertEqual(result.status, 3)
        XCTAssertFalse(result.stderr.contains("NSError") || result.stderr.contains("Domain="), result.stderr)
        XCTAssertTrue(result.stderr.contains("missing/out.png: cannot write: the folder"), result.stderr)
        // A golden folder that cannot be made: a file stands where it would go.
        _ = try write(#"{"canvas": {"width": 4, "height": 4}, "root": {"type": "Color", "color": "red"}}"#, "a.json")
        try Data().write(to: directory.appendingPathComponent("__goldens__"))
        let check = try runRender(["check", directory.path, "--record", "missing"])
        XCTAssertEqual(check.status, 3, check.stdoutText)
        XCTAssertFalse(check.stdoutText.contains("Domain="), check.stdoutText)
        XCTAssertTrue(check.stdoutText.contains("__goldens__: cannot write: it is a file, not a folder"), check.stdoutText)
    }
}

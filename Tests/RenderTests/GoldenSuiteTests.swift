import Foundation
import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource
@testable import RenderSwiftUI
@testable import RenderCheck
@testable import RenderTools

/// The project's own golden suite, `Tests/Golden/`, through the same checker as `render check`.
///
/// Record mode: `RENDER_RECORD`, else `never` when `CI` is set, else `missing` — so the first
/// local run records new scenes, and CI never records. Update goldens on purpose with
/// `RENDER_RECORD=failed make test` (or `render check Tests/Golden --record failed`) and look
/// at what changed before committing.
final class GoldenSuiteTests: XCTestCase {
    private let goldenFolder = repositoryRoot.appendingPathComponent("Tests/Golden")

    func testGoldenSuite() throws {
        let mode = try RecordMode.resolve()
        let suite = GoldenSuite(directory: goldenFolder.path, record: mode, recordSource: RecordMode.source())
        let result = try suite.run()
        XCTAssertTrue(result.succeeded, "\n" + result.text)
        XCTAssertGreaterThanOrEqual(result.results.count, 40, "the suite covers at least 40 goldens")
        XCTAssertTrue(result.environmentChanges.isEmpty, "\n" + result.text)
        if result.recordedCount > 0 { print(result.text) }
    }

    /// Issue 13's typical screens (`Tests/Golden/screens/`: a settings form, an inbox list, a
    /// photo grid, a scoreboard; issue 26's settings, inbox, detail, onboarding and tab screens),
    /// each from its SwiftUI source as written, checked four ways: as is, right to left
    /// (`NAME.rtl` goldens, as `render check --rtl`), at the accessibility1 Dynamic Type size
    /// (`NAME.accessibility1`, as `--dynamic-type`) and in dark mode (`NAME.dark`, as
    /// `--color-scheme dark`).
    func testScreensInBothDirectionsAndAtALargeTextSize() throws {
        let mode = try RecordMode.resolve()
        let folder = goldenFolder.appendingPathComponent("screens").path
        let variants: [(LayoutDirection?, DynamicTypeSize?, ColorScheme?)] = [
            (nil, nil, nil), (.rightToLeft, nil, nil), (nil, .accessibility1, nil), (nil, nil, .dark)]
        for (direction, size, scheme) in variants {
            var suite = GoldenSuite(directory: folder, record: mode, recordSource: RecordMode.source())
            suite.layoutDirection = direction
            suite.dynamicTypeSize = size
            suite.colorScheme = scheme
            let result = try suite.run()
            XCTAssertTrue(result.succeeded, "\n" + result.text)
            XCTAssertEqual(result.results.count, 9, "\n" + result.text)
            if result.recordedCount > 0 { print(result.text) }
        }
    }

    /// Every `NAME.json` has a twin `NAME@2x.json` that differs only by `canvas.scale: 2`.
    /// Every JSON scene is checked at scale 1 and 2 (a Swift scene has no canvas: scale 1).
    func testEveryGoldenSceneHasAnAt2xTwin() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: goldenFolder.path)
            .filter { $0.hasSuffix(".json") }.map { String($0.dropLast(".json".count)) }
        let plain = names.filter { !$0.hasSuffix("@2x") }
        XCTAssertEqual(Set(names), Set(plain + plain.map { $0 + "@2x" }), "each scene at scale 1 and 2")
        for name in plain {
            let one = try String(contentsOf: goldenFolder.appendingPathComponent(name + ".json"), encoding: .utf8)
            let two = try String(contentsOf: goldenFolder.appendingPathComponent(name + "@2x.json"), encoding: .utf8)
            XCTAssertTrue(one.contains("\"scale\": 1"), name)
            XCTAssertEqual(one.replacingOccurrences(of: "\"scale\": 1", with: "\"scale\": 2"), two,
                           "\(name)@2x.json should be \(name).json with \"scale\": 2")
        }
    }

    /// The same scene rendered twice by the CLI gives identical bytes.
    func testRenderingIsDeterministic() throws {
        let directory = try temporaryDirectory(self)
        for scene in ["text-designs@2x", "shapes-gradient@2x", "text-cjk"] {
            let path = goldenFolder.appendingPathComponent(scene + ".json").path
            var outputs: [Data] = []
            for run in 0..<2 {
                let output = directory.appendingPathComponent("\(scene)-\(run).png")
                let result = try runRender([path, "-o", output.path])
                XCTAssertEqual(result.status, 0, result.stderr)
                outputs.append(try Data(contentsOf: output))
            }
            XCTAssertFalse(outputs[0].isEmpty)
            XCTAssertEqual(outputs[0], outputs[1], "\(scene) rendered twice differs")
        }
    }

    /// Fonts and configuration of the machine or the user (a bogus `FONTCONFIG_FILE`, a
    /// `~/.fonts` with DejaVu and a `fonts.conf` that prefers it for everything) change nothing.
    func testRenderingIgnoresFontsOutsideTheProjectConfiguration() throws {
        let dejaVu = ["/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf"]
            .filter { FileManager.default.fileExists(atPath: $0) }
        guard !dejaVu.isEmpty else { throw XCTSkip("DejaVu fonts are not installed; nothing to tempt fontconfig with") }
        let home = try temporaryDirectory(self)
        let fonts = home.appendingPathComponent(".fonts")
        try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
        for font in dejaVu {
            try FileManager.default.copyItem(atPath: font, toPath: fonts.appendingPathComponent((font as NSString).lastPathComponent).path)
        }
        // Prefer DejaVu for every family render asks for, and for anything at all.
        let families = ["Inter", "JetBrains Mono", "Liberation Serif", "Comfortaa", "Noto Sans CJK SC", "sans-serif", "serif", "monospace"]
        let conf = """
        <?xml version="1.0"?>
        <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
        <fontconfig>
          <dir>\(fonts.path)</dir>
          <cachedir>\(home.appendingPathComponent(".cache/fontconfig").path)</cachedir>
        \(families.map { "  <alias binding=\"strong\"><family>\($0)</family><prefer><family>DejaVu Sans</family></prefer></alias>" }.joined(separator: "\n"))
          <match target="pattern"><edit name="family" mode="prepend" binding="strong"><string>DejaVu Sans</string></edit></match>
          <match target="font"><edit name="hinting" mode="assign"><bool>true</bool></edit>
            <edit name="hintstyle" mode="assign"><const>hintfull</const></edit>
            <edit name="rgba" mode="assign"><const>rgb</const></edit></match>
        </fontconfig>
        """
        let configDirectory = home.appendingPathComponent(".config/fontconfig")
        try FileManager.default.createDirectory(at: configDirectory, withIntermediateDirectories: true)
        try conf.write(to: configDirectory.appendingPathComponent("fonts.conf"), atomically: true, encoding: .utf8)
        let bogus = home.appendingPathComponent("bogus-fonts.conf")
        try conf.write(to: bogus, atomically: true, encoding: .utf8)

        // The configuration really would change the fonts if anything honoured it.
        if FileManager.default.isExecutableFile(atPath: "/usr/bin/fc-match") {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/fc-match")
            process.arguments = ["Inter"]
            process.environment = ["FONTCONFIG_FILE": bogus.path, "HOME": home.path]
            let pipe = Pipe()
            process.standardOutput = pipe
            try process.run()
            let answer = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            XCTAssertTrue(answer.contains("DejaVu"), "the bogus configuration should prefer DejaVu; fc-match said \(answer)")
        }

        let output = try temporaryDirectory(self)
        let environments: [(String, [String: String])] = [
            ("normal", [:]),
            ("FONTCONFIG_FILE", ["FONTCONFIG_FILE": bogus.path]),
            ("HOME", ["HOME": home.path, "XDG_CONFIG_HOME": home.appendingPathComponent(".config").path,
                      "XDG_DATA_HOME": home.appendingPathComponent(".local/share").path,
                      "XDG_CACHE_HOME": home.appendingPathComponent(".cache").path]),
        ]
        for scene in ["text-designs@2x", "text-cjk"] {
            let path = goldenFolder.appendingPathComponent(scene + ".json").path
            var reference: Data?
            for (label, environment) in environments {
                let file = output.appendingPathComponent("\(scene)-\(label).png")
                let result = try runRender([path, "-o", file.path], environment: environment)
                XCTAssertEqual(result.status, 0, "\(label): \(result.stderr)")
                let bytes = try Data(contentsOf: file)
                if let reference {
                    XCTAssertEqual(bytes, reference, "\(scene) with \(label) set differs from the normal render")
                } else {
                    reference = bytes
                }
            }
        }
    }
}

import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource
@testable import RenderSwiftUI
@testable import RenderCheck
@testable import RenderTools

/// `render FILE.swift` end to end: the same flags as for JSON, `--emit-scene`, sweeps and checks.
final class SwiftCommandLineTests: XCTestCase {
    let layoutSwitch = "examples/swift/001-17-layout-switch-demo.swift"

    func testRenderSetAndLayoutDump() throws {
        let directory = try temporaryDirectory(self)
        let png = directory.appendingPathComponent("out.png").path
        let result = try runRender([layoutSwitch, "-w", "390", "--height", "600", "--set", "width=250", "-o", png, "--layout-json", "-"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: png))
        XCTAssertTrue(result.stdoutText.contains(#""selected": 0"#), "250 points: the HStack")
    }

    /// The emitted JSON scene renders to the same layout as the Swift file.
    func testEmittedSceneIsEquivalent() throws {
        let directory = try temporaryDirectory(self)
        for file in ["examples/swift/001-13-scroll-view-demo.swift", "examples/swift/002-15-icon-demos-zstack-overlay-background.swift",
                     "examples/swift/004-upload-progress-demo.swift"] {
            let emitted = try runRender([file, "--emit-scene"])
            XCTAssertEqual(emitted.status, 0, emitted.stderr)
            let json = directory.appendingPathComponent("scene.json")
            try emitted.stdout.write(to: json)
            let fromSwift = try runRender([file, "-w", "300", "-o", directory.appendingPathComponent("a.png").path, "--layout-json", "-"])
            let fromJSON = try runRender([json.path, "-w", "300", "-o", directory.appendingPathComponent("b.png").path, "--layout-json", "-"])
            XCTAssertEqual(fromSwift.status, 0, fromSwift.stderr)
            XCTAssertEqual(fromJSON.status, 0, fromJSON.stderr)
            XCTAssertEqual(fromSwift.stdoutText, fromJSON.stdoutText, file)
            XCTAssertEqual(try Data(contentsOf: directory.appendingPathComponent("a.png")),
                           try Data(contentsOf: directory.appendingPathComponent("b.png")), file)
        }
    }

    func testEmitSceneOfAGeometryReaderShowsTheLaidOutBody() throws {
        let directory = try temporaryDirectory(self)
        let file = directory.appendingPathComponent("Reader.swift")
        try Data(#"GeometryReader { proxy in Text("\(Int(proxy.size.width))") }.frame(width: 120, height: 40)"#.utf8).write(to: file)
        let emitted = try runRender([file.path, "--emit-scene"])
        XCTAssertEqual(emitted.status, 0, emitted.stderr)
        XCTAssertTrue(emitted.stdoutText.contains(#""text": "120""#), emitted.stdoutText)
        XCTAssertTrue(emitted.stderr.contains("laid out at this proposal"), emitted.stderr)
    }

    func testSweepOverAStateProperty() throws {
        let directory = try temporaryDirectory(self)
        let sheet = directory.appendingPathComponent("sheet.png").path
        let result = try runRender(["sweep", layoutSwitch, "--param", "width", "--from", "90", "--to", "250", "--step", "80", "--sheet", sheet])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stderr.contains("3 frames"), result.stderr)
        let missing = try runRender(["sweep", layoutSwitch, "--param", "height", "--from", "1", "--to", "2", "--sheet", sheet])
        XCTAssertEqual(missing.status, 1)
    }

    func testCheckFolderWithSwiftScenes() throws {
        let directory = try temporaryDirectory(self)
        try FileManager.default.copyItem(atPath: repositoryRoot.appendingPathComponent("examples/swift/002-17-padding-edge-insets.swift").path,
                                         toPath: directory.appendingPathComponent("padding.swift").path)
        let first = try runRender(["check", directory.path, "--record", "missing"])
        XCTAssertEqual(first.status, 0, first.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: directory.appendingPathComponent("__goldens__/padding.png").path))
        let second = try runRender(["check", directory.path], environment: ["CI": "true"])
        XCTAssertEqual(second.status, 0, second.stderr)
        XCTAssertTrue(second.stdoutText.hasSuffix("1 passed, 0 failed\n"), second.stdoutText)
    }

    func testBadSwiftIsExitOneWithLocationAndCaret() throws {
        let directory = try temporaryDirectory(self)
        let file = directory.appendingPathComponent("Bad.swift")
        try Data("VStack {\n    Text(\"a\")\n        .frame(wdth: 10)\n}\n".utf8).write(to: file)
        let output = directory.appendingPathComponent("bad.png").path
        let result = try runRender([file.path, "-o", output])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.contains("Bad.swift:3:9: .frame has no argument 'wdth:'"), result.stderr)
        XCTAssertTrue(result.stderr.contains("        .frame(wdth: 10)\n"), result.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: output), "no output for bad input")
        XCTAssertEqual(try runRender([directory.appendingPathComponent("Missing.swift").path]).status, 1)
    }

    func testViewAndStrictFlags() throws {
        let directory = try temporaryDirectory(self)
        let file = directory.appendingPathComponent("Two.swift")
        try Data("""
        struct A: View { var body: some View { Text("a").onAppear { } } }
        struct B: View { var body: some View { Text("bbbb") } }
        """.utf8).write(to: file)
        let a = try runRender([file.path, "--view", "A", "-o", directory.appendingPathComponent("a.png").path, "--layout-json", "-"])
        XCTAssertEqual(a.status, 0, a.stderr)
        XCTAssertTrue(a.stderr.contains("note: ignored .onAppear"), a.stderr)
        let strict = try runRender([file.path, "--view", "A", "--strict", "-o", directory.appendingPathComponent("s.png").path])
        XCTAssertEqual(strict.status, 1)
        let unknown = try runRender([file.path, "--view", "C", "-o", directory.appendingPathComponent("c.png").path])
        XCTAssertEqual(unknown.status, 1)
        XCTAssertTrue(unknown.stderr.contains("A, B"), unknown.stderr)
    }
}

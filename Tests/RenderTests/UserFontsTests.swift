import Foundation
import XCTest
@testable import RenderCheck
@testable import RenderLayout

/// Issue 26: `--fonts DIR` (or `$RENDER_FONTS`) puts the user's own fonts first, so Apple's SF Pro
/// is used by name where the user has it; without it nothing changes. Run through the binary,
/// since the font configuration is built once per process. The folder holds stand-ins named as
/// Apple's families (Fixtures/user-fonts/README.md): "SF Pro Text" is a monospaced font whose
/// every advance is 0.6 em, "SF Pro Display" a serif whose `i` is 569/2,048 em wide.
final class UserFontsTests: XCTestCase {
    private let fonts = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/user-fonts").path

    /// The widths of `iiii` at 17 points (body: SF Pro Text) and 28 (title: SF Pro Display).
    private func widths(_ arguments: [String], environment: [String: String] = [:]) throws -> [Double] {
        let directory = try temporaryDirectory(self)
        let scene = directory.appendingPathComponent("scene.json")
        try Data(#"""
            {"type": "VStack", "children": [
              {"type": "Text", "text": "iiii", "id": "body", "modifiers": [{"font": {"size": 17}}]},
              {"type": "Text", "text": "iiii", "id": "title", "modifiers": [{"font": {"size": 28}}]}
            ]}
            """#.utf8).write(to: scene)
        let result = try runRender([scene.path, "-o", directory.appendingPathComponent("out.png").path, "--layout-json", "-"] + arguments,
                                   environment: environment)
        XCTAssertEqual(result.status, 0, result.stderr)
        var found: [String: Double] = [:]
        func visit(_ node: [String: Any]) {
            if let id = node["id"] as? String, let frame = node["frame"] as? [String: Double] { found[id] = frame["width"] }
            for child in node["children"] as? [[String: Any]] ?? [] { visit(child) }
        }
        let dump = try XCTUnwrap(try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])
        visit(try XCTUnwrap(dump["root"] as? [String: Any]))
        return try ["body", "title"].map { try XCTUnwrap(found[$0], $0) }
    }

    func testUserFontsComeFirstAndTextAndDisplaySplitAtTwentyPoints() throws {
        let project = try widths([])
        let user = try widths(["--fonts", fonts])
        // SF Pro Text's stand-in: four advances of 0.6 em at 17 points (40.8), on the pixel grid.
        XCTAssertEqual(user[0], (4 * 0.6 * 17).rounded(.up))
        // SF Pro Display's stand-in (Liberation Serif: `i` is 569/2,048 em) at 28 points (31.1).
        XCTAssertEqual(user[1], (4 * 569 / 2048 * 28).rounded(.up))
        XCTAssertNotEqual(project[0], user[0], accuracy: 0.5)
        XCTAssertNotEqual(project[1], user[1], accuracy: 0.5)
        // The environment variable does the same (for CI and the Swift API).
        XCTAssertEqual(try widths([], environment: ["RENDER_FONTS": fonts]), user)
    }

    /// `render check --fonts DIR` records the user's font files it drew with in the goldens'
    /// environment fingerprint, so a check without them reports the changed fonts rather than
    /// mixing them silently (docs/scene-format.md, "Apple's fonts, where you have them").
    func testCheckRecordsTheUserFontsInTheFingerprint() throws {
        func fingerprint(_ arguments: [String]) throws -> EnvironmentFingerprint {
            let directory = try temporaryDirectory(self)
            try #"{"type": "Text", "text": "Hello"}"#.write(to: directory.appendingPathComponent("hello.json"), atomically: true, encoding: .utf8)
            let result = try runRender(["check", directory.path, "--record", "all"] + arguments, environment: ["RENDER_FONTS": "", "CI": "", "RENDER_RECORD": ""])
            XCTAssertEqual(result.status, 0, result.stderr)
            let text = try String(contentsOf: directory.appendingPathComponent("__goldens__/environment.json"), encoding: .utf8)
            return try XCTUnwrap(EnvironmentFingerprint.parse(text))
        }
        let user = try fingerprint(["--fonts", fonts])
        XCTAssertTrue(user.fonts.keys.contains("StandIn-SFProText-Regular.ttf"), "\(user.fonts)")
        let project = try fingerprint([])
        XCTAssertFalse(project.fonts.keys.contains { $0.hasPrefix("StandIn") }, "\(project.fonts)")
        XCTAssertTrue(project.fonts.keys.contains { $0.hasPrefix("Inter") }, "\(project.fonts)")
    }

    func testAMissingFolderIsBadInput() throws {
        let result = try runRender(["examples/swift/001-03-view-that-fits-width-100.swift", "-o", try temporaryDirectory(self).appendingPathComponent("out.png").path, "--fonts", "/no/such/folder"])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.contains("--fonts: '/no/such/folder' is not a folder"), result.stderr)
    }
}

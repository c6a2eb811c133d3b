import XCTest
import ArgumentParser
@testable import RenderCLI

/// `SceneCommand.withoutReflection` (`SceneCommand.swift`): the commands it makes are
/// the argument parser's, property by property, and whatever it does not read is left to the
/// parser.
final class CommonSceneArgumentsTests: XCTestCase {
    /// A command as `dump` shows it: every property wrapper's state, so one the quick reader
    /// left unset (`.definition`) or set differently does not compare equal.
    private func described(_ command: Any) -> String {
        var text = ""
        dump(command, to: &text)
        return text
    }

    func testTheCommonRenderIsTheParsersCommand() throws {
        let read: [[String]] = [
            ["scene.json"],
            ["scene.json", "-o", "out.png"],
            ["scene.json", "--output", "out.svg", "-w", "200", "--scale", "2"],
            ["View.swift", "--width", "1e2", "--height", "300", "--layout-json", "dump.json", "-o", "out.pdf"],
            ["scene.json", "--height", "0", "-w", "0.5", "--scale", "8"],
            ["dir/a scene.json", "--layout-json", "d.json"],
        ]
        for arguments in read {
            let quick = try XCTUnwrap(SceneCommand.withoutReflection(arguments), "\(arguments)")
            let parsed = try SceneCommand.parseAsRoot(arguments)
            XCTAssertTrue(parsed is SceneCommand, "\(arguments)")
            XCTAssertEqual(described(quick), described(parsed), "\(arguments)")
        }
    }

    func testAnythingElseIsLeftToTheParser() {
        let left: [[String]] = [
            [], ["-"], ["-", "-o", "out.png"], ["", "-o", "out.png"], ["--help"], ["scene.json", "--help"],
            ["scene.json", "-o"], ["scene.json", "-o", "-"], ["scene.json", "-o", ""], ["scene.json", "-w", "-3"],
            ["scene.json", "-w", "wide"], ["scene.json", "--width=3"], ["scene.json", "-w3"],
            ["scene.json", "-o", "a.png", "-o", "b.png"], ["scene.json", "--scale", "2", "--scale", "2"],
            ["scene.json", "--rtl"], ["scene.json", "--device", "iphone-16"], ["scene.json", "--", "-o"],
            ["scene.json", "extra.json"], ["scene.json", "-o", "out.gif"], ["scene.json", "-w", "99999"],
            ["scene.json", "--scale", "0.05"], ["scene.json", "-w", "nan"],
        ]
        for arguments in left {
            XCTAssertNil(SceneCommand.withoutReflection(arguments), "\(arguments)")
        }
    }
}

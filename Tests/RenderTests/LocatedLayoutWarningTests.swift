import Foundation
import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource

/// Issue 25 item 6: a warning that layout raises about a view the Swift front end built points
/// at the Swift construct (`File.swift:LINE:COL: warning: …`, as the front end's own warnings
/// do), in whichever file of the module made it; a JSON scene's names the view's JSON path.
final class LocatedLayoutWarningTests: XCTestCase {
    private func layoutWarnings(_ main: URL, module: URL? = nil) throws -> Renderer.LayoutResult {
        let options = SwiftSource.Options(moduleDirectory: module?.path)
        let loaded = try SwiftSource.load(contentsOf: main.path, options: options)
        return try Renderer.layout(loaded.scene.root, options: RenderOptions(canvas: loaded.scene.canvas), measurer: FixedAdvanceMeasurer())
    }

    func testAnUnknownSymbolInAModifiersContentIsAtItsArgument() throws {
        let folder = try temporaryDirectory(self)
        let file = folder.appendingPathComponent("Row.swift")
        try """
        import SwiftUI

        struct Row: View {
            var body: some View {
                Text("Hi")
                    .padding()
                    .overlay {
                        Label("Up", systemImage: "chevron.compact.up")
                    }
            }
        }
        """.write(to: file, atomically: true, encoding: .utf8)
        let result = try layoutWarnings(file)
        // Line 8, column 42: the string literal that names the symbol (was
        // `root.modifiers[1].overlay.content.systemImage`).
        let expected = "\(file.path):8:42: warning: unknown symbol \"chevron.compact.up\": drawn as a placeholder; "
            + "docs/scene-format.md lists the \(SymbolLibrary.names.count) names render draws"
        XCTAssertEqual(result.warnings, [expected])
        XCTAssertEqual(result.locatedWarnings, [expected])
    }

    func testAWarningOfAnotherFileOfTheModuleIsInThatFile() throws {
        let folder = try temporaryDirectory(self)
        let main = folder.appendingPathComponent("Screen.swift")
        let badge = folder.appendingPathComponent("Badge.swift")
        try """
        import SwiftUI

        struct Screen: View {
            var body: some View {
                VStack {
                    Badge()
                    Image(systemName: "star.circle.unknown")
                }
            }
        }
        """.write(to: main, atomically: true, encoding: .utf8)
        try """
        import SwiftUI

        struct Badge: View {
            var body: some View {
                Text("New")
                    .background {
                        Image(systemName: "seal.unknown")
                    }
                    .frame(minWidth: 40, maxWidth: 20)
            }
        }
        """.write(to: badge, atomically: true, encoding: .utf8)
        let result = try layoutWarnings(main, module: folder)
        let tail = ": drawn as a placeholder; docs/scene-format.md lists the \(SymbolLibrary.names.count) names render draws"
        // The `Image(` call, in Badge.swift; the frame modifier at its `.`; the main file's Image.
        XCTAssertEqual(Set(result.warnings), [
            "\(badge.path):7:17: warning: unknown symbol \"seal.unknown\"" + tail,
            "\(badge.path):9:13: warning: Contradictory frame constraints specified.",
            "\(main.path):7:13: warning: unknown symbol \"star.circle.unknown\"" + tail,
        ])
        XCTAssertEqual(result.locatedWarnings, Set(result.warnings))
    }

    func testTheOtherLayoutWarningsOfASwiftFileAreLocated() throws {
        // Every warning layout raises (`context.warn`): a contradictory frame, a Picker with no
        // selection, scroll content margins a List does not apply, a glyph no font has, and a
        // GeometryReader's body's own warnings (already lines of the front end, passed on as
        // they are, not prefixed again).
        let folder = try temporaryDirectory(self)
        let file = folder.appendingPathComponent("Form.swift")
        try """
        import SwiftUI

        struct Form1: View {
            @State private var choice = 5
            var body: some View {
                VStack {
                    Picker("Size", selection: $choice) {
                        Text("Small").tag(1)
                    }
                    .pickerStyle(.menu)
                    List {
                        Text("Row")
                    }
                    .contentMargins(.top, 20, for: .scrollContent)
                    Text("\\u{F8FF}")
                    GeometryReader { proxy in
                        Fancy(proxy.size.width)
                            .frame(width: 10)
                            .frame(minHeight: 30, maxHeight: 5)
                    }
                }
            }
        }
        """.write(to: file, atomically: true, encoding: .utf8)
        let result = try layoutWarnings(file)
        XCTAssertFalse(result.warnings.isEmpty)
        for warning in result.warnings {
            XCTAssertTrue(result.locatedWarnings.contains(warning), warning)
            XCTAssertTrue(warning.hasPrefix(file.path + ":"), warning)
            XCTAssertEqual(warning.components(separatedBy: ": warning: ").count, 2, "prefixed twice: \(warning)")
            XCTAssertFalse(warning.contains("root"), warning)
        }
        let lines = result.warnings.map { String($0.dropFirst(file.path.count + 1).prefix { $0 != ":" }) }
        XCTAssertTrue(result.warnings.contains { $0.contains("Contradictory frame") && $0.contains(":19:21:") }, "\(result.warnings)")
        XCTAssertTrue(lines.contains("7"), "the Picker: \(result.warnings)")
        XCTAssertTrue(lines.contains("11"), "the List the margins are not applied to: \(result.warnings)")
    }

    func testAJSONScenesWarningNamesItsPath() throws {
        let scene = try SceneDecoder.decode(Array(#"{"type": "VStack", "children": [{"type": "Label", "title": "Up", "systemImage": "chevron.compact.up"}]}"#.utf8),
                                            file: "s.json")
        let result = try Renderer.layout(scene.root, options: RenderOptions(), measurer: FixedAdvanceMeasurer())
        XCTAssertEqual(result.warnings.count, 1)
        XCTAssertTrue(result.warnings[0].hasPrefix("root.children[0].systemImage: unknown symbol \"chevron.compact.up\""), result.warnings[0])
        XCTAssertTrue(result.locatedWarnings.isEmpty)
    }

    func testTheCommandPrintsTheSwiftLineAndTheJSONPath() throws {
        let directory = try temporaryDirectory(self)
        let swift = directory.appendingPathComponent("V.swift")
        try "import SwiftUI\n\nstruct V: View {\n    var body: some View { Image(systemName: \"nope.symbol\") }\n}\n"
            .write(to: swift, atomically: true, encoding: .utf8)
        let fromSwift = try runRender([swift.path, "-o", directory.appendingPathComponent("v.png").path])
        XCTAssertEqual(fromSwift.status, 0)
        XCTAssertTrue(fromSwift.stderr.contains("render: \(swift.path):4:27: warning: unknown symbol \"nope.symbol\""), fromSwift.stderr)
        let json = directory.appendingPathComponent("v.json")
        try #"{"type": "Image", "systemName": "nope.symbol"}"#.write(to: json, atomically: true, encoding: .utf8)
        let fromJSON = try runRender([json.path, "-o", directory.appendingPathComponent("j.png").path])
        XCTAssertEqual(fromJSON.status, 0)
        XCTAssertTrue(fromJSON.stderr.contains("render: warning: \(json.path): root: unknown symbol \"nope.symbol\""), fromJSON.stderr)
    }
}

import Foundation
import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource

/// Generated module files larger than the rendered file's 512 KiB (issue 25, lane big25as):
/// SwiftGen's strings, protobuf messages and icon tables are large but cheap per byte, so a
/// module file is read up to `SwiftModule.maxFileBytes` and its tokens decide whether it is
/// parsed (`SwiftProgram` step 1; docs/swift-input.md, "Limits"). The generated files here are
/// written for the test, shaped as SwiftGen writes them; laid out with the fixed-advance
/// measurer (10 pt a character, 20 pt lines).
final class SwiftModuleLargeFileTests: XCTestCase {
    /// A SwiftGen `Strings.swift` of `groups` × `rows` keys: a doc comment with the English text
    /// above each accessor, the lookup in an extension through the bundle's table.
    private static func swiftGenStrings(groups: Int, rows: Int) -> String {
        var text = """
        // swiftlint:disable all
        // Generated using SwiftGen — https://github.com/SwiftGen/SwiftGen

        import Foundation

        // MARK: - Strings

        internal enum L10n {

        """
        for group in 0..<groups {
            text += "  internal enum Group\(group) {\n"
            for row in 0..<rows {
                text += "    /// Row \(row) of group \(group), as the app's English table says it\n"
                text += "    internal static var row\(row): String { return L10n.tr(\"Localizable\", \"group\(group).row\(row)\", fallback: \"Row \(row) of group \(group)\") }\n"
            }
            text += "  }\n"
        }
        text += """
        }

        // MARK: - Implementation Details

        extension L10n {
          private static func tr(_ table: String, _ key: String, _ args: CVarArg..., fallback value: String) -> String {
            let format = BundleToken.bundle.localizedString(forKey: key, value: value, table: table)
            return String(format: format, locale: Locale.current, arguments: args)
          }
        }

        private final class BundleToken {
          static let bundle: Bundle = {
            #if SWIFT_PACKAGE
            return Bundle.module
            #else
            return Bundle(for: BundleToken.self)
            #endif
          }()
        }

        """
        return text
    }

    /// An icon table of the shape of a generated icon font's: a case and a code point per icon.
    private static func iconTable(count: Int) -> String {
        var text = "// Generated from the icon font's metadata.\nimport Foundation\n\npublic enum GeneratedIcon: String, CaseIterable {\n"
        for index in 0..<count { text += "    /// icon-\(index), added in version \(index % 7).\(index % 10)\n    case icon\(index) = \"\\u{F\(String(format: "%04X", index))}\"\n" }
        return text + "}\n"
    }

    /// Home Assistant's `Strings.swift` (528 KB) was left out unread, so every `Text(L10n…)` of
    /// its views was a placeholder. A generated file over 512 KiB is now read; the view reaches
    /// it through `L10n`, so it is parsed and its accessors run against the module's table; an
    /// icon table as large that the view does not name is read and scanned, never parsed.
    func testAGeneratedStringsFileOverTheRenderedFilesLimitIsDeclared() throws {
        let strings = Self.swiftGenStrings(groups: 32, rows: 100)
        let icons = Self.iconTable(count: 9_000)
        XCTAssertGreaterThan(strings.utf8.count, SwiftProgram.maxSourceBytes)
        XCTAssertLessThan(strings.utf8.count, SwiftModule.maxFileBytes)
        XCTAssertGreaterThan(icons.utf8.count, SwiftProgram.maxSourceBytes)
        let view = """
        import SwiftUI

        struct SettingsRow: View {
            var body: some View {
                VStack(alignment: .leading) {
                    Text(L10n.Group7.row12).id("title")
                    Text(L10n.Group31.row99).id("subtitle")
                }
            }
        }
        """
        let table = """
        /* Settings */
        "group7.row12" = "Twelfth row";
        """
        let loaded = try loadModule(["View.swift": view, "Resources/Strings.swift": strings, "Resources/Icons.swift": icons,
                                     "Resources/en.lproj/Localizable.strings": table], test: self)
        XCTAssertEqual(loaded.warnings, [])
        XCTAssertEqual(loaded.files.map { URL(fileURLWithPath: $0).lastPathComponent }, ["View.swift", "Strings.swift"])
        // The table's text where it has the key, else SwiftGen's fallback (the English of the comment).
        XCTAssertEqual(try layoutTexts(loaded), ["Twelfth row", "Row 99 of group 31"])
        XCTAssertSize(try layoutFrame(loaded, "title"), 110, 20)
        XCTAssertSize(try layoutFrame(loaded, "subtitle"), 180, 20)
    }

    /// Past `SwiftModule.maxFileBytes` a module file is left out unread, with one warning naming
    /// it, and the view draws the rest; a name it declares is then unknown.
    func testAModuleFileOverTheReadLimitIsLeftOutWithAWarning() throws {
        var huge = "public enum Huge {\n    public static let title = \"huge\"\n"
        let line = "    // " + String(repeating: "x", count: 120) + "\n"
        while huge.utf8.count <= SwiftModule.maxFileBytes { huge += line }
        huge += "}\n"
        let view = """
        import SwiftUI

        struct Screen: View {
            var body: some View {
                Text("ok").id("ok")
            }
        }
        """
        let loaded = try loadModule(["View.swift": view, "Huge.swift": huge], test: self)
        XCTAssertEqual(loaded.warnings.filter { $0.contains("Huge.swift") }.map { $0.split(separator: "/").last.map(String.init) ?? $0 },
                       ["Huge.swift: warning: the file is larger than 4 MiB; the file is left out of the module"])
        XCTAssertEqual(loaded.files.count, 1)
        XCTAssertSize(try layoutFrame(loaded, "ok"), 20, 20)
    }

    /// A module file holds at most `EvaluationBudget.maxTokens`, as the rendered file does: past
    /// it the file is left out unparsed, one warning at the token that crosses, and a name it
    /// declares is that error where the view uses it.
    func testAModuleFileOverTheFileTokenBudgetIsLeftOutUnparsed() throws {
        // Line 1 is four tokens and `let sum =` three: the 400,001st token is the sum's 399,994th,
        // at column 11 + 399,993.
        let big = "let total = 1\nlet sum = " + String(repeating: "a+", count: 200_000) + "a\n"
        XCTAssertLessThan(big.utf8.count, SwiftProgram.maxSourceBytes)
        let program = try SwiftProgram(source: "import SwiftUI\nText(\"x\")\n", file: "Main.swift", module: [(file: "Big.swift", source: big)])
        XCTAssertEqual(program.moduleWarnings, [
            "Big.swift:2:400004: warning: the file holds more than 400000 tokens of Swift (every token is parsed and kept); the file is left out of the module",
        ])
        XCTAssertEqual(program.files, ["Main.swift"])
        // Used, its name is the file's error, located at the use.
        let folder = try temporaryDirectory(self)
        try big.write(to: folder.appendingPathComponent("Big.swift"), atomically: true, encoding: .utf8)
        let main = folder.appendingPathComponent("Main.swift")
        try "import SwiftUI\nText(\"\\(total)\")\n".write(to: main, atomically: true, encoding: .utf8)
        XCTAssertThrowsError(try SwiftSource.load(contentsOf: main.path, options: SwiftSource.Options(moduleDirectory: folder.path))) { error in
            guard let error = error as? SceneError else { return XCTFail("\(error)") }
            XCTAssertEqual(error.location?.line, 2)
            XCTAssertTrue(error.message.hasPrefix("'total' is declared in ") && error.message.contains("Big.swift, which is left out of the module"), error.message)
            XCTAssertTrue(error.message.contains("Big.swift:2:400004: the file holds more than 400000 tokens"), error.message)
        }
    }
}

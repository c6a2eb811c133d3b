import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource

/// Per-module type namespaces (`SwiftProgramModules`): two modules that each declare `Player`,
/// shaped like isowords' `SharedModels.Player` and `ComposableGameCenter.Player`, written for
/// these tests.
extension SwiftAppCodeTests {
    /// Each file sees the `Player` of its own module or of the module it imports, whichever is
    /// read last; a third module's `Player` that no file imports is no error.
    func testATypeNameResolvesInTheFilesModuleThenItsImports() throws {
        let folder = try temporaryDirectory(self).resolvingSymlinksInPath()
        let files: [String: String] = [
            "Sources/Game/Player.swift": """
            public struct Player {
                public var name: String
                public static let mock = Player(name: "game")
            }
            public struct Score {
                public var player: Player
                public static let mock = Score(player: .mock)
            }
            """,
            "Sources/Center/Player.swift": """
            public struct Player {
                public var displayName: String
                public var level: Int
                public static let mock = Player(displayName: "center", level: 3)
            }
            public struct Match {
                public var player: Player
                public static let mock = Match(player: .mock)
            }
            """,
            "Sources/Other/Player.swift": """
            public enum Player { case one }
            """,
            "Sources/App/Helpers.swift": """
            import Center
            func centerName() -> String { Player.mock.displayName + " \\(Player.mock.level)" }
            func matchName() -> String { Match.mock.player.displayName }
            """,
            "Sources/App/Card.swift": """
            import SwiftUI
            import Game

            struct Card: View {
                let player: Player
                var body: some View {
                    VStack(spacing: 0) {
                        Text(player.name)
                        Text(Score.mock.player.name)
                        Text(centerName())
                        Text(matchName())
                    }
                }
            }
            #Preview { Card(player: .mock) }
            """,
        ]
        for (path, source) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try source.write(to: url, atomically: true, encoding: .utf8)
        }
        var options = SwiftSource.Options(moduleDirectory: folder.path)
        options.stepLimit = 200_000
        let loaded = try SwiftSource.load(contentsOf: folder.appendingPathComponent("Sources/App/Card.swift").path, options: options)
        XCTAssertEqual(loaded.warnings, [])
        XCTAssertEqual(try layoutTexts(loaded), ["game", "game", "center 3", "center"])
    }

    /// A file's module is the folder under `Sources/` that holds it; other files are one module.
    func testAFilesModuleIsItsFolderUnderSources() {
        XCTAssertEqual(SwiftProgram.moduleName(ofPath: "/repo/Sources/GameCore/Views/Footer.swift"), "GameCore")
        XCTAssertEqual(SwiftProgram.moduleName(ofPath: "/repo/.build/checkouts/dep/Sources/Dep/A.swift"), "Dep")
        XCTAssertEqual(SwiftProgram.moduleName(ofPath: "/repo/App/Views/Footer.swift"), "main")
        XCTAssertEqual(SwiftProgram.moduleName(ofPath: "/repo/Sources/Loose.swift"), "main")
    }

    /// The byte scan answers as splitting the path on `/` does: the last `Sources` decides, empty
    /// components do not count, and a `Sources` with no file after its folder names no module.
    func testAFilesModuleByteScanAnswersAsSplitting() {
        func split(_ path: String) -> String {
            // A relative path is the working directory's (mend25ab: R3 S2).
            let full = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
            let parts = full.split(separator: "/")
            if let index = parts.lastIndex(of: "Sources"), index + 2 < parts.count { return String(parts[index + 1]) }
            return "main"
        }
        let paths = ["", "/", "Sources", "Sources/A", "Sources/A/b.swift", "/Sources/A/b.swift", "//Sources//A//b.swift",
                     "/r/Sources/A/", "/r/Sources/A/b/", "/r/Sources/Sources/b.swift", "/r/Sources/Sources/A/b.swift",
                     "/r/Sources/A/Sources/b.swift", "/r/Sources/A/Sources/B/c.swift", "/r/Sources/Ä é/x.swift",
                     "/r/MySources/A/b.swift", "/r/Sourcesx/A/b.swift", "/r/sources/A/b.swift", "Sources/A/b/c/d.swift",
                     "/a/Sources/Ünï/Sources/x.swift", "relative/Sources/M/f.swift", "/r/Sources/M/f.swift/"]
        for path in paths { XCTAssertEqual(SwiftProgram.moduleName(ofPath: path), split(path), path) }
    }

    /// `GKTurnBasedMatch.Status` of a framework the renderer does not read is not the module's
    /// nested `Node.Status`: its implicit members stay unknown, never "has no case" errors.
    func testANestedNameOfAnUnknownOwnerIsNotAnotherTypesNestedType() throws {
        let source = """
        import SwiftUI
        import GameKit

        struct Node { enum Status { case on, off } }
        struct Match {
            var status: GKTurnBasedMatch.Status
            var title: String
            static let mock = Match(status: .open, title: "match")
        }
        #Preview { Text(Match.mock.title) }
        """
        XCTAssertEqual(try load(source).warnings, [])
        XCTAssertEqual(try texts(source), ["match"])
    }

    /// Review 14 R3 M1: a type nested in an extension of a built-in type is named through it
    /// (`Color.RGBA`), and `SwiftUI.X` never names the app's own `X`.
    func testATypeNestedInABuiltInsExtensionIsNamedThroughIt() throws {
        let source = """
        import SwiftUI
        extension Color {
            struct RGBA { var red: Double }
        }
        struct Form { var rows: Int }
        """
        let program = try SwiftProgram(source: source, file: "App.swift")
        XCTAssertEqual(program.type(named: "Color.RGBA")?.name, "RGBA")
        XCTAssertNil(program.type(named: "SwiftUI.Form"))
        XCTAssertNil(program.type(named: "GKTurnBasedMatch.RGBA"))
        XCTAssertEqual(program.type(named: "Form")?.name, "Form")
    }
}

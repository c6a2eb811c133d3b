import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource

/// Review 14's open interpreter items (R1 gen25u 5–7, R3 S1, S2), each with a snippet shaped
/// like the app code it came from (isowords' modules, generic extensions), written for these tests.
extension SwiftAppCodeTests {
    /// Writes `files` under a new folder and loads `main` (a path inside it) as one module.
    func loadModule(_ files: [String: String], main: String, in folder: URL? = nil) throws -> SwiftSource.Loaded {
        let folder = try folder ?? temporaryDirectory(self).resolvingSymlinksInPath()
        for (path, source) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try source.write(to: url, atomically: true, encoding: .utf8)
        }
        var options = SwiftSource.Options(moduleDirectory: folder.path)
        options.stepLimit = 200_000
        return try SwiftSource.load(contentsOf: main.hasPrefix("/") ? main : folder.appendingPathComponent(main).path, options: options)
    }

    /// Two modules' `Player`s and a third module's `enum Player`, read last (so the bare name,
    /// where nothing resolves it, is the enum).
    static let clashingPlayers: [String: String] = [
        "Sources/Game/Player.swift": """
        public struct Player {
            public var name: String
            public static let mock = Player(name: "game")
        }
        public struct Filter {
            public var id: Int
            public static let all = Filter(id: 0)
            public static let mine = Filter(id: 1)
        }
        public struct Team {
            public var players: [Player]
            public var byName: [String: Player]
            public static let mock = Team(players: [.mock, .mock], byName: ["a": .mock])
        }
        """,
        "Sources/Center/Player.swift": """
        public struct Player {
            public var displayName: String
            public static let mock = Player(displayName: "center")
        }
        """,
        "Sources/Other/Player.swift": """
        public enum Player { case one }
        public struct Filter {
            public var title: String
            public static let all = Filter(title: "other")
        }
        """,
    ]

    /// R1 gen25u 6: `[Player]` and `[String: Player]` are, element by element, the `Player` the
    /// declaring file sees (its own module's), not the one read last (`Other`'s enum).
    func testACompoundDeclaredTypeNamesTheFilesModulesType() throws {
        var files = Self.clashingPlayers
        files["Sources/App/Card.swift"] = """
        import SwiftUI
        import Game

        struct Card: View {
            var body: some View {
                VStack(spacing: 0) {
                    Text("\\(Team.mock.players.count) \\(Team.mock.players[1].name)")
                    Text(Team.mock.byName["a"]?.name ?? "none")
                }
            }
        }
        #Preview { Card() }
        """
        let loaded = try loadModule(files, main: "Sources/App/Card.swift")
        XCTAssertEqual(loaded.warnings, [])
        XCTAssertEqual(try layoutTexts(loaded), ["2 game", "game"])
    }

    /// R1 gen25u 7 (R3 S6): `self.filter == .all` of a struct two modules declare compares
    /// with the `all` of the instance's own type, not of the type read last.
    func testAClashingTypesStaticComparesWithItsOwnType() throws {
        var files = Self.clashingPlayers
        files["Sources/App/Card.swift"] = """
        import SwiftUI
        import Game

        struct Card: View {
            var filter: Filter = .all
            var other: Filter = .mine
            var body: some View {
                VStack(spacing: 0) {
                    Text(filter == .all ? "all" : "some")
                    Text(other == .all ? "all" : "some")
                }
            }
        }
        #Preview { Card() }
        """
        let loaded = try loadModule(files, main: "Sources/App/Card.swift")
        XCTAssertEqual(loaded.warnings, [])
        XCTAssertEqual(try layoutTexts(loaded), ["all", "some"])
    }

    /// R3 S2: the rendered file's module does not depend on how its path is typed: relative to
    /// the working directory inside its folder, or through `..`. Its own module's `Player`
    /// (`App`'s) wins over the imported `Game`'s either way.
    func testTheRenderedFilesModuleDoesNotDependOnHowItsPathIsTyped() throws {
        let folder = try temporaryDirectory(self).resolvingSymlinksInPath()
        var files = Self.clashingPlayers
        files["Sources/App/Model.swift"] = """
        struct Player {
            var nick: String
            static let mock = Player(nick: "app")
        }
        """
        files["Sources/App/Card.swift"] = """
        import SwiftUI
        import Game

        struct Card: View {
            var body: some View { Text(Player.mock.nick) }
        }
        #Preview { Card() }
        """
        let absolute = try loadModule(files, main: "Sources/App/Card.swift", in: folder)
        XCTAssertEqual(absolute.warnings, [])
        XCTAssertEqual(try layoutTexts(absolute), ["app"])
        let dotted = try loadModule([:], main: folder.path + "/Sources/Game/../App/Card.swift", in: folder)
        XCTAssertEqual(try layoutTexts(dotted), ["app"])
        let manager = FileManager.default
        let before = manager.currentDirectoryPath
        defer { manager.changeCurrentDirectoryPath(before) }
        XCTAssertTrue(manager.changeCurrentDirectoryPath(folder.appendingPathComponent("Sources/App").path))
        var options = SwiftSource.Options(moduleDirectory: folder.path)
        options.stepLimit = 200_000
        let relative = try SwiftSource.load(contentsOf: "Card.swift", options: options)
        XCTAssertEqual(try layoutTexts(relative), ["app"])
        XCTAssertEqual(SwiftProgram.moduleName(ofPath: "Card.swift"), "App")
        XCTAssertEqual(SwiftProgram.moduleName(ofPath: "../Game/Player.swift"), "Game")
        XCTAssertEqual(SwiftProgram.moduleName(ofPath: "/repo/Sources/Game/../App/Card.swift"), "App")
        XCTAssertEqual(SwiftProgram.moduleName(ofPath: "/repo/Sources/App/./Card.swift"), "App")
    }

    /// R3 S1: of a property declared in two constrained extensions with different types, the
    /// value of the getter chosen is converted to that getter's type (`Double` for `Int`
    /// boxes), not to the type of the one declared last (`Int`).
    func testAConstrainedComputedPropertyTakesItsOwnDeclaredType() throws {
        let source = """
        import SwiftUI
        struct Box<T> { var value: T }
        extension Box where T == Int { var size: Double { 2 } }
        extension Box where T == String { var size: Int { 3 } }
        #Preview {
            VStack(spacing: 0) {
                Text("\\(Box(value: 1).size)")
                Text("\\(Box(value: "a").size)")
            }
        }
        """
        XCTAssertEqual(try load(source).warnings, [])
        XCTAssertEqual(try texts(source), ["2.0", "3"])
    }

    /// R1 gen25u 5: `TimeZone.gmt` is Foundation's zone (equal to `TimeZone(secondsFromGMT: 0)`),
    /// and an implicit `.gmt` set on a calendar is that zone: isowords' `timeUntilTomorrow` shape.
    func testTimeZoneGMTIsAZone() throws {
        let source = """
        import SwiftUI
        func untilMidnight(now: Date) -> TimeInterval {
            var calendar = Calendar.current
            calendar.timeZone = TimeZone(secondsFromGMT: 7200)!
            calendar.timeZone = .gmt
            let next = calendar.nextDate(after: now, matching: DateComponents(hour: 0, minute: 0),
                                         matchingPolicy: .nextTimePreservingSmallerComponents)!
            return next.timeIntervalSince(now)
        }
        #Preview {
            VStack(spacing: 0) {
                Text(TimeZone.gmt == TimeZone(secondsFromGMT: 0)! ? "gmt" : "other")
                Text(TimeZone.gmt == TimeZone(secondsFromGMT: 3600)! ? "gmt" : "other")
                Text("\\(Int(untilMidnight(now: Date())))")
            }
        }
        """
        let now = Date(timeIntervalSince1970: 1_710_109_800) // 2024-03-10T22:30:00Z
        XCTAssertEqual(try load(source, now: now).warnings, [])
        XCTAssertEqual(try texts(source, now: now), ["gmt", "other", "5400"])
    }

    /// R1 movie25w 2 (decision): a key's value "at rest" is the one it has where it is written in
    /// the picture drawn. An ancestor's write of another value is left out with its warning, so
    /// an inner write of the default is silent (it draws what an iPhone draws inside it).
    func testAnInnerWriteOfTheDefaultUnderALeftOutOuterWriteIsSilent() throws {
        let source = """
        import SwiftUI
        #Preview {
            VStack {
                Text("Hallo")
                Text("Hello").environment(\\.locale, Locale(identifier: "en_US"))
                    .environment(\\.accessibilityReduceMotion, false)
            }
            .environment(\\.locale, Locale(identifier: "de_DE"))
            .environment(\\.accessibilityReduceMotion, true)
        }
        """
        let warnings = try load(source).warnings
        XCTAssertEqual(warnings.count, 2, "\(warnings)")
        XCTAssertTrue(warnings.allSatisfy { $0.contains("App.swift:8:") || $0.contains("App.swift:9:") }, "\(warnings)")
    }
}

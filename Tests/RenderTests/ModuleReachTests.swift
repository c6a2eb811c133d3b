import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource

/// Lazy module reading (`ModuleReach`, docs/swift-input.md "Only what the file reaches"): a
/// render parses the module files its file reaches and no others. The modules are written
/// here, shaped as apps' are (a view, a sibling's type, a design system's `extension Color`, a
/// protocol's defaults, a global), laid out with the fixed-advance measurer (10 pt a character,
/// 20 pt lines).
final class ModuleReachTests: XCTestCase {
    /// Writes `files` into a fresh folder and renders `main` with that folder as its module.
    private func load(_ files: [String: String], main: String = "Screen.swift") throws -> SwiftSource.Loaded {
        let folder = try temporaryDirectory(self).resolvingSymlinksInPath()
        for (path, source) in files {
            try source.write(to: folder.appendingPathComponent(path), atomically: true, encoding: .utf8)
        }
        var options = SwiftSource.Options(moduleDirectory: folder.path)
        options.stepLimit = 100_000
        return try SwiftSource.load(contentsOf: folder.appendingPathComponent(main).path, options: options)
    }

    /// The files parsed, by name, the rendered one first.
    private func parsed(_ loaded: SwiftSource.Loaded) -> [String] {
        loaded.files.map { URL(fileURLWithPath: $0).lastPathComponent }
    }

    private func size(_ loaded: SwiftSource.Loaded, _ id: String) throws -> Size {
        var options = RenderOptions(canvas: loaded.scene.canvas)
        options.width = 390
        options.height = 800
        let result = try Renderer.layout(loaded.scene.root, options: options, measurer: FixedAdvanceMeasurer())
        return result.frame(id).size
    }

    /// Apps' siblings that a view does not use: a model, a view of another screen, an
    /// `extension Color` whose member the view never names.
    private static let unrelated: [String: String] = [
        "Settings.swift": """
        import SwiftUI
        struct SettingsView: View {
            var body: some View { Text("Settings").padding(40) }
        }
        """,
        "Account.swift": """
        struct Account { var name = "someone"; static let sample = Account() }
        """,
        "Palette.swift": """
        import SwiftUI
        extension Color { static let unusedAccent = Color(red: 0.1, green: 0.2, blue: 0.3) }
        """,
    ]

    func testAViewReachesASiblingsTypeAndNothingElse() throws {
        var files = Self.unrelated
        files["Screen.swift"] = """
        import SwiftUI
        struct Screen: View {
            var body: some View { Badge(text: "New").id("badge") }
        }
        """
        files["Badge.swift"] = """
        import SwiftUI
        struct Badge: View {
            var text: String
            var body: some View { Text(text).padding(Metrics.inset) }
        }
        """
        files["Metrics.swift"] = "import SwiftUI\nenum Metrics { static let inset: CGFloat = 6 }\n"
        let loaded = try load(files)
        // Badge through its name, Metrics through Badge's; the three unrelated files never parsed.
        XCTAssertEqual(parsed(loaded), ["Screen.swift", "Badge.swift", "Metrics.swift"])
        XCTAssertEqual(loaded.warnings, [])
        // "New" 30 × 20, padded by 6 on each side.
        XCTAssertEqual(try size(loaded, "badge"), Size(width: 42, height: 32))
    }

    func testASiblingsExtensionMemberOfColorUsedAsALeadingDot() throws {
        var files = Self.unrelated
        files["Screen.swift"] = """
        import SwiftUI
        struct Screen: View {
            var body: some View { Text("Hi").foregroundStyle(.brand).font(.scaledTitle).id("hi") }
        }
        """
        // A design system's statics of built-in types, each named only by its member.
        files["Brand.swift"] = """
        import SwiftUI
        extension ShapeStyle where Self == Color {
            static var brand: Color { Color(red: 1, green: 0, blue: 0) }
        }
        """
        files["Fonts.swift"] = """
        import SwiftUI
        extension Font { static let scaledTitle = Font.system(size: 30) }
        """
        let loaded = try load(files)
        XCTAssertEqual(parsed(loaded), ["Screen.swift", "Brand.swift", "Fonts.swift"])
        XCTAssertEqual(loaded.warnings, [])
        XCTAssertTrue("\(loaded.json)".contains("#FF0000"), "\(loaded.json)")
        // The 30-point font of `Fonts.swift` reached the Text: the fixed measurer's line is 1.2 ×
        // its size (36; the default body font's is 20), as no other file could make it.
        XCTAssertEqual(try size(loaded, "hi").height, 36)
    }

    func testAProtocolsDefaultImplementationInAThirdFile() throws {
        var files = Self.unrelated
        files["Screen.swift"] = """
        import SwiftUI
        struct Screen: View, Titled {
            var body: some View { Text(title).id("title") }
        }
        """
        files["Titled.swift"] = "protocol Titled { var title: String { get } }\n"
        files["TitledDefaults.swift"] = "extension Titled { var title: String { \"Default\" } }\n"
        let loaded = try load(files)
        XCTAssertEqual(parsed(loaded), ["Screen.swift", "Titled.swift", "TitledDefaults.swift"])
        XCTAssertEqual(try size(loaded, "title"), Size(width: 70, height: 20))
    }

    func testAGlobalLetDeclaredInAnotherFile() throws {
        var files = Self.unrelated
        files["Screen.swift"] = """
        import SwiftUI
        struct Screen: View {
            var body: some View { Text("ab").padding(gutter).id("padded") }
        }
        """
        files["Layout.swift"] = "import SwiftUI\nlet other: CGFloat = 1, gutter: CGFloat = 12\n"
        let loaded = try load(files)
        XCTAssertEqual(parsed(loaded), ["Screen.swift", "Layout.swift"])
        XCTAssertEqual(try size(loaded, "padded"), Size(width: 44, height: 44))
    }

    /// Decision: a sibling that does not parse and that the view does not reach is not read
    /// further, so it stops nothing and is not reported; Swift's compiler would refuse the
    /// module, but the file is no part of what is drawn. Reached, it is the warning and the
    /// located error it was.
    func testASyntaxErrorInAnUnreachedSiblingStopsNothing() throws {
        var files = Self.unrelated
        files["Screen.swift"] = """
        import SwiftUI
        struct Screen: View {
            var body: some View { Text("ok").id("ok") }
        }
        """
        // Its brackets balance, so the scan follows it (one it cannot follow is parsed, and
        // reported, as before: rule 3).
        files["Broken.swift"] = "import SwiftUI\nstruct BrokenView: View {\n    var body: some View { Text(\"x\") + }\n}\n"
        let loaded = try load(files)
        XCTAssertEqual(parsed(loaded), ["Screen.swift"])
        XCTAssertEqual(loaded.warnings, [])
        XCTAssertEqual(try size(loaded, "ok"), Size(width: 20, height: 20))

        files["Screen.swift"] = "import SwiftUI\nstruct Screen: View {\n    var body: some View { BrokenView() }\n}\n"
        XCTAssertThrowsError(try load(files)) { error in
            let message = (error as? SceneError)?.message ?? "\(error)"
            XCTAssertTrue(message.contains("'BrokenView' is declared in") && message.contains("Broken.swift:3"), message)
        }
    }

    /// Rule 1's scan: what a file declares and mentions, past comments, strings and their
    /// interpolations.
    func testTheIndexOfAFile() {
        let index = ModuleReach.index(#"""
        import SwiftUI
        import struct Foundation.Date
        // struct Commented { }  — a comment declares nothing
        /* nested /* block */ struct AlsoCommented */
        let title = "struct InString { \(subtitle) }", count = 3
        private var `default`: Int { 1 }
        func helper(_ x: Int) -> Int { let local = x; return local }
        struct Outer { enum Inner { case a }; var member = 1 }
        typealias Identifier = String
        extension Color: Identifiable {
            static let brand = Color.red, accent = Color.blue
            var id: String { "\(brand)" }
            init(code: Int) { self.init(white: 1) }
            struct Nested { }
        }
        extension View where Self: Equatable { func card() -> some View { self } }
        let raw = #"a "quoted" \(notCode) }"#
        let multi = """
            { "not": inText } \(interpolated)
            """
        struct Model { static func == (a: Model, b: Model) -> Bool { true } }
        let bound = $store
        """#)
        XCTAssertFalse(index.unsure)
        XCTAssertFalse(index.declarations.contains(where: \.operators), "an operator inside a type is added with the type")
        // The declarations at file scope, each from its keyword: what precedes them, two
        // globals, a function, two types, an alias, two extensions, two globals, a type, a global.
        XCTAssertEqual(index.declarations.map(\.kind), [.leading, .global, .global, .global, .type, .type, .extension, .extension,
                                                       .global, .global, .type, .global])
        XCTAssertEqual(index.types, ["Outer", "Inner", "Identifier", "Nested", "Model"])
        XCTAssertEqual(index.aliases, ["Identifier"])
        XCTAssertEqual(index.globals, ["title", "count", "default", "helper", "raw", "multi", "bound"])
        XCTAssertEqual(index.extensions.count, 2)
        XCTAssertEqual(index.extensions[0].parts, ["Color"])
        XCTAssertEqual(index.extensions[0].conformances, ["Identifiable"])
        // `init(code:)`'s first label: `.init(code: 1)` names it.
        XCTAssertEqual(index.extensions[0].members, ["brand", "accent", "id", "code"])
        XCTAssertTrue(index.extensions[0].unnamedUse)
        XCTAssertEqual(index.extensions[1].parts, ["View"])
        XCTAssertEqual(index.extensions[1].conformances, [])
        XCTAssertEqual(index.extensions[1].members, ["card"])
        for mentioned in ["subtitle", "interpolated", "store", "Color", "Equatable", "String", "Int"] {
            XCTAssertTrue(index.mentions.contains(mentioned), mentioned)
        }
        for unmentioned in ["Commented", "AlsoCommented", "InString", "quoted", "notCode", "not", "inText", "Foundation", "Date"] {
            XCTAssertFalse(index.mentions.contains(unmentioned), unmentioned)
        }
        // An operator at file scope or in an extension of a built-in type is always added.
        XCTAssertTrue(ModuleReach.index("func + (a: Size, b: Size) -> Size { a }").declarations[1].operators)
        XCTAssertTrue(ModuleReach.index("infix operator ~~: AdditionPrecedence").declarations[1].operators)
        XCTAssertTrue(ModuleReach.index("extension CGSize { static func * (a: CGSize, b: Double) -> CGSize { a } }").extensions[0].operators)
        XCTAssertTrue(ModuleReach.index("extension Collection { subscript(safe i: Index) -> Element? { nil } }").extensions[0].subscripts)
        // A file the scan cannot follow is unsure, and always added.
        for text in ["let a = \"open\nlet b = 1", "struct A {", "}", "/* open"] {
            XCTAssertTrue(ModuleReach.index(text).unsure, text)
        }
    }

    /// `actor` (and `operator`, `precedencegroup`) are contextual keywords: a property or a
    /// global named `actor` is a name, and only `actor` followed by a name declares a type
    /// (review 15 R1, lazy25y 4).
    func testActorIsAKeywordOnlyBeforeAName() {
        let index = ModuleReach.index("""
        let actor = Person(), operator = 2
        actor Store { var name = movie.actor.name }
        func cast() -> [Person] { [actor, director] }
        """)
        XCTAssertEqual(index.globals, ["actor", "operator", "cast"])
        XCTAssertEqual(index.types, ["Store"])
        XCTAssertEqual(index.declarations.map(\.kind), [.leading, .global, .type, .global])
        XCTAssertFalse(index.declarations.contains(where: \.operators))
        XCTAssertFalse(index.types.contains("name"))
        XCTAssertTrue(index.mentions.contains("actor"))
        // A file that uses the global `actor` reaches the file that declares it.
        XCTAssertEqual(ModuleReach.reached(source: "Text(actor.name)", module: [
            ("Cast.swift", "let actor = Person(name: \"Ada\")"), ("Person.swift", "struct Person { var name = \"\" }"),
        ]), [0, 1])
    }

    /// `let (a, b) = …` at file scope declares both names (review 15 R1, lazy25y 5).
    func testAFileScopeTupleBindingDeclaresEveryName() {
        let index = ModuleReach.index("let (gutter, spacing) = (CGFloat(12), CGFloat(4))\nlet (x, (y, z)): (Int, (Int, Int)) = (1, (2, 3))\nlet single = (1, 2)")
        XCTAssertEqual(index.globals, ["gutter", "spacing", "x", "y", "z", "single"])
        XCTAssertFalse(index.mentions.contains("gutter"))
        XCTAssertEqual(ModuleReach.reached(source: "Text(\"\").padding(spacing)", module: [
            ("Layout.swift", "let (gutter, spacing) = (CGFloat(12), CGFloat(4))"), ("Other.swift", "let unrelated = 1"),
        ]), [0])
    }

    /// The scan is total: every prefix of a file, and random runs of the characters that
    /// change its state (quotes, backslashes, hashes, brackets, slashes, stars, backticks), end
    /// in an index, each in one pass (fuzz, seeded).
    func testTheScanEndsOnAnyInput() {
        let sample = ##"""
        extension Color: Identifiable { static let a = "x\(b ? "}" : #"{"#)", c = 1; init(d: Int) { } }
        let s = """
            \(e) "" \#(f)
            """ /* /* */ */ // }
        func ~~ (a: Int, b: Int) -> Int { `default` + $g }
        """##
        let bytes = Array(sample.utf8)
        for end in 0...bytes.count {
            _ = ModuleReach.index(String(decoding: bytes[..<end], as: UTF8.self))
        }
        var generator = SeededGenerator(seed: 28)
        let alphabet = Array("\"\\#(){}[]/*`$ \nab:=,.".utf8)
        for _ in 0..<2_000 {
            let count = Int.random(in: 0..<80, using: &generator)
            let text = String(decoding: (0..<count).map { _ in alphabet.randomElement(using: &generator)! }, as: UTF8.self)
            let index = ModuleReach.index(text)
            XCTAssertFalse(index.declarations.isEmpty)
        }
    }

    /// Rules 2–3 on indexes: which files each kind of name adds.
    func testWhichFilesANameAdds() {
        func reach(_ own: String, _ files: [String]) -> [Int] {
            ModuleReach.reached(source: own, module: files.enumerated().map { ("F\($0.offset).swift", $0.element) })
        }
        let files = [
            "struct Card { var tint = Palette.accent }",                   // 0: a type
            "enum Palette { static let accent = 1 }",                       // 1: reached through 0
            "extension Card { var subtitle: String { \"\" } }",             // 2: a module type's extension
            "extension Color { static let brand = Color.red }",            // 3: a built-in's member
            "extension Color { init(hex: Int) { self.init(white: 1) } }",  // 4: a built-in's init
            "extension Optional: Describable { }",                          // 5: a conformance to a module protocol
            "protocol Describable { }",                                     // 6
            "extension Color { static let unused = Color.blue }",          // 7: never
            "typealias Tint = Color",                                       // 8
            "extension Tint { static let tinted = Tint.red }",             // 9: an alias's member
            "struct Left { }\nstruct Right { var far = Far() }",           // 10: two declarations
            "struct Far { }",                                               // 11: only through Right
            "extension Card: Describable { }",                             // 12: with Card, not Describable
            "func + (a: CGSize, b: CGSize) -> CGSize { a }",               // 13: an operator: always
        ]
        // Card's declaration (0), its extensions (2, 12), Palette through 0, Describable through
        // 12, and Optional's conformance to it (5) through that.
        XCTAssertEqual(reach("Card()", files), [0, 1, 2, 5, 6, 12, 13])
        // Only what the declaration reached mentions: Left, not Right's `Far`.
        XCTAssertEqual(reach("Left()", files), [10, 13])
        XCTAssertEqual(reach("Right()", files), [10, 11, 13])
        // File 3 names `Color`, so the extension with an init (4) comes too: over-inclusion, cheap.
        XCTAssertEqual(reach("Text(\"\").foregroundStyle(.brand)", files), [3, 4, 13])
        // `Color` named: its extensions with an init (used as `Color(…)`) come with it.
        XCTAssertEqual(reach("Color(hex: 3)", files), [4, 13])
        XCTAssertEqual(reach("let d: Describable? = nil", files), [5, 6, 13])
        // The alias names `Color`, whose init's extension (4) comes too.
        XCTAssertEqual(reach("Text(\"\").tint(.tinted)", files), [4, 8, 9, 13])
        XCTAssertEqual(reach("Text(\"\")", files), [13])
        // A rendered file the scan cannot follow reads the whole module.
        XCTAssertEqual(reach("Text(\"", files), Array(files.indices))
    }

    /// The whole module is read and scanned within `SwiftModule.maxScanBytes`; what is parsed,
    /// the file and what it reaches, within `SwiftModule.maxBytes`: checked before any parse.
    func testTheParsedFilesAreBoundedApartFromTheScan() throws {
        let folder = try temporaryDirectory(self).resolvingSymlinksInPath()
        // Twenty-two files of 500,000 bytes of comments, each declaring a global: 10.5 MiB in all.
        let comment = String(repeating: "// " + String(repeating: "x", count: 96) + "\n", count: 5_000)
        for index in 0..<22 {
            try (comment + "let part\(index) = \(index)\n").write(to: folder.appendingPathComponent("Part\(index).swift"), atomically: true, encoding: .utf8)
        }
        let main = folder.appendingPathComponent("Screen.swift")
        let options = SwiftSource.Options(moduleDirectory: folder.path)
        // Reaching two of them: read and scanned, not parsed here (3 MB of comments take some 40 s
        // to parse in a debug build), so only the index of all 22 is checked.
        let files = try SwiftModule.sources(of: main.path, choice: .directory(folder.path)).files
        XCTAssertEqual(files.count, 22)
        XCTAssertEqual(ModuleReach.reached(source: "Text(\"\\(part0 + part13)\")", module: files).map { URL(fileURLWithPath: files[$0].file).lastPathComponent },
                       ["Part0.swift", "Part13.swift"])
        // Reaching all 22 is an error naming the limit, before anything is parsed.
        let all = (0..<22).map { "part\($0)" }.joined(separator: " + ")
        try "import SwiftUI\nText(\"\\(\(all))\")\n".write(to: main, atomically: true, encoding: .utf8)
        XCTAssertThrowsError(try SwiftSource.load(contentsOf: main.path, options: options)) { error in
            XCTAssertTrue("\(error)".contains("the module files it reaches hold more than 10 MiB"), "\(error)")
        }
    }
}

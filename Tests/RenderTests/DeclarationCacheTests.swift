import XCTest
import SwiftSyntax
@testable import RenderSwiftSource

/// The declarations `render preview` keeps per module file (`DeclarationFragment`): a program
/// built from kept declarations must be the program built without them, name for name and
/// member for member, on the load that keeps them, the loads that adopt them, and after an edit.
final class DeclarationCacheTests: XCTestCase {
    /// Files that exercise what collecting depends on: a nested type's bare name against a
    /// top-level one declared before and after it, a `private struct` declared in two files and
    /// extended in a third, file-scope functions, computed and stored globals, an alias, `#if`
    /// clauses, a global the collection refuses (a warning), protocol defaults and a superclass
    /// (both added to types after collecting), and an extension nested in a struct (which
    /// looks up types, so its file is not kept).
    static let module: [(file: String, source: String)] = [
        ("A.swift", """
            enum Constant { static let padding = 4.0 }
            struct Row: View {
                enum Constant { static let padding = 8.0 }
                enum Style { case plain, bold }
                var title = "Row A"
                var body: some View { Text(title) }
            }
            func spacing() -> Double { 6 }
            var accent: Color { .orange }
            let formatter = 3
            typealias Amount = Double
            """),
        ("B.swift", """
            struct Card: View {
                enum Badge { case new }
                struct Style { var radius = 4.0 }
                var body: some View { Text("Card") }
            }
            private struct Row: View {
                var title = "Row B"
                var body: some View { Text(title) }
            }
            let (left, right) = (1, 2)
            func spacing(_ scale: Double) -> Double { 6 * scale }
            var accent: Color { .blue }
            #if DEBUG
            struct DebugOnly { var flag = true }
            #else
            struct ReleaseOnly { var flag = false }
            #endif
            """),
        ("C.swift", """
            struct Badge { var count = 1 }
            protocol Tinted { }
            extension Tinted { var tint: Color { .red } }
            struct Chip: View, Tinted { var body: some View { Text("Chip") } }
            class Base { var name = "base"; func describe() -> String { name } }
            class Derived: Base { var extra = 2 }
            extension Row { var subtitle: String { "from C" } }
            extension Row.Style { static let fallback = Row.Style.plain }
            extension String { func shouted() -> String { uppercased() } }
            """),
        ("D.swift", """
            struct Odd {
                extension Row { var nested: Int { 1 } }
                var value = 1
            }
            #if os(macOS)
            struct MacOnly { }
            #endif
            """),
    ]

    static let rendered = """
        extension Card { static let preview = Card() }
        struct Screen: View {
            var body: some View { VStack { Row(); Card(); Chip() } }
        }
        """

    func testKeptDeclarationsMakeTheSameProgram() throws {
        let plain = try program(Self.module, cache: nil)
        let cache = SwiftParseCache()
        let keeping = try program(Self.module, cache: cache)
        XCTAssertEqual(cache.declarationHits, 0)
        XCTAssertEqual(fingerprint(keeping), fingerprint(plain))
        let adopting = try program(Self.module, cache: cache)
        // D.swift declares an extension inside a struct: collected each load, never kept; so are
        // A.swift and B.swift, which each declare a `Row` one of them keeps private (its kept name
        // depends on the other files: `SwiftProgramAccessControl` step 1).
        XCTAssertEqual(cache.declarationHits, 1)
        XCTAssertEqual(fingerprint(adopting), fingerprint(plain))
        // The kept types are copies: the extensions and protocol defaults added on one load
        // are not added again on the next.
        let again = try program(Self.module, cache: cache)
        XCTAssertEqual(fingerprint(again), fingerprint(plain))
        XCTAssertEqual(again.types["Chip"]?.computed.keys.sorted(), ["body", "tint"])

        // An edit of one file: that file is collected again, the others adopted.
        var edited = Self.module
        edited[0].source = edited[0].source.replacingOccurrences(of: "enum Constant { static let padding = 4.0 }", with: "struct Footer { }")
            .replacingOccurrences(of: "let formatter = 3", with: "let formatter = 4\nstruct Constant { }")
        let before = cache.declarationHits
        let afterEdit = try program(edited, cache: cache)
        XCTAssertEqual(cache.declarationHits - before, 1)
        XCTAssertEqual(fingerprint(afterEdit), fingerprint(try program(edited, cache: nil)))
        // Another `#if` condition is another program: nothing kept answers for it.
        let defined = try program(Self.module, cache: cache, defines: ["RELEASE_BUILD"])
        XCTAssertEqual(fingerprint(defined), fingerprint(try program(Self.module, cache: nil, defines: ["RELEASE_BUILD"])))
    }

    /// The module's files in reverse order: which file's declaration wins depends on the order,
    /// and kept declarations must keep it.
    func testKeptDeclarationsKeepTheFilesOrder() throws {
        let reversed = Array(Self.module.reversed())
        let cache = SwiftParseCache()
        _ = try program(Self.module, cache: cache)
        XCTAssertEqual(fingerprint(try program(reversed, cache: cache)), fingerprint(try program(reversed, cache: nil)))
        XCTAssertEqual(try program(reversed, cache: cache).types["Row"]?.stored.first.flatMap { $0.initializer?.trimmedDescription }, "\"Row A\"")
    }

    /// A module file's `import ComposableArchitecture` (TCA's model) holds on the loads that adopt
    /// its kept declarations, as on the one that collected them, when the rendered file does
    /// not import it itself.
    func testKeptDeclarationsKeepTheModulesImports() throws {
        let module = Self.module + [("Feature.swift", "import ComposableArchitecture\nstruct Feature { var count = 0 }\n")]
        let cache = SwiftParseCache()
        XCTAssertTrue(try program(module, cache: cache).importedModules.contains("ComposableArchitecture"))
        let adopting = try program(module, cache: cache)
        XCTAssertGreaterThan(cache.declarationHits, 0)
        XCTAssertTrue(adopting.importedModules.contains("ComposableArchitecture"))
        XCTAssertEqual(adopting.importedModules, try program(module, cache: nil).importedModules)
    }

    private func program(_ module: [(file: String, source: String)], cache: SwiftParseCache?, defines: [String] = []) throws -> SwiftProgram {
        try SwiftProgram(source: Self.rendered, file: "Screen.swift", conditions: CompilationConditions(defines: defines), module: module, cache: cache)
    }

    /// Everything collecting decides, as text: each name's type with its members (a type
    /// entered under several names is named by the first of them), the file scope, globals,
    /// aliases, extensions of other types and the warnings.
    private func fingerprint(_ program: SwiftProgram) -> [String] {
        var lines: [String] = []
        var firstName: [ObjectIdentifier: String] = [:]
        for name in program.types.keys.sorted() {
            let type = program.types[name]!
            if let first = firstName[ObjectIdentifier(type)] {
                lines.append("\(name) = \(first)")
                continue
            }
            firstName[ObjectIdentifier(type)] = name
            lines.append("\(name): " + describe(type, program))
        }
        lines.append("file scope: " + describe(program.fileScope, program))
        lines.append("globals: " + program.moduleGlobals.keys.sorted().map { "\($0) \(program.moduleGlobals[$0]!.node.trimmedDescription)" }.joined(separator: "; "))
        lines.append("aliases: \(program.typeAliases.sorted { $0.key < $1.key })")
        lines.append("view extensions: \(program.viewExtensions.keys.sorted())")
        lines.append("functions: " + program.builtinFunctions.keys.sorted().map { "\($0) \(program.builtinFunctions[$0]!.keys.sorted())" }.joined(separator: ", "))
        lines.append("statics: " + program.builtinStatics.keys.sorted().map { "\($0) \(program.builtinStatics[$0]!.keys.sorted())" }.joined(separator: ", "))
        lines += program.moduleWarnings
        lines.append("files: \(program.files)")
        lines.append("order: \(program.typeOrder)")
        return lines
    }

    private func describe(_ type: TypeDecl, _ program: SwiftProgram) -> String {
        let stored = type.stored.map { "\($0.isStatic ? "static " : "")\($0.name): \($0.type ?? "_") = \($0.initializer?.trimmedDescription ?? "-") @\(program.location($0.node))" }
        let computed = type.computed.keys.sorted().map { "\($0): \(type.computedTypes[$0] ?? "_") \(type.computed[$0]!.trimmedDescription)" }
        let methods = type.methods.keys.sorted().map { name in "\(name)×\(type.methods[name]!.count) " + type.methods[name]!.map { "\(program.location($0))" }.joined(separator: ",") }
        return "\(type.kind) \(type.qualifiedName) outer \(type.outer ?? "-") : \(type.inheritance) + \(type.extensionConformances.sorted()) at \(type.location)"
            + " | stored \(stored) | computed \(computed) | methods \(methods) | inits \(type.initializers.count) | cases \(type.cases) raw \(type.rawValues.keys.sorted())"
    }
}

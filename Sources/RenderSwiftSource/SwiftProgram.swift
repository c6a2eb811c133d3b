import SwiftDiagnostics
import SwiftOperators
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax
import RenderLayout

import RenderScene

/// A parsed Swift file and the declarations the interpreter needs from it.
///
/// 1. Scan every file for its nesting and tokens (`NestingScan`): each file within
///    `EvaluationBudget.maxTokens` (else the rendered file is an error at the token that crosses
///    it, a module file a warning and left out unparsed, as one that does not parse), and the
///    tokens of them all within `maxModuleTokens`, else an error at the token that crosses it;
///    then parse the
///    file and its module's other files with swift-syntax; the first syntax error of the file
///    is an error at its line:column, another file's a warning (it is left out).
/// 2. Fold operator sequences with Swift's standard precedence (`a + b * c`).
/// 3. Collect, past the inactive `#if` clauses, the structs and enums of every file (stored and
///    computed properties, methods, initialisers, cases), then their extensions and
///    `extension View` functions (user-defined modifiers); of the rendered file only, the
///    `#Preview` bodies and what is left at file scope: declarations (`var logo: some View`)
///    and statements (an article snippet's bare view expression).
package final class SwiftProgram: @unchecked Sendable {
    package let file: String
    package let lines: [Substring]
    package let converter: SourceLocationConverter
    package internal(set) var types: [String: TypeDecl] = [:]
    /// Names of the types declared at file scope, which nested types of the same name do not hide.
    var topLevelTypeNames: Set<String> = []
    /// Struct names of the rendered file, in file order (the module's other files are only
    /// declarations: none of theirs is chosen as the root).
    package private(set) var typeOrder: [String] = []
    /// File-scope properties and functions, as members of an implicit struct.
    package internal(set) var fileScope: TypeDecl
    /// `extension View { func card() -> some View }`: modifiers by name.
    package private(set) var viewExtensions: [String: [FunctionDeclSyntax]] = [:]
    /// `extension View { var emojiText: Namespace<Self> { Namespace(self) } }`: instance getters
    /// of the views they are read on, by name (`InterpreterViewExtensionProperties`).
    package private(set) var viewExtensionProperties: [String: CodeBlockItemListSyntax] = [:]
    /// `static let brand = Color(…)` in `extension Color`: by type, then name (those every file
    /// sees; `statics(visibleIn:)` adds a file's private ones).
    package private(set) var builtinStatics: [String: [String: ExprSyntax]] = [:]
    /// `private static let headline = 17.0` in `extension Font`: by file, type, then name
    /// (`SwiftProgramAccessControl` step 3); and each file's merged table, made on first use.
    package private(set) var privateBuiltinStatics: [String: [String: [String: ExprSyntax]]] = [:]
    var visibleStaticsByFile: [String: [String: [String: ExprSyntax]]] = [:]
    /// Top-level type names declared by more than one file, one of them `private`; and, by name
    /// then file, the name each file's private one is kept under (`SwiftProgramAccessControl`).
    var clashingPrivateNames: Set<String> = []
    /// The module's top-level type the rendered file's private type of its name hides from the
    /// rendered file, by name: the key every other file's code finds it by (`Row@module`).
    var hiddenModuleTypes: [String: String] = [:]
    package internal(set) var filePrivateTypes: [String: [String: String]] = [:]
    /// Extensions of a nested type not declared yet, while extensions are collected.
    var deferredExtensions: [(ExtensionDeclSyntax, Bool)]?
    /// `var formattedAmount: String { let f = NumberFormatter(); … }` in `extension Double`:
    /// getters of several statements, by type, then name (`InterpreterValueExtensions`).
    package private(set) var builtinComputed: [String: [String: CodeBlockItemListSyntax]] = [:]
    /// `var environment: AppEnvironment { get { let value = self[Key.self]; …; return value } set { … } }`
    /// in `extension DependencyValues`: `get` accessors of several statements beside a setter, by
    /// type, then name (only `InterpreterDependencies` reads them, step 3).
    package private(set) var builtinGetters: [String: [String: CodeBlockItemListSyntax]] = [:]
    /// Functions the module declares in extensions of types it does not declare (`extension
    /// Font { static func brand(size:) }`, `extension String { func trimmed() }`), by type and name.
    package private(set) var builtinFunctions: [String: [String: [FunctionDeclSyntax]]] = [:]
    /// The names of those functions declared in extensions of the standard types
    /// `InterpreterStandardExtensionMethods` looks at: one set lookup on every member call.
    package private(set) var standardExtensionMethodNames: Set<String> = []
    /// `extension Image { init(icon: Icon) { … self.init(systemName: name) } }`: initialisers the
    /// module declares in extensions of types it does not declare, by type (`InterpreterBuiltinExtensionInits`).
    package private(set) var builtinInitializers: [String: [InitializerDeclSyntax]] = [:]
    /// `extension Optional: OptionalType`: the protocols a standard type is given in an extension.
    package private(set) var builtinConformances: [String: [String]] = [:]
    /// `extension LabelStyle where Self == TrailingIcon { static var trailingIcon: Self { Self() } }`:
    /// what `Self` is in such a static, by type, then name.
    package private(set) var staticSelfTypes: [String: [String: String]] = [:]
    /// The modules the file and its module import (`ComposableArchitecture` turns on `InterpreterTCA`).
    package internal(set) var importedModules: Set<String> = []
    /// The modules an `@_exported import` names in any file read: visible in every file of its
    /// module without an import of their own (`InterpreterUnreadPackageInitializers`).
    package internal(set) var exportedModules: Set<String> = []
    /// The modules whose files were read (reached or not: `ModuleReach` parses only what the
    /// rendered file reaches), by `moduleName(ofPath:)` with `-` as `_`: what a file's import of
    /// a module the renderer read is checked against.
    package internal(set) var readModules: Set<String> = []
    /// Top-level types by name, then by the module that declares them, and each file's
    /// `import`s: a name two modules declare resolves by the file that names it (`SwiftProgramModules`).
    package internal(set) var moduleTypes: [String: [String: TypeDecl]] = [:]
    /// Each file's module name where its manifest or Xcode project names it (`SwiftModule.sources`'
    /// `modules`); other files' are read from their paths (`SwiftProgramModules` step 1).
    package let fileModules: [String: String]
    package internal(set) var fileImports: [String: Set<String>] = [:]
    /// `typealias FontName = Tagged<Font, String>`: what each name the module aliases stands for.
    package internal(set) var typeAliases: [String: String] = [:]
    /// Built-in types whose extensions declare types (`extension Color { struct RGBA }`): the
    /// nested types are the file's, and `Color.RGBA` names them (`type(named:)`).
    package private(set) var builtinNestingTypes: Set<String> = []
    /// The declared types of `builtinStatics` (`static let matter: Self = "Matter-Regular"`).
    package private(set) var builtinStaticTypes: [String: [String: String]] = [:]
    /// `static var overrideLocalizations: [String]?` in `extension Bundle`: a stored `var` of an
    /// optional type without an initial value, nil until code assigns it (Swift's default), by
    /// type, then name; the binding is where its storage is kept (`InterpreterStaticStorage` step 2).
    package private(set) var builtinNilStatics: [String: [String: PatternBindingSyntax]] = [:]
    /// `#Preview`s in file order: the name, the `traits:` expressions, the body.
    package private(set) var previews: [(name: String?, traits: [ExprSyntax], body: CodeBlockItemListSyntax, location: SourceLocation)] = []
    /// Bare statements at file scope, in order.
    package private(set) var topLevel: [CodeBlockItemSyntax] = []
    /// `#if` conditions: an iOS 17 debug build, and the `--define` names.
    package let conditions: CompilationConditions
    /// File-scope stored properties of the module's other files, evaluated on first use (so a
    /// global the renderer cannot evaluate blocks only a view that reads it).
    package internal(set) var moduleGlobals: [String: TypeDecl.StoredProperty] = [:]
    /// Names declared by the module's files that do not parse, with the error: using one is
    /// that error; otherwise the file is only a warning (`moduleWarnings`).
    package private(set) var brokenNames: [String: SceneError] = [:]
    /// One line per module file left out (it does not parse, or declares what cannot be read).
    package internal(set) var moduleWarnings: [String] = []
    /// The files read: the rendered one first.
    package private(set) var files: [String] = []

    /// One parsed file: its name, lines and the converter of its positions.
    package struct Unit {
        package var file: String
        package var lines: [Substring]
        package var converter: SourceLocationConverter
        /// Its lines' character columns, found once per line (shared by the unit's copies).
        package var columns = ColumnTable()
    }

    /// Where each character of a file's non-ASCII lines starts (UTF-8 offsets), found once per
    /// line: a file of thousands of statements on one line asks for thousands of locations on it.
    package final class ColumnTable: @unchecked Sendable {
        /// By line index; an array, not a dictionary keyed by `Int`, whose first use asked the
        /// Swift runtime for `Int: Hashable` (a scan of every conformance record).
        private var starts: [[Int]?] = []

        /// The column, counted in characters from 1, of UTF-8 offset `byte` of `line` (number `index`).
        func column(in line: Substring, line index: Int, byte: Int) -> Int {
            let bytes = min(max(byte, 0), line.utf8.count)
            let known: [Int]
            if index >= starts.count { starts += repeatElement(nil, count: index - starts.count + 1) }
            if let found = starts[index] {
                known = found
            } else if line.utf8.allSatisfy({ $0 < 0x80 }) && !line.utf8.contains(UInt8(ascii: "\r")) {
                known = []
                starts[index] = known
            } else {
                var offsets: [Int] = [], offset = 0
                for character in line {
                    offsets.append(offset)
                    offset += character.utf8.count
                }
                known = offsets
                starts[index] = known
            }
            // An ASCII line (no CR, which pairs with LF): a byte is a character.
            if known.isEmpty { return bytes + 1 }
            // The characters that start before `bytes`.
            var low = 0, high = known.count
            while low < high {
                let middle = (low + high) / 2
                if known[middle] < bytes { low = middle + 1 } else { high = middle }
            }
            return low + 1
        }
    }
    /// The rendered file's unit, and its tree's root; the module's other files by root and by
    /// name (a one-file render makes neither table: each table's type is built on first use,
    /// which costs a scan of the conformance records, docs/performance.md).
    private var mainUnit: Unit?
    private var mainRoot: SyntaxIdentifier?
    private var units: [SyntaxIdentifier: Unit] = [:]
    private var unitsByFile: [String: Unit] = [:]
    /// Every module file's text, read or not (`SwiftSource.program`), for `assignsSomewhere`.
    package var moduleSources: [String] = []
    /// While collecting the rendered file: its previews, bare statements and structs' order count.
    var collectingMain = true
    /// While a module file's declarations are collected alone for the parse cache: what they
    /// add to `types`, in order (`DeclarationFragment`).
    var recorder: DeclarationFragment.Recorder?

    /// Deeply nested source makes the parser and the interpreter recurse; swift-syntax stops
    /// at this depth with a syntax error.
    package static let maxNesting = 200
    /// A Swift file's size: swift-syntax's tree takes up to a thousand times the file (a MiB
    /// of stray `;` took 1.1 GB), so a larger one would pass a gigabyte. Real view files are
    /// tens of KB (the largest of two real apps' 500 files: 43 KB).
    package static let maxSourceBytes = 512 << 10
    /// Square brackets open at once: swift-syntax's parser tries each `[` both as a type and as
    /// a value (`[[1]]` could start `[[Int]]()`), so each level doubles its time (18 levels took
    /// 37 s in a debug build). Real files nest a few (`[[String: [Int]]]`).
    package static let maxSquareNesting = 16

    /// The rendered file `source`, and the module's other files (`SwiftModule`), whose
    /// declarations it sees. Types are declared before extensions are attached, whatever the
    /// files' order, and the rendered file's declarations win over a same-named private one.
    package init(source: String, file: String, conditions: CompilationConditions = CompilationConditions(),
                 module: [(file: String, source: String)] = [], cache: SwiftParseCache? = nil,
                 fileModules: [String: String] = [:]) throws(SceneError) {
        self.file = file
        self.fileModules = fileModules
        self.conditions = conditions
        // Lines end as swift-syntax ends them: LF, CRLF, or CR alone (old Mac files).
        lines = SourceLines.of(source)
        fileScope = TypeDecl(name: "the file", kind: .fileScope, inheritance: [], location: SourceLocation(line: 1, column: 1))
        // Every file is scanned before any is parsed: its nesting, and the tokens of them all
        // against the file's and the module's budgets (a tree is kept per token; `EvaluationBudget`).
        let candidates = module.filter { $0.file != file }
        var tokens = 0
        var scans: [NestingScan.Result] = []
        // Module files past the file's own budget, by index into `candidates`: left out unparsed.
        var overFileBudget: [Int: SceneError] = [:]
        let mainLines = lines
        for (index, (name, text)) in ([(file, source)] + candidates.map { ($0.file, $0.source) }).enumerated() {
            func overBudget(_ scan: NestingScan.Result, what: String, limit: Int, advice: String) -> SceneError? {
                guard let (line, column) = scan.overBudget else { return nil }
                let location = SourceLocation(line: line, column: column)
                var error = SceneError(file: name, location: location,
                                       message: "\(what) more than \(limit) tokens of Swift (every token is parsed and kept)\(advice)")
                error.excerpt = Self.excerpt(at: location, lines: index == 0 ? mainLines : SourceLines.of(text))
                return error
            }
            // A file, the rendered one or a module file, holds at most `maxTokens`: past it the
            // rendered file is an error, a module file is left out like one that does not parse
            // (a name it declares is then that error where it is used).
            let scan = cache?.scan(file: name, source: text, tokenLimit: EvaluationBudget.maxTokens) ?? NestingScan.scan(text, tokenLimit: EvaluationBudget.maxTokens)
            if let error = overBudget(scan, what: "the file holds", limit: EvaluationBudget.maxTokens, advice: index == 0 ? "; split the file" : "") {
                if index == 0 { throw error }
                overFileBudget[index - 1] = error
                scans.append(scan)
                continue
            }
            // The file and the module files it reaches together: past `maxModuleTokens`, an error
            // at the token that crosses it (scanned again to find it: only on the way to the error).
            if tokens + scan.tokens > EvaluationBudget.maxModuleTokens {
                let crossing = NestingScan.scan(text, tokenLimit: EvaluationBudget.maxModuleTokens - tokens)
                if let error = overBudget(crossing, what: "the file and its module hold", limit: EvaluationBudget.maxModuleTokens,
                                          advice: "; name a smaller module with --module DIR") { throw error }
            }
            tokens += scan.tokens
            scans.append(scan)
        }
        let fileScans = scans
        let leftOutUnparsed = overFileBudget
        let (tree, converter) = try Self.parse(source, file: file, lines: lines, cache: cache, scan: fileScans[0])
        self.converter = converter
        let main = Unit(file: file, lines: lines, converter: converter)
        mainUnit = main
        mainRoot = tree.root.id
        files = [file]
        var others: [SourceFileSyntax] = []
        // The other files are parsed on every core (each file on its own), then taken in order.
        let parsed = candidates.isEmpty ? [] : ParallelWork.map(candidates.count, jobs: candidates.count < 8 ? 1 : ParallelWork.defaultJobs, state: {}) {
            (_: inout Void, index: Int) -> Result<(SourceFileSyntax, SourceLocationConverter, [Substring]), SceneError> in
            let other = candidates[index]
            if let error = leftOutUnparsed[index] { return .failure(error) }
            let parse = { () -> SwiftParseCache.Parsed in
                let otherLines = SourceLines.of(other.source)
                do throws(SceneError) {
                    let (otherTree, otherConverter) = try Self.parse(other.source, file: other.file, lines: otherLines, scan: fileScans[index + 1])
                    return .success((otherTree, otherConverter, otherLines))
                } catch {
                    return .failure(error)
                }
            }
            return (cache?.parsed(file: other.file, source: other.source, parse: parse) ?? parse()).map { ($0.tree, $0.converter, $0.lines) }
        }
        for (other, result) in zip(candidates, parsed) {
            switch result {
            case .success(let (otherTree, otherConverter, otherLines)):
                let unit = Unit(file: other.file, lines: otherLines, converter: otherConverter)
                units[otherTree.root.id] = unit
                unitsByFile[other.file] = unit
                others.append(otherTree)
                files.append(other.file)
            case .failure(let error):
                moduleWarnings.append(Self.warning(error, "the file is left out of the module"))
                for name in Self.declaredNames(other.source) where brokenNames[name] == nil { brokenNames[name] = error }
            }
        }
        // Private types of one name in several files (`SwiftProgramAccessControl` step 1).
        clashingPrivateNames = Self.clashingPrivateTypeNames(others + [tree])
        // Types first (the module's, then the file's), then the extensions of them all.
        for pass in [Pass.declarations, .extensions] {
            collectingMain = false
            if pass == .extensions { deferredExtensions = [] }
            for other in others {
                // Under `render preview`, a file's declarations collected alone on an earlier load
                // (`DeclarationFragment`): an edit re-collects the edited file only.
                if pass == .declarations, let cache, clashingPrivateNames.isEmpty || !Self.declaresTypes(clashingPrivateNames, other),
                   adoptCachedDeclarations(of: other, cache: cache) { continue }
                other.statements.forEachElement { item in
                    // A declaration of another file that cannot be read leaves that one out.
                    do throws(SceneError) { try collect(item, pass: pass) } catch {
                        moduleWarnings.append(Self.warning(error, "this declaration is left out of the module"))
                    }
                }
            }
            collectingMain = true
            try tree.statements.forEachElement { (item) throws(SceneError) in try collect(item, pass: pass) }
        }
        try collectDeferredExtensions()
        adoptProtocolDefaults()
    }

    /// Swift given apart from the files (`--view`'s expression, `CommandLinePreview`), parsed
    /// under the files' limits as a file named `name`: its nodes' locations, errors and excerpts
    /// name it. Its declarations are not collected.
    package func parseAside(_ text: String, name: String) throws(SceneError) -> SourceFileSyntax {
        guard text.utf8.count <= Self.maxSourceBytes else {
            throw SceneError(file: name, message: "\(text.utf8.count) bytes of Swift; at most \(Self.maxSourceBytes >> 10) KiB")
        }
        let lines = SourceLines.of(text)
        let scan = NestingScan.scan(text, tokenLimit: EvaluationBudget.maxTokens)
        if let (line, column) = scan.overBudget {
            throw SceneError(file: name, location: SourceLocation(line: line, column: column),
                             message: "more than \(EvaluationBudget.maxTokens) tokens of Swift")
        }
        let (tree, converter) = try Self.parse(text, file: name, lines: lines, scan: scan)
        let unit = Unit(file: name, lines: lines, converter: converter)
        units[tree.root.id] = unit
        unitsByFile[name] = unit
        return tree
    }

    /// `file:line:col: warning: message; consequence`.
    static func warning(_ error: SceneError, _ consequence: String) -> String {
        "\(error.file)\(error.location.map { ":\($0)" } ?? ""): warning: \(error.message); \(consequence)"
    }

    /// `parse`, through `cache` when there is one (`render preview` keeps the module's trees).
    private static func parse(_ source: String, file: String, lines: [Substring],
                              cache: SwiftParseCache?, scan: NestingScan.Result) throws(SceneError) -> (SourceFileSyntax, SourceLocationConverter) {
        guard let cache else { return try parse(source, file: file, lines: lines, scan: scan) }
        let parsed = cache.parsed(file: file, source: source) {
            do throws(SceneError) {
                let (tree, converter) = try parse(source, file: file, lines: lines, scan: scan)
                return .success((tree, converter, lines))
            } catch {
                return .failure(error)
            }
        }
        return try parsed.map { ($0.tree, $0.converter) }.get()
    }

    /// Parses and folds one file (`scan`: its `NestingScan`); a syntax error is an error at its place.
    private static func parse(_ source: String, file: String, lines: [Substring], scan: NestingScan.Result) throws(SceneError) -> (SourceFileSyntax, SourceLocationConverter) {
        // swift-syntax stops at its nesting limit, but explaining thousands of missing closing
        // brackets takes it quadratic time: refuse such a file before parsing.
        if let (line, column, message) = scan.tooDeep {
            let location = SourceLocation(line: line, column: column)
            var error = SceneError(file: file, location: location, message: message)
            error.excerpt = nil
            throw error
        }
        var parser = Parser(source, maximumNestingLevel: Self.maxNesting)
        let parsed = SourceFileSyntax.parse(from: &parser)
        let converter = SourceLocationConverter(fileName: file, tree: parsed)
        // Only the first error is explained (explaining thousands costs more than reading the file).
        if parsed.hasError, let first = Self.firstSyntaxError(parsed, source: source) {
            let unit = Unit(file: file, lines: lines, converter: converter)
            let location = Self.location(of: first.position, in: unit)
            var error = SceneError(file: file, location: location, message: "syntax error: \(first.message)")
            error.excerpt = Self.excerpt(at: location, lines: lines)
            throw error
        }
        // `` `in` `` is the name `in`: backticks become trivia, so every offset stays put. The
        // rewrite visits the whole tree (a third of the time of a long file), so a file without
        // a backtick skips it.
        let named = source.utf8.contains(UInt8(ascii: "`")) ? BacktickNames().rewrite(parsed) : Syntax(parsed)
        // A file without an operator sequence has nothing to fold: building swift-syntax's
        // standard operator table was a fiftieth of a snippet's render.
        let folded = SequenceFinder.holdsSequence(named) ? OperatorTable.standardOperators.foldAll(named) { _ in } : named
        guard let tree = folded.as(SourceFileSyntax.self) else {
            throw SceneError(file: file, message: "the file could not be read as Swift")
        }
        return (tree, converter)
    }

    /// The first syntax error, explained by swift-syntax. Only the file up to a little past the
    /// first bad token is explained: a file of a million stray `;` or `)`, or of thousands of
    /// statements on one line, would otherwise get as many diagnostics, in a gigabyte or in
    /// quadratic time, to report one.
    static func firstSyntaxError(_ parsed: SourceFileSyntax, source: String) -> Diagnostic? {
        var tree = parsed
        if let bad = firstBadToken(parsed) {
            // Positions before the cut stay as they are (a scalar cut in two becomes U+FFFD).
            let prefix = String(decoding: source.utf8.prefix(bad + 256), as: UTF8.self)
            var parser = Parser(prefix, maximumNestingLevel: maxNesting)
            tree = SourceFileSyntax.parse(from: &parser)
        }
        // swift-syntax traps computing the Fix-It of an `=` with whitespace on both sides that
        // its lexer still finds inconsistent (`d \u{1}= 1`: a control character counts as
        // neither). Such a token is explained here, without Fix-Its, when it is the first
        // error; else the file is explained up to it only.
        if let odd = tree.tokens(viewMode: .sourceAccurate).first(where: unfixableEqual) {
            if let bad = firstBadToken(tree), bad < odd.position.utf8Offset {
                var parser = Parser(String(decoding: source.utf8.prefix(odd.position.utf8Offset), as: UTF8.self), maximumNestingLevel: maxNesting)
                tree = SourceFileSyntax.parse(from: &parser)
            } else {
                return Diagnostic(node: odd, position: odd.positionAfterSkippingLeadingTrivia, message: UnfixableEqual())
            }
        }
        return ParseDiagnosticsGenerator.diagnostics(for: tree).filter { $0.diagMessage.severity == .error }.min { $0.position < $1.position }
    }

    /// swift-syntax's own words for the error (its message is not public API).
    private struct UnfixableEqual: DiagnosticMessage {
        let message = "'=' must have consistent whitespace on both sides"
        let diagnosticID = MessageID(domain: "render", id: "unfixableEqual")
        let severity = DiagnosticSeverity.error
    }

    /// An `=` whose whitespace swift-syntax finds inconsistent while its Fix-It would change
    /// nothing (space or tab on both sides): `FixIt(changes: [])` fails a precondition.
    private static func unfixableEqual(_ token: TokenSyntax) -> Bool {
        guard token.tokenDiagnostic?.kind == .equalMustHaveConsistentWhitespaceOnBothSides else { return false }
        let before = token.previousToken(viewMode: .all)?.trailingTrivia.contains(where: \.isSpaceOrTab) ?? false
        return before && token.trailingTrivia.contains(where: \.isSpaceOrTab)
    }

    /// The UTF-8 offset of the first token that is missing, unexpected or malformed.
    private static func firstBadToken(_ tree: SourceFileSyntax) -> Int? {
        for token in tree.tokens(viewMode: .all) {
            if token.presence == .missing || token.tokenDiagnostic != nil { return token.position.utf8Offset }
            var parent = token.parent
            for _ in 0..<4 {
                guard let node = parent else { break }
                if node.is(UnexpectedNodesSyntax.self) { return token.position.utf8Offset }
                parent = node.parent
            }
        }
        return nil
    }

    /// Where the file first nests past a limit (`NestingScan`), with the message to give.
    package static func tooDeep(_ source: String) -> (line: Int, column: Int, message: String)? {
        NestingScan.firstTooDeep(source)
    }

    // MARK: - Locations and errors

    /// "the file is not UTF-8 text" at the line and column of the first byte that is not, with
    /// the line (bad bytes shown as U+FFFD) and a caret.
    package static func notUTF8(_ bytes: [UInt8], file: String) -> SceneError {
        var iterator = bytes.makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        var offset = 0, bad = bytes.count
        scan: while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let scalar): offset += scalar.count
            case .emptyInput: break scan
            case .error: bad = offset; break scan
            }
        }
        // Lines end at LF, CRLF or CR, as swift-syntax counts them.
        var line = 1, lineStart = 0, index = 0
        while index < bad {
            let byte = bytes[index]
            index += 1
            if byte == 0x0A || (byte == 0x0D && (index >= bytes.count || bytes[index] != 0x0A)) {
                line += 1
                lineStart = index
            }
        }
        let before = String(decoding: bytes[lineStart..<bad], as: UTF8.self)
        var lineEnd = bad
        while lineEnd < bytes.count, bytes[lineEnd] != 0x0A, bytes[lineEnd] != 0x0D { lineEnd += 1 }
        let text = String(decoding: bytes[lineStart..<lineEnd], as: UTF8.self)
        let byte = bad < bytes.count ? String(bytes[bad], radix: 16, uppercase: true) : "?"
        var error = SceneError(file: file, location: SourceLocation(line: line, column: before.count + 1),
                               message: "the file is not UTF-8 text: byte 0x\(byte.count == 1 ? "0" + byte : byte) does not begin or continue a UTF-8 character")
        if text.count <= 300 {
            error.excerpt = text + "\n" + before.map { $0 == "\t" ? "\t" : " " }.joined() + "^"
        }
        return error
    }

    /// Where `node` is: line and column in its file, and the file when it is not the rendered one.
    package func location(_ node: some SyntaxProtocol) -> SourceLocation {
        let unit = self.unit(of: node)
        var place = Self.location(of: node.positionAfterSkippingLeadingTrivia, in: unit)
        if unit.file != file { place.file = unit.file }
        return place
    }

    /// A position in the rendered file.
    package func location(of position: AbsolutePosition) -> SourceLocation {
        Self.location(of: position, in: mainUnit ?? Unit(file: file, lines: lines, converter: converter))
    }

    /// The file `node` was read from.
    package func unit(of node: some SyntaxProtocol) -> Unit {
        let root = node.root.id
        if root == mainRoot, let mainUnit { return mainUnit }
        return units[root] ?? Unit(file: file, lines: lines, converter: converter)
    }

    /// Whether a file of the module writes `name` (`Session.current = …`, `current = x`): an
    /// optional static without a value is nil only where none does (`InterpreterStaticStorage`
    /// step 2). Read from the text of every module file, parsed or not, as the assignment may
    /// sit in code the renderer never reaches (an `AppDelegate`); `let name =`/`var name =`
    /// declares, it does not write; a same-named property's write counts (the static stays
    /// unknown: the safe side).
    package func assignsSomewhere(_ name: String) -> Bool {
        func isWord(_ character: Character) -> Bool { character.isLetter || character.isNumber || character == "_" }
        for text in moduleSources + [lines.joined(separator: "\n")] {
            var rest = text[...]
            while let range = rest.firstRange(of: name) {
                defer { rest = rest[range.upperBound...] }
                let before = text[..<range.lowerBound]
                if let last = before.last, isWord(last) { continue }
                if let next = text[range.upperBound...].first, isWord(next) { continue }
                let after = text[range.upperBound...].drop { $0 == " " }
                guard after.hasPrefix("="), !after.hasPrefix("==") else { continue }
                let word = String(before.reversed().drop { $0 == " " }.prefix(while: isWord).reversed())
                if before.last == " ", word == "let" || word == "var" { continue }
                return true
            }
        }
        return false
    }

    /// The file name of `node`'s file (for notes and warnings).
    package func fileName(of node: some SyntaxProtocol) -> String { unit(of: node).file }

    private static func location(of position: AbsolutePosition, in unit: Unit) -> SourceLocation {
        let place = unit.converter.location(for: position)
        // swift-syntax counts columns in UTF-8 bytes; people count characters.
        var column = place.column
        if place.line >= 1, place.line <= unit.lines.count {
            column = unit.columns.column(in: unit.lines[place.line - 1], line: place.line - 1, byte: place.column - 1)
        }
        return SourceLocation(line: place.line, column: column)
    }

    /// An error at `node`, with the source line and a caret under the place.
    package func error(_ message: String, at node: Syntax?, position: AbsolutePosition? = nil) -> SceneError {
        let place = position.map { location(of: $0) } ?? node.map { location($0) }
        return error(message, location: place)
    }

    package func error(_ message: String, location: SourceLocation?) -> SceneError {
        var error = SceneError(file: location?.file ?? file, location: location, message: message)
        if let location { error.excerpt = excerpt(at: location) }
        return error
    }

    /// The line and a caret under the column: `    .frame(wdth: 100)\n     ^`.
    package func excerpt(at location: SourceLocation) -> String? {
        Self.excerpt(at: location, lines: location.file.flatMap { unitsByFile[$0]?.lines } ?? lines)
    }

    private static func excerpt(at location: SourceLocation, lines: [Substring]) -> String? {
        guard location.line >= 1, location.line <= lines.count else { return nil }
        var line = lines[location.line - 1]
        var column = location.column
        // A long line (thousands of statements on one) shows the 200 characters around the place.
        if line.utf8.count > 300 {
            let characters = Array(line)
            let start = max(0, min(column - 1, characters.count) - 100), end = min(characters.count, start + 200)
            line = (start > 0 ? "…" : "") + Substring(String(characters[start..<end])) + (end < characters.count ? "…" : "")
            column += (start > 0 ? 1 : 0) - start
        }
        let pad = line.prefix(max(column - 1, 0)).map { $0 == "\t" ? "\t" : " " }.joined()
        return String(line) + "\n" + pad + "^"
    }

    // MARK: - Collecting declarations

    /// Declarations go in the first pass, extensions in the second (the type they extend may be
    /// declared in a later file).
    enum Pass { case declarations, extensions }

    func collect(_ item: CodeBlockItemSyntax, pass: Pass) throws(SceneError) {
        if case .decl(let decl) = item.item, let ifConfig = decl.as(IfConfigDeclSyntax.self) {
            // `#if DEBUG … #endif` at file scope: the active clause's items, in place.
            guard let clause = try conditions.activeClause(ifConfig, program: self) else { return }
            switch clause.elements {
            case .statements(let items)?: for inner in items { try collect(inner, pass: pass) }
            case .decls(let members)?: for member in members where (pass == .extensions) == member.decl.is(ExtensionDeclSyntax.self) {
                try collect(decl: member.decl, into: fileScope, item: nil)
            }
            default: break
            }
            return
        }
        let isExtension: Bool
        if case .decl(let decl) = item.item { isExtension = decl.is(ExtensionDeclSyntax.self) } else { isExtension = false }
        guard (pass == .extensions) == isExtension else { return }
        switch item.item {
        case .decl(let decl): try collect(decl: decl, into: fileScope, item: item)
        case .expr(let expression):
            guard collectingMain else { return }
            if let macro = expression.as(MacroExpansionExprSyntax.self), macro.macroName.text == "Preview" {
                try preview(macro.arguments, macro.trailingClosure, at: Syntax(macro))
            } else {
                topLevel.append(item)
            }
        case .stmt: if collectingMain { topLevel.append(item) }
        }
    }

    /// A member block's declarations, with those of its active `#if` clauses in place.
    package func members(_ block: MemberBlockSyntax) throws(SceneError) -> [DeclSyntax] {
        try members(block.members)
    }

    private func members(_ list: MemberBlockItemListSyntax) throws(SceneError) -> [DeclSyntax] {
        var result: [DeclSyntax] = []
        for member in list {
            if let ifConfig = member.decl.as(IfConfigDeclSyntax.self) {
                if case .decls(let inner)? = try conditions.activeClause(ifConfig, program: self)?.elements {
                    result += try members(inner)
                }
            } else {
                result.append(member.decl)
            }
        }
        return result
    }

    /// Top-level names a file declares, found without parsing it (for a file that does not parse).
    private static func declaredNames(_ source: String) -> [String] {
        var names: [String] = []
        let keywords: Set<Substring> = ["struct", "enum", "class", "actor", "protocol", "func", "let", "var", "typealias"]
        for line in source.split(separator: "\n") where !(line.first?.isWhitespace ?? true) {
            let words = line.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" })
            for (index, word) in words.enumerated().dropLast() where keywords.contains(word) {
                names.append(String(words[index + 1]))
                break
            }
        }
        return names
    }

    private func preview(_ arguments: LabeledExprListSyntax, _ closure: ClosureExprSyntax?, at node: Syntax) throws(SceneError) {
        guard let closure else { throw error("#Preview needs a closure with the view to show", at: node) }
        var name: String?
        if let first = arguments.first, first.label == nil, let literal = first.expression.as(StringLiteralExprSyntax.self) {
            name = literal.segments.compactMap { $0.as(StringSegmentSyntax.self)?.content.text }.joined()
        }
        // `traits: .landscapeLeft, .sizeThatFitsLayout`: a variadic parameter, so the traits are
        // the labelled argument and the unlabelled ones after it, up to the next label.
        var traits: [ExprSyntax] = []
        var inTraits = false
        for argument in arguments {
            if let label = argument.label?.text { inTraits = label == "traits" }
            if inTraits { traits.append(argument.expression) }
        }
        previews.append((name, traits, closure.statements, location(node)))
    }

    /// A file-scope extension, collected later (`collectDeferredExtensions`).
    func collectExtension(_ decl: ExtensionDeclSyntax) throws(SceneError) { try collect(decl: DeclSyntax(decl), into: fileScope, item: nil) }

    private func collect(decl: DeclSyntax, into owner: TypeDecl, item: CodeBlockItemSyntax?) throws(SceneError) {
        if let structDecl = decl.as(StructDeclSyntax.self) {
            let type = declare(structDecl.name.text, kind: .structure, inheritance: structDecl.inheritanceClause, at: Syntax(structDecl), in: owner)
            type.genericParameters = structDecl.genericParameterClause?.parameters.map(\.name.text) ?? []
            // `@main struct MyApp: App`: the app's root (`InterpreterAppRoot`).
            type.isAppRoot = structDecl.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "main" }
            for member in try members(structDecl.memberBlock) { try collect(decl: member, into: type, item: nil) }
        } else if let enumDecl = decl.as(EnumDeclSyntax.self) {
            let type = declare(enumDecl.name.text, kind: .enumeration, inheritance: enumDecl.inheritanceClause, at: Syntax(enumDecl), in: owner)
            type.genericParameters = enumDecl.genericParameterClause?.parameters.map(\.name.text) ?? []
            for member in try members(enumDecl.memberBlock) { try collect(decl: member, into: type, item: nil) }
        } else if let caseDecl = decl.as(EnumCaseDeclSyntax.self) {
            for element in caseDecl.elements {
                owner.cases.append(element.name.text)
                if let parameters = element.parameterClause?.parameters {
                    owner.caseParameterTypes[element.name.text] = parameters.map { $0.type.trimmedDescription }
                }
                if let raw = element.rawValue?.value { owner.rawValues[element.name.text] = raw }
            }
        } else if let variable = decl.as(VariableDeclSyntax.self) {
            if owner === fileScope, !collectingMain {
                // Another file's globals: computed ones are the file scope's; stored ones wait
                // until a view reads them.
                let module = TypeDecl(name: "the module", kind: .fileScope, inheritance: [], location: location(variable))
                try module.add(variable, program: self)
                for property in module.stored { moduleGlobals[property.name] = property }
                for (name, body) in module.computed {
                    fileScope.computed[name] = body
                    fileScope.computedTypes[name] = module.computedTypes[name]
                }
                return
            }
            try owner.add(variable, program: self)
        } else if let function = decl.as(FunctionDeclSyntax.self) {
            owner.methods[function.name.text, default: []].append(function)
        } else if let initializer = decl.as(InitializerDeclSyntax.self) {
            owner.initializers.append(initializer)
        } else if let declared = decl.as(SubscriptDeclSyntax.self), owner !== fileScope {
            owner.subscripts.append(declared)
        } else if let extensionDecl = decl.as(ExtensionDeclSyntax.self) {
            // It looks up types of other files: a file collected alone cannot be kept (and
            // adds nothing meanwhile: the file is collected again as without a cache).
            if let recorder {
                recorder.isExact = false
                return
            }
            var extended = extensionDecl.extendedType.trimmedText
            // `extension Array<Int>`, `extension Binding<Bool>` (SE-0361): a standard type's
            // extension with its argument as a same-type requirement (`where Element == Int`,
            // `Interpreter.requiredTypes`), keyed by the base name so its methods are found.
            if let written = extensionDecl.extendedType.as(IdentifierTypeSyntax.self), written.genericArgumentClause?.arguments.count == 1,
               Interpreter.argumentParameters[written.name.text] != nil, type(named: written.name.text) == nil {
                extended = written.name.text
            }
            // `public extension SwiftUI.Image { init(systemSymbol: SFSymbol) }` (SFSafeSymbols): a
            // type of SwiftUI's own module is SwiftUI's, never the module's (an app's type cannot
            // live in `SwiftUI`), so its members are the built-in type's, keyed by the bare name.
            let frameworkQualified = Self.frameworkQualifiedExtension(&extended)
            if extended == "View" {
                for member in try members(extensionDecl.memberBlock) {
                    if let function = member.as(FunctionDeclSyntax.self) {
                        viewExtensions[function.name.text, default: []].append(function)
                    } else if let variable = member.as(VariableDeclSyntax.self) {
                        for (name, getter) in Self.instanceGetters(variable) { viewExtensionProperties[name] = getter }
                    }
                }
            } else if let deferred = deferredExtensions, extended.utf8.contains(UInt8(ascii: ".")), types[extended] == nil {
                // `extension Message.Image { struct URLImage }` read before the extension that
                // nests `Image` in `Message`: collected once the others are (`collectDeferredExtensions`).
                deferredExtensions = deferred + [(extensionDecl, collectingMain)]
                return
            } else if !frameworkQualified, let type = (filePrivateTypeName(extended, fromFile: unit(of: extensionDecl).file)
                        ?? hiddenModuleTypeName(extended, fromFile: unit(of: extensionDecl).file)).flatMap({ types[$0] }) ?? type(named: extended),
                      type.outer == nil || extended.utf8.contains(UInt8(ascii: ".")) {
                // (`extension Image` of SwiftUI's `Image` where the module nests a
                // `Message.Image`: a file-scope extension sees no nested type by its bare name.)
                for inherited in extensionDecl.inheritanceClause?.inheritedTypes ?? [] {
                    type.extensionConformances.insert(inherited.type.trimmedDescription)
                }
                for member in try members(extensionDecl.memberBlock) { try collect(decl: member, into: type, item: nil) }
            } else {
                // `extension Color { static let brand = … }`: statics of a built-in type; types
                // declared inside (`private enum MidStarAndTitle: AlignmentID`) are the file's.
                for inherited in extensionDecl.inheritanceClause?.inheritedTypes ?? [] {
                    builtinConformances[extended, default: []].append(inherited.type.trimmedDescription)
                }
                for member in try members(extensionDecl.memberBlock) {
                    if member.is(StructDeclSyntax.self) || member.is(EnumDeclSyntax.self) {
                        builtinNestingTypes.insert(extended)
                        // Swiftfin's `extension Defaults.Keys { enum VideoPlayer }` beside its own
                        // `struct VideoPlayer: View`: the module's top-level type keeps the bare
                        // name; the nested one is found by its qualified name only.
                        let name = member.as(StructDeclSyntax.self)?.name.text ?? member.as(EnumDeclSyntax.self)?.name.text ?? ""
                        if topLevelTypeNames.contains(name) {
                            let owner = TypeDecl(name: extended, kind: .structure, inheritance: [], location: location(extensionDecl))
                            try collect(decl: member, into: owner, item: nil)
                            continue
                        }
                        try collect(decl: member, into: fileScope, item: nil)
                        continue
                    }
                    if let function = member.as(FunctionDeclSyntax.self) {
                        // `static func FjallaOne(size:) -> Font`, `func trimmed() -> String`.
                        builtinFunctions[extended, default: [:]][function.name.text, default: []].append(function)
                        if Interpreter.standardExtendedNames.contains(extended) { standardExtensionMethodNames.insert(function.name.text) }
                        continue
                    }
                    if let initializer = member.as(InitializerDeclSyntax.self) {
                        builtinInitializers[extended, default: []].append(initializer)
                        continue
                    }
                    guard let variable = member.as(VariableDeclSyntax.self) else { continue }
                    // `private static let headline` (or any member of a `private extension`): its
                    // file's only (`SwiftProgramAccessControl` step 3).
                    let filePrivate = Self.isFilePrivate(extensionDecl.modifiers) || Self.isFilePrivate(variable.modifiers)
                    let declaringFile = unit(of: variable).file
                    func keep(_ name: String, _ expression: ExprSyntax) {
                        if filePrivate {
                            privateBuiltinStatics[declaringFile, default: [:]][extended, default: [:]][name] = expression
                            visibleStaticsByFile = [:]
                        } else {
                            builtinStatics[extended, default: [:]][name] = expression
                        }
                    }
                    for binding in variable.bindings {
                        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                        if let selfType = Self.sameTypeAsSelf(extensionDecl) { staticSelfTypes[extended, default: [:]][name] = selfType }
                        if let declared = binding.typeAnnotation?.type.trimmedDescription { builtinStaticTypes[extended, default: [:]][name] = declared }
                        if let value = binding.initializer?.value {
                            keep(name, value)
                        } else if let body = binding.accessorBlock, case .getter(let items) = body.accessors,
                                  items.count == 1, let expression = items.first?.item.as(ExprSyntax.self) {
                            keep(name, expression)
                        } else if let body = binding.accessorBlock, case .accessors(let list) = body.accessors,
                                  let getter = list.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) }),
                                  let items = getter.body?.statements, items.count == 1, let expression = items.first?.item.as(ExprSyntax.self) {
                            // `var key: Bool { get { self[Key.self] } set { … } }` of `extension EnvironmentValues`.
                            keep(name, expression)
                        } else if let body = binding.accessorBlock, case .accessors(let list) = body.accessors,
                                  let getter = list.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) }),
                                  let items = getter.body?.statements {
                            builtinGetters[extended, default: [:]][name] = items
                        } else if let body = binding.accessorBlock, case .getter(let items) = body.accessors {
                            builtinComputed[extended, default: [:]][name] = items
                        } else if binding.accessorBlock == nil, variable.bindingSpecifier.tokenKind == .keyword(.var),
                                  let declared = binding.typeAnnotation?.type, Self.isOptionalType(declared) {
                            builtinNilStatics[extended, default: [:]][name] = binding
                        }
                    }
                }
            }
        } else if let macro = decl.as(MacroExpansionDeclSyntax.self), macro.macroName.text == "Preview" {
            guard collectingMain else { return }
            try preview(macro.arguments, macro.trailingClosure, at: Syntax(macro))
        } else if let alias = decl.as(TypeAliasDeclSyntax.self) {
            if owner === fileScope { typeAliases[alias.name.text] = alias.initializer.value.trimmedDescription }
            return
        } else if let importDecl = decl.as(ImportDeclSyntax.self) {
            if let module = importDecl.path.first?.name.text {
                importedModules.insert(module)
                fileImports[unit(of: importDecl).file, default: []].insert(module)
                if importDecl.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "_exported" }) {
                    exportedModules.insert(module)
                }
            }
            return
        } else if let classDecl = decl.as(ClassDeclSyntax.self) {
            // An `ObservableObject` or `@Observable` model: an instance shared by reference.
            let type = declare(classDecl.name.text, kind: .classType, inheritance: classDecl.inheritanceClause, at: Syntax(classDecl), in: owner)
            type.genericParameters = classDecl.genericParameterClause?.parameters.map(\.name.text) ?? []
            for member in try members(classDecl.memberBlock) { try collect(decl: member, into: type, item: nil) }
        } else if let actorDecl = decl.as(ActorDeclSyntax.self) {
            let type = declare(actorDecl.name.text, kind: .classType, inheritance: actorDecl.inheritanceClause, at: Syntax(actorDecl), in: owner)
            for member in try members(actorDecl.memberBlock) { try collect(decl: member, into: type, item: nil) }
        } else if let protocolDecl = decl.as(ProtocolDeclSyntax.self) {
            // Its requirements hold no code; `extension P { … }` gives the defaults.
            _ = declare(protocolDecl.name.text, kind: .protocolType, inheritance: protocolDecl.inheritanceClause, at: Syntax(protocolDecl))
        } else if let ifConfig = decl.as(IfConfigDeclSyntax.self) {
            // `#if os(iOS) … #endif` among members: the active clause's members, in place.
            if case .decls(let inner)? = try conditions.activeClause(ifConfig, program: self)?.elements {
                for member in try members(inner) { try collect(decl: member, into: owner, item: nil) }
            }
        } else if let item, owner === fileScope, collectingMain {
            topLevel.append(item)
        }
    }

    private func declare(_ name: String, kind: TypeDecl.Kind, inheritance: InheritanceClauseSyntax?, at node: Syntax, in owner: TypeDecl? = nil) -> TypeDecl {
        // `class GuestAccountCache: CoreCache<GuestAccount>`: the generic superclass by its name,
        // so its members are inherited (`inheritFromSuperclasses`) and `super` finds it; the
        // arguments only type values, which the interpreter holds untyped.
        let names = inheritance?.inheritedTypes.map { String($0.type.trimmedText.prefix { $0 != "<" }) } ?? []
        let type = TypeDecl(name: name, kind: kind, inheritance: names, location: location(node))
        if collectingMain, !typeOrder.contains(name) { typeOrder.append(name) }
        if let owner, owner !== fileScope {
            // A nested type (`extension Row { enum Constant }`): by its qualified name, and by its
            // own name unless a top-level type has it (`SwiftProgramNesting`).
            nest(type, in: owner)
            return type
        }
        // A private type of a module file whose name another file declares: a name of its own
        // (`SwiftProgramAccessControl` step 1); its bare name only where no shared type has it.
        if clashingPrivateNames.contains(name), let modifiers = Self.typeModifiers(node), Self.isFilePrivate(modifiers) {
            let declaringFile = unit(of: node).file
            if collectingMain {
                filePrivateTypes[name, default: [:]][declaringFile] = name
                // The module's type of that name, for every other file's code (step 4); the
                // private one is no module type of its name (no other file's code sees it).
                hideModuleType(name)
                topLevelTypeNames.insert(name)
                types[name] = type
                recorder?.entries.append(.topLevel(name, type))
                return type
            } else {
                let key = filePrivateKey(name, file: declaringFile)
                type.qualifiedName = key
                types[key] = type
                filePrivateTypes[name, default: [:]][declaringFile] = key
                if types[name].map({ $0.qualifiedName != $0.name }) ?? true { types[name] = type }
                topLevelTypeNames.insert(name)
                recorder?.isExact = false
                return type
            }
        }
        topLevelTypeNames.insert(name)
        types[name] = type
        registerModuleType(name, type)
        recorder?.entries.append(.topLevel(name, type))
        return type
    }

    /// Registers a nested type (see `declare`).
    private func nest(_ type: TypeDecl, in owner: TypeDecl) {
        type.qualifiedName = owner.qualifiedName + "." + type.name
        type.outer = owner.qualifiedName
        types[type.qualifiedName] = type
        recorder?.entries.append(.qualified(type.qualifiedName, type))
        if !topLevelTypeNames.contains(type.name) {
            types[type.name] = type
            recorder?.entries.append(.short(type.name, type))
        }
    }
}

/// A struct or enum of the file (or the file scope itself).
package final class TypeDecl: @unchecked Sendable {
    package enum Kind { case structure, enumeration, fileScope, classType, protocolType }

    package struct StoredProperty {
        package var name: String
        package var type: String?
        package var initializer: ExprSyntax?
        /// `@State`, `@Binding`…: a view's state, and a scene parameter when it has a default.
        package var wrapper: String?
        package var isLet: Bool
        package var isStatic: Bool
        package var node: Syntax
        /// `static let (rooms, viewModel) = makeRooms()`: where this name's value sits in the
        /// tuple `initializer` makes (`InterpreterTupleProperties`); nil for a plain name.
        package var tuplePath: [TupleStep]? = nil
        /// `lazy var webhooks = WebhookManager()`: made on its first read, once
        /// (`InterpreterLazyProperties`), not when the instance is.
        package var isLazy = false
    }

    package let name: String
    package let kind: Kind
    package let inheritance: [String]
    package let location: SourceLocation
    package var stored: [StoredProperty] = []
    /// `var body: some View { … }`: the getter's statements.
    package var computed: [String: CodeBlockItemListSyntax] = [:]
    /// The declared type of each computed property (`var columns: CGFloat { 3 }`).
    package var computedTypes: [String: String] = [:]
    /// `var userID: String { get { … } set(value) { … } }`: the setter of a computed property
    /// (`InterpreterComputedSetters`).
    package var setters: [String: AccessorDeclSyntax] = [:]
    package var methods: [String: [FunctionDeclSyntax]] = [:]
    package var initializers: [InitializerDeclSyntax] = []
    /// `subscript(offset: Index) -> Element { … }`, of the type and its extensions (`InterpreterSubscripts`).
    package var subscripts: [SubscriptDeclSyntax] = []
    package var cases: [String] = []
    /// `case donut(Donut)`: each case's associated values' types, in order.
    package var caseParameterTypes: [String: [String]] = [:]
    package var rawValues: [String: ExprSyntax] = [:]
    /// `Outer.Inner` for a nested type, else its name; `outer` is `Outer`'s qualified name. Set
    /// when made, not on first read: a kept declaration (`DeclarationFragment`) is never written.
    package var qualifiedName: String
    package var outer: String?
    /// Protocols an `extension X: P` adds (`extension MapView: UIViewRepresentable`).
    package var extensionConformances: Set<String> = []
    /// `struct Three<Element>`: its generic parameters' names, in order (`InterpreterGenerics`).
    package var genericParameters: [String] = []
    /// Declared `@main` (a struct: the app's `App`; `InterpreterAppRoot`).
    package var isAppRoot = false
    /// Getters of a computed property declared more than once, in declaration order: in
    /// extensions with different `where` clauses (`InterpreterGenerics` picks one).
    package var computedAlternatives: [String: [CodeBlockItemListSyntax]] = [:]

    package init(name: String, kind: Kind, inheritance: [String], location: SourceLocation) {
        self.name = name
        self.qualifiedName = name
        self.kind = kind
        self.inheritance = inheritance
        self.location = location
    }

    /// Lookups by name, rebuilt when the lists grow: in a file of thousands of properties or
    /// cases, each lookup must not walk them all (the first of a repeated name wins).
    private var storedByName: (count: Int, index: [String: Int])?
    private var casesByName: (count: Int, index: [String: Int])?

    package func storedProperty(_ name: String) -> StoredProperty? {
        if storedByName?.count != stored.count {
            storedByName = (stored.count, Dictionary(stored.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first }))
        }
        return storedByName?.index[name].map { stored[$0] }
    }

    package func caseIndex(_ name: String) -> Int? {
        if casesByName?.count != cases.count {
            casesByName = (cases.count, Dictionary(cases.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first }))
        }
        return casesByName?.index[name]
    }

    package func conforms(to name: String) -> Bool {
        inheritance.contains(name) || inheritance.contains("SwiftUI." + name)
    }

    /// A custom `Shape`: a view drawn by its `path(in:)`.
    package var isShape: Bool { kind != .protocolType && computed["body"] == nil && (conforms(to: "Shape") || conforms(to: "InsettableShape")) }

    package var isView: Bool { kind != .protocolType && (conforms(to: "View") || isShape) || (kind == .fileScope && computed["body"] != nil) }

    /// Which of `names` the type's code names (views it is made of), in one pass over its tokens.
    package func mentioned(among names: Set<String>) -> Set<String> {
        var found: Set<String> = []
        func scan(_ syntax: some SyntaxProtocol) {
            for token in syntax.tokens(viewMode: .sourceAccurate) {
                if case .identifier(let text) = token.tokenKind, names.contains(text) { found.insert(text) }
            }
        }
        computed.values.forEach(scan)
        methods.values.joined().forEach(scan)
        initializers.forEach(scan)
        for property in stored { if let initializer = property.initializer { scan(initializer) } }
        return found
    }

    /// Attributes of a stored property that are never a property wrapper (SwiftData's
    /// `@Attribute(…)`, `@Relationship(…)` and `@Transient` are macros of a `@Model` class: the
    /// property stays a stored one, an optional nil until set; docs/swift-input.md). A decision:
    /// an app's own wrapper of one of those names is not applied (the names are read before
    /// the module's types are all known).
    static let nonWrapperAttributes: Set<String> = ["MainActor", "available", "objc", "nonobjc", "usableFromInline", "inlinable",
                                                    "preconcurrency", "IBOutlet", "IBInspectable", "NSManaged", "GKInspectable", "exclusivity",
                                                    "ObservationIgnored", "ObservationTracked", "Transient", "Attribute", "Relationship"]

    package func add(_ variable: VariableDeclSyntax, program: SwiftProgram) throws(SceneError) {
        let isLet = variable.bindingSpecifier.tokenKind == .keyword(.let)
        let isStatic = variable.modifiers.contains { $0.name.tokenKind == .keyword(.static) }
        let isLazy = !isStatic && variable.modifiers.contains { $0.name.tokenKind == .keyword(.lazy) }
        // The wrapper is the first attribute that can be one: `@MainActor @UserDefault(…)` is
        // wrapped by `UserDefault`; `@UserDefault<Bool>(…)` names the type without its arguments.
        let wrapper = variable.attributes.compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedText }
            .map { $0.split(separator: "<", maxSplits: 1).first.map(String.init) ?? $0 }
            .first { !Self.nonWrapperAttributes.contains($0) }
        for binding in variable.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
                // `static let (item, actions) = makeActions()`: one stored property per name.
                if wrapper == nil, binding.accessorBlock == nil, let initializer = binding.initializer?.value,
                   let names = Self.tupleNames(binding.pattern, type: binding.typeAnnotation?.type) {
                    for element in names {
                        stored.append(StoredProperty(name: element.name, type: element.type, initializer: initializer, wrapper: nil,
                                                     isLet: isLet, isStatic: isStatic, node: element.node, tuplePath: element.path))
                    }
                    continue
                }
                throw program.error("unsupported: a pattern in a property declaration", at: Syntax(binding.pattern))
            }
            // `var tab: Tab { didSet { … } }` is stored: observers only (they never run, as a
            // render changes nothing after the view is made).
            let observersOnly: Bool = {
                guard case .accessors(let list)? = binding.accessorBlock?.accessors else { return false }
                return list.allSatisfy { [.keyword(.didSet), .keyword(.willSet)].contains($0.accessorSpecifier.tokenKind) }
            }()
            if let accessors = binding.accessorBlock, !observersOnly {
                computedTypes[name] = binding.typeAnnotation?.type.trimmedText
                var getter: CodeBlockItemListSyntax?
                switch accessors.accessors {
                case .getter(let items): getter = items
                case .accessors(let list):
                    getter = list.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) })?.body?.statements
                    if let setter = list.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.set) }), setter.body != nil { setters[name] = setter }
                }
                if let getter {
                    if let existing = computed[name] { computedAlternatives[name, default: [existing]].append(getter) }
                    computed[name] = getter
                }
                continue
            }
            stored.append(StoredProperty(name: name, type: binding.typeAnnotation?.type.trimmedText,
                                         initializer: binding.initializer?.value, wrapper: wrapper, isLet: isLet,
                                         isStatic: isStatic, node: Syntax(binding), isLazy: isLazy && binding.initializer != nil))
        }
    }
}

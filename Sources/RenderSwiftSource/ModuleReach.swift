import RenderLayout

/// Lazy module reading (issue 28): of the module's files (`SwiftModule.sources`, read whole and
/// cheap to scan), only those the rendered file reaches are parsed and collected; the others
/// cannot change what it draws (docs/swift-input.md, "Only what the file reaches").
///
/// 1. Each file is indexed by a byte scan (`index(_:)`, kept in `SwiftParseCache` by its text)
///    into its file-scope declarations, each from its keyword to the next one's: a type or
///    alias (with the types nested in it), functions and variables (`let a = 1, b = 2`), or an
///    `extension X: P, Q { … }` (X's dotted parts, its conformances, the names of the
///    functions and variables it declares, whether it declares an `init`, a `subscript` or an
///    operator); and for each, every name its code mentions (comments and the text of string
///    literals are not code; interpolations are).
/// 2. A name is the module's when some file declares a type or `typealias` of that name.
/// 3. Starting from the rendered file's mentions, a declaration is added when a declaration
///    already added mentions a name it declares, until none is added:
///    a. a type (or a type nested in it), a file-scope function or variable of that name;
///    b. an extension of that name (or of a type nested in it) when the name is the module's
///       (its conformances come with the type);
///    c. an extension of a type that is not the module's (`Color`, `View`, `Font`,
///       `ShapeStyle`, `Optional`) declaring a member of that name (`.brand`, `.cardStyle()`,
///       an `init`'s first label: `.init(hex:)`), conforming to a module protocol of that name
///       (`extension Optional: OptionalType` lends the protocol's defaults), or, for an
///       extension of that name, declaring an `init` or a conformance (used without a
///       member's name: `Color("#fff")`); an extension of a module `typealias` counts as both
///       b and c (the alias may stand for `Color`).
///    d. the module's `@main` type (an `App`), when a declaration added reads an environment
///       model (`@EnvironmentObject`, `@Environment(Model.self)`): only the app's root may
///       provide it (`InterpreterAppRoot`), so the app's root and what it mentions come too.
///    Declarations of operators, and of `subscript`s and operators in extensions of types
///    that are not the module's (used without a name: `a + b`, `xs[safe: 0]`), are always
///    added, as is every declaration of a file whose scan is unsure (a string, comment or
///    bracket left open, a bracket closed that was never opened, as a regex literal could
///    make). What precedes a file's first declaration comes with any of its declarations.
/// 4. The files with a declaration added are parsed, in the module's order; the rest are not
///    read further. When the rendered file's own scan is unsure, every file is parsed.
///
/// Over-inclusion is the safe side: a file added that nothing uses costs its parse, never a
/// change of the picture. A name Swift would resolve through type inference alone is still
/// named somewhere: a declaration names the types of what it declares, so the closure over
/// mentions reaches them.
package enum ModuleReach {
    /// Rule 1's index of one file.
    package struct FileIndex: Sendable, Equatable {
        /// Types and aliases declared at any depth (`struct Row`, `enum Inner`, `typealias ID`).
        package var types: Set<String> = []
        /// Of them, the aliases (rule 3c: an alias may stand for a type that is not the module's).
        package var aliases: Set<String> = []
        /// The file's file-scope declarations in order, the first what precedes them all.
        package var declarations: [Declaration] = [Declaration(kind: .leading)]
        /// Its scan is unsure: every declaration always added.
        package var unsure = false

        /// One file-scope declaration: from its keyword to the next one's.
        package struct Declaration: Sendable, Equatable {
            package enum Kind: Sendable, Equatable {
                /// What precedes the first declaration (imports): added with any of the file's.
                case leading
                /// A type or alias, with the types nested in it.
                case type
                /// File-scope functions and variables (`let a = 1, b = 2`), or an operator's declaration.
                case global
                case `extension`
            }
            package var kind: Kind
            /// The type and the types nested in it, or the functions' and variables' names.
            package var names: [String] = []
            /// An extension's type, `Foo.Bar` as `["Foo", "Bar"]`, and its conformances.
            package var parts: [String] = []
            package var conformances: [String] = []
            /// The names of the functions and variables an extension declares (and of an
            /// `init`'s first label: `.init(hex:)`).
            package var members: Set<String> = []
            /// An extension's `init`: used as `Type(…)`.
            package var unnamedUse = false
            /// A `subscript`: used as `xs[safe: 0]`, without a name the scan can tie to it.
            package var subscripts = false
            /// An operator (`static func == (…)`, `func + (…)`, `infix operator`): used without a name.
            package var operators = false
            /// Names mentioned in its code.
            package var mentions: Set<String> = []
            /// A type declared `@main` (rule 3d).
            package var appRoot = false
            /// Its code declares `@EnvironmentObject` or `@Environment(Model.self)` (rule 3d).
            package var readsEnvironmentModel = false
        }

        /// The functions and variables declared at file scope.
        package var globals: Set<String> { Set(declarations.filter { $0.kind == .global }.flatMap(\.names)) }
        /// The file-scope extensions.
        package var extensions: [Declaration] { declarations.filter { $0.kind == .extension } }
        /// Every name the file mentions.
        package var mentions: Set<String> { declarations.reduce(into: []) { $0.formUnion($1.mentions) } }
    }

    /// Rule 4 for a load: the module files `source` (the rendered file `file`) reaches, to be
    /// parsed, within `SwiftModule.maxBytes` with it (else an error naming the limit), and the
    /// modules the other files import: `import ComposableArchitecture` in any file of the
    /// module still turns on what it turns on (`SwiftProgram.importedModules`), as before.
    package static func files(of file: String, source: String, module: [(file: String, source: String)],
                              cache: SwiftParseCache? = nil) throws(SceneError) -> (files: [(file: String, source: String)], otherImports: Set<String>, otherExports: Set<String>) {
        let chosen = reached(source: source, module: module, cache: cache)
        let files = chosen.map { module[$0] }
        let bytes = files.reduce(source.utf8.count) { $0 + $1.source.utf8.count }
        if bytes > SwiftModule.maxBytes {
            throw SceneError(file: file, message: "the file and the module files it reaches hold more than \(SwiftModule.maxBytes >> 20) MiB of Swift; name a smaller module with --module DIR")
        }
        var otherImports = Set<String>()
        var isChosen = [Bool](repeating: false, count: module.count)
        for position in chosen { isChosen[position] = true }
        var otherExports = Set<String>()
        for (position, one) in module.enumerated() where !isChosen[position] {
            // Found in the same kept pass over the file's import lines: no other scan of its text.
            let found = cache?.imports(file: one.file, source: one.source) ?? SwiftModule.imports(one.source)
            otherImports.formUnion(found.imported)
            // `@_exported import VLCUI` in a file nothing reaches (Swiftfin's `Utilities.swift`):
            // visible in every file of the module (`InterpreterUnreadPackageInitializers` step 4).
            otherExports.formUnion(found.exported)
        }
        return (files, otherImports, otherExports)
    }

    /// The indices into `module` of the files `source` (the rendered file) reaches, in order
    /// (rules 2–4).
    package static func reached(source: String, module: [(file: String, source: String)], cache: SwiftParseCache? = nil) -> [Int] {
        let own = index(source)
        if own.unsure { return Array(module.indices) }
        let indexes = module.map { one in cache?.reachIndex(file: one.file, source: one.source, make: index) ?? index(one.source) }
        return reached(own: own, indexes: indexes)
    }

    /// Rules 2–3 over indexes already made.
    package static func reached(own: FileIndex, indexes: [FileIndex]) -> [Int] {
        var moduleTypes = own.types
        var aliases = own.aliases
        for index in indexes {
            moduleTypes.formUnion(index.types)
            aliases.formUnion(index.aliases)
        }
        // Every file's declarations, numbered; the declarations each name adds, by rule.
        var nodes: [(file: Int, declaration: Int)] = []
        var firstNode: [Int] = []
        var byName: [String: [Int]] = [:]
        var always: [Int] = []
        for (position, index) in indexes.enumerated() {
            firstNode.append(nodes.count)
            for (number, declaration) in index.declarations.enumerated() {
                let node = nodes.count
                nodes.append((position, number))
                if index.unsure { always.append(node) }
                switch declaration.kind {
                case .leading:
                    continue
                case .type, .global:
                    if declaration.operators { always.append(node) }
                    for name in declaration.names { byName[name, default: []].append(node) }
                case .extension:
                    // Types declared inside it (`extension Color { struct RGBA }`).
                    for name in declaration.names { byName[name, default: []].append(node) }
                    let isModules = declaration.parts.contains(where: moduleTypes.contains)
                    let isAlias = declaration.parts.contains(where: aliases.contains)
                    if isModules {
                        // 3b: with the type (any of its dotted parts), its conformances with it.
                        for part in declaration.parts where moduleTypes.contains(part) { byName[part, default: []].append(node) }
                    } else {
                        // `extension Optional: OptionalType`: with the module's protocol.
                        for conformance in declaration.conformances where moduleTypes.contains(conformance) {
                            byName[conformance, default: []].append(node)
                        }
                        if declaration.operators || declaration.subscripts { always.append(node) }
                    }
                    if !isModules || isAlias {
                        // 3c: by its members' names; by the type's name when used without one.
                        for member in declaration.members { byName[member, default: []].append(node) }
                        if declaration.unnamedUse || !declaration.conformances.isEmpty {
                            for part in declaration.parts { byName[part, default: []].append(node) }
                        }
                    }
                }
            }
        }
        var added = [Bool](repeating: false, count: nodes.count)
        var pending: [Int] = []
        var seen = Set<String>()
        func add(_ node: Int) {
            guard !added[node] else { return }
            added[node] = true
            pending.append(node)
            // What precedes the file's first declaration comes with any of them.
            add(firstNode[nodes[node].file])
        }
        func mention(_ names: Set<String>) {
            for name in names where seen.insert(name).inserted {
                for node in byName[name] ?? [] { add(node) }
            }
        }
        always.forEach(add)
        mention(own.mentions)
        // 3d: the app's root, once a declaration added reads an environment model.
        var readsModel = own.declarations.contains(where: \.readsEnvironmentModel)
        var rootAdded = false
        while true {
            while let node = pending.popLast() {
                let declaration = indexes[nodes[node].file].declarations[nodes[node].declaration]
                if declaration.readsEnvironmentModel { readsModel = true }
                mention(declaration.mentions)
            }
            guard readsModel, !rootAdded else { break }
            rootAdded = true
            for (node, place) in nodes.enumerated() where indexes[place.file].declarations[place.declaration].appRoot { add(node) }
        }
        var reachedFiles = [Bool](repeating: false, count: indexes.count)
        for (node, isAdded) in added.enumerated() where isAdded { reachedFiles[nodes[node].file] = true }
        return indexes.indices.filter { reachedFiles[$0] }
    }

    // MARK: - The scan

    /// What opened a bracket.
    private enum Opener { case extensionBody, other }

    /// What the next name is, after a keyword.
    private enum Expecting {
        case nothing
        case typeName
        /// A function's or variable's name, at file scope or in a file-scope extension's body.
        case memberName
        /// The dotted parts of an extended type, then (after `:`) its conformances, then (after
        /// `where`) nothing more.
        case extensionParts, extensionConformances, extensionWhere
        /// The module names of an `import` line.
        case importPath
    }

    private static let declarationKeywords: Set<String> = [
        "struct", "class", "enum", "protocol", "actor", "typealias", "func", "var", "let", "extension", "import", "init",
        "subscript", "operator", "case", "static", "private", "fileprivate", "public", "internal", "open", "final", "mutating",
        "nonmutating", "override", "lazy", "weak", "unowned", "convenience", "required", "indirect", "dynamic", "package",
        "precedencegroup",
    ]

    /// Rule 1: the index of one file's text.
    package static func index(_ source: String) -> FileIndex {
        var source = source
        return source.withUTF8 { index(bytes: $0) }
    }

    private static func index(bytes: UnsafeBufferPointer<UInt8>) -> FileIndex {
        var scan = Scan(result: FileIndex())
        let count = bytes.count
        var index = 0
        // The string literal being read, and the strings whose interpolations are open (with
        // the parentheses opened inside each), as `NestingScan` follows them.
        var string: (multiline: Bool, hashes: Int)?
        var interpolations: [(multiline: Bool, hashes: Int, parens: Int)] = []
        func at(_ offset: Int) -> UInt8 { index + offset < count ? bytes[index + offset] : 0 }
        func hashes(from start: Int) -> Int {
            var found = 0
            while start + found < count, bytes[start + found] == UInt8(ascii: "#") { found += 1 }
            return found
        }
        func isNameByte(_ byte: UInt8) -> Bool {
            switch byte {
            case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x5F, 0x24, 0x80...: return true
            default: return false
            }
        }
        func word(_ range: Range<Int>) -> String { String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self) }

        while index < count {
            let byte = bytes[index]
            if let open = string {
                if byte == UInt8(ascii: "\\") {
                    let found = hashes(from: index + 1)
                    if found == open.hashes, at(found + 1) == UInt8(ascii: "(") {
                        interpolations.append((open.multiline, open.hashes, 0))
                        string = nil
                        index += found + 2
                    } else {
                        // An escape (`\"`, `\#n` in a raw string), or a raw string's plain `\`.
                        index += found == open.hashes ? found + 2 : 1
                    }
                } else if byte == UInt8(ascii: "\""), !open.multiline || (at(1) == UInt8(ascii: "\"") && at(2) == UInt8(ascii: "\"")),
                          hashes(from: index + (open.multiline ? 3 : 1)) >= open.hashes {
                    string = nil
                    index += (open.multiline ? 3 : 1) + open.hashes
                } else if byte == UInt8(ascii: "\n"), !open.multiline {
                    // A single-line string does not cross a line: the scan lost its way.
                    scan.result.unsure = true
                    string = nil
                    index += 1
                } else {
                    index += 1
                }
                continue
            }
            switch byte {
            case 0x41...0x5A, 0x61...0x7A, 0x5F, 0x24, 0x80...:
                let start = index
                while index < count, isNameByte(bytes[index]) { index += 1 }
                scan.name(word(start..<index), keyword: true)
            case 0x30...0x39:
                // A number (`1_000`, `0x1F`, `1.5`): its letters are no names.
                while index < count, isNameByte(bytes[index])
                    || (bytes[index] == UInt8(ascii: ".") && index + 1 < count && (0x30...0x39).contains(bytes[index + 1])) {
                    index += 1
                }
                scan.punctuation(UInt8(ascii: "0"))
            case UInt8(ascii: "`"):
                // A name in backticks (`` `default` ``) is that name, never a keyword.
                var end = index + 1
                while end < count, bytes[end] != UInt8(ascii: "`"), bytes[end] != UInt8(ascii: "\n") { end += 1 }
                if end < count, bytes[end] == UInt8(ascii: "`"), end > index + 1 {
                    scan.name(word((index + 1)..<end), keyword: false)
                    index = end + 1
                } else {
                    index += 1
                }
            case UInt8(ascii: "/") where at(1) == UInt8(ascii: "/"):
                while index < count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
            case UInt8(ascii: "/") where at(1) == UInt8(ascii: "*"):
                var depth = 0
                repeat {
                    if bytes[index] == UInt8(ascii: "/"), at(1) == UInt8(ascii: "*") { depth += 1; index += 2; continue }
                    if bytes[index] == UInt8(ascii: "*"), at(1) == UInt8(ascii: "/") { depth -= 1; index += 2; continue }
                    index += 1
                } while depth > 0 && index < count
                if depth > 0 { scan.result.unsure = true }
            case UInt8(ascii: "#"), UInt8(ascii: "\""):
                let found = hashes(from: index)
                if at(found) == UInt8(ascii: "\"") {
                    let multiline = at(found + 1) == UInt8(ascii: "\"") && at(found + 2) == UInt8(ascii: "\"")
                    string = (multiline, found)
                    index += found + (multiline ? 3 : 1)
                    scan.punctuation(UInt8(ascii: "\""))
                } else {
                    // `#if`, `#Preview`: the name after it is read as a name.
                    index += found
                }
            case UInt8(ascii: "\n"):
                scan.newline()
                index += 1
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                index += 1
            case UInt8(ascii: "(") where !interpolations.isEmpty:
                interpolations[interpolations.count - 1].parens += 1
                scan.punctuation(byte)
                index += 1
            case UInt8(ascii: ")") where !interpolations.isEmpty:
                if interpolations[interpolations.count - 1].parens == 0 {
                    // The end of an interpolation: back into its string.
                    let closed = interpolations.removeLast()
                    string = (closed.multiline, closed.hashes)
                } else {
                    interpolations[interpolations.count - 1].parens -= 1
                    scan.punctuation(byte)
                }
                index += 1
            default:
                scan.punctuation(byte)
                index += 1
            }
        }
        if string != nil || !interpolations.isEmpty || !scan.openers.isEmpty { scan.result.unsure = true }
        if scan.actorPending { scan.mention("actor") }
        return scan.result
    }

    /// Rule 1's reading of the names and punctuation the scan finds, outside comments and
    /// string literals' text.
    private struct Scan {
        var result: FileIndex
        /// What opened each bracket still open.
        var openers: [Opener] = []
        var expecting = Expecting.nothing
        /// The type after `typealias` is an alias; a `func` was just read (an operator follows
        /// it, or a name).
        var alias = false
        var afterFunc = false
        /// The extension whose header is being read (its `{` opens its body).
        var inHeader = false
        // `var a = 1, b = 2`: the depth of the binding list being read, whether the last token
        // was a `,` at it, and the name after that comma until a `:` or `=` confirms it.
        var bindingDepth: Int?
        var afterComma = false
        var commaName: String?
        /// After `init` in an extension's body, and whether its `(` was read (the first
        /// parameter's label is then a member's name: `.init(hex: 0xFF)`).
        var initPending = false
        var initLabelNext = false
        /// The last token was a `.` (`movie.actor`: a member, never a keyword).
        var afterDot = false
        /// `actor` was read where a declaration may start: a contextual keyword, so it declares
        /// a type only when a name follows (`actor Store {`), and is a name otherwise (`let cast
        /// = [actor, director]`; one that ends a line before a name, `x = actor⏎print(x)`, makes
        /// `print` a type's name: over-inclusion, as the scan's other guesses).
        var actorPending = false
        /// `let (a, b) = …`: the depth inside the tuple pattern, in which (or in a tuple nested
        /// in it: `let (a, (b, c))`) each `,` is followed by another name the binding declares.
        var tupleDepth: Int?
        /// Rule 3d: the last token was `@`; `@main` was read at file scope (the next type is the
        /// app's root); `@Environment` then `(` were read (a name next reads a model's type).
        var afterAt = false
        var mainPending = false
        var environmentStep = 0

        /// The declaration being read: the last.
        var current: Int { result.declarations.count - 1 }

        /// Where a declaration is read: nil at file scope, 0 in a file-scope extension's body,
        /// -1 elsewhere (inside a type, a function: not the module's names).
        var place: Int? {
            if openers.isEmpty { return nil }
            if openers.count == 1, openers[0] == .extensionBody { return 0 }
            return -1
        }

        /// Starts a file-scope declaration (at its keyword; modifiers and attributes before it
        /// stay with the one before, which only adds names to it).
        mutating func begin(_ kind: FileIndex.Declaration.Kind) {
            result.declarations.append(FileIndex.Declaration(kind: kind))
        }

        /// `declare` for a name of a tuple pattern (`let (a, b)`), inside the tuple's brackets:
        /// where its binding is, `depth` brackets in.
        mutating func declare(_ name: String, atDepth depth: Int) {
            if depth == 0 { result.declarations[current].names.append(name) }
            else if depth == 1, openers.first == .extensionBody { result.declarations[current].members.insert(name) }
        }

        mutating func declare(_ name: String) {
            switch place {
            case nil: result.declarations[current].names.append(name)
            case 0?: result.declarations[current].members.insert(name)
            default: break
            }
        }

        mutating func endBinding() {
            bindingDepth = nil
            tupleDepth = nil
            afterComma = false
            commaName = nil
        }

        mutating func mention(_ word: String) {
            result.declarations[current].mentions.insert(word)
            // `$store` is `store`'s projection.
            if word.hasPrefix("$"), word.count > 1 { result.declarations[current].mentions.insert(String(word.dropFirst())) }
        }

        /// A name (`keyword`: it may be a keyword; a name in backticks is not).
        mutating func name(_ word: String, keyword: Bool) {
            // Rule 3d's attributes.
            if environmentStep == 2, word != "self" { result.declarations[current].readsEnvironmentModel = true }
            environmentStep = afterAt && word == "Environment" ? 1 : 0
            if afterAt, word == "EnvironmentObject" { result.declarations[current].readsEnvironmentModel = true }
            if afterAt, word == "main", openers.isEmpty { mainPending = true }
            afterAt = false
            if let candidate = commaName {
                mention(candidate)
                commaName = nil
            }
            let wasAfterDot = afterDot
            afterDot = false
            var isKeyword = keyword && ModuleReach.declarationKeywords.contains(word)
            if actorPending {
                actorPending = false
                if isKeyword { mention("actor") } else { startType(alias: false) }
            }
            // `actor` (and `operator`, `precedencegroup`: contextual keywords too) after a `.` or
            // as a binding's or function's name (`let actor = …`, `let a = 1, actor = 2`,
            // `movie.actor.name`) is a name.
            var expectingMember = false
            if case .memberName = expecting { expectingMember = true }
            if isKeyword, wasAfterDot || afterComma || expectingMember, ["actor", "operator", "precedencegroup"].contains(word) {
                isKeyword = false
            }
            afterFunc = false
            if initLabelNext {
                if word != "_" { result.declarations[current].members.insert(word) }
                initPending = false
                initLabelNext = false
            }
            switch expecting {
            case .typeName where !isKeyword:
                // A nested type's name is its file-scope declaration's too.
                result.types.insert(word)
                if alias { result.aliases.insert(word) }
                result.declarations[current].names.append(word)
                expecting = .nothing
                return
            case .memberName where !isKeyword:
                if tupleDepth != nil, let depth = bindingDepth { declare(word, atDepth: depth) } else { declare(word) }
                expecting = .nothing
                return
            case .extensionParts:
                if word == "where" { expecting = .extensionWhere; return }
                result.declarations[current].parts.append(word)
                mention(word)
                return
            case .extensionConformances:
                if word == "where" { expecting = .extensionWhere; return }
                result.declarations[current].conformances.append(word)
                mention(word)
                return
            case .extensionWhere:
                mention(word)
                return
            case .importPath:
                return
            case .typeName, .memberName, .nothing:
                expecting = .nothing
            }
            if !isKeyword, let depth = bindingDepth, depth == openers.count, afterComma {
                afterComma = false
                commaName = word
                return
            }
            afterComma = false
            guard isKeyword else {
                mention(word)
                return
            }
            switch word {
            case "struct", "class", "enum", "protocol", "typealias":
                startType(alias: word == "typealias")
            case "actor":
                actorPending = true
            case "func":
                endBinding()
                if openers.isEmpty { begin(.global) }
                if place != -1 {
                    expecting = .memberName
                    afterFunc = true
                }
            case "var", "let":
                endBinding()
                if openers.isEmpty { begin(.global) }
                if place != -1 {
                    expecting = .memberName
                    bindingDepth = openers.count
                }
            case "extension" where openers.isEmpty:
                endBinding()
                begin(.extension)
                inHeader = true
                expecting = .extensionParts
            case "import" where openers.isEmpty:
                expecting = .importPath
            case "operator" where openers.isEmpty, "precedencegroup" where openers.isEmpty:
                begin(.global)
                result.declarations[current].operators = true
            case "init":
                endBinding()
                if place == 0 {
                    result.declarations[current].unnamedUse = true
                    initPending = true
                }
            case "subscript":
                endBinding()
                if place == 0 { result.declarations[current].subscripts = true }
            case "case":
                endBinding()
            default:
                // A modifier (`open`, `final`) is also a name.
                mention(word)
            }
        }

        /// A type's keyword: its name follows.
        mutating func startType(alias isAlias: Bool) {
            endBinding()
            if openers.isEmpty {
                begin(.type)
                if mainPending { result.declarations[current].appRoot = true }
                mainPending = false
            }
            expecting = .typeName
            alias = isAlias
        }

        mutating func newline() {
            if case .importPath = expecting { expecting = .nothing }
        }

        /// Any other token: punctuation, an operator's character, a number or a string's start.
        mutating func punctuation(_ byte: UInt8) {
            defer { afterDot = byte == UInt8(ascii: ".") }
            environmentStep = environmentStep == 1 && byte == UInt8(ascii: "(") ? 2 : 0
            afterAt = byte == UInt8(ascii: "@")
            if actorPending {
                actorPending = false
                mention("actor")
            }
            if afterFunc {
                // `func ==`, `static func + (…)`: an operator the file declares (in an extension:
                // added with a module type, always with another).
                result.declarations[current].operators = true
                afterFunc = false
                expecting = .nothing
            }
            if let candidate = commaName {
                if byte == UInt8(ascii: ":") || byte == UInt8(ascii: "=") { declare(candidate) } else { mention(candidate) }
                commaName = nil
            }
            afterComma = false
            if initPending {
                if byte == UInt8(ascii: "(") { initLabelNext = true } else if byte == UInt8(ascii: "{") { initPending = false }
            }
            switch byte {
            case UInt8(ascii: "{"):
                openers.append(inHeader ? .extensionBody : .other)
                inHeader = false
                if let depth = bindingDepth, openers.count - 1 <= depth { endBinding() }
                expecting = .nothing
            case UInt8(ascii: "("), UInt8(ascii: "["):
                if byte == UInt8(ascii: "("), case .memberName = expecting, let depth = bindingDepth, depth == openers.count {
                    tupleDepth = depth + 1
                }
                openers.append(.other)
                switch expecting {
                case .extensionParts, .extensionConformances: expecting = .extensionWhere
                default: break
                }
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                if openers.popLast() == nil { result.unsure = true }
                if let depth = tupleDepth, openers.count < depth { tupleDepth = nil }
                if let depth = bindingDepth, openers.count < depth { endBinding() }
            case UInt8(ascii: ","):
                if let depth = bindingDepth, depth == openers.count { afterComma = true }
                if let depth = tupleDepth, openers.count >= depth { expecting = .memberName }
            case UInt8(ascii: ":"):
                if case .extensionParts = expecting { expecting = .extensionConformances }
            case UInt8(ascii: ";"):
                endBinding()
            case UInt8(ascii: "<"):
                if case .extensionParts = expecting { expecting = .extensionWhere }
            case UInt8(ascii: "."), UInt8(ascii: "&"), UInt8(ascii: "@"), UInt8(ascii: "?"), UInt8(ascii: ">"):
                break
            default:
                // Past a declaration's name (`let a = …`): no more parts or names expected.
                if case .typeName = expecting { expecting = .nothing }
                if case .memberName = expecting { expecting = .nothing }
            }
        }
    }
}

import SwiftSyntax
import RenderLayout

/// Access control in name lookup, as the Swift compiler applies it (The Swift Programming
/// Language, "Access Control": a `private` declaration at file scope, and a `fileprivate` one,
/// is visible in its file only; a `private` member is visible in its type and that type's
/// extensions in the same file, so, for lookup, in its file).
///
/// 1. A top-level `private`/`fileprivate` type of a module file that is not the rendered one,
///    whose name another file of the program also declares at top level (DuckDuckGo's
///    `private enum Const { enum Size { … } }` in ten files), is kept under a name of its own,
///    `Const@AutofillViews` (the file's name; a counter when two files share one), so its
///    nested types are `Const@AutofillViews.Size`. Its bare name is still entered where no
///    type that every file sees has it (a lookup without a file keeps working as before).
/// 2. A type name written in a file means, first, the file's own private type of that name
///    (`resolvedTypeName`, `SwiftProgramModules` step 3), then the rest as before; an
///    `extension Const` in that file extends that file's `Const`.
/// 3. A `private`/`fileprivate` static or property of an extension of a type the module does not
///    declare (`extension Font { private static let headline = 17.0 }`, `private extension Color
///    { static let background = … }`) is kept per file: code of that file sees it, and code of
///    every other file does not, so `.font(.headline)` elsewhere is SwiftUI's `headline`, and each
///    of five files' private `Color.background` is its own (`statics(visibleIn:)`).
/// 4. The rendered file's own private type of a name another module's type also has (`private
///    struct Row` where an imported package declares `public struct Row`) keeps the bare name,
///    for the rendered file's code; the type it hides is kept as `Row@module` (with its nested
///    types), and code of every other file names that one (`resolvedTypeName`), its files'
///    `extension Row` extend it. (Beside an internal `Row` of the same module Swift reports an
///    invalid redeclaration; the renderer does not diagnose it.)
/// 5. Of functions of one name, a `private`/`fileprivate` one (or one of a `private extension`)
///    is called only from code of its file (`visibleFunctions`): two files' `private func
///    caption(for:)`, `private extension View { func card() }`, or `extension Screen { private
///    static func heading() }` are each their own file's. Where none is visible (code Swift would
///    not compile), all stay candidates, as before.
extension SwiftProgram {
    /// Whether declaration modifiers make a declaration visible in its file only.
    static func isFilePrivate(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { [.keyword(.private), .keyword(.fileprivate)].contains($0.name.tokenKind) }
    }

    /// The modifiers of a struct, enum, class, actor or protocol declaration.
    static func typeModifiers(_ node: Syntax) -> DeclModifierListSyntax? {
        node.asProtocol(WithModifiersSyntax.self)?.modifiers
    }

    /// Step 1: the names of top-level types that more than one file declares, where one of
    /// them is private to its file (before any declaration is collected).
    static func clashingPrivateTypeNames(_ trees: [SourceFileSyntax]) -> Set<String> {
        var declaring: [String: Int] = [:]
        var privateNames: Set<String> = []
        for tree in trees {
            var seen: Set<String> = []
            for item in tree.statements {
                guard case .decl(let decl) = item.item else { continue }
                let name: String?
                if let declared = decl.as(StructDeclSyntax.self) { name = declared.name.text }
                else if let declared = decl.as(EnumDeclSyntax.self) { name = declared.name.text }
                else if let declared = decl.as(ClassDeclSyntax.self) { name = declared.name.text }
                else if let declared = decl.as(ActorDeclSyntax.self) { name = declared.name.text }
                else { name = nil }
                guard let name, seen.insert(name).inserted else { continue }
                declaring[name, default: 0] += 1
                if let modifiers = typeModifiers(Syntax(decl)), isFilePrivate(modifiers) { privateNames.insert(name) }
            }
        }
        return privateNames.filter { (declaring[$0] ?? 0) > 1 }
    }

    /// Whether `tree` declares one of `names` at top level (such a file's declarations are
    /// collected, not taken from `render preview`'s cache, as their names depend on the others).
    static func declaresTypes(_ names: Set<String>, _ tree: SourceFileSyntax) -> Bool {
        tree.statements.contains { item in
            guard case .decl(let decl) = item.item else { return false }
            let name = decl.as(StructDeclSyntax.self)?.name.text ?? decl.as(EnumDeclSyntax.self)?.name.text
                ?? decl.as(ClassDeclSyntax.self)?.name.text ?? decl.as(ActorDeclSyntax.self)?.name.text
            return name.map(names.contains) ?? false
        }
    }

    /// Step 1: the name a file-private type of `file` is kept by.
    func filePrivateKey(_ name: String, file: String) -> String {
        let base = String((file.split(separator: "/").last ?? Substring(file)).prefix { $0 != "." })
        var key = name + "@" + base
        var counter = 2
        while types[key] != nil {
            key = name + "@" + base + String(counter)
            counter += 1
        }
        return key
    }

    /// Step 2: the file's own private type of that name, by the name it is kept under.
    func filePrivateTypeName(_ name: String, fromFile file: String) -> String? {
        filePrivateTypes[name]?[file]
    }

    /// Step 4: called as the rendered file declares its private type `name` (which then takes the
    /// bare name): the module's top-level type of that name, if one holds it, is kept as
    /// `name@module`, its nested types under that name too.
    func hideModuleType(_ name: String) {
        guard let hidden = types[name], hidden.outer == nil, hidden.qualifiedName == name, hidden.location.file != file else { return }
        let key = name + "@module"
        let prefix = name + "."
        for (qualified, nested) in types where qualified.hasPrefix(prefix) && nested.qualifiedName == qualified
            && nested.location.file == hidden.location.file {
            let renamed = key + qualified.dropFirst(name.count)
            nested.qualifiedName = renamed
            if let outer = nested.outer, outer == name || outer.hasPrefix(prefix) { nested.outer = key + outer.dropFirst(name.count) }
            types[renamed] = nested
        }
        hidden.qualifiedName = key
        types[key] = hidden
        hiddenModuleTypes[name] = key
    }

    /// Step 4: the key of the module's type the rendered file's private `name` hides, for code of
    /// any other file.
    func hiddenModuleTypeName(_ name: String, fromFile file: String) -> String? {
        scopeFile(file) == self.file ? nil : hiddenModuleTypes[name]
    }

    /// The file whose private declarations code of `file` sees: a `--view` expression
    /// (`CommandLinePreview`) is a `#Preview` body of the rendered file, so it sees that file's.
    func scopeFile(_ file: String) -> String {
        file == CommandLinePreview.file ? self.file : file
    }

    /// Step 3: the statics of extensions of types the module does not declare that code of
    /// `file` sees: every file's, with `file`'s private ones over them.
    package func statics(visibleIn file: String) -> [String: [String: ExprSyntax]] {
        guard let own = privateBuiltinStatics[file] else { return builtinStatics }
        if let merged = visibleStaticsByFile[file] { return merged }
        var merged = builtinStatics
        for (type, members) in own { merged[type, default: [:]].merge(members) { _, mine in mine } }
        visibleStaticsByFile[file] = merged
        return merged
    }

    /// Step 3 for code at `node` (its file's private statics over every file's), and for code
    /// of the file a location names (nil: the rendered file).
    package func statics(at node: some SyntaxProtocol) -> [String: [String: ExprSyntax]] {
        privateBuiltinStatics.isEmpty ? builtinStatics : statics(visibleIn: scopeFile(fileName(of: node)))
    }

    package func statics(at location: SourceLocation?) -> [String: [String: ExprSyntax]] {
        privateBuiltinStatics.isEmpty ? builtinStatics : statics(visibleIn: scopeFile(location?.file ?? file))
    }

    /// Step 5: whether a function is visible in its file only: declared `private`/`fileprivate`,
    /// or a member of a `private`/`fileprivate` extension.
    static func isFilePrivate(function: FunctionDeclSyntax) -> Bool {
        if isFilePrivate(function.modifiers) { return true }
        var parent = function.parent
        while let node = parent {
            if let extensionDecl = node.as(ExtensionDeclSyntax.self) { return isFilePrivate(extensionDecl.modifiers) }
            if node.is(StructDeclSyntax.self) || node.is(ClassDeclSyntax.self) || node.is(EnumDeclSyntax.self)
                || node.is(ActorDeclSyntax.self) || node.is(SourceFileSyntax.self) { return false }
            parent = node.parent
        }
        return false
    }

    /// Step 5: of `functions` (overloads of one name), those code at `node` may call; all of them
    /// where that leaves none.
    package func visibleFunctions(_ functions: [FunctionDeclSyntax], at node: some SyntaxProtocol) -> [FunctionDeclSyntax] {
        guard functions.count > 1, functions.contains(where: Self.isFilePrivate(function:)) else { return functions }
        let here = scopeFile(fileName(of: node))
        let visible = functions.filter { !Self.isFilePrivate(function: $0) || fileName(of: $0) == here }
        return visible.isEmpty ? functions : visible
    }

    /// Step 5 for `extension View` modifiers: none where every one is another file's private one
    /// (the call is then SwiftUI's modifier of that name, or unknown).
    package func visibleViewExtensions(_ name: String, at node: some SyntaxProtocol) -> [FunctionDeclSyntax]? {
        guard let functions = viewExtensions[name] else { return nil }
        guard functions.contains(where: Self.isFilePrivate(function:)) else { return functions }
        let here = scopeFile(fileName(of: node))
        let visible = functions.filter { !Self.isFilePrivate(function: $0) || fileName(of: $0) == here }
        return visible.isEmpty ? nil : visible
    }
}

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
        privateBuiltinStatics.isEmpty ? builtinStatics : statics(visibleIn: fileName(of: node))
    }

    package func statics(at location: SourceLocation?) -> [String: [String: ExprSyntax]] {
        privateBuiltinStatics.isEmpty ? builtinStatics : statics(visibleIn: location?.file ?? file)
    }
}

import SwiftSyntax
import RenderLayout
import RenderScene

/// A SwiftUI view made by an initialiser a package adds, where that package is not read
/// (docs/swift-input.md, "Placeholders"): Home Assistant's `Image(systemSymbol: .xmark)` of
/// SFSafeSymbols (`extension Image { init(systemSymbol:) }`), with no checkout of it.
///
/// 1. A call of a SwiftUI view whose labels fit none of the overloads the renderer knows, in a
///    module one of whose files imports a module the renderer did not read — neither one of Apple's iOS
///    frameworks (`CompilationConditions.importable`), nor a library it models
///    (`SwiftModule.modelled`, `Dependencies`), nor a module whose files it read — may
///    be that module's initialiser: it is the unknown value `Image(systemSymbol:)`, a named
///    placeholder where drawn, with a located warning naming the modules not read.
///    Any file of the module, not only the calling one: without Swift 6's upcoming feature
///    `MemberImportVisibility` (SE-0444, off by default), an extension's members are visible in
///    every file of a module once one file imports theirs (swiftlang/swift#46493, SR-3908) —
///    EhPanda's `RatingView.swift` imports only SwiftUI and calls SFSafeSymbols'
///    `Image(systemSymbol:)`, imported by its siblings.
/// 2. Where no file of the module imports anything unread, a label SwiftUI does not have stays
///    the error it is (`Text("a", colour: .red)`): the renderer's table of SwiftUI is then the
///    whole story.
/// 3. The module's own extension initialisers are run before this (`InterpreterBuiltinExtensionInits`).
/// 4. A type name (`VLCVideoPlayer.Proxy`, `InterpreterContextualInitializers`) is another matter:
///    SE-0444's leak is of extension members only; a top-level type of a module is visible only
///    in a file that imports it (or where the module re-exports it: `@_exported import`), so the
///    type-name check asks the file's own imports and the `@_exported` ones.
extension Interpreter {
    /// Step 1: the placeholder for `name(arguments)`, or nil (step 2, or an overload fits).
    func unreadPackageInitializer(_ entry: Vocabulary.Entry, _ arguments: [CallArgument], at call: some SyntaxProtocol) throws(SceneError) -> SwiftValue? {
        guard !entry.overloads.contains(where: { Self.match($0.parameters, arguments) != nil }) else { return nil }
        let unread = unreadImports(of: call)
        guard !unread.isEmpty else { return nil }
        let labels = arguments.filter { !$0.isTrailingClosure }.map { ($0.label ?? "_") + ":" }.joined()
        let name = "\(entry.name)(\(labels))"
        warn("\(name) is none of SwiftUI's initialisers the renderer knows; it may be \(unread.joined(separator: ", "))'s, a module the renderer did not read", at: program.location(call))
        return try placeholder(name, at: call)
    }

    /// The modules the file of `node` or another file of the render imports (step 1;
    /// `SwiftProgram.importedModules` holds every module file's imports, parsed or not) that
    /// the renderer neither read nor models, sorted. `moduleWide: false` (step 4): the file's own
    /// imports and the `@_exported` ones only.
    func unreadImports(of node: some SyntaxProtocol, moduleWide: Bool = true) -> [String] {
        let imported = (program.fileImports[program.fileName(of: node)] ?? [])
            .union(moduleWide ? program.importedModules : program.exportedModules)
        guard !imported.isEmpty else { return [] }
        // A read file's module is the folder under `Sources/` (`Kickstarter-Prelude` imported as
        // `Kickstarter_Prelude`); read, not only parsed (`ModuleReach` parses what is reached).
        let read = program.readModules.isEmpty
            ? Set(program.files.map { program.moduleName(ofFile: $0).replacingOccurrences(of: "-", with: "_") })
            : program.readModules
        return imported.filter { module in
            !CompilationConditions.importable.contains(module) && !SwiftModule.modelled.contains(module)
                && !["Dependencies", "DependenciesMacros", "ConcurrencyExtras"].contains(module) && !read.contains(module)
        }.sorted()
    }
}

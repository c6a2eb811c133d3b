import Foundation
import SwiftSyntax

/// Per-module type namespaces: a type name two modules declare (isowords' `Player` of
/// `SharedModels` and of `ComposableGameCenter`, its `GameContext` of `ClientModels` and of
/// `UpgradeInterstitialFeature`) names, in each file, the one that file sees, as Swift resolves it.
///
/// 1. A file's module is the one its target's manifest or Xcode project names (`fileModules`:
///    a package target's name, `path: "Sources"` or not; an Xcode target's module name, as
///    `XcodeProject` step 4 reads it). A file no manifest or project names (a `--module DIR`,
///    a folder module) is in the folder under `Sources/` that holds it (SwiftPM's default
///    layout); every other file is the app's one module, `main`.
/// 2. A top-level type is kept by name and by its declaring file's module. Where two modules
///    declare a name, each is also kept under `Module.Name`.
/// 3. A type name written in a file — a declared type of a property or parameter (read through
///    `qualified(_:inside:)` with the declaring type's file), a name in an expression — is, where
///    two modules declare it, the current file's module's own; else that of a module the file
///    `import`s (the first by name if it imports several, which Swift would refuse as ambiguous);
///    else, as for every other name, the last one read (the module's own files are read after the
///    targets they import, the rendered file last). A clash between modules a file does not
///    import is no error.
extension SwiftProgram {
    /// Step 1: the folder after the path's last `Sources` component, when a file name (or more)
    /// follows it. One pass over the path's bytes (every top-level type of every module file asks,
    /// on every load of the live page), the same answer as splitting the path on `/`. A path typed
    /// relative to the working directory, or with `.` or `..` in it (the rendered file as the
    /// command line names it: `Card.swift` from inside `Sources/App`, `../App/Card.swift`), is
    /// first made absolute against the working directory (which `getcwd` gives without links, as
    /// the module's files' folder is found) and its `.` and `..` resolved by name, so its module
    /// never depends on how it was typed.
    static func moduleName(ofPath path: String) -> String {
        let bytes = path.utf8
        var count = 0, sourcesAt = -1, dotted = false
        var afterSources = bytes.startIndex..<bytes.startIndex
        var start = bytes.startIndex, index = start
        while true {
            let atEnd = index == bytes.endIndex
            if atEnd || bytes[index] == UInt8(ascii: "/") {
                if start < index {
                    let part = bytes[start..<index]
                    if part.elementsEqual(".".utf8) || part.elementsEqual("..".utf8) { dotted = true }
                    if sourcesAt >= 0 && count == sourcesAt + 1 { afterSources = start..<index }
                    if part.elementsEqual("Sources".utf8) { sourcesAt = count }
                    count += 1
                }
                if atEnd { break }
                start = bytes.index(after: index)
            }
            index = bytes.index(after: index)
        }
        if dotted || bytes.first != UInt8(ascii: "/") {
            let parts = absoluteComponents(path)
            if let index = parts.lastIndex(of: "Sources"), index + 2 < parts.count { return parts[index + 1] }
            return "main"
        }
        guard sourcesAt >= 0, sourcesAt + 2 < count else { return "main" }
        return String(decoding: bytes[afterSources], as: UTF8.self)
    }

    /// `path`'s components made absolute against the working directory, `.` and `..` resolved.
    private static func absoluteComponents(_ path: String) -> [String] {
        guard !path.hasPrefix("/") else { return SwiftModule.standardComponents(path) }
        guard let cwd = getcwd(nil, 0) else { return SwiftModule.standardComponents("/" + path) }
        defer { free(cwd) }
        return SwiftModule.standardComponents(String(cString: cwd) + "/" + path)
    }

    /// Step 1 for a file of the program (a name as `files` holds it).
    func moduleName(ofFile file: String) -> String {
        fileModules[file] ?? Self.moduleName(ofPath: file)
    }

    /// Step 2: called as each top-level type is declared.
    func registerModuleType(_ name: String, _ type: TypeDecl?) {
        guard let type else { return }
        let module = moduleName(ofFile: type.location.file ?? file)
        moduleTypes[name, default: [:]][module] = type
        guard let declared = moduleTypes[name], declared.count > 1 else { return }
        for (owner, each) in declared { types[owner + "." + name] = each }
    }

    /// Step 3: the name to look `name` up by from code of `file` (itself where no two modules declare it).
    func resolvedTypeName(_ name: String, fromFile file: String) -> String {
        // The file's own private type first (`SwiftProgramAccessControl` step 2).
        if let own = filePrivateTypeName(name, fromFile: file) { return own }
        // Another file's code, where no module tells: the module's type the rendered file's
        // private one hides (`SwiftProgramAccessControl` step 4).
        let hidden = hiddenModuleTypeName(name, fromFile: file)
        guard let declared = moduleTypes[name], declared.count > 1 else { return hidden ?? name }
        let module = moduleName(ofFile: file)
        if declared[module] != nil { return module + "." + name }
        let imports = fileImports[file] ?? []
        if let imported = declared.keys.filter({ imports.contains($0) }).sorted().first { return imported + "." + name }
        return hidden ?? name
    }

    /// Step 3 for a name written at `node`.
    func resolvedTypeName(_ name: String, at node: some SyntaxProtocol) -> String {
        guard filePrivateTypes[name] != nil || (moduleTypes[name]?.count ?? 0) > 1 else { return name }
        return resolvedTypeName(name, fromFile: fileName(of: node))
    }

    /// Step 3 for a declared type of `owner`'s code: a bare or optional name.
    func resolvedDeclaredType(_ type: String, inside owner: TypeDecl) -> String {
        let optional = type.hasSuffix("?")
        let base = optional ? String(type.dropLast()) : type
        guard filePrivateTypes[base] != nil || (moduleTypes[base]?.count ?? 0) > 1 else { return type }
        let resolved = resolvedTypeName(base, fromFile: owner.location.file ?? file)
        return optional ? resolved + "?" : resolved
    }

    /// The name a top-level type is kept by: `Module.Name` where two modules declare its name.
    func key(of type: TypeDecl) -> String {
        // A file's private type kept under a name of its own (`SwiftProgramAccessControl` step 1).
        if type.outer == nil, type.qualifiedName != type.name { return type.qualifiedName }
        guard type.outer == nil, let declared = moduleTypes[type.name], declared.count > 1,
              let module = declared.first(where: { $0.value === type })?.key else { return type.name }
        return module + "." + type.name
    }
}

import SwiftSyntax
import RenderLayout
import RenderScene

/// Extensions of a type alias of a module type, generic or not (isowords' `typealias Puzzle =
/// Three<Three<Three<Cube>>>` and `extension Puzzle { static let mock = Self(…); func string(from:)
/// … }`), as Swift reads them: an extension of an alias extends the type it names.
///
/// 1. `Self(…)` or `Puzzle(…)` where `Puzzle` is a file-level alias of a module type (its name
///    before any `<…>`) makes that type, as its own name would.
/// 2. An instance of that type has the members the alias's extensions declare (computed
///    properties and methods, run with `self` the instance; statics are read through the
///    alias's name, `Puzzle.mock`). `Self(…)` there makes the type with the alias's generic
///    arguments (`InterpreterGenerics`); an alias's extension has no `where` clause, so its
///    members also answer for another specialisation of the same type (`Three<Cube>`).
extension Interpreter {
    /// Step 1: the module type `name` aliases, or nil.
    func aliasedModuleType(_ name: String) -> TypeDecl? {
        guard program.types[name] == nil, let alias = program.typeAliases[name] else { return nil }
        let base = alias.firstIndex(of: "<").map { String(alias[..<$0]) } ?? alias
        guard base != name, let type = program.types[base], type.kind != .protocolType else { return nil }
        return type
    }

    /// Step 1: whether one of the type's own initialisers (its memberwise one where it declares
    /// none) takes these labels; an initialiser of the alias's extension (`Puzzle(archivableCubes:
    /// moves:)`) is not run: the value stays unknown, as before.
    func aliasInitializerFits(_ type: TypeDecl, _ arguments: [CallArgument]) -> Bool {
        if type.initializers.isEmpty { return true }
        return type.initializers.contains { Self.labelsFit($0.signature.parameterClause.parameters, arguments) }
    }

    /// Step 2: the aliases of `value`'s module type (none for another value).
    func aliasNames(of value: SwiftValue) -> [String] {
        guard case .instance(let instance) = value, instance.type.kind != .fileScope, !program.typeAliases.isEmpty else { return [] }
        if aliasesByType == nil {
            var found: [String: [String]] = [:]
            for alias in program.typeAliases.keys.sorted() {
                if let type = aliasedModuleType(alias) { found[type.name, default: []].append(alias) }
            }
            aliasesByType = found
        }
        return aliasesByType?[instance.type.name] ?? []
    }
}

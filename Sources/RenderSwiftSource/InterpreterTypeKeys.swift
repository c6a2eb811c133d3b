/// The name a module type is looked up by again (review 14 R1 gen25u 7): where two modules
/// declare a top-level name, each type is kept as `Module.Name` (`SwiftProgramModules` step 2),
/// and its enum cases and statics carry that name. A comparison of such a value with the
/// type's bare name (`self.filter == .all` of a `struct Filter` two modules declare), or a
/// static looked up by the bare name (the one read last), would take the other module's
/// type: code that finds a type's statics or compares a value's type goes through this key.
extension Interpreter {
    /// `Module.Name` for a top-level type whose name two modules declare; else its qualified name.
    func lookupKey(of type: TypeDecl) -> String {
        type.outer == nil ? program.key(of: type) : type.qualifiedName
    }

    /// Whether a symbol's written type (nil: an implicit member) names `type`.
    func symbolType(_ written: String?, names type: TypeDecl) -> Bool {
        guard let written else { return true }
        return written == type.qualifiedName || written == lookupKey(of: type)
    }
}

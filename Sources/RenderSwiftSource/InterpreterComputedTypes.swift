import SwiftSyntax

/// The declared type of a computed property's getter (review 14 R3 S1): where a property is
/// declared more than once, in extensions with different `where` clauses
/// (`extension Box where T == Int { var label: Int { … } }` beside `where T == String
/// { var label: String { … } }`), the value the getter chosen for an instance
/// (`InterpreterGenerics` step 3) makes is converted to **that getter's** declared type, read
/// from its own declaration, not to the type of the declaration read last.
extension Interpreter {
    /// The type written on the `var` whose getter `body` is, or nil (none written).
    static func declaredType(ofGetter body: CodeBlockItemListSyntax) -> String? {
        var node: Syntax? = Syntax(body)
        // The getter's statements sit a few levels below their binding (`{ … }` or `get { … }`).
        for _ in 0..<6 {
            guard let current = node else { return nil }
            if let binding = current.as(PatternBindingSyntax.self) { return binding.typeAnnotation?.type.trimmedText }
            node = current.parent
        }
        return nil
    }

    /// The declared type of `name` for `instance`, its chosen getter `body`'s where the property
    /// has alternatives.
    func computedType(_ name: String, of instance: Instance, getter body: CodeBlockItemListSyntax) -> String? {
        guard instance.type.computedAlternatives[name] != nil, let own = Self.declaredType(ofGetter: body) else {
            return instance.type.computedTypes[name]
        }
        return own
    }
}

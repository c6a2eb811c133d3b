import SwiftSyntax
import RenderLayout
import RenderScene

/// `@dynamicMemberLookup` types of the module (a client that reads its settings through a key
/// path: `subscript<Value>(dynamicMember keyPath: KeyPath<Settings, Value>) -> Value {
/// self.get()[keyPath: keyPath] }`), as Swift rewrites them:
///
/// 1. A member the type does not declare, on a struct or class whose declaration is marked
///    `@dynamicMemberLookup`, is its `subscript(dynamicMember:)` given the key path `\.name`.
/// 2. Of several such subscripts, the first not marked `@_disfavoredOverload` is the one Swift
///    picks where the result's type is not asked for (a plain read); the getter runs with `self`
///    the instance.
/// 3. A type without one answers as before (the member is unknown: an error naming it).
extension Interpreter {
    /// Whether `type`'s declaration is marked `@dynamicMemberLookup` (any member name is Swift).
    static func isDynamicMemberLookup(_ type: TypeDecl) -> Bool {
        declaration(of: type)?.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "dynamicMemberLookup" }) == true
    }

    /// Step 1; nil when `instance`'s type has no dynamic member subscript.
    func dynamicMember(_ name: String, of instance: Instance, at node: some SyntaxProtocol) throws(SceneError) -> SwiftValue? {
        guard Self.isDynamicMemberLookup(instance.type), let declaration = Self.declaration(of: instance.type) else { return nil }
        let subscripts = declaration.memberBlock.members.compactMap { $0.decl.as(SubscriptDeclSyntax.self) }.filter {
            $0.parameterClause.parameters.count == 1 && $0.parameterClause.parameters.first?.firstName.text == "dynamicMember"
        }
        // Step 2.
        let disfavoured = { (decl: SubscriptDeclSyntax) -> Bool in
            decl.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "_disfavoredOverload" }
        }
        guard let chosen = subscripts.first(where: { !disfavoured($0) }) ?? subscripts.first,
              let parameter = chosen.parameterClause.parameters.first, let accessors = chosen.accessorBlock else { return nil }
        let body: CodeBlockItemListSyntax
        switch accessors.accessors {
        case .getter(let items): body = items
        case .accessors(let list):
            guard let getter = list.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) }), let items = getter.body?.statements else { return nil }
            body = items
        }
        let scope = Scope(parent: nil, selfInstance: instance)
        scope.define((parameter.secondName ?? parameter.firstName).text, .keyPath([name]))
        return try nested(node) { () throws(SceneError) -> SwiftValue in try runBody(body, scope, asViews: false, at: node) }
    }

    /// The struct or class declaration of `type`, found from one of its members' syntax.
    static func declaration(of type: TypeDecl) -> DeclGroupSyntax? {
        let starts: [Syntax] = type.stored.map(\.node) + type.initializers.map { Syntax($0) }
            + type.methods.values.flatMap { $0.map { Syntax($0) } } + type.subscripts.map { Syntax($0) }
        for start in starts.prefix(8) {
            var current: Syntax? = start
            while let node = current {
                if let decl = node.as(StructDeclSyntax.self) { if decl.name.text == type.name { return decl }; break }
                if let decl = node.as(ClassDeclSyntax.self) { if decl.name.text == type.name { return decl }; break }
                if node.is(ExtensionDeclSyntax.self) || node.is(EnumDeclSyntax.self) { break }
                current = node.parent
            }
        }
        return nil
    }
}

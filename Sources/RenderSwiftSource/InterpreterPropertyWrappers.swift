import SwiftSyntax
import RenderLayout
import RenderScene

/// Property wrappers the module declares (`@propertyWrapper struct UserDefault<T> { … }`) on
/// stored properties: `@UserDefault("key", defaultValue: false) static var flag: Bool`.
///
/// 1. A wrapper is a type of the module named by the property's attribute that has a
///    `wrappedValue` (stored or computed), as Swift requires of a `@propertyWrapper` type.
///    SwiftUI's and other packages' wrappers (`@State`, `@AppStorage`…) are not these.
/// 2. Its storage (Swift's `_name`) is the wrapper made as Swift makes it: its initialiser
///    called with `wrappedValue:` the property's initial value first, when it has one, then the
///    attribute's arguments (`("key", defaultValue: false)`), evaluated where the property is.
/// 3. Reading the property runs the wrapper's `wrappedValue` getter on that storage, each time
///    (a getter that reads `UserDefaults` reads a fresh install's store: InterpreterUserDefaults).
/// 4. A static property's storage is made on its first read and kept (InterpreterStaticStorage);
///    an instance property's when the instance is made, where it is kept as `_name`, and `$name`
///    reads the wrapper's `projectedValue`.
/// 5. Assigning an instance's property (`self.count = 7`, in an `init`: the only place code
///    runs before the first frame) makes its storage again with that value as `wrappedValue:`,
///    as Swift initialises a wrapped property in an `init`; assigning a static one is not run:
///    a located error names it.
extension Interpreter {
    /// Step 1: the wrapper type of `property`, nil for none the module declares.
    func moduleWrapper(of property: TypeDecl.StoredProperty) -> TypeDecl? {
        guard let name = property.wrapper, let type = program.type(named: name), type.kind != .protocolType,
              type.computed["wrappedValue"] != nil || type.storedProperty("wrappedValue") != nil else { return nil }
        return type
    }

    /// Step 2: the wrapper instance of `property`, made in `scope`.
    /// `given`: the memberwise initialiser's argument, which replaces the initial value.
    func makeWrapper(_ wrapper: TypeDecl, for property: TypeDecl.StoredProperty, _ scope: Scope, given: CallArgument? = nil) throws(SceneError) -> SwiftValue {
        var arguments: [CallArgument] = []
        if var given {
            given.label = "wrappedValue"
            arguments.append(given)
        } else if let initializer = property.initializer {
            arguments.append(CallArgument(label: "wrappedValue", value: try evaluate(initializer, scope), location: program.location(initializer),
                                          floatingLiteral: Self.floatingLiteral(initializer)))
        }
        let variable = property.node.parent?.parent?.as(VariableDeclSyntax.self)
        let attribute = variable?.attributes.compactMap { $0.as(AttributeSyntax.self) }.first {
            ($0.attributeName.trimmedText.split(separator: "<", maxSplits: 1).first.map(String.init) ?? "") == property.wrapper
        }
        if case .argumentList(let list)? = attribute?.arguments {
            try list.forEachElement { (argument) throws(SceneError) in
                arguments.append(CallArgument(label: argument.label?.text, value: try evaluate(argument.expression, scope),
                                              location: program.location(argument.expression),
                                              floatingLiteral: Self.floatingLiteral(argument.expression),
                                              isStringLiteral: argument.expression.is(StringLiteralExprSyntax.self)))
            }
        }
        return try instantiate(wrapper, arguments, at: property.node)
    }

    /// Step 3: what the wrapper's `wrappedValue` (or `projectedValue`) gives.
    func wrapperMember(_ name: String, of storage: SwiftValue, property: TypeDecl.StoredProperty, at node: some SyntaxProtocol) throws(SceneError) -> SwiftValue {
        guard case .instance(let instance) = storage else { return storage }
        guard let value = try member(name, of: instance, at: node) else {
            throw fail("\(instance.type.name) has no '\(name)' for '\(property.name)'", node)
        }
        if name == "wrappedValue", let type = property.type { return try convert(value, to: type, at: node) }
        return value
    }

    /// Steps 3 and 4 for `Type.name`: nil when the static has no module wrapper.
    func wrappedStatic(_ name: String, _ property: TypeDecl.StoredProperty, of declared: TypeDecl, at node: some SyntaxProtocol) throws(SceneError) -> SwiftValue? {
        guard property.isStatic, let wrapper = moduleWrapper(of: property) else { return nil }
        let storage = try storedOnce("\(declared.qualifiedName)._\(name)", declaredAt: property.node, readAt: node) { () throws(SceneError) -> SwiftValue in
            try nested(node) { () throws(SceneError) -> SwiftValue in
                try makeWrapper(wrapper, for: property, Scope(parent: nil, selfInstance: Instance(type: declared, fields: [:])))
            }
        }
        return try wrapperMember("wrappedValue", of: storage, property: property, at: node)
    }

    /// Step 4 for an instance: its wrapped properties' storage, made in its scope.
    func makeWrappedStorage(of instance: Instance, _ scope: Scope) throws(SceneError) {
        for property in instance.type.stored where !property.isStatic && instance.fields["_" + property.name] == nil {
            guard let wrapper = moduleWrapper(of: property) else { continue }
            do throws(SceneError) {
                instance.fields["_" + property.name] = try makeWrapper(wrapper, for: property, scope)
            } catch {
                // `@Clamped(upper: 5) var count: Int` with no initial value: the `init` makes it (step 5).
                guard property.initializer == nil else { throw error }
            }
        }
    }

    /// Steps 3 and 4 for `self.name` and `$name` of an instance; nil for any other member.
    func wrappedInstanceMember(_ name: String, of instance: Instance, at node: some SyntaxProtocol) throws(SceneError) -> SwiftValue? {
        let projected = name.hasPrefix("$")
        let stored = projected ? String(name.dropFirst()) : name
        guard let property = instance.type.storedProperty(stored), !property.isStatic,
              let storage = instance.fields["_" + stored], moduleWrapper(of: property) != nil else { return nil }
        return try wrapperMember(projected ? "projectedValue" : "wrappedValue", of: storage, property: property, at: node)
    }

    /// Step 5 for an instance: true when `name` is a wrapped property of `instance` and its
    /// storage was made again with `value`.
    func assignWrappedInstance(_ name: String, of instance: Instance, _ value: SwiftValue, _ scope: Scope, at node: some SyntaxProtocol) throws(SceneError) -> Bool {
        guard let property = instance.type.storedProperty(name), !property.isStatic, let wrapper = moduleWrapper(of: property) else { return false }
        let given = CallArgument(label: "wrappedValue", value: value, location: program.location(node))
        instance.fields["_" + name] = try makeWrapper(wrapper, for: property, scope, given: given)
        return true
    }

    /// Step 5 for a static property.
    func assignWrapped(_ property: TypeDecl.StoredProperty, at node: some SyntaxProtocol) throws(SceneError) {
        guard moduleWrapper(of: property) != nil else { return }
        throw fail("unsupported: assigning '\(property.name)', a property of the module's wrapper \(property.wrapper ?? "")", node)
    }
}

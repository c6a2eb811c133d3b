import SwiftSyntax
import RenderLayout
import RenderScene

/// Static stored properties and globals: made once per render, on first read, as Swift makes
/// them (a lazy, one-time initialisation), and written where they are `var`.
///
/// 1. A static stored property — of a type of the module (`static let shared = Store()`,
///    `static var count = 0`) or of an extension of a type from outside it (`extension
///    UserDefaults { static let group = … }`) — is made on its first read, through `Type.x`,
///    `Self.x`, or its bare name in the type's static code, and kept for the rest of the render:
///    a class instance is the same object on every read, and the initialiser's side effects run
///    once. It is kept by its declaration, so `Sub.x` of a class's `Base.x` is the same storage.
/// 2. A `static var` is storage: `Type.count += 1`, `Self.cache[key] = value`,
///    `Type.items.append(x)`, `count = 0` in a static method write it, and later reads see the
///    new value; the first write makes it first, as Swift's does. Assigning a `static let` is an
///    error (Swift does not compile it). A `static var` of an optional type without an initial
///    value (`static var overrideLocalizations: [String]?` in `extension Bundle`) is nil, as
///    Swift starts it, when no code of the module assigns it (`SwiftProgram.assignsSomewhere`);
///    assigned somewhere — launch code the renderer never runs, an `App.init` — or declared
///    `T!` (assigned before use), it is unknown until the render assigns it.
/// 3. A global (a file-scope `var`) is storage too: code anywhere in the module assigns it
///    (`savePath = url` in an `init`), another file's global is made first if it has not been
///    read yet, and a `var` of an optional type without an initial value starts as nil.
///    Another file's global is made on its first read and kept (`moduleGlobal`); the rendered
///    file's are made in order when its scope is first needed, and one read before its turn (a
///    global's initialiser naming a later one) is made then.
/// 4. A static or global whose initialiser reads itself, directly or through others, is an error
///    at that read: Swift's one-time initialisation traps there. The static whose making failed
///    is then an unknown value with the error as its warning (`staticInitialValue`, as for any
///    static or other file's global the renderer cannot make; under `--strict`, the error). A
///    global of the rendered file in a cycle is too (`renderedGlobalValue`); its other errors
///    stay errors.
package struct StaticStorage {
    /// The value of each static and global made so far, by declaration (`key(of:)`).
    var values: [String: SwiftValue] = [:]
    /// The declarations whose initialisers are running (step 4).
    var making: Set<String> = []
}

extension Interpreter {
    /// Step 4's error, after the name read.
    static let initialisationCycle = "is read while its own initial value is being made (Swift's one-time initialisation traps here)"

    /// Step 4 for a global of the rendered file: a cycle is an unknown value with its warning, as
    /// another file's global's is (`moduleGlobal`); its other errors stay errors.
    func renderedGlobalValue(_ name: String, _ node: some SyntaxProtocol, _ property: TypeDecl.StoredProperty,
                             _ make: () throws(SceneError) -> SwiftValue) throws(SceneError) -> SwiftValue {
        do throws(SceneError) {
            return try make()
        } catch {
            guard error.message.hasSuffix(Self.initialisationCycle) else { throw error }
            return try staticInitialValue(name, node, property) { () throws(SceneError) -> SwiftValue in throw error }
        }
    }

    /// Step 2: `SwiftProgram.assignsSomewhere`, asked once per name.
    func assignsSomewhere(_ name: String) -> Bool {
        if let known = assignedNames[name] { return known }
        let found = program.assignsSomewhere(name)
        assignedNames[name] = found
        return found
    }

    /// The storage key of a declaration: its file and place.
    func staticKey(_ declaration: some SyntaxProtocol) -> String {
        "\(program.fileName(of: declaration))#\(declaration.position.utf8Offset)"
    }

    /// Steps 1 and 4: the value of the static or global declared at `declaration`, made by
    /// `make` on the first read and kept.
    func storedOnce(_ name: String, declaredAt declaration: some SyntaxProtocol, readAt node: some SyntaxProtocol,
                    _ make: () throws(SceneError) -> SwiftValue) throws(SceneError) -> SwiftValue {
        let key = staticKey(declaration)
        if let value = statics.values[key] { return value }
        guard statics.making.insert(key).inserted else {
            throw fail("\(name) " + Self.initialisationCycle, node)
        }
        defer { statics.making.remove(key) }
        let value = try make()
        statics.values[key] = value
        return value
    }

    /// Step 1: a static stored property of a module type, read as `Type.name` or by its bare
    /// name in the type's code; nil when `name` is no static stored property with a value.
    func declaredStatic(_ name: String, of declared: TypeDecl, at node: some SyntaxProtocol) throws(SceneError) -> SwiftValue? {
        if let property = declared.storedProperty(name), let wrapped = try wrappedStatic(name, property, of: declared, at: node) { return wrapped }
        guard let property = declared.storedProperty(name), property.isStatic else { return nil }
        let typeName = declared.qualifiedName
        guard let initializer = property.initializer else {
            // `static var current: Session?` that no code of the module assigns: nil, as Swift
            // starts it; assigned somewhere (launch code the renderer never runs) or declared
            // `Session!` (assigned before use), unknown until this render assigns it.
            if let assigned = statics.values[staticKey(property.node)] { return assigned }
            guard !property.isLet, let type = property.type, type.hasSuffix("?") || type.hasPrefix("Optional<"),
                  !assignsSomewhere(name) else { return nil }
            return .null
        }
        return try storedOnce("\(typeName).\(name)", declaredAt: property.node, readAt: node) { () throws(SceneError) -> SwiftValue in
            // Inside the type, its other statics need no `Type.` (`static let segments = [… + adjustment]`).
            let scope = Scope(parent: nil, selfInstance: Instance(type: declared, fields: [:]))
            let value = try staticInitialValue("\(typeName).\(name)", node, property) { () throws(SceneError) -> SwiftValue in
                try nested(node) { () throws(SceneError) -> SwiftValue in try initializerValue(of: property, initializer, scope, shared: true) }
            }
            // `static var mock: ScrumProvider = { …; return .init(…) }()`: the declared type reads `.init`;
            // `static let default: Self = .init(…)` in `extension Palette`: `Self` is the type.
            if let type = property.type { return try convert(value, to: Self.substitute(type, ["Self": typeName]), at: node) }
            return value
        }
    }

    /// Whether `expression`, an entry of `builtinStatics`, is the initial value of a `static`
    /// stored property (rather than a computed property's single expression or an `@Entry`).
    static func isStoredStaticInitializer(_ expression: ExprSyntax) -> Bool {
        guard let binding = expression.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
              let variable = binding.parent?.parent?.as(VariableDeclSyntax.self) else { return false }
        return variable.modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
    }

    /// Step 1 for `extension Color { static let brand = Self(red: …) }` and other extensions of a
    /// type from outside the module: `make` evaluates it, once when it is stored.
    func builtinStatic(_ name: String, of type: String, _ expression: ExprSyntax, at node: some SyntaxProtocol,
                       _ make: () throws(SceneError) -> SwiftValue) throws(SceneError) -> SwiftValue {
        guard Self.isStoredStaticInitializer(expression) else { return try make() }
        return try storedOnce("\(type).\(name)", declaredAt: expression, readAt: node, make)
    }

    /// Step 2: `Type.name = value` (also `Self.name`, and what `+=`, `[key] =` and `append` write
    /// back), `value` already copied; false when `type` declares no static stored property `name`.
    func assignStatic(_ name: String, of type: String, _ value: SwiftValue, at node: some SyntaxProtocol) throws(SceneError) -> Bool {
        if let declared = program.type(named: type), let property = declared.storedProperty(name), property.isStatic {
            try assignWrapped(property, at: node)
            // Made first, as Swift's first access makes it (its side effects happen).
            if property.initializer != nil { _ = try declaredStatic(name, of: declared, at: node) }
            guard !property.isLet else { throw fail("cannot assign to '\(declared.qualifiedName).\(name)': it is a 'static let' constant", node) }
            statics.values[staticKey(property.node)] = value
            return true
        }
        // `Bundle.overrideLocalizations = ["en"]` of `extension Bundle { static var overrideLocalizations: [String]? }`.
        if program.type(named: type) == nil, let binding = program.builtinNilStatics[type]?[name] {
            statics.values[staticKey(binding)] = value
            return true
        }
        guard program.type(named: type) == nil, let expression = program.statics(at: node)[type]?[name],
              Self.isStoredStaticInitializer(expression) else { return false }
        _ = try staticMember(name, of: type, at: node)
        if let variable = expression.parent?.parent?.parent?.parent?.as(VariableDeclSyntax.self),
           variable.bindingSpecifier.tokenKind == .keyword(.let) {
            throw fail("cannot assign to '\(type).\(name)': it is a 'static let' constant", node)
        }
        statics.values[staticKey(expression)] = value
        return true
    }

    /// Steps 2 and 3 for a bare name: `count = 0` in a static method of the type that declares
    /// it, or a global assigned from any code; false when `name` is neither.
    func assignStaticOrGlobal(_ name: String, _ value: SwiftValue, _ scope: Scope, at node: some SyntaxProtocol) throws(SceneError) -> Bool {
        if let instance = scope.selfInstance, instance !== fileInstance, let property = instance.type.storedProperty(name), property.isStatic {
            return try assignStatic(name, of: lookupKey(of: instance.type), value, at: node)
        }
        // A type's own property of that name is its instance's (`storageName`), not a global.
        if let instance = scope.selfInstance, instance !== fileInstance, Self.storageName(name, of: instance) != nil { return false }
        _ = try fileScope()
        let property = program.fileScope.storedProperty(name) ?? program.moduleGlobals[name]
        guard let property, !property.isStatic else { return false }
        if fileInstance.fields[name] == nil { _ = try global(name, at: node) }
        guard !property.isLet else { throw fail("cannot assign to '\(name)': it is a 'let' constant", node) }
        var value = value
        if let type = property.type, case .symbol = value { value = try convert(value, to: type, at: node) }
        fileInstance.fields[name] = value
        return true
    }

    /// Step 3: a global read before the rendered file's globals are made in order, or another
    /// file's; nil when `name` is no global.
    func global(_ name: String, at node: some SyntaxProtocol) throws(SceneError) -> SwiftValue? {
        if let value = fileInstance.fields[name] { return value }
        if let property = program.fileScope.storedProperty(name), !property.isStatic {
            let value = try storedOnce(name, declaredAt: property.node, readAt: node) { () throws(SceneError) -> SwiftValue in
                try renderedGlobalValue(name, node, property) { () throws(SceneError) -> SwiftValue in
                    try initialValue(of: property, in: program.fileScope, scope: Scope(parent: nil, selfInstance: fileInstance), override: true)
                }
            }
            fileInstance.fields[name] = value
            return value
        }
        if let property = program.moduleGlobals[name], property.initializer != nil {
            // Another file's: `moduleGlobal` makes it (an unknown value with a warning when it cannot).
            return try storedOnce(name, declaredAt: property.node, readAt: node) { () throws(SceneError) -> SwiftValue in
                try moduleGlobal(name, at: node) ?? .null
            }
        }
        if let property = program.moduleGlobals[name], property.initializer == nil, !property.isLet,
           property.type.map({ $0.hasSuffix("?") || $0.hasSuffix("!") }) == true {
            // `fileprivate var savePath: URL!`: nil until code assigns it.
            fileInstance.fields[name] = .null
            return .null
        }
        return nil
    }
}

import SwiftSyntax
import RenderLayout
import RenderScene

/// Static properties the module declares in an extension of a type it does not declare
/// (EnvironmentOverrides' `extension EnvironmentValues { static var isMac: Bool { #if os(macOS)
/// return true #else return false #endif }; static var supportedLocales: [Locale] = { … }() }`,
/// its `extension ContentSizeCategory { static var stride: CGFloat { return … } }`):
///
/// 1. `Type.name` where the module's `extension Type` declares a `static` `name` is that static,
///    evaluated in the extension (`Self` is `Type`), even when the renderer knows nothing else
///    of `Type`: any other member of such a type stays an unknown value, as before.
/// 2. A getter of several statements (or one `return`) runs as a function body, its
///    compilation conditions already resolved for an iPhone (`CompilationConditions`); its
///    value is converted to the declared type. It is run on every read, as Swift runs a
///    computed property.
/// 3. Inside such a getter — also one of a single expression, or a static stored property's
///    initial value — an unqualified name nothing else finds (`shared` in `extension
///    UIApplication`, `processInfo` in `extension ProcessInfo`, Element X's `static var
///    isRunningTests: Bool { isRunningUITests || isRunningUnitTests }`) is Self's static, as
///    Swift looks it up: a standard or Foundation type's static as `Self.name` reads it (the
///    module's own statics of the extension included); of a type the renderer does not
///    model, the unknown value `Type.name` (a placeholder where a view or a Bool goes), never
///    "cannot find in scope". Under `--strict` that unknown value is the error it always is.
extension Interpreter {
    /// The name under which a static getter's scope holds its extended type (step 3); not a
    /// Swift identifier, so no code can define or read it.
    static let extensionStaticOwner = "#extensionStaticOwner"

    /// Step 3: nil unless `scope` is inside a static getter of the module's extension.
    func unqualifiedExtensionStatic(_ name: String, _ scope: Scope, at node: some SyntaxProtocol) throws(SceneError) -> SwiftValue? {
        guard case .type(let type)? = scope.lookup(Self.extensionStaticOwner) else { return nil }
        if Self.builtinTypes.contains(type) || Self.foundationTypes.contains(type) {
            let member = try staticMember(name, of: type, at: node)
            // A static the renderer does not know comes back as the bare symbol `Type.name`:
            // that is the unknown value of step 3, not a value (review 20).
            if case .symbol(let symbol) = member, symbol.type == type, symbol.steps.count == 1, symbol.last == name,
               symbol.steps[0].arguments == nil {
                return try placeholder("\(type).\(name)", at: node)
            }
            return member
        }
        return try placeholder("\(type).\(name)", at: node)
    }

    /// Step 1 for `Base.name`, before `Base` is evaluated: nil unless `Base` is a name only the
    /// module's extensions give members to, and one of them declares the static `name`.
    func unknownTypeExtensionStatic(_ name: String, base: ExprSyntax, _ scope: Scope, at node: some SyntaxProtocol) throws(SceneError) -> SwiftValue? {
        guard let reference = base.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil else { return nil }
        let type = reference.baseName.text
        // `builtinStatics` also holds an extension's instance getters of one expression
        // (`var palette: Palette { self[PaletteKey.self] }`): only a `static` one is `Type.name`.
        let declaredStatic = program.statics(at: node)[type]?[name].map { Self.isStaticDeclaration($0) } ?? false
        guard type.first?.isUppercase == true, declaredStatic || extensionComputedStaticBody(name, of: type) != nil,
              program.types[type] == nil, !Self.builtinTypes.contains(type), !Self.foundationTypes.contains(type),
              scope.lookup(type) == nil, program.nestedTypeName(type, inside: scope.selfInstance?.type) == nil else { return nil }
        return try staticMember(name, of: type, at: node)
    }

    /// Step 2: the static computed `name` of the module's `extension type`, run; nil when
    /// there is none.
    func extensionComputedStatic(_ name: String, of type: String, at node: some SyntaxProtocol) throws(SceneError) -> SwiftValue? {
        guard let body = extensionComputedStaticBody(name, of: type) else { return nil }
        let scope = Scope(parent: try fileScope())
        scope.define("Self", .type(type))
        scope.define(Self.extensionStaticOwner, .type(type))
        let value = try nested(node) { () throws(SceneError) -> SwiftValue in try runBody(body, scope, asViews: false, at: node) }
        if let declared = program.builtinStaticTypes[type]?[name] { return try convert(value, to: declared, at: node) }
        return value
    }

    /// The getter of `static var name: T { … }` in an extension of `type`, if it is static.
    private func extensionComputedStaticBody(_ name: String, of type: String) -> CodeBlockItemListSyntax? {
        guard let body = program.builtinComputed[type]?[name] else { return nil }
        return Self.isStaticDeclaration(body) ? body : nil
    }

    /// Whether the property whose getter or initial value `node` is was declared `static` (or `class`).
    static func isStaticDeclaration(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let node = current {
            if let variable = node.as(VariableDeclSyntax.self) {
                return variable.modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
            }
            current = node.parent
        }
        return false
    }
}

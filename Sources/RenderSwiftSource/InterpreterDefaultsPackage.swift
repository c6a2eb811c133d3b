import SwiftSyntax
import RenderLayout
import RenderScene

/// Sindre Sorhus's `Defaults` package (github.com/sindresorhus/Defaults) at rest, a modelled
/// library as TCA is (`InterpreterTCA`; the package's own source is never read): a key the
/// app declares reads its default on a fresh install, as `UserDefaults` reads nothing
/// (docs/swift-input.md, "At rest: caches, casts, links and scheduled work").
///
/// 1. It is on where the file or its module imports `Defaults` and the module declares no type
///    `Defaults` of its own.
/// 2. `Defaults[.key]` (or `Defaults[Defaults.Keys.key]`, `Defaults[Keys.key]`) where the
///    module's `extension Defaults.Keys` declares `static let key = Key<T>("name", default:
///    value)` (also `Defaults.Key<T>(…)`, `.init(…)`): the package's README has `Defaults[.key]`
///    return the key's default value while nothing is stored under its name, and a fresh
///    install stores nothing, so the read is `value`, evaluated in the extension (`Self` is
///    `Defaults.Keys`) and converted to `T`. A key with no `default:` (`Key<String?>("name")`,
///    an optional's) is nil.
/// 3. Writes (`Defaults[.key] = …`) and the rest of the package (`@Default`, `Defaults.observe`,
///    `Defaults.Toggle`) are not modelled: they stay unknown values, named placeholders where
///    shown, as before.
extension Interpreter {
    /// Step 1.
    private var usesDefaultsPackage: Bool {
        program.importedModules.contains("Defaults") && program.types["Defaults"] == nil
    }

    /// Step 2: the read of `Defaults[key]`; nil for any other subscript.
    func defaultsPackageRead(_ call: SubscriptCallExprSyntax, _ scope: Scope) throws(SceneError) -> SwiftValue? {
        guard call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Defaults",
              call.arguments.count == 1, let argument = call.arguments.first, argument.label == nil,
              let access = argument.expression.as(MemberAccessExprSyntax.self),
              usesDefaultsPackage, scope.lookup("Defaults") == nil else { return nil }
        if let base = access.base, !["Defaults.Keys", "Keys"].contains(base.trimmedDescription) { return nil }
        let name = access.declName.baseName.text
        let statics = program.statics(at: call)
        guard let declared = statics["Defaults.Keys"]?[name] ?? statics["Keys"]?[name],
              let make = declared.as(FunctionCallExprSyntax.self) else { return nil }
        let callee = make.calledExpression
        let typeName: String?
        if let generic = callee.as(GenericSpecializationExprSyntax.self),
           ["Key", "Defaults.Key"].contains(generic.expression.trimmedDescription),
           let only = generic.genericArgumentClause.arguments.first, generic.genericArgumentClause.arguments.count == 1 {
            typeName = only.argument.trimmedDescription
        } else if callee.as(MemberAccessExprSyntax.self).map({ $0.base == nil && $0.declName.baseName.text == "init" }) == true {
            typeName = nil
        } else {
            return nil
        }
        guard let value = make.arguments.first(where: { $0.label?.text == "default" }) else {
            // No default: only an optional's key may omit it (the package's `Key<T?>` initialiser).
            return typeName?.hasSuffix("?") == true ? .null : nil
        }
        let extensionScope = Scope(parent: try fileScope())
        extensionScope.define("Self", .type("Defaults.Keys"))
        let read = try nested(call) { () throws(SceneError) -> SwiftValue in try evaluate(value.expression, extensionScope) }
        guard let typeName else { return read }
        return try convert(read, to: typeName, at: call)
    }
}

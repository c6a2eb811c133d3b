import RenderLayout
import SwiftSyntax

/// A name qualified with SwiftUI's own module (`SwiftUI.Form { … }` in the body of an app's own
/// `struct Form<Content: View>: View` that wraps it, as Mlem's palette-aware form does) is
/// SwiftUI's, never the module's: an app's type cannot live in the module `SwiftUI`.
///
/// 1. `SwiftUI.X(…)` or `SwiftUICore.X(…)`, where the qualifier names nothing in scope (no local,
///    member or type of the program): the call is evaluated as `X(…)` with the module's types
///    and type aliases of that name set aside — the renderer's view, shape or value `X`, or, for
///    a name the renderer does not know, what an unknown `X(…)` is (a named placeholder).
/// 2. `SwiftUI.X` not called (`SwiftUI.Color.red`'s base), where the module declares no type
///    `X`: the renderer's `X`, as the bare name is. Where it declares one, the qualified name is
///    not taken for the module's (`ModuleQualifiedNames` leaves `SwiftUI.` out) and stays unknown.
/// 3. `extension SwiftUI.Image { init(systemSymbol: SFSymbol) { … } }` (SFSafeSymbols) extends
///    SwiftUI's `Image`, as `extension Image` does where the module declares no `Image`: its
///    members are the built-in type's (`SwiftProgram.frameworkQualifiedExtension`), even where the
///    module declares a type of that name (`Message.Image`, an app's own `Image`), which stays
///    the module's and gets none of them.
extension SwiftProgram {
    /// Step 3: drops `SwiftUI.`/`SwiftUICore.` from an extension's type; true when it did.
    static func frameworkQualifiedExtension(_ extended: inout String) -> Bool {
        for module in Interpreter.frameworkModules where extended.hasPrefix(module + ".") {
            let rest = extended.dropFirst(module.count + 1)
            guard !rest.isEmpty, !rest.contains(".") else { return false }
            extended = String(rest)
            return true
        }
        return false
    }
}

extension Interpreter {
    static let frameworkModules: Set<String> = ["SwiftUI", "SwiftUICore"]

    /// The framework a qualifier names, when `base` is a bare `SwiftUI` that names nothing else.
    func frameworkQualifier(_ base: ExprSyntax, _ scope: Scope) -> String? {
        guard let reference = base.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil else { return nil }
        let module = reference.baseName.text
        guard Self.frameworkModules.contains(module), scope.lookup(module) == nil, program.type(named: module) == nil,
              scope.selfInstance.map({ $0.type.storedProperty(module) == nil && $0.type.computed[module] == nil }) ?? true else {
            return nil
        }
        return module
    }

    /// Step 1: `SwiftUI.X(…)`, or nil when `base` is not a framework qualifier.
    func frameworkQualifiedCall(_ name: String, base: ExprSyntax, _ call: FunctionCallExprSyntax, _ scope: Scope) throws(SceneError) -> SwiftValue? {
        guard frameworkQualifier(base, scope) != nil else { return nil }
        return try callNamed(name, call, scope, moduleTypesHidden: true)
    }

    /// Step 2: `SwiftUI.X` not called, or nil.
    func frameworkQualifiedName(_ access: MemberAccessExprSyntax, _ scope: Scope) throws(SceneError) -> SwiftValue? {
        guard let base = access.base, frameworkQualifier(base, scope) != nil, access.declName.argumentNames == nil,
              program.type(named: access.declName.baseName.text) == nil, aliasedModuleType(access.declName.baseName.text) == nil else { return nil }
        return try lookup(access.declName, scope)
    }
}

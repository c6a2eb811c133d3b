import SwiftSyntax
import RenderLayout
import RenderScene

/// Point-Free's swift-navigation (`SwiftUINavigation`), a modelled library as TCA is
/// (`InterpreterTCA`; the package's source is not read): TCA re-exports it on iOS
/// (swift-composable-architecture, `Exports.swift`: `@_exported import SwiftUINavigation`), and
/// EhPanda's settings form unwraps its store's optional state with it
/// (docs/swift-input.md, "The Composable Architecture at rest").
///
/// 1. It is on where the file or its module imports `SwiftUINavigation` or
///    `ComposableArchitecture`, for a `Binding(…)` call the module's own `extension Binding`
///    initialisers do not take (those run first, `InterpreterBuiltinExtensionInits`).
/// 2. `Binding(unwrapping: base)` is `Binding.init?(unwrapping base: Binding<Value?>)`: nil
///    where `base`'s value is nil, else a binding of the unwrapped value ("a new binding or
///    `nil` when `base` is `nil`", swift-navigation's `Binding.swift`). A binding is held as
///    the value it reads (`InterpreterBindings` step 1), so it is `base`'s value: `if let
///    setting = Binding(unwrapping: $store.setting) { Form(setting: setting) }` shows the form
///    when the initial state holds a setting.
/// 3. `Binding(unwrapping: base, default: value)` reads `base`'s value, or `value` where that
///    is nil (its getter: `self ?? defaultSubscript.value`).
/// 4. A `base` the renderer does not know stays unknown (the call's value is it, a named
///    placeholder where it is read). Other labels are not modelled: nil, the caller's answer.
extension Interpreter {
    /// Step 1.
    var usesSwiftUINavigation: Bool {
        program.importedModules.contains("SwiftUINavigation") || program.importedModules.contains("ComposableArchitecture")
    }

    /// Steps 2–4: the value of `Binding(unwrapping:…)`; nil for other labels or without the import.
    func navigationBinding(_ arguments: [CallArgument], at node: some SyntaxProtocol) throws(SceneError) -> SwiftValue? {
        guard usesSwiftUINavigation, let first = arguments.first, first.label == "unwrapping" else { return nil }
        let base = try bindingValue(first.value, at: node)
        switch arguments.count {
        case 1: return base
        case 2 where arguments[1].label == "default":
            if case .null = base { return try bindingValue(arguments[1].value, at: node) }
            return base
        default: return nil
        }
    }
}

import SwiftSyntax
import RenderLayout
import RenderScene

/// `.environment(\.key, value)` of an app's own environment key (`@Entry var selectedTab: Int =
/// -1`, or a computed `EnvironmentValues` property over an `EnvironmentKey`):
///
/// 1. The view it modifies is built with `key` set to `value`: an `@Environment(\.key)` inside
///    it, at any depth, reads `value` instead of the key's default; the nearest setting wins, as
///    in SwiftUI. Views outside it read the default.
/// 2. An unknown value (`.environment(\.theme, store.theme)`) is set as that unknown value: a
///    reader that draws it shows its placeholder, one that does not changes nothing.
/// 3. SwiftUI's own keys keep their rules (`PreviewModifiers`: the scene's
///    `\.colorScheme`, `\.layoutDirection`, `\.dynamicTypeSize`; the others are left out with a
///    warning).
extension Interpreter {
    /// Step 1 for `base.environment(\.key, value)`; nil when it is not an app's key.
    func overridingEnvironment(_ name: String, base: ExprSyntax, _ call: FunctionCallExprSyntax, _ scope: Scope) throws(SceneError) -> SwiftValue? {
        guard name == "environment", call.arguments.count == 2, call.trailingClosure == nil,
              let path = call.arguments.first?.expression.as(KeyPathExprSyntax.self), path.root == nil,
              path.components.count == 1, case .property(let component)? = path.components.first?.component,
              let value = call.arguments.last, value.label == nil else { return nil }
        let key = component.declName.baseName.text
        guard program.builtinStatics["EnvironmentValues"]?[key] != nil, !Self.sceneEnvironmentKeys.contains(key) else { return nil }
        let setting = try evaluate(value.expression, scope)
        environmentOverrides.append((key, setting))
        defer { environmentOverrides.removeLast() }
        return .views(try views(from: try evaluate(base, scope), at: program.location(call)))
    }

    /// The value the nearest `.environment(\.key, …)` above sets, if any.
    func environmentOverride(_ key: String) -> SwiftValue? {
        environmentOverrides.last(where: { $0.key == key })?.value
    }
}

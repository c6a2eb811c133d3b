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
/// 3. A key path through an app's key to a member of its value (EmojiText's
///    `.environment(\.emojiText.size, 20)`, whose `emojiText` is a struct of the package's own
///    keys) sets that path, `emojiText.size`: an `@Environment(\.emojiText.size)` inside reads
///    it (`InterpreterEnvironmentValues` step 2); nothing else reads it, so a path that no view
///    reads changes nothing drawn, as in SwiftUI.
/// 4. SwiftUI's own keys keep their rules (`PreviewModifiers`: the scene's
///    `\.colorScheme`, `\.layoutDirection`, `\.dynamicTypeSize`; the others are left out with a
///    warning).
extension Interpreter {
    /// Step 1 for `base.environment(\.key, value)`; nil when it is not an app's key.
    func overridingEnvironment(_ name: String, base: ExprSyntax, _ call: FunctionCallExprSyntax, _ scope: Scope) throws(SceneError) -> SwiftValue? {
        guard name == "environment", call.arguments.count == 2, call.trailingClosure == nil,
              let path = call.arguments.first?.expression.as(KeyPathExprSyntax.self), path.root == nil,
              let names = Self.keyPathNames(path), let value = call.arguments.last, value.label == nil else { return nil }
        // Step 3: `emojiText.size`, keyed by the whole path.
        let key = names.joined(separator: ".")
        guard program.statics(at: call)["EnvironmentValues"]?[names[0]] != nil, !Self.sceneEnvironmentKeys.contains(names[0]) else { return nil }
        let setting = try evaluate(value.expression, scope)
        environmentOverrides.append((key, setting))
        defer { environmentOverrides.removeLast() }
        return .views(try views(from: try evaluate(base, scope), at: program.location(call)))
    }

    /// The value the nearest `.environment(\.key, …)` above sets, if any.
    func environmentOverride(_ key: String) -> SwiftValue? {
        environmentOverrides.last(where: { $0.key == key })?.value
    }

    /// The property names of `\.a.b` (none for a key path with a root type, a subscript or an
    /// optional step).
    static func keyPathNames(_ path: KeyPathExprSyntax) -> [String]? {
        guard path.root == nil, !path.components.isEmpty else { return nil }
        var names: [String] = []
        for component in path.components {
            guard case .property(let property) = component.component, property.declName.argumentNames == nil else { return nil }
            names.append(property.declName.baseName.text)
        }
        return names
    }
}

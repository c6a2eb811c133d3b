import SwiftSyntax
import RenderLayout
import RenderScene

/// `@Environment(\.key) var x` beyond the few keys `environmentValue(_:)` knows:
///
/// 1. SwiftUI's Boolean keys read as on an iPhone at rest with no accessibility setting on:
///    `isEnabled` is true; `accessibilityReduceMotion`, `accessibilityDifferentiateWithoutColor`,
///    `accessibilityVoiceOverEnabled`, `isSearching`, `isFocused`… are false.
/// 2. An app's own key reads its default, as SwiftUI does when no view above sets it:
///    `@Entry var prefersTabNavigation: Bool = false`, or `var prefersTabNavigation: Bool {
///    get { self[PrefersTabNavigationKey.self] } … }` with the key's `static var defaultValue`.
///    A `.environment(\.key, value)` above the view sets it (`InterpreterEnvironmentOverrides`).
///    A path through an app's key (`@Environment(\.emojiText.size)`) reads what a
///    `.environment(\.emojiText.size, …)` above sets (step 3 there), else as its last name.
/// 3. Any other key is nil, as before.
extension Interpreter {
    package static let environmentFlags: [String: Bool] = [
        "isEnabled": true, "isSearching": false, "isFocused": false, "isPresented": false,
        "accessibilityReduceMotion": false, "accessibilityReduceTransparency": false,
        "accessibilityDifferentiateWithoutColor": false, "accessibilityVoiceOverEnabled": false,
        "accessibilityInvertColors": false, "accessibilityShowButtonShapes": false,
        "accessibilitySwitchControlEnabled": false, "accessibilityEnabled": false,
        "accessibilityAssistiveAccessEnabled": false,
    ]

    /// The value of an `@Environment(\.key)` property.
    package func environmentValue(of property: TypeDecl.StoredProperty, at node: some SyntaxProtocol) throws(SceneError) -> SwiftValue {
        let known = environmentValue(property.node)
        if let path = Self.environmentKeyPath(property.node), path.count > 1, let set = environmentOverride(path.joined(separator: ".")) { return set }
        if case .null = known, let key = Self.environmentKeyName(property.node) {
            if let flag = Self.environmentFlags[key] { return .bool(flag) }
            if key == "redactionReasons" { return redactionReasons() }
            if let context = Self.modelContext(key: key) { return context }
            if let set = environmentOverride(key) { return set }
            // (An `@Entry`'s default as its declared type: `InterpreterCustomShapeStyles`.)
            if let value = try moduleEnvironmentKey(key, of: .record("EnvironmentValues", [:]), at: node) { return value }
        }
        return known
    }

    /// The names of `@Environment(\.a.b)`'s key path.
    static func environmentKeyPath(_ node: Syntax) -> [String]? {
        guard let variable = node.parent?.parent?.as(VariableDeclSyntax.self) else { return nil }
        for attribute in variable.attributes {
            guard let attribute = attribute.as(AttributeSyntax.self), attribute.attributeName.trimmedDescription == "Environment",
                  case .argumentList(let list)? = attribute.arguments,
                  let keyPath = list.first?.expression.as(KeyPathExprSyntax.self) else { continue }
            return keyPathNames(keyPath)
        }
        return nil
    }

    /// `key` of `@Environment(\.key)`.
    static func environmentKeyName(_ node: Syntax) -> String? {
        guard let variable = node.parent?.parent?.as(VariableDeclSyntax.self) else { return nil }
        for attribute in variable.attributes {
            guard let attribute = attribute.as(AttributeSyntax.self), attribute.attributeName.trimmedDescription == "Environment",
                  case .argumentList(let list)? = attribute.arguments,
                  let keyPath = list.first?.expression.as(KeyPathExprSyntax.self),
                  case .property(let component)? = keyPath.components.last?.component else { continue }
            return component.declName.baseName.text
        }
        return nil
    }
}

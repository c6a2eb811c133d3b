import SwiftSyntax
import RenderLayout
import RenderScene

/// `EnvironmentValues()` and setting a SwiftUI key to the value a view already has at rest
/// (EnvironmentOverrides' `@State private var values = EnvironmentValues()`, whose keys its
/// modifier sets on the content until its `onAppear`, which never runs at rest, copies the
/// real ones):
///
/// 1. `EnvironmentValues()` is a fresh environment, SwiftUI's defaults: `colorScheme` `.light`,
///    `sizeCategory` and `dynamicTypeSize` `.large`, `layoutDirection` `.leftToRight`, `locale`
///    the render's locale (decision: read as `Locale.current`, the key's default on a device),
///    and the Boolean keys as `environmentFlags` reads them (`accessibilityEnabled` false).
///    Any other member is an unknown value.
/// 2. `.environment(\.locale, l)` of the render's locale and `.environment(\.flag, b)` of a
///    Boolean key to the value it reads at rest change nothing drawn: the views are built as
///    without it, with no warning (but `isEnabled`: true re-enables what a `.disabled`
///    ancestor disabled, which the interpreter cannot see). Another value of a key the renderer does not set is left
///    out with its warning, as before (`PreviewModifiers`).
extension Interpreter {
    /// Step 1; nil for other calls.
    func environmentValuesBuiltin(_ name: String, _ arguments: [CallArgument]) -> SwiftValue? {
        guard name == "EnvironmentValues", arguments.isEmpty else { return nil }
        // Of their SwiftUI types, so the module's extensions of those types apply
        // (`values.sizeCategory.floatValue` of `extension ContentSizeCategory`).
        func symbol(_ name: String, _ type: String) -> SwiftValue { .symbol(Symbol(type: type, steps: [Symbol.Step(name: name, arguments: nil)])) }
        var fields: [String: SwiftValue] = [
            "colorScheme": symbol("light", "ColorScheme"), "sizeCategory": symbol("large", "ContentSizeCategory"),
            "dynamicTypeSize": symbol("large", "DynamicTypeSize"), "layoutDirection": symbol("leftToRight", "LayoutDirection"), "locale": .record("Locale", ["identifier": .string(localeIdentifier)]),
        ]
        for (key, flag) in Self.environmentFlags { fields[key] = .bool(flag) }
        return .record("EnvironmentValues", fields)
    }

    /// Step 2: whether `value` is what `key` reads at rest.
    func isAtRestEnvironmentValue(_ key: String, _ value: SwiftValue) -> Bool {
        switch (key, value) {
        case ("locale", .record("Locale", let fields)):
            if case .string(let identifier)? = fields["identifier"] { return identifier == localeIdentifier }
            return false
        // `isEnabled` true is not a no-op: under a `.disabled(true)` ancestor (which the
        // renderer applies after the interpreter) it enables its content again, as SwiftUI's
        // environment write replaces the ancestor's value.
        case ("isEnabled", _): return false
        case (_, .bool(let flag)): return Self.environmentFlags[key] == flag
        default: return false
        }
    }
}

import SwiftSyntax
import RenderLayout
import RenderScene

/// A preview's modifiers: how Xcode's canvas shows a `PreviewProvider`'s view, which the
/// renderer keeps on the view (`ViewJSON.preview`) for the gallery and `render check
/// --previews` (`PreviewCatalog`), not in the scene.
///
/// 1. `.previewDisplayName("Dark")`, `.previewLayout(.sizeThatFits | .fixed(width:height:) |
///    .device)`, `.previewInterfaceOrientation(.landscapeLeft)` set the trait on each view they
///    apply to (a `Group`'s modifier reaches each of its views, as SwiftUI's do).
/// 2. `.previewDevice("iPhone 15")` and `.previewDevice(PreviewDevice(rawValue: name))` set it
///    too, besides the scene's device (`InterpreterViews`: the first one met wins there).
/// 3. `.preferredColorScheme(.dark)` and `.environment(\.colorScheme, .dark)` set the colour
///    scheme trait; `.environment(\.locale, …)` and other keys the renderer's `environment`
///    modifier does not take are listed as written and left out with a warning. A key it takes
///    (`\.layoutDirection`, `\.dynamicTypeSize`) is listed and applied as usual, and
///    `\.sizeCategory` as the `\.dynamicTypeSize` of the same step (`.extraLarge` is `.xLarge`).
///    A key holding an action (`\.openURL`, how a tapped link opens) changes nothing drawn: a
///    note, not a warning.
extension Interpreter {
    /// SwiftUI's environment keys that hold an action, never drawn (`openURL`'s `OpenURLAction`).
    static let actionEnvironmentKeys: Set<String> = ["openURL"]
}

extension Interpreter {
    /// What a preview modifier does: it is only a trait (`shown`: the views with it set), or
    /// the modifier also goes on as usual and the trait is set on what it returns.
    package enum PreviewModifierOutcome {
        case shown(SwiftValue)
        case alsoApply(PreviewTraits)
        /// The modifier with these arguments instead (`\.sizeCategory` as `\.dynamicTypeSize`).
        case applyInstead([CallArgument], PreviewTraits)
    }

    /// Steps 1–3; nil when `name` is no preview modifier.
    package func previewModifier(_ name: String, on views: [ViewJSON], _ arguments: [CallArgument],
                                 at call: FunctionCallExprSyntax, here: Syntax) throws(SceneError) -> PreviewModifierOutcome? {
        var trait = PreviewTraits()
        switch name {
        case "previewDisplayName":
            guard arguments.count == 1, case .string(let text) = arguments[0].value else {
                throw fail(".previewDisplayName takes a String", here)
            }
            trait.displayName = text
        case "previewLayout":
            guard arguments.count == 1, let layout = Self.previewLayout(arguments[0].value) else {
                throw fail(".previewLayout takes .device, .sizeThatFits or .fixed(width:height:)", here)
            }
            trait.layout = layout
        case "previewInterfaceOrientation":
            guard arguments.count == 1, case .symbol(let symbol) = arguments[0].value, symbol.steps.count == 1,
                  let orientation = PreviewOrientation(rawValue: symbol.last) else {
                throw fail(".previewInterfaceOrientation takes .portrait, .portraitUpsideDown, .landscapeLeft or .landscapeRight", here)
            }
            trait.orientation = orientation
        case "preferredColorScheme":
            // It goes on as usual too (ignored with a note, or the scene's scheme once known).
            guard arguments.count == 1, let scheme = Self.colorSchemeName(arguments[0].value) else { return nil }
            trait.colorScheme = scheme
            return .alsoApply(trait)
        case "environment":
            guard arguments.count == 2, case .keyPath(let path) = arguments[0].value, path.count == 1 else { return nil }
            let key = path[0]
            let written = "\\.\(key): \(call.arguments.last?.expression.trimmedDescription ?? "")"
            if key == "colorScheme" {
                guard let scheme = Self.colorSchemeName(arguments[1].value) else {
                    throw fail("\\.colorScheme takes .light or .dark", here)
                }
                trait.colorScheme = scheme
            } else {
                trait.environment = [written]
            }
            // The older `ContentSizeCategory` is the Dynamic Type size of the same step.
            if key == "sizeCategory", case .symbol(let symbol) = arguments[1].value, symbol.steps.count == 1,
               let size = Self.dynamicTypeSizes[symbol.last] {
                var replaced = arguments
                replaced[0].value = .keyPath(["dynamicTypeSize"])
                replaced[1].value = .symbol(Symbol(type: nil, steps: [Symbol.Step(name: size, arguments: nil)]))
                return .applyInstead(replaced, trait)
            }
            // A key the scene's environment modifier takes goes on as usual, with the trait.
            if Self.sceneEnvironmentKeys.contains(key) {
                return .alsoApply(trait)
            }
            if key == "editMode", Self.isInactiveEditMode(arguments[1].value) {
                // Nothing drawn changes (`InterpreterEditMode`).
                try note(".environment(\\.editMode, …)", here, "an inactive edit mode draws what a view without one draws")
                return .shown(Self.setting(trait, on: .views(views)))
            }
            // The value the key has at rest: nothing drawn changes (`InterpreterEnvironmentValuesInit`).
            if isAtRestEnvironmentValue(key, arguments[1].value) { return .shown(.views(views)) }
            // An action (`OpenURLAction`: how a tapped link opens) runs only once tapped: nothing
            // drawn changes (IceCubes' `StatusRowTextView`).
            if Self.actionEnvironmentKeys.contains(key) {
                try note(".environment(\\.\(key), …)", here, "an action, run only once tapped: nothing drawn changes")
                return .shown(Self.setting(trait, on: .views(views)))
            }
            let known = Self.sceneEnvironmentKeys.sorted().map { "\\." + $0 }.joined(separator: ", ")
            if strict { throw fail("unsupported environment key \\.\(key) (--strict makes a placeholder an error)", here) }
            warn("left out .environment(\\.\(key), …): the renderer sets \(known) only", at: program.location(here))
        case "previewDevice":
            guard arguments.count == 1, case .string(let text) = arguments[0].value else { return nil }
            trait.device = text
            return .alsoApply(trait)
        default:
            return nil
        }
        return .shown(Self.setting(trait, on: .views(views)))
    }

    /// `value`'s views with `trait` set: what they set themselves, nearer, wins (as a Group's
    /// modifier does not replace its views' own).
    package static func setting(_ trait: PreviewTraits, on value: SwiftValue) -> SwiftValue {
        guard case .views(let views) = value else { return value }
        return .views(views.map { view in
            var view = view
            view.preview = view.preview.filling(from: trait)
            return view
        })
    }

    /// `ContentSizeCategory`'s cases and the `DynamicTypeSize` of each, in the same order in
    /// Apple's documentation (`DynamicTypeSize.init(_:)` converts one to the other).
    static let dynamicTypeSizes: [String: String] = [
        "extraSmall": "xSmall", "small": "small", "medium": "medium", "large": "large", "extraLarge": "xLarge",
        "extraExtraLarge": "xxLarge", "extraExtraExtraLarge": "xxxLarge", "accessibilityMedium": "accessibility1",
        "accessibilityLarge": "accessibility2", "accessibilityExtraLarge": "accessibility3",
        "accessibilityExtraExtraLarge": "accessibility4", "accessibilityExtraExtraExtraLarge": "accessibility5",
    ]

    /// The keys `EnvironmentSetting` decodes (RenderScene): the others are left out here.
    static let sceneEnvironmentKeys: Set<String> = ["layoutDirection", "dynamicTypeSize", "colorScheme",
                                                     "defaultMinListRowHeight", "defaultMinListHeaderHeight"]

    /// `.sizeThatFits`, `.device`, `.fixed(width: 300, height: 70)`.
    static func previewLayout(_ value: SwiftValue) -> PreviewLayout? {
        guard case .symbol(let symbol) = value, symbol.steps.count == 1 else { return nil }
        let step = symbol.steps[0]
        switch (step.name, step.arguments) {
        case ("sizeThatFits", nil): return .sizeThatFits
        case ("device", nil): return .device
        case ("fixed", let arguments?):
            guard arguments.count == 2, arguments[0].label == "width", arguments[1].label == "height",
                  let width = arguments[0].value.number, let height = arguments[1].value.number,
                  width.isFinite, height.isFinite, width > 0, height > 0,
                  width <= SceneLimits.maxCanvasSide, height <= SceneLimits.maxCanvasSide else { return nil }
            return .fixed(width: width, height: height)
        default: return nil
        }
    }

    /// `.dark`, `ColorScheme.light`: `dark` or `light`.
    static func colorSchemeName(_ value: SwiftValue) -> String? {
        guard case .symbol(let symbol) = value, symbol.steps.count == 1, symbol.type == nil || symbol.type == "ColorScheme",
              symbol.last == "light" || symbol.last == "dark" else { return nil }
        return symbol.last
    }
}

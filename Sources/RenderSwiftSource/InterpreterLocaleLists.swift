import Foundation
import SwiftSyntax
import RenderLayout
import RenderScene

/// Foundation's lists of languages and locales, `LengthFormatter` and `UIFontMetrics`, as view
/// code uses them (ControlRoom's `OverridesView`, IceCubes' `Language`, Landmarks' `Hike`), each
/// answered by the real Foundation in the render's locale (`--locale`, en_US by default):
///
/// 1. `NSLocale.isoLanguageCodes`, `Locale.isoLanguageCodes`, `Locale.availableIdentifiers`,
///    `NSLocale.availableLocaleIdentifiers` are Foundation's arrays of strings;
///    `Locale.LanguageCode.isoLanguageCodes` its language codes (each with its `identifier`).
///    Decision: the lists are this machine's Foundation's (ICU's), sorted, so a render does not
///    depend on a hash order; an app that shows them sorts them itself. The country list
///    (`NSLocale.isoCountryCodes`) stays unknown: MovieSwiftUI builds country names from it in a
///    computed property read once per row, hundreds of times its 250 codes, past the step
///    budget, where the unknown list is one placeholder.
/// 2. `NSLocale.current` is `Locale.current`; a locale's `localizedString(forLanguageCode:)`,
///    `(forIdentifier:)`, `(forRegionCode:)`, `(forCurrencyCode:)` are Foundation's names in
///    that locale's language (nil for a code it does not know).
/// 3. `LengthFormatter()` (`unitStyle` `.medium`) formats `string(fromValue:unit:)` and
///    `string(fromMeters:)` as Foundation does ("12.3 km"); `unitStyle` may be assigned.
/// 4. `UIFontMetrics(forTextStyle:)` and `UIFontMetrics.default` scale a value by the text
///    style's Dynamic Type ratio at the size the interpreter reads, `.large` (as
///    `@Environment(\.dynamicTypeSize)` reads it), where iOS's ratio is 1:
///    `scaledValue(for: x)` is `x`.
extension Interpreter {
    /// Step 1's lists, step 2's `NSLocale.current`, step 4's `UIFontMetrics.default`; nil otherwise.
    func localeListStatic(_ name: String, of type: String, at node: some SyntaxProtocol) throws(SceneError) -> SwiftValue? {
        // Each list is charged as the elements it makes (`EvaluationBudget`).
        func strings(_ list: [String]) throws(SceneError) -> SwiftValue {
            try making(elements: list.count, at: node)
            return .array(list.sorted().map { .string($0) })
        }
        switch (type, name) {
        case ("NSLocale", "current"), ("NSLocale", "autoupdatingCurrent"):
            return .record("Locale", ["identifier": .string(localeIdentifier)])
        case ("NSLocale", "isoLanguageCodes"), ("Locale", "isoLanguageCodes"): return try strings(NSLocale.isoLanguageCodes)
        case ("NSLocale", "availableLocaleIdentifiers"), ("Locale", "availableIdentifiers"): return try strings(Locale.availableIdentifiers)
        case ("Locale", "LanguageCode"): return .type("Locale.LanguageCode")
        case ("Locale.LanguageCode", "isoLanguageCodes"):
            try making(elements: NSLocale.isoLanguageCodes.count, at: node)
            return .array(NSLocale.isoLanguageCodes.sorted().map { .record("Locale.LanguageCode", ["identifier": .string($0)]) })
        case ("UIFontMetrics", "default"): return .record("UIFontMetrics", ["textStyle": .string("body")])
        // Any other member of these types is a value the renderer does not know, as the
        // types were before the renderer knew them (`NSLocale.isoCountryCodes`).
        case ("NSLocale", _), ("UIFontMetrics", _), ("LengthFormatter", _): return try placeholder("\(type).\(name)", at: node)
        default: return nil
        }
    }

    /// Steps 3–4's initialisers; nil for other calls.
    func unitFormatterBuiltin(_ name: String, _ arguments: [CallArgument]) -> SwiftValue? {
        switch name {
        case "LengthFormatter" where arguments.isEmpty:
            return .record("LengthFormatter", ["unitStyle": .symbol(Symbol(type: nil, steps: [.init(name: "medium", arguments: nil)])),
                                               "isForPersonHeightUse": .bool(false)])
        case "UIFontMetrics" where arguments.count == 1 && arguments[0].label == "forTextStyle":
            guard case .symbol(let symbol) = arguments[0].value, symbol.steps.count == 1 else { return nil }
            return .record("UIFontMetrics", ["textStyle": .string(symbol.last)])
        default: return nil
        }
    }

    /// Steps 2–4's methods; nil for other methods and values.
    func localeListMethod(_ name: String, on base: SwiftValue, _ arguments: [CallArgument], at call: FunctionCallExprSyntax) throws(SceneError) -> SwiftValue? {
        let labels = arguments.map(\.label)
        switch base {
        case .record("Locale", let fields):
            guard name == "localizedString", arguments.count == 1, case .string(let identifier)? = fields["identifier"] else { return nil }
            guard case .string(let code) = arguments[0].value else {
                if case .placeholder = arguments[0].value { return arguments[0].value }
                throw fail("Locale.localizedString(\(labels[0] ?? "_"):) takes a String, found \(arguments[0].value.typeName)", call)
            }
            try making(bytes: code.utf8.count, at: call)
            let locale = Locale(identifier: identifier)
            let found: String?
            switch labels[0] {
            case "forLanguageCode": found = locale.localizedString(forLanguageCode: code)
            case "forIdentifier": found = locale.localizedString(forIdentifier: code)
            case "forRegionCode": found = locale.localizedString(forRegionCode: code)
            case "forCurrencyCode": found = locale.localizedString(forCurrencyCode: code)
            default: return nil
            }
            return found.map { .string($0) } ?? .null
        case .record("LengthFormatter", let fields):
            let value: Double
            var unit = LengthFormatter.Unit.meter
            switch labels {
            case ["fromMeters"]:
                guard let meters = arguments[0].value.number else { return nil }
                value = meters
            case ["fromValue", "unit"]:
                guard let number = arguments[0].value.number else { return nil }
                guard case .symbol(let symbol) = arguments[1].value, symbol.steps.count == 1, let named = Self.lengthUnits[symbol.last] else {
                    throw fail("LengthFormatter's unit: is one of \(Self.lengthUnits.keys.sorted().map { "." + $0 }.joined(separator: ", "))", call)
                }
                value = number
                unit = named
            default: return nil
            }
            guard name == "string" else { return nil }
            let formatter = LengthFormatter()
            formatter.numberFormatter.locale = foundationLocale
            if case .symbol(let style)? = fields["unitStyle"] {
                formatter.unitStyle = ["short": .short, "long": .long][style.last] ?? .medium
            }
            if case .bool(let height)? = fields["isForPersonHeightUse"] { formatter.isForPersonHeightUse = height }
            return .string(labels == ["fromMeters"] ? formatter.string(fromMeters: value) : formatter.string(fromValue: value, unit: unit))
        case .record("UIFontMetrics", _):
            guard name == "scaledValue", labels == ["for"], let value = arguments[0].value.number else { return nil }
            return .double(value)
        default: return nil
        }
    }

    static let lengthUnits: [String: LengthFormatter.Unit] = [
        "millimeter": .millimeter, "centimeter": .centimeter, "meter": .meter, "kilometer": .kilometer,
        "inch": .inch, "foot": .foot, "yard": .yard, "mile": .mile,
    ]
}

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
///    depend on a hash order; an app that shows them sorts them itself. The region lists are
///    Foundation's too: `Locale.Region.isoRegions` (each with its `identifier`) is every ISO
///    region, the world's and continents' numeric codes ("001", "150") among them, as Apple's
///    swift-foundation makes it (`uregion_getAvailable` of world, continent, subcontinent and
///    territory); `NSLocale.isoCountryCodes` and `Locale.isoRegionCodes` are its two-letter
///    codes only, as Apple's are (ICU's `uloc_getISOCountries`, "a two-letter country code" in
///    Apple's documentation), where Linux's Foundation returns all of them. A computed property that builds
///    names from them and is read once per row stays within the step budget because its value
///    is a constant (`InterpreterConstantGetters`).
/// 1a. `NSLocale.Key.countryCode` (any key) has Foundation's `rawValue`;
///    `NSLocale.localeIdentifier(fromComponents: [key: value])` is Foundation's identifier
///    ("_US"); `NSLocale(localeIdentifier:)` is that locale, and its
///    `displayName(forKey: .identifier, value:)` (or `.countryCode`, `.languageCode`,
///    `.currencyCode`) Foundation's name in its language ("United States"; nil if unknown).
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
        case ("NSLocale", "isoCountryCodes"), ("Locale", "isoRegionCodes"):
            return try strings(NSLocale.isoCountryCodes.filter { $0.count == 2 && $0.allSatisfy(\.isLetter) })
        case ("Locale", "Region"): return .type("Locale.Region")
        case ("Locale.Region", "isoRegions"):
            let regions = Locale.Region.isoRegions.map(\.identifier).sorted()
            try making(elements: regions.count, at: node)
            return .array(regions.map { .record("Locale.Region", ["identifier": .string($0)]) })
        case ("NSLocale", "Key"): return .type("NSLocale.Key")
        case ("NSLocale.Key", _):
            guard let key = Self.localeKeys[name] else { return try placeholder("NSLocale.Key.\(name)", at: node) }
            return .record("NSLocale.Key", ["rawValue": .string(key.rawValue)])
        case ("UIFontMetrics", "default"): return .record("UIFontMetrics", ["textStyle": .string("body")])
        // Any other member of these types is a value the renderer does not know, as the
        // types were before the renderer knew them (`NSLocale.systemLocale`).
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
        case "NSLocale" where arguments.count == 1 && arguments[0].label == "localeIdentifier":
            guard case .string(let identifier) = arguments[0].value else { return nil }
            return .record("Locale", ["identifier": .string(identifier)])
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
        case .type("NSLocale"):
            guard name == "localeIdentifier", labels == ["fromComponents"] else { return nil }
            if case .placeholder = arguments[0].value { return arguments[0].value }
            var components: [String: String] = [:]
            for (key, value) in Self.dictionaryEntries(arguments[0].value) {
                guard case .string(let key) = key, case .string(let value) = value else {
                    if case .placeholder = key { return key }
                    if case .placeholder = value { return value }
                    throw fail("NSLocale.localeIdentifier(fromComponents:) takes a [String: String]", call)
                }
                components[key] = value
            }
            return .string(NSLocale.localeIdentifier(fromComponents: components))
        case .record("Locale", let fields) where name == "displayName":
            guard labels == ["forKey", "value"], case .string(let identifier)? = fields["identifier"] else { return nil }
            for argument in arguments { if case .placeholder = argument.value { return argument.value } }
            // `forKey: .identifier` is the key of that name.
            var key = arguments[0].value
            if case .symbol(let symbol) = key, symbol.type == nil, symbol.steps.count == 1, let named = Self.localeKeys[symbol.last] {
                key = .record("NSLocale.Key", ["rawValue": .string(named.rawValue)])
            }
            guard case .record("NSLocale.Key", let fields) = key, case .string(let raw)? = fields["rawValue"],
                  case .string(let value) = arguments[1].value else {
                throw fail("NSLocale.displayName(forKey:value:) takes an NSLocale.Key and a String", call)
            }
            try making(bytes: value.utf8.count, at: call)
            return NSLocale(localeIdentifier: identifier).displayName(forKey: NSLocale.Key(rawValue: raw), value: value).map { .string($0) } ?? .null
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

    /// Step 1a's keys, by the name Swift gives each.
    static let localeKeys: [String: NSLocale.Key] = [
        "identifier": .identifier, "languageCode": .languageCode, "countryCode": .countryCode,
        "scriptCode": .scriptCode, "variantCode": .variantCode, "currencyCode": .currencyCode,
        "currencySymbol": .currencySymbol, "calendar": .calendar, "collationIdentifier": .collationIdentifier,
    ]

    static let lengthUnits: [String: LengthFormatter.Unit] = [
        "millimeter": .millimeter, "centimeter": .centimeter, "meter": .meter, "kilometer": .kilometer,
        "inch": .inch, "foot": .foot, "yard": .yard, "mile": .mile,
    ]
}

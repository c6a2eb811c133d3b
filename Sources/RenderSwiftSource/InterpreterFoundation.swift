import Foundation
import SwiftSyntax
import RenderLayout
import RenderScene

/// Foundation as view code uses it, computed by the real Foundation in a fixed world: the
/// clock reads `Interpreter.now` (`--now`, by default 2026-01-01 09:41 UTC), the locale is
/// `en_US` (`--locale`), the time zone UTC and the calendar Gregorian, so a render never
/// depends on the machine it runs on.
///
/// 1. Values: `Date` (a record of its `timeIntervalSinceReferenceDate`), `DateComponents`,
///    `Calendar`, `DateFormatter` (a record its properties are assigned into), `URL` (its
///    `absoluteString`), `Locale`, `Measurement` (value, unit and dimension); `UUID()` is a
///    string (`…-000000000001` on, the same every run); `Decimal` is a `Double` (decision: its
///    values print and format alike at the precisions views show).
/// 2. Formatting goes through Foundation's format styles with that locale and time zone:
///    `.number`, `.percent`, `.currency(code:)` with `.precision(.fractionLength(…))`,
///    `.grouping(.never)`, `.notation(.compactName)`; dates with `.formatted()`,
///    `.formatted(date:time:)`, `.dateTime.year().month(…)…`, `.relative(presentation:)`
///    (against the fixed now), `DateFormatter`'s `dateStyle`/`timeStyle`/`dateFormat`.
/// 3. UIKit values: `UIScreen.main.bounds` is the device's screen (the `previewDevice`, else
///    the iPhone 15 the canvas defaults to).
/// 4. `ProcessInfo.processInfo` is an app's launched from the home screen: `environment` is
///    empty (no test, preview or launch flag an app reads is set), `isiOSAppOnMac`,
///    `isMacCatalystApp` and `isLowPowerModeEnabled` are false (decision). Any other static of
///    `ProcessInfo`, and a platform type's static whose getter the renderer does not run, is an
///    unknown value (`staticMember`), never a bare symbol.
extension Interpreter {
    /// 2026-01-01 09:41:00 UTC, Apple's keynote minute on the first day of the year.
    package static let defaultNow = 788_953_260.0

    package static let foundationTypes: Set<String> = [
        "Binding", "URL", "UUID", "Date", "Calendar", "DateComponents", "DateFormatter", "Decimal", "Measurement", "Locale",
        "TimeZone", "UIScreen", "NSColor", "UnitLength", "UnitMass", "UnitTemperature", "UnitDuration", "UnitSpeed",
        "UnitVolume", "UnitEnergy", "AnyLayout", "HStackLayout", "VStackLayout", "ZStackLayout", "LocalizedStringKey",
        "Character", "NumberFormatter", "NSNumber", "Dictionary", "ListFormatter",
        "Bundle", "JSONDecoder", "NSError", "NSImage", "FileManager",
        "UIDevice", "NSLocale", "LengthFormatter", "UIFontMetrics", "UserDefaults", "DispatchQueue", "UIFont", "CharacterSet",
        "UIFontDescriptor", "ProcessInfo", "UIApplication", "AttributedString", "Duration",
        "MPMusicPlayerController",
    ]

    var foundationLocale: Locale { Locale(identifier: localeIdentifier) }
    /// The one zone of every date the renderer shows (`SceneDates`), so `--now` reads alike in both front ends.
    static let utc = SceneDates.utc

    var calendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = Self.utc
        calendar.locale = foundationLocale
        return calendar
    }

    static func dateValue(_ date: Date) -> SwiftValue {
        .record("Date", ["timeIntervalSinceReferenceDate": .double(date.timeIntervalSinceReferenceDate)])
    }

    static func date(_ value: SwiftValue) -> Date? {
        guard case .record("Date", let fields) = value, let interval = fields["timeIntervalSinceReferenceDate"]?.number else { return nil }
        return Date(timeIntervalSinceReferenceDate: interval)
    }

    private func requireDate(_ value: SwiftValue?, _ what: String, at node: some SyntaxProtocol) throws(SceneError) -> Date {
        // `startOfDay(for: .now)`.
        if let value, case .symbol = value, let resolved = try implicitDateMember(value, to: "Date", at: node), let date = Self.date(resolved) {
            return date
        }
        guard let value, let date = Self.date(value) else { throw fail("\(what) needs a Date, found \(value?.typeName ?? "nothing")", node) }
        return date
    }

    // MARK: - Names and types

    /// Names that are no local: `Self` in a type's code, an operator as a function (`+` in
    /// `reduce(0, +)`), a member of the enum case that is `self`.
    package func lookupBeyondLocals(_ name: String, _ scope: Scope, at node: some SyntaxProtocol) throws(SceneError) -> SwiftValue? {
        if name == "Self", let instance = scope.selfInstance, instance.type.kind != .fileScope { return .type(instance.type.qualifiedName) }
        // In a static function of `extension CGFloat`, `self` is the type.
        if name == "Self", case .type(let extended)? = scope.lookup("self") { return .type(extended) }
        if ["+", "-", "*", "/", "<", ">", "<=", ">=", "==", "!=", "&&", "||"].contains(name) {
            return .record("Operator", ["operator": .string(name)])
        }
        if name == "NSLocalizedDescriptionKey" { return .string(Self.localizedDescriptionKey) }
        if let member = try enumSelfMember(name, scope, at: node) { return member }
        return try enumStaticOfSelfType(name, scope, at: node)
    }

    /// Calls a closure or an operator (`reduce(0, +)`, `sorted(by: >)`) with two values.
    package func apply(_ function: SwiftValue, _ values: [SwiftValue], at node: FunctionCallExprSyntax) throws(SceneError) -> SwiftValue {
        if let made = try applyInitializer(function, values, at: node) { return made }
        // `.map(String.init)` of substrings: a standard type's initialiser as a function (`InterpreterInitializerReferences`).
        if Self.initializerReference(function) != nil,
           let made = try callInitializerReference(function, values.map { CallArgument(label: nil, value: $0, location: program.location(node)) }, at: node) {
            return made
        }
        if let result = try applyMethodReference(function, values, at: node) { return result }
        if let result = try applyStaticFunctionReference(function, values, at: node) { return result }
        // `entries.map(Kind.tag)`: a case's constructor (`InterpreterEnumStaticOverloads` step 3).
        if let made = try applyCaseConstructor(function, values, at: node) { return made }
        switch function {
        case .closure(let closure):
            return try invoke(closure, values.map { CallArgument(label: nil, value: $0, location: closure.location) }, at: node)
        case .keyPath(let names) where values.count == 1:
            // `map(\.pages)`: the key path read from the value.
            var result = values[0]
            for name in names where name != "self" { result = try property(name, of: result, at: node) }
            return result
        case .record("Operator", let fields):
            guard case .string(let op)? = fields["operator"], values.count == 2 else { break }
            switch op {
            case "+", "-", "*", "/": return try arithmetic(op, values[0], values[1], at: node)
            case "==": return .bool(try equal(values[0], values[1], at: node))
            case "!=": return .bool(!(try equal(values[0], values[1], at: node)))
            default:
                if let declared = try declaredComparison(op, values[0], values[1], at: node) { return .bool(declared) }
                if case .string(let a) = values[0], case .string(let b) = values[1] {
                    return .bool(op == "<" ? a < b : op == ">" ? a > b : op == "<=" ? a <= b : a >= b)
                }
                guard let a = values[0].number ?? Self.date(values[0])?.timeIntervalSinceReferenceDate,
                      let b = values[1].number ?? Self.date(values[1])?.timeIntervalSinceReferenceDate else { break }
                return .bool(op == "<" ? a < b : op == ">" ? a > b : op == "<=" ? a <= b : a >= b)
            }
        default: break
        }
        throw fail("cannot call \(function.typeName) with \(values.count) values", node)
    }

    /// `Profile.Season`, `Date.now`, `Calendar.current`, `UIScreen.main`, `Locale.current`,
    /// `Color.brand` from `extension ShapeStyle where Self == Color`: nil for other names.
    package func foundationStatic(_ name: String, of type: String, at node: some SyntaxProtocol) throws(SceneError) -> SwiftValue? {
        // `Mock.DailyScrum` (an enum nested in `extension Mock`) when a file-scope `DailyScrum` exists too.
        if program.types[type] != nil, let qualified = program.types[type + "." + name], qualified.kind != .fileScope { return .type(type + "." + name) }
        if let nested = program.types[name], program.types[type] != nil, nested.kind != .fileScope { return .type(name) }
        // `Color.Palette` of `extension Color { struct Palette }` (`InterpreterBuiltinNestedTypes`).
        if let nested = builtinNestedType(name, of: type) { return .type(nested.qualifiedName) }
        if let bundle = bundleStatic(name, of: type) { return bundle }
        // `ContentSizeCategory.allCases` (`InterpreterSwiftUICaseLists`).
        if let cases = swiftUIAllCases(name, of: type) { return cases }
        if let defaults = userDefaultsStatic(name, of: type) { return defaults }
        if let player = mediaPlayerStatic(name, of: type) { return player }
        if let queue = dispatchStatic(name, of: type) { return queue }
        if let list = try localeListStatic(name, of: type, at: node) { return list }
        if let set = Self.characterSetStatic(name, of: type) { return set }
        if let font = try platformFontStatic(name, of: type, at: node) { return font }
        switch (type, name) {
        case ("Date", "now"): return Self.dateValue(Date(timeIntervalSinceReferenceDate: now))
        case ("Date", "distantPast"): return Self.dateValue(.distantPast)
        case ("Date", "distantFuture"): return Self.dateValue(.distantFuture)
        case ("Calendar", "current"), ("Calendar", "autoupdatingCurrent"): return Self.currentCalendarValue
        case ("Locale", "current"), ("Locale", "autoupdatingCurrent"): return .record("Locale", ["identifier": .string(localeIdentifier)])
        case ("TimeZone", "current"): return .record("TimeZone", ["identifier": .string("UTC")])
        case ("TimeZone", "gmt"): return Self.gmtZone
        case ("Locale", "preferredLanguages"):
            // The device's one language, from the render's locale: `en_US` is ["en-US"].
            return .array([.string(localeIdentifier.replacingOccurrences(of: "_", with: "-"))])
        case ("UIDevice", "current"): return currentDevice()
        // `Optional<Int>.none` (`InterpreterGenericTypeCalls` step 1).
        case ("Optional", "none"): return .null
        // Its one scene and key window (`InterpreterApplicationScenes`); any other static of
        // `UIApplication` (`openSettingsURLString`) but the module's own (`extension
        // UIApplication { static var isActive: Bool }`) is unknown, as before the type was modelled.
        case ("UIApplication", "shared"): return sharedApplication()
        case ("UIApplication", _) where program.statics(at: node)["UIApplication"]?[name] == nil && program.builtinComputed["UIApplication"]?[name] == nil:
            return try placeholder("UIApplication.\(name)", at: node)
        // An app launched from the home screen (at rest): none of the variables an app reads
        // (`IS_RUNNING_UNIT_TESTS`, `XCODE_RUNNING_FOR_PREVIEWS`, a UI test's screen) is set, so
        // `environment` is the empty dictionary (decision; docs/swift-input.md, "At rest: caches, casts, links and scheduled work").
        case ("ProcessInfo", "processInfo"):
            return .record("ProcessInfo", ["environment": Self.dictionaryValue([]), "isiOSAppOnMac": .bool(false),
                                           "isMacCatalystApp": .bool(false), "isLowPowerModeEnabled": .bool(false)])
        case ("UIScreen", "main"):
            let device = previewDevice?.device ?? Device.all[0]
            let bounds = SwiftLayoutProgram.value(Rect(origin: .zero, size: device.size))
            return .record("UIScreen", ["bounds": bounds, "scale": .double(device.scale), "nativeBounds": bounds])
        case ("Color", _):
            // Not a static of `extension ShapeStyle where Self == ThemedColor` (Mlem's `static var
            // clear: ThemedColor`): that one is ThemedColor's, and `Color.clear` stays SwiftUI's.
            if program.statics(at: node)["Color"]?[name] == nil, let expression = program.statics(at: node)["ShapeStyle"]?[name],
               [nil, "Color"].contains(program.staticSelfTypes["ShapeStyle"]?[name]) {
                return try nested(node) { () throws(SceneError) -> SwiftValue in try evaluate(expression, try fileScope()) }
            }
        default: break
        }
        if type.hasPrefix("Unit"), Self.units[type] != nil {
            return .record("Unit", ["dimension": .string(type), "name": .string(name)])
        }
        return nil
    }

    /// `creationDate: .now`, `now: .mock` where a `Date` is expected: `Date.now`, a static of the
    /// app's `extension Date`, else (an extension in a target the module does not read) an
    /// unknown value; nil for other values and types.
    package func implicitDateMember(_ value: SwiftValue, to type: String, at node: some SyntaxProtocol) throws(SceneError) -> SwiftValue? {
        guard type == "Date", case .symbol(let symbol) = value, symbol.type == nil, symbol.steps.count == 1,
              symbol.steps[0].arguments == nil else { return nil }
        if let known = try foundationStatic(symbol.last, of: "Date", at: node) { return known }
        if program.statics(at: node)["Date"]?[symbol.last] != nil { return try staticMember(symbol.last, of: "Date", at: node) }
        return try placeholder("Date.\(symbol.last)", at: node)
    }

    // MARK: - Initialisers

    /// `URL(string:)`, `Date(timeIntervalSinceNow:)`, `DateComponents(…)`, `Measurement(…)`,
    /// `Binding(get:set:)`, `AnyLayout(HStackLayout())`: nil for names that are none of these.
    package func foundationBuiltin(_ name: String, _ arguments: [CallArgument], at call: FunctionCallExprSyntax) throws(SceneError) -> SwiftValue? {
        let labels = arguments.map(\.label)
        if let made = try localizationBuiltin(name, arguments, at: call) { return made }
        if let made = attributedStringBuiltin(name, arguments) { return made }
        if let made = try bundleBuiltin(name, arguments, at: call) { return made }
        if let made = try identifiedArrayBuiltin(name, arguments, at: call) { return made }
        if let made = unitFormatterBuiltin(name, arguments) { return made }
        if let made = scannerBuiltin(name, arguments) { return made }
        if let made = try fontOfPlatformFont(name, arguments, at: call) { return made }
        if let made = Self.characterSetBuiltin(name, arguments) { return made }
        if let made = Self.traitCollectionBuiltin(name, arguments) { return made }
        if let made = environmentValuesBuiltin(name, arguments) { return made }
        if let made = userDefaultsBuiltin(name, arguments) { return made }
        if let made = try nsCacheBuiltin(name, arguments, at: call) { return made }
        if let made = dispatchBuiltin(name, arguments) { return made }
        if let made = taskBuiltin(name, arguments) { return made }
        if let zone = timeZoneBuiltin(name, arguments) { return zone }
        switch name {
        case "Binding": return try makeBinding(arguments, at: call)
        case "State", "StateObject", "ObservedObject", "Bindable", "Published", "FocusState", "AppStorage", "SceneStorage":
            // `_model = StateObject(wrappedValue: Model())`: the wrapper holds its value.
            guard let first = arguments.first, ["wrappedValue", "initialValue"].contains(first.label ?? ""), arguments.count == 1 else { return nil }
            return first.value
        case "ScaledMetric":
            // `_size = ScaledMetric(wrappedValue: 24, relativeTo: .body)` in an `init`: the value
            // at the Dynamic Type size the interpreter reads, `.large`, where iOS's ratio is 1
            // (as `UIFontMetrics.scaledValue(for:)`, `InterpreterLocaleLists` step 4).
            guard labels == ["wrappedValue"] || labels == ["wrappedValue", "relativeTo"] else { return nil }
            return arguments[0].value
        case "Dictionary": return try dictionaryInit(arguments, at: call)
        // `ShareLink(item:preview:)`'s preview: what a share sheet shows, never drawn at rest.
        case "SharePreview": return .record("SharePreview", [:])
        case "URL":
            guard labels == ["string"], case .string(let text) = arguments[0].value else { return nil }
            return URL(string: text).map { .record("URL", ["absoluteString": .string($0.absoluteString)]) } ?? .null
        case "UUID" where labels == ["uuidString"]:
            guard case .string(let text) = arguments[0].value else { return nil }
            return UUID(uuidString: text).map { .string($0.uuidString) } ?? .null
        case "Date":
            guard arguments.count == 1 || labels == ["timeInterval", "since"], let interval = arguments[0].value.number else { return nil }
            switch labels {
            case ["timeIntervalSinceNow"]: return Self.dateValue(Date(timeIntervalSinceReferenceDate: now + interval))
            case ["timeIntervalSince1970"]: return Self.dateValue(Date(timeIntervalSince1970: interval))
            case ["timeIntervalSinceReferenceDate"]: return Self.dateValue(Date(timeIntervalSinceReferenceDate: interval))
            case ["timeInterval", "since"]:
                return Self.dateValue(try requireDate(arguments[1].value, "Date(timeInterval:since:)", at: call).addingTimeInterval(interval))
            default: return nil
            }
        case "DateComponents":
            var fields: [String: SwiftValue] = [:]
            for argument in arguments {
                guard let label = argument.label, case .int = argument.value else { throw fail("DateComponents takes labelled whole numbers (year:month:day:…)", call) }
                fields[label] = argument.value
            }
            return .record("DateComponents", fields)
        case "NumberFormatter" where arguments.isEmpty: return makeNumberFormatter()
        case "NSNumber" where arguments.count == 1 && arguments[0].label == "value": return arguments[0].value
        case "DateFormatter" where arguments.isEmpty:
            return .record("DateFormatter", ["dateStyle": .symbol(Symbol(type: nil, steps: [.init(name: "none", arguments: nil)])),
                                             "timeStyle": .symbol(Symbol(type: nil, steps: [.init(name: "none", arguments: nil)])),
                                             "dateFormat": .string(""), "locale": .record("Locale", ["identifier": .string(localeIdentifier)])])
        case "Locale":
            guard labels == ["identifier"], case .string(let identifier) = arguments[0].value else { return nil }
            return .record("Locale", ["identifier": .string(identifier)])
        case "Decimal":
            guard arguments.count == 1 else { return nil }
            if labels == ["string"] {
                guard case .string(let text) = arguments[0].value else { return nil }
                return Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")).map { .double(NSDecimalNumber(decimal: $0).doubleValue) } ?? .null
            }
            return arguments[0].value.number.map { .double($0) }
        case "Measurement":
            guard labels == ["value", "unit"], let value = arguments[0].value.number else { return nil }
            switch arguments[1].value {
            case .record("Unit", let unit): return .record("Measurement", ["value": .double(value), "unit": .record("Unit", unit)])
            case .symbol(let symbol) where symbol.steps.count == 1:
                // `unit: .kilometers`: the one dimension with that unit.
                guard let dimension = Self.units.keys.sorted().first(where: { Self.units[$0]?[symbol.last] != nil }) else {
                    throw fail("unknown unit .\(symbol.last)", call)
                }
                return .record("Measurement", ["value": .double(value), "unit": .record("Unit", ["dimension": .string(dimension), "name": .string(symbol.last)])])
            default: throw fail("Measurement(value:unit:) needs a unit such as UnitLength.kilometers", call)
            }
        case "AnyLayout":
            guard arguments.count == 1 else { return nil }
            return arguments[0].value
        case "HStackLayout", "VStackLayout", "ZStackLayout":
            if let last = arguments.last, last.isTrailingClosure {
                return try buildView(String(name.dropLast("Layout".count)), arguments, at: call)
            }
            return .symbol(Symbol(type: name, steps: [Symbol.Step(name: "init", arguments: arguments)]))
        case "String":
            if labels == ["repeating", "count"], case .string(let text) = arguments[0].value, case .int(let count) = arguments[1].value {
                guard (0...100_000).contains(count), text.count * count <= 1_000_000 else { throw fail("String(repeating:count:) makes more than a million characters", call) }
                return .string(String(repeating: text, count: count))
            }
            if labels.first == "format", case .string(let format) = arguments[0].value, arguments.count == 2, let number = arguments[1].value.number {
                guard let text = NumberFormatting.printf(format, number) else { throw fail("unsupported format \"\(format)\"; the renderer formats %d, %i, %f, %e, %g", call) }
                return .string(text)
            }
            if arguments.count == 1, case .record("Date", _) = arguments[0].value { return nil }
            return nil
        default: return nil
        }
    }

    /// `layout { … }` for `let layout = isWide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())`.
    package func callLayoutValue(_ value: SwiftValue, _ arguments: [CallArgument], at call: FunctionCallExprSyntax) throws(SceneError) -> SwiftValue? {
        // `Self()`, `Self(title: …)` where `Self` names one of the file's types.
        if case .type(let name) = value, let declared = program.type(named: name), declared.kind != .protocolType {
            return try instantiate(declared, arguments, at: call)
        }
        if case .instance(let instance) = value, instance.type.conforms(to: "Layout"), arguments.count == 1, arguments[0].label == nil {
            return try layoutView(instance, content: arguments[0].value, at: call)
        }
        guard case .symbol(let symbol) = value, let type = symbol.type, ["HStackLayout", "VStackLayout", "ZStackLayout"].contains(type),
              symbol.steps.count == 1 else { return nil }
        return try buildView(String(type.dropLast("Layout".count)), (symbol.steps[0].arguments ?? []) + arguments, at: call)
    }

    // MARK: - Properties

    /// Members of Foundation's values; nil when `base` is none of them.
    package func foundationProperty(_ name: String, of base: SwiftValue, at node: some SyntaxProtocol) throws(SceneError) -> SwiftValue? {
        if let reference = staticFunctionReference(name, of: base) { return reference }
        if let bundle = try bundleProperty(name, of: base, at: node) { return bundle }
        if let value = dictionaryProperty(name, of: base) { return value }
        if let value = try angleMember(name, of: base, at: node) { return value }
        if let value = stringIndexProperty(name, of: base) { return value }
        if let value = try moduleEnvironmentKey(name, of: base, at: node) { return value }
        // A binding made by `Binding(get:set:)` or `.constant` is its value already.
        if name == "wrappedValue", !{ if case .instance = base { return true } else { return false } }() { return base }
        switch base {
        case .string(let text):
            switch name {
            case "uuidString": return UUID(uuidString: text) != nil ? base : nil
            case "localizedCapitalized": return .string(text.capitalized(with: foundationLocale))
            case "localizedUppercase": return .string(text.uppercased(with: foundationLocale))
            case "localizedLowercase": return .string(text.lowercased(with: foundationLocale))
            case "first": return text.first.map { .string(String($0)) } ?? .null
            case "last": return text.last.map { .string(String($0)) } ?? .null
            case "description", "wrappedValue": return base
            default: return nil
            }
        case .record("Locale", let fields):
            // `Locale.current.currency?.identifier ?? "USD"` (Hacking with Swift's WeSplit), and the
            // locale's codes, from Foundation's own Locale.
            guard case .string(let identifier)? = fields["identifier"] else { return nil }
            let locale = Locale(identifier: identifier)
            switch name {
            case "identifier": return .string(identifier)
            case "currency": return locale.currency.map { .record("Locale.Currency", ["identifier": .string($0.identifier)]) } ?? .null
            case "currencyCode": return locale.currency.map { .string($0.identifier) } ?? .null
            case "currencySymbol": return locale.currencySymbol.map { .string($0) } ?? .null
            // `locale.language.languageCode?.identifier`: a `Locale.LanguageCode`, as in Foundation.
            case "language": return .record("Locale.Language", ["languageCode": locale.language.languageCode.map { .record("Locale.LanguageCode", ["identifier": .string($0.identifier)]) } ?? .null])
            case "languageCode": return locale.language.languageCode.map { .string($0.identifier) } ?? .null
            case "region": return locale.region.map { .record("Locale.Region", ["identifier": .string($0.identifier)]) } ?? .null
            default: return nil
            }
        case .record("Date", _):
            guard let date = Self.date(base) else { return nil }
            switch name {
            case "timeIntervalSinceReferenceDate": return .double(date.timeIntervalSinceReferenceDate)
            case "timeIntervalSince1970": return .double(date.timeIntervalSince1970)
            case "timeIntervalSinceNow": return .double(date.timeIntervalSinceReferenceDate - now)
            default: return nil
            }
        case .record("URL", let fields):
            guard case .string(let text)? = fields["absoluteString"], let url = URL(string: text) else { return nil }
            switch name {
            case "host": return url.host.map { .string($0) } ?? .null
            case "path": return .string(url.path)
            case "lastPathComponent": return .string(url.lastPathComponent)
            case "pathExtension": return .string(url.pathExtension)
            case "scheme": return url.scheme.map { .string($0) } ?? .null
            case "description": return .string(text)
            default: return nil
            }
        case .record("Measurement", let fields):
            if name == "value" { return fields["value"] }
            if name == "unit" { return fields["unit"] }
            return nil
        case .record("DateComponents", let fields):
            // An unset component is nil, as in Foundation.
            return ["year", "month", "day", "hour", "minute", "second", "weekday", "nanosecond"].contains(name) ? (fields[name] ?? .null) : nil
        default: return nil
        }
    }

    // MARK: - Methods

    /// Methods of strings, dates, calendars, formatters, URLs and measurements; nil for others.
    package func foundationMethod(_ name: String, on base: SwiftValue, _ arguments: [CallArgument], at call: FunctionCallExprSyntax) throws(SceneError) -> SwiftValue? {
        let labels = arguments.map(\.label)
        if let joined = try listFormatterCall(name, on: base, arguments, at: call) { return joined }
        if let result = try localizationMethod(name, on: base, arguments, at: call) { return result }
        if let result = try bundleMethod(name, on: base, arguments, at: call) { return result }
        if let result = try userDefaultsMethod(name, on: base, arguments, at: call) { return result }
        if let result = try mediaPlayerMethod(name, on: base, at: call) { return result }
        if let result = try nsCacheMethod(name, on: base, arguments, at: call) { return result }
        if let result = try dispatchMethod(name, on: base, arguments, at: call) { return result }
        if let result = try taskMethod(name, on: base, arguments, at: call) { return result }
        if let result = try notificationCenterMethod(name, on: base, arguments, at: call) { return result }
        if let result = try localeListMethod(name, on: base, arguments, at: call) { return result }
        if let result = try platformFontMethod(name, on: base, arguments, at: call) { return result }
        if let result = Self.durationBuiltin(name, on: base, arguments) { return result }
        if let result = try durationMethod(name, on: base, arguments, at: call) { return result }
        if let result = modelContextMethod(name, on: base) { return result }
        switch base {
        case .string(let text):
            if let result = try stringIndexMethod(name, text, arguments, at: call) { return result }
            return try stringMethod(name, text, arguments, at: call)
        case .int, .double:
            if let result = try numberMethod(name, on: base, arguments, at: call) { return result }
            guard name == "formatted", let style = arguments.first?.value, arguments.count == 1, let number = base.number else { return nil }
            return .string(try formatStyled(number, isInteger: { if case .int = base { return true } else { return false } }(), style: style, at: call))
        case .record("Date", _):
            let date = try requireDate(base, name, at: call)
            switch name {
            case "formatted": return .string(try formatDate(date, arguments, at: call))
            case "addingTimeInterval", "advanced":
                guard let interval = arguments.first?.value.number else { return nil }
                return Self.dateValue(date.addingTimeInterval(interval))
            case "timeIntervalSince", "distance":
                let other = try requireDate(arguments.first?.value, name, at: call)
                return .double(name == "distance" ? other.timeIntervalSince(date) : date.timeIntervalSince(other))
            default: return nil
            }
        case .record("Calendar", let fields): return try calendarMethod(name, arguments, fields, at: call)
        case .record("NumberFormatter", let fields): return try numberFormatterMethod(name, fields, arguments, at: call)
        case .record("DateFormatter", let fields):
            // `formatter.date(from: "2019-06-21")`: Foundation's parse with the same settings, nil
            // where the text does not fit them.
            if name == "date", labels == ["from"], case .string(let text) = arguments[0].value {
                return Self.configuredDateFormatter(fields).date(from: text).map(Self.dateValue) ?? .null
            }
            guard name == "string", labels == ["from"] else { return nil }
            let date = try requireDate(arguments[0].value, "DateFormatter.string(from:)", at: call)
            return .string(Self.dateFormatterString(fields, date))
        case .record("Measurement", let fields):
            guard let value = fields["value"]?.number, case .record("Unit", let unitFields)? = fields["unit"],
                  case .string(let dimension)? = unitFields["dimension"], case .string(let unitName)? = unitFields["name"],
                  let unit = Self.unit(dimension, unitName) else { return nil }
            let measurement = Measurement(value: value, unit: unit)
            switch name {
            case "converted":
                var target: [String: SwiftValue] = [:]
                switch arguments.first?.value {
                case .record("Unit", let fields)?: target = fields
                case .symbol(let symbol)? where symbol.steps.count == 1: target = ["dimension": .string(dimension), "name": .string(symbol.last)]
                default: break
                }
                guard labels == ["to"], case .string(let targetName)? = target["name"], let targetUnit = Self.unit(dimension, targetName) else {
                    throw fail("converted(to:) needs a unit of the same dimension, such as .miles", call)
                }
                return .record("Measurement", ["value": .double(measurement.converted(to: targetUnit).value), "unit": .record("Unit", target)])
            case "formatted":
                // Foundation on Linux has no measurement formatter: the value as `.number`
                // formats it, then the unit's own symbol (decision: as provided, where Apple's
                // default usage may convert to the locale's preferred unit).
                return .string(Self.measurementText(value, unit, locale: foundationLocale))
            default: return nil
            }
        case .record("URL", let fields):
            // `url.host()`, iOS 16's method beside the `host` property (Damus's relay rows:
            // `Text(meta?.name ?? relay.url.host() ?? …)`): the host, percent-encoded unless
            // `percentEncoded: false`; nil for a URL without one.
            if name == "host", arguments.isEmpty || arguments.map(\.label) == ["percentEncoded"],
               case .string(let text)? = fields["absoluteString"] {
                var encoded = true
                if let flag = arguments.first {
                    guard case .bool(let given) = flag.value else { return nil }
                    encoded = given
                }
                let components = URLComponents(string: text)
                return (encoded ? components?.percentEncodedHost : components?.host).map { .string($0) } ?? .null
            }
            // `appendingPathComponent(_:isDirectory:)` too (Home Assistant's webhook URLs), through
            // Foundation: `isDirectory: true` ends the path with a slash.
            // `appendingPathComponent("Saved Accounts", conformingTo: .json)` (iOS 14's
            // UniformTypeIdentifiers; Mlem's persistence paths): the component with the type's
            // preferred filename extension, a directory for `.directory`/`.folder`; another type
            // is unknown (nil).
            if name == "appendingPathComponent", arguments.map(\.label) == [nil, "conformingTo"],
               case .string(let component) = arguments[0].value, case .symbol(let type) = arguments[1].value, type.steps.count == 1,
               case .string(let text)? = fields["absoluteString"], let url = URL(string: text) {
                let isDirectory = ["directory", "folder"].contains(type.last)
                guard isDirectory || Self.typeFilenameExtensions[type.last] != nil else { return nil }
                var appended = url.appendingPathComponent(component, isDirectory: isDirectory)
                // Apple: a component that already has an extension valid for the type gets none added.
                if let pathExtension = Self.typeFilenameExtensions[type.last],
                   !Self.typeAcceptsExtension(type.last, (component as NSString).pathExtension) {
                    appended = appended.appendingPathExtension(pathExtension)
                }
                return .record("URL", ["absoluteString": .string(appended.absoluteString)])
            }
            let directory = arguments.count == 2 && name == "appendingPathComponent" && arguments[1].label == "isDirectory"
            guard name == "appendingPathComponent" || name == "appendingPathExtension", arguments.count == 1 || directory, arguments[0].label == nil,
                  case .string(let text)? = fields["absoluteString"], let url = URL(string: text),
                  case .string(let component)? = arguments.first?.value else { return nil }
            var isDirectory = false
            if directory {
                guard case .bool(let flag) = arguments[1].value else { return nil }
                isDirectory = flag
            }
            let appended = name == "appendingPathExtension" ? url.appendingPathExtension(component)
                : directory ? url.appendingPathComponent(component, isDirectory: isDirectory) : url.appendingPathComponent(component)
            return .record("URL", ["absoluteString": .string(appended.absoluteString)])
        default: return nil
        }
    }

    /// Whether `pathExtension` is one of the type's filename extensions (`jpg` and `jpeg` for
    /// `.jpeg`, `htm` and `html` for `.html`, `text` and `txt` for plain text), any case.
    static func typeAcceptsExtension(_ type: String, _ pathExtension: String) -> Bool {
        let written = pathExtension.lowercased()
        guard let preferred = typeFilenameExtensions[type], !written.isEmpty else { return false }
        let others: [String: [String]] = ["jpeg": ["jpg", "jpe"], "html": ["htm"], "txt": ["text"]]
        return written == preferred || others[preferred, default: []].contains(written)
    }

    /// `UTType`'s preferred filename extensions, for `appendingPathComponent(_:conformingTo:)`.
    static let typeFilenameExtensions: [String: String] = [
        "json": "json", "plainText": "txt", "utf8PlainText": "txt", "png": "png", "jpeg": "jpeg", "pdf": "pdf",
        "xml": "xml", "propertyList": "plist", "html": "html", "commaSeparatedText": "csv", "zip": "zip",
    ]

    /// A measurement's value as `.number` formats it, then its unit's symbol. A function of its
    /// own: `FloatingPointFormatStyle<Double>`'s metadata, built where a function that holds it
    /// starts, costs a scan of the conformance records (docs/performance.md), and
    /// `foundationMethod` runs for every method call.
    @inline(never)
    static func measurementText(_ value: Double, _ unit: Dimension, locale: Locale) -> String {
        value.formatted(FloatingPointFormatStyle<Double>.number.locale(locale)) + " " + unit.symbol
    }

    /// What a `DateFormatter` record (its assigned `dateStyle`, `timeStyle`, `dateFormat`,
    /// `locale`) makes of `date`, in UTC.
    package static func dateFormatterString(_ fields: [String: SwiftValue], _ date: Date) -> String {
        configuredDateFormatter(fields).string(from: date)
    }

    /// A `DateFormatter` record's Foundation formatter, in UTC.
    static func configuredDateFormatter(_ fields: [String: SwiftValue]) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.timeZone = Self.utc
        if case .record("Locale", let locale)? = fields["locale"], case .string(let identifier)? = locale["identifier"] {
            formatter.locale = Locale(identifier: identifier)
        }
        if case .string(let format)? = fields["dateFormat"], !format.isEmpty {
            formatter.dateFormat = format
        } else {
            formatter.dateStyle = Self.formatterStyle(fields["dateStyle"])
            formatter.timeStyle = Self.formatterStyle(fields["timeStyle"])
        }
        return formatter
    }

    private static func formatterStyle(_ value: SwiftValue?) -> DateFormatter.Style {
        guard case .symbol(let symbol)? = value else { return .none }
        switch symbol.last {
        case "short": return .short
        case "medium": return .medium
        case "long": return .long
        case "full": return .full
        default: return .none
        }
    }

    private func stringMethod(_ name: String, _ text: String, _ arguments: [CallArgument], at call: FunctionCallExprSyntax) throws(SceneError) -> SwiftValue? {
        let labels = arguments.map(\.label)
        func string(_ index: Int) -> String? {
            guard index < arguments.count, case .string(let value) = arguments[index].value else { return nil }
            return value
        }
        func limited(_ result: String) throws(SceneError) -> SwiftValue {
            guard result.utf8.count <= 1_000_000 else { throw fail("the string is longer than a million characters", call) }
            return .string(result)
        }
        switch name {
        case "replacingOccurrences":
            guard labels == ["of", "with"], let target = string(0), let replacement = string(1), !target.isEmpty else { return nil }
            return try limited(text.replacingOccurrences(of: target, with: replacement))
        case "trimmingCharacters":
            guard labels == ["in"], case .symbol(let set) = arguments[0].value else { return nil }
            switch set.last {
            case "whitespaces": return .string(text.trimmingCharacters(in: .whitespaces))
            case "whitespacesAndNewlines": return .string(text.trimmingCharacters(in: .whitespacesAndNewlines))
            case "punctuationCharacters": return .string(text.trimmingCharacters(in: .punctuationCharacters))
            default: return nil
            }
        case "components":
            guard labels == ["separatedBy"], let separator = string(0), !separator.isEmpty else { return nil }
            return .array(text.components(separatedBy: separator).map { .string($0) })
        case "split":
            guard labels == ["separator"], let separator = string(0), separator.count == 1, let character = separator.first else { return nil }
            return .array(text.split(separator: character).map { .string(String($0)) })
        case "prefix", "suffix", "dropFirst", "dropLast":
            var count = 1
            if let first = arguments.first { guard case .int(let n) = first.value, n >= 0 else { return nil }; count = n }
            switch name {
            case "prefix": return .string(String(text.prefix(count)))
            case "suffix": return .string(String(text.suffix(count)))
            case "dropFirst": return .string(String(text.dropFirst(count)))
            default: return .string(String(text.dropLast(count)))
            }
        case "starts":
            guard labels == ["with"], let other = string(0) else { return nil }
            return .bool(text.starts(with: other))
        case "reversed": return .string(String(text.reversed()))
        case "capitalized": return .string(text.capitalized)
        case "localizedCaseInsensitiveContains", "localizedStandardContains":
            guard let other = string(0) else { return nil }
            return .bool(text.range(of: other, options: [.caseInsensitive, .diacriticInsensitive], locale: foundationLocale) != nil)
        case "lowercased", "uppercased":
            return .string(name == "lowercased" ? text.lowercased() : text.uppercased())
        // `$0.caseInsensitiveCompare(key) != .orderedSame` (WeChat's localised-string lookup):
        // a `ComparisonResult`, compared by its case.
        case "compare", "caseInsensitiveCompare", "localizedCompare", "localizedCaseInsensitiveCompare", "localizedStandardCompare":
            guard labels == [nil], let other = string(0) else { return nil }
            let result: ComparisonResult
            switch name {
            case "compare": result = text.compare(other)
            case "caseInsensitiveCompare": result = text.caseInsensitiveCompare(other)
            case "localizedCompare": result = text.compare(other, locale: foundationLocale)
            case "localizedCaseInsensitiveCompare": result = text.compare(other, options: .caseInsensitive, locale: foundationLocale)
            default: result = text.compare(other, options: [.caseInsensitive, .numeric, .widthInsensitive], locale: foundationLocale)
            }
            let cases: [ComparisonResult: String] = [.orderedAscending: "orderedAscending", .orderedSame: "orderedSame", .orderedDescending: "orderedDescending"]
            return .symbol(Symbol(type: "ComparisonResult", steps: [.init(name: cases[result] ?? "orderedSame", arguments: nil)]))
        case "padding":
            guard labels == ["toLength", "withPad", "startingAt"], case .int(let length) = arguments[0].value, (0...100_000).contains(length),
                  let pad = string(1), !pad.isEmpty else { return nil }
            return .string(text.padding(toLength: length, withPad: pad, startingAt: 0))
        default: return nil
        }
    }

    // MARK: - Calendar

    private func calendarMethod(_ name: String, _ arguments: [CallArgument], _ fields: [String: SwiftValue], at call: FunctionCallExprSyntax) throws(SceneError) -> SwiftValue? {
        let labels = arguments.map(\.label)
        // In the calendar's own zone (`InterpreterCalendarZones`).
        let calendar = self.calendar(of: fields)
        if let found = try calendarSearch(name, calendar, arguments, at: call) { return found }
        func component(_ value: SwiftValue) throws(SceneError) -> Calendar.Component {
            guard case .symbol(let symbol) = value, let found = Self.components[symbol.last] else {
                throw fail("expected a calendar component such as .day or .month, found \(value.typeName)", call)
            }
            return found
        }
        func componentSet(_ value: SwiftValue) throws(SceneError) -> Set<Calendar.Component> {
            if case .array(let elements) = value {
                var result: Set<Calendar.Component> = []
                for element in elements { result.insert(try component(element)) }
                return result
            }
            return [try component(value)]
        }
        switch (name, labels) {
        case ("date", ["byAdding", "value", "to"]):
            guard case .int(let amount) = arguments[1].value, abs(amount) <= 1_000_000 else { throw fail("date(byAdding:value:to:) needs a whole number", call) }
            let date = try requireDate(arguments[2].value, name, at: call)
            return calendar.date(byAdding: try component(arguments[0].value), value: amount, to: date).map(Self.dateValue) ?? .null
        // `date(byAdding: DateComponents(hour: 3), to: start)`: each component added, as Calendar adds them.
        case ("date", ["byAdding", "to"]):
            guard case .record("DateComponents", let fields) = arguments[0].value else { return nil }
            let date = try requireDate(arguments[1].value, name, at: call)
            var components = DateComponents()
            for (key, value) in fields {
                guard case .int(let number) = value, abs(number) <= 1_000_000, let unit = Self.components[key] else { continue }
                components.setValue(number, for: unit)
            }
            return calendar.date(byAdding: components, to: date).map(Self.dateValue) ?? .null
        case ("date", ["from"]):
            guard case .record("DateComponents", let fields) = arguments[0].value else { throw fail("date(from:) needs DateComponents", call) }
            var components = DateComponents()
            for (key, value) in fields {
                guard case .int(let number) = value, let unit = Self.components[key] else { continue }
                components.setValue(number, for: unit)
            }
            return calendar.date(from: components).map(Self.dateValue) ?? .null
        case ("component", [nil, "from"]):
            let date = try requireDate(arguments[1].value, name, at: call)
            return .int(calendar.component(try component(arguments[0].value), from: date))
        case ("dateComponents", [nil, "from"]):
            let date = try requireDate(arguments[1].value, name, at: call)
            let components = calendar.dateComponents(try componentSet(arguments[0].value), from: date)
            return Self.componentsValue(components)
        case ("dateComponents", [nil, "from", "to"]):
            let start = try requireDate(arguments[1].value, name, at: call), end = try requireDate(arguments[2].value, name, at: call)
            return Self.componentsValue(calendar.dateComponents(try componentSet(arguments[0].value), from: start, to: end))
        case ("startOfDay", ["for"]):
            return Self.dateValue(calendar.startOfDay(for: try requireDate(arguments[0].value, name, at: call)))
        case ("isDateInToday", [nil]):
            let date = try requireDate(arguments[0].value, name, at: call)
            return .bool(calendar.isDate(date, inSameDayAs: Date(timeIntervalSinceReferenceDate: now)))
        case ("isDateInWeekend", [nil]):
            return .bool(calendar.isDateInWeekend(try requireDate(arguments[0].value, name, at: call)))
        case ("isDate", [nil, "inSameDayAs"]):
            return .bool(calendar.isDate(try requireDate(arguments[0].value, name, at: call), inSameDayAs: try requireDate(arguments[1].value, name, at: call)))
        default: return nil
        }
    }

    static let components: [String: Calendar.Component] = [
        "era": .era, "year": .year, "month": .month, "day": .day, "hour": .hour, "minute": .minute, "second": .second,
        "weekday": .weekday, "weekOfYear": .weekOfYear, "weekOfMonth": .weekOfMonth, "nanosecond": .nanosecond,
    ]

    private static func componentsValue(_ components: DateComponents) -> SwiftValue {
        var fields: [String: SwiftValue] = [:]
        for (name, unit) in Self.components {
            if let value = components.value(for: unit), value != Int(NSDateComponentUndefined) { fields[name] = .int(value) }
        }
        return .record("DateComponents", fields)
    }

    // MARK: - Formatting

    /// `.number`, `.percent`, `.currency(code: "USD")`, with `.precision(.fractionLength(2))`,
    /// `.grouping(.never)`, `.notation(.compactName)`, `.locale(…)`.
    package func formatStyled(_ number: Double, isInteger: Bool, style: SwiftValue, at node: some SyntaxProtocol) throws(SceneError) -> String {
        guard case .symbol(let symbol) = style, let first = symbol.steps.first else {
            throw fail("unsupported format \(style.typeName); the renderer formats .number, .percent and .currency(code:)", node)
        }
        guard number.isFinite else { return NumberFormatting.format(number, style: "number") }
        var locale = foundationLocale
        var fraction: ClosedRange<Int>?
        var significant: Int?
        var grouping = true, compact = false
        for step in symbol.steps.dropFirst() {
            let arguments = step.arguments ?? []
            switch step.name {
            case "precision":
                guard case .symbol(let precision)? = arguments.first?.value, let argument = precision.steps.last?.arguments?.first else {
                    throw fail("precision takes .fractionLength(n) or .significantDigits(n)", node)
                }
                switch (precision.last, argument.value) {
                case ("fractionLength", .int(let n)) where (0...20).contains(n): fraction = n...n
                case ("fractionLength", .range(let lower, let upper, let closed, _)) where lower >= 0 && upper <= 20:
                    fraction = Int(lower)...max(Int(lower), Int(upper) - (closed ? 0 : 1))
                case ("significantDigits", .int(let n)) where (1...20).contains(n): significant = n
                default: throw fail("precision takes .fractionLength(n) or .significantDigits(n) with n up to 20", node)
                }
            case "grouping":
                if case .symbol(let value)? = arguments.first?.value { grouping = value.last != "never" }
            case "notation":
                if case .symbol(let value)? = arguments.first?.value { compact = value.last == "compactName" }
            case "locale":
                if case .record("Locale", let fields)? = arguments.first?.value, case .string(let identifier)? = fields["identifier"] {
                    locale = Locale(identifier: identifier)
                }
            case "rounded": break
            default: throw fail("unsupported format modifier .\(step.name)", node)
            }
        }
        let value = isInteger ? number.rounded() : number
        switch first.name {
        case "number":
            var format = FloatingPointFormatStyle<Double>.number.locale(locale)
            if let fraction { format = format.precision(.fractionLength(fraction)) }
            if let significant { format = format.precision(.significantDigits(significant)) }
            if !grouping { format = format.grouping(.never) }
            if compact { format = format.notation(.compactName) }
            return value.formatted(format)
        case "percent":
            var format = FloatingPointFormatStyle<Double>.Percent.percent.locale(locale)
            // `Int.formatted(.percent)` is 5 → "5%"; a Double's 0.05 is "5%".
            let shown = isInteger ? value / 100 : value
            if let fraction { format = format.precision(.fractionLength(fraction)) }
            if let significant { format = format.precision(.significantDigits(significant)) }
            if !grouping { format = format.grouping(.never) }
            return shown.formatted(format)
        case "currency":
            guard case .string(let code)? = first.arguments?.first(where: { $0.label == "code" })?.value else {
                throw fail(".currency takes code: such as \"USD\"", node)
            }
            var format = FloatingPointFormatStyle<Double>.Currency(code: code, locale: locale)
            if let fraction { format = format.precision(.fractionLength(fraction)) }
            if !grouping { format = format.grouping(.never) }
            return value.formatted(format)
        default:
            throw fail("unsupported format .\(first.name); the renderer formats .number, .percent and .currency(code:)", node)
        }
    }

    /// `date.formatted()`, `formatted(date: .abbreviated, time: .shortened)`,
    /// `formatted(.dateTime.month(.wide).day())`, `formatted(.relative(presentation: .named))`.
    package func formatDate(_ date: Date, _ arguments: [CallArgument], at node: some SyntaxProtocol) throws(SceneError) -> String {
        let labels = arguments.map(\.label)
        if arguments.isEmpty { return date.formatted(Date.FormatStyle(date: .numeric, time: .shortened, locale: foundationLocale, timeZone: Self.utc)) }
        if labels == ["date", "time"] {
            guard case .symbol(let dateStyle) = arguments[0].value, case .symbol(let timeStyle) = arguments[1].value else {
                throw fail("formatted(date:time:) takes styles such as .abbreviated and .shortened", node)
            }
            let dates: [String: Date.FormatStyle.DateStyle] = ["omitted": .omitted, "numeric": .numeric, "abbreviated": .abbreviated, "long": .long, "complete": .complete]
            let times: [String: Date.FormatStyle.TimeStyle] = ["omitted": .omitted, "shortened": .shortened, "standard": .standard, "complete": .complete]
            guard let d = dates[dateStyle.last], let t = times[timeStyle.last] else { throw fail("unknown date or time style", node) }
            return date.formatted(Date.FormatStyle(date: d, time: t, locale: foundationLocale, timeZone: Self.utc))
        }
        guard arguments.count == 1, case .symbol(let style) = arguments[0].value, let first = style.steps.first else {
            throw fail("unsupported date format; the renderer formats formatted(), formatted(date:time:), .dateTime… and .relative(presentation:)", node)
        }
        return try formatDate(date, style: style, first: first, at: node)
    }

    package func formatDate(_ date: Date, style: Symbol, first: Symbol.Step, at node: some SyntaxProtocol) throws(SceneError) -> String {
        switch first.name {
        case "relative":
            var presentation = Date.RelativeFormatStyle.Presentation.numeric
            if case .symbol(let named)? = first.arguments?.first(where: { $0.label == "presentation" })?.value, named.last == "named" {
                presentation = .named
            }
            var units = Date.RelativeFormatStyle.UnitsStyle.wide
            if case .symbol(let width)? = first.arguments?.first(where: { $0.label == "unitsStyle" })?.value {
                let styles: [String: Date.RelativeFormatStyle.UnitsStyle] = ["abbreviated": .abbreviated, "narrow": .narrow, "spellOut": .spellOut]
                units = styles[width.last] ?? .wide
            }
            return relative(date, presentation: presentation, units: units)
        case "dateTime":
            var format = Date.FormatStyle(locale: foundationLocale, timeZone: Self.utc)
            if style.steps.count == 1 { return date.formatted(Date.FormatStyle(date: .numeric, time: .shortened, locale: foundationLocale, timeZone: Self.utc)) }
            for step in style.steps.dropFirst() {
                let option: String? = { if case .symbol(let s)? = step.arguments?.first?.value { return s.last } else { return nil } }()
                switch step.name {
                case "year": format = format.year(option == "twoDigits" ? .twoDigits : .defaultDigits)
                case "month":
                    let months: [String: Date.FormatStyle.Symbol.Month] = ["wide": .wide, "abbreviated": .abbreviated, "narrow": .narrow,
                                                                           "twoDigits": .twoDigits, "defaultDigits": .defaultDigits]
                    format = format.month(option.flatMap { months[$0] } ?? .abbreviated)
                case "day": format = format.day(option == "twoDigits" ? .twoDigits : .defaultDigits)
                case "weekday":
                    let days: [String: Date.FormatStyle.Symbol.Weekday] = ["wide": .wide, "abbreviated": .abbreviated, "narrow": .narrow, "short": .short]
                    format = format.weekday(option.flatMap { days[$0] } ?? .abbreviated)
                case "hour": format = format.hour()
                case "minute": format = format.minute()
                case "second": format = format.second()
                case "locale":
                    if case .record("Locale", let fields)? = step.arguments?.first?.value, case .string(let identifier)? = fields["identifier"] {
                        format = format.locale(Locale(identifier: identifier))
                    }
                default: throw fail("unsupported date field .\(step.name)", node)
                }
            }
            return date.formatted(format)
        default:
            throw fail("unsupported date format .\(first.name); the renderer formats .dateTime… and .relative(presentation:)", node)
        }
    }

    /// `Text("Save", comment: "…")`, `Text(date, style: .date)`, `Text(price, format: .currency(code: "USD"))`,
    /// `Text(date, format: .dateTime.year())`: the arguments the vocabulary's `Text` takes
    /// (the formatted string as `verbatim:`); other views' arguments pass unchanged.
    package func foundationViewArguments(_ name: String, _ arguments: [CallArgument], at call: some SyntaxProtocol) throws(SceneError) -> [CallArgument] {
        // `TextField("Amount", value: $checkAmount, format: .currency(code: "USD"))`: the field
        // shows its value as the format style prints it, as text it could edit.
        if name == "TextField" || name == "SecureField", let index = arguments.firstIndex(where: { $0.label == "value" }),
           index + 1 < arguments.count, arguments[index + 1].label == "format" {
            var kept = arguments
            let value = try bindingValue(arguments[index].value, at: call)
            let text: SwiftValue
            if case .placeholder = value {
                text = value
            } else if let date = Self.date(value), case .symbol(let style) = arguments[index + 1].value, let step = style.steps.first {
                text = .string(try formatDate(date, style: style, first: step, at: call))
            } else if let number = value.number {
                text = .string(try formatStyled(number, isInteger: { if case .int = value { return true } else { return false } }(),
                                                style: arguments[index + 1].value, at: call))
            } else if case .string = value {
                text = value
            } else {
                return arguments
            }
            kept[index] = CallArgument(label: "text", value: text, location: arguments[index].location)
            kept.remove(at: index + 1)
            return kept
        }
        guard name == "Text", var first = arguments.first, first.label == nil else { return arguments }
        // `Text("key", tableName: "Settings", bundle: .module)`: the key in that table
        // (`InterpreterLocalization`); a translator's comment does not change the text.
        if let index = arguments.firstIndex(where: { $0.label == "tableName" }), let key = first.localizationKey,
           let found = try localized(key.key, table: arguments[index].value.stringValue, arguments: key.arguments, at: key.node) {
            first.value = .string(found)
            first.localizationKey = nil
        }
        var kept = [first] + arguments.dropFirst().filter { !["comment", "tableName", "bundle"].contains($0.label ?? "") }
        guard kept.count == 2 else { return kept }
        let formatted: String
        switch (kept[1].label, kept[0].value) {
        case ("style"?, let value):
            let date = try requireDate(value, "Text(_:style:)", at: call)
            guard case .symbol(let style) = kept[1].value else { return kept }
            switch style.last {
            case "date": formatted = date.formatted(Date.FormatStyle(date: .long, time: .omitted, locale: foundationLocale, timeZone: Self.utc))
            case "time": formatted = date.formatted(Date.FormatStyle(date: .omitted, time: .shortened, locale: foundationLocale, timeZone: Self.utc))
            case "relative", "offset", "timer":
                formatted = relative(date, presentation: .numeric, units: .wide)
            default: throw fail("unknown Text.DateStyle .\(style.last)", call)
            }
        case ("format"?, let value):
            if let date = Self.date(value), case .symbol(let style) = kept[1].value, let step = style.steps.first {
                formatted = try formatDate(date, style: style, first: step, at: call)
            } else if let number = value.number, case .symbol(let style) = kept[1].value,
                      !(style.steps.count == 1 && ["number", "percent"].contains(style.last) && localeIdentifier == "en_US") {
                formatted = try formatStyled(number, isInteger: { if case .int = value { return true } else { return false } }(), style: kept[1].value, at: call)
            } else {
                return kept
            }
        default: return kept
        }
        kept = [CallArgument(label: "verbatim", value: .string(formatted), location: first.location)]
        return kept
    }

    /// `date` described from the fixed now: "in 3 days", "2 hours ago".
    private func relative(_ date: Date, presentation: Date.RelativeFormatStyle.Presentation, units: Date.RelativeFormatStyle.UnitsStyle) -> String {
        // The anchored style describes its anchor as seen from the date it formats.
        Date.AnchoredRelativeFormatStyle(anchor: date, presentation: presentation, unitsStyle: units, locale: foundationLocale,
                                         calendar: calendar).format(Date(timeIntervalSinceReferenceDate: now))
    }

    // MARK: - Units

    static let units: [String: [String: Dimension]] = [
        "UnitLength": ["meters": UnitLength.meters, "kilometers": UnitLength.kilometers, "centimeters": UnitLength.centimeters,
                       "millimeters": UnitLength.millimeters, "miles": UnitLength.miles, "feet": UnitLength.feet,
                       "inches": UnitLength.inches, "yards": UnitLength.yards],
        "UnitMass": ["kilograms": UnitMass.kilograms, "grams": UnitMass.grams, "pounds": UnitMass.pounds, "ounces": UnitMass.ounces],
        "UnitTemperature": ["celsius": UnitTemperature.celsius, "fahrenheit": UnitTemperature.fahrenheit, "kelvin": UnitTemperature.kelvin],
        "UnitDuration": ["seconds": UnitDuration.seconds, "minutes": UnitDuration.minutes, "hours": UnitDuration.hours],
        "UnitSpeed": ["metersPerSecond": UnitSpeed.metersPerSecond, "kilometersPerHour": UnitSpeed.kilometersPerHour,
                      "milesPerHour": UnitSpeed.milesPerHour],
        "UnitVolume": ["liters": UnitVolume.liters, "milliliters": UnitVolume.milliliters, "cups": UnitVolume.cups,
                       "fluidOunces": UnitVolume.fluidOunces],
        "UnitEnergy": ["kilocalories": UnitEnergy.kilocalories, "kilojoules": UnitEnergy.kilojoules, "calories": UnitEnergy.calories],
    ]

    static func unit(_ dimension: String, _ name: String) -> Dimension? { units[dimension]?[name] }
}

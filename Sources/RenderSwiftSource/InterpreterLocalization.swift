import Foundation
@_spi(Compiler) import SwiftParser
import SwiftSyntax
import RenderLayout
import RenderScene

/// Strings localised through the module's string tables (`StringTables`), where the app's code
/// looks them up:
///
/// 1. A string literal where SwiftUI takes a `LocalizedStringKey` (`Text("settings.title")`,
///    `Button("add")`, `TextField("name", …)`, `.navigationTitle("…")`) is a key: its
///    interpolations become format specifiers as SwiftUI builds the key (a `String` `%@`, an
///    `Int` `%lld`, a `Double` `%lf`), `Text("posts \(n)")` is key `"posts %lld"`, and the
///    table's text is formatted with the interpolated values (a plural entry picks its form by
///    the first number). An interpolation of another value, or with a `format:`/`specifier:`,
///    makes no key: the text stays as written. A `String` variable is never a key, as in SwiftUI.
/// 2. `String(localized:table:bundle:defaultValue:comment:)` and `LocalizedStringKey(_:)` look
///    their key up the same way; `NSLocalizedString(_:tableName:bundle:value:comment:)` and
///    `Bundle.localizedString(forKey:value:table:)` take a `String`, so an interpolated key is
///    the finished text (`"posts 3"`). Not found, they are the value given, else the key.
/// 3. `Bundle(for: T.self)`, `Bundle(identifier:)` are the main bundle; `bundle.path(forResource:
///    "en", ofType: "lproj")` is the path of that localisation when the module has one (else
///    nil), and `Bundle(path:)` of it a bundle whose lookups read that language only.
/// 4. `String(format:_:…)` and `String(format:locale:arguments:)` format `%@`, `%d`/`%i`/`%u`
///    (any length modifier), `%x`, `%f`/`%e`/`%g` with flags, width and precision, `%%` and
///    positional `%1$@`; a format that asks for more arguments than given is an error. An
///    array among the arguments (a `[CVarArg]` passed on as one `CVarArg...` value) makes the
///    result a named placeholder where a specifier reads the arguments: Darwin formats it as one
///    `NSArray` object, not its elements; a format with no specifier is its text.
/// 5. A string literal passed to a parameter or stored property declared `LocalizedStringKey`
///    (IceCubes' `makeCustomInfoLabel(title: "account.posts", …)` whose body shows `Text(title)`)
///    is a key, as Swift makes the literal a `LocalizedStringKey` there: the value is the
///    table's text when a table has the key, else the literal as written (`keyReading`).
extension Interpreter {
    /// The module's tables, read once.
    package var stringTables: StringTables {
        if let cached = stringTablesCache { return cached }
        // A package's `Text("key")` reads `Bundle.main`, its app's tables; then its own
        // (decision: a `bundle: .module` lookup is not told apart, as for asset catalogs).
        let loaded = StringTables.load(folders: hostAppFolders + [moduleFolder].compactMap { $0 }, locale: localeIdentifier)
        warnings += loaded.warnings
        stringTablesCache = loaded
        return loaded
    }

    /// Step 1: the key and arguments of a string literal, when the module has tables; nil when
    /// it has none or the literal makes no key.
    package func localizationKey(_ literal: StringLiteralExprSyntax, _ scope: Scope) throws(SceneError) -> StringKey? {
        guard !stringTables.isEmpty else { return nil }
        if let plain = literal.representedLiteralValue { return StringKey(key: plain, arguments: [], node: Syntax(literal)) }
        let kind = literal.stringLiteralKind ?? .singleLine
        var key = ""
        var arguments: [SwiftValue] = []
        // The literal was just evaluated (`arguments(of:)`): its interpolations' values, each
        // evaluated once (a side effect such as `counter.next()` happens once, as in Swift).
        var evaluated = lastInterpolations?.literal == literal.id ? lastInterpolations?.values[...] : nil
        for segment in literal.segments {
            switch segment {
            case .stringSegment(let text):
                var piece = ""
                text.appendUnescapedLiteralValue(stringLiteralKind: kind, delimiterLength: literal.delimiterLength, to: &piece)
                key += piece.replacingOccurrences(of: "%", with: "%%")
            case .expressionSegment(let interpolation):
                guard interpolation.expressions.count == 1, let only = interpolation.expressions.first, only.label == nil else { return nil }
                let value: SwiftValue
                if let next = evaluated?.popFirst() { value = next } else { value = try evaluate(only.expression, scope) }
                switch value {
                case .string: key += "%@"
                case .int: key += "%lld"
                case .double: key += "%lf"
                default: return nil
                }
                arguments.append(value)
            }
        }
        return StringKey(key: key, arguments: arguments, node: Syntax(literal))
    }

    /// Steps 1–2: the text of `key` in `table` (`Localizable` when nil), formatted with its
    /// arguments; nil when no table has the key.
    package func localized(_ key: String, table: String?, language: String? = nil, arguments: [SwiftValue] = [],
                           at node: some SyntaxProtocol) throws(SceneError) -> String? {
        let tables = stringTables
        guard let entry = language.map({ tables.entry(key, table: table, language: $0) }) ?? tables.entry(key, table: table) else { return nil }
        let count = arguments.lazy.compactMap(\.number).first
        let text = tables.text(of: entry, count: count)
        guard !arguments.isEmpty else { return text }
        return try format(text, arguments, at: node)
    }

    /// Step 5: `argument` as the parameter of `type` takes it: a literal given to a
    /// `LocalizedStringKey` (optional or not) is looked up; any other is `literalReading`'s.
    func keyReading(_ argument: CallArgument, as type: String?) throws(SceneError) -> SwiftValue {
        guard let type, argument.localizationKey != nil,
              ["LocalizedStringKey", "LocalizedStringKey?", "SwiftUI.LocalizedStringKey", "SwiftUI.LocalizedStringKey?"].contains(type),
              let found = try localizedArgument(argument) else { return Self.literalReading(argument, as: type) }
        return .string(found)
    }

    /// The `.localizedString` parameter's text: the table's, when the literal is a key found.
    func localizedArgument(_ argument: CallArgument) throws(SceneError) -> String? {
        guard let key = argument.localizationKey else { return nil }
        return try localized(key.key, table: nil, arguments: key.arguments, at: key.node)
    }

    /// Steps 2–4's initialisers and functions; nil for other calls.
    func localizationBuiltin(_ name: String, _ arguments: [CallArgument], at call: FunctionCallExprSyntax) throws(SceneError) -> SwiftValue? {
        if let type = typeOfBuiltin(name, arguments) { return type }
        let labels = arguments.map(\.label)
        func argument(_ label: String) -> SwiftValue? { arguments.first(where: { $0.label == label })?.value }
        func lookup(_ first: CallArgument, table: String?, value: String?, keyIsString: Bool = false) throws(SceneError) -> SwiftValue {
            guard case .string(let written) = first.value else { return first.value }
            // `NSLocalizedString` takes a `String`: Swift interpolates before the lookup, so its key
            // is the finished text (`"posts 3"`), never a format key.
            let key = (keyIsString ? nil : first.localizationKey) ?? StringKey(key: written, arguments: [], node: Syntax(call))
            let language = argument("bundle").flatMap(Self.bundleLanguage)
            if let found = try localized(key.key, table: table, language: language, arguments: key.arguments, at: call) { return .string(found) }
            if let value, !value.isEmpty { return .string(value) }
            return .string(written)
        }
        switch name {
        case "NSLocalizedString" where labels.first == .some(nil):
            guard labels.dropFirst().allSatisfy({ ["tableName", "bundle", "value", "comment"].contains($0 ?? "") }) else { return nil }
            if case .placeholder = arguments[0].value { return arguments[0].value }
            return try lookup(arguments[0], table: argument("tableName")?.stringValue, value: argument("value")?.stringValue, keyIsString: true)
        case "String" where labels.first == "localized":
            guard labels.dropFirst().allSatisfy({ ["table", "bundle", "locale", "comment", "defaultValue"].contains($0 ?? "") }) else { return nil }
            if case .placeholder = arguments[0].value { return arguments[0].value }
            return try lookup(arguments[0], table: argument("table")?.stringValue, value: argument("defaultValue")?.stringValue)
        case "LocalizedStringKey" where arguments.count == 1:
            guard case .string = arguments[0].value else { return nil }
            return try lookup(arguments[0], table: nil, value: nil)
        case "Bundle":
            if labels == ["for"] || labels == ["identifier"] { return .record("Bundle", [:]) }
            if labels == ["path"], case .string(let path) = arguments[0].value {
                let folder = (path as NSString).lastPathComponent
                guard folder.hasSuffix(".lproj") else { return .null }
                return .record("Bundle", ["language": .string(String(folder.dropLast(".lproj".count)))])
            }
            return nil
        case "String" where labels.first == "format":
            guard case .string(let format) = arguments[0].value else { return nil }
            var values: [SwiftValue] = []
            if labels == ["format", "locale", "arguments"] || labels == ["format", "arguments"] {
                guard case .array(let given) = arguments[arguments.count - 1].value else { return nil }
                values = given
            } else {
                values = arguments.dropFirst().filter { $0.label == nil }.map(\.value)
                guard values.count + 1 + (labels.contains("locale") ? 1 : 0) == arguments.count else { return nil }
            }
            if let unknown = values.first(where: { if case .placeholder = $0 { return true } else { return false } }) { return unknown }
            // An array among the values is a `[CVarArg]` passed on to a `CVarArg...` parameter
            // as one value (SwiftGen's `L10n.tr` → `trIn(…, args)`): Darwin's Foundation bridges
            // it to one `NSArray` object, which the format's specifiers then read as what they
            // can, undefined past it (lane scope25bh). What a device shows is not known where a
            // specifier reads it: a named placeholder, not an error of the Swift. A format with
            // no specifier reads no argument and is its text (every `L10n` key without one).
            if values.contains(where: { if case .array = $0 { return true } else { return false } }),
               format.replacingOccurrences(of: "%%", with: "").contains("%") {
                return try placeholder("String(format:) of a [CVarArg] passed on as one argument", at: call.calledExpression)
            }
            // One number: the formatter that was there first (`NumberFormatting.printf`).
            if values.count == 1, values[0].number != nil, !format.contains("%@") { return nil }
            if !format.replacingOccurrences(of: "%%", with: "").contains("%") { return .string(format.replacingOccurrences(of: "%%", with: "%")) }
            return .string(try self.format(format, values, at: call))
        default: return nil
        }
    }

    /// Steps 2–3's methods of a bundle; nil for other methods and values.
    func localizationMethod(_ name: String, on base: SwiftValue, _ arguments: [CallArgument], at call: FunctionCallExprSyntax) throws(SceneError) -> SwiftValue? {
        guard case .record("Bundle", let fields) = base else { return nil }
        let labels = arguments.map(\.label)
        if name == "localizedString", labels == ["forKey", "value", "table"] {
            guard case .string(let key) = arguments[0].value else { return nil }
            let language = Self.bundleLanguage(base)
            if let found = try localized(key, table: arguments[2].value.stringValue, language: language, at: call) { return .string(found) }
            if let value = arguments[1].value.stringValue, !value.isEmpty { return .string(value) }
            return .string(key)
        }
        if (name == "path" || name == "url"), labels.first == "forResource", arguments.count == 2,
           case .string(let language) = arguments[0].value, arguments[1].value.stringValue == "lproj", fields.isEmpty {
            guard stringTables.has(language: language), let folder = moduleFolder else { return .null }
            let path = folder + "/" + language + ".lproj"
            if name == "path" { return .string(path) }
            return .record("URL", ["absoluteString": .string(URL(fileURLWithPath: path).absoluteString), "path": .string(path)])
        }
        return nil
    }

    static func bundleLanguage(_ bundle: SwiftValue) -> String? {
        guard case .record("Bundle", let fields) = bundle, case .string(let language)? = fields["language"] else { return nil }
        return language
    }

    /// Step 4: `format` with `values`.
    package func format(_ format: String, _ values: [SwiftValue], at node: some SyntaxProtocol) throws(SceneError) -> String {
        let scalars = Array(format.unicodeScalars)
        var result = String.UnicodeScalarView()
        var next = 0
        var index = 0
        func bad(_ why: String) -> SceneError { fail("format \"\(format.prefix(60))\": \(why)", node) }
        while index < scalars.count {
            let scalar = scalars[index]
            index += 1
            guard scalar == "%" else { result.append(scalar); continue }
            guard index < scalars.count else { throw bad("it ends in %") }
            if scalars[index] == "%" { result.append("%"); index += 1; continue }
            // %[n$][flags][width][.precision][length]conversion
            var spec = "%"
            var position: Int?
            var digits = ""
            var probe = index
            while probe < scalars.count, ("0"..."9").contains(scalars[probe]) { digits.unicodeScalars.append(scalars[probe]); probe += 1 }
            if probe < scalars.count, scalars[probe] == "$", let number = Int(digits), number >= 1 { position = number - 1; index = probe + 1 }
            while index < scalars.count, "-+ 0#'".unicodeScalars.contains(scalars[index]) { spec.unicodeScalars.append(scalars[index]); index += 1 }
            var width = 0
            while index < scalars.count, ("0"..."9").contains(scalars[index]) || scalars[index] == "." {
                spec.unicodeScalars.append(scalars[index]); index += 1; width += 1
            }
            while index < scalars.count, "hlqLzjt".unicodeScalars.contains(scalars[index]) { index += 1 }
            guard width <= 6, index < scalars.count else { throw bad("a specifier the renderer does not read") }
            let conversion = scalars[index]
            index += 1
            let which = position ?? next
            next = which + 1
            guard which < values.count else { throw bad("it needs \(which + 1) arguments, given \(values.count)") }
            let value = values[which]
            switch conversion {
            case "@", "s", "S":
                result.append(contentsOf: try describe(value, at: node).unicodeScalars)
            case "d", "i", "u", "x", "X", "o", "c":
                guard let number = value.number, number.isFinite, abs(number) < 9e18 else { throw bad("%\(conversion) of \(value.typeName)") }
                result.append(contentsOf: String(format: spec + "l" + String(conversion), Int(number)).unicodeScalars)
            case "f", "F", "e", "E", "g", "G", "a", "A":
                guard let number = value.number else { throw bad("%\(conversion) of \(value.typeName)") }
                result.append(contentsOf: String(format: spec + String(conversion), number).unicodeScalars)
            default:
                throw bad("%\(conversion) is not a specifier the renderer formats")
            }
            try bound(bytes: result.count, at: node)
        }
        return String(result)
    }
}

/// A `LocalizedStringKey` built from a literal: the key and its interpolated values.
package struct StringKey: @unchecked Sendable {
    package var key: String
    package var arguments: [SwiftValue]
    /// The literal, where a format error points.
    package var node: Syntax
}

extension SwiftValue {
    /// The text of a string value; nil for others.
    var stringValue: String? {
        if case .string(let text) = self { return text }
        return nil
    }
}

extension StringTables {
    /// `key` in `table` of `language` only (a bundle of one `.lproj`).
    package func entry(_ key: String, table: String?, language: String) -> Entry? {
        tables[table ?? "Localizable"]?[language]?[key]
    }

    /// Whether some table has `language`.
    package func has(language: String) -> Bool {
        tables.values.contains { $0[language] != nil }
    }

    /// `Bundle.main.localizations`: the `.lproj` folders the built app holds, one per language
    /// of the module's tables (a String Catalog builds one per language it has), as CoreFoundation's
    /// `CFBundleCopyBundleLocalizations` lists them; with a `Base` folder and no folder of the
    /// development language, that language is added; with none, the development language
    /// alone. Decision: sorted by name (the device lists them in its directory's order).
    package var localizations: [String] {
        var found = Set(tables.values.flatMap(\.keys))
        found.remove("")
        guard !found.isEmpty else { return [sourceLanguage] }
        var result = found.sorted()
        if found.contains("Base"), !found.contains(sourceLanguage) { result.append(sourceLanguage) }
        return result
    }
}

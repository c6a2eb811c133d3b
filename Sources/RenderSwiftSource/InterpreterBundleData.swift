import Foundation
import SwiftSyntax
import RenderLayout
import RenderScene

/// Sample data from the module's bundle: what a preview shows when the app loads its JSON.
///
/// 1. `Bundle.main` and `Bundle.module` are the module's folder (`SwiftModule`): Xcode copies
///    resources flat into the app's bundle, so `url(forResource: "x.json", withExtension: nil)`,
///    `url(forResource: "x", withExtension: "json")` and `path(forResource:ofType:)` find the
///    first file of that name anywhere under it (path order; nested packages left out). A
///    resource that is not there is a named placeholder (`Bundle resource "x.json"`), as a
///    missing asset is, so the rest still renders.
/// 2. `Data(contentsOf: url)` reads that file (at most 16 MiB); `JSONDecoder()` is a decoder.
///    `Data(contentsOf:options:)` is the same read (`.mappedIfSafe`, `.uncached` choose how the
///    bytes are read, not which), so a file of the app's container throws too.
/// 3. `decoder.decode(T.self, from: data)` parses the JSON with Foundation's
///    `JSONSerialization` and builds the interpreter's values by the declared type, as the
///    synthesised `Decodable` does: a struct or class of the module by its stored properties
///    (the keys its `CodingKeys` name, a property the keys leave out or the JSON lacks keeping
///    its default; a missing key of a property without one is an error, as the app's
///    `fatalError` would be), an enum by its raw values, `[T]`, `[K: V]`, `T?`, `Range` and
///    `ClosedRange` (a two-element array), numbers, strings, `Bool`, `UUID`, `URL`, and `Date`
///    (a number by the decoder's `dateDecodingStrategy`, seconds since 2001 by default; a string
///    is read as ISO 8601, the strategy apps set for one); `keyDecodingStrategy =
///    .convertFromSnakeCase` renames the JSON's keys first. A type with its own `init(from:)`
///    is a placeholder. Bytes that are not JSON, or do not fit `T` (a kind, a key or a raw
///    value), throw Swift's `DecodingError` (`InterpreterDo` step 4): `try?` is nil, a `catch`
///    runs.
/// 4. `T` of a generic loader (`func load<T: Decodable>(_ name: String) -> T`, `extension Bundle
///    { func decode<T: Decodable>(…) -> T }`) is the type the call's result is declared as:
///    `let hikes: [Hike] = load("hikeData.json")` (`expectedResultType`); of one returning `T?`,
///    the type without its `?` or `!` (`static let template: User! = tryDecode(json)`).
/// 5. `json.data(using: .utf8)` is the string's bytes, which `decode(_:from:)` decodes as a
///    file's (WeChat's templates: `tryDecode("""{ "id": … }""")`), and `String(data:encoding: .utf8)`
///    reads back as the string.
///    `Data()` is no bytes: decoding it throws, as Foundation's decoder does for empty data
///    (isowords' settings client: `(try? Data(contentsOf: file)) ?? Data()`, then
///    `(try? JSONDecoder().decode(UserSettings.self, from: data)) ?? UserSettings()`).
extension Interpreter {
    static let maxResourceBytes = 16 << 20

    /// `Bundle.main`, `Bundle.module`; nil for other names.
    func bundleStatic(_ name: String, of type: String) -> SwiftValue? {
        if let icon = platformImageStatic(name, of: type) { return icon }
        if let manager = fileManagerStatic(name, of: type) { return manager }
        if let folder = containerURLStatic(name, of: type) { return folder }
        guard type == "Bundle", name == "main" || name == "module" else { return nil }
        return .record("Bundle", [:])
    }

    /// `JSONDecoder()`, `Data(contentsOf:)` of a resource found; nil for other calls.
    func bundleBuiltin(_ name: String, _ arguments: [CallArgument], at call: FunctionCallExprSyntax) throws(SceneError) -> SwiftValue? {
        if let error = makeNSError(name, arguments) { return error }
        if let image = platformImage(name, arguments) { return image }
        switch name {
        case "JSONDecoder" where arguments.isEmpty:
            // Its strategies, which the app may set (`decoder.dateDecodingStrategy = .iso8601`).
            return .record("JSONDecoder", ["dateDecodingStrategy": .symbol(Symbol(type: nil, steps: [.init(name: "deferredToDate", arguments: nil)])),
                                           "keyDecodingStrategy": .symbol(Symbol(type: nil, steps: [.init(name: "useDefaultKeys", arguments: nil)]))])
        // `String(data: data, encoding: .utf8)` of a string's bytes (step 5; the keychain's
        // `kSecValueData`): the string again; other data (a file's bytes) is left to the caller.
        case "String" where arguments.map(\.label) == ["data", "encoding"]:
            guard case .record("Data", let fields) = arguments[0].value, case .string(let text)? = fields["text"],
                  case .symbol(let encoding) = arguments[1].value, ["utf8", "unicode"].contains(encoding.last) else { return nil }
            return .string(text)
        case "Data" where arguments.isEmpty:
            // `Data()`: no bytes, which `decode(_:from:)` finds no JSON in (step 3: it throws).
            return .record("Data", ["text": .string("")])
        case "Data" where arguments.first?.label == "contentsOf" && (arguments.count == 1 || arguments.map(\.label) == ["contentsOf", "options"]):
            // `options: .mappedIfSafe` (Mlem's disk access) chooses how the bytes are read, not which.
            var arguments = Array(arguments.prefix(1))
            // `Data(contentsOf: .userSettings)`: a static of `URL`, the app's (`extension URL {
            // static let userSettings = … }`) or Foundation's (`.documentsDirectory`).
            if case .symbol(let symbol) = arguments[0].value, symbol.type == nil, symbol.steps.count == 1, symbol.steps[0].arguments == nil,
               program.statics(at: call)["URL"]?[symbol.last] != nil || containerURLStatic(symbol.last, of: "URL") != nil {
                arguments[0].value = try staticMember(symbol.last, of: "URL", at: call)
            }
            // A resource not found: that unknown value, named after it.
            if case .placeholder = arguments[0].value { return arguments[0].value }
            // A file of the app's container, which no previous run wrote (`InterpreterAppContainer`).
            if readsAppContainer(arguments[0].value) { throw fail(Self.thrownMessage, call) }
            guard case .record("URL", let fields) = arguments[0].value, case .string(let path)? = fields["path"] else { return nil }
            return .record("Data", ["path": .string(path)])
        default: return nil
        }
    }

    /// `Bundle.main.url(forResource:withExtension:)`, `path(forResource:ofType:)`,
    /// `decoder.decode(_:from:)`; nil for other methods.
    func bundleMethod(_ name: String, on base: SwiftValue, _ arguments: [CallArgument], at call: FunctionCallExprSyntax) throws(SceneError) -> SwiftValue? {
        if let value = try fileManagerMethod(name, on: base, arguments, at: call) { return value }
        let labels = arguments.map(\.label)
        // `json.data(using: .utf8)`: the string's bytes, for `decode(_:from:)` (step 5).
        if case .string(let text) = base, name == "data", labels == ["using"], case .symbol(let encoding) = arguments[0].value,
           ["utf8", "unicode"].contains(encoding.last) {
            return .record("Data", ["text": .string(text)])
        }
        // The app's own `extension Bundle { func decode<T>(…) }` comes first.
        if case .record(let type, _) = base, program.builtinFunctions[type]?[name] != nil { return nil }
        switch base {
        case .record("Bundle", _):
            // `Bundle.main.object(forInfoDictionaryKey:)`: the Xcode target's Info.plist and
            // build settings (`InfoPlist`).
            if name == "object", labels == ["forInfoDictionaryKey"], let value = try infoDictionaryValue(arguments[0].value, at: call.calledExpression) {
                return value
            }
            // `localizedString(…)`, and the above for a module that is no Xcode target: the
            // app's built bundle, which a module's sources do not have.
            guard (name == "url" || name == "path") && labels.first == "forResource", case .string(let resource) = arguments[0].value else {
                return try placeholder("Bundle.\(name)(…)", at: call.calledExpression)
            }
            var file = resource
            if arguments.count > 1, case .string(let ext) = arguments[1].value, !ext.isEmpty { file += "." + ext }
            guard let path = findResource(file) else {
                return try placeholder("Bundle resource \"\(file)\"", at: call.calledExpression)
            }
            if name == "path" { return .string(path) }
            return .record("URL", ["absoluteString": .string(URL(fileURLWithPath: path).absoluteString), "path": .string(path)])
        case .record("JSONDecoder", _):
            guard name == "decode", arguments.count == 2, arguments[1].label == "from" else {
                return try placeholder("JSONDecoder.\(name)(…)", at: call.calledExpression)
            }
            if case .record("Data", let fields) = arguments[1].value, case .string(let text)? = fields["text"],
               let type = Self.decodedTypeName(arguments[0].value) {
                try spend(bytes: text.utf8.count, at: call)
                return try decodeJSON(Data(text.utf8), named: "the JSON string", as: type, decoder: self.fields(of: base), at: call)
            }
            guard case .record("Data", let fields) = arguments[1].value, case .string(let path)? = fields["path"] else {
                // Data the renderer could not read (a network response, a missing resource).
                if let unknown = Self.placeholderArgument([arguments[1]]) { return .placeholder(unknown) }
                return try placeholder("JSONDecoder.decode(…)", at: call.calledExpression)
            }
            guard let type = Self.decodedTypeName(arguments[0].value) else {
                throw fail("decode(_:from:) needs a type such as [Landmark].self, found \(arguments[0].value.typeName)", call)
            }
            return try decodeJSON(at: path, as: type, decoder: self.fields(of: base), at: call)
        default: return nil
        }
    }

    /// `Bundle.main.object(forInfoDictionaryKey: "CFBundleShortVersionString")` and
    /// `Bundle.main.infoDictionary?["…"]` (`InfoPlist`): a string, number or Bool the app's
    /// Info.plist holds; nil (Swift's) for a key the built bundle lacks; a placeholder for a
    /// value it cannot know (a key the build adds included). Nil (this function's) when the
    /// module is no Xcode target with an Info.plist, or the key is not a string.
    func infoDictionaryValue(_ key: SwiftValue, at node: some SyntaxProtocol) throws(SceneError) -> SwiftValue? {
        guard case .string(let key) = key, let plist = moduleInfoPlist() else { return nil }
        switch plist.entry(key) {
        case nil: return .null
        case .string(let text)?: return .string(text)
        case .integer(let number)?: return .int(number)
        case .real(let number)?: return .double(number)
        case .boolean(let flag)?: return .bool(flag)
        case .unknown?: return try placeholder("Info.plist \(key)", at: node)
        }
    }

    /// The module's `InfoPlist`, read once; nil when the module is no Xcode target with one.
    func moduleInfoPlist() -> InfoPlist? {
        if infoPlist == nil { infoPlist = .some(moduleFolder.flatMap { InfoPlist.read(moduleFolder: $0) }) }
        guard case .some(.some(let plist)) = infoPlist else { return nil }
        return plist
    }

    /// `Bundle.main.infoDictionary?["key"]`: as `object(forInfoDictionaryKey:)`; nil when the
    /// base is not the info dictionary.
    func infoDictionarySubscript(_ base: SwiftValue, _ call: SubscriptCallExprSyntax, _ scope: Scope) throws(SceneError) -> SwiftValue? {
        guard case .record("InfoDictionary", _) = base, call.arguments.count == 1, let first = call.arguments.first, first.label == nil else { return nil }
        let key = try evaluate(first.expression, scope)
        if case .placeholder = key { return key }
        guard case .string = key else { throw fail("Bundle.main.infoDictionary takes a String key, found \(key.typeName)", call) }
        return try infoDictionaryValue(key, at: call.calledExpression)
    }

    /// `Bundle.main.infoDictionary` of an Xcode target: the Info.plist, read by subscript
    /// (`infoDictionarySubscript`), and its `CFBundleIdentifier` the `bundleIdentifier`; otherwise
    /// what the built app's bundle holds, a placeholder; a member of the info dictionary other than its subscript
    /// a placeholder too. Nil for values that are no bundle.
    func bundleProperty(_ name: String, of base: SwiftValue, at node: some SyntaxProtocol) throws(SceneError) -> SwiftValue? {
        if case .record("InfoDictionary", _) = base { return try placeholder("Bundle.infoDictionary.\(name)", at: node) }
        guard case .record("Bundle", _) = base, program.statics(at: node)["Bundle"]?[name] == nil else { return nil }
        if name == "infoDictionary", moduleInfoPlist() != nil { return .record("InfoDictionary", [:]) }
        // `Bundle.main.bundleIdentifier`: Foundation reads it from the built Info.plist's
        // `CFBundleIdentifier` (the target's `PRODUCT_BUNDLE_IDENTIFIER` where the file, or
        // Xcode's generated one, says `$(PRODUCT_BUNDLE_IDENTIFIER)`); nil where the key is absent.
        if name == "bundleIdentifier", case .record(_, let fields) = base, fields.isEmpty,
           let value = try infoDictionaryValue(.string("CFBundleIdentifier"), at: node) {
            return value
        }
        // `Bundle.main.localizations`: the languages of the module's string tables (`StringTables`).
        if name == "localizations", Self.bundleLanguage(base) == nil { return .array(stringTables.localizations.map { .string($0) }) }
        if name == "developmentLocalization", Self.bundleLanguage(base) == nil { return .string(developmentLocalization()) }
        if name == "preferredLocalizations", Self.bundleLanguage(base) == nil { return .array(preferredLocalizations().map { .string($0) }) }
        return try placeholder("Bundle.\(name)", at: node)
    }

    /// `Bundle.main.developmentLocalization`: the Info.plist's `CFBundleDevelopmentRegion` where
    /// it is a plain value, else the development language of the module's strings
    /// (`StringTables.sourceLanguage`: a String Catalog's `sourceLanguage`, else `en`, what
    /// Xcode's `$(DEVELOPMENT_LANGUAGE)` is for a project whose `developmentRegion` is `en`).
    func developmentLocalization() -> String {
        if case .string(let region)? = moduleInfoPlist()?.entry("CFBundleDevelopmentRegion"), !region.isEmpty, !region.contains("$") {
            return region
        }
        return stringTables.sourceLanguage
    }

    /// `Bundle.main.preferredLocalizations` on an iPhone at rest whose language is the render's
    /// locale (`--locale`, en_US): the bundle's localizations (`StringTables.localizations`)
    /// that match the locale, most specific first (`en-US`, then `en`: Foundation's
    /// `preferredLocalizations(from:)` gives the best match; the less specific forms after it
    /// are a decision, so that code trying each in turn finds a key the regional table lacks);
    /// none matching, the development localization, which iOS falls back to.
    func preferredLocalizations() -> [String] {
        let available = Set(stringTables.localizations)
        var result: [String] = []
        for language in stringTables.languages.prefix(while: { $0 != "Base" }) {
            let tag = language.replacingAll("_", with: "-")
            if available.contains(tag), !result.contains(tag) { result.append(tag) }
        }
        return result.isEmpty ? [developmentLocalization()] : result
    }

    /// `T` for a generic function whose result is `T`: the type the call's result is declared
    /// as (`let x: [Hike] = load(…)`, `static let all: [Resort] = Bundle.main.decode(…)`),
    /// looking through `try`, `await` and `!`; nil when the call stands elsewhere.
    func expectedResultType(of node: some SyntaxProtocol) -> String? {
        var current = Syntax(node)
        while let parent = current.parent {
            if parent.is(TryExprSyntax.self) || parent.is(AwaitExprSyntax.self) || parent.is(ForceUnwrapExprSyntax.self) {
                current = parent
                continue
            }
            guard let initializer = parent.as(InitializerClauseSyntax.self),
                  let binding = initializer.parent?.as(PatternBindingSyntax.self) else { return nil }
            return binding.typeAnnotation?.type.trimmedDescription
        }
        return nil
    }

    /// The type a `decode` call's first argument names: `Landmark.self`, `[Landmark].self`
    /// (an array of the type), `T.self` bound to one of these.
    static func decodedTypeName(_ value: SwiftValue) -> String? {
        switch value {
        case .type(let name): return name
        case .array(let elements) where elements.count == 1:
            return decodedTypeName(elements[0]).map { "[\($0)]" }
        case .record("Dictionary", _):
            let entries = dictionaryEntries(value)
            guard entries.count == 1, let key = decodedTypeName(entries[0].0), let element = decodedTypeName(entries[0].1) else { return nil }
            return "[\(key): \(element)]"
        default: return nil
        }
    }

    /// The first file named `name` under the module's folder, in path order (folders breadth
    /// first, names sorted; nested packages and projects, hidden folders and asset catalogs
    /// skipped). The folder is walked once per render: a preview that loads many files, or one
    /// file many times, does not walk it again.
    func findResource(_ name: String) -> String? {
        guard !name.contains("/"), let root = moduleFolder else { return nil }
        if let index = resourceIndex { return index[name] }
        // The module's files by name, the shallowest first (`ModuleFolderWalk`'s order).
        var index: [String: String] = [:]
        ModuleFolderWalk.walk(root, limit: 20_000) { path, name, isFolder in
            if isFolder { return !name.hasSuffix(".xcassets") }
            if index[name] == nil { index[name] = path }
            return false
        }
        resourceIndex = index
        return index[name]
    }

    private func fields(of record: SwiftValue) -> [String: SwiftValue] {
        if case .record(_, let fields) = record { return fields }
        return [:]
    }

    private func decodeJSON(at path: String, as type: String, decoder: [String: SwiftValue], at node: some SyntaxProtocol) throws(SceneError) -> SwiftValue {
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { throw fail("cannot read \(path)", node) }
        guard Int(info.st_size) <= Self.maxResourceBytes else {
            throw fail("\(path) is \(info.st_size) bytes; the renderer decodes JSON of at most \(Self.maxResourceBytes >> 20) MiB", node)
        }
        guard let data = FileManager.default.contents(atPath: path) else { throw fail("cannot read \(path)", node) }
        try spend(bytes: data.count, at: node)
        return try decodeJSON(data, named: (path as NSString).lastPathComponent, as: type, decoder: decoder, at: node)
    }

    /// Step 3 of JSON bytes, `name` naming them in messages (a file's name).
    private func decodeJSON(_ data: Data, named name: String, as type: String, decoder: [String: SwiftValue], at node: some SyntaxProtocol) throws(SceneError) -> SwiftValue {
        // A parser's recursion is bounded before it runs: arrays and objects nested past 64 are
        // refused (the decode below stops there too).
        if Self.jsonNesting(data) > 64 {
            throw fail("\(name): JSON nested more than 64 deep", node)
        }
        var json: Any
        do {
            json = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        } catch {
            throw decodingError("\(name) is not valid JSON (\(error.localizedDescription))", node)
        }
        func strategy(_ name: String) -> String? {
            if case .symbol(let symbol)? = decoder[name] { return symbol.last }
            return nil
        }
        if strategy("keyDecodingStrategy") == "convertFromSnakeCase" { json = Self.camelCased(json, depth: 0) }
        let source = JSONSource(name: name, dates: strategy("dateDecodingStrategy") ?? "deferredToDate")
        return try decoded(json, as: type, path: "", file: source, owner: nil, depth: 0, at: node)
    }

    /// `json` as a value of `type` (step 3); `path` names the place in the JSON for errors.
    private func decoded(_ json: Any, as rawType: String, path: String, file: JSONSource, owner: TypeDecl?, depth: Int,
                         at node: some SyntaxProtocol) throws(SceneError) -> SwiftValue {
        guard depth < 64 else { throw fail("\(file): JSON nested more than 64 deep", node) }
        let type = rawType.trimmingCharacters(in: .whitespaces)
        func mismatch(_ expected: String) -> SceneError {
            decodingError("\(file)\(path.isEmpty ? "" : " at \(path)"): expected \(expected) for \(type), found \(Self.jsonKind(json))", node)
        }
        if type.hasSuffix("?") || type.hasSuffix("!") {
            if json is NSNull { return .null }
            return try decoded(json, as: String(type.dropLast()), path: path, file: file, owner: owner, depth: depth + 1, at: node)
        }
        if let inner = Self.genericArgument(type, of: "Optional") {
            if json is NSNull { return .null }
            return try decoded(json, as: inner, path: path, file: file, owner: owner, depth: depth + 1, at: node)
        }
        if type.hasPrefix("["), type.hasSuffix("]") {
            let inner = String(type.dropFirst().dropLast())
            if let colon = Self.topLevelColon(inner) {
                guard let object = json as? [String: Any] else { throw mismatch("an object") }
                let keyType = String(inner[..<colon]), valueType = String(inner[inner.index(after: colon)...])
                try making(elements: object.count, at: node)
                var entries: [(SwiftValue, SwiftValue)] = []
                for key in object.keys.sorted() {
                    let keyValue = try decoded(key, as: keyType, path: path + "." + key, file: file, owner: owner, depth: depth + 1, at: node)
                    entries.append((keyValue, try decoded(object[key]!, as: valueType, path: path + "." + key, file: file, owner: owner, depth: depth + 1, at: node)))
                }
                return Self.dictionaryValue(entries)
            }
            return try decodedArray(json, of: inner, path: path, file: file, owner: owner, depth: depth, at: node, mismatch: mismatch)
        }
        if let inner = Self.genericArgument(type, of: "Array") {
            return try decodedArray(json, of: inner, path: path, file: file, owner: owner, depth: depth, at: node, mismatch: mismatch)
        }
        for (name, closed) in [("Range", false), ("ClosedRange", true)] {
            guard let inner = Self.genericArgument(type, of: name) else { continue }
            guard let pair = json as? [Any], pair.count == 2, let lower = Self.jsonScalar(pair[0]), !lower.isBool,
                  let upper = Self.jsonScalar(pair[1]), !upper.isBool else { throw mismatch("[lower, upper]") }
            guard lower.value <= upper.value else {
                throw decodingError("\(file) at \(path): a range's lower bound \(lower.value) is above its upper bound \(upper.value)", node)
            }
            return .range(lower: lower.value, upper: upper.value, closed: closed, integral: ["Int", "Int64", "Int32"].contains(inner))
        }
        switch type {
        case "Int", "Int64", "Int32", "Int16", "Int8", "UInt", "UInt64", "UInt32", "UInt16", "UInt8":
            guard let number = Self.jsonScalar(json), !number.isBool, let whole = Int(exactly: number.value) else { throw mismatch("a whole number") }
            return .int(whole)
        case "Double", "CGFloat", "Float", "Decimal", "TimeInterval", "Float64", "Float32":
            guard let number = Self.jsonScalar(json), !number.isBool else { throw mismatch("a number") }
            return .double(number.value)
        case "Bool":
            guard let number = Self.jsonScalar(json), number.isBool else { throw mismatch("true or false") }
            return .bool(number.value != 0)
        case "String", "Substring", "Character":
            guard let text = json as? String else { throw mismatch("a string") }
            return .string(text)
        case "UUID":
            guard let text = json as? String, let uuid = UUID(uuidString: text) else { throw mismatch("a UUID string") }
            return .string(uuid.uuidString)
        case "URL":
            guard let text = json as? String, let url = URL(string: text) else { throw mismatch("a URL string") }
            return .record("URL", ["absoluteString": .string(url.absoluteString)])
        case "Date":
            // The decoder's `dateDecodingStrategy`: `.deferredToDate` (seconds since 2001),
            // `.secondsSince1970`, `.millisecondsSince1970`, `.iso8601`.
            if let number = Self.jsonScalar(json), !number.isBool {
                switch file.dates {
                case "secondsSince1970": return Self.dateValue(Date(timeIntervalSince1970: number.value))
                case "millisecondsSince1970": return Self.dateValue(Date(timeIntervalSince1970: number.value / 1000))
                default: return Self.dateValue(Date(timeIntervalSinceReferenceDate: number.value))
                }
            }
            if let text = json as? String, let date = ISO8601DateFormatter().date(from: text) { return Self.dateValue(date) }
            throw mismatch("a number of seconds or an ISO 8601 date")
        default: break
        }
        let qualified = program.nestedTypeName(type, inside: owner) ?? type
        guard let declared = program.type(named: qualified) else {
            return try placeholder("\(type)(from: decoder)", at: node)
        }
        return try decodedInstance(json, of: declared, path: path, file: file, depth: depth, at: node, mismatch: mismatch)
    }

    private func decodedArray(_ json: Any, of element: String, path: String, file: JSONSource, owner: TypeDecl?, depth: Int,
                              at node: some SyntaxProtocol, mismatch: (String) -> SceneError) throws(SceneError) -> SwiftValue {
        guard let array = json as? [Any] else { throw mismatch("an array") }
        try making(elements: array.count, at: node)
        var values: [SwiftValue] = []
        values.reserveCapacity(array.count)
        for (index, item) in array.enumerated() {
            values.append(try decoded(item, as: element, path: path + "[\(index)]", file: file, owner: owner, depth: depth + 1, at: node))
        }
        return .array(values)
    }

    private func decodedInstance(_ json: Any, of type: TypeDecl, path: String, file: JSONSource, depth: Int,
                                 at node: some SyntaxProtocol, mismatch: (String) -> SceneError) throws(SceneError) -> SwiftValue {
        if type.initializers.contains(where: { $0.signature.parameterClause.parameters.first?.firstName.text == "from" }) {
            // Its own `init(from decoder:)`: code the renderer does not run.
            return try placeholder("\(type.name)(from: decoder)", at: node)
        }
        switch type.kind {
        case .enumeration:
            for name in type.cases {
                let symbol = Symbol(type: type.qualifiedName, steps: [Symbol.Step(name: name, arguments: nil)])
                let raw = try enumMember("rawValue", of: symbol, at: node)
                switch (raw, json) {
                case (.string(let text), let given as String) where text == given: return .symbol(symbol)
                case (.int(let number), let given) where Self.jsonScalar(given).map({ !$0.isBool && $0.value == Double(number) }) == true: return .symbol(symbol)
                default: continue
                }
            }
            throw decodingError("\(file)\(path.isEmpty ? "" : " at \(path)"): \(Self.jsonKind(json)) is no raw value of \(type.name)", node)
        case .protocolType, .fileScope:
            return try placeholder("\(type.name)(from: decoder)", at: node)
        default: break
        }
        guard let object = json as? [String: Any] else { throw mismatch("an object") }
        // `enum CodingKeys: String, CodingKey { case id, imageName = "image" }`: the keys.
        var keys: [String: String]?
        // The type's own keys, not an enclosing type's.
        if let codingKeys = program.types[type.qualifiedName + ".CodingKeys"] {
            var mapped: [String: String] = [:]
            for name in codingKeys.cases {
                let symbol = Symbol(type: codingKeys.qualifiedName, steps: [Symbol.Step(name: name, arguments: nil)])
                if case .string(let key) = try enumMember("rawValue", of: symbol, at: node) { mapped[name] = key } else { mapped[name] = name }
            }
            keys = mapped
        }
        let instance = Instance(type: type, fields: [:])
        let scope = Scope(parent: nil, selfInstance: instance)
        for property in type.stored where !property.isStatic {
            let key = keys == nil ? property.name : keys?[property.name]
            if let key, let value = object[key], !(property.isLet && property.initializer != nil) {
                guard let declared = property.type else {
                    throw fail("\(type.name).\(property.name) needs a declared type to be decoded", property.node)
                }
                instance.fields[property.name] = try decoded(value, as: declared, path: path + "." + key, file: file, owner: type,
                                                             depth: depth + 1, at: node)
            } else if property.initializer != nil {
                instance.fields[property.name] = try initialValue(of: property, in: type, scope: scope, override: false)
            } else if property.type?.hasSuffix("?") == true {
                instance.fields[property.name] = .null
            } else if let key {
                throw decodingError("\(file)\(path.isEmpty ? "" : " at \(path)"): no key '\(key)' for \(type.name).\(property.name)", node)
            } else {
                throw fail("\(type.name).\(property.name) is left out of its CodingKeys and has no default", property.node)
            }
        }
        return .instance(instance)
    }

    /// `keyDecodingStrategy = .convertFromSnakeCase`: `first_name` is `firstName` (Foundation's
    /// rule: leading and trailing underscores kept, each word after an underscore capitalised).
    private static func camelCased(_ json: Any, depth: Int) -> Any {
        guard depth < 64 else { return json }
        if let array = json as? [Any] { return array.map { camelCased($0, depth: depth + 1) } }
        guard let object = json as? [String: Any] else { return json }
        var result: [String: Any] = [:]
        for (key, value) in object {
            let core = key.drop(while: { $0 == "_" })
            let leading = key.prefix(key.count - core.count)
            let trimmed = core.reversed().drop(while: { $0 == "_" })
            let trailing = String(repeating: "_", count: core.count - trimmed.count)
            let words = String(trimmed.reversed()).split(separator: "_")
            let camel = words.enumerated().map { $0.offset == 0 ? $0.element.lowercased() : $0.element.capitalized }.joined()
            result[words.isEmpty ? key : leading + camel + trailing] = camelCased(value, depth: depth + 1)
        }
        return result
    }

    /// The deepest nesting of arrays and objects in JSON text (brackets in strings not counted).
    static func jsonNesting(_ data: Data) -> Int {
        var depth = 0, deepest = 0, inString = false, escaped = false
        for byte in data {
            if inString {
                if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") { inString = false }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                deepest = max(deepest, depth)
            case UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
            default: break
            }
        }
        return deepest
    }

    /// A JSON number or Bool, and which of the two it is.
    private static func jsonScalar(_ json: Any) -> (value: Double, isBool: Bool)? {
        if json is String || json is NSNull { return nil }
        // Foundation makes `true` and `false` NSNumbers of a Bool (Objective-C type `c`);
        // JSON's numbers are never chars.
        if let number = json as? NSNumber { return (number.doubleValue, String(cString: number.objCType) == "c") }
        if let flag = json as? Bool { return (flag ? 1 : 0, true) }
        if let whole = json as? Int { return (Double(whole), false) }
        if let real = json as? Double { return (real, false) }
        return nil
    }

    private static func jsonKind(_ json: Any) -> String {
        switch json {
        case is NSNull: return "null"
        case let text as String: return "the string \"\(text.prefix(40))\""
        case is [Any]: return "an array"
        case is [String: Any]: return "an object"
        default:
            guard let scalar = jsonScalar(json) else { return "a value" }
            return scalar.isBool ? "a Bool" : "the number \(scalar.value)"
        }
    }

    /// The file a decode reads, named in its errors, and the decoder's date strategy.
    struct JSONSource: CustomStringConvertible {
        var name: String
        var dates: String
        var description: String { name }
    }

    /// `X` of `Name<X>`; nil when `type` is not that generic.
    private static func genericArgument(_ type: String, of name: String) -> String? {
        guard type.hasPrefix(name + "<"), type.hasSuffix(">") else { return nil }
        return String(type.dropFirst(name.count + 1).dropLast())
    }

    /// The `:` of `K: V` outside brackets.
    private static func topLevelColon(_ text: String) -> String.Index? {
        var depth = 0
        for index in text.indices {
            switch text[index] {
            case "[", "<", "(": depth += 1
            case "]", ">", ")": depth -= 1
            case ":" where depth == 0: return index
            default: break
            }
        }
        return nil
    }
}

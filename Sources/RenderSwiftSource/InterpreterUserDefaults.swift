import SwiftSyntax
import RenderLayout
import RenderScene

/// `UserDefaults` at rest: the store of an app just installed, which holds nothing until the
/// app's own code writes to it (decision, issue 25: a render is the first frame of a fresh
/// launch, as `@AppStorage` reads its declared default).
///
/// 1. `UserDefaults.standard` and `UserDefaults(suiteName: "group.x")` are stores, one per suite
///    name, empty when the render starts.
/// 2. Reading a key nothing wrote gives what Foundation gives for a missing key:
///    `object(forKey:)` (and `value(forKey:)`, key-value coding's read of the same store, as
///    EhPanda's `UserDefaults.standard.value(forKey:) as? T` reads it), `string`, `array`,
///    `dictionary`, `data`, `url`, `stringArray` nil;
///    `bool` false; `integer` 0; `double`, `float` 0.0 — or the value `register(defaults:)`
///    gave it, which a written value overrides. A key the render does not know (Damus's
///    `"\(pubkey.hex())_…"`) reads the missing value too while nothing was written to or
///    registered in the store under any key: then no key has a value. Once something was, an
///    unknown key's value is unknown (a named placeholder).
/// 3. `set(_:forKey:)` and `removeObject(forKey:)` run in order, so an `init` that writes and
///    then reads sees its own write; `synchronize()` is true. `@AppStorage` keeps reading its
///    declared default (what it shows at rest), not these writes.
/// 4. Any other member of a store (`dictionaryRepresentation()`, observers) is an unknown value.
extension Interpreter {
    /// Step 1: `UserDefaults.standard`.
    func userDefaultsStatic(_ name: String, of type: String) -> SwiftValue? {
        guard type == "UserDefaults", name == "standard" else { return nil }
        return .record("UserDefaults", ["suite": .string("")])
    }

    /// Step 1: `UserDefaults(suiteName:)`, `UserDefaults()`.
    func userDefaultsBuiltin(_ name: String, _ arguments: [CallArgument]) -> SwiftValue? {
        guard name == "UserDefaults" else { return nil }
        if arguments.isEmpty { return .record("UserDefaults", ["suite": .string("")]) }
        guard arguments.count == 1, arguments[0].label == "suiteName", case .string(let suite) = arguments[0].value else { return nil }
        return .record("UserDefaults", ["suite": .string(suite)])
    }

    /// Steps 2–4 for a method of a store; nil for any other value.
    func userDefaultsMethod(_ name: String, on base: SwiftValue, _ arguments: [CallArgument], at call: FunctionCallExprSyntax) throws(SceneError) -> SwiftValue? {
        // The app's own `extension UserDefaults` method of that name comes first where it could
        // take the arguments (`mayTake`); Foundation's otherwise.
        guard case .record("UserDefaults", let fields) = base, case .string(let suite)? = fields["suite"],
              !(program.builtinFunctions["UserDefaults"]?[name] ?? []).contains(where: { !Self.isStatic($0) && mayTake($0, arguments) }) else { return nil }
        let labels = arguments.map(\.label)
        func key(_ index: Int) -> String? {
            guard arguments.count > index, case .string(let key) = arguments[index].value else { return nil }
            return key
        }
        switch (name, labels) {
        case ("set", [nil, "forKey"]):
            guard let key = key(1) else { userDefaultsUnknownWrites.insert(suite); break }
            userDefaultsWritten[suite, default: [:]][key] = arguments[0].value
            return .void
        case ("removeObject", ["forKey"]):
            guard let key = key(0) else { userDefaultsUnknownWrites.insert(suite); break }
            userDefaultsWritten[suite, default: [:]][key] = .null
            return .void
        case ("register", ["defaults"]):
            let entries = Self.dictionaryEntries(arguments[0].value)
            if case .record("Dictionary", _) = arguments[0].value {} else { userDefaultsUnknownWrites.insert(suite) }
            for (key, value) in entries {
                guard case .string(let key) = key else { userDefaultsUnknownWrites.insert(suite); continue }
                userDefaultsRegistered[suite, default: [:]][key] = value
            }
            return .void
        case ("synchronize", []):
            return .bool(true)
        case (_, ["forKey"]):
            guard let missing = Self.missingDefault[name] else { break }
            guard let key = key(0) else {
                let untouched = (userDefaultsWritten[suite] ?? [:]).isEmpty && (userDefaultsRegistered[suite] ?? [:]).isEmpty
                    && !userDefaultsUnknownWrites.contains(suite)
                if untouched { return missing }
                break
            }
            let stored = userDefaultsWritten[suite]?[key] ?? userDefaultsRegistered[suite]?[key]
            guard let stored else { return missing }
            if case .null = stored { return missing }
            return Self.defaultsValue(stored, as: name) ?? missing
        default: break
        }
        return try placeholder("UserDefaults.\(name)(…)", at: call.calledExpression)
    }

    /// Step 2: what each reader gives for a key with no value.
    static let missingDefault: [String: SwiftValue] = [
        "object": .null, "value": .null, "string": .null, "array": .null, "dictionary": .null, "data": .null, "url": .null,
        "stringArray": .null, "bool": .bool(false), "integer": .int(0), "double": .double(0), "float": .double(0),
    ]

    /// A stored value read as `reader` reads it (`integer(forKey:)` of 2.0 is 2); nil where the
    /// types do not fit, which Foundation reads as the missing value.
    static func defaultsValue(_ value: SwiftValue, as reader: String) -> SwiftValue? {
        switch reader {
        case "object", "value": return value
        case "bool":
            if case .bool = value { return value }
            return value.number.map { .bool($0 != 0) }
        case "integer": return value.number.map { .int(Int(exactly: $0.rounded(.towardZero)) ?? 0) }
        case "double", "float": return value.number.map { .double($0) }
        case "string":
            if case .string = value { return value }
            return nil
        case "array", "stringArray":
            if case .array = value { return value }
            return nil
        case "dictionary":
            if case .record("Dictionary", _) = value { return value }
            return nil
        default: return nil
        }
    }
}

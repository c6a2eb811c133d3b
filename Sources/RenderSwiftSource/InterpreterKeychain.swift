import SwiftSyntax
import RenderLayout
import RenderScene

/// Security's keychain at rest: the keychain of an app just installed (decision, issue 25). A
/// render is the first frame of a fresh launch, as `UserDefaults` is an empty store
/// (`InterpreterUserDefaults`); the keychain is the same kind of per-app store, so it follows
/// the same rule: empty when the render starts, and what the app's own code writes during the
/// render is kept for the rest of the render (an `init` that saves a generated key and reads it
/// back sees it, as on an iPhone), never written anywhere.
///
/// 1. The `kSec…` constants (`kSecClass`, `kSecAttrService`, `kSecClassGenericPassword`,
///    `kSecMatchLimitAll`, …) are opaque named values: each is a string of its own name, so it
///    keys a dictionary, survives `as String` and compares equal to itself, which is all apps do
///    with them (Apple documents them as keys and values of the query dictionary, not by their
///    spelling). A `kSec…` name the list does not hold stays unknown, as in Swift.
/// 2. `OSStatus` results are Security's documented numbers: `errSecSuccess` and `noErr` 0,
///    `errSecItemNotFound` -25300, `errSecDuplicateItem` -25299, `errSecParam` -50, and the
///    others of the list below.
/// 3. `SecItemCopyMatching(query, &result)` finds the items whose class and `kSecAttr…`
///    attributes equal the query's (`kSecAttrSynchronizable: kSecAttrSynchronizableAny` matches
///    any; a query without it matches only items that are not synchronised, Apple's default). None: `errSecItemNotFound`, `result` untouched (nil at rest, so the app's
///    `if status == errSecSuccess, let data = result as? Data` finds nothing). Found: 0, and
///    `result` is what `kSecReturnData`/`kSecReturnAttributes` ask for (data; an attributes
///    dictionary holding `kSecValueData` too when both are asked), one item for
///    `kSecMatchLimitOne` (the default) or an array for `kSecMatchLimitAll`.
/// 4. `SecItemAdd(attributes, _)` keeps the item (its data under `kSecValueData`) and is 0, or
///    `errSecDuplicateItem` when an item of the same class has the same primary key (account,
///    service, access group, server…), as Apple documents; `SecItemUpdate(query, changes)` changes
///    every matching item; `SecItemDelete(query)` removes them; both are `errSecItemNotFound`
///    when none matches. A query without `kSecClass` is `errSecParam`.
/// 5. The result pointer may be `&result`, `nil`, or the pointer of
///    `withUnsafeMutablePointer(to: &result) { SecItemCopyMatching(q, UnsafeMutablePointer($0)) }`:
///    `withUnsafeMutablePointer(to:_:)` calls its closure with a pointer to the variable, and a
///    result written through it is written to the variable.
/// 6. A query holding an unknown value has an unknown status.
extension Interpreter {
    /// Step 1: the constants of Security's item API (SecItem.h) apps write.
    static let securityConstants: Set<String> = [
        "kSecClass", "kSecClassGenericPassword", "kSecClassInternetPassword", "kSecClassCertificate", "kSecClassKey", "kSecClassIdentity",
        "kSecAttrAccount", "kSecAttrService", "kSecAttrGeneric", "kSecAttrLabel", "kSecAttrDescription", "kSecAttrComment",
        "kSecAttrAccessGroup", "kSecAttrAccessible", "kSecAttrAccessControl", "kSecAttrSynchronizable", "kSecAttrSynchronizableAny",
        "kSecAttrServer", "kSecAttrPort", "kSecAttrProtocol", "kSecAttrPath", "kSecAttrSecurityDomain", "kSecAttrAuthenticationType",
        "kSecAttrCreationDate", "kSecAttrModificationDate", "kSecAttrIsInvisible", "kSecAttrIsNegative", "kSecAttrType",
        "kSecAttrCreator", "kSecAttrApplicationTag", "kSecAttrApplicationLabel", "kSecAttrKeyType", "kSecAttrKeySizeInBits",
        "kSecAttrKeyClass", "kSecAttrTokenID",
        "kSecAttrAccessibleWhenUnlocked", "kSecAttrAccessibleAfterFirstUnlock", "kSecAttrAccessibleAlways",
        "kSecAttrAccessibleWhenPasscodeSetThisDeviceOnly", "kSecAttrAccessibleWhenUnlockedThisDeviceOnly",
        "kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly", "kSecAttrAccessibleAlwaysThisDeviceOnly",
        "kSecValueData", "kSecValueRef", "kSecValuePersistentRef",
        "kSecReturnData", "kSecReturnAttributes", "kSecReturnRef", "kSecReturnPersistentRef",
        "kSecMatchLimit", "kSecMatchLimitOne", "kSecMatchLimitAll", "kSecMatchCaseInsensitive",
        "kSecUseDataProtectionKeychain", "kSecUseAuthenticationUI", "kSecUseAuthenticationContext", "kSecUseOperationPrompt",
        "kSecUseAuthenticationUIAllow", "kSecUseAuthenticationUIFail", "kSecUseAuthenticationUISkip",
    ]

    /// Step 2: Security's result codes (SecBase.h) and MacTypes' `noErr`.
    static let securityStatuses: [String: Int] = [
        "errSecSuccess": 0, "noErr": 0, "errSecUnimplemented": -4, "errSecIO": -36, "errSecParam": -50, "errSecAllocate": -108,
        "errSecUserCanceled": -128, "errSecNotAvailable": -25291, "errSecAuthFailed": -25293, "errSecDuplicateItem": -25299,
        "errSecItemNotFound": -25300, "errSecInteractionNotAllowed": -25308, "errSecDecode": -26275, "errSecMissingEntitlement": -34018,
    ]

    /// Steps 1–2 for a name nothing in the module declares; nil for other names.
    func securityName(_ name: String) -> SwiftValue? {
        if let status = Self.securityStatuses[name] { return .int(status) }
        // CoreFoundation's booleans, the spelling Apple's keychain samples give `kSecReturnData`.
        if name == "kCFBooleanTrue" || name == "kCFBooleanFalse" { return .bool(name == "kCFBooleanTrue") }
        return Self.securityConstants.contains(name) ? .string(name) : nil
    }

    /// Steps 3–6 (and `UnsafeMutablePointer($0)` of a pointer step 5 made); nil for other calls.
    func keychainCall(_ name: String, _ call: FunctionCallExprSyntax, _ scope: Scope) throws(SceneError) -> SwiftValue? {
        switch name {
        case "withUnsafeMutablePointer":
            guard let target = call.arguments.first?.expression.as(InOutExprSyntax.self), call.arguments.first?.label?.text == "to" else { return nil }
            let arguments = try arguments(of: call, scope)
            guard arguments.count == 2, case .closure(let body) = arguments[1].value else { return nil }
            pointerTargets.append((target.expression, scope))
            // The pointer is valid only inside the closure (Swift forbids escaping it).
            defer { pointerTargets.removeLast() }
            let pointer = SwiftValue.record("UnsafeMutablePointer", ["target": .int(pointerTargets.count - 1)])
            return try invoke(body, [CallArgument(label: nil, value: pointer, location: program.location(call))], at: call)
        case "UnsafeMutablePointer":
            guard call.arguments.count == 1 else { return nil }
            let arguments = try arguments(of: call, scope)
            guard case .record("UnsafeMutablePointer", _) = arguments[0].value else { return nil }
            return arguments[0].value
        case "SecItemCopyMatching", "SecItemAdd", "SecItemUpdate", "SecItemDelete":
            break
        default:
            return nil
        }
        let arguments = try arguments(of: call, scope)
        guard arguments.count == (name == "SecItemDelete" ? 1 : 2) else {
            throw fail("\(name) takes \(name == "SecItemDelete" ? "a query" : "two arguments")", call)
        }
        var dictionaries: [[String: SwiftValue]] = []
        for argument in arguments.prefix(name == "SecItemUpdate" ? 2 : 1) {
            if case .placeholder = argument.value { return argument.value }
            guard case .record("Dictionary", _) = argument.value else {
                throw fail("\(name) needs a query dictionary, found \(argument.value.typeName)", call)
            }
            var dictionary: [String: SwiftValue] = [:]
            for (key, value) in Self.dictionaryEntries(argument.value) {
                // Step 6.
                if case .placeholder = key { return key }
                if case .placeholder = value { return value }
                guard case .string(let key) = key else { throw fail("\(name)'s query is keyed by kSec… constants, found \(key.typeName)", call) }
                dictionary[key] = value
            }
            dictionaries.append(dictionary)
        }
        let query = dictionaries[0]
        guard query["kSecClass"] != nil else { return .int(Self.securityStatuses["errSecParam"]!) }
        switch name {
        case "SecItemAdd":
            var item = query.filter { Self.isItemAttribute($0.key) || $0.key == "kSecValueData" }
            item["kSecAttrSynchronizable"] = item["kSecAttrSynchronizable"] ?? .bool(false)
            for stored in keychainItems where try samePrimaryKey(stored, item, at: call) {
                return .int(Self.securityStatuses["errSecDuplicateItem"]!)
            }
            keychainItems.append(item)
            return .int(0)
        case "SecItemUpdate":
            let changes = dictionaries[1]
            var found = false
            for index in keychainItems.indices where try matches(keychainItems[index], query, at: call) {
                found = true
                for (key, value) in changes where Self.isItemAttribute(key) || key == "kSecValueData" { keychainItems[index][key] = value }
            }
            return .int(found ? 0 : Self.securityStatuses["errSecItemNotFound"]!)
        case "SecItemDelete":
            let before = keychainItems.count
            var kept: [[String: SwiftValue]] = []
            for item in keychainItems where !(try matches(item, query, at: call)) { kept.append(item) }
            keychainItems = kept
            return .int(kept.count < before ? 0 : Self.securityStatuses["errSecItemNotFound"]!)
        default:
            var found: [[String: SwiftValue]] = []
            for item in keychainItems where try matches(item, query, at: call) { found.append(item) }
            guard !found.isEmpty else { return .int(Self.securityStatuses["errSecItemNotFound"]!) }
            let all: Bool
            switch query["kSecMatchLimit"] {
            case .string("kSecMatchLimitAll")?: all = true
            case .int(let limit)?:
                all = limit != 1
                found = Array(found.prefix(max(limit, 1)))
            default: all = false
            }
            let wantsData = query["kSecReturnData"].map { if case .bool(true) = $0 { return true } else { return false } } ?? false
            let wantsAttributes = query["kSecReturnAttributes"].map { if case .bool(true) = $0 { return true } else { return false } } ?? false
            guard wantsData || wantsAttributes else { return .int(0) }
            let results = found.map { item -> SwiftValue in
                guard wantsAttributes else { return item["kSecValueData"] ?? .null }
                let entries = item.filter { wantsData || $0.key != "kSecValueData" }.sorted { $0.key < $1.key }
                return Self.dictionaryValue(entries.map { (SwiftValue.string($0.key), $0.value) })
            }
            try writeResult(all ? .array(results) : results[0], call, argument: 1, scope)
            return .int(0)
        }
    }

    /// Step 5: the result written where the call's pointer argument points; nothing for `nil`.
    private func writeResult(_ value: SwiftValue, _ call: FunctionCallExprSyntax, argument index: Int, _ scope: Scope) throws(SceneError) {
        let expressions = call.arguments.map(\.expression)
        guard expressions.count > index else { return }
        let expression = expressions[index]
        if let inOut = expression.as(InOutExprSyntax.self) { return try assign(inOut.expression, value, scope) }
        if case .record("UnsafeMutablePointer", let fields) = try evaluate(expression, scope), case .int(let target)? = fields["target"],
           pointerTargets.indices.contains(target) {
            let (variable, variableScope) = pointerTargets[target]
            try assign(variable, value, variableScope)
        }
    }

    /// Step 3: an item's own attributes (its class and `kSecAttr…`), not the query's flags.
    private static func isItemAttribute(_ key: String) -> Bool {
        key == "kSecClass" || (key.hasPrefix("kSecAttr") && securityConstants.contains(key))
    }

    /// Step 3: every attribute the query names has the item's value.
    private func matches(_ item: [String: SwiftValue], _ query: [String: SwiftValue], at node: some SyntaxProtocol) throws(SceneError) -> Bool {
        for (key, wanted) in query where Self.isItemAttribute(key) {
            if key == "kSecAttrSynchronizable", case .string("kSecAttrSynchronizableAny") = wanted { continue }
            guard let value = item[key], try equal(value, wanted, at: node) else { return false }
        }
        // A query that does not name `kSecAttrSynchronizable` matches only items that are not
        // synchronised (Apple: "the default is false").
        if query["kSecAttrSynchronizable"] == nil, let synchronizable = item["kSecAttrSynchronizable"],
           try !equal(synchronizable, .bool(false), at: node) { return false }
        return true
    }

    /// Step 4: the attributes Apple lists as the primary key of generic and internet passwords.
    private static let primaryKey = [
        "kSecClass", "kSecAttrAccount", "kSecAttrService", "kSecAttrAccessGroup", "kSecAttrSynchronizable", "kSecAttrServer",
        "kSecAttrSecurityDomain", "kSecAttrProtocol", "kSecAttrAuthenticationType", "kSecAttrPort", "kSecAttrPath",
    ]

    private func samePrimaryKey(_ a: [String: SwiftValue], _ b: [String: SwiftValue], at node: some SyntaxProtocol) throws(SceneError) -> Bool {
        for key in Self.primaryKey {
            switch (a[key], b[key]) {
            case (nil, nil): continue
            case (let x?, let y?): if !(try equal(x, y, at: node)) { return false }
            default: return false
            }
        }
        return true
    }
}

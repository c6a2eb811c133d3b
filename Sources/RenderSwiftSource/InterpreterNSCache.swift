import SwiftSyntax
import RenderLayout
import RenderScene

/// `NSCache` at rest: a cache the app's code makes, empty when the render starts (decision,
/// issue 25: a render is the first frame of a fresh launch, so nothing was cached before it; the
/// system evicts only under memory pressure, which a first frame does not meet).
///
/// 1. `NSCache()` and `NSCache<Key, Object>()` make a new, empty cache. A cache is a class: every
///    name it is stored under reaches the same one.
/// 2. `setObject(_:forKey:)` (and `setObject(_:forKey:cost:)`) stores the object under the key,
///    replacing what the key held; `removeObject(forKey:)` and `removeAllObjects()` remove.
/// 3. `object(forKey:)` is the object last stored under an equal key, or nil. A key of another
///    kind than a stored one (`2 as NSNumber` among `NSString`s) is not equal to it: a miss.
/// 4. Any other method of a cache is an unknown value named after it.
/// 5. `NSString(string: s)` is the string `s` (a cache's keys are often `NSString`s).
extension Interpreter {
    /// Steps 1 and 5.
    func nsCacheBuiltin(_ name: String, _ arguments: [CallArgument], at call: FunctionCallExprSyntax) throws(SceneError) -> SwiftValue? {
        switch name {
        case "NSCache" where arguments.isEmpty:
            try bound(elements: nsCaches.count + 1, at: call)
            nsCaches.append([])
            return .record("NSCache", ["number": .int(nsCaches.count - 1)])
        case "NSString" where arguments.count == 1 && arguments[0].label == "string":
            guard case .string = arguments[0].value else { return nil }
            return arguments[0].value
        default:
            return nil
        }
    }

    /// Steps 2–4 for a method of a cache; nil for any other value.
    func nsCacheMethod(_ name: String, on base: SwiftValue, _ arguments: [CallArgument], at call: FunctionCallExprSyntax) throws(SceneError) -> SwiftValue? {
        guard case .record("NSCache", let fields) = base, case .int(let number)? = fields["number"], nsCaches.indices.contains(number) else {
            return nil
        }
        func index(of key: SwiftValue) throws(SceneError) -> Int? {
            try spend(elements: nsCaches[number].count, at: call)
            for (offset, entry) in nsCaches[number].enumerated() where try equalIfComparable(entry.key, key, at: call) == true { return offset }
            return nil
        }
        switch (name, arguments.map(\.label)) {
        case ("setObject", [nil, "forKey"]), ("setObject", [nil, "forKey", "cost"]):
            if let existing = try index(of: arguments[1].value) {
                nsCaches[number][existing].value = arguments[0].value
            } else {
                try bound(elements: nsCaches[number].count + 1, at: call)
                nsCaches[number].append((arguments[1].value, arguments[0].value))
            }
            return .void
        case ("object", ["forKey"]):
            guard let found = try index(of: arguments[0].value) else { return .null }
            return nsCaches[number][found].value
        case ("removeObject", ["forKey"]):
            if let found = try index(of: arguments[0].value) { nsCaches[number].remove(at: found) }
            return .void
        case ("removeAllObjects", []):
            nsCaches[number].removeAll()
            return .void
        default:
            return try placeholder("NSCache.\(name)(…)", at: call.calledExpression)
        }
    }
}

import SwiftSyntax
import RenderLayout
import RenderScene

/// Dictionaries, empty collections by type, and the higher-order methods apps call on arrays.
///
/// 1. A dictionary literal (`["a": 1]`) keeps its entries in the order written; iterating,
///    `keys` and `values` follow that order (decision: Swift's order is unspecified and varies
///    per run; a render must not). `dict[key]` is the value or nil, `dict[key, default: x]`
///    the value or `x`; `dict[key] = value` adds or replaces; an entry is `(key, value)` with
///    `.key` and `.value`.
/// 2. `[Item]()` is an empty array, `[String: Int]()` an empty dictionary.
/// 3. Arrays: `reduce(0, +)` (an operator as a function), `sorted()`, `sorted(by: <)` or a
///    closure, `first(where:)`, `contains(where:)`, `allSatisfy`, `firstIndex(of:)`,
///    `max(by:)`/`min(by:)`, `Dictionary(grouping:by:)`.
extension Interpreter {
    static func dictionaryEntries(_ value: SwiftValue) -> [(SwiftValue, SwiftValue)] {
        guard case .record("Dictionary", let fields) = value, case .array(let keys)? = fields["keys"],
              case .array(let values)? = fields["values"] else { return [] }
        return Array(zip(keys, values))
    }

    static func dictionaryValue(_ entries: [(SwiftValue, SwiftValue)]) -> SwiftValue {
        .record("Dictionary", ["keys": .array(entries.map(\.0)), "values": .array(entries.map(\.1))])
    }

    static func entryValue(_ entry: (SwiftValue, SwiftValue)) -> SwiftValue {
        .record("Tuple", ["0": entry.0, "1": entry.1, "key": entry.0, "value": entry.1])
    }

    func dictionary(_ literal: DictionaryExprSyntax, _ scope: Scope) throws(SceneError) -> SwiftValue {
        guard case .elements(let elements) = literal.content else { return Self.dictionaryValue([]) }
        var entries: [(SwiftValue, SwiftValue)] = []
        for element in elements {
            let key = try evaluate(element.key, scope), value = try evaluate(element.value, scope)
            if let index = try index(of: key, in: entries, at: element) { entries[index].1 = value } else { entries.append((key, value)) }
        }
        return Self.dictionaryValue(entries)
    }

    private func index(of key: SwiftValue, in entries: [(SwiftValue, SwiftValue)], at node: some SyntaxProtocol) throws(SceneError) -> Int? {
        for (index, entry) in entries.enumerated() where try equal(entry.0, key, at: node) { return index }
        return nil
    }

    /// Step 1: `dict[key]`, `dict[key, default: x]`; nil when `base` is no dictionary.
    func dictionarySubscript(_ base: SwiftValue, _ call: SubscriptCallExprSyntax, _ scope: Scope) throws(SceneError) -> SwiftValue? {
        guard case .record("Dictionary", _) = base, let first = call.arguments.first, first.label == nil else { return nil }
        let key = try evaluate(first.expression, scope)
        let entries = Self.dictionaryEntries(base)
        // `dict[dict.index(forKey: k)!]`: the entry at that position (`InterpreterImageIO`, step 3).
        if case .record("Dictionary.Index", let fields) = key, case .int(let offset)? = fields["offset"] {
            guard entries.indices.contains(offset) else { throw fail("the dictionary index is out of range", call) }
            return Self.entryValue(entries[offset])
        }
        if let index = try index(of: key, in: entries, at: call) { return entries[index].1 }
        if call.arguments.count == 2, let fallback = call.arguments.last, fallback.label?.text == "default" {
            return try evaluate(fallback.expression, scope)
        }
        return .null
    }

    /// Step 1: `dict[key] = value`; false when the target is no dictionary.
    func assignDictionaryEntry(_ call: SubscriptCallExprSyntax, _ value: SwiftValue, _ scope: Scope) throws(SceneError) -> Bool {
        // `counts[key, default: 0] += 1` writes the entry for `key`.
        guard let first = call.arguments.first, first.label == nil,
              call.arguments.count == 1 || (call.arguments.count == 2 && call.arguments.last?.label?.text == "default"),
              case .record("Dictionary", _) = try evaluate(call.calledExpression, scope) else { return false }
        var entries = Self.dictionaryEntries(try evaluate(call.calledExpression, scope))
        let key = try evaluate(first.expression, scope)
        if let index = try index(of: key, in: entries, at: call) {
            if case .null = value { entries.remove(at: index) } else { entries[index].1 = try copy(value, at: call) }
        } else if case .null = value {
            return true
        } else {
            guard entries.count < 100_000 else { throw fail("the dictionary has more than 100000 entries", call) }
            entries.append((key, try copy(value, at: call)))
        }
        try assign(call.calledExpression, Self.dictionaryValue(entries), scope)
        return true
    }

    /// Step 2: `[Item]()`, `[String: Int]()`; nil for other calls.
    func callTypeExpression(_ call: FunctionCallExprSyntax, _ scope: Scope) throws(SceneError) -> SwiftValue? {
        guard call.arguments.isEmpty, call.trailingClosure == nil else { return nil }
        if let array = call.calledExpression.as(ArrayExprSyntax.self), array.elements.count == 1 { return .array([]) }
        if call.calledExpression.is(DictionaryExprSyntax.self) { return Self.dictionaryValue([]) }
        // `Set<String>()`: an empty set (`InterpreterSets`).
        if let generic = call.calledExpression.as(GenericSpecializationExprSyntax.self),
           generic.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Set" { return .array([]) }
        // `NSCache<NSString, Loader>()`: a new, empty cache (`InterpreterNSCache` step 1).
        if let generic = call.calledExpression.as(GenericSpecializationExprSyntax.self),
           generic.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == "NSCache" { return try nsCacheBuiltin("NSCache", [], at: call) }
        return nil
    }

    /// Members of a dictionary: `keys`, `values`, `count`, `isEmpty`.
    func dictionaryProperty(_ name: String, of base: SwiftValue) -> SwiftValue? {
        guard case .record("Dictionary", _) = base else { return nil }
        let entries = Self.dictionaryEntries(base)
        switch name {
        case "keys": return .array(entries.map(\.0))
        case "values": return .array(entries.map(\.1))
        case "count": return .int(entries.count)
        case "isEmpty": return .bool(entries.isEmpty)
        case "first": return entries.first.map(Self.entryValue) ?? .null
        default: return nil
        }
    }

    /// Methods of the file's types and of collections the base interpreter does not know; nil
    /// when `base` has no such method here.
    package func appMethod(_ name: String, on base: SwiftValue, _ arguments: [CallArgument], at call: FunctionCallExprSyntax) throws(SceneError) -> SwiftValue? {
        switch base {
        case .symbol(let symbol):
            return try enumMethod(name, of: symbol, arguments, at: call)
        case .type(let type):
            // `Profile.Season(rawValue:)`, `Self.init(…)`, `Card.init(title:)`. The type nested in
            // `type` first: `Game.State(…)` where every TCA feature nests a `State`.
            if let owner = program.types[type], let nested = program.types[owner.qualifiedName + "." + name] ?? program.types[name],
               nested.kind != .protocolType {
                return try instantiate(nested, arguments, at: call)
            }
            if name == "init", let declared = program.type(named: type), declared.kind != .protocolType {
                return try instantiate(declared, arguments, at: call)
            }
            if type == "Dictionary", name == "init" || name.isEmpty { return nil }
            return nil
        case .record("Dictionary", _):
            let entries = Self.dictionaryEntries(base)
            switch name {
            case "sorted", "map", "filter", "compactMap", "reduce", "first", "contains", "forEach":
                let pairs = SwiftValue.array(entries.map(Self.entryValue))
                if let result = try appMethod(name, on: pairs, arguments, at: call) { return result }
                return try collectionFallback(name, pairs, arguments, at: call)
            case "mapValues":
                guard let function = arguments.first?.value else { return nil }
                var result: [(SwiftValue, SwiftValue)] = []
                for (key, value) in entries { result.append((key, try apply(function, [value], at: call))) }
                return Self.dictionaryValue(result)
            default: return try dictionaryIndex(name, of: entries, arguments, at: call)
            }
        case .array(let elements):
            return try arrayMethod(name, elements, arguments, at: call)
        case .record("Path", _):
            // `Path { … }.stroke(.blue)`: the path as a view.
            guard let view = pathView(base, at: program.location(call)) else { return nil }
            return try modifier(name, on: [view], arguments, at: call)
        default: return nil
        }
    }

    private func collectionFallback(_ name: String, _ base: SwiftValue, _ arguments: [CallArgument], at call: FunctionCallExprSyntax) throws(SceneError) -> SwiftValue? {
        guard case .array(let elements) = base, case .closure(let closure)? = arguments.first?.value, ["map", "filter", "compactMap"].contains(name) else { return nil }
        var result: [SwiftValue] = []
        for element in elements {
            let value = try invoke(closure, [CallArgument(label: nil, value: element, location: closure.location)], at: call)
            switch name {
            case "map": result.append(value)
            case "compactMap": if case .null = value {} else { result.append(value) }
            default: if case .bool(true) = value { result.append(element) }
            }
        }
        return .array(result)
    }

    private func arrayMethod(_ name: String, _ elements: [SwiftValue], _ arguments: [CallArgument], at call: FunctionCallExprSyntax) throws(SceneError) -> SwiftValue? {
        // `members.first { $0.id != Member.currentUser?.id }` where the test reads an unknown
        // value: the result is that unknown value.
        var unknown: Placeholder?
        let result = try arrayMethodBody(name, elements, arguments, at: call, unknown: &unknown)
        if let unknown { return .placeholder(unknown) }
        return result
    }

    private func arrayMethodBody(_ name: String, _ elements: [SwiftValue], _ arguments: [CallArgument], at call: FunctionCallExprSyntax,
                                 unknown: inout Placeholder?) throws(SceneError) -> SwiftValue? {
        var labels = arguments.map(\.label)
        // `members.first { $0.id != me }`: a trailing closure is the `where:` (or `by:`) argument.
        if arguments.count == 1, arguments[0].isTrailingClosure {
            if ["first", "last", "contains", "firstIndex", "lastIndex", "count"].contains(name) { labels = ["where"] }
            if ["sorted", "max", "min"].contains(name) { labels = ["by"] }
        }
        func test(_ element: SwiftValue, _ function: SwiftValue) throws(SceneError) -> Bool {
            let value = try apply(function, [element], at: call)
            if case .placeholder(let placeholder) = value { unknown = unknown ?? placeholder; return false }
            guard case .bool(let flag) = value else { throw fail("\(name)'s closure must return a Bool", call) }
            return flag
        }
        func ordered(_ a: SwiftValue, _ b: SwiftValue, _ function: SwiftValue) throws(SceneError) -> Bool {
            let value = try apply(function, [a, b], at: call)
            if case .placeholder(let placeholder) = value { unknown = unknown ?? placeholder; return false }
            guard case .bool(let flag) = value else { throw fail("\(name)'s closure must return a Bool", call) }
            return flag
        }
        switch (name, labels) {
        case ("forEach", [nil]):
            // `items.forEach { total += $0 }`: run for its effects.
            for element in elements { _ = try apply(arguments[0].value, [element], at: call) }
            return .void
        case ("map", [nil]), ("compactMap", [nil]), ("filter", [nil]), ("flatMap", [nil]):
            // Closures are the base interpreter's; key paths and `T.init` are functions here.
            if case .closure = arguments[0].value { return nil }
            var result: [SwiftValue] = []
            for element in elements {
                let value = try apply(arguments[0].value, [element], at: call)
                switch name {
                case "map": result.append(value)
                case "compactMap": if case .null = value {} else { result.append(value) }
                case "flatMap":
                    // `sales.flatMap(\.entries)` where an element's entries are unknown: how many
                    // elements there are is unknown, so the whole is that unknown value.
                    if case .placeholder = value { return value }
                    if case .array(let inner) = value { result += inner } else { result.append(value) }
                default: if case .bool(true) = value { result.append(element) }
                }
            }
            return .array(result)
        case ("reduce", [nil, nil]):
            // An operator, or a closure (`reduce(string) { accum, entry in … }`).
            switch arguments[1].value { case .record("Operator", _), .closure: break; default: return nil }
            var result = arguments[0].value
            for element in elements { result = try apply(arguments[1].value, [result, element], at: call) }
            return result
        case ("reduce", ["into", nil]):
            return nil
        case ("sorted", []), ("sorted", ["by"]):
            let function = arguments.first?.value ?? .record("Operator", ["operator": .string("<")])
            // A merge sort keeps equal elements in order, as Swift's sort does, in n log n
            // comparisons (an insertion sort took n² / 4: ControlRoom's 600 language codes
            // sorted by name ran out of the step budget); the step budget bounds the rest.
            var result = elements
            var buffer = elements
            var width = 1
            while width < result.count {
                var start = 0
                while start < result.count {
                    let middle = min(start + width, result.count), end = min(start + 2 * width, result.count)
                    var left = start, right = middle, out = start
                    while left < middle || right < end {
                        // The right element goes first only when strictly before the left one.
                        var takesLeft = left < middle
                        if takesLeft, right < end { takesLeft = !(try ordered(result[right], result[left], function)) }
                        if takesLeft {
                            buffer[out] = result[left]
                            left += 1
                        } else {
                            buffer[out] = result[right]
                            right += 1
                        }
                        out += 1
                    }
                    start = end
                }
                swap(&result, &buffer)
                width *= 2
                try tick(call)
            }
            return .array(result)
        case ("first", ["where"]), ("last", ["where"]):
            let sequence = name == "first" ? elements : elements.reversed()
            for element in sequence where try test(element, arguments[0].value) { return element }
            noteNilOrigin(elements.isEmpty ? "`\(name)(where:)` of an empty array" : "`\(name)(where:)` matching none of \(elements.count) elements", at: call)
            return .null
        case ("contains", ["where"]):
            for element in elements where try test(element, arguments[0].value) { return .bool(true) }
            return .bool(false)
        case ("allSatisfy", [nil]):
            for element in elements where !(try test(element, arguments[0].value)) { return .bool(false) }
            return .bool(true)
        case ("firstIndex", ["of"]):
            for (index, element) in elements.enumerated() where try equal(element, arguments[0].value, at: call) { return .int(index) }
            return .null
        case ("firstIndex", ["where"]):
            for (index, element) in elements.enumerated() where try test(element, arguments[0].value) { return .int(index) }
            return .null
        case ("max", ["by"]), ("min", ["by"]):
            guard var best = elements.first else { return .null }
            for element in elements.dropFirst() {
                let better = name == "max" ? try ordered(best, element, arguments[0].value) : try ordered(element, best, arguments[0].value)
                if better { best = element }
            }
            return best
        case ("count", ["where"]):
            var count = 0
            for element in elements where try test(element, arguments[0].value) { count += 1 }
            return .int(count)
        case ("index", ["after"]), ("index", ["before"]):
            // An array's indices are its offsets (`rawValue.index(after: i)` of a custom collection).
            guard case .int(let index) = arguments[0].value else { return nil }
            let (moved, overflow) = labels == ["after"] ? index.addingReportingOverflow(1) : index.subtractingReportingOverflow(1)
            guard !overflow else { throw fail("arithmetic overflow: index(\(labels[0]): \(index)) is beyond Int's range", call) }
            return .int(moved)
        default: return nil
        }
    }

    /// `Dictionary(grouping: items, by: { $0.kind })`, `Dictionary(uniqueKeysWithValues:)`.
    func dictionaryInit(_ arguments: [CallArgument], at call: FunctionCallExprSyntax) throws(SceneError) -> SwiftValue? {
        let labels = arguments.map(\.label)
        if labels == ["grouping", "by"], case .array(let elements) = arguments[0].value {
            var entries: [(SwiftValue, SwiftValue)] = []
            for element in elements {
                let key = try apply(arguments[1].value, [element], at: call)
                if let index = try index(of: key, in: entries, at: call), case .array(var group) = entries[index].1 {
                    group.append(element)
                    entries[index].1 = .array(group)
                } else {
                    entries.append((key, .array([element])))
                }
            }
            return Self.dictionaryValue(entries)
        }
        if labels == ["uniqueKeysWithValues"], case .array(let pairs) = arguments[0].value {
            var entries: [(SwiftValue, SwiftValue)] = []
            for pair in pairs {
                guard let (key, value) = Self.pair(pair) else { throw fail("uniqueKeysWithValues takes (key, value) pairs", call) }
                entries.append((key, value))
            }
            return Self.dictionaryValue(entries)
        }
        return nil
    }
}

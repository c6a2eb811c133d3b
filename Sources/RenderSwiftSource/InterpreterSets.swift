import SwiftSyntax
import RenderLayout
import RenderScene

/// `Set(…)`: a set held as an array of its distinct elements.
///
/// 1. `Set()` is empty; `Set(sequence)` keeps each element the first time it appears (equality
///    as `==` compares values). Everything that does not depend on order is then exact:
///    `sorted()`, `count`, `isEmpty`, `contains`, `min`/`max` (Backyard Birds'
///    `Set(plants.map(\.speciesName)).sorted()`).
/// 2. Decision: iterating the set itself (`ForEach(Array(set))`) goes in that order. Swift's own
///    order is its hash table's, seeded anew at each launch, so an iPhone shows the elements in
///    an order that changes from launch to launch; first appearance is one such order, and a
///    render stays reproducible.
/// 3. An unknown sequence makes an unknown set, as any call of an unknown value does.
/// 4. `a.union(b)`, `a.intersection(b)`, `a.subtracting(b)` (an Array has none of them, so the
///    value is a set): the elements of `a` then those of `b` not in it, in that order (step 2),
///    the elements of `a` that are (are not) in `b` (Food Truck's `Set(copy.sales.keys)
///    .union(Set(other.sales.keys))`).
extension Interpreter {
    func makeSet(_ arguments: [CallArgument], at call: FunctionCallExprSyntax) throws(SceneError) -> SwiftValue? {
        if arguments.isEmpty { return .array([]) }
        guard arguments.count == 1, arguments[0].label == nil else { return nil }
        if case .placeholder(let unknown) = arguments[0].value { return .placeholder(unknown) }
        let all = try elements(of: arguments[0].value, at: call)
        var distinct: [SwiftValue] = []
        var scalars: Set<String> = []
        for element in all {
            switch element {
            // Strings and numbers by a key (an Int and a Double never meet in one Swift set).
            case .string(let text): if scalars.insert("s" + text).inserted { distinct.append(element) }
            case .int(let number): if scalars.insert("i\(number)").inserted { distinct.append(element) }
            case .bool(let flag): if scalars.insert("b\(flag)").inserted { distinct.append(element) }
            default:
                // Other values by `==`, each comparison charged to the evaluation budget.
                try spend(elements: distinct.count, at: call)
                var seen = false
                for kept in distinct where try equal(kept, element, at: call) { seen = true; break }
                if !seen { distinct.append(element) }
            }
        }
        return .array(distinct)
    }

    /// Step 4.
    func setAlgebra(_ name: String, _ mine: [SwiftValue], _ arguments: [CallArgument], at call: FunctionCallExprSyntax) throws(SceneError) -> SwiftValue? {
        guard ["union", "intersection", "subtracting"].contains(name), arguments.count == 1, arguments[0].label == nil else { return nil }
        if case .placeholder(let unknown) = arguments[0].value { return .placeholder(unknown) }
        let other = try elements(of: arguments[0].value, at: call)
        try spend(elements: mine.count * max(other.count, 1), at: call)
        func argument(_ values: [SwiftValue]) -> [CallArgument] { [CallArgument(label: nil, value: .array(values), location: arguments[0].location)] }
        if name == "union" { return try makeSet(argument(mine + other), at: call) }
        var kept: [SwiftValue] = []
        for element in mine {
            var found = false
            for candidate in other where try equal(candidate, element, at: call) { found = true; break }
            if found == (name == "intersection") { kept.append(element) }
        }
        return try makeSet(argument(kept), at: call)
    }
}

import SwiftSyntax
import RenderLayout
import RenderScene

/// Mutating a collection the module declares (docs/swift-input.md, "The app's models"):
/// `moves.append(m)` of `struct Moves: RangeReplaceableCollection`, which declares only
/// `replaceSubrange(_:with:)` and `init()`.
///
/// 1. A method the type declares runs as any method. Otherwise `append(_:)`,
///    `append(contentsOf:)`, `insert(_:at:)`, `remove(at:)`, `removeFirst()`, `removeLast()`
///    and `removeAll()` are the standard library's `RangeReplaceableCollection` defaults: one
///    call of the type's own `replaceSubrange(_:with:)` on a copy of the value, with the range
///    of `Int` positions from its `startIndex`/`endIndex` (`endIndex..<endIndex` and `[x]` for
///    `append(x)`, `i..<i + 1` and `[]` for `remove(at: i)`) and the new elements as an array;
///    the copy is written back to the variable, as a `mutating` method's `self` is. The new
///    elements take the type the collection's subscript gives (`insert(.big, at: 0)`).
/// 2. Where the type declares no `replaceSubrange`, its indices are not `Int`s or the method is
///    another mutating one (`sort()`, `reverse()`, `swapAt`, `popLast()`), the call is a located
///    error naming it, never a change made to a temporary copy and lost.
/// 3. `array.replaceSubrange(range, with: elements)` of an array (what such a type's
///    `replaceSubrange` does with its storage) replaces the elements in the range.
extension Interpreter {
    private static let collectionMutations: Set<String> = [
        "append", "insert", "remove", "removeFirst", "removeLast", "removeAll", "sort", "reverse", "shuffle", "swapAt", "popLast",
        "removeSubrange", "replaceSubrange",
    ]

    /// Steps 1–2: the changed value of a module collection; nil for any other value or method.
    func customCollectionMutation(_ name: String, on base: SwiftValue, _ call: FunctionCallExprSyntax, _ scope: Scope) throws(SceneError) -> SwiftValue? {
        guard Self.collectionMutations.contains(name), case .instance(let instance) = base, instance.type.methods[name] == nil,
              try customCollectionElements(instance, at: call) != nil else { return nil }
        let arguments = try self.arguments(of: call, scope)
        let refusal = "\(instance.type.name).\(name)(…): the renderer runs a collection's mutating defaults only through its own replaceSubrange(_:with:) over Int indices"
        guard let replace = instance.type.methods["replaceSubrange"], case .int(let start)? = try member("startIndex", of: instance, at: call),
              case .int(let end)? = try member("endIndex", of: instance, at: call) else { throw fail(refusal, call) }
        let labels = arguments.map(\.label)
        let range: (Int, Int), added: [SwiftValue]
        switch (name, labels) {
        case ("append", [nil]): (range, added) = ((end, end), [arguments[0].value])
        case ("append", ["contentsOf"]): (range, added) = ((end, end), try elements(of: arguments[0].value, at: call))
        case ("insert", [nil, "at"]):
            guard case .int(let at) = arguments[1].value, at >= start, at <= end else { throw fail("insert(_:at:) takes an index within \(instance.type.name)", call) }
            (range, added) = ((at, at), [arguments[0].value])
        case ("remove", ["at"]):
            guard case .int(let at) = arguments[0].value, at >= start, at < end else { throw fail("remove(at:) takes an index within \(instance.type.name)", call) }
            (range, added) = ((at, at + 1), [])
        case ("removeFirst", []), ("removeLast", []):
            guard start < end else { throw fail("\(name) on an empty \(instance.type.name)", call) }
            (range, added) = (name == "removeFirst" ? (start, start + 1) : (end - 1, end), [])
        case ("removeAll", []): (range, added) = ((start, end), [])
        default: throw fail(refusal, call)
        }
        // `moves.insert(.big, at: 0)`: the new elements in the element type the type's
        // subscript gives.
        var typed: [SwiftValue] = []
        let element = instance.type.subscripts.first { $0.parameterClause.parameters.count == 1 }?.returnClause.type.trimmedDescription
        for value in added { typed.append(try element.map { type throws(SceneError) in try convert(value, to: program.qualified(type, inside: instance.type), at: call) } ?? value) }
        let copy = Instance(type: instance.type, fields: instance.fields, genericArguments: instance.genericArguments)
        let location = program.location(call)
        _ = try callFunction(replace, [
            CallArgument(label: nil, value: .range(lower: Double(range.0), upper: Double(range.1), closed: false, integral: true), location: location),
            CallArgument(label: "with", value: .array(typed), location: location),
        ], selfInstance: copy, selfView: nil, at: call)
        return .instance(copy)
    }

    /// Step 3.
    func replaceSubrange(_ elements: inout [SwiftValue], _ arguments: [CallArgument], _ call: FunctionCallExprSyntax) throws(SceneError) {
        guard arguments.count == 2, arguments[0].label == nil, arguments[1].label == "with",
              case .range(let lower, let upper, let closed, true) = arguments[0].value else {
            throw fail("replaceSubrange takes a range of indices and with: elements", call)
        }
        // Checked as numbers first: `Int(_:)` of a Double past Int's range traps.
        guard lower >= 0, upper >= lower, upper < Double(elements.count) + (closed ? 0 : 1) else {
            throw fail("replaceSubrange: the range is out of bounds (\(elements.count) elements)", call)
        }
        let from = Int(lower), to = Int(upper) + (closed ? 1 : 0)
        guard from <= to, to <= elements.count else { throw fail("replaceSubrange: the range \(from)..<\(to) is out of bounds (\(elements.count) elements)", call) }
        let added = try self.elements(of: arguments[1].value, at: call)
        try bound(elements: elements.count - (to - from) + added.count, at: call)
        try spend(elements: elements.count + added.count, at: call)
        elements.replaceSubrange(from..<to, with: added)
    }
}

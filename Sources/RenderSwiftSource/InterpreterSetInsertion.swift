import SwiftSyntax
import RenderLayout
import RenderScene

/// `seen.insert(x)` of a `Set` (held as an array of its distinct elements, `InterpreterSets`):
/// Mlem's `extension Sequence where Element: Hashable { func uniqued() -> [Element] { var set =
/// Set<Element>(); return filter { set.insert($0).inserted } } }`.
///
/// 1. `insert(_:)` with one unlabelled argument, called on a variable or property holding an
///    array, is `Set.insert(_:)` (an `Array` has only `insert(_:at:)`): the element is added at
///    the end unless an equal one is there (`==`, as `makeSet` compares), and the call's value
///    is Swift's tuple `(inserted: Bool, memberAfterInsert: Element)` — the element found when
///    one was there.
/// 2. Any other `insert` takes the array's path (`insert(_:at:)`).
extension Interpreter {
    /// Step 1; nil for any other call.
    func setInsertion(_ name: String, base baseExpression: ExprSyntax, _ call: FunctionCallExprSyntax, _ scope: Scope) throws(SceneError) -> SwiftValue? {
        guard name == "insert", call.arguments.count == 1, call.arguments.first?.label == nil, call.trailingClosure == nil,
              let reference = baseExpression.as(DeclReferenceExprSyntax.self), case .array? = storedValue(reference.baseName.text, scope) else { return nil }
        let element = try copy(try evaluate(call.arguments.first!.expression, scope), at: call)
        var result: SwiftValue = .void
        try changeInPlace(reference.baseName.text, scope) { (set: inout SwiftValue) throws(SceneError) in
            guard case .array(var elements) = set else { return }
            set = .void
            defer { set = .array(elements) }
            try spend(elements: elements.count, at: call)
            for kept in elements where try equal(kept, element, at: call) {
                result = Self.insertionResult(false, kept)
                return
            }
            try bound(elements: elements.count + 1, at: call)
            elements.append(element)
            result = Self.insertionResult(true, element)
        }
        return result
    }

    private static func insertionResult(_ inserted: Bool, _ member: SwiftValue) -> SwiftValue {
        .record("Tuple", ["0": .bool(inserted), "inserted": .bool(inserted), "1": member, "memberAfterInsert": member])
    }
}

import SwiftSyntax
import RenderLayout

/// `reduce(into:_:)` of an array, as the standard library runs it (Food Truck's
/// `orders.reduce(into: .empty) { partialResult, order in partialResult.formUnion(order) }`):
///
/// 1. The accumulator starts as a copy of `into:` (a struct is a value).
/// 2. For each element the closure runs with the accumulator as its first parameter (`inout`)
///    and the element as its second; the first parameter is read back when it returns.
/// 3. A closure whose result is an unknown value (a statement the renderer could not run, such
///    as a mutating method it cannot call) makes the whole reduce that unknown value: the
///    accumulator's change is not known. An implicit member (`reduce(into: .empty)`) is typed by
///    the function the reduce is returned from (`returnContextType`); one nothing types is
///    unknown too (its methods would not run), and a reduce over an element
///    that is an unknown value, or one that appends implicit members (`$0.append(.init(…))`)
///    no type names.
/// 4. Implicit members appended to the accumulator take its element type where the `into:`
///    argument names it (`reduce(into: [PlayedWord]())`, `Array<T>()`, `[] as [T]`) or the
///    function the reduce is returned from declares an array (`-> [PlayedWord]`), as Swift types
///    `$0.append(.init(…))` by the accumulator's type.
extension Interpreter {
    func reduceInto(_ elements: [SwiftValue], _ arguments: [CallArgument], at call: FunctionCallExprSyntax) throws(SceneError) -> SwiftValue? {
        guard arguments.count == 2, arguments[0].label == "into", case .closure(let closure) = arguments[1].value else { return nil }
        if case .placeholder = arguments[0].value { return arguments[0].value }
        var start = arguments[0].value
        if case .symbol(let symbol) = start, symbol.type == nil {
            // `return orders.reduce(into: .empty) { … }`: the function's result type names it.
            if let type = returnContextType(of: call), program.type(named: type) != nil {
                start = try convert(start, to: type, at: call)
            }
            if case .symbol(let still) = start, still.type == nil {
                return try placeholder("reduce(into: .\(symbol.last))", at: call.calledExpression)
            }
        }
        let names = closure.parameters.isEmpty ? ["$0", "$1"] : closure.parameters
        guard names.count == 2, names[0] != "_" else { return nil }
        // An element that is an unknown value (isowords' moves of a store at rest) makes the
        // accumulator unknown too (step 3).
        if let unknown = elements.first(where: { if case .placeholder = $0 { return true } else { return false } }) { return unknown }
        var result = try copy(start, at: call)
        for element in elements {
            let scope = Scope(parent: closure.scope)
            scope.define(names[0], result)
            if names[1] != "_" { scope.define(names[1], element) }
            let returned = try nested(call) { () throws(SceneError) -> SwiftValue in try runBody(closure.body, scope, asViews: false, at: call) }
            if case .placeholder = returned { return returned }
            if case .symbol = returned { return try placeholder("reduce(into:)", at: call.calledExpression) }
            result = scope.lookup(names[0]) ?? result
        }
        // `$0.append(.init(…))`: elements only the accumulator's declared type could make.
        if case .array(let items) = result, items.contains(where: { if case .symbol(let s) = $0 { return s.type == nil } else { return false } }) {
            // Step 4: `reduce(into: [PlayedWord]())`, or a reduce returned as `-> [PlayedWord]`.
            if let type = Self.accumulatorType(call) ?? returnContextType(of: call).flatMap({ $0.hasPrefix("[") && !$0.contains(":") ? $0 : nil }),
               case .array(let typed) = try convert(result, to: type, at: call),
               !typed.contains(where: { if case .symbol(let s) = $0 { return s.type == nil } else { return false } }) {
                return .array(typed)
            }
            return try placeholder("reduce(into:)", at: call.calledExpression)
        }
        return result
    }

    /// Step 4: `[T]` of a written `into:` that names its element type: `[T]()`, `Array<T>()`,
    /// `[] as [T]`.
    static func accumulatorType(_ call: FunctionCallExprSyntax) -> String? {
        guard let into = call.arguments.first(where: { $0.label?.text == "into" })?.expression else { return nil }
        if let made = into.as(FunctionCallExprSyntax.self), made.arguments.isEmpty, made.trailingClosure == nil {
            if let array = made.calledExpression.as(ArrayExprSyntax.self), array.elements.count == 1,
               let element = array.elements.first?.expression.trimmedDescription {
                return "[" + element + "]"
            }
            if let generic = made.calledExpression.as(GenericSpecializationExprSyntax.self),
               generic.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Array",
               let element = generic.genericArgumentClause.arguments.first?.argument.trimmedDescription {
                return "[" + element + "]"
            }
        }
        if let cast = into.as(AsExprSyntax.self), cast.expression.as(ArrayExprSyntax.self)?.elements.isEmpty == true {
            let type = cast.type.trimmedDescription
            return type.hasPrefix("[") && !type.contains(":") ? type : nil
        }
        return nil
    }
}

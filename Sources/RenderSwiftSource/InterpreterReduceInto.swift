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
///    accumulator's change is not known. So is a reduce into an implicit member the renderer
///    cannot type (step 4), whose methods it would not run, and a reduce over an element
///    that is an unknown value, or one that appends implicit members (`$0.append(.init(…))`).
/// 4. `into: .empty`, an implicit member: the reduce's result is the accumulator's type, so
///    where the reduce is what a function returns (`return orders.reduce(into: .empty) { … }`,
///    or the body's one expression), the member is the function's declared return type's
///    static (`OrderSummary.empty`), as Swift infers it; anywhere else it stays unknown.
extension Interpreter {
    /// Step 4: the return type of the function (or computed property) whose returned
    /// expression `call` is, found in the syntax; nil when it is nested in anything else.
    static func returnedType(of call: FunctionCallExprSyntax) -> String? {
        var node = Syntax(call)
        // `return x.reduce(…)`, or the lone expression of a body.
        guard let parent = node.parent else { return nil }
        if parent.is(ReturnStmtSyntax.self) {
            node = parent
        } else if !parent.is(CodeBlockItemSyntax.self) || parent.parent?.as(CodeBlockItemListSyntax.self)?.count != 1 {
            return nil
        }
        while let up = node.parent {
            if up.is(ClosureExprSyntax.self) { return nil }
            if let function = up.as(FunctionDeclSyntax.self) {
                return function.signature.returnClause.map { Self.plainTypeName($0.type.trimmedDescription) } ?? nil
            }
            if let binding = up.as(PatternBindingSyntax.self) {
                return binding.typeAnnotation.map { Self.plainTypeName($0.type.trimmedDescription) } ?? nil
            }
            node = up
        }
        return nil
    }

    private static func plainTypeName(_ text: String) -> String? {
        text.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) && !text.isEmpty ? text : nil
    }

    func reduceInto(_ elements: [SwiftValue], _ arguments: [CallArgument], at call: FunctionCallExprSyntax) throws(SceneError) -> SwiftValue? {
        guard arguments.count == 2, arguments[0].label == "into", case .closure(let closure) = arguments[1].value else { return nil }
        if case .placeholder = arguments[0].value { return arguments[0].value }
        var start = arguments[0].value
        if case .symbol(let symbol) = start, symbol.type == nil {
            // Step 4: the type the enclosing function returns, when the reduce is what it returns.
            guard let type = Self.returnedType(of: call), program.types[type] != nil || program.builtinStatics[type] != nil,
                  symbol.steps.count == 1, symbol.steps[0].arguments == nil else {
                return try placeholder("reduce(into: .\(symbol.last))", at: call.calledExpression)
            }
            start = try staticMember(symbol.last, of: type, at: call)
            if case .symbol = start { return try placeholder("reduce(into: .\(symbol.last))", at: call.calledExpression) }
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
            return try placeholder("reduce(into:)", at: call.calledExpression)
        }
        return result
    }
}

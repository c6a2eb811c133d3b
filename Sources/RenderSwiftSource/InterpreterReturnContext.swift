import SwiftSyntax

/// The type Swift gives an expression from the function it is returned from
/// (docs/swift-input.md, "The app's models"): `func summary() -> OrderSummary { return
/// orders.reduce(into: .empty) { … } }` types `.empty` as `OrderSummary.empty`.
///
/// 1. The expression (through `try`, `await`, `!`) is the value of a `return`, or the only
///    statement of a body (an implicit return), also inside a `switch` or `if` case.
/// 2. The nearest enclosing function (or computed property, or getter) gives its declared
///    result type; a closure in between stops the walk (its return is the closure's).
/// 3. Anything else: nil (no context; the caller keeps its own rule).
extension Interpreter {
    func returnContextType(of node: some SyntaxProtocol) -> String? {
        var current = Syntax(node)
        // Step 1.
        while let parent = current.parent, parent.is(TryExprSyntax.self) || parent.is(AwaitExprSyntax.self) || parent.is(ForceUnwrapExprSyntax.self) {
            current = parent
        }
        if let parent = current.parent, parent.is(ReturnStmtSyntax.self) {
            current = parent
        } else if let item = current.parent?.as(CodeBlockItemSyntax.self), let list = item.parent?.as(CodeBlockItemListSyntax.self), list.count == 1 {
            current = Syntax(item)
        } else {
            return nil
        }
        // Step 2.
        while let parent = current.parent {
            if parent.is(ClosureExprSyntax.self) { return nil }
            if let function = parent.as(FunctionDeclSyntax.self) { return function.signature.returnClause?.type.trimmedDescription }
            if let binding = parent.as(PatternBindingSyntax.self) { return binding.typeAnnotation?.type.trimmedDescription }
            if parent.is(SubscriptDeclSyntax.self) || parent.is(InitializerDeclSyntax.self) || parent.asProtocol(DeclGroupSyntax.self) != nil { return nil }
            current = parent
        }
        return nil
    }
}

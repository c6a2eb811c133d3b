import SwiftSyntax
import RenderLayout
import RenderScene

/// Environment objects an app's own view modifier hands down (`InterpreterClasses`, step 2,
/// through a function): `Home().withMockProviders()` where the module declares
/// `extension View { func withMockProviders() -> some View { self.environmentObject(ScrumProvider.mock) } }`.
///
/// 1. Views are built where they are written, so the view the function is called on is built
///    before its body runs; SwiftUI hands the environment down when the view appears, after
///    every modifier is in place. So for a function without parameters whose body is one
///    modifier chain on `self` (`return` or not), the models its `.environmentObject(x)` and
///    `.environment(x)` calls give (evaluated as the function's body would, without `self`)
///    are in scope while the view is built, nearest the view last, as the chain applies them.
/// 2. Then the function runs on the built view as any of the app's modifiers does.
/// 3. A function with parameters, or a chain whose model is not a class instance (an unknown
///    store) or cannot be made without `self` (its evaluation fails), is left to the ordinary call: what it provides reaches only what its body builds.
extension Interpreter {
    func providingEnvironmentThroughExtension(_ name: String, base: ExprSyntax, _ call: FunctionCallExprSyntax,
                                              _ scope: Scope) throws(SceneError) -> SwiftValue? {
        guard call.arguments.isEmpty, call.trailingClosure == nil, Vocabulary.modifier(name) == nil,
              let functions = program.viewExtensions[name], functions.count == 1, let function = functions.first,
              function.signature.parameterClause.parameters.isEmpty,
              let expressions = Self.providedEnvironmentArguments(function), !expressions.isEmpty else { return nil }
        var models: [Instance] = []
        let functionScope = Scope(parent: nil, selfInstance: nil)
        // Innermost first: the call nearest `self` is applied first, so it is the farthest
        // provider as the view sees them (`environmentObjects.last` is the nearest).
        for expression in expressions.reversed() {
            // A model the renderer cannot make here is left to the ordinary call (step 3), which
            // reports it where the app's code meets it.
            guard case .instance(let model)? = try? evaluate(expression, functionScope), model.type.kind == .classType else { return nil }
            models.append(model)
        }
        environmentObjects.append(contentsOf: models.reversed())
        let built: [ViewJSON]
        do throws(SceneError) {
            built = try views(from: try evaluate(base, scope), at: program.location(call))
        } catch {
            environmentObjects.removeLast(models.count)
            throw error
        }
        environmentObjects.removeLast(models.count)
        return try callFunction(functions, [], selfInstance: nil, selfView: built, at: call)
    }

    /// Step 1: the arguments of the body's `.environmentObject(x)`/`.environment(x)` calls,
    /// outermost first; nil when the body is not one chain on `self`.
    static func providedEnvironmentArguments(_ function: FunctionDeclSyntax) -> [ExprSyntax]? {
        guard let statements = function.body?.statements, statements.count == 1, let item = statements.first?.item else { return nil }
        var expression: ExprSyntax
        if let returned = item.as(ReturnStmtSyntax.self), let value = returned.expression {
            expression = value
        } else if let value = item.as(ExprSyntax.self) {
            expression = value
        } else {
            return nil
        }
        var found: [ExprSyntax] = []
        while let call = expression.as(FunctionCallExprSyntax.self) {
            guard let access = call.calledExpression.as(MemberAccessExprSyntax.self), let base = access.base else { return nil }
            let name = access.declName.baseName.text
            if name == "environmentObject" || name == "environment", call.arguments.count == 1, call.trailingClosure == nil,
               let argument = call.arguments.first, argument.label == nil, !argument.expression.is(KeyPathExprSyntax.self) {
                found.append(argument.expression)
            }
            expression = base
        }
        guard let root = expression.as(DeclReferenceExprSyntax.self), root.baseName.tokenKind == .keyword(.self) else { return nil }
        return found
    }
}

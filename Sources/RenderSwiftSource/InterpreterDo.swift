import SwiftSyntax
import RenderLayout
import RenderScene

/// `do { … } catch { … }`, as Swift runs it:
///
/// 1. The body runs in its own scope; `try` of what the renderer does not know (`try
///    Data(contentsOf: url)`, `try JSONDecoder().decode(…)`) is an unknown value, not a throw.
/// 2. A `throw` in the body (or in a function it calls) runs the first `catch` clause, whose
///    `error` (or the name its pattern binds) is an unknown value named `error`; the body's
///    other errors are the renderer's own and stay errors.
/// 3. A `return`, `break` or `continue` in either leaves as it would in Swift.
extension Interpreter {
    package static let thrownMessage = "the view throws an error"

    package func doStatement(_ statement: DoStmtSyntax, _ scope: Scope, collecting collected: inout [SwiftValue]) throws(SceneError) -> Interpreter.Flow {
        do throws(SceneError) {
            return try execute(statement.body.statements, Scope(parent: scope), collecting: &collected)
        } catch {
            guard error.message == Self.thrownMessage, let clause = statement.catchClauses.first else { throw error }
            let inner = Scope(parent: scope)
            let unknown = SwiftValue.placeholder(Placeholder(name: "error", location: program.location(clause), content: nil))
            var bound = false
            for item in clause.catchItems {
                if let binding = item.pattern?.as(ValueBindingPatternSyntax.self),
                   let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                    inner.define(name, unknown)
                    bound = true
                }
            }
            if !bound { inner.define("error", unknown) }
            return try execute(clause.body.statements, inner, collecting: &collected)
        }
    }
}

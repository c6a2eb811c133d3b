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
/// 4. What Swift's library throws is thrown too: `decoder.decode(T.self, from: data)` of bytes
///    that are not JSON or do not fit `T` (Swift's `DecodingError`), its reason kept in the
///    message (`decodingError`); what the renderer cannot run stays its own error. A `catch` that
///    then fails (an app's `fatalError`) names that reason in its error.
extension Interpreter {
    package static let thrownMessage = "the view throws an error"

    /// Whether `error` is a Swift error the code throws (steps 2 and 4), not the renderer's own.
    package static func isThrown(_ error: SceneError) -> Bool {
        error.message == thrownMessage || error.message.hasPrefix(thrownMessage + " (")
    }

    /// Step 4: the `DecodingError` that Swift's `JSONDecoder` throws, `reason` saying why.
    package func decodingError(_ reason: String, _ node: some SyntaxProtocol) -> SceneError {
        fail("\(Self.thrownMessage) (DecodingError: \(reason))", node)
    }

    package func doStatement(_ statement: DoStmtSyntax, _ scope: Scope, collecting collected: inout [SwiftValue]) throws(SceneError) -> Interpreter.Flow {
        do throws(SceneError) {
            return try execute(statement.body.statements, Scope(parent: scope), collecting: &collected)
        } catch {
            guard Self.isThrown(error), let clause = statement.catchClauses.first else { throw error }
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
            do throws(SceneError) {
                return try execute(clause.body.statements, inner, collecting: &collected)
            } catch var failed {
                // The `catch` fails on what the renderer cannot run (an app's `fatalError("…\(error)")`):
                // the error says what Swift's error was (step 4).
                guard error.message != Self.thrownMessage, !Self.isThrown(failed) else { throw failed }
                failed.message += " (in the `catch` of \(error.message.dropFirst(Self.thrownMessage.count + 2).dropLast()))"
                throw failed
            }
        }
    }
}

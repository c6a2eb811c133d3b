import SwiftSyntax
import RenderLayout
import RenderScene

/// `.containerShape(_:)` given a `Path` or the app's own `Shape` (review 14 R2 truck25v 7). SwiftUI
/// takes any `InsettableShape`, the app's own included; the renderer insets only the shapes it
/// ships (`ContainerRelative`), and a custom shape's `inset(by:)` is the app's code, which it does
/// not run at paint time. So from Swift the modifier is left out with a located warning (a
/// `ContainerRelativeShape` inside is then a rectangle, as with no container shape): the picture
/// is drawn, never refused. A scene file's `containerShape` of a `Path` stays its error.
extension Interpreter {
    /// Whether `name` is `containerShape` of such a shape, left out (warned, or an error under
    /// `--strict`).
    func containerShapeLeftOut(_ name: String, _ arguments: [CallArgument], at call: FunctionCallExprSyntax) throws(SceneError) -> Bool {
        guard name == "containerShape", arguments.count == 1 else { return false }
        let kind: String
        switch arguments[0].value {
        case .record("Path", _): kind = "a Path"
        case .views(let views) where views.count == 1 && views[0].type == "Path": kind = "a Path"
        case .instance(let instance) where instance.type.isShape: kind = "the custom shape \(instance.type.name)"
        default: return false
        }
        let here = call.calledExpression.as(MemberAccessExprSyntax.self).map { Syntax($0.period) } ?? Syntax(call)
        if strict { throw fail("unsupported .containerShape of \(kind) (--strict makes a placeholder an error)", here) }
        warn("left out .containerShape(…): \(kind) as the container shape is not drawn yet; a ContainerRelativeShape inside is a rectangle",
             at: program.location(here))
        return true
    }
}

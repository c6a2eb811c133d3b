import SwiftSyntax
import RenderLayout
import RenderScene

/// A method named without a call where a view builder's content goes: `.toolbar(content:
/// toolbar)`, `.overlay(content: badge)` with `func badge() -> some View` (docs/swift-input.md,
/// "Swift a view body may use"). Swift passes the method as the closure `{ self.badge() }`.
///
/// 1. A method reference (`InterpreterFunctionValues`) that is drawn as views is called with no
///    values, on the instance it was named through; its result is drawn as a closure's is.
/// 2. Only a method with an overload of no parameters: one that needs values (`func row(_ item:)`)
///    is no content closure, and stays the error "MethodReference is not a view".
extension Interpreter {
    /// Steps 1–2: the views of `value` when it is a method reference taking no values; nil otherwise.
    func methodReferenceViews(_ value: SwiftValue, at location: SourceLocation) throws(SceneError) -> [ViewJSON]? {
        guard case .record("MethodReference", let fields) = value, case .instance(let instance)? = fields["self"],
              case .string(let name)? = fields["name"],
              let function = instance.type.methods[name]?.first(where: { $0.signature.parameterClause.parameters.isEmpty })
        else { return nil }
        let result = try callFunction([function], [], selfInstance: instance, selfView: nil, at: function.name)
        return try views(from: result, at: location)
    }
}

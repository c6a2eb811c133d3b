import SwiftSyntax
import RenderLayout
import RenderScene

/// A call of a standard-library, Foundation or SwiftUI generic type with its generic arguments
/// written: `Binding<Bool>(get: { … }, set: { … })`, `Array<Int>(repeating: 0, count: 3)`,
/// `Set<String>(["a"])`, `Optional<Int>(5)`. Swift reads the arguments only to type the value;
/// the interpreter holds values untyped, so:
///
/// 1. `Array<…>`, `Set<…>`, `Dictionary<…>`, `Optional<…>` (where the module declares no type
///    of that name) are those types; `Optional<Int>.none` is nil.
/// 2. Only a callee `Name<…>(…)` whose `Name` evaluates to a type that is no type of the
///    module comes here (a module type is instantiated with its generic arguments, `call`;
///    an unknown name is a placeholder before this).
/// 3. It is the call `Name(…)` with the same arguments and trailing closures, as written
///    without the generic arguments: each type's initialisers are the ones the renderer knows
///    by that name (`callNamed`), and a type it does not know is a named placeholder there.
extension Interpreter {
    static let standardGenericTypes: Set<String> = ["Array", "Set", "Dictionary", "Optional"]

    /// Step 1: the type `Array<Int>` names, or nil for any other specialisation.
    func standardGenericType(_ generic: GenericSpecializationExprSyntax) -> SwiftValue? {
        guard let reference = generic.expression.as(DeclReferenceExprSyntax.self),
              Self.standardGenericTypes.contains(reference.baseName.text),
              program.type(named: reference.baseName.text) == nil else { return nil }
        return .type(reference.baseName.text)
    }

    func genericBuiltinTypeCall(_ value: SwiftValue, _ call: FunctionCallExprSyntax, _ scope: Scope) throws(SceneError) -> SwiftValue? {
        // Step 2.
        guard case .type(let name) = value, program.type(named: name) == nil,
              let specialized = call.calledExpression.as(GenericSpecializationExprSyntax.self),
              let reference = specialized.expression.as(DeclReferenceExprSyntax.self),
              reference.baseName.text == name else { return nil }
        // Step 3.
        return try callNamed(name, call, scope)
    }
}

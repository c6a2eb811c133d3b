import SwiftSyntax
import RenderLayout
import RenderScene

/// Two cases of a module enum compared with `==`, as Swift's synthesised `Equatable` compares
/// them (The Swift Programming Language, "Adopting a Protocol Using a Synthesized
/// Implementation": an enum whose associated values are all `Equatable` compares case and
/// payload).
///
/// 1. Different case names are unequal; the same name of a case without payload, equal.
/// 2. A case with a payload on both sides: equal when every associated value is
///    (`.tag("a") == .tag("b")` is false; `.plain(.secure) == .plain(.secure)` true).
/// 3. In `a == b` (an infix operator), a bare name on one side where the case has a payload is
///    the enum's static of that name that shadows the case (`static let plain: Self =
///    .plain(.standard)`: `kind == .plain` compares with `.plain(.standard)`), the only value
///    Swift can take it for there (`InterpreterEnumStaticOverloads`). Elsewhere — a `switch`'s
///    `case .plain:`, an enum case pattern matching any payload — a bare name matches by name.
/// 4. A payload the renderer cannot compare (an unknown value, a closure), or a bare name with
///    no static to read, leaves step 1's answer by name, as before. So does an enum that
///    declares its own `static func ==` (in its body or an extension): Swift synthesises
///    nothing then and calls that function, which the renderer does not run here; comparing by
///    case name is the nearer answer for the usual custom `==` that ignores payloads (an id).
extension Interpreter {
    func enumCasesEqual(_ a: Symbol, _ b: Symbol, at node: some SyntaxProtocol) throws(SceneError) -> Bool {
        guard a.last == b.last else { return false }
        guard a.steps.count == 1, b.steps.count == 1, let typeName = a.type ?? b.type, let type = program.types[typeName],
              type.kind == .enumeration, !(type.caseParameterTypes[a.last] ?? []).isEmpty,
              type.methods["=="] == nil else { return true }
        let isOperator = Syntax(node).is(InfixOperatorExprSyntax.self)
        func payload(_ symbol: Symbol) throws(SceneError) -> [CallArgument]? {
            if let arguments = symbol.steps[0].arguments { return arguments }
            // Step 3.
            guard isOperator, type.staticPropertyShadowsCase(symbol.last, called: false),
                  case .symbol(let made) = try staticMember(symbol.last, of: lookupKey(of: type), at: node),
                  made.steps.count == 1, made.last == symbol.last else { return nil }
            return made.steps[0].arguments
        }
        guard let x = try payload(a), let y = try payload(b), x.count == y.count else { return true }
        for (left, right) in zip(x, y) {
            guard let same = try equalIfComparable(left.value, right.value, at: node) else { return true }
            if !same { return false }
        }
        return true
    }
}

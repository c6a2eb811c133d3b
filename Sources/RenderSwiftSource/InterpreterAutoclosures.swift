import SwiftSyntax
import RenderLayout

/// `_ value: @autoclosure () -> Wrapped` (Kickstarter-Prelude's `coalesceWith(_:)`): the caller
/// writes a value, the function's body calls `value()`.
///
/// 1. The argument is evaluated where it is written, before the call, as every argument is here
///    (decision: Swift defers it until the body calls it; a render's code has no side effects
///    to tell the two apart, and an unknown value is the same placeholder either way).
/// 2. The parameter holds a closure of no parameters that returns that value, so `value()` and
///    handing `value` on to a `() -> T` parameter both work; a default value is wrapped alike.
extension Interpreter {
    /// Whether a parameter's type is written `@autoclosure …`.
    static func isAutoclosure(_ type: TypeSyntax) -> Bool {
        guard let attributed = type.as(AttributedTypeSyntax.self) else { return false }
        return attributed.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "autoclosure" }
    }

    /// A closure of no parameters that gives `value` back (step 2).
    func autoclosure(returning value: SwiftValue, at location: SourceLocation) -> SwiftValue {
        let scope = Scope(parent: nil)
        scope.define(Self.autoclosureName, value)
        return .closure(Closure(parameters: [], body: Self.autoclosureBody, scope: scope, location: location, usesShorthand: false))
    }

    /// A name no Swift source can spell, so the body reads only the value it was given.
    private static let autoclosureName = "autoclosure value"

    /// The body `autoclosure value`: one reference to the name above.
    nonisolated(unsafe) private static let autoclosureBody = CodeBlockItemListSyntax([
        CodeBlockItemSyntax(item: .expr(ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(autoclosureName)))))
    ])
}

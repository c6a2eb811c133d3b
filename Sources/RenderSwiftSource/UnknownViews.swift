import SwiftSyntax
import RenderLayout

import RenderScene

/// A view of a builder that cannot be evaluated because it reads a value the renderer does not
/// know is one placeholder, never a refusal (docs/swift-input.md, "Placeholders"; issue 25).
///
/// 1. Each expression statement of a view builder (a `body`, a content closure, a `ForEach`
///    row, a function returning a View) is evaluated on its own; where that fails with an error
///    about an unknown value — iterating it (`for x in store.items` in a helper the row calls),
///    subscripting it, comparing it, passing it where a number, a Bool, a string or a binding
///    is needed (`Slider(value: $draft.lengthDouble)`) — the statement is one placeholder named
///    after its view (`Slider(…)`), with a warning at the failure naming the unknown value. The
///    statements around it render.
/// 2. An error is about an unknown value when it names one: its message carries a
///    placeholder's type name (`SwiftValue.typeName`, "… (unknown to the renderer)"). Every
///    other error — a syntax error, a wrong label on a known API, a free lower-case name —
///    stays an error at its place.
/// 3. Under `--strict` no placeholder is made: the unknown value was already an error.
extension Interpreter {
    /// The words `SwiftValue.typeName` adds to a placeholder's name.
    static let unknownValueMarker = "(unknown to the renderer)"

    /// Step 1: a view-builder statement, or its placeholder.
    func viewStatement(_ expression: ExprSyntax, _ scope: Scope) throws(SceneError) -> SwiftValue {
        do throws(SceneError) {
            return try evaluate(expression, scope)
        } catch {
            guard !strict, error.message.contains(Self.unknownValueMarker) else { throw error }
            let name = Self.viewName(expression)
            let location = program.location(expression)
            warn("\(name) is a placeholder: \(error.message)", at: error.location ?? location)
            return .placeholder(Placeholder(name: name, location: location, content: nil))
        }
    }

    /// `Slider(…)` for `Slider(value: $x).padding()`, `row(…)` for `row(item)`, `content` for
    /// `content`: the view a statement makes, as the placeholder's name.
    static func viewName(_ expression: ExprSyntax) -> String {
        var current = expression
        var called = false
        while true {
            if let call = current.as(FunctionCallExprSyntax.self) {
                current = call.calledExpression
                called = true
            } else if let member = current.as(MemberAccessExprSyntax.self), let base = member.base {
                // A modifier chain: the view is its base; `Color.bg` names a static.
                if let reference = base.as(DeclReferenceExprSyntax.self), reference.baseName.text.first?.isUppercase == true {
                    return String(member.trimmedDescription.prefix(40)) + (called ? "(…)" : "")
                }
                current = base
                called = false
            } else if let subscriptCall = current.as(SubscriptCallExprSyntax.self) {
                current = subscriptCall.calledExpression
                called = false
            } else if let forced = current.as(ForceUnwrapExprSyntax.self) {
                current = forced.expression
            } else {
                return String(current.trimmedDescription.prefix(40)) + (called ? "(…)" : "")
            }
        }
    }
}

extension Interpreter {
    /// `self._draft = .init(initialValue: draft)`: a property wrapper's storage given by its
    /// implicit initialiser holds the value (as `State(initialValue:)` does, `foundationBuiltin`).
    static func wrappedInitialValue(_ value: SwiftValue) -> SwiftValue {
        guard case .symbol(let symbol) = value, symbol.type == nil, symbol.steps.count == 1, symbol.last == "init",
              let arguments = symbol.steps[0].arguments, arguments.count == 1,
              ["initialValue", "wrappedValue"].contains(arguments[0].label ?? "") else { return value }
        return arguments[0].value
    }
}

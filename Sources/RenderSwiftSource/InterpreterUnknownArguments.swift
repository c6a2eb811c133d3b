import SwiftSyntax
import RenderLayout
import RenderScene

/// What matching a view's or modifier's overloads found (`Interpreter.resolveKnowing`).
package enum ArgumentResolution {
    /// The overload that fits and its arguments as the table's JSON.
    case resolved(Vocabulary.Overload, [JSONNode?])
    /// No overload fits, and an argument is (or is made of) a value the renderer does not know.
    case unknown(Placeholder)
}

/// An unknown value reaching an argument of a view or modifier is an honest unknown, never an
/// error (issue 25): a value the renderer could not resolve — an unknown static, an implicit
/// member whose chain ends in a package the renderer did not read (`.compound.textPrimary`), a
/// condition it cannot decide (`DeviceUtil.isPadWidth ? 100 : 80`) — says nothing about whether
/// the Swift is right, so it cannot be the reason a call is refused.
///
/// 1. Before the overloads are matched, an argument that is or holds an unknown value makes the
///    view a named placeholder (`Text(Store)`) and leaves the modifier out with one located
///    warning (`buildView`, `modifier`). An argument whose unknown value only shows when it is
///    converted by its parameter's kind — the app's static of a SwiftUI type whose chain cannot
///    be followed (`InterpreterBindings.appStatic`) — is found when no overload fits: the
///    argument, as its kind reads it, holds an unknown value. Then the call is that unknown
///    value as in the first case, where the wrong kind would have been the error.
/// 2. A value built of an unknown value is unknown: `GridItem(.adaptive(minimum: unknown))` is
///    the unknown value (so a grid of it is a named placeholder), not "minimum needs a number";
///    so are `CGSize`, `CGPoint`, `CGRect`, `UnitPoint`, `EdgeInsets` and `ProposedViewSize`
///    built of one (`Interpreter.builtin`).
/// 3. Known values of the wrong kind stay errors (`Text("a").padding(top: 3)`,
///    `.frame(width: "wide")`): they are bugs in the Swift, which Swift would not compile.
extension Interpreter {
    /// Step 1: the unknown value `argument` holds as a parameter of `kind` reads it, or nil.
    func unknownValue(in argument: CallArgument, as kind: Vocabulary.Kind) throws(SceneError) -> Placeholder? {
        if let unknown = Self.placeholderArgument([argument]) { return unknown }
        // As `json(_:as:)` reads it: a binding that never changes is its value.
        var value = argument.value
        if case .symbol(let symbol) = value, symbol.steps.count == 1, symbol.last == "constant",
           symbol.type == nil || symbol.type == "Binding", let inner = symbol.steps[0].arguments, inner.count == 1 {
            value = inner[0].value
        }
        if let got = try implicitGetSetBinding(value) { value = got }
        guard case .symbol(let symbol) = value, symbol.type == nil else { return nil }
        // The parameter's kind first; then the other SwiftUI types the app's statics extend, for
        // a parameter that reads a view or shape first (`.background(_:)`'s overloads).
        for candidate in [kind, .color, .font, .number] {
            let resolved = try appStatic(value, for: candidate, at: argument.location)
            if let unknown = Self.placeholderArgument([CallArgument(label: nil, value: resolved, location: argument.location)]) { return unknown }
        }
        return nil
    }
}

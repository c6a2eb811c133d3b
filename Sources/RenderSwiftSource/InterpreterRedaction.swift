import SwiftSyntax
import RenderLayout
import RenderScene

/// `redacted(reason:)` and `unredacted()`.
///
/// 1. `.redacted(reason: [])` redacts nothing: the view as it is, without a word (isowords'
///    `.redacted(reason: store.isLoading ? .placeholder : [])` of a store at rest, not loading).
/// 2. Any other reason (`.placeholder`, `.privacy`, `.invalidated`) is not drawn: the view as it
///    is, with a located warning naming the reason, as any modifier the renderer does not draw
///    (iOS draws the view's text and images as rounded fills, which the renderer does not).
/// 3. `.unredacted()` undoes a redaction above it; since none is drawn, it changes nothing and
///    is a note.
extension Interpreter {
    /// The views, for these two modifiers; nil for any other.
    func redaction(_ name: String, on views: [ViewJSON], _ arguments: [CallArgument], at call: FunctionCallExprSyntax) throws(SceneError) -> SwiftValue? {
        switch name {
        case "unredacted" where arguments.isEmpty:
            try note(".unredacted()", call, "no redaction above it is drawn")
            return .views(views)
        case "redacted" where arguments.count == 1 && arguments[0].label == "reason":
            let reason = arguments[0].value
            if case .array(let reasons) = reason, reasons.isEmpty { return .views(views) }
            let named: String
            switch reason {
            case .symbol(let symbol) where symbol.steps.count == 1: named = "." + symbol.last
            case .array: named = "[…]"
            case .placeholder(let unknown): named = unknown.name
            default: throw fail(".redacted(reason:) takes RedactionReasons (.placeholder, .privacy, .invalidated or [])", call)
            }
            if strict { throw fail(".redacted(reason: \(named)) is not drawn by the renderer (--strict makes a placeholder an error)", call) }
            let here = call.calledExpression.as(MemberAccessExprSyntax.self).map { Syntax($0.period) } ?? Syntax(call)
            warn("left out .redacted(reason: \(named)): the renderer does not draw redaction", at: program.location(here))
            return .views(views)
        default: return nil
        }
    }
}

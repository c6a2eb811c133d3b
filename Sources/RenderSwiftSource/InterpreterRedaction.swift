import SwiftSyntax
import RenderLayout
import RenderScene

/// `redacted(reason:)`, `unredacted()` and `@Environment(\.redactionReasons)`.
///
/// 1. `.redacted(reason: [])` redacts nothing: the view as it is, without a word (isowords'
///    `.redacted(reason: store.isLoading ? .placeholder : [])` of a store at rest, not loading).
/// 2. `.redacted(reason: .placeholder)` is the vocabulary's `redacted` (`Redacted`: texts,
///    images and symbols drawn as placeholders, sizes kept); `.unredacted()` is `Unredacted`.
/// 3. Any other reason (`.privacy`, `.invalidated`, several, an unknown value) is not drawn:
///    the view as it is, with a located warning naming the reason.
/// 4. The view a `redacted`/`unredacted` modifies is built with `\.redactionReasons` set to
///    the reasons given (`[]` under `unredacted()`), so a view inside that reads
///    `@Environment(\.redactionReasons)` sees them, as in SwiftUI; elsewhere it reads `[]`, an
///    iPhone's value with no redaction above.
extension Interpreter {
    /// Step 4 for `base.redacted(reason: …)` and `base.unredacted()`; nil for any other call
    /// (and for an app's own modifier of the name).
    func redactingEnvironment(_ name: String, base: ExprSyntax, _ call: FunctionCallExprSyntax, _ scope: Scope) throws(SceneError) -> SwiftValue? {
        guard name == "redacted" || name == "unredacted", call.trailingClosure == nil, program.viewExtensions[name] == nil else { return nil }
        let arguments = try arguments(of: call, scope)
        let reasons: SwiftValue
        switch (name, arguments.count) {
        case ("unredacted", 0): reasons = .array([])
        case ("redacted", 1) where arguments[0].label == "reason":
            if case .symbol = arguments[0].value { reasons = .array([arguments[0].value]) } else { reasons = arguments[0].value }
        default: return nil
        }
        environmentOverrides.append(("redactionReasons", reasons))
        let views: [ViewJSON]
        do {
            defer { environmentOverrides.removeLast() }
            views = try self.views(from: try evaluate(base, scope), at: program.location(call))
        }
        return try modifier(name, on: views, arguments, at: call)
    }

    /// Steps 1 and 3: the views, for these two modifiers when not drawn; nil when the
    /// vocabulary draws them (step 2) or for any other modifier.
    func redaction(_ name: String, on views: [ViewJSON], _ arguments: [CallArgument], at call: FunctionCallExprSyntax) throws(SceneError) -> SwiftValue? {
        guard name == "redacted", arguments.count == 1, arguments[0].label == "reason" else { return nil }
        let reason = arguments[0].value
        if case .array(let reasons) = reason, reasons.isEmpty { return .views(views) }
        let named: String
        switch reason {
        case .symbol(let symbol) where symbol.steps.count == 1 && symbol.last == "placeholder": return nil
        case .symbol(let symbol) where symbol.steps.count == 1: named = "." + symbol.last
        case .array: named = "[…]"
        case .placeholder(let unknown): named = unknown.name
        default: throw fail(".redacted(reason:) takes RedactionReasons (.placeholder, .privacy, .invalidated or [])", call)
        }
        if strict { throw fail(".redacted(reason: \(named)) is not drawn by the renderer (--strict makes a placeholder an error)", call) }
        let here = call.calledExpression.as(MemberAccessExprSyntax.self).map { Syntax($0.period) } ?? Syntax(call)
        warn("left out .redacted(reason: \(named)): the renderer draws only .placeholder redaction", at: program.location(here))
        return .views(views)
    }

    /// `@Environment(\.redactionReasons)`: step 4.
    func redactionReasons() -> SwiftValue {
        environmentOverride("redactionReasons") ?? .array([])
    }
}

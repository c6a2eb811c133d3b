import SwiftSyntax
import RenderLayout
import RenderScene

/// `redacted(reason:)`, `unredacted()` and `@Environment(\.redactionReasons)`.
///
/// 1. `.redacted(reason: [])` redacts nothing: the view as it is, without a word (isowords'
///    `.redacted(reason: store.isLoading ? .placeholder : [])` of a store at rest, not loading).
/// 2. `.redacted(reason: .placeholder)` is the vocabulary's `redacted` (`Redacted`: texts,
///    images and symbols drawn as placeholders, sizes kept); `.unredacted()` is `Unredacted`.
/// 3. Reasons that hold `.placeholder` with others (`[.placeholder, .privacy]`) are drawn as
///    `.placeholder` alone: every text and image is redacted already, so the others add
///    nothing drawn. Any other reason (`.privacy`, `.invalidated`, several without
///    `.placeholder`, an unknown value) is not drawn: the view as it is, with a located warning
///    naming the reason.
/// 4. The view a `redacted`/`unredacted` modifies is built with `\.redactionReasons` set to
///    the reasons above it joined with the reasons given, as SwiftUI adds them ("Adding a
///    redaction is an additive process", `redacted(reason:)`'s documentation), and to `[]`
///    under `unredacted()`; so a view inside that reads `@Environment(\.redactionReasons)`
///    sees them all, and a `.redacted(reason: .privacy)` inside a `.placeholder` one is drawn
///    redacted. Elsewhere it reads `[]`, an iPhone's value with no redaction above.
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
            reasons = Self.joinedReasons(redactionReasons(), arguments[0].value)
        default: return nil
        }
        environmentOverrides.append(("redactionReasons", reasons))
        let views: [ViewJSON]
        do {
            defer { environmentOverrides.removeLast() }
            views = try self.views(from: try evaluate(base, scope), at: program.location(call))
        }
        var given = arguments
        if name == "redacted", case .array = reasons { given[0].value = reasons }
        return try modifier(name, on: views, given, at: call)
    }

    /// Step 4: `outer`'s reasons and `added`'s, each once, in order; an unknown value stays
    /// unknown.
    static func joinedReasons(_ outer: SwiftValue, _ added: SwiftValue) -> SwiftValue {
        func list(_ value: SwiftValue) -> [SwiftValue]? {
            switch value {
            case .symbol: return [value]
            case .array(let reasons): return reasons
            default: return nil
            }
        }
        guard let outerList = list(outer), let addedList = list(added) else { return added }
        var joined = outerList
        for reason in addedList where !joined.contains(where: { isSameReason($0, reason) }) { joined.append(reason) }
        return .array(joined)
    }

    private static func isSameReason(_ a: SwiftValue, _ b: SwiftValue) -> Bool {
        guard case .symbol(let x) = a, case .symbol(let y) = b, x.steps.count == 1, y.steps.count == 1 else { return false }
        return x.last == y.last
    }

    /// Steps 1 and 3: the views, for these two modifiers when not drawn; nil when the
    /// vocabulary draws them (step 2) or for any other modifier.
    func redaction(_ name: String, on views: [ViewJSON], _ arguments: [CallArgument], at call: FunctionCallExprSyntax) throws(SceneError) -> SwiftValue? {
        guard name == "redacted", arguments.count == 1, arguments[0].label == "reason" else { return nil }
        let reason = arguments[0].value
        if case .array(let reasons) = reason, reasons.isEmpty { return .views(views) }
        if case .array(let reasons) = reason, reasons.contains(where: { if case .symbol(let s) = $0 { s.steps.count == 1 && s.last == "placeholder" } else { false } }) {
            var placeholder = arguments
            placeholder[0].value = .symbol(Symbol(type: nil, steps: [Symbol.Step(name: "placeholder", arguments: nil)]))
            return try modifier(name, on: views, placeholder, at: call)
        }
        // `[.privacy]`: the one reason.
        if case .array(let reasons) = reason, reasons.count == 1, case .symbol = reasons[0] {
            var one = arguments
            one[0].value = reasons[0]
            return try redaction(name, on: views, one, at: call)
        }
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

import SwiftSyntax
import RenderScene

/// What a force unwrap that traps names (docs/swift-input.md, "Swift a view body may use"): Swift's own message,
/// "unexpectedly found nil while unwrapping an Optional value", says neither which value nor
/// why, and a preview that traps is a real error in the Swift, so the refusal should let the
/// reader find its cause without a debugger.
///
/// 1. The message names the unwrapped expression as written (its first 60 characters).
/// 2. A lookup that finds nothing — `first`/`last` of an empty array, `first(where:)` or
///    `last(where:)` matching no element — records where it ran (`nilOrigin`). Evaluating a
///    force unwrap's operand starts with no record, and a nil that is handled drops it — a `??`
///    taking its right side, an `if let`/`guard let` binding nil, `x == nil`/`x != nil` — so a
///    record still there when the operand is nil came from a lookup whose nil nothing handled
///    while evaluating that operand: the message adds it with its file:line:column (Damus's relay
///    preview: `getRelay(…)!`, whose `relays.first(where:)` searched a pool that only an async
///    `connect()` fills). It is what the lookup found, never a guess at the app's intent. A nil
///    handled another way (an optional chain, a `switch` over an optional) is not seen, and
///    the record may then name an earlier lookup: the message says "the last lookup that found
///    nothing", not that it is the cause.
extension Interpreter {
    /// Step 2: a lookup at `node` found nothing.
    func noteNilOrigin(_ what: String, at node: some SyntaxProtocol) {
        nilOrigin = "\(what) at \(program.fileName(of: node)):\(program.location(node))"
    }

    /// Steps 1–2: the message of `unwrap`'s trap.
    func forceUnwrapMessage(_ unwrap: ForceUnwrapExprSyntax) -> String {
        let text = unwrap.expression.trimmedDescription.split(whereSeparator: \.isNewline).joined(separator: " ")
        let shown = text.count > 60 ? String(text.prefix(60)) + "…" : text
        var message = "unexpectedly found nil while unwrapping `\(shown)`"
        if let origin = nilOrigin { message += "; the last lookup that found nothing was \(origin)" }
        nilOrigin = nil
        return message
    }
}

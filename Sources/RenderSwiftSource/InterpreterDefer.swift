import SwiftSyntax
import RenderLayout

/// `defer { … }`, as Swift runs it (The Swift Programming Language, "Specifying Cleanup
/// Actions"): a lock released at the end of a getter (`lock.lock(); defer { lock.unlock() };
/// return value`).
///
/// 1. A `defer` statement reached is kept with the block (the scope) it is written in; one not
///    reached (after a `return`, in a branch not taken) is never run. A `#if` clause is no
///    scope: its `defer` belongs to the block around it.
/// 2. When the block is left — at its end, by `return` (after the returned value is
///    evaluated), `break`, `continue` or a thrown error — the kept blocks run, the last reached
///    first, each in a scope of its own inside the block's (so it sees the block's locals).
///    Its statements are statements, never a view builder's content.
/// 3. A `defer` body cannot leave the block (Swift forbids `return`, `break` and `throw` out of
///    it), so what it ends with is ignored. Left by an error, the error stands: one the
///    deferred code raises is dropped.
extension Interpreter {
    /// Step 2 after the block ended normally (or by `return`, `break`, `continue`).
    func leaveScope(_ deferred: [CodeBlockSyntax], _ scope: Scope) throws(SceneError) {
        try runDeferred(deferred, scope, droppingErrors: false)
    }

    /// Step 3: the block was left by `error`.
    func leaveScope(_ deferred: [CodeBlockSyntax], _ scope: Scope, after error: SceneError) {
        try? runDeferred(deferred, scope, droppingErrors: true)
    }

    private func runDeferred(_ deferred: [CodeBlockSyntax], _ scope: Scope, droppingErrors: Bool) throws(SceneError) {
        guard !deferred.isEmpty else { return }
        // Statements, not a view builder's content, even in a `body`.
        let outerBuildingViews = buildingViews
        buildingViews = false
        defer { buildingViews = outerBuildingViews }
        for body in deferred.reversed() {
            var ignored: [SwiftValue] = []
            do throws(SceneError) {
                _ = try execute(body.statements, Scope(parent: scope), collecting: &ignored)
            } catch {
                if !droppingErrors { throw error }
            }
        }
    }
}

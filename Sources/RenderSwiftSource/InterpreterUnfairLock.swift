import SwiftSyntax
import RenderLayout
import RenderScene

/// The `os` framework's `OSAllocatedUnfairLock<State>` (iOS 16), which apps use to keep a
/// class's mutable state `Sendable` (IceCubes' network client holds its token in one). A render
/// runs on one thread, so the lock only holds its state:
///
/// 1. `OSAllocatedUnfairLock(initialState: x)` (also written `.init(initialState: x)` where the
///    property's type names the lock) holds `x`; `OSAllocatedUnfairLock()` holds nothing.
/// 2. `lock.withLock { state in … }` (and `withLockUnchecked`) runs its closure on the state as
///    an `inout` parameter, keeps what the closure leaves in it and gives the closure's result,
///    as `LockIsolated.withValue` does (`InterpreterDependencies` step 5): the change is written
///    back to the variable the call was made on (in Swift the lock's storage is a shared
///    reference; a copy made before the change keeps the old state here, the same decision).
/// 3. `lock.lock()`/`unlock()` of a lock with no state do nothing.
extension Interpreter {
    /// Step 1 for `OSAllocatedUnfairLock(…)` and `.init(…)` given to a property of that type
    /// (`type`); nil for other calls.
    func unfairLockInitializer(_ type: String, _ call: FunctionCallExprSyntax, _ scope: Scope) throws(SceneError) -> SwiftValue? {
        guard type == "OSAllocatedUnfairLock" || type.hasPrefix("OSAllocatedUnfairLock<"), program.types["OSAllocatedUnfairLock"] == nil else { return nil }
        let arguments = try arguments(of: call, scope)
        switch arguments.map(\.label) {
        case []: return .record("OSAllocatedUnfairLock", ["state": .void])
        case ["initialState"]: return .record("OSAllocatedUnfairLock", ["state": arguments[0].value])
        default: throw fail("OSAllocatedUnfairLock takes initialState: or nothing", call)
        }
    }

    /// Steps 2–3; nil for any other value or method.
    func unfairLockCall(_ name: String, on base: SwiftValue, _ baseExpression: ExprSyntax, _ call: FunctionCallExprSyntax,
                        _ scope: Scope) throws(SceneError) -> SwiftValue? {
        guard case .record("OSAllocatedUnfairLock", var fields) = base else { return nil }
        if ["lock", "unlock"].contains(name), call.arguments.isEmpty, call.trailingClosure == nil { return .void }
        guard ["withLock", "withLockUnchecked"].contains(name) else { return nil }
        let arguments = try self.arguments(of: call, scope)
        guard arguments.count == 1, case .closure(let closure) = arguments[0].value else {
            throw fail("OSAllocatedUnfairLock.\(name) takes a closure { state in … }", call)
        }
        let parameter = closure.parameters.first ?? "$0"
        let local = Scope(parent: closure.scope)
        let current = fields["state"] ?? .void
        local.define(parameter, current)
        let result = try nested(call) { () throws(SceneError) -> SwiftValue in try runBody(closure.body, local, asViews: false, at: call) }
        fields["state"] = local.lookup(parameter) ?? current
        try assign(baseExpression, .record("OSAllocatedUnfairLock", fields), scope)
        return result
    }
}

import SwiftSyntax
import RenderLayout
import RenderScene

/// Dispatch at rest: work scheduled for later never runs before the first frame (issue 25's
/// rule: `DispatchQueue.asyncAfter` never delivers), so the code that schedules it changes
/// nothing a render shows (url-image's `RemoteImage` delaying its download).
///
/// 1. `DispatchQueue.main`, `DispatchQueue.global()` (with or without `qos:`) and
///    `DispatchQueue(label: …)` are queues.
/// 2. `queue.asyncAfter(deadline:execute:)` (or `wallDeadline:`, the work as a trailing
///    closure or a `DispatchWorkItem`) schedules the work and returns: it never runs.
/// 3. `DispatchWorkItem { … }` (or `DispatchWorkItem(block:)`) is work not yet run;
///    `cancel()` returns (nothing was to run).
/// 4. `queue.sync { … }` (or `sync(execute: { … })`) of a queue other than `main` runs the
///    closure before it returns, as Dispatch does, and is what the closure returns:
///    `DispatchQueue.global().sync { v = 1 }` leaves `v` 1. (`DispatchQueue.main.sync` from the
///    main thread, where a body runs, deadlocks: step 5.)
/// 5. Any other method of a queue or a work item (`async`, `perform`, `wait`, `sync` of a work
///    item) is an unknown value named after it, as before.
extension Interpreter {
    /// Step 1: `DispatchQueue.main`.
    func dispatchStatic(_ name: String, of type: String) -> SwiftValue? {
        guard type == "DispatchQueue", name == "main" else { return nil }
        return .record("DispatchQueue", ["label": .string("com.apple.main-thread")])
    }

    /// Step 1: `DispatchQueue.global(qos: …)`, a queue (steps 2, 4 and 5).
    func dispatchStaticCall(_ name: String, of type: String) -> SwiftValue? {
        guard type == "DispatchQueue", name == "global" else { return nil }
        return .record("DispatchQueue", ["label": .string("global")])
    }

    /// Steps 1 and 3: `DispatchQueue(label:)`, `DispatchWorkItem { … }`.
    func dispatchBuiltin(_ name: String, _ arguments: [CallArgument]) -> SwiftValue? {
        switch name {
        case "DispatchQueue":
            guard let first = arguments.first, first.label == "label", case .string(let label) = first.value else { return nil }
            return .record("DispatchQueue", ["label": .string(label)])
        case "DispatchWorkItem":
            guard let work = arguments.last, case .closure = work.value, work.isTrailingClosure || work.label == "block" else { return nil }
            return .record("DispatchWorkItem", [:])
        default:
            return nil
        }
    }

    /// Steps 2, 4 and 5 for a method of a queue or a work item; nil for any other value.
    func dispatchMethod(_ name: String, on base: SwiftValue, _ arguments: [CallArgument], at call: FunctionCallExprSyntax) throws(SceneError) -> SwiftValue? {
        switch base {
        case .record("DispatchQueue", let fields):
            // Step 4: the main queue's `sync`, called from the main thread a body runs on,
            // deadlocks on a device: it stays unknown.
            let isMainQueue: Bool = if case .string("com.apple.main-thread")? = fields["label"] { true } else { false }
            if name == "asyncAfter", let first = arguments.first?.label, first == "deadline" || first == "wallDeadline" { return .void }
            if name == "sync", arguments.count == 1, !isMainQueue, arguments[0].isTrailingClosure || arguments[0].label == "execute",
               case .closure(let work) = arguments[0].value {
                return try invoke(work, [], at: call)
            }
            return try placeholder("DispatchQueue.\(name)(…)", at: call.calledExpression)
        case .record("DispatchWorkItem", _):
            if name == "cancel", arguments.isEmpty { return .void }
            return try placeholder("DispatchWorkItem.\(name)(…)", at: call.calledExpression)
        default:
            return nil
        }
    }
}

import SwiftSyntax
import RenderLayout
import RenderScene

/// Swift concurrency's unstructured tasks at rest: a task's operation is scheduled work, and
/// scheduled work never runs before the first frame (the rule `DispatchQueue.asyncAfter` and
/// `.task { … }` follow; docs/swift-input.md, "At rest: caches, casts, links and scheduled
/// work"). So the code that starts one (Mlem's `saveAccounts(ofType:)`, Home Assistant's
/// connectivity service priming its network state) changes nothing a render shows.
///
/// 1. `Task { … }`, `Task(priority: …) { … }`, `Task(operation: { … })` (also with `name:`,
///    `executorPreference:`) and `Task.detached { … }` (the same labels) make a task handle;
///    the operation is not run: on an iPhone it is enqueued and starts after the synchronous
///    code that made it — the body, the initialiser — has returned, so the first frame is
///    drawn from the state before it (decision: a render is that first frame).
/// 2. `task.cancel()` returns (nothing was to run).
/// 3. Any other member of a task (`value`, `result`, awaited) is an unknown value named after
///    it, as before tasks were modelled; so is any other form of `Task(…)`.
extension Interpreter {
    /// Labels that may come before the operation (Swift 6's `Task.init` and `Task.detached`).
    private static let taskOptionLabels: Set<String> = ["priority", "name", "executorPreference"]

    /// Step 1: the arguments of `Task(…)` or `Task.detached(…)` are options and one operation closure last.
    private static func isTaskCreation(_ arguments: [CallArgument]) -> Bool {
        guard let operation = arguments.last, case .closure = operation.value,
              operation.isTrailingClosure || operation.label == "operation" else { return false }
        return arguments.dropLast().allSatisfy { $0.label.map(taskOptionLabels.contains) ?? false }
    }

    /// Step 1: `Task { … }`; nil for other names and forms.
    func taskBuiltin(_ name: String, _ arguments: [CallArgument]) -> SwiftValue? {
        guard name == "Task", Self.isTaskCreation(arguments) else { return nil }
        return .record("Task", [:])
    }

    /// Step 1: `Task.detached { … }`; nil for other statics.
    func taskStaticCall(_ name: String, of type: String, _ arguments: [CallArgument]) -> SwiftValue? {
        // (Not a module's own `Task` type: its statics are its own.)
        guard type == "Task", name == "detached", program.types[type] == nil, Self.isTaskCreation(arguments) else { return nil }
        return .record("Task", [:])
    }

    /// Steps 2 and 3 for a method of a task; nil for any other value.
    func taskMethod(_ name: String, on base: SwiftValue, _ arguments: [CallArgument], at call: FunctionCallExprSyntax) throws(SceneError) -> SwiftValue? {
        guard case .record("Task", _) = base else { return nil }
        if name == "cancel", arguments.isEmpty { return .void }
        return try placeholder("Task.\(name)(…)", at: call.calledExpression)
    }
}

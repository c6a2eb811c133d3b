import SwiftSyntax
import RenderLayout
import RenderScene

/// Foundation's notifications at rest: an app registers observers while it is made (Home
/// Assistant's connectivity service observing reachability changes in its `init`), and nothing
/// posts a notification before the first frame, so registering changes nothing a render shows.
///
/// 1. `Notification.Name("x")`, `Notification.Name(rawValue: "x")` and the same of
///    `NSNotification.Name` are a name whose `rawValue` is "x" (a struct of one string, as
///    Foundation declares it); two names are equal when their strings are. Of a string the
///    renderer does not know, the name is an unknown value.
/// 2. `NotificationCenter.default` is the app's centre.
/// 3. `addObserver(_:selector:name:object:)` registers and returns; `addObserver(forName:object:
///    queue:using:)` registers and returns the observer token; the block is not run, as no
///    notification is posted before the first frame (decision: a render is a fresh launch's
///    first frame, and the system posts its notifications — a reachability change, a battery
///    level — later). `removeObserver(…)` returns.
/// 4. Any other method of the centre (`post`, `publisher(for:)`, `notifications(named:)`) is an
///    unknown value named after it, as before the centre was modelled.
extension Interpreter {
    /// Step 1: `Notification.Name(…)` where the module declares no `Notification` of its own (a
    /// type it nests, SwiftGen's `L10n.Alerts.Notification`, is not in scope in other types and
    /// has no `Name`) and no local has that name; nil for other calls (which take the usual path: a statement's
    /// `Notification.Name.x` of an extension stays what it was).
    func notificationNameCall(_ name: String, base: ExprSyntax, _ call: FunctionCallExprSyntax, _ scope: Scope) throws(SceneError) -> SwiftValue? {
        guard name == "Name", let type = base.as(DeclReferenceExprSyntax.self)?.baseName.text,
              ["Notification", "NSNotification"].contains(type), program.types[type].map({ $0.outer != nil }) ?? true,
              program.type(named: "\(type).Name") == nil, scope.lookup(type) == nil,
              call.arguments.count == 1, call.trailingClosure == nil,
              [nil, "rawValue"].contains(call.arguments.first?.label?.text) else { return nil }
        // (Evaluated once: a string the renderer does not know makes an unknown name.)
        guard case .string(let raw) = try self.arguments(of: call, scope)[0].value else {
            return try placeholder("\(type).Name(…)", at: call.calledExpression)
        }
        return .record("Notification.Name", ["rawValue": .string(raw)])
    }

    /// Step 2: `NotificationCenter.default` where the module declares no `NotificationCenter` and
    /// no local has that name; nil for other members. (`NotificationCenter` alone stays an unknown
    /// name: the module's `extension NotificationCenter { static func … }` keep their usual path.)
    func notificationCenterStatic(_ name: String, base: ExprSyntax, _ scope: Scope) -> SwiftValue? {
        guard name == "default", let type = base.as(DeclReferenceExprSyntax.self)?.baseName.text, type == "NotificationCenter",
              program.types[type] == nil, scope.lookup(type) == nil else { return nil }
        return .record("NotificationCenter", [:])
    }

    /// Steps 3 and 4 for a method of the centre; nil for any other value.
    func notificationCenterMethod(_ name: String, on base: SwiftValue, _ arguments: [CallArgument], at call: FunctionCallExprSyntax) throws(SceneError) -> SwiftValue? {
        guard case .record("NotificationCenter", _) = base else { return nil }
        let labels = arguments.map { $0.label ?? "_" }
        switch (name, labels) {
        case ("addObserver", ["_", "selector", "name", "object"]): return .void
        case ("addObserver", ["forName", "object", "queue", "using"]), ("addObserver", ["forName", "object", "queue", "_"]):
            return .record("NotificationObserver", [:])
        case ("removeObserver", ["_"]), ("removeObserver", ["_", "name", "object"]): return .void
        default: return try placeholder("NotificationCenter.\(name)(…)", at: call.calledExpression)
        }
    }
}

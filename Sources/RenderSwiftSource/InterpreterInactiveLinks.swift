import SwiftSyntax
import RenderLayout
import RenderScene

/// `NavigationLink(tag: .messages, selection: $selection) { … }` and
/// `NavigationLink(destination: …, isActive: $showing)` (iOS 13–16's programmatic links): at
/// rest the link only shows its label unless its binding already pushes it.
///
/// 1. `isActive:` whose value is `false`, or `tag:` with a `selection:` whose value is nil or
///    differs from the tag, pushes nothing: both are left out without a warning, as the link
///    draws the same without them (an `@State` selection starts nil, so a link is pushed only
///    by a value the code gave it).
/// 2. A link the binding does push (`isActive: .constant(true)`, a selection equal to its tag),
///    a binding of an unknown value, or a tag and a selection the renderer cannot compare (an
///    `AnyHashable` selection holding another kind of value than the tag), keeps the arguments,
///    which are then left out with the warning of an argument the renderer does not draw (iOS would show the destination).
extension Interpreter {
    func inactiveLinkArguments(_ name: String, _ arguments: [CallArgument], at call: some SyntaxProtocol) throws(SceneError) -> [CallArgument] {
        guard name == "NavigationLink" else { return arguments }
        func value(_ label: String) throws(SceneError) -> SwiftValue? {
            guard let argument = arguments.first(where: { $0.label == label }) else { return nil }
            return try bindingValue(argument.value, at: call)
        }
        var dropped: Set<String> = []
        if case .bool(false)? = try value("isActive") { dropped.insert("isActive") }
        if let tag = try value("tag"), let selection = try value("selection") {
            switch (tag, selection) {
            case (.placeholder, _), (_, .placeholder): break
            case (_, .null): dropped.formUnion(["tag", "selection"])
            default: if try equalIfComparable(tag, selection, at: call) == false { dropped.formUnion(["tag", "selection"]) }
            }
        }
        return arguments.filter { !dropped.contains($0.label ?? "") }
    }
}

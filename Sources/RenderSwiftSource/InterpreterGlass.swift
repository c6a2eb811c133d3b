import RenderLayout
import RenderScene

/// iOS 26's `Glass` as an argument (`glassEffect(_:in:)`, `Vocabulary.Kind.glass`).
extension Interpreter {
    /// `.regular`, `Glass.clear`, `.identity`, and a chain of `.tint(_:)` and `.interactive(_:)`
    /// after one (`.regular.tint(.blue).interactive()`): `"regular"` alone, else
    /// `{"variant", "tint"?, "interactive"?}`. `.tint(nil)` is no tint, as SwiftUI's. nil for
    /// anything else, so the caller names what it expected.
    package func glass(_ value: SwiftValue, at location: SourceLocation) throws(SceneError) -> JSONNode? {
        func node(_ value: JSONNode.Value) -> JSONNode { JSONNode(value: value, location: location) }
        guard case .symbol(let symbol) = value, symbol.type == nil || symbol.type == "Glass",
              let first = symbol.steps.first, first.arguments == nil,
              GlassStyle.Variant(rawValue: first.name) != nil else { return nil }
        var tint: JSONNode?, interactive: Bool?
        for step in symbol.steps.dropFirst() {
            guard let arguments = step.arguments else { return nil }
            switch step.name {
            case "tint":
                guard arguments.count == 1, arguments[0].label == nil else { return nil }
                if case .null = arguments[0].value {
                    tint = nil
                } else {
                    guard let colour = try color(arguments[0].value, at: arguments[0].location) else { return nil }
                    tint = colour
                }
            case "interactive":
                guard arguments.count <= 1 else { return nil }
                if let argument = arguments.first {
                    guard argument.label == nil, case .bool(let flag) = argument.value else { return nil }
                    interactive = flag
                } else {
                    interactive = true
                }
            default: return nil
            }
        }
        guard tint != nil || interactive != nil else { return node(.string(first.name)) }
        var members: [(key: String, value: JSONNode)] = [("variant", node(.string(first.name)))]
        if let tint { members.append(("tint", tint)) }
        if let interactive { members.append(("interactive", node(.bool(interactive)))) }
        return node(.object(members))
    }
}

import RenderLayout

/// `scenePadding(_:)`, `scenePadding(_:edges:)`: padding "appropriate for the current scene"
/// (Apple's documentation; docs/scene-format.md, "Modifiers").
///
/// 1. Laid out as `padding` (`PaddingLayout`) on the edges named (all when none are).
/// 2. The amount: Apple documents it only for macOS (a window's recommended spacing) and
///    watchOS (the navigation title's inset). Decision for iOS: 16 points on every edge for
///    `.minimum` (and no `ScenePadding` given), the system's minimum layout margin on an
///    iPhone and the length of `padding()`; `.navigationBar` is the navigation bar's content
///    inset, 16 too (`BarMetrics` places bar items 16 in).
///
/// JSON: `true`, or `{padding, edges}` (`padding`: `minimum` or `navigationBar`).
package struct ScenePaddingModifier: ModifierDefinition, ModifierBehavior {
    package static let entry = Vocabulary.Entry("scenePadding", json: ["true", "{padding, edges}"],
                                        summary: "Padding for the scene: 16 points on iOS (decision), on the edges named.", [
        .init([], .constant(.bool(true))),
        .init([.init("_", .edges, key: "edges")]),
        .init([.init("_", .caseName, key: "padding"), .init("edges", .edges, optional: true)]),
    ])

    /// Step 2.
    package static let length = 16.0

    package static func decode(_ field: JSONField, _ context: inout ModifierDecoding) throws(SceneError) -> (any ModifierBehavior)? {
        if case .bool = field.node.value {
            return try field.bool() ? ScenePaddingModifier(insets: EdgeInsets(all: length)) : nil
        }
        try field.checkKeys(["padding", "edges"], what: "scenePadding")
        if let padding = field.member("padding") {
            _ = try padding.choice(["minimum": true, "navigationBar": true], what: "scene padding")
        }
        let edges = try field.member("edges")?.edgeSet() ?? Set(Edge.allCases)
        var insets = EdgeInsets()
        if edges.contains(.top) { insets.top = length }
        if edges.contains(.leading) { insets.leading = length }
        if edges.contains(.bottom) { insets.bottom = length }
        if edges.contains(.trailing) { insets.trailing = length }
        return ScenePaddingModifier(insets: insets)
    }

    package let insets: EdgeInsets
    package var name: String { "scenePadding" }

    package func layout(in environment: EnvironmentValues) -> any Layout { PaddingLayout(insets: insets) }
}

import RenderLayout

/// `listStyle(_:)`: the style of the Lists inside.
///
/// 1. The content is laid out as it would be without the modifier (`PassThroughLayout`).
/// 2. The content inherits the style (the nearest wins); a List resolves `automatic` to
///    `insetGrouped` and hands its style to its sections; a Form keeps its own, `insetGrouped`
///    (`LayoutTreeBuilder`; docs/scene-format.md, "Lists and forms").
package struct ListStyle: ModifierDefinition, EnvironmentModifier {
    package static let entry = Vocabulary.Entry("listStyle", json: ["automatic | plain | insetGrouped | grouped | inset"],
                                        summary: "The style of the Lists inside (`automatic` is `insetGrouped`; a Form keeps its own).", [
        .init([.init("_", .listStyle)], .single(0)),
    ], notDrawn: .init(styles: ["sidebar", "bordered", "carousel", "elliptical"], why: "macOS, iPadOS's sidebar and watchOS styles"))

    package static func decode(_ field: JSONField, _ context: inout ModifierDecoding) throws(SceneError) -> (any ModifierBehavior)? {
        ListStyle(style: try field.choice(
            Dictionary(uniqueKeysWithValues: ListStyleKind.allCases.map { ($0.rawValue, $0) }), what: "list style"))
    }

    package let style: ListStyleKind
    package var name: String { "listStyle" }

    package func apply(to environment: inout EnvironmentValues) {
        environment.listStyle = style
    }
}

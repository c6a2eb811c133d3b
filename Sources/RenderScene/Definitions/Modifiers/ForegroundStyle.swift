import RenderLayout

/// `foregroundColor(_:)` and `foregroundStyle(_:)`: the colour of the texts, symbols and
/// unfilled shapes inside.
///
/// 1. The content is laid out as it would be without the modifier (`PassThroughLayout`).
/// 2. The content inherits the style (the nearest wins; none is the primary colour). A
///    hierarchical style (`.secondary` …) is a level of the style it inherits
///    (`ShapeStyleValue`): `.foregroundStyle(.secondary)` inside `.foregroundStyle(.red)` is red
///    at half opacity. `foregroundColor(_:)` takes a `Color`, and `Color.secondary` is iOS's
///    fixed secondary colour whatever is above it (OpenSwiftUI's `LegacyContentStyle`).
/// 3. Texts, symbols and shapes without a fill of their own are drawn in it; around a Button it wins over the colour the button's
///    style gives its label, the bezel keeping the accent colour (docs/scene-format.md,
///    "Controls"; `LayoutTreeBuilder`).
/// The layout dump names the node by the key used, `foregroundColor` or `foregroundStyle`.
package struct ForegroundStyle: ModifierDefinition, EnvironmentModifier {
    package static let entry = Vocabulary.Entry("foregroundStyle", json: ["color"], summary: "As foregroundColor.",
                                        [.init([.init("_", .color)], .single(0))])

    package static func decode(_ field: JSONField, _ context: inout ModifierDecoding) throws(SceneError) -> (any ModifierBehavior)? {
        ForegroundStyle(style: try field.shapeStyleValue(), name: entry.name)
    }

    package let style: ShapeStyleValue
    package let name: String

    package func apply(to environment: inout EnvironmentValues) {
        environment.foregroundStyle = style.resolved(foreground: environment.foregroundStyle)
    }
}

/// `foregroundColor(_:)`: as `foregroundStyle` (listed first in the vocabulary).
package enum ForegroundColor: ModifierDefinition {
    package static let entry = Vocabulary.Entry("foregroundColor", json: ["color"], summary: "The colour of texts, symbols and unfilled shapes inside.",
                                        [.init([.init("_", .color)], .single(0))])

    package static func decode(_ field: JSONField, _ context: inout ModifierDecoding) throws(SceneError) -> (any ModifierBehavior)? {
        ForegroundStyle(style: .style(try field.shapeStyle()), name: entry.name)
    }
}

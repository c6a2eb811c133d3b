import RenderLayout

/// `backgroundStyle(_:)`: the style `.background` fills with inside (`EnvironmentStyle`).
///
/// 1. The content is laid out as it would be without the modifier (`PassThroughLayout`).
/// 2. The content inherits the style (the nearest wins; none is systemBackground). Apple's
///    `backgroundStyle(_:)`: "Sets the specified style to render backgrounds within the view",
///    its example filling `background(in: Circle())` with `.blue.gradient`;
///    `EnvironmentValues.backgroundStyle`: "An optional style that overrides the default system
///    background style when set".
/// 3. What reads it: `background()` and `background(in:)` (whose default style is
///    `.background`), a shape or Color filled with `.background`, `foregroundStyle(.background)`,
///    and a GroupBox's panel (decision: iOS 16's GroupBox takes it instead of its
///    secondarySystemBackground; Apple documents no GroupBox colours).
/// 4. An environment style given here (`backgroundStyle(.tint)`) is resolved where the modifier
///    is, as SwiftUI resolves a style against the environment it is set in (decision).
package struct BackgroundStyleModifier: ModifierDefinition, EnvironmentModifier {
    package static let entry = Vocabulary.Entry("backgroundStyle", json: ["color"],
                                                summary: "The style `.background` fills with inside: `background()`, `background(in:)`, a GroupBox.",
                                                [.init([.init("_", .color)], .single(0))])

    package static func decode(_ field: JSONField, _ context: inout ModifierDecoding) throws(SceneError) -> (any ModifierBehavior)? {
        BackgroundStyleModifier(style: try field.fixedOrEnvironmentStyle())
    }

    package let style: ShapeStyleValue
    package var name: String { Self.entry.name }

    package func apply(to environment: inout EnvironmentValues) {
        environment.backgroundStyle = style.resolved(in: environment)
    }
}

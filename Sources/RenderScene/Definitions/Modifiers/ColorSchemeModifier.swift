import RenderLayout

/// `environment(\.colorScheme, .dark)`, spelled `{"colorScheme": "dark"}` in JSON: the views
/// inside are drawn in that colour scheme.
///
/// 1. The content is laid out as it would be without the modifier (`PassThroughLayout`);
///    nothing about layout depends on the scheme.
/// 2. The content inherits the scheme (the nearest wins; `light` inside restores light mode
///    for its subtree), and so does `@Environment(\.colorScheme)` read by a view inside.
/// 3. Colours with a dark variant (the system colours, `.primary`/`.secondary`, asset colour
///    sets, the controls' and lists' colours) are drawn as resolved for the scheme of the
///    node that draws them (`Painter`, `RGBA.resolved(for:)`); colours without one (`.white`,
///    `#RRGGBB`) are the same in both.
package struct ColorSchemeModifier: ModifierDefinition, EnvironmentModifier {
    package static let entry = Vocabulary.Entry("colorScheme", json: ["light | dark"],
                                        summary: "`environment(\\.colorScheme, …)`: the views inside are drawn in light or dark mode; colours with a dark variant change.",
                                        [.init([.init("_", .colorScheme)], .single(0))])

    package static func decode(_ field: JSONField, _ context: inout ModifierDecoding) throws(SceneError) -> (any ModifierBehavior)? {
        ColorSchemeModifier(scheme: try field.colorScheme())
    }

    package let scheme: ColorScheme
    package var name: String { "colorScheme" }

    package func apply(to environment: inout EnvironmentValues) {
        environment.colorScheme = scheme
    }
}

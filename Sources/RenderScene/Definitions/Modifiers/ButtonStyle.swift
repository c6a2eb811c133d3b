import RenderLayout

/// `buttonStyle(_:)`: how the buttons inside are drawn.
///
/// 1. The content is laid out as it would be without the modifier (`PassThroughLayout`).
/// 2. The content inherits the style (the nearest wins; `automatic`, which is `borderless` on
///    iOS), as SwiftUI's `.buttonStyle(.bordered)` on a container.
/// 3. Each Button lays out and draws by it (`ButtonLayout`: the insets, the bezel and the
///    label's colour).
package struct ButtonStyle: ModifierDefinition, EnvironmentModifier {
    package static let entry = Vocabulary.Entry("buttonStyle", json: ["automatic | plain | borderless | bordered | borderedProminent"],
                                        summary: "How the buttons inside are drawn.", [.init([.init("_", .buttonStyle)], .single(0))],
                                        notDrawn: .init(styles: ["link", "card", "accessoryBar", "accessoryBarAction", "glass", "glassProminent"],
                                                        why: "macOS's and tvOS's styles, and iOS 26's glass"))

    package static func decode(_ field: JSONField, _ context: inout ModifierDecoding) throws(SceneError) -> (any ModifierBehavior)? {
        ButtonStyle(style: try field.choice(
            Dictionary(uniqueKeysWithValues: ButtonStyleKind.allCases.map { ($0.rawValue, $0) }), what: "button style"))
    }

    package let style: ButtonStyleKind
    package var name: String { "buttonStyle" }

    package func apply(to environment: inout EnvironmentValues) {
        environment.buttonStyle = style
    }
}

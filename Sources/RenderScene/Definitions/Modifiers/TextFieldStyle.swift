import RenderLayout

/// `textFieldStyle(_:)`: the border of the text fields inside.
///
/// 1. The content is laid out as it would be without the modifier (`PassThroughLayout`).
/// 2. The styles drawn are `automatic` (`plain` on iOS: no border), `plain` and
///    `roundedBorder`; others are an error (docs/scene-format.md, "Controls").
/// 3. The content inherits the style (the nearest wins); each TextField and SecureField lays
///    out and draws by it (`TextFieldLayout`).
package struct TextFieldStyle: ModifierDefinition, EnvironmentModifier {
    package static let entry = Vocabulary.Entry("textFieldStyle", json: ["automatic | plain | roundedBorder"], summary: "The text fields' border (automatic is plain on iOS).", [
        .init([.init("_", .textFieldStyle)], .single(0)),
    ], notDrawn: .init(styles: ["squareBorder"], why: "macOS's square border"))

    package static func decode(_ field: JSONField, _ context: inout ModifierDecoding) throws(SceneError) -> (any ModifierBehavior)? {
        TextFieldStyle(style: try field.choice(
            Dictionary(uniqueKeysWithValues: TextFieldStyleKind.allCases.map { ($0.rawValue, $0) }), what: "text field style"))
    }

    package let style: TextFieldStyleKind
    package var name: String { "textFieldStyle" }

    package func apply(to environment: inout EnvironmentValues) {
        environment.textFieldStyle = style
    }
}

import RenderLayout

/// `buttonBorderShape(_:)`: the shape of the bezel of the bordered buttons inside
/// (docs/scene-format.md, "Controls").
///
/// 1. The content is laid out as it would be without the modifier (`PassThroughLayout`).
/// 2. The content inherits the shape (the nearest wins). Only `bordered` and
///    `borderedProminent` buttons draw a bezel, so only they change (Apple: the shape "applies
///    to bordered buttons").
/// 3. `capsule`: corners of half the bezel's height. `roundedRectangle`: the control size's
///    corners (`automatic`'s); `roundedRectangle(radius:)` that radius. `circle`: the button is
///    a square as large as its longer side, the label centred in it, its bezel the circle in
///    that square (decision: SwiftUI draws a circular bezel around the label; its size is not
///    documented).
///
/// JSON: `automatic`, `capsule`, `circle`, `roundedRectangle`, or `{"roundedRectangle": radius}`.
package struct ButtonBorderShapeModifier: ModifierDefinition, EnvironmentModifier {
    package static let entry = Vocabulary.Entry("buttonBorderShape", json: ["automatic | capsule | circle | roundedRectangle", "{roundedRectangle: radius}"],
                                        summary: "The bezel of the bordered buttons inside: a capsule, a circle, a rounded rectangle.", [
        .init([.init("_", .buttonBorderShape)], .single(0)),
    ])

    package static func decode(_ field: JSONField, _ context: inout ModifierDecoding) throws(SceneError) -> (any ModifierBehavior)? {
        if case .object = field.node.value {
            try field.checkKeys(["roundedRectangle"], what: "buttonBorderShape")
            guard let radius = field.member("roundedRectangle") else { throw field.fail("expected {\"roundedRectangle\": radius}") }
            let value = try radius.number(in: 0...SceneLimits.maxLength)
            return ButtonBorderShapeModifier(shape: .roundedRectangle(radius: value))
        }
        let shapes: [String: ButtonBorderShapeKind] = ["automatic": .automatic, "capsule": .capsule, "circle": .circle,
                                                      "roundedRectangle": .roundedRectangle(radius: nil)]
        return ButtonBorderShapeModifier(shape: try field.choice(shapes, what: "button border shape"))
    }

    package let shape: ButtonBorderShapeKind
    package var name: String { "buttonBorderShape" }

    package func apply(to environment: inout EnvironmentValues) {
        environment.buttonBorderShape = shape
    }
}

import RenderLayout

/// `tint(_:)` and the deprecated `accentColor(_:)`: the accent colour of the controls inside.
///
/// 1. The content is laid out as it would be without the modifier (`PassThroughLayout`).
/// 2. The colour is flat (a gradient is an error); the content inherits it (the nearest wins;
///    none is systemBlue, an on switch's green).
/// 3. It replaces the accent colour in button labels and bezels, the slider's fill and an on
///    switch (docs/scene-format.md, "Controls"). A destructive Button is a button under a
///    systemRed tint (`ButtonView.decode`).
/// The layout dump names the node by the key used, `tint` or `accentColor`.
package struct Tint: ModifierDefinition, EnvironmentModifier {
    package static let entry = Vocabulary.Entry("tint", json: ["color"], summary: "The accent colour of the controls inside (buttons, sliders, switches).",
                                        [.init([.init("_", .color)], .single(0))])

    package static func decode(_ field: JSONField, _ context: inout ModifierDecoding) throws(SceneError) -> (any ModifierBehavior)? {
        Tint(color: try color(field), name: entry.name)
    }

    /// The flat colour a tint takes.
    package static func color(_ field: JSONField) throws(SceneError) -> RGBA {
        guard case .color(let color) = try field.shapeStyle() else { throw field.fail("a tint is a flat colour") }
        return color
    }

    package let color: RGBA
    package let name: String

    package func apply(to environment: inout EnvironmentValues) {
        environment.tint = color
    }
}

/// `accentColor(_:)`: as `tint`.
package enum AccentColor: ModifierDefinition {
    package static let entry = Vocabulary.Entry("accentColor", json: ["color"], summary: "As tint (deprecated in SwiftUI).",
                                        [.init([.init("_", .color)], .single(0))])

    package static func decode(_ field: JSONField, _ context: inout ModifierDecoding) throws(SceneError) -> (any ModifierBehavior)? {
        Tint(color: try Tint.color(field), name: entry.name)
    }
}

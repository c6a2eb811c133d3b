import RenderLayout

/// `pickerStyle(_:)`: how the pickers inside show their options.
///
/// 1. The content is laid out as it would be without the modifier (`PassThroughLayout`).
/// 2. The styles drawn are `automatic`, `menu` and `segmented`; the others SwiftUI has
///    (`wheel`, `inline`, …) are an error naming these (docs/scene-format.md, "Controls").
/// 3. The content inherits the style (the nearest wins): a Picker is a `SegmentedPickerLayout`
///    under `segmented`, a `MenuPickerLayout` otherwise (a row in a Form or List row).
package struct PickerStyle: ModifierDefinition, EnvironmentModifier {
    package static let entry = Vocabulary.Entry("pickerStyle", json: ["automatic | menu | segmented"], summary: "How the pickers inside show their options.", [
        .init([.init("_", .pickerStyle)], .single(0)),
    ])

    package static func decode(_ field: JSONField, _ context: inout ModifierDecoding) throws(SceneError) -> (any ModifierBehavior)? {
        PickerStyle(style: try field.choice(
            Dictionary(uniqueKeysWithValues: PickerStyleKind.allCases.map { ($0.rawValue, $0) }), what: "picker style"))
    }

    package let style: PickerStyleKind
    package var name: String { "pickerStyle" }

    package func apply(to environment: inout EnvironmentValues) {
        environment.pickerStyle = style
    }
}

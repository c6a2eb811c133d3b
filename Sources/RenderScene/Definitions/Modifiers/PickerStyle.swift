import RenderLayout

/// `pickerStyle(_:)`: how the pickers inside show their options.
///
/// 1. The content is laid out as it would be without the modifier (`PassThroughLayout`).
/// 2. The styles drawn are iOS's: `automatic`, `menu`, `segmented`, `wheel`, `inline`,
///    `navigationLink`, `palette`; another name (`radioGroup`, macOS only) is an error naming
///    these (docs/scene-format.md, "Controls").
/// 3. The content inherits the style (the nearest wins); a Picker draws it as
///    `PickerBehavior.Look` says: a `SegmentedPickerLayout` under `segmented` and `palette`, a
///    `WheelPickerLayout` under `wheel` (and `inline` outside a list row), an
///    `InlinePickerRowsLayout` under `inline` in a Form or List row, a
///    `NavigationLinkPickerLayout` under `navigationLink`, a `MenuPickerLayout` otherwise.
package struct PickerStyle: ModifierDefinition, EnvironmentModifier {
    package static let entry = Vocabulary.Entry("pickerStyle", json: ["automatic | menu | segmented | wheel | inline | navigationLink | palette"],
                                        summary: "How the pickers inside show their options.", [
        .init([.init("_", .pickerStyle)], .single(0)),
    ], notDrawn: .init(styles: ["radioGroup"], why: "macOS's radio buttons"))

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

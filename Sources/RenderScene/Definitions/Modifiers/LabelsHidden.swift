import RenderLayout

/// `labelsHidden()`: the controls inside show no label of their own (docs/scene-format.md,
/// "Controls").
///
/// 1. The content is laid out as it would be without the modifier (`PassThroughLayout`).
/// 2. The content inherits it: a Toggle or Stepper is its control alone (a 51×31 switch, the
///    stepper's buttons), its label and the space before the control neither sized nor drawn
///    (`ControlRowLayout`); a menu Picker in a Form row shows its value and ⌃⌄ without its
///    title (`MenuPickerLayout`). Apple: "hides the labels of any controls contained within
///    this view"; the label still names the control for accessibility (not drawn here).
package struct LabelsHidden: ModifierDefinition, EnvironmentModifier {
    package static let entry = Vocabulary.Entry("labelsHidden", json: ["true"], summary: "Controls inside show no label (Toggle, Stepper, ColorPicker, DatePicker, Picker).", [
        .init([], .constant(.bool(true))),
    ])

    package static func decode(_ field: JSONField, _ context: inout ModifierDecoding) throws(SceneError) -> (any ModifierBehavior)? {
        try field.bool() ? LabelsHidden() : nil
    }

    package var name: String { "labelsHidden" }

    package func apply(to environment: inout EnvironmentValues) {
        environment.labelsHidden = true
    }
}

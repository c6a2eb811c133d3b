import RenderLayout

/// `disabled(_:)`: the controls inside are drawn disabled, as iOS draws them at rest
/// (docs/scene-format.md, "Controls").
///
/// 1. The content is laid out as it would be without the modifier (`PassThroughLayout`):
///    nothing changes size.
/// 2. `disabled(true)` sets `\.isEnabled` to false for the content; `disabled(false)` changes
///    nothing, so it cannot re-enable what an ancestor disabled (Apple: "the disabled state of
///    a view ancestor takes precedence").
/// 3. A disabled Button's label is tertiaryLabel grey where the style would tint it (automatic,
///    borderless, bordered, prominent's white, plain's primary); a colour set explicitly
///    (`foregroundStyle`, `foregroundColor`) stays, and a bordered or prominent bezel is
///    tertiarySystemFill. Measured: martinomamic/RSSReader's AddFeedView reference at
///    029e492670ae (iOS 18) — its disabled confirmation button in the bar (196, 196, 198) on
///    white and (70, 70, 73) on black, tertiaryLabel over each; its disabled full-width button,
///    white text on `Color.gray`, keeps both colours exactly. The bezel's grey is a decision.
/// 4. A Stepper's halves are both greyed (UIStepper's disabled half); a switch, a slider, a
///    segmented Picker and a rounded text field's border are faded to half opacity as a whole
///    (decision: UIKit fades them; no reference measured the amount). Labels of Toggles and
///    Steppers and a TextField's text keep their colours (decision, unmeasured).
package struct Disabled: ModifierDefinition, EnvironmentModifier {
    package static let entry = Vocabulary.Entry("disabled", json: ["true | false"],
                                                summary: "`true`: the controls inside are drawn disabled (grey button labels, faded switches and sliders).", [
        .init([.init("_", .bool)], .single(0)),
    ])

    package static func decode(_ field: JSONField, _ context: inout ModifierDecoding) throws(SceneError) -> (any ModifierBehavior)? {
        try field.bool() ? Disabled() : nil
    }

    package var name: String { "disabled" }

    package func apply(to environment: inout EnvironmentValues) {
        environment.isEnabled = false
    }
}

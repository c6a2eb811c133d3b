/// The iOS 17 system colours the controls are drawn with (light mode).
package enum ControlColors {
    /// The accent colour: systemBlue, as buttons and sliders use it when nothing tints them.
    package static let accent = RGBA(0, 122, 255)
    /// systemGreen: a switch that is on.
    package static let switchOn = RGBA(52, 199, 89)
    /// The off switch's track: (120, 120, 128) at 16 %, read from UISwitch's own view tree.
    package static let switchOff = RGBA(120, 120, 128, 0.16)
    /// systemFill: a slider's track beyond the thumb.
    package static let sliderTrack = RGBA(120, 120, 128, 0.2)
    /// tertiarySystemFill: the stepper's background.
    package static let stepperFill = RGBA(118, 118, 128, 0.12)
    /// tertiaryLabel: a disabled stepper half and the stepper's divider.
    package static let tertiaryLabel = RGBA(60, 60, 67, 0.3)
    /// separator (60, 60, 67 at 29 %): a rounded text field's border.
    package static let separator = RGBA(60, 60, 67, 0.29)
    /// A segmented control's separators: (0, 0, 20) at 10 % (TOSegmentedControl's light colour).
    package static let segmentSeparator = RGBA(0, 0, 20, 0.1)
    /// The activity indicator's blades: secondaryLabel's grey at full strength.
    package static let spinner = RGBA(60, 60, 67)
}

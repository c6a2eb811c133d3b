/// The iOS 17 system colours the controls are drawn with, each with its dark appearance
/// (`SystemColors` holds the sources).
package enum ControlColors {
    /// The accent colour: systemBlue, as buttons and sliders use it when nothing tints them.
    package static let accent = SystemColors.blue
    /// systemGreen: a switch that is on.
    package static let switchOn = SystemColors.green
    /// The off switch's track: (120, 120, 128) at 16 %, read from UISwitch's own view tree in
    /// light mode; that is secondarySystemFill, which Apple's documentation names as "the
    /// background of a switch", so dark mode uses its dark value (32 %).
    package static let switchOff = SystemColors.secondarySystemFill
    /// systemFill: a slider's track beyond the thumb.
    package static let sliderTrack = SystemColors.systemFill
    /// tertiarySystemFill: the stepper's background and the segmented control's track.
    package static let stepperFill = SystemColors.tertiarySystemFill
    /// tertiaryLabel: a disabled stepper half and the stepper's divider.
    package static let tertiaryLabel = SystemColors.tertiaryLabel
    /// A disabled button's label (`disabled(true)`): tertiaryLabel, (60, 60, 67) at 30 % in light
    /// mode, (235, 235, 245) at 30 % in dark. Measured: martinomamic/RSSReader's AddFeedView
    /// reference at 029e492670ae (iOS 18), whose disabled confirmation button in the bar is
    /// (196, 196, 198) on white and (70, 70, 73) on black — tertiaryLabel over each, exactly.
    package static let disabledLabel = SystemColors.tertiaryLabel
    /// A bordered button's bezel when a foreground style is in effect around the button:
    /// secondarySystemFill, (120, 120, 128) at 16 % — not the tint. Measured: DrunkOnJava/
    /// Nestory's Inventory screenshot at 4c8c5029a2e0 (iOS 18.6), whose `.bordered` "Add Item"
    /// under `.foregroundColor(.accentColor)` is blue text on (233, 233, 235) over white.
    package static let neutralBezel = SystemColors.secondarySystemFill
    /// A disabled bordered or prominent button's bezel: tertiarySystemFill (decision: iOS draws
    /// it grey; no reference measured it).
    package static let disabledBezel = SystemColors.tertiarySystemFill
    /// How opaque a disabled switch or slider is drawn: half. Measured for the switch (iOS 17.5
    /// and 18.5: cashapp/AccessibilitySnapshot `…/SnapshotTests.AccessibilitySnapshotTests/
    /// testSwitchControls_{17_5_393x852,18_5_402x874}@3x.png` at 5b03db81f492, a disabled on
    /// UISwitch whose track, in that picture's greyscale, is 210 where the enabled one's is 173:
    /// systemGreen at half opacity over white gives 210.3; `DeviceEvidenceTests`); the slider's
    /// amount is a decision (no picture found).
    package static let disabledOpacity = 0.5
    /// label: the stepper's enabled − and +.
    package static let label = SystemColors.label
    /// separator (60, 60, 67 at 29 %): a rounded text field's border.
    package static let separator = SystemColors.separator
    /// A rounded text field's fill. Decision: systemBackground (white, black in dark mode).
    package static let fieldBackground = SystemColors.systemBackground
    /// A segmented control's separators: (0, 0, 20) at 10 % (TOSegmentedControl's light colour);
    /// in dark mode (255, 255, 255) at 10 %, the same contrast against the dark track.
    package static let segmentSeparator = RGBA(light: RGBA(0, 0, 20, 0.1), dark: RGBA(255, 255, 255, 0.1))
    /// The selected segment: white; in dark mode (99, 99, 102), systemGray2's dark value, as
    /// UISegmentedControl draws its selected segment there.
    package static let selectedSegment = RGBA(light: .white, dark: RGBA(99, 99, 102))
    /// The activity indicator's blades: secondaryLabel's grey, each at its own opacity (ControlPainter).
    package static let spinner = RGBA(light: RGBA(60, 60, 67), dark: RGBA(235, 235, 245))
}

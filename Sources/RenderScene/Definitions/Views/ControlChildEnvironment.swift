import RenderLayout

/// What several controls hand their built-in children, as iOS 17 draws them (each control's
/// `adjust` applies its own rule: `PickerBehavior`, `DisclosureGroupLayout`,
/// `TextFieldBehavior`).
///
/// 1. The accent colour: the tint in effect, else iOS blue.
/// 2. A control's small symbol (a Picker's ⌃⌄, a DisclosureGroup's chevron) is 13-point
///    semibold (footnote size, a decision close to iOS's small chevron).
package enum ControlChildEnvironment {
    /// The footnote style (13 pt at the default size), so whatever scales text styles for
    /// Dynamic Type scales these too.
    package static let symbolFont = footnote(.semibold)

    package static func footnote(_ weight: Font.Weight) -> Font {
        var font = Font.TextStyle.footnote.font
        font.weight = weight
        return font
    }

    /// Step 1, in the control's own environment.
    package static func accent(_ parent: EnvironmentValues) -> ResolvedShapeStyle {
        .color(parent.tint ?? parent.accentColor ?? ControlColors.accent)
    }
}

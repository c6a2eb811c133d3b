/// What the controls of issue 13 hand their built-in children, as iOS 17 draws them: colours,
/// fonts and line limits the control decides, not the scene (LayoutTreeBuilder applies it).
///
/// 1. `TextField`/`SecureField`: the text is one line (`lineLimit(1)`) unless the axis is
///    vertical; a placeholder is placeholderText grey (60, 60, 67 at 30 %) whatever the
///    foreground style, as UITextField draws it.
/// 2. Menu `Picker`: standalone, the option shown and the symbol are in the accent colour (the
///    tint); in a Form row the label keeps the primary colour and the option and symbol are
///    secondaryLabel grey. The option is one line. The symbol is 13-point semibold (footnote size,
///    a decision close to iOS's small chevron).
/// 3. Segmented `Picker`: options in 13-point medium, the selected one semibold, primary colour,
///    one line (UISegmentedControl's fonts, as TOSegmentedControl's `setTextFont` reproduces).
/// 4. `DisclosureGroup`: the label in the accent colour standalone (the header is a button),
///    primary in a Form row; the chevron in the accent colour, 13-point semibold.
/// A `foregroundStyle` the scene set on the control wins over the accent/secondary colours of
/// 2 and 4 (it does on iOS too), never over the placeholder grey.
enum ControlChildEnvironment {
    static let placeholder = RGBA(60, 60, 67, 0.3)
    static let secondary = RGBA(60, 60, 67, 0.6)
    /// The footnote style (13 pt at the default size), so whatever scales text styles for
    /// Dynamic Type scales these too.
    static let symbolFont = footnote(.semibold)

    static func footnote(_ weight: Font.Weight) -> Font {
        var font = Font.TextStyle.footnote.font
        font.weight = weight
        return font
    }

    /// Whether `adjust` may change anything for a child of `kind`.
    static func adjusts(_ kind: ViewKind) -> Bool {
        switch kind {
        case .textField, .picker, .disclosureGroup: return true
        default: return false
        }
    }

    static func adjust(_ environment: EnvironmentValues, for kind: ViewKind, child index: Int, parent: EnvironmentValues) -> EnvironmentValues {
        guard adjusts(kind) else { return environment }
        var environment = environment
        let accent = ResolvedShapeStyle.color(parent.tint ?? ControlColors.accent)
        let styled = parent.foregroundStyle
        switch kind {
        case .textField(let spec):
            if !spec.isVertical { environment.lineLimit = 1 }
            if spec.showsPlaceholder { environment.foregroundStyle = .color(placeholder) }
        case .picker(let selection):
            if parent.pickerStyle == .segmented {
                guard index >= 2 else { return environment }
                environment.font = footnote(index - 2 == selection ? .semibold : .medium)
                environment.lineLimit = 1
                return environment
            }
            let isFormRow = parent.controlPlacement == .formRow
            if index == 0 { return environment }
            environment.foregroundStyle = styled ?? (isFormRow ? .color(secondary) : accent)
            if index == 1 { environment.font = symbolFont } else { environment.lineLimit = 1 }
        case .disclosureGroup:
            if index == 0 {
                environment.foregroundStyle = styled ?? (parent.controlPlacement == .formRow ? .primary : accent)
            } else if index == 1 {
                environment.foregroundStyle = styled ?? accent
                environment.font = symbolFont
            }
        default:
            break
        }
        return environment
    }
}

/// The look of a section's header and footer, handed down as environment so that the text's
/// own modifiers (`.font`, `.foregroundStyle`, `.textCase(nil)`) still win.
///
/// 1. Grouped styles (`insetGrouped`, `grouped`): the header is footnote (13 pt), uppercase,
///    in the secondary label colour — iOS 17's look (iOS 26 dropped the uppercase).
/// 2. Plain styles (`plain`, `inset`): the header is headline (17 pt semibold) in the primary
///    colour, as written. Decision: how iOS 17 shows a plain list's header.
/// 3. Footers, in every style: footnote, secondary colour, as written.
enum ListSectionText {
    static func style(child index: Int, of parts: ListSectionParts, _ environment: inout EnvironmentValues) {
        let grouped = environment.listStyle.resolved.isGrouped
        if index == parts.header {
            if grouped {
                environment.font = Font.TextStyle.footnote.font
                environment.foregroundStyle = .color(RGBA.named["secondary"] ?? .black)
                environment.textCase = .uppercase
            } else {
                environment.font = Font.TextStyle.headline.font
            }
        } else if index == parts.footer {
            environment.font = Font.TextStyle.footnote.font
            environment.foregroundStyle = .color(RGBA.named["secondary"] ?? .black)
        }
    }
}

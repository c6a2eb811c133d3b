/// The colours SF Symbols gives a symbol's layers under `symbolRenderingMode(.multicolor)`, for
/// the names whose colours a public source states (docs/scene-format.md, "Symbols";
/// `scripts/symbols/multicolor.tsv` lists every name of the frequency list that SF Symbols draws
/// in a multicolour layer set, with these rows' sources, and `SymbolModeAndPickerStyleTests`
/// checks the two agree).
///
/// 1. A name listed here is drawn in layers (`SymbolLayers`: a filled glyph's cut-out mark is
///    the first layer, the shape around it the second; or the glyph's own `partLayers`, part by
///    part, nil for a gap that stays cut), each in its colour: iOS system colours, which follow
///    dark mode, or white, which does not; nil, the foreground style.
/// 2. Any other name — including those SF Symbols annotates for multicolour whose colours no
///    source found states — is drawn in the foreground style, as monochrome draws it: SwiftUI's
///    own rule for a layer without a colour of its own (Apple, `SymbolRenderingMode.multicolor`:
///    "The layers may be filled with their own inherent styles, or the foreground style").
///
/// Sources: `exclamationmark.triangle.fill`, Apple's `SymbolRenderingMode.multicolor` ("yellow for
/// the triangle and white for the exclamation mark"); `plus.circle.fill`, weak: an SVG export of
/// the glyph carrying the SF Symbols app's layer classes (the disc `multicolor-0:systemGreenColor`,
/// the plus `multicolor-1:white`), found by code search in a file whose repository the index does
/// not name (`multicolor.tsv` has its id);
/// `person.fill.badge.plus`, measured on an iOS 18 picture (StanfordSpezi/SpeziViews' `ListHeader`
/// under `.symbolRenderingMode(.multicolor)` and `.foregroundColor(.accentColor)`: the person
/// (0, 122, 255), the accent; the badge (52, 199, 89), systemGreen; the plus white);
/// `folder.badge.plus` and `leaf`, Apple's Human Interface Guidelines (SF Symbols, "Rendering
/// modes": the leaf "uses green"; the multicolour figure's description, "folder badge plus uses
/// green for the badge and blue for the folder", blue being the tint there, as for
/// `square.and.arrow.up`, "blue for all lines", which has no colour of its own).
/// The plus-badge convention (a decision, session 25): nine more `*.badge.plus` names, whose
/// badge is the library's bare plus as `folder.badge.plus`'s is, draw that plus green and the
/// rest in the foreground style, as Apple states for `folder.badge.plus` (and draws
/// `person.fill.badge.plus`'s badge); a summary of WWDC22's "What's new in SF Symbols 4" calls a
/// plus badge green by system convention. Not each symbol's own colours, which no public source
/// states; `badge.plus.radiowaves.right`, whose plus sits in its card, is left monochrome.
package enum SymbolMulticolor {
    /// The names the plus-badge convention colours, and the layer of each of their parts (the
    /// glyph, the gap erased round the badge — stays cut —, the plus).
    static let plusBadges: [String: [Int?]] = [
        "calendar.badge.plus": [0, 0, 0, nil, 1],
        "document.badge.plus": [0, 0, 1],
        "externaldrive.badge.plus": [0, 0, 0, nil, 1],
        "folder.fill.badge.plus": [0, 0, nil, 1],
        "link.badge.plus": [0, nil, 1],
        "person.badge.plus": [0, 0, nil, 1],
        "person.crop.circle.badge.plus": [0, 0, 0, nil, 1],
        "photo.badge.plus": [0, 0, 0, nil, 1],
        "text.badge.plus": [0, 1],
    ]

    /// Step 1: each name's layer colours, first layer first (nil: the foreground style).
    package static let layers: [String: [RGBA?]] = [
        "exclamationmark.triangle.fill": [.white, SystemColors.yellow],
        "folder.badge.plus": [nil, SystemColors.green],
        "leaf": [SystemColors.green],
        "person.fill.badge.plus": [nil, SystemColors.green, .white],
        "plus.circle.fill": [.white, SystemColors.green],
    ].merging(plusBadges.mapValues { _ in [nil, SystemColors.green] }) { known, _ in known }

    /// Step 1: the layer of each part, for glyphs whose layers `SymbolLayers` does not read
    /// from the name (a badge): head and body, the gap around the badge (stays cut), the
    /// badge's disc, its plus; the folder's outline and tab line, the gap, the badge's plus.
    package static let partLayers: [String: [Int?]] = [
        "folder.badge.plus": [0, 0, nil, 1],
        "person.fill.badge.plus": [0, 0, nil, 1, 2],
    ].merging(plusBadges) { known, _ in known }

    /// The colours by the names `multicolor.tsv` spells them (`foreground`: nil).
    package static let colorNames: [String: RGBA?] = ["foreground": nil, "white": .white, "systemYellow": SystemColors.yellow, "systemGreen": SystemColors.green]
}

/// SF Symbols' renamed symbols: names apps still write that iOS still accepts, each drawn with
/// the hand-drawn glyph of its other name.
///
/// 1. Apple renames symbols between SF Symbols releases and keeps the old name working (the
///    SF Symbols app's `name_aliases.strings` and `legacy_aliases.strings`, old name = new name;
///    read from SFSafeSymbols' copy, `SymbolsGenerator/Sources/SymbolsGenerator/Resources/`,
///    SF Symbols 5, commit 5cb153f of 2024-01-15). Code written before a rename keeps the old
///    name (`line.horizontal.3.decrease.circle`); code written after it the new one
///    (`battery.100percent`), so either may be the one the library draws.
/// 2. This table holds each pair of that list where one name is drawn by hand
///    (`SymbolPaths.txt`) and the other is not: the other name maps to the drawn one. A name
///    drawn by hand is never aliased; an alias is not in the Material mapping (the hand-drawn
///    glyph is the right meaning, weight and proportions; `SymbolLibraryTests` holds both).
/// 3. Renames of SF Symbols 6 and later (`doc.on.doc` → `document.on.document`, the
///    `trianglehead` arrows) are not in that list and are not here: no public copy of Apple's
///    later alias file was found (decision: no rename from memory).
package enum SymbolAliases {
    /// Alias → the hand-drawn name it is drawn as.
    package static let table: [String: String] = [
        // Old names (name_aliases.strings) → the new, drawn name.
        "arrow.2.circlepath": "arrow.triangle.2.circlepath",
        "arrow.right.arrow.left": "arrow.left.arrow.right",
        "ellipses.bubble": "ellipsis.bubble",
        "line.horizontal.3.decrease": "line.3.horizontal.decrease",
        "line.horizontal.3.decrease.circle": "line.3.horizontal.decrease.circle",
        "line.horizontal.3.decrease.circle.fill": "line.3.horizontal.decrease.circle.fill",
        "person.and.person": "person.2",
        "person.and.person.fill": "person.2.fill",
        "person.badge.plus.fill": "person.fill.badge.plus",
        "shield.lefthalf.fill": "shield.lefthalf.filled",
        "snow": "snowflake",
        "speaker.2": "speaker.wave.2",
        "speaker.2.fill": "speaker.wave.2.fill",
        "star.fill.left": "star.leadinghalf.filled",
        "star.leadinghalf.fill": "star.leadinghalf.filled",
        "star.lefthalf.fill": "star.leadinghalf.filled",
        // Legacy names (legacy_aliases.strings and name_aliases.strings) → the drawn name.
        "volume": "speaker",
        "volume.2": "speaker.wave.2",
        "volume.2.fill": "speaker.wave.2.fill",
        "volume.fill": "speaker.fill",
        "volume.slash": "speaker.slash",
        // New names → the old name the library draws (`battery.100` was renamed `battery.100percent`).
        "battery.0percent": "battery.0",
        "battery.50percent": "battery.50",
        "battery.100percent": "battery.100",
    ]
}

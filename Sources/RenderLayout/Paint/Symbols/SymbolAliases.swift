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
/// 3. SF Symbols 6's renames (`doc.on.doc` → `document.on.document`, `goforward` →
///    `arrow.trianglehead.clockwise`, the other `trianglehead` arrows, `doc` → `document`,
///    `mic` → `microphone`): the same two files of SF Symbols 6, as JyHu/SFSymbols keeps them
///    (`Generator/Files/name_aliases.strings`, 890 pairs, and `legacy_aliases.strings`, 55, at
///    commit 44c4e79 of 2025-01-13, "add 2024"). Apple's pairs are joined into sets of one
///    symbol's names; a set with exactly one name drawn by hand gives every other name of it
///    that is not drawn an alias to that one (60 names, session 25). Where the library drew both
///    names of one symbol alike (`document.on.document` beside `doc.on.doc`), the newer
///    drawing was removed and its name became an alias: the same picture. Two sets keep two
///    different drawings for want of a look at which is SF's (`goforward` and
///    `arrow.trianglehead.clockwise`; `terminal` and `apple.terminal`).
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
        // SF Symbols 6's alias files (step 3): a name → the drawn name of the same symbol.
        "a.book.closed": "character.book.closed",
        "arrow.down.document": "arrow.down.doc",
        "arrow.triangle.swap": "arrow.swap",
        "arrow.trianglehead.2.clockwise.rotate.90": "arrow.triangle.2.circlepath",
        "arrow.trianglehead.counterclockwise": "gobackward",
        "arrow.trianglehead.swap": "arrow.swap",
        "arrow.trianglehead.turn.up.right.diamond": "arrow.triangle.turn.up.right.diamond",
        "arrow.up.document": "arrow.up.doc",
        "arrow.up.right.diamond": "arrow.triangle.turn.up.right.diamond",
        "arrow.upright.circle": "arrow.up.right.circle",
        "arrowtriangle.right.fill.and.line.vertical.and.arrowtriangle.left.fill": "arrowtriangle.right.and.line.vertical.and.arrowtriangle.left.fill",
        "chevron.left.slash.chevron.right": "chevron.left.forwardslash.chevron.right",
        "circle.inset.filled": "largecircle.fill.circle",
        "clock.arrow.trianglehead.2.counterclockwise.rotate.90": "clock.arrow.2.circlepath",
        "clock.arrow.trianglehead.counterclockwise.rotate.90": "clock.arrow.circlepath",
        "cube.box": "shippingbox",
        "cube.box.fill": "shippingbox.fill",
        "doc.badge.plus": "document.badge.plus",
        "doc.on.doc.fill": "document.on.document.fill",
        "document": "doc",
        "document.fill": "doc.fill",
        "document.on.clipboard": "doc.on.clipboard",
        "document.on.document": "doc.on.doc",
        "folder.badge.gear": "folder.badge.gearshape",
        "folder.badge.plus.fill": "folder.fill.badge.plus",
        "folder.fill.badge.gear": "folder.fill.badge.gearshape",
        "gearshape.arrow.triangle.2.circlepath": "gearshape.arrow.trianglehead.2.clockwise.rotate.90",
        "hourglass.bottomhalf.filled": "hourglass.bottomhalf.fill",
        "hourglass.end": "hourglass.tophalf.fill",
        "hourglass.start": "hourglass.bottomhalf.fill",
        "hourglass.tophalf.filled": "hourglass.tophalf.fill",
        "inset.filled.bottomthird.square": "square.bottomthird.inset.filled",
        "inset.filled.circle": "largecircle.fill.circle",
        "inset.filled.leadingthird.square": "square.leadingthird.inset.filled",
        "inset.filled.trailingthird.square": "square.trailingthird.inset.filled",
        "ipad.gen1": "ipad.homebutton",
        "ipad.landscape.and.iphone": "ipad.and.iphone",
        "iphone.gen1": "iphone.homebutton",
        "line.horizontal.3": "line.3.horizontal",
        "lock.document": "lock.doc",
        "lock.rotation.open": "lock.open.rotation",
        "microphone": "mic",
        "microphone.fill": "mic.fill",
        "person.and.arrow.left.and.arrow.right.outward": "person.and.arrow.left.and.arrow.right",
        "person.badge.minus.fill": "person.fill.badge.minus",
        "person.crop.circle.badge.checkmark.fill": "person.crop.circle.fill.badge.checkmark",
        "person.crop.circle.badge.exclam": "person.crop.circle.badge.exclamationmark",
        "person.crop.circle.fill.badge.xmark": "person.crop.circle.badge.xmark.fill",
        "smiley": "face.smiling",
        "text.document": "doc.text",
        "text.document.fill": "doc.text.fill",
        "text.justify.left": "text.justifyleft",
        "text.page": "doc.plaintext",
        "text.page.badge.magnifyingglass": "doc.text.magnifyingglass",
        "text.rectangle.page": "doc.text.image",
        "truck.box": "box.truck",
        "volume.slash.fill": "speaker.slash.fill",
        "wand.and.sparkles": "wand.and.stars",
        "wrench.adjustable": "wrench",
        "zipper.page": "doc.zipper",
    ]
}

/// The variable layers of the glyphs that have them, for `Image(systemName:variableValue:)`
/// (`ImageView` step 8). SF Symbols' variable colour ("Adopt Variable Color in SF Symbols",
/// WWDC22 session 10158) shows a value 0…1 by its variable layers, in order: those the value
/// reaches at full opacity, the others at a reduced one.
///
/// 1. A glyph with variable layers has one part made of several sub-paths (each starts with a
///    move), the levels; `table` lists them from the first level (the innermost wave, the
///    shortest bar) to the last. The other parts (wifi's dot, the speaker) are always full.
/// 2. Level `i` of `n` is full when the value is above `i / n` (decision, the thresholds
///    spread evenly: 0 dims every level, 1 fills them all, 0.5 of three fills two).
/// 3. A level above the value is drawn at `dimmedOpacity` of the colour (decision).
package enum SymbolVariableLayers {
    /// Step 3.
    package static let dimmedOpacity = 0.25

    /// Step 1: the part that holds the levels, and its sub-paths' indices from the first level.
    private static let table: [String: (part: Int, order: [Int])] = [
        "wifi": (0, [2, 1, 0]),
        "speaker.wave.2": (1, [0, 1]),
        "speaker.wave.2.fill": (2, [0, 1]),
        "cellularbars": (0, [0, 1, 2, 3]),
    ]

    /// Whether `name` has variable layers.
    package static func hasLevels(_ name: String) -> Bool { table[name] != nil }

    /// Step 2 for the glyph's `part` (the part at `index`): each level as a part of its own
    /// with its opacity, in drawing order; nil for a part without levels.
    package static func levels(of name: String, part index: Int, in part: SymbolPart, value: Double) -> [(SymbolPart, Double)]? {
        guard let entry = table[name], entry.part == index else { return nil }
        let paths = subpaths(part.commands)
        guard paths.count == entry.order.count else { return nil }
        let count = Double(entry.order.count)
        return entry.order.enumerated().map { level, path in
            let single = SymbolPart(commands: paths[path], style: part.style, evenOdd: part.evenOdd, knockout: part.knockout, dashed: part.dashed)
            return (single, value > Double(level) / count ? 1 : dimmedOpacity)
        }
    }

    /// The commands split where each sub-path starts.
    private static func subpaths(_ commands: [SymbolPathCommand]) -> [[SymbolPathCommand]] {
        var result: [[SymbolPathCommand]] = []
        for command in commands {
            if case .move = command { result.append([]) }
            if result.isEmpty { result.append([]) }
            result[result.count - 1].append(command)
        }
        return result
    }
}

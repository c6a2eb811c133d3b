/// Vector stand-ins for the SF Symbols that `Image(systemName:)` names.
///
/// The glyphs are data, not code: original path data in a unit square, one symbol per entry of
/// `SymbolPaths.txt` (its header gives the format), embedded in the binary by SwiftPM
/// (`.embedInCode` in Package.swift) and read once, on first use. No Cairo here — `SymbolPainter`
/// turns the data into drawing.

/// One drawing command in a unit square (0…1 on both axes, y down).
/// Arc angles are in radians, measured the way Cairo does in a y-down space
/// (0 = +x, increasing angles turn clockwise on screen).
package enum SymbolPathCommand: Sendable, Equatable {
    case move(Double, Double)
    case line(Double, Double)
    case curve(Double, Double, Double, Double, Double, Double)
    case arc(cx: Double, cy: Double, r: Double, start: Double, end: Double)
    case arcNegative(cx: Double, cy: Double, r: Double, start: Double, end: Double)
    case close
}

/// One filled or stroked path of a symbol. Parts are painted in order, all in the symbol's colour;
/// a `knockout` part erases what earlier parts painted (the cut-out glyph of `checkmark.circle.fill`).
package struct SymbolPart: Sendable {
    package enum Style: Sendable, Equatable {
        case fill
        /// Stroked with round caps and joins; the width is in unit-square units.
        case stroke(lineWidth: Double)
    }

    package let commands: [SymbolPathCommand]
    package let style: Style
    /// Fill with the even-odd rule (holes); ignored for strokes.
    package var evenOdd: Bool = false
    /// Erase instead of paint.
    package var knockout: Bool = false
    /// Stroked dashed (the unknown-symbol placeholder).
    package var dashed: Bool = false
}

public enum SymbolLibrary {
    /// Every symbol name the library can draw, sorted.
    public static let names: [String] = table.keys.sorted()

    /// The parts of the named symbol, or nil when the library has no such symbol.
    package static func parts(named name: String) -> [SymbolPart]? { table[name] }

    /// Whether SF Symbols draws `name` mirrored in a right-to-left environment: the directional
    /// names (`chevron.forward`, `arrow.backward`) do, as Apple's HIG asks of icons that show
    /// forward or backward motion; `chevron.right` and `arrow.left` name a real direction and
    /// stay as they are.
    public static func flipsForRightToLeft(_ name: String) -> Bool {
        let parts = name.split(separator: ".")
        return parts.first.map { ["chevron", "arrow"].contains($0) } == true && parts.contains { $0 == "forward" || $0 == "backward" }
    }

    /// Whether the library can draw `name`.
    public static func contains(_ name: String) -> Bool { table[name] != nil }

    /// Built once, the first time any symbol is asked for (a `static let` is initialised
    /// lazily and thread-safely). The file is the project's own: `SymbolLibraryTests` checks it
    /// reads without a problem, so the problems are dropped here rather than drawn as glyphs.
    private static let table: [String: [SymbolPart]] = SymbolPaths.parse(PackageResources.SymbolPaths_txt).table

    /// The symbol's width as a fraction of its height: its ink width at regular weight plus
    /// 0.08 of side bearing each side, within 0.4…1 (SF Symbols' widths differ per symbol:
    /// `chevron.right` is narrow, `envelope` wide). Unknown names are square.
    public static func widthFactor(_ name: String) -> Double {
        guard let ink = inkBounds[name] else { return 1 }
        return min(1, max(0.4, ink.maxX - ink.minX + 0.16))
    }

    /// Horizontal centre of the ink, in unit-square units, so a narrowed box stays centred on it.
    package static func inkMidX(_ name: String) -> Double {
        guard let ink = inkBounds[name] else { return 0.5 }
        return (ink.minX + ink.maxX) / 2
    }

    private static let inkBounds: [String: (minX: Double, maxX: Double)] = table.mapValues { parts in
        var minX = 1.0, maxX = 0.0
        for part in parts where !part.knockout {
            var half = 0.0
            if case .stroke(let width) = part.style { half = width / 2 }
            for command in part.commands {
                let xs: [Double]
                switch command {
                case .move(let x, _), .line(let x, _): xs = [x]
                case .curve(let x1, _, let x2, _, let x3, _): xs = [x1, x2, x3]
                case .arc(let cx, _, let r, _, _), .arcNegative(let cx, _, let r, _, _): xs = [cx - r, cx + r]
                case .close: xs = []
                }
                for x in xs {
                    minX = min(minX, x - half)
                    maxX = max(maxX, x + half)
                }
            }
        }
        return maxX > minX ? (minX, maxX) : (0, 1)
    }
}

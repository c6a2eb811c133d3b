/// A styled piece of a Text: one run of `Text("a").bold() + Text("b")`, or of Markdown
/// (`Text("**bold** and *italic*")`). Unset values take the Text's own.
public struct TextRun: Hashable, Sendable {
    public var text: String
    public var bold = false
    public var italic = false
    /// `code` in Markdown, `.monospaced()`: the monospaced design.
    public var monospaced = false
    public var underline = false
    public var strikethrough = false
    public var weight: Font.Weight?
    public var size: Double?
    /// The text style `size` follows under Dynamic Type (`Text("a").font(.title) + Text("b")`).
    public var textStyle: Font.TextStyle?
    public var color: RGBA?
    /// `Text("2").baselineOffset(6)` joined by `+`: this run moved up (positive) or down, in
    /// points; nil takes the whole text's (`TextDecoration.baselineOffset`; `BaselineShift`).
    public var baselineOffset: Double?

    public init(text: String) {
        self.text = text
    }
}

/// Whole-text styling from `tracking`, `kerning`, `underline`, `strikethrough`,
/// `monospacedDigit`, `lineSpacing` and `baselineOffset` (`textCase` changes the string itself).
public struct TextDecoration: Hashable, Sendable {
    /// Extra space between characters, in points (`tracking` and `kerning` alike: Pango has
    /// one letter spacing, which adds nothing after the last character; decisions).
    public var tracking: Double = 0
    public var underline = false
    public var strikethrough = false
    /// Digits of equal width (OpenType `tnum`).
    public var monospacedDigit = false
    /// Extra space between lines, in points.
    public var lineSpacing: Double = 0
    /// `baselineOffset(_:)` on the Text or a view around it: the text moved up (positive) or
    /// down, in points, where a run has no offset of its own (`BaselineShift`).
    public var baselineOffset: Double = 0

    public init() {}

    public var isPlain: Bool { self == TextDecoration() }
}

/// Markdown as SwiftUI reads it in a string literal (`Text("**bold**")`): `**strong**` and
/// `__strong__`, `*emphasis*` and `_emphasis_`, `***both***`, `` `code` ``, `~~strike~~`, and
/// `[text](url)` (the text, tinted with the accent colour as SwiftUI draws links). A marker
/// without its closing twin is literal text; `\*` escapes. Block syntax (headings, lists) is
/// not Markdown in a Text and stays as written.
public enum Markdown {
    public static func runs(_ source: String) -> [TextRun] {
        var runs: [TextRun] = []
        var style = TextRun(text: "")
        var text = ""
        let characters = Array(source)
        var index = 0

        func flush() {
            guard !text.isEmpty else { return }
            var run = style
            run.text = text
            if let last = runs.last, sameStyle(last, run) { runs[runs.count - 1].text += text } else { runs.append(run) }
            text = ""
        }
        func closes(_ marker: String, from start: Int) -> Bool {
            let m = Array(marker)
            var i = start
            while i + m.count <= characters.count {
                if characters[i] == "\\" { i += 2; continue }
                if Array(characters[i..<(i + m.count)]) == m, i > start { return true }
                i += 1
            }
            return false
        }
        var open: [String] = []
        while index < characters.count {
            let c = characters[index]
            if c == "\\", index + 1 < characters.count, "*_`~[]\\".contains(characters[index + 1]) {
                text.append(characters[index + 1])
                index += 2
                continue
            }
            if c == "`", let end = characters[(index + 1)...].firstIndex(of: "`"), end > index + 1 {
                flush()
                style.monospaced = true
                text = String(characters[(index + 1)..<end])
                flush()
                style.monospaced = false
                index = end + 1
                continue
            }
            if c == "[", let close = characters[index...].firstIndex(of: "]"), close + 1 < characters.count, characters[close + 1] == "(",
               let end = characters[(close + 1)...].firstIndex(of: ")") {
                flush()
                let saved = style.color
                style.color = RGBA.named["blue"]
                text = String(characters[(index + 1)..<close])
                flush()
                style.color = saved
                index = end + 1
                continue
            }
            var matched: String?
            for marker in ["***", "___", "**", "__", "~~", "*", "_"] {
                let m = Array(marker)
                guard index + m.count <= characters.count, Array(characters[index..<(index + m.count)]) == m else { continue }
                if open.last == marker || (open.contains(marker)) {
                    matched = marker
                } else if closes(marker, from: index + m.count - 1), index + m.count < characters.count, characters[index + m.count] != " " {
                    // `_` inside a word (snake_case) is not emphasis.
                    if marker.hasPrefix("_"), index > 0, characters[index - 1].isLetter || characters[index - 1].isNumber { break }
                    matched = marker
                }
                break
            }
            guard let marker = matched else {
                text.append(c)
                index += 1
                continue
            }
            flush()
            let closing = open.last == marker || open.contains(marker)
            if closing { open.removeAll { $0 == marker } } else { open.append(marker) }
            switch marker {
            case "***", "___": style.bold = !closing; style.italic = !closing
            case "**", "__": style.bold = !closing
            case "*", "_": style.italic = !closing
            default: style.strikethrough = !closing
            }
            index += marker.count
        }
        flush()
        return runs.isEmpty ? [TextRun(text: "")] : runs
    }

    private static func sameStyle(_ a: TextRun, _ b: TextRun) -> Bool {
        var a = a, b = b
        a.text = ""
        b.text = ""
        return a == b
    }
}

extension TextRequest {
    /// The request with its runs' colours as drawn in `scheme`; itself when no run's colour
    /// differs between schemes (so the measured layout is reused).
    package func resolvingColors(for scheme: ColorScheme) -> TextRequest {
        guard runs.contains(where: { $0.color?.isDynamic == true }) else { return self }
        var result = self
        for index in result.runs.indices { result.runs[index].color = result.runs[index].color?.resolved(for: scheme) }
        return result
    }
}

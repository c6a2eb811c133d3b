/// A measurer with round numbers, for testing layout rules exactly: every character
/// (space and `…` included) advances `advance` points and every line is `lineHeight` tall,
/// both at the body size (17 pt) and scaled linearly with the font size. Its font metrics are
/// round fractions of the line height h: ascent 0.8 h (the first baseline), descent 0.2 h,
/// cap height 0.6 h, leading 0 — so at 17 pt: 16, 4, 12 and 0.
///
/// It follows the `TextMeasuring` contract with the same wrapping policy as Pango's
/// `PANGO_WRAP_WORD_CHAR`: break at spaces, inside a word only when the word alone is too
/// wide, trailing spaces not counted. `lineSpacing` (negative too) is added between lines, as
/// Pango adds it. Its lines stay `lineHeight` apart in a text style too, so the layout rules it
/// tests keep round numbers, unless `textStyleLeading` asks for the style's leading
/// (`TextStyleLeading`, which Pango's text always follows). A baseline offset grows the whole
/// box once (`BaselineShift` steps 2–3).
public final class FixedAdvanceMeasurer: TextMeasuring {
    public let advance: Double
    public let lineHeight: Double
    public let textStyleLeading: Bool
    public private(set) var calls = 0

    public init(advance: Double = 10, lineHeight: Double = 20, textStyleLeading: Bool = false) {
        self.advance = advance
        self.lineHeight = lineHeight
        self.textStyleLeading = textStyleLeading
    }

    public var spacesTextStylesByLeading: Bool { textStyleLeading }

    public func measure(_ request: TextRequest) -> TextMeasurement {
        calls += 1
        let factor = request.font.size / 17
        let step = advance * factor
        let height = lineHeight * factor
        let columns = request.width.map { max(1, Int((($0 + 1e-9) / step).rounded(.down))) }
        var lines: [[Character]] = []
        for paragraph in request.string.split(separator: "\n", omittingEmptySubsequences: false) {
            lines += wrap(Array(paragraph), columns: columns)
        }
        let natural = lines.count
        var truncated = false
        if let limit = request.maxLines, limit >= 1, lines.count > limit {
            let rest = lines[(limit - 1)...].map { String($0) }.joined(separator: " ")
            let room = max(1, (columns ?? lines[limit - 1].count + 1) - 1)
            lines = Array(lines[..<(limit - 1)]) + [Array(rest.prefix(room)) + ["…"]]
            truncated = true
        }
        let widest = lines.map(\.count).max() ?? 0
        let count = max(1, lines.count)
        let pitch = height + request.decoration.lineSpacing
        let measured = TextMeasurement(size: Size(width: Double(widest) * step, height: height + Double(count - 1) * pitch),
                                       lineCount: count, naturalLineCount: max(1, natural), truncated: truncated,
                                       lineHeight: height, firstBaseline: height * 0.8,
                                       lastBaseline: Double(count - 1) * pitch + height * 0.8)
        return BaselineShift.grown(measured, by: BaselineShift.offsets(request))
    }

    public func fontMetrics(_ font: Font) -> FontMetrics {
        let height = lineHeight * font.size / 17
        return FontMetrics(ascent: height * 0.8, descent: height * 0.2, leading: 0, capHeight: height * 0.6)
    }

    private func wrap(_ text: [Character], columns: Int?) -> [[Character]] {
        guard let columns else { return [text] }
        var lines: [[Character]] = []
        var line: [Character] = []
        for word in text.split(separator: " ", omittingEmptySubsequences: true).map(Array.init) {
            var word = word
            if !line.isEmpty && line.count + 1 + word.count <= columns {
                line += [" "] + word
                continue
            }
            if !line.isEmpty { lines.append(line); line = [] }
            while word.count > columns {
                lines.append(Array(word[..<columns]))
                word = Array(word[columns...])
            }
            line = word
        }
        lines.append(line)
        return lines
    }
}

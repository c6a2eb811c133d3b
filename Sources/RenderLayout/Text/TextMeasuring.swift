/// Measures text for layout. Implemented by `PangoTextMeasurer` (real fonts) and
/// `FixedAdvanceMeasurer` (tests).
///
/// The contract, per field of `TextRequest` (Yoga documents its measure modes the same way):
/// - `width == nil`: no width limit — lines break only at explicit newlines (the ideal size).
/// - `width == w`: lines wrap at word boundaries to fit `w`; a word alone wider than `w` breaks
///   between characters; no hyphen is inserted. The answered width is the widest line laid
///   out, which may be less than `w` (or more, if one character is wider than `w`).
/// - `maxLines`: at most that many lines (≥ 1); if text is cut, the last line shown ends
///   with an ellipsis placed by `truncation`, and `truncated` is true.
/// - Heights are the sum of the lines' logical heights; baselines are from the top.
/// Measuring is deterministic: equal requests give equal answers.
public protocol TextMeasuring: AnyObject {
    func measure(_ request: TextRequest) -> TextMeasurement
    /// The font's vertical metrics, which decide the default spacing around a Text (ViewSpacing).
    func fontMetrics(_ font: Font) -> FontMetrics
    /// The characters of `string` no font has a glyph for, in order, each once: they are drawn
    /// as a missing-glyph box, which deserves a warning.
    func missingGlyphs(_ string: String, font: Font) -> [Character]
    /// Whether a Text measured here spaces a text style's lines by the style's leading
    /// (`TextStyleLeading`): real fonts do; the fixed-advance fake keeps its round line heights
    /// unless asked, so the layout rules it tests keep their numbers.
    var spacesTextStylesByLeading: Bool { get }
}

extension TextMeasuring {
    /// Measurers that draw nothing (the fixed-advance fake) miss no glyph.
    public func missingGlyphs(_ string: String, font: Font) -> [Character] { [] }
    public var spacesTextStylesByLeading: Bool { true }
}

/// A font's vertical metrics in points, as the font file gives them: `ascent` and `descent`
/// (both positive) around the baseline, `leading` the extra gap the font asks between lines,
/// `capHeight` the height of a capital letter above the baseline.
public struct FontMetrics: Hashable, Sendable {
    public var ascent: Double
    public var descent: Double
    public var leading: Double
    public var capHeight: Double

    public init(ascent: Double, descent: Double, leading: Double, capHeight: Double) {
        self.ascent = ascent
        self.descent = descent
        self.leading = leading
        self.capHeight = capHeight
    }
}

public struct TextRequest: Hashable, Sendable {
    public var string: String
    public var font: Font
    public var width: Double?
    public var maxLines: Int?
    public var truncation: TruncationMode
    public var alignment: TextAlignment
    /// Styled runs whose texts make `string` (`Text + Text`, Markdown); empty for plain text.
    public var runs: [TextRun]
    public var decoration: TextDecoration
    /// The environment's layout direction: the base direction of text without strong
    /// characters, and which side `leading` and `trailing` alignment mean.
    public var direction: LayoutDirection

    public init(string: String, font: Font, width: Double? = nil, maxLines: Int? = nil,
                truncation: TruncationMode = .tail, alignment: TextAlignment = .leading,
                runs: [TextRun] = [], decoration: TextDecoration = TextDecoration(),
                direction: LayoutDirection = .leftToRight) {
        self.string = string
        self.font = font
        self.width = width
        self.maxLines = maxLines
        self.truncation = truncation
        self.alignment = alignment
        self.runs = runs
        self.decoration = decoration
        self.direction = direction
    }

    /// The string, font size, width and line limit only: requests that differ elsewhere (weight,
    /// runs, decoration …) are rare in one render, and `==` still compares every field. Hashing
    /// the whole request (its runs' strings and styles, the font's family) was most of a
    /// lookup's cost in `CachingTextMeasurer` and `PangoTextMeasurer`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(string)
        hasher.combine(font.size)
        hasher.combine(width)
        hasher.combine(maxLines)
    }
}

public struct TextMeasurement: Hashable, Sendable {
    /// Widest line by the total height of the lines shown (unrounded points).
    public var size: Size
    /// Lines shown.
    public var lineCount: Int
    /// Lines the text would take at this width with no line limit.
    public var naturalLineCount: Int
    /// Whether an ellipsis replaced part of the text.
    public var truncated: Bool
    /// Which of its measurer's kept layouts this was measured from (`PangoTextMeasurer`'s
    /// slots), or −1: the painter draws a placed Text from it without looking its request up
    /// again. Not part of the measurement's value (`==` and `hash` leave it out), and in the
    /// padding after `truncated`, so a measurement stays 64 bytes.
    package var layoutSlot: Int32 = -1
    /// Height of one line (the first).
    public var lineHeight: Double
    public var firstBaseline: Double
    public var lastBaseline: Double

    public init(size: Size, lineCount: Int, naturalLineCount: Int, truncated: Bool, lineHeight: Double,
                firstBaseline: Double, lastBaseline: Double) {
        self.size = size
        self.lineCount = lineCount
        self.naturalLineCount = naturalLineCount
        self.truncated = truncated
        self.lineHeight = lineHeight
        self.firstBaseline = firstBaseline
        self.lastBaseline = lastBaseline
    }

    /// Every field but `layoutSlot`: two measurers' equal answers are equal. A field added to the
    /// struct is added here and to `hash(into:)` (`TextMeasurementValueTests` checks both).
    public static func == (a: TextMeasurement, b: TextMeasurement) -> Bool {
        a.size == b.size && a.lineCount == b.lineCount && a.naturalLineCount == b.naturalLineCount && a.truncated == b.truncated
            && a.lineHeight == b.lineHeight && a.firstBaseline == b.firstBaseline && a.lastBaseline == b.lastBaseline
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(size)
        hasher.combine(lineCount)
        hasher.combine(naturalLineCount)
        hasher.combine(truncated)
        hasher.combine(lineHeight)
        hasher.combine(firstBaseline)
        hasher.combine(lastBaseline)
    }
}

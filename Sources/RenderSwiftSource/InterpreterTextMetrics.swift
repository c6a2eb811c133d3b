import SwiftSyntax
import RenderLayout
import RenderScene

/// UIKit's text metrics as app code reads them to size a view (WeChat's `ChatInputToolBar`,
/// whose height is `ceil(text.boundingRect(with: CGSize(width: w, height:
/// .greatestFiniteMagnitude), options: [.usesLineFragmentOrigin, .usesFontLeading], attributes:
/// [.font: textFont], context: nil).height)` through its `extension String`, at most
/// `ceil(4 * textFont.lineHeight + insets)`), measured by the text measurer that lays out every
/// `Text` of the picture (Pango with the project's fonts: Inter standing in for SF Pro, or SF Pro
/// itself given with `--fonts`), so the sizes agree with the text drawn:
///
/// 1. A `UIFont` the renderer holds (`InterpreterPlatformFonts`: `UIFont.systemFont(ofSize: 16)`,
///    and `.systemFont(ofSize: 16)` written where a `UIFont` is declared) answers `lineHeight` as
///    the font's ascender + descender + leading at its point size, `ascender`, `descender`
///    (negative, as UIKit's), `leading` and `capHeight` from the same metrics. That is how UIKit
///    answers for SF Pro: `UIFont.systemFont(ofSize: 17).lineHeight` is 20.287109375 on an iPhone,
///    SF Pro Text's `hhea` ascender 1950 plus descender 494 over 2048 units, × 17 (line gap 0).
///    With the project's Inter the numbers are Inter's, as the `Text`s drawn beside them are.
/// 2. `string.boundingRect(with: size, options:, attributes: [.font: font], context: nil)` with
///    `.usesLineFragmentOrigin` lays the string out as UIKit's multi-line text: wrapped at
///    `size.width` (unwrapped at `.greatestFiniteMagnitude`), each line the font's ascender +
///    descender, + its leading with `.usesFontLeading`. The answer is a `CGRect` at (0, 0), as
///    wide as the widest line and as tall as the lines; `size.height` does not cut it (Apple:
///    the rectangle "can be larger than the constraints"). An empty string is zero by zero
///    (decision: TextKit lays out no line fragment for no text).
/// 3. Anything else stays an unknown value, named `String.boundingRect(…)`: no
///    `.usesLineFragmentOrigin` (a single line measured from its baseline), attributes beside
///    `.font` other than colours (a paragraph style, kerning), no `.font` (UIKit's default,
///    Helvetica 12), or a font the renderer does not hold.
extension Interpreter {
    /// Step 1 for `font.lineHeight` of a `UIFont` the renderer holds; nil for other members
    /// and values (a member of an unknown font stays unknown where it is read).
    func platformFontMetric(_ name: String, of base: SwiftValue) -> SwiftValue? {
        guard ["lineHeight", "ascender", "descender", "leading", "capHeight"].contains(name),
              let font = measuredFont(base) else { return nil }
        let metrics = textMeasurer.fontMetrics(font)
        switch name {
        case "lineHeight": return .double(metrics.ascent + metrics.descent + metrics.leading)
        case "ascender": return .double(metrics.ascent)
        case "descender": return .double(-metrics.descent)
        case "leading": return .double(metrics.leading)
        default: return .double(metrics.capHeight)
        }
    }

    /// Step 2 for `text.boundingRect(with:options:attributes:context:)`; nil for what step 3
    /// leaves unknown.
    func stringBoundingRect(_ text: String, _ arguments: [CallArgument], at call: FunctionCallExprSyntax) throws(SceneError) -> SwiftValue? {
        guard arguments.map(\.label) == ["with", "options", "attributes", "context"],
              case .record("CGSize", let size) = arguments[0].value, let width = size["width"]?.number,
              case .array(let options) = arguments[1].value,
              case .record("Dictionary", let attributes) = arguments[2].value,
              case .array(let keys)? = attributes["keys"], case .array(let values)? = attributes["values"] else { return nil }
        let optionNames = options.compactMap { value -> String? in
            guard case .symbol(let symbol) = value, symbol.steps.count == 1, symbol.steps[0].arguments == nil else { return nil }
            return symbol.last
        }
        guard optionNames.count == options.count, optionNames.contains("usesLineFragmentOrigin") else { return nil }
        var font: Font?
        for (key, value) in zip(keys, values) {
            guard case .symbol(let symbol) = key, symbol.steps.count == 1, symbol.steps[0].arguments == nil else { return nil }
            switch symbol.last {
            case "font": font = measuredFont(value)
            case "foregroundColor", "backgroundColor": continue
            default: return nil
            }
        }
        guard let font, width > 0 else { return nil }
        try spend(bytes: text.utf8.count, at: call)
        guard !text.isEmpty else { return SwiftLayoutProgram.value(Rect(x: 0, y: 0, width: 0, height: 0)) }
        let metrics = textMeasurer.fontMetrics(font)
        let line = metrics.ascent + metrics.descent + (optionNames.contains("usesFontLeading") ? metrics.leading : 0)
        let measured = textMeasurer.measure(TextRequest(string: text, font: font, width: width >= 1e15 ? nil : width))
        return SwiftLayoutProgram.value(Rect(x: 0, y: 0, width: measured.size.width, height: Double(measured.lineCount) * line))
    }

    /// The font a `UIFont` value stands for, to measure with: a `UIFont` record, or the implicit
    /// `.systemFont(ofSize:)` kept as written where a `UIFont` is declared; nil otherwise.
    private func measuredFont(_ value: SwiftValue) -> Font? {
        var fields: [String: SwiftValue]
        switch value {
        case .record("UIFont", let held): fields = held
        case .symbol(let symbol) where (symbol.type == nil || symbol.type == "UIFont") && symbol.steps.count == 1:
            guard case .record("UIFont", let made)? = Self.systemFont(symbol.last, symbol.steps[0].arguments ?? []) else { return nil }
            fields = made
        default: return nil
        }
        guard let swiftUIFont = fields["font"], let json = font(swiftUIFont, at: SourceLocation(line: 1, column: 1)) else { return nil }
        return try? JSONField(node: json, path: "font", file: program.file).font()
    }
}

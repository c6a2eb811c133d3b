/// `Text` (docs/layout-rules.md, "Leaves: Text").
///
/// 1. A proposal of 0 on either axis answers 0×0.
/// 2. The width limit is the proposed width; `nil` or infinity means none (the ideal size:
///    the whole string on one line).
/// 3. Lines: all wrapped lines, unless `lineLimit` or the proposed height allows fewer; then
///    as many as fit (never fewer than one), the last one truncated per `truncationMode`.
/// 4. `minimumScaleFactor` below 1: if the text would be truncated, it is first shrunk, to
///    the largest scale ≥ the factor at which it fits without truncation.
/// 5. The answer is the widest line by the lines' height, rounded up to the pixel grid.
/// Its first and last text baselines are explicit alignment guides. Its spacing preferences
/// come from its font's metrics (`ViewSpacing.text`), at the unscaled font.
struct TextLayout: Layout {
    let string: String
    /// Styled runs making `string` (`Text + Text`, Markdown); empty for a plain Text.
    var runs: [TextRun] = []

    func spacing(subviews: LayoutSubviews, context: LayoutContext) -> ViewSpacing {
        .text(context.fontMetrics(context.environment.resolvedFont), pixel: context.pixel)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        guard let run = run(for: proposal, context: context) else { return .zero }
        return Size(width: context.ceilToPixel(run.measurement.size.width),
                    height: context.ceilToPixel(run.measurement.size.height))
    }

    func explicitAlignment(of key: AlignmentKey, in bounds: Rect, proposal: ProposedViewSize,
                           subviews: LayoutSubviews, context: LayoutContext) -> Double? {
        guard let run = run(for: proposal, context: context) else { return nil }
        switch key {
        case .vertical(.firstTextBaseline): return run.measurement.firstBaseline
        case .vertical(.lastTextBaseline): return run.measurement.lastBaseline
        default: return nil
        }
    }

    func content(in bounds: Rect, proposal: ProposedViewSize, context: LayoutContext) -> PlacedContent {
        guard var run = run(for: proposal, context: context) else {
            let request = TextRequest(string: string, font: context.environment.resolvedFont, width: 0, maxLines: 1)
            return .text(PlacedText(request: request, measurement: TextMeasurement(
                size: .zero, lineCount: 0, naturalLineCount: 0, truncated: true, lineHeight: 0,
                firstBaseline: 0, lastBaseline: 0), style: context.environment.foregroundStyle ?? .primary))
        }
        run.style = context.environment.foregroundStyle ?? .primary
        for character in context.missingGlyphs(string, font: run.request.font) {
            let code = character.unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true) }.joined(separator: " ")
            context.warn("no font has a glyph for \"\(character)\" (\(code)); it is drawn as a missing-glyph box")
        }
        return .text(run)
    }

    /// The request and measurement that steps 1–4 settle on for a proposal.
    func run(for proposal: ProposedViewSize, context: LayoutContext) -> PlacedText? {
        if proposal.width == 0 || proposal.height == 0 { return nil }
        let environment = context.environment
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil }
        let height = proposal.height.flatMap { $0.isFinite ? $0 : nil }
        let font = environment.resolvedFont

        func attempt(_ font: Font) -> PlacedText {
            var shown = string, styled = runs
            // Runs set in a text style take its size at this Dynamic Type size.
            for index in styled.indices {
                if let style = styled[index].textStyle { styled[index].size = environment.dynamicTypeSize.pointSize(style) }
            }
            if let textCase = environment.textCase {
                shown = textCase.apply(string)
                for index in styled.indices { styled[index].text = textCase.apply(styled[index].text) }
                if !styled.isEmpty { shown = styled.map(\.text).joined() }
            }
            var request = TextRequest(string: shown, font: font, width: width, maxLines: environment.lineLimit,
                                      truncation: environment.truncationMode,
                                      alignment: environment.multilineTextAlignment,
                                      runs: styled, decoration: environment.textDecoration,
                                      direction: environment.layoutDirection)
            var measurement = context.measure(request)
            if let height, measurement.size.height > height + 1e-6, measurement.lineCount > 1 {
                let perLine = measurement.size.height / Double(measurement.lineCount)
                let fitting = max(1, Int(((height + 1e-6) / perLine).rounded(.down)))
                if fitting < measurement.lineCount {
                    request.maxLines = fitting
                    measurement = context.measure(request)
                }
            }
            return PlacedText(request: request, measurement: measurement, style: .primary)
        }

        func fits(_ run: PlacedText) -> Bool {
            !run.measurement.truncated && (width.map { run.measurement.size.width <= $0 + 1e-6 } ?? true)
        }

        let full = attempt(font)
        let factor = environment.minimumScaleFactor
        guard factor < 1, factor > 0, !fits(full) else { return full }
        // Binary search on the scale: 12 halvings pin it within 1/4096 of the best.
        var low = factor, high = 1.0
        var best = attempt(font.scaled(by: factor))
        if !fits(best) { return best }
        for _ in 0..<12 {
            let middle = (low + high) / 2
            let candidate = attempt(font.scaled(by: middle))
            if fits(candidate) { low = middle; best = candidate } else { high = middle }
        }
        return best
    }
}

extension TextLayout {
    /// Its baselines (`ExplicitGuides` step 2).
    func explicitGuides(children: ChildGuides) -> ExplicitGuides { .baselines }
}

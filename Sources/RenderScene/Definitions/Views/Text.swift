import RenderLayout

/// `Text(_:)`, `Text(verbatim:)`, Markdown and styled runs (docs/layout-rules.md, "Leaves: Text").
///
/// 1. A proposal of 0 on either axis answers 0×0.
/// 2. The width limit is the proposed width; `nil` or infinity means none (the ideal size:
///    the whole string on one line).
/// 3. Lines: all wrapped lines, unless `lineLimit` or the proposed height allows fewer; then
///    as many as fit (never fewer than one), the last one truncated per `truncationMode`.
/// 4. `minimumScaleFactor` below 1: if the text would be truncated, it is first shrunk, to
///    the largest scale ≥ the factor at which it fits without truncation.
/// 5. The answer is the widest line by the lines' height, rounded up to the pixel grid; with a
///    lower line limit (`lineLimit(n, reservesSpace: true)`) never shorter than that many lines
///    (each a line height plus `lineSpacing`), the text drawn at the top.
/// 6. Lines lie the font's own line height apart, or a text style's leading apart, the first
///    line its font's height either way; `lineSpacing` adds to that (`TextStyleLeading`).
/// Its first and last text baselines are explicit alignment guides. Its spacing preferences
/// come from its font's metrics (`ViewSpacing.text`), at the unscaled font.
package enum TextView: ViewDefinition {
    package static let entry = Vocabulary.Entry("Text", json: ["text", "markdown", "runs"], summary: "A string, measured and drawn by Pango; a literal is Markdown, as in SwiftUI.", [
        .init([.init("_", .localizedString)], .custom { args, location in
            guard let value = args.first ?? nil else { return JSONNode(value: .object([]), location: location) }
            if case .object = value.value { return value }
            return JSONNode(value: .object([("text", value)]), location: location)
        }),
        .init([.init("verbatim", .string, key: "text")]),
        // `Text(3, format: .number)`: the number formatted as Foundation formats it (en-US).
        .init([.init("_", .number), .init("format", .formatStyle)], .custom { args, location in
            let value: Double
            if case .number(let number)? = args[0]?.value { value = number } else { value = 0 }
            var style = "number"
            if case .string(let name)? = args[1]?.value { style = name }
            return JSONNode(value: .object([("text", JSONNode(value: .string(NumberFormatting.format(value, style: style)), location: location))]),
                            location: location)
        }),
    ])

    package static func decode(_ field: JSONField, _ context: inout ViewDecoding) throws(SceneError) -> (any ViewBehavior, [ViewNode]) {
        let text = field.member("text"), markdown = field.member("markdown"), runs = field.member("runs")
        let sources = (text == nil ? 0 : 1) + (markdown == nil ? 0 : 1) + (runs == nil ? 0 : 1)
        guard sources > 0 else { throw field.fail("Text needs \"text\"") }
        guard sources == 1 else { throw field.fail("a Text has one of \"text\", \"markdown\" or \"runs\", not several") }
        if let text {
            return (TextLayout(string: try context.decoder.textString(text)), [])
        } else if let markdown {
            return (TextLayout(runs: Markdown.runs(try context.decoder.textString(markdown))), [])
        } else if let runs {
            return (TextLayout(runs: try textRuns(runs, &context.decoder)), [])
        } else {
            throw field.fail("Text needs \"text\"")
        }
    }

    /// `runs`: `[{text, bold, italic, monospaced, underline, strikethrough, weight, size, style, color, baselineOffset}]`.
    private static func textRuns(_ field: JSONField, _ decoder: inout SceneDecoder) throws(SceneError) -> [TextRun] {
        var runs: [TextRun] = []
        for item in try field.array() {
            try item.checkKeys(["text", "bold", "italic", "monospaced", "underline", "strikethrough", "weight", "size", "style", "color", "baselineOffset"], what: "a text run")
            guard let text = item.member("text") else { throw item.fail("a text run needs \"text\"") }
            var run = TextRun(text: try decoder.textString(text))
            run.bold = try item.member("bold")?.bool() ?? false
            run.italic = try item.member("italic")?.bool() ?? false
            run.monospaced = try item.member("monospaced")?.bool() ?? false
            run.underline = try item.member("underline")?.bool() ?? false
            run.strikethrough = try item.member("strikethrough")?.bool() ?? false
            run.weight = try item.member("weight")?.choice(FontNames.weights, what: "font weight")
            run.size = try item.member("size")?.number(in: 1...1_000)
            run.baselineOffset = try item.member("baselineOffset")?.number(in: -1_000...1_000)
            if let style = item.member("style") {
                // A text style's size, which follows Dynamic Type.
                run.textStyle = try style.choice(Dictionary(uniqueKeysWithValues: Font.TextStyle.allCases.map { ($0.rawValue, $0) }), what: "text style")
                if run.size == nil, let textStyle = run.textStyle { run.size = textStyle.font.size }
            }
            if let color = item.member("color") {
                guard case .color(let rgba) = try color.shapeStyle() else { throw color.fail("a text run's colour is a flat colour") }
                run.color = rgba
            }
            runs.append(run)
        }
        guard !runs.isEmpty else { throw field.fail("a Text needs at least one run") }
        return runs
    }
}

extension ViewKind {
    /// A plain Text, as the decoders make one for a control's title or a section's header.
    package static func text(_ string: String) -> ViewKind { .defined(DefinedView(TextLayout(string: string))) }
}

package struct TextLayout: Layout, ViewBehavior {
    package let string: String
    /// Styled runs making `string` (`Text + Text`, Markdown); nil for a plain Text. One
    /// optional, not the runs and a flag: 24 bytes, which an existential holds inline, so a
    /// Text's behaviour and its layout (`any Layout`) are not each boxed in an allocation.
    private let styledRuns: [TextRun]?
    /// The styled runs; empty for a plain Text.
    package var runs: [TextRun] { styledRuns ?? [] }
    /// A Text of styled runs (even none, from empty Markdown): messages name a plain Text by
    /// its string, a styled one by its type alone.
    package var isStyled: Bool { styledRuns != nil }

    package var plainText: String? { isStyled ? nil : string }

    package init(string: String) {
        self.string = string
        self.styledRuns = nil
    }

    /// A Text of styled runs: `Text("a").bold() + Text("b")`, Markdown.
    package init(runs: [TextRun]) {
        self.string = runs.map(\.text).joined()
        self.styledRuns = runs
    }

    package var name: String { "Text" }
    package func layout(in environment: EnvironmentValues) -> any Layout { self }

    package func spacing(subviews: LayoutSubviews, context: LayoutContext) -> ViewSpacing {
        .text(context.fontMetrics(context.environment.resolvedFont), pixel: context.pixel)
    }

    package func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        guard let measurement = idealMeasurement(for: proposal, context: context) ?? run(for: proposal, context: context)?.measurement else {
            return .zero
        }
        return Size(width: context.ceilToPixel(measurement.size.width), height: context.ceilToPixel(measurement.size.height))
    }

    package func explicitAlignment(of key: AlignmentKey, in bounds: Rect, proposal: ProposedViewSize,
                           subviews: LayoutSubviews, context: LayoutContext) -> Double? {
        guard let measurement = idealMeasurement(for: proposal, context: context) ?? run(for: proposal, context: context)?.measurement else {
            return nil
        }
        switch key {
        case .vertical(.firstTextBaseline): return measurement.firstBaseline
        case .vertical(.lastTextBaseline): return measurement.lastBaseline
        default: return nil
        }
    }

    /// The measurement `run(for:)` would settle on, when the Text's ideal measurement answers
    /// the proposal (`LayoutContext.idealText`), without building its request: the same
    /// request at a width the ideal fits is answered by the ideal (`measureText` step 2), kept
    /// at a height it fits, and not shrunk (step 4: it fits). A lower line limit (step 5) is
    /// left to `run`.
    private func idealMeasurement(for proposal: ProposedViewSize, context: LayoutContext) -> TextMeasurement? {
        if proposal.width == 0 || proposal.height == 0 || context.node.idealTextAnswer < 0 { return nil }
        guard context.node.sharedEnvironment.values.lowerLineLimit == nil else { return nil }
        return context.idealText(width: proposal.width.flatMap { $0.isFinite ? $0 : nil },
                                 height: proposal.height.flatMap { $0.isFinite ? $0 : nil })
    }

    package func content(in bounds: Rect, proposal: ProposedViewSize, context: LayoutContext) -> PlacedContent {
        guard var run = run(for: proposal, context: context) else {
            let request = TextRequest(string: string, font: context.environment.resolvedFont, width: 0, maxLines: 1)
            return .text(PlacedText(request: request, measurement: TextMeasurement(
                size: .zero, lineCount: 0, naturalLineCount: 0, truncated: true, lineHeight: 0,
                firstBaseline: 0, lastBaseline: 0), style: context.environment.foregroundStyle ?? .primary))
        }
        // In place, as `run(for:)` reads it: through `context.environment` the `??` copied the
        // whole environment.
        run.style = context.node.sharedEnvironment.values.foregroundStyle ?? .primary
        for character in context.missingGlyphs(string, font: run.request.font) {
            let code = character.unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true) }.joined(separator: " ")
            context.warn("no font has a glyph for \"\(character)\" (\(code)); it is drawn as a missing-glyph box")
        }
        return .text(run)
    }

    /// The request and measurement that steps 1–4 settle on for a proposal.
    package func run(for proposal: ProposedViewSize, context: LayoutContext) -> PlacedText? {
        if proposal.width == 0 || proposal.height == 0 { return nil }
        // Read in place through the node's shared environment: a copy of the whole
        // environment for each of a Text's probes cost more than the fields read.
        let shared = context.node.sharedEnvironment
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil }
        let height = proposal.height.flatMap { $0.isFinite ? $0 : nil }
        let font = shared.values.resolvedFont

        func attempt(_ font: Font) -> PlacedText {
            var shown = string, styled = runs
            // Runs set in a text style take its size at this Dynamic Type size.
            for index in styled.indices {
                if let style = styled[index].textStyle { styled[index].size = shared.values.dynamicTypeSize.pointSize(style) }
            }
            if let textCase = shared.values.textCase {
                shown = textCase.apply(string)
                for index in styled.indices { styled[index].text = textCase.apply(styled[index].text) }
                if !styled.isEmpty { shown = styled.map(\.text).joined() }
            }
            var request = TextRequest(string: shown, font: font, width: width, maxLines: shared.values.lineLimit,
                                      truncation: shared.values.truncationMode,
                                      alignment: shared.values.multilineTextAlignment,
                                      runs: styled, decoration: shared.values.textDecoration,
                                      direction: shared.values.layoutDirection)
            // Step 6: a text style's lines lie its leading apart (`TextStyleLeading`).
            // The font's metrics are asked only for a text style: every other font's spacing is
            // `lineSpacing` alone (step 4), and the lookup hashed the font in every attempt.
            if context.spacesTextStylesByLeading, let leading = TextStyleLeading.leading(for: font) {
                request.decoration.lineSpacing = TextStyleLeading.spacing(leading: leading, metrics: context.fontMetrics(font),
                                                                          lineSpacing: request.decoration.lineSpacing)
            }
            var measurement = context.measureText(request)
            if let height, measurement.size.height > height + 1e-6, measurement.lineCount > 1 {
                // The first line is its own height, each further one a pitch (step 6).
                let pitch = measurement.lineHeight + request.decoration.lineSpacing
                let further = pitch > 0 ? Int(((height - measurement.lineHeight + 1e-6) / pitch).rounded(.down)) : 0
                let fitting = max(1, 1 + further)
                if fitting < measurement.lineCount {
                    request.maxLines = fitting
                    measurement = context.measureText(request)
                }
            }
            // Step 5: a lower line limit (`lineLimit(n, reservesSpace: true)`) reserves the
            // height of the lines not shown, the text at the top.
            if let lower = shared.values.lowerLineLimit, measurement.lineCount < lower {
                let extra = Double(lower - max(measurement.lineCount, 1)) * (measurement.lineHeight + request.decoration.lineSpacing)
                if measurement.lineCount == 0 { measurement.size.height = measurement.lineHeight }
                measurement.size.height += extra
            }
            return PlacedText(request: request, measurement: measurement, style: .primary)
        }

        func fits(_ run: PlacedText) -> Bool {
            !run.measurement.truncated && (width.map { run.measurement.size.width <= $0 + 1e-6 } ?? true)
        }

        let full = attempt(font)
        // Its ideal measurement, for the proposals it answers (`idealMeasurement`).
        if width == nil { context.keepIdealText(font: font, maxLines: shared.values.lineLimit) }
        let factor = shared.values.minimumScaleFactor
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
    package func explicitGuides(children: ChildGuides) -> ExplicitGuides { .baselines }
}

/// A parent's handle on one child — SwiftUI's `LayoutSubview`. The only way an algorithm
/// reaches a child, so every question goes through the engine and its cache.
package struct LayoutSubview {
    package let engine: LayoutEngine
    package let node: LayoutNode

    /// The child's required size for a proposal (cached per pass).
    package func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
        engine.sizeThatFits(node, proposal)
    }

    /// The child's size and guides for a proposal.
    package func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        let size = sizeThatFits(proposal)
        // Without guides of its own every guide is the default (the trace records each question).
        if node.guides.isEmpty && engine.trace == nil { return ViewDimensions(size: size) }
        return ViewDimensions(size: size) { key in
            self.engine.explicitAlignment(of: key, node: self.node, size: size, proposal: proposal)
        }
    }

    /// Where one guide lies for a proposal: `dimensions(in: proposal)[key]` without making
    /// the dimensions.
    package func guide(_ key: AlignmentKey, in proposal: ProposedViewSize) -> Double {
        let size = sizeThatFits(proposal)
        return engine.explicitAlignment(of: key, node: node, size: size, proposal: proposal) ?? ViewDimensions(size: size)[key]
    }

    package func explicitAlignment(of key: AlignmentKey, proposal: ProposedViewSize) -> Double? {
        engine.explicitAlignment(of: key, node: node, size: sizeThatFits(proposal), proposal: proposal)
    }

    /// Places the child with its top-left corner at `point` (canvas points).
    package func place(at point: Point, proposal: ProposedViewSize) {
        engine.place(node, at: point, proposal: proposal)
    }

    /// The child's spacing preferences (cached per pass).
    package var spacing: ViewSpacing { engine.spacing(of: node) }

    package var priority: Double { node.priority }

    /// A short name for messages: the kind, the id, and a Text's string.
    package var label: String { node.view.label }
    package var isSpacer: Bool { node.isSpacer }

    package init(engine: LayoutEngine, node: LayoutNode) {
        self.engine = engine
        self.node = node
    }
}

package typealias LayoutSubviews = [LayoutSubview]

/// What a layout may use besides its subviews.
package struct LayoutContext {
    package let engine: LayoutEngine
    package let node: LayoutNode

    /// Borrowed, not copied: a layout reads a field or two of it for each question, and a copy
    /// of the whole environment (a few hundred bytes, many of them references) cost more than
    /// the reads (a 10,000-view grid: 35,000 copies, 23 M instructions).
    package var environment: EnvironmentValues { _read { yield node.sharedEnvironment.values } }
    package var stackAxis: Axis? { node.stackAxis }
    /// Points per output pixel: 1/scale is the thinnest line and the text rounding step.
    package var pixel: Double { 1 / engine.scale }

    package func measure(_ request: TextRequest) -> TextMeasurement { engine.measurer.measure(request) }

    /// `measure` for a request of this node's Text (its string and environment), answered
    /// first from the node's earlier answers this pass, compared on font, width and line
    /// limit instead of hashing the whole request: stacks ask a Text about ten proposals.
    /// 1. The same font, width and line limit: the same answer.
    /// 2. Behind a `CachingTextMeasurer`, its step 2 here: the ideal measurement (no width)
    ///    answers any width it fits, unless it is truncated.
    /// 3. Otherwise the measurer, and the answer is kept.
    package func measureText(_ request: TextRequest) -> TextMeasurement {
        let answers = node.textAnswers
        for answer in answers where answer.width == request.width && answer.maxLines == request.maxLines && answer.font == request.font {
            return answer.measurement
        }
        if engine.measurerCachesIdeal, let width = request.width {
            for answer in answers where answer.width == nil && answer.maxLines == request.maxLines
                && !answer.measurement.truncated && answer.measurement.size.width <= width && answer.font == request.font {
                return answer.measurement
            }
        }
        let measurement = engine.measurer.measure(request)
        // Room for one answer when the first is the ideal (no width): the other widths a stack
        // offers are mostly answered by it (step 2), so a label's list stays at one, and room
        // for two held a second 136-byte answer empty for each of a grid's 20,000 labels. A
        // first answer at a width is a text that wraps, whose ideal comes next.
        if answers.isEmpty { node.textAnswers.reserveCapacity(request.width == nil ? 1 : 2) }
        node.textAnswers.append(TextAnswer(font: request.font, width: request.width, maxLines: request.maxLines, measurement: measurement))
        return measurement
    }

    /// Notes which of this node's answers is its Text's ideal measurement: the one for `font` and
    /// `maxLines` with no width limit (kept once, the first time such a request is answered).
    package func keepIdealText(font: Font, maxLines: Int?) {
        guard node.idealTextAnswer < 0 else { return }
        let answers = node.textAnswers
        for index in answers.indices where index < Int(Int8.max) && answers[index].width == nil
            && answers[index].maxLines == maxLines && answers[index].font == font {
            node.idealTextAnswer = Int8(index)
            return
        }
    }

    /// What `measureText` would answer this node's Text for `width`, and the Text keep as it is
    /// at `height`, from its ideal measurement (`keepIdealText`), without building a request:
    /// stacks ask a Text about ten proposals, most of which its ideal size fits. Nil, so the
    /// request is made and measured, unless every condition holds:
    /// 1. an ideal measurement was kept, and it is not truncated;
    /// 2. no width, or a width it fits, behind a measurer that answers such a width from the
    ///    ideal (`measureText` step 2), and no answer of the node's for that exact width
    ///    (which `measureText` step 1 would give instead);
    /// 3. no height, or one it fits, or a single line (nothing to leave out: `TextLayout` step 3).
    package func idealText(width: Double?, height: Double?) -> TextMeasurement? {
        let index = Int(node.idealTextAnswer)
        guard index >= 0 else { return nil }
        let answers = node.textAnswers
        let measurement = answers[index].measurement
        guard !measurement.truncated else { return nil }
        if let width {
            guard engine.measurerCachesIdeal, measurement.size.width <= width else { return nil }
            for answer in answers where answer.width == width { return nil }
        }
        if let height, measurement.size.height > height + 1e-6, measurement.lineCount > 1 { return nil }
        return measurement
    }

    package func fontMetrics(_ font: Font) -> FontMetrics { engine.measurer.fontMetrics(font) }
    /// Whether the measurer spaces a text style's lines by its leading (`TextStyleLeading`).
    package var spacesTextStylesByLeading: Bool { engine.measurer.spacesTextStylesByLeading }

    package func missingGlyphs(_ string: String, font: Font) -> [Character] { engine.measurer.missingGlyphs(string, font: font) }

    package func warn(_ message: String) { engine.warn(node, message) }
    /// A whole `File.swift:LINE:COL: warning: …` line the Swift front end made while layout ran
    /// a body of its own (a GeometryReader's, a Canvas's): passed on as it is.
    package func warn(sourceLine line: String) { engine.warn(sourceLine: line) }

    /// Rounds a length up to the pixel grid of the output scale.
    package func ceilToPixel(_ value: Double) -> Double {
        guard value.isFinite else { return value }
        return (value * engine.scale - 1e-9).rounded(.up) / engine.scale
    }

    /// The nearest container's size (`containerRelativeFrame`); nil on an axis it leaves open.
    package var container: ProposedViewSize { engine.container }

    /// How far `rect` (canvas points, where this view is being placed) may grow into the
    /// safe-area insets around it (`SafeArea.swift`); zero without a device.
    package func safeAreaInsets(of rect: Rect) -> EdgeInsets {
        engine.safeArea.insets(of: rect, pixel: pixel)
    }

    /// How far a navigation bar at the top of `rect` rises into the status bar's height above
    /// it (`SafeArea.swift`, `navigationBarLift`); zero without a Dynamic Island device.
    package func navigationBarLift(of rect: Rect) -> Double {
        engine.safeArea.navigationBarLift(of: rect, pixel: pixel)
    }

    /// The child this layout placed last, as placed (ListSectionLayout's separators).
    package var lastPlacedChild: PlacedNode? { engine.lastPlacedChild }

    /// Notes a fact for `--explain`.
    package func explain(_ line: String) { engine.trace?.note(node, line) }
}

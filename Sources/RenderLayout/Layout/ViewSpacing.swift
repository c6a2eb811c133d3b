/// A view's spacing preferences — SwiftUI's `ViewSpacing`: what a stack with `spacing: nil` puts
/// between two neighbours (docs/layout-rules.md, "Containers: HStack / VStack", step 1).
///
/// Preferences are values keyed by (category, edge). A category names the kind of neighbour the
/// value is for: "an edge above text", "text next to text"; a key without a category is for any
/// neighbour. The gap between a view A and the view B after it along an axis:
///
/// 1. The touching edges: A's bottom and B's top in a VStack, A's trailing and B's leading in an
///    HStack.
/// 2. For each category both touching edges name, the two values combine: two distances add;
///    text above text gives the lower text's leading, rounded up to the pixel grid; a distance
///    with text metrics gives the distance.
/// 3. If some category matched, the gap is the largest combined value.
/// 4. Otherwise the uncategorised values of the two edges: the larger of those given.
/// 5. With none, the platform default 8 (`defaultGap`).
///
/// Sources: the categories, the combination and the fallback are OpenSwiftUI's reverse-engineered
/// `Spacing` (Sources/OpenSwiftUICore/Layout/Geometry/Spacing.swift), behaviour of iOS 17 and
/// later (text spacing rounded to the pixel grid); Apple's `ViewSpacing` documentation says the
/// same in prose. The text values themselves are in `text(_:pixel:)`. Not modelled: the
/// baseline categories (they only ever lose to `textToText`, or meet SwiftUI's private
/// baseline-relative spacer) and vertical writing modes.
package struct ViewSpacing: Hashable {
    package enum Category: Hashable {
        case textToText, edgeAboveText, edgeBelowText
    }

    package enum Edge: Hashable, CaseIterable {
        case top, bottom, leading, trailing

        /// The edge that ends a view along `axis`, and the one that starts it.
        package static func end(_ axis: Axis) -> Edge { axis == .horizontal ? .trailing : .bottom }
        package static func start(_ axis: Axis) -> Edge { axis == .horizontal ? .leading : .top }
        package static func across(_ axis: Axis) -> [Edge] { axis == .horizontal ? [.top, .bottom] : [.leading, .trailing] }
    }

    package struct Key: Hashable {
        package var category: Category?
        package var edge: Edge
    }

    /// A text's vertical metrics as spacing sees them (points).
    package struct TextMetrics: Hashable {
        package var ascent: Double
        package var descent: Double
        package var leading: Double
        package var pixel: Double

        package var lineSpacing: Double { ascent + descent + leading }
    }

    package enum Value: Hashable, Comparable {
        case distance(Double)
        /// At the bottom of a text: these are the metrics of the upper of two texts.
        case upperText(TextMetrics)
        /// At the top of a text: the metrics of the lower of two texts.
        case lowerText(TextMetrics)

        /// Step 2.
        package func combined(with other: Value) -> Double? {
            switch (self, other) {
            case (.distance(let a), .distance(let b)): return a + b
            case (.distance(let a), _): return a
            case (_, .distance(let b)): return b
            case (.upperText, .lowerText(let lower)), (.lowerText(let lower), .upperText):
                return ViewSpacing.ceil(lower.leading, to: lower.pixel)
            default: return nil
            }
        }

        /// Merging two containers' children keeps the larger preference: distances by value,
        /// below any text metrics, which compare by line spacing.
        package static func < (a: Value, b: Value) -> Bool {
            switch (a, b) {
            case (.distance(let x), .distance(let y)): return x < y
            case (.distance, _): return true
            case (.upperText(let x), .upperText(let y)), (.lowerText(let x), .lowerText(let y)):
                return x.lineSpacing < y.lineSpacing
            case (.upperText, .lowerText): return true
            default: return false
            }
        }
    }

    package static let defaultGap = 8.0

    package var minima: [Key: Value]

    package init(minima: [Key: Value]) { self.minima = minima }

    /// A view with no text (shapes, colours, images…): it tells text above and below it that it
    /// is a plain edge (0), and has no preference otherwise, so two of them get the default 8.
    package static let plainView = ViewSpacing(minima: [
        Key(category: .edgeBelowText, edge: .top): .distance(0),
        Key(category: .edgeAboveText, edge: .bottom): .distance(0),
    ])

    /// No space on any side, whatever the neighbour (an empty stack, a Spacer outside stacks).
    package static let zero = ViewSpacing(minima: Dictionary(uniqueKeysWithValues: Edge.allCases.map {
        (Key(category: nil, edge: $0), Value.distance(0))
    }))

    /// A Spacer in a stack: 0 to either neighbour along the stack's axis, so the Spacer's own
    /// length is the whole gap (OpenSwiftUI's `Spacer.spacing()`; Apple's layoutPriority example).
    package static func spacer(_ axis: Axis) -> ViewSpacing {
        ViewSpacing(minima: [Key(category: nil, edge: .start(axis)): .distance(0),
                             Key(category: nil, edge: .end(axis)): .distance(0)])
    }

    /// A Text's preferences from its font (OpenSwiftUI's `Spacing.textSpacing`, iOS 17+):
    /// - text spacing s = the font's line height (ascent + descent) × 0.1, rounded up to the pixel grid;
    /// - a plain edge above the text: (ascent + descent + s) − ascent = descent + s;
    /// - a plain edge below it: max(ascent + descent + s − cap height, s + descent);
    /// - text above or below it: the lower text's leading (`Value.combined`).
    package static func text(_ font: FontMetrics, pixel: Double) -> ViewSpacing {
        let lineHeight = font.ascent + font.descent
        let textSpacing = ceil(lineHeight * 0.1, to: pixel)
        let lineSpacing = lineHeight + textSpacing
        let metrics = TextMetrics(ascent: font.ascent, descent: font.descent, leading: font.leading, pixel: pixel)
        return ViewSpacing(minima: [
            Key(category: .textToText, edge: .top): .lowerText(metrics),
            Key(category: .textToText, edge: .bottom): .upperText(metrics),
            Key(category: .edgeAboveText, edge: .top): .distance(lineSpacing - font.ascent),
            Key(category: .edgeBelowText, edge: .bottom): .distance(max(lineSpacing - font.capHeight,
                                                                       textSpacing + font.descent)),
        ])
    }

    /// The gap from this view to `next`, which follows it along `axis` (steps 1–5).
    package func distance(to next: ViewSpacing, along axis: Axis) -> Double {
        let from = Edge.end(axis), to = Edge.start(axis)
        var best: Double?
        for (key, value) in minima where key.edge == from && key.category != nil {
            guard let other = next.minima[Key(category: key.category, edge: to)],
                  let combined = value.combined(with: other) else { continue }
            best = max(best ?? -.infinity, combined)
        }
        if let best { return best }
        let mine = minima[Key(category: nil, edge: from)].flatMap(\.distanceValue)
        let theirs = next.minima[Key(category: nil, edge: to)].flatMap(\.distanceValue)
        if mine == nil && theirs == nil { return Self.defaultGap }
        return max(mine ?? -.infinity, theirs ?? -.infinity)
    }

    /// Takes `other`'s preferences on `edges`, keeping the larger where both have one (how a
    /// container gathers its children's).
    package mutating func incorporate(_ edges: [Edge], of other: ViewSpacing) {
        for (key, value) in other.minima where edges.contains(key.edge) {
            minima[key] = minima[key].map { Swift.max($0, value) } ?? value
        }
    }

    /// Every edge of every child (ZStack; SwiftUI's default for a `Layout`); none: `zero`.
    package static func union(_ subviews: LayoutSubviews) -> ViewSpacing {
        guard !subviews.isEmpty else { return .zero }
        var result = ViewSpacing(minima: [:])
        for subview in subviews { result.incorporate(Edge.allCases, of: subview.spacing) }
        return result
    }

    /// Forgets the preferences on `edges` and makes them plain edges: what a fixed frame or
    /// padding does, whose edges are no longer the content's.
    package func reset(_ edges: [Edge]) -> ViewSpacing {
        guard !edges.isEmpty else { return self }
        var result = ViewSpacing(minima: minima.filter { !edges.contains($0.key.edge) })
        if edges.contains(.top) { result.minima[Key(category: .edgeBelowText, edge: .top)] = .distance(0) }
        if edges.contains(.bottom) { result.minima[Key(category: .edgeAboveText, edge: .bottom)] = .distance(0) }
        return result
    }

    package static func ceil(_ value: Double, to step: Double) -> Double {
        guard step > 0, value.isFinite else { return value }
        return (value / step - 1e-9).rounded(.up) * step
    }
}

extension ViewSpacing.Value {
    package var distanceValue: Double? {
        if case .distance(let value) = self { return value }
        return nil
    }
}

import RenderLayout

/// `aspectRatio(_:contentMode:)`, `scaledToFit()` and `scaledToFill()`: the content proposed a
/// size of a width:height ratio that fits or fills the proposal (docs/effects.md, "Layout";
/// docs/scene-format.md, "Modifiers").
///
/// 1. `{ratio, contentMode}`: `contentMode` is required (`fit` or `fill`); `ratio` is width ÷
///    height, greater than 0, or left out (or null) for the content's ideal ratio.
/// 2. `{"scaledToFit": true}` and `{"scaledToFill": true}` are `aspectRatio` without a ratio,
///    named `aspectRatio` in the dump; `false` leaves the view as it is.
/// 3. Laid out by `AspectRatioLayout`.
package struct AspectRatio: ModifierDefinition, ModifierBehavior {
    package static let entry = Vocabulary.Entry("aspectRatio", json: ["{ratio, contentMode}"], summary: "Proposes its content a size of this width:height ratio (nil: the content's ideal ratio) that fits or fills the proposal.", [
        .init([.init("_", .length, optional: true, key: "ratio"), .init("contentMode", .contentMode)]),
        .init([.init("_", .size, key: "ratio"), .init("contentMode", .contentMode)]),
    ])

    package static func decode(_ field: JSONField, _ context: inout ModifierDecoding) throws(SceneError) -> (any ModifierBehavior)? {
        try field.checkKeys(["ratio", "contentMode"], what: "aspectRatio")
        let ratio = field.member("ratio").flatMap { $0.isNull ? nil : $0 }
        guard let modeField = field.member("contentMode") else { throw field.fail("aspectRatio needs \"contentMode\" (fit or fill)") }
        var value: Double?
        if let ratio {
            value = try ratio.number(in: 0...1_000_000)
            guard value != 0 else { throw ratio.fail("an aspect ratio must be greater than 0") }
        }
        return AspectRatio(ratio: value, contentMode: try modeField.choice(
            Dictionary(uniqueKeysWithValues: ContentMode.allCases.map { ($0.rawValue, $0) }), what: "content mode"))
    }

    /// nil: the content's ideal size's.
    package let ratio: Double?
    package let contentMode: ContentMode
    package var name: String { "aspectRatio" }
    /// A layout of its own: a plain view to its stack, even around a Spacer (`ModifierBehavior` step 6).
    package var ranksAsItsOwnLayout: Bool { true }

    package func layout(in environment: EnvironmentValues) -> any Layout { AspectRatioLayout(ratio: ratio, contentMode: contentMode) }
}

/// `scaledToFit()`: `AspectRatio` without a ratio, fitting.
package enum ScaledToFit: ModifierDefinition {
    package static let entry = Vocabulary.Entry("scaledToFit", json: ["true"], summary: "aspectRatio(nil, contentMode: .fit).", [.init([], .constant(.bool(true)))])

    package static func decode(_ field: JSONField, _ context: inout ModifierDecoding) throws(SceneError) -> (any ModifierBehavior)? {
        try field.bool() ? AspectRatio(ratio: nil, contentMode: .fit) : nil
    }
}

/// `scaledToFill()`: `AspectRatio` without a ratio, filling.
package enum ScaledToFill: ModifierDefinition {
    package static let entry = Vocabulary.Entry("scaledToFill", json: ["true"], summary: "aspectRatio(nil, contentMode: .fill).", [.init([], .constant(.bool(true)))])

    package static func decode(_ field: JSONField, _ context: inout ModifierDecoding) throws(SceneError) -> (any ModifierBehavior)? {
        try field.bool() ? AspectRatio(ratio: nil, contentMode: .fill) : nil
    }
}

/// `aspectRatio(_:contentMode:)`, `scaledToFit()` (`aspectRatio(nil, .fit)`), `scaledToFill()`.
///
/// 1. A proposal of nil × nil reaches the content unchanged.
/// 2. Otherwise the ratio is `ratio × 1`, or with a nil ratio the content's ideal size (its
///    answer to nil × nil); a square ratio counts as 1 × 1.
/// 3. Each proposed dimension gives a scale (proposed ÷ ratio's); a nil dimension, or a zero
///    ratio side under a non-zero proposal, gives infinity; an infinite side proposed infinity
///    gives 1 (never ∞ ÷ ∞ = NaN). `fit` takes the smaller scale,
///    `fill` the larger.
/// 4. The content is proposed the ratio size × that scale; the modifier answers the content's
///    answer and places the content at its own origin (the same size, so centred).
/// 5. A `fit` that no dimension bounds — every scale infinite because its dimension is nil or
///    its ratio side is 0 under a finite proposal, 0 included (a Spacer's 8 × 0, proposed nil × 390)
///    — proposes the content its ideal size, as a nil × nil proposal does (decision below).
/// Source: OpenSwiftUI's `_AspectRatioLayout` (OpenSwiftUICore/Layout/AspectRatioLayout.swift)
/// and Apple's documentation of `aspectRatio(_:contentMode:)`. A `fill` with one nil
/// dimension proposes infinity on both axes, as SwiftUI does. Step 5 is a decision
/// (docs/effects.md): SwiftUI scales 8 × 0 by ∞ into ∞ × NaN there
/// (`CGSize * CGFloat`), a size no view can take and no screen can show; a scale that no
/// proposal bounds leaves the content as it would be unscaled. An infinite proposal still
/// bounds nothing and proposes infinity, as SwiftUI does (a stack's ∞ probe).
package struct AspectRatioLayout: SingleChildLayout {
    package let ratio: Double?
    package let contentMode: ContentMode

    package func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        guard let content = subviews.first else { return .zero }
        return content.sizeThatFits(offered(proposal, content: content))
    }

    package func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) {
        guard let content = subviews.first else { return }
        content.place(at: bounds.origin, proposal: offered(proposal, content: content))
    }

    package func explicitAlignment(of key: AlignmentKey, in bounds: Rect, proposal: ProposedViewSize,
                           subviews: LayoutSubviews, context: LayoutContext) -> Double? {
        guard let content = subviews.first else { return nil }
        return content.explicitAlignment(of: key, proposal: offered(proposal, content: content))
    }

    /// Steps 1–4: what the content is proposed.
    package func offered(_ proposal: ProposedViewSize, content: LayoutSubview) -> ProposedViewSize {
        guard proposal.width != nil || proposal.height != nil else { return proposal }
        var size = ratio.map { Size(width: $0, height: 1) } ?? content.sizeThatFits(.unspecified)
        if size.width == size.height { size = Size(width: 1, height: 1) }
        func scale(_ target: Double?, _ side: Double) -> Double {
            guard let target, side != 0 || target != 0 else { return .infinity }
            // An infinite side proposed infinity is already the proposal's size: scale 1, not
            // ∞ ÷ ∞ = NaN (a filling ratio over a lazy grid whose ideal width is infinite).
            if target.isInfinite && side.isInfinite { return 1 }
            return target / side
        }
        let x = scale(proposal.width, size.width), y = scale(proposal.height, size.height)
        // Step 5: unbounded on both axes (nil, or a zero side), not by an infinite proposal.
        func unbounded(_ target: Double?, _ side: Double) -> Bool { target.map { side == 0 && $0.isFinite } ?? true }
        if contentMode == .fit, unbounded(proposal.width, size.width), unbounded(proposal.height, size.height) {
            return ProposedViewSize(width: size.width, height: size.height)
        }
        let factor = contentMode == .fit ? min(x, y) : max(x, y)
        // 0 × ∞ (a zero-width ideal size under `fill`) is 0, not NaN; so is ∞ × 0.
        func product(_ side: Double) -> Double { side == 0 || factor == 0 ? 0 : side * factor }
        return ProposedViewSize(width: product(size.width), height: product(size.height))
    }
}



import RenderLayout

/// `safeAreaInset(edge:alignment:spacing:content:)` (iOS 15; OpenSwiftUI's `InsetViewLayout`,
/// Layout/Modifier/InsetViewModifier.swift; docs/scene-format.md, "Devices and safe area").
/// `children[0]` is the modified view (primary), `children[1]` the inset content (secondary);
/// A is the axis across `edge`.
///
/// 1. Spacing s: as given, else the primary's spacing preference towards the secondary
///    along A (`ViewSpacing`), 8 between plain views.
/// 2. The secondary is proposed the proposal with A reduced by s and by the primary's minimum
///    length on A (its answer to 0 there), never below 0; unspecified A stays unspecified.
/// 3. The primary is proposed the proposal with A reduced by the secondary's length plus s.
///    An infinite proposal on A stays infinite in steps 2 and 3: infinity less any length,
///    the secondary's infinite answer included, leaves unbounded room (decision: ∞ − ∞ would
///    propose NaN, which no SwiftUI view is ever offered; found by the invariant suite,
///    docs/invariants.md).
/// 4. Size: along A, secondary + s + primary; across, the larger of the two.
/// 5. Placement (an unspecified proposal across A becomes the modifier's size there): the
///    primary sits against the edge opposite `edge`, centred across; the secondary against
///    `edge`, its alignment guide across A on the primary's. An infinite view lies at the start
///    where centring or aligning it would be ∞ − ∞ (`AlignedPlacement.difference`).
/// 6. The primary's safe area gains a level: the modifier's frame, safe except for the
///    secondary's length plus s at `edge` (the secondary measured at the modifier's size) —
///    content that ignores the safe area runs under the inset content. The secondary stays in
///    the modifier's own safe area, and outside the stack the primary is in
///    (`hasSecondaryViews`).
package struct SafeAreaInset: ModifierDefinition, ModifierBehavior {
    package static let entry = Vocabulary.Entry("safeAreaInset", json: ["{edge, alignment, spacing, content}"],
                                        summary: "Content at an edge; the view is inset by it, and its safe area too.", [
        .init([.init("edge", .edge), .init("alignment", .edgeAlignment, optional: true), .init("spacing", .length, optional: true),
               .init("content", .view)]),
    ])

    /// `{"edge", "alignment", "spacing", "content"}`; the content becomes `children[1]`.
    package static func decode(_ field: JSONField, _ context: inout ModifierDecoding) throws(SceneError) -> (any ModifierBehavior)? {
        try field.checkKeys(["edge", "alignment", "spacing", "content"], what: "safeAreaInset")
        guard let edgeField = field.member("edge"), let contentField = field.member("content") else {
            throw field.fail("safeAreaInset needs \"edge\" (top, bottom, leading, trailing) and \"content\"")
        }
        let edge = try edgeField.choice(Dictionary(uniqueKeysWithValues: Edge.allCases.map { ($0.rawValue, $0) }), what: "edge")
        var alignment = Alignment.center
        if let alignmentField = field.member("alignment") {
            let vertical = edge == .top || edge == .bottom
            if vertical {
                alignment.horizontal = try alignmentField.choice(
                    Dictionary(uniqueKeysWithValues: HorizontalAlignment.allCases.map { ($0.rawValue, $0) }), what: "horizontal alignment")
            } else {
                alignment.vertical = try alignmentField.choice(
                    Dictionary(uniqueKeysWithValues: VerticalAlignment.allCases.map { ($0.rawValue, $0) }), what: "vertical alignment")
            }
        }
        let spacing = try field.member("spacing").flatMap { (f: JSONField) throws(SceneError) -> Double? in
            f.isNull ? nil : try f.length(allowInfinity: false)
        }
        let views = try context.decoder.view(contentField, depth: context.depth)
        guard views.count == 1, let content = views.first else {
            throw contentField.fail("safeAreaInset content must be exactly one view (wrap several in a stack)")
        }
        context.children.append(content)
        return SafeAreaInset(edge: edge, alignment: alignment, spacing: spacing)
    }

    /// The edge, the alignment across it (only the component across the edge counts), and the
    /// spacing (nil: the views' spacing preferences).
    package let edge: Edge
    package let alignment: Alignment
    package let spacing: Double?
    package var name: String { "safeAreaInset" }
    package var hasSecondaryViews: Bool { true }

    package func layout(in environment: EnvironmentValues) -> any Layout {
        SafeAreaInsetLayout(inset: self)
    }
}

/// The layout of steps 1–6.
package struct SafeAreaInsetLayout: Layout {
    package let inset: SafeAreaInset

    private var axis: Axis { inset.edge == .top || inset.edge == .bottom ? .vertical : .horizontal }

    private func spacing(_ subviews: LayoutSubviews) -> Double {
        if let spacing = inset.spacing { return spacing }
        guard subviews.count > 1 else { return 0 }
        return subviews[0].spacing.distance(to: subviews[1].spacing, along: axis)
    }

    private func secondaryProposal(_ proposal: ProposedViewSize, spacing: Double, primary: LayoutSubview) -> ProposedViewSize {
        guard let value = proposal[axis], value.isFinite else { return proposal }
        var result = proposal
        result[axis] = 0
        let minimum = primary.sizeThatFits(result)[axis]
        result[axis] = max(max(value - spacing, 0) - minimum, 0)
        return result
    }

    private func primaryProposal(_ proposal: ProposedViewSize, secondary: Size, spacing: Double) -> ProposedViewSize {
        guard let value = proposal[axis], value.isFinite else { return proposal }
        var result = proposal
        result[axis] = max(value - (secondary[axis] + spacing), 0)
        return result
    }

    package func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        guard subviews.count > 1 else { return subviews.first?.sizeThatFits(proposal) ?? .zero }
        let s = spacing(subviews)
        let secondary = subviews[1].sizeThatFits(secondaryProposal(proposal, spacing: s, primary: subviews[0]))
        let primary = subviews[0].sizeThatFits(primaryProposal(proposal, secondary: secondary, spacing: s))
        var size = Size(width: max(primary.width, secondary.width), height: max(primary.height, secondary.height))
        size[axis] = secondary[axis] + s + primary[axis]
        return size
    }

    package func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) {
        guard subviews.count > 1 else {
            subviews.first?.place(at: bounds.origin, proposal: proposal)
            return
        }
        let s = spacing(subviews)
        var offered = proposal
        offered[axis.other] = proposal[axis.other] ?? bounds.size[axis.other]
        let secondaryOffer = secondaryProposal(offered, spacing: s, primary: subviews[0])
        let secondary = subviews[1].dimensions(in: secondaryOffer)
        let primaryOffer = primaryProposal(offered, secondary: secondary.size, spacing: s)
        let primary = subviews[0].dimensions(in: primaryOffer)
        let size = bounds.size
        let leadingEdge = inset.edge == .top || inset.edge == .leading

        var primaryOrigin = Point.zero, secondaryOrigin = Point.zero
        let across = axis.other
        let primaryAcross = AlignedPlacement.difference(size[across], primary.size[across]) / 2
        let key: AlignmentKey = axis == .vertical ? .horizontal(inset.alignment.horizontal) : .vertical(inset.alignment.vertical)
        let secondaryAcross = primaryAcross + AlignedPlacement.difference(primary[key], secondary[key])
        let primaryAlong = leadingEdge ? AlignedPlacement.difference(size[axis], primary.size[axis]) : 0
        let secondaryAlong = leadingEdge ? 0 : AlignedPlacement.difference(size[axis], secondary.size[axis])
        if axis == .vertical {
            primaryOrigin = Point(x: primaryAcross, y: primaryAlong)
            secondaryOrigin = Point(x: secondaryAcross, y: secondaryAlong)
        } else {
            primaryOrigin = Point(x: primaryAlong, y: primaryAcross)
            secondaryOrigin = Point(x: secondaryAlong, y: secondaryAcross)
        }

        let length = s + subviews[1].sizeThatFits(secondaryProposal(ProposedViewSize(size), spacing: s, primary: subviews[0]))[axis]
        var safe = EdgeInsets()
        switch inset.edge {
        case .top: safe.top = -length
        case .bottom: safe.bottom = -length
        case .leading: safe.leading = -length
        case .trailing: safe.trailing = -length
        }
        context.engine.withSafeArea(SafeAreaLevel(inner: bounds.outset(by: safe), outer: bounds)) {
            subviews[0].place(at: Point(x: bounds.minX + primaryOrigin.x, y: bounds.minY + primaryOrigin.y), proposal: primaryOffer)
        }
        subviews[1].place(at: Point(x: bounds.minX + secondaryOrigin.x, y: bounds.minY + secondaryOrigin.y), proposal: secondaryOffer)
    }
}

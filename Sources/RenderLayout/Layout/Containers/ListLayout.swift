/// `List` and `Form`: a vertical scroll view of sections (docs/scene-format.md, "Lists and
/// forms"). Children: the background leaf, then the sections — the decoder gathers rows that
/// stand outside any `Section` into sections of their own, as SwiftUI does.
///
/// 1. The style: a Form is always `insetGrouped`; a List takes `listStyle` from the
///    environment, `automatic` being `insetGrouped` on iOS 17. The List hands the resolved
///    style to its sections (LayoutTreeBuilder).
/// 2. Each section is proposed the List's width and no height, and the sections follow each
///    other from the top without gaps (each section's header zone holds the space above it).
///    Grouped styles end with 35 below the last section.
/// 3. The List takes all the space it is offered on both axes, as a ScrollView does along its
///    axis. Decision, for an unspecified (or infinite) proposal: the width is the widest
///    section's ideal width and the height the content's, so an ideal List shows all its rows,
///    as an ideal ScrollView does (SwiftUI's UIKit-backed List has no documented ideal size).
/// 4. The background leaf fills the List's bounds, grown into the safe-area insets its frame
///    touches (a device's status bar and home indicator: `SafeArea.swift`); the content is
///    clipped to the bounds (rows below the bottom edge are cut off, as on a screen that has
///    not scrolled — iOS would let them run on under the home indicator; not modelled).
struct ListLayout: Layout {
    private func sections(_ subviews: LayoutSubviews) -> ArraySlice<LayoutSubview> { subviews.dropFirst() }

    private func bottomMargin(_ context: LayoutContext) -> Double {
        context.environment.listStyle.resolved.isGrouped ? ListMetrics.sectionSpacing : 0
    }

    /// Step 2: the content's size for a width.
    private func content(width: Double?, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        var size = Size(width: 0, height: 0)
        for section in sections(subviews) {
            let s = section.sizeThatFits(ProposedViewSize(width: width, height: nil))
            size.width = max(size.width, s.width)
            size.height += s.height
        }
        if subviews.count > 1 { size.height += bottomMargin(context) }
        return size
    }

    private static func finite(_ value: Double?) -> Double? { value.flatMap { $0.isFinite ? $0 : nil } }

    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        let width = Self.finite(proposal.width), height = Self.finite(proposal.height)
        if let width, let height { return Size(width: width, height: height) }
        let content = content(width: width, subviews: subviews, context: context)
        return Size(width: width ?? content.width, height: height ?? content.height)
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) {
        // Step 4: on a device the background runs on under the status bar and the home
        // indicator, where the List's frame touches the safe area, as iOS's grouped
        // background does; the rows stay in the safe area.
        let insets = context.safeAreaInsets(of: bounds)
        let background = Rect(x: bounds.minX - insets.leading, y: bounds.minY - insets.top,
                              width: bounds.width + insets.leading + insets.trailing,
                              height: bounds.height + insets.top + insets.bottom)
        subviews.first?.place(at: background.origin, proposal: ProposedViewSize(background.size))
        var y = bounds.minY
        for section in sections(subviews) {
            let size = section.sizeThatFits(ProposedViewSize(width: bounds.width, height: nil))
            section.place(at: Point(x: bounds.minX, y: y), proposal: ProposedViewSize(width: bounds.width, height: nil))
            y += size.height
        }
    }

    func content(in bounds: Rect, proposal: ProposedViewSize, context: LayoutContext) -> PlacedContent {
        .scroll(axes: .vertical, showsIndicators: false)
    }
}

/// The List's leaves that are no view of the source: its background, a section's card, a
/// separator. Each fills exactly the rectangle its section or List places it in.
///
/// 1. Background: systemGroupedBackground (#F2F2F7) in grouped styles, white otherwise.
/// 2. Card: white; in `insetGrouped` a rounded rectangle of radius 10 with continuous corners.
/// 3. Separator: UIKit's separator colour (60, 60, 67 at 29% opacity).
struct ListDecorationLayout: Layout {
    let decoration: ListDecoration

    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        Size(width: proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? 0, height: proposal.height.flatMap { $0.isFinite ? $0 : nil } ?? 0)
    }

    func content(in bounds: Rect, proposal: ProposedViewSize, context: LayoutContext) -> PlacedContent {
        let style = context.environment.listStyle.resolved
        switch decoration {
        case .background:
            return .color(.color(style.isGrouped ? Self.groupedBackground : .white))
        case .card:
            guard style == .insetGrouped else { return .color(.color(.white)) }
            return .shape(.continuousRoundedRectangle(cornerRadius: ListMetrics.sectionCornerRadius), ShapeDrawing(fill: .color(.white)))
        case .separator:
            return .color(.color(Self.separator))
        }
    }

    static let groupedBackground = RGBA.system["systemGroupedBackground"] ?? RGBA(242, 242, 247)
    static let separator = RGBA.system["separator"] ?? RGBA(60, 60, 67, 0.29)
}

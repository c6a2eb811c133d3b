import RenderLayout

/// `DisclosureGroup`, at rest: `children` = the label, the chevron symbol (`chevron.forward`
/// closed, `chevron.down` open — the chevron turned a quarter), then, when expanded, the
/// content.
///
/// Decoding (docs/scene-format.md, "Controls"): exactly one of `title` (a Text) and `label` (one
/// view), `isExpanded` (default false, as the plain `DisclosureGroup("Title") { … }` starts
/// closed), `children` the content. Closed, the content is still checked but not kept.
///
/// 1. Header: the label at the leading edge, the chevron at the trailing edge, centred
///    vertically; the header is as wide as the proposal (iOS stretches the header button
///    across), unspecified: label + 8 + chevron. The label is proposed the width minus the
///    chevron and 8, and no height. Never narrower than label + 8 + chevron, as the header's
///    `HStack { label; Spacer(); chevron }` is not: under a narrower proposal the chevron stays
///    inside the group (found by the invariant suite, docs/invariants.md).
/// 2. Closed: the group is the header. Its baselines are the label's.
/// 3. Open: the content follows `gap` (8, the default vertical spacing; a decision) below the
///    header, laid out exactly as `VStack(alignment: .leading) { content }` proposed the
///    group's width and the height left; it starts at the group's leading edge (iOS 17 does not
///    indent it outside a List; a List indents its rows itself).
/// 4. Open, the group is as wide as the wider of header and content, and as tall as both
///    plus the gap.
/// 5. The label is in the accent colour standalone (iOS draws the header as a button), primary
///    in a Form row; the chevron in the accent colour, 13-point semibold. A `foregroundStyle`
///    the scene set on the group wins over both (it does on iOS too).
/// Its children are in a vertical stack, as the content's Spacers and Dividers see it.
package enum DisclosureGroupView: ViewDefinition {
    package static let entry = Vocabulary.Entry("DisclosureGroup", json: ["title", "label", "isExpanded", "children"],
      summary: "A header with a chevron; the content below it when expanded (closed unless `isExpanded`).", [
        .init([.init("_", .string, key: "title"), ViewEntries.content]),
        .init([.init("_", .string, key: "title"), .init("isExpanded", .bool), ViewEntries.content]),
        .init([ViewEntries.content, .init("label", .view)]),
        .init([.init("isExpanded", .bool), ViewEntries.content, .init("label", .view)]),
    ])

    package static func decode(_ object: JSONField, _ context: inout ViewDecoding) throws(SceneError) -> (any ViewBehavior, [ViewNode]) {
        let label = try context.decoder.controlLabel(object, type: "DisclosureGroup", depth: context.depth)
        let isExpanded = try object.member("isExpanded")?.bool() ?? false
        let content = try context.children(object)
        let chevron = try context.decoder.builtIn(.image(.systemName(isExpanded ? "chevron.down" : "chevron.forward"), resizable: false), object)
        return (DisclosureGroupLayout(isExpanded: isExpanded), [label, chevron] + (isExpanded ? content : []))
    }
}

package struct DisclosureGroupLayout: Layout, ViewBehavior {
    package let isExpanded: Bool

    package var name: String { "DisclosureGroup" }
    package func layout(in environment: EnvironmentValues) -> any Layout { self }
    package var childStackAxis: Axis? { .vertical }
    package var adjustsEachChild: Bool { true }

    /// Step 5.
    package func adjust(child index: Int, _ environment: inout EnvironmentValues, parent: EnvironmentValues) {
        let accent = ControlChildEnvironment.accent(parent)
        if index == 0 {
            environment.foregroundStyle = parent.foregroundStyle ?? (parent.controlPlacement == .formRow ? .primary : accent)
        } else if index == 1 {
            environment.foregroundStyle = parent.foregroundStyle ?? accent
            environment.font = ControlChildEnvironment.symbolFont
        }
    }

    package static let gap = 8.0
    package static let labelGap = 8.0

    private let column = StackLayout(axis: .vertical, alignment: .horizontal(.leading), spacing: nil)

    private func content(_ subviews: LayoutSubviews) -> LayoutSubviews {
        isExpanded && subviews.count > 2 ? Array(subviews[2...]) : []
    }

    private struct Header {
        var labelProposal: ProposedViewSize
        var label: Size
        var chevron: Size
        var size: Size
    }

    private func header(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> Header {
        let chevron = subviews.count > 1 ? subviews[1].sizeThatFits(.unspecified) : .zero
        let labelProposal = ProposedViewSize(width: proposal.width.map { max(0, $0 - chevron.width - Self.labelGap) }, height: nil)
        let label = subviews.first?.sizeThatFits(labelProposal) ?? .zero
        let width = max(proposal.width ?? 0, label.width + Self.labelGap + chevron.width)
        return Header(labelProposal: labelProposal, label: label, chevron: chevron,
                      size: Size(width: width, height: max(label.height, chevron.height)))
    }

    private func contentProposal(_ proposal: ProposedViewSize, header: Header) -> ProposedViewSize {
        ProposedViewSize(width: proposal.width, height: proposal.height.map { max(0, $0 - header.size.height - Self.gap) })
    }

    package func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        let header = header(proposal, subviews)
        let content = content(subviews)
        guard !content.isEmpty else { return header.size }
        let size = column.sizeThatFits(proposal: contentProposal(proposal, header: header), subviews: content, context: context)
        return Size(width: max(header.size.width, size.width), height: header.size.height + Self.gap + size.height)
    }

    package func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) {
        let header = header(proposal, subviews)
        // An infinite label (a filling aspect ratio) makes an infinite header: ∞ − ∞ is 0 there
        // (`AlignedPlacement.difference`), never NaN.
        let centre = { (length: Double) in AlignedPlacement.difference(header.size.height, length) / 2 }
        if let label = subviews.first {
            label.place(at: Point(x: bounds.minX, y: bounds.minY + centre(header.label.height)), proposal: header.labelProposal)
        }
        if subviews.count > 1 {
            subviews[1].place(at: Point(x: bounds.minX + AlignedPlacement.difference(header.size.width, header.chevron.width),
                                        y: bounds.minY + centre(header.chevron.height)), proposal: .unspecified)
        }
        let content = content(subviews)
        guard !content.isEmpty else { return }
        let inner = contentProposal(proposal, header: header)
        let size = column.sizeThatFits(proposal: inner, subviews: content, context: context)
        column.placeSubviews(in: Rect(x: bounds.minX, y: bounds.minY + header.size.height + Self.gap, width: size.width, height: size.height),
                             proposal: inner, subviews: content, context: context)
    }

    package func explicitAlignment(of key: AlignmentKey, in bounds: Rect, proposal: ProposedViewSize,
                           subviews: LayoutSubviews, context: LayoutContext) -> Double? {
        let header = header(proposal, subviews)
        guard let label = subviews.first, let guide = label.explicitAlignment(of: key, proposal: header.labelProposal) else { return nil }
        return guide + (key.axis == .horizontal ? 0 : (header.size.height - header.label.height) / 2)
    }

    package func spacing(subviews: LayoutSubviews, context: LayoutContext) -> ViewSpacing {
        subviews.first?.spacing ?? .plainView
    }
}

import RenderLayout

/// `NavigationLink`, drawn at rest: its destination is never shown. Children: the label, a
/// `Spacer`, the disclosure indicator (an `Image(systemName: "chevron.forward")`, which points
/// left right to left).
///
/// 1. In a List's or Form's row it is a row as iOS 17 draws it: laid out exactly as
///    `HStack { label; Spacer(); chevron }` (ControlRowLayout's rule), the label in the primary
///    colour, the chevron in footnote (13 pt) semibold, tertiaryLabel grey, trailing at the
///    row's inset. Decision: the chevron's font and colour are what iOS's disclosure indicator
///    looks like (UIKit documents no numbers).
///    A row's `badge` sits between the Spacer and the chevron (`ListRowTraits.link`), in body
///    and secondaryLabel grey, laid out as one more view of that HStack.
/// 2. Elsewhere it is its label alone, in the accent colour, as a Button with the automatic
///    style draws it (iOS shows no chevron outside lists).
///
/// Decoding: exactly one of `title` (a Text) and `label` (one view), as a Button's, becomes
/// the label; the Spacer and the chevron are made (and counted) by the decoder; the
/// destination is not decoded.
package enum NavigationLinkView: ViewDefinition {
    package static let entry = Vocabulary.Entry("NavigationLink", json: ["title", "label"],
      summary: "In a List row: the label, space, a grey chevron; elsewhere its label in the accent colour. The destination is never shown.", [
        .init([.init("_", .string, key: "title"), .init("destination", .action)]),
        .init([.init("_", .string, key: "title"), .init("destination", .ignored)]),
        .init([.init("_", .string, key: "title"), .init("value", .ignored)]),
        .init([.init("destination", .ignored), .init("label", .view)]),
        .init([.init("value", .ignored), .init("label", .view)]),
        .init([.init("destination", .action), .init("label", .view)]),
    ], notDrawn: .init(arguments: ["tag", "selection", "isActive"],
                       why: "which link is pushed (iOS 13–16's forms): a still picture shows the link, not its destination"))

    package static func decode(_ object: JSONField, _ context: inout ViewDecoding) throws(SceneError) -> (any ViewBehavior, [ViewNode]) {
        let label = try context.decoder.controlLabel(object, type: "NavigationLink", depth: context.depth)
        try context.decoder.countMade(object, 2)
        return (NavigationLinkBehavior(), [label, ViewNode(.defined(DefinedView(SpacerLayout(minLength: nil))), at: object.at),
                                           ViewNode(.image(.systemName("chevron.forward"), resizable: false), at: object.at)])
    }
}

/// A NavigationLink in the view tree: a row in a List (step 1), a button's label elsewhere
/// (step 2); its children are in a horizontal stack.
package struct NavigationLinkBehavior: ViewBehavior {
    /// A List row's `badge` (ListRowTraits): its text is the third child, before the chevron.
    package var hasBadge = false

    package init(hasBadge: Bool = false) {
        self.hasBadge = hasBadge
    }

    package var name: String { "NavigationLink" }
    package func layout(in environment: EnvironmentValues) -> any Layout { NavigationLinkLayout(isRow: environment.isInListRow) }
    package var childStackAxis: Axis? { .horizontal }

    /// Step 2: outside a list a link is a button: its label in the accent colour.
    package func childEnvironment(_ environment: inout EnvironmentValues) -> Bool {
        if !environment.isInListRow && environment.foregroundStyle == nil {
            environment.foregroundStyle = ButtonLayout.labelStyle(for: .automatic, tint: environment.tint ?? environment.accentColor)
        }
        return true
    }

    package var adjustsEachChild: Bool { true }

    /// Step 1: the chevron's font and colour.
    package func adjust(child offset: Int, _ environment: inout EnvironmentValues, parent: EnvironmentValues) {
        if hasBadge && offset == 2 {
            // The badge: body, secondary grey (ListRowLayout step 4).
            environment.font = Font.TextStyle.body.font
            environment.foregroundStyle = .color(SystemColors.secondaryLabel)
        }
        if offset == (hasBadge ? 3 : 2) { NavigationLinkLayout.chevronStyle(&environment) }
    }
}

package struct NavigationLinkLayout: Layout {
    package let isRow: Bool
    private let row = ControlRowLayout()

    package static func chevronStyle(_ environment: inout EnvironmentValues) {
        var font = Font.TextStyle.footnote.font
        font.weight = .semibold
        environment.font = font
        environment.foregroundStyle = .color(SystemColors.tertiaryLabel)
    }

    package func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        if isRow { return row.sizeThatFits(proposal: proposal, subviews: subviews, context: context) }
        return subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    package func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) {
        if isRow { return row.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, context: context) }
        subviews.first?.place(at: bounds.origin, proposal: proposal)
    }

    package func explicitAlignment(of key: AlignmentKey, in bounds: Rect, proposal: ProposedViewSize,
                           subviews: LayoutSubviews, context: LayoutContext) -> Double? {
        if isRow { return row.explicitAlignment(of: key, in: bounds, proposal: proposal, subviews: subviews, context: context) }
        return subviews.first?.explicitAlignment(of: key, proposal: proposal)
    }

    package func spacing(subviews: LayoutSubviews, context: LayoutContext) -> ViewSpacing {
        isRow ? .plainView : subviews.first?.spacing ?? .plainView
    }
}

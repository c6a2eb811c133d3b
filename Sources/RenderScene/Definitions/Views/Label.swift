import RenderLayout

/// `Label(_:systemImage:)`: `children[0]` is the icon (an `Image(systemName:)`), `children[1]`
/// the title (a `Text`); the `labelStyle` in the environment picks what shows.
///
/// 1. `titleAndIcon` and `automatic`: icon then title, laid out as an `HStack` with its default
///    centre alignment and default spacing (between a symbol and a text, 8 — ViewSpacing). This is
///    a decision: Apple documents no numbers for iOS 17's label outside lists and menus.
/// 2. `titleOnly`: the title alone, the icon neither sized nor drawn; `iconOnly`: the icon alone.
/// 3. The symbol is sized by the label's font, as every `Image(systemName:)` is.
/// 4. In a List's or Form's row, `titleAndIcon` centres the icon in a square slot as wide as the
///    symbol is tall (or the symbol's width, if wider), so the titles of rows with symbols of
///    different widths line up, as iOS lines them up; the gap and the vertical centring stay
///    the HStack's (beside an infinite title, at the top: `AlignedPlacement.difference`). The
///    slot's size is a decision: Apple documents none.
/// 5. In a List's or Form's row the icon is drawn in the accent colour (the tint in effect, else
///    iOS blue) unless a foreground style is set around the label; the title stays primary.
///    Evidence: Apple's `ListItemTint` and `listItemTint(_:)` documentation — the containing
///    list applies the tint to `Label` icons, "which otherwise use the app's accent color by
///    default". Decision: that default holds in every list style (Apple's sentence is about
///    sidebars, the style that also takes `listItemTint`), and a `foregroundStyle` around the
///    label wins over it, as it wins over a Button's accent colour. Outside lists the icon
///    takes the foreground style, as the title does.
///
/// Decoding: `title` (required: a string, or one view for `Label { title } icon: { icon }`) and
/// `systemImage` (a symbol name) or `icon` (one view), exactly one of the two, become its two
/// children, the icon and the title (each counted as a view and a node).
package enum LabelView: ViewDefinition {
    package static let entry = Vocabulary.Entry("Label", json: ["title", "systemImage", "icon"],
                                        summary: "A symbol and a title side by side, as `labelStyle` shows them.", [
        .init([.init("_", .string, key: "title"), .init("systemImage", .string)]),
        .init([.init("title", .view), .init("icon", .view)]),
    ])

    package static func decode(_ object: JSONField, _ context: inout ViewDecoding) throws(SceneError) -> (any ViewBehavior, [ViewNode]) {
        guard let titleField = object.member("title") else { throw object.fail("Label needs \"title\"") }
        let symbolField = object.member("systemImage"), iconField = object.member("icon")
        if symbolField != nil && iconField != nil { throw object.fail("Label takes \"systemImage\" or \"icon\", not both") }
        let icon: ViewNode
        if let iconField {
            icon = try oneView(iconField, "icon", &context)
        } else if let symbolField {
            // An unknown symbol warns and draws a placeholder, as `Image(systemName:)` does.
            let symbol = try symbolField.string()
            guard !symbol.isEmpty, symbol.count <= 200 else { throw symbolField.fail("a symbol name has 1 to 200 characters") }
            try context.decoder.countNode(object)
            context.decoder.viewCount += 1
            icon = ViewNode(.image(.systemName(symbol), resizable: false), at: symbolField.at)
        } else {
            throw object.fail("Label needs \"systemImage\" (a symbol name) or \"icon\" (a view)")
        }
        let title: ViewNode
        if case .object = titleField.node.value {
            title = try oneView(titleField, "title", &context)
        } else {
            let text = try context.decoder.textString(titleField)
            try context.decoder.countNode(object)
            context.decoder.viewCount += 1
            title = ViewNode(.text(text), at: titleField.at)
        }
        return (LabelBehavior(), [icon, title])
    }

    /// `Label { Text(…) } icon: { Image(…) }`: each closure one view.
    private static func oneView(_ field: JSONField, _ what: String, _ context: inout ViewDecoding) throws(SceneError) -> ViewNode {
        let views = try context.decoder.view(field, depth: context.depth)
        guard views.count == 1, let view = views.first else {
            throw field.fail("Label's \(what) must be exactly one view, found \(views.count) (wrap several in a stack)")
        }
        return view
    }
}

/// A Label in the view tree: its layout takes the label style in effect, and whether it is in a
/// List's row.
package struct LabelBehavior: ViewBehavior {
    package var name: String { "Label" }

    package func layout(in environment: EnvironmentValues) -> any Layout {
        LabelLayout(style: environment.labelStyle, inListRow: environment.isInListRow)
    }

    package var adjustsEachChild: Bool { true }

    /// Step 5: the icon (child 0) of a list row's label in the accent colour.
    package func adjust(child offset: Int, _ environment: inout EnvironmentValues, parent: EnvironmentValues) {
        guard offset == 0, parent.isInListRow, parent.foregroundStyle == nil else { return }
        environment.foregroundStyle = ControlChildEnvironment.accent(parent)
    }
}

package struct LabelLayout: Layout {
    package let style: LabelStyleKind
    package var inListRow = false

    private var stack: StackLayout { StackLayout(axis: .horizontal, alignment: .vertical(.center), spacing: nil) }

    /// Step 2: the one child shown, or nil for both.
    private func single(_ subviews: LayoutSubviews) -> LayoutSubview? {
        guard subviews.count == 2 else { return nil }
        switch style {
        case .titleOnly: return subviews[1]
        case .iconOnly: return subviews[0]
        case .automatic, .titleAndIcon: return nil
        }
    }

    /// Step 4: the icon's size, its slot, the gap, the title's proposal and size.
    private struct Slotted {
        var icon: Size, slot: Double, gap: Double, titleProposal: ProposedViewSize, title: Size
        var size: Size { Size(width: slot + gap + title.width, height: max(icon.height, title.height)) }
    }

    private func slotted(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ context: LayoutContext) -> Slotted? {
        guard inListRow, subviews.count == 2, single(subviews) == nil else { return nil }
        let icon = subviews[0].sizeThatFits(.unspecified)
        let titleIdeal = subviews[1].sizeThatFits(.unspecified)
        // The HStack's own gap: its ideal width less its children's.
        let gap = max(0, stack.sizeThatFits(proposal: .unspecified, subviews: subviews, context: context).width - icon.width - titleIdeal.width)
        let slot = max(icon.width, icon.height)
        let titleProposal = ProposedViewSize(width: proposal.width.map { max(0, $0 - slot - gap) }, height: proposal.height)
        return Slotted(icon: icon, slot: slot, gap: gap, titleProposal: titleProposal, title: subviews[1].sizeThatFits(titleProposal))
    }

    package func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        if let shown = single(subviews) { return shown.sizeThatFits(proposal) }
        if let slotted = slotted(proposal, subviews, context) { return slotted.size }
        return stack.sizeThatFits(proposal: proposal, subviews: subviews, context: context)
    }

    package func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) {
        if let shown = single(subviews) { return shown.place(at: bounds.origin, proposal: proposal) }
        if let s = slotted(proposal, subviews, context) {
            let height = s.size.height
            // Centred vertically; beside an infinite title (a filling aspect ratio's), at the top.
            subviews[0].place(at: Point(x: bounds.minX + (s.slot - s.icon.width) / 2, y: bounds.minY + AlignedPlacement.difference(height, s.icon.height) / 2),
                              proposal: .unspecified)
            subviews[1].place(at: Point(x: bounds.minX + s.slot + s.gap, y: bounds.minY + AlignedPlacement.difference(height, s.title.height) / 2),
                              proposal: s.titleProposal)
            return
        }
        stack.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, context: context)
    }

    package func explicitAlignment(of key: AlignmentKey, in bounds: Rect, proposal: ProposedViewSize,
                           subviews: LayoutSubviews, context: LayoutContext) -> Double? {
        if let shown = single(subviews) { return shown.explicitAlignment(of: key, proposal: proposal) }
        if let s = slotted(proposal, subviews, context) {
            guard key.axis == .vertical, let baseline = subviews[1].explicitAlignment(of: key, proposal: s.titleProposal) else { return nil }
            return baseline + (s.size.height - s.title.height) / 2
        }
        return stack.explicitAlignment(of: key, in: bounds, proposal: proposal, subviews: subviews, context: context)
    }

    package func spacing(subviews: LayoutSubviews, context: LayoutContext) -> ViewSpacing {
        if let shown = single(subviews) { return shown.spacing }
        return stack.spacing(subviews: subviews, context: context)
    }
}


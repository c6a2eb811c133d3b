import RenderLayout

/// `ZStack(alignment:content:)`: children on top of each other (docs/layout-rules.md, "Containers: ZStack").
///
/// 1. Every child is proposed the ZStack's own proposal.
/// 2. Each child is aligned so that its alignment guide lies at a common point; the ZStack's
///    size is the union of the aligned children, infinite when a child's is
///    (`AlignedPlacement.start`).
/// 2a. When placing, every child is proposed the ZStack's size, not its proposal, and aligned
///    again at that proposal (OpenSwiftUI's `_ZStackLayout.placeSubviews` proposes
///    `ProposedViewSize(bounds.size)`): in a ScrollView, whose content is proposed no height,
///    `ZStack { HStack { Rectangle(); Spacer() }; HStack { buttons }.padding() }` sizes the
///    Rectangle 10 points tall (a shape's answer to no proposal) but places it as tall as the
///    buttons' row — the box behind isowords' selected theme. Explicit guides are read at the
///    same proposal.
/// 3. Children are drawn in order, the first at the back.
/// 4. Explicit guides: the children's explicit values, in the ZStack's coordinates, merged by
///    the guide's rule (`AlignmentKey.combineExplicit`: the highest first baseline, the lowest
///    last one, the mean for a custom guide; never the edges or centres) — SwiftUI's default
///    `Layout.explicitAlignment`, which ZStack keeps.
/// Its spacing preferences are all its children's, merged (OpenSwiftUI's ZStack `spacing`).
package enum ZStackView: ViewDefinition {
    package static let entry = Vocabulary.Entry("ZStack", json: ["alignment", "children"], summary: "Children on top of each other.", [
        .init([.init("alignment", .alignment, optional: true), ViewEntries.content]),
    ])

    package static func decode(_ object: JSONField, _ context: inout ViewDecoding) throws(SceneError) -> (any ViewBehavior, [ViewNode]) {
        let alignment = try object.member("alignment").map { (f: JSONField) throws(SceneError) in try context.decoder.alignment(f) } ?? .center
        return (ZStackLayout(alignment: alignment), try context.children(object))
    }
}

package struct ZStackLayout: Layout, ViewBehavior {
    package let alignment: Alignment

    package var name: String { "ZStack" }
    package func layout(in environment: EnvironmentValues) -> any Layout { self }
    package var placement: ChildPlacement { .aligned(alignment) }

    package func spacing(subviews: LayoutSubviews, context: LayoutContext) -> ViewSpacing { .union(subviews) }

    private func alignedFrames(proposal: ProposedViewSize, subviews: LayoutSubviews) -> [Rect] {
        subviews.map { subview in
            let d = subview.dimensions(in: proposal)
            return Rect(x: AlignedPlacement.start(guide: d[alignment.horizontal]), y: AlignedPlacement.start(guide: d[alignment.vertical]),
                        width: d.width, height: d.height)
        }
    }

    private func union(_ frames: [Rect]) -> Rect {
        frames.dropFirst().reduce(frames.first ?? Rect(x: 0, y: 0, width: 0, height: 0)) { $0.union($1) }
    }

    package func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        union(alignedFrames(proposal: proposal, subviews: subviews)).size
    }

    package func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) {
        // Step 2a: the children are proposed the ZStack's size.
        let placing = ProposedViewSize(bounds.size)
        let frames = alignedFrames(proposal: placing, subviews: subviews)
        let all = union(frames)
        for (subview, frame) in zip(subviews, frames) {
            subview.place(at: Point(x: bounds.minX + frame.minX - all.minX, y: bounds.minY + frame.minY - all.minY),
                          proposal: placing)
        }
    }

    package func explicitAlignment(of key: AlignmentKey, in bounds: Rect, proposal: ProposedViewSize,
                           subviews: LayoutSubviews, context: LayoutContext) -> Double? {
        guard key.merges else { return nil }
        let placing = ProposedViewSize(bounds.size)
        let frames = alignedFrames(proposal: placing, subviews: subviews)
        let all = union(frames)
        let values = zip(subviews, frames).compactMap { subview, frame in
            subview.explicitAlignment(of: key, proposal: placing).map {
                key.axis == .horizontal ? frame.minX - all.minX + $0 : frame.minY - all.minY + $0
            }
        }
        return key.combineExplicit(values)
    }
}

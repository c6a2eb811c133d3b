/// `GeometryReader`.
///
/// 1. Takes the whole proposal; an unspecified axis answers 10, as a shape does.
/// 2. When its body reads the proxy, runs it now with its own size to make the children
///    (SwiftUI runs the closure at layout time too).
/// 3. Proposes its own size to every child and places each at its top-leading corner.
struct GeometryReaderLayout: Layout {
    var content: GeometryContent? = nil

    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) {
        var children = subviews
        if let content {
            switch content.views(for: bounds.size) {
            case .success(let views): children = context.engine.subviews(building: views, under: context.node)
            case .failure(let error):
                context.engine.fail(error)
                children = []
            }
        }
        for subview in children { subview.place(at: bounds.origin, proposal: ProposedViewSize(bounds.size)) }
    }
}

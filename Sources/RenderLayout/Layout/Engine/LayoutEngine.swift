/// Runs one layout pass: sizing with a per-pass cache, then placement into a placed tree.
///
/// 1. Every question "what size for this proposal?" goes through `sizeThatFits`, which looks
///    in the cache first (Taffy's `cache_get` → compute → `cache_store`), so a view answers a
///    given proposal once per pass however many ancestors ask — 40 nested stacks stay linear.
///    The cache lives on each `LayoutNode` (a short list per node), so a lookup touches only
///    the node asked and the cost per view does not grow with the tree.
/// 2. `place` asks the node's size for the proposal it is placed with, lets its layout place
///    its children, and records the result as a `PlacedNode`.
/// 3. Pixel rounding happens once, after placement (`PixelRounding`).
public final class LayoutEngine {
    let measurer: TextMeasuring
    let scale: Double
    private(set) var trace: LayoutTrace?
    private var placing: [[PlacedNode]] = []
    private var warned: Set<String> = []
    public private(set) var warnings: [String] = []
    /// How many sizes were computed (not served from the cache): for tests and benchmarks.
    public private(set) var computedSizes = 0
    /// The index the next node built during layout gets (a GeometryReader's body).
    var nextNodeIndex = 0
    /// The first error a body run at layout time gave; the render fails with it.
    private(set) var failure: SceneError?
    /// Custom layouts' caches for this pass, by node.
    var customCaches: [Int: CustomLayoutCache] = [:]

    public init(measurer: TextMeasuring, scale: Double = 1, trace: LayoutTrace? = nil) {
        self.measurer = measurer
        self.scale = scale > 0 && scale.isFinite ? scale : 1
        self.trace = trace
    }

    // MARK: - Sizing

    func sizeThatFits(_ node: LayoutNode, _ proposal: ProposedViewSize) -> Size {
        for answer in node.sizeAnswers where answer.proposal == proposal {
            trace?.cached(node, proposal, answer.size)
            return answer.size
        }
        trace?.begin(node, proposal)
        computedSizes += 1
        let size = node.layout.sizeThatFits(proposal: proposal, subviews: subviews(of: node),
                                            context: LayoutContext(engine: self, node: node))
        let clean = Size(width: Self.clean(size.width), height: Self.clean(size.height))
        node.sizeAnswers.append((proposal, clean))
        trace?.end(node, proposal, clean)
        return clean
    }

    func explicitAlignment(of key: AlignmentKey, node: LayoutNode, size: Size, proposal: ProposedViewSize) -> Double? {
        // A view that cannot place this guide has none; the trace still records every question.
        if trace == nil && !node.guides.covers(key) { return nil }
        for answer in node.guideAnswers where answer.key == key && answer.proposal == proposal { return answer.value }
        let value = node.layout.explicitAlignment(of: key, in: Rect(origin: .zero, size: size), proposal: proposal,
                                                  subviews: subviews(of: node),
                                                  context: LayoutContext(engine: self, node: node))
        node.guideAnswers.append((proposal, key, value))
        return value
    }

    /// Layout nodes for views made during layout, under `parent`, with fresh cache keys.
    func subviews(building views: [ViewNode], under parent: LayoutNode) -> LayoutSubviews {
        var builder = LayoutTreeBuilder(startingAt: nextNodeIndex)
        let nodes = views.map { builder.build($0, environment: parent.environment) }
        nextNodeIndex = builder.count
        return nodes.map { LayoutSubview(engine: self, node: $0) }
    }

    func fail(_ error: SceneError) {
        if failure == nil { failure = error }
    }

    func spacing(of node: LayoutNode) -> ViewSpacing {
        if let cached = node.spacingAnswer { return cached }
        let value = node.layout.spacing(subviews: subviews(of: node), context: LayoutContext(engine: self, node: node))
        node.spacingAnswer = value
        return value
    }

    private func subviews(of node: LayoutNode) -> LayoutSubviews {
        if let made = node.subviews { return made }
        let made = node.children.map { LayoutSubview(engine: self, node: $0) }
        node.subviews = made
        return made
    }

    /// NaN and negative answers never leave a layout.
    private static func clean(_ value: Double) -> Double {
        value.isNaN ? 0 : max(0, value)
    }

    // MARK: - Placement

    func place(_ node: LayoutNode, at origin: Point, proposal: ProposedViewSize) {
        let size = sizeThatFits(node, proposal)
        let bounds = Rect(origin: origin, size: size)
        let context = LayoutContext(engine: self, node: node)
        placing.append([])
        node.layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews(of: node), context: context)
        let children = placing.removeLast()
        var placed = PlacedNode(kind: node.view.kindName, id: node.view.id, path: node.view.path, proposal: proposal,
                                frame: bounds, children: children,
                                content: node.layout.content(in: bounds, proposal: proposal, context: context))
        placed.selected = node.layout.selectedIndex(proposal: proposal, subviews: subviews(of: node), context: context)
        placed.placement = ChildPlacement(node.view.kind)
        if placing.isEmpty {
            placing.append([placed])
        } else {
            placing[placing.count - 1].append(placed)
        }
    }

    /// Lays out a whole tree in a canvas: proposes `proposal` to the root, places it by
    /// `alignment` in a canvas of `canvasSize` (or the root's own size where that is nil).
    func layoutRoot(_ root: LayoutNode, proposal: ProposedViewSize, alignment: Alignment) -> (canvas: Size, root: PlacedNode) {
        let size = sizeThatFits(root, proposal)
        let canvas = Size(width: proposal.width ?? size.width, height: proposal.height ?? size.height)
        // The trace shows the negotiation; what placement asks anew goes to a trace of its own.
        let negotiation = trace
        trace = negotiation.map { _ in LayoutTrace() }
        defer {
            negotiation?.placement = trace
            trace = negotiation
        }
        let x = Self.alignedOffset(container: canvas.width, child: size.width, guide: alignment.horizontal)
        let y = Self.alignedOffset(container: canvas.height, child: size.height, guide: alignment.vertical)
        placing = []
        place(root, at: Point(x: x, y: y), proposal: proposal)
        let placed = placing.first?.first ?? PlacedNode(kind: root.view.kindName, id: root.view.id, path: root.view.path,
                                                        proposal: proposal, frame: Rect(origin: .zero, size: size),
                                                        children: [], content: .none)
        placing = []
        return (canvas, PixelRounding(scale: scale).round(placed))
    }

    private static func alignedOffset(container: Double, child: Double, guide: HorizontalAlignment) -> Double {
        switch guide {
        case .leading: return 0
        case .center: return (container - child) / 2
        case .trailing: return container - child
        }
    }

    private static func alignedOffset(container: Double, child: Double, guide: VerticalAlignment) -> Double {
        switch guide {
        case .top: return 0
        case .center: return (container - child) / 2
        default: return container - child
        }
    }

    // MARK: - Diagnostics

    func warn(_ node: LayoutNode, _ message: String) {
        let text = "\(node.view.path)\(node.view.id.map { " (id \($0))" } ?? ""): \(message)"
        if warned.insert(text).inserted { warnings.append(text) }
    }
}

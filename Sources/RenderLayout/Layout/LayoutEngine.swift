/// Runs one layout pass: sizing with a per-pass cache, then placement into a placed tree.
///
/// 1. Every question "what size for this proposal?" goes through `sizeThatFits`, which looks
///    in the cache first (Taffy's `cache_get` → compute → `cache_store`), so a view answers a
///    given proposal once per pass however many ancestors ask — 40 nested stacks stay linear.
///    The cache lives on each `LayoutNode` (a short list per node), so a lookup touches only
///    the node asked and the cost per view does not grow with the tree.
/// 2. `place` asks the node's size for the proposal it is placed with, lets its layout place
///    its children, and records the result as a `PlacedNode`; then its children's answers
///    are dropped (without a trace): nothing asks them again, and one asked anyway is computed
///    again, to the same answer.
/// 3. Right-to-left: layouts place in a left-to-right frame; a child placed by a parent whose
///    environment is right-to-left has its x flipped within that parent's bounds
///    (x' = minX + maxX − x − width), as Apple documents for `LayoutDirection` ("SwiftUI
///    horizontally flips the x position of each view within its parent"). Stacks, alignments,
///    padding edges, frames, overlays, grids, custom layouts, offsets and positions all mirror
///    so; text is not mirrored (Pango orders and aligns it, `TextLayout`).
/// 4. Pixel rounding happens once, after placement (`PixelRounding`).
///
/// The `var`s every question reads are `@exclusivity(unchecked)`, as `LayoutNode`'s are (it
/// says why): no access to one overlaps another.
public final class LayoutEngine {
    package let measurer: TextMeasuring
    package let scale: Double
    @exclusivity(unchecked) package private(set) var trace: LayoutTrace?
    /// The nodes placed whose parent is still being placed, in one buffer for the whole tree:
    /// a node's children are those from `placingStart` on while it places them, and are moved
    /// out once, into an array of their number (a list per node grew once per child appended).
    private let placing = PlacedNodeStack()
    @exclusivity(unchecked) private var placingStart = 0
    /// The bounds of the nodes being placed, innermost last, and whether each mirrors its children.
    @exclusivity(unchecked) private var placingParents: [(bounds: Rect, mirrors: Bool)] = []
    private var warned: Set<String> = []
    public private(set) var warnings: [String] = []
    /// The warnings that are whole `File.swift:LINE:COL: warning: …` lines (a located tree's).
    public private(set) var locatedWarnings: Set<String> = []
    /// How many sizes were computed (not served from the cache): for tests and benchmarks.
    @exclusivity(unchecked) public private(set) var computedSizes = 0
    /// The index the next node built during layout gets (a GeometryReader's body).
    package var nextNodeIndex = 0
    /// The first error a body run at layout time gave; the render fails with it.
    package private(set) var failure: SceneError?
    /// Layouts' own caches for this pass, by node (a custom `Layout`'s `makeCache`); the engine
    /// only keeps them for the pass.
    package var layoutCaches: [Int: AnyObject] = [:]
    /// The size of the nearest container (`containerRelativeFrame`): the root's proposal, or
    /// the nearest ScrollView's; set while its subtree is sized and placed.
    @exclusivity(unchecked) package private(set) var container: ProposedViewSize = .unspecified
    /// The safe-area levels around the view being placed, innermost last (`SafeArea.swift`).
    @exclusivity(unchecked) package private(set) var safeArea: [SafeAreaLevel] = []

    /// Whether `measurer` answers a width from the ideal measurement (`CachingTextMeasurer`
    /// step 2, `PangoTextMeasurer.measure` step 2), so a node's own answers may too
    /// (`LayoutContext.measureText`).
    package let measurerCachesIdeal: Bool

    public init(measurer: TextMeasuring, scale: Double = 1, trace: LayoutTrace? = nil) {
        self.measurer = measurer
        self.measurerCachesIdeal = measurer is CachingTextMeasurer || measurer is PangoTextMeasurer
        self.scale = scale > 0 && scale.isFinite ? scale : 1
        self.trace = trace
    }

    // MARK: - Sizing

    package func sizeThatFits(_ node: LayoutNode, _ proposal: ProposedViewSize) -> Size {
        // The class's properties are read once into locals: this runs for every question (the
        // hot ones are no longer checked for exclusivity at each read: the class's comment).
        let container = self.container
        let wasEmpty: Bool
        do {
            // Scoped, so that this reference is gone before the list is appended to.
            let answers = node.sizeAnswers
            for answer in answers where answer.answers(proposal, in: container) {
                trace?.cached(node, proposal, answer.size)
                return answer.size
            }
            wasEmpty = answers.isEmpty
        }
        let trace = self.trace
        trace?.begin(node, proposal)
        computedSizes += 1
        let size = node.layout.sizeThatFits(proposal: proposal, subviews: subviews(of: node),
                                            context: LayoutContext(engine: self, node: node))
        let clean = Size(width: Self.clean(size.width), height: Self.clean(size.height))
        // A stack child is asked 0, ∞ and its offer for each proposal its stack is asked: room for
        // those three at once. Not four: every node of a pass keeps its list until it is placed,
        // and a 48-byte answer more on each was 0.96 MB of a 10,051-view grid's 27.6 MB peak
        // heap (its 20,000 nodes hold one or three answers when the peak is reached).
        if wasEmpty { node.sizeAnswers.reserveCapacity(3) }
        node.sizeAnswers.append(SizeAnswer(proposal: proposal, container: container, size: clean))
        trace?.end(node, proposal, clean, unclean: clean == size ? nil : size)
        return clean
    }

    package func explicitAlignment(of key: AlignmentKey, node: LayoutNode, size: Size, proposal: ProposedViewSize) -> Double? {
        // A view that cannot place this guide has none; the trace still records every question.
        if trace == nil && !node.guides.covers(key) { return nil }
        for answer in node.guideAnswers where answer.key == key && answer.proposal == proposal && answer.container == container {
            return answer.value
        }
        let value = node.layout.explicitAlignment(of: key, in: Rect(origin: .zero, size: size), proposal: proposal,
                                                  subviews: subviews(of: node),
                                                  context: LayoutContext(engine: self, node: node))
        node.guideAnswers.append(GuideAnswer(proposal: proposal, container: container, key: key, value: value))
        return value
    }

    /// Layout nodes for views made during layout, under `parent`, with fresh cache keys.
    package func subviews(building views: [ViewNode], under parent: LayoutNode) -> LayoutSubviews {
        var builder = LayoutTreeBuilder(startingAt: nextNodeIndex)
        let nodes = views.map { builder.build($0, environment: parent.environment) }
        nextNodeIndex = builder.count
        if let failure = builder.failure { fail(failure) }
        return nodes.map { LayoutSubview(engine: self, node: $0) }
    }

    /// Runs `body` with `size` as the nearest container's size.
    package func withContainer<T>(_ size: ProposedViewSize, _ body: () -> T) -> T {
        let outer = container
        container = size
        defer { container = outer }
        return body()
    }

    /// Runs `body` (placing a subtree) inside one more safe-area level.
    package func withSafeArea(_ level: SafeAreaLevel, _ body: () -> Void) {
        safeArea.append(level)
        defer { safeArea.removeLast() }
        body()
    }

    package func fail(_ error: SceneError) {
        if failure == nil { failure = error }
    }

    package func spacing(of node: LayoutNode) -> ViewSpacing {
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

    package func place(_ node: LayoutNode, at origin: Point, proposal: ProposedViewSize) {
        let size = sizeThatFits(node, proposal)
        var origin = origin
        if let parent = placingParents.last, parent.mirrors {
            // Step 3; an infinite child or parent keeps its place unmirrored: never NaN (∞ − ∞),
            // nor an infinite origin (a finite child of an infinite parent), which its own
            // children's places would turn into NaN.
            let mirrored = parent.bounds.minX + parent.bounds.maxX - origin.x - size.width
            if mirrored.isFinite { origin.x = mirrored }
        }
        let bounds = Rect(origin: origin, size: size)
        let context = LayoutContext(engine: self, node: node)
        let mirrors = node.environment.layoutDirection == .rightToLeft
        let outerStart = placingStart
        placingStart = placing.count
        placingParents.append((bounds, mirrors))
        node.layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews(of: node), context: context)
        placingParents.removeLast()
        let children = placing.removeAll(from: placingStart)
        placingStart = outerStart
        var placed = PlacedNode(view: node.view, proposal: proposal,
                                frame: bounds, children: children,
                                content: node.layout.content(in: bounds, proposal: proposal, context: context))
        placed.selected = node.layout.selectedIndex(proposal: proposal, subviews: subviews(of: node), context: context)
        placed.placement = ChildPlacement(node.view.kind)
        placed.isRightToLeft = mirrors
        placed.colorScheme = node.environment.colorScheme
        placed.isRedacted = node.environment.isRedacted
        // The children are placed, and so is everything that asks them (this node's layout, its
        // content and selection): their answers go, so a large tree's placed nodes take the
        // memory its answers held instead of adding to it (a 40,000-view grid: about 30 MiB of
        // answers). A question asked again later is computed again, to the same answer; with a
        // trace they stay, so `--explain` shows what was served from the cache as before.
        if trace == nil {
            for child in node.children { child.forgetAnswers() }
        }
        placing.append(placed)
    }

    /// The child the node being placed placed last, as placed (before pixel rounding): a List
    /// section reads where a row's text ended up to start its separator there.
    package var lastPlacedChild: PlacedNode? { placing.count > placingStart ? placing.last : nil }

    /// Lays out a whole tree in a canvas: proposes `proposal` to the root, places it by
    /// `alignment` in a canvas of `canvasSize` (or the root's own size where that is nil).
    /// With a device's `safeArea` (the screen and its safe rect), the canvas is the screen,
    /// the root is proposed the safe rect's size and placed in it by `alignment` (centred by
    /// default, as SwiftUI's hosting view places its root), and the safe area is the first
    /// level of every view's safe area; the container of `containerRelativeFrame` is the safe rect.
    package func layoutRoot(_ root: LayoutNode, proposal: ProposedViewSize, alignment: Alignment,
                    safeArea screen: SafeAreaLevel? = nil) -> (canvas: Size, root: PlacedNode) {
        container = screen.map { ProposedViewSize($0.inner.size) } ?? proposal
        safeArea = screen.map { [$0] } ?? []
        let rootProposal = screen.map { ProposedViewSize($0.inner.size) } ?? proposal
        let size = sizeThatFits(root, rootProposal)
        let canvas = screen?.outer.size ?? Size(width: proposal.width ?? size.width, height: proposal.height ?? size.height)
        let area = screen?.inner ?? Rect(origin: .zero, size: canvas)
        // The trace shows the negotiation; what placement asks anew goes to a trace of its own.
        let negotiation = trace
        trace = negotiation.map { _ in LayoutTrace() }
        defer {
            negotiation?.placement = trace
            trace = negotiation
        }
        let x = area.minX + Self.alignedOffset(container: area.width, child: size.width, guide: alignment.horizontal)
        let y = area.minY + Self.alignedOffset(container: area.height, child: size.height, guide: alignment.vertical)
        placing.removeAll()
        placingStart = 0
        // The canvas is the root's parent, in the root's environment: `--rtl` mirrors its alignment.
        placingParents = [(Rect(origin: .zero, size: canvas), root.environment.layoutDirection == .rightToLeft)]
        place(root, at: Point(x: x, y: y), proposal: rootProposal)
        placingParents = []
        var placed = placing.removeAll(from: 0).first ?? PlacedNode(view: root.view,
                                                                    proposal: rootProposal, frame: Rect(origin: .zero, size: size),
                                                                    children: [], content: .none)
        PixelRounding(scale: scale).round(&placed)
        return (canvas, placed)
    }

    /// Where the root starts in the canvas; a root of infinite size (a filling aspect ratio
    /// proposed nil), or an infinite canvas, starts at the canvas's edge (`AlignedPlacement`).
    private static func alignedOffset(container: Double, child: Double, guide: HorizontalAlignment) -> Double {
        let offset = unsafeOffset(container: container, child: child, guide: guide)
        return offset.isFinite ? offset : 0
    }

    private static func alignedOffset(container: Double, child: Double, guide: VerticalAlignment) -> Double {
        let offset = unsafeOffset(container: container, child: child, guide: guide)
        return offset.isFinite ? offset : 0
    }

    private static func unsafeOffset(container: Double, child: Double, guide: HorizontalAlignment) -> Double {
        switch guide {
        case .leading: return 0
        case .center: return (container - child) / 2
        case .trailing: return container - child
        case .custom: return (container - child) * ChildPlacement.fraction(.horizontal(guide))
        }
    }

    private static func unsafeOffset(container: Double, child: Double, guide: VerticalAlignment) -> Double {
        switch guide {
        case .top: return 0
        case .center: return (container - child) / 2
        case .custom: return (container - child) * ChildPlacement.fraction(.vertical(guide))
        default: return container - child
        }
    }

    // MARK: - Diagnostics

    /// A warning about `node`: at its Swift source line when the tree is located (the front
    /// end's form, `File.swift:LINE:COL: warning: …`), else naming its JSON path.
    package func warn(_ node: LayoutNode, _ message: String) {
        if let position = node.view.source.sourcePosition {
            let text = "\(position): warning: \(message)"
            if warned.insert(text).inserted {
                warnings.append(text)
                locatedWarnings.insert(text)
            }
            return
        }
        let text = "\(node.view.path)\(node.view.id.map { " (id \($0))" } ?? ""): \(message)"
        if warned.insert(text).inserted { warnings.append(text) }
    }

    /// A warning that is already a whole located line (`LayoutContext.warn(sourceLine:)`).
    package func warn(sourceLine line: String) {
        if warned.insert(line).inserted {
            warnings.append(line)
            locatedWarnings.insert(line)
        }
    }
}

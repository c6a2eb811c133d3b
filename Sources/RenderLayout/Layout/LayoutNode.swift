/// A view prepared for layout: its algorithm, its resolved environment, its children.
///
/// Built once per render from the `ViewNode` tree; `index` keys the per-pass caches.
///
/// Its `var`s are `@exclusivity(unchecked)`: each access to a class's stored `var` is otherwise
/// a dynamic exclusivity check (`swift_beginAccess`, about 110 instructions with its access
/// set), and the engine reads and appends these for every question of a pass (a 10,000-view
/// grid: 94 M instructions of checks). No access to them overlaps another (each is a read, an
/// assignment or a single append, with no call back into the engine while it lasts), which the
/// checked builds and tests before this showed.
package final class LayoutNode {
    package let index: Int
    package let view: ViewNode
    package let layout: any Layout
    /// The resolved environment, shared with the nodes it reaches unchanged.
    package var environment: EnvironmentValues { _read { yield sharedEnvironment.values } }
    package let sharedEnvironment: SharedEnvironment
    /// The axis of the nearest enclosing stack, for `Spacer` and `Divider`.
    package let stackAxis: Axis?
    /// A Text's ideal measurement this pass: the index in `textAnswers` of its answer with no
    /// width limit (`LayoutContext.idealText`), -1 without one. Beside `stackAxis`, in the
    /// padding before `children`, so a node is no larger for it.
    @exclusivity(unchecked) package var idealTextAnswer: Int8 = -1
    @exclusivity(unchecked) package var children: [LayoutNode] = []
    /// `layoutPriority` of this view as a stack child: the outermost one in its modifier chain.
    @exclusivity(unchecked) package var priority: Double = 0
    /// A Spacer, possibly under modifiers that are not layouts of their own: sized last by stacks.
    @exclusivity(unchecked) package var isSpacer = false
    /// The guides this view may place explicitly; for any other the engine answers the
    /// default position without asking its layout.
    @exclusivity(unchecked) package var guides: ExplicitGuides = .all

    // This pass's answers (`LayoutEngine` keeps them here, on the node asked): a node sees
    // few proposals, so short lists scanned in order, no table shared by the whole tree.
    // Keyed by the proposal and the nearest container's size (`containerRelativeFrame`).
    @exclusivity(unchecked) package var sizeAnswers: [SizeAnswer] = []
    @exclusivity(unchecked) package var guideAnswers: [GuideAnswer] = []
    @exclusivity(unchecked) package var spacingAnswer: ViewSpacing?
    /// A stack's gaps between its children (`StackLayout` step 1).
    @exclusivity(unchecked) package var stackGaps: [Double]?
    /// The children as subviews, made once.
    @exclusivity(unchecked) package var subviews: LayoutSubviews?
    /// A Text's measurements this pass (`LayoutContext.measureText`): its string and
    /// environment are the node's, so its requests differ only in font, width and line limit.
    @exclusivity(unchecked) package var textAnswers: [TextAnswer] = []

    /// Drops this pass's answers (sizes, guides, text measurements) once nothing will ask them
    /// (`LayoutEngine.place`); what is asked again is computed again.
    package func forgetAnswers() {
        sizeAnswers = []
        guideAnswers = []
        textAnswers = []
        idealTextAnswer = -1
    }

    package init(index: Int, view: ViewNode, layout: any Layout, environment: SharedEnvironment, stackAxis: Axis?) {
        self.index = index
        self.view = view
        self.layout = layout
        self.sharedEnvironment = environment
        self.stackAxis = stackAxis
    }
}

/// An environment held once by every node it reaches unchanged: the 40,000 views under a
/// stack that sets nothing share one copy instead of holding one each.
package final class SharedEnvironment {
    package let values: EnvironmentValues

    package init(_ values: EnvironmentValues) {
        self.values = values
    }
}

/// Builds the layout tree: picks each node's algorithm and hands the environment down.
package struct LayoutTreeBuilder {
    package private(set) var count = 0
    /// The last environment `derived` made, and the one it was made from.
    private var lastDerived: (parent: SharedEnvironment, child: SharedEnvironment)?
    /// The first error a view met making children for its environment (`ViewBehavior`
    /// step 8); the view then has none. The renderer reports it as a layout error.
    package private(set) var failure: SceneError?

    package init(startingAt first: Int = 0) {
        count = first
    }

    package mutating func build(_ view: ViewNode, environment: EnvironmentValues = EnvironmentValues(), stackAxis: Axis? = nil) -> LayoutNode {
        build(view, shared: SharedEnvironment(environment), stackAxis: stackAxis)
    }

    /// `shared` is handed on to the children unless this view changes their environment.
    /// The kind is read once, and the environment copied only for a view that changes it for
    /// children it has: a leaf has none to hand one to (a grid's 10,000 leaves each copied it).
    private mutating func build(_ view: ViewNode, shared: SharedEnvironment, stackAxis: Axis?) -> LayoutNode {
        let kind = view.kind
        let node = LayoutNode(index: count, view: view, layout: Self.layout(for: kind, environment: shared.values), environment: shared,
                              stackAxis: stackAxis)
        count += 1
        switch kind {
        case .modifier(let modifier):
            let behavior = modifier.behavior
            // One that changes nothing hands its own environment on unapplied.
            var childShared = shared
            if behavior.changesEnvironment {
                var childEnvironment = shared.values
                behavior.apply(to: &childEnvironment)
                childShared = derived(childEnvironment, from: shared)
            }
            // The secondary view of overlay/background is not inside the stack the primary is in.
            let isOverlay = behavior.hasSecondaryViews
            node.children = view.children.enumerated().map { offset, child in
                build(child, shared: childShared, stackAxis: (isOverlay && offset > 0) ? nil : stackAxis)
            }
            node.guides = node.layout.explicitGuides(children: ChildGuides(node.children))
            node.priority = behavior.layoutPriority ?? node.children.first?.priority ?? 0
            // A frame or padding around a Spacer is a plain view to its stack (`ModifierBehavior` step 6).
            node.isSpacer = !behavior.ranksAsItsOwnLayout && (node.children.first?.isSpacer ?? false)
        case .defined(let defined):
            let behavior = defined.behavior
            var children: [ViewNode]
            do throws(SceneError) {
                children = try behavior.children(of: view, in: shared.values)
            } catch {
                if failure == nil { failure = error }
                children = []
            }
            if !children.isEmpty {
                var childEnvironment = shared.values
                let changesEnvironment = behavior.childEnvironment(&childEnvironment)
                let childShared = changesEnvironment ? derived(childEnvironment, from: shared) : shared
                let axis = behavior.childStackAxis
                if behavior.adjustsEachChild {
                    node.children = children.enumerated().map { offset, child in
                        var environment = childEnvironment
                        behavior.adjust(child: offset, &environment, parent: shared.values)
                        return build(child, shared: SharedEnvironment(environment), stackAxis: axis)
                    }
                } else {
                    node.children = children.map { build($0, shared: childShared, stackAxis: axis) }
                }
            }
            node.guides = node.layout.explicitGuides(children: ChildGuides(node.children))
            node.isSpacer = behavior.isSpacer
        }
        return node
    }

    /// The environment a view hands its children when it changes it: the one its previous
    /// sibling-like view made from the same parent when the values are equal, else a new one.
    /// A grid's 20,000 `Text(…).font(…)` each made a 400-byte copy that differed from the
    /// others in nothing; they now share one.
    private mutating func derived(_ values: EnvironmentValues, from parent: SharedEnvironment) -> SharedEnvironment {
        if let last = lastDerived, last.parent === parent, last.child.values == values { return last.child }
        let child = SharedEnvironment(values)
        lastDerived = (parent, child)
        return child
    }

    package static func layout(for kind: ViewKind, environment: EnvironmentValues) -> any Layout {
        switch kind {
        case .defined(let view): return view.behavior.layout(in: environment)
        case .modifier(let modifier): return modifier.behavior.layout(in: environment)
        }
    }
}

/// One guide a node answered this pass. A struct rather than a tuple (as `TextAnswer`): the
/// lists are scanned answer by answer, and a tuple of non-trivial members is copied through
/// the runtime's generic tuple witnesses (metadata looked up at each copy), a struct by code.
package struct GuideAnswer {
    package var proposal: ProposedViewSize
    package var container: ProposedViewSize
    package var key: AlignmentKey
    package var value: Double?
}

/// One text measurement a Text's node made this pass (`LayoutContext.measureText`).
package struct TextAnswer {
    package var font: Font
    package var width: Double?
    package var maxLines: Int?
    package var measurement: TextMeasurement
}

/// One `sizeThatFits` answer of a node, packed: a proposal's and the container's sides as plain
/// doubles, nil stored as `SizeAnswer.none` (a NaN no arithmetic makes), so an answer takes 48
/// bytes where the tuple of optionals took 80. A stack's leaf is asked about ten proposals in a
/// pass (each stack probes 0, ∞ and its offer along each axis), and these lists were the
/// largest part of a 40,000-view grid's heap.
package struct SizeAnswer {
    private var width: Double
    private var height: Double
    private var containerWidth: Double
    private var containerHeight: Double
    package var size: Size

    /// The payload of a quiet NaN that marks a nil side.
    private static let none = Double(bitPattern: 0x7FF8_5EED_0000_0001)

    package init(proposal: ProposedViewSize, container: ProposedViewSize, size: Size) {
        width = proposal.width ?? Self.none
        height = proposal.height ?? Self.none
        containerWidth = container.width ?? Self.none
        containerHeight = container.height ?? Self.none
        self.size = size
    }

    /// Whether this answers `proposal` in `container`: the optionals' `==` (nil matches nil, a
    /// NaN side never matches, as before).
    package func answers(_ proposal: ProposedViewSize, in container: ProposedViewSize) -> Bool {
        Self.same(width, proposal.width) && Self.same(height, proposal.height)
            && Self.same(containerWidth, container.width) && Self.same(containerHeight, container.height)
    }

    private static func same(_ stored: Double, _ side: Double?) -> Bool {
        guard let side else { return stored.bitPattern == none.bitPattern }
        return stored == side
    }
}

/// A record of the negotiation for `--explain`: every sizing question as a tree, with the
/// proposal, the answer, whether the cache answered, and notes such as ViewThatFits's reasons.
public final class LayoutTrace {
    public final class Entry {
        /// The view asked. Its names are spelled out when read, not when traced: a trace has
        /// thousands of entries and a path is built link by link (in `render preview`, whose
        /// page explains every render, that was 5% of an edit's instructions).
        package let view: ViewNode
        public var kind: String { view.kindName }
        public var id: String? { view.id }
        /// `Text "Hello"`, `frame #v#0`…
        public var label: String { view.label }
        public var path: String { view.path }
        public let proposal: ProposedViewSize
        public internal(set) var size: Size?
        /// The layout's own answer when it was NaN or negative on an axis, before the engine
        /// made it 0 (the invariant suite reads it: such an answer is a defect even when cleaned).
        public internal(set) var uncleanSize: Size?
        public internal(set) var cached: Bool
        public internal(set) var notes: [String] = []
        public internal(set) var children: [Entry] = []

        package init(_ view: ViewNode, proposal: ProposedViewSize, size: Size? = nil, cached: Bool = false) {
            self.view = view
            self.proposal = proposal
            self.size = size
            self.cached = cached
        }
    }

    public private(set) var roots: [Entry] = []
    /// What placement asked that the negotiation had not (a stack re-proposing its settled
    /// size): read for the notes of the final proposals, never printed as probes.
    public internal(set) var placement: LayoutTrace?
    private var stack: [Entry] = []

    public init() {}

    /// Forgets what was traced: the renderer lays a scene out again when its first canvas
    /// would be infinite, and the trace is of the pass that is drawn.
    package func reset() {
        roots = []
        placement = nil
        stack = []
    }

    package func begin(_ node: LayoutNode, _ proposal: ProposedViewSize) {
        let entry = Entry(node.view, proposal: proposal)
        append(entry)
        stack.append(entry)
    }

    package func end(_ node: LayoutNode, _ proposal: ProposedViewSize, _ size: Size, unclean: Size? = nil) {
        stack.last?.size = size
        stack.last?.uncleanSize = unclean
        _ = stack.popLast()
    }

    package func cached(_ node: LayoutNode, _ proposal: ProposedViewSize, _ size: Size) {
        append(Entry(node.view, proposal: proposal, size: size, cached: true))
    }

    package func note(_ node: LayoutNode, _ line: String) {
        if let current = stack.last, current.view === node.view || current.path == node.view.path {
            current.notes.append(line)
        } else {
            let entry = Entry(node.view, proposal: .unspecified)
            entry.notes.append(line)
            append(entry)
        }
    }

    private func append(_ entry: Entry) {
        if let parent = stack.last { parent.children.append(entry) } else { roots.append(entry) }
    }
}

/// `--explain`: the negotiation as an indented tree for people, or JSON for tools.
///
/// 1. By default (`decisive`), the negotiation that decided the final layout: each placed
///    node once, with the proposal it was placed with and the size it answered; each
///    ViewThatFits adds, for each candidate, its ideal size on the constrained axes, the
///    comparison and the choice. A last line counts the sizing questions left out.
/// 2. `all`: every sizing question as it was asked, probes included, `(cached)` marking
///    answers the per-pass cache gave.
/// 3. `ids` limits either to the subtrees of the views with those ids (or kinds).
public enum ExplainOutput {
    public enum Detail: Sendable {
        case decisive, all
    }

    public static func text(_ trace: LayoutTrace, layout: Renderer.LayoutResult, detail: Detail = .decisive,
                            ids: Set<String>? = nil) -> String {
        var out = ""
        switch detail {
        case .all:
            for entry in entries(trace.roots, ids: ids) { write(entry, depth: 0, into: &out) }
        case .decisive:
            let notes = Notes(trace)
            for node in nodes(layout.root, ids: ids) { write(node, notes: notes, depth: 0, into: &out) }
            let (asked, cached) = count(trace.roots)
            out += "(\(asked) sizing questions, \(cached) answered from the cache; --explain=all shows them all)\n"
        }
        return out
    }

    public static func json(_ trace: LayoutTrace, layout: Renderer.LayoutResult, detail: Detail = .decisive,
                            ids: Set<String>? = nil) -> JSONOutput {
        switch detail {
        case .all: return .array(entries(trace.roots, ids: ids).map(json))
        case .decisive:
            let notes = Notes(trace)
            return .array(nodes(layout.root, ids: ids).map { json($0, notes: notes) })
        }
    }

    /// The ids (or kinds) in `ids` that no placed node has, for a warning.
    public static func unmatched(_ ids: Set<String>, in root: PlacedNode) -> [String] {
        var seen = Set<String>()
        root.forEach { node in
            if let id = node.id { seen.insert(id) }
            seen.insert(node.kind)
        }
        return ids.subtracting(seen).sorted()
    }

    // MARK: - Decisive

    /// The notes and the exact answer each (path, proposal) was given while it was sized
    /// (the placed frames are rounded to pixels).
    private struct Notes {
        private var notes: [String: [String]] = [:]
        private var sizes: [String: Size] = [:]
        /// Each view's path, spelled out once (a view is asked many times).
        private var paths: [ObjectIdentifier: String] = [:]

        init(_ trace: LayoutTrace) {
            for entry in trace.roots { collect(entry) }
            for entry in trace.placement?.roots ?? [] { collect(entry) }
            paths = [:]
        }

        private mutating func collect(_ entry: LayoutTrace.Entry) {
            let source = ObjectIdentifier(entry.view.source)
            let path: String
            if let known = paths[source] { path = known } else {
                path = entry.path
                paths[source] = path
            }
            let key = Self.key(path, entry.proposal)
            if !entry.notes.isEmpty && !entry.cached && notes[key] == nil { notes[key] = entry.notes }
            if let size = entry.size, sizes[key] == nil { sizes[key] = size }
            for child in entry.children { collect(child) }
        }

        subscript(node: PlacedNode) -> [String] { notes[Self.key(node.path, node.proposal)] ?? [] }

        func size(_ node: PlacedNode) -> Size { sizes[Self.key(node.path, node.proposal)] ?? node.frame.size }

        private static func key(_ path: String, _ proposal: ProposedViewSize) -> String { "\(path) \(proposal)" }
    }

    private static func nodes(_ root: PlacedNode, ids: Set<String>?) -> [PlacedNode] {
        guard let ids else { return [root] }
        var result: [PlacedNode] = []
        func find(_ node: PlacedNode) {
            if node.id.map(ids.contains) == true || ids.contains(node.kind) { result.append(node); return }
            node.children.forEach(find)
        }
        find(root)
        return result
    }

    /// `Text "Hello World" #t`, as the full trace names nodes.
    private static func label(_ node: PlacedNode) -> String {
        var text = node.kind
        if case .text(let run) = node.content {
            let string = run.request.string
            text += " \"" + (string.count > 32 ? String(string.prefix(31)) + "…" : string) + "\""
        }
        if let id = node.id { text += " #\(id)" }
        return text
    }

    private static func write(_ node: PlacedNode, notes: Notes, depth: Int, into out: inout String) {
        let indent = String(repeating: "  ", count: depth)
        out += "\(indent)\(label(node)) proposed \(node.proposal) → \(notes.size(node))\n"
        for note in notes[node] { out += "\(indent)  · \(note)\n" }
        for child in node.children { write(child, notes: notes, depth: depth + 1, into: &out) }
    }

    private static func json(_ node: PlacedNode, notes: Notes) -> JSONOutput {
        var members: [(String, JSONOutput)] = [("kind", .string(node.kind))]
        if let id = node.id { members.append(("id", .string(id))) }
        if case .text(let run) = node.content { members.append(("text", .string(run.request.string))) }
        members.append(("path", .string(node.path)))
        members.append(("proposal", LayoutDump.proposal(node.proposal)))
        let size = notes.size(node)
        members.append(("size", .object([("width", .number(size.width)), ("height", .number(size.height))])))
        if let selected = node.selected { members.append(("selected", .number(Double(selected)))) }
        let lines = notes[node]
        if !lines.isEmpty { members.append(("notes", .array(lines.map { .string($0) }))) }
        if !node.children.isEmpty { members.append(("children", .array(node.children.map { json($0, notes: notes) }))) }
        return .object(members)
    }

    private static func count(_ entries: [LayoutTrace.Entry]) -> (asked: Int, cached: Int) {
        entries.reduce((0, 0)) { total, entry in
            let inner = count(entry.children)
            return (total.0 + 1 + inner.asked, total.1 + (entry.cached ? 1 : 0) + inner.cached)
        }
    }

    // MARK: - All

    private static func entries(_ roots: [LayoutTrace.Entry], ids: Set<String>?) -> [LayoutTrace.Entry] {
        guard let ids else { return roots }
        var result: [LayoutTrace.Entry] = []
        func find(_ entry: LayoutTrace.Entry) {
            if entry.id.map(ids.contains) == true || ids.contains(entry.kind) { result.append(entry); return }
            entry.children.forEach(find)
        }
        roots.forEach(find)
        return result
    }

    private static func write(_ entry: LayoutTrace.Entry, depth: Int, into out: inout String) {
        let indent = String(repeating: "  ", count: depth)
        let answer = entry.size.map { "→ \($0)" } ?? ""
        out += "\(indent)\(entry.label) proposed \(entry.proposal) \(answer)\(entry.cached ? " (cached)" : "")\n"
        for note in entry.notes { out += "\(indent)  · \(note)\n" }
        for child in entry.children { write(child, depth: depth + 1, into: &out) }
    }

    private static func json(_ entry: LayoutTrace.Entry) -> JSONOutput {
        var members: [(String, JSONOutput)] = [("kind", .string(entry.kind))]
        if let id = entry.id { members.append(("id", .string(id))) }
        members.append(("path", .string(entry.path)))
        members.append(("proposal", LayoutDump.proposal(entry.proposal)))
        if let size = entry.size {
            members.append(("size", .object([("width", .number(size.width)), ("height", .number(size.height))])))
        }
        if entry.cached { members.append(("cached", .bool(true))) }
        if !entry.notes.isEmpty { members.append(("notes", .array(entry.notes.map { .string($0) }))) }
        if !entry.children.isEmpty { members.append(("children", .array(entry.children.map(json)))) }
        return .object(members)
    }
}

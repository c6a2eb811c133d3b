/// `--explain`: the negotiation as an indented tree for people, or JSON for tools.
///
/// Each line is one sizing question: the node, the proposal it got and the size it answered;
/// `(cached)` marks answers the per-pass cache gave. ViewThatFits nodes add, for each child,
/// its ideal size on the constrained axes, the comparison, and which child was selected.
public enum ExplainOutput {
    public static func text(_ trace: LayoutTrace) -> String {
        var out = ""
        for entry in trace.roots { write(entry, depth: 0, into: &out) }
        return out
    }

    private static func write(_ entry: LayoutTrace.Entry, depth: Int, into out: inout String) {
        let indent = String(repeating: "  ", count: depth)
        let answer = entry.size.map { "→ \($0)" } ?? ""
        out += "\(indent)\(entry.label) proposed \(entry.proposal) \(answer)\(entry.cached ? " (cached)" : "")\n"
        for note in entry.notes { out += "\(indent)  · \(note)\n" }
        for child in entry.children { write(child, depth: depth + 1, into: &out) }
    }

    public static func json(_ trace: LayoutTrace) -> JSONOutput {
        .array(trace.roots.map(json))
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

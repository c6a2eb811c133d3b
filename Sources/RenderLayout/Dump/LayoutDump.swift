/// The layout dump of docs/scene-format.md, "Layout dump": the placed tree as JSON.
///
/// Each view and each modifier is a node with `kind`, `id` (views without one get none),
/// `proposal` (`null` unspecified, `"infinity"`), `frame` in canvas points, `children`;
/// ViewThatFits adds `selected`, Text adds its string (`text`), `lines` and `truncated`; a node
/// in a right-to-left environment adds `"layoutDirection": "rightToLeft"`.
public enum LayoutDump {
    public static func json(_ layout: Renderer.LayoutResult) -> JSONOutput {
        .object([
            ("canvas", .object([("width", .number(layout.canvas.width)), ("height", .number(layout.canvas.height)),
                                ("scale", .number(layout.scale))])),
            ("root", node(layout.root)),
        ])
    }

    public static func node(_ node: PlacedNode) -> JSONOutput {
        var members: [(String, JSONOutput)] = [("kind", .string(node.kind))]
        if let id = node.id { members.append(("id", .string(id))) }
        if case .text(let run) = node.content { members.append(("text", .string(run.request.string))) }
        members.append(("proposal", proposal(node.proposal)))
        members.append(("frame", .object([
            ("x", .number(node.frame.minX)), ("y", .number(node.frame.minY)),
            ("width", .number(node.frame.width)), ("height", .number(node.frame.height)),
        ])))
        if let selected = node.selected { members.append(("selected", .number(Double(selected)))) }
        if node.isRightToLeft { members.append(("layoutDirection", .string("rightToLeft"))) }
        if case .text(let run) = node.content {
            members.append(("lines", .number(Double(run.measurement.lineCount))))
            members.append(("truncated", .bool(run.measurement.truncated)))
        }
        if !node.children.isEmpty { members.append(("children", .array(node.children.map(self.node)))) }
        return .object(members)
    }

    public static func proposal(_ proposal: ProposedViewSize) -> JSONOutput {
        func axis(_ value: Double?) -> JSONOutput { value.map { .number($0) } ?? .null }
        return .object([("width", axis(proposal.width)), ("height", axis(proposal.height))])
    }
}

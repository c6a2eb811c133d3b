/// Decodes `List`, `Form` and `Section` (docs/scene-format.md, "Lists and forms").
///
/// 1. A List's or Form's `children` are its rows and sections; `Group` and `ForEach` splice
///    theirs in, so a ForEach may make rows or sections.
/// 2. Rows that stand outside any Section are gathered, each run of them, into a section of
///    their own without header or footer, as SwiftUI does.
/// 3. A Section's `header` and `footer` are a string (a Text) or one view; its `children` are
///    its rows. Its modifiers apply to each of them, as a Group's do.
/// 4. Every row is wrapped in a `ListRow` (its insets and minimum height); each section gets a
///    card and `rows + 1` separators (`ListSectionParts`); the List a background. These leaves
///    are drawn, not sized by their content.
/// 5. Outside a List or Form, a Section is its header, rows and footer in place, as a Group
///    (SwiftUI accepts it and shows them unstyled in a stack); nested in a Section, likewise.
extension SceneDecoder {
    mutating func list(_ type: String, _ field: JSONField, depth: Depth) throws(SceneError) -> (ViewKind, [ViewNode]) {
        let outer = inListContent
        inListContent = true
        defer { inListContent = outer }
        let items = try children(field, depth: depth)
        var sections: [ViewNode] = []
        var loose: [ViewNode] = []
        func flush() throws(SceneError) {
            guard !loose.isEmpty else { return }
            sections.append(try makeSection(header: nil, rows: loose, footer: nil, field: field))
            loose = []
        }
        for item in items {
            guard case .listSection(let parts) = item.kind else {
                loose.append(item)
                continue
            }
            try flush()
            let children = item.children
            let header = parts.hasHeader ? children.first : nil
            let footer = parts.hasFooter ? children.last : nil
            let rows = Array(children.dropFirst(parts.hasHeader ? 1 : 0).dropLast(parts.hasFooter ? 1 : 0))
            sections.append(try makeSection(header: header, rows: rows, footer: footer, field: field, path: item.path))
        }
        try flush()
        try countMade(field, 1)
        return (.list(isForm: type == "Form"), [ViewNode(.listDecoration(.background), path: field.path)] + sections)
    }

    /// Step 3: `header`, `footer`, `children`; in a List, a section node of `[header?, rows…, footer?]`
    /// that `list` completes; elsewhere, those views in place.
    mutating func section(_ field: JSONField, depth: Depth, inList: Bool) throws(SceneError) -> [ViewNode] {
        try field.checkKeys(["type", "modifiers", "header", "footer", "children"], what: "Section")
        if field.member("id") != nil { throw field.fail("a Section has no id of its own; give its rows ids") }
        let inner = Depth(views: depth.views + 1, nodes: depth.nodes)
        let header = try sectionText(field.member("header"), depth: inner)
        let footer = try sectionText(field.member("footer"), depth: inner)
        let rows = try children(field, depth: inner)
        var views: [ViewNode] = []
        for view in [header].compactMap({ $0 }) + rows + [footer].compactMap({ $0 }) {
            views.append(try applyModifiers(field, to: view, depth: depth))
        }
        guard inList else { return views }
        let parts = ListSectionParts(hasHeader: header != nil, hasFooter: footer != nil, rows: rows.count)
        return [ViewNode(.listSection(parts), children: views, path: field.path)]
    }

    /// A header or footer: a string is a Text, an object one view.
    private mutating func sectionText(_ field: JSONField?, depth: Depth) throws(SceneError) -> ViewNode? {
        guard let field, !field.isNull else { return nil }
        if case .string = field.node.value {
            try countMade(field, 1)
            return ViewNode(.text(try textString(field)), path: field.path)
        }
        let views = try view(field, depth: depth)
        guard views.count == 1, let view = views.first else {
            throw field.fail("a Section's header or footer is one view, found \(views.count) (wrap several in a stack)")
        }
        return view
    }

    /// Step 4: the complete section node.
    private mutating func makeSection(header: ViewNode?, rows: [ViewNode], footer: ViewNode?, field: JSONField,
                                      path: String? = nil) throws(SceneError) -> ViewNode {
        let path = path ?? field.path
        try countMade(field, 2 + 2 * rows.count)
        let parts = ListSectionParts(hasHeader: header != nil, hasFooter: footer != nil, rows: rows.count)
        var children = [ViewNode(.listDecoration(.card), path: path)]
        if let header { children.append(header) }
        children += rows.map { ViewNode(.listRow, children: [$0], path: $0.path) }
        children += (0...rows.count).map { _ in ViewNode(.listDecoration(.separator), path: path) }
        if let footer { children.append(footer) }
        return ViewNode(.listSection(parts), children: children, path: path)
    }

    /// `NavigationLink`: `title` or `label` (as a Button's) becomes the label of a row with a
    /// Spacer and the disclosure chevron (NavigationLinkLayout); the destination is not decoded.
    mutating func navigationLink(_ field: JSONField, depth: Depth) throws(SceneError) -> (ViewKind, [ViewNode]) {
        let label = try controlLabel(field, type: "NavigationLink", depth: depth)
        try countMade(field, 2)
        return (.navigationLink, [label, ViewNode(.defined(DefinedView(SpacerLayout(minLength: nil))), path: field.path),
                                  ViewNode(.image(.systemName("chevron.forward"), resizable: false), path: field.path)])
    }

    /// Nodes the decoder makes count against the scene's limits as views do.
    private mutating func countMade(_ field: JSONField, _ count: Int) throws(SceneError) {
        viewCount += count
        guard viewCount <= SceneLimits.maxViews else { throw field.fail("the scene has more than \(SceneLimits.maxViews) views") }
        for _ in 0..<count { try countNode(field) }
    }
}

/// Decodes one entry of `"modifiers"` (scene-format.md §3) into a modifier node around `content`.
extension SceneDecoder {
    /// The modifier keys, from the one table every front end shares (shape properties such as
    /// `fill` are view properties in JSON, and `accessibilityIdentifier` is spelled `id`).
    static let modifierKeys = Vocabulary.jsonModifierNames

    mutating func modifier(_ entry: JSONField, around content: ViewNode, id: String?, depth: Depth) throws(SceneError) -> ViewNode {
        let members = try entry.object()
        guard members.count == 1, let key = members.first?.key, let field = entry.member(key) else {
            throw entry.fail("a modifier is an object with exactly one key, such as {\"padding\": 8}")
        }
        try countNode(entry)
        if let definition = ModifierDefinitions.byName[key] {
            var context = ModifierDecoding(decoder: self, children: [content], depth: depth)
            let behavior = try definition.decode(field, &context)
            self = context.decoder
            guard let behavior else { return content }
            return ViewNode(.modifier(.defined(DefinedModifier(behavior))), id: id, children: context.children, at: entry.at)
        }
        var children = [content]
        let modifier: Modifier
        switch key {
        case "background" where Self.isBackgroundStyle(field):
            let (styleField, edges) = try backgroundStyle(field)
            try countNode(styleField)
            children.append(ViewNode(.color(try styleField.shapeStyle()), path: field.path))
            modifier = .background(alignment: .center, ignoresSafeAreaEdges: edges)
        case "ignoresSafeArea": modifier = try ignoresSafeArea(field)
        case "edgesIgnoringSafeArea": modifier = .ignoresSafeArea(regions: .all, edges: try field.edgeSet())
        case "safeAreaPadding": modifier = try safeAreaPadding(field)
        case "safeAreaInset":
            let (inset, content) = try safeAreaInset(field, depth: depth)
            children.append(content)
            modifier = inset
        case "containerRelativeFrame": modifier = try containerRelativeFrame(field)
        case "background", "overlay":
            var alignment = Alignment.center
            var secondary = field
            if field.member("content") != nil, field.member("type") == nil {
                try field.checkKeys(["alignment", "content"], what: key)
                alignment = try field.member("alignment").map { (f: JSONField) throws(SceneError) in try self.alignment(f) } ?? .center
                guard let inner = field.member("content") else { throw field.fail("\(key) needs \"content\"") }
                secondary = inner
            }
            let views = try view(secondary, depth: depth)
            guard views.count == 1, let view = views.first else {
                throw secondary.fail("\(key) content must be exactly one view (wrap several in a ZStack)")
            }
            children.append(view)
            modifier = key == "overlay" ? .overlay(alignment: alignment) : .background(alignment: alignment)
        case "gridCellColumns": modifier = .gridCellColumns(try field.integer(in: 1...1000))
        case "gridColumnAlignment":
            modifier = .gridColumnAlignment(try field.choice(
                Dictionary(uniqueKeysWithValues: HorizontalAlignment.allCases.map { ($0.rawValue, $0) }), what: "gridColumnAlignment"))
        case "tag": modifier = .tag(try field.tagValue())
        default:
            throw SceneError(file: file, path: field.path, location: members.first?.value.location,
                             message: "unknown modifier \"\(key)\"; expected one of \(Self.modifierKeys.joined(separator: ", "))")
        }
        return ViewNode(.modifier(modifier), id: id, children: children, at: entry.at)
    }
}

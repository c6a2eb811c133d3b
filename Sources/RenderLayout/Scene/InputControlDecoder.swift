/// Decodes the input controls of issue 13 (docs/scene-format.md, "Controls"): `TextField`,
/// `SecureField`, `Picker`, `DisclosureGroup`.
///
/// 1. `TextField`/`SecureField`: `title` (the placeholder, as `TextField("Name", text: $name)`)
///    and `text` (default empty); `prompt` replaces the title as the placeholder (iOS shows the
///    prompt); `axis` (`horizontal`, `vertical`; TextField only). The one child is the Text
///    shown: the text (a SecureField's as bullets, at most 500: one unbreakable run), or the
///    placeholder when the text is empty.
/// 2. `Picker`: `title` or `label`, `selection` (a string, number or Boolean), `children` the
///    options; an option's value is the outermost `tag` in its modifier chain. The children
///    become the label, the `chevron.up.chevron.down` symbol, then the options; the selected
///    option is the first whose tag equals `selection` — none when no tag does (SwiftUI then
///    shows no selection, and logs a warning: so does render).
/// 3. `DisclosureGroup`: `title` or `label`, `isExpanded` (default false, as the plain
///    `DisclosureGroup("Title") { … }` starts closed), `children` the content. The children become
///    the label, the chevron (`chevron.forward`, `chevron.down` when open), and the content when
///    open; closed, the content is still checked but not kept.
extension SceneDecoder {
    mutating func inputControl(_ type: String, _ field: JSONField, depth: Depth) throws(SceneError) -> (ViewKind, [ViewNode]) {
        try field.checkKeys(Set(["type", "id", "modifiers"]).union(Vocabulary.jsonKeys(type)), what: type)
        switch type {
        case "TextField", "SecureField":
            let text = try field.member("text").map { (f: JSONField) throws(SceneError) in try textString(f) } ?? ""
            // A SecureField's bullets are one word, whatever its text's spaces: the same limit
            // as a Text's unbreakable run (a long one in a narrow field costs quadratic time).
            if type == "SecureField", text.count > SceneLimits.maxWordLength, let textField = field.member("text") {
                throw textField.fail("a SecureField shows its \(text.count) characters as one run of bullets with no breakable space; at most \(SceneLimits.maxWordLength) (breaking it costs quadratic time)")
            }
            guard let titleField = field.member("prompt") ?? field.member("title") else {
                throw field.fail("\(type) needs \"title\" (its placeholder), as in TextField(\"Name\", text: $name)")
            }
            let placeholder = try textString(titleField)
            var isVertical = false
            if let axis = field.member("axis") {
                isVertical = try axis.choice(["horizontal": false, "vertical": true], what: "\(type) axis")
            }
            let spec = TextFieldSpec(isSecure: type == "SecureField", showsPlaceholder: text.isEmpty, isVertical: isVertical)
            let shown = text.isEmpty ? placeholder : (spec.isSecure ? TextFieldLayout.bullets(for: text) : text)
            return (.textField(spec), [try builtIn(.text(shown), field)])
        case "Picker":
            let label = try controlLabel(field, type: type, depth: depth)
            let selection = try field.member("selection").map { (f: JSONField) throws(SceneError) in try f.tagValue() }
            guard field.member("children") != nil else {
                throw field.fail("Picker needs \"children\": its options, each with a \"tag\"")
            }
            let options = try children(field, depth: depth)
            let selected = selection.flatMap { value in options.firstIndex { Self.tag(of: $0) == value } }
            return (.picker(selection: selected), [label, try builtIn(.image(.systemName("chevron.up.chevron.down"), resizable: false), field)] + options)
        default: // "DisclosureGroup"
            let label = try controlLabel(field, type: type, depth: depth)
            let isExpanded = try field.member("isExpanded")?.bool() ?? false
            let content = try children(field, depth: depth)
            let chevron = try builtIn(.image(.systemName(isExpanded ? "chevron.down" : "chevron.forward"), resizable: false), field)
            return (.disclosureGroup(isExpanded: isExpanded), [label, chevron] + (isExpanded ? content : []))
        }
    }

    /// A view the control makes itself, counted against the limits like any other.
    private mutating func builtIn(_ kind: ViewKind, _ field: JSONField) throws(SceneError) -> ViewNode {
        viewCount += 1
        guard viewCount <= SceneLimits.maxViews else { throw field.fail("the scene has more than \(SceneLimits.maxViews) views") }
        try countNode(field)
        return ViewNode(kind, path: field.path)
    }

    /// The outermost `tag` in a view's modifier chain.
    static func tag(of node: ViewNode) -> TagValue? {
        var current = node
        while case .modifier(let modifier) = current.kind, let content = current.children.first {
            if case .tag(let value) = modifier { return value }
            current = content
        }
        return nil
    }
}

extension JSONField {
    /// A `tag` or a `selection`: a string, a number or a Boolean.
    func tagValue() throws(SceneError) -> TagValue {
        switch node.value {
        case .string(let text): return .string(text)
        case .number(let number): return .number(number)
        case .bool(let flag): return .bool(flag)
        default: throw fail("a tag is a string, a number or a Boolean, found \(node.typeDescription)")
        }
    }
}

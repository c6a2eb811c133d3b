import RenderLayout

/// `GroupBox`: content, with an optional label above it, on a rounded panel (a `ComposedView`).
///
/// 1. `GroupBox { content }`, `GroupBox(_:content:)` (a title), `GroupBox(content:label:)`:
///    the label in `.headline` over the content, 8 apart, both leading-aligned (a VStack).
/// 2. The stack fills the width offered (`frame(maxWidth: .infinity, alignment: .leading)`) and
///    is padded 16 on every side, on a rounded rectangle of radius 8 filled with the
///    `backgroundStyle` in effect, else `secondarySystemBackground` (continuous corners, as iOS
///    draws them; `EnvironmentStyle`).
/// 3. Decision: the padding, gap, radius and fill match iOS 17's automatic group box style as it
///    looks; Apple documents no numbers for it.
package enum GroupBoxView: ViewDefinition {
    package static let entry = Vocabulary.Entry("GroupBox", json: ["title", "label", "children"],
      summary: "Its content, under an optional headline label, padded on a rounded secondary-background panel.", [
        .init([ViewEntries.content]),
        .init([.init("_", .string, key: "title"), ViewEntries.content]),
        .init([ViewEntries.content, .init("label", .view)]),
        .init([.init("label", .view), ViewEntries.content]),
    ])

    package static let padding = 16.0, spacing = 8.0, cornerRadius = 8.0

    package static func decode(_ object: JSONField, _ context: inout ViewDecoding) throws(SceneError) -> (any ViewBehavior, [ViewNode]) {
        let b = JSONBuilder(location: object.node.location)
        var rows: [JSONNode] = []
        if let title = object.member("title") {
            guard object.member("label") == nil else { throw title.fail("GroupBox has a title or a label, not both") }
            rows.append(b.view("Text", [("text", title.node)], modifiers: [("font", b.string("headline"))]))
        } else if let label = object.member("label") {
            guard case .object = label.node.value else { throw label.fail("a GroupBox's label is a view") }
            rows.append(b.modified(label.node, [("font", b.string("headline"))]))
        }
        rows.append(b.view("VStack", [("alignment", b.string("leading")), ("spacing", b.number(spacing)),
                                      ("children", object.member("children")?.node ?? b.array([]))]))
        let panel = b.view("VStack", [("alignment", b.string("leading")), ("spacing", b.number(spacing)), ("children", b.array(rows))], modifiers: [
            ("frame", b.object([("maxWidth", b.string("infinity")), ("alignment", b.string("leading"))])),
            ("padding", b.number(padding)),
            ("background", b.view("RoundedRectangle", [("cornerRadius", b.number(cornerRadius)), ("style", b.string("continuous")),
                                                       ("fill", b.object([("background", b.string("secondarySystemBackground"))]))])),
        ])
        return try ComposedView.decode("GroupBox", panel, in: object, &context)
    }
}

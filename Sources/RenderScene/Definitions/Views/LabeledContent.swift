import RenderLayout

/// `LabeledContent`: a label and a value side by side, as a Form's row shows them (a
/// `ComposedView`).
///
/// 1. `LabeledContent(_:value:)` (the value a string or a number), `LabeledContent(_:content:)`,
///    `LabeledContent(content:label:)`: the label (a title becomes a Text) leading, the content
///    trailing in secondaryLabel grey, a flexible gap between (an HStack of label,
///    `Spacer(minLength: 8)` and content, its texts on one line each, centred vertically). The
///    grey is fixed, not the secondary level of the style in effect: as a Menu's label in a
///    List row iOS 18 draws the value (138, 138, 142) under the accent, not the accent at half
///    (StanfordSpezi/SpeziViews' option picker; docs/figures.md "Device truth (session 18)").
/// 2. Decision: the same arrangement outside a List or Form (iOS 17 draws the automatic style
///    there as a row too; Apple documents no numbers for it).
package enum LabeledContentView: ViewDefinition {
    package static let entry = Vocabulary.Entry("LabeledContent", json: ["title", "value", "label", "children"],
      summary: "A label leading and its value trailing in the secondary style, as a Form row shows them.", [
        .init([.init("_", .string, key: "title"), .init("value", .string)]),
        .init([.init("_", .string, key: "title"), .init("value", .number)]),
        .init([.init("_", .string, key: "title"), ViewEntries.content]),
        .init([ViewEntries.content, .init("label", .view)]),
    ])

    package static func decode(_ object: JSONField, _ context: inout ViewDecoding) throws(SceneError) -> (any ViewBehavior, [ViewNode]) {
        let b = JSONBuilder(location: object.node.location)
        let label: JSONNode
        if let title = object.member("title") {
            guard object.member("label") == nil else { throw title.fail("LabeledContent has a title or a label, not both") }
            label = b.view("Text", [("text", title.node)])
        } else if let view = object.member("label") {
            guard case .object = view.node.value else { throw view.fail("a LabeledContent's label is a view") }
            label = view.node
        } else {
            throw object.fail("LabeledContent needs \"title\" or \"label\"")
        }
        var content: [JSONNode]
        if let value = object.member("value") {
            guard object.member("children") == nil else { throw value.fail("LabeledContent has a value or content, not both") }
            switch value.node.value {
            case .string: content = [b.view("Text", [("text", value.node)])]
            case .number(let number):
                content = [b.view("Text", [("text", b.string(NumberText.plain(number)))])]
            default: throw value.fail("a LabeledContent value is a string or a number")
            }
        } else if let children = object.member("children") {
            content = [b.view("Group", [("children", children.node)])]
        } else {
            throw object.fail("LabeledContent needs \"value\" or content (\"children\")")
        }
        let oneLine: (String, JSONNode) = ("lineLimit", b.number(1))
        let row = b.view("HStack", [("children", b.array([
            b.modified(label, [oneLine]),
            b.view("Spacer", [("minLength", b.number(8))]),
        ] + content.map { b.modified($0, [oneLine, ("foregroundStyle", b.string("secondaryLabel"))]) }))])
        return try ComposedView.decode("LabeledContent", row, in: object, &context)
    }
}

/// A number as SwiftUI's default `Text` of it prints it: whole numbers without a fraction.
enum NumberText {
    static func plain(_ value: Double) -> String {
        if value.isFinite, value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }
}

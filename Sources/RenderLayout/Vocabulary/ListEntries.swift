/// `List`, `Form`, `Section` and `listStyle` (issue 13).
enum ListEntries {
    typealias P = Vocabulary.Parameter
    typealias O = Vocabulary.Overload
    typealias E = Vocabulary.Entry

    static let views: [E] = [
        E("List", json: ["children"], summary: "Rows and sections on iOS 17's list, styled by `listStyle`; takes the space offered and scrolls (clips).", [
            O([ViewEntries.content]),
            O([P("selection", .ignored), ViewEntries.content]),
        ]),
        E("Form", json: ["children"], summary: "Rows and sections as an inset grouped list, iOS 17's settings look.", [
            O([ViewEntries.content]),
        ]),
        E("Section", json: ["header", "footer", "children"],
          summary: "Rows under a header (footnote, uppercase in grouped styles) and over a footer; outside a List, its views in place.", [
            O([P("_", .string, key: "header"), ViewEntries.content]),
            O([ViewEntries.content]),
            O([ViewEntries.content, P("header", .view, optional: true), P("footer", .view, optional: true)]),
            O([P("header", .view), ViewEntries.content]),
            O([P("header", .view), P("footer", .view), ViewEntries.content]),
            O([P("footer", .view), ViewEntries.content]),
        ]),
        E("NavigationLink", json: ["title", "label"],
          summary: "In a List row: the label, space, a grey chevron; elsewhere its label in the accent colour. The destination is never shown.", [
            O([P("_", .string, key: "title"), P("destination", .action)]),
            O([P("_", .string, key: "title"), P("destination", .ignored)]),
            O([P("_", .string, key: "title"), P("value", .ignored)]),
            O([P("destination", .ignored), P("label", .view)]),
            O([P("value", .ignored), P("label", .view)]),
            O([P("destination", .action), P("label", .view)]),
        ]),
    ]

    static let modifiers: [E] = [
        ListStyle.entry,
    ]
}

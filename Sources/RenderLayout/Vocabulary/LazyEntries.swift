/// The lazy stacks and grids of the vocabulary (issue 13). `pinnedViews:` is accepted and
/// ignored: a still picture has no scrolling for headers to pin against.
enum LazyEntries {
    typealias P = Vocabulary.Parameter
    typealias O = Vocabulary.Overload
    typealias E = Vocabulary.Entry

    static let pinned = P("pinnedViews", .ignored, optional: true)

    static let all: [E] = [
        E("LazyVStack", json: ["alignment", "spacing", "children"], summary: "Laid out as a VStack.", [
            O([P("alignment", .horizontalAlignment, optional: true), P("spacing", .length, optional: true), pinned, ViewEntries.content]),
        ]),
        E("LazyHStack", json: ["alignment", "spacing", "children"], summary: "Laid out as an HStack.", [
            O([P("alignment", .verticalAlignment, optional: true), P("spacing", .length, optional: true), pinned, ViewEntries.content]),
        ]),
        E("LazyVGrid", json: ["columns", "alignment", "spacing", "children"],
          summary: "Columns from `GridItem`s (fixed, flexible, adaptive); rows as tall as their tallest cell.", [
            O([P("columns", .gridItems), P("alignment", .horizontalAlignment, optional: true), P("spacing", .length, optional: true),
               pinned, ViewEntries.content]),
        ]),
        E("LazyHGrid", json: ["rows", "alignment", "spacing", "children"],
          summary: "Rows from `GridItem`s (fixed, flexible, adaptive); columns as wide as their widest cell.", [
            O([P("rows", .gridItems), P("alignment", .verticalAlignment, optional: true), P("spacing", .length, optional: true),
               pinned, ViewEntries.content]),
        ]),
    ]
}

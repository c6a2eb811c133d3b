/// The safe-area modifiers of iOS 17 (issue 13, "Device canvases and safe area").
enum SafeAreaEntries {
    typealias P = Vocabulary.Parameter
    typealias O = Vocabulary.Overload
    typealias E = Vocabulary.Entry

    static let modifiers: [E] = [
        E("ignoresSafeArea", json: ["true", "{regions, edges}"],
          summary: "Placed grown into the safe-area insets its frame touches, on these edges (all by default).", [
            O([P("_", .safeAreaRegions, optional: true, key: "regions"), P("edges", .edges, optional: true)]),
        ]),
        E("edgesIgnoringSafeArea", json: ["edges"], summary: "As ignoresSafeArea(.all, edges:) (deprecated in SwiftUI).", [
            O([P("_", .edges)], .single(0)),
        ]),
        E("safeAreaPadding", json: ["true", "length", "{edges, length}", "{top, leading, bottom, trailing}"],
          summary: "Pads the view (16 by default) and adds the padding to its content's safe area.", [
            O([], .constant(.bool(true))),
            O([P("_", .length)], .single(0)),
            O([P("_", .insets)], .single(0)),
            O([P("_", .edges, key: "edges"), P("_", .length, optional: true, key: "length")]),
        ]),
        E("safeAreaInset", json: ["{edge, alignment, spacing, content}"],
          summary: "Content at an edge; the view is inset by it, and its safe area too.", [
            O([P("edge", .edge), P("alignment", .edgeAlignment, optional: true), P("spacing", .length, optional: true),
               P("content", .view)]),
        ]),
        E("containerRelativeFrame", json: ["{axes, alignment}", "{axes, count, span, spacing, alignment}", "{axes, length, alignment}"],
          summary: "A frame sized from the nearest container (ScrollView, else the screen's safe area).", [
            O([P("_", .axes, key: "axes"), P("alignment", .alignment, optional: true)]),
            O([P("_", .axes, key: "axes"), P("count", .integer), P("span", .integer, optional: true), P("spacing", .length),
               P("alignment", .alignment, optional: true)]),
            O([P("_", .axes, key: "axes"), P("alignment", .alignment, optional: true), P("_", .lengthClosure, key: "length")]),
        ]),
    ]
}

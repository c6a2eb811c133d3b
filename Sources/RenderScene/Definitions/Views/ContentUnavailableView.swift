import RenderLayout

/// `ContentUnavailableView`: iOS 17's empty state — a large symbol, a title, a description and
/// actions, centred in all the space offered (`ContentUnavailableLayout`).
///
/// 1. `ContentUnavailableView(_:systemImage:description:)`: the symbol at 48 points in the
///    secondary style, 10.5 above the title; the title `.title2` bold; the description (a Text)
///    `.subheadline` in the secondary style, 2.5 below the title; lines centred.
///    `ContentUnavailableView { label } description: { … } actions: { … }`: a `Label` label
///    is shown as the symbol over the title, as above; any other label view in `.title2` bold;
///    the actions 20 below the description, side by side (an HStack), at `controlSize(.small)`
///    (a `.bordered` action is a 28-point capsule with a 15-point label, `Button` step 7).
///    Without actions the 20 stays, empty, under the description (so the arrangement is
///    centred as iOS centres it: adding a 28-point button lifts the rest by 14, not 24).
/// 2. `ContentUnavailableView.search` (JSON `"search": true`) shows the magnifying glass,
///    "No Results" and "Check the spelling or try a new search."; `.search(text:)` (JSON
///    `"search": "query"`) titles it "No Results for “query”", with the same description (iOS
///    18: mulgir-govind/SwiftUI-Bootcamp's simulator screenshot, scripts/device-compare
///    `content-unavailable-search`).
/// 3. The arrangement is inset 32 on each side and fills the offer, centred, as iOS fills a
///    list's or stack's whole area with it; where the offer is too short for the symbol and the
///    rest, the symbol is left out (`ContentUnavailableLayout`, its step 2). iOS 18
///    wraps a description narrower than the default 16-point margins would: in a 375-point
///    host, "Unable to connect to server. Please check" (286.3 wide) ends its first line where
///    "… your" (about 320) would not fit, so the inset lies between 29 and 44 (RSSReader's
///    ErrorStateView reference); 32 is the decision within it.
///
/// Evidence: martinomamic/RSSReader's EmptyStateView references (iOS 18, 375 × 400 at 3×,
/// light and dark, with and without a `.bordered` action; scripts/device-compare,
/// docs/figures.md "Device truth"): the symbol's ink ends 23.7 above the title's capitals, the
/// title's baseline 22.3 above the description's, the description's box 20 above the
/// button's capsule; the gaps here are those distances less the renderer's own font and symbol
/// boxes (Inter's lines are a little taller than SF Pro's). The 48-point symbol size and the
/// fonts are read from the same pictures (the title's capitals 16 tall, the description's 10.7).
package enum ContentUnavailableViewView: ViewDefinition {
    package static let entry = Vocabulary.Entry("ContentUnavailableView", json: ["title", "systemImage", "description", "label", "actions", "search"],
      summary: "An empty state: a large secondary symbol over a bold title and a secondary description, centred in all the space offered.", [
        .init([.init("_", .string, key: "title"), .init("systemImage", .string), .init("description", .view, optional: true)]),
        .init([.init("label", .view), .init("description", .view, optional: true), .init("actions", .content, optional: true)]),
    ])

    /// Step 2: the description `ContentUnavailableView.search` shows under its title.
    static let searchDescription = "Check the spelling or try a new search."

    static let symbolSize = 48.0, symbolGap = 10.5, descriptionGap = 2.5, actionsGap = 20.0, sideInset = 32.0

    package static func decode(_ object: JSONField, _ context: inout ViewDecoding) throws(SceneError) -> (any ViewBehavior, [ViewNode]) {
        let b = JSONBuilder(location: object.node.location)
        var title = object.member("title")?.node, symbol = object.member("systemImage")?.node
        var label: JSONNode?, description: JSONNode?
        if let search = object.member("search") {
            guard title == nil, symbol == nil, object.member("label") == nil else {
                throw search.fail("ContentUnavailableView.search has no title, systemImage or label of its own")
            }
            symbol = b.string("magnifyingglass")
            // Step 2: iOS's own description under the title (UIKit's
            // `UIContentUnavailableConfiguration.search()` says the same).
            guard object.member("description") == nil else { throw search.fail("ContentUnavailableView.search has no description of its own") }
            description = b.view("Text", [("text", b.string(searchDescription))])
            switch search.node.value {
            case .bool(true): title = b.string("No Results")
            case .string(let text): title = b.string("No Results for \u{201C}\(text)\u{201D}")
            default: throw search.fail("\"search\" is true or the text searched for")
            }
        }
        if let labelField = object.member("label") {
            guard case .object = labelField.node.value else { throw labelField.fail("a ContentUnavailableView's label is a view") }
            guard title == nil, symbol == nil else { throw labelField.fail("ContentUnavailableView has a label or a title and systemImage, not both") }
            // Step 1: a Label is drawn as its symbol over its title.
            if case .object = labelField.node.value, case .string("Label")? = labelField.node["type"]?.value,
               labelField.node["modifiers"] == nil, let labelTitle = labelField.node["title"], let labelSymbol = labelField.node["systemImage"] {
                title = labelTitle
                symbol = labelSymbol
            } else {
                label = labelField.node
            }
        }
        guard title != nil || label != nil else { throw object.fail("ContentUnavailableView needs \"title\" and \"systemImage\", \"label\" or \"search\"") }
        if title != nil, symbol == nil { throw object.fail("ContentUnavailableView needs \"systemImage\" beside \"title\"") }

        var rows: [JSONNode] = [], symbolView: JSONNode?
        if let symbol {
            symbolView = b.view("Image", [("systemName", symbol)], modifiers: [
                ("font", b.object([("size", b.number(symbolSize))])), ("foregroundStyle", b.string("secondary")),
                ("padding", b.object([("bottom", b.number(symbolGap))])),
            ])
        }
        let bold: [(String, JSONNode)] = [("font", b.string("title2")), ("fontWeight", b.string("bold"))]
        if let title { rows.append(b.view("Text", [("text", title)], modifiers: bold)) }
        if let label { rows.append(b.modified(label, bold)) }
        if let member = object.member("description") { description = try descriptionView(member, b) }
        if let text = description {
            rows.append(b.modified(text, [("font", b.string("subheadline")), ("foregroundStyle", b.string("secondary")),
                                          ("padding", b.object([("top", b.number(descriptionGap))]))]))
        }
        // Step 1: the actions at the small control size, 20 below; without them, the 20 alone.
        if let actions = object.member("actions") {
            rows.append(b.view("HStack", [("children", actions.node)], modifiers: [
                ("controlSize", b.string("small")), ("padding", b.object([("top", b.number(actionsGap))])),
            ]))
        } else {
            rows.append(b.view("Color", [("color", b.string("clear"))], modifiers: [("frame", b.object([("width", b.number(0)), ("height", b.number(actionsGap))]))]))
        }
        // Step 3: the symbol over the rest, in all the space offered (`ContentUnavailableLayout`).
        let rest = b.view("VStack", [("spacing", b.number(0)), ("children", b.array(rows))], modifiers: [
            ("multilineTextAlignment", b.string("center")),
        ])
        var parts: [ViewNode] = []
        if let symbolView {
            parts.append(contentsOf: try context.decoder.view(JSONField(node: symbolView, at: JSONPath(parent: object.at, key: "symbol"), file: object.file),
                                                  depth: context.depth))
        }
        parts.append(contentsOf: try context.decoder.view(JSONField(node: rest, at: JSONPath(parent: object.at, key: "body"), file: object.file),
                                              depth: context.depth))
        return (ContentUnavailableLayout(hasSymbol: symbolView != nil, sideInset: sideInset), parts)
    }

    /// A description is a Text (a view object) or, in JSON, a plain string.
    private static func descriptionView(_ field: JSONField, _ b: JSONBuilder) throws(SceneError) -> JSONNode {
        if case .string = field.node.value { return b.view("Text", [("text", field.node)]) }
        guard case .object = field.node.value else { throw field.fail("a description is a Text view or a string") }
        return field.node
    }
}

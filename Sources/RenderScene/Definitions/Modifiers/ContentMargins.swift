import RenderLayout

/// `contentMargins(_:for:)`, `contentMargins(_:_:for:)` (iOS 17): margins the scroll views
/// inside add around their content (`ScrollViewLayout`, step 6). Apple's Backyard Birds:
/// `.contentMargins(20, for: .scrollContent)` on its grids.
///
/// 1. The content is laid out as it would be without the modifier (`PassThroughLayout`): the
///    margins are the scroll views' to apply, each a ScrollView inside, the nearest modifier
///    winning on the edges it names (the others keep what an outer one set).
/// 2. The placement `.automatic` (the default) and `.scrollContent` inset the content;
///    `.scrollIndicators` insets only the indicators, which a still picture never shows, so it
///    changes nothing.
/// 3. Decision: a List or Form keeps its own margins (its cards' 20 points); a contentMargins
///    around one changes nothing of it (not measured; iOS 17 applies them, List and Form being
///    scroll views), and the List or Form warns, at its own location, that they are not drawn.
///
/// JSON: `{edges, length, placement}` (every edge when `edges` is left out) or
/// `{edges, top, leading, bottom, trailing, placement}` (the insets' edges among `edges`);
/// `placement` is `automatic` (the default), `scrollContent` or `scrollIndicators`. Lengths are
/// 0 to `SceneLimits.maxLength`, as every other length.
package struct ContentMargins: ModifierDefinition, EnvironmentModifier {
    package static let entry = Vocabulary.Entry("contentMargins", json: ["{edges, length, placement}", "{edges, top, leading, bottom, trailing, placement}"],
                                                 summary: "Margins the scroll views inside add around their content (iOS 17).", [
        .init([.init("_", .length, key: "length"), .init("for", .caseName, optional: true, key: "placement")]),
        .init([.init("_", .edges, key: "edges"), .init("_", .length, key: "length"), .init("for", .caseName, optional: true, key: "placement")]),
        .init([.init("_", .edges), .init("_", .insets), .init("for", .caseName, optional: true, key: "placement")],
              .custom { insets($0[0], $0[1], $0.count > 2 ? $0[2] : nil, $1) }),
    ])

    /// `{edges, top, leading, bottom, trailing, placement}` of an `EdgeInsets` overload.
    @Sendable private static func insets(_ edges: JSONNode?, _ insets: JSONNode?, _ placement: JSONNode?, _ location: SourceLocation) -> JSONNode {
        var members: [(key: String, value: JSONNode)] = []
        if let edges { members.append(("edges", edges)) }
        if case .object(let lengths)? = insets?.value { members += lengths }
        if let placement { members.append(("placement", placement)) }
        return JSONNode(value: .object(members), location: location)
    }

    package static let placements = ["automatic", "scrollContent", "scrollIndicators"]
    private static let edgeNames: [String: [Edge]] = [
        "top": [.top], "leading": [.leading], "bottom": [.bottom], "trailing": [.trailing],
        "horizontal": [.leading, .trailing], "vertical": [.top, .bottom], "all": Edge.allCases,
    ]

    package static func decode(_ field: JSONField, _ context: inout ModifierDecoding) throws(SceneError) -> (any ModifierBehavior)? {
        let members = try field.object()
        let placement = try field.member("placement")?.choice(Dictionary(uniqueKeysWithValues: placements.map { ($0, $0) }), what: "placement") ?? "automatic"
        var named: Set<Edge>?
        if let names = try field.member("edges")?.array() {
            var edges: Set<Edge> = []
            for name in names { edges.formUnion(try name.choice(edgeNames, what: "edge")) }
            named = edges
        }
        func length(_ member: JSONField) throws(SceneError) -> Double {
            try member.number(in: 0...SceneLimits.maxLength)
        }
        var margins = EdgeInsets()
        var edges: Set<Edge> = []
        if members.contains(where: { ["top", "leading", "bottom", "trailing"].contains($0.key) }) {
            // An `EdgeInsets`: its edges among `edges` (all when left out).
            try field.checkKeys(["edges", "top", "leading", "bottom", "trailing", "placement"], what: "contentMargins")
            for edge in Edge.allCases {
                guard let member = field.member(edge.rawValue), named?.contains(edge) ?? true else { continue }
                margins[edge] = try length(member)
                edges.insert(edge)
            }
        } else {
            try field.checkKeys(["edges", "length", "placement"], what: "contentMargins")
            guard let lengthField = field.member("length") else { throw field.fail("contentMargins needs a length") }
            let value = try length(lengthField)
            edges = named ?? Set(Edge.allCases)
            for edge in edges { margins[edge] = value }
        }
        // Step 2: the indicators' margins change nothing drawn.
        if placement == "scrollIndicators" { edges = [] }
        return ContentMargins(margins: margins, edges: edges)
    }

    package let margins: EdgeInsets
    package let edges: Set<Edge>
    package var name: String { "contentMargins" }

    package func apply(to environment: inout EnvironmentValues) {
        for edge in edges { environment.scrollContentMargins[edge] = margins[edge] }
    }
}

extension EdgeInsets {
    /// One edge's length.
    fileprivate subscript(edge: Edge) -> Double {
        get {
            switch edge {
            case .top: return top
            case .leading: return leading
            case .bottom: return bottom
            case .trailing: return trailing
            }
        }
        set {
            switch edge {
            case .top: top = newValue
            case .leading: leading = newValue
            case .bottom: bottom = newValue
            case .trailing: trailing = newValue
            }
        }
    }
}

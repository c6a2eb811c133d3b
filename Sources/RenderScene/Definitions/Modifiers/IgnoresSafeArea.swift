import RenderLayout

/// `ignoresSafeArea(_:edges:)` and `edgesIgnoringSafeArea(_:)` (OpenSwiftUI's
/// `_SafeAreaRegionsIgnoringLayout`, Layout/SafeAreaIgnoringLayout.swift; docs/scene-format.md,
/// "Devices and safe area").
///
/// 1. Sizing: the content's answer to the same proposal; the modifier never grows its parent.
/// 2. Placement: the insets the modifier's own frame may grow by on `edges`
///    (`SafeArea.swift`: only edges that touch the safe-area boundary grow, by the rest of the
///    inset) are added to the proposal — unspecified axes stay unspecified — and the content
///    is placed that far up and to the left, so it covers the insets.
/// 3. `.keyboard` alone expands nothing (there is no keyboard); without a device nothing does.
/// 4. `edgesIgnoringSafeArea(edges)` is `ignoresSafeArea(.all, edges:)`, named `ignoresSafeArea`
///    in the dump.
package struct IgnoresSafeArea: ModifierDefinition, ModifierBehavior {
    package static let entry = Vocabulary.Entry("ignoresSafeArea", json: ["true", "{regions, edges}"],
                                        summary: "Placed grown into the safe-area insets its frame touches, on these edges (all by default).", [
        .init([.init("_", .safeAreaRegions, optional: true, key: "regions"), .init("edges", .edges, optional: true)]),
    ])

    /// `true`, or `{"regions": "all | container | keyboard", "edges": edges}`.
    package static func decode(_ field: JSONField, _ context: inout ModifierDecoding) throws(SceneError) -> (any ModifierBehavior)? {
        if case .bool(true) = field.node.value { return IgnoresSafeArea(regions: .all, edges: Set(Edge.allCases)) }
        guard case .object = field.node.value else {
            throw field.fail("ignoresSafeArea is true or {\"regions\", \"edges\"}; found \(field.node.typeDescription)")
        }
        try field.checkKeys(["regions", "edges"], what: "ignoresSafeArea")
        var regions = SafeAreaRegions.all
        if let regionsField = field.member("regions") {
            regions = try regionsField.choice(Dictionary(uniqueKeysWithValues: SafeAreaRegions.allCases.map { ($0.rawValue, $0) }),
                                              what: "safe area regions")
        }
        return IgnoresSafeArea(regions: regions, edges: try field.member("edges")?.edgeSet() ?? Set(Edge.allCases))
    }

    package let regions: SafeAreaRegions
    package let edges: Set<Edge>
    package var name: String { "ignoresSafeArea" }
    /// A layout of its own: a plain view to its stack, even around a Spacer (`ModifierBehavior` step 6).
    package var ranksAsItsOwnLayout: Bool { true }

    package func layout(in environment: EnvironmentValues) -> any Layout {
        IgnoresSafeAreaLayout(regions: regions, edges: edges)
    }
}

/// `edgesIgnoringSafeArea(_:)`: `IgnoresSafeArea` over all regions (step 4).
package enum EdgesIgnoringSafeArea: ModifierDefinition {
    package static let entry = Vocabulary.Entry("edgesIgnoringSafeArea", json: ["edges"],
                                        summary: "As ignoresSafeArea(.all, edges:) (deprecated in SwiftUI).", [
        .init([.init("_", .edges)], .single(0)),
    ])

    package static func decode(_ field: JSONField, _ context: inout ModifierDecoding) throws(SceneError) -> (any ModifierBehavior)? {
        IgnoresSafeArea(regions: .all, edges: try field.edgeSet())
    }
}

/// The layout of steps 1–3.
package struct IgnoresSafeAreaLayout: SingleChildLayout {
    package let regions: SafeAreaRegions
    package let edges: Set<Edge>

    package func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    package func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) {
        guard let content = subviews.first else { return }
        let insets = regions.includesContainer ? context.safeAreaInsets(of: bounds).on(edges) : EdgeInsets()
        content.place(at: Point(x: bounds.minX - insets.leading, y: bounds.minY - insets.top), proposal: proposal.outset(by: insets))
    }
}

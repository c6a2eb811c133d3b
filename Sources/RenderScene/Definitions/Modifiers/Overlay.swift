import RenderLayout

/// `overlay(alignment:content:)`, `overlay(_:alignment:)`, `overlay(_:in:)`, and
/// `background(alignment:content:)`, `background(_:alignment:)`, `background(_:in:)`,
/// `background(_:ignoresSafeAreaEdges:)`: a second view in front of or behind the view, sized
/// like it (docs/scene-format.md, "Modifiers").
///
/// 1. The primary view (`children[0]`) is proposed the modifier's proposal; its answer is the
///    modifier's answer — the secondary view never changes the size.
/// 2. The secondary view (`children[1]`) is proposed the primary's size and placed so that
///    its alignment guide lies on the primary's (default centre); it may overflow.
/// 3. An overlay is drawn after the primary, a background before it.
/// 4. `background(_:ignoresSafeAreaEdges:)` (a shape style, all edges by default): the fill
///    grows into the safe-area insets the frame touches on those edges (`SafeArea.swift`;
///    OpenSwiftUI's `_BackgroundStyleModifier`), proposed and placed as that larger rect;
///    under a `containerShape` it fills that shape inset to its frame (`ContainerShape`).
/// 5. The `in:` forms are the shape, filled with the style, as the secondary view
///    (`styleInShape`): JSON has only the view form for them.
/// 6. The secondary view is not inside the stack the primary is in (`hasSecondaryViews`).
/// 7. Several secondary views (a `ForEach`, a builder of two) are one implicit ZStack of the
///    modifier's alignment, back to front (Apple's documentation of `overlay(alignment:content:)`
///    and `background(alignment:content:)`).
package struct OverlayModifier: ModifierBehavior {
    package let name: String
    package let alignment: Alignment
    package let isBackground: Bool
    package var ignoresSafeAreaEdges: Set<Edge> = []
    /// A shape-style background: under a `containerShape` it fills the container shape
    /// (`ContainerShape` step 3).
    package var fillsContainerShape = false

    package var placement: ChildPlacement { .overlay(alignment) }
    package var hasSecondaryViews: Bool { true }

    package func layout(in environment: EnvironmentValues) -> any Layout {
        OverlayLayout(alignment: alignment, isBackground: isBackground,
                      effect: fillsContainerShape && environment.hasContainerShape ? ContainerShapedFill() : nil,
                      ignoresSafeAreaEdges: ignoresSafeAreaEdges)
    }

    /// The view form, `view` or `{alignment, content}`, of the modifier named `key`: the view is
    /// appended as the secondary view.
    package static func decodeView(_ field: JSONField, key: String, isBackground: Bool,
                           _ context: inout ModifierDecoding) throws(SceneError) -> OverlayModifier {
        var alignment = Alignment.center
        var secondary = field
        if field.member("content") != nil, field.member("type") == nil {
            try field.checkKeys(["alignment", "content"], what: key)
            alignment = try field.member("alignment").map { (f: JSONField) throws(SceneError) in try context.decoder.alignment(f) } ?? .center
            guard let inner = field.member("content") else { throw field.fail("\(key) needs \"content\"") }
            secondary = inner
        }
        try context.appendSecondaryView(secondary, of: key, stackedAt: alignment)
        return OverlayModifier(name: key, alignment: alignment, isBackground: isBackground)
    }

    /// `background(.red, in: Capsule())`: the shape, filled with the style, as the content.
    @Sendable package static func styleInShape(_ args: [JSONNode?], _ location: SourceLocation) -> JSONNode {
        guard args.count == 2, let shape = args[1], case .object(var members) = shape.value else { return JSONNode(value: .null, location: location) }
        members.removeAll { $0.key == "fill" }
        if let style = args[0] { members.append(("fill", style)) }
        return JSONNode(value: .object(members), location: shape.location)
    }
}

/// `overlay`: `OverlayModifier` drawn after the primary.
package enum Overlay: ModifierDefinition {
    package static let entry = Vocabulary.Entry("overlay", json: ["view", "{alignment, content}"], summary: "A view in front, sized like the view.", [
        .init([.init("_", .view, key: "content"), .init("alignment", .alignment, optional: true)]),
        .init([.init("alignment", .alignment, optional: true), .init("content", .view)]),
        .init([.init("_", .color), .init("in", .shape)], .custom(OverlayModifier.styleInShape)),
    ])

    package static func decode(_ field: JSONField, _ context: inout ModifierDecoding) throws(SceneError) -> (any ModifierBehavior)? {
        try OverlayModifier.decodeView(field, key: "overlay", isBackground: false, &context)
    }
}

/// `background`: `OverlayModifier` drawn before the primary; its shape-style form is a colour
/// view that grows into the safe area (step 4).
package enum Background: ModifierDefinition {
    package static let entry = Vocabulary.Entry("background", json: ["view", "{alignment, content}", "color", "{style, ignoresSafeAreaEdges}"],
                                        summary: "A view behind, sized like the view; a style (colour) also fills the safe-area insets the view touches.", [
        .init([.init("_", .color, key: "style"), .init("ignoresSafeAreaEdges", .edges, optional: true)]),
        .init([.init("_", .view, key: "content"), .init("alignment", .alignment, optional: true)]),
        .init([.init("alignment", .alignment, optional: true), .init("content", .view)]),
        .init([.init("_", .color), .init("in", .shape)], .custom(OverlayModifier.styleInShape)),
        // `.background()` and `.background(in: Capsule())`: the default style, `.background`
        // (Apple: "the background style in the current context"; `EnvironmentStyle`): the
        // style `backgroundStyle(_:)` set, else systemBackground.
        .init([.init("ignoresSafeAreaEdges", .edges, optional: true)], .custom { args, location in
            var members: [(key: String, value: JSONNode)] = [("style", JSONNode(value: .string("background"), location: location))]
            if let edges = args[0] { members.append(("ignoresSafeAreaEdges", edges)) }
            return JSONNode(value: .object(members), location: location)
        }),
        .init([.init("in", .shape)], .custom { args, location in
            OverlayModifier.styleInShape([JSONNode(value: .string("background"), location: location), args[0]], location)
        }),
    ])

    package static func decode(_ field: JSONField, _ context: inout ModifierDecoding) throws(SceneError) -> (any ModifierBehavior)? {
        guard isStyle(field) else { return try OverlayModifier.decodeView(field, key: "background", isBackground: true, &context) }
        let (styleField, edges) = try style(field)
        try context.decoder.countNode(styleField)
        // A style with a shadow (`.background(.white.shadow(.drop(radius: 4)))`) fills with the
        // style and draws its shadow (`Shadow`).
        let (style, shadow) = try styleField.splitShadow()
        var fill = ViewNode(.color(try style.shapeStyleValue()), at: field.at)
        if let shadow { fill = ViewNode(.modifier(DefinedModifier(shadow)), children: [fill], at: field.at) }
        context.children.append(fill)
        return OverlayModifier(name: "background", alignment: .center, isBackground: true, ignoresSafeAreaEdges: edges, fillsContainerShape: true)
    }

    /// Whether a `background` value is the shape-style form: a colour string, a colour object
    /// (`{"color", "opacity", "shadow"}`) or `{"style", …}`.
    package static func isStyle(_ field: JSONField) -> Bool {
        if case .string = field.node.value { return true }
        return (field.member("style") != nil || field.member("color") != nil) && field.member("type") == nil
    }

    /// The shape-style form: a colour string or object, or `{"style", "ignoresSafeAreaEdges"}`.
    package static func style(_ field: JSONField) throws(SceneError) -> (style: JSONField, edges: Set<Edge>) {
        if case .string = field.node.value { return (field, Set(Edge.allCases)) }
        if field.member("color") != nil, field.member("style") == nil { return (field, Set(Edge.allCases)) }
        guard let style = field.member("style") else { throw field.fail("background needs \"style\"") }
        try field.checkKeys(["style", "ignoresSafeAreaEdges"], what: "background")
        return (style, try field.member("ignoresSafeAreaEdges")?.edgeSet() ?? Set(Edge.allCases))
    }
}

/// The layout of `overlay` and `background` (steps 1–4 above), and of `mask(alignment:_:)`,
/// whose secondary view masks the primary when drawn (`MaskEffect`,
/// `Definitions/Modifiers/Mask.swift`). It lives here, with the overlay, because its rule
/// is the overlay's: `background` is the same layout drawn in the other order and `mask` the
/// same layout with an effect, so the rule is stated once, in this file, and Mask uses it.
package struct OverlayLayout: Layout {
    package let alignment: Alignment
    package let isBackground: Bool
    package var effect: (any DrawingEffect)? = nil
    package var ignoresSafeAreaEdges: Set<Edge> = []

    package func content(in bounds: Rect, proposal: ProposedViewSize, context: LayoutContext) -> PlacedContent {
        effect.map { .effect(PlacedEffect($0)) } ?? .none
    }

    package func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    package func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) {
        guard let primary = subviews.first else { return }
        let secondary = subviews.count > 1 ? subviews[1] : nil
        let placeSecondary = {
            guard let secondary else { return }
            let grown = ignoresSafeAreaEdges.isEmpty ? EdgeInsets() : context.safeAreaInsets(of: bounds).on(ignoresSafeAreaEdges)
            if !grown.isZero {
                let area = bounds.outset(by: grown)
                secondary.place(at: area.origin, proposal: ProposedViewSize(area.size))
                return
            }
            let secondaryProposal = ProposedViewSize(bounds.size)
            let offset = AlignedPlacement.offset(container: primary.dimensions(in: proposal),
                                                 child: secondary.dimensions(in: secondaryProposal),
                                                 alignment: alignment)
            secondary.place(at: Point(x: bounds.minX + offset.x, y: bounds.minY + offset.y), proposal: secondaryProposal)
        }
        if isBackground { placeSecondary() }
        primary.place(at: bounds.origin, proposal: proposal)
        if !isBackground { placeSecondary() }
    }

    package func explicitAlignment(of key: AlignmentKey, in bounds: Rect, proposal: ProposedViewSize,
                           subviews: LayoutSubviews, context: LayoutContext) -> Double? {
        subviews.first?.explicitAlignment(of: key, proposal: proposal)
    }

    /// The primary view's spacing preferences, as its size and guides.
    package func spacing(subviews: LayoutSubviews, context: LayoutContext) -> ViewSpacing {
        subviews.first?.spacing ?? .plainView
    }

    package init(alignment: Alignment, isBackground: Bool, effect: (any DrawingEffect)? = nil, ignoresSafeAreaEdges: Set<Edge> = []) {
        self.alignment = alignment
        self.isBackground = isBackground
        self.effect = effect
        self.ignoresSafeAreaEdges = ignoresSafeAreaEdges
    }
}

import RenderLayout

/// `glassEffect(_:in:)` (iOS 26): Liquid Glass in a shape behind the view; layout does not change.
///
/// Drawn where an app requires iOS 26 (decision, docs/swift-input.md, "Liquid Glass"): a line
/// that calls it unguarded only compiles for iOS 26, so the iPhone that runs it draws the glass,
/// over the iOS 17 and 18 chrome the renderer draws around it; under `if #available(iOS 26, *)`
/// the `else` branch is drawn, as the renderer's iPhone runs iOS 18.6.
///
/// 1. The content is laid out as it would be without the modifier (`PassThroughLayout`): the
///    glass is anchored to the view's bounds (Apple: "the material fills the entirety of the
///    `Text` frame, which includes the padding").
/// 2. Behind the content, in the shape fitted to the view's frame (a `Capsule` by default,
///    Apple's `DefaultGlassEffectShape`), the glass is painted (`GlassStyle`: shadow, blurred
///    backdrop, tint, rim; `Painter.paintGlass`); then the content over it, as it is (decision:
///    the "foreground effects" Apple names, its vibrancy, are not drawn).
/// 3. `Glass.identity` draws nothing (Apple's released signature has no `isEnabled:`, which
///    an early iOS 26 beta had: a file written with it does not compile, so it is an error); `.interactive()` changes nothing at
///    rest.
/// 4. The drawn extent grows by the shadow's reach; the SVG text layer and `--fit` see the content.
/// JSON: `{"glass"?: "regular" | "clear" | "identity" | {"variant", "tint", "interactive"},
/// "shape"?: a shape view}`.
package struct GlassEffect: ModifierDefinition, ModifierBehavior, DrawingEffect {
    package static let entry = Vocabulary.Entry("glassEffect", json: ["{glass, shape}"],
                                                summary: "iOS 26's Liquid Glass in a shape (a capsule by default) behind the view; layout does not change.", [
        .init([.init("_", .glass, optional: true, key: "glass"), .init("in", .shape, optional: true, key: "shape")]),
    ])

    package static func decode(_ value: JSONField, _ context: inout ModifierDecoding) throws(SceneError) -> (any ModifierBehavior)? {
        try value.checkKeys(["glass", "shape"], what: "glassEffect")
        let glass = try value.member("glass").map { (field: JSONField) throws(SceneError) in try Self.glass(field) } ?? GlassStyle()
        let shape = try value.member("shape").map { (field: JSONField) throws(SceneError) in
            try ClipShape.shape(field, modifier: "glassEffect")
        } ?? .capsule
        return GlassEffect(glass: glass, shape: shape)
    }

    /// `"regular"`, `"clear"`, `"identity"`, or `{"variant"?, "tint"?: colour, "interactive"?: Bool}`.
    package static func glass(_ field: JSONField) throws(SceneError) -> GlassStyle {
        let variants = Dictionary(uniqueKeysWithValues: GlassStyle.Variant.allCases.map { ($0.rawValue, $0) })
        if case .string = field.node.value { return GlassStyle(try field.choice(variants, what: "glass")) }
        try field.checkKeys(["variant", "tint", "interactive"], what: "glass")
        var glass = GlassStyle(try field.member("variant")?.choice(variants, what: "glass") ?? .regular)
        if let tint = field.member("tint") {
            guard case .color(let rgba) = try tint.shapeStyle() else { throw tint.fail("a glass's tint is a colour, not a gradient or a material") }
            glass.tint = rgba
        }
        glass.isInteractive = try field.member("interactive")?.bool() ?? false
        return glass
    }

    package let glass: GlassStyle
    package let shape: ShapeKind
    package var name: String { "glassEffect" }

    package func paint(_ node: PlacedNode, with painter: Painter) {
        painter.paintGlass(glass, shape: shape, in: node.frame)
        painter.paintChildren(node)
    }

    package func drawnExtent(of inner: Rect, in frame: Rect) -> Rect? {
        glass.draws ? inner.union(Painter.grown(frame, by: GlassStyle.shadowReach)) : inner
    }
}

import CCairoPango

import RenderLayout

/// `mask(alignment:_:)`: the view drawn through the alpha of another.
///
/// 1. Laid out as an overlay (`OverlayLayout`): the content sets the size, the mask view
///    (`children[1]`) is proposed that size and aligned on it.
/// 2. The content is drawn into a group, the mask view into another, and the first is painted
///    through the second's alpha.
package struct Mask: ModifierDefinition, ModifierBehavior {
    package static let entry = Vocabulary.Entry("mask", json: ["view", "{alignment, content}"],
                                        summary: "Draws the view through the alpha of another, placed as an overlay.", [
        .init([.init("alignment", .alignment, optional: true), .init("_", .view, key: "content")]),
    ])

    package static func decode(_ field: JSONField, _ context: inout ModifierDecoding) throws(SceneError) -> (any ModifierBehavior)? {
        var alignment = Alignment.center
        var secondary = field
        if field.member("content") != nil, field.member("type") == nil {
            try field.checkKeys(["alignment", "content"], what: "mask")
            alignment = try field.member("alignment").map { (f: JSONField) throws(SceneError) in try context.decoder.alignment(f) } ?? .center
            guard let inner = field.member("content") else { throw field.fail("mask needs \"content\"") }
            secondary = inner
        }
        try context.appendSecondaryView(secondary, of: "mask")
        return Mask(alignment: alignment)
    }

    package let alignment: Alignment
    package var name: String { "mask" }
    package var hasSecondaryViews: Bool { true }

    package func layout(in environment: EnvironmentValues) -> any Layout {
        OverlayLayout(alignment: alignment, isBackground: false, effect: MaskEffect())
    }
}

/// `children[0]` drawn through the alpha of `children[1]`.
package struct MaskEffect: DrawingEffect {
    package func paint(_ node: PlacedNode, with painter: Painter) {
        guard let content = node.children.first else { return }
        let cairo = painter.cairo
        cairo_save(cairo)
        cairo_push_group(cairo)
        painter.paint(content)
        let drawn = cairo_pop_group(cairo)
        cairo_push_group(cairo)
        if node.children.count > 1 { painter.paint(node.children[1]) }
        let mask = cairo_pop_group(cairo)
        cairo_set_source(cairo, drawn)
        cairo_mask(cairo, mask)
        cairo_pattern_destroy(drawn)
        cairo_pattern_destroy(mask)
        cairo_restore(cairo)
    }
}

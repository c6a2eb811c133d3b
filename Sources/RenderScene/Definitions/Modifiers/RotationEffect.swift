import CCairoPango
import Foundation

import RenderLayout

/// `rotationEffect(_:anchor:)`: the view drawn rotated about an anchor; layout does not change.
///
/// 1. The content is laid out as it would be without the modifier (`PassThroughLayout`).
/// 2. The subtree is drawn rotated clockwise by the angle about the anchor's point of the
///    frame (the centre by default).
/// 3. The drawn extent is the bounding box of the rotated extent; rotated text has no plain
///    position for the SVG text layer (decision).
package struct RotationEffect: ModifierDefinition, ModifierBehavior, DrawingEffect {
    package static let entry = Vocabulary.Entry("rotationEffect", json: ["{degrees, anchor}"],
                                        summary: "Draws the view rotated about an anchor (centre by default); layout does not change.", [
        .init([.init("_", .angle, key: "degrees"), .init("anchor", .alignment, optional: true)]),
    ])

    package static func decode(_ field: JSONField, _ context: inout ModifierDecoding) throws(SceneError) -> (any ModifierBehavior)? {
        try field.checkKeys(["degrees", "anchor"], what: "rotationEffect")
        guard let degrees = field.member("degrees") else { throw field.fail("rotationEffect needs \"degrees\"") }
        return RotationEffect(degrees: try degrees.number(in: -1_000_000...1_000_000),
                              anchor: try field.member("anchor")?.alignment() ?? .center)
    }

    package let degrees: Double
    package let anchor: Alignment
    package var name: String { "rotationEffect" }

    /// A turn marks its content as under a geometry effect, where a GeometryReader's global
    /// frame is unknown (GeometryReader step 2).
    package var changesEnvironment: Bool { degrees.truncatingRemainder(dividingBy: 360) != 0 }
    package func apply(to environment: inout EnvironmentValues) {
        if changesEnvironment { environment.underGeometryEffect = true }
    }

    package func paint(_ node: PlacedNode, with painter: Painter) {
        let cairo = painter.cairo
        cairo_save(cairo)
        let point = Painter.anchorPoint(anchor, in: node.frame)
        cairo_translate(cairo, point.x, point.y)
        cairo_rotate(cairo, degrees * .pi / 180)
        cairo_translate(cairo, -point.x, -point.y)
        painter.paintChildren(node)
        cairo_restore(cairo)
    }

    package func drawnExtent(of inner: Rect, in frame: Rect) -> Rect? {
        let anchorPoint = Painter.anchorPoint(anchor, in: frame)
        let angle = degrees * .pi / 180, c = cos(angle), s = sin(angle)
        return Painter.bounds(of: inner) { p in
            let dx = p.x - anchorPoint.x, dy = p.y - anchorPoint.y
            return Point(x: anchorPoint.x + dx * c - dy * s, y: anchorPoint.y + dx * s + dy * c)
        }
    }

    package var textLayer: EffectReach { .omitted }
}

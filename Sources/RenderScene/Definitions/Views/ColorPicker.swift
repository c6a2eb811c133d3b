import Foundation
import RenderLayout

/// `ColorPicker`: iOS 17 draws it as a row — the label leading, the colour well trailing (a
/// `ComposedControlRow`, laid out as `HStack { label; Spacer(); well }`).
///
/// 1. `ColorPicker(_:selection:supportsOpacity:)` (a title becomes a Text),
///    `ColorPicker(selection:supportsOpacity:label:)`. `supportsOpacity` changes nothing drawn
///    at rest.
/// 2. The well is 28 × 28, whatever the proposal: UIColorWell's size (the well SwiftUI's
///    ColorPicker hosts on iOS; 28 points as measured on iPhone screenshots — decision, Apple
///    publishes no number), so a Form row holding it is 44 high, as a Toggle's.
/// 3. Drawn as the well is: a ring of the hue wheel (red at the top, the hues clockwise) 3
///    points wide at the outside, a 2-point gap, and the selected colour in a circle of 18
///    inside. The ring is 36 arcs of the hue circle (decision: a conic gradient sampled every
///    10°, which at 28 points reads as the continuous wheel).
package enum ColorPickerView: ViewDefinition {
    package static let entry = Vocabulary.Entry("ColorPicker", json: ["title", "label", "selection", "supportsOpacity"],
      summary: "A row: the label, space, the colour well (a hue ring around the selected colour).", [
        .init([.init("_", .string, key: "title"), .init("selection", .color), .init("supportsOpacity", .bool, optional: true)]),
        .init([.init("selection", .color), .init("supportsOpacity", .bool, optional: true), .init("label", .view)]),
    ])

    package static let wellSize = 28.0, ringWidth = 3.0, swatchSize = 18.0, arcs = 36

    package static func decode(_ object: JSONField, _ context: inout ViewDecoding) throws(SceneError) -> (any ViewBehavior, [ViewNode]) {
        guard let selection = object.member("selection") else { throw object.fail("ColorPicker needs \"selection\": a colour") }
        _ = try object.member("supportsOpacity")?.bool()
        let b = JSONBuilder(location: object.node.location)
        // Step 3: the ring's arcs, each a trimmed circle stroked inside the well.
        var layers: [JSONNode] = []
        for index in 0..<arcs {
            let from = Double(index) / Double(arcs)
            // Each arc runs a little into the next, so no seam shows between them.
            let to = min(1, Double(index + 1) / Double(arcs) + 0.004)
            // A circle's outline starts at 3 o'clock: a quarter turn past the top.
            layers.append(b.view("Circle", [("trim", b.array([b.number(from), b.number(to)])),
                                             ("stroke", b.string(hueHex((from + 0.25).truncatingRemainder(dividingBy: 1)))),
                                             ("lineWidth", b.number(ringWidth))],
                                 modifiers: [("padding", b.number(ringWidth / 2))]))
        }
        let ring = b.view("ZStack", [("children", b.array(layers))])
        let swatch = b.view("Circle", [("fill", selection.node)],
                            modifiers: [("frame", b.object([("width", b.number(swatchSize)), ("height", b.number(swatchSize))]))])
        let well = b.view("ZStack", [("children", b.array([ring, swatch]))],
                          modifiers: [("frame", b.object([("width", b.number(wellSize)), ("height", b.number(wellSize))]))])
        return try ComposedControlRow.decode("ColorPicker", control: well, in: object, &context)
    }

    /// The hue at `turn` (0…1 clockwise from the top) at full saturation and brightness.
    static func hueHex(_ turn: Double) -> String {
        let h = turn * 6, x = 1 - abs(h.truncatingRemainder(dividingBy: 2) - 1)
        let (r, g, b): (Double, Double, Double)
        switch Int(h) {
        case 0: (r, g, b) = (1, x, 0)
        case 1: (r, g, b) = (x, 1, 0)
        case 2: (r, g, b) = (0, 1, x)
        case 3: (r, g, b) = (0, x, 1)
        case 4: (r, g, b) = (x, 0, 1)
        default: (r, g, b) = (1, 0, x)
        }
        return "#" + [r, g, b].map { String(format: "%02X", Int(($0 * 255).rounded())) }.joined()
    }
}

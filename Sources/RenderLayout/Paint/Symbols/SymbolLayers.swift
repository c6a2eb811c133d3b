/// Which layer each part of a glyph belongs to when a symbol is drawn in layers
/// (`symbolRenderingMode(.hierarchical)` and `.palette`; docs/scene-format.md, "Symbols").
/// SF Symbols annotates its layers; the project's glyphs carry none, so they are read from the
/// name and the parts (decision, after Apple's example of `exclamationmark.triangle.fill`: the
/// mark in the foreground style, the triangle in a lower opacity of it):
/// 1. A name with an enclosing shape after its first component (`circle`, `square`,
///    `rectangle`, `triangle`, `shield`, `app`: `person.crop.circle`, `bolt.square.fill`) is
///    layered: with cut-outs (a filled variant), the cut-outs are the first layer (painted, not
///    cut) and every other part the second (the shape); without, its first part (the outline
///    of the shape) is the second layer and the rest the first.
///    A badge on such a shape (`.badge.` in the name: `person.crop.circle.badge.plus`) is
///    layered by its cut-out instead: the cut-out stays cut (it separates the badge from the
///    shape), the parts after it (the badge) are the first layer and those before it the second
///    (decision: the badge in the foreground style, the badged shape in a lower opacity of it).
/// 2. Any other glyph is one layer, the first, its cut-outs staying cut (nil).
package enum SymbolLayers {
    package static let enclosingShapes: Set<Substring> = ["circle", "square", "rectangle", "triangle", "shield", "app"]

    /// Step 1: whether `name` is drawn in two layers.
    package static func isLayered(_ name: String) -> Bool {
        name.split(separator: ".").dropFirst().contains(where: enclosingShapes.contains)
    }

    /// The layer of `parts[index]`: 0 the first, 1 the second; nil for a cut-out that stays cut.
    package static func layer(of index: Int, in parts: [SymbolPart], name: String) -> Int? {
        let part = parts[index]
        guard isLayered(name), parts.count > 1 else { return part.knockout ? nil : 0 }
        // Step 1, a badge's cut-out.
        if name.contains(".badge."), let cut = parts.firstIndex(where: \.knockout) {
            return index == cut ? nil : index > cut ? 0 : 1
        }
        if parts.contains(where: \.knockout) { return part.knockout ? 0 : 1 }
        return index == 0 ? 1 : 0
    }
}

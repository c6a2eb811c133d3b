import Foundation

/// A custom symbol of an asset catalog (`Name.symbolset`: the SVG of Apple's SF Symbols
/// template, as Backyard Birds' `fountain.symbolset`) as the one glyph an `Image` draws.
///
/// 1. The template draws the glyph once per weight and scale, each a group
///    `<g id="Regular-M" transform="matrix(1 0 0 1 X Y)">` whose origin is the glyph's left
///    margin (X) on its baseline (Y), for a 100-point font (the template's point size). The
///    glyph drawn is `Regular-M` (decision: SwiftUI's default weight and the medium scale;
///    `fontWeight` and `imageScale` pick no other group, `imageScale` only scales it).
/// 2. Its width runs from the left margin to the right one: the guide
///    `<line id="right-margin-Regular-M" x1=…>` (the template's version 3 and later), else
///    `<line id="right-margin" x1=…>`.
/// 3. Its height is 1.2 × the point size (120 units), centred on the middle of the cap height
///    (the `Capline-M` guide's `y1` above the baseline), as the renderer sizes its own symbols
///    (docs/layout-rules.md, "Image": a symbol is the font's point size × 1.2 tall; decision).
///    Ink outside that box is cut off.
/// 4. The result is an SVG of the group's content in a `viewBox` of that box, sized in units
///    (points at 100 points): `ImageLayout` scales it by the font's point size ÷ 100, and
///    draws it as a template (its alpha in the foreground style), as SwiftUI draws a symbol.
/// 5. A file without the group or a guide is an error naming what is missing; a template with
///    only the three masters (`Ultralight-S`, `Regular-S`, `Black-S`, as IceCubes' `Rocket`) is
///    named as such (SF Symbols interpolates its medium scale; the renderer does not).
/// 6. Tags are read with their attributes in any order, spacing and quoting (a template saved by
///    Inkscape writes `<g\n     id="Regular-S"`): `SVGTags`.
package enum SymbolSetGlyph {
    /// The template's point size.
    package static let pointSize = 100.0

    package struct Problem: Error, CustomStringConvertible {
        package let description: String
    }

    /// Step 4: the SVG of the `Regular-M` glyph of the template `svg`.
    package static func glyph(_ svg: String) throws(Problem) -> String {
        let bytes = Array(svg.utf8)
        let tags = SVGTags.scan(bytes)
        func line(_ id: String) -> [String: String]? { tags.first { $0.name == "line" && !$0.closing && $0.attributes["id"] == id }?.attributes }
        guard let groupIndex = tags.firstIndex(where: { $0.name == "g" && !$0.closing && $0.attributes["id"] == "Regular-M" }) else {
            if tags.contains(where: { $0.name == "g" && !$0.closing && $0.attributes["id"] == "Regular-S" }) {
                throw Problem(description: "no Regular-M glyph (<g id=\"Regular-M\">): the template has only the three masters "
                    + "(Ultralight-S, Regular-S, Black-S), whose medium scale SF Symbols interpolates and the renderer does not")
            }
            throw Problem(description: "no Regular-M glyph (<g id=\"Regular-M\">)")
        }
        let group = tags[groupIndex]
        guard !group.selfClosing, let contentEnd = groupEnd(tags, after: groupIndex) else { throw Problem(description: "the Regular-M group is not closed") }
        guard let origin = group.attributes["transform"].flatMap(matrixTranslation) else {
            throw Problem(description: "the Regular-M group has no transform=\"matrix(1 0 0 1 x y)\"")
        }
        guard let right = (line("right-margin-Regular-M") ?? line("right-margin"))?["x1"].flatMap(Double.init) else {
            throw Problem(description: "no right margin (<line id=\"right-margin\">)")
        }
        guard let capline = line("Capline-M")?["y1"].flatMap(Double.init) else { throw Problem(description: "no cap line (<line id=\"Capline-M\">)") }
        let width = right - origin.x, capHeight = origin.y - capline
        guard width > 0, width.isFinite, capHeight > 0, capHeight.isFinite else {
            throw Problem(description: "the glyph's margins or cap line leave it no size")
        }
        let height = pointSize * 1.2
        let top = -capHeight / 2 - height / 2
        let content = String(decoding: bytes[group.end..<contentEnd], as: UTF8.self)
        return "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(number(width))\" height=\"\(number(height))\" "
            + "viewBox=\"0 \(number(top)) \(number(width)) \(number(height))\"><g>\(content)</g></svg>"
    }

    /// `matrix(1 0 0 1 x y)`: x and y (a pure translation, as the template writes it).
    private static func matrixTranslation(_ transform: String) -> (x: Double, y: Double)? {
        guard let start = transform.range(of: "matrix(")?.upperBound, let end = transform[start...].firstIndex(of: ")") else { return nil }
        let numbers = transform[start..<end].split(whereSeparator: { $0 == " " || $0 == "," || $0.isNewline || $0 == "\t" }).compactMap { Double($0) }
        guard numbers.count == 6, numbers[0] == 1, numbers[1] == 0, numbers[2] == 0, numbers[3] == 1 else { return nil }
        return (numbers[4], numbers[5])
    }

    /// The offset of the `</g>` that closes the group opened by `tags[index]`.
    private static func groupEnd(_ tags: [SVGTags.Tag], after index: Int) -> Int? {
        var depth = 1
        for tag in tags[(index + 1)...] where tag.name == "g" && !tag.selfClosing {
            depth += tag.closing ? -1 : 1
            if depth == 0 { return tag.start }
        }
        return nil
    }

    private static func number(_ value: Double) -> String { String(format: "%.4f", value) }
}

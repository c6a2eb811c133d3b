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
/// 5. A file without the group or a guide is an error naming what is missing.
package enum SymbolSetGlyph {
    /// The template's point size.
    package static let pointSize = 100.0

    package struct Problem: Error, CustomStringConvertible {
        package let description: String
    }

    /// Step 4: the SVG of the `Regular-M` glyph of the template `svg`.
    package static func glyph(_ svg: String) throws(Problem) -> String {
        guard let open = svg.range(of: "<g id=\"Regular-M\"") else { throw Problem(description: "no Regular-M glyph (<g id=\"Regular-M\">)") }
        guard let tagEnd = svg[open.upperBound...].firstIndex(of: ">") else { throw Problem(description: "the Regular-M group is not closed") }
        let tag = String(svg[open.lowerBound...tagEnd])
        guard let origin = matrixTranslation(tag) else { throw Problem(description: "the Regular-M group has no transform=\"matrix(1 0 0 1 x y)\"") }
        let contentStart = svg.index(after: tagEnd)
        guard let contentEnd = groupEnd(svg, from: contentStart) else { throw Problem(description: "the Regular-M group is not closed") }
        guard let right = attribute("x1", ofLine: "right-margin-Regular-M", in: svg) ?? attribute("x1", ofLine: "right-margin", in: svg) else {
            throw Problem(description: "no right margin (<line id=\"right-margin\">)")
        }
        guard let capline = attribute("y1", ofLine: "Capline-M", in: svg) else { throw Problem(description: "no cap line (<line id=\"Capline-M\">)") }
        let width = right - origin.x, capHeight = origin.y - capline
        guard width > 0, width.isFinite, capHeight > 0, capHeight.isFinite else {
            throw Problem(description: "the glyph's margins or cap line leave it no size")
        }
        let height = pointSize * 1.2
        let top = -capHeight / 2 - height / 2
        let content = svg[contentStart..<contentEnd]
        return "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(number(width))\" height=\"\(number(height))\" "
            + "viewBox=\"0 \(number(top)) \(number(width)) \(number(height))\"><g>\(content)</g></svg>"
    }

    /// `transform="matrix(1 0 0 1 x y)"`: x and y (a pure translation, as the template writes it).
    private static func matrixTranslation(_ tag: String) -> (x: Double, y: Double)? {
        guard let start = tag.range(of: "matrix(")?.upperBound, let end = tag[start...].firstIndex(of: ")") else { return nil }
        let numbers = tag[start..<end].split(whereSeparator: { $0 == " " || $0 == "," }).compactMap { Double($0) }
        guard numbers.count == 6, numbers[0] == 1, numbers[1] == 0, numbers[2] == 0, numbers[3] == 1 else { return nil }
        return (numbers[4], numbers[5])
    }

    /// The index of the `</g>` that closes a group whose content starts at `start`.
    private static func groupEnd(_ svg: String, from start: String.Index) -> String.Index? {
        var depth = 1
        var index = start
        while let next = svg[index...].firstIndex(of: "<") {
            let rest = svg[next...]
            if rest.hasPrefix("</g>") {
                depth -= 1
                if depth == 0 { return next }
            } else if rest.hasPrefix("<g ") || rest.hasPrefix("<g>") {
                depth += 1
            }
            index = svg.index(after: next)
        }
        return nil
    }

    /// A number attribute of the `<line>` whose id is `id`.
    private static func attribute(_ name: String, ofLine id: String, in svg: String) -> Double? {
        guard let line = svg.range(of: "<line id=\"\(id)\""), let end = svg[line.upperBound...].firstIndex(of: ">") else { return nil }
        let tag = svg[line.upperBound..<end]
        guard let value = tag.range(of: " \(name)=\"")?.upperBound, let close = tag[value...].firstIndex(of: "\"") else { return nil }
        return Double(tag[value..<close])
    }

    private static func number(_ value: Double) -> String { String(format: "%.4f", value) }
}

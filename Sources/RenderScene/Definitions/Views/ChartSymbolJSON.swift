import Foundation
import RenderLayout

extension ChartView {
    /// A point symbol (`ChartSymbolShape`) as a `Path` view `size` points square: filled with
    /// `style`, or stroked `ChartSymbolShape.strokeWidth` wide for the plus, cross and asterisk;
    /// at its mark's `opacity` (nil: opaque).
    static func symbolJSON(_ shape: ChartSymbolShape, size: Double, style: JSONNode, opacity: Double? = nil, _ b: JSONBuilder) -> JSONNode {
        let steps: [JSONNode] = shape.elements(size: size).compactMap { (element: PathElement) -> JSONNode? in
            func step(_ name: String, _ numbers: [Double]) -> JSONNode { b.array([b.string(name)] + numbers.map { b.number($0) }) }
            switch element {
            case .move(let p): return step("move", [p.x, p.y])
            case .line(let p): return step("line", [p.x, p.y])
            case .rect(let r): return step("rect", [r.minX, r.minY, r.width, r.height])
            case .ellipse(let r): return step("ellipse", [r.minX, r.minY, r.width, r.height])
            case .close: return step("close", [])
            case .quadCurve, .curve, .arc: return nil
            }
        }
        var members: [(String, JSONNode)] = [("elements", b.array(steps))]
        if shape.isStroked {
            members += [("stroke", style), ("lineWidth", b.number(ChartSymbolShape.strokeWidth(size)))]
        } else {
            members.append(("fill", style))
        }
        return b.view("Path", members, modifiers: [("frame", b.object([("width", b.number(size)), ("height", b.number(size))]))] + opacityModifier(opacity, b))
    }

    /// A mark's `.opacity(x)` as its drawn view's modifier (none when it has none).
    static func opacityModifier(_ opacity: Double?, _ b: JSONBuilder) -> [(String, JSONNode)] {
        opacity.map { [("opacity", b.number($0))] } ?? []
    }
}

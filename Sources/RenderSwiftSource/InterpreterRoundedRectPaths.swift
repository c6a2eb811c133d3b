import SwiftSyntax
import RenderLayout
import RenderScene

/// `path.addRoundedRect(in: rect, cornerSize: CGSize(…), style: .circular)` and
/// `Path(roundedRect: rect, cornerRadius: r)` / `Path(roundedRect:cornerSize:style:)`
/// (EnvironmentOverrides' toggle glyph): the elements `RoundedRectPath` makes, added to the
/// path as its other steps are (`InterpreterPaths`). `style:` is `.continuous` unless given
/// (SwiftUI's default for a `Path`); `transform:` other than the identity is an error.
extension Interpreter {
    /// The elements of a rounded rect with `arguments` labelled `rectLabel` (`in` or
    /// `roundedRect`) then `cornerSize:` or `cornerRadius:`, then `style:`; nil when the labels
    /// are not those.
    func roundedRectElements(_ arguments: [CallArgument], rectLabel: String, at call: FunctionCallExprSyntax) throws(SceneError) -> [SwiftValue]? {
        let labels = arguments.map(\.label)
        guard labels.count >= 2, labels[0] == rectLabel, ["cornerSize", "cornerRadius"].contains(labels[1]),
              Array(labels.dropFirst(2)).allSatisfy({ $0 == "style" || $0 == "transform" }) else { return nil }
        guard case .record("CGRect", let fields) = arguments[0].value, let rect = Self.rect(fields) else {
            throw fail("a rounded rect takes a CGRect", call)
        }
        let width: Double, height: Double
        if labels[1] == "cornerSize" {
            guard case .record("CGSize", let size) = arguments[1].value, let w = size["width"]?.number, let h = size["height"]?.number else {
                throw fail("cornerSize: takes a CGSize", call)
            }
            (width, height) = (w, h)
        } else {
            guard let radius = arguments[1].value.number else { throw fail("cornerRadius: takes a number", call) }
            (width, height) = (radius, radius)
        }
        var continuous = true
        for argument in arguments.dropFirst(2) {
            switch argument.label {
            case "style":
                guard case .symbol(let style) = argument.value, style.steps.count == 1, ["circular", "continuous"].contains(style.last) else {
                    throw fail("style: takes .circular or .continuous", call)
                }
                continuous = style.last == "continuous"
            default:
                guard case .symbol(let transform) = argument.value, transform.last == "identity" else {
                    throw fail("a rounded rect's transform: other than .identity is not drawn yet", call)
                }
            }
        }
        guard [rect.minX, rect.minY, rect.width, rect.height, width, height].allSatisfy({ $0.isFinite }) else {
            throw fail("a rounded rect takes finite numbers", call)
        }
        return RoundedRectPath.elements(in: rect, corners: .init(width: width, height: height), continuous: continuous).map(Self.pathStep)
    }

    /// A path element as the `Path` record's step (`["curve", x, y, c1x, c1y, c2x, c2y]`).
    static func pathStep(_ element: PathElement) -> SwiftValue {
        func values(_ points: Point...) -> [SwiftValue] { points.flatMap { [SwiftValue.double($0.x), .double($0.y)] } }
        switch element {
        case .move(let to): return .array([.string("move")] + values(to))
        case .line(let to): return .array([.string("line")] + values(to))
        case .quadCurve(let to, let control): return .array([.string("quadCurve")] + values(to, control))
        case .curve(let to, let c1, let c2): return .array([.string("curve")] + values(to, c1, c2))
        case .arc(let center, let radius, let start, let end, let clockwise):
            return .array([.string("arc")] + values(center) + [.double(radius), .double(start * 180 / .pi), .double(end * 180 / .pi), .bool(clockwise)])
        case .rect(let r): return .array([.string("rect"), .double(r.minX), .double(r.minY), .double(r.width), .double(r.height)])
        case .ellipse(let r): return .array([.string("ellipse"), .double(r.minX), .double(r.minY), .double(r.width), .double(r.height)])
        case .close: return .array([.string("close")])
        }
    }
}

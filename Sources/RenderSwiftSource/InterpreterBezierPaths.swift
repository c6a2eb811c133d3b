import SwiftSyntax
import RenderLayout
import RenderScene

/// UIKit's `UIBezierPath` as a `Path` value (`InterpreterPaths`), for a shape's `path(in:)` that
/// builds one (isowords' `Path(UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:).cgPath)`).
///
/// 1. `UIBezierPath(rect:)` is the rect; `UIBezierPath(ovalIn:)` the ellipse in it;
///    `UIBezierPath(roundedRect:cornerRadius:)` the rect with every corner rounded;
///    `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)` with the corners named by a
///    `UIRectCorner` (`.topLeft`, `.topRight`, `.bottomLeft`, `.bottomRight`, `.allCorners`, an
///    array of them, or `subtracting`/`union`/`intersection` of them) rounded; `UIBezierPath()`
///    is empty. Corners it cannot read make the path the unknown value `UIBezierPath(…)`.
/// 2. A rounded corner is a quarter circle of radius `r`, clamped to half the rect's width and
///    half its height ("Values larger than half the rectangle's width or height are clamped
///    appropriately to half the width or height", UIKit's `init(roundedRect:byRoundingCorners:
///    cornerRadii:)`; only `cornerRadii.width` is used, as UIKit draws circular corners). The
///    outline runs clockwise on screen from the top edge, each straight edge between the arcs.
///    (Decision: UIKit's iOS 7 and later corners are circular arcs in this description; the
///    continuous "squircle" blend of `RoundedRectangle(style: .continuous)` is not applied.)
/// 3. `.cgPath` of it is the same path, and `Path(_ cgPath:)` of a path is that path.
/// 4. Other initialisers (`arcCenter:…`, `cgPath:`) and methods stay the unknown value
///    `UIBezierPath(…)`.
extension Interpreter {
    /// Step 1: `UIBezierPath(…)`; nil when `name` is not `UIBezierPath` or the module declares it.
    func bezierPath(_ name: String, _ arguments: [CallArgument], at call: FunctionCallExprSyntax) throws(SceneError) -> SwiftValue? {
        guard name == "UIBezierPath", program.type(named: name) == nil else { return nil }
        var elements: [SwiftValue] = []
        func rect(_ value: SwiftValue) throws(SceneError) -> Rect {
            guard case .record("CGRect", let fields) = value, let r = Self.rect(fields) else { throw fail("UIBezierPath takes a CGRect", call) }
            return r
        }
        switch arguments.map({ $0.label ?? "_" }) {
        case []: break
        case ["rect"]:
            let r = try rect(arguments[0].value)
            elements.append(.array([.string("rect"), .double(r.origin.x), .double(r.origin.y), .double(r.size.width), .double(r.size.height)]))
        case ["ovalIn"]:
            let r = try rect(arguments[0].value)
            elements.append(.array([.string("ellipse"), .double(r.origin.x), .double(r.origin.y), .double(r.size.width), .double(r.size.height)]))
        case ["roundedRect", "cornerRadius"]:
            guard let radius = arguments[1].value.number else { throw fail("UIBezierPath(roundedRect:cornerRadius:) takes a number", call) }
            elements = Self.roundedRectElements(try rect(arguments[0].value), radius: radius, corners: Self.allRectCorners)
        case ["roundedRect", "byRoundingCorners", "cornerRadii"]:
            if case .placeholder = arguments[1].value { return arguments[1].value }
            // Corners the renderer cannot read are an unknown path (a clip given it is left out).
            guard let corners = Self.rectCorners(arguments[1].value) else { return try placeholder("UIBezierPath(…)", at: call.calledExpression) }
            let radii = try size(from: arguments[2].value, at: call)
            elements = Self.roundedRectElements(try rect(arguments[0].value), radius: radii.width, corners: corners)
        default:
            return try placeholder("UIBezierPath(…)", at: call.calledExpression)
        }
        return .record("Path", ["elements": .array(elements)])
    }

    /// Step 3: `path.cgPath` of a `Path` value; nil for anything else.
    static func bezierPathProperty(_ name: String, of base: SwiftValue) -> SwiftValue? {
        guard name == "cgPath", case .record("Path", _) = base else { return nil }
        return base
    }

    private static let allRectCorners: Set<String> = ["topLeft", "topRight", "bottomLeft", "bottomRight"]

    /// Step 1: the corners a `UIRectCorner` names, or nil.
    private static func rectCorners(_ value: SwiftValue) -> Set<String>? {
        switch value {
        case .symbol(let symbol) where !symbol.steps.isEmpty && symbol.steps[0].arguments == nil:
            let first = symbol.steps[0].name
            guard var corners: Set<String> = first == "allCorners" ? allRectCorners : allRectCorners.contains(first) ? [first] : nil else { return nil }
            // `UIRectCorner.allCorners.subtracting(.bottomLeft)`: `OptionSet`'s set algebra.
            for step in symbol.steps.dropFirst() {
                guard let arguments = step.arguments, arguments.count == 1, let other = rectCorners(arguments[0].value) else { return nil }
                switch step.name {
                case "subtracting": corners.subtract(other)
                case "union": corners.formUnion(other)
                case "intersection": corners.formIntersection(other)
                default: return nil
                }
            }
            return corners
        case .array(let items):
            var corners: Set<String> = []
            for item in items {
                guard let named = rectCorners(item) else { return nil }
                corners.formUnion(named)
            }
            return corners
        default:
            return nil
        }
    }

    /// Step 2: the outline, in the scene's path elements (arcs in screen angles, `true` for
    /// clockwise on screen).
    static func roundedRectElements(_ rect: Rect, radius: Double, corners: Set<String>) -> [SwiftValue] {
        let x0 = rect.origin.x, y0 = rect.origin.y, x1 = x0 + rect.size.width, y1 = y0 + rect.size.height
        let r = max(0, min(radius.isFinite ? radius : 0, rect.size.width / 2, rect.size.height / 2))
        func cornerRadius(_ corner: String) -> Double { corners.contains(corner) ? r : 0 }
        let tl = cornerRadius("topLeft"), tr = cornerRadius("topRight"), br = cornerRadius("bottomRight"), bl = cornerRadius("bottomLeft")
        var elements: [SwiftValue] = []
        func add(_ kind: String, _ values: [Double]) { elements.append(.array([.string(kind)] + values.map(SwiftValue.double))) }
        func arc(_ cx: Double, _ cy: Double, _ r: Double, _ start: Double) {
            guard r > 0 else { return }
            elements.append(.array([.string("arc"), .double(cx), .double(cy), .double(r), .double(start), .double(start + 90), .bool(true)]))
        }
        add("move", [x0 + tl, y0])
        add("line", [x1 - tr, y0])
        arc(x1 - tr, y0 + tr, tr, 270)
        add("line", [x1, y1 - br])
        arc(x1 - br, y1 - br, br, 0)
        add("line", [x0 + bl, y1])
        arc(x0 + bl, y1 - bl, bl, 90)
        add("line", [x0, y0 + tl])
        arc(x0 + tl, y0 + tl, tl, 180)
        add("close", [])
        return elements
    }
}

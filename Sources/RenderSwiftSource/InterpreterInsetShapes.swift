import SwiftSyntax
import RenderLayout
import RenderScene

/// `InsettableShape.inset(by:)` on SwiftUI's shapes (EnvironmentOverrides' `RoundedRectangle(…)
/// .inset(by: -0.5 * strokeWidth).fill(bgColor)`): the shape drawn in its frame inset by the
/// amount on each side (a negative amount grows it past the frame), its layout unchanged, as
/// SwiftUI's `_Inset` shapes do.
///
/// 1. `Rectangle`, `RoundedRectangle` (its corner radius less the amount, never below 0, its
///    corner style kept), `Capsule`, `Circle` and `Ellipse` with no modifier yet become a `Path`
///    whose outline is made for the frame it gets, at layout time; `fill`, `stroke` and the
///    other shape modifiers then apply to it as to any shape.
/// 2. A `Path` or `UnevenRoundedRectangle`, or a shape already modified, is left as SwiftUI's
///    `inset(by:)` would not apply to it (Swift refuses it): the modifier is unknown there, left
///    out with its warning as before. The app's own `InsettableShape` runs its own `inset(by:)`.
extension Interpreter {
    /// Step 1: the inset shape; nil when `name` is not `inset` of such a shape.
    func insetShape(_ name: String, on views: [ViewJSON], _ arguments: [CallArgument], at call: FunctionCallExprSyntax) throws(SceneError) -> SwiftValue? {
        guard name == "inset", arguments.count == 1, arguments[0].label == "by", views.count == 1, views[0].modifiers.isEmpty,
              ["Rectangle", "RoundedRectangle", "Capsule", "Circle", "Ellipse"].contains(views[0].type) else { return nil }
        guard let amount = arguments[0].value.number, amount.isFinite, abs(amount) <= 1e6 else {
            let here = call.calledExpression.as(MemberAccessExprSyntax.self).map { Syntax($0.period) } ?? Syntax(call)
            throw fail("inset(by:) takes a number up to 1,000,000 either way", here)
        }
        let shape = views[0]
        func member(_ key: String) -> JSONNode.Value? { shape.members.first { $0.key == key }?.value.value }
        var cornerRadius = 0.0
        if case .number(let value)? = member("cornerRadius") { cornerRadius = value }
        var smooth = false
        if case .string("continuous")? = member("style") { smooth = true }
        let radius = cornerRadius, continuous = smooth
        let type = shape.type
        let location = program.location(call)
        let body = DeferredView { (width: Double, height: Double) throws(SceneError) -> JSONNode in
            Interpreter.elementsJSON(Interpreter.insetOutline(type, radius: radius, continuous: continuous, amount: amount, width: width, height: height).map(Interpreter.pathStep), at: location)
        }
        var path = ViewJSON(type: "Path", location: shape.location)
        path.members = [("elements", JSONNode(value: .deferred(body), location: location))]
        return .views([path])
    }

    /// Step 1's outline for a frame of `width` × `height`.
    static func insetOutline(_ type: String, radius: Double, continuous: Bool, amount: Double, width: Double, height: Double) -> [PathElement] {
        let rect = Rect(x: amount, y: amount, width: max(0, width - 2 * amount), height: max(0, height - 2 * amount))
        switch type {
        case "Rectangle": return [.rect(rect)]
        case "RoundedRectangle":
            let corner = max(0, radius - amount)
            return RoundedRectPath.elements(in: rect, corners: .init(width: corner, height: corner), continuous: continuous)
        case "Capsule":
            let corner = min(rect.width, rect.height) / 2
            return RoundedRectPath.elements(in: rect, corners: .init(width: corner, height: corner), continuous: false)
        case "Circle":
            let side = min(rect.width, rect.height)
            return [.ellipse(Rect(x: rect.minX + (rect.width - side) / 2, y: rect.minY + (rect.height - side) / 2, width: side, height: side))]
        default: return [.ellipse(rect)]
        }
    }
}

import SwiftSyntax
import RenderLayout
import RenderScene

/// `Image(…).resizable().interpolation(.medium)` (Food Truck's `DonutView`): the quality of the
/// filter a scaled image is drawn with.
///
/// 1. `.low`, `.medium` and `.high` draw the image with the renderer's smoothing filter (Cairo's
///    `GOOD`, bilinear when scaling up; decision: the three differ on a device only in how
///    finely a large reduction is sampled), noted once as not changing the picture.
/// 2. `.none` (nearest-neighbour, pixel art) is not drawn as such: the modifier is left out
///    with a warning, as an unknown modifier is.
extension Interpreter {
    /// Step 1: the views unchanged; nil for anything else (then the modifier is unknown).
    func imageInterpolation(_ name: String, on views: [ViewJSON], _ arguments: [CallArgument], at call: FunctionCallExprSyntax) throws(SceneError) -> SwiftValue? {
        guard name == "interpolation", views.count == 1, views[0].type == "Image", arguments.count == 1, arguments[0].label == nil,
              case .symbol(let symbol) = arguments[0].value, symbol.steps.count == 1, symbol.steps[0].arguments == nil,
              symbol.type == nil || symbol.type == "Image.Interpolation", ["low", "medium", "high"].contains(symbol.last) else { return nil }
        let here = call.calledExpression.as(MemberAccessExprSyntax.self).map { Syntax($0.period) } ?? Syntax(call)
        try note(".interpolation(.\(symbol.last))", here, "drawn with the renderer's smoothing filter")
        return .views(views)
    }
}

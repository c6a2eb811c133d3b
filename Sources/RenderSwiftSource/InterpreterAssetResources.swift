import SwiftSyntax
import RenderLayout
import RenderScene

/// Xcode 15's generated asset symbols as values (`InterpreterAssets` steps 1–3 draw them):
///
/// 1. `ImageResource` and `ColorResource` are types: `ImageResource.building1` is the
///    generated symbol `.building1`, kept as a value of that type (Backyard Birds'
///    `private let variants = [ImageResource.building1, .building2, …]`, read later as
///    `Image(variants[index])`), and `Image(_:)`/`Color(_:)` of it reads the catalog.
/// 2. `ImageResource(name: "Building 1", bundle: .module)` (and `ColorResource(name:bundle:)`,
///    the initialiser the generated file calls) is the asset of that name, as `Image("Building
///    1")` names it (the bundle is not told apart, as for `Image(_:bundle:)`).
/// 3. Any other call of the two initialisers (a name the renderer does not know, such as a
///    package function's result) is the unknown value `ImageResource(…)`, its arguments
///    evaluated once, as Swift evaluates them (an error under `--strict`).
extension Interpreter {
    /// Step 2; nil for any other call.
    func assetResource(_ type: String, _ arguments: [CallArgument]) -> SwiftValue? {
        guard type == "ImageResource" || type == "ColorResource", arguments.count == 2,
              arguments[0].label == "name", arguments[1].label == "bundle",
              case .string(let name) = arguments[0].value else { return nil }
        return .string(name)
    }

    /// Step 3.
    func unknownAssetResource(_ type: String, at call: FunctionCallExprSyntax) throws(SceneError) -> SwiftValue {
        if strict { throw fail("unsupported: '\(type)(…)' of a name the renderer does not know", call.calledExpression) }
        return try placeholder("\(type)(…)", at: call.calledExpression)
    }
}

import SwiftSyntax
import RenderLayout
import RenderScene

/// `let image: Image` declared first and assigned in the branches of an `if` (WeChat's
/// `MyProfilePhotoPreview`): Swift types `image = .avatarPlaceholder` by the declaration.
///
/// 1. An implicit member assigned to such a local is the declared type's: a static the app
///    declares in an extension of a SwiftUI or Foundation type (`extension Image { static let
///    avatarPlaceholder }`), else what the declared type makes of it (`convert`).
extension Interpreter {
    func typedLocalValue(_ value: SwiftValue, _ symbol: Symbol, _ type: String, at node: some SyntaxProtocol) throws(SceneError) -> SwiftValue {
        if symbol.steps.count == 1, symbol.steps[0].arguments == nil, program.statics(at: node)[type]?[symbol.last] != nil {
            return try staticMember(symbol.last, of: type, at: node)
        }
        return try convert(value, to: type, at: node)
    }
}

import SwiftSyntax
import RenderLayout
import RenderScene

/// `.foregroundColor(imageColor)` where `let imageColor: Color?` is nil (WeChat's
/// `ImageTitleRow`): SwiftUI's modifiers whose parameter is optional take nil as "no colour of
/// mine" ("Pass nil to remove any custom foreground color and to allow the system or the
/// container to provide its own", Apple's documentation of `foregroundColor(_:)`).
///
/// 1. `foregroundColor`, `tint` and `accentColor` given nil leave the views as they are
///    (decision: the container's colour shows, as it does where no custom colour was set
///    between them; a custom colour set further out is kept rather than reset).
/// 2. `contentMargins(_:_:for:)` given a nil length (Mlem's language picker:
///    `.contentMargins(.top, searchResults.isEmpty ? nil : 16)`) leaves the views as they are:
///    Apple's `length: CGFloat?` is "the amount of margins to add", and nil adds none of the
///    view's own, so the system's default margins stay (decision from the optional's meaning).
///    It was the error "expected a number, found null".
/// 3. Other modifiers given nil stay their own rule (`lineLimit(nil)` is no limit).
extension Interpreter {
    func isNilMarginModifier(_ name: String, _ arguments: [CallArgument]) -> Bool {
        guard name == "contentMargins" else { return false }
        return arguments.contains { argument in
            guard argument.label == nil, case .null = argument.value else { return false }
            return true
        }
    }

    static let modifiersTakingNilColour: Set<String> = ["foregroundColor", "tint", "accentColor"]

    func isNilColourModifier(_ name: String, _ arguments: [CallArgument]) -> Bool {
        guard Self.modifiersTakingNilColour.contains(name), arguments.count == 1, arguments[0].label == nil,
              case .null = arguments[0].value else { return false }
        return true
    }
}

import SwiftSyntax
import RenderLayout

import RenderScene

/// `Text("a").bold() + Text("b").foregroundColor(.red)`: one Text of styled runs, as SwiftUI
/// concatenates texts. Each side's Text modifiers (`bold`, `italic`, `fontWeight`, `font`,
/// `foregroundColor`/`foregroundStyle` with a flat colour, `underline`, `strikethrough`,
/// `monospaced`) become its runs' styles; any other modifier is an error, as `+` only takes
/// `Text` in SwiftUI.
extension Interpreter {
    package func concatenateTexts(_ left: [ViewJSON], _ right: [ViewJSON], at node: some SyntaxProtocol) throws(SceneError) -> SwiftValue {
        guard left.count == 1, right.count == 1, left[0].type == "Text", right[0].type == "Text" else {
            throw fail("+ joins Texts: Text(\"a\") + Text(\"b\")", node)
        }
        do throws(TextConcatenation.NotATextModifier) {
            return .views([try TextConcatenation.join(left[0], right[0])])
        } catch {
            throw fail("Text + Text: .\(error.name) is not a Text modifier (bold, italic, fontWeight, font, foregroundColor, underline, strikethrough)", node)
        }
    }
}

import Foundation
import SwiftSyntax
import RenderLayout
import RenderScene

/// `--view`: what to render of a Swift file, when the file's own choice (`SwiftSource`, step 2)
/// is not wanted. The owner's decision for a view that needs inputs only its callers supply and
/// has no `#Preview` (docs/swift-input.md, "A preview on the command line"):
///
/// 1. The name of a View struct of the file or its module, or of a `#Preview("NAME")`: that
///    view, as before.
/// 2. Otherwise a text that is a bare name (letters, digits, `_`) names nothing: an error
///    listing the file's View structs and named previews.
/// 3. Otherwise it is a preview's body written on the command line (`CountryCell(country:
///    Country.mockedData[0])`, modifiers and several statements allowed): parsed as a file
///    named `--view` under a file's limits (512 KiB, nesting, tokens), so its syntax errors and
///    every error or warning in it are located in the argument (`--view:1:12: …`); an empty
///    one is an error.
/// 4. It is evaluated exactly as a `#Preview` body in the file's module (`previewViews`: each
///    view it makes a root of its own budget), and laid out as a `#Preview` is: on the device.
enum CommandLinePreview {
    /// The name `--view`'s text is parsed as (step 3).
    static let file = "--view"

    /// Step 2: a text that can only be a name.
    static func isName(_ text: String) -> Bool {
        !text.isEmpty && text.unicodeScalars.allSatisfy { CharacterSet.alphanumerics.contains($0) || $0 == "_" }
    }

    /// Step 3: the statements of `text`, parsed aside in `program`.
    static func body(_ text: String, in program: SwiftProgram) throws(SceneError) -> CodeBlockItemListSyntax {
        guard !text.allSatisfy(\.isWhitespace) else {
            throw SceneError(file: file, message: "the view expression is empty: give a View struct, a #Preview's name or a view expression such as 'Card(title: \"Hi\")'")
        }
        return try program.parseAside(text, name: file).statements
    }
}

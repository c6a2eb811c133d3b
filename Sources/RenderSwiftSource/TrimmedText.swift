import SwiftSyntax

extension SyntaxProtocol {
    /// `trimmedDescription`'s text without the copy of the node it makes: the node's source
    /// bytes less the first token's leading and the last token's trailing trivia. Collecting a
    /// module's declarations asks it of every property type and inherited name, and the copy was
    /// most of that time (`render preview` of a 500-file module, docs/live-preview.md).
    var trimmedText: String {
        let bytes = syntaxTextBytes
        let start = min(leadingTriviaLength.utf8Length, bytes.count)
        let end = max(start, bytes.count - trailingTriviaLength.utf8Length)
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}

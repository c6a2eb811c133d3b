/// Decodes a `Label`: `title` (required) and `systemImage` (required, a symbol name) become
/// its two children, an `Image` and a `Text` (each counted as a view and a node).
extension SceneDecoder {
    mutating func label(_ field: JSONField) throws(SceneError) -> (ViewKind, [ViewNode]) {
        guard let titleField = field.member("title") else { throw field.fail("Label needs \"title\"") }
        guard let symbolField = field.member("systemImage") else { throw field.fail("Label needs \"systemImage\"") }
        let title = try textString(titleField)
        // An unknown symbol warns and draws a placeholder, as `Image(systemName:)` does.
        let symbol = try symbolField.string()
        guard !symbol.isEmpty, symbol.count <= 200 else { throw symbolField.fail("a symbol name has 1 to 200 characters") }
        try countNode(field)
        try countNode(field)
        viewCount += 2
        return (.label, [ViewNode(.image(.systemName(symbol), resizable: false), path: symbolField.path),
                         ViewNode(.text(title), path: titleField.path)])
    }
}

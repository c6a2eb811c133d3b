/// Decodes a `Label`: `title` (required) and `systemImage` (required, a built-in symbol) become
/// its two children, an `Image` and a `Text` (each counted as a view and a node).
extension SceneDecoder {
    mutating func label(_ field: JSONField) throws(SceneError) -> (ViewKind, [ViewNode]) {
        guard let titleField = field.member("title") else { throw field.fail("Label needs \"title\"") }
        guard let symbolField = field.member("systemImage") else { throw field.fail("Label needs \"systemImage\"") }
        let title = try textString(titleField)
        let symbol = try symbolField.string()
        guard SymbolLibrary.names.contains(symbol) else {
            throw symbolField.fail("unknown symbol \"\(symbol)\"; the built-in symbols are \(SymbolLibrary.names.joined(separator: ", "))")
        }
        try countNode(field)
        try countNode(field)
        viewCount += 2
        return (.label, [ViewNode(.image(.systemName(symbol)), path: symbolField.path),
                         ViewNode(.text(title), path: titleField.path)])
    }
}

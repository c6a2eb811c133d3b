extension String {
    /// Every occurrence of `target` replaced, without Foundation. The pieces are appended as
    /// `String`s: appending a `Substring` is generic code that looks an associated type up at run
    /// time the first time, a scan of every conformance record (the fonts.conf's paths go through
    /// here on every render: docs/performance.md, "Twenty-fifth pass").
    package func replacingAll(_ target: String, with replacement: String) -> String {
        guard !target.isEmpty else { return self }
        var result = ""
        var rest = self[...]
        while let range = rest.range(of: target) {
            result += String(rest[..<range.lowerBound])
            result += replacement
            rest = rest[range.upperBound...]
        }
        return result + String(rest)
    }
}

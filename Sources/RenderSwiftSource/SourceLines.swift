/// A Swift file's lines, split where swift-syntax ends a line: LF, CRLF, or CR alone (old Mac
/// files). The same lines as `split(omittingEmptySubsequences: false)` on those Characters (a
/// line break is always a grapheme of its own, CRLF one grapheme), found from the UTF-8 bytes:
/// splitting by Character runs the grapheme breaking on every character of the file, about 450
/// instructions a byte (0.13 M of a 282-byte file's render; docs/performance.md, "Twenty-third pass").
package enum SourceLines {
    package static func of(_ text: String) -> [Substring] {
        let utf8 = text.utf8
        var lines: [Substring] = []
        var start = utf8.startIndex
        var index = start
        while index != utf8.endIndex {
            let byte = utf8[index]
            guard byte == 0x0A || byte == 0x0D else {
                utf8.formIndex(after: &index)
                continue
            }
            lines.append(text[start..<index])
            utf8.formIndex(after: &index)
            if byte == 0x0D, index != utf8.endIndex, utf8[index] == 0x0A { utf8.formIndex(after: &index) }
            start = index
        }
        lines.append(text[start..<index])
        return lines
    }
}

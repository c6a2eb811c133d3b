/// The tags of an SVG (XML) text, for reading a template's groups and guides (`SymbolSetGlyph`).
///
/// 1. A tag is `<name` then attributes `name=value` in any order, separated by any white space,
///    each value in double or single quotes (or, leniently, unquoted up to white space or `>`),
///    then `>` or `/>`; `</name>` is a closing tag.
/// 2. Comments (`<!-- … -->`), declarations (`<!…>`) and processing instructions (`<?…?>`) are
///    skipped; so is text between tags.
/// 3. A tag cut off by the end of the text is dropped. One pass over the bytes: bounded by the
///    file's size (the asset reader's limit).
package enum SVGTags {
    package struct Tag {
        package var name: String
        package var attributes: [String: String] = [:]
        package var closing = false
        package var selfClosing = false
        /// The byte offset of its `<`, and the one after its `>`.
        package var start: Int
        package var end: Int
    }

    package static func scan(_ bytes: [UInt8]) -> [Tag] {
        var tags: [Tag] = []
        var index = 0
        let count = bytes.count
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
        func starts(_ text: String, at offset: Int) -> Bool {
            var at = offset
            for byte in text.utf8 {
                guard at < count, bytes[at] == byte else { return false }
                at += 1
            }
            return true
        }
        func find(_ text: String, from offset: Int) -> Int? {
            var at = offset
            while at < count { if starts(text, at: at) { return at }; at += 1 }
            return nil
        }
        while index < count {
            guard bytes[index] == UInt8(ascii: "<") else { index += 1; continue }
            let start = index
            if starts("<!--", at: index) {
                guard let close = find("-->", from: index + 4) else { break }
                index = close + 3
                continue
            }
            if starts("<!", at: index) || starts("<?", at: index) {
                guard let close = find(">", from: index + 2) else { break }
                index = close + 1
                continue
            }
            index += 1
            var tag = Tag(name: "", start: start, end: start)
            if index < count, bytes[index] == UInt8(ascii: "/") { tag.closing = true; index += 1 }
            let nameStart = index
            while index < count, !isSpace(bytes[index]), bytes[index] != UInt8(ascii: ">"), bytes[index] != UInt8(ascii: "/"),
                  bytes[index] != UInt8(ascii: "<") { index += 1 }
            tag.name = String(decoding: bytes[nameStart..<index], as: UTF8.self)
            var closed = false
            while index < count {
                let byte = bytes[index]
                if isSpace(byte) { index += 1; continue }
                if byte == UInt8(ascii: ">") { index += 1; closed = true; break }
                if byte == UInt8(ascii: "/") { tag.selfClosing = true; index += 1; continue }
                if byte == UInt8(ascii: "<") { break }  // a tag left open: not a tag
                let attributeStart = index
                while index < count, !isSpace(bytes[index]), bytes[index] != UInt8(ascii: "="), bytes[index] != UInt8(ascii: ">"),
                      bytes[index] != UInt8(ascii: "<"), bytes[index] != UInt8(ascii: "/") { index += 1 }
                let attribute = String(decoding: bytes[attributeStart..<index], as: UTF8.self)
                while index < count, isSpace(bytes[index]) { index += 1 }
                guard index < count, bytes[index] == UInt8(ascii: "=") else { continue }
                index += 1
                while index < count, isSpace(bytes[index]) { index += 1 }
                guard index < count else { break }
                let valueStart: Int, valueEnd: Int
                if bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") {
                    let quote = bytes[index]
                    valueStart = index + 1
                    var at = valueStart
                    while at < count, bytes[at] != quote { at += 1 }
                    guard at < count else { index = count; break }
                    valueEnd = at
                    index = at + 1
                } else {
                    valueStart = index
                    while index < count, !isSpace(bytes[index]), bytes[index] != UInt8(ascii: ">") { index += 1 }
                    valueEnd = index
                }
                tag.attributes[attribute] = String(decoding: bytes[valueStart..<valueEnd], as: UTF8.self)
            }
            guard closed else {
                if index < count, bytes[index] == UInt8(ascii: "<") { continue }
                break
            }
            tag.end = index
            tags.append(tag)
        }
        return tags
    }
}

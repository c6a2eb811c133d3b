import Foundation

/// The part of YAML that an XcodeGen `project.yml` is written in, read into maps, lists and
/// strings (`XcodeGenSpec`; docs/swift-input.md, "The module"). Not a YAML library: what it
/// does not read is a decision, listed here.
///
/// 1. Lines are indented with spaces. A line's comment (`#` at its start or after a space or a
///    tab, outside quotes) and trailing spaces are dropped; blank lines and the document markers
///    `---` and `...` are skipped.
/// 2. Block mappings (`key: value`, or `key:` with its value on the deeper lines after it) and
///    block sequences (`- item`, at the key's indentation or deeper; an item may itself start a
///    mapping, `- path: App`, whose further keys are indented to its first key), nested by
///    indentation. Mappings keep their keys' order (XcodeGen's target order is the spec's).
/// 3. Flow collections on one line (`[iOS, macOS]`, `{path: App, excludes: ["**/x"]}`), nested.
/// 4. Scalars are strings: plain, or quoted with `'` or `"` (the quotes taken off; `''` in a
///    single-quoted one is `'`; the escapes of a double-quoted one are not read).
/// 5. Not read (decision: XcodeGen specs rarely use them): anchors and aliases (`&a`, `*a`,
///    `<<:`), tags, block scalars (`|`, `>`: their deeper lines are skipped), multi-line plain
///    scalars and several documents (the first is read). A line that fits nowhere is skipped.
/// 6. Bounded: a text of at most `maxBytes`, nested at most `maxDepth` deep; past either the
///    answer is nil (the spec is not read).
package indirect enum YAMLValue: Equatable {
    case scalar(String)
    case list([YAMLValue])
    case map([Entry])

    package struct Entry: Equatable {
        package var key: String
        package var value: YAMLValue
    }

    package static let maxBytes = 256 << 10
    package static let maxDepth = 64

    /// The value of `key` in a map, nil otherwise.
    package subscript(key: String) -> YAMLValue? {
        guard case .map(let entries) = self else { return nil }
        return entries.first { $0.key == key }?.value
    }

    /// A scalar's text.
    package var string: String? {
        if case .scalar(let text) = self { return text }
        return nil
    }

    /// A list's items; a scalar is a list of itself (XcodeGen's "a path or a list of paths").
    package var items: [YAMLValue] {
        switch self {
        case .list(let items): return items
        case .scalar(let text): return text.isEmpty ? [] : [self]
        case .map: return [self]
        }
    }

    /// Step 6: nil past the bounds.
    package static func parse(_ text: String) -> YAMLValue? {
        guard text.utf8.count <= maxBytes else { return nil }
        var reader = YAMLBlockReader(lines: YAMLBlockReader.lines(of: text))
        return reader.document()
    }
}

/// Steps 1–2: the block structure, a line at a time.
private struct YAMLBlockReader {
    struct Line {
        var indent: Int
        var text: Substring
    }

    var lines: [Line]
    var next = 0
    var tooDeep = false

    /// Step 1.
    static func lines(of text: String) -> [Line] {
        var result: [Line] = []
        for raw in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }) {
            let indent = raw.prefix { $0 == " " }.count
            var body = withoutComment(raw.dropFirst(indent))
            while let last = body.last, last == " " || last == "\t" { body = body.dropLast() }
            if body.isEmpty || body == "---" { continue }
            if body == "..." { break }
            if body.hasPrefix("--- ") { body = body.dropFirst(4) }
            result.append(Line(indent: indent, text: body))
        }
        return result
    }

    /// The text before a comment: a `#` at the start or after a blank, outside quotes.
    static func withoutComment(_ text: Substring) -> Substring {
        var quote: Character?
        var previous: Character = " "
        for index in text.indices {
            let character = text[index]
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "\"" || character == "'" {
                if previous == " " || previous == "\t" || previous == "[" || previous == "{" || previous == "," || previous == ":" || index == text.startIndex { quote = character }
            } else if character == "#", previous == " " || previous == "\t" || index == text.startIndex {
                return text[..<index]
            }
            previous = character
        }
        return text
    }

    mutating func document() -> YAMLValue? {
        guard !lines.isEmpty else { return .map([]) }
        let value = node(indent: lines[0].indent, depth: 0)
        return tooDeep ? nil : value
    }

    static func isItem(_ text: Substring) -> Bool { text == "-" || text.hasPrefix("- ") }

    mutating func node(indent: Int, depth: Int) -> YAMLValue {
        guard depth < YAMLValue.maxDepth else {
            tooDeep = true
            next = lines.count
            return .scalar("")
        }
        guard next < lines.count else { return .scalar("") }
        return Self.isItem(lines[next].text) ? list(indent: indent, depth: depth) : map(indent: indent, depth: depth)
    }

    mutating func list(indent: Int, depth: Int) -> YAMLValue {
        var items: [YAMLValue] = []
        while next < lines.count, lines[next].indent >= indent {
            let line = lines[next]
            if line.indent > indent { next += 1; continue }  // step 5: a line that fits nowhere
            guard Self.isItem(line.text) else { break }
            let rest = line.text.dropFirst().drop { $0 == " " }
            let column = indent + (line.text.count - rest.count)
            if rest.isEmpty {
                next += 1
                if next < lines.count, lines[next].indent > indent {
                    items.append(node(indent: lines[next].indent, depth: depth + 1))
                } else {
                    items.append(.scalar(""))
                }
            } else if Self.isItem(rest) || (!YAMLFlow.startsQuoteOrFlow(rest) && Self.keyValue(rest) != nil) {
                // `- key: value` or `- - item`: the item is a block collection starting at its column.
                lines[next] = Line(indent: column, text: rest)
                items.append(node(indent: column, depth: depth + 1))
            } else {
                next += 1
                items.append(YAMLFlow.value(rest, depth: depth + 1, tooDeep: &tooDeep))
            }
        }
        return .list(items)
    }

    mutating func map(indent: Int, depth: Int) -> YAMLValue {
        var entries: [YAMLValue.Entry] = []
        while next < lines.count, lines[next].indent >= indent {
            let line = lines[next]
            guard line.indent == indent, let (key, rest) = Self.keyValue(line.text) else {
                if line.indent == indent, Self.isItem(line.text) { break }
                next += 1  // step 5: a deeper line no key owns (a block scalar's), or no key at all
                continue
            }
            next += 1
            let value: YAMLValue
            if !rest.isEmpty, rest != "|", rest != ">", !rest.hasPrefix("|"), !rest.hasPrefix(">") {
                value = YAMLFlow.value(rest, depth: depth + 1, tooDeep: &tooDeep)
            } else if !rest.isEmpty {
                value = .scalar("")  // step 5: a block scalar, its lines skipped as deeper lines
            } else if next < lines.count, lines[next].indent > indent || (lines[next].indent == indent && Self.isItem(lines[next].text)) {
                value = node(indent: lines[next].indent, depth: depth + 1)
            } else {
                value = .scalar("")
            }
            entries.append(.init(key: key, value: value))
        }
        return .map(entries)
    }

    /// `key: value` or `key:`: the key (unquoted) and the rest, trimmed; nil for no key.
    static func keyValue(_ text: Substring) -> (String, Substring)? {
        if let first = text.first, first == "\"" || first == "'" {
            guard let close = text.dropFirst().firstIndex(of: first) else { return nil }
            let after = text[text.index(after: close)...]
            guard after.hasPrefix(":"), after.count == 1 || after.dropFirst().first == " " else { return nil }
            return (String(text[text.index(after: text.startIndex)..<close]), after.dropFirst().drop { $0 == " " })
        }
        var index = text.startIndex
        while index < text.endIndex {
            if text[index] == ":" {
                let after = text.index(after: index)
                if after == text.endIndex || text[after] == " " || text[after] == "\t" {
                    let key = text[..<index]
                    guard !key.isEmpty else { return nil }
                    return (String(key), text[after...].drop { $0 == " " || $0 == "\t" })
                }
            }
            index = text.index(after: index)
        }
        return nil
    }
}

/// Steps 3–4: a value on one line, flow collections and scalars.
private enum YAMLFlow {
    static func startsQuoteOrFlow(_ text: Substring) -> Bool {
        guard let first = text.first else { return false }
        return first == "\"" || first == "'" || first == "[" || first == "{"
    }

    static func value(_ text: Substring, depth: Int, tooDeep: inout Bool) -> YAMLValue {
        guard let first = text.first, first == "[" || first == "{" else { return .scalar(scalar(text)) }
        var characters = Array(text)
        var position = 0
        let parsed = collection(&characters, &position, depth: depth, tooDeep: &tooDeep)
        return parsed ?? .scalar(String(text))
    }

    /// A plain or quoted scalar's text.
    static func scalar(_ text: Substring) -> String {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.count >= 2, let first = trimmed.first, first == trimmed.last, first == "\"" || first == "'" {
            let inner = String(trimmed.dropFirst().dropLast())
            return first == "'" ? inner.replacingOccurrences(of: "''", with: "'") : inner
        }
        return trimmed
    }

    /// `[…]` or `{…}` from `position`; nil when it does not close on the line.
    static func collection(_ characters: inout [Character], _ position: inout Int, depth: Int, tooDeep: inout Bool) -> YAMLValue? {
        guard depth < YAMLValue.maxDepth else {
            tooDeep = true
            return nil
        }
        let isList = characters[position] == "["
        let close: Character = isList ? "]" : "}"
        position += 1
        var items: [YAMLValue] = []
        var entries: [YAMLValue.Entry] = []
        var pendingKey: String?
        var token = ""
        var tokenQuoted = false
        func finish() {
            let text = tokenQuoted ? token : token.trimmingCharacters(in: .whitespaces)
            if isList {
                if !text.isEmpty || tokenQuoted { items.append(.scalar(text)) }
            } else if let key = pendingKey {
                entries.append(.init(key: key, value: .scalar(text)))
            } else if !text.isEmpty {
                entries.append(.init(key: text, value: .scalar("")))
            }
            pendingKey = nil
            token = ""
            tokenQuoted = false
        }
        while position < characters.count {
            let character = characters[position]
            switch character {
            case close:
                position += 1
                finish()
                return isList ? .list(items) : .map(entries)
            case ",":
                position += 1
                finish()
            case "[", "{":
                guard let inner = collection(&characters, &position, depth: depth + 1, tooDeep: &tooDeep) else { return nil }
                if isList {
                    items.append(inner)
                } else if let key = pendingKey {
                    entries.append(.init(key: key, value: inner))
                    pendingKey = nil
                }
                token = ""
                // Up to the next `,` or the close: nothing more belongs to this item.
                while position < characters.count, characters[position] != ",", characters[position] != close { position += 1 }
            case "\"", "'":
                guard token.trimmingCharacters(in: .whitespaces).isEmpty else {
                    token.append(character)
                    position += 1
                    continue
                }
                position += 1
                var text = ""
                while position < characters.count, characters[position] != character {
                    text.append(characters[position])
                    position += 1
                }
                guard position < characters.count else { return nil }
                position += 1
                token = text
                tokenQuoted = true
            case ":" where !isList && pendingKey == nil && (position + 1 == characters.count || characters[position + 1] == " "):
                pendingKey = tokenQuoted ? token : token.trimmingCharacters(in: .whitespaces)
                token = ""
                tokenQuoted = false
                position += 1
            default:
                if !tokenQuoted { token.append(character) }
                position += 1
            }
        }
        return nil
    }
}

import Foundation

import RenderLayout

/// Replaces `{name}` in every string of a JSON tree. A string that is exactly `{name}` is
/// marked, so that it may stand where a number is expected.
///
/// Each string is read once, left to right. A token is `{`, then a name without `{` or `}`,
/// then `}`; a token naming a declared parameter is replaced by its value, and the value is
/// never read again, so `{"a": "{b}", "b": "x"}` turns "{a}" into "{b}" whatever the order of
/// the dictionary. Anything else, such as `{`, `{}` or an undeclared `{name}`, stays as written.
///
/// Expansion is bounded by what it produces, not by the size of the file: each node copied
/// costs 1 and each string its UTF-8 bytes, charged to `remaining`, a budget shared by the
/// parameters and every `ForEach` item of one decode (`SceneLimits.maxExpansion` beyond twice
/// the file's size, which the parameters' pass over the whole file may use). A file of
/// 100 KB whose strings are all `{p}{p}{p}…` stops there instead of growing without bound.
package struct ParameterSubstitution {
    package let values: [String: String]

    /// The budget ran out at `location`, in the member or element `path` below the node given to `apply`.
    package struct Exhausted: Error {
        package var location: SourceLocation
        package var path: String
    }

    private enum Step {
        case key(String)
        case index(Int)
    }

    package func apply(_ node: JSONNode, remaining: inout Int) throws(Exhausted) -> JSONNode {
        guard !values.isEmpty else { return node }
        var steps: [Step] = []
        return try apply(node, remaining: &remaining, steps: &steps)
    }

    private func apply(_ node: JSONNode, remaining: inout Int, steps: inout [Step]) throws(Exhausted) -> JSONNode {
        remaining -= 1
        guard remaining >= 0 else { throw exhausted(at: node, steps) }
        var node = node
        switch node.value {
        case .string(let text):
            guard Self.contains(UInt8(ascii: "{"), in: text) else { return node }
            if let value = wholeToken(text) {
                remaining -= value.utf8.count
                guard remaining >= 0 else { throw exhausted(at: node, steps) }
                node.value = .string(value)
                node.fromParameter = true
                return node
            }
            guard let result = substitute(text, remaining: &remaining) else { throw exhausted(at: node, steps) }
            node.value = .string(result)
        case .array(let elements):
            var result: [JSONNode] = []
            result.reserveCapacity(elements.count)
            for (index, element) in elements.enumerated() {
                steps.append(.index(index))
                result.append(try apply(element, remaining: &remaining, steps: &steps))
                steps.removeLast()
            }
            node.value = .array(result)
        case .object(let members):
            var result: [(key: String, value: JSONNode)] = []
            result.reserveCapacity(members.count)
            for member in members {
                steps.append(.key(member.key))
                result.append((member.key, try apply(member.value, remaining: &remaining, steps: &steps)))
                steps.removeLast()
            }
            node.value = .object(result)
        default: break
        }
        return node
    }

    private func exhausted(at node: JSONNode, _ steps: [Step]) -> Exhausted {
        let path = steps.map { step -> String in
            switch step {
            case .key(let key): return "." + key
            case .index(let index): return "[\(index)]"
            }
        }.joined()
        return Exhausted(location: node.location, path: path)
    }

    /// The value of the parameter when `text` is exactly one `{name}` token of a declared name.
    private func wholeToken(_ text: String) -> String? {
        let scalars = text.unicodeScalars
        guard scalars.count >= 2, scalars.first == "{", scalars.last == "}" else { return nil }
        let name = scalars.dropFirst().dropLast()
        guard !name.contains(where: { $0 == "{" || $0 == "}" }) else { return nil }
        return values[String(String.UnicodeScalarView(name))]
    }

    /// `text` with every token of a declared name replaced, in one pass from left to right.
    /// Works on UTF-8 bytes: `{` and `}` are ASCII, which no byte of another character equals,
    /// so a brace followed by a combining mark is still a brace. Nil when the result would be
    /// more than `remaining` bytes.
    private func substitute(_ text: String, remaining: inout Int) -> String? {
        let open = UInt8(ascii: "{"), close = UInt8(ascii: "}")
        let bytes = Array(text.utf8)
        remaining -= bytes.count
        guard remaining >= 0 else { return nil }
        var result: [UInt8] = []
        var copied = 0, position = 0
        while let start = Self.find(open, in: bytes, from: position) {
            let nameStart = start + 1
            let nextOpen = Self.find(open, in: bytes, from: nameStart), nextClose = Self.find(close, in: bytes, from: nameStart)
            guard let end = [nextOpen, nextClose].compactMap({ $0 }).min() else { break }
            // A `{` before any `}` means the first `{` opened no token: look again from there.
            position = end
            guard bytes[end] == close,
                  let value = values[String(decoding: bytes[nameStart..<end], as: UTF8.self)] else { continue }
            remaining -= value.utf8.count
            guard remaining >= 0 else { return nil }
            result.append(contentsOf: bytes[copied..<start])
            result.append(contentsOf: value.utf8)
            copied = end + 1
            position = copied
        }
        result.append(contentsOf: bytes[copied...])
        return String(decoding: result, as: UTF8.self)
    }

    /// Whether `text` holds `byte` (memchr over the UTF-8 storage when it is contiguous).
    private static func contains(_ byte: UInt8, in text: String) -> Bool {
        var text = text
        return text.withUTF8 { buffer in
            guard let base = buffer.baseAddress else { return false }
            return memchr(base, Int32(byte), buffer.count) != nil
        }
    }

    /// The index of the first `byte` at or after `start` (memchr: fast in a debug build too).
    private static func find(_ byte: UInt8, in bytes: [UInt8], from start: Int) -> Int? {
        guard start < bytes.count else { return nil }
        return bytes.withUnsafeBufferPointer { buffer -> Int? in
            guard let base = buffer.baseAddress, let found = memchr(base + start, Int32(byte), buffer.count - start) else { return nil }
            return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
        }
    }
}

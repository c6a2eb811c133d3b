import Foundation

import RenderLayout

/// A strict JSON parser (RFC 8259) that records each value's line and column, and refuses
/// documents nested deeper than `maxDepth` instead of overflowing the stack.
public struct JSONParser {
    public static let maxDepth = 256

    public struct SyntaxError: Error, Sendable {
        public var message: String
        public var location: SourceLocation
    }

    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var lineStart = 0
    private var depth = 0
    /// The last location computed, as a byte index on the line starting at `cachedLineStart`
    /// and its column there (1-based): the next location on the same line counts forward from
    /// it, so tracking stays linear however long a line is.
    private var cachedLineStart = 0
    private var cachedIndex = 0
    private var cachedColumn = 1
    /// The index of the file's first byte at or above 0x80 (its count when it has none): every
    /// byte before it is a whole character, so a column counts up to it without reading them.
    private let firstNonASCII: Int
    /// The members and elements read of the objects and arrays still open, innermost last:
    /// each object or array moves its own out once it closes, into an array of their number
    /// (appending to an array per object grew it once per member, a reallocation each).
    private let members = JSONMovingStack<(key: String, value: JSONNode)>()
    private let elements = JSONMovingStack<JSONNode>()
    /// The short ASCII strings made so far, by their bytes (`JSONShortStrings`).
    private let shortStrings = JSONShortStrings()
    /// Its slots, read without going through the object: a call on the object retained and
    /// released it for every string (measured, a release harness of the parser).
    private let shortStringSlots: UnsafeMutablePointer<JSONShortStrings.Slot>

    public static func parse(_ bytes: [UInt8]) throws(SyntaxError) -> JSONNode {
        var parser = JSONParser(bytes: bytes)
        // A UTF-8 byte order mark is allowed and skipped.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3; parser.lineStart = 3 }
        parser.skipWhitespace()
        let value = try parser.parseValue()
        parser.skipWhitespace()
        if parser.index < bytes.count { throw parser.error("unexpected \(parser.describeCurrent()) after the end of the document") }
        return value
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
        shortStringSlots = shortStrings.slots
        firstNonASCII = Self.firstNonASCII(in: bytes)
    }

    /// Eight bytes at a time, then byte by byte in the word that has a high bit.
    private static func firstNonASCII(in bytes: [UInt8]) -> Int {
        bytes.withUnsafeBytes { raw in
            var index = 0
            while index + 8 <= raw.count,
                  raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                index += 8
            }
            while index < raw.count, raw[index] < 0x80 { index += 1 }
            return index
        }
    }

    /// The line and column of `index`. Columns count characters, not bytes: UTF-8 continuation
    /// bytes are skipped. Counting resumes from the previous answer when it lies on the same
    /// line at or before `index`, so a document costs linear time in all, even on one line.
    /// Bytes before `firstNonASCII` count one column each without being read (an ASCII file's
    /// columns were 40 M instructions of the 40,201-view grid's 3.3 MB, docs/performance.md,
    /// "Fourteenth pass").
    private mutating func location() -> SourceLocation {
        let end = min(index, bytes.count)
        if cachedLineStart != lineStart || cachedIndex > end {
            cachedLineStart = lineStart
            cachedIndex = lineStart
            cachedColumn = 1
        }
        var column = cachedColumn
        var position = cachedIndex
        let plain = min(end, firstNonASCII)
        if position < plain {
            column += plain - position
            position = plain
        }
        while position < end {
            if bytes[position] & 0xC0 != 0x80 { column += 1 }
            position += 1
        }
        cachedIndex = end
        cachedColumn = column
        return SourceLocation(line: line, column: column)
    }

    private mutating func error(_ message: String) -> SyntaxError {
        SyntaxError(message: message, location: location())
    }

    private func describeCurrent() -> String {
        guard index < bytes.count else { return "end of file" }
        let byte = bytes[index]
        if byte >= 0x20 && byte < 0x7F { return "'\(Character(UnicodeScalar(byte)))'" }
        return String(format: "byte 0x%02X", byte)
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0D: index += 1
            case 0x0A:
                index += 1
                line += 1
                lineStart = index
            default: return
            }
        }
    }

    private mutating func parseValue() throws(SyntaxError) -> JSONNode {
        let start = location()
        guard index < bytes.count else { throw error("unexpected end of file; expected a value") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return JSONNode(value: try parseObject(), location: start)
        case UInt8(ascii: "["): return JSONNode(value: try parseArray(), location: start)
        case UInt8(ascii: "\""): return JSONNode(value: .string(try parseString()), location: start)
        case UInt8(ascii: "t"): try literal("true"); return JSONNode(value: .bool(true), location: start)
        case UInt8(ascii: "f"): try literal("false"); return JSONNode(value: .bool(false), location: start)
        case UInt8(ascii: "n"): try literal("null"); return JSONNode(value: .null, location: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return JSONNode(value: .number(try parseNumber()), location: start)
        default:
            throw error("unexpected \(describeCurrent()); expected a value")
        }
    }

    private mutating func literal(_ word: String) throws(SyntaxError) {
        for byte in word.utf8 {
            guard index < bytes.count, bytes[index] == byte else { throw error("invalid literal; expected '\(word)'") }
            index += 1
        }
    }

    private mutating func enter() throws(SyntaxError) {
        depth += 1
        if depth > Self.maxDepth { throw error("nesting deeper than \(Self.maxDepth) levels") }
    }

    private mutating func parseObject() throws(SyntaxError) -> JSONNode.Value {
        try enter()
        index += 1
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            depth -= 1
            return .object([])
        }
        let start = members.count
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                throw error("unexpected \(describeCurrent()); expected a member name in double quotes")
            }
            let key = try parseString()
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                throw error("unexpected \(describeCurrent()); expected ':' after \"\(key)\"")
            }
            index += 1
            skipWhitespace()
            members.append((key, try parseValue()))
            skipWhitespace()
            guard index < bytes.count else { throw error("unexpected end of file; expected ',' or '}'") }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "}") { index += 1; break }
            throw error("unexpected \(describeCurrent()); expected ',' or '}'")
        }
        depth -= 1
        return .object(members.removeAll(from: start))
    }

    private mutating func parseArray() throws(SyntaxError) -> JSONNode.Value {
        try enter()
        index += 1
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            depth -= 1
            return .array([])
        }
        let start = elements.count
        while true {
            skipWhitespace()
            elements.append(try parseValue())
            skipWhitespace()
            guard index < bytes.count else { throw error("unexpected end of file; expected ',' or ']'") }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "]") { index += 1; break }
            throw error("unexpected \(describeCurrent()); expected ',' or ']'")
        }
        depth -= 1
        return .array(elements.removeAll(from: start))
    }

    private mutating func parseString() throws(SyntaxError) -> String {
        index += 1
        // Most strings (keys, names, labels) have no escape: find the closing quote, then make
        // the String from that byte slice at once, which validates the UTF-8 in one pass.
        // An ASCII slice (the bytes' union has no high bit) is valid UTF-8 as it stands, and is
        // made without `String(validating:)`, whose generic code looks up two types' metadata
        // for every string (measured: 75,000 lookups, about 650 instructions a string).
        let start = index
        var end = start
        var union: UInt8 = 0
        while end < bytes.count {
            let byte = bytes[end]
            if byte == UInt8(ascii: "\"") {
                let text = bytes.withUnsafeBufferPointer { buffer -> String? in
                    let slice = UnsafeBufferPointer(rebasing: buffer[start..<end])
                    guard union < 0x80 else { return String(validating: slice, as: UTF8.self) }
                    // A key or a name such as "type", "Text", "orange": the string made the
                    // last time these bytes were read, if any (most keys of a scene repeat).
                    if slice.count <= JSONShortStrings.maxLength { return JSONShortStrings.string(buffer, start..<end, in: shortStringSlots) }
                    return String(decoding: slice, as: UTF8.self)
                }
                guard let text else { break }
                index = end + 1
                return text
            }
            if byte == UInt8(ascii: "\\") || byte < 0x20 { break }
            union |= byte
            end += 1
        }
        // An escape, a control character, invalid UTF-8 or no closing quote: the general path,
        // which also reports the error at its byte.
        return try parseEscapedString()
    }

    private mutating func parseEscapedString() throws(SyntaxError) -> String {
        var scalars = String.UnicodeScalarView()
        var run: [UInt8] = []
        func flush() -> Bool {
            guard !run.isEmpty else { return true }
            guard let text = String(validating: run, as: UTF8.self) else { return false }
            scalars.append(contentsOf: text.unicodeScalars)
            run.removeAll(keepingCapacity: true)
            return true
        }
        while true {
            guard index < bytes.count else { throw error("unterminated string") }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                index += 1
                guard flush() else { throw error("string is not valid UTF-8") }
                return String(scalars)
            }
            if byte < 0x20 { throw error("control character in string; write it as an escape such as \\n") }
            if byte != UInt8(ascii: "\\") {
                run.append(byte)
                index += 1
                continue
            }
            guard flush() else { throw error("string is not valid UTF-8") }
            index += 1
            guard index < bytes.count else { throw error("unterminated string") }
            let escape = bytes[index]
            index += 1
            switch escape {
            case UInt8(ascii: "\""): scalars.append("\"")
            case UInt8(ascii: "\\"): scalars.append("\\")
            case UInt8(ascii: "/"): scalars.append("/")
            case UInt8(ascii: "b"): scalars.append("\u{08}")
            case UInt8(ascii: "f"): scalars.append("\u{0C}")
            case UInt8(ascii: "n"): scalars.append("\n")
            case UInt8(ascii: "r"): scalars.append("\r")
            case UInt8(ascii: "t"): scalars.append("\t")
            case UInt8(ascii: "u"):
                var code = try hex4()
                if (0xD800...0xDBFF).contains(code) {
                    guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                        throw error("unpaired surrogate in \\u escape")
                    }
                    index += 2
                    let low = try hex4()
                    guard (0xDC00...0xDFFF).contains(low) else { throw error("unpaired surrogate in \\u escape") }
                    code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                }
                guard let scalar = Unicode.Scalar(code) else { throw error("invalid \\u escape") }
                scalars.append(scalar)
            default:
                index -= 1
                throw error("invalid escape \\\(describeCurrent().trimmingQuotes)")
            }
        }
    }

    private mutating func hex4() throws(SyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard index < bytes.count, let digit = Self.hexValue(bytes[index]) else { throw error("expected four hex digits after \\u") }
            value = value * 16 + digit
            index += 1
        }
        return value
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }

    private mutating func parseNumber() throws(SyntaxError) -> Double {
        let start = index
        func digits() -> Int {
            let begin = index
            while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") { index += 1 }
            return index - begin
        }
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard index < bytes.count else { throw error("invalid number") }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
        } else if digits() == 0 {
            throw error("invalid number")
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { throw error("invalid number: digits expected after '.'") }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard digits() > 0 else { throw error("invalid number: digits expected in the exponent") }
        }
        if let value = Self.shortDecimal(bytes, start..<index) { return value }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            index = start
            throw error("number \(text) is out of range")
        }
        return value
    }
}

extension JSONParser {
    /// Powers of ten a `Double` holds exactly (10²² is the last; 10¹⁵ is the largest used).
    private static let exactPowersOfTen: [Double] = (0...22).map { (0..<$0).reduce(1.0) { value, _ in value * 10 } }

    /// A number written with at most 15 digits and no exponent (`4`, `-12`, `0.25`): its digits
    /// as a whole number (below 2⁵³) over a power of ten (at most 10¹⁵).
    /// Both are exact doubles, and one division rounds correctly, so the value is the one
    /// `Double(text)` reads (Clinger's fast path), without making the text and calling `strtod`
    /// (about 900 instructions a number). Anything else: nil, and the general path reads it.
    static func shortDecimal(_ bytes: [UInt8], _ range: Range<Int>) -> Double? {
        bytes.withUnsafeBufferPointer { buffer -> Double? in
            var position = range.lowerBound
            let negative = buffer[position] == UInt8(ascii: "-")
            if negative { position += 1 }
            var mantissa: UInt64 = 0
            var digits = 0
            var fraction = -1
            while position < range.upperBound {
                let byte = buffer[position]
                if byte == UInt8(ascii: ".") {
                    fraction = 0
                } else if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
                    // A 16th digit (leading zeros count, to keep this simple): not short.
                    guard digits < 15 else { return nil }
                    mantissa = mantissa * 10 + UInt64(byte - UInt8(ascii: "0"))
                    digits += 1
                    if fraction >= 0 { fraction += 1 }
                } else {
                    return nil
                }
                position += 1
            }
            let magnitude = fraction > 0 ? Double(mantissa) / exactPowersOfTen[fraction] : Double(mantissa)
            return negative ? -magnitude : magnitude
        }
    }
}

/// The members or elements of the objects and arrays being parsed, in one buffer for the whole
/// document (`JSONParser.parseObject`, `parseArray`).
///
/// 1. A member or element read is appended (moved in).
/// 2. When its object or array closes, those from its start on are moved out, in order, into
///    an array of their number, and the stack ends where they began.
/// What is still in it when parsing stops at an error is released with it.
final class JSONMovingStack<Element> {
    private var base: UnsafeMutablePointer<Element>
    private var capacity = 64
    private(set) var count = 0

    init() {
        base = .allocate(capacity: capacity)
    }

    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }

    func append(_ element: consuming Element) {
        if count == capacity { grow() }
        (base + count).initialize(to: element)
        count += 1
    }

    /// The elements from `start` on, moved out in order; the stack then holds `start`.
    func removeAll(from start: Int) -> [Element] {
        precondition(start >= 0 && start <= count, "the parser's stack has \(count) values, not \(start)")
        let moved = count - start
        guard moved > 0 else { return [] }
        // Reserved, then appended: `Array(unsafeUninitializedCapacity:)` reached the stdlib's
        // unspecialised buffer initialiser, which looked up the storage class's generic
        // metadata for every array (about 60 M instructions for the 40k-view grid's 160,000).
        var result: [Element] = []
        result.reserveCapacity(moved)
        for offset in start..<count { result.append((base + offset).move()) }
        count = start
        return result
    }

    private func grow() {
        let larger = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
        larger.moveInitialize(from: base, count: count)
        base.deallocate()
        base = larger
        capacity *= 2
    }
}

/// The short ASCII strings one parse has made, found again by their bytes (interning), so that a
/// key or name read again is not made again: making a string from bytes (`String(decoding:)`,
/// which checks the bytes are ASCII and copies them) was about 157 instructions a string in
/// release, 11.8 M of the 10,051-view grid's parse (docs/performance.md, "Twenty-second pass").
///
/// 1. A string of at most 15 bytes, all ASCII (a small string: no allocation of its own), is
///    read as two words, its bytes in order and zeros after them, with its length.
/// 2. The words and the length pick one slot of 256 (a multiplicative hash).
/// 3. A slot holding the same words and length holds the same bytes: its string is the answer.
///    Otherwise the string is made from the bytes and kept in the slot, over what it held.
/// The answer is always the string the bytes make: the table only saves making it again.
final class JSONShortStrings {
    static let maxLength = 15
    private static let slotCount = 256

    struct Slot {
        var low: UInt64 = 0
        var high: UInt64 = 0
        /// 0: empty (the empty string is never kept).
        var length = 0
        var text = ""
    }

    let slots: UnsafeMutablePointer<Slot>

    init() {
        slots = .allocate(capacity: Self.slotCount)
        slots.initialize(repeating: Slot(), count: Self.slotCount)
    }

    deinit {
        slots.deinitialize(count: Self.slotCount)
        slots.deallocate()
    }

    /// The string of `buffer[range]`, at most `maxLength` ASCII bytes, found in or kept in
    /// `slots` (a table's `slots`).
    @inline(__always)
    static func string(_ buffer: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, in slots: UnsafeMutablePointer<Slot>) -> String {
        let length = range.count
        guard length > 0 else { return "" }
        var low: UInt64 = 0, high: UInt64 = 0
        if range.lowerBound + 16 <= buffer.count {
            // Two loads, the bytes past the string masked off.
            let raw = UnsafeRawPointer(buffer.baseAddress! + range.lowerBound)
            low = raw.loadUnaligned(as: UInt64.self)
            if length < 8 { low &= (1 << UInt64(8 * length)) - 1 }
            if length > 8 { high = raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self) & ((1 << UInt64(8 * (length - 8))) - 1) }
        } else {
            for index in 0..<length {
                let byte = UInt64(buffer[range.lowerBound + index])
                if index < 8 { low |= byte << UInt64(8 * index) } else { high |= byte << UInt64(8 * (index - 8)) }
            }
        }
        let mixed = (low ^ (high &* 0x9E37_79B9_7F4A_7C15) ^ UInt64(length)) &* 0xBF58_476D_1CE4_E5B9
        let slot = slots + Int(truncatingIfNeeded: mixed >> 56)
        if slot.pointee.length == length && slot.pointee.low == low && slot.pointee.high == high {
            return slot.pointee.text
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: buffer[range]), as: UTF8.self)
        slot.pointee = Slot(low: low, high: high, length: length, text: text)
        return text
    }
}

private extension String {
    var trimmingQuotes: String { filter { $0 != "'" } }
}

import Foundation

/// Reads `SymbolPaths.txt`, the symbol library's data (the file's header gives the format).
///
/// 1. Lines are read in order; empty lines and lines starting with `#` are skipped.
/// 2. A line that is not indented names a symbol; names come in sorted order, each once.
/// 3. An indented line is one part of the symbol named last: `fill` or `stroke WIDTH`, then the
///    flags `evenodd`, `erase`, `dashed`, then `:` and the path.
/// 4. A path is a list of commands, each a letter and its numbers: M and L take 2, C 6, A and N 5
///    (`.arc`, `.arcNegative`), Z none. Numbers are read as `strtod` reads them in the C locale,
///    correctly rounded, so the shortest form Swift prints a value in reads back to the same bits.
/// A line that breaks a rule is reported in `problems` and left out, never trapped on: the data is
/// the project's own, and `SymbolLibraryTests` requires it to read without one.
///
/// The reader walks the bytes rather than splitting Strings, and reads most numbers without
/// `strtod` (`number(in:_:)`): the file holds some 9,000 numbers, and String slicing, then
/// glibc's `strtod` alone, made reading it cost as much as the rest of a small render.
enum SymbolPaths {
    struct Contents {
        var table: [String: [SymbolPart]] = [:]
        var problems: [String] = []
    }

    struct Problem: Error {
        var reason: String
    }

    /// The number `word` spells, as `strtod` reads it (in the C locale, which `parse` sets), or
    /// nil when not all of it is a finite number. `bytes` must end with a byte that cannot
    /// continue a number (the reader adds a 0).
    ///
    /// A plain decimal whose digits make an integer up to 2^53 (most of the file) is read here:
    /// that integer divided by a power of ten up to 10^22, both exact doubles, in one correctly
    /// rounded division, is the correctly rounded value, the double `strtod` gives (Clinger's fast
    /// path). Anything else goes to `strtod`.
    static func number(in bytes: UnsafeBufferPointer<UInt8>, _ word: Range<Int>) -> Double? {
        var i = word.lowerBound
        let negative = i < word.upperBound && bytes[i] == UInt8(ascii: "-")
        if negative { i += 1 }
        var mantissa: UInt64 = 0, significant = 0, decimals = 0, digits = 0
        var point = false, plain = true
        while i < word.upperBound && plain {
            let byte = bytes[i]
            if byte == UInt8(ascii: "."), !point {
                point = true
            } else if byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
                digits += 1
                if mantissa > 0 || byte != UInt8(ascii: "0") { significant += 1 }
                // Wraps only past 19 significant digits, where the value is not used.
                mantissa = mantissa &* 10 &+ UInt64(byte - UInt8(ascii: "0"))
                if point { decimals += 1 }
            } else {
                plain = false
            }
            i += 1
        }
        if plain, digits > 0, significant <= 19, mantissa <= 1 << 53, decimals < exactPowersOfTen.count {
            let value = Double(mantissa) / exactPowersOfTen[decimals]
            return negative ? -value : value
        }
        guard let base = bytes.baseAddress, !word.isEmpty else { return nil }
        let first = UnsafeMutableRawPointer(mutating: base + word.lowerBound).assumingMemoryBound(to: CChar.self)
        var stop: UnsafeMutablePointer<CChar>?
        let value = strtod(first, &stop)
        guard stop == first + word.count, value.isFinite else { return nil }
        return value
    }

    /// 10^0 … 10^22: the powers of ten a double holds exactly.
    private static let exactPowersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
        1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ]

    static func parse(_ bytes: [UInt8]) -> Contents {
        // This thread reads numbers in the C locale, so a decimal point is a point whatever the
        // user's locale (`strtod_l`, which takes the locale, is a GNU extension Swift cannot see).
        guard let locale = newlocale(Int32(1 << LC_NUMERIC), "C", nil) else {
            return Contents(problems: ["no C locale to read numbers in"])
        }
        let previous = uselocale(locale)
        defer {
            uselocale(previous)
            freelocale(locale)
        }
        // `strtod` reads until a character that cannot continue a number: end with one.
        return (bytes + [0]).withUnsafeBufferPointer { buffer in
            SymbolPathReader(bytes: buffer).read()
        }
    }
}

/// One pass over the file's bytes (terminated by a 0), line by line.
private struct SymbolPathReader {
    let bytes: UnsafeBufferPointer<UInt8>

    func read() -> SymbolPaths.Contents {
        var contents = SymbolPaths.Contents()
        var name: String?
        var start = 0, lineNumber = 0
        let end = bytes.count - 1
        while start < end {
            var stop = start
            while stop < end && bytes[stop] != UInt8(ascii: "\n") { stop += 1 }
            lineNumber += 1
            defer { start = stop + 1 }
            if stop == start || bytes[start] == UInt8(ascii: "#") { continue }
            if bytes[start] == UInt8(ascii: " ") {
                guard let name else {
                    contents.problems.append("line \(lineNumber): a part before any symbol name")
                    continue
                }
                switch part(start..<stop) {
                case .success(let part): contents.table[name, default: []].append(part)
                case .failure(let problem): contents.problems.append("line \(lineNumber) (\(name)): \(problem.reason)")
                }
            } else {
                let line = text(start..<stop)
                if let previous = name, previous >= line {
                    let problem = "\(line) is out of order or repeated (after \(previous))"
                    contents.problems.append("line \(lineNumber): \(problem)")
                    name = nil
                    continue
                }
                name = line
                contents.table[line] = []
            }
        }
        for (symbol, parts) in contents.table where parts.isEmpty {
            contents.problems.append("\(symbol) has no parts")
            contents.table[symbol] = nil
        }
        return contents
    }

    /// One part line: `  fill evenodd: M … Z`, `  stroke 0.08 erase: M …`.
    private func part(_ line: Range<Int>) -> Result<SymbolPart, SymbolPaths.Problem> {
        guard let colon = line.first(where: { bytes[$0] == UInt8(ascii: ":") }) else {
            return .failure(.init(reason: "no ':' between the style and the path"))
        }
        var words = Words(bytes: bytes, position: line.lowerBound, end: colon)
        let style: SymbolPart.Style
        switch words.next().map(text) {
        case "fill":
            style = .fill
        case "stroke":
            guard let width = words.next().flatMap(number), width > 0 else {
                return .failure(.init(reason: "a stroke needs a positive width"))
            }
            style = .stroke(lineWidth: width)
        default:
            return .failure(.init(reason: "a part starts with fill or stroke"))
        }
        var evenOdd = false, knockout = false, dashed = false
        while let flag = words.next().map(text) {
            switch flag {
            case "evenodd": evenOdd = true
            case "erase": knockout = true
            case "dashed": dashed = true
            default: return .failure(.init(reason: "unknown flag \(flag)"))
            }
        }
        return path(colon + 1..<line.upperBound).map { commands in
            SymbolPart(commands: commands, style: style, evenOdd: evenOdd, knockout: knockout, dashed: dashed)
        }
    }

    private func path(_ range: Range<Int>) -> Result<[SymbolPathCommand], SymbolPaths.Problem> {
        var words = Words(bytes: bytes, position: range.lowerBound, end: range.upperBound)
        var commands: [SymbolPathCommand] = []
        commands.reserveCapacity(16)
        var v = [Double](repeating: 0, count: 6)
        while let token = words.next() {
            let letter = token.count == 1 ? bytes[token.lowerBound] : 0
            let count: Int
            switch letter {
            case UInt8(ascii: "M"), UInt8(ascii: "L"): count = 2
            case UInt8(ascii: "C"): count = 6
            case UInt8(ascii: "A"), UInt8(ascii: "N"): count = 5
            case UInt8(ascii: "Z"): count = 0
            default: return .failure(.init(reason: "unknown path command \(text(token))"))
            }
            for index in 0..<count {
                guard let word = words.next() else {
                    return .failure(.init(reason: "\(text(token)) takes \(count) numbers"))
                }
                guard let value = number(word) else {
                    return .failure(.init(reason: "\(text(word)) is not a number (in \(text(token)))"))
                }
                v[index] = value
            }
            switch letter {
            case UInt8(ascii: "M"): commands.append(.move(v[0], v[1]))
            case UInt8(ascii: "L"): commands.append(.line(v[0], v[1]))
            case UInt8(ascii: "C"): commands.append(.curve(v[0], v[1], v[2], v[3], v[4], v[5]))
            case UInt8(ascii: "A"): commands.append(.arc(cx: v[0], cy: v[1], r: v[2], start: v[3], end: v[4]))
            case UInt8(ascii: "N"): commands.append(.arcNegative(cx: v[0], cy: v[1], r: v[2], start: v[3], end: v[4]))
            default: commands.append(.close)
            }
        }
        guard !commands.isEmpty else { return .failure(.init(reason: "an empty path")) }
        return .success(commands)
    }

    private func number(_ word: Range<Int>) -> Double? { SymbolPaths.number(in: bytes, word) }

    private func text(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }
}

/// The space-separated words of part of a line, as ranges of the file's bytes, one at a time.
private struct Words: IteratorProtocol {
    let bytes: UnsafeBufferPointer<UInt8>
    var position: Int
    let end: Int

    mutating func next() -> Range<Int>? {
        while position < end && bytes[position] == UInt8(ascii: " ") { position += 1 }
        let start = position
        while position < end && bytes[position] != UInt8(ascii: " ") { position += 1 }
        return position > start ? start..<position : nil
    }
}

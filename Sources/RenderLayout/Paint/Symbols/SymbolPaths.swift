/// Reads `SymbolPaths.txt`, the symbol library's data (the file's header gives the format).
///
/// 1. Lines are read in order; empty lines and lines starting with `#` are skipped.
/// 2. A line that is not indented names a symbol; names come in sorted order, each once.
/// 3. An indented line is one part of the symbol named last: `fill` or `stroke WIDTH`, then the
///    flags `evenodd`, `erase`, `dashed`, then `: ` and the path.
/// 4. A path is a list of commands, each a letter and its numbers: M and L take 2, C 6, A and N 5
///    (`.arc`, `.arcNegative`), Z none. Numbers are read with `Double(_:)`, which rounds
///    correctly, so the shortest form Swift prints a value in reads back to the same bits.
/// A line that breaks a rule is reported in `problems` and left out, never trapped on: the data is
/// the project's own, and `SymbolLibraryTests` requires it to read without one.
enum SymbolPaths {
    struct Contents {
        var table: [String: [SymbolPart]] = [:]
        var problems: [String] = []
    }

    static func parse(_ bytes: [UInt8]) -> Contents {
        var contents = Contents()
        var name: String?
        let lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        for (index, bytes) in lines.enumerated() {
            let line = String(decoding: bytes, as: UTF8.self)
            if line.isEmpty || line.hasPrefix("#") { continue }
            if line.hasPrefix(" ") {
                guard let name else {
                    contents.problems.append("line \(index + 1): a part before any symbol name")
                    continue
                }
                switch part(line) {
                case .success(let part): contents.table[name, default: []].append(part)
                case .failure(let problem): contents.problems.append("line \(index + 1) (\(name)): \(problem.reason)")
                }
            } else {
                if let previous = name, previous >= line {
                    contents.problems.append("line \(index + 1): \(line) is out of order or repeated (after \(previous))")
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

    struct Problem: Error {
        var reason: String
    }

    /// One part line: `  fill evenodd: M … Z`, `  stroke 0.08 erase: M …`.
    private static func part(_ line: String) -> Result<SymbolPart, Problem> {
        let pieces = line.split(separator: ":", maxSplits: 1)
        guard pieces.count == 2 else { return .failure(Problem(reason: "no ':' between the style and the path")) }
        var words = pieces[0].split(separator: " ")[...]
        let style: SymbolPart.Style
        switch words.popFirst() {
        case "fill":
            style = .fill
        case "stroke":
            guard let width = words.popFirst().flatMap({ Double($0) }), width > 0, width.isFinite else {
                return .failure(Problem(reason: "a stroke needs a positive width"))
            }
            style = .stroke(lineWidth: width)
        default:
            return .failure(Problem(reason: "a part starts with fill or stroke"))
        }
        var evenOdd = false, knockout = false, dashed = false
        for flag in words {
            switch flag {
            case "evenodd": evenOdd = true
            case "erase": knockout = true
            case "dashed": dashed = true
            default: return .failure(Problem(reason: "unknown flag \(flag)"))
            }
        }
        return path(pieces[1]).map { commands in
            SymbolPart(commands: commands, style: style, evenOdd: evenOdd, knockout: knockout, dashed: dashed)
        }
    }

    private static func path(_ text: Substring) -> Result<[SymbolPathCommand], Problem> {
        var tokens = text.split(separator: " ")[...]
        var commands: [SymbolPathCommand] = []
        while let letter = tokens.popFirst() {
            let count: Int
            switch letter {
            case "M", "L": count = 2
            case "C": count = 6
            case "A", "N": count = 5
            case "Z": count = 0
            default: return .failure(Problem(reason: "unknown path command \(letter)"))
            }
            var v: [Double] = []
            while v.count < count, let token = tokens.popFirst() {
                guard let value = Double(token), value.isFinite else {
                    return .failure(Problem(reason: "\(token) is not a number (in \(letter))"))
                }
                v.append(value)
            }
            guard v.count == count else { return .failure(Problem(reason: "\(letter) takes \(count) numbers")) }
            switch letter {
            case "M": commands.append(.move(v[0], v[1]))
            case "L": commands.append(.line(v[0], v[1]))
            case "C": commands.append(.curve(v[0], v[1], v[2], v[3], v[4], v[5]))
            case "A": commands.append(.arc(cx: v[0], cy: v[1], r: v[2], start: v[3], end: v[4]))
            case "N": commands.append(.arcNegative(cx: v[0], cy: v[1], r: v[2], start: v[3], end: v[4]))
            default: commands.append(.close)
            }
        }
        guard !commands.isEmpty else { return .failure(Problem(reason: "an empty path")) }
        return .success(commands)
    }
}

/// The nesting limits checked before swift-syntax reads a file, in one pass over its scalars:
/// past them the parser takes quadratic time to explain missing brackets, recurses without
/// bound in its lookahead, or (square brackets) doubles its time at each level.
///
/// 1. Brackets `(`, `[`, `{` and generic angles nest at most `SwiftProgram.maxNesting` deep,
///    counted as swift-syntax counts them. A `<` right after a name (`Array<`) opens a generic
///    argument list; one that is a comparison (`a<b`) is forgotten at the end of its line or
///    statement.
/// 2. Square brackets nest at most `SwiftProgram.maxSquareNesting` deep.
/// 3. `#if` opens a level and `#endif` closes it, as in the parser.
/// 4. Comments and string literals do not count (`Text("[[[")`); code interpolated into a
///    string does.
/// 5. Tokens are counted as swift-syntax will lex them, near enough: a run of name characters
///    (letters, digits, `_`, `$`, anything not ASCII) or of operator characters is one, any
///    other character outside comments and string literals one, a string literal three (its
///    quotes and its text) plus its interpolations' code. Past `tokenLimit` the scan stops at
///    the token that crosses it (the file's and the module's token budgets, `EvaluationBudget`).
/// Lines end at LF, CRLF or CR, as swift-syntax ends them; columns count scalars.
enum NestingScan {
    static func firstTooDeep(_ source: String) -> (line: Int, column: Int, message: String)? {
        scan(source, tokenLimit: .max).tooDeep
    }

    struct Result {
        /// Where the file first nests too deep, with the message to give.
        var tooDeep: (line: Int, column: Int, message: String)?
        /// The tokens counted (up to the place of `tooDeep` or `overBudget`).
        var tokens = 0
        /// The place of the token past `tokenLimit`.
        var overBudget: (line: Int, column: Int)?
    }

    static func scan(_ source: String, tokenLimit: Int) -> Result {
        var result = Result()
        // Kind of the token being read: 0 none (after a space), 1 a name, 2 an operator.
        var run: UInt8 = 0
        let tooDeep = "brackets (and #if blocks) are nested more than \(SwiftProgram.maxNesting) levels deep"
        let scalars = Array(source.unicodeScalars)
        var depth = 0, angles = 0, squares = 0, line = 1, column = 0
        // The string literal being read, and the strings whose interpolations are open (with
        // the parentheses opened inside each).
        var string: (multiline: Bool, hashes: Int)?
        var interpolations: [(multiline: Bool, hashes: Int, parens: Int)] = []
        var previous: Unicode.Scalar = " "
        var index = 0
        func at(_ offset: Int) -> Unicode.Scalar? { index + offset < scalars.count ? scalars[index + offset] : nil }
        func hashes(from start: Int) -> Int {
            var count = 0
            while start + count < scalars.count, scalars[start + count] == "#" { count += 1 }
            return count
        }
        /// The identifier at `start` (`if`, `endif`), if it is one of a few letters.
        func word(from start: Int) -> String? {
            var end = start
            while end < scalars.count, end - start < 6, scalars[end].properties.isAlphabetic { end += 1 }
            guard end > start, end - start < 6, end >= scalars.count || !(scalars[end].properties.isAlphabetic || scalars[end] == "_" || ("0"..."9").contains(scalars[end])) else { return nil }
            return String(String.UnicodeScalarView(scalars[start..<end]))
        }
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "\n" || scalar == "\r" {
                if scalar == "\r", at(1) == "\n" { index += 1 }
                index += 1
                line += 1; column = 0; angles = 0; previous = " "; run = 0
                continue
            }
            column += 1
            if let open = string {
                if scalar == "\\", hashes(from: index + 1) == open.hashes, at(open.hashes + 1) == "(" {
                    run = 0
                    interpolations.append((open.multiline, open.hashes, 0))
                    string = nil
                    index += open.hashes + 2
                    column += open.hashes + 1
                } else if scalar == "\\" {
                    index += 1
                    if at(0) != "\n", at(0) != "\r" { index += 1; column += 1 }
                } else if scalar == "\"", !open.multiline || (at(1) == "\"" && at(2) == "\""),
                          hashes(from: index + (open.multiline ? 3 : 1)) >= open.hashes {
                    let length = (open.multiline ? 3 : 1) + open.hashes
                    result.tokens += 2
                    run = 0
                    string = nil
                    index += length
                    column += length - 1
                } else {
                    index += 1
                }
                continue
            }
            // Step 5 (a comment's start is no token).
            if !(scalar == "/" && (at(1) == "/" || at(1) == "*")) {
                let value = scalar.value
                let kind: UInt8
                switch value {
                case 0x20, 0x09, 0x0B, 0x0C, 0x00: kind = 0
                case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x5F, 0x24, 0x80...: kind = 1
                case 0x2F, 0x3D, 0x2D, 0x2B, 0x21, 0x2A, 0x25, 0x3C, 0x3E, 0x26, 0x7C, 0x5E, 0x7E, 0x3F, 0x2E: kind = 2
                default: kind = 3
                }
                if kind == 3 || (kind != 0 && kind != run) {
                    result.tokens += 1
                    if result.tokens > tokenLimit {
                        result.overBudget = (line, column)
                        return result
                    }
                }
                run = kind
            }
            switch scalar {
            case "/" where at(1) == "/":
                while index < scalars.count, scalars[index] != "\n", scalars[index] != "\r" { index += 1 }
                run = 0
                continue
            case "/" where at(1) == "*":
                var open = 0
                repeat {
                    if scalars[index] == "/", at(1) == "*" { open += 1; index += 2; column += 2; continue }
                    if scalars[index] == "*", at(1) == "/" { open -= 1; index += 2; column += 2; continue }
                    if scalars[index] == "\n" || scalars[index] == "\r" {
                        if scalars[index] == "\r", at(1) == "\n" { index += 1 }
                        line += 1; column = 0
                    } else {
                        column += 1
                    }
                    index += 1
                } while open > 0 && index < scalars.count
                run = 0
                continue
            case "#", "\"":
                let count = hashes(from: index)
                // `#if` … `#endif` nest like brackets in the parser (and cost as much to explain).
                if count == 1, let directive = word(from: index + 1) {
                    if directive == "if" {
                        depth += 1
                        if depth + angles > SwiftProgram.maxNesting { result.tooDeep = (line, column, tooDeep); return result }
                    } else if directive == "endif" {
                        depth = max(0, depth - 1)
                    }
                }
                if at(count) == "\"" {
                    let multiline = at(count + 1) == "\"" && at(count + 2) == "\""
                    string = (multiline, count)
                    let length = count + (multiline ? 3 : 1)
                    index += length
                    column += length - 1
                    continue
                }
            case "(", "[", "{":
                if scalar == "(", !interpolations.isEmpty { interpolations[interpolations.count - 1].parens += 1 }
                depth += 1
                if depth + angles > SwiftProgram.maxNesting { result.tooDeep = (line, column, tooDeep); return result }
                if scalar == "[" {
                    squares += 1
                    if squares > SwiftProgram.maxSquareNesting {
                        result.tooDeep = (line, column, "square brackets are nested more than \(SwiftProgram.maxSquareNesting) levels deep (each level doubles the parser's time)")
                        return result
                    }
                }
            case ")" where interpolations.last?.parens == 0:
                // The end of an interpolation: back into its string.
                let closed = interpolations.removeLast()
                string = (closed.multiline, closed.hashes)
            case ")", "]", "}":
                if scalar == ")", !interpolations.isEmpty { interpolations[interpolations.count - 1].parens -= 1 }
                depth = max(0, depth - 1)
                if scalar == "]" { squares = max(0, squares - 1) }
            case "<" where previous.properties.isAlphabetic || ("0"..."9").contains(previous) || previous == "_"
                || previous == ">" || previous == "?" || previous == "<":
                angles += 1
                if depth + angles > SwiftProgram.maxNesting { result.tooDeep = (line, column, tooDeep); return result }
            case ">" where previous != "-": angles = max(0, angles - 1)
            case ";", "=": angles = 0
            default: break
            }
            previous = scalar
            index += 1
        }
        return result
    }
}

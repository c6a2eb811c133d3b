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
/// Lines end at LF, CRLF or CR, as swift-syntax ends them; columns count scalars.
enum NestingScan {
    static func firstTooDeep(_ source: String) -> (line: Int, column: Int, message: String)? {
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
                line += 1; column = 0; angles = 0; previous = " "
                continue
            }
            column += 1
            if let open = string {
                if scalar == "\\", hashes(from: index + 1) == open.hashes, at(open.hashes + 1) == "(" {
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
                    string = nil
                    index += length
                    column += length - 1
                } else {
                    index += 1
                }
                continue
            }
            switch scalar {
            case "/" where at(1) == "/":
                while index < scalars.count, scalars[index] != "\n", scalars[index] != "\r" { index += 1 }
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
                continue
            case "#", "\"":
                let count = hashes(from: index)
                // `#if` … `#endif` nest like brackets in the parser (and cost as much to explain).
                if count == 1, let directive = word(from: index + 1) {
                    if directive == "if" {
                        depth += 1
                        if depth + angles > SwiftProgram.maxNesting { return (line, column, tooDeep) }
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
                if depth + angles > SwiftProgram.maxNesting { return (line, column, tooDeep) }
                if scalar == "[" {
                    squares += 1
                    if squares > SwiftProgram.maxSquareNesting {
                        return (line, column, "square brackets are nested more than \(SwiftProgram.maxSquareNesting) levels deep (each level doubles the parser's time)")
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
                if depth + angles > SwiftProgram.maxNesting { return (line, column, tooDeep) }
            case ">" where previous != "-": angles = max(0, angles - 1)
            case ";", "=": angles = 0
            default: break
            }
            previous = scalar
            index += 1
        }
        return nil
    }
}

/// The value of an `alignmentGuide`: a number, or an arithmetic expression over the view's own
/// dimensions — `width`, `height`, the guide names (`leading`, `centerX`, `trailing`, `top`,
/// `centerY`, `bottom`, `firstTextBaseline`, `lastTextBaseline`), numbers, `+ - * /` and
/// parentheses — as SwiftUI's `computeValue: { d in d.height / 2 }` closure.
public indirect enum GuideExpression: Hashable, Sendable {
    case number(Double)
    case name(String)
    case negate(GuideExpression)
    case binary(Character, GuideExpression, GuideExpression)

    public static let names: Set<String> = [
        "width", "height", "leading", "centerX", "trailing", "top", "centerY", "bottom",
        "firstTextBaseline", "lastTextBaseline",
    ]

    /// Evaluates against a view's dimensions; division by zero gives 0 rather than infinity,
    /// and the result is kept within ±100 000 points like every other length.
    public func evaluate(_ dimensions: ViewDimensions) -> Double {
        let value = compute(dimensions)
        return value.isNaN ? 0 : min(max(value, -100_000), 100_000)
    }

    private func compute(_ dimensions: ViewDimensions) -> Double {
        switch self {
        case .number(let value): return value
        case .name(let name): return dimensions.value(named: name)
        case .negate(let inner): return -inner.compute(dimensions)
        case .binary(let op, let lhs, let rhs):
            let a = lhs.compute(dimensions), b = rhs.compute(dimensions)
            switch op {
            case "+": return a + b
            case "-": return a - b
            case "*": return a * b
            default: return b == 0 ? 0 : a / b
            }
        }
    }

    /// Parses the scene syntax; the error text says what was expected and at which character.
    public static func parse(_ text: String) throws(GuideExpressionError) -> GuideExpression {
        // Short expressions keep evaluation's recursion shallow.
        guard text.count <= 200 else { throw GuideExpressionError(message: "the expression is longer than 200 characters") }
        var parser = Parser(characters: Array(text))
        let expression = try parser.sum()
        parser.skipSpaces()
        if parser.index < parser.characters.count {
            throw GuideExpressionError(message: "unexpected '\(parser.characters[parser.index])' at character \(parser.index + 1) of \"\(text)\"")
        }
        return expression
    }

    private struct Parser {
        let characters: [Character]
        var index = 0
        var depth = 0

        mutating func skipSpaces() {
            while index < characters.count, characters[index] == " " { index += 1 }
        }

        mutating func sum() throws(GuideExpressionError) -> GuideExpression {
            var lhs = try product()
            while true {
                skipSpaces()
                guard index < characters.count, characters[index] == "+" || characters[index] == "-" else { return lhs }
                let op = characters[index]
                index += 1
                lhs = .binary(op, lhs, try product())
            }
        }

        mutating func product() throws(GuideExpressionError) -> GuideExpression {
            var lhs = try factor()
            while true {
                skipSpaces()
                guard index < characters.count, characters[index] == "*" || characters[index] == "/" else { return lhs }
                let op = characters[index]
                index += 1
                lhs = .binary(op, lhs, try factor())
            }
        }

        mutating func factor() throws(GuideExpressionError) -> GuideExpression {
            skipSpaces()
            guard index < characters.count else { throw GuideExpressionError(message: "expression ends where a value was expected") }
            let c = characters[index]
            if c == "-" {
                depth += 1
                guard depth < 64 else { throw GuideExpressionError(message: "signs or parentheses nested too deeply") }
                index += 1
                let inner = try factor()
                depth -= 1
                return .negate(inner)
            }
            if c == "(" {
                depth += 1
                guard depth < 64 else { throw GuideExpressionError(message: "parentheses nested too deeply") }
                index += 1
                let inner = try sum()
                skipSpaces()
                guard index < characters.count, characters[index] == ")" else {
                    throw GuideExpressionError(message: "missing ')' at character \(index + 1)")
                }
                index += 1
                depth -= 1
                return inner
            }
            if c.isNumber || c == "." {
                let start = index
                while index < characters.count, characters[index].isNumber || characters[index] == "." { index += 1 }
                guard let value = Double(String(characters[start..<index])) else {
                    throw GuideExpressionError(message: "bad number at character \(start + 1)")
                }
                return .number(value)
            }
            if c.isLetter {
                let start = index
                while index < characters.count, characters[index].isLetter || characters[index].isNumber { index += 1 }
                let name = String(characters[start..<index])
                guard GuideExpression.names.contains(name) else {
                    throw GuideExpressionError(message: "unknown name '\(name)'; expected one of \(GuideExpression.names.sorted().joined(separator: ", "))")
                }
                return .name(name)
            }
            throw GuideExpressionError(message: "unexpected '\(c)' at character \(index + 1)")
        }
    }
}

public struct GuideExpressionError: Error, Sendable {
    public let message: String
}

/// The value of an `alignmentGuide`: a number, or an arithmetic expression over the view's own
/// dimensions — `width`, `height`, the guide names (`leading`, `centerX`, `trailing`, `top`,
/// `centerY`, `bottom`, `firstTextBaseline`, `lastTextBaseline`), numbers, `+ - * /` and
/// parentheses — as SwiftUI's `computeValue: { d in d.height / 2 }` closure. A scene's custom
/// guides are names too, and `explicit.NAME ?? value` reads a guide's explicit value (SwiftUI's
/// `d[explicit: .top] ?? value`), the fallback when the view has none.
public indirect enum GuideExpression: Hashable, Sendable {
    case number(Double)
    case name(String)
    /// A custom guide's value: explicit, else its default.
    case custom(CustomAlignment)
    /// `explicit.NAME ?? fallback`.
    case explicit(AlignmentKey, fallback: GuideExpression)
    case negate(GuideExpression)
    case binary(Character, GuideExpression, GuideExpression)
    /// Compiled Swift: the `computeValue` closure of the Swift API's `alignmentGuide`.
    case function(GuideFunction)

    public static let names: Set<String> = [
        "width", "height", "leading", "centerX", "trailing", "top", "centerY", "bottom",
        "firstTextBaseline", "lastTextBaseline",
    ]

    /// Evaluates against a view's dimensions; division by zero gives 0 rather than infinity,
    /// and the result is kept within ±100 000 points like every other length.
    public func evaluate(_ dimensions: ViewDimensions) -> Double {
        let value = raw(dimensions)
        return value.isNaN ? 0 : min(max(value, -100_000), 100_000)
    }

    private func raw(_ d: ViewDimensions) -> Double {
        switch self {
        case .number(let value): return value
        case .name(let name): return d.value(named: name)
        case .custom(let guide): return d[guide.axis == .horizontal ? .horizontal(.custom(guide)) : .vertical(.custom(guide))]
        case .explicit(let key, let fallback): return d.explicit(key) ?? fallback.raw(d)
        case .negate(let inner): return -inner.raw(d)
        case .function(let function): return function.compute(d)
        case .binary(let op, let lhs, let rhs):
            return Self.apply(op, lhs.raw(d), rhs.raw(d))
        }
    }

    /// Evaluates with each name's value from `resolve` (a custom guide by its name; no view has
    /// explicit values here, so `explicit.X ?? v` is `v`); division by zero gives 0.
    public func evaluate(_ resolve: (String) -> Double) -> Double {
        switch self {
        case .number(let value): return value
        case .name(let name): return resolve(name)
        case .custom(let guide): return resolve(guide.name)
        case .explicit(_, let fallback): return fallback.evaluate(resolve)
        case .negate(let inner): return -inner.evaluate(resolve)
        case .function(let function):
            let size = Size(width: resolve("width"), height: resolve("height"))
            return withoutActuallyEscaping(resolve) { resolve in
                function.compute(ViewDimensions(size: size) { key in resolve(ViewDimensions.name(of: key)) })
            }
        case .binary(let op, let lhs, let rhs):
            return Self.apply(op, lhs.evaluate(resolve), rhs.evaluate(resolve))
        }
    }

    /// One arithmetic step, `+ - * /`; division by zero gives 0.
    private static func apply(_ op: Character, _ a: Double, _ b: Double) -> Double {
        switch op {
        case "+": return a + b
        case "-": return a - b
        case "*": return a * b
        default: return b == 0 ? 0 : a / b
        }
    }

    /// The names the expression refers to, in order.
    public var names: [String] {
        switch self {
        case .number, .function: return []
        case .name(let name): return [name]
        case .custom(let guide): return [guide.name]
        case .explicit(let key, let fallback): return ["explicit." + ViewDimensions.name(of: key)] + fallback.names
        case .negate(let inner): return inner.names
        case .binary(_, let lhs, let rhs): return lhs.names + rhs.names
        }
    }

    /// Parses the scene syntax; the error text says what was expected and at which character.
    /// `isName` says which identifiers (letters, digits, `.`, `_`, `#`) are allowed; by default the
    /// guide names above.
    /// `custom` resolves the names of a scene's own guides (they may also follow `explicit.`).
    public static func parse(_ text: String, isName: @escaping (String) -> Bool = { names.contains($0) },
                             expectedNames: String = names.sorted().joined(separator: ", "),
                             custom: @escaping (String) -> CustomAlignment? = { _ in nil }) throws(GuideExpressionError) -> GuideExpression {
        // Short expressions keep evaluation's recursion shallow.
        guard text.count <= 200 else { throw GuideExpressionError(message: "the expression is longer than 200 characters") }
        var parser = Parser(characters: Array(text), isName: isName, expectedNames: expectedNames, custom: custom)
        let expression = try parser.coalesce()
        parser.skipSpaces()
        if parser.index < parser.characters.count {
            throw GuideExpressionError(message: "unexpected '\(parser.characters[parser.index])' at character \(parser.index + 1) of \"\(text)\"")
        }
        if let bare = expression.bareExplicit {
            throw GuideExpressionError(message: "\(bare) may have no value: write \(bare) ?? a value to use when the view sets none")
        }
        return expression
    }

    /// An `explicit.X` name left outside `explicit.X ?? value`.
    private var bareExplicit: String? {
        switch self {
        case .name(let name): return name.hasPrefix("explicit.") ? name : nil
        case .number, .function, .custom: return nil
        case .explicit(_, let fallback), .negate(let fallback): return fallback.bareExplicit
        case .binary(_, let lhs, let rhs): return lhs.bareExplicit ?? rhs.bareExplicit
        }
    }

    private struct Parser {
        let characters: [Character]
        let isName: (String) -> Bool
        let expectedNames: String
        let custom: (String) -> CustomAlignment?
        var index = 0
        var depth = 0

        /// `explicit.X ?? value`, right-associative and below `+ -` as Swift's `??`.
        mutating func coalesce() throws(GuideExpressionError) -> GuideExpression {
            let lhs = try sum()
            skipSpaces()
            guard index + 1 < characters.count, characters[index] == "?", characters[index + 1] == "?" else { return lhs }
            guard case .name(let name) = lhs, name.hasPrefix("explicit."), let key = explicitKey(String(name.dropFirst(9))) else {
                throw GuideExpressionError(message: "'??' at character \(index + 1) needs an explicit.NAME on its left")
            }
            index += 2
            depth += 1
            guard depth < 64 else { throw GuideExpressionError(message: "'??' nested too deeply") }
            let rhs = try coalesce()
            depth -= 1
            return .explicit(key, fallback: rhs)
        }

        func explicitKey(_ name: String) -> AlignmentKey? {
            if let key = ViewDimensions.key(named: name) { return key }
            guard let guide = custom(name) else { return nil }
            return guide.axis == .horizontal ? .horizontal(.custom(guide)) : .vertical(.custom(guide))
        }

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
                let inner = try coalesce()
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
                while index < characters.count, characters[index].isLetter || characters[index].isNumber || "._#".contains(characters[index]) {
                    index += 1
                }
                let name = String(characters[start..<index])
                if name.hasPrefix("explicit."), explicitKey(String(name.dropFirst(9))) != nil { return .name(name) }
                if let guide = custom(name) { return .custom(guide) }
                guard isName(name) else {
                    throw GuideExpressionError(message: "unknown name '\(name)'; expected \(expectedNames)")
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

/// A compiled `computeValue` closure, compared by identity.
public final class GuideFunction: Hashable, Sendable {
    public let compute: @Sendable (ViewDimensions) -> Double

    public init(_ compute: @escaping @Sendable (ViewDimensions) -> Double) {
        self.compute = compute
    }

    public static func == (a: GuideFunction, b: GuideFunction) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

import Foundation
import SwiftSyntax
import RenderLayout
import RenderScene

/// A string's indices and character sets, as colour code walks a hex string (Pocket Casts'
/// `let index = hex.index(hex.startIndex, offsetBy: 1); let hexString = String(hex[index...])`,
/// `hex.trimmingCharacters(in: CharacterSet.alphanumerics.inverted)`):
///
/// 1. A `String.Index` is held as its character offset (decision: as an array's index is; an
///    index of one string used on another reads that string at the same offset).
///    `startIndex` is 0 and `endIndex` the character count; `index(i, offsetBy: n)` is `i + n`
///    and `index(after:)`/`index(before:)` a step, each an error past the string's ends, as Swift
///    traps there; `index(i, offsetBy: n, limitedBy: l)` is nil past `l`;
///    `distance(from:to:)` is the difference.
/// 2. `s[i...]`, `s[..<i]`, `s[...i]`, `s[a..<b]`, `s[a...b]` are those characters, as a
///    string (a `Substring` reads as one); a bound outside the string is an error, as in Swift.
/// 3. `CharacterSet.alphanumerics`, `.letters`, `.decimalDigits`, `.whitespaces`,
///    `.whitespacesAndNewlines`, `.newlines`, `.punctuationCharacters`, `.symbols`, and
///    `CharacterSet(charactersIn: "#")`, each `.inverted` or not, are Foundation's sets;
///    `s.trimmingCharacters(in: set)` and `s.components(separatedBy: set)` are Foundation's answers.
extension Interpreter {
    /// Step 1's properties and step 3's `inverted`; nil for other names.
    func stringIndexProperty(_ name: String, of base: SwiftValue) -> SwiftValue? {
        switch base {
        case .string(let text):
            switch name {
            case "startIndex": return .int(0)
            case "endIndex": return .int(text.count)
            default: return nil
            }
        case .record("CharacterSet", var fields) where name == "inverted":
            if case .bool(let inverted)? = fields["isInverted"] { fields["isInverted"] = .bool(!inverted) }
            return .record("CharacterSet", fields)
        default: return nil
        }
    }

    /// Step 3's sets; nil for other names.
    static func characterSetStatic(_ name: String, of type: String) -> SwiftValue? {
        guard type == "CharacterSet", namedCharacterSets[name] != nil else { return nil }
        return .record("CharacterSet", ["named": .string(name), "isInverted": .bool(false)])
    }

    /// `CharacterSet(charactersIn: "#")`; nil for other calls.
    static func characterSetBuiltin(_ name: String, _ arguments: [CallArgument]) -> SwiftValue? {
        guard name == "CharacterSet", arguments.count == 1, arguments[0].label == "charactersIn",
              case .string(let characters) = arguments[0].value else { return nil }
        return .record("CharacterSet", ["characters": .string(characters), "isInverted": .bool(false)])
    }

    static let namedCharacterSets: [String: CharacterSet] = [
        "alphanumerics": .alphanumerics, "letters": .letters, "decimalDigits": .decimalDigits, "whitespaces": .whitespaces,
        "whitespacesAndNewlines": .whitespacesAndNewlines, "newlines": .newlines, "punctuationCharacters": .punctuationCharacters,
        "symbols": .symbols, "uppercaseLetters": .uppercaseLetters, "lowercaseLetters": .lowercaseLetters,
    ]

    /// A `CharacterSet` record as Foundation's set.
    static func characterSet(_ value: SwiftValue) -> CharacterSet? {
        guard case .record("CharacterSet", let fields) = value else { return nil }
        var set: CharacterSet
        if case .string(let name)? = fields["named"], let named = namedCharacterSets[name] {
            set = named
        } else if case .string(let characters)? = fields["characters"] {
            set = CharacterSet(charactersIn: characters)
        } else {
            return nil
        }
        if case .bool(true)? = fields["isInverted"] { set.invert() }
        return set
    }

    /// Step 1's and step 3's methods of a string; nil for other methods.
    func stringIndexMethod(_ name: String, _ text: String, _ arguments: [CallArgument], at call: FunctionCallExprSyntax) throws(SceneError) -> SwiftValue? {
        let labels = arguments.map(\.label)
        func offset(_ index: Int) -> SwiftValue? { arguments[index].value.number.flatMap { $0 == $0.rounded() && abs($0) < 1e15 ? Int($0) : nil }.map(SwiftValue.int) }
        func int(_ index: Int) -> Int? { if case .int(let value)? = offset(index) { value } else { nil } }
        switch (name, labels) {
        case ("index", [nil, "offsetBy"]), ("index", [nil, "offsetBy", "limitedBy"]), ("index", ["after"]), ("index", ["before"]):
            try spend(bytes: text.utf8.count, at: call)
            let count = text.count
            guard let start = int(0) else { return nil }
            let step: Int
            switch labels[0] {
            case "after"?: step = 1
            case "before"?: step = -1
            default:
                guard let by = int(1) else { return nil }
                step = by
            }
            let (moved, overflow) = start.addingReportingOverflow(step)
            if labels.count == 3 {
                guard let limit = int(2) else { return nil }
                // Past the limit, in the direction of travel: nil, as Foundation's.
                if (step >= 0 && start <= limit && moved > limit) || (step < 0 && start >= limit && moved < limit) { return .null }
            }
            guard !overflow, (0...count).contains(start), (0...count).contains(moved) else {
                throw fail("String.index: \(start) moved by \(step) is outside the string's \(count) characters", call)
            }
            return .int(moved)
        case ("distance", ["from", "to"]):
            guard let from = int(0), let to = int(1) else { return nil }
            return .int(to - from)
        case ("trimmingCharacters", ["in"]):
            guard let set = Self.characterSet(arguments[0].value) else { return nil }
            try spend(bytes: text.utf8.count, at: call)
            return .string(text.trimmingCharacters(in: set))
        case ("components", ["separatedBy"]):
            guard let set = Self.characterSet(arguments[0].value) else { return nil }
            try spend(bytes: text.utf8.count, at: call)
            let parts = text.components(separatedBy: set)
            try making(elements: parts.count, at: call)
            return .array(parts.map { .string($0) })
        default: return nil
        }
    }

    /// Step 2: `text[range]`; nil for an index that is no range of offsets.
    func stringRangeSubscript(_ text: String, _ index: SwiftValue, at call: SubscriptCallExprSyntax) throws(SceneError) -> SwiftValue? {
        let count = text.count
        func offset(_ value: SwiftValue?) -> Int? { if case .int(let offset)? = value { offset } else { nil } }
        var lower = 0, upper = count
        switch index {
        case .record("PartialRangeFrom", let fields):
            guard let from = offset(fields["lower"]) else { return nil }
            lower = from
        case .record("PartialRangeUpTo", let fields):
            guard let to = offset(fields["upper"]) else { return nil }
            upper = to
        case .record("PartialRangeThrough", let fields):
            guard let through = offset(fields["upper"]) else { return nil }
            // `s[...Int.max]`: past any string, the located error below, never an overflow trap.
            upper = through == Int.max ? through : through + 1
        case .range(let from, let to, let closed, true):
            guard from == from.rounded(), to == to.rounded(), abs(from) < 1e15, abs(to) < 1e15 else { return nil }
            lower = Int(from)
            upper = Int(to) + (closed ? 1 : 0)
        default: return nil
        }
        guard 0 <= lower, lower <= upper, upper <= count else {
            throw fail("the range \(lower)..<\(upper) is outside the string's \(count) characters", call)
        }
        try spend(bytes: text.utf8.count, at: call)
        let start = text.index(text.startIndex, offsetBy: lower), end = text.index(text.startIndex, offsetBy: upper)
        return .string(String(text[start..<end]))
    }
}

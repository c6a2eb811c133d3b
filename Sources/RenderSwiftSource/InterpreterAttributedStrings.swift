import SwiftSyntax
import RenderLayout
import RenderScene

/// Foundation's `AttributedString` as view code makes it and hands it to `Text` (IceCubes'
/// `HTMLString`, whose `asSafeMarkdownAttributedString` is `AttributedString(markdown:options:)`
/// or `AttributedString(stringLiteral:)`, drawn by `Text(status.content.asSafeMarkdownAttributedString)`):
///
/// 1. The value is a record of its characters and how they were read: `AttributedString()`
///    (and `.init()` where the type is declared) is empty; `AttributedString("…")`,
///    `AttributedString(stringLiteral:)` and `AttributedString(anotherAttributedString)` are
///    the characters as written, no attribute; `AttributedString(markdown: s)` (with
///    `options:`, `baseURL:`, which change nothing drawn at rest: decision) is `s` read as
///    Markdown, as Foundation's parser reads it for SwiftUI's `Text`.
/// 2. `Text(attributed)` draws it: Markdown as a string literal's is drawn (`**strong**`,
///    `*emphasis*`, `` `code` ``, `~~strike~~`, `[link](url)` in the accent colour: the
///    engine's `Markdown`); the characters of a plain one as they are (`Text(verbatim:)`).
/// 3. `String(attributed.characters)` and `attributed.characters.count` are its characters
///    with the Markdown markers removed by the same reading (`description` is not: Foundation
///    prints each run with its attributes in braces, so it is an unknown value); `==` compares the
///    records (characters and reading); another member is an unknown value, as before.
/// 4. `AttributedString(markdown:)` never throws here: Foundation's parser accepts any text
///    (its errors are of options the renderer does not take), so a `catch` does not run.
/// 5. `a + b` of two plain ones is their characters joined; any other sum with an attributed
///    string (one read as Markdown, whose runs the renderer keeps as source text, or a value it
///    does not know: Damus' `items.reduce(AttributedString(stringLiteral: "")) { $0 + … }` of
///    enum payloads) is the unknown value `AttributedString + …`, never an error. A string
///    (`truncated + "..."`: the literal is an `AttributedString` by `ExpressibleByStringLiteral`)
///    joins a plain one as a plain one does.
/// 6. Foundation's `NSAttributedString` of a plain one (`NSAttributedString(attributed)`,
///    `NSAttributedString(string:)`) holds the same characters: `.string` is them and `.length`
///    their count in UTF-16 code units, as Foundation counts (Damus' `truncateOrNil(maxLength:)`
///    compares it); `AttributedString(ns)` is the plain one again. Another member
///    (`attributedSubstring(from:)`, attributes) is an unknown value, as before; so is the
///    `NSAttributedString` of one read as Markdown (its runs would carry attributes).
extension Interpreter {
    static func attributedString(plain text: String) -> SwiftValue { .record("AttributedString", ["characters": .string(text)]) }

    /// Step 6: `NSAttributedString(attributed)` of a plain one, `NSAttributedString(string:)`; nil
    /// for another call.
    static func nsAttributedString(_ arguments: [CallArgument]) -> SwiftValue? {
        guard arguments.count == 1 else { return nil }
        var text: String?
        switch (arguments[0].label, arguments[0].value) {
        case ("string"?, .string(let given)): text = given
        case (nil, .record("AttributedString", let fields)):
            if case .string(let given)? = fields["characters"] { text = given }
        default: break
        }
        guard let text else { return nil }
        return .record("NSAttributedString", ["string": .string(text), "length": .int(text.utf16.count)])
    }

    /// Steps 1 and 6: nil for another call.
    func attributedStringBuiltin(_ name: String, _ arguments: [CallArgument]) -> SwiftValue? {
        if name == "NSAttributedString" { return Self.nsAttributedString(arguments) }
        guard name == "AttributedString" else { return nil }
        let labels = arguments.map(\.label)
        switch labels {
        case []: return Self.attributedString(plain: "")
        case [nil], ["stringLiteral"]:
            if case .string(let text) = arguments[0].value { return Self.attributedString(plain: text) }
            if case .record("AttributedString", _) = arguments[0].value { return arguments[0].value }
            // Step 6: `AttributedString(nsAttributedString)`.
            if labels == [nil], case .record("NSAttributedString", let fields) = arguments[0].value, case .string(let text)? = fields["string"] {
                return Self.attributedString(plain: text)
            }
            return nil
        case ["markdown"], ["markdown", "options"], ["markdown", "options", "baseURL"], ["markdown", "baseURL"]:
            guard case .string(let text) = arguments[0].value else { return nil }
            return .record("AttributedString", ["markdown": .string(text)])
        default: return nil
        }
    }

    /// Step 2: the text node of an `AttributedString` given to `Text`; nil for another value.
    static func attributedTextNode(_ value: SwiftValue, at location: SourceLocation) -> JSONNode? {
        guard case .record("AttributedString", let fields) = value else { return nil }
        if case .string(let markdown)? = fields["markdown"] {
            guard markdown.contains(where: { "*_`~[".contains($0) }) else { return JSONNode(value: .string(markdown), location: location) }
            return JSONNode(value: .object([("markdown", JSONNode(value: .string(markdown), location: location))]), location: location)
        }
        if case .string(let text)? = fields["characters"] { return JSONNode(value: .string(text), location: location) }
        return nil
    }

    /// Step 3: `attributed.characters` (a string of what is drawn); nil for another member.
    static func attributedStringMember(_ name: String, of fields: [String: SwiftValue]) -> SwiftValue? {
        guard name == "characters" else { return nil }
        if case .string(let text)? = fields["characters"] { return .string(text) }
        if case .string(let markdown)? = fields["markdown"] { return .string(Markdown.runs(markdown).map(\.text).joined()) }
        return nil
    }

    /// Step 5: nil where neither side is an attributed string or `op` is not `+`.
    func attributedStringSum(_ op: String, _ left: SwiftValue, _ right: SwiftValue, at node: some SyntaxProtocol) throws(SceneError) -> SwiftValue? {
        func fields(_ value: SwiftValue) -> [String: SwiftValue]? {
            if case .record("AttributedString", let fields) = value { return fields }
            return nil
        }
        guard op == "+", fields(left) != nil || fields(right) != nil else { return nil }
        // A string beside a plain one is an `AttributedString` literal.
        func plain(_ value: SwiftValue) -> String? {
            if case .string(let text) = value { return text }
            if case .string(let text)? = fields(value)?["characters"] { return text }
            return nil
        }
        if let a = plain(left), let b = plain(right) {
            try spend(bytes: a.utf8.count + b.utf8.count, at: node)
            return Self.attributedString(plain: a + b)
        }
        return try placeholder("AttributedString + …", at: node)
    }
}

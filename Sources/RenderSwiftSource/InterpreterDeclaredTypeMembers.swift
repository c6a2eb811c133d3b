import SwiftSyntax

/// An implicit member typed by the declaration it is given to, as Swift types it (The Swift
/// Programming Language, "Implicit Member Expression": `.callout` is `Font.TextStyle.callout`
/// where a `Font.TextStyle` is expected).
///
/// 1. A value converted to a declared type (`convert(_:to:at:)`: a stored property's annotation
///    with its default, `let style: Font.TextStyle = .callout`; a `@State var tab: Tab = .home`; a
///    parameter, `init(kind: Font.TextStyle = .caption)` or a memberwise one, with its default or
///    its argument) that is an implicit member the renderer holds without its type (`.callout`),
///    and whose declared type is a framework type the module extends (a getter, static or method
///    of `extension Font.TextStyle`), takes that type: `style.points` then reads that extension's
///    getter with `self` that member (`InterpreterValueExtensions` step 2), also where several
///    types' extensions declare the name.
/// 2. A module type is typed by the module's own rules before this (`convert`'s enum cases and
///    statics); a framework type the module does not extend keeps the untyped member, which the
///    renderer's SwiftUI vocabulary reads by name as before. An optional declared type
///    (`Font.TextStyle?`) types its wrapped value.
/// 3. Where no declaration says the type (a closure's inferred parameter `{ style in
///    style.points }`, an element of an array literal `[.title, .callout]` whose element type
///    Swift infers from the use, the result of a call of a framework function), the value stays
///    untyped and `InterpreterValueExtensions` step 4's search by the property's name remains.
/// 4. A framework type's nested type written out (`Font.TextStyle.callout`, `let style =
///    Font.TextStyle.caption`), where the module extends that nested type: the member is that
///    type's (`Font.TextStyle`), as step 1 types `.callout`, so its extension's getters read it.
///    Where the module does not extend it, the chain stays `Font`'s, read by name as before.
extension Interpreter {
    /// Step 4: `Font.TextStyle` of the chain `Font.TextStyle` when it names a framework type the
    /// module extends; nil otherwise.
    func nestedFrameworkType(of symbol: Symbol, at node: some SyntaxProtocol) -> String? {
        guard let outer = symbol.type, symbol.steps.count == 1, symbol.steps[0].arguments == nil,
              let first = symbol.last.first, first.isUppercase else { return nil }
        let type = outer + "." + symbol.last
        guard program.type(named: type) == nil, program.typeAliases[type] == nil else { return nil }
        guard program.builtinComputed[type] != nil || program.statics(at: node)[type] != nil
                || program.builtinFunctions[type] != nil else { return nil }
        return type
    }

    func implicitMemberTypedByDeclaration(_ value: SwiftValue, as declared: String, at node: some SyntaxProtocol) -> SwiftValue? {
        guard case .symbol(var symbol) = value, symbol.type == nil, symbol.steps.count == 1, symbol.steps[0].arguments == nil else { return nil }
        let type = declared.hasSuffix("?") ? String(declared.dropLast()) : declared
        guard !type.isEmpty, type.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }),
              program.type(named: type) == nil, program.typeAliases[type] == nil else { return nil }
        guard program.builtinComputed[type] != nil || program.statics(at: node)[type] != nil
                || program.builtinFunctions[type] != nil else { return nil }
        symbol.type = type
        return .symbol(symbol)
    }
}

/// `Text(title)` where `var title: LocalizedStringKey { … return .init(donut.name) }`: an
/// implicit `.init` whose type the renderer was not told.
///
/// 1. Where a string is expected (a `Text`'s content, a `Label`'s title), an untyped
///    `.init(x)` with one unlabelled string argument is that string: the types a string
///    parameter takes (`String`, `LocalizedStringKey`, `AttributedString`, `Substring`) each
///    hold `x`'s characters unchanged through that initialiser (a key not in the bundle's table
///    shows as itself).
/// 2. `.init(verbatim:)` and `.init(stringLiteral:)` likewise; any other `.init` is not a string.
extension Interpreter {
    static func implicitStringInitializer(_ value: SwiftValue) -> SwiftValue? {
        guard case .symbol(let symbol) = value, symbol.type == nil || ["LocalizedStringKey", "AttributedString", "String", "Substring"].contains(symbol.type!),
              symbol.steps.count == 1, symbol.last == "init",
              let arguments = symbol.steps[0].arguments, arguments.count == 1,
              [nil, "verbatim", "stringLiteral"].contains(arguments[0].label),
              case .string = arguments[0].value else { return nil }
        return arguments[0].value
    }
}

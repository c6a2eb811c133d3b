import Foundation

/// `.init(string: text)` where a `URL` or `URL?` is expected (a parameter, a property of that
/// type): Foundation's `URL(string:)`, a URL or nil (WeChat's `URLPlaceholderImage(_ urlString:)`
/// passes `.init(string: urlString ?? "")` to its `URL?` initialiser).
extension Interpreter {
    func implicitURL(_ value: SwiftValue, to type: String) -> SwiftValue? {
        guard type == "URL" || type == "URL?", case .symbol(let symbol) = value, symbol.type == nil, symbol.steps.count == 1,
              symbol.steps[0].name == "init", let arguments = symbol.steps[0].arguments, arguments.map(\.label) == ["string"],
              case .string(let text) = arguments[0].value else { return nil }
        return URL(string: text).map { .record("URL", ["absoluteString": .string($0.absoluteString)]) } ?? .null
    }
}

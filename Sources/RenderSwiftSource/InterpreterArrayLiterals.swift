import SwiftSyntax
import RenderLayout
import RenderScene

/// An array literal given where a module type that is `ExpressibleByArrayLiteral` is declared
/// (docs/swift-input.md, "The app's models"): isowords' `$0.moves = [.highScoringMove]` of
/// `var moves: Moves`.
///
/// 1. Where a declared type `T` (or `T?`) is a struct or class of the module with an
///    `init(arrayLiteral elements: E...)`, an array literal given to it is that initialiser's
///    result, as Swift makes it (The Swift Programming Language, "Literals").
/// 2. Each element is first taken in `E` (`.highScoringMove` is `Move.highScoringMove`).
/// 3. An array already of `T` is not an array literal; nothing else changes.
extension Interpreter {
    /// Steps 1–2; nil where `type` has no `init(arrayLiteral:)` or `value` is no array.
    func arrayLiteralValue(_ value: SwiftValue, to type: String, at node: some SyntaxProtocol) throws(SceneError) -> SwiftValue? {
        guard case .array(let elements) = value else { return nil }
        let plain = type.hasSuffix("?") ? String(type.dropLast()) : type
        guard let declared = program.type(named: plain), declared.kind == .structure || declared.kind == .classType,
              let initializer = declared.initializers.first(where: { initializer in
                  let parameters = initializer.signature.parameterClause.parameters
                  return parameters.count == 1 && parameters.first?.firstName.text == "arrayLiteral" && parameters.first?.ellipsis != nil
              }),
              let parameter = initializer.signature.parameterClause.parameters.first else { return nil }
        let element = program.qualified(parameter.type.trimmedDescription, inside: declared)
        try spend(elements: elements.count, at: node)
        var arguments: [CallArgument] = []
        for (index, item) in elements.enumerated() {
            arguments.append(CallArgument(label: index == 0 ? "arrayLiteral" : nil, value: try convert(item, to: element, at: node),
                                          location: program.location(node)))
        }
        return try instantiate(declared, arguments, at: node)
    }
}

import SwiftSyntax
import RenderLayout
import RenderScene

/// Which of a module type's initialisers a call runs, and `self.init(…)` in its static
/// functions (Mlem's `Icons` package: `public struct Icon { init(_ strategy:
/// VariantApplicationStrategy, source:); init(_ name: String, source:) { self.init(.fillable(name:
/// name), source: source) }; static func applyCircle(_ name: String) -> Self { self.init(
/// .applyCircle(name: name)) } }`, lane fresh25c).
///
/// 1. Among a type's initialisers whose labels fit, those whose parameters take the arguments'
///    types are tried first, as Swift's type checker picks the overload that type-checks: a
///    string, number, Bool or array literal value given for a parameter declared as a struct,
///    enum or class of the module does not fit it, unless that type is `ExpressibleBy…Literal`
///    (`Icon("plus")` runs `init(_ name: String, …)`, not `init(_ strategy: …)` with a string for
///    the enum). Before, the first declared ran and the icon held the string as its strategy,
///    so every `Image(icon:)` of it was an unknown value.
/// 2. Inside a static (or `class`) function called on its type, `self` is the type, as in
///    Swift: `self.init(…)` (and `Self.init(…)`, `Icon.init(…)`) makes a new instance by the
///    type's initialisers and is the function's value. Before, `self` was an empty instance and
///    `self.init(…)` ran an initialiser on it and gave nothing.
extension Interpreter {
    /// Step 1: false where a standard literal value is given for a parameter of a module type
    /// that no literal can make.
    func literalArgumentsFit(_ parameters: FunctionParameterListSyntax, _ arguments: [CallArgument]) -> Bool {
        for (position, argument) in arguments.enumerated() {
            guard let parameter = Self.parameter(filling: position, of: parameters, arguments) else { continue }
            switch argument.value {
            case .string, .int, .double, .bool, .array: break
            default: continue
            }
            var written = parameter.type.trimmedDescription
            while written.hasSuffix("?") || written.hasSuffix("!") { written.removeLast() }
            guard let declared = program.type(named: written),
                  [.structure, .enumeration, .classType].contains(declared.kind) else { continue }
            // Declared on the type or added by an extension (`extension Icon: ExpressibleByStringLiteral`).
            if declared.inheritance.contains(where: { $0.hasPrefix("ExpressibleBy") })
                || declared.extensionConformances.contains(where: { $0.hasPrefix("ExpressibleBy") }) { continue }
            return false
        }
        return true
    }

    /// Step 2: `self` of a static function called on `type`, where every overload of the name is
    /// static; nil otherwise (an instance method's `self` stays the instance it is given).
    func staticSelf(_ functions: [FunctionDeclSyntax], of type: String) -> SwiftValue? {
        functions.allSatisfy(Self.isStatic) ? .type(type) : nil
    }

    /// Step 2: `init` called on a module type's value (`self.init(…)` where `self` is the type).
    func initializerOfType(_ name: String, _ type: String, _ arguments: [CallArgument], at call: FunctionCallExprSyntax) throws(SceneError) -> SwiftValue? {
        guard name == "init", let declared = program.types[type] ?? program.type(named: type),
              [.structure, .enumeration, .classType].contains(declared.kind) else { return nil }
        return try instantiate(declared, arguments, at: call)
    }
}

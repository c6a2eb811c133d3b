import SwiftSyntax
import RenderLayout
import RenderScene

/// The module's own modifier beside SwiftUI's of the same name and labels (docs/swift-input.md,
/// "Swift a view body may use"): Mlem's `extension View { func tint(_ themedColor: ThemedColor?) }`
/// whose modifier calls `content.tint(themedColor.resolve(with: palette))` with a `Color`, and
/// Swiftfin's `func preference(key:value: () -> [V])` calling `preference(key: Key.self, value:
/// value())` with an array.
///
/// 1. Where SwiftUI has a modifier of that name, a function of the module's `extension View`
///    is called only when its labels fit and the arguments' kinds fit its parameters (Swift's
///    type checker chooses among overloads by the arguments' types: a solution that needs a
///    fix to type-check loses, swiftlang/swift `include/swift/Sema/Score.h`, `SK_Fix`): a value
///    given for a function-typed parameter, or a closure for a value (`kindsFit`); a SwiftUI or
///    standard value (a `Color`, a string, a number, an array, an implicit member such as `.red`
///    that the type does not declare) given for a struct, enum or class the module declares,
///    unless that type is `ExpressibleBy…Literal`.
/// 2. Where none fits so, SwiftUI's modifier is applied, as Swift's call resolves to it (before,
///    the module's ran again, and a modifier calling SwiftUI's of its own name nested without end).
/// 3. An unknown argument fits either: the module's is kept, as before.
/// 4. Where SwiftUI has no modifier of that name the renderer knows, the module's functions are
///    called only when one's labels fit the call. Where none does, Swift never picks one: the
///    call is of a modifier the module does not declare — SwiftUI's, or a package type's own
///    method — so it goes on as any modifier not declared by the module does (an unknown one is
///    left out with a located warning). Mlem's `ComponentViews` package calls SwiftUI's
///    `.presentationDetents(_:selection:)` beside the app's `presentationDetents(configuration:
///    selection:)`; Damus calls Kingfisher's `KFAnimatedImage(url).placeholder { _ in … }` beside
///    its `placeholder(when:alignment:placeholder:)`. Both were "missing argument". (Decision: a
///    label misspelt in a call of the module's own modifier is then such a warning, not an error.)
extension Interpreter {
    /// Step 4: the module's functions `name` whose labels fit `arguments`.
    func labelledViewExtensions(_ functions: [FunctionDeclSyntax], _ arguments: [CallArgument]) -> [FunctionDeclSyntax] {
        functions.filter { Self.labelsFit($0.signature.parameterClause.parameters, arguments) }
    }

    /// Step 1: the module's functions `name` that may take `arguments`.
    func fittingViewExtensions(_ functions: [FunctionDeclSyntax], _ arguments: [CallArgument]) -> [FunctionDeclSyntax] {
        functions.filter { function in
            let parameters = function.signature.parameterClause.parameters
            guard Self.labelsFit(parameters, arguments), Self.kindsFit(parameters, arguments, program: program) else { return false }
            for (position, argument) in arguments.enumerated() {
                guard let parameter = Self.parameter(filling: position, of: parameters, arguments) else { continue }
                if !moduleTypeFits(argument.value, parameter.type.trimmedDescription) { return false }
            }
            return true
        }
    }

    /// Step 1's second rule for one argument.
    private func moduleTypeFits(_ value: SwiftValue, _ written: String) -> Bool {
        var type = written
        while type.hasSuffix("?") || type.hasSuffix("!") { type.removeLast() }
        guard let declared = program.type(named: type), declared.kind != .protocolType, declared.kind != .fileScope else { return true }
        if declared.inheritance.contains(where: { $0.hasPrefix("ExpressibleBy") }) { return true }
        switch value {
        case .string, .int, .double, .bool, .array: return false
        case .symbol(let symbol):
            guard let held = symbol.type else {
                // `.red` fits only where the type has a member of that name to make it;
                // `.themedAccent.resolve(with: palette)` by the type its chain's last step declares.
                guard let first = symbol.steps.first, first.name != "init" else { return true }
                let own = declared.caseIndex(first.name) != nil || declared.stored.contains { $0.isStatic && $0.name == first.name }
                    || declared.computed[first.name] != nil || declared.methods[first.name] != nil
                let extended = program.staticSelfTypes.values.contains { $0[first.name] == type || $0[first.name] == declared.name }
                    || program.builtinStatics[type]?[first.name] != nil
                guard own || extended else { return false }
                guard let result = chainType(symbol.steps.dropFirst(), from: type) else { return true }
                return result == type || result == declared.qualifiedName
            }
            return held == type || held == declared.qualifiedName || program.type(named: held) != nil
        default: return true
        }
    }

    /// The declared type the steps after the first give, from `type`; nil where one is not declared.
    private func chainType(_ steps: ArraySlice<Symbol.Step>, from type: String) -> String? {
        var current = type
        for step in steps {
            guard let declared = program.type(named: current) else { return nil }
            var next: String?
            if step.arguments != nil {
                next = declared.methods[step.name]?.first?.signature.returnClause?.type.trimmedDescription
            } else {
                next = declared.storedProperty(step.name)?.type ?? declared.computedTypes[step.name]
            }
            guard var found = next else { return nil }
            while found.hasSuffix("?") || found.hasSuffix("!") { found.removeLast() }
            current = found
        }
        return current
    }
}

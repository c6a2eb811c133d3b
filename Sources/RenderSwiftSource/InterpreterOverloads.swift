import SwiftSyntax
import RenderLayout

/// Choosing among a type's initialisers or a function's overloads, as Swift does by labels.
extension Interpreter {
    /// Whether the argument labels fit the parameters, without evaluating anything: each
    /// argument takes the next parameter of its label (a trailing closure the next one without a
    /// default or taking a closure), parameters with defaults may be skipped, and none is left
    /// over. The same walk as `bind(_:_:into:at:)`, whose error for an initialiser that fits is
    /// the one to report (an overload that does not fit only says "missing argument").
    package static func labelsFit(_ parameters: FunctionParameterListSyntax, _ arguments: [CallArgument]) -> Bool {
        var index = 0
        for parameter in parameters {
            let label = parameter.firstName.text
            let type = parameter.type.trimmedDescription
            if parameter.ellipsis != nil {
                _ = variadicCount(label, arguments, from: &index)
                continue
            }
            let takesTrailing = index < arguments.count && arguments[index].isTrailingClosure
                && (parameter.defaultValue == nil || type.contains("->"))
            if index < arguments.count, (!arguments[index].isTrailingClosure && (arguments[index].label ?? "_") == label) || takesTrailing {
                index += 1
            } else if parameter.defaultValue == nil {
                return false
            }
        }
        return index == arguments.count
    }
}

extension Interpreter {
    /// Whether no argument is a value given for a function-typed parameter, or a closure given
    /// for a parameter of a struct, enum or built-in type, pairing them as `labelsFit` does.
    /// Puddles' `StateHosting(_ hostedState: @escaping () -> Observable, …)` beside
    /// `StateHosting(_ hostedState: Observable, …)`: `StateHosting(PreviewState()) { … }` is the
    /// second, as Swift chooses by type where the labels are the same.
    static func kindsFit(_ parameters: FunctionParameterListSyntax, _ arguments: [CallArgument], program: SwiftProgram) -> Bool {
        var index = 0
        for parameter in parameters {
            guard index < arguments.count else { break }
            let label = parameter.firstName.text
            if parameter.ellipsis != nil {
                _ = variadicCount(label, arguments, from: &index)
                continue
            }
            let argument = arguments[index]
            let type = parameter.type.trimmedDescription
            let takesTrailing = argument.isTrailingClosure && (parameter.defaultValue == nil || type.contains("->"))
            guard (!argument.isTrailingClosure && (argument.label ?? "_") == label) || takesTrailing else { continue }
            index += 1
            let isFunction = Self.isFunctionType(parameter.type)
            switch argument.value {
            case .closure: if !isFunction, Self.isNamedValueType(type, program: program) { return false }
            case .instance, .int, .double, .bool, .string, .array, .record: if isFunction { return false }
            default: break
            }
            if !Self.foundationKindFits(argument.value, type) { return false }
        }
        return true
    }

    /// Foundation's value types that no string converts to (`URL`, `Date`, `UUID`, `Data`):
    /// a string given for one of them, or one of them given for a `String`, does not fit.
    /// WeChat's `URLPlaceholderImage(_ url: URL?, …)` beside `(_ urlString: String?, …)`:
    /// `URLPlaceholderImage(member.avatar)` with a `String` runs the second, as Swift chooses by type.
    static func foundationKindFits(_ value: SwiftValue, _ type: String) -> Bool {
        let bare = type.hasSuffix("?") || type.hasSuffix("!") ? String(type.dropLast()) : type
        switch value {
        case .string: return !foundationValueTypes.contains(bare)
        case .record(let name, _) where foundationValueTypes.contains(name): return bare != "String"
        default: return true
        }
    }

    static let foundationValueTypes: Set<String> = ["URL", "Date", "UUID", "Data"]

    /// `() -> T`, `@escaping (Binding<T>) -> Content`, `(@Sendable () -> Void)?`.
    static func isFunctionType(_ type: TypeSyntax) -> Bool {
        if type.is(FunctionTypeSyntax.self) { return true }
        if let attributed = type.as(AttributedTypeSyntax.self) { return isFunctionType(attributed.baseType) }
        if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first { return isFunctionType(only.type) }
        return false
    }

    /// A struct or enum the module declares, or a standard value type (`Int`, `String`): never a closure.
    static func isNamedValueType(_ type: String, program: SwiftProgram) -> Bool {
        ["Int", "Double", "CGFloat", "String", "Bool", "Float"].contains(type) || program.type(named: type) != nil
    }
}

extension Interpreter {
    /// Modifiers that set Xcode's preview canvas (its name in the list, its layout, the
    /// orientation): noted, as the render is of the device screen (`.previewDevice` is honoured).
    package static let previewOnlyModifiers: Set<String> = [
        "previewLayout", "previewDisplayName", "previewInterfaceOrientation", "previewContext",
    ]
}

extension Interpreter {
    /// How many arguments a variadic parameter labelled `label` takes from `index` on: the first
    /// must carry its label (none for `_`), the rest are unlabelled and not trailing closures.
    static func variadicCount(_ label: String, _ arguments: [CallArgument], from index: inout Int) -> Int {
        let start = index
        while index < arguments.count, !arguments[index].isTrailingClosure,
              (arguments[index].label ?? "_") == (index == start ? label : "_") {
            index += 1
        }
        return index - start
    }

    /// The array a variadic parameter holds (`Strings.tr("Localizable", key)` gives `args` none).
    func variadic(_ label: String, _ arguments: [CallArgument], from index: inout Int, at node: some SyntaxProtocol) throws(SceneError) -> SwiftValue {
        let start = index
        let count = Self.variadicCount(label, arguments, from: &index)
        try making(elements: count, at: node)
        var values: [SwiftValue] = []
        for argument in arguments[start..<(start + count)] { values.append(try copy(argument.value, at: node)) }
        return .array(values)
    }
}

extension Interpreter {
    /// `self.init(id: …, name: …)` inside another initialiser (a convenience init delegating to
    /// the designated one): the initialiser the labels pick runs on the same instance.
    /// Those whose parameters take the arguments' kinds come first, as in `instantiate`.
    package func delegateInitializer(_ instance: Instance, _ arguments: [CallArgument], at node: some SyntaxProtocol) throws(SceneError) -> SwiftValue {
        let initializers = instance.type.initializers
        let fits = initializers.map {
            Self.kindsFit($0.signature.parameterClause.parameters, arguments, program: program)
                && literalArgumentsFit($0.signature.parameterClause.parameters, arguments)
        }
        let order = initializers.indices.filter { fits[$0] } + initializers.indices.filter { !fits[$0] }
        for initializer in order.map({ initializers[$0] }) {
            guard let body = initializer.body, Self.labelsFit(initializer.signature.parameterClause.parameters, arguments) else { continue }
            let scope = Scope(parent: Scope(parent: nil, selfInstance: instance))
            try bind(initializer.signature.parameterClause.parameters, arguments, into: scope, at: node)
            var ignored: [SwiftValue] = []
            _ = try nested(node) { () throws(SceneError) -> Flow in try execute(body.statements, scope, collecting: &ignored) }
            return .void
        }
        // `self.init()` where no declared initialiser takes no arguments: Swift's implicit
        // `init()` of a type whose stored properties all have defaults, which initialisers
        // declared in extensions do not take away (Element X's `convenience init(_ configuration:)`
        // in an extension of a generated mock class); the instance already holds those defaults.
        // A subclass of a class the module declares inherits that class's `init()`: its body runs
        // on the instance (review 20), the nearest base's first.
        if arguments.isEmpty {
            var base = instance.type.inheritance.lazy.compactMap { self.program.types[$0] }.first { $0.kind == .classType }
            var seen: Set<String> = []
            while let type = base, seen.insert(type.name).inserted {
                if let inherited = type.initializers.first(where: { $0.signature.parameterClause.parameters.isEmpty }),
                   let body = inherited.body {
                    let scope = Scope(parent: Scope(parent: nil, selfInstance: instance))
                    var ignored: [SwiftValue] = []
                    _ = try nested(node) { () throws(SceneError) -> Flow in try execute(body.statements, scope, collecting: &ignored) }
                    return .void
                }
                base = type.inheritance.lazy.compactMap { self.program.types[$0] }.first { $0.kind == .classType }
            }
            return .void
        }
        // A memberwise `self.init(a:b:)` of a struct without initialisers of its own.
        if case .instance(let made) = try instantiate(instance.type, arguments, at: node) {
            instance.fields.merge(made.fields) { _, new in new }
        }
        return .void
    }
}

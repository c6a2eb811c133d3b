import SwiftSyntax
import RenderLayout
import RenderScene

/// An implicit member initialiser `.init(…)` whose type Swift takes from where it stands
/// (docs/swift-input.md, "Swift a view body may use"): Mlem's `self.text = .init(localized:
/// text)` for a `let text: String`, Swiftfin's `let vlcUIProxy: VLCVideoPlayer.Proxy = .init()`.
///
/// 1. The contextual type is read from the code around the call, as Swift's type checker
///    gives the implicit member its base (The Swift Programming Language, "Implicit Member
///    Expression"; SE-0287: "when the type of an expression is implied by the context"): the
///    type annotation of the `let`/`var` it initialises; the declared type of the stored
///    property of `self` it is assigned to (`self.x = .init(…)`, `x = .init(…)` where no local
///    `x` hides the property) or the type a local was declared with (`let x: T` then
///    `x = .init(…)`); the declared result of the function, getter or subscript it is returned
///    from (`return .init(…)`, or the one expression of the body); the declared type of the
///    parameter it is passed to, where the call is of the module's own type or of a method of
///    `self` or a function of the file and the labels pick one declaration (several that
///    disagree: no contextual type). `try` and `await` are looked through; an optional type is
///    its wrapped type; `some P`, `any P`, `Self` and generic parameters tell nothing.
/// 2. With that type `T`, `.init(…)` is `T(…)` with the same arguments:
///    - a struct, class or enum the module declares: made by its initialisers, as `T(…)` is;
///    - `String`: Swift's `String(…)` of those arguments as the renderer runs it
///      (`String(localized:)`, `String(describing:)`, `String(x)`);
///    - `Color`: SwiftUI's `Color(…)` of those arguments, as the renderer runs that call
///      (`.init(uiColor: .tertiaryLabel)`, `.init(red:green:blue:)`, `.init(white:)`); before, only the unlabelled `.init(_:)` was read,
///      as the `Color` view, and any label was the error "Color has no argument";
///    - `Set<T>`: Swift's `Set(…)` of those arguments (`.init()` empty, `.init(array)` its
///      distinct elements); `[T]` or `Array<T>` with no arguments: the empty array (a
///      `Set<String> = .init()` stayed an untyped `.init()`, whose `contains` was no Bool);
///    - a type that neither the module, nor SwiftUI, Foundation or the standard library as
///      the renderer models them, declares, and whose name is not of Apple's frameworks
///      (`UIImage`, `CGPath`: their prefixes), in a file that imports a module the renderer
///      did not read (a package not checked out): the unknown value `T(…)`, a named
///      placeholder where it is drawn, as a call of that package's `T(…)` is.
/// 3. Any other context or type keeps the renderer's earlier reading: the `.init(…)` is
///    resolved by the parameter or property that takes it (`convert`).
extension Interpreter {
    /// Step 2: the value `.init(…)` makes in its context; nil where step 3 applies.
    func contextualInitializer(_ call: FunctionCallExprSyntax, _ scope: Scope) throws(SceneError) -> SwiftValue? {
        guard var type = contextualType(of: call, scope) else { return nil }
        while type.hasSuffix("?") || type.hasSuffix("!") { type.removeLast() }
        if type.hasPrefix("Optional<"), type.hasSuffix(">") { type = String(type.dropFirst("Optional<".count).dropLast()) }
        guard !type.isEmpty, !type.hasPrefix("some "), !type.hasPrefix("any "), type != "Self" else { return nil }
        if let declared = program.type(named: program.resolvedTypeName(type, at: call)) ?? program.type(named: type) {
            guard declared.kind != .protocolType, declared.kind != .fileScope, declared.genericParameters.isEmpty else { return nil }
            return try instantiate(declared, try arguments(of: call, scope), at: call)
        }
        if type == "String" { return try callNamed("String", call, scope) }
        // `tertiary: .init(uiColor: .tertiaryLabel)` for a parameter declared `Color` (Mlem's
        // palette): SwiftUI's `Color(…)` of those arguments, as written out (step 2's fourth case).
        if type == "Color" || type == "SwiftUI.Color" { return try callNamed("Color", call, scope) }
        // `var valid: Set<String> = .init()` (Mlem's language picker): Swift's `Set(…)`, and an
        // empty array for `[T]`/`Array<T>` (step 2's fifth case).
        if type.hasPrefix("Set<"), let made = try makeSet(try arguments(of: call, scope), at: call) { return made }
        if call.arguments.isEmpty, call.trailingClosure == nil,
           type.hasPrefix("Array<") || (type.hasPrefix("[") && type.hasSuffix("]") && !Self.isDictionaryTypeName(type)) {
            return .array([])
        }
        // `critical = .init(initialState: …)` of an `OSAllocatedUnfairLock<State>` (`InterpreterUnfairLock`).
        if let lock = try unfairLockInitializer(type, call, scope) { return lock }
        // `store: .init(initialState: .init(), reducer: Feature.init)` of a `StoreOf<Feature>`:
        // TCA's store is modelled (`InterpreterTCA`), never a package's unknown type; the
        // parameter's conversion makes it (`storeConversion`), or says why it cannot.
        if usesComposableArchitecture, Self.composableNames.contains(String(type.prefix { $0 != "<" })), program.types[String(type.prefix { $0 != "<" })] == nil {
            return nil
        }
        if isUnknownPackageType(type, at: call) {
            return try placeholder("\(type)(…)", at: call)
        }
        return nil
    }

    /// Step 2's third case: `VLCVideoPlayer.Proxy`, where nothing the renderer knows declares
    /// `VLCVideoPlayer` and the file imports a module it did not read.
    func isUnknownPackageType(_ type: String, at node: some SyntaxProtocol) -> Bool {
        let head = String(type.prefix { $0 != "." && $0 != "<" })
        guard let first = head.first, first.isUppercase, !type.hasPrefix("["), !type.contains("(") else { return false }
        if program.type(named: head) != nil || program.typeAliases[head] != nil || program.statics(at: node)[head] != nil
            || program.builtinFunctions[head] != nil || program.builtinInitializers[head] != nil { return false }
        if Self.builtinTypes.contains(head) || Self.foundationTypes.contains(head) || Vocabulary.view(head) != nil { return false }
        if Self.standardLibraryTypes.contains(head) || Self.isPlatformTypeName(head) { return false }
        // The file's own imports: a type is visible only where its module is imported
        // (`InterpreterUnreadPackageInitializers` step 4).
        return !unreadImports(of: node, moduleWide: false).isEmpty
    }

    /// `UIImage`, `NSFont`, `CGPath`, `AVPlayer`, `MKMapItem`: a name of Apple's frameworks, by
    /// their prefixes; the platform's, not a package's.
    static func isPlatformTypeName(_ name: String) -> Bool {
        let prefixes = ["UI", "NS", "CG", "CA", "CI", "CL", "CN", "AV", "MK", "SK", "WK", "PH", "UN", "GK", "HK", "EK", "SF", "WC"]
        guard name.count > 2, prefixes.contains(String(name.prefix(2))) else { return false }
        return name.dropFirst(2).first?.isUppercase == true
    }

    /// Standard-library and Foundation names the renderer holds as its own values (sets and
    /// arrays, numbers, dictionaries), beside `builtinTypes` and `foundationTypes`.
    static let standardLibraryTypes: Set<String> = [
        "Array", "Set", "Dictionary", "Optional", "Int", "Int8", "Int16", "Int32", "Int64", "UInt8", "UInt16", "UInt32",
        "Double", "Float", "CGFloat", "Bool", "String", "Substring", "Character", "Range", "ClosedRange", "Result",
        "AttributedString", "LocalizedStringResource", "Duration", "TimeInterval", "Data", "IndexSet", "IndexPath",
        "NSAttributedString", "Animation", "Transaction", "Task", "Published", "State", "Binding",
    ]

    /// Step 1: the type written where the call stands; nil where the renderer cannot tell.
    func contextualType(of call: some ExprSyntaxProtocol, _ scope: Scope) -> String? {
        var current = Syntax(call)
        while let parent = current.parent {
            if parent.is(TryExprSyntax.self) || parent.is(AwaitExprSyntax.self) {
                current = parent
                continue
            }
            if let initializer = parent.as(InitializerClauseSyntax.self) {
                return initializer.parent?.as(PatternBindingSyntax.self)?.typeAnnotation?.type.trimmedDescription
            }
            if let infix = parent.as(InfixOperatorExprSyntax.self) {
                guard infix.operator.is(AssignmentExprSyntax.self), infix.rightOperand.id == current.id else { return nil }
                return assignedPropertyType(infix.leftOperand, scope)
            }
            if parent.is(ReturnStmtSyntax.self) { return Self.declaredResult(enclosing: parent) }
            if let item = parent.as(CodeBlockItemSyntax.self) {
                // The one expression of a body: its implicit `return`.
                guard let list = item.parent?.as(CodeBlockItemListSyntax.self), list.count == 1 else { return nil }
                let body = list.parent
                guard body?.is(AccessorBlockSyntax.self) == true || body?.parent?.is(FunctionDeclSyntax.self) == true
                        || body?.parent?.is(AccessorDeclSyntax.self) == true else { return nil }
                return Self.declaredResult(enclosing: Syntax(list))
            }
            if let argument = parent.as(LabeledExprSyntax.self) { return parameterType(of: argument, scope) }
            return nil
        }
        return nil
    }

    /// `self.text` or `text` (no local of that name): the declared type of `self`'s property.
    func assignedPropertyType(_ target: ExprSyntax, _ scope: Scope) -> String? {
        let name: String
        if let access = target.as(MemberAccessExprSyntax.self), let base = access.base?.as(DeclReferenceExprSyntax.self),
           base.baseName.tokenKind == .keyword(.self) {
            name = access.declName.baseName.text
        } else if let reference = target.as(DeclReferenceExprSyntax.self) {
            // `let image: Image` declared first, then assigned: the local's declared type.
            if scope.lookup(reference.baseName.text) != nil { return scope.declaredType(of: reference.baseName.text) }
            name = reference.baseName.text
        } else {
            return nil
        }
        guard let instance = scope.selfInstance, instance.type.kind != .fileScope,
              let declared = instance.type.storedProperty(name)?.type else { return nil }
        return program.qualified(substituted(declared, for: instance), inside: instance.type)
    }

    /// The declared result of the function, getter or subscript whose body holds `node`; nil
    /// inside a closure or an initialiser.
    static func declaredResult(enclosing node: Syntax) -> String? {
        var current = node.parent
        while let syntax = current {
            if syntax.is(ClosureExprSyntax.self) || syntax.is(InitializerDeclSyntax.self) { return nil }
            if let function = syntax.as(FunctionDeclSyntax.self) {
                guard let result = function.signature.returnClause?.type else { return nil }
                let generics = function.genericParameterClause?.parameters.map(\.name.text) ?? []
                let text = result.trimmedDescription
                return generics.contains(text) ? nil : text
            }
            if let subscriptDecl = syntax.as(SubscriptDeclSyntax.self) { return subscriptDecl.returnClause.type.trimmedDescription }
            if let binding = syntax.as(PatternBindingSyntax.self) { return binding.typeAnnotation?.type.trimmedDescription }
            current = syntax.parent
        }
        return nil
    }

    /// The declared type of the parameter `argument` fills, in a call of the module's type, a
    /// method of `self` or a function of the file; nil where no single declaration answers.
    func parameterType(of argument: LabeledExprSyntax, _ scope: Scope) -> String? {
        guard let list = argument.parent?.as(LabeledExprListSyntax.self), let outer = list.parent?.as(FunctionCallExprSyntax.self),
              let callee = outer.calledExpression.as(DeclReferenceExprSyntax.self),
              let position = list.enumerated().first(where: { $0.element.id == argument.id })?.offset else { return nil }
        let shapes = Self.argumentShapes(of: outer, program: program)
        let name = callee.baseName.text
        var candidates: [(FunctionParameterListSyntax, [String], TypeDecl?)] = []
        if let type = program.nestedTypeName(name, inside: scope.selfInstance?.type).flatMap({ program.types[$0] }) ?? program.types[program.resolvedTypeName(name, at: outer)],
           type.kind != .protocolType {
            guard type.genericParameters.isEmpty else { return nil }
            if type.initializers.isEmpty {
                // The memberwise initialiser: the property the label names.
                guard let label = argument.label?.text, let declared = type.storedProperty(label)?.type else { return nil }
                return program.qualified(declared, inside: type)
            }
            for initializer in type.initializers {
                let generics = initializer.genericParameterClause?.parameters.map(\.name.text) ?? []
                candidates.append((initializer.signature.parameterClause.parameters, generics, type))
            }
        } else {
            let functions = scope.selfInstance?.type.methods[name] ?? program.fileScope.methods[name] ?? []
            for function in functions {
                let generics = function.genericParameterClause?.parameters.map(\.name.text) ?? []
                candidates.append((function.signature.parameterClause.parameters, generics, scope.selfInstance?.type))
            }
        }
        var found: Set<String> = []
        var owner: TypeDecl?
        for (parameters, generics, type) in candidates where Self.labelsFit(parameters, shapes) {
            guard let parameter = Self.parameter(filling: position, of: parameters, shapes) else { continue }
            let text = parameter.type.trimmedDescription
            if generics.contains(where: { text == $0 || text == $0 + "?" }) { return nil }
            found.insert(text)
            owner = type
        }
        guard found.count == 1, let only = found.first else { return nil }
        return program.qualified(only, inside: owner)
    }

    /// The arguments of `call` by label alone, unevaluated (`labelsFit` reads no values).
    static func argumentShapes(of call: FunctionCallExprSyntax, program: SwiftProgram) -> [CallArgument] {
        call.arguments.map { CallArgument(label: $0.label?.text, value: .void, location: program.location($0)) }
            + (call.trailingClosure.map { [CallArgument(label: nil, value: .void, location: program.location($0), isTrailingClosure: true)] } ?? [])
            + call.additionalTrailingClosures.map { CallArgument(label: $0.label.text, value: .void, location: program.location($0.closure), isTrailingClosure: true) }
    }

    /// The parameter the argument at `position` binds, walking as `labelsFit` does.
    static func parameter(filling position: Int, of parameters: FunctionParameterListSyntax, _ arguments: [CallArgument]) -> FunctionParameterSyntax? {
        var index = 0
        for parameter in parameters {
            let label = parameter.firstName.text
            let type = parameter.type.trimmedDescription
            if parameter.ellipsis != nil {
                let start = index
                _ = variadicCount(label, arguments, from: &index)
                if position >= start, position < index { return nil }
                continue
            }
            let takesTrailing = index < arguments.count && arguments[index].isTrailingClosure
                && (parameter.defaultValue == nil || type.contains("->"))
            if index < arguments.count, (!arguments[index].isTrailingClosure && (arguments[index].label ?? "_") == label) || takesTrailing {
                if index == position { return parameter }
                index += 1
            }
        }
        return nil
    }
}

extension Interpreter {
    /// `[String: Int]`: a dictionary type's brackets hold a `:` outside any nested brackets.
    static func isDictionaryTypeName(_ type: String) -> Bool {
        var depth = 0
        for character in type.dropFirst().dropLast() {
            switch character {
            case "[", "<", "(": depth += 1
            case "]", ">", ")": depth -= 1
            case ":" where depth == 0: return true
            default: break
            }
        }
        return false
    }
}

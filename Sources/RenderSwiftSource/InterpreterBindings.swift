import SwiftSyntax
import RenderLayout
import RenderScene

/// Bindings, and values given where the file's own types are expected.
///
/// 1. A binding is read for its value: a render never writes through it. `.constant(x)` and
///    `Binding.constant(x)` are `x`; `Binding(get: { … }, set: { _ in })` is what its getter
///    returns now; `$model.field`, `$items[i]` and `$name` are the values they project;
///    `List($items) { $item in … }` and `ForEach($items) { $item in … }` hand each element to
///    the closure under `item` (and `$item`).
/// 2. Where a parameter or property is declared with a type the file declares, an implicit
///    member resolves in that type: `.compact` is a case or a `static` of `CardStyle`,
///    `.init(…)` is its initialiser, and `Profile.Season` is the nested type `Season`.
extension Interpreter {
    /// The stored property `name` assigns: itself, or for `_name` (a property wrapper's storage,
    /// `_count = State(initialValue: 0)`) the property `name`; nil when the type has neither.
    package static func storageName(_ name: String, of instance: Instance) -> String? {
        if instance.type.stored.contains(where: { $0.name == name }) { return name }
        if name.hasPrefix("_"), instance.type.stored.contains(where: { $0.name == name.dropFirst() && $0.wrapper != nil }) { return String(name.dropFirst()) }
        return nil
    }

    /// The `init()` SwiftUI calls for a root view made without arguments, when the type
    /// declares one (every parameter defaulted) and some stored property has no default.
    package func argumentlessInitializer(of type: TypeDecl) -> InitializerDeclSyntax? {
        guard type.stored.contains(where: { !$0.isStatic && $0.initializer == nil && Self.objectEnvironmentType($0) == nil }) else { return nil }
        return type.initializers.first { initializer in
            initializer.body != nil && initializer.signature.parameterClause.parameters.allSatisfy { $0.defaultValue != nil }
        }
    }

    /// Runs an initialiser's body on `instance` with its parameters' defaults.
    package func run(_ initializer: InitializerDeclSyntax, on instance: Instance) throws(SceneError) {
        guard let body = initializer.body else { return }
        let scope = Scope(parent: Scope(parent: nil, selfInstance: instance))
        try bind(initializer.signature.parameterClause.parameters, [], into: scope, at: initializer)
        var ignored: [SwiftValue] = []
        _ = try nested(initializer) { () throws(SceneError) -> Flow in try execute(body.statements, scope, collecting: &ignored) }
    }

    /// An implicit member the app declares on a SwiftUI type, where a parameter of that type
    /// takes it: `.font(.scaledTitle)` from `extension Font`, `.foregroundStyle(.premiumBirdFood)`
    /// from `extension ShapeStyle where Self == Color`, `.frame(width: .cardWidth)` from
    /// `extension CGFloat`. The static's value, then the rest of the chain (`.scaledTitle.bold()`).
    package func appStatic(_ value: SwiftValue, for kind: Vocabulary.Kind, at location: SourceLocation) throws(SceneError) -> SwiftValue {
        guard case .symbol(let symbol) = value, symbol.type == nil, let first = symbol.steps.first,
              !program.builtinStatics.isEmpty || !program.privateBuiltinStatics.isEmpty || !program.builtinFunctions.isEmpty else { return value }
        let types: [String]
        switch kind {
        case .color: types = ["Color", "ShapeStyle"]
        case .font: types = ["Font"]
        case .number, .length, .lengthOrInfinity: types = ["CGFloat", "Double"]
        case .buttonStyle: types = ["ButtonStyle", "PrimitiveButtonStyle"]
        // `.listRowInsets(.zero)` from WeChat's `extension EdgeInsets { static var zero }`.
        case .insets: types = ["EdgeInsets"]
        // Alignments the file declares are guides (`SwiftAlignments`), not values to evaluate.
        default: return value
        }
        if let arguments = first.arguments {
            // `.font(.FjallaOne(size: 14))` from `extension Font { static func FjallaOne(size:) }`.
            for owner in types {
                // `.custom("Inter", size: 17)` beside the app's `static func custom(_ name: FontName, size:)`:
                // a String goes to SwiftUI's own overload, as Swift's type checker picks it.
                if let functions = program.builtinFunctions[owner]?[first.name],
                   !functions.contains(where: { Self.takesStrings($0, arguments) }) { continue }
                guard var result = try extensionStaticFunction(first.name, of: owner, arguments, at: Optional<Syntax>.none) else { continue }
                for step in symbol.steps.dropFirst() {
                    guard case .symbol(let resolved) = result else { break }
                    result = .symbol(resolved.appending(step.name, step.arguments))
                }
                return result
            }
            return value
        }
        guard let owner = types.first(where: { program.statics(at: location)[$0]?[first.name] != nil }),
              let expression = program.statics(at: location)[owner]?[first.name] else { return value }
        var result = try evaluateStatic(owner, first.name, expression)
        for step in symbol.steps.dropFirst() {
            if case .symbol(let resolved) = result {
                result = .symbol(resolved.appending(step.name, step.arguments))
            } else if let next = try moduleValueStep(step, of: result, at: expression) {
                // `.themedWarning.opacity(0.1)` of `extension ShapeStyle where Self == ThemedColor`:
                // the module type's own method (or property) of the static's value.
                result = next
            } else if case .placeholder = result {
                // `.compound.textPrimary` of `extension Color { static let compound = CompoundColors() }`
                // whose tokens come from a package the renderer did not read: a member of an
                // unknown value is that unknown value (`Placeholders` step 1).
                break
            } else if case .instance(let instance) = result {
                // `.compound.textPrimary` of a `@dynamicMemberLookup` palette: its
                // `subscript(dynamicMember:)` run (`InterpreterDynamicMembers`), whose tokens of a
                // package the renderer did not read are the unknown value; a subscript the renderer
                // cannot run is that unknown value too (any member is Swift for such a type). A
                // module type without the member is Swift's error (`.brand.primray`).
                let name = "\(owner).\(first.name).\(step.name)"
                if step.arguments == nil, Self.isDynamicMemberLookup(instance.type) {
                    if let looked = try? dynamicMember(step.name, of: instance, at: expression) {
                        result = looked
                        continue
                    }
                    if strict { throw program.error("unknown \(name): the renderer does not know it (--strict makes a placeholder an error)", location: location) }
                    return .placeholder(Placeholder(name: name, location: location, content: nil))
                }
                throw program.error("\(instance.type.name) has no member '\(step.name)'", location: location)
            } else {
                // A value the renderer holds but cannot follow further (a member of a record or a
                // standard value it does not model): an unknown value named after the chain, as
                // an unknown member of an unknown type is; the argument's reader leaves its
                // modifier out (docs/swift-input.md, "Placeholders").
                let name = "\(owner).\(first.name).\(step.name)"
                if strict { throw program.error("unknown \(name): the renderer does not know it (--strict makes a placeholder an error)", location: location) }
                return .placeholder(Placeholder(name: name, location: location, content: nil))
            }
        }
        return result
    }

    /// A step of an implicit member's chain applied to a value of a module type: its method called
    /// with the step's arguments, or its property read; nil for other values and names.
    func moduleValueStep(_ step: Symbol.Step, of value: SwiftValue, at node: some SyntaxProtocol) throws(SceneError) -> SwiftValue? {
        guard case .instance(let instance) = value else { return nil }
        if let arguments = step.arguments {
            guard let functions = instance.type.methods[step.name] else { return nil }
            return try callFunction(functions, arguments, selfInstance: instance, selfView: nil, at: node)
        }
        return try member(step.name, of: instance, at: node)
    }

    /// Whether `function` can take the string arguments among `arguments` (in order): a
    /// parameter of a string type or a generic one; false where a string meets another type.
    static func takesStrings(_ function: FunctionDeclSyntax, _ arguments: [CallArgument]) -> Bool {
        let parameters = Array(function.signature.parameterClause.parameters)
        guard parameters.count >= arguments.count else { return true }
        for (parameter, argument) in zip(parameters, arguments) {
            guard case .string = argument.value else { continue }
            let type = parameter.type.trimmedDescription
            if type.contains("String") || type.count <= 2 || type.hasPrefix("some ") { continue }
            return false
        }
        return true
    }

    /// A static the app declares on a SwiftUI type, `Self` being the type its extension names
    /// (`where Self == TrailingIconLabelStyle`).
    package func evaluateStatic(_ owner: String, _ name: String, _ expression: ExprSyntax) throws(SceneError) -> SwiftValue {
        // A stored one is made once (`InterpreterStaticStorage`).
        try builtinStatic(name, of: owner, expression, at: expression) { () throws(SceneError) -> SwiftValue in
            let scope = Scope(parent: try fileScope())
            // `static let adaptiveWhite = Self { … }` in `extension Color`: `Self` is the extended type.
            scope.define("Self", .type(program.staticSelfTypes[owner]?[name] ?? owner))
            let value = try nested(expression) { () throws(SceneError) -> SwiftValue in try evaluate(expression, scope) }
            if program.staticSelfTypes[owner]?[name] == nil, let made = try implicitInitializer(value, of: owner, static: name, at: expression) { return made }
            // `static var capsule: CapsuleStyle { .init() }`: the implicit member of `Self`.
            if let selfType = program.staticSelfTypes[owner]?[name] { return try convert(value, to: selfType, at: expression) }
            return value
        }
    }

    /// Step 1: the value a binding stands for.
    package func bindingValue(_ value: SwiftValue, at node: some SyntaxProtocol) throws(SceneError) -> SwiftValue {
        if let got = try implicitGetSetBinding(value) { return got }
        guard case .symbol(let symbol) = value, symbol.steps.count == 1, symbol.last == "constant",
              symbol.type == nil || symbol.type == "Binding", let arguments = symbol.steps[0].arguments, arguments.count == 1 else {
            return value
        }
        return arguments[0].value
    }

    /// `Binding(get:set:)`: the getter's value; nil for other calls of `Binding`.
    package func makeBinding(_ arguments: [CallArgument], at node: some SyntaxProtocol) throws(SceneError) -> SwiftValue? {
        if arguments.count == 1, arguments[0].label == nil || arguments[0].label == "projectedValue" { return arguments[0].value }
        // swift-navigation's `Binding(unwrapping:)` (`InterpreterSwiftNavigation`).
        if let unwrapped = try navigationBinding(arguments, at: node) { return unwrapped }
        guard arguments.count == 2, arguments[0].label == "get", arguments[1].label == "set",
              case .closure(let getter) = arguments[0].value else { return nil }
        return try invoke(getter, [], at: node)
    }

    /// Step 2, and step 1 for a `Binding<…>` type: `value` converted to the file's `type`, or
    /// nil when `type` is none of the file's and no binding.
    package func convertToDeclaredType(_ value: SwiftValue, to type: String, at node: some SyntaxProtocol) throws(SceneError) -> SwiftValue? {
        if type.hasPrefix("Binding<"), type.hasSuffix(">") {
            let inner = String(type.dropFirst("Binding<".count).dropLast())
            return try convert(try bindingValue(value, at: node), to: inner, at: node)
        }
        let plain = type.hasSuffix("?") ? String(type.dropLast()) : type
        if let date = try implicitDateMember(value, to: plain, at: node) { return date }
        if let set = try optionSet(value, to: plain, at: node) { return set }
        // `var color: Color { .init(host + "/" + rawValue) }` (EhPanda's categories): `.init` of a
        // computed name is the asset catalog's colour, as `Color("name")` is.
        if plain == "Color" || plain == "UIColor", case .symbol(let symbol) = value, symbol.type == nil, symbol.steps.count == 1,
           symbol.last == "init", let asset = try assetColor(type: plain, symbol.steps[0].arguments ?? [], at: node) {
            return asset
        }
        // `tertiary: .init(uiColor: .tertiaryLabel)` given to a parameter declared `Color` (Mlem's
        // palette): one of SwiftUI's labelled colour initialisers, made as `Color(uiColor: …)`
        // written out is (`InterpreterContextualInitializers` step 2); the unlabelled `.init(_:)`
        // stays the `Color` view's reading below.
        if plain == "Color" || plain == "SwiftUI.Color", case .symbol(let symbol) = value, symbol.type == nil, symbol.steps.count == 1,
           symbol.last == "init", let arguments = symbol.steps[0].arguments, arguments.contains(where: { $0.label != nil }),
           Self.isSwiftUIColorInitializer(arguments.filter { !$0.isTrailingClosure }.map { $0.label ?? "_" }) {
            if let resolved = try dynamicColor("Color", arguments, at: node) { return resolved }
            return try madeColor(arguments, at: node)
        }
        // `icon: .init(systemName: "star")` for a parameter of type `Image`.
        if Vocabulary.view(plain) != nil, case .symbol(let symbol) = value, symbol.type == nil, symbol.steps.count == 1,
           symbol.last == "init", let arguments = symbol.steps[0].arguments {
            return try buildView(plain, arguments, at: node)
        }
        // `Three<Three<Cube>>` (or an alias of it): the generic type, with its arguments.
        let generic = genericModuleType(plain)
        guard let declared = generic?.0 ?? program.type(named: plain), case .symbol(let symbol) = value, symbol.type == nil,
              let first = symbol.steps.first else { return nil }
        // Element X's `EncryptionAuthenticity.Color`, a nested enum, does not hide SwiftUI's `Color`
        // from a getter declared `Color` outside its owner (as `staticMember` decides).
        if declared.outer != nil, declared.name == plain, Self.builtinTypes.contains(plain) { return nil }
        // A nested enum is kept by its qualified name (`Avatars.Size`, `InterpreterTypeKeys`): Element
        // X declares four enums `Size`, and the bare name finds the one read last.
        if declared.kind == .enumeration, declared.caseIndex(first.name) != nil,
           !declared.staticPropertyShadowsCase(first.name, called: first.arguments != nil) {
            return .symbol(Symbol(type: lookupKey(of: declared), steps: symbol.steps))
        }
        // `.init(…)`, a static property or function of the type, then the rest of the chain.
        var result: SwiftValue
        if first.name == "init" {
            // `.init(score: move.score)` of an unknown move: a value built of an unknown value is it.
            if let unknown = Self.placeholderArgument(first.arguments ?? []) { return .placeholder(unknown) }
            result = try instantiate(declared, first.arguments ?? [], at: node, genericArguments: generic?.1 ?? [:])
        } else if let arguments = first.arguments, let functions = declared.methods[first.name] {
            // `self` of a static function is the type (`InterpreterStaticSelfInit` step 2).
            result = try callFunction(functions, arguments, selfInstance: Instance(type: declared, fields: [:]), selfView: nil,
                                      selfValue: staticSelf(functions, of: lookupKey(of: declared)), at: node)
        } else if declared.stored.contains(where: { $0.isStatic && $0.name == first.name }) || declared.computed[first.name] != nil {
            result = try staticMember(first.name, of: lookupKey(of: declared), at: node)
        } else if declared.kind == .enumeration {
            throw fail("\(declared.name) has no case '\(first.name)'", node)
        } else {
            return nil
        }
        for step in symbol.steps.dropFirst() {
            // `OrderSummary.empty.formUnion(order)` (an implicit member read back as its type's
            // static): a method the renderer does not call on it is an unknown value.
            guard step.arguments == nil else { return try placeholder("\(declared.name).\(first.name).\(step.name)(…)", at: node) }
            result = try property(step.name, of: result, at: node)
        }
        return result
    }
}

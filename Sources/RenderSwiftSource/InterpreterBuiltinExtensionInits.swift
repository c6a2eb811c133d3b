import SwiftSyntax
import RenderLayout
import RenderScene

/// Initialisers the module declares in an extension of a type it does not declare
/// (docs/swift-input.md, "Swift a view body may use"): Mlem's `extension Image { init(icon:
/// Icon) { let name = …; self.init(systemName: name) } }`, Swiftfin's `extension Picker where
/// Label == Text { init(_ title: String, sources: Data, selection: Binding<E?>) { self.init(title,
/// selection: selection) { … } } }`.
///
/// 1. A call `T(…)` of a type the module extends is the extension's initialiser when the
///    labels fit one of the extension's initialisers and none of SwiftUI's overloads of `T`
///    the renderer knows (SwiftUI's own win where both fit, as the renderer cannot tell them
///    apart by type; decision), nor a colour's initialiser the renderer models (`Color(red:…)`,
///    `Color(dynamicProvider:)`, `Color("asset")`: isowords declares its own `init(dynamicProvider:)`).
/// 2. Its parameters are bound as a function's (defaults filled), `Self` is `T`, and `self`
///    stands for the value being made until the body delegates: `self.init(…)` makes `T` with
///    those arguments as a direct call of SwiftUI's (or the renderer's) `T(…)` would, and
///    `self = value` gives the value itself. What the body made is the call's value, modifiers
///    and all, as Swift's initialiser returns the value its delegation made.
/// 3. A body that returns without making `T` (every path must delegate in Swift, so only code
///    the renderer could not follow does: a `switch` over an unknown value), or that stops at
///    code the renderer cannot run (an API it lacks), is the unknown value `T(label:)`, with a
///    located warning naming the initialiser (and where it stopped).
extension Interpreter {
    /// Step 1: `name(…)` made by a module extension's initialiser; nil where none fits.
    func builtinExtensionInitializer(_ name: String, _ call: FunctionCallExprSyntax, _ scope: Scope) throws(SceneError) -> SwiftValue? {
        guard let initializers = program.builtinInitializers[name] else { return nil }
        // The labels alone decide, before anything is evaluated (the arguments are evaluated once).
        let shapes = call.arguments.map { CallArgument(label: $0.label?.text, value: .void, location: program.location($0)) }
            + (call.trailingClosure.map { [CallArgument(label: nil, value: .void, location: program.location($0), isTrailingClosure: true)] } ?? [])
            + call.additionalTrailingClosures.map { CallArgument(label: $0.label.text, value: .void, location: program.location($0.closure), isTrailingClosure: true) }
        var candidates = initializers.filter { Self.labelsFit($0.signature.parameterClause.parameters, shapes) }
        guard !candidates.isEmpty else { return nil }
        // DuckUI's `init(_ hex: UInt)` is Swift's choice for a number, which none of SwiftUI's
        // `Color(_:)` takes (`InterpreterUnknownColors`).
        // Decided by the first argument's value, not its syntax: `Color(.systemBackground)`,
        // `Color(uiColor)` and `Color(assetName)` stay SwiftUI's beside such an extension
        // (review 16 R1). An integer or float literal needs no evaluation.
        var numberFirst = candidates.filter { Self.takesANumberFirst($0, call) }
        if !numberFirst.isEmpty, let first = call.arguments.first?.expression,
           !first.is(IntegerLiteralExprSyntax.self), !first.is(FloatLiteralExprSyntax.self) {
            switch try evaluate(first, scope) {
            case .int, .double: break
            default: numberFirst = []
            }
        }
        if !numberFirst.isEmpty {
            candidates = numberFirst
        } else {
            if let entry = Vocabulary.view(name), entry.overloads.contains(where: { Self.match($0.parameters, shapes) != nil }) { return nil }
            // A colour's initialisers the renderer models (`Color(dynamicProvider:)`, `Color(red:…)`,
            // `Color("asset")`) stay its own, as SwiftUI's views' do (isowords' own `init(dynamicProvider:)`).
            if let first = shapes.first, Self.modelledFirstLabels[name]?.contains(first.label ?? "_") == true { return nil }
        }
        let arguments = try self.arguments(of: call, scope)
        var lastError: SceneError?
        for initializer in candidates {
            guard let body = initializer.body else { continue }
            let local = Scope(parent: nil)
            local.define("Self", .type(name))
            local.define("self", Self.unmadeSelf(name))
            do throws(SceneError) {
                try bind(initializer.signature.parameterClause.parameters, arguments, into: local, at: call)
            } catch {
                lastError = error
                continue
            }
            do throws(SceneError) {
                try nested(call) { () throws(SceneError) in
                    var ignored: [SwiftValue] = []
                    _ = try execute(body.statements, local, collecting: &ignored)
                }
            } catch {
                // Step 3: a body the renderer cannot follow (a `Scanner`, an API it lacks) makes
                // an unknown value, as the call was before these bodies ran; a spent budget, a
                // too-deep nesting and `--strict` stay the errors they are.
                if strict || error.stopsTheRender { throw error }
                let called = "\(name)(\(Self.labelList(initializer)))"
                warn("\(called) of the module's extension of \(name) is unknown: \(error.message)", at: error.location ?? program.location(call))
                return try name == "Color" ? unknownColor(called, at: call) : placeholder(called, at: call)
            }
            let made = local.lookup("self")
            guard let made, !Self.isUnmadeSelf(made) else {
                // (A `switch icon.source` over an unknown value delegates in no branch the renderer ran.)
                let called = "\(name)(\(Self.labelList(initializer)))"
                warn("\(called) of the module's extension of \(name) made no \(name) the renderer could follow (a branch on an unknown value): it is unknown", at: program.location(call))
                return try name == "Color" ? unknownColor(called, at: call) : placeholder(called, at: call)
            }
            return made
        }
        if let lastError { throw lastError }
        return nil
    }

    /// Step 2: `self.init(…)` inside such an initialiser; nil for any other call.
    func builtinExtensionDelegation(_ name: String, on base: SwiftValue, _ arguments: [CallArgument], at call: FunctionCallExprSyntax,
                                    _ scope: Scope) throws(SceneError) -> SwiftValue? {
        guard name == "init", case .record("ExtensionInitializerSelf", let fields) = base, case .string(let type)? = fields["type"] else { return nil }
        let made = try builtinValue(type, arguments, at: call)
        guard scope.assign("self", made) else { throw fail("self.init(…) outside an initialiser", call) }
        return .void
    }

    /// `T(arguments)` of SwiftUI's or the renderer's `T`, the arguments already evaluated.
    func builtinValue(_ type: String, _ arguments: [CallArgument], at call: FunctionCallExprSyntax) throws(SceneError) -> SwiftValue {
        switch type {
        case "Image": return try imageValue(arguments, at: call)
        case "Color", "UIColor":
            if let asset = try assetColor(type: type, arguments, at: call) { return asset }
            if let resolved = try dynamicColor(type, arguments, at: call) { return resolved }
            if type == "Color" { return try madeColor(arguments, at: call) }
        default:
            if Vocabulary.view(type) != nil { return try buildView(type, arguments, at: call) }
            if let made = try builtin(type, arguments, at: call) { return made }
        }
        return .symbol(Symbol(type: type, steps: [Symbol.Step(name: "init", arguments: arguments)]))
    }

    /// `Image(…)`: a `CGImage`, an asset or a symbol, else SwiftUI's initialisers (`Image` step 8:
    /// `variableValue: nil` is the whole symbol, as without one).
    func imageValue(_ arguments: [CallArgument], at call: FunctionCallExprSyntax) throws(SceneError) -> SwiftValue {
        let arguments = arguments.filter { if $0.label == "variableValue", case .null = $0.value { false } else { true } }
        if let drawn = cgImageView(arguments, at: call) { return drawn }
        if let asset = try assetImage(Self.platformImageArguments(arguments), appIcons: Self.isAppIconImage(arguments), at: call) { return asset }
        return try buildView("Image", arguments, at: call)
    }

    /// Step 1: the first labels of the non-view initialisers the renderer models itself.
    static let modelledFirstLabels: [String: Set<String>] = [
        "Color": ["_", "dynamicProvider", "uiColor", "nsColor", "red", "hue", "white"],
        "UIColor": ["_", "dynamicProvider", "red", "hue", "white", "named"],
    ]

    static func unmadeSelf(_ type: String) -> SwiftValue { .record("ExtensionInitializerSelf", ["type": .string(type)]) }

    static func isUnmadeSelf(_ value: SwiftValue) -> Bool {
        if case .record("ExtensionInitializerSelf", _) = value { return true }
        return false
    }

    static func labelList(_ initializer: InitializerDeclSyntax) -> String {
        initializer.signature.parameterClause.parameters.map { $0.firstName.text + ":" }.joined()
    }
}

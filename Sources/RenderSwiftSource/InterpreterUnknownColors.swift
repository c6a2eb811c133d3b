import SwiftSyntax
import RenderLayout
import RenderScene

/// A `Color(…)` the renderer cannot make (docs/swift-input.md, "Placeholders"), and the
/// impossible colours that stay errors.
///
/// 1. `Color(…)` whose labels fit none of SwiftUI's colour initialisers (`Color(_:)`,
///    `Color(_:bundle:)`, `Color(red:green:blue:opacity:)`, `Color(white:opacity:)`, each with
///    or without a leading colour space, `Color(hue:saturation:brightness:opacity:)`,
///    `Color(uiColor:)`, `Color(nsColor:)`, `Color(cgColor:)`, and the renderer's
///    `Color(dynamicProvider:)`), nor one of the module's extension initialisers
///    (`InterpreterBuiltinExtensionInits`, run before this), in a file that imports a module the
///    renderer did not read: that module's initialiser (Duck Duck Go's
///    `Color(designSystemColor: .textPrimary)` of DesignResourcesKit) — the unknown value
///    `Color(designSystemColor:)`, with a located warning naming the modules not read, as
///    `InterpreterUnreadPackageInitializers` does for views. The file's imports count first, then
///    those of any file of its module (an extension's members are visible module-wide once any
///    file imports its module, in Swift before SE-0444). Where no file imports anything unread,
///    Swift could not have compiled the call: it stays the error it is where used.
/// 2. One of SwiftUI's initialisers given an unknown value (`Color(red: store.red, …)`): the
///    unknown value `Color(store.red)`.
/// 3. One of SwiftUI's initialisers given known values no colour is made of — `Color(white: .nan)`
///    (`.nan` reaches the interpreter as a member no parameter typed), `Color(red: 0.0 / 0.0, …)`
///    — stays a located error where it is drawn or given: such a value is a bug in the file, not
///    something the renderer does not know. (`Color(red: .infinity, …)` is clamped to 1, as
///    every component past 0…1 is, as before.)
/// 4. An unknown colour drawn as a view is a named placeholder that fills what a `Color` fills:
///    all the space offered, in both axes, with no minimum size, its label clipped to it; given
///    to a modifier (`.foregroundColor(…)`, `.background(…)`), the modifier is left out with
///    its warning (`Placeholders` step 3).
extension Interpreter {
    /// Steps 1–3 for `Color(arguments)`, the arguments evaluated.
    func madeColor(_ arguments: [CallArgument], at call: some SyntaxProtocol) throws(SceneError) -> SwiftValue {
        let labels = arguments.filter { !$0.isTrailingClosure }.map { $0.label ?? "_" }
        if !Self.isSwiftUIColorInitializer(labels) {
            var unread = unreadImports(of: call)
            // An extension's members are visible in every file of a module that imports its
            // module in any file (Swift before SE-0444's member import visibility): Duck Duck
            // Go's `ViewExtension.swift` imports only SwiftUI.
            if unread.isEmpty { unread = moduleUnreadImports() }
            if !unread.isEmpty {
                let name = "Color(\(labels.map { $0 + ":" }.joined()))"
                warn("\(name) is none of SwiftUI's colour initialisers the renderer knows; it may be \(unread.joined(separator: ", "))'s, a module the renderer did not read",
                     at: program.location(call))
                return try unknownColor(name, at: call)
            }
        } else if let unknown = Self.placeholderArgument(arguments) {
            var made = Placeholder(name: "Color(\(unknown.name))", location: program.location(call), content: nil)
            made.fillsLikeColor = true
            return .placeholder(made)
        }
        return .symbol(Symbol(type: "Color", steps: [Symbol.Step(name: "init", arguments: arguments)]))
    }

    /// The modules any file of the module imports that the renderer neither read nor models.
    func moduleUnreadImports() -> [String] {
        let read = program.readModules.isEmpty
            ? Set(program.files.map { SwiftProgram.moduleName(ofPath: $0).replacingOccurrences(of: "-", with: "_") })
            : program.readModules
        let imported = program.fileImports.values.reduce(into: Set<String>()) { $0.formUnion($1) }
        return imported.filter { module in
            !CompilationConditions.importable.contains(module) && !SwiftModule.modelled.contains(module)
                && !["Dependencies", "DependenciesMacros", "ConcurrencyExtras"].contains(module) && !read.contains(module)
        }.sorted()
    }

    /// A colour placeholder (step 4); an error under `--strict`.
    func unknownColor(_ name: String, at node: some SyntaxProtocol) throws(SceneError) -> SwiftValue {
        guard case .placeholder(var unknown) = try placeholder(name, at: node) else { return .void }
        unknown.fillsLikeColor = true
        return .placeholder(unknown)
    }

    /// Step 1: SwiftUI's (and the renderer's) colour initialisers, by their labels.
    static func isSwiftUIColorInitializer(_ labels: [String]) -> Bool {
        var rest = labels[...]
        // `Color(.sRGB, red: …)`, `Color(.displayP3, white: …)`: the colour space first.
        if rest.count > 1, rest.first == "_" { rest = rest.dropFirst() }
        if rest.last == "opacity", rest.count > 1 { rest = rest.dropLast() }
        switch Array(rest) {
        case ["red", "green", "blue"], ["white"], ["hue", "saturation", "brightness"]: return true
        default: break
        }
        return [["_"], ["_", "bundle"], ["uiColor"], ["nsColor"], ["cgColor"], ["dynamicProvider"]].contains(labels)
    }

    /// Step 3: the located error of a colour SwiftUI's initialiser cannot make (at its first
    /// argument), or of labels none of SwiftUI's initialisers take in a file that imports nothing
    /// unread (step 1).
    func impossibleColorError(_ symbol: Symbol, at location: SourceLocation) -> SceneError {
        let arguments = symbol.steps.first?.arguments ?? []
        let labels = arguments.filter { !$0.isTrailingClosure }.map { $0.label ?? "_" }
        let at = arguments.first?.location ?? location
        guard Self.isSwiftUIColorInitializer(labels) else {
            return program.error("Color(\(labels.map { $0 + ":" }.joined())) is none of SwiftUI's colour initialisers, nor one the module declares", location: at)
        }
        return program.error("\(symbol.description) is no colour: a component is not a number the renderer can use (NaN, or a value it cannot read)", location: at)
    }

    /// Step 4: the placeholder box's modifiers (padding, frame, background, overlay) with the
    /// frame of a `Color` — flexible from zero to infinity in both axes, 10 × 10 where nothing
    /// is proposed — and clipped.
    static func colorPlaceholderModifiers(_ modifiers: [JSONNode], at location: SourceLocation) -> [JSONNode] {
        func node(_ value: JSONNode.Value) -> JSONNode { JSONNode(value: value, location: location) }
        // Ideal 10 × 10: where nothing is proposed (a ScrollView's axis, `fixedSize()`), a Color
        // takes SwiftUI's default 10 points, and so does its placeholder (review 16 R1).
        let fills = node(.object([("frame", node(.object([
            ("minWidth", node(.number(0))), ("idealWidth", node(.number(10))), ("maxWidth", node(.string("infinity"))),
            ("minHeight", node(.number(0))), ("idealHeight", node(.number(10))), ("maxHeight", node(.string("infinity"))),
        ])))]))
        let replaced = modifiers.map { modifier -> JSONNode in
            if case .object(let members) = modifier.value, members.first?.key == "frame" { return fills }
            return modifier
        }
        return replaced + [node(.object([("clipped", node(.bool(true)))]))]
    }

    /// An extension initialiser whose first parameter is unlabelled and a number (DuckUI's
    /// `extension Color { init(_ hex: UInt, alpha: Double = 1) }`), called with anything but a
    /// string literal: none of SwiftUI's `Color(_:)`/`UIColor(_:)` takes a number, so Swift
    /// picks the extension's (`InterpreterBuiltinExtensionInits` step 1).
    static func takesANumberFirst(_ initializer: InitializerDeclSyntax, _ call: FunctionCallExprSyntax) -> Bool {
        guard let first = initializer.signature.parameterClause.parameters.first, first.firstName.text == "_",
              let argument = call.arguments.first, argument.label == nil,
              !argument.expression.is(StringLiteralExprSyntax.self) else { return false }
        var type = first.type.trimmedDescription
        while type.hasSuffix("?") || type.hasSuffix("!") { type.removeLast() }
        return numberTypes.contains(type)
    }

    static let numberTypes: Set<String> = [
        "Int", "UInt", "Int8", "UInt8", "Int16", "UInt16", "Int32", "UInt32", "Int64", "UInt64",
        "Double", "Float", "CGFloat", "CUnsignedLongLong", "CUnsignedInt", "CLong", "CUnsignedLong",
    ]

    /// `Color.init(0x3969EF)`, `Image.init(icon: .close)`: a type's initialiser named
    /// explicitly is the same call as `Color(0x3969EF)` for the module's extension initialisers
    /// (`InterpreterBuiltinExtensionInits`); nil where none of them fits.
    func explicitBuiltinExtensionInitializer(_ name: String, base: ExprSyntax, _ call: FunctionCallExprSyntax, _ scope: Scope) throws(SceneError) -> SwiftValue? {
        guard name == "init", let reference = base.as(DeclReferenceExprSyntax.self) else { return nil }
        let type = reference.baseName.text
        guard program.builtinInitializers[type] != nil, program.types[type] == nil, scope.lookup(type) == nil else { return nil }
        return try builtinExtensionInitializer(type, call, scope)
    }
}

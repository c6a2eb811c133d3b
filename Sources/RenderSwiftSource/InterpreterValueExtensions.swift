import SwiftSyntax
import RenderLayout
import RenderScene

/// The module's extensions of the standard library's value types, as Swift applies them:
/// `extension Collection { var isNotEmpty: Bool { !isEmpty } }` is a property of every string
/// and array, `extension Double { var rounded2: Double { … } }` of every number.
///
/// 1. A computed property (of one expression or several statements, or a stored static) declared in `extension String`,
///    `Array`, `Collection`, `Int`, `Double`… is looked up by the protocols and types the value
///    is (a String is a `String`, `StringProtocol`, `Collection`, `Sequence`).
/// 2. Its expression runs with `self` the value; an unqualified name in it (`isEmpty`) is a
///    member of `self`, as in Swift; where `self` is a SwiftUI value the renderer holds as a
///    typed name (`ContentSizeCategory.large`), an unqualified name is the property the module's
///    extension of that type declares (Pocket Casts' `var traitCollection: UITraitCollection {
///    UITraitCollection(preferredContentSizeCategory: UIContentSizeCategory) }` beside its `var
///    UIContentSizeCategory`, a member that shadows the type of the same name, as in Swift).
/// 3. The standard library's own members come first where the renderer knows them (`count`).
/// 4. An implicit member the renderer holds without its type (`.callout`, given to Pocket Casts'
///    `var style: Font.TextStyle`), read a property that the module declares in an extension of
///    exactly one type that is neither the module's nor the standard library's (`style.
///    UIFontTextStyle` of `private extension Font.TextStyle`): Swift compiled the read, so the
///    value is of that type, and the extension's getter runs with `self` that type's member
///    (step 2). A static of that name (`static let`), or the name declared in extensions of
///    several such types, tells nothing: the value stays the untyped chain it was.
extension Interpreter {
    package static func extendedTypes(of value: SwiftValue) -> [String] {
        switch value {
        case .string: return ["String", "StringProtocol", "Collection", "BidirectionalCollection", "Sequence"]
        case .array: return ["Array", "Collection", "RandomAccessCollection", "BidirectionalCollection", "Sequence", "MutableCollection"]
        case .int: return ["Int", "BinaryInteger", "Numeric", "SignedInteger", "FixedWidthInteger", "Comparable"]
        case .double: return ["Double", "CGFloat", "Float", "BinaryFloatingPoint", "FloatingPoint", "Numeric", "Comparable"]
        case .bool: return ["Bool"]
        // `extension Bundle { func decode<T>(…) }`, `extension Date { var short: String }`.
        case .record(let name, _): return [name]
        case .null: return ["Optional"]
        default: return []
        }
    }

    /// `value.name` from an extension of the value's type; nil when none declares it.
    package func extensionProperty(_ name: String, of value: SwiftValue, at node: some SyntaxProtocol) throws(SceneError) -> SwiftValue? {
        // Any value may be an optional's, as for methods: `extension Optional { var optional: Wrapped? }`.
        let aliases = aliasNames(of: value)
        var types = Self.extendedTypes(of: value) + aliases
        // A platform value the renderer holds as a symbol (`UIColor(hex: "#292B2E")`, made by the
        // module's initialiser): `extension UIColor { var color: Color { Color(self) } }` applies
        // to it as to any UIColor (Pocket Casts' theme colours).
        if case .symbol(let symbol) = value, let type = symbol.type, symbol.steps.count == 1,
           program.builtinComputed[type]?[name] != nil || program.statics(at: node)[type]?[name] != nil {
            types.append(type)
        }
        // Of an instance through an alias's extension (`InterpreterTypeAliasExtensions`), its
        // members are names in the getter, as in the type's own getters; in any other extension
        // (`extension Optional`), bare names are the file's, as before.
        func getterScope(_ type: String) throws(SceneError) -> Scope {
            let scope: Scope
            if case .instance(let instance) = value, aliases.contains(type) {
                scope = Scope(parent: nil, selfInstance: instance)
            } else {
                scope = Scope(parent: try fileScope())
            }
            scope.define("self", value)
            return scope
        }
        for type in types + (types.contains("Optional") ? [] : ["Optional"]) {
            if let items = program.builtinComputed[type]?[name] {
                // A getter of several statements (`let formatter = NumberFormatter(); … return …`).
                let scope = try getterScope(type)
                return try nested(node) { () throws(SceneError) -> SwiftValue in try runBody(items, scope, asViews: false, at: node) }
            }
            guard let expression = program.statics(at: node)[type]?[name] else { continue }
            let scope = try getterScope(type)
            return try nested(node) { () throws(SceneError) -> SwiftValue in try evaluate(expression, scope) }
        }
        return nil
    }

    /// An unqualified name inside such an extension (or an enum case's code): a member of the
    /// `self` value, when `self` is a value rather than an instance; nil when it has none.
    package func memberOfSelfValue(_ name: String, _ scope: Scope, at node: some SyntaxProtocol) -> SwiftValue? {
        guard let selfValue = scope.lookup("self") else { return nil }
        switch selfValue {
        case .string, .array, .int, .double, .bool:
            return try? property(name, of: selfValue, at: node)
        case .symbol(let symbol):
            // Step 2: a property the module's extension of the symbol's type declares.
            guard let type = symbol.type, symbol.steps.count == 1,
                  program.builtinComputed[type]?[name] != nil || program.statics(at: node)[type]?[name] != nil else { return nil }
            return try? extensionProperty(name, of: selfValue, at: node)
        default:
            return nil
        }
    }
}

extension Interpreter {
    /// Step 4: `.callout.UIFontTextStyle` read through the one extension that declares it; nil
    /// where none or several types' extensions do.
    func untypedMemberExtensionProperty(_ name: String, of symbol: Symbol, at node: some SyntaxProtocol) throws(SceneError) -> SwiftValue? {
        guard symbol.type == nil, symbol.steps.count == 1, symbol.steps[0].arguments == nil else { return nil }
        // Per file: a private extension's getters are seen by its own file's code only.
        let key = program.privateBuiltinStatics.isEmpty ? name : name + "@" + program.fileName(of: node)
        if untypedMemberOwners[key] == nil { untypedMemberOwners[key] = untypedMemberOwner(name, statics: program.statics(at: node)) }
        guard let found = untypedMemberOwners[key], let owner = found else { return nil }
        var typed = symbol
        typed.type = owner
        return try extensionProperty(name, of: .symbol(typed), at: node)
    }

    /// Step 4's one type, by the module's extensions; nil where none or several declare `name`.
    private func untypedMemberOwner(_ name: String, statics: [String: [String: ExprSyntax]]) -> String? {
        var owners: [String] = []
        for (type, members) in program.builtinComputed where members[name] != nil { owners.append(type) }
        for (type, members) in statics where !owners.contains(type) {
            guard let expression = members[name], !Self.isStaticDeclaration(expression) else { continue }
            owners.append(type)
        }
        owners.removeAll { type in
            program.type(named: type) != nil || Self.standardExtendedNames.contains(type) || Self.standardLibraryTypes.contains(type)
                || ["Optional", "View", "Collection", "Sequence", "StringProtocol", "BinaryInteger", "BinaryFloatingPoint",
                    "FloatingPoint", "Numeric", "Comparable", "Equatable", "Hashable"].contains(type)
        }
        return owners.count == 1 ? owners[0] : nil
    }

    /// `value.trimmed()` from `extension String { func trimmed() -> String }`: run with `self`
    /// the value (step 2); nil when no extension of the value's types declares it.
    package func extensionMethod(_ name: String, on value: SwiftValue, _ arguments: [CallArgument], at call: FunctionCallExprSyntax) throws(SceneError) -> SwiftValue? {
        // Any value may be an optional's: `extension Optional { func coalesceWith(_:) }`.
        for type in Self.extendedTypes(of: value) + aliasNames(of: value) + ["Optional"] {
            // `where Element == Attendee` holds only for such arrays (`InterpreterStandardExtensionMethods` step 2).
            guard let functions = program.builtinFunctions[type]?[name]?.filter({ !Self.isStatic($0) && elementRequirementFits($0, value) }),
                  !functions.isEmpty else { continue }
            if case .instance(let instance) = value {
                return try callFunction(functions, arguments, selfInstance: instance, selfView: nil, at: call)
            }
            return try callFunction(functions, arguments, selfInstance: nil, selfView: nil, selfValue: value, at: call)
        }
        // `extension Optional: OptionalType` and `extension OptionalType { func coalesceWith(…) }`
        // (Kickstarter-Prelude): the default implementation of a module protocol that a standard
        // type is given in an extension.
        for type in Self.extendedTypes(of: value) + ["Optional"] {
            guard let functions = conformanceFunctions(name, of: type) else { continue }
            return try callFunction(functions, arguments, selfInstance: nil, selfView: nil, selfValue: value, at: call)
        }
        return nil
    }

    /// The instance methods `name` of the module protocols `type` is given in an extension; nil
    /// when none declares it.
    func conformanceFunctions(_ name: String, of type: String) -> [FunctionDeclSyntax]? {
        for conformance in program.builtinConformances[type] ?? [] {
            guard let declared = program.type(named: conformance), declared.kind == .protocolType,
                  let functions = declared.methods[name]?.filter({ !Self.isStatic($0) }), !functions.isEmpty else { continue }
            return functions
        }
        return nil
    }

    /// `Font.brand(size: 14)`, or `.brand(size: 14)` where a `Font` is expected: a static
    /// function of an extension of `type`; nil when there is none.
    /// (Without a call's node, as where a parameter resolves it, messages point at the function.)
    package func extensionStaticFunction(_ name: String, of type: String, _ arguments: [CallArgument], at node: (some SyntaxProtocol)?) throws(SceneError) -> SwiftValue? {
        guard let functions = program.builtinFunctions[type]?[name]?.filter(Self.isStatic), let first = functions.first else { return nil }
        let result: SwiftValue
        if let node {
            result = try callFunction(functions, arguments, selfInstance: nil, selfView: nil, selfValue: .type(type), at: node)
        } else {
            result = try callFunction(functions, arguments, selfInstance: nil, selfView: nil, selfValue: .type(type), at: first)
        }
        // `.custom("Fjalla", size: size)` returned from a `-> Font` function: the Font itself.
        if case .symbol(var symbol) = result, symbol.type == nil {
            symbol.type = type
            return .symbol(symbol)
        }
        return result
    }

    static func isStatic(_ function: FunctionDeclSyntax) -> Bool {
        function.modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
    }
}

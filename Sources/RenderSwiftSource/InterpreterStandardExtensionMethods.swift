import SwiftSyntax
import RenderLayout
import RenderScene

/// The module's own methods in extensions of the standard library's types (docs/swift-input.md,
/// "Swift a view body may use"): Swiftfin's `extension Array where Element: Equatable {
/// mutating func removeAll(equalTo:) }`, `extension Array { func appending(_:) }`, Mlem's
/// `extension Array { mutating func appendIfPresent(_:) }`.
///
/// 1. A call `value.name(…)` of a string, array, number, Bool or nil, where an extension of one
///    of the types the value is (`InterpreterValueExtensions`: `Array`, `Collection`, `Sequence`,
///    `String`, `Optional`…) declares an instance method `name` whose labels fit the call, runs
///    that method — before the renderer's own methods of that name. Swift's rule: of two
///    declarations with the same signature, the one of the module being compiled shadows the
///    standard library's (swiftlang/swift, lib/AST/NameLookup.cpp,
///    `recordShadowedDeclsAfterTypeMatch`: "Prefer declarations in any module over those in the
///    standard library module"); where the labels differ, the standard library's does not fit
///    (the renderer's own methods are laxer than Swift about labels: `removeAll(equalTo:)` is no
///    `removeAll()`). `Optional`'s extensions are looked at only for nil: Swift never finds
///    them on a non-optional receiver.
/// 2. An extension or method constrained by a same-type requirement (`where Element == Attendee`,
///    or `extension Array<Attendee>` of SE-0361, keyed `Array` by `SwiftProgram`) is left to the
///    later path (`extensionMethod`, after the renderer's own methods), which runs it on an array
///    unless an element cannot be of the required type (`valueMayBe`: a string, number, Bool or
///    array against another of those kinds or a struct, enum or class of the module, a module
///    instance against a standard type or another struct or enum, nil against a type not
///    optional). A subclass, a conformed protocol (`Element == any P`) or a type alias
///    fits, as Swift's `Element == X` holds for an array declared `[X]` whatever its elements'
///    dynamic types; an empty array or one of unknown values may be of that type.
/// 3. A `mutating func` changes its receiver: the `self` its body ends with is written back to
///    the variable or property the call was made on, as Swift passes `self` inout. Inside such
///    a body, `self.append(x)`, `append(x)`, `removeAll { … }` and the extension's other
///    mutating methods change that `self`.
/// 4. Of methods whose labels fit, those the arguments' kinds fit (a closure for a function
///    type and only there, a key path for a `KeyPath<…>`, `kindsFit`) are run; where none does (Swiftfin's
///    `sorted(using: KeyPath)` called with Foundation's comparator), and for a receiver of any
///    other kind (a module instance, a record), the call takes the usual path. The receiver is
///    evaluated once either way.
extension Interpreter {
    /// Step 1's types whose module extensions are looked at.
    static let standardExtendedNames: [String] = [
        "Array", "Collection", "RandomAccessCollection", "BidirectionalCollection", "Sequence", "MutableCollection",
        "RangeReplaceableCollection", "String", "StringProtocol", "Int", "BinaryInteger", "Numeric", "SignedInteger",
        "FixedWidthInteger", "Comparable", "Double", "CGFloat", "Float", "BinaryFloatingPoint", "FloatingPoint", "Bool", "Optional",
    ]

    /// Steps 1–4 for `base.name(…)`; nil when no module extension of a standard type could take
    /// the call (nothing evaluated then).
    func standardExtensionCall(_ name: String, base baseExpression: ExprSyntax, _ call: FunctionCallExprSyntax, _ scope: Scope) throws(SceneError) -> SwiftValue? {
        // Cheap first: most calls name no method of such an extension.
        guard program.standardExtensionMethodNames.contains(name) else { return nil }
        let shapes = Self.argumentShapes(of: call, program: program)
        guard Self.standardExtendedNames.contains(where: { !standardExtensionMethods(name, of: $0, shapes).isEmpty }) else { return nil }
        let base = try evaluate(baseExpression, scope)
        if let result = try runStandardExtension(name, on: base, shapes, call, scope, writeBack: { (changed) throws(SceneError) in
            try self.assign(baseExpression, changed, scope)
        }) {
            return result
        }
        // None fits: the rest of `call`'s chain, in its order, then the member call on the value
        // evaluated here.
        if let changed = try variableCollectionCall(name, base: baseExpression, call, scope) { return changed }
        return try memberCall(name, on: base, baseExpression, call, scope)
    }

    /// Step 3 inside a `mutating func` of such an extension: `append(x)`, `removeAll { … }` or
    /// another of the extension's methods, called bare on the `self` value; nil otherwise.
    func selfValueMutation(_ name: String, _ selfValue: SwiftValue, _ call: FunctionCallExprSyntax, _ scope: Scope) throws(SceneError) -> SwiftValue? {
        let shapes = Self.argumentShapes(of: call, program: program)
        if program.standardExtensionMethodNames.contains(name), let result = try runStandardExtension(name, on: selfValue, shapes, call, scope, writeBack: { changed in _ = scope.assign("self", changed) }) {
            return result
        }
        guard Self.isArrayMutatingMethod(name), case .array = selfValue else { return nil }
        let arguments = try arguments(of: call, scope)
        try changeInPlace("self", scope) { (array: inout SwiftValue) throws(SceneError) in try mutateArray(name, &array, arguments, call) }
        return .void
    }

    /// The instance methods `name` of the module's extensions of `type` whose labels fit (step 2's left out).
    private func standardExtensionMethods(_ name: String, of type: String, _ shapes: [CallArgument]) -> [FunctionDeclSyntax] {
        guard let functions = program.builtinFunctions[type]?[name] else { return [] }
        return functions.filter {
            !Self.isStatic($0) && Self.labelsFit($0.signature.parameterClause.parameters, shapes) && !Self.hasSameTypeRequirement($0)
        }
    }

    /// Runs the fitting method for `base`'s types; nil when `base` is no standard value or none fits.
    private func runStandardExtension(_ name: String, on base: SwiftValue, _ shapes: [CallArgument], _ call: FunctionCallExprSyntax, _ scope: Scope,
                                      writeBack: (SwiftValue) throws(SceneError) -> Void) throws(SceneError) -> SwiftValue? {
        switch base {
        case .string, .array, .int, .double, .bool, .null: break
        default: return nil
        }
        // `Optional`'s extension only for nil: a non-optional receiver never finds Optional's
        // members in Swift, so `name.map { … }` of a String stays the String's (review 16 R1).
        var types = Self.extendedTypes(of: base)
        if case .null = base, !types.contains("Optional") { types.append("Optional") }
        for type in types {
            let functions = standardExtensionMethods(name, of: type, shapes)
            guard !functions.isEmpty else { continue }
            let arguments = try self.arguments(of: call, scope)
            // Step 4: the same labels with other kinds (`sorted(using:)` of a key path beside
            // Foundation's of a comparator) are Swift's choice by type.
            let fitting = functions.filter {
                Self.kindsFit($0.signature.parameterClause.parameters, arguments, program: program)
                    && Self.keyPathsFit($0.signature.parameterClause.parameters, arguments)
            }
            for function in Self.orderedByArgumentKinds(fitting, arguments) {
                guard let body = function.body else { continue }
                let local = Scope(parent: nil)
                local.define("self", base)
                try bind(function.signature.parameterClause.parameters, arguments, into: local, at: call)
                let returnType = function.signature.returnClause?.type.trimmedDescription ?? ""
                // `func rows() -> some View` builds views, as `callFunction` does (review 16 R1).
                let result = try nested(call) { () throws(SceneError) -> SwiftValue in
                    try runBody(body.statements, local, asViews: returnType.contains("View"), at: call)
                }
                if Self.isMutating(function), let changed = local.lookup("self") { try writeBack(changed) }
                if returnType.isEmpty || returnType == "Void" || returnType == "()" { return .void }
                return try convert(result, to: returnType, at: call)
            }
        }
        return nil
    }

    /// A `KeyPath<…>` parameter given anything but a key path does not fit (a key path fits a
    /// function's parameter too, SE-0249), nor a closure given to a parameter of no function
    /// type, pairing arguments with parameters as `labelsFit` does.
    static func keyPathsFit(_ parameters: FunctionParameterListSyntax, _ arguments: [CallArgument]) -> Bool {
        for (position, argument) in arguments.enumerated() {
            guard let parameter = parameter(filling: position, of: parameters, arguments) else { continue }
            let type = parameter.type.trimmedDescription
            let wantsKeyPath = type.hasPrefix("KeyPath<") || type.hasPrefix("WritableKeyPath<") || type.hasPrefix("ReferenceWritableKeyPath<")
            let isKeyPath: Bool
            if case .keyPath = argument.value { isKeyPath = true } else { isKeyPath = false }
            if case .placeholder = argument.value { continue }
            if wantsKeyPath && !isKeyPath { return false }
            // A closure fits only a function's parameter (`removeAll { … }` is the standard
            // library's `removeAll(where:)`, not the module's `removeAll(equalTo: Element)`).
            if case .closure = argument.value, !isFunctionType(parameter.type) { return false }
        }
        return true
    }

    static func isMutating(_ function: FunctionDeclSyntax) -> Bool {
        function.modifiers.contains { $0.name.tokenKind == .keyword(.mutating) }
    }

    /// Step 2: the element types `where Element == X` (on the method or its extension) or
    /// `extension Array<X>` / `extension Sequence<X>` require; empty for none.
    static func requiredElementTypes(_ function: FunctionDeclSyntax) -> [String] {
        requiredTypes(function, of: "Element")
    }

    /// The types a same-type requirement on the generic parameter `parameter` asks for:
    /// `where Element == X` / `where Value == X` on the method or its extension, or the argument
    /// of `extension Array<X>` / `extension Binding<X>` (SE-0361, Swift 5.7: the same as `where
    /// Element == X`; `SwiftProgram` keys such an extension by its base name) where `parameter`
    /// is that type's (`argumentParameters`); empty for none.
    static func requiredTypes(_ function: FunctionDeclSyntax, of parameter: String) -> [String] {
        var required: [String] = []
        func add(_ clause: GenericWhereClauseSyntax?) {
            for requirement in clause?.requirements ?? [] {
                guard case .sameTypeRequirement(let same) = requirement.requirement,
                      [parameter, "Self." + parameter].contains(same.leftType.trimmedDescription) else { continue }
                required.append(same.rightType.trimmedDescription)
            }
        }
        add(function.genericWhereClause)
        var current = function.parent
        while let syntax = current {
            if let extensionDecl = syntax.as(ExtensionDeclSyntax.self) {
                add(extensionDecl.genericWhereClause)
                if let extended = extensionDecl.extendedType.as(IdentifierTypeSyntax.self),
                   let arguments = extended.genericArgumentClause?.arguments, arguments.count == 1,
                   argumentParameters[extended.name.text] == parameter {
                    required.append(arguments.first!.argument.trimmedDescription)
                }
                break
            }
            current = syntax.parent
        }
        return required
    }

    /// Step 2 at the later path: whether `function`'s element requirement can hold for `value` —
    /// false only where an element cannot be of a required type (`valueMayBe`): `[Int].reversed()`
    /// beside `extension Array where Element == Attendee { func reversed() }` is the standard
    /// library's, as Swift's type checker picks it. An empty array or one of unknown values
    /// may be of any type, and a literal whose declared type the renderer no longer knows
    /// (`[CGFloat]` written `[1, 2]`) is a number's.
    func elementRequirementFits(_ function: FunctionDeclSyntax, _ value: SwiftValue) -> Bool {
        guard case .array(let elements) = value else { return true }
        let required = Self.requiredElementTypes(function)
        return required.allSatisfy { type in elements.allSatisfy { valueMayBe($0, ofType: type) } }
    }

    /// Whether `value` may be of the written type `written`, the one rule of a same-type
    /// requirement (step 2's `Element == X`, a Binding method's `Value == X`). It may not where its
    /// kind rules the type out: a Bool, string, number or array against another of those
    /// standard kinds, or against a struct, enum or class the module declares; a module instance
    /// against a standard type or another struct or enum of the module; nil against a type known
    /// not to be optional. Anything else may be and fits: a subclass's instance for its
    /// superclass, an existential for a protocol it conforms to, a type alias (read through
    /// `program.typeAliases`), a generic parameter, a type of another module, an unknown value.
    func valueMayBe(_ value: SwiftValue, ofType written: String) -> Bool {
        var type = written
        for prefix in ["any ", "some "] where type.hasPrefix(prefix) { type = String(type.dropFirst(prefix.count)) }
        type = expandedAlias(type)
        // `Value == Bool?`: nil, or what the wrapped type may be.
        if let wrapped = Self.optionalWrapped(type) {
            if case .null = value { return true }
            return valueMayBe(value, ofType: wrapped)
        }
        let kind = Self.standardKind(of: type)
        let declared = kind == nil ? program.type(named: type) : nil
        let moduleValueType = declared.map { $0.kind != .protocolType && $0.kind != .fileScope } ?? false
        let valueKind: String
        switch value {
        case .bool: valueKind = "Bool"
        case .string: valueKind = "String"
        case .int, .double: valueKind = "number"
        case .array: valueKind = "array"
        case .instance(let instance):
            if kind != nil { return false }
            // A struct or enum has no subtypes: another one is not it.
            if let declared, declared.kind == .structure || declared.kind == .enumeration { return declared === instance.type }
            return true
        case .null: return kind == nil && !moduleValueType
        default: return true
        }
        if let kind { return kind == valueKind }
        return !moduleValueType
    }

    /// `X?` and `Optional<X>`: `X`; nil for a type that is not written optional.
    private static func optionalWrapped(_ type: String) -> String? {
        if type.hasSuffix("?") { return String(type.dropLast()) }
        if type.hasPrefix("Optional<"), type.hasSuffix(">") { return String(type.dropFirst("Optional<".count).dropLast()) }
        return nil
    }

    /// The standard kind a written type is of (`Bool`, `String`, a number, an array), as
    /// `valueMayBe` compares it with a value's; nil for any other type. The one list of the
    /// standard types a requirement is checked against.
    private static func standardKind(of type: String) -> String? {
        switch type {
        case "Bool", "Swift.Bool": return "Bool"
        case "String", "Substring", "Character", "Swift.String": return "String"
        case "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float", "CGFloat",
             "TimeInterval", "Swift.Int", "Swift.Double": return "number"
        default:
            if type.hasPrefix("Array<") || type.hasPrefix("Set<") { return "array" }
            // `[X]`, not a dictionary's `[K: V]`.
            if type.hasPrefix("["), type.hasSuffix("]"), !type.contains(":") { return "array" }
            return nil
        }
    }

    /// The generic parameter the one argument of `extension T<X>` gives, for the standard types
    /// whose extensions are keyed by their base name (`SwiftProgram`).
    static let argumentParameters: [String: String] = [
        "Array": "Element", "Set": "Element", "ArraySlice": "Element", "ContiguousArray": "Element", "Collection": "Element",
        "RandomAccessCollection": "Element", "BidirectionalCollection": "Element", "Sequence": "Element",
        "MutableCollection": "Element", "RangeReplaceableCollection": "Element", "Optional": "Wrapped", "Binding": "Value",
    ]

    /// Step 2: `where Element == X` on the method or its extension.
    static func hasSameTypeRequirement(_ function: FunctionDeclSyntax) -> Bool {
        func sameType(_ clause: GenericWhereClauseSyntax?) -> Bool {
            clause?.requirements.contains { if case .sameTypeRequirement = $0.requirement { return true } else { return false } } == true
        }
        if sameType(function.genericWhereClause) { return true }
        var current = function.parent
        while let syntax = current {
            if let extensionDecl = syntax.as(ExtensionDeclSyntax.self) {
                // (`extension Sequence<InboxItemType>` is a same-type requirement too.)
                return sameType(extensionDecl.genericWhereClause) || extensionDecl.extendedType.as(IdentifierTypeSyntax.self)?.genericArgumentClause != nil
            }
            current = syntax.parent
        }
        return false
    }
}

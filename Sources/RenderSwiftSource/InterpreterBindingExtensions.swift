import SwiftSyntax
import RenderLayout
import RenderScene

/// The module's own methods of `extension Binding` called on a binding the code holds in a
/// property (EnvironmentOverrides' `value.onChange { … }` of `let value: Binding<T>`, and
/// `params.colorScheme.map(toValue: { $0 == .dark }, fromValue: { … })` of a
/// `let colorScheme: Binding<ColorScheme>` in a struct of parameters):
///
/// 1. The receiver is a binding when Swift's type for it is one: a `$x` projection
///    (`isProjection`), a property or local declared `Binding<…>` (of `self`, of a local, or of
///    a module type's stored property reached through a chain of such properties:
///    `params.colorScheme`; a property of `self` whose type is not written has the type of the
///    module instance it holds), or the result of another such method declared to return a
///    `Binding<…>` (`value.map(…).onChange(…)`). A `@Binding var x` read as `x` is its value,
///    not a binding: its methods are the value's.
/// 2. The extension's instance method `name` whose labels fit the call runs with `self` the
///    binding, which the renderer holds as the value it reads (`InterpreterBindings` step 1):
///    `self.wrappedValue` inside is that value.
/// 3. A result declared `Binding<…>` is the binding it makes, held as what its getter returns
///    now (`.init(get: { toValue(self.wrappedValue) }, set: …)` is `toValue` of the value);
///    the setter never runs. Another result is converted to its declared type.
/// 4. A method whose extension or own `where` clause requires `Value == X` fits only a binding
///    whose value may be an `X` (`valueRequirementFits`): `extension Binding where Value ==
///    Bool { func toggled() }` is not run on a `Binding<String>`, and of two such methods of one
///    name the one of the value's type runs, as Swift picks by `Value`. `extension Binding<X>`
///    (SE-0361) is keyed `Binding` with `Value == X` its requirement (`requiredTypes`).
/// 5. Where no method fits, or several do (extensions constrained by `where Value: …`, which
///    the renderer does not check), or the receiver is not known to be a binding, or the method's
///    body stops on something the renderer cannot run, the call takes the usual path (`bindingKeepsValue` keeps a `$x.onChange(…)` of the same `Value` as before).
extension Interpreter {
    /// Steps 1–4 for `base.name(…)`, `base` already evaluated; nil when step 5 applies.
    func bindingExtensionCall(_ name: String, on base: SwiftValue, _ baseExpression: ExprSyntax, _ call: FunctionCallExprSyntax,
                              _ scope: Scope) throws(SceneError) -> SwiftValue? {
        guard let functions = program.builtinFunctions["Binding"]?[name] else { return nil }
        let shapes = Self.argumentShapes(of: call, program: program)
        let fitting = functions.filter {
            !Self.isStatic($0) && $0.body != nil && Self.labelsFit($0.signature.parameterClause.parameters, shapes) && valueRequirementFits($0, base)
        }
        // Two that fit (Swiftfin's `contains(_:)` of `where Value: RangeReplaceableCollection` and of
        // `where Value: OptionSet`): Swift picks by `Value`'s conformances, which the renderer does not check.
        guard fitting.count == 1, let function = fitting.first, isBinding(baseExpression, scope, depth: 0) else { return nil }
        let arguments = try self.arguments(of: call, scope)
        // Run as any module function is (binding, generic result, conversion to the declared type).
        // A body the renderer cannot run (Swiftfin's `Binding<T>(get:set:)`, a generic type
        // called) leaves the call to the usual path, as before these methods ran (step 5); the
        // budget's and nesting's errors and `--strict` stay errors.
        let result: SwiftValue
        do throws(SceneError) {
            result = try callFunction([function], arguments, selfInstance: nil, selfView: nil, selfValue: base, at: call)
        } catch {
            if strict || error.stopsTheRender { throw error }
            return nil
        }
        // Step 3: the binding it makes, read through its getter.
        let returnType = function.signature.returnClause?.type.trimmedDescription ?? ""
        if returnType == "Binding" || returnType.hasPrefix("Binding<") { return try bindingValue(result, at: call) }
        return result
    }

    /// Step 4: whether the binding's value `value` may be of every type `function`'s `Value ==`
    /// requirements name (none: it fits), by the rule an array's elements are checked with
    /// (`valueMayBe`, `InterpreterStandardExtensionMethods` step 2).
    func valueRequirementFits(_ function: FunctionDeclSyntax, _ value: SwiftValue) -> Bool {
        Self.requiredTypes(function, of: "Value").allSatisfy { valueMayBe(value, ofType: $0) }
    }

    /// Step 1: whether Swift types `expression` as a `Binding`.
    private func isBinding(_ expression: ExprSyntax, _ scope: Scope, depth: Int) -> Bool {
        guard depth < 8 else { return false }
        if Self.isProjection(expression) { return true }
        if let call = expression.as(FunctionCallExprSyntax.self), let access = call.calledExpression.as(MemberAccessExprSyntax.self),
           let inner = access.base {
            let returns = program.builtinFunctions["Binding"]?[access.declName.baseName.text]?.contains {
                let type = $0.signature.returnClause?.type.trimmedDescription ?? ""
                return type == "Binding" || type.hasPrefix("Binding<")
            } ?? false
            return returns && isBinding(inner, scope, depth: depth + 1)
        }
        guard let type = declaredType(of: expression, scope, depth: depth) else { return false }
        return type.hasPrefix("Binding<")
    }

    /// The type written for a property chain (`value`, `self.value`, `params.colorScheme`),
    /// qualified where it is nested; nil when some link's type is not written.
    private func declaredType(of expression: ExprSyntax, _ scope: Scope, depth: Int) -> String? {
        guard depth < 8 else { return nil }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if scope.lookup(name) != nil { return scope.declaredType(of: name) }
            return selfPropertyType(name, scope)
        }
        guard let access = expression.as(MemberAccessExprSyntax.self), let base = access.base else { return nil }
        let name = access.declName.baseName.text
        if let reference = base.as(DeclReferenceExprSyntax.self), reference.baseName.text == "self" {
            return selfPropertyType(name, scope)
        }
        guard let ownerName = declaredType(of: base, scope, depth: depth + 1), let owner = program.type(named: ownerName) else { return nil }
        return propertyType(name, of: owner)
    }

    /// The written type of `owner`'s stored property `name` that no wrapper reads through.
    private func propertyType(_ name: String, of owner: TypeDecl) -> String? {
        guard let property = owner.storedProperty(name), property.wrapper == nil, !property.isStatic, let type = property.type else { return nil }
        return program.qualified(type, inside: owner)
    }

    /// `self`'s property `name`: its written type, else (`let params = Params(…)`) the type of
    /// the module's instance it holds, which is the type Swift infers for it.
    private func selfPropertyType(_ name: String, _ scope: Scope) -> String? {
        guard let instance = scope.selfInstance else { return nil }
        if let type = propertyType(name, of: instance.type) { return type }
        guard instance.type.storedProperty(name)?.wrapper == nil, case .instance(let held)? = instance.fields[name] else { return nil }
        return held.type.qualifiedName
    }
}

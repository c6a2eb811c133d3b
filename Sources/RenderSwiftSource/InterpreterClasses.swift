import SwiftSyntax
import RenderLayout
import RenderScene

/// Classes and the environment objects SwiftUI hands down.
///
/// 1. A class the file declares (an `ObservableObject`, an `@Observable` model) is made by its
///    `init` or its defaults, and shared by reference: a change through one name is seen
///    through every other (`copy(_:at:)` leaves it alone, assignment changes it in place).
///    `@Published`, `@StateObject`, `@ObservedObject` and `@Bindable` hold it as any property
///    holds a value: a render has no updates to publish.
/// 2. `.environmentObject(model)` and `.environment(model)` (a class instance) put the model in
///    the environment of the view they modify: the view is built with the model in scope, so
///    the views inside it find it, as SwiftUI hands the environment down.
/// 3. `@EnvironmentObject var model: Model` and `@Environment(Model.self) var model` read the
///    nearest such model of that class (or a subclass) when first used. With none above it
///    (a view rendered directly, without the preview that provides it), the model is made by its
///    own `init()` and a note says so (decision: SwiftUI stops with "No ObservableObject of type
///    Model found"; a renderer that draws the view is more use, and the note names the fix). A
///    class no file of the module declares is a placeholder named after the property. Before
///    that, the model the app's `@main` root provides is read (`InterpreterAppRoot`).
extension Interpreter {
    /// The class an `@EnvironmentObject` or `@Environment(Model.self)` property reads; nil for
    /// any other property.
    package static func objectEnvironmentType(_ property: TypeDecl.StoredProperty) -> String? {
        guard let wrapper = property.wrapper else { return nil }
        if wrapper == "EnvironmentObject" {
            // `Store<AppState>`: a generic class is found by its name, whatever it is specialised with.
            return property.type.map { $0.hasSuffix("?") || $0.hasSuffix("!") ? String($0.dropLast()) : $0 }
                .map { type in type.firstIndex(of: "<").map { String(type[..<$0]) } ?? type }
        }
        guard wrapper == "Environment",
              let attributes = property.node.parent?.parent?.as(VariableDeclSyntax.self)?.attributes else { return nil }
        for attribute in attributes {
            guard let attribute = attribute.as(AttributeSyntax.self), attribute.attributeName.trimmedDescription == "Environment",
                  case .argumentList(let arguments)? = attribute.arguments, arguments.count == 1,
                  let access = arguments.first?.expression.as(MemberAccessExprSyntax.self),
                  access.declName.baseName.text == "self", let base = access.base else { continue }
            return base.trimmedDescription
        }
        return nil
    }

    /// Step 3: the model an environment property of `instance` reads, or nil when `name` is no
    /// such property.
    package func environmentObject(_ name: String, of instance: Instance, at node: some SyntaxProtocol) throws(SceneError) -> SwiftValue? {
        guard let property = instance.type.stored.first(where: { $0.name == name && !$0.isStatic }),
              let typeName = Self.objectEnvironmentType(property) else { return nil }
        if let found = environmentObjects.last(where: { isKind($0.type, of: typeName) }) { return .instance(found) }
        // A model type no file of the module declares (a class of another module): unknown, a
        // placeholder (Placeholders.swift).
        if program.type(named: typeName) == nil { return try placeholder("\(instance.type.name).\(name)", at: node) }
        guard let declared = program.type(named: typeName), declared.kind == .classType else {
            // A model no file of the module declares: a placeholder named after the property
            // (`Placeholders`), as what comes from outside the view is.
            let unknown = try placeholder("\(instance.type.name).\(name)", at: property.node)
            instance.fields[name] = unknown
            return unknown
        }
        func unmade(_ error: SceneError) throws(SceneError) -> SwiftValue {
            // `ScrumProvider(dependencies:)`: a model the renderer cannot make without arguments
            // nobody wrote is unknown, as one from outside the module is (`UnknownViews.swift`).
            if strict { throw error }
            warn("\(instance.type.name).\(name) is a placeholder: nothing above the view provides \(typeName), and \(typeName)() cannot be made: \(error.message)",
                 at: program.location(property.node))
            let unknown = SwiftValue.placeholder(Placeholder(name: "\(instance.type.name).\(name)", location: program.location(property.node), content: nil))
            instance.fields[name] = unknown
            return unknown
        }
        // What the app's `@main` root provides every screen (`InterpreterAppRoot`).
        if let provided = appRootModel(typeName, for: "\(instance.type.name).\(name)", at: property.node) {
            environmentObjects.insert(provided, at: 0)
            return .instance(provided)
        }
        var made: SwiftValue
        var maker = "\(typeName)()"
        do throws(SceneError) {
            made = try instantiate(declared, [], at: node)
        } catch {
            // `Model(modelContext:)` with the environment's context (`InterpreterContextModels`).
            guard let viaContext = instantiateWithContext(declared, at: node) else { return try unmade(error) }
            made = viaContext
            maker = "\(typeName)(…) given the environment's model context"
        }
        guard case .instance(let model) = made else { return made }
        try note("@\(property.wrapper ?? "EnvironmentObject") \(typeName)", node,
                 "nothing above the view provides it, so it is made by \(maker); add .environmentObject(\(typeName)()) or .environment(\(typeName)()) in the preview")
        // One model for every reader, as one provided above them would be.
        environmentObjects.insert(model, at: 0)
        return made
    }

    func isKind(_ type: TypeDecl, of name: String) -> Bool {
        var current: TypeDecl? = type
        var seen: Set<String> = []
        while let checked = current, seen.insert(checked.name).inserted {
            if checked.name == name || checked.name == name.split(separator: ".").last.map(String.init) { return true }
            current = checked.inheritance.lazy.compactMap { self.program.type(named: $0) }.first { $0.kind == .classType }
        }
        return false
    }

    /// `super.init()`, `super.method()` in a class: the superclass's code on the same instance;
    /// nothing for a superclass the file does not declare (`NSObject`).
    private func superCall(_ name: String, _ call: FunctionCallExprSyntax, _ scope: Scope) throws(SceneError) -> SwiftValue {
        guard let instance = scope.selfInstance, instance.type.kind == .classType else { throw fail("super is only available in a class", call) }
        let arguments = try self.arguments(of: call, scope)
        guard let superclass = instance.type.inheritance.lazy.compactMap({ self.program.type(named: $0) }).first(where: { $0.kind == .classType }) else {
            return .void
        }
        if name == "init" {
            for initializer in superclass.initializers {
                guard let body = initializer.body else { continue }
                let local = Scope(parent: Scope(parent: nil, selfInstance: instance))
                do throws(SceneError) { try bind(initializer.signature.parameterClause.parameters, arguments, into: local, at: call) } catch { continue }
                var ignored: [SwiftValue] = []
                _ = try nested(call) { () throws(SceneError) -> Flow in try execute(body.statements, local, collecting: &ignored) }
                return .void
            }
            return .void
        }
        guard let functions = superclass.methods[name] else { throw fail("\(superclass.name) has no method '\(name)'", call) }
        return try callFunction(functions, arguments, selfInstance: instance, selfView: nil, at: call)
    }

    /// Step 2: `view.environmentObject(model)`, `view.environment(model)`: the view built with
    /// the model in its environment; nil for any other call (`.environment(\.key, value)`).
    package func providingEnvironment(_ name: String, base: ExprSyntax, _ call: FunctionCallExprSyntax, _ scope: Scope) throws(SceneError) -> SwiftValue? {
        if base.is(SuperExprSyntax.self) { return try superCall(name, call, scope) }
        guard name == "environmentObject" || name == "environment", call.arguments.count == 1,
              let argument = call.arguments.first, argument.label == nil, call.trailingClosure == nil,
              !argument.expression.is(KeyPathExprSyntax.self) else { return nil }
        let value = try evaluate(argument.expression, scope)
        if case .placeholder(let unknown) = value {
            // `.environmentObject(Store(…))` of an unknown store: left out; readers of it see a
            // placeholder.
            try leaveOut(name, at: call.calledExpression, because: unknown)
            return .views(try views(from: try evaluate(base, scope), at: program.location(call)))
        }
        guard case .instance(let model) = value, model.type.kind == .classType else {
            if name == "environmentObject" { throw fail(".environmentObject takes an instance of an ObservableObject class, found \(value.typeName)", argument) }
            throw fail(".environment(_:) takes an instance of an @Observable class, found \(value.typeName)", argument)
        }
        environmentObjects.append(model)
        defer { environmentObjects.removeLast() }
        let content = try evaluate(base, scope)
        return .views(try views(from: content, at: program.location(call)))
    }
}

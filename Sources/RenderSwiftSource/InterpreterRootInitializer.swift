import SwiftSyntax
import RenderLayout
import RenderScene

/// A view rendered directly (no preview builds it) whose every initialiser takes an argument:
/// `init(country: Country, details: Loadable<Details> = .notRequested) { self.country = country;
/// _details = .init(initialValue: details) }`.
///
/// 1. The initialiser with the fewest parameters without a default runs, as a caller's call of it
///    would: each of those parameters is an unknown value named `Type.parameter` (what only a
///    caller would pass) — or the module's own sample of its type when it declares exactly one
///    (`InterpreterSampleArguments.swift`), else a model of the module made by its own
///    initialiser (`InterpreterInputModels.swift`) — each defaulted one its default.
/// 2. A `--set` value of a property stays. What it assigns from known values is known (`details` is `.notRequested` at rest); what it
///    assigns from an unknown parameter is that unknown value, drawn as a placeholder where shown.
/// 3. If the body fails on something other than an unknown value (a real error of the
///    renderer's reach), the view keeps what it had before the run (each property without a
///    default unknown) and the run's warnings are dropped: the rule never makes a render worse.
extension Interpreter {
    /// Steps 1–3 on `instance`, whose properties are already set from their declarations.
    func runWithUnknownArguments(_ type: TypeDecl, on instance: Instance) {
        let candidates = type.initializers.filter { $0.body != nil && $0.optionalMark == nil }
        func required(_ initializer: InitializerDeclSyntax) -> Int {
            initializer.signature.parameterClause.parameters.filter { $0.defaultValue == nil }.count
        }
        guard let chosen = candidates.min(by: { required($0) < required($1) }), let body = chosen.body else { return }
        let fields = instance.fields
        let warned = warnings.count
        do throws(SceneError) {
            var arguments: [CallArgument] = []
            for parameter in chosen.signature.parameterClause.parameters where parameter.defaultValue == nil {
                let label = parameter.firstName.text
                let name = (parameter.secondName ?? parameter.firstName).text
                // The module's own sample of the parameter's type, if it declares one (`InterpreterSampleArguments`).
                let value = sampleValue(ofType: parameter.type.trimmedDescription, for: "\(type.name).\(name)", at: parameter)
                    ?? modelMadeByItsInitializer(ofType: parameter.type.trimmedDescription, for: "\(type.name).\(name)", at: parameter)
                    ?? .placeholder(Placeholder(name: "\(type.name).\(name)", location: program.location(parameter), content: nil))
                arguments.append(CallArgument(label: label == "_" ? nil : label, value: value, location: program.location(parameter)))
            }
            let scope = Scope(parent: Scope(parent: nil, selfInstance: instance))
            try bind(chosen.signature.parameterClause.parameters, arguments, into: scope, at: chosen)
            var ignored: [SwiftValue] = []
            _ = try nested(chosen) { () throws(SceneError) -> Flow in try execute(body.statements, scope, collecting: &ignored) }
            // A `--set` value stays what the render was asked for.
            for (name, value) in fields where overrides[name] != nil { instance.fields[name] = value }
        } catch {
            instance.fields = fields
            warnings.removeSubrange(warned...)
        }
    }
}

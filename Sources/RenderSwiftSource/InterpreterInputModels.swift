import SwiftSyntax
import RenderLayout

/// A view rendered directly whose required input is a model of the module without a sample:
/// IceCubes' `let fetcher: MediaTabFetcher` (a class whose `statusesState` starts `.loading`)
/// or `var viewModel: StatusRowViewModel` (made from a `Status`). No caller passes it at rest,
/// but every caller makes it with the type's own initialiser, so what that initialiser sets
/// without the caller's values is known the same way for every caller (decision, issue 25).
///
/// 1. Only a required input (as `InterpreterSampleArguments` step 1) of a non-optional class the
///    module declares: any class that is not a view or a representable (a model, a fetcher, a
///    loader, but a coordinator or a `UIViewController` subclass too: nothing tells them apart;
///    a struct's fields are what its caller passes, so it stays one placeholder), and only when
///    the module declares no sample of it (a sample is what a preview passes, and wins).
/// 2. The type's initialiser with the fewest parameters without a default (not Codable's
///    `init(from: Decoder)`, which only a decoder calls) is called as a caller
///    would call it — `instantiate`, the interpreter's own call of `Type(…)`; a type without an
///    initialiser of its own is called with its memberwise labels (a subclass inheriting its
///    superclass's, as `Type(…)` in the app's code is read) — each such parameter the module's
///    sample of its type, else the unknown value `Type.parameter`; defaulted ones their defaults.
///    Inputs of inputs are never made this way (one level: no recursion).
/// 3. A call that fails (an initialiser the renderer cannot run) leaves the input the named
///    placeholder it was, and the diagnostics of the attempt are dropped; one that succeeds is
///    noted (`note: StatusRowContentView.viewModel is made by StatusRowViewModel's initialiser …`).
/// 4. A scene that then cannot be made — the body fails on something other than an unknown
///    value (code the renderer cannot run, which the placeholder had kept it from reaching), or
///    the scene decoder refuses a value it built — is made again in a fresh interpreter with the
///    rule off, so nothing of the failed run stays, with a note saying where it stopped
///    (`SwiftSource.scene`): the rule never makes the making of a scene fail. An error raised
///    later, at layout (a `GeometryReader` or `Canvas` body, a `Shape`'s `path(in:)` or a custom
///    `Layout` run then), is not retried: decision (session 18), because the layout runs outside
///    the front end, in each tool that lays a loaded scene out (`render`, `render previews`,
///    `render check`, sweeps, the preview server), after the first run's notes are out, so a
///    retry there would be one per tool for a case no row of the four corpus lists shows
///    (docs/swift-input.md).
///    The budget's and nesting's errors and `--strict` stay errors.
extension Interpreter {
    /// Steps 1–3 for an input declared as `typeName`; nil when the rule does not apply or fails.
    func modelMadeByItsInitializer(ofType typeName: String?, for input: String, at node: some SyntaxProtocol) -> SwiftValue? {
        guard !makingInputModel, !inputModelsOff, let typeName, !typeName.hasSuffix("?"), !typeName.hasSuffix("!"),
              let declared = program.type(named: typeName), declared.kind == .classType, !declared.isView,
              Self.representableKinds.allSatisfy({ !declared.conforms(to: $0) && !declared.extensionConformances.contains($0) }) else { return nil }
        makingInputModel = true
        defer { makingInputModel = false }
        let mark = diagnosticsMark()
        var arguments: [CallArgument] = []
        for (label, name, type) in requiredInputs(of: declared) {
            let value = sampleValue(ofType: type, for: "\(declared.name).\(name)", at: node)
                ?? .placeholder(Placeholder(name: "\(declared.name).\(name)", location: program.location(node), content: nil))
            arguments.append(CallArgument(label: label, value: value, location: program.location(node)))
        }
        do throws(SceneError) {
            let made = try instantiate(declared, arguments, at: node)
            guard case .instance = made else {
                rollBackDiagnostics(to: mark)
                return nil
            }
            inputModelsMade += 1
            noteUsed("\(input) is made by \(declared.name)'s initialiser, what only a caller passes unknown (no caller passes it at rest; docs/swift-input.md)", node)
            return made
        } catch {
            rollBackDiagnostics(to: mark)
            return nil
        }
    }

    private static let representableKinds = ["UIViewRepresentable", "UIViewControllerRepresentable", "NSViewRepresentable"]

    /// Step 2's parameters without a default: of the initialiser with the fewest of them (the
    /// type's, else its nearest superclass's), else the memberwise ones.
    private func requiredInputs(of type: TypeDecl) -> [(label: String?, name: String, type: String?)] {
        var owner: TypeDecl? = type
        var seen: Set<String> = []
        while let current = owner, seen.insert(current.name).inserted {
            // `init(from decoder: Decoder)` is Codable's, called by a decoder, never by a view's caller.
            let initializers = current.initializers.filter { $0.body != nil && $0.optionalMark == nil && !Self.decodes($0) }
            if let chosen = initializers.min(by: { Self.requiredCount($0) < Self.requiredCount($1) }) {
                return chosen.signature.parameterClause.parameters.filter { $0.defaultValue == nil }.map { parameter in
                    let label = parameter.firstName.text
                    return (label == "_" ? nil : label, (parameter.secondName ?? parameter.firstName).text, parameter.type.trimmedDescription)
                }
            }
            guard current.kind == .classType else { break }
            owner = current.inheritance.lazy.compactMap { self.program.type(named: $0) }.first { $0.kind == .classType }
        }
        return type.stored.filter { !$0.isStatic && $0.initializer == nil && $0.wrapper == nil && $0.type?.hasSuffix("?") != true }
            .map { ($0.name, $0.name, $0.type) }
    }

    private static func decodes(_ initializer: InitializerDeclSyntax) -> Bool {
        let parameters = initializer.signature.parameterClause.parameters
        return parameters.count == 1 && ["Decoder", "any Decoder", "Swift.Decoder"].contains(parameters.first?.type.trimmedDescription ?? "")
    }

    private static func requiredCount(_ initializer: InitializerDeclSyntax) -> Int {
        initializer.signature.parameterClause.parameters.filter { $0.defaultValue == nil }.count
    }
}

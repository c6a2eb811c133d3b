import SwiftSyntax
import RenderLayout

/// A view rendered directly whose required input is of a type the module declares, and the
/// module declares a sample of that type: `let recipe: Recipe` with
/// `extension Recipe { static let sampleRecipe = Recipe(…) }`, or
/// `static let mockedData: [Country] = […]` under `#if DEBUG`. Xcode's previews and the app's
/// tests build such views with exactly that value, so it stands in for what a caller passes.
///
/// 1. Only a required input (a stored property without a default that nothing else sets, or an
///    initialiser's parameter without a default) of a type the module declares, not optional;
///    a `--set` value wins; `String`, `Int`, `Color`… (types the module does not declare) never.
/// 2. The candidates are the type's static stored properties and its static functions callable
///    without an argument (every parameter defaulted: IceCubes' `static func placeholder() ->
///    Account`, `placeholder(forSettings: Bool = false)`), declared in it or its extensions
///    (`#if DEBUG` included), whose name holds one of the sample words, in this order
///    of preference: `preview`, `sample`, `example`, `mock`, `stub`, `demo`, `placeholder`,
///    `dummy`, `fake` (any case: `sampleRecipe`, `mockedData`, `previewValue`).
/// 3. Within each word, the name that is the word itself (`preview`, any case) comes first,
///    then the names that contain it (`preview2`, `previewArray`): Food Truck's `Order`
///    declares all of these, and its previews pass `Order.preview`. Of the candidates of the
///    first such group that has any, those whose value is of the type itself, or an array
///    whose first element is (the first is used), count. Exactly one: it is used, with a
///    `note:` naming it. More than one: ambiguous, none is used. None: the next group, then
///    the next word. A candidate that fails to evaluate does not count.
/// 4. Otherwise the input stays an unknown value (`Type.property`), a placeholder where shown.
///    Nothing is invented: only a value the module itself declares is ever used.
extension Interpreter {
    static let sampleWords = ["preview", "sample", "example", "mock", "stub", "demo", "placeholder", "dummy", "fake"]

    /// Steps 1–3 for an input declared as `typeName` (`Recipe`, `DBModel.Country`); nil when no
    /// single sample exists. `input` names the input in the note (`RecipeRowView.recipe`).
    func sampleValue(ofType typeName: String?, for input: String, at node: some SyntaxProtocol) -> SwiftValue? {
        guard let typeName, !typeName.hasSuffix("?"), !typeName.hasSuffix("!"),
              let declared = program.type(named: typeName), declared.kind != .protocolType else { return nil }
        let properties = declared.stored.filter { $0.isStatic && $0.initializer != nil }.map(\.name)
        // Computed once: each candidate's shown name and call ask it again.
        let functions = Self.sampleFunctions(of: declared)
        let statics = properties + functions.keys.sorted().filter { !properties.contains($0) }
        // Warnings and notes of evaluating candidates that end up unused are rolled back.
        let mark = diagnosticsMark()
        for word in Self.sampleWords {
            let named = statics.filter { $0.lowercased().contains(word) }
            for group in [named.filter { $0.lowercased() == word }, named.filter { $0.lowercased() != word }] where !group.isEmpty {
                var found: [(name: String, value: SwiftValue, first: Bool)] = []
                for name in group {
                    let before = diagnosticsMark()
                    guard let value = try? sampleCandidate(name, of: declared, functions: functions, at: node),
                          let sample = Self.sample(value, of: declared) else {
                        rollBackDiagnostics(to: before)
                        continue
                    }
                    let shown = functions[name] != nil && declared.storedProperty(name) == nil ? name + "()" : name
                    found.append((shown, sample.value, sample.first))
                }
                if found.count > 1 {
                    rollBackDiagnostics(to: mark)
                    return nil
                }
                if let only = found.first {
                    noteUsed("\(input) is the module's sample \(only.first ? "\(typeName).\(only.name)[0]" : "\(typeName).\(only.name)") (no caller passes it at rest; docs/swift-input.md)", node)
                    return only.value
                }
            }
        }
        rollBackDiagnostics(to: mark)
        return nil
    }

    /// A static stored property's value, or a static function's result called without arguments.
    private func sampleCandidate(_ name: String, of type: TypeDecl, functions sampleFunctions: [String: [FunctionDeclSyntax]],
                                 at node: some SyntaxProtocol) throws(SceneError) -> SwiftValue {
        if type.storedProperty(name)?.isStatic == true { return try staticMember(name, of: type.name, at: node) }
        guard let functions = sampleFunctions[name] else { throw fail("no sample \(name)", node) }
        return try callFunction(functions, [], selfInstance: Instance(type: type, fields: [:]), selfView: nil, at: node)
    }

    /// Step 2's functions: `static`/`class` ones, synchronous, not throwing, each parameter defaulted.
    private static func sampleFunctions(of type: TypeDecl) -> [String: [FunctionDeclSyntax]] {
        var result: [String: [FunctionDeclSyntax]] = [:]
        for (name, functions) in type.methods {
            let callable = functions.filter { function in
                function.modifiers.contains { [.keyword(.static), .keyword(.class)].contains($0.name.tokenKind) }
                    && function.signature.effectSpecifiers == nil && function.genericParameterClause == nil
                    && function.signature.parameterClause.parameters.allSatisfy { $0.defaultValue != nil }
            }
            if !callable.isEmpty { result[name] = callable }
        }
        return result
    }

    /// The value itself when it is of `type`, or the first element of an array of them.
    private static func sample(_ value: SwiftValue, of type: TypeDecl) -> (value: SwiftValue, first: Bool)? {
        func isOfType(_ value: SwiftValue) -> Bool {
            switch value {
            case .instance(let instance): return instance.type === type
            case .symbol(let symbol): return symbol.type == type.name || symbol.type == type.qualifiedName
            default: return false
            }
        }
        if isOfType(value) { return (value, false) }
        if case .array(let elements) = value, let first = elements.first, isOfType(first) { return (first, true) }
        return nil
    }
}

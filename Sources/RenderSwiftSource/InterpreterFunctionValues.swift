import SwiftSyntax
import RenderLayout
import RenderScene

/// Functions as values, as Swift has them beyond closures: an initialiser named without a call
/// (`categories.map(FilterType.init)`), and `Type.self`.
///
/// 1. `T.init` of a type of the module is a function: applied to values, it makes a `T` from
///    them as `T(value)` would (the unlabelled initialiser that fits); `T.init(label:)` gives
///    them those labels.
///    Of a Foundation or Swift type the renderer makes (`(status.url).flatMap(URL.init(string:))`),
///    written with its labels, it is that call (`URL(string: value)`: a URL, or nil); another
///    type's is the unknown value `T.init(…)`.
/// 2. `T.self` is the type itself (`ForEach(Item.allCases, id: \.self)` aside, apps pass it to
///    `decode(T.self, …)`, `Environment(Model.self)`).
extension Interpreter {
    /// A member of a type that is no static property: `init` as a function, `self`; nil otherwise.
    package func typeFunctionMember(_ name: String, of type: String, labels: [String?]? = nil) -> SwiftValue? {
        switch name {
        case "init":
            var fields: [String: SwiftValue] = ["type": .string(type)]
            // `Language.init(languageString:)`: the labels the values are given with.
            if let labels { fields["labels"] = .array(labels.map { $0.map(SwiftValue.string) ?? .null }) }
            return .record("Initializer", fields)
        case "self": return .type(type)
        default: return nil
        }
    }

    /// The argument labels a reference names (`init(languageString:)`), nil when it names none.
    package static func argumentLabels(_ node: some SyntaxProtocol) -> [String?]? {
        guard let names = node.as(MemberAccessExprSyntax.self)?.declName.argumentNames?.arguments else { return nil }
        return names.map { $0.name.text == "_" ? nil : $0.name.text }
    }

    /// Applies `T.init` to `values`; nil when `function` is no initialiser.
    package func applyInitializer(_ function: SwiftValue, _ values: [SwiftValue], at node: FunctionCallExprSyntax) throws(SceneError) -> SwiftValue? {
        guard case .record("Initializer", let fields) = function, case .string(let name)? = fields["type"] else { return nil }
        let location = program.location(node)
        var labels: [String?] = values.map { _ in nil }
        if case .array(let named)? = fields["labels"], named.count == values.count {
            labels = named.map { if case .string(let label) = $0 { return label } else { return nil } }
        }
        let arguments = zip(labels, values).map { CallArgument(label: $0, value: $1, location: location) }
        guard let type = program.type(named: name) else {
            // `URL.init(string:)`: a standard type's initialiser the renderer runs (step 1).
            guard fields["labels"] != nil else { throw fail("cannot make \(name) here", node) }
            if let made = try builtin(name, arguments, at: node) { return made }
            return try placeholder("\(name).init(…)", at: node.calledExpression)
        }
        return try instantiate(type, arguments, at: node)
    }
}

extension Interpreter {
    /// `.init(get: { … }, set: { … })` where a `Binding` is expected (a `TabView`'s `selection:`,
    /// a `@Binding` property): the getter's value, as `Binding(get:set:)` reads; nil for any
    /// other value.
    package func implicitGetSetBinding(_ value: SwiftValue) throws(SceneError) -> SwiftValue? {
        guard case .symbol(let symbol) = value, symbol.type == nil || symbol.type == "Binding", symbol.steps.count == 1,
              symbol.last == "init", let arguments = symbol.steps[0].arguments,
              arguments.map(\.label) == ["get", "set"], case .closure(let getter) = arguments[0].value else { return nil }
        return try invoke(getter, [], at: getter.body)
    }
}

extension Interpreter {
    /// `layout { … }` where `layout` is a computed property of `self` holding a closure or an
    /// `AnyLayout`: its value; nil when `self` has no such property (then `name` is a method).
    package func computedOfSelf(_ name: String, _ scope: Scope, at node: some SyntaxProtocol) throws(SceneError) -> SwiftValue? {
        guard let instance = scope.selfInstance, instance.type.computed[name] != nil, instance.type.methods[name] == nil else { return nil }
        return try member(name, of: instance, at: node)
    }
}

extension Interpreter {
    /// `speakers: .init(uniqueElements: […])` for a property of type `IdentifiedArrayOf<Speaker>`,
    /// a generic type from a package outside the module: an unknown value named after the type
    /// (its members would otherwise pile up as SwiftUI names nobody resolves). Generic types of
    /// the standard library and SwiftUI (`Binding<…>`, `Array<…>`, `Set<…>`…) are left alone.
    /// Except swift-identified-collections' `IdentifiedArray(Of)` made from an array
    /// (`.init(uniqueElements:)`, `.init(uncheckedUniqueElements:)`, `.init(_:)`): a random-access
    /// collection of those elements in that order, which the renderer holds as the array.
    package func implicitMemberOfUnknownGeneric(_ value: SwiftValue, _ type: String, at node: some SyntaxProtocol) throws(SceneError) -> SwiftValue? {
        guard case .symbol(let symbol) = value, symbol.type == nil, let open = type.firstIndex(of: "<") else { return nil }
        let base = String(type[..<open])
        if base == "IdentifiedArrayOf" || base == "IdentifiedArray", program.type(named: base) == nil, symbol.steps.count == 1,
           symbol.last == "init", let arguments = symbol.steps[0].arguments, arguments.count == 1,
           [nil, "uniqueElements", "uncheckedUniqueElements"].contains(arguments[0].label), case .array = arguments[0].value {
            let element = type[type.index(after: open)...].dropLast().split(separator: ",").last.map { $0.trimmingCharacters(in: .whitespaces) }
            if let element { return try convert(arguments[0].value, to: "[\(element)]", at: node) }
            return arguments[0].value
        }
        let known: Set<String> = ["Binding", "State", "Array", "Set", "Dictionary", "Optional", "Range", "ClosedRange", "ContiguousArray",
                                  "ArraySlice", "Result", "Bindable", "FocusState", "Environment", "ForEach", "ModifiedContent", "Group"]
        guard !known.contains(base), program.type(named: base) == nil, !Self.builtinTypes.contains(base),
              !Self.foundationTypes.contains(base), Vocabulary.view(base) == nil else { return nil }
        return try placeholder(base + symbol.description, at: node)
    }
}

/// Methods as values: `.onAppear(perform: updatePrefs)`, `confirm: confirm`,
/// `.consume(handleInterface)`, `skipAction: scrumTimer.skipSpeaker`. A method of `self` (or a
/// function of the file), or of another instance named through it, named without a call is a
/// function bound to its instance; applied, it calls the method as `instance.name(…)`. A class
/// instance is bound by reference (what the method changes, its other holders see); a struct's
/// is the value it was when named, as Swift's partial application copies it.
extension Interpreter {
    /// `model.method` without a call: the method bound to `instance`; nil when it has none.
    package func methodReference(_ name: String, of instance: Instance, at node: some SyntaxProtocol) throws(SceneError) -> SwiftValue? {
        guard instance.type.methods[name] != nil else { return nil }
        return .record("MethodReference", ["self": try copy(.instance(instance), at: node), "name": .string(name)])
    }

    package func methodReference(_ name: String, _ scope: Scope) throws(SceneError) -> SwiftValue? {
        if let instance = scope.selfInstance, instance.type.methods[name] != nil {
            return .record("MethodReference", ["self": .instance(instance), "name": .string(name)])
        }
        if program.fileScope.methods[name] != nil, let instance = try fileScope().selfInstance {
            return .record("MethodReference", ["self": .instance(instance), "name": .string(name)])
        }
        return nil
    }

    /// Applies a method reference to `values`; nil when `function` is none.
    package func applyMethodReference(_ function: SwiftValue, _ values: [SwiftValue], at node: FunctionCallExprSyntax) throws(SceneError) -> SwiftValue? {
        guard case .record("MethodReference", let fields) = function, case .instance(let instance)? = fields["self"],
              case .string(let name)? = fields["name"], let functions = instance.type.methods[name] else { return nil }
        let location = program.location(node)
        // A function value has no argument labels: the values go to the parameters in order
        // (`content(state, dispatch)` of `render(state:dispatch:)`).
        let parameters = functions.first { $0.signature.parameterClause.parameters.count == values.count }?.signature.parameterClause.parameters
        let labels: [String?] = parameters.map { list in list.map { $0.firstName.text == "_" ? nil : $0.firstName.text } } ?? values.map { _ in nil }
        return try callFunction(functions, zip(labels, values).map { CallArgument(label: $0, value: $1, location: location) },
                                selfInstance: instance, selfView: nil, at: node)
    }
}

extension Interpreter {
    /// swift-identified-collections' initialisers written out (`IdentifiedArray(uniqueElements:
    /// rows)`, `IdentifiedArray(uncheckedUniqueElements:)`, `IdentifiedArray(rows)`, and
    /// Swiftfin's paging model's `IdentifiedArray([], uniquingIDsWith: { existing, _ in existing })`),
    /// held as the array, as the implicit `.init(…)` above is:
    ///
    /// 1. `uniqueElements:`, `uncheckedUniqueElements:` and an unlabelled array: that array, in
    ///    its order.
    /// 2. `(_:uniquingIDsWith:)`: the elements in order, an element whose `id` equals an earlier
    ///    one's replaced, in the earlier one's place, by the closure's value of (earlier, later),
    ///    as the library's `init(_:uniquingIDsWith:)` combines them.
    /// 3. Only where the module declares no type of that name; an unknown argument makes the
    ///    unknown value it is; other labels are nil (the call stays unknown, as before), and so
    ///    is the generic spelling `IdentifiedArrayOf<Row>(…)`, which the generic call path reads
    ///    first (not reached yet).
    func identifiedArrayBuiltin(_ name: String, _ arguments: [CallArgument], at call: FunctionCallExprSyntax) throws(SceneError) -> SwiftValue? {
        let base = String(name.prefix { $0 != "<" })
        guard base == "IdentifiedArray" || base == "IdentifiedArrayOf", program.type(named: base) == nil,
              let first = arguments.first else { return nil }
        if let unknown = Self.placeholderArgument(arguments) { return .placeholder(unknown) }
        guard case .array(let elements) = first.value else { return nil }
        let labels = arguments.map(\.label)
        if arguments.count == 1, [nil, "uniqueElements", "uncheckedUniqueElements"].contains(first.label) { return first.value }
        guard labels == [nil, "uniquingIDsWith"], case .closure(let combine) = arguments[1].value else { return nil }
        var result: [SwiftValue] = []
        var ids: [SwiftValue] = []
        // String, number and Bool ids are found by a key (linear in all); other ids by `==`
        // against each earlier one, every comparison charged to the evaluation budget.
        var indexByKey: [String: Int] = [:]
        for element in elements {
            let id = try property("id", of: element, at: call)
            let key: String? = switch id {
            case .string(let text): "s" + text
            case .int(let number): "i\(number)"
            case .bool(let flag): "b\(flag)"
            default: nil
            }
            var found: Int?
            if let key {
                found = indexByKey[key]
            } else {
                try spend(elements: ids.count, at: call)
                for (index, earlier) in ids.enumerated() where try equal(earlier, id, at: call) {
                    found = index
                    break
                }
            }
            if let found {
                let pair = [CallArgument(label: nil, value: result[found], location: first.location),
                            CallArgument(label: nil, value: element, location: first.location)]
                result[found] = try invoke(combine, pair, at: call)
            } else {
                if let key { indexByKey[key] = result.count }
                result.append(element)
                ids.append(id)
            }
        }
        return .array(result)
    }
}

import SwiftSyntax

/// Calls: SwiftUI's views and modifiers, the file's structs, functions and closures, and the
/// few functions of the standard library a layout uses (`Int(x)`, `min`, `max`, `formatted`).
extension Interpreter {
    func arguments(of call: FunctionCallExprSyntax, _ scope: Scope) throws(SceneError) -> [Argument] {
        var result: [Argument] = []
        for argument in call.arguments {
            result.append(Argument(label: argument.label?.text, value: try evaluate(argument.expression, scope),
                                   location: program.location(argument.expression),
                                   floatingLiteral: Self.floatingLiteral(argument.expression),
                                   isStringLiteral: argument.expression.is(StringLiteralExprSyntax.self)))
        }
        if let trailing = call.trailingClosure {
            result.append(Argument(label: nil, value: .closure(makeClosure(trailing, scope)), location: program.location(trailing),
                                   isTrailingClosure: true))
        }
        for extra in call.additionalTrailingClosures {
            result.append(Argument(label: extra.label.text, value: .closure(makeClosure(extra.closure, scope)),
                                   location: program.location(extra.closure)))
        }
        return result
    }

    func call(_ call: FunctionCallExprSyntax, _ scope: Scope) throws(SceneError) -> SwiftValue {
        let callee = call.calledExpression
        if let reference = callee.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if let local = scope.lookup(name), case .closure(let closure) = local {
                return try invoke(closure, try arguments(of: call, scope), at: call)
            }
            return try callNamed(name, call, scope)
        }
        if let access = callee.as(MemberAccessExprSyntax.self) {
            let name = access.declName.baseName.text
            guard let baseExpression = access.base else {
                // `.system(size: 20)`, `.init(…)`: resolved by the parameter it is given to.
                return .symbol(Symbol(type: nil, steps: [Symbol.Step(name: name, arguments: try arguments(of: call, scope))]))
            }
            let base = try evaluate(baseExpression, scope)
            return try method(name, on: base, call, scope)
        }
        // `MyLayout(…)() { … }` and other calls of call results.
        let value = try evaluate(callee, scope)
        if case .closure(let closure) = value { return try invoke(closure, try arguments(of: call, scope), at: call) }
        throw fail("cannot call \(value.typeName)", callee)
    }

    // MARK: - Named calls

    private func callNamed(_ name: String, _ call: FunctionCallExprSyntax, _ scope: Scope) throws(SceneError) -> SwiftValue {
        if let type = program.types[name] {
            if type.conforms(to: "Layout") {
                throw fail("unsupported: custom Layout type '\(name)'", call.calledExpression)
            }
            return try instantiate(type, try arguments(of: call, scope), at: call)
        }
        switch name {
        case "ForEach": return try forEach(try arguments(of: call, scope), at: call)
        case "GeometryReader": return try geometryReader(try arguments(of: call, scope), at: call)
        case "Group": return try group(try arguments(of: call, scope), at: call)
        case "Color", "Angle", "LinearGradient", "RadialGradient", "Gradient", "UnitPoint", "StrokeStyle":
            return .symbol(Symbol(type: name, steps: [Symbol.Step(name: "init", arguments: try arguments(of: call, scope))]))
        default: break
        }
        if Vocabulary.view(name) != nil { return try buildView(name, try arguments(of: call, scope), at: call) }
        let arguments = try self.arguments(of: call, scope)
        if let builtin = try builtin(name, arguments, at: call) { return builtin }
        // A method of `self`, then a function of the file.
        if let instance = scope.selfInstance, let functions = instance.type.methods[name] {
            return try callFunction(functions, arguments, selfInstance: instance, selfView: nil, at: call)
        }
        if let functions = program.fileScope.methods[name] {
            return try callFunction(functions, arguments, selfInstance: try fileScope().selfInstance, selfView: nil, at: call)
        }
        // `background(…)` inside `extension View { func … }`: a modifier of `self`.
        if case .views(let views)? = scope.lookup("self") {
            return try modifier(name, on: views, arguments, at: call)
        }
        if Vocabulary.modifier(name) != nil || program.viewExtensions[name] != nil {
            throw fail("'\(name)' is a modifier: apply it to a view, as in Text(\"…\").\(name)(…)", call)
        }
        throw fail("unsupported: '\(name)(…)' is no view, type or function the renderer knows", call.calledExpression)
    }

    /// `Int(x)`, `CGFloat(x)`, `min`, `max`, `abs`, `CGSize(width:height:)`, `EdgeInsets(…)`, `print`.
    private func builtin(_ name: String, _ arguments: [Argument], at call: FunctionCallExprSyntax) throws(SceneError) -> SwiftValue? {
        func numbers() throws(SceneError) -> [Double] {
            var result: [Double] = []
            for argument in arguments {
                guard let number = argument.value.number else { throw fail("\(name) needs numbers, found \(argument.value.typeName)", call) }
                result.append(number)
            }
            return result
        }
        func labeled() throws(SceneError) -> [String: SwiftValue] {
            var fields: [String: SwiftValue] = [:]
            for argument in arguments {
                guard let label = argument.label else { throw fail("\(name) takes labelled arguments", call) }
                guard let number = argument.value.number else { throw fail("\(name).\(label) needs a number", call) }
                fields[label] = .double(number)
            }
            return fields
        }
        switch name {
        case "Int":
            guard arguments.count == 1 else { return nil }
            switch arguments[0].value {
            case .int: return arguments[0].value
            case .double(let number):
                guard number.isFinite, abs(number) < 9e18 else { throw fail("cannot convert \(number) to Int", call) }
                return .int(Int(number))
            case .string(let text): return Int(text).map { .int($0) } ?? .null
            default: throw fail("cannot convert \(arguments[0].value.typeName) to Int", call)
            }
        case "CGFloat", "Double", "Float":
            guard arguments.count == 1 else { return nil }
            if case .string(let text) = arguments[0].value { return Double(text).map { .double($0) } ?? .null }
            guard let number = arguments[0].value.number else { throw fail("cannot convert \(arguments[0].value.typeName) to \(name)", call) }
            return .double(number)
        case "String":
            guard arguments.count == 1 else { return nil }
            return .string(try describe(arguments[0].value, at: call))
        case "min", "max":
            let values = try numbers()
            guard !values.isEmpty else { return nil }
            let result = name == "min" ? values.min()! : values.max()!
            if arguments.allSatisfy({ if case .int = $0.value { return true } else { return false } }) { return .int(Int(result)) }
            return .double(result)
        case "abs":
            guard arguments.count == 1 else { return nil }
            if case .int(let number) = arguments[0].value { return .int(number == Int.min ? Int.max : abs(number)) }
            return .double(abs(try numbers()[0]))
        case "round", "floor", "ceil", "sqrt":
            guard arguments.count == 1 else { return nil }
            let x = try numbers()[0]
            switch name {
            case "round": return .double(x.rounded())
            case "floor": return .double(x.rounded(.down))
            case "ceil": return .double(x.rounded(.up))
            default: return .double(x.squareRoot())
            }
        case "CGSize": return .record("CGSize", try labeled())
        case "CGPoint": return .record("CGPoint", try labeled())
        case "EdgeInsets": return .record("EdgeInsets", try labeled())
        case "CGRect":
            let fields = try labeled()
            return .record("CGRect", ["origin": .record("CGPoint", ["x": fields["x"] ?? .double(0), "y": fields["y"] ?? .double(0)]),
                                      "size": .record("CGSize", ["width": fields["width"] ?? .double(0), "height": fields["height"] ?? .double(0)])])
        case "Array":
            guard arguments.count == 1 else { return nil }
            return .array(try elements(of: arguments[0].value, at: call))
        case "print", "debugPrint", "withAnimation", "assert", "dump":
            try note(name + "(…)", call, "it does not change the picture")
            return .void
        case "fatalError", "preconditionFailure":
            var message = "fatalError"
            if case .string(let text)? = arguments.first?.value { message += ": " + text }
            throw fail(message, call)
        case "BorderedButtonStyle", "PlainButtonStyle", "BorderlessButtonStyle", "BorderedProminentButtonStyle", "DefaultButtonStyle":
            return .record(name, [:])
        default: return nil
        }
    }

    // MARK: - Methods

    private func method(_ name: String, on base: SwiftValue, _ call: FunctionCallExprSyntax, _ scope: Scope) throws(SceneError) -> SwiftValue {
        let arguments = try self.arguments(of: call, scope)
        switch base {
        case .views(let views):
            return try modifier(name, on: views, arguments, at: call)
        case .instance(let instance):
            if let functions = instance.type.methods[name] {
                return try callFunction(functions, arguments, selfInstance: instance, selfView: nil, at: call)
            }
            if instance.type.isView { return try modifier(name, on: try views(from: base, at: program.location(call)), arguments, at: call) }
            if name == "callAsFunction" || instance.type.methods["callAsFunction"] != nil {
                throw fail("unsupported: callAsFunction", call)
            }
            throw fail("\(instance.type.name) has no method '\(name)'", call.calledExpression)
        case .symbol(let symbol):
            if Self.isColor(symbol), name != "opacity",
               Vocabulary.modifier(name) != nil || Vocabulary.ignoredModifiers.contains(name) || program.viewExtensions[name] != nil {
                // `Color.red.frame(…)`: the colour as a view.
                return try modifier(name, on: try views(from: base, at: program.location(call)), arguments, at: call)
            }
            return .symbol(symbol.appending(name, arguments))
        case .type(let type):
            if let declared = program.types[type], let functions = declared.methods[name] {
                return try callFunction(functions, arguments, selfInstance: Instance(type: declared, fields: [:]), selfView: nil, at: call)
            }
            if type == "Color" && name == "init" {
                return .symbol(Symbol(type: "Color", steps: [Symbol.Step(name: "init", arguments: arguments)]))
            }
            return .symbol(Symbol(type: type, steps: [Symbol.Step(name: name, arguments: arguments)]))
        case .string(let text):
            switch name {
            case "uppercased": return .string(text.uppercased())
            case "lowercased": return .string(text.lowercased())
            case "hasPrefix", "hasSuffix", "contains":
                guard case .string(let other)? = arguments.first?.value else { break }
                return .bool(name == "hasPrefix" ? text.hasPrefix(other) : name == "hasSuffix" ? text.hasSuffix(other) : text.contains(other))
            default: break
            }
        case .int, .double:
            guard let number = base.number else { break }
            switch name {
            case "formatted":
                var style = "number"
                if let first = arguments.first {
                    guard case .symbol(let symbol) = first.value, let styleName = symbol.steps.first?.name,
                          ["number", "percent"].contains(styleName) else {
                        throw fail("unsupported format; the renderer formats .number and .percent", call)
                    }
                    style = styleName
                }
                return .string(NumberFormatting.format(number, style: style))
            case "rounded": return .double(number.rounded())
            default: break
            }
        case .bool:
            if name == "toggle" { return .void }
        case .array(let elements):
            switch name {
            case "reversed": return .array(elements.reversed())
            case "enumerated":
                return .array(elements.enumerated().map { .record("EnumeratedElement", ["offset": .int($0.offset), "element": $0.element]) })
            case "map", "filter", "compactMap":
                guard case .closure(let closure)? = arguments.first?.value else { break }
                var result: [SwiftValue] = []
                for element in elements {
                    let value = try invoke(closure, [Argument(label: nil, value: element, location: closure.location)], at: call)
                    switch name {
                    case "map": result.append(value)
                    case "compactMap": if case .null = value {} else { result.append(value) }
                    default:
                        guard case .bool(let keep) = value else { throw fail("filter's closure must return a Bool", call) }
                        if keep { result.append(element) }
                    }
                }
                return .array(result)
            case "prefix", "suffix", "dropFirst", "dropLast":
                let count: Int
                if let first = arguments.first { guard case .int(let n) = first.value else { break }; count = max(0, n) } else { count = 1 }
                switch name {
                case "prefix": return .array(Array(elements.prefix(count)))
                case "suffix": return .array(Array(elements.suffix(count)))
                case "dropFirst": return .array(Array(elements.dropFirst(count)))
                default: return .array(Array(elements.dropLast(count)))
                }
            case "joined":
                var parts: [String] = []
                for element in elements { parts.append(try describe(element, at: call)) }
                var separator = ""
                if case .string(let text)? = arguments.first?.value { separator = text }
                return .string(parts.joined(separator: separator))
            case "contains":
                guard let first = arguments.first else { break }
                for element in elements where try equal(element, first.value, at: call) { return .bool(true) }
                return .bool(false)
            default: break
            }
        case .closure(let closure) where name == "callAsFunction":
            return try invoke(closure, arguments, at: call)
        default: break
        }
        throw fail("\(base.typeName) has no method '\(name)' the renderer knows", call.calledExpression)
    }

    /// `Color.red`, `Color(white: 0.9)`: a colour that can stand as a view.
    /// A colour or gradient that is a view when modified: `Color.red.frame(…)`, `LinearGradient(…).frame(…)`.
    static func isColor(_ symbol: Symbol) -> Bool {
        symbol.type == "Color" || symbol.type == "LinearGradient" || symbol.type == "RadialGradient"
    }

    // MARK: - Functions, closures, structs

    /// Calls the first of `functions` whose labels fit the arguments.
    func callFunction(_ functions: [FunctionDeclSyntax], _ arguments: [Argument], selfInstance: Instance?, selfView: [ViewJSON]?,
                      at node: some SyntaxProtocol) throws(SceneError) -> SwiftValue {
        var lastError: SceneError?
        for function in functions {
            guard let body = function.body else { continue }
            let scope = Scope(parent: nil, selfInstance: selfInstance)
            if let selfView { scope.define("self", .views(selfView)) }
            do throws(SceneError) {
                try bind(function.signature.parameterClause.parameters, arguments, into: scope, at: node)
            } catch {
                lastError = error
                continue
            }
            let returnsView = function.signature.returnClause?.type.trimmedDescription.contains("View") ?? false
            return try nested(node) { () throws(SceneError) -> SwiftValue in
                try runBody(body.statements, scope, asViews: returnsView, at: node)
            }
        }
        throw lastError ?? fail("no matching function", node)
    }

    /// Binds arguments to parameters by label, in order; defaults fill the rest.
    func bind(_ parameters: FunctionParameterListSyntax, _ arguments: [Argument], into scope: Scope, at node: some SyntaxProtocol) throws(SceneError) {
        var index = 0
        for parameter in parameters {
            let label = parameter.firstName.text
            let name = (parameter.secondName ?? parameter.firstName).text
            if index < arguments.count, (arguments[index].label ?? "_") == label || arguments[index].isTrailingClosure {
                var value = arguments[index].value
                value = try convert(value, to: parameter.type.trimmedDescription, at: node)
                scope.define(name, value)
                index += 1
            } else if let defaultValue = parameter.defaultValue {
                scope.define(name, try evaluate(defaultValue.value, Scope(parent: scope)))
            } else {
                throw fail("missing argument '\(label == "_" ? name : label)'", node)
            }
        }
        if index < arguments.count {
            throw fail("extra argument \(arguments[index].label.map { "'\($0)'" } ?? "") in call", node)
        }
    }

    func invoke(_ closure: Closure, _ arguments: [Argument], at node: some SyntaxProtocol) throws(SceneError) -> SwiftValue {
        let scope = Scope(parent: closure.scope)
        if closure.parameters.isEmpty {
            for (index, argument) in arguments.enumerated() { scope.define("$\(index)", argument.value) }
        } else if closure.parameters.count == 2, arguments.count == 1, case .record("EnumeratedElement", let fields) = arguments[0].value {
            scope.define(closure.parameters[0], fields["offset"] ?? .null)
            scope.define(closure.parameters[1], fields["element"] ?? .null)
        } else {
            for (name, argument) in zip(closure.parameters, arguments) where name != "_" { scope.define(name, argument.value) }
        }
        return try nested(node) { () throws(SceneError) -> SwiftValue in try runBody(closure.body, scope, asViews: false, at: node) }
    }

    /// A struct of the file: an explicit `init`, or the memberwise one.
    func instantiate(_ type: TypeDecl, _ arguments: [Argument], at node: some SyntaxProtocol) throws(SceneError) -> SwiftValue {
        let instance = Instance(type: type, fields: [:])
        return try nested(node) { () throws(SceneError) -> SwiftValue in
            let scope = Scope(parent: nil, selfInstance: instance)
            if type.kind == .enumeration {
                throw fail("unsupported: creating an enum value with \(type.name)(…)", node)
            }
            if !type.initializers.isEmpty {
                for property in type.stored where !property.isStatic && property.initializer != nil {
                    instance.fields[property.name] = try initialValue(of: property, in: type, scope: scope, override: false)
                }
                var lastError: SceneError?
                for initializer in type.initializers {
                    guard let body = initializer.body else { continue }
                    let local = Scope(parent: scope)
                    do throws(SceneError) {
                        try bind(initializer.signature.parameterClause.parameters, arguments, into: local, at: node)
                    } catch {
                        lastError = error
                        continue
                    }
                    var ignored: [SwiftValue] = []
                    _ = try execute(body.statements, local, collecting: &ignored)
                    return .instance(instance)
                }
                throw lastError ?? fail("\(type.name) has no initialiser the renderer can run", node)
            }
            var index = 0
            for property in type.stored where !property.isStatic {
                if property.isLet && property.initializer != nil {
                    instance.fields[property.name] = try initialValue(of: property, in: type, scope: scope, override: false)
                    continue
                }
                if index < arguments.count, arguments[index].label == property.name
                    || (arguments[index].isTrailingClosure) {
                    instance.fields[property.name] = try storedValue(arguments[index].value, for: property, at: node)
                    index += 1
                } else if property.initializer != nil {
                    instance.fields[property.name] = try initialValue(of: property, in: type, scope: scope, override: false)
                } else if property.type?.hasSuffix("?") == true {
                    instance.fields[property.name] = .null
                } else {
                    throw fail("missing argument '\(property.name)' for \(type.name)", node)
                }
            }
            if index < arguments.count {
                let extra = arguments[index]
                throw program.error("\(type.name) has no property \(extra.label.map { "'\($0)'" } ?? "for this argument") (its properties are \(type.stored.filter { !$0.isStatic }.map(\.name).joined(separator: ", ")))",
                                    location: extra.location)
            }
            return .instance(instance)
        }
    }

    /// A memberwise argument: a closure given to a view property (`@ViewBuilder let content:
    /// Content`) is run for its views; numbers take the property's type.
    private func storedValue(_ value: SwiftValue, for property: TypeDecl.StoredProperty, at node: some SyntaxProtocol) throws(SceneError) -> SwiftValue {
        if case .closure(let closure) = value, let type = property.type, !type.contains("->") {
            return try invoke(closure, [], at: node)
        }
        if let type = property.type { return try convert(value, to: type, at: node) }
        return value
    }

    /// A stored property's default, or its `--set` value when `override` allows.
    func initialValue(of property: TypeDecl.StoredProperty, in type: TypeDecl, scope: Scope, override: Bool) throws(SceneError) -> SwiftValue {
        var value: SwiftValue = .null
        if let initializer = property.initializer { value = try evaluate(initializer, scope) }
        if override, let given = overrides[property.name] {
            value = try coerce(given, like: value, type: property.type, name: property.name, at: property.node)
        }
        if let declared = property.type { value = try convert(value, to: declared, at: property.node) }
        return value
    }

    /// A `--set` value in the kind of the property it replaces.
    func coerce(_ given: SceneParameter, like current: SwiftValue, type: String?, name: String, at node: some SyntaxProtocol) throws(SceneError) -> SwiftValue {
        let value = Self.value(of: given)
        switch (current, value) {
        case (.bool, .bool), (.string, .string): return value
        case (.string, _): return .string(given.description)
        case (.double, .int(let number)): return .double(Double(number))
        case (.int, .double(let number)):
            guard number == number.rounded() else { throw fail("--set \(name): \(given) is not a whole number", node) }
            return .int(Int(number))
        case (.int, .int), (.double, .double): return value
        case (.null, _): return value
        default:
            throw fail("--set \(name): \(given) is not \(current.typeName == "Bool" ? "true or false" : "a value of type \(current.typeName)")", node)
        }
    }
}

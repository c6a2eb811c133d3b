import SwiftSyntax
import RenderLayout

import RenderScene

/// Calls: SwiftUI's views and modifiers, the file's structs, functions and closures, and the
/// few functions of the standard library a layout uses (`Int(x)`, `min`, `max`, `formatted`).
extension Interpreter {
    package func arguments(of call: FunctionCallExprSyntax, _ scope: Scope) throws(SceneError) -> [CallArgument] {
        var result: [CallArgument] = []
        // By index, not `for`: `SyntaxCollection.forEachElement` says why.
        try call.arguments.forEachElement { (argument) throws(SceneError) in
            let literal = argument.expression.as(StringLiteralExprSyntax.self)
            result.append(CallArgument(label: argument.label?.text, value: try evaluate(argument.expression, scope),
                                   location: program.location(argument.expression),
                                   floatingLiteral: Self.floatingLiteral(argument.expression),
                                   isStringLiteral: literal != nil,
                                   localizationKey: try literal.flatMap { (literal) throws(SceneError) in try localizationKey(literal, scope) }))
        }
        if let trailing = call.trailingClosure {
            result.append(CallArgument(label: nil, value: .closure(makeClosure(trailing, scope)), location: program.location(trailing),
                                   isTrailingClosure: true))
        }
        call.additionalTrailingClosures.forEachElement { extra in
            result.append(CallArgument(label: extra.label.text, value: .closure(makeClosure(extra.closure, scope)),
                                   location: program.location(extra.closure)))
        }
        return result
    }

    package func call(_ call: FunctionCallExprSyntax, _ scope: Scope) throws(SceneError) -> SwiftValue {
        let callee = call.calledExpression
        // `Store(initialState:) { Feature() }`, `WithViewStore`, `IfLetStore` (`InterpreterTCA`).
        if let made = try composableCall(call, scope) { return made }
        // `withDependencies { … } operation: { … }`, `LockIsolated(…)` (`InterpreterDependencies`).
        if let made = try dependenciesCall(call, scope) { return made }
        if let reference = callee.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            // A closure in a local, or stored in a property (`let format: (Double) -> String`).
            // (Also a computed property of `self`: `private var layout: AnyLayout { … }`.)
            var found = scope.lookup(name) ?? scope.selfInstance?.fields[name]
            if found == nil { found = try computedOfSelf(name, scope, at: call) }
            if let local = found {
                if case .closure(let closure) = local {
                    let arguments = try arguments(of: call, scope)
                    if let result = try invokeWritingBack(closure, arguments, call, scope) { return result }
                    return try invoke(closure, arguments, at: call)
                }
                if let read = try callStoredKeyPath(local, call, scope) { return read }
                if let made = try callInitializerReference(local, try arguments(of: call, scope), at: call) { return made }
                if case .record("MethodReference", _) = local, let result = try applyMethodReference(local, try arguments(of: call, scope).map(\.value), at: call) {
                    return result
                }
                // `layout { … }` for `let layout = AnyLayout(HStackLayout())`.
                if let built = try callLayoutValue(local, try arguments(of: call, scope), at: call) { return built }
            }
            return try callNamed(name, call, scope)
        }
        if let access = callee.as(MemberAccessExprSyntax.self) {
            let name = access.declName.baseName.text
            guard let baseExpression = access.base else {
                // `.random(in: 60..<180, using: &generator)`: a render is reproducible, so a
                // random value is unknown (decision, docs/swift-input.md).
                // With the app's own seeded generator it is known (`InterpreterSeededRandom`).
                if name == "random" {
                    if let drawn = try seededRandom(nil, try arguments(of: call, scope), at: call, scope) { return drawn }
                    return try placeholder("random(…)", at: call.calledExpression)
                }
                // `self.text = .init(localized: text)`: the type its context gives (`InterpreterContextualInitializers`).
                if name == "init", let made = try contextualInitializer(call, scope) { return made }
                // `.system(size: 20)`, `.init(…)`: resolved by the parameter it is given to.
                return .symbol(Symbol(type: nil, steps: [Symbol.Step(name: name, arguments: try arguments(of: call, scope))]))
            }
            if let provided = try providingEnvironment(name, base: baseExpression, call, scope) { return provided }
            if let overridden = try overridingEnvironment(name, base: baseExpression, call, scope) { return overridden }
            if let redacted = try redactingEnvironment(name, base: baseExpression, call, scope) { return redacted }
            if let provided = try providingEnvironmentThroughExtension(name, base: baseExpression, call, scope) { return provided }
            // `SwiftUI.Form { … }`: SwiftUI's (`InterpreterFrameworkQualifiedNames`).
            if let own = try frameworkQualifiedCall(name, base: baseExpression, call, scope) { return own }
            // `Models.DailyScrum(title:)`: the module's type, made (`ModuleQualifiedNames`).
            if moduleQualifiedType(name, of: baseExpression, scope) != nil, let type = program.types[name] {
                return try instantiate(type, try arguments(of: call, scope), at: call)
            }
            // `Color.init(0x3969EF)` of the module's `extension Color { init(_ hex: UInt) }` (`InterpreterUnknownColors`).
            if let made = try explicitBuiltinExtensionInitializer(name, base: baseExpression, call, scope) { return made }
            // `Scanner(string: hex).scanHexInt64(&int)` (`InterpreterScanner`).
            if let scanned = try scannerCall(name, base: baseExpression, call, scope) { return scanned }
            // `languages.removeAll(equalTo: x)` of the module's `extension Array` (`InterpreterStandardExtensionMethods`).
            if let result = try standardExtensionCall(name, base: baseExpression, call, scope) { return result }
            if let changed = try variableCollectionCall(name, base: baseExpression, call, scope) { return changed }
            if let made = try notificationNameCall(name, base: baseExpression, call, scope) { return made }
            return try memberCall(name, on: try evaluate(baseExpression, scope), baseExpression, call, scope)
        }
        // `[Item]()`, `[String: Int]()`: empty collections.
        if let made = try callTypeExpression(call, scope) { return made }
        // `[Int](repeating: 0, count: 3)`, `[BlockNode](markdown)` (`InterpreterArrayTypeCalls`).
        if let made = try arrayTypeCall(call, scope) { return made }
        // `MyLayout(…)() { … }` and other calls of call results.
        let value = try evaluate(callee, scope)
        if case .placeholder = value { return value }
        if case .closure(let closure) = value { return try invoke(closure, try arguments(of: call, scope), at: call) }
        // `Inspection<Self>()`: a specialised generic type of the module, made.
        if case .type(let name) = value, let specialized = callee.as(GenericSpecializationExprSyntax.self), let type = program.type(named: name),
           type.kind != .protocolType {
            let written = specialized.genericArgumentClause.arguments.map { $0.argument.trimmedDescription }
            return try instantiate(type, try arguments(of: call, scope), at: call, genericArguments: genericArguments(of: type, written: written))
        }
        // `Binding<Bool>(get:set:)`, `Array<Int>(repeating:count:)` (`InterpreterGenericTypeCalls`).
        if let made = try genericBuiltinTypeCall(value, call, scope) { return made }
        if let built = try callLayoutValue(value, try arguments(of: call, scope), at: call) { return built }
        if case .instance(let instance) = value, instance.type.conforms(to: "Layout") {
            let arguments = try self.arguments(of: call, scope)
            guard arguments.count <= 1, arguments.allSatisfy({ $0.label == nil }) else {
                throw fail("a Layout is called with its content only: \(instance.type.name)(…)() { … }", call)
            }
            return try layoutView(instance, content: arguments.first?.value, at: call)
        }
        throw fail("cannot call \(value.typeName)", callee)
    }

    /// `base.name(…)` of a receiver already evaluated: a case check, an optional's chain, a
    /// mutating method written back, else a method or modifier.
    /// `seen.insert(x).inserted` of a set (`InterpreterSetInsertion`), or an array variable's
    /// mutating method, done in place; nil for any other call.
    func variableCollectionCall(_ name: String, base baseExpression: ExprSyntax, _ call: FunctionCallExprSyntax, _ scope: Scope) throws(SceneError) -> SwiftValue? {
        if let inserted = try setInsertion(name, base: baseExpression, call, scope) { return inserted }
        guard Self.isArrayMutatingMethod(name), let reference = baseExpression.as(DeclReferenceExprSyntax.self),
              case .array? = storedValue(reference.baseName.text, scope) else { return nil }
        // An array variable grows in place: taken out of where it is stored meanwhile, so not copied.
        let arguments = try arguments(of: call, scope)
        try changeInPlace(reference.baseName.text, scope) { (array: inout SwiftValue) throws(SceneError) in
            try mutateArray(name, &array, arguments, call)
        }
        return .void
    }

    func memberCall(_ name: String, on base: SwiftValue, _ baseExpression: ExprSyntax, _ call: FunctionCallExprSyntax, _ scope: Scope) throws(SceneError) -> SwiftValue {
        // `state.destination.is(\.alert)` under TCA (`InterpreterTCA` step 6), on the value just evaluated.
        if let checked = try composableCaseCheck(name, on: base, call, scope) { return checked }
        // `user?.name.uppercased()` of no user: nil, the rest of the chain skipped (step 1).
        if let result = try optionalMethod(name, on: base, baseExpression, call, scope) { return result }
        if bindingKeepsValue(name, on: base, baseExpression) { return base }
        // `value.onChange { … }` of `let value: Binding<T>` (`InterpreterBindingExtensions`).
        if let result = try bindingExtensionCall(name, on: base, baseExpression, call, scope) { return result }
        if let result = try lockIsolatedCall(name, on: base, baseExpression, call, scope) { return result }
        if let result = try unfairLockCall(name, on: base, baseExpression, call, scope) { return result }
        if let mutated = try mutatingMethod(name, on: base, call, scope) {
            try assign(baseExpression, mutated, scope)
            return .void
        }
        return try method(name, on: base, call, scope)
    }

    // MARK: - Named calls

    /// `moduleTypesHidden`: `SwiftUI.X(…)`, the renderer's `X` (`InterpreterFrameworkQualifiedNames`).
    func callNamed(_ name: String, _ call: FunctionCallExprSyntax, _ scope: Scope, moduleTypesHidden: Bool = false) throws(SceneError) -> SwiftValue {
        // `Self(n) * 4` in `extension CGFloat { static func grid(_ n: Int) -> Self }`: the extended type.
        if name == "Self", case .type(let extended)? = scope.lookup("Self") ?? scope.lookup("self"), extended != "Self",
           program.types[extended] == nil {
            return try callNamed(extended, call, scope)
        }
        // `static let default = Self(username: "g_kumar", …)` inside `struct Profile`.
        if name == "Self", scope.lookup("Self") == nil, let own = scope.selfInstance?.type, own.kind != .fileScope, own.kind != .protocolType {
            return try instantiate(own, try arguments(of: call, scope), at: call)
        }
        if !moduleTypesHidden, let type = program.nestedTypeName(name, inside: scope.selfInstance?.type).flatMap({ program.types[$0] }) ?? program.types[program.resolvedTypeName(name, at: call)],
           !program.isHidden(type, from: scope.selfInstance, fileInstance: fileInstance), !leavesCallToSwiftUIView(type, call) {
            var arguments = try arguments(of: call, scope)
            if type.conforms(to: "Layout"), let last = arguments.last, last.isTrailingClosure {
                // `MyLayout(axis: .horizontal) { … }`: the layout as a container.
                arguments.removeLast()
                guard case .instance(let instance) = try instantiate(type, arguments, at: call) else {
                    throw fail("\(name) could not be made", call)
                }
                return try layoutView(instance, content: last.value, at: call)
            }
            return try instantiate(type, arguments, at: call)
        }
        // `Self(…)` in `extension Puzzle`, `typealias Puzzle = Three<Three<Cube>>`: the module's type
        // the alias names (`InterpreterTypeAliasExtensions`).
        if !moduleTypesHidden, let type = aliasedModuleType(name) {
            let arguments = try arguments(of: call, scope)
            let written = genericModuleType(name).map { $0.1 } ?? [:]
            if aliasInitializerFits(type, arguments) { return try instantiate(type, arguments, at: call, genericArguments: written) }
        }
        // `_items = Query(sort: \.date)`: no rows, its arguments unread (`InterpreterStoredData`).
        if let rows = storedQueryInitializer(name) { return rows }
        // `Image(icon: .close)` of the module's `extension Image { init(icon:) }` (`InterpreterBuiltinExtensionInits`).
        if let made = try builtinExtensionInitializer(name, call, scope) { return made }
        switch name {
        case "ForEach": return try forEach(try arguments(of: call, scope), at: call)
        case "List":
            // `List(items) { item in … }`, `List(items, id: \.self) { … }`: a ForEach's rows.
            let arguments = try arguments(of: call, scope)
            if let data = arguments.first, data.label == nil, !data.isTrailingClosure, arguments.count >= 2 {
                let rows = try forEach(arguments.filter { $0.label != "selection" }, at: call)
                return try buildView("List", [CallArgument(label: nil, value: rows, location: data.location, isTrailingClosure: true)], at: call)
            }
            return try buildView("List", arguments, at: call)
        // `Chart(data) { item in … }`, `Chart(data, id: \.name) { … }`: a ForEach's marks.
        case "Chart" where !call.arguments.isEmpty: return try buildView("Chart", [try chartRows(try arguments(of: call, scope), at: call)], at: call)
        case "GeometryReader": return try geometryReader(try arguments(of: call, scope), at: call)
        case "TimelineView": return try timelineView(try arguments(of: call, scope), at: call)
        case "Canvas": return try canvas(try arguments(of: call, scope), at: call)
        // `ScrollViewReader { proxy in … }`: its content; the proxy only scrolls, in actions.
        case "ScrollViewReader" where call.arguments.isEmpty && call.trailingClosure != nil:
            let arguments = try arguments(of: call, scope)
            guard arguments.count == 1, case .closure(let closure) = arguments[0].value else { break }
            let proxy = CallArgument(label: nil, value: .record("ScrollViewProxy", [:]), location: program.location(call))
            return try invoke(closure, [proxy], at: call, asViews: true)
        // `EmptyView()`: no view (also inside `extension View`, where an unknown call would be a
        // modifier of `self`).
        case "EmptyView" where call.arguments.isEmpty && call.trailingClosure == nil: return .views([])
        // `ModifiedContent(content: self, modifier: TitleFont(size: 16))` is `.modifier(…)`.
        case "ModifiedContent":
            let arguments = try arguments(of: call, scope)
            guard arguments.map(\.label) == ["content", "modifier"] else { throw fail("ModifiedContent takes content: and modifier:", call) }
            let content = try views(from: arguments[0].value, at: program.location(call))
            return try modifier("modifier", on: content, [CallArgument(label: nil, value: arguments[1].value, location: arguments[1].location)], at: call)
        case "Path": return try makePath(try arguments(of: call, scope), at: call)
        case "Group": return try group(try arguments(of: call, scope), at: call)
        case "AnyView": return try anyView(try arguments(of: call, scope), at: call)
        case "AnyShape": return try anyShape(try arguments(of: call, scope), at: call)
        case "Color", "UIColor":
            let arguments = try arguments(of: call, scope)
            if let asset = try assetColor(type: name, arguments, at: call) { return asset }
            if let resolved = try dynamicColor(name, arguments, at: call) { return resolved }
            // `Color(UIColor(red: 0.2, green: 0.4, blue: 1, alpha: 1))` in a module without an
            // `extension UIColor`: the UIKit colour of those components, as one is with it
            // (`builtinValue`), so that `Color(_:)` reads them.
            if name == "UIColor", try Self.constructedColor(arguments) != nil {
                return .symbol(Symbol(type: name, steps: [Symbol.Step(name: "init", arguments: arguments)]))
            }
            if name == "UIColor" { break }
            return try madeColor(arguments, at: call)
        case "ImageResource", "ColorResource":
            // Its arguments evaluated once: any other form is an unknown value (`InterpreterAssetResources`).
            let arguments = try arguments(of: call, scope)
            if let resource = assetResource(name, arguments) { return resource }
            return try unknownAssetResource(name, at: call)
        case "Image": return try imageValue(try arguments(of: call, scope), at: call)
        case _ where (name == "assert" || name == "precondition") && program.fileScope.methods[name] == nil
                && (1...4).contains(call.arguments.count) && call.arguments.first?.label == nil:
            // Neither argument is evaluated: Swift takes both as autoclosures, the message read
            // only on failure, and the check itself is a note (`builtin`'s decision), so a message
            // the renderer cannot evaluate adds no warning to a check the device passes.
            try note(name + "(…)", call, "it does not change the picture")
            return .void
        case "Angle", "LinearGradient", "RadialGradient", "Gradient", "UnitPoint", "StrokeStyle", "FillStyle", "Alignment":
            return .symbol(Symbol(type: name, steps: [Symbol.Step(name: "init", arguments: try arguments(of: call, scope))]))
        default: break
        }
        // `SecItemCopyMatching(query, &result)`, unless the module declares the name (`InterpreterKeychain`).
        if program.fileScope.methods[name] == nil, scope.selfInstance?.type.methods[name] == nil,
           let result = try keychainCall(name, call, scope) { return result }
        if name == "OSAllocatedUnfairLock", let lock = try unfairLockInitializer(name, call, scope) { return lock }
        if Vocabulary.view(name) != nil { return try buildView(name, try arguments(of: call, scope), at: call) }
        let arguments = try self.arguments(of: call, scope)
        if let axis = axisComponent(name, arguments, at: call) { return axis }
        if let bins = try dateBins(name, arguments, at: call) { return bins }
        if let builtin = try builtin(name, arguments, at: call) { return builtin }
        if let path = try bezierPath(name, arguments, at: call) { return path }
        // A method of `self`, then a function of the file.
        if let instance = scope.selfInstance, let functions = instance.type.methods[name] {
            return try callFunction(functions, arguments, selfInstance: instance, selfView: nil, at: call)
        }
        if let functions = program.fileScope.methods[name] {
            return try callFunction(functions, arguments, selfInstance: try fileScope().selfInstance, selfView: nil, at: call)
        }
        // `static let isowordsBlack = hex(0x121212)` in `extension Color`: a static function of
        // the extended type, named unqualified inside it.
        if case .type(let extended)? = scope.lookup("Self") ?? scope.lookup("self"),
           let made = try extensionStaticFunction(name, of: extended, arguments, at: call) {
            return made
        }
        // `background(…)` inside `extension View { func … }`: a modifier of `self`.
        if case .views(let views)? = scope.lookup("self") {
            return try modifier(name, on: views, arguments, at: call)
        }
        // `map { … }` inside `extension Array where Element == Attendee { func toSpeakers() … }`:
        // a method of the `self` value, as `isEmpty` there is its property.
        if let selfValue = scope.lookup("self"), !Self.extendedTypes(of: selfValue).isEmpty {
            // `removeAll { … }` in a `mutating func` of the extension: `self` changed in place.
            if let result = try selfValueMutation(name, selfValue, call, scope) { return result }
            return try method(name, on: selfValue, call, scope)
        }
        if Vocabulary.modifier(name) != nil || program.viewExtensions[name] != nil {
            throw fail("'\(name)' is a modifier: apply it to a view, as in Text(\"…\").\(name)(…)", call)
        }
        if let broken = program.brokenNames[name] { throw brokenFileError(name, broken, call.calledExpression) }
        if let unknown = try unknownCall(name, call, scope) { return unknown }
        // Overture's `update(.mock) { … }`, a modelled library (`InterpreterOverture`).
        if let updated = try overtureCall(name, arguments, call, scope) { return updated }
        // A function of a package outside the module: a function the renderer cannot run is
        // an unknown value (a free name in `--set` is a value, never a function).
        if strict { throw fail("unsupported: '\(name)(…)' is no view, type or function the renderer knows", call.calledExpression) }
        return try placeholder("\(name)(…)", at: call.calledExpression)
    }

    /// `List { … }` in a file that imports a module declaring `struct List` (IceCubes' Mastodon
    /// list, `List(id:title:)`): Swift's overload resolution takes the initialiser that can take
    /// the call, SwiftUI's view. True when the module's type of a SwiftUI view's name is called
    /// with trailing closures only and neither its initialisers nor its stored properties (its
    /// memberwise initialiser) take a closure or a view.
    func leavesCallToSwiftUIView(_ type: TypeDecl, _ call: FunctionCallExprSyntax) -> Bool {
        guard Vocabulary.view(type.name) != nil, call.arguments.isEmpty, call.trailingClosure != nil,
              type.kind != .protocolType, type.genericParameters.isEmpty else { return false }
        // Only a type of another (imported) module competes with SwiftUI's: the calling module's own
        // declaration shadows the imported one, and Swift refuses the call.
        guard program.moduleName(ofFile: type.location.file ?? program.file) != program.moduleName(ofFile: program.fileName(of: call)) else { return false }
        func takesClosure(_ written: String) -> Bool { written.contains("->") || written.contains("View") || written.contains("Content") }
        if type.stored.contains(where: { !$0.isStatic && takesClosure($0.type ?? "") }) { return false }
        return !type.initializers.contains { initializer in
            initializer.signature.parameterClause.parameters.contains { takesClosure($0.type.trimmedDescription) }
        }
    }

    /// `Int(x)`, `CGFloat(x)`, `min`, `max`, `abs`, `CGSize(width:height:)`, `EdgeInsets(…)`, `print`.
    package func builtin(_ name: String, _ arguments: [CallArgument], at call: FunctionCallExprSyntax) throws(SceneError) -> SwiftValue? {
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
                guard let number = argument.value.number ?? Self.integerBound(argument.value, of: name) else {
                    throw fail("\(name).\(label) needs a number, found \(argument.value.typeName)", call)
                }
                fields[label] = .double(number)
            }
            return fields
        }
        // `CGFloat(store.count)`, `max(0, store.count)`: a conversion or sum of an unknown value;
        // `CGSize(width: store.width, height: 4)`: a value built of one (`InterpreterUnknownArguments` step 2).
        if ["Int", "CGFloat", "Double", "Float", "String", "min", "max", "abs",
            "CGSize", "CGPoint", "CGRect", "UnitPoint", "EdgeInsets", "ProposedViewSize"].contains(name),
           let unknown = Self.placeholderArgument(arguments) {
            return .placeholder(unknown)
        }
        if let value = try foundationBuiltin(name, arguments, at: call) { return value }
        if let value = try imageIOCall(name, arguments, at: call) { return value }
        if name == "stride", let value = try strideValues(arguments, at: call) { return value }
        if let value = try mathFunction(name, arguments, at: call) { return value }
        if let value = try seededRandomBuiltin(name, arguments, at: call) { return value }
        if let value = Self.dateExtreme(name, arguments) { return value }
        switch name {
        case "UUID" where arguments.isEmpty:
            // `let id = UUID()` in an Identifiable model: a distinct id per call, the same ones
            // every run (a render is deterministic).
            uuidCount += 1
            let hex = String(uuidCount, radix: 16, uppercase: true)
            return .string("00000000-0000-4000-8000-" + String(repeating: "0", count: max(0, 12 - hex.count)) + hex)
        case "Date" where arguments.isEmpty:
            // `Date()`: a fixed moment (`--now`, by default 2026-01-01 09:41 UTC), so renders
            // never depend on the clock.
            return .record("Date", ["timeIntervalSinceReferenceDate": .double(now)])
        case "Int":
            guard arguments.count == 1 else { return nil }
            switch arguments[0].value {
            case .int: return arguments[0].value
            case .double(let number):
                guard number.isFinite, abs(number) < 9e18 else { throw fail("cannot convert \(number) to Int", call) }
                return .int(Int(number))
            case .string(let text):
                try spend(bytes: text.utf8.count, at: call)
                return Int(text).map { .int($0) } ?? .null
            default: throw fail("cannot convert \(arguments[0].value.typeName) to Int", call)
            }
        case "CGFloat", "Double", "Float":
            guard arguments.count == 1 else { return nil }
            if case .string(let text) = arguments[0].value {
                try spend(bytes: text.utf8.count, at: call)
                return Double(text).map { .double($0) } ?? .null
            }
            if let limit = Self.unsignedLimit(arguments[0].value) { return .double(limit) }
            guard let number = arguments[0].value.number else { throw fail("cannot convert \(arguments[0].value.typeName) to \(name)", call) }
            return .double(number)
        case "String":
            guard arguments.count == 1 else { return nil }
            return .string(try describe(arguments[0].value, at: call))
        case "min", "max":
            // Ints compare as Ints: beyond 2^53 a Double would not hold them.
            let integers = arguments.compactMap { if case .int(let n) = $0.value { return n } else { return nil } }
            if integers.count == arguments.count {
                guard let result = name == "min" ? integers.min() : integers.max() else { return nil }
                return .int(result)
            }
            let values = try numbers()
            guard let result = name == "min" ? values.min() : values.max() else { return nil }
            return .double(result)
        case "abs":
            guard arguments.count == 1 else { return nil }
            if case .int(let number) = arguments[0].value { return .int(number < 0 ? try negate(number, at: call) : number) }
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
        case "PreviewDevice":
            // `PreviewDevice(rawValue: "iPhone 15")`: the name (`.previewDevice` reads it).
            guard arguments.count == 1, arguments[0].label == "rawValue" || arguments[0].label == "stringLiteral",
                  case .string = arguments[0].value else { return nil }
            return arguments[0].value
        // `LocalizedStringResource("Spam")` (Mlem's reason shortcuts): the resource is held as its
        // key, as a `LocalizedStringResource` parameter given a literal is; `Text(resource)` looks
        // it up as `Text("Spam")` does. Other forms (`defaultValue:`, `table:`) stay unknown.
        case "LocalizedStringResource":
            guard arguments.count == 1, arguments[0].label == nil, case .string = arguments[0].value else { return nil }
            return arguments[0].value
        // `CLLocation(latitude:longitude:)` (`InterpreterCoreLocationValues`).
        case "CLLocation", "CLLocationCoordinate2D": return coreLocationValue(name, arguments)
        case "CGSize": return .record("CGSize", try labeled())
        case "CGPoint": return .record("CGPoint", try labeled())
        case "UnitPoint": return .record("UnitPoint", try labeled())
        case "ProposedViewSize":
            if arguments.count == 1, arguments[0].label == nil {
                return SwiftLayoutProgram.value(try proposal(from: arguments[0].value, at: call))
            }
            var fields: [String: SwiftValue] = ["width": .null, "height": .null]
            for argument in arguments {
                guard let label = argument.label, fields[label] != nil else { throw fail("ProposedViewSize takes width: and height:", call) }
                if case .null = argument.value { continue }
                guard let number = argument.value.number else { throw fail("ProposedViewSize.\(label) needs a number or nil", call) }
                fields[label] = .double(number)
            }
            return .record("ProposedViewSize", fields)
        case "EdgeInsets": return .record("EdgeInsets", try labeled())
        case "GridItem": return try gridItem(arguments, at: call)
        case "CGRect" where arguments.first?.label == "origin":
            guard arguments.count == 2 else { return nil }
            return SwiftLayoutProgram.value(Rect(origin: try point(from: arguments[0].value, at: call),
                                                 size: try size(from: arguments[1].value, at: call)))
        case "CGRect":
            let fields = try labeled()
            return .record("CGRect", ["origin": .record("CGPoint", ["x": fields["x"] ?? .double(0), "y": fields["y"] ?? .double(0)]),
                                      "size": .record("CGSize", ["width": fields["width"] ?? .double(0), "height": fields["height"] ?? .double(0)])])
        case "zip":
            guard arguments.count == 2 else { return nil }
            let first = try elements(of: arguments[0].value, at: call), second = try elements(of: arguments[1].value, at: call)
            try making(elements: min(first.count, second.count), at: call)
            return .array(zip(first, second).map { .record("Tuple", ["0": $0, "1": $1]) })
        case "Array" where arguments.map(\.label) == ["repeating", "count"]:
            // `Array(repeating: GridItem(.flexible()), count: 3)`; the count is bounded as ForEach's is.
            guard case .int(let count) = arguments[1].value, (0...SceneLimits.maxViews).contains(count) else {
                throw fail("Array(repeating:count:) needs a count from 0 to \(SceneLimits.maxViews)", call)
            }
            try making(elements: count, at: call)
            return .array(Array(repeating: try copy(arguments[0].value, at: call), count: count))
        case "Array":
            guard arguments.count == 1 else { return nil }
            // `Array("abc")`: a string is a sequence of its characters (each a one-character
            // string, as `text.first` is).
            if case .string(let text) = arguments[0].value {
                try making(elements: text.count, at: call)
                return .array(text.map { .string(String($0)) })
            }
            return .array(try elements(of: arguments[0].value, at: call))
        case "Set": return try makeSet(arguments, at: call)
        case "print", "debugPrint", "withAnimation", "assert", "dump":
            try note(name + "(…)", call, "it does not change the picture")
            return .void
        // `precondition(handlers[id] == nil)`: as `assert`, a note. Not an error where the
        // renderer finds it false: its model of the app's state can differ from the device's
        // (Home Assistant's `WebhookManager.register` found a handler already registered), and a
        // check that holds on the device changes nothing drawn (decision).
        case "precondition" where (1...3).contains(arguments.count) && arguments[0].label == nil:
            try note("precondition(…)", call, "it does not change the picture")
            return .void
        case "fatalError", "preconditionFailure":
            var message = "fatalError"
            if case .string(let text)? = arguments.first?.value { message += ": " + text }
            throw fail(message, call)
        case "BorderedButtonStyle", "PlainButtonStyle", "BorderlessButtonStyle", "BorderedProminentButtonStyle", "DefaultButtonStyle",
             "DefaultListStyle", "PlainListStyle", "InsetGroupedListStyle", "GroupedListStyle", "InsetListStyle", "SidebarListStyle",
             "DefaultPickerStyle", "MenuPickerStyle", "SegmentedPickerStyle", "WheelPickerStyle", "InlinePickerStyle",
             "NavigationLinkPickerStyle", "PalettePickerStyle", "PageIndexViewStyle",
             "DefaultTextFieldStyle", "PlainTextFieldStyle", "RoundedBorderTextFieldStyle":
            return .record(name, [:])
        default: return nil
        }
    }

    // MARK: - Methods

    /// `value.name(…)`: a modifier of a view, a method of a value (a postfix `#if`'s chain).
    package func methodCall(_ name: String, on value: SwiftValue, _ call: FunctionCallExprSyntax, _ scope: Scope) throws(SceneError) -> SwiftValue {
        try method(name, on: value, call, scope)
    }

    private func method(_ name: String, on value: SwiftValue, _ call: FunctionCallExprSyntax, _ scope: Scope) throws(SceneError) -> SwiftValue {
        // `moves.compactMap { … }` of a module type that is a Collection (`InterpreterCustomCollections`).
        if name != "init", let elements = try customCollectionReceiver(name, of: value, at: call) { return try method(name, on: elements, call, scope) }
        let arguments = try self.arguments(of: call, scope)
        if let result = try builtinExtensionDelegation(name, on: value, arguments, at: call, scope) { return result }
        if let result = try seededRandomArrayMethod(name, on: value, arguments, at: call) { return result }
        if let result = try graphicsContextMethod(name, on: value, arguments, at: call) { return result }
        if let result = try shapePathValue(name, on: value, arguments, at: call) { return result }
        if let result = try storeMethod(name, on: value, arguments, at: call) { return result }
        if let result = axisValueMethod(name, on: value, arguments) { return result }
        if let result = try foundationMethod(name, on: value, arguments, at: call) { return result }
        if let result = try appMethod(name, on: value, arguments, at: call) { return result }
        if let result = try extensionMethod(name, on: value, arguments, at: call) { return result }
        var base = value
        // `subviews.indices.map { … }`: a range's methods are its elements'.
        if case .range = value { base = .array(try elements(of: value, at: call)) }
        // `name.reduce(0) { sum, character in … }` (Compound's avatar colour hash): a string's
        // `reduce` runs over its characters, each a one-character string, as `for c in name` does.
        if case .string(let text) = value, name == "reduce" {
            try making(elements: text.utf8.count, at: call)
            base = .array(text.map { .string(String($0)) })
        }
        switch base {
        case .views(let views):
            return try modifier(name, on: views, arguments, at: call)
        case .placeholder(let placeholder):
            // An unknown view with a modifier: the modifier applies to its placeholder; any other
            // method of an unknown value is the same unknown value.
            // `.resizable()` of an unknown image is the same unknown image (the box is no Image).
            if ModifierEntries.shapeProperties.contains(name) || ModifierEntries.imageProperties.contains(name) { return base }
            // `color.opacity(0.5)` of an unknown colour (`self.color` switching on a store) stays
            // that unknown value: a modifier it is given is then left out, not handed a view.
            if name == "opacity" || name == "gradient" { return base }
            // `Text(store.word).fontWeight(.medium) + Text(…)`: a Text's styling of an unknown
            // Text keeps it the unknown value, so that `+` makes the whole an unknown value
            // (`$store.volume.animation()` is `bindingKeepsValue`'s).
            if ["bold", "italic", "fontWeight", "font", "foregroundColor", "foregroundStyle", "underline", "strikethrough",
                "monospaced", "monospacedDigit", "kerning", "tracking", "baselineOffset", "textCase"].contains(name) {
                return base
            }
            if Vocabulary.modifier(name) != nil || Vocabulary.ignoredModifiers.contains(name) || program.viewExtensions[name] != nil {
                return try modifierOfUnknown(name, placeholder, arguments, at: call)
            }
            // `store.send(.tap)`: the same unknown value, without the store's closure.
            var unknown = placeholder
            unknown.content = nil
            return .placeholder(unknown)
        case .instance(let instance):
            if name == "init", instance.type.kind != .fileScope { return try delegateInitializer(instance, arguments, at: call) }
            if let functions = instance.type.methods[name] {
                return try callFunction(functions, arguments, selfInstance: instance, selfView: nil, at: call)
            }
            if let result = try optionSetMethod(name, on: instance, arguments, at: call) { return result }
            // `self.configure(.body)` of a stored closure (`let configure: (Font) -> Font`).
            if case .closure(let closure)? = instance.fields[name] { return try invoke(closure, arguments, at: call) }
            // `self.date()` of `Date.init` (`InterpreterInitializerReferences`); of any other
            // instance, `Current.date()` of an environment class's `var date: () -> Date = Date.init`.
            if instance.type.isView, let made = try callStoredFunction(name, of: instance, arguments, at: call) { return made }
            if !instance.type.isView, let field = instance.fields[name],
               let made = try callInitializerReference(field, arguments, at: call) { return made }
            // (Also a view through a protocol: `DiscoverList().navigationTitle(…)` of a
            // SwiftUIRedux `ConnectedView`, `InterpreterViewProtocols`.)
            if instance.type.isView || viewProtocol(of: instance.type) != nil {
                return try modifier(name, on: try views(from: base, at: program.location(call)), arguments, at: call)
            }
            if name == "callAsFunction" || instance.type.methods["callAsFunction"] != nil {
                throw fail("unsupported: callAsFunction", call)
            }
            // A method the module does not declare (`appState.updates(for:)` of a Combine
            // subject the renderer holds as its value, an extension in a package outside the
            // module): an unknown value, as an unknown type's member is.
            return try placeholder("\(instance.type.name).\(name)(…)", at: call.calledExpression)
        case .symbol(let symbol):
            // `Color.red.shadow(.drop(…))` (one unlabelled argument) is `ShapeStyle.shadow(_:)`:
            // a style, as `opacity` is; the view's `shadow(color:radius:x:y:)` is labelled.
            let isStyleShadow = name == "shadow" && arguments.count == 1 && arguments[0].label == nil
            if Self.isColor(symbol), name != "opacity", !isStyleShadow,
               Vocabulary.modifier(name) != nil || Vocabulary.ignoredModifiers.contains(name) || program.viewExtensions[name] != nil
                || name == "previewDevice" {
                // `Color.red.frame(…)`: the colour as a view.
                return try modifier(name, on: try views(from: base, at: program.location(call)), arguments, at: call)
            }
            // `ContentUnavailableView.search.frame(…)`: the view, modified.
            if let search = Self.contentUnavailableSearch(symbol, at: program.location(call)),
               Vocabulary.modifier(name) != nil || Vocabulary.ignoredModifiers.contains(name) || program.viewExtensions[name] != nil {
                return try modifier(name, on: [search], arguments, at: call)
            }
            if name == "resolve", let resolved = try resolvedColor(symbol, arguments, at: call) { return resolved }
            return .symbol(symbol.appending(name, arguments))
        case .type("Swift"):
            if let value = try builtin(name, arguments, at: call) { return value }
        case .type(let type):
            if let queue = dispatchStaticCall(name, of: type) { return queue }
            if let task = taskStaticCall(name, of: type, arguments) { return task }
            if name == "random", ["Int", "Double", "CGFloat", "Float", "Bool", "UInt", "Int64", "UInt64", "TimeInterval"].contains(type) {
                if let drawn = try seededRandom(type, arguments, at: call, scope) { return drawn }
                return try placeholder("\(type).random(…)", at: call.calledExpression)
            }
            if let declared = program.types[type], let functions = declared.methods[name] {
                return try callFunction(functions, arguments, selfInstance: Instance(type: declared, fields: [:]), selfView: nil,
                                        selfValue: staticSelf(functions, of: type), at: call)
            }
            // `self.init(…)` in a static function of the type (`InterpreterStaticSelfInit` step 2).
            if let made = try initializerOfType(name, type, arguments, at: call) { return made }
            if let result = try extensionStaticFunction(name, of: type, arguments, at: call) { return result }
            // `Color.Palette()` of `extension Color { struct Palette }` (`InterpreterBuiltinNestedTypes`).
            if let nested = builtinNestedType(name, of: type) { return try instantiate(nested, arguments, at: call) }
            if type == "Color" && name == "init" {
                if let asset = try assetColor(type: type, arguments, at: call) { return asset }
                return try madeColor(arguments, at: call)
            }
            if type == "UIColor" && name == "init", let asset = try assetColor(type: type, arguments, at: call) { return asset }
            if type == "Image" && name == "init", let asset = try assetImage(Self.platformImageArguments(arguments), appIcons: Self.isAppIconImage(arguments), at: call) { return asset }
            return .symbol(Symbol(type: type, steps: [Symbol.Step(name: name, arguments: arguments)]))
        case .string(let text):
            switch name {
            case "uppercased": return .string(try transformed(text, at: call) { $0.uppercased() })
            case "lowercased": return .string(try transformed(text, at: call) { $0.lowercased() })
            case "hasPrefix", "hasSuffix", "contains":
                guard case .string(let other)? = arguments.first?.value else { break }
                try spend(bytes: text.utf8.count + other.utf8.count, at: call)
                return .bool(name == "hasPrefix" ? text.hasPrefix(other) : name == "hasSuffix" ? text.hasSuffix(other) : text.contains(other))
            default: break
            }
        case .int, .double:
            guard let number = base.number else { break }
            switch name {
            case "formatted":
                var style = "number"
                if let first = arguments.first {
                    guard case .symbol(let symbol) = first.value, symbol.steps.count == 1, let styleName = symbol.steps.first?.name,
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
            if let combined = try setAlgebra(name, elements, arguments, at: call) { return combined }
            switch name {
            case "reversed":
                try making(elements: elements.count, at: call)
                return .array(elements.reversed())
            case "enumerated":
                try making(elements: elements.count * 2, at: call)
                return .array(elements.enumerated().map { .record("EnumeratedElement", ["offset": .int($0.offset), "element": $0.element]) })
            case "map", "filter", "compactMap", "flatMap":
                // `flatMap` is Sequence's here, as `map` is (an array's elements each given to the
                // closure; before, it fell to Optional's below and the closure got the whole array:
                // isowords' `Index.allCases.flatMap { x in Index.allCases.map { y in … } }`).
                guard case .closure(let closure)? = arguments.first?.value else { break }
                try making(elements: elements.count, at: call)
                var result: [SwiftValue] = []
                for element in elements {
                    let value = try invoke(closure, [CallArgument(label: nil, value: element, location: closure.location)], at: call)
                    switch name {
                    case "map": result.append(value)
                    case "compactMap": if case .null = value {} else { result.append(value) }
                    case "flatMap":
                        // How many elements an unknown inner sequence holds is unknown: so is the whole.
                        if case .placeholder = value { return value }
                        // A sequence's elements are spliced in; the deprecated optional-returning
                        // form is `compactMap`'s (nil left out, a value kept).
                        if case .array(let inner) = value {
                            try bound(elements: result.count + inner.count, at: call)
                            try spend(elements: inner.count, at: call)
                            result += inner
                        } else if case .null = value {} else { result.append(value) }
                    default:
                        // A test that reads an unknown value: which elements pass is unknown, so the
                        // whole result is that unknown value (as `arrayMethodBody`'s tests).
                        if case .placeholder = value { return value }
                        guard case .bool(let keep) = value else { throw fail("filter's closure must return a Bool", call) }
                        if keep { result.append(element) }
                    }
                }
                return .array(result)
            case "prefix", "suffix", "dropFirst", "dropLast":
                let count: Int
                if let first = arguments.first { guard case .int(let n) = first.value else { break }; count = max(0, n) } else { count = 1 }
                try making(elements: min(count, elements.count), at: call)
                switch name {
                case "prefix": return .array(Array(elements.prefix(count)))
                case "suffix": return .array(Array(elements.suffix(count)))
                case "dropFirst": return .array(Array(elements.dropFirst(count)))
                default: return .array(Array(elements.dropLast(count)))
                }
            case "joined":
                var separator = ""
                if case .string(let text)? = arguments.first?.value { separator = text }
                // Sized and charged before it is joined: a string joined with itself in a
                // loop doubles each time.
                var parts: [String] = [], length = 0
                for element in elements {
                    let part = try describe(element, at: call)
                    length += part.utf8.count + (parts.isEmpty ? 0 : separator.utf8.count)
                    try bound(bytes: length, at: call)
                    parts.append(part)
                }
                try making(bytes: length, at: call)
                return .string(parts.joined(separator: separator))
            case "reduce":
                if let reduced = try reduceInto(elements, arguments, at: call) { return reduced }
                guard arguments.count == 2, arguments[0].label == nil, case .closure(let closure) = arguments[1].value else { break }
                var result = arguments[0].value
                for element in elements {
                    result = try invoke(closure, [CallArgument(label: nil, value: result, location: closure.location),
                                                  CallArgument(label: nil, value: element, location: closure.location)], at: call)
                }
                return result
            case "max", "min":
                guard arguments.isEmpty else { break }
                try spend(elements: elements.count, at: call)
                let integers = elements.compactMap { if case .int(let n) = $0 { return n } else { return nil } }
                if integers.count == elements.count, !elements.isEmpty {
                    return .int((name == "max" ? integers.max() : integers.min()) ?? 0)
                }
                let numbers = elements.compactMap(\.number)
                guard numbers.count == elements.count else { break }
                guard let found = name == "max" ? numbers.max() : numbers.min() else { return .null }
                return .double(found)
            case "contains":
                guard let first = arguments.first else { break }
                try spend(elements: elements.count, at: call)
                for element in elements where try equal(element, first.value, at: call) { return .bool(true) }
                return .bool(false)
            default: break
            }
        case .closure(let closure) where name == "callAsFunction":
            return try invoke(closure, arguments, at: call)
        case .subview(let subview):
            return try subviewMethod(name, subview, arguments, at: call)
        case .spacing(let subview) where name == "distance":
            guard arguments.count == 2, case .spacing(let next) = arguments[0].value, case .symbol(let axis) = arguments[1].value,
                  ["horizontal", "vertical"].contains(axis.last) else {
                throw fail("distance(to:along:) takes another subview's spacing and .horizontal or .vertical", call)
            }
            return .double(subview.distance(to: next, along: axis.last == "horizontal" ? .horizontal : .vertical))
        case .record("CGRect", let fields) where name == "insetBy" || name == "offsetBy":
            guard let rect = Self.rect(fields), arguments.count == 2, let dx = arguments[0].value.number, let dy = arguments[1].value.number else { break }
            let moved = name == "insetBy"
                ? Rect(origin: Point(x: rect.origin.x + dx, y: rect.origin.y + dy),
                       size: Size(width: max(0, rect.size.width - 2 * dx), height: max(0, rect.size.height - 2 * dy)))
                : Rect(origin: Point(x: rect.origin.x + dx, y: rect.origin.y + dy), size: rect.size)
            return SwiftLayoutProgram.value(moved)
        case .record("GeometryProxy", let fields) where name == "frame":
            return try proxyFrame(fields, arguments, at: call)
        case .keyPath(let names) where name == "appending" && arguments.count == 1:
            // `pathToPermissions.appending(path: \.push)`: the longer path.
            guard case .keyPath(let more) = arguments[0].value else { break }
            return .keyPath(names + more.filter { $0 != "self" })
        case .record("ProposedViewSize", _) where name == "replacingUnspecifiedDimensions":
            let fallback = try arguments.first.map { (argument: CallArgument) throws(SceneError) -> Size in try size(from: argument.value, at: call) }
            let proposal = try self.proposal(from: base, at: call)
            return SwiftLayoutProgram.value(proposal.replacingUnspecifiedDimensions(by: fallback ?? Size(width: 10, height: 10)))
        default: break
        }
        // `count.flatMap { key + "." + suffix($0) }` of an optional the renderer holds unwrapped:
        // the value is given to the closure (Optional's `map` and `flatMap`; nil is
        // `optionalMethod`'s).
        if name == "map" || name == "flatMap", arguments.count == 1 {
            return try apply(arguments[0].value, [base], at: call)
        }
        // `text.boundingRect(with: size, options: [.usesLineFragmentOrigin], attributes: [.font:
        // font], context: nil)`, measured as UIKit lays the text out (`InterpreterTextMetrics`).
        if name == "boundingRect", case .string(let text) = base, let rect = try stringBoundingRect(text, arguments, at: call) { return rect }
        // Another Foundation or UIKit method of a standard value the renderer does not have:
        // Swift compiled it, so its result is a value the renderer does not know (a placeholder
        // where it is shown).
        return try placeholder("\(base.typeName).\(name)(…)", at: call.calledExpression)
    }

    /// `Color.red`, `Color(white: 0.9)`: a colour that can stand as a view.
    /// A colour or gradient that is a view when modified: `Color.red.frame(…)`, `LinearGradient(…).frame(…)`.
    package static func isColor(_ symbol: Symbol) -> Bool {
        symbol.type == "Color" || symbol.type == "LinearGradient" || symbol.type == "RadialGradient"
    }

    // MARK: - Functions, closures, structs

    /// Calls the first of `functions` whose labels fit the arguments; `self` is `selfView` (a
    /// view extension's), else `selfValue` (an enum case's), else `selfInstance`.
    package func callFunction(_ functions: [FunctionDeclSyntax], _ arguments: [CallArgument], selfInstance: Instance?, selfView: [ViewJSON]?,
                              selfValue: SwiftValue? = nil, noMatch: @autoclosure () -> String = "no matching function",
                              at node: some SyntaxProtocol) throws(SceneError) -> SwiftValue {
        var lastError: SceneError?
        // Among overloads, those the arguments' kinds fit first (`InterpreterOverloadKinds`).
        // Another file's `private func` of the name is not this code's (`SwiftProgramAccessControl` step 5).
        for function in ordered(Self.orderedByArgumentKinds(program.visibleFunctions(functions, at: node), arguments), for: selfInstance) {
            guard let body = function.body else { continue }
            let scope = Scope(parent: nil, selfInstance: selfInstance)
            if let selfView {
                scope.define("self", .views(selfView))
            } else if let selfValue {
                scope.define("self", selfValue)
            }
            // `func load<T: Decodable>(…) -> T`: T is the type the result is declared as.
            if let generic = Self.genericResult(of: function, expected: expectedResultType(of: node)) {
                scope.define(generic.parameter, .type(generic.type))
            }
            do throws(SceneError) {
                try bind(function.signature.parameterClause.parameters, arguments, into: scope, at: node)
            } catch {
                // The overload the labels pick: its error is the real one.
                if Self.labelsFit(function.signature.parameterClause.parameters, arguments) { throw error }
                lastError = error
                continue
            }
            if function.signature.returnClause.map({ ["Void", "()"].contains($0.type.trimmedDescription) }) ?? true {
                // A function without `-> T` (or `-> Void`, `-> ()`) returns Void: its statements' values are dropped, as
                // Swift drops them (Nuke's `lock.lock()`, `registeredPipelines.insert(id)`'s
                // tuple), never collected as a view builder's content.
                return try runForEffect(body.statements, scope, at: node)
            }
            let returnType = substituted(function.signature.returnClause?.type.trimmedDescription ?? "", for: selfInstance)
            let result = try nested(node) { () throws(SceneError) -> SwiftValue in
                try runBody(body.statements, scope, asViews: returnType.contains("View"), at: node)
            }
            return try convert(result, to: returnType, at: node)
        }
        throw lastError ?? fail(noMatch(), node)
    }

    /// Binds arguments to parameters by label, in order; defaults fill the rest.
    package func bind(_ parameters: FunctionParameterListSyntax, _ arguments: [CallArgument], into scope: Scope, at node: some SyntaxProtocol) throws(SceneError) {
        var index = 0
        for parameter in parameters {
            let label = parameter.firstName.text
            let name = (parameter.secondName ?? parameter.firstName).text
            let type = program.qualified(substituted(parameter.type.trimmedDescription, for: scope.selfInstance), inside: scope.selfInstance?.type)
            // A trailing closure fills the next parameter that takes a closure, or has no
            // default (Swift's forward scan): `Card { … }` skips `title: String? = nil`.
            if parameter.ellipsis != nil {
                // `_ args: CVarArg...`: the arguments of its label, then unlabelled ones, as an array.
                scope.define(name, try variadic(label, arguments, from: &index, at: node))
                continue
            }
            let takesTrailing = index < arguments.count && arguments[index].isTrailingClosure
                && (parameter.defaultValue == nil || type.contains("->"))
            if index < arguments.count, (!arguments[index].isTrailingClosure && (arguments[index].label ?? "_") == label) || takesTrailing {
                let value = try convert(try copy(try keyReading(arguments[index], as: type), at: node),
                                        to: program.qualified(type, inside: scope.selfInstance?.type), at: node)
                // `_ value: @autoclosure () -> T`: a closure giving the value (`InterpreterAutoclosures`).
                scope.define(name, Self.isAutoclosure(parameter.type) ? autoclosure(returning: value, at: arguments[index].location) : value)
                index += 1
            } else if let defaultValue = parameter.defaultValue {
                // `visibleLayers: DonutLayer = .all`: the default in the declared type.
                let value = try convert(try evaluate(defaultValue.value, Scope(parent: scope)), to: type, at: node)
                scope.define(name, Self.isAutoclosure(parameter.type) ? autoclosure(returning: value, at: program.location(defaultValue.value)) : value)
            } else {
                throw fail("missing argument '\(label == "_" ? name : label)'", node)
            }
        }
        if index < arguments.count {
            throw fail("extra argument \(arguments[index].label.map { "'\($0)'" } ?? "") in call", node)
        }
    }

    /// `update(&this)` of a closure held in a local or parameter (Home Assistant's `with(_:update:)`,
    /// `var this = item; try update(&this); return this`): the closure runs as `invoke` runs it,
    /// then each parameter given with `&` is read back into the variable, as Swift writes an
    /// `inout` argument back; before, the closure's change was lost and `with(DateFormatter())
    /// { $0.dateStyle = .short }` was a formatter of no style (an empty string). Nil when no
    /// argument is `&x` or the closure's parameters do not match the arguments one to one.
    func invokeWritingBack(_ closure: Closure, _ arguments: [CallArgument], _ call: FunctionCallExprSyntax,
                           _ scope: Scope) throws(SceneError) -> SwiftValue? {
        let targets = call.arguments.map { $0.expression.as(InOutExprSyntax.self) }
        guard targets.contains(where: { $0 != nil }), targets.count == arguments.count, call.trailingClosure == nil else { return nil }
        let names = closure.parameters.isEmpty ? arguments.indices.map { "$\($0)" } : closure.parameters
        guard names.count == arguments.count else { return nil }
        let inner = Scope(parent: closure.scope)
        for (name, argument) in zip(names, arguments) where name != "_" { inner.define(name, argument.value) }
        let result = try nested(call) { () throws(SceneError) -> SwiftValue in try runBody(closure.body, inner, asViews: false, at: call) }
        for (index, target) in targets.enumerated() where names[index] != "_" {
            if let target, let value = inner.lookup(names[index]) { try assign(target.expression, value, scope) }
        }
        return result
    }

    package func invoke(_ closure: Closure, _ arguments: [CallArgument], at node: some SyntaxProtocol, asViews: Bool = false) throws(SceneError) -> SwiftValue {
        let scope = Scope(parent: closure.scope)
        if closure.parameters.isEmpty {
            for (index, argument) in arguments.enumerated() { scope.define("$\(index)", argument.value) }
        } else if closure.parameters.count == 2, arguments.count == 1, let pair = Self.pair(arguments[0].value) {
            scope.define(closure.parameters[0], pair.0)
            scope.define(closure.parameters[1], pair.1)
        } else {
            for (name, argument) in zip(closure.parameters, arguments) where name != "_" { scope.define(name, argument.value) }
        }
        return try nested(node) { () throws(SceneError) -> SwiftValue in try runBody(closure.body, scope, asViews: asViews, at: node) }
    }

    /// A struct of the file: an explicit `init`, or the memberwise one.
    package func instantiate(_ type: TypeDecl, _ arguments: [CallArgument], at node: some SyntaxProtocol,
                             genericArguments: [String: String] = [:]) throws(SceneError) -> SwiftValue {
        if let representable = try representablePlaceholder(type, at: node) { return representable }
        // Its generic arguments, written or inferred (`InterpreterGenerics` step 1).
        let instance = Instance(type: type, fields: [:], genericArguments: genericArguments)
        // The first view a preview builds takes the `--set` values, as the rendered struct does.
        let settable = takePreviewRoot(instance)
        return try nested(node) { () throws(SceneError) -> SwiftValue in
            let scope = Scope(parent: nil, selfInstance: instance)
            if let found = try enumCase(type, rawValue: arguments, at: node) { return found }
            if type.kind == .enumeration {
                if let made = try enumInitializer(type, arguments, at: node) { return made }
                throw fail("unsupported: creating an enum value with \(type.name)(…)", node)
            }
            if !type.initializers.isEmpty {
                // A module-wrapped property's storage is its wrapper (`makeWrappedStorage`, below).
                for property in type.stored where !property.isStatic && !property.isLazy && property.initializer != nil && moduleWrapper(of: property) == nil {
                    instance.fields[property.name] = try initialValue(of: property, in: type, scope: scope, override: settable && !property.isLet)
                }
                // `private var task: Task<Void, Never>?` is nil before an explicit `init` runs, as
                // Swift gives an optional `var` without a value; so is TCA's `@Presents var alert:
                // AlertState<Action>?` (its wrapper's default is nil; a name only TCA's states use).
                for property in type.stored where !property.isStatic && property.initializer == nil && !property.isLet
                    && [nil, "State", "Published", "AppStorage", "SceneStorage", "Presents"].contains(property.wrapper)
                    && property.type?.hasSuffix("?") == true {
                    instance.fields[property.name] = .null
                }
                // `@Environment(\.colorScheme)` is there before an explicit `init` runs, as in SwiftUI.
                for property in type.stored where !property.isStatic && property.initializer == nil && property.wrapper == "Environment"
                    && Self.objectEnvironmentType(property) == nil {
                    instance.fields[property.name] = try environmentValue(of: property, at: node)
                }
                // `@FocusState var isFocused` is unfocused before an explicit `init` runs (its
                // wrapper's `init()`), typed or not; `@Query(sort: …) var rows: [Row]` holds the
                // rows of the empty store at rest (IceCubes' `TimelineTab`, whose `init` sets its
                // bindings only; `InterpreterStoredData` step 1).
                for property in type.stored where !property.isStatic && property.initializer == nil
                    && ["FocusState", "AccessibilityFocusState", "Query", "FetchRequest", "SectionedFetchRequest"].contains(property.wrapper) {
                    instance.fields[property.name] = try implicitValue(of: property, in: type)
                }
                try makeWrappedStorage(of: instance, scope)
                try initializeAttributeWrappedProperties(of: instance)
                var lastError: SceneError?
                // Those whose parameters take the arguments' kinds (a closure, a value) first.
                // A literal given for a module type's parameter does not fit (`InterpreterStaticSelfInit` step 1).
                let fits = type.initializers.map {
                    Self.kindsFit($0.signature.parameterClause.parameters, arguments, program: program)
                        && literalArgumentsFit($0.signature.parameterClause.parameters, arguments)
                }
                let order = type.initializers.indices.filter { fits[$0] } + type.initializers.indices.filter { !fits[$0] }
                let written = instance.genericArguments
                for initializer in ordered(order.map({ type.initializers[$0] }), for: instance) {
                    guard let body = initializer.body else { continue }
                    if !type.genericParameters.isEmpty {
                        var inferred = written.merging(sameTypeArguments(of: initializer, of: type)) { given, _ in given }
                        inferGenerics(initializer.signature.parameterClause.parameters, arguments, of: type, into: &inferred)
                        instance.genericArguments = inferred
                    }
                    let local = Scope(parent: scope)
                    do throws(SceneError) {
                        try bind(initializer.signature.parameterClause.parameters, arguments, into: local, at: node)
                    } catch {
                        if Self.labelsFit(initializer.signature.parameterClause.parameters, arguments) { throw error }
                        lastError = error
                        instance.genericArguments = written
                        continue
                    }
                    var ignored: [SwiftValue] = []
                    _ = try execute(body.statements, local, collecting: &ignored)
                    return .instance(instance)
                }
                // `extension CaptureSettings: RawRepresentable { init(rawValue:) }`: a struct
                // whose initialisers are all declared in extensions keeps its memberwise one.
                guard Self.keepsMemberwiseInitializer(type) else {
                    throw lastError ?? fail("\(type.name) has no initialiser the renderer can run", node)
                }
            }
            if !type.genericParameters.isEmpty { inferGenerics(memberwise: type, arguments, into: &instance.genericArguments) }
            var index = 0
            for property in type.stored where !property.isStatic {
                // Read from the environment when first used (`environmentObject(_:of:at:)`).
                if Self.objectEnvironmentType(property) != nil { continue }
                // The module's own property wrappers (InterpreterPropertyWrappers).
                if let wrapper = moduleWrapper(of: property) {
                    let passed = index < arguments.count && !arguments[index].isTrailingClosure && arguments[index].label == property.name
                    instance.fields["_" + property.name] = try makeWrapper(wrapper, for: property, scope, given: passed ? arguments[index] : nil)
                    if passed { index += 1 }
                    continue
                }
                if property.wrapper == "Environment", property.initializer == nil {
                    instance.fields[property.name] = try environmentValue(of: property, at: node)
                    continue
                }
                if property.isLet && property.initializer != nil {
                    instance.fields[property.name] = try initialValue(of: property, in: type, scope: scope, override: false)
                    continue
                }
                // A wrapped property the caller passes (`isFocused: _isFocused` of a
                // `@FocusState`, the memberwise initialiser's parameter) takes the argument.
                let passed = index < arguments.count && !arguments[index].isTrailingClosure && arguments[index].label == property.name
                // `lazy var cache = Cache()` not passed: made on its first read (`InterpreterLazyProperties`).
                if !passed, property.isLazy { continue }
                if !passed, let implicit = try implicitValue(of: property, in: type) {
                    instance.fields[property.name] = implicit
                    continue
                }
                // SE-0286's forward scan: the first trailing closure skips a parameter with a
                // default that is no closure — a `var background: Style?` without a value is one
                // (the memberwise initialiser defaults it to nil) — so `Dialog(topPadding: 8) { … }
                // bottomContent: { … }` gives `content` the first closure, `bottomContent` its label's.
                let defaulted = property.initializer != nil || (!property.isLet && (property.type?.hasSuffix("?") == true || property.type?.hasSuffix("!") == true))
                let takesTrailing = index < arguments.count && arguments[index].isTrailingClosure
                    && (!defaulted || property.type?.contains("->") == true)
                if index < arguments.count, (!arguments[index].isTrailingClosure && arguments[index].label == property.name) || takesTrailing {
                    var typed = property
                    typed.type = property.type.map { substituted($0, for: instance) }
                    instance.fields[property.name] = try storedValue(try copy(try keyReading(arguments[index], as: typed.type), at: node), for: typed, of: type, at: node)
                    index += 1
                } else if property.initializer != nil {
                    instance.fields[property.name] = try initialValue(of: property, in: type, scope: scope, override: settable)
                } else if property.type?.hasSuffix("?") == true {
                    instance.fields[property.name] = .null
                } else if !property.isLet, property.type?.hasSuffix("!") == true {
                    // `var data: Data!` without a value starts nil, as `T?` does: an implicitly
                    // unwrapped optional is an Optional (Sourcery's generated mocks'
                    // `…UnderlyingReturnValue: T!`, Element X's `MediaLoaderMock()`).
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

    /// An argument as the declared type reads it: literals only (`3 / 4`) given to a `CGFloat`
    /// are floating-point literals in Swift (0.75, where `Int` arithmetic says 0). Not copied:
    /// callers copy with `copy(_:at:)`.
    package static func literalReading(_ argument: CallArgument, as type: String?) -> SwiftValue {
        if let floating = argument.floatingLiteral, case .int = argument.value, let type, isFloatingType(type) {
            return .double(floating)
        }
        return argument.value
    }

    package static func isFloatingType(_ type: String) -> Bool {
        ["CGFloat", "Double", "Float", "CGFloat?", "Double?", "Float?"].contains(type)
    }

    /// A memberwise argument: a closure given to a view property (`@ViewBuilder let content:
    /// Content`) is run for its views; numbers take the property's type.
    private func storedValue(_ value: SwiftValue, for property: TypeDecl.StoredProperty, of owner: TypeDecl, at node: some SyntaxProtocol) throws(SceneError) -> SwiftValue {
        let value = property.wrapper == "Binding" ? try bindingValue(value, at: node) : value
        if case .closure(let closure) = value, let type = property.type, !type.contains("->") {
            return try invoke(closure, [], at: node)
        }
        if let type = property.type { return try convert(value, to: program.qualified(type, inside: owner), at: node) }
        return value
    }

    /// A stored property's default, or its `--set` value when `override` allows.
    package func initialValue(of property: TypeDecl.StoredProperty, in type: TypeDecl, scope: Scope, override: Bool) throws(SceneError) -> SwiftValue {
        var value: SwiftValue = .null
        if let initializer = property.initializer {
            value = try initializerValue(of: property, initializer, scope, shared: property.isStatic || type.kind == .fileScope)
            if case .int = value, let type = property.type, Self.isFloatingType(type), let floating = Self.floatingLiteral(initializer) {
                value = .double(floating)
            }
        }
        if override, let given = overrides[property.name] {
            value = try coerce(given, like: value, type: property.type, name: property.name, at: property.node)
        }
        if let declared = property.type { value = try convert(value, to: program.qualified(declared, inside: type), at: property.node) }
        return value
    }

    /// A `--set` value in the kind of the property it replaces: its declared type, else the kind
    /// of its default.
    package func coerce(_ given: SceneParameter, like current: SwiftValue, type: String?, name: String, at node: some SyntaxProtocol) throws(SceneError) -> SwiftValue {
        var kind: String
        switch type?.replacingAll("?", with: "") {
        case "CGFloat"?, "Double"?, "Float"?: kind = "Double"
        case "Int"?: kind = "Int"
        case "Bool"?: kind = "Bool"
        case "String"?: kind = "String"
        default:
            switch current {
            case .double: kind = "Double"
            case .int: kind = "Int"
            case .bool: kind = "Bool"
            case .string: kind = "String"
            default: return Self.value(of: given)
            }
        }
        switch (kind, given) {
        case ("Double", .number(let number)): return .double(number)
        case ("Int", .number(let number)) where number == number.rounded() && abs(number) <= 9e15: return .int(Int(number))
        case ("Bool", .string(let text)) where text == "true" || text == "false": return .bool(text == "true")
        case ("String", _): return .string(given.description)
        default:
            let expected = ["Double": "a number", "Int": "a whole number", "Bool": "true or false"][kind] ?? kind
            throw fail("--set \(name)=\(given): \(name) is \(kind == "Int" ? "an" : "a") \(kind); expected \(expected)", node)
        }
    }
}

extension Interpreter {
    /// `subview.sizeThatFits(_:)`, `dimensions(in:)`, `place(at:anchor:proposal:)`.
    package func subviewMethod(_ name: String, _ subview: CustomSubview, _ arguments: [CallArgument], at call: FunctionCallExprSyntax) throws(SceneError) -> SwiftValue {
        switch name {
        case "sizeThatFits":
            guard arguments.count == 1 else { break }
            return SwiftLayoutProgram.value(subview.sizeThatFits(try proposal(from: arguments[0].value, at: call)))
        case "dimensions":
            guard arguments.count == 1, arguments[0].label == "in" else { break }
            return .dimensions(subview.dimensions(in: try proposal(from: arguments[0].value, at: call)))
        case "place":
            var point = Point(x: 0, y: 0), anchor = (x: 0.0, y: 0.0), proposal = ProposedViewSize.unspecified
            for argument in arguments {
                switch argument.label {
                case "at"?: point = try self.point(from: argument.value, at: call)
                case "anchor"?: anchor = try unitPoint(from: argument.value, at: call)
                case "proposal"?: proposal = try self.proposal(from: argument.value, at: call)
                default: throw fail("place takes at:anchor:proposal:", call)
                }
            }
            guard point.x.isFinite, point.y.isFinite, abs(point.x) <= 1e9, abs(point.y) <= 1e9 else {
                throw fail("place(at:) needs a finite point", call)
            }
            subview.place(at: point, anchor: anchor, proposal: proposal)
            return .void
        default: break
        }
        throw fail("LayoutSubview has no method '\(name)' the renderer knows (sizeThatFits, dimensions(in:), place(at:anchor:proposal:))", call)
    }
}

extension Interpreter {
    package static func rect(_ fields: [String: SwiftValue]) -> Rect? {
        guard let x = rectMember("minX", fields)?.number, let y = rectMember("minY", fields)?.number,
              let width = rectMember("width", fields)?.number, let height = rectMember("height", fields)?.number else { return nil }
        return Rect(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// The two values of an `enumerated()` element or a `zip` pair, for `{ a, b in }` and `for (a, b) in`.
    package static func pair(_ value: SwiftValue) -> (SwiftValue, SwiftValue)? {
        switch value {
        case .record("EnumeratedElement", let fields): return (fields["offset"] ?? .null, fields["element"] ?? .null)
        case .record("Tuple", let fields): return (fields["0"] ?? .null, fields["1"] ?? .null)
        default: return nil
        }
    }
}

extension Interpreter {
    /// `rows.append(x)`, `flag.toggle()`: the new value, which the caller writes back; nil for
    /// methods that do not mutate.
    package func mutatingMethod(_ name: String, on base: SwiftValue, _ call: FunctionCallExprSyntax, _ scope: Scope) throws(SceneError) -> SwiftValue? {
        if let path = try pathMutation(name, on: base, call, scope) { return path }
        if let context = try graphicsContextMutation(name, on: base, call, scope) { return context }
        if let changed = try customCollectionMutation(name, on: base, call, scope) { return changed }
        if let changed = try stringMutation(name, on: base, call, scope) { return changed }
        switch (base, name) {
        case (.array(let elements), _) where Self.isArrayMutatingMethod(name):
            // Shared with the value it was read from: copied, and charged for it.
            try spend(elements: elements.count, at: call)
            var mutated = base
            try mutateArray(name, &mutated, try self.arguments(of: call, scope), call)
            return mutated
        case (.bool(let flag), "toggle"):
            return .bool(!flag)
        default:
            return nil
        }
    }
}

extension Interpreter {
    /// The methods that change an array in place. A switch, not a `Set<String>`: the set's
    /// storage type would be built on first use after swift-syntax's conformance records are
    /// registered, a scan of all of them (docs/performance.md, "Conformance scans after registration").
    package static func isArrayMutatingMethod(_ name: String) -> Bool {
        switch name {
        case "append", "insert", "removeLast", "removeFirst", "removeAll", "replaceSubrange": return true
        default: return false
        }
    }

    /// `rows.append(x)`, `rows.insert(x, at: 0)`, `rows.removeLast()`: `array` changed in place,
    /// bounded and charged for what it adds (moving elements on insert and removeFirst too).
    package func mutateArray(_ name: String, _ array: inout SwiftValue, _ arguments: [CallArgument], _ call: FunctionCallExprSyntax) throws(SceneError) {
        guard case .array(var elements) = array else { throw fail("\(name) needs an array", call) }
        // Let go of the enum's reference, so that `elements` is the array's only owner; when
        // another value shares it, the change copies it, and the copy is charged (as is growth,
        // which doubles the storage, so appends stay linear in all).
        array = .void
        let storage = elements.withUnsafeBufferPointer { $0.baseAddress }
        var unknownResult: SwiftValue?
        defer { array = unknownResult ?? .array(elements) }

        switch name {
        case "append":
            guard arguments.count == 1 else { throw fail("append takes one element (or contentsOf:)", call) }
            if arguments[0].label == "contentsOf", case .array(let more) = arguments[0].value {
                try bound(elements: elements.count + more.count, at: call)
                try spend(elements: more.count, at: call)
                elements += more
            } else {
                try bound(elements: elements.count + 1, at: call)
                try spend(elements: 1, at: call)
                elements.append(try copy(arguments[0].value, at: call))
            }
        case "insert":
            guard arguments.count == 2, arguments[1].label == "at", case .int(let at) = arguments[1].value, at >= 0, at <= elements.count else {
                throw fail("insert takes an element and at: an index within the array", call)
            }
            try bound(elements: elements.count + 1, at: call)
            try spend(elements: elements.count - at + 1, at: call)
            elements.insert(try copy(arguments[0].value, at: call), at: at)
        case "removeAll":
            // `removeAll(where:)`, `removeAll { … }`: the elements the predicate keeps.
            if let predicate = arguments.first, case .closure(let closure) = predicate.value {
                try spend(elements: elements.count, at: call)
                var kept: [SwiftValue] = []
                for element in elements {
                    let test = try invoke(closure, [CallArgument(label: nil, value: element, location: predicate.location)], at: call)
                    // A test that reads an unknown value: what is left is unknown, so the array
                    // becomes that unknown value.
                    if case .placeholder = test { unknownResult = test; return }
                    guard case .bool(let removed) = test else {
                        throw fail("removeAll(where:)'s closure must return a Bool", call)
                    }
                    if !removed { kept.append(element) }
                }
                elements = kept
            } else {
                elements.removeAll()
            }
        case "replaceSubrange": try replaceSubrange(&elements, arguments, call)
        default:
            guard !elements.isEmpty else { throw fail("\(name) on an empty array", call) }
            if name == "removeLast" {
                elements.removeLast()
            } else {
                try spend(elements: elements.count, at: call)
                elements.removeFirst()
            }
        }
        if elements.withUnsafeBufferPointer({ $0.baseAddress }) != storage { try spend(elements: elements.count, at: call) }
    }

    /// `@Environment(\.colorScheme) var colorScheme`: the environment of an iPhone at the
    /// default text size, left to right, in the root's colour scheme (`--color-scheme`, or the
    /// scene's `preferredColorScheme`). Decision: a view reads the root's scheme even inside
    /// `.environment(\.colorScheme, …)` (the file is interpreted before layout knows the
    /// environment); colours themselves follow the subtree's scheme.
    package func environmentValue(_ node: Syntax) -> SwiftValue {
        let text = node.parent?.parent?.as(VariableDeclSyntax.self)?.attributes.trimmedDescription ?? ""
        if text.contains(".colorScheme") { readsColorScheme = true }
        let values: [(String, String)] = [
            ("colorScheme", colorScheme.rawValue), ("layoutDirection", "leftToRight"), ("dynamicTypeSize", "large"),
            ("horizontalSizeClass", "compact"), ("verticalSizeClass", "regular"), ("displayScale", ""),
            // The deprecated `ContentSizeCategory` of the same default size (Pocket Casts' scalable
            // fonts read it through `UIFontMetrics`).
            ("sizeCategory", "large"),
        ]
        for (key, value) in values where text.contains("." + key) {
            if key == "displayScale" { return .double(3) }
            if key == "sizeCategory" { return .symbol(Symbol(type: "ContentSizeCategory", steps: [Symbol.Step(name: value, arguments: nil)])) }
            return .symbol(Symbol(type: nil, steps: [Symbol.Step(name: value, arguments: nil)]))
        }
        return .null
    }
}

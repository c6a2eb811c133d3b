import SwiftSyntax
import RenderLayout

import RenderScene

/// Optionals as Swift has them, and a nil that Swift could not have (held-out corpus, issue 25;
/// docs/swift-input.md, "Placeholders").
///
/// 1. `user?.name()` of no user is nil (optional chaining), as `user?.name` already is, and so
///    is the rest of the chain; a view modifier of a nil `Text?` is no view (Optional is a View).
/// 2. `count.map { … }` and `.flatMap { … }` of a number, Bool or instance the renderer holds
///    unwrapped are the closure run on it (`Optional.map`); of nil, nil. So are they of an enum
///    case or a string reached through `?.` (`(word.reactions?.first).map { … }`).
/// 3. A method or member of nil reached without `?` or `!` (`modelContext.fetch(…)` of an
///    `@Environment(\.modelContext)` the renderer has no value for): Swift only compiles that on
///    a value that is there, so the renderer's nil stands for a value it does not know. It is an
///    unknown value named after the expression (`modelContext.fetch(…)`); what reads it is a
///    placeholder (`UnknownViews.swift`). Under `--strict`, an error.
extension Interpreter {
    /// Steps 1–3 for `base.name(…)`; nil when they do not apply.
    func optionalMethod(_ name: String, on base: SwiftValue, _ baseExpression: ExprSyntax, _ call: FunctionCallExprSyntax,
                        _ scope: Scope) throws(SceneError) -> SwiftValue? {
        switch base {
        case .null:
            if Self.chainsOptionally(baseExpression) { return .null }
            if name == "map" || name == "flatMap" { return .null }
            // `$selection.animation()` of a nil value: the same binding (the caller keeps it).
            if bindingKeepsValue(name, on: base, baseExpression) { return nil }
            // `extension Optional { func coalesceWith(_:) }` of the app: run as declared.
            if program.builtinFunctions["Optional"]?[name] != nil || conformanceFunctions(name, of: "Optional") != nil { return nil }
            // `self.subtitle.adaptiveFont(…)` of a `Text?` that is nil: Optional is a View when
            // its value is, `Optional<View>.none` is no view, and a modifier of no view is none.
            if Vocabulary.modifier(name) != nil || Vocabulary.ignoredModifiers.contains(name) || program.viewExtensions[name] != nil {
                return .views([])
            }
            return try placeholder(Self.unknownNilName(baseExpression, name, called: true), at: call.calledExpression)
        case .int, .double, .bool, .instance, .record, .symbol, .string:
            guard name == "map" || name == "flatMap", call.arguments.count + (call.trailingClosure == nil ? 0 : 1) == 1 else { return nil }
            // `(word.reactions?.first).map { … }`: an enum case or a string is an optional's
            // value only where the expression chains optionally (`"ab".map` maps characters).
            if case .symbol = base, !Self.chainsOptionally(Self.unparenthesized(baseExpression)) { return nil }
            if case .string = base, !Self.chainsOptionally(Self.unparenthesized(baseExpression)) { return nil }
            // `summary.sales.map { (id, count) in … }`: a dictionary maps its entries.
            if case .record("Dictionary", _) = base, !Self.chainsOptionally(Self.unparenthesized(baseExpression)) { return nil }
            if case .instance(let instance) = base, instance.type.methods[name] != nil { return nil }
            guard case .closure(let closure)? = try arguments(of: call, scope).first?.value else { return nil }
            return try invoke(closure, [CallArgument(label: nil, value: base, location: closure.location)], at: call)
        case .array where name == "map" || name == "flatMap":
            // `move.type.playedWord.map { … }` of a `@CasePathable` case holding an array: the
            // payload is an Optional, so this is Optional's `map` (`InterpreterTCA` step 6).
            guard try isCasePayloadRead(Self.unparenthesized(baseExpression), scope),
                  case .closure(let closure)? = try arguments(of: call, scope).first?.value else { return nil }
            return try invoke(closure, [CallArgument(label: nil, value: base, location: closure.location)], at: call)
        default:
            return nil
        }
    }

    /// `(a?.b)` is `a?.b`: a one-element tuple expression is its element.
    static func unparenthesized(_ expression: ExprSyntax) -> ExprSyntax {
        guard let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first,
              only.label == nil else { return expression }
        return only.expression
    }

    /// Step 3 for `base.name`: a member of nil without `?`; nil when it does not apply.
    func memberOfNil(_ name: String, _ baseExpression: ExprSyntax, at access: MemberAccessExprSyntax) throws(SceneError) -> SwiftValue? {
        guard !baseExpression.is(OptionalChainingExprSyntax.self), !baseExpression.is(NilLiteralExprSyntax.self) else { return nil }
        if program.statics(at: access)["Optional"]?[name] != nil || program.builtinComputed["Optional"]?[name] != nil { return nil }
        return try placeholder(Self.unknownNilName(baseExpression, name, called: false), at: access)
    }

    /// `modelContext.fetch(…)`: the expression, short.
    static func unknownNilName(_ base: ExprSyntax, _ name: String, called: Bool) -> String {
        String(base.trimmedDescription.prefix(40)) + "." + name + (called ? "(…)" : "")
    }
}

extension Interpreter {
    /// `_isTextEditorFocused` handed to a child's `@FocusState` (`isTextEditorFocused:
    /// _isTextEditorFocused`): a property wrapper's storage, which Swift names `_` and the
    /// property's name, reads as the property's value, as its projection `$x` does (the renderer
    /// holds a wrapped property as its value; setters never run). Nil when `self` has no wrapped
    /// property of that name.
    func wrapperStorage(_ name: String, of instance: Instance?, at node: some SyntaxProtocol) throws(SceneError) -> SwiftValue? {
        guard let instance, name.hasPrefix("_"), name.count > 1 else { return nil }
        let property = String(name.dropFirst())
        guard instance.type.stored.contains(where: { $0.name == property && $0.wrapper != nil }) else { return nil }
        return try member(property, of: instance, at: node)
    }
}

extension Interpreter {
    /// `a < b`, `sales.sorted()`, `sorted(by: >)` of two instances of an app type that declares
    /// `static func < (lhs: Self, rhs: Self) -> Bool` (its `Comparable` conformance): that
    /// function decides, as Swift's `Comparable` derives `>`, `<=` and `>=` from it. Nil when the
    /// values are not such instances.
    func declaredComparison(_ op: String, _ left: SwiftValue, _ right: SwiftValue, at node: some SyntaxProtocol) throws(SceneError) -> Bool? {
        // `step < .step8_FindCubes` of an enum declaring `static func <`: the implicit member
        // is a case of the other side's enum.
        if case .symbol(let x) = left, case .symbol(let y) = right, x.type != y.type, ["<", ">", "<=", ">="].contains(op),
           let named = x.type ?? y.type, (x.type == nil || y.type == nil), let type = program.types[named],
           type.kind == .enumeration, let functions = type.methods["<"] {
            var typed = (x, y)
            if x.type == nil { typed.0.type = named } else { typed.1.type = named }
            return try compare(op, .symbol(typed.0), .symbol(typed.1), with: functions, of: type, at: node)
        }
        // `setting <= capableSetting`, two cases of one enum declaring `static func <`: `<=`,
        // `>` and `>=` are Comparable's, made of the declared `<` (EhPanda's settings).
        if case .symbol(let x) = left, case .symbol(let y) = right, let named = x.type, x.type == y.type,
           ["<", ">", "<=", ">="].contains(op), let type = program.types[named], type.kind == .enumeration,
           let functions = type.methods["<"] {
            return try compare(op, left, right, with: functions, of: type, at: node)
        }
        guard case .instance(let a) = left, case .instance(let b) = right, a.type === b.type,
              let functions = a.type.methods["<"], ["<", ">", "<=", ">="].contains(op) else { return nil }
        return try compare(op, left, right, with: functions, of: a.type, at: node)
    }

    private func compare(_ op: String, _ left: SwiftValue, _ right: SwiftValue, with functions: [FunctionDeclSyntax], of type: TypeDecl,
                         at node: some SyntaxProtocol) throws(SceneError) -> Bool? {
        // An operator's parameters take no labels at the call; the interpreter binds by the
        // declared names (`lhs`, `rhs`).
        let labels = functions[0].signature.parameterClause.parameters.map { $0.firstName.text == "_" ? nil : $0.firstName.text }
        guard labels.count == 2 else { return nil }
        func less(_ x: SwiftValue, _ y: SwiftValue) throws(SceneError) -> Bool {
            let result = try callFunction(functions, [CallArgument(label: labels[0], value: x, location: program.location(node)),
                                                      CallArgument(label: labels[1], value: y, location: program.location(node))],
                                          selfInstance: nil, selfView: nil, selfValue: .type(type.name), at: node)
            guard case .bool(let flag) = result else { throw fail("\(type.name).< must return a Bool, found \(result.typeName)", node) }
            return flag
        }
        switch op {
        case "<": return try less(left, right)
        case ">": return try less(right, left)
        case "<=": return !(try less(right, left))
        default: return !(try less(left, right))
        }
    }
}

extension Interpreter {
    /// `static var bg: Color { .init("bg_info_300") }` in `extension Color`: the `.init(…)` is
    /// of the declared type (else the extended one), as Swift infers it; a colour's is the asset
    /// catalog's colour of that name. Nil for any other value.
    func implicitInitializer(_ value: SwiftValue, of type: String, static name: String, at node: some SyntaxProtocol) throws(SceneError) -> SwiftValue? {
        guard case .symbol(var symbol) = value, symbol.type == nil, symbol.steps.count == 1, symbol.last == "init" else { return nil }
        var declared = program.builtinStaticTypes[type]?[name] ?? type
        if declared == "Self" { declared = type }
        guard !declared.contains("<"), !declared.hasSuffix("?") else { return nil }
        if declared == "Color" || declared == "UIColor", let asset = try assetColor(type: declared, symbol.steps[0].arguments ?? [], at: node) {
            return asset
        }
        symbol.type = declared
        return .symbol(symbol)
    }
}

extension Interpreter {
    /// `BarMark(…).cornerRadius(6, style: .continuous)` inside an unknown `Chart { … }`: a
    /// modifier of an unknown value applies to its placeholder box, but where its arguments fit
    /// none of SwiftUI's overloads it is the unknown type's own method (a chart mark's), so it is
    /// left out with a warning rather than refused. Under `--strict`, an error.
    func modifierOfUnknown(_ name: String, _ placeholder: Placeholder, _ arguments: [CallArgument],
                           at call: FunctionCallExprSyntax) throws(SceneError) -> SwiftValue {
        // `image.resizable().scaledToFill()` of an unknown image: the ratio is its content's,
        // which is unknown, and the box filled to its own ratio would spill out of its row.
        let ownRatio = name == "scaledToFill" || name == "scaledToFit"
            || (name == "aspectRatio" && !(arguments.first.map { $0.label == nil && $0.value.number != nil } ?? false))
        if ownRatio {
            warn("left out .\(name) of \(placeholder.name): its content's aspect ratio is unknown", at: program.location(call))
            return .placeholder(placeholder)
        }
        let box = try placeholderViews(placeholder)
        do throws(SceneError) {
            return try modifier(name, on: box, arguments, at: call)
        } catch {
            guard !strict, error.message.hasPrefix(".\(name) ") || error.message.hasPrefix("\(name): ") else { throw error }
            warn("left out .\(name) of \(placeholder.name): \(error.message)", at: program.location(call))
            return .views(box)
        }
    }
}

extension Interpreter {
    /// `insets.leading` of `EdgeInsets(top: 8, leading: 5, bottom: 8, trailing: 5)` (or of its
    /// `.init(…)` where the declared type is `EdgeInsets`): a field its initialiser was given,
    /// by label; EdgeInsets' other edges are 0, as its initialiser's defaults are. Nil for any
    /// other value or name.
    static func initializerField(_ name: String, of base: SwiftValue) -> SwiftValue? {
        if case .record("EdgeInsets", let fields) = base, ["top", "leading", "bottom", "trailing"].contains(name) {
            return fields[name] ?? .double(0)
        }
        guard case .symbol(let symbol) = base, symbol.steps.count == 1, symbol.last == "init",
              symbol.type == nil || symbol.type == "EdgeInsets", let arguments = symbol.steps[0].arguments else { return nil }
        let edges = ["top", "leading", "bottom", "trailing"]
        guard edges.contains(name), !arguments.isEmpty, arguments.allSatisfy({ edges.contains($0.label ?? "") }) else { return nil }
        return arguments.first(where: { $0.label == name })?.value ?? .double(0)
    }
}

extension Interpreter {
    /// `Text("\(Text("Amount")): \(amount)")`: a `Text` interpolated into a string is its
    /// characters (decision: its own modifiers, a bold or a colour, are not carried into the
    /// outer text). Nil for any other view.
    static func interpolatedText(_ views: [ViewJSON]) -> String? {
        guard views.count == 1, views[0].type == "Text",
              case .string(let text)? = views[0].members.first(where: { $0.key == "text" })?.value.value else { return nil }
        return text
    }
}

extension Interpreter {
    /// `$appearance.onChange(updateAppearance)` of the app's `extension Binding { func
    /// onChange(_:) -> Binding<Value> }`: the renderer holds a binding as the value it reads and
    /// never runs a setter, so a method of such an extension that returns a binding of the same
    /// `Value` is the binding it was called on (decision: its getter is taken to read through,
    /// as such helpers' `get: { self.wrappedValue }` does); so are SwiftUI's own
    /// `Binding.animation(_:)` and `transaction(_:)`, of a `$x` (whatever it holds, nil or an
    /// unknown value) or of a binding held in a variable (a value that is no view: a view's
    /// `.animation(_:)` is the modifier). The one place this is decided.
    func bindingKeepsValue(_ name: String, on base: SwiftValue, _ baseExpression: ExprSyntax) -> Bool {
        if name == "animation" || name == "transaction" {
            if Self.isProjection(baseExpression) { return true }
            switch base {
            case .int, .double, .bool, .string, .array, .record, .placeholder: return true
            default: return false
            }
        }
        guard let functions = program.builtinFunctions["Binding"]?[name], !functions.isEmpty,
              functions.allSatisfy({ $0.signature.returnClause?.type.trimmedDescription == "Binding<Value>" || $0.signature.returnClause?.type.trimmedDescription == "Binding" }) else { return false }
        return Self.isProjection(baseExpression)
    }

    /// `$x`, `self.$x`, `$model.field`: a binding.
    static func isProjection(_ baseExpression: ExprSyntax) -> Bool {
        var current = baseExpression
        while let access = current.as(MemberAccessExprSyntax.self) {
            if access.declName.baseName.text.hasPrefix("$") { return true }
            guard let base = access.base else { return false }
            current = base
        }
        return current.as(DeclReferenceExprSyntax.self)?.baseName.text.hasPrefix("$") == true
    }
}

extension Interpreter {
    /// `[UserSettings.ColorScheme.system, .dark, .light]`: Swift infers the array's element type
    /// from its typed element, so `.dark` and `.light` are cases of that type too (and read its
    /// members, `colorScheme.title`). Only when the typed elements agree on one type.
    static func typeImplicitMembers(_ elements: inout [SwiftValue]) {
        var type: String?
        for element in elements {
            guard case .symbol(let symbol) = element, let named = symbol.type else { continue }
            if type != nil, type != named { return }
            type = named
        }
        guard let type else { return }
        for index in elements.indices {
            guard case .symbol(var symbol) = elements[index], symbol.type == nil else { continue }
            symbol.type = type
            elements[index] = .symbol(symbol)
        }
    }
}

extension Interpreter {
    /// `headline` inside `extension Font { private static let headline = 17.0; static var
    /// scaledHeadline: Font { customFont(size: headline, …) } }`: a bare name in the code of an
    /// extension of a standard type is that type's static, as Swift's lookup finds it. Nil when
    /// the code's `self` is no such type or it declares no such static. The platform type's own
    /// statics are found the same way (`current` in `extension UIDevice`).
    func staticOfSelfType(_ name: String, _ scope: Scope, at node: some SyntaxProtocol) throws(SceneError) -> SwiftValue? {
        guard case .type(let type)? = scope.lookup("self") ?? scope.lookup("Self") else { return nil }
        if program.statics(at: node)[type]?[name] != nil { return try staticMember(name, of: type, at: node) }
        // `allCases` inside `extension ContentSizeCategory` (`InterpreterSwiftUICaseLists`).
        if let cases = swiftUIAllCases(name, of: type) { return cases }
        // `current.userInterfaceIdiom` in `extension UIDevice { static var isPad: Bool { … } }`:
        // the platform type's own static, as `Self.current` (`InterpreterFoundation`).
        guard Self.foundationTypes.contains(type) else { return nil }
        return try foundationStatic(name, of: type, at: node)
    }
}

extension Interpreter {
    /// `static let shared = Theme()` whose making the renderer cannot run (its `init` uses what
    /// the renderer does not have): the static is an unknown value, with a warning giving the
    /// reason where it failed, as another file's global is (`moduleGlobal`). Under `--strict`,
    /// the error.
    func staticInitialValue(_ name: String, _ node: some SyntaxProtocol, _ property: TypeDecl.StoredProperty,
                            _ make: () throws(SceneError) -> SwiftValue) throws(SceneError) -> SwiftValue {
        do throws(SceneError) {
            return try make()
        } catch {
            // A spent budget or a too-deep nesting stays the error it is.
            if strict || error.stopsTheRender { throw error }
            warn("\(name) is a placeholder: \(error.message)", at: error.location ?? program.location(property.node))
            return .placeholder(Placeholder(name: name, location: program.location(node), content: nil))
        }
    }
}

extension Interpreter {
    /// `.padding(.horizontal, .layoutPadding)` where `extension CGFloat { static var
    /// layoutPadding: CGFloat { Theme.shared.compact ? 20 : 8 } }` reads a value the renderer
    /// does not know: the first such implicit member among a modifier's arguments, as the
    /// unknown value it evaluates to (the modifier is then left out); nil when there is none.
    func unknownAppStatic(_ arguments: [CallArgument]) throws(SceneError) -> Placeholder? {
        for argument in arguments {
            guard case .symbol(let symbol) = argument.value, symbol.type == nil, symbol.steps.count == 1,
                  symbol.steps[0].arguments == nil else { continue }
            for owner in ["CGFloat", "Double", "Font", "Color", "ShapeStyle"] {
                guard let expression = program.statics(at: argument.location)[owner]?[symbol.last] else { continue }
                // The unknown value, or one built of it (`.system(size: UIFontMetrics…)`).
                let value = try evaluateStatic(owner, symbol.last, expression)
                if let unknown = Self.placeholderArgument([CallArgument(label: nil, value: value, location: argument.location)]) { return unknown }
            }
        }
        return nil
    }
}

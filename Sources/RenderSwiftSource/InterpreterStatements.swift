import SwiftSyntax
import RenderLayout

import RenderScene

/// Statements: view-builder bodies (each expression a view), functions with `return`,
/// `if`/`if let`/`guard`/`switch`, loops, `let`/`var`.
extension Interpreter {
    /// How a run of statements ended.
    package enum Flow {
        case normal
        case returned(SwiftValue)
        case breakLoop
        case continueLoop
    }

    /// Runs a body: a getter, a function, a closure. With a `return`, its value; otherwise the
    /// values of the expression statements, as a view builder collects them.
    package func runBody(_ items: CodeBlockItemListSyntax, _ scope: Scope, asViews: Bool, at node: some SyntaxProtocol) throws(SceneError) -> SwiftValue {
        var collected: [SwiftValue] = []
        let outerBuildingViews = buildingViews
        buildingViews = asViews
        defer { buildingViews = outerBuildingViews }
        if case .returned(let value) = try execute(items, scope, collecting: &collected) { return value }
        if collected.count == 1 { return collected[0] }
        if collected.isEmpty { return asViews ? .views([]) : .void }
        return .views(try views(collected, at: node))
    }

    /// A body's statements, taken by index into an array (`SyntaxCollection.forEachElement`
    /// says why a `for` loop over the list is not used).
    package func execute(_ items: CodeBlockItemListSyntax, _ scope: Scope, collecting collected: inout [SwiftValue]) throws(SceneError) -> Flow {
        var list: [CodeBlockItemSyntax] = []
        items.forEachElement { list.append($0) }
        return try execute(list, scope, collecting: &collected)
    }

    /// `items` is any run of statements of the file's tree (a body, or the file's top-level
    /// statements as they stand in it: a list built anew would count positions from 0).
    package func execute(_ items: some Sequence<CodeBlockItemSyntax>, _ scope: Scope, collecting collected: inout [SwiftValue]) throws(SceneError) -> Flow {
        // `defer { … }` blocks reached, run when the scope is left (`InterpreterDefer`).
        var deferred: [CodeBlockSyntax] = []
        let flow: Flow
        do throws(SceneError) {
            flow = try execute(items, scope, collecting: &collected, deferring: &deferred)
        } catch {
            leaveScope(deferred, scope, after: error)
            throw error
        }
        try leaveScope(deferred, scope)
        return flow
    }

    private func execute(_ items: some Sequence<CodeBlockItemSyntax>, _ scope: Scope, collecting collected: inout [SwiftValue],
                         deferring deferred: inout [CodeBlockSyntax]) throws(SceneError) -> Flow {
        for item in items {
            try tick(item)
            switch item.item {
            case .expr(let expression):
                let flow = try statement(expression, scope, collecting: &collected)
                if case .normal = flow { continue }
                return flow
            case .decl(let decl):
                if let ifConfig = decl.as(IfConfigDeclSyntax.self) {
                    // `#if DEBUG … #endif` among statements: the active clause, in place.
                    guard let active = try activeStatements(ifConfig) else { continue }
                    // Not a scope: a `defer` in it runs when the enclosing block is left.
                    let flow = try execute(active, scope, collecting: &collected, deferring: &deferred)
                    if case .normal = flow { continue }
                    return flow
                }
                try declare(decl, scope)
            case .stmt(let statement):
                if let expressionStatement = statement.as(ExpressionStmtSyntax.self) {
                    let flow = try self.statement(expressionStatement.expression, scope, collecting: &collected)
                    if case .normal = flow { continue }
                    return flow
                }
                if let deferStatement = statement.as(DeferStmtSyntax.self) {
                    deferred.append(deferStatement.body)
                    continue
                }
                let flow = try control(statement, scope, collecting: &collected)
                if case .normal = flow { continue }
                return flow
            }
        }
        return .normal
    }

    private func statement(_ expression: ExprSyntax, _ scope: Scope, collecting collected: inout [SwiftValue]) throws(SceneError) -> Flow {
        if let ifExpression = expression.as(IfExprSyntax.self) {
            return try ifBranch(ifExpression, scope, collecting: &collected)
        }
        if let switchExpression = expression.as(SwitchExprSyntax.self) {
            return try switchBranch(switchExpression, scope, collecting: &collected)
        }
        let value = buildingViews ? try viewStatement(expression, scope) : try assignmentStatement(expression, scope)
        if case .void = value { return .normal }
        collected.append(value)
        return .normal
    }

    package func ifStatement(_ expression: IfExprSyntax, _ scope: Scope) throws(SceneError) -> [SwiftValue] {
        var collected: [SwiftValue] = []
        if case .returned(let value) = try ifBranch(expression, scope, collecting: &collected) { return [value] }
        return collected
    }

    package func switchStatement(_ expression: SwitchExprSyntax, _ scope: Scope) throws(SceneError) -> [SwiftValue] {
        var collected: [SwiftValue] = []
        if case .returned(let value) = try switchBranch(expression, scope, collecting: &collected) { return [value] }
        return collected
    }

    private func ifBranch(_ expression: IfExprSyntax, _ scope: Scope, collecting collected: inout [SwiftValue]) throws(SceneError) -> Flow {
        let inner = Scope(parent: scope)
        let holds: Bool
        do throws(SceneError) {
            unknownCondition = nil
            holds = try conditions(expression.conditions, inner)
        } catch {
            // `if store.isLoading { … }` of an unknown store: which branch shows is unknown.
            guard let unknown = unknownCondition else { throw error }
            unknownCondition = nil
            collected.append(try placeholder("if \(expression.conditions.trimmedDescription.prefix(40))", at: expression, content: nil, from: unknown))
            return .normal
        }
        if holds {
            return try execute(expression.body.statements, inner, collecting: &collected)
        }
        switch expression.elseBody {
        case .ifExpr(let next)?: return try ifBranch(next, scope, collecting: &collected)
        case .codeBlock(let block)?: return try execute(block.statements, Scope(parent: scope), collecting: &collected)
        case nil: return .normal
        }
    }

    /// `if a, let b = c, case .x = d`: each condition in order; bindings go into `scope`.
    package func conditions(_ list: ConditionElementListSyntax, _ scope: Scope) throws(SceneError) -> Bool {
        for element in list {
            switch element.condition {
            case .expression(let expression):
                guard try condition(expression, scope) else { return false }
            case .optionalBinding(let binding):
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
                    throw fail("unsupported: this optional binding pattern", binding.pattern)
                }
                let value: SwiftValue
                if let initializer = binding.initializer {
                    value = try evaluate(initializer.value, scope)
                } else {
                    value = try evaluate(ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(name))), scope)
                }
                if case .null = value {
                    // This nil is handled here: a later trap did not come from it (`InterpreterNilOrigin`).
                    nilOrigin = nil
                    return false
                }
                scope.define(name, value)
            case .matchingPattern(let pattern):
                let subject = try evaluate(pattern.initializer.value, scope)
                guard try matches(pattern.pattern, subject, scope) else { return false }
            case .availability(let availability):
                // `#available(iOS 26, *)`: the drawn iPhone's iOS 17.0 (`InterpreterAvailability`).
                if !Self.availabilityHolds(availability) { return false }
            }
        }
        return true
    }

    private func switchBranch(_ expression: SwitchExprSyntax, _ scope: Scope, collecting collected: inout [SwiftValue]) throws(SceneError) -> Flow {
        let subject = try evaluate(expression.subject, scope)
        if case .placeholder(let unknown) = subject {
            // `switch store.state` of an unknown store: which case shows is unknown.
            collected.append(try placeholder("switch \(expression.subject.trimmedDescription.prefix(40))", at: expression, content: nil, from: unknown))
            return .normal
        }
        for switchCase in try activeCases(expression.cases) {
            let inner = Scope(parent: scope)
            var chosen = false
            switch switchCase.label {
            case .default: chosen = true
            case .case(let label):
                for item in label.caseItems {
                    let matched: Bool
                    do throws(SceneError) {
                        unknownCondition = nil
                        matched = try matches(item.pattern, subject, inner)
                    } catch {
                        // `case (.image(let image), true):` of a tuple with an unknown element
                        // (`InterpreterTuplePatterns` step 4): which case is taken is unknown.
                        guard let unknown = unknownCondition else { throw error }
                        unknownCondition = nil
                        collected.append(try placeholder("switch \(expression.subject.trimmedDescription.prefix(40))", at: expression, content: nil, from: unknown))
                        return .normal
                    }
                    guard matched else { continue }
                    if let clause = item.whereClause, !(try condition(clause.condition, inner)) { continue }
                    chosen = true
                    break
                }
            }
            guard chosen else { continue }
            let flow = try execute(switchCase.statements, inner, collecting: &collected)
            if case .breakLoop = flow { return .normal }
            return flow
        }
        return .normal
    }

    /// Whether `subject` matches a `case` pattern; `let x` binds into `scope`.
    /// `binding`: inside `case let (…)` / `case var (…)`, where a bare name binds.
    package func matches(_ pattern: PatternSyntax, _ subject: SwiftValue, _ scope: Scope, binding: Bool = false) throws(SceneError) -> Bool {
        if pattern.is(WildcardPatternSyntax.self) { return true }
        if let bindingPattern = pattern.as(ValueBindingPatternSyntax.self) {
            if let matched = try matchPayload(bindingPattern.pattern, subject, scope, binding: true) { return matched }
            return try matches(bindingPattern.pattern, subject, scope, binding: true)
        }
        if let matched = try matchPayload(pattern, subject, scope, binding: binding) { return matched }
        if let identifier = pattern.as(IdentifierPatternSyntax.self) {
            scope.define(identifier.identifier.text, subject)
            return true
        }
        guard let expression = pattern.as(ExpressionPatternSyntax.self)?.expression else {
            throw fail("unsupported: this case pattern", pattern)
        }
        return try matches(expression, subject, scope, binding: binding)
    }

    /// An expression pattern: `case 0:`, `case ..<250:`, `case (0, _):` (a tuple, element by
    /// element: `InterpreterTuplePatterns`).
    func matches(_ expression: ExprSyntax, _ subject: SwiftValue, _ scope: Scope, binding: Bool) throws(SceneError) -> Bool {
        if let pattern = expression.as(PatternExprSyntax.self) { return try matches(pattern.pattern, subject, scope) }
        if expression.is(DiscardAssignmentExprSyntax.self) { return true }
        // `case .none:` of an optional subject that is nil (`switch status` of `var status:
        // Status?`); a case `.none` of the enum itself is compared below, as any case is.
        if case .null = subject, let access = expression.as(MemberAccessExprSyntax.self), access.base == nil,
           access.declName.baseName.text == "none" { return true }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count > 1, let parts = Self.tupleElements(subject) {
            guard parts.count == tuple.elements.count else { return false }
            for (element, part) in zip(tuple.elements, parts) {
                guard try matchesTupleElement(element.expression, part, scope, binding: binding) else { return false }
            }
            return true
        }
        let pattern = expression
        let value = try evaluate(expression, scope)
        switch (value, subject) {
        case (.range(let lower, let upper, let closed, _), _):
            guard let number = subject.number else { return false }
            return number >= lower && (closed ? number <= upper : number < upper)
        case (.record("PartialRangeUpTo", let bound), _) where bound["upper"]?.number != nil:
            guard let number = subject.number, let upper = bound["upper"]?.number else { return false }
            return number < upper
        case (.record("PartialRangeThrough", let bound), _) where bound["upper"]?.number != nil:
            guard let number = subject.number, let upper = bound["upper"]?.number else { return false }
            return number <= upper
        case (.record("PartialRangeFrom", let bound), _) where bound["lower"]?.number != nil:
            guard let number = subject.number, let lower = bound["lower"]?.number else { return false }
            return number >= lower
        case (.array(let expected), .array(let actual)):
            // `case [.horizontal, .vertical]` on an `Axis.Set`: the same members.
            func names(_ values: [SwiftValue]) -> Set<String> {
                Set(values.compactMap { if case .symbol(let symbol) = $0 { return symbol.last } else { return nil } })
            }
            return names(expected) == names(actual)
        case (.symbol(let expected), .array(let actual)):
            guard actual.count == 1 else { return false }
            return try equal(.symbol(expected), actual[0], at: pattern)
        case (.array(let expected), .symbol):
            guard expected.count == 1 else { return false }
            return try equal(expected[0], subject, at: pattern)
        default:
            return try equal(value, subject, at: pattern)
        }
    }

    private func control(_ statement: StmtSyntax, _ scope: Scope, collecting collected: inout [SwiftValue]) throws(SceneError) -> Flow {
        if let returnStatement = statement.as(ReturnStmtSyntax.self) {
            guard let expression = returnStatement.expression else { return .returned(.void) }
            return .returned(try evaluate(expression, scope))
        }
        if let guardStatement = statement.as(GuardStmtSyntax.self) {
            if try conditions(guardStatement.conditions, scope) { return .normal }
            var ignored: [SwiftValue] = []
            let flow = try execute(guardStatement.body.statements, Scope(parent: scope), collecting: &ignored)
            if case .normal = flow { throw fail("a guard's else must leave the scope", guardStatement) }
            return flow
        }
        if let forStatement = statement.as(ForStmtSyntax.self) {
            let sequence = try elements(of: try evaluate(forStatement.sequence, scope), at: forStatement.sequence)
            for element in sequence {
                let inner = Scope(parent: scope)
                if try !bindTuple(forStatement.pattern, element, inner) {
                    guard try matches(forStatement.pattern, element, inner) else { continue }
                }
                if let clause = forStatement.whereClause, !(try condition(clause.condition, inner)) { continue }
                var ignored: [SwiftValue] = []
                switch try execute(forStatement.body.statements, inner, collecting: &ignored) {
                case .returned(let value): return .returned(value)
                case .breakLoop: return .normal
                case .normal, .continueLoop: continue
                }
            }
            return .normal
        }
        if let whileStatement = statement.as(WhileStmtSyntax.self) {
            while true {
                let inner = Scope(parent: scope)
                guard try conditions(whileStatement.conditions, inner) else { break }
                var ignored: [SwiftValue] = []
                switch try execute(whileStatement.body.statements, inner, collecting: &ignored) {
                case .returned(let value): return .returned(value)
                case .breakLoop: return .normal
                case .normal, .continueLoop: continue
                }
            }
            return .normal
        }
        if let repeatStatement = statement.as(RepeatStmtSyntax.self) {
            repeat {
                var ignored: [SwiftValue] = []
                switch try execute(repeatStatement.body.statements, Scope(parent: scope), collecting: &ignored) {
                case .returned(let value): return .returned(value)
                case .breakLoop: return .normal
                case .normal, .continueLoop: break
                }
            } while try condition(repeatStatement.condition, scope)
            return .normal
        }
        if statement.is(BreakStmtSyntax.self) { return .breakLoop }
        if statement.is(ContinueStmtSyntax.self) { return .continueLoop }
        if let throwStatement = statement.as(ThrowStmtSyntax.self) { throw fail(Self.thrownMessage, throwStatement) }
        if let doStatement = statement.as(DoStmtSyntax.self) { return try self.doStatement(doStatement, scope, collecting: &collected) }
        throw fail("unsupported statement: \(statement.trimmedDescription.prefix(40))", statement)
    }

    /// `for (i, x) in items.enumerated()`.
    private func bindTuple(_ pattern: PatternSyntax, _ element: SwiftValue, _ scope: Scope) throws(SceneError) -> Bool {
        guard let tuple = pattern.as(TuplePatternSyntax.self), let pair = Self.pair(element), tuple.elements.count == 2 else {
            return try destructure(pattern, element, into: scope)
        }
        let values = [pair.0, pair.1]
        for (element, value) in zip(tuple.elements, values) {
            if let name = element.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { scope.define(name, value) }
        }
        return true
    }

    /// The elements a `for` or `ForEach` walks: a range's integers, an array's elements.
    package func elements(of value: SwiftValue, at node: some SyntaxProtocol) throws(SceneError) -> [SwiftValue] {
        switch value {
        case .array(let elements): return elements
        case .range(let lower, let upper, let closed, _):
            return try rangeElements(lower, upper, closed: closed, at: node)
        case .int(let count):
            guard count >= 0, count <= EvaluationBudget.maxCollection else { throw fail("cannot iterate over \(count) elements", node) }
            try making(elements: count, at: node)
            return (0..<count).map { .int($0) }
        case .record("Dictionary", _):
            return Self.dictionaryEntries(value).map(Self.entryValue)
        case .record("Store", _) where storeElements(value) != nil:
            return storeElements(value) ?? []
        case .instance(let instance):
            // `for move in moves` of a module type that is a Collection (`InterpreterCustomCollections`).
            if let elements = try customCollectionElements(instance, at: node) { return elements }
            throw fail("cannot iterate over \(value.typeName)", node)
        default:
            throw fail("cannot iterate over \(value.typeName)", node)
        }
    }

    /// `let x = …`, `var y = …` inside a body.
    private func declare(_ decl: DeclSyntax, _ scope: Scope) throws(SceneError) {
        guard let variable = decl.as(VariableDeclSyntax.self) else {
            // `func entry(hourOffset: Int, …) -> WeatherEntry { … }` inside a preview's body: a
            // closure of its parameters in order (labels and defaults are not checked), which
            // sees itself and the locals around it.
            if let function = decl.as(FunctionDeclSyntax.self), let body = function.body {
                let names = function.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text }
                scope.define(function.name.text, .closure(Closure(parameters: names, body: body.statements, scope: scope,
                                                                  location: program.location(function), usesShorthand: false)))
                return
            }
            // `typealias Constant = ChatInputToolBar.Constant` inside a function (WeChat's): the
            // name stands for the type in the rest of the body.
            if let alias = decl.as(TypeAliasDeclSyntax.self), alias.genericParameterClause == nil,
               program.type(named: alias.initializer.value.trimmedDescription) != nil {
                scope.define(alias.name.text, .type(alias.initializer.value.trimmedDescription))
                return
            }
            if decl.is(FunctionDeclSyntax.self) || decl.is(StructDeclSyntax.self) {
                throw fail("unsupported: a declaration inside a body; declare it at file or type level", decl)
            }
            throw fail("unsupported declaration", decl)
        }
        for binding in variable.bindings {
            if binding.pattern.is(TuplePatternSyntax.self), let initializer = binding.initializer {
                // `let (symbol, title) = info`.
                _ = try destructure(binding.pattern, try copy(try evaluate(initializer.value, scope), at: initializer), into: scope)
                continue
            }
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
                throw fail("unsupported: this pattern", binding.pattern)
            }
            var value: SwiftValue = .null
            if binding.initializer == nil, let wrapper = variable.attributes.first?.as(AttributeSyntax.self) {
                // `@Dependency(\.userSettings) var userSettings` in a body: what swift-dependencies
                // hands a preview (`InterpreterDependencies`); another wrapper's value comes from
                // outside, unknown here.
                if let read = try dependencyValue(wrapper, at: binding) {
                    value = read
                } else {
                    value = try placeholder("@\(wrapper.attributeName.trimmedDescription) \(name)", at: binding)
                }
            }
            if let initializer = binding.initializer {
                value = try copy(try evaluate(initializer.value, scope), at: initializer)
                if let type = binding.typeAnnotation?.type.trimmedDescription {
                    // `let ratio: CGFloat = 3 / 4` reads its literals as floating-point: 0.75.
                    if case .int = value, Self.isFloatingType(type), let initializer = binding.initializer,
                       let floating = Self.floatingLiteral(initializer.value) {
                        value = .double(floating)
                    }
                    value = try convert(value, to: type, at: binding)
                }
            }
            scope.define(name, value)
            if binding.initializer == nil, let type = binding.typeAnnotation?.type.trimmedDescription { scope.declare(name, type: type) }
        }
    }
}

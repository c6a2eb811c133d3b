import SwiftSyntax
import RenderScene
import RenderLayout

/// A computed property whose getter is a constant, read many times (MovieSwiftUI's country
/// picker reads `self.countries`, 250 names built from `NSLocale.isoCountryCodes`, once per
/// row: 250 × 250 runs of its loop). Swift runs a getter on every read; the interpreter runs a
/// constant one once and hands the same value to every later read, which is the value every
/// run would make. The rule (decision, issue 25):
///
/// 1. A getter is constant when every name it reads is declared inside it (a local, a loop's
///    or a closure's parameter, `$0`, an `if let`/`guard let`/`case let` binding, each visible
///    where Swift makes it visible) or is one of Swift's and Foundation's value types and pure
///    functions (`constantNames`: `String`, `NSLocale`, `Locale`, `max`, …). So it reads no
///    `self`, no property of its type, no global, no static of the module, no state or
///    environment, and calls no function of the module: nothing it reads can change between
///    two reads.
/// 2. It is not constant when it names a member the module declares anywhere (a method,
///    computed property or static of a type or of an extension, `extension String { var
///    localized: String }`, which may read anything, or an operator it declares), a type of
///    the module, or a member whose value differs from call to call (`random`,
///    `randomElement`, `shuffled`, `now`); nor when it has a local function, a capture list, a
///    `catch`, or an `await`.
/// 3. Its value is kept only when it is made of plain values (numbers, strings, booleans, nil,
///    arrays, dictionaries and Foundation's records of them): an instance, a closure, a view or
///    an unknown value is made anew on each read, as before (an unknown value warns where it
///    is read).
/// 4. The value is kept per getter, for the interpreter's life (one render), with the steps the
///    first run spent; later reads spend none.
///
/// Limits: a getter that reads `self` is run on every read, even when what it reads cannot
/// change (a `let` of the view); so is one that calls the module's own pure functions.
extension Interpreter {
    /// Step 4: the getter's kept value, or `run`'s, kept when steps 1–3 allow.
    func constantGetterValue(_ body: CodeBlockItemListSyntax, run: () throws(SceneError) -> SwiftValue) throws(SceneError) -> SwiftValue {
        let key = body.id
        switch constantGetters[key] {
        case .value(let value)?: return value
        case .notConstant?: return try run()
        case nil: break
        }
        let constant = ConstantGetterCheck(moduleNames: moduleDeclaredNames(), moduleTypes: program.types).isConstant(body)
        let value = try run()
        constantGetters[key] = constant && Self.isPlain(value) ? .value(value) : .notConstant
        return value
    }

    /// Step 3.
    static func isPlain(_ value: SwiftValue) -> Bool {
        switch value {
        case .int, .double, .bool, .string, .null, .range: return true
        case .array(let elements): return elements.allSatisfy(isPlain)
        case .record(let type, let fields):
            return ["Dictionary", "Tuple", "Locale", "Locale.Region", "Locale.LanguageCode", "NSLocale.Key"].contains(type)
                && fields.values.allSatisfy(isPlain)
        default: return false
        }
    }

    /// Step 2's names: every member the module declares on its types and on extensions of
    /// standard ones (made once per interpreter).
    func moduleDeclaredNames() -> Set<String> {
        if let names = moduleMemberNames { return names }
        var names: Set<String> = []
        for type in program.types.values {
            names.formUnion(type.computed.keys)
            names.formUnion(type.methods.keys)
            for property in type.stored where property.isStatic { names.insert(property.name) }
        }
        names.formUnion(program.fileScope.computed.keys)
        names.formUnion(program.fileScope.methods.keys)
        names.formUnion(program.fileScope.stored.map(\.name))
        names.formUnion(program.moduleGlobals.keys)
        names.formUnion(program.viewExtensions.keys)
        for table in program.builtinStatics.values { names.formUnion(table.keys) }
        for tables in program.privateBuiltinStatics.values { for table in tables.values { names.formUnion(table.keys) } }
        for table in program.builtinComputed.values { names.formUnion(table.keys) }
        for table in program.builtinFunctions.values { names.formUnion(table.keys) }
        moduleMemberNames = names
        return names
    }
}

/// A getter's kept value (`Interpreter.constantGetters`).
enum ConstantGetter {
    case value(SwiftValue)
    case notConstant
}

/// Steps 1–2 of `InterpreterConstantGetters`: a walk of a getter's syntax with the names
/// visible at each point.
struct ConstantGetterCheck {
    let moduleNames: Set<String>
    let moduleTypes: [String: TypeDecl]

    /// Step 1's standard names: value types and pure functions of Swift and Foundation.
    static let constantNames: Set<String> = [
        "String", "Substring", "Character", "Int", "Double", "Float", "CGFloat", "Bool", "UInt",
        "Int64", "UInt64", "Array", "Set", "Dictionary", "Optional", "NSLocale", "Locale",
        "min", "max", "abs", "stride", "zip", "repeatElement",
    ]
    /// Step 2's members whose value differs from read to read.
    static let varyingMembers: Set<String> = ["random", "randomElement", "shuffled", "shuffle", "now"]

    func isConstant(_ body: CodeBlockItemListSyntax) -> Bool {
        statements(Array(body), bound: [])
    }

    private func statements(_ items: [CodeBlockItemSyntax], bound: Set<String>) -> Bool {
        var bound = bound
        for item in items {
            switch item.item {
            case .decl(let decl):
                guard let variable = decl.as(VariableDeclSyntax.self) else { return false }
                for binding in variable.bindings {
                    if binding.accessorBlock != nil { return false }
                    if let type = binding.typeAnnotation, !check(Syntax(type), bound: bound) { return false }
                    if let value = binding.initializer, !check(Syntax(value), bound: bound) { return false }
                    bound.formUnion(Self.names(in: Syntax(binding.pattern)))
                }
            case .stmt(let statement):
                if let guardStatement = statement.as(GuardStmtSyntax.self) {
                    guard let inner = conditions(guardStatement.conditions, bound: bound),
                          check(Syntax(guardStatement.body), bound: bound) else { return false }
                    bound = inner
                } else if !check(Syntax(statement), bound: bound) {
                    return false
                }
            case .expr(let expression):
                if !check(Syntax(expression), bound: bound) { return false }
            }
        }
        return true
    }

    /// The names visible after `conditions`, or nil when one reads what step 1 does not allow.
    private func conditions(_ list: ConditionElementListSyntax, bound: Set<String>) -> Set<String>? {
        var bound = bound
        for element in list {
            switch element.condition {
            case .optionalBinding(let binding):
                if let value = binding.initializer {
                    guard check(Syntax(value), bound: bound) else { return nil }
                } else {
                    // `if let name`: reads `name`.
                    guard Self.names(in: Syntax(binding.pattern)).allSatisfy({ allowed($0, bound: bound) }) else { return nil }
                }
                bound.formUnion(Self.names(in: Syntax(binding.pattern)))
            case .matchingPattern(let pattern):
                guard check(Syntax(pattern.initializer), bound: bound) else { return nil }
                bound.formUnion(Self.names(in: Syntax(pattern.pattern)))
            default:
                guard check(Syntax(element.condition), bound: bound) else { return nil }
            }
        }
        return bound
    }

    private func allowed(_ name: String, bound: Set<String>) -> Bool {
        if bound.contains(name) { return true }
        // `$0` of a closure; `$name` is a property wrapper's projection.
        if name.hasPrefix("$"), name.dropFirst().allSatisfy(\.isNumber), name.count > 1 { return true }
        return Self.constantNames.contains(name) && !moduleNames.contains(name) && moduleTypes[name] == nil
    }

    /// Whether `node` reads only what step 1 allows, with `bound` visible.
    private func check(_ node: Syntax, bound: Set<String>) -> Bool {
        if let reference = node.as(DeclReferenceExprSyntax.self) {
            return allowed(reference.baseName.text, bound: bound)
        }
        if let access = node.as(MemberAccessExprSyntax.self) {
            let name = access.declName.baseName.text
            if Self.varyingMembers.contains(name) || moduleNames.contains(name) { return false }
            guard let base = access.base else { return true }
            return check(Syntax(base), bound: bound)
        }
        // `a + b` of an operator the module declares (`static func +`) runs its code.
        if let op = node.as(BinaryOperatorExprSyntax.self), moduleNames.contains(op.operator.text) { return false }
        if let op = node.as(PrefixOperatorExprSyntax.self), moduleNames.contains(op.operator.text) { return false }
        if let op = node.as(PostfixOperatorExprSyntax.self), moduleNames.contains(op.operator.text) { return false }
        if let type = node.as(IdentifierTypeSyntax.self) {
            if moduleTypes[type.name.text] != nil { return false }
        }
        if let loop = node.as(ForStmtSyntax.self) {
            guard loop.tryKeyword == nil, loop.awaitKeyword == nil, check(Syntax(loop.sequence), bound: bound) else { return false }
            let inner = bound.union(Self.names(in: Syntax(loop.pattern)))
            if let clause = loop.whereClause, !check(Syntax(clause), bound: inner) { return false }
            return statements(Array(loop.body.statements), bound: inner)
        }
        if let closure = node.as(ClosureExprSyntax.self) {
            var inner = bound
            if let signature = closure.signature {
                if signature.capture != nil { return false }
                switch signature.parameterClause {
                case .simpleInput(let names)?: inner.formUnion(names.map(\.name.text))
                case .parameterClause(let clause)?:
                    for parameter in clause.parameters { inner.insert((parameter.secondName ?? parameter.firstName).text) }
                case nil: break
                }
            }
            return statements(Array(closure.statements), bound: inner)
        }
        if let branch = node.as(IfExprSyntax.self) {
            guard let inner = conditions(branch.conditions, bound: bound),
                  statements(Array(branch.body.statements), bound: inner) else { return false }
            switch branch.elseBody {
            case .ifExpr(let next)?: return check(Syntax(next), bound: bound)
            case .codeBlock(let block)?: return statements(Array(block.statements), bound: bound)
            case nil: return true
            }
        }
        if let loop = node.as(WhileStmtSyntax.self) {
            guard let inner = conditions(loop.conditions, bound: bound) else { return false }
            return statements(Array(loop.body.statements), bound: inner)
        }
        if let switchExpression = node.as(SwitchExprSyntax.self) {
            guard check(Syntax(switchExpression.subject), bound: bound) else { return false }
            for entry in switchExpression.cases {
                guard case .switchCase(let switchCase) = entry else { return false }
                var inner = bound
                if case .case(let label) = switchCase.label {
                    for item in label.caseItems {
                        if let clause = item.whereClause, !check(Syntax(clause), bound: bound.union(Self.names(in: Syntax(item.pattern)))) { return false }
                        if !check(Syntax(item.pattern), bound: bound) { return false }
                        inner.formUnion(Self.names(in: Syntax(item.pattern)))
                    }
                }
                guard statements(Array(switchCase.statements), bound: inner) else { return false }
            }
            return true
        }
        if let block = node.as(CodeBlockSyntax.self) { return statements(Array(block.statements), bound: bound) }
        if node.is(DoStmtSyntax.self) || node.is(AwaitExprSyntax.self) || node.is(DeclSyntax.self)
            || node.is(MacroExpansionExprSyntax.self) { return false }
        // A pattern's names are bindings, not reads (`case let .some(x)`).
        if node.is(IdentifierPatternSyntax.self) { return true }
        for child in node.children(viewMode: .sourceAccurate) where !check(child, bound: bound) { return false }
        return true
    }

    /// The names a pattern binds.
    static func names(in pattern: Syntax) -> Set<String> {
        if let identifier = pattern.as(IdentifierPatternSyntax.self) { return [identifier.identifier.text] }
        var names: Set<String> = []
        for child in pattern.children(viewMode: .sourceAccurate) { names.formUnion(self.names(in: child)) }
        return names
    }
}

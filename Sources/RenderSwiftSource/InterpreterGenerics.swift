import SwiftSyntax
import RenderLayout
import RenderScene

/// Generic parameters of the module's structs, enums and classes, substituted as Swift's type
/// checker does (isowords' `typealias Puzzle = Three<Three<Three<Cube>>>`, whose
/// `Self(.init(.init(.mock, …), …), …)` needs `Element` at each level to read `.init` and `.mock`).
///
/// 1. **Arguments.** An instance of a generic type knows its arguments by parameter name where
///    they are written (`Three<Cube>(…)`, a declared type `Three<Three<Cube>>` given an implicit
///    `.init(…)`, `Self(…)` in an extension of an alias `Puzzle = Three<…>`) or inferred from its
///    initialiser's arguments: a parameter declared `Element`, `Element?` or `[Element]` given a
///    value whose type is known (a module instance, a number, a string, a Boolean, a typed member)
///    makes `Element` that type, the first such argument deciding, as Swift infers it before it
///    types the implicit members of the others (`Pair(Cube.mock, .mock)`). An initialiser of an
///    extension `where Subtitle == Text` makes `Subtitle` `Text`. Arguments the renderer cannot
///    tell stay unknown, and a type naming them is read as before.
/// 2. **Substitution.** Inside the instance's code — its initialisers' and methods' parameters,
///    its memberwise properties, assignments to its stored properties, its methods' and computed
///    properties' declared result types — a type that names a parameter is read with the argument
///    in its place (`_ first: Element` is `Three<Cube>`, `[Element]` is `[Three<Cube>]`), so an
///    implicit member given there is the argument type's (`.init(…)` makes a `Three<Cube>`, whose
///    own `.mock`s are `Cube.mock`). A method's own generic parameters are not substituted.
/// 3. **Constraints pick members.** A method, initialiser, subscript or computed property declared
///    in an extension with a `where` clause, or with its own (`subscript<A>(index: LatticePoint)
///    -> A where Element == Three<Three<A>>`), applies to an instance only where each same-type
///    requirement on a parameter it knows holds (the member's own generic parameters match any
///    type); among several of one name the constrained one that holds wins over an
///    unconstrained one, as Swift prefers the more specific. A conformance requirement
///    (`Element: Equatable`) and a parameter the renderer does not know never exclude a member
///    (decision: the renderer does not check conformances), so an instance whose arguments are
///    unknown reads its members as before (the last declared).
extension Interpreter {
    /// `Three<Three<Cube>>` → (`Three`, [`Three<Cube>`]); nil for a type without arguments.
    static func genericParts(_ type: String) -> (base: String, arguments: [String])? {
        let text = type.trimmingCharacters(in: .whitespaces)
        guard let open = text.firstIndex(of: "<"), text.hasSuffix(">") else { return nil }
        let base = text[..<open].trimmingCharacters(in: .whitespaces)
        let inner = text[text.index(after: open)..<text.index(before: text.endIndex)]
        var arguments: [String] = [], current = "", depth = 0
        for character in inner {
            switch character {
            case "<", "[", "(": depth += 1
            case ">", "]", ")": depth -= 1
            case "," where depth == 0:
                arguments.append(current.trimmingCharacters(in: .whitespaces))
                current = ""
                continue
            default: break
            }
            current.append(character)
        }
        guard depth == 0, !base.isEmpty else { return nil }
        arguments.append(current.trimmingCharacters(in: .whitespaces))
        return (base, arguments)
    }

    /// `type` with each whole identifier that `map` names replaced (`[Element]` → `[Cube]`).
    static func substitute(_ type: String, _ map: [String: String]) -> String {
        guard !map.isEmpty else { return type }
        // A word after a dot is a member type (`Outer.Element`), not the parameter.
        var result = "", word = "", afterDot = false
        func flush() {
            result += (afterDot ? nil : map[word]) ?? word
            word = ""
        }
        for character in type {
            if character.isLetter || character.isNumber || character == "_" {
                word.append(character)
            } else {
                if !word.isEmpty { flush() }
                afterDot = character == "."
                result.append(character)
            }
        }
        flush()
        return result
    }

    /// Step 2: `type` as the code of `instance` reads it.
    func substituted(_ type: String, for instance: Instance?) -> String {
        guard let instance, !instance.genericArguments.isEmpty else { return type }
        return Self.substitute(type, instance.genericArguments)
    }

    /// Step 1: the written arguments of `type` by parameter name (`Three<Cube>` → `Element: Cube`),
    /// an alias's arguments read through it.
    func genericArguments(of type: TypeDecl, written: [String]) -> [String: String] {
        guard !type.genericParameters.isEmpty, written.count == type.genericParameters.count else { return [:] }
        return Dictionary(zip(type.genericParameters, written.map(expandedAlias)), uniquingKeysWith: { first, _ in first })
    }

    /// `Puzzle` → `Three<Three<Three<Cube>>>` where the module aliases it; else the name.
    func expandedAlias(_ type: String) -> String {
        var current = type
        for _ in 0..<8 {
            guard let alias = program.typeAliases[current], program.types[current] == nil else { break }
            current = alias
        }
        return current
    }

    /// The module type `type` names with its arguments (`Three<Three<Cube>>`, or an alias of
    /// one), or nil when it has none or names no generic module type.
    func genericModuleType(_ type: String) -> (TypeDecl, [String: String])? {
        let plain = type.hasSuffix("?") ? String(type.dropLast()) : type
        guard let (base, arguments) = Self.genericParts(expandedAlias(plain)), let declared = program.type(named: base),
              !declared.genericParameters.isEmpty, declared.kind != .protocolType else { return nil }
        let map = genericArguments(of: declared, written: arguments)
        return map.isEmpty ? nil : (declared, map)
    }

    /// Step 1: the type Swift would infer for a parameter of a value, where the renderer knows it.
    func inferredTypeName(of value: SwiftValue) -> String? {
        switch value {
        case .instance(let instance) where instance.type.kind != .fileScope:
            let arguments = instance.type.genericParameters.compactMap { instance.genericArguments[$0] }
            if !arguments.isEmpty, arguments.count == instance.type.genericParameters.count {
                return instance.type.qualifiedName + "<" + arguments.joined(separator: ", ") + ">"
            }
            return instance.type.genericParameters.isEmpty ? instance.type.qualifiedName : nil
        case .int: return "Int"
        case .double: return "Double"
        case .string: return "String"
        case .bool: return "Bool"
        case .symbol(let symbol): return symbol.type.flatMap { program.type(named: $0) != nil ? $0 : nil }
        default: return nil
        }
    }

    /// Step 1: arguments inferred from an initialiser's parameters and the arguments given
    /// (paired by label in order, as `bind` pairs them), added to `map` where it has none.
    func inferGenerics(_ parameters: FunctionParameterListSyntax, _ arguments: [CallArgument], of type: TypeDecl, into map: inout [String: String]) {
        let names = Set(type.genericParameters)
        guard !names.isEmpty else { return }
        var index = 0
        for parameter in parameters {
            guard index < arguments.count else { break }
            let label = parameter.firstName.text
            guard !arguments[index].isTrailingClosure, (arguments[index].label ?? "_") == label else { continue }
            defer { index += 1 }
            var declared = parameter.type.trimmedDescription
            var value = arguments[index].value
            if declared.hasSuffix("?") { declared.removeLast() }
            if declared.hasPrefix("["), declared.hasSuffix("]"), !declared.contains(":") {
                declared = String(declared.dropFirst().dropLast())
                guard case .array(let elements) = value, let first = elements.first else { continue }
                value = first
            }
            guard names.contains(declared), map[declared] == nil, let name = inferredTypeName(of: value) else { continue }
            map[declared] = name
        }
    }

    /// The memberwise initialiser's parameters: stored properties typed by a parameter.
    func inferGenerics(memberwise type: TypeDecl, _ arguments: [CallArgument], into map: inout [String: String]) {
        let names = Set(type.genericParameters)
        guard !names.isEmpty else { return }
        for argument in arguments {
            guard let label = argument.label, let property = type.storedProperty(label), var declared = property.type else { continue }
            if declared.hasSuffix("?") { declared.removeLast() }
            guard names.contains(declared), map[declared] == nil, let name = inferredTypeName(of: argument.value) else { continue }
            map[declared] = name
        }
    }

    // MARK: - Step 3: constraints

    /// The same-type requirements that apply to a member: its own `where` clause and its
    /// extension's (`extension ActiveGameView where Subtitle == Text`), with the member's own
    /// generic parameters (free to match anything).
    private static func requirements(of node: Syntax) -> (pairs: [(String, String)], free: Set<String>) {
        var pairs: [(String, String)] = []
        var free = Set<String>()
        func add(_ clause: GenericWhereClauseSyntax?) {
            for requirement in clause?.requirements ?? [] {
                if case .sameTypeRequirement(let same) = requirement.requirement {
                    pairs.append((same.leftType.trimmedDescription, same.rightType.trimmedDescription))
                }
            }
        }
        if let function = node.as(FunctionDeclSyntax.self) {
            add(function.genericWhereClause)
            free.formUnion(function.genericParameterClause?.parameters.map(\.name.text) ?? [])
        } else if let initializer = node.as(InitializerDeclSyntax.self) {
            add(initializer.genericWhereClause)
            free.formUnion(initializer.genericParameterClause?.parameters.map(\.name.text) ?? [])
        } else if let declared = node.as(SubscriptDeclSyntax.self) {
            add(declared.genericWhereClause)
            free.formUnion(declared.genericParameterClause?.parameters.map(\.name.text) ?? [])
        }
        var parent = node.parent
        while let current = parent {
            if let extensionDecl = current.as(ExtensionDeclSyntax.self) {
                add(extensionDecl.genericWhereClause)
                break
            }
            if current.is(StructDeclSyntax.self) || current.is(EnumDeclSyntax.self) || current.is(ClassDeclSyntax.self) { break }
            parent = current.parent
        }
        return (pairs, free)
    }

    /// Whether `given` is `pattern`, where a name of `free` in the pattern matches any type.
    private func typeMatches(_ given: String, _ pattern: String, free: Set<String>) -> Bool {
        let given = expandedAlias(given.replacingAll(" ", with: "")), pattern = expandedAlias(pattern.replacingAll(" ", with: ""))
        if free.contains(pattern) || given == pattern { return true }
        if let (givenBase, givenArguments) = Self.genericParts(given), let (patternBase, patternArguments) = Self.genericParts(pattern) {
            return givenBase == patternBase && givenArguments.count == patternArguments.count
                && zip(givenArguments, patternArguments).allSatisfy { typeMatches($0, $1, free: free) }
        }
        // `Element == Cube` of a nested `Models.Cube`: the last components.
        return given.split(separator: ".").last == pattern.split(separator: ".").last && !given.contains("<") && !pattern.contains("<")
    }

    /// Step 3: nil when the member has no same-type requirement on a parameter `map` knows;
    /// else whether they all hold.
    func constraintsHold(_ node: Syntax, _ map: [String: String]) -> Bool? {
        let (pairs, free) = Self.requirements(of: node)
        var decided: Bool?
        for (left, right) in pairs {
            let (parameter, other) = map[left] != nil ? (left, right) : (right, left)
            guard let given = map[parameter] else { continue }
            if !typeMatches(given, other, free: free) { return false }
            decided = true
        }
        return decided
    }

    /// Step 1: `Subtitle == Text` of an initialiser's extension, as arguments it makes.
    func sameTypeArguments(of initializer: InitializerDeclSyntax, of type: TypeDecl) -> [String: String] {
        let (pairs, free) = Self.requirements(of: Syntax(initializer))
        var map: [String: String] = [:]
        for (left, right) in pairs where type.genericParameters.contains(left) && !free.contains(right) && !type.genericParameters.contains(right) {
            map[left] = right
        }
        return map
    }

    /// Step 3: of same-named overloads, those whose constraints fail left out (all kept when
    /// that leaves none), the constrained ones that hold first.
    func ordered<Node: SyntaxProtocol>(_ members: [Node], for instance: Instance?) -> [Node] {
        guard let instance, !instance.genericArguments.isEmpty, members.count > 0 else { return members }
        var holding: [Node] = [], open: [Node] = []
        for member in members {
            switch constraintsHold(Syntax(member), instance.genericArguments) {
            case true?: holding.append(member)
            case nil: open.append(member)
            case false?: break
            }
        }
        let kept = holding + open
        return kept.isEmpty ? members : kept
    }

    /// Step 3: the getter of computed property `name` for `instance`.
    func computedGetter(_ name: String, of instance: Instance) -> CodeBlockItemListSyntax? {
        guard let alternatives = instance.type.computedAlternatives[name], !instance.genericArguments.isEmpty else {
            return instance.type.computed[name]
        }
        var open: CodeBlockItemListSyntax?
        for getter in alternatives.reversed() {
            switch constraintsHold(Syntax(getter), instance.genericArguments) {
            case true?: return getter
            case nil: if open == nil { open = getter }
            case false?: break
            }
        }
        return open ?? instance.type.computed[name]
    }
}

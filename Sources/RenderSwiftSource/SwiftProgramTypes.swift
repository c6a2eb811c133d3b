import SwiftSyntax

/// How the program's types are found by the names code uses: nested types by their own name
/// or qualified (`Profile.Season`), protocols' default implementations given to the types that
/// conform, and names written with backticks (`` `in` ``).
extension SwiftProgram {
    /// A type the file declares, by its name as written in code: `Season`, `Profile.Season`,
    /// `Self` is not resolved here (it needs the type in whose code it appears).
    package func type(named name: String) -> TypeDecl? {
        if let type = types[name] { return type }
        // `Profile.Season`: nested types are declared under their own name. Only where what the
        // name is nested in is the module's (a type, an alias, a module a file imports or that
        // declares types): `GKTurnBasedMatch.Status` of GameKit is not another module's `Status`.
        if name.contains("."), let last = name.split(separator: ".").last, let type = types[String(last)] {
            let first = String(name.prefix { $0 != "." })
            // (`SwiftUI.Color` is SwiftUI's, never the app's `Color`; `Color.RGBA` is the app's
            // `extension Color { struct RGBA }`.)
            guard first != "SwiftUI", first != "SwiftUICore" else { return nil }
            // `Rows.Name` where `Rows` is a nested type found by its bare name: its own member,
            // through its full name (`Strings.Settings.Rows.Name`), never another type's `Name`.
            // Where that nested type has no such member, the first part is not the module's at
            // all: SwiftGen's `L10n.Alerts.Notification` is not in scope in a top-level type,
            // which means Foundation's `Notification` (Home Assistant's `Notification.Name("…")`).
            var firstIsNestedOnly = false
            if let firstType = types[first], firstType.outer != nil {
                if let own = types[firstType.qualifiedName + name.dropFirst(first.count)] { return own }
                firstIsNestedOnly = true
            }
            let firstIsModules = (types[first] != nil && !firstIsNestedOnly) || typeAliases[first] != nil
                || moduleTypes.values.contains(where: { $0[first] != nil })
            guard firstIsModules || builtinNestingTypes.contains(first)
                    || fileImports.values.contains(where: { $0.contains(first) }) else { return nil }
            // `Notification.Name` where the module nests an `enum Name` in a type of its own
            // (SwiftGen's `L10n.Settings.Name`) and extends Foundation's `Notification` with
            // another type: the type an extension of a framework type nests is top-level here,
            // so a nested one found by its bare name is not it.
            guard firstIsModules || type.outer == nil else { return nil }
            return type
        }
        return nil
    }

    /// `[String]?`, `URL!`, `Optional<Int>`: a type whose variables Swift starts at nil.
    static func isOptionalType(_ type: TypeSyntax) -> Bool {
        if type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return true }
        return type.as(IdentifierTypeSyntax.self)?.name.text == "Optional"
    }

    /// `X` in `extension ButtonStyle where Self == X`.
    static func sameTypeAsSelf(_ extensionDecl: ExtensionDeclSyntax) -> String? {
        for requirement in extensionDecl.genericWhereClause?.requirements ?? [] {
            if case .sameTypeRequirement(let same) = requirement.requirement, same.leftType.trimmedDescription == "Self" {
                return same.rightType.trimmedDescription
            }
        }
        return nil
    }

    /// `extension Shape { var inset: CGFloat { 4 } }` for a protocol the file declares: each type
    /// that conforms (directly, or through a protocol that inherits it) gets the members it
    /// does not declare itself, as Swift's protocol extensions provide defaults.
    func adoptProtocolDefaults() {
        inheritFromSuperclasses()
        let protocols = types.values.filter { $0.kind == .protocolType }
        guard !protocols.isEmpty else { return }
        func allProtocols(of type: TypeDecl, seen: inout Set<String>) -> [TypeDecl] {
            var result: [TypeDecl] = []
            for name in type.inheritance {
                guard seen.insert(name).inserted, let declared = types[name], declared.kind == .protocolType else { continue }
                result.append(declared)
                result += allProtocols(of: declared, seen: &seen)
            }
            return result
        }
        for type in types.values where type.kind != .protocolType {
            var seen: Set<String> = []
            for declared in allProtocols(of: type, seen: &seen) {
                for (name, body) in declared.computed where type.computed[name] == nil && !type.stored.contains(where: { $0.name == name }) {
                    type.computed[name] = body
                    if let declaredType = declared.computedTypes[name] { type.computedTypes[name] = declaredType }
                }
                for (name, functions) in declared.methods {
                    // The type's own overloads come first; the defaults fill in the others.
                    type.methods[name, default: []] += functions
                }
                for property in declared.stored where property.isStatic && !type.stored.contains(where: { $0.name == property.name }) {
                    type.stored.append(property)
                }
            }
        }
    }
}

extension SwiftProgram {
    /// `class Sub: Base`: the stored properties, computed properties and methods of `Base` (a
    /// class the file declares) that `Sub` does not declare itself, the nearest superclass first.
    func inheritFromSuperclasses() {
        for type in types.values where type.kind == .classType {
            var seen: Set<String> = [type.name]
            var inherited: [TypeDecl.StoredProperty] = []
            var current = type
            while let superclass = current.inheritance.lazy.compactMap({ self.types[$0] }).first(where: { $0.kind == .classType }),
                  seen.insert(superclass.name).inserted {
                for property in superclass.stored where !type.stored.contains(where: { $0.name == property.name })
                    && !inherited.contains(where: { $0.name == property.name }) {
                    inherited.append(property)
                }
                for (name, body) in superclass.computed where type.computed[name] == nil {
                    type.computed[name] = body
                    if let declared = superclass.computedTypes[name] { type.computedTypes[name] = declared }
                    if let setter = superclass.setters[name] { type.setters[name] = setter }
                }
                for (name, functions) in superclass.methods { type.methods[name, default: []] += functions }
                current = superclass
            }
            // The superclass's properties come first, as its initialiser sets them first.
            type.stored = inherited + type.stored
        }
    }
}

/// Whether a tree holds an operator sequence (`a + b`, `x = y`, `c ? a : b`, `v as T`), the only
/// node `OperatorTable.foldAll` changes; it stops looking at the first.
final class SequenceFinder: SyntaxAnyVisitor {
    private var found = false

    static func holdsSequence(_ tree: Syntax) -> Bool {
        let finder = SequenceFinder(viewMode: .all)
        finder.walk(tree)
        return finder.found
    }

    override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind { found ? .skipChildren : .visitChildren }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        found = true
        return .skipChildren
    }
}

/// `` `in` `` as the identifier `in`: the backticks become a space of trivia on each side, so
/// the tree keeps every offset (locations in messages stay right) and names compare plainly.
final class BacktickNames: SyntaxRewriter {
    override func visit(_ token: TokenSyntax) -> TokenSyntax {
        guard case .identifier(let text) = token.tokenKind, text.count > 2, text.hasPrefix("`"), text.hasSuffix("`") else { return token }
        let name = String(text.dropFirst().dropLast())
        return token.with(\.tokenKind, .identifier(name))
            .with(\.leadingTrivia, token.leadingTrivia + .space)
            .with(\.trailingTrivia, Trivia.space + token.trailingTrivia)
    }
}

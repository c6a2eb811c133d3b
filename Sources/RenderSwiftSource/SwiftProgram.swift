import SwiftDiagnostics
import SwiftOperators
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax
import RenderLayout

import RenderScene

/// A parsed Swift file and the declarations the interpreter needs from it.
///
/// 1. Parse with swift-syntax; the first syntax error is an error at its line:column.
/// 2. Fold operator sequences with Swift's standard precedence (`a + b * c`).
/// 3. Collect the file's structs and enums (stored and computed properties, methods,
///    initialisers, cases), `extension View` functions (user-defined modifiers), the
///    `#Preview` bodies, and what is left at file scope: declarations (`var logo: some View`)
///    and statements (an article snippet's bare view expression).
package final class SwiftProgram: @unchecked Sendable {
    package let file: String
    package let lines: [Substring]
    package let converter: SourceLocationConverter
    package private(set) var types: [String: TypeDecl] = [:]
    /// Struct names in file order.
    package private(set) var typeOrder: [String] = []
    /// File-scope properties and functions, as members of an implicit struct.
    package let fileScope: TypeDecl
    /// `extension View { func card() -> some View }`: modifiers by name.
    package private(set) var viewExtensions: [String: [FunctionDeclSyntax]] = [:]
    /// `static let brand = Color(…)` in `extension Color`: by type, then name.
    package private(set) var builtinStatics: [String: [String: ExprSyntax]] = [:]
    /// `extension LabelStyle where Self == TrailingIcon { static var trailingIcon: Self { Self() } }`:
    /// what `Self` is in such a static, by type, then name.
    package private(set) var staticSelfTypes: [String: [String: String]] = [:]
    package private(set) var previews: [(name: String?, body: CodeBlockItemListSyntax, location: SourceLocation)] = []
    /// Bare statements at file scope, in order.
    package private(set) var topLevel: [CodeBlockItemSyntax] = []

    /// Deeply nested source makes the parser and the interpreter recurse; swift-syntax stops
    /// at this depth with a syntax error.
    package static let maxNesting = 200

    package init(source: String, file: String) throws(SceneError) {
        self.file = file
        lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        // swift-syntax stops at its nesting limit, but explaining thousands of missing closing
        // brackets takes it quadratic time: refuse such a file before parsing.
        if let (line, column) = Self.tooDeep(source) {
            let location = SourceLocation(line: line, column: column)
            var error = SceneError(file: file, location: location,
                                   message: "brackets are nested more than \(Self.maxNesting) levels deep")
            error.excerpt = nil
            throw error
        }
        var parser = Parser(source, maximumNestingLevel: Self.maxNesting)
        let parsed = SourceFileSyntax.parse(from: &parser)
        converter = SourceLocationConverter(fileName: file, tree: parsed)
        fileScope = TypeDecl(name: "the file", kind: .fileScope, inheritance: [], location: SourceLocation(line: 1, column: 1))
        if parsed.hasError, let first = ParseDiagnosticsGenerator.diagnostics(for: parsed).first(where: { $0.diagMessage.severity == .error }) {
            throw error("syntax error: \(first.message)", at: Syntax(first.node), position: first.position)
        }
        // `` `in` `` is the name `in`: backticks become trivia, so every offset stays put.
        let folded = OperatorTable.standardOperators.foldAll(BacktickNames().rewrite(parsed)) { _ in }
        guard let tree = folded.as(SourceFileSyntax.self) else {
            throw SceneError(file: file, message: "the file could not be read as Swift")
        }
        for item in tree.statements { try collect(item) }
        adoptProtocolDefaults()
    }

    /// Where `(`, `[` or `{` first opens past the nesting limit, counting every bracket.
    package static func tooDeep(_ source: String) -> (line: Int, column: Int)? {
        var depth = 0, line = 1, column = 0
        for character in source {
            column += 1
            switch character {
            case "\n": line += 1; column = 0
            case "(", "[", "{":
                depth += 1
                if depth > maxNesting { return (line, column) }
            case ")", "]", "}": depth = max(0, depth - 1)
            default: break
            }
        }
        return nil
    }

    // MARK: - Locations and errors

    package func location(_ node: some SyntaxProtocol) -> SourceLocation {
        location(of: node.positionAfterSkippingLeadingTrivia)
    }

    package func location(of position: AbsolutePosition) -> SourceLocation {
        let place = converter.location(for: position)
        // swift-syntax counts columns in UTF-8 bytes; people count characters.
        var column = place.column
        if place.line >= 1, place.line <= lines.count {
            let line = lines[place.line - 1].utf8
            let bytes = min(max(place.column - 1, 0), line.count)
            let prefix = line.prefix(bytes)
            column = (String(Substring(prefix)) ?? "").count + 1
        }
        return SourceLocation(line: place.line, column: column)
    }

    /// An error at `node`, with the source line and a caret under the place.
    package func error(_ message: String, at node: Syntax?, position: AbsolutePosition? = nil) -> SceneError {
        let place = position.map { location(of: $0) } ?? node.map { location($0) }
        return error(message, location: place)
    }

    package func error(_ message: String, location: SourceLocation?) -> SceneError {
        var error = SceneError(file: file, location: location, message: message)
        if let location { error.excerpt = excerpt(at: location) }
        return error
    }

    /// The line and a caret under the column: `    .frame(wdth: 100)\n     ^`.
    package func excerpt(at location: SourceLocation) -> String? {
        guard location.line >= 1, location.line <= lines.count else { return nil }
        let line = lines[location.line - 1]
        guard line.count <= 300 else { return nil }
        let pad = line.prefix(max(location.column - 1, 0)).map { $0 == "\t" ? "\t" : " " }.joined()
        return String(line) + "\n" + pad + "^"
    }

    // MARK: - Collecting declarations

    private func collect(_ item: CodeBlockItemSyntax) throws(SceneError) {
        switch item.item {
        case .decl(let decl): try collect(decl: decl, into: fileScope, item: item)
        case .expr(let expression):
            if let macro = expression.as(MacroExpansionExprSyntax.self), macro.macroName.text == "Preview" {
                try preview(macro.arguments, macro.trailingClosure, at: Syntax(macro))
            } else {
                topLevel.append(item)
            }
        case .stmt: topLevel.append(item)
        }
    }

    private func preview(_ arguments: LabeledExprListSyntax, _ closure: ClosureExprSyntax?, at node: Syntax) throws(SceneError) {
        guard let closure else { throw error("#Preview needs a closure with the view to show", at: node) }
        var name: String?
        if let first = arguments.first, first.label == nil, let literal = first.expression.as(StringLiteralExprSyntax.self) {
            name = literal.segments.compactMap { $0.as(StringSegmentSyntax.self)?.content.text }.joined()
        }
        previews.append((name, closure.statements, location(node)))
    }

    private func collect(decl: DeclSyntax, into owner: TypeDecl, item: CodeBlockItemSyntax?) throws(SceneError) {
        if let structDecl = decl.as(StructDeclSyntax.self) {
            let type = declare(structDecl.name.text, kind: .structure, inheritance: structDecl.inheritanceClause, at: Syntax(structDecl))
            for member in structDecl.memberBlock.members { try collect(decl: member.decl, into: type, item: nil) }
        } else if let enumDecl = decl.as(EnumDeclSyntax.self) {
            let type = declare(enumDecl.name.text, kind: .enumeration, inheritance: enumDecl.inheritanceClause, at: Syntax(enumDecl))
            for member in enumDecl.memberBlock.members { try collect(decl: member.decl, into: type, item: nil) }
        } else if let caseDecl = decl.as(EnumCaseDeclSyntax.self) {
            for element in caseDecl.elements {
                owner.cases.append(element.name.text)
                if let raw = element.rawValue?.value { owner.rawValues[element.name.text] = raw }
            }
        } else if let variable = decl.as(VariableDeclSyntax.self) {
            try owner.add(variable, program: self)
        } else if let function = decl.as(FunctionDeclSyntax.self) {
            owner.methods[function.name.text, default: []].append(function)
        } else if let initializer = decl.as(InitializerDeclSyntax.self) {
            owner.initializers.append(initializer)
        } else if let extensionDecl = decl.as(ExtensionDeclSyntax.self) {
            let extended = extensionDecl.extendedType.trimmedDescription
            if extended == "View" || extended == "SwiftUI.View" {
                for member in extensionDecl.memberBlock.members {
                    if let function = member.decl.as(FunctionDeclSyntax.self) {
                        viewExtensions[function.name.text, default: []].append(function)
                    }
                }
            } else if let type = type(named: extended) {
                for member in extensionDecl.memberBlock.members { try collect(decl: member.decl, into: type, item: nil) }
            } else {
                // `extension Color { static let brand = … }`: statics of a built-in type; types
                // declared inside (`private enum MidStarAndTitle: AlignmentID`) are the file's.
                for member in extensionDecl.memberBlock.members {
                    if member.decl.is(StructDeclSyntax.self) || member.decl.is(EnumDeclSyntax.self) {
                        try collect(decl: member.decl, into: fileScope, item: nil)
                        continue
                    }
                    guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
                    for binding in variable.bindings {
                        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                        if let selfType = Self.sameTypeAsSelf(extensionDecl) { staticSelfTypes[extended, default: [:]][name] = selfType }
                        if let value = binding.initializer?.value {
                            builtinStatics[extended, default: [:]][name] = value
                        } else if let body = binding.accessorBlock, case .getter(let items) = body.accessors,
                                  items.count == 1, let expression = items.first?.item.as(ExprSyntax.self) {
                            builtinStatics[extended, default: [:]][name] = expression
                        }
                    }
                }
            }
        } else if let macro = decl.as(MacroExpansionDeclSyntax.self), macro.macroName.text == "Preview" {
            try preview(macro.arguments, macro.trailingClosure, at: Syntax(macro))
        } else if decl.is(ImportDeclSyntax.self) || decl.is(TypeAliasDeclSyntax.self) {
            return
        } else if let classDecl = decl.as(ClassDeclSyntax.self) {
            // An `ObservableObject` or `@Observable` model: an instance shared by reference.
            let type = declare(classDecl.name.text, kind: .classType, inheritance: classDecl.inheritanceClause, at: Syntax(classDecl))
            for member in classDecl.memberBlock.members { try collect(decl: member.decl, into: type, item: nil) }
        } else if let actorDecl = decl.as(ActorDeclSyntax.self) {
            let type = declare(actorDecl.name.text, kind: .classType, inheritance: actorDecl.inheritanceClause, at: Syntax(actorDecl))
            for member in actorDecl.memberBlock.members { try collect(decl: member.decl, into: type, item: nil) }
        } else if let protocolDecl = decl.as(ProtocolDeclSyntax.self) {
            // Its requirements hold no code; `extension P { … }` gives the defaults.
            _ = declare(protocolDecl.name.text, kind: .protocolType, inheritance: protocolDecl.inheritanceClause, at: Syntax(protocolDecl))
        } else if let item, owner === fileScope {
            topLevel.append(item)
        }
    }

    private func declare(_ name: String, kind: TypeDecl.Kind, inheritance: InheritanceClauseSyntax?, at node: Syntax) -> TypeDecl {
        let names = inheritance?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        let type = TypeDecl(name: name, kind: kind, inheritance: names, location: location(node))
        if types[name] == nil { typeOrder.append(name) }
        types[name] = type
        return type
    }
}

/// A struct or enum of the file (or the file scope itself).
package final class TypeDecl: @unchecked Sendable {
    package enum Kind { case structure, enumeration, fileScope, classType, protocolType }

    package struct StoredProperty {
        package var name: String
        package var type: String?
        package var initializer: ExprSyntax?
        /// `@State`, `@Binding`…: a view's state, and a scene parameter when it has a default.
        package var wrapper: String?
        package var isLet: Bool
        package var isStatic: Bool
        package var node: Syntax
    }

    package let name: String
    package let kind: Kind
    package let inheritance: [String]
    package let location: SourceLocation
    package var stored: [StoredProperty] = []
    /// `var body: some View { … }`: the getter's statements.
    package var computed: [String: CodeBlockItemListSyntax] = [:]
    /// The declared type of each computed property (`var columns: CGFloat { 3 }`).
    package var computedTypes: [String: String] = [:]
    package var methods: [String: [FunctionDeclSyntax]] = [:]
    package var initializers: [InitializerDeclSyntax] = []
    package var cases: [String] = []
    package var rawValues: [String: ExprSyntax] = [:]

    package init(name: String, kind: Kind, inheritance: [String], location: SourceLocation) {
        self.name = name
        self.kind = kind
        self.inheritance = inheritance
        self.location = location
    }

    package func conforms(to name: String) -> Bool {
        inheritance.contains(name) || inheritance.contains("SwiftUI." + name)
    }

    /// A custom `Shape`: a view drawn by its `path(in:)`.
    package var isShape: Bool { kind != .protocolType && computed["body"] == nil && (conforms(to: "Shape") || conforms(to: "InsettableShape")) }

    package var isView: Bool { kind != .protocolType && (conforms(to: "View") || isShape) || (kind == .fileScope && computed["body"] != nil) }

    /// Whether the type's code names `name` (a view it is made of).
    package func mentions(_ name: String) -> Bool {
        func named(_ syntax: some SyntaxProtocol) -> Bool {
            syntax.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .identifier(name) }
        }
        return computed.values.contains(where: named) || methods.values.joined().contains(where: named)
            || initializers.contains(where: named) || stored.contains { $0.initializer.map(named) ?? false }
    }

    package func add(_ variable: VariableDeclSyntax, program: SwiftProgram) throws(SceneError) {
        let isLet = variable.bindingSpecifier.tokenKind == .keyword(.let)
        let isStatic = variable.modifiers.contains { $0.name.tokenKind == .keyword(.static) }
        let wrapper = variable.attributes.compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription }.first
        for binding in variable.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
                throw program.error("unsupported: a pattern in a property declaration", at: Syntax(binding.pattern))
            }
            if let accessors = binding.accessorBlock {
                computedTypes[name] = binding.typeAnnotation?.type.trimmedDescription
                switch accessors.accessors {
                case .getter(let items): computed[name] = items
                case .accessors(let list):
                    if let getter = list.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) }), let body = getter.body {
                        computed[name] = body.statements
                    }
                }
                continue
            }
            stored.append(StoredProperty(name: name, type: binding.typeAnnotation?.type.trimmedDescription,
                                         initializer: binding.initializer?.value, wrapper: wrapper, isLet: isLet,
                                         isStatic: isStatic, node: Syntax(binding)))
        }
    }
}

import SwiftSyntax
import RenderLayout

import RenderScene

/// Something the file uses that the renderer does not know (a view, a type, a value): it is
/// carried along as a placeholder, so everything else renders (docs/swift-input.md,
/// "Placeholders").
package struct Placeholder: @unchecked Sendable {
    /// What the file wrote: `SpriteView`, `UIScreen`, `Text(URL)`.
    package var name: String
    package var location: SourceLocation
    /// A trailing closure of views (`NavigationStack { … }`): drawn inside the placeholder.
    package var content: SwiftValue?
    /// A call kept until a declared type reaches it (Overture's `update(.mock) { … }`,
    /// `InterpreterOverture`); nil for every other placeholder.
    package var deferred: SwiftValue? = nil
    /// A colour the renderer cannot make (`InterpreterUnknownColors`): its box fills what a
    /// `Color` fills, the whole space offered.
    package var fillsLikeColor = false
}

/// Placeholders: what they become, and the warnings they leave.
///
/// 1. An unknown type or view (`SpriteView(scene:)`, `UIScreen.main.bounds`, a capitalised name no
///    file of the module declares) is a placeholder value; a member, call or method of it is the
///    same placeholder.
/// 2. A placeholder shown as a view is a visibly marked box: a dashed orange outline over a
///    light orange fill, a question mark (the unknown-symbol glyph's look) and the name, at
///    least 44 × 44 points and as wide as it is offered (a row's width, decision); a trailing
///    closure of views is drawn inside it under the name (a `Grid`'s rows in a grid of their own,
///    as a `GridRow` stands only in one).
/// 3. A known view given a placeholder argument (`Text(URL(…))`) is a placeholder named after
///    both; a modifier given one, or a modifier the renderer does not know, is left out.
/// 4. Each is one warning with its file:line:column and name; under `--strict`, an error.
extension Interpreter {
    package static let placeholderColor = "#FF9500"

    /// A placeholder for `name` at `node`; an error under `--strict`.
    package func placeholder(_ name: String, at node: some SyntaxProtocol, content: SwiftValue? = nil) throws(SceneError) -> SwiftValue {
        if strict { throw fail("unknown \(name): the renderer does not know it (--strict makes a placeholder an error)", node) }
        return .placeholder(Placeholder(name: name, location: program.location(node), content: content))
    }

    /// A placeholder for a construct made of an unknown value (`if store.isLoading`,
    /// `ForEach(store.items)`): never an error, as the unknown value already was one under
    /// `--strict`.
    package func placeholder(_ name: String, at node: some SyntaxProtocol, content: SwiftValue?, from unknown: Placeholder) throws(SceneError) -> SwiftValue {
        .placeholder(Placeholder(name: name, location: program.location(node), content: content))
    }

    /// A stored property the caller cannot pass and the view does not initialise, by its
    /// wrapper: `@FocusState` is unfocused (false, or nil), `@Query` and `@FetchRequest` hold no
    /// rows (`InterpreterStoredData`), and what comes from outside the view — `@Namespace`,
    /// `@EnvironmentObject` — is a placeholder named after the property (nil when the wrapper
    /// is none of these).
    package func implicitValue(of property: TypeDecl.StoredProperty, in type: TypeDecl) throws(SceneError) -> SwiftValue? {
        guard property.initializer == nil, let wrapper = property.wrapper else { return nil }
        if let rows = storedQueryValue(wrapper) { return rows }
        // `@Default(.accentColor) private var accentColor`: made by its attribute (`InterpreterAttributeWrappers`).
        if let made = try attributeWrappedValue(of: property, in: type) { return made }
        switch wrapper {
        case "FocusState", "AccessibilityFocusState":
            // Untyped (`@FocusState private var isFocused`), it is a Bool: the only `init()`
            // Swift can infer without a type is `FocusState<Bool>`'s (the optional one's needs `T`).
            return property.type?.hasSuffix("?") == true ? .null : .bool(false)
        case "Namespace", "EnvironmentObject", "Query", "FetchRequest", "SectionedFetchRequest", "ScaledMetric":
            return try placeholder("\(type.name).\(property.name)", at: property.node)
        default:
            return nil
        }
    }

    /// A capitalised name no file declares: a type the renderer does not know.
    package func unknownName(_ name: String, at node: some SyntaxProtocol) throws(SceneError) -> SwiftValue? {
        guard let first = name.first, first.isUppercase else { return nil }
        return try placeholder(name, at: node)
    }

    /// `SpriteView { … }`, `MapView(region: …)`: an unknown capitalised call; its trailing closure
    /// (not run until the placeholder is drawn) is its content.
    package func unknownCall(_ name: String, _ call: FunctionCallExprSyntax, _ scope: Scope) throws(SceneError) -> SwiftValue? {
        guard let first = name.first, first.isUppercase else { return nil }
        let content = call.trailingClosure.map { SwiftValue.closure(makeClosure($0, scope)) }
        return try placeholder(name, at: call.calledExpression, content: content)
    }

    /// The first placeholder among a call's arguments.
    package static func placeholderArgument(_ arguments: [CallArgument]) -> Placeholder? {
        for argument in arguments { if case .placeholder(let placeholder) = argument.value { return placeholder } }
        // Inside a value built of it: `.degrees(store.isOpen ? -180 : 0)`, `[.init(store.x)]`
        // (a few levels deep, as values are written).
        func within(_ value: SwiftValue, _ depth: Int) -> Placeholder? {
            guard depth < 4 else { return nil }
            switch value {
            case .placeholder(let placeholder): return placeholder
            case .symbol(let symbol):
                for step in symbol.steps {
                    for argument in step.arguments ?? [] { if let found = within(argument.value, depth + 1) { return found } }
                }
            case .array(let elements):
                for element in elements.prefix(64) { if let found = within(element, depth + 1) { return found } }
            default: break
            }
            return nil
        }
        for argument in arguments { if let found = within(argument.value, 0) { return found } }
        return nil
    }

    /// A warning at `location`, once per place and text.
    package func warn(_ message: String, at location: SourceLocation) {
        let line = "\(location.file ?? program.file):\(location): warning: \(message)"
        guard !warnings.contains(line) else { return }
        warnings.append(line)
    }

    /// How many placeholders the views hold (`render check` records none unless asked).
    package var placeholderCount: Int { warnings.filter { $0.contains(": warning: placeholder for ") }.count }

    /// `.shadowy(…)` that no definition has, or a modifier given a placeholder: left out.
    package func leaveOut(_ modifier: String, at node: some SyntaxProtocol, because placeholder: Placeholder? = nil) throws(SceneError) {
        if let placeholder {
            warn("left out .\(modifier): its argument uses \(placeholder.name), which the renderer does not know", at: program.location(node))
            return
        }
        if strict { throw fail("unsupported modifier .\(modifier) (--strict makes a placeholder an error)", node) }
        // Real SwiftUI the renderer knows it does not draw (`Vocabulary.notDrawnModifiers`).
        if let why = Vocabulary.notDrawnModifiers[modifier] {
            warn("left out .\(modifier): \(why)", at: program.location(node))
            return
        }
        warn("unknown modifier .\(modifier): left out", at: program.location(node))
    }

    /// The marked box a placeholder draws (see the type's steps).
    package func placeholderViews(_ placeholder: Placeholder) throws(SceneError) -> [ViewJSON] {
        warn("placeholder for \(placeholder.name): the renderer does not know it", at: placeholder.location)
        let location = placeholder.location
        func node(_ value: JSONNode.Value) -> JSONNode { JSONNode(value: value, location: location) }
        func object(_ members: [(key: String, value: JSONNode)]) -> JSONNode { node(.object(members)) }
        let color = node(.string(Self.placeholderColor))

        var mark = ViewJSON(type: "Image", location: location)
        mark.members = [("systemName", node(.string("questionmark.circle")))]
        var label = ViewJSON(type: "Text", location: location)
        label.members = [("text", node(.string(placeholder.name)))]
        label.modifiers = [object([("font", node(.string("caption")))]), object([("lineLimit", node(.number(1)))])]
        var title = ViewJSON(type: "HStack", location: location)
        title.members = [("spacing", node(.number(4))), ("children", node(.array([mark.json, label.json])))]
        title.modifiers = [object([("foregroundColor", color)])]

        var box: ViewJSON
        if let content = placeholder.content {
            var inner = try views(from: try unknownArguments(to: content, of: placeholder), at: location)
            // `Grid(verticalSpacing: .metrics.gutter) { GridRow { … } }` of an unknown spacing:
            // its rows are a grid's, so they are drawn in one (a GridRow stands only in a Grid).
            if inner.contains(where: { $0.type == "GridRow" }) {
                var grid = ViewJSON(type: "Grid", location: location)
                grid.members = [("children", node(.array(inner.map(\.json))))]
                inner = [grid]
            }
            box = ViewJSON(type: "VStack", location: location)
            box.members = [("spacing", node(.number(4))), ("children", node(.array([title.json] + inner.map(\.json))))]
        } else {
            box = title
        }
        let fill = ViewJSON(type: "RoundedRectangle", members: [
            ("cornerRadius", node(.number(6))), ("fill", object([("color", color), ("opacity", node(.number(0.12)))])),
        ], location: location)
        let outline = ViewJSON(type: "RoundedRectangle", members: [
            ("cornerRadius", node(.number(6))), ("strokeBorder", color), ("lineWidth", node(.number(1))),
            ("dash", node(.array([node(.number(4)), node(.number(3))]))),
        ], location: location)
        box.modifiers += [
            object([("padding", node(.number(6)))]),
            object([("frame", object([("minWidth", node(.number(44))), ("maxWidth", node(.string("infinity"))),
                                      ("minHeight", node(.number(44)))]))]),
            object([("background", fill.json)]),
            object([("overlay", outline.json)]),
        ]
        if placeholder.fillsLikeColor { box.modifiers = Self.colorPlaceholderModifiers(box.modifiers, at: location) }
        return [box]
    }
}

extension Interpreter {
    /// A name from a module file left out (it does not parse, or holds more tokens than a file
    /// may: `SwiftProgram` step 1): that file's error, where the name is used.
    package func brokenFileError(_ name: String, _ broken: SceneError, _ node: some SyntaxProtocol) -> SceneError {
        fail("'\(name)' is declared in \(broken.file), which is left out of the module: \(broken.description.split(separator: "\n").first ?? "")", node)
    }

    /// Another file's global `let formatter = …`, evaluated when first read, then kept.
    package func moduleGlobal(_ name: String, at node: some SyntaxProtocol) throws(SceneError) -> SwiftValue? {
        guard let property = program.moduleGlobals[name], let initializer = property.initializer else { return nil }
        let value: SwiftValue
        do throws(SceneError) {
            value = try nested(node) { () throws(SceneError) -> SwiftValue in try initializerValue(of: property, initializer, try fileScope(), shared: true) }
        } catch {
            // `let landmarks: [Landmark] = load("landmarkData.json")` that the renderer cannot
            // run: the global is unknown, with the reason where it failed.
            if strict { throw error }
            warn("\(name) is a placeholder: \(error.message)", at: error.location ?? program.location(property.node))
            let unknown = SwiftValue.placeholder(Placeholder(name: name, location: program.location(node), content: nil))
            fileInstance.fields[name] = unknown
            return unknown
        }
        var converted = value
        if let type = property.type { converted = try convert(value, to: type, at: node) }
        fileInstance.fields[name] = converted
        return converted
    }
}

extension Interpreter {
    /// An unknown container's content closure that takes values (`LazyImage(url: url) { state in
    /// … }`): run with each parameter an unknown value named after it (`LazyImage.state`), so what
    /// it draws of them is placeholders too; a closure of no parameters is left for `views(from:)`.
    func unknownArguments(to content: SwiftValue, of placeholder: Placeholder) throws(SceneError) -> SwiftValue {
        guard case .closure(let closure) = content, !closure.parameters.isEmpty || closure.usesShorthand else { return content }
        let names = closure.parameters.isEmpty ? ["$0"] : closure.parameters
        let arguments = names.map { name in
            CallArgument(label: nil, value: .placeholder(Placeholder(name: "\(placeholder.name).\(name)", location: closure.location, content: nil)),
                         location: closure.location)
        }
        return try invoke(closure, arguments, at: closure.body, asViews: true)
    }
}

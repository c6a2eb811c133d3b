import SwiftSyntax
import RenderLayout

import RenderScene

/// A view of a builder that cannot be evaluated because it reads a value the renderer does not
/// know is one placeholder, never a refusal (docs/swift-input.md, "Placeholders"; issue 25).
///
/// 1. Each expression statement of a view builder (a `body`, a content closure, a `ForEach`
///    row, a function returning a View) is evaluated on its own; where that fails with an error
///    about an unknown value — iterating it (`for x in store.items` in a helper the row calls),
///    subscripting it, comparing it, passing it where a number, a Bool, a string or a binding
///    is needed (`Slider(value: $draft.lengthDouble)`) — the statement is one placeholder named
///    after its view (`Slider(…)`), with a warning at the failure naming the unknown value. The
///    statements around it render.
/// 2. An error is about an unknown value when it names one: its message carries a
///    placeholder's type name (`SwiftValue.typeName`, "… (unknown to the renderer)"). Every
///    other error — a syntax error, a wrong label on a known API, a free lower-case name —
///    stays an error at its place, except one raised in a file of a checked-out package's
///    target (`SwiftModule.sources`' `checkedOut`, whatever its folders are named, so an app
///    inside a `checkouts` folder is not one; `SwiftModuleCheckouts`): code of a third-party
///    view the renderer cannot run (url-image's `RemoteImage` loading) is no error in the
///    app's Swift.
/// 3. Under `--strict` no placeholder is made: the unknown value was already an error.
/// 4. An assignment statement (`orders = generator.todaysOrders()`, or `total += entry.sales`) that fails so, in a view
///    builder or any other body (a model's `init`), gives its target an unknown value, named
///    after the target, instead of leaving the old one there.
extension Interpreter {
    /// The words `SwiftValue.typeName` adds to a placeholder's name.
    static let unknownValueMarker = "(unknown to the renderer)"

    /// Step 1: a view-builder statement, or its placeholder.
    func viewStatement(_ expression: ExprSyntax, _ scope: Scope) throws(SceneError) -> SwiftValue {
        do throws(SceneError) {
            return try evaluate(expression, scope)
        } catch {
            guard !strict, error.message.contains(Self.unknownValueMarker) || isCheckedOut(error.location?.file) else { throw error }
            if let unknown = try unknownAssignment(expression, error, scope) { return unknown }
            let name = Self.viewName(expression)
            let location = program.location(expression)
            warn("\(name) is a placeholder: \(error.message)", at: error.location ?? location)
            return .placeholder(Placeholder(name: name, location: location, content: nil))
        }
    }

    /// Step 2: whether `file` is one of a checked-out package's target (`checkedOutFiles`).
    func isCheckedOut(_ file: String?) -> Bool {
        guard let file else { return false }
        return checkedOutFiles.contains(file)
    }

    /// Step 4 outside a view builder (a model's `init`, a function): a statement's value, an
    /// assignment of an unknown value made unknown.
    func assignmentStatement(_ expression: ExprSyntax, _ scope: Scope) throws(SceneError) -> SwiftValue {
        do throws(SceneError) {
            return try evaluate(expression, scope)
        } catch {
            guard !strict, error.message.contains(Self.unknownValueMarker),
                  let unknown = try unknownAssignment(expression, error, scope) else { throw error }
            return unknown
        }
    }

    /// Step 4: `dailyOrderSummaries = Dictionary(…)` whose value cannot be known: the target
    /// holds an unknown value named after it, not what it held before (a `[:]` left there makes
    /// a later lookup fail where Swift's finds its entry). `.void` when assigned; nil when the
    /// statement is no plain assignment or its target cannot take the value.
    private func unknownAssignment(_ expression: ExprSyntax, _ error: SceneError, _ scope: Scope) throws(SceneError) -> SwiftValue? {
        guard let assignment = expression.as(InfixOperatorExprSyntax.self),
              assignment.operator.is(AssignmentExprSyntax.self)
                || ["+=", "-=", "*=", "/="].contains(assignment.operator.as(BinaryOperatorExprSyntax.self)?.operator.text ?? "") else { return nil }
        let name = String(assignment.leftOperand.trimmedDescription.prefix(40))
        let unknown = Placeholder(name: name, location: program.location(assignment.leftOperand), content: nil)
        do throws(SceneError) {
            try assign(assignment.leftOperand, .placeholder(unknown), scope)
        } catch {
            return nil
        }
        warn("\(name) is a placeholder: \(error.message)", at: error.location ?? unknown.location)
        return .void
    }

    /// `Slider(…)` for `Slider(value: $x).padding()`, `row(…)` for `row(item)`, `content` for
    /// `content`: the view a statement makes, as the placeholder's name.
    static func viewName(_ expression: ExprSyntax) -> String {
        var current = expression
        var called = false
        while true {
            if let call = current.as(FunctionCallExprSyntax.self) {
                current = call.calledExpression
                called = true
            } else if let member = current.as(MemberAccessExprSyntax.self), let base = member.base {
                // A modifier chain: the view is its base; `Color.bg` names a static.
                if let reference = base.as(DeclReferenceExprSyntax.self), reference.baseName.text.first?.isUppercase == true {
                    return String(member.trimmedDescription.prefix(40)) + (called ? "(…)" : "")
                }
                current = base
                called = false
            } else if let subscriptCall = current.as(SubscriptCallExprSyntax.self) {
                current = subscriptCall.calledExpression
                called = false
            } else if let forced = current.as(ForceUnwrapExprSyntax.self) {
                current = forced.expression
            } else {
                return String(current.trimmedDescription.prefix(40)) + (called ? "(…)" : "")
            }
        }
    }
}

extension Interpreter {
    /// `self._draft = .init(initialValue: draft)`: a property wrapper's storage given by its
    /// implicit initialiser holds the value (as `State(initialValue:)` does, `foundationBuiltin`).
    static func wrappedInitialValue(_ value: SwiftValue) -> SwiftValue {
        guard case .symbol(let symbol) = value, symbol.type == nil, symbol.steps.count == 1, symbol.last == "init",
              let arguments = symbol.steps[0].arguments, arguments.count == 1,
              ["initialValue", "wrappedValue"].contains(arguments[0].label ?? "") else { return value }
        return arguments[0].value
    }
}

extension Interpreter {
    /// `ScrollView { A; B; C }`, `ScrollView { ForEach(…) }`: SwiftUI lays several content views out in a stack along the
    /// scroll axis (a VStack; an HStack for `.horizontal`), default alignment and spacing — the
    /// JSON ScrollView takes one child, so the front end writes that stack (decision, matching
    /// what a device shows; docs/swift-input.md).
    static func scrollViewStackingItsContent(_ members: [(key: String, value: JSONNode)], at location: SourceLocation) -> ViewJSON {
        var members = members
        guard let index = members.firstIndex(where: { $0.key == "children" }), case .array(let children) = members[index].value.value,
              children.count > 1 || children.first.map(isGroup) == true else { return ViewJSON(type: "ScrollView", members: members, location: location) }
        var horizontal = false
        if let axes = members.first(where: { $0.key == "axes" })?.value.value {
            if case .string(let axis) = axes { horizontal = axis == "horizontal" }
            if case .array(let list) = axes, list.count == 1, case .string(let axis) = list[0].value { horizontal = axis == "horizontal" }
        }
        let stack = ViewJSON(type: horizontal ? "HStack" : "VStack", members: [("children", members[index].value)], location: location)
        members[index].value = JSONNode(value: .array([stack.json]), location: location)
        return ViewJSON(type: "ScrollView", members: members, location: location)
    }

    /// A `Group` or `ForEach`, whose views are spliced into its parent.
    private static func isGroup(_ node: JSONNode) -> Bool {
        guard case .string(let type)? = node["type"]?.value else { return false }
        return type == "Group" || type == "ForEach"
    }

    /// A root `Group { A; B }` of several views (a body or a preview that groups them): stacked
    /// in a VStack, as several views at the top of a file are (decision); its modifiers
    /// (`Group { … }.frame(maxWidth: .infinity)`) apply to each view, as SwiftUI applies a
    /// Group's.
    static func isGroupOfSeveral(_ view: ViewJSON) -> Bool {
        guard view.type == "Group",
              case .array(let children)? = view.members.first(where: { $0.key == "children" })?.value.value else { return false }
        return children.count > 1
    }

    /// A root `Group` or `ForEach` that builds no view (`ForEach(rows)` of a query with no rows,
    /// Backyard Birds' search suggestions): an empty VStack, drawn as an empty screen, as
    /// SwiftUI's hosting view shows a body with nothing in it.
    static func isEmptyGroup(_ view: ViewJSON) -> Bool {
        guard view.type == "Group",
              case .array(let children)? = view.members.first(where: { $0.key == "children" })?.value.value else { return false }
        return children.isEmpty
    }
}

extension Interpreter {
    static let representableProtocols = ["UIViewRepresentable", "NSViewRepresentable", "UIViewControllerRepresentable", "NSViewControllerRepresentable"]

    /// `MapView()` of `struct MapView: UIViewRepresentable` (or `extension MapView:
    /// UIViewRepresentable`, as Landmarks declares it under `#if`): a UIKit or AppKit view the renderer
    /// cannot draw is a placeholder named after the struct; modifiers apply to its box.
    func representablePlaceholder(_ type: TypeDecl, at node: some SyntaxProtocol) throws(SceneError) -> SwiftValue? {
        guard type.kind != .protocolType,
              Self.representableProtocols.contains(where: { type.conforms(to: $0) || type.extensionConformances.contains($0) }) else { return nil }
        return try placeholder(type.name, at: node)
    }
}

extension Interpreter {
    /// The proxy's field holding the reader's frame on the screen (not a Swift member name).
    static let proxyGlobalFrame = "frame in global"

    /// `proxy.frame(in: .local)`: the reader's own rectangle at the origin. `.global`: the
    /// reader's frame as placed on the screen (the body runs at layout time, with the reader's
    /// final frame, as SwiftUI's does: GeometryReader step 2). A named space (`.named("…")`,
    /// `.scrollView`) is an unknown value (`GeometryProxy.frame(in: .named)`): what reads it is a
    /// placeholder or is left out.
    func proxyFrame(_ fields: [String: SwiftValue], _ arguments: [CallArgument], at call: FunctionCallExprSyntax) throws(SceneError) -> SwiftValue {
        guard arguments.count == 1, arguments[0].label == "in" else {
            throw fail("GeometryProxy.frame takes in: a coordinate space (.local, .global, .named(…))", call)
        }
        let space: String
        switch arguments[0].value {
        case .symbol(let symbol) where symbol.steps.count == 1: space = symbol.last
        default: space = "…"
        }
        if space == "local", case .record("CGSize", let size)? = fields["size"], let width = size["width"]?.number, let height = size["height"]?.number {
            return SwiftLayoutProgram.value(Rect(origin: .zero, size: Size(width: width, height: height)))
        }
        if space == "global", let frame = fields[Self.proxyGlobalFrame] { return frame }
        return try placeholder("GeometryProxy.frame(in: .\(space))", at: call)
    }
}

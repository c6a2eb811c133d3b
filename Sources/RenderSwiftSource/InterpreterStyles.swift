import SwiftSyntax
import RenderLayout
import RenderScene

/// Custom styles: a `ButtonStyle`, `LabelStyle`, `ToggleStyle` or `ProgressViewStyle` struct the
/// file declares, given to `.buttonStyle(…)`, `.labelStyle(…)`, `.toggleStyle(…)` or
/// `.progressViewStyle(…)` (also as `.myStyle` from `extension ButtonStyle where Self == MyStyle`).
///
/// 1. Each control of that kind inside the modified view, down to one that a nearer style
///    modifier reaches first, is replaced by what the style's `makeBody(configuration:)` returns,
///    as SwiftUI draws a control with a custom style by its body alone.
/// 2. The configuration holds the control's parts as views and values: a Button's `label`
///    (its title as a Text, or its label view), `isPressed` false (a render is at rest) and
///    `role`; a Label's `title` and `icon`; a Toggle's `label` and `isOn` (also `$isOn`); a
///    ProgressView's `fractionCompleted` (nil when indeterminate) and `label`.
/// 3. `ProgressView(configuration)`, `Label(configuration)`, `Toggle(configuration)`,
///    `GroupBox(configuration)` inside `makeBody` draw the control the configuration was made
///    from, as the style around the custom one draws it (Apple: `ProgressView.init(_:)` "is
///    useful for custom progress view styles that only modify the current progress view
///    style"): the control's own arguments without its modifiers, at the call's location. A
///    custom style further out restyles it, as SwiftUI composes such styles.
/// 4. An app's own `TextFieldStyle` (a module type conforming to it, or `.compound(…)` from
///    `extension TextFieldStyle where Self == CompoundTextFieldStyle`, as compound-ios declares)
///    restyles each `TextField` and `SecureField` inside as step 1 does, by its
///    `_body(configuration:)` (SwiftUI's underscored requirement, which real styles implement).
///    Its `configuration` is the field itself (SwiftUI passes `TextField<_Label>`, a view; decision:
///    it exposes no parts, as SwiftUI's does not): the field's title, text and prompt drawn in the
///    plain style, without the field's own modifiers, which apply around what the style makes.
///    A style the renderer cannot make, or whose body it cannot run, is left out with a located
///    warning giving the reason, and the fields keep the automatic style (`--strict`: an error).
extension Interpreter {
    /// Step 4: the views with an app's own `TextFieldStyle` applied; nil when the modifier's
    /// argument is no such style (a shipped style, decoded as usual).
    package func customTextFieldStyle(_ name: String, on views: [ViewJSON], _ arguments: [CallArgument], at call: FunctionCallExprSyntax) throws(SceneError) -> SwiftValue? {
        guard name == "textFieldStyle", arguments.count == 1 else { return nil }
        var value = arguments[0].value
        var styleName: String?
        let here = call.calledExpression.as(MemberAccessExprSyntax.self).map { Syntax($0.period) } ?? Syntax(call)
        do throws(SceneError) {
            switch value {
            case .instance(let style) where style.type.conforms(to: "TextFieldStyle"): styleName = style.type.name
            case .symbol(let symbol) where symbol.type == nil && symbol.steps.count == 1:
                let member = symbol.last
                // `.compound` / `.compound(.raised, labelText: …)` of `extension TextFieldStyle where Self == …`.
                if symbol.steps[0].arguments == nil, let expression = program.statics(at: call)["TextFieldStyle"]?[member] {
                    styleName = "." + member
                    value = try evaluateStatic("TextFieldStyle", member, expression)
                } else if program.builtinFunctions["TextFieldStyle"]?[member] != nil {
                    styleName = "." + member
                    value = try extensionStaticFunction(member, of: "TextFieldStyle", symbol.steps[0].arguments ?? [], at: call) ?? value
                }
            default: break
            }
            guard let styleName else { return nil }
            guard case .instance(let style) = value, let body = style.type.methods["_body"] else {
                return try leftOutTextFieldStyle(styleName, views, "the renderer cannot make it", here)
            }
            var result: [ViewJSON] = []
            for view in views {
                let restyled = try restyle(view.json, control: "TextField", modifier: name, style: style, makeBody: body, at: call)
                guard let made = Self.viewJSON(restyled) else { throw fail("\(style.type.name) made no view", call) }
                result.append(made)
            }
            return .views(result)
        } catch {
            // A style whose making or body the renderer cannot run is left out, as before this rule.
            guard let styleName, !strict, !error.stopsTheRender else { throw error }
            return try leftOutTextFieldStyle(styleName, views, error.message, here)
        }
    }

    private func leftOutTextFieldStyle(_ styleName: String, _ views: [ViewJSON], _ reason: String, _ here: Syntax) throws(SceneError) -> SwiftValue {
        if strict { throw fail("unsupported: the custom text field style \(styleName): \(reason) (--strict makes a placeholder an error)", here) }
        warn("left out .textFieldStyle(\(styleName)): an app's own TextFieldStyle whose _body(configuration:) the renderer cannot run (\(reason)); the text fields keep the automatic style",
             at: program.location(here))
        return .views(views)
    }

    private static let styledControls = ["buttonStyle": "Button", "labelStyle": "Label", "toggleStyle": "Toggle",
                                         "progressViewStyle": "ProgressView", "groupBoxStyle": "GroupBox"]

    /// Step 1: the views with the style applied; nil when the modifier's argument is no style
    /// the file declares (a shipped style, decoded as usual).
    package func customStyle(_ name: String, on views: [ViewJSON], _ arguments: [CallArgument], at call: FunctionCallExprSyntax) throws(SceneError) -> SwiftValue? {
        guard let control = Self.styledControls[name], arguments.count == 1 else { return nil }
        var value = arguments[0].value
        // `.myStyle` from `extension ButtonStyle where Self == MyStyle { static var myStyle: … }`.
        if case .symbol(let symbol) = value, symbol.type == nil, symbol.steps.count == 1,
           let expression = program.statics(at: call)[control + "Style"]?[symbol.last] {
            value = try evaluateStatic(control + "Style", symbol.last, expression)
        }
        guard case .instance(let style) = value, let makeBody = style.type.methods["makeBody"] else {
            // A shipped style: the controls inside keep it, whatever custom style is outside.
            for view in views { shield(view.json, control: control, modifier: name) }
            return nil
        }
        var result: [ViewJSON] = []
        for view in views {
            let restyled = try restyle(view.json, control: control, modifier: name, style: style, makeBody: makeBody, at: call)
            guard let made = Self.viewJSON(restyled) else { throw fail("\(style.type.name) made no view", call) }
            result.append(made)
        }
        return .views(result)
    }

    private static func key(_ modifier: String, _ location: SourceLocation) -> String { "\(modifier)@\(location)" }

    /// Whether a view of `type` is a control `control`'s style restyles: a text field style
    /// styles `SecureField`s too.
    private static func isStyled(_ type: String, _ control: String) -> Bool {
        type == control || (control == "TextField" && type == "SecureField")
    }

    private func shield(_ node: JSONNode, control: String, modifier: String) {
        switch node.value {
        case .object(let members):
            if let view = Self.viewJSON(node), view.type == control { shieldedControls.insert(Self.key(modifier, view.location)) }
            for member in members where member.key != "modifiers" { shield(member.value, control: control, modifier: modifier) }
        case .array(let items):
            for item in items { shield(item, control: control, modifier: modifier) }
        default: break
        }
    }

    private func restyle(_ node: JSONNode, control: String, modifier: String, style: Instance, makeBody: [FunctionDeclSyntax],
                         at call: FunctionCallExprSyntax) throws(SceneError) -> JSONNode {
        switch node.value {
        case .object(let members):
            if let view = Self.viewJSON(node) {
                // A nearer `.buttonStyle(.bordered)` decides for what is inside it.
                if view.modifiers.contains(where: { $0[modifier] != nil }) { return node }
                if Self.isStyled(view.type, control), !shieldedControls.contains(Self.key(modifier, view.location)) {
                    let configuration = try self.configuration(of: view, control: control)
                    let body = try callFunction(makeBody, [CallArgument(label: "configuration", value: configuration, location: view.location)],
                                                selfInstance: style, selfView: nil, at: call)
                    var made = try views(from: body, at: view.location)
                    if made.count != 1 {
                        var stack = ViewJSON(type: "VStack", location: view.location)
                        stack.members = [("children", JSONNode(value: .array(made.map(\.json)), location: view.location))]
                        made = [stack]
                    }
                    // The control's own modifiers apply to what the style made.
                    made[0].modifiers += view.modifiers
                    return made[0].json
                }
            }
            var changed: [(key: String, value: JSONNode)] = []
            for member in members {
                changed.append((member.key, member.key == "modifiers" ? member.value
                                : try restyle(member.value, control: control, modifier: modifier, style: style, makeBody: makeBody, at: call)))
            }
            return JSONNode(value: .object(changed), location: node.location)
        case .array(let items):
            var changed: [JSONNode] = []
            for item in items { changed.append(try restyle(item, control: control, modifier: modifier, style: style, makeBody: makeBody, at: call)) }
            return JSONNode(value: .array(changed), location: node.location)
        default:
            return node
        }
    }

    /// The configuration's hidden field holding the control it was made from (step 3); no Swift
    /// name can read it.
    private static let controlField = "#control"

    /// Step 3: the control `X(configuration)` draws; nil for any other call.
    package func styleConfigurationControl(_ name: String, _ arguments: [CallArgument], at call: some SyntaxProtocol) -> SwiftValue? {
        guard arguments.count == 1, arguments[0].label == nil, case .record(let type, let fields) = arguments[0].value,
              type == name + "StyleConfiguration", case .views(let controls)? = fields[Self.controlField],
              let control = controls.first else { return nil }
        var view = ViewJSON(type: control.type, location: program.location(call))
        view.members = control.members
        return .views([view])
    }

    /// Step 2.
    private func configuration(of view: ViewJSON, control: String) throws(SceneError) -> SwiftValue {
        let configuration = try fields(of: view, control: control)
        guard case .record(let type, var fields) = configuration else { return configuration }
        var bare = view
        bare.modifiers = []
        fields[Self.controlField] = .views([bare])
        return .record(type, fields)
    }

    private func fields(of view: ViewJSON, control: String) throws(SceneError) -> SwiftValue {
        func member(_ key: String) -> JSONNode? { view.members.first { $0.key == key }?.value }
        func text(_ key: String) -> SwiftValue? {
            guard let title = member(key) else { return nil }
            var text = ViewJSON(type: "Text", location: view.location)
            text.members = [("text", title)]
            return .views([text])
        }
        func viewMember(_ key: String) -> SwiftValue? {
            guard let node = member(key) else { return nil }
            if case .array(let items) = node.value { return .views(items.compactMap(Self.viewJSON)) }
            return Self.viewJSON(node).map { .views([$0]) }
        }
        switch control {
        case "TextField":
            // Step 4: the field itself, as SwiftUI passes `TextField<_Label>`, drawn plain (the
            // style draws its box around it), without the field's own modifiers (they apply to
            // what the style makes).
            var bare = view
            bare.modifiers = [JSONNode(value: .object([("textFieldStyle", JSONNode(value: .string("plain"), location: view.location))]), location: view.location)]
            return .views([bare])
        case "Button":
            var fields: [String: SwiftValue] = ["label": text("title") ?? viewMember("label") ?? .views([]), "isPressed": .bool(false), "role": .null]
            if case .string(let role)? = member("role")?.value { fields["role"] = .symbol(Symbol(type: nil, steps: [.init(name: role, arguments: nil)])) }
            return .record("ButtonStyleConfiguration", fields)
        case "Label":
            // `Label("Orders", systemImage: "shippingbox")`, or `Label { Text(…) } icon: { Image.donutSymbol }`
            // whose title and icon are views (Food Truck's `TruckDonutsCard`).
            if let symbol = member("systemImage") {
                var icon = ViewJSON(type: "Image", location: view.location)
                icon.members = [("systemName", symbol)]
                return .record("LabelStyleConfiguration", ["title": text("title") ?? .views([]), "icon": .views([icon])])
            }
            let title: SwiftValue?
            if case .string? = member("title")?.value { title = text("title") } else { title = viewMember("title") }
            return .record("LabelStyleConfiguration", ["title": title ?? .views([]), "icon": viewMember("icon") ?? .views([])])
        case "Toggle":
            var isOn = false
            if case .bool(let flag)? = member("isOn")?.value { isOn = flag }
            return .record("ToggleStyleConfiguration", ["label": text("title") ?? viewMember("label") ?? .views([]),
                                                        "isOn": .bool(isOn), "$isOn": .bool(isOn)])
        case "ProgressView":
            var fraction: SwiftValue = .null
            if case .number(let value)? = member("value")?.value { fraction = .double(value) }
            return .record("ProgressViewStyleConfiguration", ["fractionCompleted": fraction, "label": .null, "currentValueLabel": .null])
        default:
            return .record("\(control)StyleConfiguration", ["label": viewMember("label") ?? .views([]), "content": viewMember("content") ?? viewMember("children") ?? .views([])])
        }
    }

    /// A view's scene JSON back as a `ViewJSON`, for code that works on built views.
    static func viewJSON(_ node: JSONNode) -> ViewJSON? {
        guard case .object(let members) = node.value, let typeNode = members.first(where: { $0.key == "type" }),
              case .string(let type) = typeNode.value.value else { return nil }
        var view = ViewJSON(type: type, location: node.location)
        for member in members where member.key != "type" {
            if member.key == "modifiers", case .array(let modifiers) = member.value.value {
                view.modifiers = modifiers
            } else {
                view.members.append(member)
            }
        }
        return view
    }
}

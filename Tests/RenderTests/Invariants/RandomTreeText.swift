import Foundation
@testable import RenderLayout
@testable import RenderScene

/// A random tree as the two texts a user writes: a JSON scene and a SwiftUI file.
///
/// The JSON is what the table says each call stands for (`Vocabulary.Overload.build`, the
/// property modifiers merged into their view, `accessibilityIdentifier` as `id`), so the Swift
/// front end must reach the same tree by reading the Swift text.
extension RandomView {
    private static let here = SourceLocation(line: 1, column: 1)
    private static func node(_ value: JSONNode.Value) -> JSONNode { JSONNode(value: value, location: here) }

    /// The view's JSON object (a scene root or a child).
    var json: JSONNode {
        if name == "ForEach" {
            guard case .value(_, let range?)? = arguments[0], case .view(let child)? = arguments[2] else { return Self.node(.null) }
            return Self.node(.object([("type", Self.node(.string("ForEach"))), ("range", Self.node(range)), ("content", child.json)]))
        }
        let overload = entry.overloads[overload]
        let built = overload.build(arguments.map { $0?.json }, location: Self.here)
        var members: [(key: String, value: JSONNode)] = [("type", Self.node(.string(name)))]
        if case .object(let fields) = built.value { members += fields }
        var modifierNodes: [JSONNode] = []
        for modifier in modifiers {
            let entry = modifier.entry
            let value = entry.overloads[modifier.overload].build(modifier.arguments.map { $0?.json }, location: Self.here)
            if RandomTreeGenerator.propertyModifiers.contains(modifier.name), case .object(let fields) = value.value {
                for field in fields {
                    members.removeAll { $0.key == field.key }
                    members.append(field)
                }
                continue
            }
            let key = modifier.name == "accessibilityIdentifier" ? "id" : modifier.name
            modifierNodes.append(Self.node(.object([(key, value)])))
        }
        if !modifierNodes.isEmpty { members.append(("modifiers", Self.node(.array(modifierNodes)))) }
        return Self.node(.object(members))
    }

    /// The scene file: `{"root": …}` and nothing else, so the proposal comes from the options.
    var sceneJSON: String {
        JSONOutput.scene(Self.node(.object([("root", json)])))
    }

    /// The view as a SwiftUI expression.
    func swift(indent: String = "") -> String {
        if name == "ForEach" {
            guard case .value(let range, _)? = arguments[0], case .view(let child)? = arguments[2] else { return "EmptyView()" }
            return "ForEach(\(range), id: \\.self) { _ in\n\(indent)    \(child.swift(indent: indent + "    "))\n\(indent)}"
                + Self.modifierText(modifiers, indent: indent)
        }
        let parameters = entry.overloads[overload].parameters
        // A colour as a view is written `Color.red`, as SwiftUI code does.
        if name == "Color", case .value(let swift, _)? = arguments.first, swift.hasPrefix(".") {
            return "Color" + swift + Self.modifierText(modifiers, indent: indent)
        }
        return Self.call(name, parameters, arguments, indent: indent) + Self.modifierText(modifiers, indent: indent)
    }

    static func modifierText(_ modifiers: [RandomModifier], indent: String) -> String {
        modifiers.map { modifier in
            "\n\(indent)    ." + call(modifier.name, modifier.entry.overloads[modifier.overload].parameters, modifier.arguments,
                                      indent: indent + "    ")
        }.joined()
    }

    /// `Name(label: value, …) { trailing }`: the last argument a closure of views is written as
    /// a trailing closure, as SwiftUI code does.
    static func call(_ name: String, _ parameters: [Vocabulary.Parameter], _ arguments: [RandomArgument?], indent: String) -> String {
        // `.background(Color.red)` is SwiftUI's ShapeStyle overload (a Color is a style too, and
        // a style fills the safe area): a Color meant as the view behind is written in the
        // closure form, `.background(alignment: …) { Color.red }`, as the content overload reads.
        if ["background", "overlay"].contains(name),
           let index = parameters.firstIndex(where: { $0.label == "_" && $0.kind == .view }), index < arguments.count,
           case .view(let view)? = arguments[index], view.name == "Color", view.modifiers.isEmpty {
            var rest = arguments
            rest[index] = nil
            let head = call(name, parameters, rest, indent: indent)
            return (head.hasSuffix("()") ? String(head.dropLast(2)) : head) + " {\n\(indent)    \(view.swift(indent: indent + "    "))\n\(indent)}"
        }
        var given: [(Vocabulary.Parameter, RandomArgument)] = []
        for (parameter, argument) in zip(parameters, arguments) { if let argument { given.append((parameter, argument)) } }
        // A trailing closure fills the first closure parameter after the last argument in
        // parentheses (Swift's forward scan): only when no closure parameter left out comes
        // between may the last argument be written as one.
        let lastGiven = arguments.lastIndex { $0 != nil } ?? 0
        let previousGiven = arguments[..<lastGiven].lastIndex { $0 != nil } ?? -1
        let skippedClosure = parameters[(previousGiven + 1)..<lastGiven].contains { [.content, .view, .action, .guideClosure, .lengthClosure].contains($0.kind) }
        var trailing: String?
        if !skippedClosure, let last = given.last, [.content, .view].contains(last.0.kind), last.0.label != "_",
           !viewValues.contains("\(name).\(last.0.label)") {
            trailing = closure(last.1, indent: indent)
            given.removeLast()
        }
        let list = given.map { parameter, argument in
            (parameter.label == "_" ? "" : parameter.label + ": ")
                + (viewValues.contains("\(name).\(parameter.label)") ? closureless(argument, indent: indent) : expression(parameter, argument, indent: indent))
        }.joined(separator: ", ")
        var text = name
        if !list.isEmpty || trailing == nil { text += "(\(list))" }
        if let trailing { text += " " + trailing }
        return text
    }

    /// View parameters SwiftUI takes as a view value, not a `@ViewBuilder` closure:
    /// `navigationBarItems(leading: EditButton(), trailing: Button(…))`.
    static let viewValues: Set<String> = ["navigationBarItems.leading", "navigationBarItems.trailing"]

    static func closureless(_ argument: RandomArgument, indent: String) -> String {
        if case .view(let view) = argument { return view.swift(indent: indent) }
        return closure(argument, indent: indent)
    }

    static func expression(_ parameter: Vocabulary.Parameter, _ argument: RandomArgument, indent: String) -> String {
        switch argument {
        case .value(let swift, _): return swift
        case .view(let view) where parameter.label == "_" || parameter.kind == .shape: return view.swift(indent: indent)
        default: return closure(argument, indent: indent)
        }
    }

    static func closure(_ argument: RandomArgument, indent: String) -> String {
        let views: [RandomView]
        switch argument {
        case .value(let swift, _): return swift
        case .view(let view): views = [view]
        case .content(let children): views = children
        }
        if views.isEmpty { return "{ }" }
        return "{\n" + views.map { "\(indent)    " + $0.swift(indent: indent + "    ") + "\n" }.joined() + "\(indent)}"
    }

    /// The file the Swift front end reads: one `#Preview` of the tree.
    var swiftFile: String { "import SwiftUI\n\n#Preview {\n    \(swift(indent: "    "))\n}\n" }
}

extension RandomArgument {
    var json: JSONNode? {
        let here = SourceLocation(line: 1, column: 1)
        switch self {
        case .value(_, let json): return json.map { JSONNode(value: $0, location: here) }
        case .view(let view): return view.json
        case .content(let views): return JSONNode(value: .array(views.map(\.json)), location: here)
        }
    }
}

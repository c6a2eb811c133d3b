import SwiftSyntax
import RenderLayout

import RenderScene

/// `GridItem(.adaptive(minimum: 80), spacing: 4, alignment: .leading)` as a value, and an array
/// of them as a lazy grid's `columns`/`rows` JSON (docs/scene-format.md, "Views", on grid items).
extension Interpreter {
    /// `GridItem(_ size: GridItem.Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil)`.
    package func gridItem(_ arguments: [CallArgument], at call: FunctionCallExprSyntax) throws(SceneError) -> SwiftValue {
        var arguments = arguments
        // `spacing: .grid(4)` of the app's `extension CGFloat { static func grid(_:) }`.
        for index in arguments.indices where arguments[index].label == "spacing" {
            if case .symbol(let symbol) = arguments[index].value, let number = try numericImplicitMember(symbol, at: call) {
                arguments[index].value = number
            }
        }
        return try gridItem(arguments) { fail($0, call) }
    }

    /// The same, its errors made by `failure` (`[.init(.adaptive(minimum: 300))]` has no call
    /// of `GridItem` to point at, only its place).
    package func gridItem(_ arguments: [CallArgument], failure: (String) -> SceneError) throws(SceneError) -> SwiftValue {
        // `.adaptive(minimum: DeviceUtil.isPadWidth ? 100 : 80)` of a width the renderer does not
        // know: the item is that unknown value, and a grid of it a named placeholder
        // (`InterpreterUnknownArguments` step 2), not an error.
        if let unknown = Self.placeholderArgument(arguments) { return .placeholder(unknown) }
        var fields: [String: SwiftValue] = ["size": .string("flexible")]
        for (index, argument) in arguments.enumerated() {
            switch argument.label {
            case nil where index == 0:
                guard case .symbol(let symbol) = argument.value, symbol.steps.count == 1,
                      ["fixed", "flexible", "adaptive"].contains(symbol.last) else {
                    throw failure("GridItem's size is .fixed(_:), .flexible(minimum:maximum:) or .adaptive(minimum:maximum:); found \(argument.value.typeName)")
                }
                fields["size"] = .string(symbol.last)
                for inner in symbol.steps[0].arguments ?? [] {
                    let label = inner.label ?? (symbol.last == "fixed" ? "fixed" : "")
                    guard ["fixed", "minimum", "maximum"].contains(label), (label == "fixed") == (symbol.last == "fixed") else {
                        throw failure("GridItem.Size.\(symbol.last) takes \(symbol.last == "fixed" ? "one length" : "minimum: and maximum:")")
                    }
                    guard let number = inner.value.number else { throw failure("GridItem.Size.\(symbol.last): \(label) needs a number") }
                    fields[label] = .double(number)
                }
                if symbol.last == "fixed" && fields["fixed"] == nil { throw failure("GridItem.Size.fixed needs a length") }
                if symbol.last == "adaptive" && fields["minimum"] == nil { throw failure("GridItem.Size.adaptive needs minimum:") }
            case "spacing"?:
                if case .null = argument.value { continue }
                guard let number = argument.value.number else { throw failure("GridItem's spacing needs a number") }
                fields["spacing"] = .double(number)
            case "alignment"?:
                if case .null = argument.value { continue }
                fields["alignment"] = argument.value
            default:
                throw failure("GridItem takes (_ size:, spacing:, alignment:)")
            }
        }
        return .record("GridItem", fields)
    }

    /// `[GridItem]` as the JSON array of grid items; nil when the value is not one.
    package func gridItems(_ value: SwiftValue, at location: SourceLocation) throws(SceneError) -> JSONNode? {
        func node(_ value: JSONNode.Value) -> JSONNode { JSONNode(value: value, location: location) }
        func number(_ value: Double) -> JSONNode { node(value.isFinite ? .number(value) : .string("infinity")) }
        guard case .array(let elements) = value else { return nil }
        var items: [JSONNode] = []
        for var element in elements {
            // `columns: [.init(.adaptive(minimum: 300))]`: `.init` of the parameter's GridItem.
            if case .symbol(let symbol) = element, symbol.type == nil || symbol.type == "GridItem", symbol.steps.count == 1, symbol.last == "init" {
                element = try gridItem(symbol.steps[0].arguments ?? []) { program.error($0, location: location) }
            }
            guard case .record("GridItem", let fields) = element, case .string(let size)? = fields["size"] else { return nil }
            var members: [(key: String, value: JSONNode)] = []
            if size == "fixed", let length = fields["fixed"]?.number {
                members.append(("fixed", number(length)))
            } else {
                var range: [(key: String, value: JSONNode)] = []
                for key in ["minimum", "maximum"] { if let bound = fields[key]?.number { range.append((key, number(bound))) } }
                members.append((size, node(.object(range))))
            }
            if let spacing = fields["spacing"]?.number { members.append(("spacing", number(spacing))) }
            if let alignment = fields["alignment"] {
                guard let json = try json(CallArgument(label: "alignment", value: alignment, location: location), as: .alignment) else { return nil }
                members.append(("alignment", json))
            }
            items.append(node(.object(members)))
        }
        return node(.array(items))
    }
}

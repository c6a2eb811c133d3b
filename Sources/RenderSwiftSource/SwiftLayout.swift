import SwiftSyntax
import RenderLayout

import RenderScene

/// `struct MyLayout: Layout` run by the interpreter: SwiftUI's `Layout` requirements called on
/// an instance of the file's struct, with `ProposedViewSize`, `Subviews`, `CGRect` and the
/// `inout cache` as Swift values.
///
/// 1. `makeCache(subviews:)` if the struct has one; otherwise the cache is `()`.
/// 2. `sizeThatFits(proposal:subviews:cache:)` and `placeSubviews(in:proposal:subviews:cache:)`
///    run with their arguments bound by label; what the body leaves in `cache` is kept.
/// 3. `explicitAlignment(of:in:proposal:subviews:cache:)` runs the overload for the guide's
///    axis (HorizontalAlignment or VerticalAlignment), when the struct has one.
package final class SwiftLayoutProgram: CustomLayoutProgram, @unchecked Sendable {
    package let interpreter: Interpreter
    package let instance: Instance
    package let location: SourceLocation

    package init(interpreter: Interpreter, instance: Instance, location: SourceLocation) {
        self.interpreter = interpreter
        self.instance = instance
        self.location = location
    }

    private var type: TypeDecl { instance.type }

    package func makeCache(subviews: [CustomSubview], cache: CustomLayoutCache) throws(SceneError) {
        guard let function = type.methods["makeCache"]?.first else {
            cache.value = SwiftValue.void
            return
        }
        cache.value = try call(function, ["subviews": Self.subviewsValue(subviews)], cache: nil)
    }

    package func sizeThatFits(proposal: ProposedViewSize, subviews: [CustomSubview], cache: CustomLayoutCache) throws(SceneError) -> Size {
        guard let function = type.methods["sizeThatFits"]?.first else {
            throw interpreter.program.error("\(type.name) has no sizeThatFits(proposal:subviews:cache:)", location: type.location)
        }
        let result = try call(function, ["proposal": Self.value(proposal), "subviews": Self.subviewsValue(subviews)], cache: cache)
        return try interpreter.size(from: result, at: function)
    }

    package func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: [CustomSubview], cache: CustomLayoutCache) throws(SceneError) {
        guard let function = type.methods["placeSubviews"]?.first else {
            throw interpreter.program.error("\(type.name) has no placeSubviews(in:proposal:subviews:cache:)", location: type.location)
        }
        _ = try call(function, ["in": Self.value(bounds), "proposal": Self.value(proposal), "subviews": Self.subviewsValue(subviews)],
                     cache: cache)
    }

    package func implementsExplicitAlignment(for axis: Axis) -> Bool {
        explicitAlignmentFunction(for: axis) != nil
    }

    private func explicitAlignmentFunction(for axis: Axis) -> FunctionDeclSyntax? {
        let axisType = axis == .horizontal ? "HorizontalAlignment" : "VerticalAlignment"
        return type.methods["explicitAlignment"]?.first(where: {
            $0.signature.parameterClause.parameters.first?.type.trimmedDescription.contains(axisType) == true
        })
    }

    package func explicitAlignment(of key: AlignmentKey, in bounds: Rect, proposal: ProposedViewSize,
                           subviews: [CustomSubview], cache: CustomLayoutCache) throws(SceneError) -> Double? {
        guard let function = explicitAlignmentFunction(for: key.axis) else { return nil }
        let guide: SwiftValue
        switch key {
        case .horizontal(let alignment): guide = .symbol(Symbol(type: "HorizontalAlignment", steps: [Symbol.Step(name: alignment.rawValue, arguments: nil)]))
        case .vertical(let alignment): guide = .symbol(Symbol(type: "VerticalAlignment", steps: [Symbol.Step(name: alignment.rawValue, arguments: nil)]))
        }
        let result = try call(function, ["of": guide, "in": Self.value(bounds), "proposal": Self.value(proposal),
                                         "subviews": Self.subviewsValue(subviews)], cache: cache)
        if case .null = result { return nil }
        guard let number = result.number else {
            throw interpreter.program.error("explicitAlignment must return a CGFloat or nil, found \(result.typeName)", location: interpreter.program.location(function))
        }
        return number
    }

    /// Runs one requirement: arguments by label, `cache` in and out.
    private func call(_ function: FunctionDeclSyntax, _ arguments: [String: SwiftValue], cache: CustomLayoutCache?) throws(SceneError) -> SwiftValue {
        guard let body = function.body else { return .void }
        let scope = Scope(parent: nil, selfInstance: instance)
        var cacheName: String?
        for parameter in function.signature.parameterClause.parameters {
            let label = parameter.firstName.text
            let name = (parameter.secondName ?? parameter.firstName).text
            if label == "cache" {
                cacheName = name
                scope.define(name, (cache?.value as? SwiftValue) ?? .void)
            } else if let value = arguments[label] {
                if name != "_" { scope.define(name, value) }
            } else if let defaultValue = parameter.defaultValue {
                scope.define(name, try interpreter.evaluate(defaultValue.value, scope))
            }
        }
        let result = try interpreter.atLayoutTime { () throws(SceneError) -> SwiftValue in
            try interpreter.nested(function) { () throws(SceneError) -> SwiftValue in
                try interpreter.runBody(body.statements, scope, asViews: false, at: function)
            }
        }
        if let cache, let cacheName { cache.value = scope.lookup(cacheName) ?? .void }
        return result
    }

    // MARK: - Geometry as Swift values

    package static func subviewsValue(_ subviews: [CustomSubview]) -> SwiftValue {
        .array(subviews.map { .subview($0) })
    }

    package static func value(_ proposal: ProposedViewSize) -> SwiftValue {
        .record("ProposedViewSize", ["width": proposal.width.map { .double($0) } ?? .null,
                                     "height": proposal.height.map { .double($0) } ?? .null])
    }

    package static func value(_ size: Size) -> SwiftValue {
        .record("CGSize", ["width": .double(size.width), "height": .double(size.height)])
    }

    package static func value(_ point: Point) -> SwiftValue {
        .record("CGPoint", ["x": .double(point.x), "y": .double(point.y)])
    }

    package static func value(_ rect: Rect) -> SwiftValue {
        .record("CGRect", ["origin": value(rect.origin), "size": value(rect.size)])
    }

    package static func value(_ insets: EdgeInsets) -> SwiftValue {
        .record("EdgeInsets", ["top": .double(insets.top), "leading": .double(insets.leading),
                               "bottom": .double(insets.bottom), "trailing": .double(insets.trailing)])
    }
}

/// Geometry values the Layout protocol passes: conversions from what Swift code writes
/// (`.zero`, `.init(width:height:)`, `CGSize(…)`, `.unspecified`, `.topLeading`).
extension Interpreter {
    package func size(from value: SwiftValue, at node: some SyntaxProtocol) throws(SceneError) -> Size {
        let fields = try geometryFields(value, type: "CGSize", labels: ["width", "height"], at: node)
        return Size(width: fields[0] ?? 0, height: fields[1] ?? 0)
    }

    package func point(from value: SwiftValue, at node: some SyntaxProtocol) throws(SceneError) -> Point {
        let fields = try geometryFields(value, type: "CGPoint", labels: ["x", "y"], at: node)
        return Point(x: fields[0] ?? 0, y: fields[1] ?? 0)
    }

    package func proposal(from value: SwiftValue, at node: some SyntaxProtocol) throws(SceneError) -> ProposedViewSize {
        if case .symbol(let symbol) = value, symbol.steps.count == 1 {
            switch symbol.last {
            case "unspecified": return .unspecified
            case "zero": return .zero
            case "infinity": return .infinity
            default: break
            }
        }
        if case .record("CGSize", let fields) = value { return ProposedViewSize(width: fields["width"]?.number, height: fields["height"]?.number) }
        let fields = try geometryFields(value, type: "ProposedViewSize", labels: ["width", "height"], at: node)
        return ProposedViewSize(width: fields[0], height: fields[1])
    }

    /// `.topLeading` … `.bottomTrailing`, `.center`, `UnitPoint(x:y:)`: fractions of the size.
    package func unitPoint(from value: SwiftValue, at node: some SyntaxProtocol) throws(SceneError) -> (x: Double, y: Double) {
        let named: [String: (Double, Double)] = [
            "topLeading": (0, 0), "top": (0.5, 0), "topTrailing": (1, 0), "leading": (0, 0.5), "center": (0.5, 0.5),
            "trailing": (1, 0.5), "bottomLeading": (0, 1), "bottom": (0.5, 1), "bottomTrailing": (1, 1), "zero": (0, 0),
        ]
        if case .symbol(let symbol) = value, symbol.steps.count == 1, let point = named[symbol.last] { return point }
        let fields = try geometryFields(value, type: "UnitPoint", labels: ["x", "y"], at: node)
        return (fields[0] ?? 0, fields[1] ?? 0)
    }

    /// The named fields of a geometry value, which may be a record, `.zero` or `.init(…)`.
    private func geometryFields(_ value: SwiftValue, type: String, labels: [String], at node: some SyntaxProtocol) throws(SceneError) -> [Double?] {
        switch value {
        case .record(let name, let fields) where name == type || (type == "ProposedViewSize" && name == "CGSize"):
            return labels.map { fields[$0]?.number }
        case .symbol(let symbol) where symbol.steps.count == 1 && symbol.last == "zero":
            return labels.map { _ in 0 }
        case .symbol(let symbol) where symbol.steps.count == 1 && symbol.last == "init":
            var result: [Double?] = labels.map { _ in nil }
            for argument in symbol.steps[0].arguments ?? [] {
                guard let label = argument.label, let index = labels.firstIndex(of: label) else {
                    throw fail("\(type).init takes \(labels.map { $0 + ":" }.joined())", node)
                }
                if case .null = argument.value { continue }
                guard let number = argument.value.number else { throw fail("\(type).\(label) needs a number, found \(argument.value.typeName)", node) }
                result[index] = number
            }
            return result
        default:
            throw fail("expected a \(type), found \(value.typeName)", node)
        }
    }

    /// `var result: CGSize = .zero`: implicit members of geometry types become values.
    package func geometryValue(_ value: SwiftValue, as type: String, at node: some SyntaxProtocol) throws(SceneError) -> SwiftValue {
        guard case .symbol(let symbol) = value, symbol.type == nil || symbol.type == type, symbol.steps.count == 1 else { return value }
        switch type {
        case "CGSize": return SwiftLayoutProgram.value(try size(from: value, at: node))
        case "CGPoint": return SwiftLayoutProgram.value(try point(from: value, at: node))
        case "ProposedViewSize": return SwiftLayoutProgram.value(try proposal(from: value, at: node))
        default: return value
        }
    }

    // MARK: - Layout structs in view code

    /// `MyLayout(axis: .horizontal) { … }`: the custom layout as a container of the views.
    package func layoutView(_ instance: Instance, content: SwiftValue?, at node: some SyntaxProtocol) throws(SceneError) -> SwiftValue {
        let location = program.location(node)
        let children = try content.map { (value: SwiftValue) throws(SceneError) -> [ViewJSON] in try views(from: value, at: location) } ?? []
        let layout = CustomLayout(name: instance.type.name,
                                  program: SwiftLayoutProgram(interpreter: self, instance: instance, location: location))
        var view = ViewJSON(type: "CustomLayout", location: location)
        view.members = [("layout", JSONNode(value: .customLayout(layout), location: location)),
                        ("children", JSONNode(value: .array(children.map(\.json)), location: location))]
        return .views([view])
    }
}

import Foundation
import SwiftSyntax
import RenderLayout
import RenderScene

/// `Path` and custom `Shape`s.
///
/// 1. A `Path` is a value of its elements: `Path()`, `Path(rect)`, `Path(ellipseIn:)`,
///    `Path { path in … }` (the closure changes the `inout` path), and `move(to:)`,
///    `addLine(to:)`, `addLines(_:)`, `addQuadCurve(to:control:)`, `addCurve(to:control1:control2:)`,
///    `addArc(center:radius:startAngle:endAngle:clockwise:)`, `addRect(_:)`, `addEllipse(in:)`,
///    `closeSubpath()`; `addRoundedRect(in:cornerSize:style:)` and `Path(roundedRect:cornerRadius:)`
///    (`InterpreterRoundedRectPaths`). As a view it is the scene's `Path` (docs/scene-format.md), its arcs'
///    `clockwise` flipped to the screen's sense (SwiftUI names it in a y-up space).
/// 2. A struct conforming to `Shape` is a `Path` whose elements its `path(in:)` makes at layout
///    time for the rect its frame gets; it is run once now at 100 × 100, so what it cannot do
///    is an error before anything is drawn.
/// 3. `Path(path)` of a path value is it (`Path(UIBezierPath(roundedRect: …).cgPath)`,
///    `InterpreterBezierPaths`). A custom `Shape` whose `path(in:)` gives an unknown value (a
///    framework's path the renderer does not make, `UIBezierPath(arcCenter:…)`) is that
///    unknown value where a modifier is given it (`.clipShape(…)`): the modifier is left out
///    with its warning, as for any unknown argument.
extension Interpreter {
    /// Step 3: the unknown value the first custom shape among `arguments` makes, or nil.
    func unknownShapeArgument(_ arguments: [CallArgument]) throws(SceneError) -> Placeholder? {
        for argument in arguments {
            guard case .instance(let instance) = argument.value, instance.type.isShape,
                  let functions = instance.type.methods["path"] else { continue }
            let rect = SwiftLayoutProgram.value(Rect(origin: .zero, size: Size(width: 100, height: 100)))
            let made = try callFunction(functions, [CallArgument(label: "in", value: rect, location: argument.location)],
                                        selfInstance: instance, selfView: nil, at: Syntax(functions[0]))
            if case .placeholder(let unknown) = made { return unknown }
        }
        return nil
    }

    /// Step 1: `Path(…)`.
    package func makePath(_ arguments: [CallArgument], at call: FunctionCallExprSyntax) throws(SceneError) -> SwiftValue {
        let empty = SwiftValue.record("Path", ["elements": .array([])])
        switch (arguments.count, arguments.first?.label) {
        case (0, _): return empty
        case (1, nil) where arguments[0].isTrailingClosure:
            guard case .closure(let closure) = arguments[0].value else { break }
            // The closure's `inout` parameter, read back when it returns.
            let name = closure.parameters.first ?? "$0"
            let scope = Scope(parent: closure.scope)
            scope.define(name, empty)
            var ignored: [SwiftValue] = []
            _ = try nested(call) { () throws(SceneError) -> Flow in try execute(closure.body, scope, collecting: &ignored) }
            return scope.lookup(name) ?? empty
        case (1, nil):
            // `Path(UIBezierPath(…).cgPath)`: a path of a framework the renderer does not model
            // is that unknown value (a CGRect is a rectangle).
            if case .placeholder = arguments[0].value { return arguments[0].value }
            // `Path(UIBezierPath(…).cgPath)` of a path the renderer made (`InterpreterBezierPaths`).
            if case .record("Path", _) = arguments[0].value { return arguments[0].value }
            if case .symbol(let symbol) = arguments[0].value, let type = symbol.type, type != "CGRect" {
                return try placeholder("Path(\(type)…)", at: call)
            }
            return try pathAdding("addRect", to: empty, arguments, at: call)
        case (1, "ellipseIn"?):
            return try pathAdding("addEllipse", to: empty, [CallArgument(label: "in", value: arguments[0].value, location: arguments[0].location)], at: call)
        case (_, "roundedRect"?):
            if let elements = try roundedRectElements(arguments, rectLabel: "roundedRect", at: call) { return .record("Path", ["elements": .array(elements)]) }
        default: break
        }
        throw fail("Path takes nothing, a rect, ellipseIn:, roundedRect:cornerRadius: (or cornerSize:) or a closure { path in … }", call)
    }

    /// Step 1: `path.addLine(to:)` and the other mutating methods: the changed path; nil for a
    /// value that is no path.
    package func pathMutation(_ name: String, on base: SwiftValue, _ call: FunctionCallExprSyntax, _ scope: Scope) throws(SceneError) -> SwiftValue? {
        let mutating: Set<String> = ["move", "addLine", "addLines", "addQuadCurve", "addCurve", "addArc", "addRect", "addEllipse", "addRoundedRect", "closeSubpath"]
        guard case .record("Path", _) = base, mutating.contains(name) else { return nil }
        return try pathAdding(name, to: base, try arguments(of: call, scope), at: call)
    }

    private func pathAdding(_ name: String, to path: SwiftValue, _ arguments: [CallArgument], at call: FunctionCallExprSyntax) throws(SceneError) -> SwiftValue {
        guard case .record("Path", let fields) = path, case .array(var elements)? = fields["elements"] else { return path }
        let labels = arguments.map(\.label)
        func point(_ index: Int) throws(SceneError) -> [SwiftValue] {
            let p = try self.point(from: arguments[index].value, at: call)
            return [.double(p.x), .double(p.y)]
        }
        func rect(_ index: Int) throws(SceneError) -> [SwiftValue] {
            guard case .record("CGRect", let rectFields) = arguments[index].value, let r = Self.rect(rectFields) else {
                throw fail("\(name) takes a CGRect", call)
            }
            return [.double(r.origin.x), .double(r.origin.y), .double(r.size.width), .double(r.size.height)]
        }
        func element(_ kind: String, _ values: [SwiftValue]) { elements.append(.array([.string(kind)] + values)) }
        switch (name, labels) {
        case ("move", ["to"]): element("move", try point(0))
        case ("addLine", ["to"]): element("line", try point(0))
        case ("addLines", [nil]):
            for (index, value) in try self.elements(of: arguments[0].value, at: call).enumerated() {
                let p = try self.point(from: value, at: call)
                element(index == 0 ? "move" : "line", [.double(p.x), .double(p.y)])
            }
        case ("addQuadCurve", ["to", "control"]): element("quadCurve", try point(0) + point(1))
        case ("addCurve", ["to", "control1", "control2"]): element("curve", try point(0) + point(1) + point(2))
        case ("addArc", ["center", "radius", "startAngle", "endAngle", "clockwise"]):
            guard let radius = arguments[1].value.number, case .bool(let clockwise) = arguments[4].value else {
                throw fail("addArc takes a radius and clockwise: true or false", call)
            }
            // SwiftUI's `clockwise` is in a y-up space: on screen it is the other way round.
            element("arc", try point(0) + [.double(radius), .double(try degrees(arguments[2].value, at: call)),
                                            .double(try degrees(arguments[3].value, at: call)), .bool(!clockwise)])
        case ("addRect", [nil]): element("rect", try rect(0))
        case ("addEllipse", ["in"]): element("ellipse", try rect(0))
        case ("closeSubpath", []): element("close", [])
        default:
            if name == "addRoundedRect", let added = try roundedRectElements(arguments, rectLabel: "in", at: call) {
                elements += added
                break
            }
            throw fail("Path has no method \(name)(\(labels.map { ($0 ?? "_") + ":" }.joined())) the renderer knows (move, addLine, addLines, addQuadCurve, addCurve, addArc, addRect, addEllipse, addRoundedRect(in:cornerSize:style:), closeSubpath)", call)
        }
        guard elements.count <= PathView.maxElements else { throw fail("a Path has at most \(PathView.maxElements) elements", call) }
        return .record("Path", ["elements": .array(elements)])
    }

    /// `.degrees(90)`, `.radians(.pi)`, `Angle(degrees: 45)`: degrees.
    package func degrees(_ value: SwiftValue, at node: some SyntaxProtocol) throws(SceneError) -> Double {
        if case .symbol(let symbol) = value, let step = symbol.steps.last, let argument = step.arguments?.first, let number = argument.value.number {
            switch (step.name, argument.label) {
            case ("degrees", nil), ("init", "degrees"?): return number
            case ("radians", nil), ("init", "radians"?): return number * 180 / .pi
            default: break
            }
        }
        if case .symbol(let symbol) = value, symbol.last == "zero" { return 0 }
        throw fail("expected an Angle such as .degrees(90), found \(value.typeName)", node)
    }

    /// `angle.degrees`, `angle.radians` of an `Angle` value; nil for other members.
    package func angleMember(_ name: String, of value: SwiftValue, at node: some SyntaxProtocol) throws(SceneError) -> SwiftValue? {
        guard name == "degrees" || name == "radians", case .symbol(let symbol) = value,
              symbol.type == "Angle" || (symbol.type == nil && ["degrees", "radians"].contains(symbol.last) && symbol.steps.count == 1) else { return nil }
        let degrees = try degrees(value, at: node)
        return .double(name == "degrees" ? degrees : degrees * .pi / 180)
    }

    /// `shape.rotation(.degrees(-90))`: the shape's outline turned about its frame's centre
    /// (SwiftUI's `RotatedShape`), so it stays a shape that `stroke` and `fill` take.
    package func rotatedShape(_ views: [ViewJSON], _ arguments: [CallArgument], at call: FunctionCallExprSyntax) throws(SceneError) -> SwiftValue? {
        guard views.count == 1, views[0].type == "Path", views[0].modifiers.isEmpty, let first = arguments.first, first.label == nil,
              arguments.count == 1 || (arguments.count == 2 && arguments[1].label == "anchor"),
              let elements = views[0].members.first(where: { $0.key == "elements" })?.value else { return nil }
        let angle = try degrees(first.value, at: call) * .pi / 180
        let anchor = arguments.count == 2 ? try unitPoint(from: arguments[1].value, at: call) : (x: 0.5, y: 0.5)
        let location = views[0].location
        let source: @Sendable (Double, Double) throws(SceneError) -> JSONNode
        if case .deferred(let body) = elements.value {
            source = { (width: Double, height: Double) throws(SceneError) -> JSONNode in try body.run(width: width, height: height) }
        } else {
            source = { (_: Double, _: Double) throws(SceneError) -> JSONNode in elements }
        }
        let body = DeferredView { (width: Double, height: Double) throws(SceneError) -> JSONNode in
            Self.rotate(try source(width, height), by: angle, about: Point(x: width * anchor.x, y: height * anchor.y), at: location)
        }
        if case .deferred(let inner) = elements.value { body.relocate = inner.relocate }
        var view = views[0]
        view.members = view.members.map { $0.key == "elements" ? ($0.key, JSONNode(value: .deferred(body), location: location)) : $0 }
        return .views([view])
    }

    /// Elements turned by `angle` (radians, clockwise on screen) about `center`; rects and
    /// ellipses become the lines and curves that outline them.
    private static func rotate(_ elements: JSONNode, by angle: Double, about center: Point, at location: SourceLocation) -> JSONNode {
        guard case .array(let steps) = elements.value else { return elements }
        func node(_ value: JSONNode.Value) -> JSONNode { JSONNode(value: value, location: location) }
        let c = cos(angle), s = sin(angle)
        func turn(_ x: Double, _ y: Double) -> [JSONNode] {
            let dx = x - center.x, dy = y - center.y
            return [node(.number(center.x + dx * c - dy * s)), node(.number(center.y + dx * s + dy * c))]
        }
        func step(_ kind: String, _ parts: [JSONNode]) -> JSONNode { node(.array([node(.string(kind))] + parts)) }
        var result: [JSONNode] = []
        for element in steps {
            guard case .array(let parts) = element.value, case .string(let kind)? = parts.first?.value else { continue }
            let n = parts.dropFirst().compactMap { if case .number(let v) = $0.value { return v } else { return nil } }
            switch kind {
            case "move", "line" where n.count == 2: result.append(step(kind, turn(n[0], n[1])))
            case "quadCurve" where n.count == 4: result.append(step(kind, turn(n[0], n[1]) + turn(n[2], n[3])))
            case "curve" where n.count == 6: result.append(step(kind, turn(n[0], n[1]) + turn(n[2], n[3]) + turn(n[4], n[5])))
            case "arc" where n.count == 5 && parts.count == 7:
                let shift = angle * 180 / .pi
                result.append(step(kind, turn(n[0], n[1]) + [node(.number(n[2])), node(.number(n[3] + shift)), node(.number(n[4] + shift)), parts[6]]))
            case "rect" where n.count == 4:
                let (x, y, w, h) = (n[0], n[1], n[2], n[3])
                result += [step("move", turn(x, y)), step("line", turn(x + w, y)), step("line", turn(x + w, y + h)), step("line", turn(x, y + h)),
                           step("close", [])]
            case "ellipse" where n.count == 4:
                // Four cubic quarter-curves (k = 0.5523, the usual circle approximation).
                let (rx, ry) = (n[2] / 2, n[3] / 2), (cx, cy) = (n[0] + n[2] / 2, n[1] + n[3] / 2), k = 0.5522847498
                result.append(step("move", turn(cx + rx, cy)))
                result.append(step("curve", turn(cx, cy + ry) + turn(cx + rx, cy + k * ry) + turn(cx + k * rx, cy + ry)))
                result.append(step("curve", turn(cx - rx, cy) + turn(cx - k * rx, cy + ry) + turn(cx - rx, cy + k * ry)))
                result.append(step("curve", turn(cx, cy - ry) + turn(cx - rx, cy - k * ry) + turn(cx - k * rx, cy - ry)))
                result.append(step("curve", turn(cx + rx, cy) + turn(cx + k * rx, cy - ry) + turn(cx + rx, cy - k * ry)))
                result.append(step("close", []))
            default: result.append(element)
            }
        }
        return node(.array(result))
    }

    /// Step 1: a path as the scene's `Path` view.
    package func pathView(_ value: SwiftValue, at location: SourceLocation) -> ViewJSON? {
        guard case .record("Path", let fields) = value, case .array(let elements)? = fields["elements"] else { return nil }
        var view = ViewJSON(type: "Path", location: location)
        view.members = [("elements", Self.elementsJSON(elements, at: location))]
        return view
    }

    package static func elementsJSON(_ elements: [SwiftValue], at location: SourceLocation) -> JSONNode {
        func node(_ value: JSONNode.Value) -> JSONNode { JSONNode(value: value, location: location) }
        return node(.array(elements.map { element in
            guard case .array(let parts) = element else { return node(.null) }
            return node(.array(parts.map { part in
                switch part {
                case .string(let text): return node(.string(text))
                case .bool(let flag): return node(.bool(flag))
                default: return node(.number(part.number ?? 0))
                }
            }))
        }))
    }

    /// Step 2: a custom Shape as a `Path` made for its frame.
    package func customShapeView(_ instance: Instance, at location: SourceLocation) throws(SceneError) -> [ViewJSON] {
        guard let functions = instance.type.methods["path"] else {
            throw program.error("\(instance.type.name) is a Shape without path(in:)", location: location)
        }
        let make: @Sendable (Double, Double) throws(SceneError) -> JSONNode = { [self] (width: Double, height: Double) throws(SceneError) -> JSONNode in
            let rect = SwiftLayoutProgram.value(Rect(origin: .zero, size: Size(width: width, height: height)))
            let made = try atLayoutTime { () throws(SceneError) -> SwiftValue in
                try callFunction(functions, [CallArgument(label: "in", value: rect, location: location)],
                                 selfInstance: instance, selfView: nil, at: Syntax(functions[0]))
            }
            guard case .record("Path", let fields) = made, case .array(let elements)? = fields["elements"] else {
                throw self.program.error("\(instance.type.name).path(in:) must return a Path, found \(made.typeName)", location: location)
            }
            return Self.elementsJSON(elements, at: location)
        }
        // Now, so an error shows before layout; the real sizes come at layout time.
        _ = try make(100, 100)
        let body = DeferredView { (width: Double, height: Double) throws(SceneError) -> JSONNode in try make(width, height) }
        let program = self.program
        body.relocate = { error in program.error(error.message, location: error.location) }
        var view = ViewJSON(type: "Path", location: location)
        view.members = [("elements", JSONNode(value: .deferred(body), location: location))]
        return [view]
    }
}

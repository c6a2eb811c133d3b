import Foundation
import SwiftSyntax
import RenderLayout
import RenderScene

/// `Canvas { context, size in … }` and its `GraphicsContext`: the closure runs at layout time
/// with the canvas's size, and what it draws is recorded as the scene's `Canvas` commands
/// (`CanvasView`); the painter draws them. Nothing here draws.
///
/// 1. The context is a value (`GraphicsContext` record): its transform, `opacity`, `blendMode`
///    and clips. `translateBy(x:y:)`, `scaleBy(x:y:)`, `rotate(by:)` change the transform (each
///    applied before the ones already there, as Core Graphics' `translateBy` does);
///    `clip(to:style:)` adds a clip under the current transform; `opacity` and `blendMode`
///    are properties the closure sets.
/// 2. `fill(_:with:style:)`, `stroke(_:with:lineWidth:)` / `stroke(_:with:style:)`,
///    `draw(_:at:anchor:)` and `draw(_:in:)` of an `Image`, a `Text` or what `resolve(_:)`
///    returned (the same view: the renderer resolves when it lays out) record one command
///    with the context's state. A shading is `.color(…)`, `.style(…)`, `.linearGradient(…)`
///    or `.radialGradient(…)` (their `CGPoint`s made unit points of the canvas's size);
///    `.conicGradient` and other shadings are left out with a located warning.
/// 3. `drawLayer { context in … }` runs its closure with a copy of the context: its commands
///    take the layer's opacity and blend mode with their own (decision: a layer is flattened,
///    which differs from SwiftUI's transparency layer only where its commands overlap under an
///    opacity below 1).
/// 4. `addFilter(_:)` and `withCGContext { cgContext in … }` (Core Graphics drawing, which the
///    renderer cannot run: its closure is not run) are left out with a located warning (the
///    rest is drawn).
/// 5. Each run of the closure records into its own list (`CanvasRecordings`), named by the
///    context it is given, which carries it into `drawLayer` and into the functions the closure
///    hands its context to; a context kept past its run records nothing. Two runs never mix
///    their commands, whatever order layout runs them in. The run is layout-time code, on its
///    own step meter (`atLayoutTime`).
/// 6. `Canvas { context, size in … } symbols: { … }` (lane fresh25d): the symbols closure is a
///    view builder run once; each view it makes is a symbol named by its `.tag(…)` (Apple's
///    `init(opaque:colorMode:rendersAsynchronously:renderer:symbols:)`: "Each child view of
///    symbols gets its own identifier, set by the tag(_:) modifier"), a `ForEach`'s views each
///    one. `context.resolveSymbol(id:)` is the view whose tag equals the id, without its tag,
///    or nil where none has it (Apple: "nil if the view has no symbol with the given
///    identifier"); `draw(_:at:anchor:)` and `draw(_:in:)` draw it as any other view
///    (step 2; a symbol that is an `Image` stretched to `draw(_:in:)`'s rect: a decision, Apple
///    does not say how a resolved symbol is sized).
extension Interpreter {
    package func canvas(_ arguments: [CallArgument], at call: FunctionCallExprSyntax) throws(SceneError) -> SwiftValue {
        let drawing = arguments.filter { $0.label != "symbols" }
        guard let renderer = drawing.last, case .closure(let closure) = renderer.value,
              arguments.allSatisfy({ [nil, "renderer", "opaque", "colorMode", "rendersAsynchronously", "symbols"].contains($0.label) }) else {
            return try placeholder("Canvas", at: call.calledExpression)
        }
        let location = program.location(call)
        let symbols = try canvasSymbols(arguments.first { $0.label == "symbols" }, at: call)
        let raised = LayoutTimeWarnings()
        let body = DeferredView { [self] (width: Double, height: Double) throws(SceneError) -> JSONNode in
          try atLayoutTime { () throws(SceneError) -> JSONNode in
            let before = warnings.count
            defer { if warnings.count > before { raised.add(warnings[before...]) } }
            // This run's commands, which its context carries (step 5).
            let recording = canvasRecordings.begin()
            defer { canvasRecordings.end(recording) }
            let context = Self.graphicsContext(size: Size(width: width, height: height), recording: recording, symbols: symbols)
            let size = SwiftValue.record("CGSize", ["width": .double(width), "height": .double(height)])
            let scope = Scope(parent: closure.scope)
            let names = closure.parameters.isEmpty ? ["$0", "$1"] : closure.parameters
            if names.count > 0, names[0] != "_" { scope.define(names[0], context) }
            if names.count > 1, names[1] != "_" { scope.define(names[1], size) }
            var ignored: [SwiftValue] = []
            _ = try nested(call) { () throws(SceneError) -> Flow in try execute(closure.body, scope, collecting: &ignored) }
            return JSONNode(value: .array(canvasRecordings.commands(of: recording)), location: location)
          }
        }
        let program = self.program
        body.relocate = { error in program.error(error.message, location: error.location) }
        // A dry run now, so what the closure cannot do shows before layout; its errors wait for
        // the real size (a closure may divide by the width), as a GeometryReader's do.
        _ = try? body.make(100, 100)
        raised.clear()
        body.layoutWarnings = raised
        var view = ViewJSON(type: "Canvas", location: location)
        view.members = [("commands", JSONNode(value: .deferred(body), location: location))]
        return .views([view])
    }

    private static func graphicsContext(size: Size, recording: Int, symbols: SwiftValue) -> SwiftValue {
        .record("GraphicsContext", [
            Self.symbols: symbols,
            "transform": .array(CanvasCommand.identity.map { .double($0) }), "opacity": .double(1), "blendMode": .symbol(Symbol(type: nil, steps: [.init(name: "normal", arguments: nil)])),
            "clips": .array([]), layerOpacity: .double(1), layerBlend: .string("normal"),
            canvasSize: .record("CGSize", ["width": .double(size.width), "height": .double(size.height)]),
            Self.recording: .int(recording),
        ])
    }

    private static let layerOpacity = "_layerOpacity", layerBlend = "_layerBlendMode", canvasSize = "_canvasSize", recording = "_recording"
    private static let symbols = "_symbols"

    /// `context.resolve(Text("…"))`: the view itself (step 2); `context.resolveSymbol(id:)`:
    /// the symbol tagged with the id, or nil (step 6); nil for other methods.
    package func graphicsContextMethod(_ name: String, on base: SwiftValue, _ arguments: [CallArgument], at call: FunctionCallExprSyntax) throws(SceneError) -> SwiftValue? {
        guard case .record("GraphicsContext", let fields) = base else { return nil }
        if name == "resolve", arguments.count == 1 { return arguments[0].value }
        if name == "resolveSymbol", arguments.count == 1, arguments[0].label == "id" {
            guard let id = try json(arguments[0], as: .tagValue).flatMap(Self.symbolKey),
                  case .array(let known)? = fields[Self.symbols] else { return .null }
            for symbol in known {
                if case .record("CanvasSymbol", let entry) = symbol, entry["tag"]?.stringValue == id { return entry["view"] ?? .null }
            }
            return .null
        }
        return nil
    }

    /// Step 6: the views of `Canvas(…, symbols:)`'s closure, each with the key of its tag.
    private func canvasSymbols(_ argument: CallArgument?, at call: FunctionCallExprSyntax) throws(SceneError) -> SwiftValue {
        guard let argument else { return .array([]) }
        guard case .closure(let closure) = argument.value else { throw fail("Canvas's symbols: is a view builder { … }", call) }
        let made = try views(from: try invoke(closure, [], at: call, asViews: true), at: program.location(call))
        func flattened(_ views: [ViewJSON]) -> [ViewJSON] {
            views.flatMap { $0.type == "Group" && !$0.groupChildren.isEmpty ? flattened($0.groupChildren) : [$0] }
        }
        var symbols: [SwiftValue] = []
        for var view in flattened(made) {
            let tag = view.modifiers.last { $0["tag"] != nil }?["tag"]
            view.modifiers.removeAll { $0["tag"] != nil }
            symbols.append(.record("CanvasSymbol", ["tag": tag.flatMap(Self.symbolKey).map(SwiftValue.string) ?? .null, "view": .views([view])]))
        }
        return .array(symbols)
    }

    /// A tag's JSON as one comparable key (a string, a number and a Bool never equal each other).
    private static func symbolKey(_ node: JSONNode) -> String? {
        switch node.value {
        case .string(let text): return "s" + text
        case .number(let number): return "n\(number)"
        case .bool(let flag): return "b\(flag)"
        default: return nil
        }
    }

    /// Steps 1–4: the context after `name`, which the caller writes back; nil: no context.
    package func graphicsContextMutation(_ name: String, on base: SwiftValue, _ call: FunctionCallExprSyntax, _ scope: Scope) throws(SceneError) -> SwiftValue? {
        guard case .record("GraphicsContext", var fields) = base, name != "resolve", name != "resolveSymbol" else { return nil }
        let arguments = try self.arguments(of: call, scope)
        let labels = arguments.map(\.label)
        var t = (fields["transform"].map { (try? elements(of: $0, at: call)) ?? [] } ?? []).compactMap(\.number)
        if t.count != 6 { t = CanvasCommand.identity }
        func number(_ index: Int) throws(SceneError) -> Double {
            guard let value = arguments[index].value.number, value.isFinite else { throw fail("\(name) needs a finite number", call) }
            return value
        }
        switch (name, labels) {
        case ("translateBy", ["x", "y"]):
            let (x, y) = (try number(0), try number(1))
            t = [t[0], t[1], t[2], t[3], t[0] * x + t[2] * y + t[4], t[1] * x + t[3] * y + t[5]]
        case ("scaleBy", ["x", "y"]):
            let (x, y) = (try number(0), try number(1))
            t = [t[0] * x, t[1] * x, t[2] * y, t[3] * y, t[4], t[5]]
        case ("rotate", ["by"]):
            let angle = try degrees(arguments[0].value, at: call) * .pi / 180
            let (c, s) = (cos(angle), sin(angle))
            t = [t[0] * c + t[2] * s, t[1] * c + t[3] * s, -t[0] * s + t[2] * c, -t[1] * s + t[3] * c, t[4], t[5]]
        case ("clip", _) where labels.first == "to" && labels.contains("options"):
            // `.inverse` keeps what lies outside the path: drawn as a normal clip it would show
            // the opposite, so the clip is left out.
            _ = try canvasPath(arguments[0].value, at: call)
            warn("left out GraphicsContext.clip(to:options:): clip options are not drawn, the content is not clipped", at: program.location(call))
        case ("clip", _) where labels.first == "to":
            _ = try canvasPath(arguments[0].value, at: call)
            let path = arguments[0].value
            var clips = (try? elements(of: fields["clips"] ?? .array([]), at: call)) ?? []
            clips.append(.record("CanvasClip", ["path": path, "transform": .array(t.map { .double($0) }),
                                                "evenOdd": .bool(try evenOdd(arguments.first { $0.label == "style" }?.value, at: call))]))
            fields["clips"] = .array(clips)
        case ("withCGContext", [nil]):
            // Core Graphics drawing the renderer cannot run (step 4): the closure is not run.
            warn("left out GraphicsContext.withCGContext { … }: the renderer does not run Core Graphics drawing; the canvas draws the rest", at: program.location(call))
        case ("addFilter", _):
            warn("left out GraphicsContext.addFilter(\(Self.shortName(arguments.first?.value))): the renderer does not draw canvas filters", at: program.location(call))
        case ("drawLayer", _):
            guard let closure = arguments.last.flatMap({ if case .closure(let c) = $0.value { c } else { nil } }) else {
                throw fail("drawLayer takes a closure { context in … }", call)
            }
            var layer = fields
            layer[Self.layerOpacity] = .double((fields["opacity"]?.number ?? 1) * (fields[Self.layerOpacity]?.number ?? 1))
            // An inner context's own mode, or else the mode of the layer it is drawn in.
            let inner = blendName(fields)
            layer[Self.layerBlend] = inner == "normal" ? (fields[Self.layerBlend] ?? .string("normal")) : .string(inner)
            layer["opacity"] = .double(1)
            layer["blendMode"] = .symbol(Symbol(type: nil, steps: [.init(name: "normal", arguments: nil)]))
            _ = try invoke(closure, [CallArgument(label: nil, value: .record("GraphicsContext", layer), location: program.location(call))], at: call)
        case ("fill", _) where arguments.count >= 2 && labels[0] == nil && labels[1] == "with":
            guard let shading = try shading(arguments[1].value, fields, at: call) else { break }
            let style = arguments.first { $0.label == "style" }?.value
            record(["fill": try canvasPath(arguments[0].value, at: call), "with": shading, "evenOdd": node(.bool(try evenOdd(style, at: call)), call)], fields, t, at: call)
        case ("stroke", _) where arguments.count >= 2 && labels[0] == nil && labels[1] == "with":
            guard let shading = try shading(arguments[1].value, fields, at: call) else { break }
            var width = 1.0
            if let given = arguments.first(where: { $0.label == "lineWidth" }) { width = given.value.number ?? 1 }
            if let style = arguments.first(where: { $0.label == "style" }), case .symbol(let symbol) = style.value {
                let given = symbol.steps.last?.arguments ?? []
                if let lineWidth = given.first(where: { $0.label == "lineWidth" })?.value.number { width = lineWidth }
                let others = given.compactMap(\.label).filter { $0 != "lineWidth" }
                if !others.isEmpty {
                    warn("left out StrokeStyle's \(others.joined(separator: ", ")) in a GraphicsContext stroke: the line is drawn solid, with butt caps and miter joins", at: program.location(call))
                }
            }
            record(["stroke": try canvasPath(arguments[0].value, at: call), "with": shading, "lineWidth": node(.number(max(0, width)), call)], fields, t, at: call)
        case ("draw", _) where arguments.count >= 2 && labels[0] == nil:
            let views = try self.views(from: arguments[0].value, at: program.location(call))
            guard views.count == 1 else { throw fail("GraphicsContext.draw takes one Image, Text or resolved symbol", call) }
            var members: [String: JSONNode] = ["draw": views[0].json]
            switch labels[1] {
            case "at"?:
                let point = try self.point(from: arguments[1].value, at: call)
                members["at"] = JSONNode(value: .object([("x", node(.number(point.x), call)), ("y", node(.number(point.y), call))]), location: program.location(call))
                if let anchor = arguments.first(where: { $0.label == "anchor" }) {
                    let unit = try unitPoint(from: anchor.value, at: call)
                    members["anchor"] = JSONNode(value: .object([("x", node(.number(unit.x), call)), ("y", node(.number(unit.y), call))]), location: program.location(call))
                }
            case "in"?:
                guard case .record("CGRect", let rectFields) = arguments[1].value, let rect = Self.rect(rectFields) else { throw fail("draw(_:in:) takes a CGRect", call) }
                members["in"] = JSONNode(value: .object([("x", node(.number(rect.minX), call)), ("y", node(.number(rect.minY), call)),
                                                         ("width", node(.number(max(0, rect.width)), call)), ("height", node(.number(max(0, rect.height)), call))]),
                                         location: program.location(call))
            default:
                throw fail("GraphicsContext.draw takes at: or in:", call)
            }
            record(members, fields, t, at: call)
        default:
            throw fail("GraphicsContext has no method \(name)(\(labels.map { ($0 ?? "_") + ":" }.joined())) the renderer knows (fill, stroke, draw, drawLayer, translateBy, scaleBy, rotate, clip, resolve, addFilter, withCGContext)", call)
        }
        fields["transform"] = .array(t.map { .double($0) })
        return .record("GraphicsContext", fields)
    }

    private func node(_ value: JSONNode.Value, _ call: FunctionCallExprSyntax) -> JSONNode { JSONNode(value: value, location: program.location(call)) }

    /// One command with the context's state (step 2), appended to the canvas being run.
    private func record(_ members: [String: JSONNode], _ fields: [String: SwiftValue], _ t: [Double], at call: FunctionCallExprSyntax) {
        guard case .int(let run)? = fields[Self.recording] else { return }
        // A context kept past its closure (SwiftUI leaves its use undefined) records nothing: say so.
        guard let recorded = canvasRecordings.count(of: run) else {
            warn("a GraphicsContext used after its Canvas closure returned draws nothing", at: program.location(call))
            return
        }
        // A scene's canvas holds at most `CanvasView.maxCommands`: a closure that draws more (a
        // dot grid in a loop) draws its first ones, with one warning.
        guard recorded < CanvasView.maxCommands else {
            warn("a Canvas draws at most \(CanvasView.maxCommands) commands: the ones after are left out", at: program.location(call))
            return
        }
        var all = members.sorted { $0.key < $1.key }.map { (key: $0.key, value: $0.value) }
        all.append(("transform", node(.array(t.map { node(.number($0), call) }), call)))
        let opacity = (fields["opacity"]?.number ?? 1) * (fields[Self.layerOpacity]?.number ?? 1)
        all.append(("opacity", node(.number(max(0, min(1, opacity))), call)))
        var blend = blendName(fields)
        if blend == "normal", case .string(let outer)? = fields[Self.layerBlend] { blend = outer }
        if CanvasBlendMode(rawValue: blend) == nil {
            warn("GraphicsContext.blendMode .\(blend) is not drawn: drawn as .normal", at: program.location(call))
            blend = "normal"
        }
        all.append(("blendMode", node(.string(blend), call)))
        if case .array(let clips)? = fields["clips"], !clips.isEmpty {
            all.append(("clip", node(.array(clips.compactMap { clip -> JSONNode? in
                guard case .record("CanvasClip", let c) = clip, let path = c["path"], case .array(let t)? = c["transform"] else { return nil }
                let elements: [SwiftValue]
                if case .record("Path", let p) = path, case .array(let e)? = p["elements"] { elements = e } else { elements = [] }
                return node(.object([("path", Self.elementsJSON(elements, at: program.location(call))),
                                     ("transform", node(.array(t.map { node(.number($0.number ?? 0), call) }), call)),
                                     ("evenOdd", node(.bool({ if case .bool(true)? = c["evenOdd"] { true } else { false } }()), call))]), call)
            }), call)))
        }
        canvasRecordings.append(node(.object(all), call), to: run)
    }

    private func blendName(_ fields: [String: SwiftValue]) -> String {
        if case .symbol(let symbol)? = fields["blendMode"] { return symbol.last }
        return "normal"
    }

    /// A `Path`, or a shape's `path(in:)` already made: its elements as a `Path` record.
    private func canvasPath(_ value: SwiftValue, at call: FunctionCallExprSyntax) throws(SceneError) -> JSONNode {
        guard case .record("Path", let fields) = value, case .array(let elements)? = fields["elements"] else {
            throw fail("GraphicsContext draws a Path, found \(value.typeName)", call)
        }
        return Self.elementsJSON(elements, at: program.location(call))
    }

    /// `FillStyle(eoFill: true)`.
    private func evenOdd(_ value: SwiftValue?, at call: FunctionCallExprSyntax) throws(SceneError) -> Bool {
        guard case .symbol(let symbol)? = value else { return false }
        guard case .bool(let flag)? = symbol.steps.last?.arguments?.first(where: { $0.label == "eoFill" })?.value else { return false }
        return flag
    }

    /// Step 2: a shading as the scene's style; nil (and a warning) for one not drawn.
    private func shading(_ value: SwiftValue, _ fields: [String: SwiftValue], at call: FunctionCallExprSyntax) throws(SceneError) -> JSONNode? {
        let location = program.location(call)
        guard case .symbol(let symbol) = value, symbol.steps.count == 1, let step = symbol.steps.first, symbol.type == nil || symbol.type == "GraphicsContext.Shading" else {
            if let color = try color(value, at: location) { return color }
            warn("left out a GraphicsContext fill: its shading \(Self.shortName(value)) is not drawn", at: location)
            return nil
        }
        let arguments = step.arguments ?? []
        var size = Size(width: 1, height: 1)
        if case .record("CGSize", let s)? = fields[Self.canvasSize] { size = Size(width: s["width"]?.number ?? 1, height: s["height"]?.number ?? 1) }
        func unit(_ value: SwiftValue) throws(SceneError) -> SwiftValue {
            let p = try point(from: value, at: call)
            return .symbol(Symbol(type: nil, steps: [.init(name: "init", arguments: [
                CallArgument(label: "x", value: .double(size.width > 0 ? p.x / size.width : 0), location: location),
                CallArgument(label: "y", value: .double(size.height > 0 ? p.y / size.height : 0), location: location)])]))
        }
        switch step.name {
        case "color", "style":
            if let first = arguments.first, let color = try color(first.value, at: location) { return color }
            if let first = arguments.first, case .symbol(let inner) = first.value, let made = try gradient(inner, at: location) { return made }
        case "linearGradient", "radialGradient":
            var converted: [CallArgument] = []
            for argument in arguments {
                switch argument.label {
                case "startPoint"?, "endPoint"?, "center"?: converted.append(CallArgument(label: argument.label, value: try unit(argument.value), location: argument.location))
                case "options"?:
                    // `.mirror`/`.repeat` change what lies past the gradient's ends: not drawn.
                    warn("left out the options of a GraphicsContext .\(step.name): the gradient is drawn without them", at: location)
                default: converted.append(argument)
                }
            }
            if let made = try gradient(Symbol(type: nil, steps: [.init(name: step.name, arguments: converted)]), at: location) { return made }
        default: break
        }
        warn("left out a GraphicsContext fill: its shading .\(step.name) is not drawn", at: location)
        return nil
    }

    private static func shortName(_ value: SwiftValue?) -> String {
        guard let value else { return "" }
        if case .symbol(let symbol) = value { return "." + symbol.steps.map(\.name).joined(separator: ".") }
        return value.typeName
    }
}

extension Interpreter {
    /// `Rectangle().path(in: rect)`, `Circle().path(in:)`, `Ellipse()`, `Capsule()`,
    /// `RoundedRectangle(cornerRadius:)` (its corners circular), a `Path`'s view: the outline
    /// in `rect` as a `Path` value, for a canvas to fill or stroke; nil for anything else.
    package func shapePathValue(_ name: String, on base: SwiftValue, _ arguments: [CallArgument], at call: FunctionCallExprSyntax) throws(SceneError) -> SwiftValue? {
        guard name == "path", arguments.count == 1, arguments[0].label == "in", case .views(let views) = base, views.count == 1,
              views[0].modifiers.isEmpty else { return nil }
        guard case .record("CGRect", let fields) = arguments[0].value, let r = Self.rect(fields) else { throw fail("path(in:) takes a CGRect", call) }
        func step(_ kind: String, _ values: [Double]) -> SwiftValue { .array([.string(kind)] + values.map { .double($0) }) }
        func rounded(_ radius: Double) -> [SwiftValue] {
            let c = max(0, min(radius, r.width / 2, r.height / 2))
            let (x0, y0, x1, y1) = (r.minX, r.minY, r.minX + r.width, r.minY + r.height)
            return [step("move", [x0 + c, y0]), step("line", [x1 - c, y0]), step("arc", [x1 - c, y0 + c, c, -90, 0]) , step("line", [x1, y1 - c]),
                    step("arc", [x1 - c, y1 - c, c, 0, 90]), step("line", [x0 + c, y1]), step("arc", [x0 + c, y1 - c, c, 90, 180]),
                    step("line", [x0, y0 + c]), step("arc", [x0 + c, y0 + c, c, 180, 270]), step("close", [])]
                .map { if case .array(let parts) = $0, case .string("arc")? = parts.first { return .array(parts + [.bool(true)]) } else { return $0 } }
        }
        let elements: [SwiftValue]
        let member = { (key: String) -> Double? in
            guard case .number(let n)? = views[0].members.first(where: { $0.key == key })?.value.value else { return nil }
            return n
        }
        switch views[0].type {
        case "Rectangle": elements = [step("rect", [r.minX, r.minY, r.width, r.height])]
        case "Ellipse": elements = [step("ellipse", [r.minX, r.minY, r.width, r.height])]
        case "Circle":
            let side = min(r.width, r.height)
            elements = [step("ellipse", [r.minX + (r.width - side) / 2, r.minY + (r.height - side) / 2, side, side])]
        case "Capsule": elements = rounded(min(r.width, r.height) / 2)
        case "RoundedRectangle": elements = rounded(member("cornerRadius") ?? 0)
        default: return nil
        }
        return .record("Path", ["elements": .array(elements)])
    }
}

extension Interpreter {
    /// `-layer.rotation` of an `Angle` (`.radians(x)`, `.degrees(x)`, `Angle(degrees:)`): the
    /// angle turned the other way, in degrees; nil for other values.
    package func negatedAngle(_ value: SwiftValue, at node: some SyntaxProtocol) -> SwiftValue? {
        guard case .symbol(let symbol) = value, symbol.type == "Angle" || symbol.type == nil,
              ["degrees", "radians", "init"].contains(symbol.last), let degrees = try? degrees(value, at: node) else { return nil }
        return .symbol(Symbol(type: "Angle", steps: [.init(name: "degrees", arguments: [CallArgument(label: nil, value: .double(-degrees), location: program.location(node))])]))
    }
}

/// The command lists of the Canvas closures running now, by run (step 5): each run's begins
/// empty and is dropped when the run ends. Layout-time code runs one closure at a time on the
/// layout's thread (the interpreter's step budget and warnings assume it as well); the lock only
/// keeps this table's own state whole and makes no other part of the interpreter thread-safe.
package final class CanvasRecordings: @unchecked Sendable {
    private let lock = NSLock()
    private var lists: [Int: [JSONNode]] = [:]
    private var next = 0

    package init() {}

    package func begin() -> Int {
        lock.lock(); defer { lock.unlock() }
        next += 1
        lists[next] = []
        return next
    }

    package func end(_ run: Int) {
        lock.lock(); defer { lock.unlock() }
        lists[run] = nil
    }

    /// How many commands the run has recorded; nil: it is not running.
    package func count(of run: Int) -> Int? {
        lock.lock(); defer { lock.unlock() }
        return lists[run]?.count
    }

    package func append(_ command: JSONNode, to run: Int) {
        lock.lock(); defer { lock.unlock() }
        lists[run]?.append(command)
    }

    package func commands(of run: Int) -> [JSONNode] {
        lock.lock(); defer { lock.unlock() }
        return lists[run] ?? []
    }
}

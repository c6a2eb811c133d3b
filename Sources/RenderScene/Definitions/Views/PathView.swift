import RenderLayout

/// `Path { path in … }` and custom `Shape`s: an outline drawn in the view's frame, sized as
/// every shape is (`ShapeLayout`).
///
/// 1. Each axis takes exactly the proposal; an unspecified axis answers 10 (a shape's rule).
/// 2. `elements` are drawn in the frame's coordinates: a `Path` is not scaled to its frame, as
///    in SwiftUI. A custom `Shape`'s elements are made for the frame's size at layout time (its
///    `path(in:)` run with that rect); an error there fails the render.
/// 3. Filled (non-zero winding), stroked, or both, as the other shapes (`fill`, `stroke`,
///    `lineWidth`, `dash`, `lineCap`, `trim`).
///
/// Decoding: `elements` is an array of steps, each an array: `["move", x, y]`, `["line", x, y]`,
/// `["quadCurve", x, y, cx, cy]`, `["curve", x, y, c1x, c1y, c2x, c2y]`,
/// `["arc", cx, cy, radius, startDegrees, endDegrees, clockwise]` (clockwise on screen),
/// `["rect", x, y, w, h]`, `["ellipse", x, y, w, h]`, `["close"]`; at most 10,000 steps.
package enum PathView: ViewDefinition {
    package static let entry = Vocabulary.Entry("Path", json: ["elements", "fill", "stroke", "strokeBorder", "lineWidth", "dash", "lineCap", "trim"],
                                                summary: "An outline of lines, curves and arcs in its frame's coordinates (also a custom Shape's `path(in:)`).",
                                                // SwiftUI's `Path { path in … }`: the front ends record the closure's steps.
                                                [.init([.init("_", .ignored, key: "elements")])])

    package static let maxElements = 10_000

    package static func decode(_ field: JSONField, _ context: inout ViewDecoding) throws(SceneError) -> (any ViewBehavior, [ViewNode]) {
        return try ShapeLayout.decode(try shape(field), field, &context)
    }

    /// The outline of a `Path` object's `elements` (also a `clipShape`'s `Path`): its steps, or
    /// a custom `Shape`'s, made for the frame's size at layout time.
    package static func shape(_ field: JSONField) throws(SceneError) -> ShapeKind {
        guard let member = field.member("elements") else { throw field.fail("Path needs \"elements\"") }
        guard case .deferred(let body) = member.node.value else { return .path(try elements(member)) }
        let path = member.path, file = field.file
        return .customPath(PathSource { size in
            do throws(SceneError) {
                let json = try body.run(width: size.width, height: size.height)
                return .success(try elements(JSONField(node: json, path: path, file: file)))
            } catch {
                return .failure(body.relocate?(error) ?? error)
            }
        })
    }

    package static func elements(_ field: JSONField) throws(SceneError) -> [PathElement] {
        let steps = try field.array()
        guard steps.count <= maxElements else { throw field.fail("a Path has at most \(maxElements) elements") }
        var result: [PathElement] = []
        for step in steps {
            let parts = try step.array()
            guard let first = parts.first else { throw step.fail("a path element is [\"move\", x, y] or another step") }
            let kind = try first.string()
            var numbers: [Double] = []
            for part in parts.dropFirst() where !(kind == "arc" && numbers.count == 5) {
                let value = try part.number()
                guard value.isFinite, abs(value) <= 1e7 else { throw part.fail("a path coordinate is a finite number up to 10,000,000") }
                numbers.append(value)
            }
            func point(_ i: Int) -> Point { Point(x: numbers[i], y: numbers[i + 1]) }
            let counts = ["move": 2, "line": 2, "quadCurve": 4, "curve": 6, "arc": 5, "rect": 4, "ellipse": 4, "close": 0]
            guard let count = counts[kind] else {
                throw first.fail("unknown path element \"\(kind)\"; use move, line, quadCurve, curve, arc, rect, ellipse or close")
            }
            guard numbers.count == count, kind != "arc" || parts.count == 7 else {
                throw step.fail("\"\(kind)\" takes \(count) numbers\(kind == "arc" ? " and clockwise (true or false)" : "")")
            }
            switch kind {
            case "move": result.append(.move(to: point(0)))
            case "line": result.append(.line(to: point(0)))
            case "quadCurve": result.append(.quadCurve(to: point(0), control: point(2)))
            case "curve": result.append(.curve(to: point(0), control1: point(2), control2: point(4)))
            case "arc":
                guard numbers[2] >= 0 else { throw step.fail("an arc's radius is 0 or more") }
                result.append(.arc(center: point(0), radius: numbers[2], startAngle: numbers[3] * .pi / 180, endAngle: numbers[4] * .pi / 180,
                                   clockwise: try parts[6].bool()))
            case "rect", "ellipse":
                guard numbers[2] >= 0, numbers[3] >= 0 else { throw step.fail("a \(kind)'s size is 0 or more") }
                let rect = Rect(origin: point(0), size: Size(width: numbers[2], height: numbers[3]))
                result.append(kind == "rect" ? .rect(rect) : .ellipse(rect))
            default: result.append(.close)
            }
        }
        return result
    }
}

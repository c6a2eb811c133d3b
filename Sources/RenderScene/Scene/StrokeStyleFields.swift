import RenderLayout

/// The parts of a `StrokeStyle` a shape's stroke and a chart's `lineStyle` both read, checked
/// one way for both (Cairo puts its context in an error state for a dash of zeros, so such a
/// dash is refused here, where the scene's path can still be named).
enum StrokeStyleFields {
    /// `lineCap`: `butt`, `round` or `square`.
    static func lineCap(_ field: JSONField) throws(SceneError) -> String {
        try field.choice(["butt": "butt", "round": "round", "square": "square"], what: "line cap")
    }

    /// `dash`: at most 64 finite lengths, at least one above 0 (an empty dash is a solid line).
    static func dash(_ field: JSONField) throws(SceneError) -> [Double] {
        var lengths: [Double] = []
        for length in try field.array() { lengths.append(try length.length(allowInfinity: false)) }
        guard lengths.isEmpty || lengths.contains(where: { $0 > 0 }) else { throw field.fail("a dash needs a length above 0") }
        guard lengths.count <= 64 else { throw field.fail("a dash has at most 64 lengths") }
        return lengths
    }
}

import RenderLayout

/// `lineLimit(_:)` (a count or a closed range) and `lineLimit(_:reservesSpace:)`: at most this
/// many lines in the texts inside, and with a range or `reservesSpace: true` at least so many
/// too; layout of the modifier itself does not change.
///
/// 1. The content is laid out as it would be without the modifier (`PassThroughLayout`).
/// 2. The content inherits the limit (the nearest wins); `null` lifts an inherited one.
///    `lineLimit(_:)` with a count sets only the upper limit; a range `2...4` sets both, and so
///    does `lineLimit(_:reservesSpace:)`, the lower one to the limit when it reserves space and
///    to none when not (OpenSwiftUI's `LineLimitModifier` and its tests: `lineLimit(2...4)` is
///    2…4, `lineLimit(3, reservesSpace: true)` is 3…3).
/// 3. A Text shows at most the upper limit of lines, the last truncated per `truncationMode`
///    (`TextLayout` step 3); if it shows fewer than the lower limit, it is as tall as that many
///    lines, its text at the top (`TextLayout` step 5; Apple's `lineLimit(_:reservesSpace:)`:
///    the text "always occupies the height required to display the specified number of lines").
package struct LineLimit: ModifierDefinition, EnvironmentModifier {
    package static let entry = Vocabulary.Entry("lineLimit", json: ["integer", "null", "[lower, upper]", "{limit, reservesSpace}"],
                                        summary: "At most this many lines; with a range or reserving space, at least so many too.", [
        .init([.init("_", .integer)], .single(0)),
        .init([.init("_", .range)], .single(0)),
        .init([.init("_", .integer, key: "limit"), .init("reservesSpace", .bool)]),
    ])

    package static func decode(_ field: JSONField, _ context: inout ModifierDecoding) throws(SceneError) -> (any ModifierBehavior)? {
        if case .object = field.node.value {
            try field.checkKeys(["limit", "reservesSpace"], what: "lineLimit")
            guard let limit = field.member("limit") else { throw field.fail("lineLimit needs \"limit\": a whole number ≥ 1") }
            guard let reserves = field.member("reservesSpace") else { throw field.fail("lineLimit needs \"reservesSpace\": true or false") }
            let count = try limit.integer(in: 1...100_000)
            return LineLimit(limit: count, lower: try reserves.bool() ? count : nil, setsLower: true)
        }
        if case .array = field.node.value {
            let bounds = try field.array()
            guard bounds.count == 2 else { throw field.fail("a lineLimit range is [lower, upper], two whole numbers") }
            let lower = try bounds[0].integer(in: 0...100_000)
            let upper = try bounds[1].integer(in: 0...100_000)
            guard lower <= upper else { throw field.fail("lineLimit range: lower \(lower) is above upper \(upper)") }
            // A limit below 1 counts as 1 (Apple's `EnvironmentValues.lineLimit`); a lower one of
            // 0 reserves nothing.
            return LineLimit(limit: max(upper, 1), lower: lower > 0 ? lower : nil, setsLower: true)
        }
        return LineLimit(limit: field.isNull ? nil : try field.integer(in: 1...100_000))
    }

    package let limit: Int?
    /// The lower limit, when the modifier sets one (`setsLower`).
    package var lower: Int? = nil
    package var setsLower = false
    package var name: String { "lineLimit" }

    package func apply(to environment: inout EnvironmentValues) {
        environment.lineLimit = limit
        if setsLower { environment.lowerLineLimit = lower }
    }
}

import RenderLayout

/// `lineLimit(_:)` and `lineLimit(_:reservesSpace:)`: at most this many lines in the texts
/// inside, and with `reservesSpace: true` at least as many too; layout of the modifier itself
/// does not change.
///
/// 1. The content is laid out as it would be without the modifier (`PassThroughLayout`).
/// 2. The content inherits the limit (the nearest wins); `null` lifts an inherited one.
///    `lineLimit(_:)` sets only the upper limit; `lineLimit(_:reservesSpace:)` sets both, the
///    lower one to the limit when it reserves space and to none when not (OpenSwiftUI's
///    `LineLimitModifier` and its tests: `lineLimit(3, reservesSpace: true)` is 3…3).
/// 3. A Text shows at most the upper limit of lines, the last truncated per `truncationMode`
///    (`TextLayout` step 3); if it shows fewer than the lower limit, it is as tall as that many
///    lines, its text at the top (`TextLayout` step 5; Apple's `lineLimit(_:reservesSpace:)`:
///    the text "always occupies the height required to display the specified number of lines").
package struct LineLimit: ModifierDefinition, EnvironmentModifier {
    package static let entry = Vocabulary.Entry("lineLimit", json: ["integer", "null", "{limit, reservesSpace}"], summary: "At most this many lines; reserving space, at least as many too.", [
        .init([.init("_", .integer)], .single(0)),
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

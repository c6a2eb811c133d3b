import RenderLayout

/// Swift Charts' modifiers.
///
/// 1. `chartXAxis(_:)`, `chartYAxis(_:)`, `chartLegend(_:)` with a `Visibility`: the charts
///    inside inherit it (the nearest wins, as a control style: `EnvironmentValues.controlStyles`);
///    `.hidden` leaves that axis or the legend out (`ChartLayout` step 6), `.automatic` and
///    `.visible` draw it.
/// 2. `interpolationMethod(_:)`, `foregroundStyle(by:)` and `cornerRadius(_:style:)` belong to
///    a chart's marks and are read by the Chart (`ChartView`). On another view
///    `foregroundStyle(by:)` is an error, `interpolationMethod` changes nothing, and
///    `cornerRadius(_:style:)` is `cornerRadius(_:)`.
/// 3. `chartXScale(domain:)`, `chartYScale(domain:)`: see `ChartXScale`.
/// 4. `annotation(position:alignment:spacing:content:)`: see `Annotation`.
/// 5. `chartLegend(position:alignment:spacing:)`: see `ChartLegendPlacement`.
/// 6. `lineStyle(_:)`: see `LineStyle`. 7. `symbol(by:)`, `symbol(_:)`: see `Symbol`.
package enum ChartModifiers {
    package static let definitions: [any ModifierDefinition.Type] = [ChartXAxis.self, ChartYAxis.self, ChartLegend.self, InterpolationMethod.self,
                                                                      ChartXScale.self, ChartYScale.self, Annotation.self, LineStyle.self, Symbol.self]

    package struct ChartXAxis: ControlStyleModifier {
        package static let control = "chartXAxis"
        package static let styles = ["automatic", "visible", "hidden"]
        package static let entry = Vocabulary.Entry("chartXAxis", json: ["automatic | visible | hidden"],
          summary: "Whether the charts inside draw their x axis (`.hidden`: no labels or gridlines, the plot takes the space).", [
            .init([.init("_", .visibility)], .single(0)),
        ])
        package let style: String
        package init(style: String) { self.style = style }
    }

    package struct ChartYAxis: ControlStyleModifier {
        package static let control = "chartYAxis"
        package static let styles = ["automatic", "visible", "hidden"]
        package static let entry = Vocabulary.Entry("chartYAxis", json: ["automatic | visible | hidden"],
          summary: "Whether the charts inside draw their y axis (on the trailing edge).", [
            .init([.init("_", .visibility)], .single(0)),
        ])
        package let style: String
        package init(style: String) { self.style = style }
    }

    /// `chartLegend(.hidden)`, and step 5: `chartLegend(position: .top, alignment:, spacing:)`.
    package struct ChartLegend: ControlStyleModifier {
        package static let control = "chartLegend"
        package static let styles = ["automatic", "visible", "hidden"]
        package static let entry = Vocabulary.Entry("chartLegend", json: ["automatic | visible | hidden", "{position, alignment, spacing}"],
          summary: "Whether the charts inside draw the legend of their `foregroundStyle(by:)` values, and where: `position: .top` above the plot (under it by default), `spacing:` from it.", [
            .init([.init("_", .visibility)], .single(0)),
            .init([.init("position", .caseName, optional: true), .init("alignment", .alignment, optional: true), .init("spacing", .number, optional: true)]),
        ])
        package let style: String
        package init(style: String) { self.style = style }

        package static func decode(_ field: JSONField, _ context: inout ModifierDecoding) throws(SceneError) -> (any ModifierBehavior)? {
            if case .object = field.node.value { return try ChartLegendPlacement(field) }
            return Self(style: try field.choice(Dictionary(uniqueKeysWithValues: styles.map { ($0, $0) }), what: "chartLegend visibility"))
        }
    }

    /// Step 5: where the charts inside put their legend (`ChartLayout` step 3): `top` above the
    /// plot, `bottom` and `automatic` under the x labels (Apple, `chartLegend(position:alignment:spacing:)`:
    /// "The position of the legend in a chart"; decision: `automatic` is the bottom, as iOS draws
    /// an automatic legend), `spacing` points from the plot (8 by default, `ChartLayout.legendGap`).
    /// The legend is drawn at the leading edge, so an `alignment` is one that puts it there
    /// (`leading`, `topLeading`, `bottomLeading`); another is an error here, and the Swift front end
    /// leaves such a call out with a warning (the automatic legend is drawn).
    package struct ChartLegendPlacement: EnvironmentModifier {
        package static let positions: Set<String> = ["automatic", "top", "bottom"]
        package static let alignments: Set<String> = ["leading", "topLeading", "bottomLeading"]
        package let position: String
        package let spacing: Double?
        package var name: String { "chartLegend" }

        init(_ field: JSONField) throws(SceneError) {
            try field.checkKeys(["position", "alignment", "spacing"], what: "chartLegend")
            position = try field.member("position")?.string() ?? "automatic"
            guard Self.positions.contains(position) else {
                throw field.fail("a chart legend's position is automatic, top or bottom (the renderer draws no other yet), not \(position)")
            }
            if let alignment = try field.member("alignment")?.string(), !Self.alignments.contains(alignment) {
                throw field.fail("a chart legend's alignment is leading, topLeading or bottomLeading (the renderer draws no other yet), not \(alignment)")
            }
            spacing = try field.member("spacing")?.number()
            if let spacing, !(spacing.isFinite && spacing >= 0 && spacing <= 1_000) { throw field.fail("a chart legend's spacing is a number from 0 to 1000") }
        }

        package func apply(to environment: inout EnvironmentValues) {
            environment.controlStyles["chartLegendPosition"] = position
            if let spacing { environment.controlStyles["chartLegendSpacing"] = String(spacing) }
        }
    }

    /// Step 6: `lineStyle(StrokeStyle(lineWidth:dash:lineCap:))` belongs to a chart's line or
    /// rule mark and is read by the Chart (`ChartMark`); on another view it is an error.
    package enum LineStyle: ModifierDefinition {
        package static let entry = Vocabulary.Entry("lineStyle", json: ["{lineWidth, dash, lineCap}"],
          summary: "The stroke of a chart's line or rule mark: its width, dash and cap.", [
            .init([.init("_", .strokeStyle)], .single(0)),
        ])
        package static func decode(_ value: JSONField, _ context: inout ModifierDecoding) throws(SceneError) -> (any ModifierBehavior)? {
            throw value.fail("lineStyle belongs to a chart mark (LineMark, RuleMark) inside a Chart")
        }
    }

    /// Step 7: `symbol(by: .value(…))` and `symbol(.square)` belong to a chart's line or point
    /// mark and are read by the Chart (`ChartMark`, `ChartSymbolShape`); on another view an error.
    package enum Symbol: ModifierDefinition {
        package static let entry = Vocabulary.Entry("symbol", json: ["{by: value} | circle | square | …"],
          summary: "The point symbol of a chart's line or point marks: one shape per value (`by:`), or a shape.", [
            .init([.init("by", .plottable)]),
            .init([.init("_", .caseName)], .single(0)),
        ])
        package static func decode(_ value: JSONField, _ context: inout ModifierDecoding) throws(SceneError) -> (any ModifierBehavior)? {
            throw value.fail("symbol belongs to a chart mark (LineMark, PointMark) inside a Chart")
        }
    }

    /// Step 3: `chartXScale(domain:)`, `chartYScale(domain:)` on the Chart itself: a range
    /// (`0...100`: `[0, 100]`) is the axis' domain (its ticks nice steps inside it), and
    /// `.automatic(includesZero: false)` (`{"includesZero": false}`) leaves zero out of it. The
    /// Chart reads them from its own modifiers (`ChartView`); the modifier itself lays out its
    /// content unchanged.
    package enum ChartXScale: ModifierDefinition {
        package static let entry = Vocabulary.Entry("chartXScale", json: ["[lower, upper] | {includesZero}"],
          summary: "A chart's x domain: a range, or `.automatic(includesZero: false)` (on the Chart itself).", [
            .init([.init("domain", .range)], .single(0)),
            .init([.init("domain", .plottable)], .single(0)),
        ])
        package static func decode(_ value: JSONField, _ context: inout ModifierDecoding) throws(SceneError) -> (any ModifierBehavior)? {
            _ = try ChartScaleDomain(value)
            return nil
        }
    }

    package enum ChartYScale: ModifierDefinition {
        package static let entry = Vocabulary.Entry("chartYScale", json: ["[lower, upper] | {includesZero}"],
          summary: "A chart's y domain: a range, or `.automatic(includesZero: false)` (on the Chart itself).", [
            .init([.init("domain", .range)], .single(0)),
            .init([.init("domain", .plottable)], .single(0)),
        ])
        package static func decode(_ value: JSONField, _ context: inout ModifierDecoding) throws(SceneError) -> (any ModifierBehavior)? {
            _ = try ChartScaleDomain(value)
            return nil
        }
    }

    /// Step 4: `.annotation(position:alignment:spacing:) { … }` belongs to a chart's mark and is
    /// read by the Chart (`ChartView` step 8); on another view it is an error.
    package enum Annotation: ModifierDefinition {
        package static let entry = Vocabulary.Entry("annotation", json: ["{position, alignment, spacing, content}"],
          summary: "A view beside a chart's mark (`top` by default, 4 points away), over the marks.", [
            .init([.init("position", .caseName, optional: true), .init("alignment", .alignment, optional: true),
                   .init("spacing", .number, optional: true), .init("content", .view)]),
        ])
        package static func decode(_ value: JSONField, _ context: inout ModifierDecoding) throws(SceneError) -> (any ModifierBehavior)? {
            throw value.fail("annotation belongs to a chart mark (BarMark, RectangleMark, PointMark) inside a Chart")
        }
    }

    /// Step 2.
    package enum InterpolationMethod: ModifierDefinition {
        package static let entry = Vocabulary.Entry("interpolationMethod", json: ["linear | catmullRom | …"],
          summary: "How a chart's line or area joins its points: straight (`linear`, the default) or a `catmullRom` curve.", [
            .init([.init("_", .caseName)], .single(0)),
        ])

        package static func decode(_ value: JSONField, _ context: inout ModifierDecoding) throws(SceneError) -> (any ModifierBehavior)? {
            // Only a chart's LineMark or AreaMark joins points; on another view it changes nothing.
            nil
        }
    }
}

/// A `chartXScale`/`chartYScale` domain: a fixed range, or whether zero is included.
package struct ChartScaleDomain {
    package var range: ClosedRange<Double>? = nil
    package var includesZero = true

    package init(_ field: JSONField) throws(SceneError) {
        if case .array = field.node.value {
            let bounds = try field.array()
            guard bounds.count == 2 else { throw field.fail("a chart domain is [lower, upper]") }
            let lower = try bounds[0].number(), upper = try bounds[1].number()
            guard lower.isFinite, upper.isFinite, lower < upper, abs(lower) <= 1e15, abs(upper) <= 1e15 else {
                throw field.fail("a chart domain's bounds are finite, lower below upper")
            }
            range = lower...upper
        } else {
            try field.checkKeys(["includesZero"], what: "an automatic chart domain")
            includesZero = try field.member("includesZero")?.bool() ?? true
        }
    }
}

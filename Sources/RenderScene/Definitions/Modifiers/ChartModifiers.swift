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
package enum ChartModifiers {
    package static let definitions: [any ModifierDefinition.Type] = [ChartXAxis.self, ChartYAxis.self, ChartLegend.self, InterpolationMethod.self,
                                                                      ChartXScale.self, ChartYScale.self, Annotation.self]

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

    package struct ChartLegend: ControlStyleModifier {
        package static let control = "chartLegend"
        package static let styles = ["automatic", "visible", "hidden"]
        package static let entry = Vocabulary.Entry("chartLegend", json: ["automatic | visible | hidden"],
          summary: "Whether the charts inside draw the legend of their `foregroundStyle(by:)` values.", [
            .init([.init("_", .visibility)], .single(0)),
        ])
        package let style: String
        package init(style: String) { self.style = style }
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

import Foundation
import RenderLayout

/// A Chart's own axis (`chartXAxis { AxisMarks { … } }`), as its JSON gives it: `"xAxis"` or
/// `"yAxis"` of the Chart, `{"marks": [{"value": {"value": 12}, "gridLine": true, "tick": true,
/// "label": view, "centered": false}], "roundLowerBound": false, "roundUpperBound": false}` —
/// one entry per axis value, each drawing what it names (`ChartView` step 6); the two flags
/// (true by default) are `ChartAxisRounding`. The Swift front end runs the `AxisMarks` content closure once per
/// value to make them (`InterpreterChartAxes`).
package struct ChartAxisMarks {
    package struct Mark {
        package var value: ChartMark.Value
        package var gridLine = false, tick = false, centered = false
        package var label: JSONField? = nil
    }

    package var marks: [Mark] = []

    package init(_ field: JSONField) throws(SceneError) {
        try field.checkKeys(["marks", "roundLowerBound", "roundUpperBound"], what: "a chart axis")
        _ = try ChartAxisRounding(field)
        let list = try field.member("marks")?.array() ?? []
        guard list.count <= 1_000 else { throw field.fail("a chart axis has at most 1000 marks") }
        for entry in list {
            try entry.checkKeys(["value", "gridLine", "tick", "label", "centered"], what: "an axis mark")
            guard let value = entry.member("value") else { throw entry.fail("an axis mark needs its value") }
            var mark = Mark(value: try ChartMark.value(value))
            mark.gridLine = try entry.member("gridLine")?.bool() ?? false
            mark.tick = try entry.member("tick")?.bool() ?? false
            mark.centered = try entry.member("centered")?.bool() ?? false
            mark.label = entry.member("label")
            marks.append(mark)
        }
    }

    /// Where each mark sits along `axis` (a fraction of the plot), nil for a value outside the
    /// axis' domain (decision: a mark outside the plot is not drawn) or a category it lacks. A
    /// `centered` label sits halfway to the next mark's value (the last: half the previous
    /// gap further on). Decision: Apple's `AxisValueLabel` pages do not describe `centered`; the
    /// words "centered between two axis values" are `AxisGridLine`'s and `AxisTick`'s.
    package func positions(on axis: ChartAxisPlan) -> [(mark: Mark, at: Double, labelAt: Double)] {
        let places = marks.map { axis.position($0.value) }
        var result: [(Mark, Double, Double)] = []
        for (index, mark) in marks.enumerated() {
            guard let at = places[index], at >= -1e-9, at <= 1 + 1e-9 else { continue }
            var labelAt = at
            if mark.centered {
                if index + 1 < places.count, let next = places[index + 1] {
                    labelAt = (at + next) / 2
                } else if index > 0, let previous = places[index - 1] {
                    labelAt = at + (at - previous) / 2
                }
            }
            result.append((mark, at, labelAt))
        }
        return result
    }
}

extension ChartView {
    /// The x and y axes a Chart's JSON makes (`ChartView` step 1), for a front end that needs
    /// the values its axis marks are made for (the Swift front end's `AxisMarks` closures).
    package static func axisPlans(_ chart: JSONField, xRounding: ChartAxisRounding? = nil, yRounding: ChartAxisRounding? = nil) throws(SceneError) -> (x: ChartAxisPlan, y: ChartAxisPlan) {
        var marks: [ChartMark] = [], others: [JSONField] = []
        if let children = chart.member("children") { try collect(children, inherited: [], marks: &marks, others: &others) }
        var domains: [String: ChartScaleDomain] = [:]
        for modifier in try chart.member("modifiers")?.array() ?? [] {
            for key in ["chartXScale", "chartYScale"] { if let value = modifier.member(key) { domains[key] = try ChartScaleDomain(value) } }
        }
        // (Not `??`: its autoclosure would lose the typed throw.)
        let ownX = try ChartAxisRounding(chart.member("xAxis")), ownY = try ChartAxisRounding(chart.member("yAxis"))
        let plan = try ChartPlan(marks: marks, xDomain: domains["chartXScale"], yDomain: domains["chartYScale"],
                                 xRounding: xRounding ?? ownX, yRounding: yRounding ?? ownY, at: chart)
        return (plan.x, plan.y)
    }
}

/// Whether an automatic axis' domain is rounded out to whole steps at each end (`ChartTicks`
/// step 4): `AxisMarks(values: .automatic(roundLowerBound: false, roundUpperBound: false))`.
///
/// Apple documents the parameters without a word on them
/// (developer.apple.com/documentation/charts/axismarkvalues/automatic(desiredcount:roundlowerbound:roundupperbound:)),
/// and that an automatic scale domain is modified "to include values from axis marks"
/// (`ScaleDomain.automatic(includesZero:reversed:dataType:modifyInferredDomain:)`). Decision:
/// the automatic marks are rounded out past the data to whole steps, and the domain with them;
/// `false` leaves that end of the marks, and so of the domain, at the data's own end (nil:
/// rounded, as by default). Any `AxisMarks` of the axis that says `false` unrounds that end.
package struct ChartAxisRounding: Equatable, Sendable {
    package var lower = true, upper = true

    package init(lower: Bool = true, upper: Bool = true) {
        self.lower = lower
        self.upper = upper
    }

    /// The flags of a chart axis' JSON (`ChartAxisMarks`), rounded when it has none.
    package init(_ axis: JSONField?) throws(SceneError) {
        lower = try axis?.member("roundLowerBound")?.bool() ?? true
        upper = try axis?.member("roundUpperBound")?.bool() ?? true
    }
}

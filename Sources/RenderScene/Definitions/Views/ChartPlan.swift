import Foundation
import RenderLayout

/// One mark of a Chart as its JSON gives it (`ChartView`).
package struct ChartMark {
    package enum Kind: String { case bar = "BarMark", line = "LineMark", point = "PointMark", area = "AreaMark", rule = "RuleMark", sector = "SectorMark", rectangle = "RectangleMark" }
    /// A plotted value: a category, a number, or a date (seconds since 1970).
    package enum Value: Equatable {
        case category(String), number(Double), date(Double)
        package var name: String {
            switch self {
            case .category(let text): return text
            case .number(let value): return ChartTicks.label(value)
            case .date(let seconds): return ChartAxisPlan.dateLabel(seconds, unit: 86_400)
            }
        }
    }

    package let kind: Kind
    package var values: [String: Value] = [:]
    /// `innerRadius:`: `{"ratio": r}`, `{"inset": points}`, `{"fixed": points}`.
    package var inner: (kind: String, amount: Double)? = nil
    package var angularInset = 0.0
    /// `width:`/`height:` of a RectangleMark: `.fixed(points)` or `.ratio(r)` of its band.
    package var sides: [String: (kind: String, amount: Double)] = [:]
    package var style: JSONField? = nil
    /// `foregroundStyle(by:)`'s value and its label (`.value("City", …)`: "City").
    package var by: Value? = nil
    package var byLabel: String? = nil
    package var cornerRadius = 0.0
    package var catmullRom = false
    package var opacity: Double? = nil
    /// `.annotation(position:alignment:spacing:) { … }`: its view and where it goes.
    package var annotation: (content: JSONField, position: String, alignment: String, spacing: Double)? = nil
    /// `.lineStyle(StrokeStyle(…))` of a line or rule: width, dash, cap (`ChartPath` step 5).
    package var lineStyle: (width: Double, dash: [Double], cap: String)? = nil
    /// `.symbol(.square)` and `.symbol(by:)` of a line or point (`ChartSymbolShape`).
    package var symbol: ChartSymbolShape? = nil
    package var symbolBy: Value? = nil
    package var symbolByLabel: String? = nil
    /// `.mask { … }` of a rectangle or bar: the marks whose outlines it is drawn through (`ChartMaskedMark`).
    package var mask: [ChartMark]? = nil

    /// The modifiers a mark takes (`init`'s switch); the Swift front end leaves any other out
    /// with a warning rather than refusing the chart.
    package static let modifierNames: Set<String> = ["foregroundStyle", "cornerRadius", "interpolationMethod", "opacity", "annotation", "lineStyle", "symbol", "mask"]
    /// The marks each of these modifiers is drawn on; the Swift front end leaves it out, with a
    /// warning, on another (an error in a JSON scene).
    package static let modifierMarks: [String: Set<Kind>] = [
        "annotation": [.bar, .rectangle, .point], "lineStyle": [.line, .rule], "symbol": [.line, .point], "mask": [.rectangle, .bar],
    ]
    /// The marks a `mask { … }` may hold (their outlines are its shape).
    package static let maskMarks: Set<Kind> = [.area, .rectangle]
    static let annotationPositions: Set<String> = ["automatic", "top", "bottom", "leading", "trailing", "topLeading", "topTrailing", "bottomLeading", "bottomTrailing", "overlay"]

    static let plottableKeys = ["x", "y", "xStart", "xEnd", "yStart", "yEnd", "series", "angle"]

    init(_ field: JSONField, modifiers: [JSONField]) throws(SceneError) {
        guard let kind = Kind(rawValue: try field.member("type")?.string() ?? "") else { throw field.fail("not a chart mark") }
        self.kind = kind
        try field.checkKeys(Set(["type", "id", "modifiers", "width", "height", "stacking", "innerRadius", "outerRadius", "angularInset"] + Self.plottableKeys), what: kind.rawValue)
        for key in Self.plottableKeys { if let member = field.member(key) { values[key] = try Self.value(member) } }
        if let member = field.member("innerRadius") {
            let object = try member.object()
            guard object.count == 1, ["ratio", "inset", "fixed"].contains(object[0].key), let amount = member.member(object[0].key) else {
                throw member.fail("innerRadius is {\"ratio\": r}, {\"inset\": points} or {\"fixed\": points}")
            }
            inner = (object[0].key, try amount.number())
        }
        angularInset = try field.member("angularInset")?.number() ?? 0
        for key in ["width", "height"] where kind == .rectangle {
            guard let member = field.member(key) else { continue }
            let object = try member.object()
            guard object.count == 1, ["ratio", "fixed", "inset"].contains(object[0].key), let amount = member.member(object[0].key) else {
                throw member.fail("a rectangle's \(key) is {\"fixed\": points}, {\"ratio\": r} or {\"inset\": points}")
            }
            let number = try amount.number()
            guard number.isFinite, number >= 0, number <= 100_000 else { throw amount.fail("a rectangle's \(key) is a finite number from 0 to 100000") }
            sides[key] = (object[0].key, number)
        }
        for modifier in modifiers {
            let entries = try modifier.object()
            guard entries.count == 1, let value = modifier.member(entries[0].key) else { throw modifier.fail("a modifier is one {name: value}") }
            switch entries[0].key {
            case "foregroundStyle":
                if let by = value.member("by") {
                    self.by = try Self.value(by)
                    byLabel = try by.member("label")?.string()
                } else {
                    style = value
                }
            case "cornerRadius": cornerRadius = try value.number()
            // `cardinal` and `monotone` are drawn as catmullRom curves (decision); the step methods as lines.
            case "interpolationMethod": catmullRom = ["catmullRom", "cardinal", "monotone"].contains(try value.string())
            case "opacity": opacity = try value.number(in: 0...1)
            case "annotation":
                try value.checkKeys(["content", "position", "alignment", "spacing"], what: "an annotation")
                guard let content = value.member("content") else { throw value.fail("an annotation needs its content view") }
                let position = try value.member("position")?.string() ?? "automatic"
                guard Self.annotationPositions.contains(position) else { throw value.fail("an annotation's position is top, bottom, leading, trailing, overlay or automatic, not \(position)") }
                let spacing = try value.member("spacing")?.number() ?? ChartView.annotationSpacing
                guard spacing.isFinite, abs(spacing) <= 10_000 else { throw value.fail("an annotation's spacing is a finite number up to 10000") }
                annotation = (content, position, try value.member("alignment")?.string() ?? "center", spacing)
            case "lineStyle":
                try value.checkKeys(["lineWidth", "dash", "lineCap"], what: "a chart line style")
                let width = try value.member("lineWidth")?.number() ?? 1
                guard width.isFinite, width >= 0, width <= 1_000 else { throw value.fail("a chart line's width is a number from 0 to 1000") }
                let dash = try value.member("dash").map { field throws(SceneError) in try StrokeStyleFields.dash(field) } ?? []
                lineStyle = (width, dash, try value.member("lineCap").map { field throws(SceneError) in try StrokeStyleFields.lineCap(field) } ?? "butt")
            case "symbol":
                if let by = value.member("by") {
                    symbolBy = try Self.value(by)
                    symbolByLabel = try by.member("label")?.string()
                } else {
                    let name = try value.string()
                    guard let shape = ChartSymbolShape(rawValue: name) else {
                        throw value.fail("a chart symbol is \(ChartSymbolShape.allCases.map(\.rawValue).joined(separator: ", ")), not \(name)")
                    }
                    symbol = shape
                }
            case "mask": mask = (mask ?? []) + (try Self.maskContent(value))
            default: throw value.fail("a chart mark's modifiers are \(Self.modifierNames.sorted().joined(separator: ", ")), not \(entries[0].key)")
            }
            if let kinds = Self.modifierMarks[entries[0].key], !kinds.contains(kind) {
                throw value.fail("\(entries[0].key) is drawn on \(kinds.map(\.rawValue).sorted().joined(separator: ", ")), not on a \(kind.rawValue)")
            }
        }
    }

    /// A `mask`'s marks: its `content` (or itself) a mark, a Group of marks (a ForEach) or a
    /// ZStack of them (several views given as one), every one an area or a rectangle.
    package static func maskContent(_ value: JSONField) throws(SceneError) -> [ChartMark] {
        let content = value.member("content") ?? value
        var inner: [ChartMark] = [], others: [JSONField] = []
        if try content.member("type")?.string() == "ZStack", let children = content.member("children") {
            try ChartView.collect(children, inherited: try content.member("modifiers")?.array() ?? [], marks: &inner, others: &others)
        } else {
            try ChartView.collect(view: content, inherited: [], marks: &inner, others: &others)
        }
        guard others.isEmpty, !inner.isEmpty, inner.allSatisfy({ maskMarks.contains($0.kind) }) else {
            let found = (try? others.compactMap { try $0.member("type")?.string() }) ?? []
            throw value.fail("a chart mark's mask holds AreaMark and RectangleMark content, not \((found + inner.map(\.kind.rawValue)).joined(separator: ", "))")
        }
        return inner
    }

    /// `{"label": "Sales", "value": 12}`, `{"label": "Day", "date": "2026-01-01T00:00:00Z"}`.
    static func value(_ field: JSONField) throws(SceneError) -> Value {
        try field.checkKeys(["label", "value", "date"], what: "a plottable value")
        if let date = field.member("date") {
            guard let parsed = SceneDates.parse(try date.string()) else { throw date.fail("a date is ISO 8601, such as 2026-01-01T09:41:00Z") }
            return .date(parsed.timeIntervalSince1970)
        }
        guard let value = field.member("value") else { throw field.fail("a plottable value needs \"value\" or \"date\"") }
        if case .string(let text) = value.node.value { return .category(text) }
        let number = try value.number()
        guard number.isFinite, abs(number) <= 1e15 else { throw value.fail("a plotted number is finite, at most 10^15") }
        return .number(number)
    }
}

/// One axis of a Chart: a band of categories, or a continuous domain with its ticks.
package struct ChartAxisPlan {
    package var categories: [String] = []
    package var ticks: ChartTicks.Axis? = nil
    /// Seconds per tick unit of a date axis (an hour or a day), nil for numbers.
    package var dateUnit: Double? = nil
    /// The y axis: its first category is at the top (fractions run up from the bottom).
    package var vertical = false

    package func centre(_ index: Int) -> Double { categories.isEmpty ? 0.5 : (Double(index) + 0.5) / Double(categories.count) }
    package var band: Double { categories.isEmpty ? 1 : 1 / Double(categories.count) }

    package func position(_ value: ChartMark.Value) -> Double? {
        switch value {
        case .category(let text): return categories.firstIndex(of: text).map { vertical ? 1 - centre($0) : centre($0) }
        case .number(let number): return ticks.map { $0.fraction(number) }
        case .date(let seconds): return ticks.map { $0.fraction(seconds / (dateUnit ?? 1)) }
        }
    }

    package func tickLabel(_ value: Double) -> String {
        guard let unit = dateUnit else { return ChartTicks.label(value) }
        return Self.dateLabel(value * unit, unit: unit)
    }

    /// A date tick: "9 AM" on an hour axis, "Jan 5" on a day axis (en_US, UTC; decision).
    package static func dateLabel(_ seconds: Double, unit: Double) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = unit < 86_400 ? "h a" : "MMM d"
        return formatter.string(from: Date(timeIntervalSince1970: seconds))
    }

    /// Step 1 of `ChartView`: the axis the values make.
    init() {}

    init(_ values: [ChartMark.Value], vertical: Bool, domain: ChartScaleDomain?, rounding: ChartAxisRounding = ChartAxisRounding(), at field: JSONField) throws(SceneError) {
        self.vertical = vertical
        var numbers: [Double] = [], dates: [Double] = []
        for value in values {
            switch value {
            case .category(let text): if !categories.contains(text) { categories.append(text) }
            case .number(let number): numbers.append(number)
            case .date(let seconds): dates.append(seconds)
            }
        }
        let kinds = [!categories.isEmpty, !numbers.isEmpty, !dates.isEmpty].filter { $0 }.count
        guard kinds <= 1 else { throw field.fail("a Chart axis plots one kind of value: categories (strings), numbers or dates, not a mix") }
        if let range = domain?.range, categories.isEmpty, dates.isEmpty {
            ticks = ChartTicks.fixed(lower: range.lowerBound, upper: range.upperBound)
        } else if let lower = numbers.min(), let upper = numbers.max() {
            ticks = ChartTicks.automatic(lower: lower, upper: upper, includesZero: domain?.includesZero ?? true, roundLower: rounding.lower, roundUpper: rounding.upper)
        } else if let lower = dates.min(), let upper = dates.max() {
            let unit = upper - lower <= 2 * 86_400 ? 3_600.0 : 86_400.0
            dateUnit = unit
            ticks = ChartTicks.automatic(lower: lower / unit, upper: upper / unit, includesZero: false, roundLower: rounding.lower, roundUpper: rounding.upper)
        }
    }
}

/// What a Chart draws, worked out from its marks once (`ChartView` steps 1–5).
package struct ChartPlan {
    package enum Drawn {
        case json(ChartPart, (JSONBuilder) -> JSONNode)
        case behavior(ChartPart, any ViewBehavior)
    }

    package let marks: [ChartMark]
    package var x = ChartAxisPlan(), y = ChartAxisPlan()
    /// The `foregroundStyle(by:)` values, in the order they first appear, told apart by the
    /// value itself (a number 1 is not the category "1", two dates of one day are two), and
    /// the label of the first (`.value("City", …)`).
    package var seriesValues: [ChartMark.Value] = []
    package var seriesLabel: String?
    /// The `symbol(by:)` values, in the order they first appear (`ChartSymbolShape` step 1), and their label.
    package var symbolValues: [ChartMark.Value] = []
    package var symbolLabel: String?
    /// Bars whose x is the quantity (y a category).
    package var horizontal = false
    /// Each bar's extent along its quantity axis after stacking.
    var barExtents: [Int: (Double, Double)] = [:]

    init(marks: [ChartMark], xDomain: ChartScaleDomain? = nil, yDomain: ChartScaleDomain? = nil,
         xRounding: ChartAxisRounding = ChartAxisRounding(), yRounding: ChartAxisRounding = ChartAxisRounding(), at field: JSONField) throws(SceneError) {
        self.marks = marks
        for mark in marks {
            if let by = mark.by, !seriesValues.contains(by) { seriesValues.append(by) }
            if let by = mark.symbolBy, !symbolValues.contains(by) { symbolValues.append(by) }
        }
        seriesLabel = marks.lazy.compactMap(\.byLabel).first
        symbolLabel = marks.lazy.compactMap(\.symbolByLabel).first
        horizontal = marks.contains { mark in
            guard mark.kind == .bar, case .category? = mark.values["y"] else { return false }
            return true
        }
        // Step 2: stacked bars, by the category (or value) they share.
        var stacks: [String: (positive: Double, negative: Double)] = [:]
        for (index, mark) in marks.enumerated() where mark.kind == .bar {
            let along = horizontal ? "x" : "y", across = horizontal ? "y" : "x"
            if mark.values[along + "Start"] != nil || mark.values[along + "End"] != nil { continue }
            guard case .number(let amount)? = mark.values[along] else { continue }
            let key = mark.values[across]?.name ?? ""
            var stack = stacks[key] ?? (0, 0)
            if amount >= 0 {
                barExtents[index] = (stack.positive, stack.positive + amount)
                stack.positive += amount
            } else {
                barExtents[index] = (stack.negative + amount, stack.negative)
                stack.negative += amount
            }
            stacks[key] = stack
        }
        var xs: [ChartMark.Value] = [], ys: [ChartMark.Value] = []
        for (index, mark) in marks.enumerated() where mark.kind != .sector {
            for key in ["x", "xStart", "xEnd"] { if let value = mark.values[key] { xs.append(value) } }
            for key in ["y", "yStart", "yEnd"] { if let value = mark.values[key] { ys.append(value) } }
            if let extent = barExtents[index] {
                if horizontal { xs += [.number(extent.0), .number(extent.1)] } else { ys += [.number(extent.0), .number(extent.1)] }
            }
        }
        x = try ChartAxisPlan(xs, vertical: false, domain: xDomain, rounding: xRounding, at: field)
        y = try ChartAxisPlan(ys, vertical: true, domain: yDomain, rounding: yRounding, at: field)
    }

    /// Step 5: a mark's colour.
    func style(_ mark: ChartMark, palette: [String], _ b: JSONBuilder) -> JSONNode {
        if let style = mark.style { return style.node }
        if let by = mark.by, let index = seriesValues.firstIndex(of: by) { return b.string(palette[index % palette.count]) }
        return b.string(palette[0])
    }

    func styleValue(_ mark: ChartMark, palette: [String]) throws(SceneError) -> ShapeStyleValue {
        if let style = mark.style { return try style.shapeStyleValue() }
        var name = palette[0]
        if let by = mark.by, let index = seriesValues.firstIndex(of: by) { name = palette[index % palette.count] }
        return .style(.color(RGBA.named[name] ?? SystemColors.blue))
    }

    /// Steps 2–5: every mark's view and where it goes, in the order given.
    func drawn(palette: [String]) throws(SceneError) -> [Drawn] {
        var result: [Drawn] = []
        func shape(_ mark: ChartMark, _ b: JSONBuilder) -> JSONNode {
            let fill = style(mark, palette: palette, b)
            let opacity = ChartView.opacityModifier(mark.opacity, b)
            if mark.cornerRadius > 0 {
                return b.view("RoundedRectangle", [("cornerRadius", b.number(mark.cornerRadius)), ("style", b.string("continuous")), ("fill", fill)], modifiers: opacity)
            }
            return b.view("Rectangle", [("fill", fill)], modifiers: opacity)
        }
        // Lines and areas: one path per series and kind.
        var series: [(kind: ChartMark.Kind, key: ChartMark.Value?, first: ChartMark, points: [RenderLayout.Point], lows: [Double?])] = []
        let sectorTotal = marks.filter { $0.kind == .sector }.reduce(0.0) { total, mark in
            if case .number(let value)? = mark.values["angle"], value > 0 { return total + value } else { return total }
        }
        var sectorStart = 0.0
        // Annotations go over every mark (step 8); a line's symbols over its path.
        var annotations: [Drawn] = [], symbols: [Drawn] = []
        func annotate(_ mark: ChartMark, _ x: ChartSpan, _ y: ChartSpan) {
            guard let annotation = mark.annotation else { return }
            annotations.append(.json(.annotation(x: x, y: y, position: annotation.position, alignment: annotation.alignment, spacing: annotation.spacing),
                                     { _ in annotation.content.node }))
        }
        for (index, mark) in marks.enumerated() {
            switch mark.kind {
            case .bar:
                guard let rect = barRect(index, mark) else { continue }
                if mark.mask != nil {
                    result.append(.behavior(.plot, try masked(mark, .fractions(rect.x, rect.x + rect.width), .fractions(rect.y, rect.y + rect.height), palette: palette)))
                } else {
                    result.append(.json(.plotRect(x: rect.x, y: rect.y, width: rect.width, height: rect.height), { b in shape(mark, b) }))
                }
                annotate(mark, .fractions(rect.x, rect.x + rect.width), .fractions(rect.y, rect.y + rect.height))
            case .line, .area:
                guard let px = point(mark, "x", x), let py = point(mark, "y", y) ?? point(mark, "yEnd", y) else { continue }
                let key = mark.values["series"] ?? mark.by
                let low = mark.kind == .area && mark.values["y"] == nil ? point(mark, "yStart", y) : nil
                if mark.kind == .line, let symbol = symbolShape(mark) {
                    symbols.append(.json(.point(x: px, y: py), { b in
                        ChartView.symbolJSON(symbol, size: ChartView.pointSize, style: self.style(mark, palette: palette, b), opacity: mark.opacity, b)
                    }))
                }
                if let at = series.firstIndex(where: { $0.kind == mark.kind && $0.key == key }) {
                    series[at].points.append(RenderLayout.Point(x: px, y: py))
                    series[at].lows.append(low)
                } else {
                    series.append((mark.kind, key, mark, [RenderLayout.Point(x: px, y: py)], [low]))
                }
            case .rectangle:
                guard let across = rectangleSpan(mark, "x", x, side: "width"), let up = rectangleSpan(mark, "y", y, side: "height") else { continue }
                if mark.mask != nil {
                    result.append(.behavior(.plot, try masked(mark, across, up, palette: palette)))
                } else {
                    result.append(.json(.span(x: across, y: up), { b in shape(mark, b) }))
                }
                annotate(mark, across, up)
            case .point:
                guard let px = point(mark, "x", x) ?? (mark.values["x"] == nil ? 0.5 : nil),
                      let py = point(mark, "y", y) ?? (mark.values["y"] == nil ? 0.5 : nil) else { continue }
                let size = ChartView.pointSize
                annotate(mark, .centred(px, points: size), .centred(py, points: size))
                let symbol = symbolShape(mark) ?? .circle
                result.append(.json(.point(x: px, y: py), { b in
                    if symbol == .circle {
                        return b.view("Circle", [("fill", self.style(mark, palette: palette, b))],
                                      modifiers: [("frame", b.object([("width", b.number(size)), ("height", b.number(size))]))] + ChartView.opacityModifier(mark.opacity, b))
                    }
                    return ChartView.symbolJSON(symbol, size: size, style: self.style(mark, palette: palette, b), opacity: mark.opacity, b)
                }))
            case .rule:
                if let line = mark.lineStyle {
                    // `ChartPath` step 5: a rule with its own stroke, across or down the plot.
                    var points: [RenderLayout.Point] = []
                    if let py = point(mark, "y", y) { points = [.init(x: 0, y: py), .init(x: 1, y: py)] }
                    else if let px = point(mark, "x", x) { points = [.init(x: px, y: 0), .init(x: px, y: 1)] }
                    guard !points.isEmpty else { continue }
                    var path = ChartPath(points: points, style: try styleValue(mark, palette: palette), area: false, baseline: 0, catmullRom: false, lineWidth: line.width)
                    path.dash = line.dash
                    path.lineCap = line.cap
                    path.opacity = mark.opacity ?? 1
                    path.markName = mark.kind.rawValue
                    result.append(.behavior(.plot, path))
                } else if let py = point(mark, "y", y) {
                    result.append(.json(.horizontalLine(y: py, thickness: ChartView.ruleWidth), { b in shape(mark, b) }))
                } else if let px = point(mark, "x", x) {
                    result.append(.json(.verticalLine(x: px, thickness: ChartView.ruleWidth), { b in shape(mark, b) }))
                }
            case .sector:
                guard sectorTotal > 0, case .number(let value)? = mark.values["angle"], value > 0 else { continue }
                let inner = mark.inner
                var sector = ChartSector(start: sectorStart / sectorTotal, end: (sectorStart + value) / sectorTotal,
                                         inner: inner.map { ChartSector.Inner(kind: $0.kind, amount: $0.amount) },
                                         angularInset: mark.angularInset, style: try styleValue(mark, palette: palette))
                sector.opacity = mark.opacity ?? 1
                sectorStart += value
                result.append(.behavior(.plot, sector))
            }
        }
        let baseline = min(max(y.ticks.map { $0.fraction(0) } ?? 0, 0), 1)
        // Paths go under the points and bars drawn after them: Swift Charts draws marks in order;
        // a series is drawn where its first mark is (decision: here, before the other marks).
        let paths: [Drawn] = try series.map { entry throws(SceneError) in
            var path = ChartPath(points: entry.points, style: try styleValue(entry.first, palette: palette), area: entry.kind == .area,
                                 baseline: baseline, catmullRom: entry.first.catmullRom, lineWidth: entry.first.lineStyle?.width ?? ChartPath.defaultLineWidth)
            if let line = entry.first.lineStyle, entry.kind == .line {
                path.dash = line.dash
                path.lineCap = line.cap
            }
            // A series is drawn at its first mark's opacity, as in its first mark's style.
            path.opacity = entry.first.opacity ?? 1
            // An area of ranges when every point has its lower value (`AreaMark(x:yStart:yEnd:)`).
            let lows = entry.lows.compactMap { $0 }
            if entry.kind == .area, lows.count == entry.points.count { path.lows = lows }
            return .behavior(.plot, path)
        }
        return paths + symbols + result + annotations
    }

    /// A mark's symbol (`ChartSymbolShape` step 1): its own, or its `symbol(by:)` value's.
    func symbolShape(_ mark: ChartMark) -> ChartSymbolShape? {
        if let symbol = mark.symbol { return symbol }
        guard let by = mark.symbolBy, let index = symbolValues.firstIndex(of: by) else { return nil }
        return ChartSymbolShape.cycled(index)
    }

    /// Step 2 for a RectangleMark, along one axis (`key` "x" or "y"): `xStart`…`xEnd` spans
    /// those values; `x` alone is centred on its value, `width: .fixed(n)` points wide, else its
    /// band's width on a category axis (times `.ratio(r)`, or less n points on each side for `.inset(n)`),
    /// else `rectangleSide` points (decision; `.inset` off a category axis too); neither spans
    /// the whole plot.
    func rectangleSpan(_ mark: ChartMark, _ key: String, _ axis: ChartAxisPlan, side: String) -> ChartSpan? {
        if let start = mark.values[key + "Start"], let end = mark.values[key + "End"] {
            guard let a = axis.position(start), let b = axis.position(end) else { return nil }
            return .fractions(a, b)
        }
        guard let value = mark.values[key] else { return .fractions(0, 1) }
        guard let centre = axis.position(value) else { return nil }
        let dimension = mark.sides[side]
        if let dimension, dimension.kind == "fixed" { return .centred(centre, points: dimension.amount) }
        if !axis.categories.isEmpty {
            // `.inset(n)`: the band less n points on each side, centred (at least nothing).
            if let dimension, dimension.kind == "inset" { return .inset(centre, band: axis.band, points: dimension.amount) }
            var ratio = 1.0
            if let dimension, dimension.kind == "ratio" { ratio = min(max(dimension.amount, 0), 1) }
            return .fractions(centre - axis.band * ratio / 2, centre + axis.band * ratio / 2)
        }
        return .centred(centre, points: ChartView.rectangleSide)
    }

    /// A mark's position along an axis, as a fraction of the plot.
    func point(_ mark: ChartMark, _ key: String, _ axis: ChartAxisPlan) -> Double? {
        mark.values[key].flatMap { axis.position($0) }
    }

    /// Step 2: a bar's rect in plot fractions (bottom-leading corner, width, height).
    func barRect(_ index: Int, _ mark: ChartMark) -> (x: Double, y: Double, width: Double, height: Double)? {
        let along = horizontal ? y : x, across = horizontal ? x : y
        let alongKey = horizontal ? "y" : "x", acrossKey = horizontal ? "x" : "y"
        // The bar's thickness on its category (or continuous value) axis.
        let thickness: Double
        let centre: Double
        if let value = mark.values[alongKey], let position = along.position(value) {
            centre = position
            let distinct = Set(marks.compactMap { $0.kind == .bar ? $0.values[alongKey]?.name : nil }).count
            thickness = along.categories.isEmpty ? ChartView.barRatio / Double(max(distinct, 1)) : ChartView.barRatio * along.band
        } else if mark.values[alongKey] == nil {
            centre = 0.5
            thickness = 1
        } else {
            return nil
        }
        let low: Double, high: Double
        if let extent = barExtents[index] {
            guard let a = across.position(.number(extent.0)), let b = across.position(.number(extent.1)) else { return nil }
            (low, high) = (min(a, b), max(a, b))
        } else if let start = mark.values[acrossKey + "Start"], let end = mark.values[acrossKey + "End"],
                  let a = across.position(start), let b = across.position(end) {
            (low, high) = (min(a, b), max(a, b))
        } else {
            return nil
        }
        return horizontal ? (low, centre - thickness / 2, high - low, thickness) : (centre - thickness / 2, low, thickness, high - low)
    }
}

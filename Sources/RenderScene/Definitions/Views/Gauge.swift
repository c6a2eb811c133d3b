import Foundation
import RenderLayout

/// `Gauge`, iOS 17 at rest, in the style `gaugeStyle` puts in its environment.
///
/// Decoding (docs/scene-format.md, "Controls"): `value` (default 0) and `in` (`[lower, upper]`,
/// default `[0, 1]`) as a Slider's; `label` one view (required, as SwiftUI's `label:` closure);
/// `currentValueLabel`, `minimumValueLabel`, `maximumValueLabel` one view each, optional. The
/// value is clamped into the range; its fraction of the range is what the gauge shows.
///
/// 1. `automatic` (iOS's default, `linearCapacity`), `linearCapacity` and
///    `accessoryLinearCapacity`: a leading VStack, 4 apart, of the label, the bar row, and the
///    current value label. The bar row is the minimum label, the bar, the maximum label (an
///    HStack, 6 apart); the bar is a linear `ProgressView` of the fraction (a 4-point capsule
///    taking the width left, the fraction in blue). The value labels are footnote, secondary,
///    one line. Apple documents this arrangement for the accessory style (label above, current
///    value below, minimum and maximum at the bar's ends — `accessoryLinearCapacity`); the
///    default style is drawn the same way (decision, as it looks on iOS 17).
/// 2. `accessoryCircularCapacity`: a 58 × 58 ring whatever the proposal, a 5.5-point stroke of
///    the accent colour at 35 %, the fraction from 12 o'clock clockwise in the accent colour with
///    round caps, the current value label (else the label) in the centre, 12-point medium.
/// 3. `accessoryCircular`: the same ring open at the bottom — a 270° arc from 7:30 to 4:30
///    o'clock in the accent colour, or 240° from 8 to 4 o'clock when minimum or maximum labels
///    take the gap — with a 5.5-point disc of the accent colour, ringed 2.25 in the background
///    colour (10 across), marking the fraction: its centre on the stroke's middle, from the arc's
///    leading cap (0) to its trailing cap (1); the current value label centred; in the gap
///    below, the minimum and maximum labels (11-point medium, 11 in from the ring's sides, 3
///    above its bottom) where either is given, else the label, centred across the ring's
///    whole width 3 above its bottom (a decision: no picture shows it) ("This
///    style displays the gauge's `currentValueLabel` value at the center of the gauge. If you
///    provide `minimumValueLabel` and `maximumValueLabel` … they appear in the opening at the
///    bottom of the ring. Otherwise, the gauge places its label in that location": Apple,
///    `GaugeStyle.accessoryCircular`).
///    Measured (steps 2–3): home-assistant/iOS `Tests/WatchComplications/__Snapshots__/
///    CircularComplicationSnapshot.test/circularComplicationVariants.*.png` at d722d7811aec
///    (Xcode 26.4's iOS 26.4 simulator, 3×, dark; a Gauge in a 100 × 100 frame): both rings 58
///    across (174 pixels) in the 100-point frame, stroke 5.52 by coverage, the capacity track
///    (17, 73, 31) = 35 % of the tint (48, 209, 88) over black, the open arc in the full tint,
///    its caps' centres 45° below 3 and 9 o'clock without bounds labels and 30° below with them;
///    the marker a 5.5 disc in a 10-point knockout on the caps' centres at 150° (value 0) and 30°
///    (value 1) with bounds labels, at −46.8° for 0.68 with them and −41.4° without (the
///    knockout's alpha-weighted centroid, 26.24 from the centre; the rule's values); "0" and "100" 8 tall (an 11-point face), inset 11.7 from the
///    ring's sides, baseline 5.67 above its bottom.
///    iOS 26 is not the iOS 17 and 18 the renderer draws; no iOS 17 or 18 picture of a Gauge
///    was found, and Apple publishes no numbers, so these stand until one is (the centre
///    labels' fonts are the app's own there, and stay a decision).
///    Known deviation: the picture's knockout is cut (transparent to whatever lies below); the
///    renderer paints it in the background colour, the same on the system background only.
/// 4. The behaviour lays out and places only the arrangement of the style in effect. Each
///    arrangement holds its own copy of the labels; ids (which are unique in a scene) stay on
///    the copies of the default arrangement only (decision: an id in a Gauge's label names its
///    view in the linear capacity styles, and nothing in the others).
/// 5. `accessoryLinear`: "a bar with a marker that appears at a point along the bar to indicate
///    the gauge's current value"; the minimum and maximum labels "appear on leading and
///    trailing edges of the bar … Otherwise, the gauge displays the `currentValueLabel` value on
///    the leading edge" (Apple, `GaugeStyle.accessoryLinear`); the label is not shown. The
///    bar and marker are the open ring's, straightened (`AccessoryLinearGaugeLayout`): a 5.5-point
///    capsule of the accent colour, a 5.5-point accent dot ringed 2.25 in the background style
///    at the fraction (kept inside the bar); the edge labels footnote, secondaryLabel grey, one
///    line, 6 from the bar (decision: the measured ring of step 3 straightened; no picture of
///    this style was found, and Apple publishes no numbers).
/// 6. One bounds label without the other (both accessory styles; decision): SwiftUI takes the
///    two together (`init(value:in:label:currentValueLabel:minimumValueLabel:maximumValueLabel:)`,
///    one `BoundsLabel` type for both), so a scene that gives one has the other empty — as Swift
///    writes it, `maximumValueLabel: { if showsMaximum { Text("100") } }`, which the front ends
///    leave out. The bounds labels are then "provided": the one given keeps its edge (its side
///    of the gap), the other edge is empty — the bar runs to it, with no 6-point gap — and the
///    current value label (`accessoryLinear`) or the label (`accessoryCircular`) is not put in
///    its place. Apple's "Otherwise" is read as: when neither is given.
package enum GaugeView: ViewDefinition {
    package static let entry = Vocabulary.Entry("Gauge", json: ["value", "in", "label", "currentValueLabel", "minimumValueLabel", "maximumValueLabel"],
      summary: "A value in a range: a capacity bar with its labels, or a ring (`gaugeStyle`).", [
        .init([.init("value", .number), .init("in", .range, optional: true), .init("label", .view)]),
        .init([.init("value", .number), .init("in", .range, optional: true), .init("label", .view), .init("currentValueLabel", .view)]),
        .init([.init("value", .number), .init("in", .range, optional: true), .init("label", .view), .init("currentValueLabel", .view),
               .init("minimumValueLabel", .view), .init("maximumValueLabel", .view)]),
    ])

    package static let ringSize = 58.0, ringWidth = 5.5, markerSize = 5.5, markerRing = 2.25

    /// Step 3: the open arc's start and sweep, in degrees clockwise from 3 o'clock (y down):
    /// 135° and 270° (caps 45° below 9 and 3 o'clock), or 150° and 240° (30° below) when bounds
    /// labels take the gap. The marker runs the arc from end to end.
    package static func openArc(hasBounds: Bool) -> (start: Double, sweep: Double) {
        hasBounds ? (150, 240) : (135, 270)
    }

    package static func decode(_ object: JSONField, _ context: inout ViewDecoding) throws(SceneError) -> (any ViewBehavior, [ViewNode]) {
        let range = try context.decoder.controlRange(object) ?? 0...1
        let value = try context.decoder.controlValue(object.member("value")) ?? 0
        let fraction = range.upperBound > range.lowerBound ? min(max((value - range.lowerBound) / (range.upperBound - range.lowerBound), 0), 1) : 0
        guard let label = object.member("label") else { throw object.fail("Gauge needs \"label\": a view") }
        func view(_ key: String) throws(SceneError) -> JSONNode? {
            guard let field = object.member(key) else { return nil }
            guard case .object = field.node.value else { throw field.fail("a Gauge's \(key) is a view") }
            return field.node
        }
        _ = try view("label")
        let current = try view("currentValueLabel"), minimum = try view("minimumValueLabel"), maximum = try view("maximumValueLabel")
        let b = JSONBuilder(location: object.node.location)
        let arrangements = [
            linear(fraction, label: label.node, current: current, minimum: minimum, maximum: maximum, b),
            capacityRing(fraction, centre: current ?? label.node, b),
            openRing(fraction, centre: current, minimum: minimum, maximum: maximum, label: label.node, b),
        ]
        var children: [ViewNode] = []
        for (index, arrangement) in arrangements.enumerated() {
            let field = JSONField(node: index == 0 ? arrangement : Self.withoutIDs(arrangement), at: JSONPath(parent: object.at, key: "style\(index)"), file: object.file)
            children += try context.decoder.view(field, depth: context.depth)
        }
        // Step 6: the current value leads only when neither bounds label is given.
        children.append(try markerBar(fraction, leading: minimum ?? (maximum == nil ? current : nil), trailing: maximum, in: object, b, &context))
        return (GaugeBehavior(fraction: fraction), children)
    }

    /// Step 4: `node` without the ids of its views (an `id` member, an `{"id": …}` modifier).
    static func withoutIDs(_ node: JSONNode) -> JSONNode {
        switch node.value {
        case .object(let members):
            let isView = members.contains { $0.key == "type" }
            let kept = members.filter { !(isView && $0.key == "id") }.map { member -> (key: String, value: JSONNode) in
                guard member.key == "modifiers", case .array(let modifiers) = member.value.value else { return (member.key, withoutIDs(member.value)) }
                let others = modifiers.filter {
                    if case .object(let entries) = $0.value, entries.count == 1, entries[0].key == "id" { return false }
                    return true
                }
                return (member.key, JSONNode(value: .array(others.map(withoutIDs)), location: member.value.location))
            }
            return JSONNode(value: .object(kept), location: node.location)
        case .array(let items):
            return JSONNode(value: .array(items.map(withoutIDs)), location: node.location)
        default:
            return node
        }
    }

    static func valueLabel(_ node: JSONNode, _ b: JSONBuilder, size: Double? = nil) -> JSONNode {
        let font = size.map { b.object([("size", b.number($0)), ("weight", b.string("medium"))]) } ?? b.string("footnote")
        return b.modified(node, [("font", font), ("foregroundStyle", b.string("secondary")), ("lineLimit", b.number(1))])
    }

    /// Step 1.
    static func linear(_ fraction: Double, label: JSONNode, current: JSONNode?, minimum: JSONNode?, maximum: JSONNode?,
                       _ b: JSONBuilder) -> JSONNode {
        var row: [JSONNode] = []
        if let minimum { row.append(valueLabel(minimum, b)) }
        row.append(b.view("ProgressView", [("value", b.number(fraction))]))
        if let maximum { row.append(valueLabel(maximum, b)) }
        var rows = [label, b.view("HStack", [("spacing", b.number(6)), ("children", b.array(row))])]
        if let current { rows.append(valueLabel(current, b)) }
        return b.view("VStack", [("alignment", b.string("leading")), ("spacing", b.number(4)), ("children", b.array(rows))])
    }

    /// Step 5: the bar, the marker and the edge labels, under `AccessoryLinearGaugeLayout`.
    static func markerBar(_ fraction: Double, leading: JSONNode?, trailing: JSONNode?, in object: JSONField, _ b: JSONBuilder,
                          _ context: inout ViewDecoding) throws(SceneError) -> ViewNode {
        let path = JSONPath(parent: object.at, key: "style3")
        var parts = [
            b.view("Capsule", [("fill", b.string("primary"))]),
            marker(ring: "background", b),
        ]
        // The edge labels in secondaryLabel grey, not a level of the accent colour the bar is
        // drawn in (`GaugeBehavior`), as the capacity bar's labels.
        func edgeLabel(_ node: JSONNode) -> JSONNode {
            b.modified(node, [("font", b.string("footnote")), ("foregroundStyle", b.string("secondaryLabel")), ("lineLimit", b.number(1))])
        }
        if let leading { parts.append(edgeLabel(leading)) }
        if let trailing { parts.append(edgeLabel(trailing)) }
        var nodes: [ViewNode] = []
        for (index, part) in parts.enumerated() {
            let field = JSONField(node: Self.withoutIDs(part), at: JSONPath(parent: path, key: "part\(index)"), file: object.file)
            nodes += try context.decoder.view(field, depth: context.depth)
        }
        let layout = AccessoryLinearGaugeLayout(fraction: fraction, hasLeading: leading != nil, hasTrailing: trailing != nil)
        return ViewNode(.defined(DefinedView(layout)), children: nodes, at: path)
    }

    /// The marker (steps 3, 5): a disc of the accent colour, its outer 2.25 in `ring` — one
    /// 10-point circle filled and stroked inside its edge, so no inner frame is put on the pixel
    /// grid and the 5.5-point disc stays round.
    static func marker(ring: String, _ b: JSONBuilder, _ offset: (String, JSONNode)? = nil) -> JSONNode {
        let side = markerSize + 2 * markerRing
        return b.view("Circle", [("fill", b.string("primary")), ("strokeBorder", b.string(ring)), ("lineWidth", b.number(markerRing))],
                      modifiers: [("frame", b.object([("width", b.number(side)), ("height", b.number(side))]))] + (offset.map { [$0] } ?? []))
    }

    static func ringFrame(_ b: JSONBuilder) -> (String, JSONNode) {
        ("frame", b.object([("width", b.number(ringSize)), ("height", b.number(ringSize))]))
    }

    /// Step 2.
    static func capacityRing(_ fraction: Double, centre: JSONNode, _ b: JSONBuilder) -> JSONNode {
        // The strokes lie inside the ring's frame (`strokeBorder`), not in a padded frame the
        // pixel grid would move: the outer edge is the frame's, as measured.
        var layers = [b.view("Circle", [("strokeBorder", b.string("primary")), ("lineWidth", b.number(ringWidth))], modifiers: [("opacity", b.number(0.35))])]
        if fraction > 0 {
            layers.append(b.view("Circle", [("trim", b.array([b.number(0), b.number(fraction)])), ("strokeBorder", b.string("primary")),
                                            ("lineWidth", b.number(ringWidth)), ("lineCap", b.string("round"))],
                                 modifiers: [("rotationEffect", b.object([("degrees", b.number(-90))]))]))
        }
        layers.append(b.modified(centre, [("font", b.object([("size", b.number(12)), ("weight", b.string("medium"))])), ("lineLimit", b.number(1)),
                                          ("foregroundStyle", b.string("label"))]))
        return b.view("ZStack", [("children", b.array(layers))], modifiers: [ringFrame(b)])
    }

    /// Step 3: the open ring, the current value label in the centre, in the gap the bounds
    /// labels at its ends, or without them the label centred.
    static func openRing(_ fraction: Double, centre: JSONNode?, minimum: JSONNode?, maximum: JSONNode?, label: JSONNode,
                         _ b: JSONBuilder) -> JSONNode {
        // The arc runs from 7:30 through 12 to 4:30 (trim 0…0.75 turned 135°), or from 8 to 4
        // o'clock when the bounds labels sit in the gap (0…⅔ turned 150°).
        let arc = openArc(hasBounds: minimum != nil || maximum != nil)
        var layers = [b.view("Circle", [("trim", b.array([b.number(0), b.number(arc.sweep / 360)])), ("strokeBorder", b.string("primary")),
                                        ("lineWidth", b.number(ringWidth)), ("lineCap", b.string("round"))],
                             modifiers: [("rotationEffect", b.object([("degrees", b.number(arc.start))]))])]
        let radius = (ringSize - ringWidth) / 2
        let angle = (arc.start + arc.sweep * fraction) * Double.pi / 180
        layers.append(marker(ring: "systemBackground", b, ("offset", b.object([("x", b.number(radius * cos(angle))), ("y", b.number(radius * sin(angle)))]))))
        if let centre {
            layers.append(b.modified(centre, [("font", b.object([("size", b.number(12)), ("weight", b.string("medium"))])), ("lineLimit", b.number(1)),
                                              ("foregroundStyle", b.string("label"))]))
        }
        func end(_ node: JSONNode) -> JSONNode {
            b.modified(node, [("font", b.object([("size", b.number(11)), ("weight", b.string("medium"))])), ("lineLimit", b.number(1)), ("foregroundStyle", b.string("label"))])
        }
        let spacer = b.view("Spacer", [("minLength", b.number(0))])
        let ends: [JSONNode]
        let side: Double
        if minimum != nil || maximum != nil {
            ends = [minimum.map(end), spacer, maximum.map(end)].compactMap { $0 }
            side = 11
        } else {
            // The label alone has the ring's whole width below the caps (a decision).
            ends = [spacer, end(label), spacer]
            side = 0
        }
        layers.append(b.view("HStack", [("spacing", b.number(0)), ("children", b.array(ends))],
                             modifiers: [("padding", b.object([("leading", b.number(side)), ("trailing", b.number(side)), ("bottom", b.number(3))])),
                                         ("frame", b.object([("maxHeight", b.string("infinity")), ("alignment", b.string("bottom"))]))]))
        return b.view("ZStack", [("children", b.array(layers))], modifiers: [ringFrame(b)])
    }
}

/// A Gauge in the view tree: one arrangement per style (`GaugeView` steps 1–3), of which it
/// lays out and places the one of the style in effect; the accent colour is the foreground
/// style of the rings ("primary" in their JSON).
package struct GaugeBehavior: ViewBehavior {
    package let fraction: Double
    package var name: String { "Gauge" }

    static func arrangement(_ style: String?) -> Int {
        switch style {
        case "accessoryCircularCapacity": return 1
        case "accessoryCircular": return 2
        case "accessoryLinear": return 3
        default: return 0
        }
    }

    package func layout(in environment: EnvironmentValues) -> any Layout {
        let index = Self.arrangement(environment.controlStyles["Gauge"])
        return ChildRangeLayout(range: index..<(index + 1), row: false)
    }

    package var adjustsEachChild: Bool { true }

    package func adjust(child index: Int, _ environment: inout EnvironmentValues, parent: EnvironmentValues) {
        if index >= 1 { environment.foregroundStyle = ControlChildEnvironment.accent(parent) }
    }
}

/// `accessoryLinear`'s bar (`GaugeView` step 5). Children: the track, the marker, then the
/// leading and trailing edge labels where there are any.
///
/// 1. Each edge label is proposed nothing (its ideal size, one line).
/// 2. The bar takes the width proposed less the labels and 6 between each label and the bar
///    (unspecified: 10, as a linear ProgressView), and never less than the marker (10); the
///    height is the tallest of the labels and the marker.
/// 3. The track is 5.5 tall across the bar, centred vertically; the marker is centred on the
///    point `fraction` of the way from 5 to width − 5, so a full or empty gauge keeps it
///    on the rounded ends and inside the bar. The labels are centred vertically.
package struct AccessoryLinearGaugeLayout: Layout, ViewBehavior {
    package let fraction: Double
    package let hasLeading: Bool
    package let hasTrailing: Bool

    static let trackHeight = GaugeView.ringWidth, markerSide = GaugeView.markerSize + 2 * GaugeView.markerRing, gap = 6.0

    package var name: String { "Gauge.accessoryLinear" }
    package func layout(in environment: EnvironmentValues) -> any Layout { self }

    private func labels(_ subviews: LayoutSubviews) -> (leading: LayoutSubview?, trailing: LayoutSubview?) {
        let leading = hasLeading && subviews.count > 2 ? subviews[2] : nil
        let trailingIndex = hasLeading ? 3 : 2
        let trailing = hasTrailing && subviews.count > trailingIndex ? subviews[trailingIndex] : nil
        return (leading, trailing)
    }

    /// Steps 1–2: the labels' sizes and the bar's width.
    private func measure(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> (leading: Size, trailing: Size, bar: Double, height: Double) {
        let (leading, trailing) = labels(subviews)
        let l = leading?.sizeThatFits(.unspecified) ?? .zero, t = trailing?.sizeThatFits(.unspecified) ?? .zero
        let used = (leading == nil ? 0 : l.width + Self.gap) + (trailing == nil ? 0 : t.width + Self.gap)
        let bar = max(Self.markerSide, (proposal.width ?? (10 + used)) - used)
        return (l, t, bar, max(Self.markerSide, l.height, t.height))
    }

    package func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        let m = measure(proposal, subviews)
        let labels = labels(subviews)
        let width = m.bar + (labels.leading == nil ? 0 : m.leading.width + Self.gap) + (labels.trailing == nil ? 0 : m.trailing.width + Self.gap)
        return Size(width: width, height: m.height)
    }

    package func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, context: LayoutContext) {
        guard subviews.count >= 2 else { return }
        let m = measure(ProposedViewSize(width: bounds.width, height: bounds.height), subviews)
        let (leading, trailing) = labels(subviews)
        let midY = bounds.minY + bounds.height / 2
        var x = bounds.minX
        if let leading {
            leading.place(at: Point(x: x, y: midY - m.leading.height / 2), proposal: .unspecified)
            x += m.leading.width + Self.gap
        }
        let track = ProposedViewSize(width: m.bar, height: Self.trackHeight)
        subviews[0].place(at: Point(x: x, y: midY - Self.trackHeight / 2), proposal: track)
        // A bar of infinite width (a filling aspect ratio proposed nil) keeps its marker at the
        // start: 0 × ∞ is no place.
        let travel = max(0, m.bar - Self.markerSide)
        let centre = x + Self.markerSide / 2 + (travel.isFinite ? fraction * travel : 0)
        subviews[1].place(at: Point(x: centre - Self.markerSide / 2, y: midY - Self.markerSide / 2), proposal: .unspecified)
        if let trailing {
            trailing.place(at: Point(x: x + m.bar + Self.gap, y: midY - m.trailing.height / 2), proposal: .unspecified)
        }
    }
}

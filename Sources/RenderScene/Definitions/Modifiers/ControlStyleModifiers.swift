import RenderLayout

/// `datePickerStyle(_:)` and `gaugeStyle(_:)`: how the date pickers and gauges inside are
/// drawn (`DatePickerView`, `GaugeView`).
///
/// 1. The content is laid out as it would be without the modifier (`PassThroughLayout`).
/// 2. The style is a case name the control draws (listed in docs/scene-format.md, "Controls");
///    any other is an error naming them.
/// 3. The content inherits the style (the nearest wins), kept under the control's name in
///    `EnvironmentValues.controlStyles`.
package protocol ControlStyleModifier: ModifierDefinition, EnvironmentModifier {
    static var control: String { get }
    static var styles: [String] { get }
    var style: String { get }
    init(style: String)
}

extension ControlStyleModifier {
    package static func decode(_ field: JSONField, _ context: inout ModifierDecoding) throws(SceneError) -> (any ModifierBehavior)? {
        Self(style: try field.choice(Dictionary(uniqueKeysWithValues: styles.map { ($0, $0) }), what: "\(entry.name.dropLast(5)) style"))
    }

    package var name: String { Self.entry.name }

    package func apply(to environment: inout EnvironmentValues) {
        environment.controlStyles[Self.control] = style
    }
}

package struct DatePickerStyleModifier: ControlStyleModifier {
    package static let control = "DatePicker"
    package static let styles = ["automatic", "compact", "graphical", "wheel"]
    package static let entry = Vocabulary.Entry("datePickerStyle", json: ["automatic | compact | graphical | wheel"],
      summary: "How the date pickers inside are drawn: compact pills in a row, the month's calendar, or wheels.", [
        .init([.init("_", .caseName)], .single(0)),
    ])
    package let style: String
    package init(style: String) { self.style = style }
}

package struct GaugeStyleModifier: ControlStyleModifier {
    package static let control = "Gauge"
    package static let styles = ["automatic", "linearCapacity", "accessoryLinearCapacity", "accessoryLinear", "accessoryCircularCapacity", "accessoryCircular"]
    package static let entry = Vocabulary.Entry("gaugeStyle", json: ["automatic | linearCapacity | accessoryLinearCapacity | accessoryLinear | accessoryCircularCapacity | accessoryCircular"],
      summary: "How the gauges inside are drawn: a capacity bar with its labels, a bar with a marker, or a ring.", [
        .init([.init("_", .caseName)], .single(0)),
    ])
    package let style: String
    package init(style: String) { self.style = style }
}

import RenderLayout
import RenderScene

/// SwiftUI's controls, drawn at rest; their actions and bindings are never invoked.

/// `@State var isOn = true`: a render is a still picture, so state is its initial value.
@propertyWrapper
public struct State<Value> {
    private let value: Value
    public init(wrappedValue value: Value) { self.value = value }
    public init(initialValue value: Value) { self.value = value }
    public var wrappedValue: Value {
        get { value }
        nonmutating set {}
    }
    public var projectedValue: Binding<Value> { Binding.constant(value) }
}

/// `@Binding var value: Double`, `$value`, `.constant(0.5)`: the value a control shows.
@propertyWrapper
public struct Binding<Value> {
    private let read: () -> Value
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) { read = get }
    public init(projectedValue: Binding<Value>) { self = projectedValue }
    public static func constant(_ value: Value) -> Binding<Value> { Binding(get: { value }, set: { _ in }) }
    public var wrappedValue: Value {
        get { read() }
        nonmutating set {}
    }
    public var projectedValue: Binding<Value> { self }
}

public struct Slider: View, PrimitiveView {
    public typealias Body = Never
    package let json: ViewJSON
    /// The value labels (`SliderView` step 4) and whether they were given after
    /// `onEditingChanged:` (the deprecated initialiser's order).
    package var valueLabels: (minimum: AnyView, maximum: AnyView, afterAction: Bool)?

    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride? = nil,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        json = SceneJSON.view("Slider", ["value", "in", "step", "onEditingChanged"],
                              [SceneJSON.number(Double(value.wrappedValue)), bounds == 0...1 ? nil : SceneJSON.range(bounds),
                               step.map { SceneJSON.number(Double($0)) }, nil])
    }

    /// iOS 13's `Slider(value:in:step:label:minimumValueLabel:maximumValueLabel:onEditingChanged:)`:
    /// the label is not drawn (iOS shows none), the value labels at the track's ends.
    public init<V: BinaryFloatingPoint, Label: View, ValueLabel: View>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride? = nil, @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged)
        valueLabels = (AnyView(minimumValueLabel()), AnyView(maximumValueLabel()), false)
    }

    /// The deprecated `Slider(value:in:step:onEditingChanged:minimumValueLabel:maximumValueLabel:label:)`.
    public init<V: BinaryFloatingPoint, Label: View, ValueLabel: View>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride? = nil, onEditingChanged: @escaping (Bool) -> Void,
        minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel, @ViewBuilder label: () -> Label) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged)
        valueLabels = (AnyView(minimumValueLabel), AnyView(maximumValueLabel), true)
    }

    package func sceneViews(_ builder: inout SceneBuilder) throws(SceneError) -> [ViewJSON] {
        guard let valueLabels else { return [json] }
        let members = json.members
        func member(_ key: String) -> JSONNode? { members.first { $0.key == key }?.value }
        let minimum = try builder.single(valueLabels.minimum), maximum = try builder.single(valueLabels.maximum)
        let labels = valueLabels.afterAction ? ["value", "in", "step", "onEditingChanged", "minimumValueLabel", "maximumValueLabel"]
                                             : ["value", "in", "step", "minimumValueLabel", "maximumValueLabel", "onEditingChanged"]
        let values: [String: JSONNode?] = ["value": member("value"), "in": member("in"), "step": member("step"), "onEditingChanged": nil,
                                           "minimumValueLabel": minimum, "maximumValueLabel": maximum]
        return [SceneJSON.view("Slider", labels, labels.map { values[$0] ?? nil })]
    }
}

public struct Button<Label: View>: View, PrimitiveView {
    public typealias Body = Never
    package let title: String?
    package let label: Label?
    package var role: ButtonRole?
    /// `Button(_:systemImage:role:action:)`'s title and symbol.
    package var symbol: (title: String, systemImage: String)?

    public init(role: ButtonRole? = nil, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        title = nil
        self.label = label()
        self.role = role
    }

    package func sceneViews(_ builder: inout SceneBuilder) throws(SceneError) -> [ViewJSON] {
        let role = self.role.map { SceneJSON.string($0.name) }
        if let title { return [SceneJSON.view("Button", ["_", "role", "action"], [SceneJSON.string(title), role, nil])] }
        if let symbol {
            return [SceneJSON.view("Button", ["_", "systemImage", "role", "action"], [SceneJSON.string(symbol.title), SceneJSON.string(symbol.systemImage), role, nil])]
        }
        return [SceneJSON.view("Button", ["role", "action", "label"], [role, nil, try label.flatMap { label throws(SceneError) in try builder.single(label) }])]
    }
}

extension Button where Label == Text {
    public init<S: StringProtocol>(_ title: S, role: ButtonRole? = nil, action: @escaping () -> Void) {
        self.title = String(title)
        label = nil
        self.role = role
    }
}

extension Button where Label == RenderSwiftUI.Label<Text, Image> {
    /// `Button("Add", systemImage: "plus") { … }`: the label is `Label("Add", systemImage: "plus")`.
    public init<S: StringProtocol>(_ title: S, systemImage: String, role: ButtonRole? = nil, action: @escaping () -> Void) {
        self.title = nil
        label = nil
        self.role = role
        symbol = (String(title), systemImage)
    }
}

public struct Stepper<Label: View>: View, PrimitiveView {
    public typealias Body = Never
    package enum Form {
        case titled(String, value: Double, range: [Double]?, step: Double?)
        case labelled(Label, value: Double, range: [Double]?, step: Double?)
        case actions(String)
    }
    package let form: Form

    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>? = nil, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label)
    {
        form = .labelled(label(), value: numeric(value.wrappedValue), range: bounds.map { [numeric($0.lowerBound), numeric($0.upperBound)] },
                         step: step == 1 ? nil : numeric(step))
    }

    package func sceneViews(_ builder: inout SceneBuilder) throws(SceneError) -> [ViewJSON] {
        func range(_ values: [Double]?) -> JSONNode? { values.map { SceneJSON.array($0.map(SceneJSON.number)) } }
        switch form {
        case .titled(let title, let value, let bounds, let step):
            return [SceneJSON.view("Stepper", ["_", "value", "in", "step", "onEditingChanged"],
                                   [SceneJSON.string(title), SceneJSON.number(value), range(bounds), step.map(SceneJSON.number), nil])]
        case .labelled(let label, let value, let bounds, let step):
            return [SceneJSON.view("Stepper", ["value", "in", "step", "label"],
                                   [SceneJSON.number(value), range(bounds), step.map(SceneJSON.number), try builder.single(label)])]
        case .actions(let title):
            return [SceneJSON.view("Stepper", ["_", "onIncrement", "onDecrement"], [SceneJSON.string(title), nil, nil])]
        }
    }
}

extension Stepper where Label == Text {
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, in bounds: ClosedRange<V>? = nil, step: V.Stride = 1,
                                                  onEditingChanged: @escaping (Bool) -> Void = { _ in })
    {
        form = .titled(String(title), value: numeric(value.wrappedValue), range: bounds.map { [numeric($0.lowerBound), numeric($0.upperBound)] },
                       step: step == 1 ? nil : numeric(step))
    }

    public init<S: StringProtocol>(_ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?) {
        form = .actions(String(title))
    }
}

public struct Toggle<Label: View>: View, PrimitiveView {
    public typealias Body = Never
    package let title: String?
    package let label: Label?
    package let isOn: Bool

    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        title = nil
        self.label = label()
        self.isOn = isOn.wrappedValue
    }

    package func sceneViews(_ builder: inout SceneBuilder) throws(SceneError) -> [ViewJSON] {
        if let title { return [SceneJSON.view("Toggle", ["_", "isOn"], [SceneJSON.string(title), SceneJSON.bool(isOn)])] }
        return [SceneJSON.view("Toggle", ["isOn", "label"], [SceneJSON.bool(isOn), try label.flatMap { label throws(SceneError) in try builder.single(label) }])]
    }
}

extension Toggle where Label == Text {
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.title = String(title)
        label = nil
        self.isOn = isOn.wrappedValue
    }
}

extension SceneJSON {
    package static func range<V: BinaryFloatingPoint>(_ bounds: ClosedRange<V>) -> JSONNode {
        array([number(Double(bounds.lowerBound)), number(Double(bounds.upperBound))])
    }
}

/// A stepper's value as a number: integers and floating-point values (others count as 0).
package func numeric<T>(_ value: T) -> Double {
    func integer<I: BinaryInteger>(_ value: I) -> Double { Double(value) }
    func floating<F: BinaryFloatingPoint>(_ value: F) -> Double { Double(value) }
    if let value = value as? any BinaryInteger { return integer(value) }
    if let value = value as? any BinaryFloatingPoint { return floating(value) }
    return 0
}

import Foundation
import RenderLayout
import RenderScene

// The controls apps use beside the basic ones (issue 26), drawn at rest: their actions never
// run, their URLs are never opened (RenderScene's definitions: `LinkView`, …).

/// SwiftUI's `Link`: its label as a button (`LinkView`).
public struct Link<LinkLabel: View>: View, PrimitiveView {
    public typealias Body = Never
    package let title: String?, label: LinkLabel?, destination: URL

    public init(destination: URL, @ViewBuilder label: () -> LinkLabel) {
        self.destination = destination
        self.label = label()
        title = nil
    }

    package init(title: String, destination: URL) {
        self.title = title
        self.destination = destination
        label = nil
    }

    package func sceneViews(_ builder: inout SceneBuilder) throws(SceneError) -> [ViewJSON] {
        let url = SceneJSON.string(destination.absoluteString)
        if let title { return [SceneJSON.view("Link", ["_", "destination"], [SceneJSON.string(title), url])] }
        let labelJSON = try label.flatMap { view throws(SceneError) in try builder.single(view) }
        return [SceneJSON.view("Link", ["destination", "label"], [url, labelJSON])]
    }
}

extension Link where LinkLabel == Text {
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(title: String(title), destination: destination)
    }
}

/// SwiftUI's `Menu`: at rest, its label as a button; its content is not shown (`MenuView`).
public struct Menu<MenuLabel: View, Content: View>: View, PrimitiveView {
    public typealias Body = Never
    package let title: String?, systemImage: String?, label: MenuLabel?, content: Content

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> MenuLabel) {
        self.content = content()
        self.label = label()
        title = nil
        systemImage = nil
    }

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> MenuLabel, primaryAction: @escaping () -> Void) {
        self.init(content: content, label: label)
    }

    package init(title: String, systemImage: String?, content: Content) {
        self.title = title
        self.systemImage = systemImage
        self.content = content
        label = nil
    }

    package func sceneViews(_ builder: inout SceneBuilder) throws(SceneError) -> [ViewJSON] {
        let children = try builder.children(content)
        if let title, let systemImage {
            return [SceneJSON.view("Menu", ["_", "systemImage", "content", "primaryAction"],
                                   [SceneJSON.string(title), SceneJSON.string(systemImage), children, nil])]
        }
        if let title { return [SceneJSON.view("Menu", ["_", "content", "primaryAction"], [SceneJSON.string(title), children, nil])] }
        let labelJSON = try label.flatMap { view throws(SceneError) in try builder.single(view) }
        return [SceneJSON.view("Menu", ["content", "label", "primaryAction"], [children, labelJSON, nil])]
    }
}

extension Menu where MenuLabel == Text {
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(title: String(title), systemImage: nil, content: content())
    }

    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) {
        self.init(title: String(title), systemImage: nil, content: content())
    }
}

extension Menu where MenuLabel == Label<Text, Image> {
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(title: String(title), systemImage: systemImage, content: content())
    }
}

/// `SharePreview`: what a share sheet shows of the item; nothing of it is drawn at rest.
public struct SharePreview {
    public init<S: StringProtocol>(_ title: S) {}
    public init<S: StringProtocol>(_ title: S, image: Image) {}
    public init<S: StringProtocol>(_ title: S, icon: Image) {}
    public init<S: StringProtocol>(_ title: S, image: Image, icon: Image) {}
}

/// SwiftUI's `ShareLink`: a button of the share symbol and "Share", or of its title or label
/// (`ShareLinkView`); what it shares is not drawn.
public struct ShareLink<LinkLabel: View>: View, PrimitiveView {
    public typealias Body = Never
    package enum Form { case item, items, titled(String), labelled(LinkLabel) }
    package let form: Form

    public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> LinkLabel) {
        form = .labelled(label())
    }

    public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil, preview: SharePreview, @ViewBuilder label: () -> LinkLabel) {
        form = .labelled(label())
    }

    package init(form: Form) { self.form = form }

    package func sceneViews(_ builder: inout SceneBuilder) throws(SceneError) -> [ViewJSON] {
        switch form {
        case .item: return [SceneJSON.view("ShareLink", ["item", "subject", "message", "preview"], [nil, nil, nil, nil])]
        case .items: return [SceneJSON.view("ShareLink", ["items", "subject", "message"], [nil, nil, nil])]
        case .titled(let title):
            return [SceneJSON.view("ShareLink", ["_", "item", "subject", "message", "preview"], [SceneJSON.string(title), nil, nil, nil, nil])]
        case .labelled(let label):
            return [SceneJSON.view("ShareLink", ["item", "subject", "message", "preview", "label"], [nil, nil, nil, nil, try builder.single(label)])]
        }
    }
}

extension ShareLink where LinkLabel == Label<Text, Image> {
    public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil) { self.init(form: .item) }
    public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil, preview: SharePreview) { self.init(form: .item) }
    public init<Items: Sequence>(items: Items, subject: Text? = nil, message: Text? = nil) { self.init(form: .items) }
    public init<S: StringProtocol, Item>(_ title: S, item: Item, subject: Text? = nil, message: Text? = nil) {
        self.init(form: .titled(String(title)))
    }
    public init<S: StringProtocol, Item>(_ title: S, item: Item, subject: Text? = nil, message: Text? = nil, preview: SharePreview) {
        self.init(form: .titled(String(title)))
    }
}

/// SwiftUI's `EditButton`: a button titled "Edit", as at rest (`EditButtonView`).
public struct EditButton: View, PrimitiveView {
    public typealias Body = Never
    public init() {}
    package func sceneViews(_ builder: inout SceneBuilder) throws(SceneError) -> [ViewJSON] { [SceneJSON.view("EditButton", [], [])] }
}

/// SwiftUI's `ColorPicker`: a row of the label and the colour well (`ColorPickerView`).
public struct ColorPicker<PickerLabel: View>: View, PrimitiveView {
    public typealias Body = Never
    package let title: String?, label: PickerLabel?, selection: Color, supportsOpacity: Bool

    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> PickerLabel) {
        self.selection = selection.wrappedValue
        self.supportsOpacity = supportsOpacity
        self.label = label()
        title = nil
    }

    package init(title: String, selection: Color, supportsOpacity: Bool) {
        self.title = title
        self.selection = selection
        self.supportsOpacity = supportsOpacity
        label = nil
    }

    package func sceneViews(_ builder: inout SceneBuilder) throws(SceneError) -> [ViewJSON] {
        let color = selection.sceneJSON, opacity = supportsOpacity ? nil : SceneJSON.bool(false)
        if let title {
            return [SceneJSON.view("ColorPicker", ["_", "selection", "supportsOpacity"], [SceneJSON.string(title), color, opacity])]
        }
        let labelJSON = try label.flatMap { view throws(SceneError) in try builder.single(view) }
        return [SceneJSON.view("ColorPicker", ["selection", "supportsOpacity", "label"], [color, opacity, labelJSON])]
    }
}

extension ColorPicker where PickerLabel == Text {
    public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(title: String(title), selection: selection.wrappedValue, supportsOpacity: supportsOpacity)
    }
}

/// `DatePicker`'s `displayedComponents`: `.date`, `.hourAndMinute`, or both.
public struct DatePickerComponents: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let date = DatePickerComponents(rawValue: 1)
    public static let hourAndMinute = DatePickerComponents(rawValue: 2)

    package var sceneJSON: JSONNode {
        SceneJSON.array((contains(.date) ? [SceneJSON.string("date")] : []) + (contains(.hourAndMinute) ? [SceneJSON.string("hourAndMinute")] : []))
    }
}

/// SwiftUI's `DatePicker`: compact pills in a row, or the month's calendar (`DatePickerView`).
/// A compiled `Date()` is the machine's clock: give a fixed date for a picture that does not
/// change (the Swift-source front end reads `Date()` as `--now`).
public struct DatePicker<PickerLabel: View>: View, PrimitiveView {
    public typealias Body = Never
    package let title: String?, label: PickerLabel?, selection: Date, components: DatePickerComponents, hasBounds: Bool

    public init(selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
                @ViewBuilder label: () -> PickerLabel) {
        self.init(title: nil, label: label(), selection: selection.wrappedValue, components: displayedComponents, hasBounds: false)
    }

    public init<R: RangeExpression>(selection: Binding<Date>, in range: R, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
                                    @ViewBuilder label: () -> PickerLabel) where R.Bound == Date {
        self.init(title: nil, label: label(), selection: selection.wrappedValue, components: displayedComponents, hasBounds: true)
    }

    package init(title: String?, label: PickerLabel?, selection: Date, components: DatePickerComponents, hasBounds: Bool) {
        self.title = title
        self.label = label
        self.selection = selection
        self.components = components
        self.hasBounds = hasBounds
    }

    package func sceneViews(_ builder: inout SceneBuilder) throws(SceneError) -> [ViewJSON] {
        let date = SceneJSON.string(SceneDates.iso8601(selection))
        let shown = components == [.hourAndMinute, .date] ? nil : components.sceneJSON
        if let title {
            if hasBounds {
                return [SceneJSON.view("DatePicker", ["_", "selection", "in", "displayedComponents"], [SceneJSON.string(title), date, nil, shown])]
            }
            return [SceneJSON.view("DatePicker", ["_", "selection", "displayedComponents"], [SceneJSON.string(title), date, shown])]
        }
        let labelJSON = try label.flatMap { view throws(SceneError) in try builder.single(view) }
        if hasBounds {
            return [SceneJSON.view("DatePicker", ["selection", "in", "displayedComponents", "label"], [date, nil, shown, labelJSON])]
        }
        return [SceneJSON.view("DatePicker", ["selection", "displayedComponents", "label"], [date, shown, labelJSON])]
    }
}

extension DatePicker where PickerLabel == Text {
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(title: String(title), label: nil, selection: selection.wrappedValue, components: displayedComponents, hasBounds: false)
    }

    public init<S: StringProtocol, R: RangeExpression>(_ title: S, selection: Binding<Date>, in range: R,
                                                       displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) where R.Bound == Date {
        self.init(title: String(title), label: nil, selection: selection.wrappedValue, components: displayedComponents, hasBounds: true)
    }
}

/// `datePickerStyle(_:)`'s styles: `.automatic`, `.compact`, `.graphical`, `.wheel`.
public struct DatePickerStyleName: Sendable {
    package let name: String
    public static var automatic: DatePickerStyleName { DatePickerStyleName(name: "automatic") }
    public static var compact: DatePickerStyleName { DatePickerStyleName(name: "compact") }
    public static var graphical: DatePickerStyleName { DatePickerStyleName(name: "graphical") }
    public static var wheel: DatePickerStyleName { DatePickerStyleName(name: "wheel") }
}

extension View {
    public func datePickerStyle(_ style: DatePickerStyleName) -> ModifiedContent<Self, SceneModifier> {
        scene("datePickerStyle", ["_"], [SceneJSON.string(style.name)])
    }
}

/// SwiftUI's `Gauge`: a value in a range, as a capacity bar or a ring (`GaugeView`).
public struct Gauge<GaugeLabel: View, CurrentValueLabel: View, BoundsLabel: View>: View, PrimitiveView {
    public typealias Body = Never
    package let value: Double, bounds: ClosedRange<Double>
    package let label: GaugeLabel, current: CurrentValueLabel?, minimum: BoundsLabel?, maximum: BoundsLabel?

    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> GaugeLabel,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                        @ViewBuilder minimumValueLabel: () -> BoundsLabel, @ViewBuilder maximumValueLabel: () -> BoundsLabel) {
        self.value = Double(value)
        self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
        self.label = label()
        current = currentValueLabel()
        minimum = minimumValueLabel()
        maximum = maximumValueLabel()
    }

    package init(value: Double, bounds: ClosedRange<Double>, label: GaugeLabel, current: CurrentValueLabel?) {
        self.value = value
        self.bounds = bounds
        self.label = label
        self.current = current
        minimum = nil
        maximum = nil
    }

    package func sceneViews(_ builder: inout SceneBuilder) throws(SceneError) -> [ViewJSON] {
        let range = bounds == 0...1 ? nil : SceneJSON.range(bounds)
        let labelJSON = try builder.single(label)
        if let minimum, let maximum, let current {
            return [SceneJSON.view("Gauge", ["value", "in", "label", "currentValueLabel", "minimumValueLabel", "maximumValueLabel"],
                                   [SceneJSON.number(value), range, labelJSON, try builder.single(current), try builder.single(minimum),
                                    try builder.single(maximum)])]
        }
        if let current {
            return [SceneJSON.view("Gauge", ["value", "in", "label", "currentValueLabel"],
                                   [SceneJSON.number(value), range, labelJSON, try builder.single(current)])]
        }
        return [SceneJSON.view("Gauge", ["value", "in", "label"], [SceneJSON.number(value), range, labelJSON])]
    }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> GaugeLabel) {
        self.init(value: Double(value), bounds: Double(bounds.lowerBound)...Double(bounds.upperBound), label: label(), current: nil)
    }
}

extension Gauge where BoundsLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> GaugeLabel,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(value: Double(value), bounds: Double(bounds.lowerBound)...Double(bounds.upperBound), label: label(), current: currentValueLabel())
    }
}

/// `gaugeStyle(_:)`'s styles.
public struct GaugeStyleName: Sendable {
    package let name: String
    public static var automatic: GaugeStyleName { GaugeStyleName(name: "automatic") }
    public static var linearCapacity: GaugeStyleName { GaugeStyleName(name: "linearCapacity") }
    public static var accessoryLinearCapacity: GaugeStyleName { GaugeStyleName(name: "accessoryLinearCapacity") }
    public static var accessoryLinear: GaugeStyleName { GaugeStyleName(name: "accessoryLinear") }
    public static var accessoryCircularCapacity: GaugeStyleName { GaugeStyleName(name: "accessoryCircularCapacity") }
    public static var accessoryCircular: GaugeStyleName { GaugeStyleName(name: "accessoryCircular") }
}

extension View {
    public func gaugeStyle(_ style: GaugeStyleName) -> ModifiedContent<Self, SceneModifier> {
        scene("gaugeStyle", ["_"], [SceneJSON.string(style.name)])
    }
}

/// SwiftUI's `AsyncImage`: a `file://` PNG is shown loaded, any other URL is the placeholder
/// phase (`AsyncImageView`); the content closure is called only when the image loads.
public struct AsyncImage<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    package typealias Part = (inout SceneBuilder) throws(SceneError) -> JSONNode?
    package let url: URL?, scale: Double
    /// The content closure's view of the loaded image (nil when it does not load), and the
    /// placeholder; both nil for `AsyncImage(url:scale:)`.
    package let loaded: Part?, placeholder: Part?

    public init<I: View, P: View>(url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
                                  @ViewBuilder placeholder: @escaping () -> P) where Content == _ConditionalContent<I, P> {
        self.url = url
        self.scale = Double(scale)
        let path = url.flatMap { $0.isFileURL && AsyncImageView.pngSize($0.path) != nil ? $0.path : nil }
        let imageScale = AsyncImageView.imageScale(Double(scale))
        loaded = { (builder: inout SceneBuilder) throws(SceneError) -> JSONNode? in
            guard let path else { return nil }
            var image = Image(systemName: "photo")
            image.json = SceneJSON.view("Image", members: [("file", SceneJSON.string(path)), ("scale", SceneJSON.number(imageScale))])
            return try builder.single(content(image))
        }
        self.placeholder = { (builder: inout SceneBuilder) throws(SceneError) -> JSONNode? in try builder.single(placeholder()) }
    }

    /// `AsyncImage(url:scale:content:)` with a phase: the content of `.success(Image)` when the
    /// file loads, else of `.empty`, shown as the loaded content or the placeholder
    /// (`AsyncImageView`; the Swift front end's step 3 in `InterpreterAsyncImage`).
    public init(url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (AsyncImagePhase) -> Content) {
        self.url = url
        self.scale = Double(scale)
        let path = url.flatMap { $0.isFileURL && AsyncImageView.pngSize($0.path) != nil ? $0.path : nil }
        let imageScale = AsyncImageView.imageScale(Double(scale))
        let clear = { (builder: inout SceneBuilder) throws(SceneError) -> JSONNode? in
            SceneJSON.view("Color", ["_"], [SceneJSON.string("clear")]).json
        }
        let shown = { (builder: inout SceneBuilder) throws(SceneError) -> JSONNode? in
            guard let path else { return try builder.single(content(.empty)) }
            var image = Image(systemName: "photo")
            image.json = SceneJSON.view("Image", members: [("file", SceneJSON.string(path)), ("scale", SceneJSON.number(imageScale))])
            return try builder.single(content(.success(image)))
        }
        loaded = path != nil ? shown : clear
        placeholder = path != nil ? clear : shown
    }

    package func sceneViews(_ builder: inout SceneBuilder) throws(SceneError) -> [ViewJSON] {
        let urlJSON = url.map { SceneJSON.string($0.absoluteString) } ?? SceneJSON.node(.null)
        let scaleJSON = scale == 1 ? nil : SceneJSON.number(scale)
        guard let loaded, let placeholder else {
            return [SceneJSON.view("AsyncImage", ["url", "scale"], [urlJSON, scaleJSON])]
        }
        // Not loaded: the content is never shown; `Color.clear` stands in, as in the Swift front end.
        let content = try loaded(&builder) ?? SceneJSON.view("Color", ["_"], [SceneJSON.string("clear")]).json
        return [SceneJSON.view("AsyncImage", ["url", "scale", "content", "placeholder"], [urlJSON, scaleJSON, content, try placeholder(&builder)])]
    }
}

/// SwiftUI's `AsyncImagePhase`: what an `AsyncImage`'s phase closure is given. A still render
/// never fetches, so it is `.success` of a local file or `.empty`, never `.failure`.
public enum AsyncImagePhase {
    case empty
    case success(Image)
    case failure(any Error)

    public var image: Image? {
        if case .success(let image) = self { return image }
        return nil
    }

    public var error: (any Error)? {
        if case .failure(let error) = self { return error }
        return nil
    }
}

extension AsyncImage where Content == Image {
    public init(url: URL?, scale: CGFloat = 1) {
        self.url = url
        self.scale = Double(scale)
        loaded = nil
        placeholder = nil
    }
}

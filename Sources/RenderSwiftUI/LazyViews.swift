import RenderLayout
import RenderScene

/// SwiftUI's lazy stacks and grids, with their signatures; each builds the scene JSON of the
/// vocabulary's `LazyVStack`, `LazyHStack`, `LazyVGrid`, `LazyHGrid` entries.

/// `pinnedViews:` of the lazy containers: accepted, and without effect on a still picture.
public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

/// A column of a `LazyVGrid` or a row of a `LazyHGrid`.
public struct GridItem: Sendable {
    public enum Size: Sendable {
        case fixed(CGFloat)
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }
    public var size: Size
    public var spacing: CGFloat?
    public var alignment: Alignment?

    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }

    package var sceneJSON: JSONNode {
        var members: [(key: String, value: JSONNode)] = []
        func range(_ minimum: CGFloat, _ maximum: CGFloat) -> JSONNode {
            var bounds: [(key: String, value: JSONNode)] = [("minimum", SceneJSON.number(Double(minimum)))]
            if maximum.isFinite { bounds.append(("maximum", SceneJSON.number(Double(maximum)))) }
            return SceneJSON.object(bounds)
        }
        switch size {
        case .fixed(let length): members.append(("fixed", SceneJSON.number(Double(length))))
        case .flexible(let minimum, let maximum): members.append(("flexible", range(minimum, maximum)))
        case .adaptive(let minimum, let maximum): members.append(("adaptive", range(minimum, maximum)))
        }
        if let spacing { members.append(("spacing", SceneJSON.number(Double(spacing)))) }
        if let alignment { members.append(("alignment", alignment.sceneJSON)) }
        return SceneJSON.object(members)
    }
}

public struct LazyVStack<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    package let alignment: HorizontalAlignment, spacing: Double?, content: Content
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing.map { Double($0) }
        self.content = content()
    }
    package func sceneViews(_ builder: inout SceneBuilder) throws(SceneError) -> [ViewJSON] {
        [SceneJSON.view("LazyVStack", ["alignment", "spacing", "pinnedViews", "content"],
                        [alignment == .center ? nil : alignment.sceneJSON, spacing.map(SceneJSON.number),
                         nil, try builder.children(content)])]
    }
}

public struct LazyHStack<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    package let alignment: VerticalAlignment, spacing: Double?, content: Content
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing.map { Double($0) }
        self.content = content()
    }
    package func sceneViews(_ builder: inout SceneBuilder) throws(SceneError) -> [ViewJSON] {
        [SceneJSON.view("LazyHStack", ["alignment", "spacing", "pinnedViews", "content"],
                        [alignment == .center ? nil : alignment.sceneJSON, spacing.map(SceneJSON.number),
                         nil, try builder.children(content)])]
    }
}

public struct LazyVGrid<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    package let columns: [GridItem], alignment: HorizontalAlignment, spacing: Double?, content: Content
    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.columns = columns
        self.alignment = alignment
        self.spacing = spacing.map { Double($0) }
        self.content = content()
    }
    package func sceneViews(_ builder: inout SceneBuilder) throws(SceneError) -> [ViewJSON] {
        [SceneJSON.view("LazyVGrid", ["columns", "alignment", "spacing", "pinnedViews", "content"],
                        [SceneJSON.array(columns.map(\.sceneJSON)), alignment == .center ? nil : SceneJSON.string(alignment.rawValue),
                         spacing.map(SceneJSON.number), nil, try builder.children(content)])]
    }
}

public struct LazyHGrid<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    package let rows: [GridItem], alignment: VerticalAlignment, spacing: Double?, content: Content
    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.rows = rows
        self.alignment = alignment
        self.spacing = spacing.map { Double($0) }
        self.content = content()
    }
    package func sceneViews(_ builder: inout SceneBuilder) throws(SceneError) -> [ViewJSON] {
        [SceneJSON.view("LazyHGrid", ["rows", "alignment", "spacing", "pinnedViews", "content"],
                        [SceneJSON.array(rows.map(\.sceneJSON)), alignment == .center ? nil : SceneJSON.string(alignment.rawValue),
                         spacing.map(SceneJSON.number), nil, try builder.children(content)])]
    }
}

public struct Grid<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    package let alignment: Alignment, horizontalSpacing: Double?, verticalSpacing: Double?, content: Content
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing.map { Double($0) }
        self.verticalSpacing = verticalSpacing.map { Double($0) }
        self.content = content()
    }
    package func sceneViews(_ builder: inout SceneBuilder) throws(SceneError) -> [ViewJSON] {
        [SceneJSON.view("Grid", ["alignment", "horizontalSpacing", "verticalSpacing", "content"],
                        [alignment == .center ? nil : alignment.sceneJSON, horizontalSpacing.map(SceneJSON.number),
                         verticalSpacing.map(SceneJSON.number), try builder.children(content)])]
    }
}

public struct GridRow<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    package let alignment: VerticalAlignment?, content: Content
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }
    package func sceneViews(_ builder: inout SceneBuilder) throws(SceneError) -> [ViewJSON] {
        [SceneJSON.view("GridRow", ["alignment", "content"], [alignment.map { SceneJSON.string($0.rawValue) }, try builder.children(content)])]
    }
}

extension View {
    public func gridCellColumns(_ count: Int) -> ModifiedContent<Self, SceneModifier> {
        scene("gridCellColumns", ["_"], [SceneJSON.number(Double(count))])
    }

    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> ModifiedContent<Self, SceneModifier> {
        scene("gridColumnAlignment", ["_"], [SceneJSON.string(guide.rawValue)])
    }

    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> ModifiedContent<Self, SceneModifier> {
        scene("gridCellUnsizedAxes", ["_"], [axes.sceneJSON])
    }
}

public struct Label<Title: View, Icon: View>: View, PrimitiveView {
    public typealias Body = Never
    package enum Form {
        case symbol(String, systemImage: String)
        case views(Title, Icon)
    }
    package let form: Form

    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        form = .views(title(), icon())
    }

    package func sceneViews(_ builder: inout SceneBuilder) throws(SceneError) -> [ViewJSON] {
        switch form {
        case .symbol(let title, let systemImage):
            return [SceneJSON.view("Label", ["_", "systemImage"], [SceneJSON.string(title), SceneJSON.string(systemImage)])]
        case .views(let title, let icon):
            return [SceneJSON.view("Label", ["title", "icon"], [try builder.single(title), try builder.single(icon)])]
        }
    }
}

extension Label where Title == Text, Icon == Image {
    public init(_ title: String, systemImage: String) {
        form = .symbol(title, systemImage: systemImage)
    }
}

/// `labelStyle(_:)`'s styles: `.automatic`, `.titleAndIcon`, `.titleOnly`, `.iconOnly`.
public struct LabelStyleName: Sendable {
    package let name: String
    public static var automatic: LabelStyleName { LabelStyleName(name: "automatic") }
    public static var titleAndIcon: LabelStyleName { LabelStyleName(name: "titleAndIcon") }
    public static var titleOnly: LabelStyleName { LabelStyleName(name: "titleOnly") }
    public static var iconOnly: LabelStyleName { LabelStyleName(name: "iconOnly") }
}

extension View {
    public func labelStyle(_ style: LabelStyleName) -> ModifiedContent<Self, SceneModifier> {
        scene("labelStyle", ["_"], [SceneJSON.string(style.name)])
    }
}

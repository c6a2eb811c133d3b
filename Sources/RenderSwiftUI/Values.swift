import Foundation

// As `import SwiftUI` brings CoreGraphics' geometry, `import RenderLayout` brings these.
@_exported import struct Foundation.CGFloat
@_exported import struct Foundation.CGPoint
@_exported import struct Foundation.CGRect
@_exported import struct Foundation.CGSize
import RenderLayout
import RenderScene

// SwiftUI's value types as the renderer's own: `Alignment`, `HorizontalAlignment`,
// `VerticalAlignment`, `TextAlignment`, `TruncationMode`, `EdgeInsets`, `Axis.Set`,
// `ProposedViewSize` and `Font` already read as SwiftUI's (`.leading`, `.topLeading`,
// `.title`); this file adds what SwiftUI has besides, and each value's scene JSON.

extension Edge {
    /// SwiftUI's `Edge.Set`: `.horizontal`, `[.top, .leading]`, `.all`.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public init(_ edge: Edge) {
            switch edge {
            case .top: self = .top
            case .leading: self = .leading
            case .bottom: self = .bottom
            case .trailing: self = .trailing
            }
        }
        public static let top = Set(rawValue: 1)
        public static let leading = Set(rawValue: 2)
        public static let bottom = Set(rawValue: 4)
        public static let trailing = Set(rawValue: 8)
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
        public static let all: Set = [.top, .leading, .bottom, .trailing]

        /// The names the scene format takes, shortest first: `["horizontal"]`, `["top", "leading"]`.
        package var sceneJSON: JSONNode {
            var names: [String] = []
            var rest = self
            for (name, set) in [("all", Set.all), ("horizontal", .horizontal), ("vertical", .vertical),
                                ("top", .top), ("leading", .leading), ("bottom", .bottom), ("trailing", .trailing)]
            where rest.isSuperset(of: set) {
                names.append(name)
                rest.subtract(set)
            }
            return SceneJSON.array(names.map(SceneJSON.string))
        }
    }
}

extension Font {
    public static let largeTitle = TextStyle.largeTitle.font
    public static let title = TextStyle.title.font
    public static let title2 = TextStyle.title2.font
    public static let title3 = TextStyle.title3.font
    public static let headline = TextStyle.headline.font
    public static let subheadline = TextStyle.subheadline.font
    public static let callout = TextStyle.callout.font
    public static let footnote = TextStyle.footnote.font
    public static let caption = TextStyle.caption.font
    public static let caption2 = TextStyle.caption2.font

    /// `.system(size: 20, weight: .bold, design: .rounded)`.
    public static func system(size: Double, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(size: size, weight: weight ?? .regular, design: design ?? .default)
    }

    /// `.system(.title, design: .rounded, weight: .bold)`.
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        var font = style.font
        if let design { font.design = design }
        if let weight { font.weight = weight }
        return font
    }

    /// `.custom("Inter", size: 17)`; the family must be one the project's fonts.conf provides.
    /// Scales with body text under Dynamic Type, as SwiftUI's does.
    public static func custom(_ name: String, size: Double) -> Font { Font(size: size, family: name, textStyle: .body) }
    public static func custom(_ name: String, size: Double, relativeTo style: TextStyle) -> Font {
        Font(size: size, family: name, textStyle: style)
    }
    public static func custom(_ name: String, fixedSize: Double) -> Font { Font(size: fixedSize, family: name) }

    public func weight(_ weight: Weight) -> Font {
        var font = self
        font.weight = weight
        return font
    }

    public func bold() -> Font { weight(.bold) }

    public func monospaced() -> Font {
        var font = self
        font.design = .monospaced
        return font
    }

    /// The scene's font: a text style's name when the font is one, else its properties.
    package var sceneJSON: JSONNode {
        if family == nil, let style = TextStyle.allCases.first(where: { $0.font == self }) {
            return SceneJSON.string(style.rawValue)
        }
        var members: [(key: String, value: JSONNode)] = []
        if let textStyle, size == textStyle.font.size {
            members.append(("style", SceneJSON.string(textStyle.rawValue)))
            if weight != textStyle.font.weight { members.append(("weight", SceneJSON.string(weight.rawValue))) }
        } else {
            members.append(("size", SceneJSON.number(size)))
            if weight != .regular { members.append(("weight", SceneJSON.string(weight.rawValue))) }
            if let textStyle { members.append(("relativeTo", SceneJSON.string(textStyle.rawValue))) }
        }
        if design != .default { members.append(("design", SceneJSON.string(design.rawValue))) }
        if let family { members.append(("family", SceneJSON.string(family))) }
        return SceneJSON.object(members)
    }
}

extension Alignment {
    /// The scene's name of the alignment (`"topLeading"`), or `{horizontal, vertical}` when a
    /// guide is custom.
    package var sceneJSON: JSONNode {
        if let name = Self.named.first(where: { $0.value == self })?.key { return SceneJSON.string(name) }
        return SceneJSON.object([("horizontal", horizontal.sceneJSON), ("vertical", vertical.sceneJSON)])
    }
}

/// SwiftUI's `AlignmentID`: a type whose `defaultValue(in:)` says where a custom guide lies in
/// a view that sets none. `VerticalAlignment(MyID.self)` makes the guide.
public protocol AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

extension HorizontalAlignment {
    /// A custom guide (SwiftUI's `HorizontalAlignment(_:)`); the type names it.
    public init(_ id: any AlignmentID.Type) {
        self = .custom(CustomAlignment(name: String(reflecting: id), axis: .horizontal,
                                       defaultValue: .function(GuideFunction { Double(id.defaultValue(in: $0)) })))
    }

    package var sceneJSON: JSONNode {
        if case .custom(let guide) = self { return SceneJSON.node(.alignment(guide)) }
        return SceneJSON.string(rawValue)
    }
}

extension VerticalAlignment {
    /// A custom guide (SwiftUI's `VerticalAlignment(_:)`); the type names it.
    public init(_ id: any AlignmentID.Type) {
        self = .custom(CustomAlignment(name: String(reflecting: id), axis: .vertical,
                                       defaultValue: .function(GuideFunction { Double(id.defaultValue(in: $0)) })))
    }

    package var sceneJSON: JSONNode {
        if case .custom(let guide) = self { return SceneJSON.node(.alignment(guide)) }
        return SceneJSON.string(rawValue)
    }
}

extension Axis.Set {
    package var sceneJSON: JSONNode {
        if self == .both { return SceneJSON.array([SceneJSON.string("horizontal"), SceneJSON.string("vertical")]) }
        if isEmpty { return SceneJSON.array([]) }
        return SceneJSON.string(contains(.vertical) ? "vertical" : "horizontal")
    }
}

/// `Text(value, format: .number)`: the format styles the renderer knows.
public struct NumberFormatStyle: Sendable {
    package let name: String
    public static var number: NumberFormatStyle { NumberFormatStyle(name: "number") }
    public static var percent: NumberFormatStyle { NumberFormatStyle(name: "percent") }
}

/// SwiftUI's button styles, for `.buttonStyle(.bordered)`.
public struct ButtonStyleName: Sendable {
    package let name: String
    public static var automatic: ButtonStyleName { ButtonStyleName(name: "automatic") }
    public static var plain: ButtonStyleName { ButtonStyleName(name: "plain") }
    public static var borderless: ButtonStyleName { ButtonStyleName(name: "borderless") }
    public static var bordered: ButtonStyleName { ButtonStyleName(name: "bordered") }
    public static var borderedProminent: ButtonStyleName { ButtonStyleName(name: "borderedProminent") }
}

/// `Button(…, role: .destructive)`: drawn in systemRed; `.cancel` looks like any button.
public struct ButtonRole: Hashable, Sendable {
    package let name: String
    public static let destructive = ButtonRole(name: "destructive")
    public static let cancel = ButtonRole(name: "cancel")
}

/// `RoundedRectangle(cornerRadius: 8, style: .continuous)`: iOS's smooth corners, or circular ones.
public enum RoundedCornerStyle: Hashable, Sendable {
    case circular, continuous
}

/// The size a `GeometryReader` offers its content.
public struct GeometryProxy: Sendable {
    public let size: CGSize
}

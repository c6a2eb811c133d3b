import Foundation
import RenderLayout

import RenderScene

/// SwiftUI's `Text`. A literal is a `LocalizedStringKey` and reads Markdown, a `String` value is
/// shown as written — as SwiftUI and the Swift-source front end read them. Text's own modifiers
/// (`bold`, `font`, `foregroundColor`…) return a `Text`, so `Text("a").bold() + Text("b")`
/// concatenates into one Text of styled runs (`TextConcatenation`, shared with Swift files).
public struct Text: View, PrimitiveView {
    public typealias Body = Never
    package var json: ViewJSON
    /// Why this Text cannot be rendered (`+` of a modifier a run cannot carry): thrown when the
    /// view is built, since `+` cannot throw.
    package var failure: String?

    /// `Text("Hello **world**")`, `Text("Row \(i)")`.
    public init(_ key: LocalizedStringKey) {
        let markdown = key.key.contains(where: { "*_`~[".contains($0) })
        json = SceneJSON.view("Text", ["_"], [markdown ? SceneJSON.object([("markdown", SceneJSON.string(key.key))]) : SceneJSON.string(key.key)],
                              kinds: [.localizedString])
    }
    /// A `String` value, shown as written. Disfavoured, as SwiftUI's, so that a literal is a
    /// `LocalizedStringKey`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) {
        json = SceneJSON.view("Text", ["_"], [SceneJSON.string(String(content))], kinds: [.localizedString])
    }
    public init(verbatim content: String) { json = SceneJSON.view("Text", ["verbatim"], [SceneJSON.string(content)]) }
    public init<V: BinaryFloatingPoint>(_ value: V, format: NumberFormatStyle) {
        json = SceneJSON.view("Text", ["_", "format"], [SceneJSON.number(Double(value)), SceneJSON.string(format.name)])
    }
    public init<V: BinaryInteger>(_ value: V, format: NumberFormatStyle) {
        json = SceneJSON.view("Text", ["_", "format"], [SceneJSON.number(Double(value)), SceneJSON.string(format.name)])
    }

    package func sceneViews(_ builder: inout SceneBuilder) throws(SceneError) -> [ViewJSON] {
        if let failure { throw SceneError(file: "Text", message: failure) }
        return [json]
    }

    /// `Text("a") + Text("b")`: one Text of both, each part keeping its own styles.
    public static func + (lhs: Text, rhs: Text) -> Text {
        var joined = lhs
        joined.failure = lhs.failure ?? rhs.failure
        do throws(TextConcatenation.NotATextModifier) {
            joined.json = try TextConcatenation.join(lhs.json, rhs.json)
        } catch {
            joined.failure = joined.failure ?? "Text + Text: .\(error.name) is not a Text modifier"
        }
        return joined
    }

    /// `Text.Case`: `.uppercase`, `.lowercase`.
    public typealias Case = TextCase

    /// `underline(pattern:)` and `strikethrough(pattern:)`: accepted; lines are drawn solid.
    public struct LineStyle: Hashable, Sendable {
        public struct Pattern: Hashable, Sendable {
            package let name: String
            public static let solid = Pattern(name: "solid"), dot = Pattern(name: "dot"), dash = Pattern(name: "dash")
            public static let dashDot = Pattern(name: "dashDot"), dashDotDot = Pattern(name: "dashDotDot")
        }
        public var pattern: Pattern
        public var color: Color?
        public init(pattern: Pattern = .solid, color: Color? = nil) {
            self.pattern = pattern
            self.color = color
        }
        public static let single = LineStyle()
    }
}

/// SwiftUI's `LocalizedStringKey`: what a string literal given to `Text` is. The renderer has no
/// string tables; the key is the text, and it reads Markdown.
public struct LocalizedStringKey: ExpressibleByStringInterpolation, Hashable, Sendable {
    package let key: String
    public init(_ value: String) { key = value }
    public init(stringLiteral value: String) { key = value }
    public init(stringInterpolation: DefaultStringInterpolation) { key = String(stringInterpolation: stringInterpolation) }
}

// Text's own modifiers: each returns a Text (the modifier applied to its JSON, as on any view),
// so `+` can join the result.
extension Text {
    package func modified(_ name: String, _ labels: [String], _ arguments: [JSONNode?]) -> Text {
        var text = self
        if let applied = SceneModifier(name, labels, arguments).apply(to: [json]).first { text.json = applied }
        return text
    }

    public func bold() -> Text { modified("bold", [], []) }
    public func bold(_ isActive: Bool) -> Text { modified("bold", ["_"], [SceneJSON.bool(isActive)]) }
    public func italic() -> Text { modified("italic", [], []) }
    public func italic(_ isActive: Bool) -> Text { modified("italic", ["_"], [SceneJSON.bool(isActive)]) }
    public func font(_ font: Font?) -> Text { modified("font", ["_"], [(font ?? .body).sceneJSON]) }

    public func fontWeight(_ weight: Font.Weight?) -> Text {
        guard let weight else { return self }
        return modified("fontWeight", ["_"], [SceneJSON.string(weight.rawValue)])
    }

    public func foregroundColor(_ color: Color?) -> Text { modified("foregroundColor", ["_"], [(color ?? .primary).sceneJSON]) }
    /// Moved up (positive) or down from the baseline; joined by `+`, only this run moves.
    public func baselineOffset(_ baselineOffset: CGFloat) -> Text { modified("baselineOffset", ["_"], [SceneJSON.number(Double(baselineOffset))]) }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { modified("foregroundStyle", ["_"], [style.styleJSON]) }

    public func underline(_ isActive: Bool = true, pattern: LineStyle.Pattern = .solid, color: Color? = nil) -> Text {
        let line = LineModifier("underline", isActive, pattern, color)
        return modified(line.name, line.labels, line.arguments)
    }

    public func strikethrough(_ isActive: Bool = true, pattern: LineStyle.Pattern = .solid, color: Color? = nil) -> Text {
        let line = LineModifier("strikethrough", isActive, pattern, color)
        return modified(line.name, line.labels, line.arguments)
    }
}

/// `underline()` or `underline(_:pattern:color:)`: the bare overload when every argument is
/// the default, the full one otherwise (pattern and colour are accepted, the line drawn solid
/// in the text's colour).
package struct LineModifier {
    package let name: String
    package let labels: [String]
    package let arguments: [JSONNode?]

    package init(_ name: String, _ isActive: Bool, _ pattern: Text.LineStyle.Pattern, _ color: Color?) {
        self.name = name
        if isActive, pattern == .solid, color == nil {
            labels = []
            arguments = []
        } else {
            labels = ["_", "pattern", "color"]
            arguments = [SceneJSON.bool(isActive), nil, nil]
        }
    }
}

/// `Image(systemName:)`: a built-in symbol; `Image("logo")`: `logo.png` in the renderer's
/// image directory (`ImageRenderer.imageDirectory`, the working directory by default).
public struct Image: View, PrimitiveView {
    public typealias Body = Never
    package var json: ViewJSON
    public init(systemName: String) { json = SceneJSON.view("Image", ["systemName"], [SceneJSON.string(systemName)]) }
    /// A symbol's variable value (0…1): its variable layers above it dimmed; nil draws it whole.
    public init(systemName: String, variableValue: Double?) {
        guard let variableValue else {
            json = SceneJSON.view("Image", ["systemName"], [SceneJSON.string(systemName)])
            return
        }
        json = SceneJSON.view("Image", ["systemName", "variableValue"], [SceneJSON.string(systemName), SceneJSON.number(variableValue)])
    }
    public init(_ name: String) { json = SceneJSON.view("Image", ["_"], [SceneJSON.string(name)]) }
    package func sceneViews(_ builder: inout SceneBuilder) throws(SceneError) -> [ViewJSON] { [json] }

    /// `Image.Scale`: `.small`, `.medium`, `.large`.
    public typealias Scale = ImageScale

    /// SwiftUI's `Image.ResizingMode`: accepted; a resizable image is stretched.
    public enum ResizingMode: Hashable, Sendable {
        case tile, stretch
    }

    /// SwiftUI's `Image.TemplateRenderingMode`.
    public enum TemplateRenderingMode: String, Hashable, Sendable {
        case template, original
    }

    /// `.template` draws the image's alpha in the foreground style (as a symbol is drawn),
    /// `.original` its own colours; nil keeps what the image says.
    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image {
        var image = self
        image.json.members.removeAll { $0.key == "template" }
        guard let renderingMode else { return image }
        // Through the table's overload, as the Swift-source front end builds it.
        if case .object(let members) = SceneJSON.modifier("renderingMode", ["_"], [SceneJSON.string(renderingMode.rawValue)]).value {
            image.json.members += members
        }
        return image
    }

    /// The image takes the size it is offered. Cap insets and tiling are accepted; the whole
    /// image is stretched.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var image = self
        if case .object(let members) = SceneJSON.modifier("resizable", ["capInsets", "resizingMode"], [nil, nil]).value {
            for member in members {
                image.json.members.removeAll { $0.key == member.key }
                image.json.members.append(member)
            }
        }
        return image
    }
}

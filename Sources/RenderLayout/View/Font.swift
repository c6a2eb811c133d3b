/// A font as SwiftUI describes one: a size, a weight, a design, optionally a family.
public struct Font: Hashable, Sendable {
    public var size: Double
    public var weight: Weight
    public var design: Design
    public var family: String?
    public var italic: Bool
    /// The text style this font scales with under Dynamic Type (`.body`, `.custom(_:size:)`,
    /// `relativeTo:`); nil for a fixed size (`.system(size:)`, `.custom(_:fixedSize:)`).
    public var textStyle: TextStyle?

    public init(size: Double, weight: Weight = .regular, design: Design = .default, family: String? = nil, italic: Bool = false,
                textStyle: TextStyle? = nil) {
        self.size = size
        self.weight = weight
        self.design = design
        self.family = family
        self.italic = italic
        self.textStyle = textStyle
    }

    public enum Weight: String, Hashable, Sendable, CaseIterable {
        case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

        /// The CSS / OpenType weight number Pango understands.
        public var numeric: Int {
            switch self {
            case .ultraLight: return 200
            case .thin: return 100
            case .light: return 300
            case .regular: return 400
            case .medium: return 500
            case .semibold: return 600
            case .bold: return 700
            case .heavy: return 800
            case .black: return 900
            }
        }
    }

    public enum Design: String, Hashable, Sendable, CaseIterable {
        case `default`, serif, rounded, monospaced
    }

    /// SwiftUI's text styles at the default Dynamic Type size (docs/layout-rules.md, "Fonts and
    /// text styles").
    public enum TextStyle: String, Hashable, Sendable, CaseIterable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2

        public var font: Font {
            Font(size: DynamicTypeSize.large.pointSize(self), weight: self == .headline ? .semibold : .regular, textStyle: self)
        }
    }

    public static let body = TextStyle.body.font

    /// The font with `bold()` applied: at least bold, as SwiftUI's bold() on a semibold style.
    public func bolded() -> Font {
        var font = self
        if weight.numeric < Weight.bold.numeric { font.weight = .bold }
        return font
    }

    /// The font at a Dynamic Type size: a text style's own size there, or a size relative to a
    /// style scaled by the style's ratio (`DynamicTypeSize`, steps 1 and 2). Fixed sizes stay.
    public func sized(for dynamicType: DynamicTypeSize) -> Font {
        guard let textStyle, dynamicType != .large else { return self }
        var font = self
        let base = DynamicTypeSize.large.pointSize(textStyle)
        let target = dynamicType.pointSize(textStyle)
        font.size = size == base ? target : size * target / base
        return font
    }

    public func scaled(by factor: Double) -> Font {
        var font = self
        font.size *= factor
        return font
    }
}

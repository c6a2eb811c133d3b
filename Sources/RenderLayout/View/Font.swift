/// A font as SwiftUI describes one: a size, a weight, a design, optionally a family.
public struct Font: Hashable, Sendable {
    public var size: Double
    public var weight: Weight
    public var design: Design
    public var family: String?
    public var italic: Bool

    public init(size: Double, weight: Weight = .regular, design: Design = .default, family: String? = nil, italic: Bool = false) {
        self.size = size
        self.weight = weight
        self.design = design
        self.family = family
        self.italic = italic
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

    /// SwiftUI's text styles at the default Dynamic Type size (layout-rules.md, "Fonts").
    public enum TextStyle: String, Hashable, Sendable, CaseIterable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2

        public var font: Font {
            switch self {
            case .largeTitle: return Font(size: 34)
            case .title: return Font(size: 28)
            case .title2: return Font(size: 22)
            case .title3: return Font(size: 20)
            case .headline: return Font(size: 17, weight: .semibold)
            case .subheadline: return Font(size: 15)
            case .body: return Font(size: 17)
            case .callout: return Font(size: 16)
            case .footnote: return Font(size: 13)
            case .caption: return Font(size: 12)
            case .caption2: return Font(size: 11)
            }
        }
    }

    public static let body = TextStyle.body.font

    /// The font with `bold()` applied: at least bold, as SwiftUI's bold() on a semibold style.
    public func bolded() -> Font {
        var font = self
        if weight.numeric < Weight.bold.numeric { font.weight = .bold }
        return font
    }

    public func scaled(by factor: Double) -> Font {
        var font = self
        font.size *= factor
        return font
    }
}

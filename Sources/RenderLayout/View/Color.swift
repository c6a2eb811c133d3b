/// A colour with straight (not premultiplied) alpha, components 0…1.
public struct RGBA: Hashable, Sendable {
    public var red, green, blue, alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    init(_ r: Int, _ g: Int, _ b: Int, _ a: Double = 1) {
        self.init(red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255, alpha: a)
    }

    public func opacity(_ factor: Double) -> RGBA {
        RGBA(red: red, green: green, blue: blue, alpha: alpha * factor)
    }

    /// Mixes towards `other` by `amount` (0 = self, 1 = other); alpha is kept.
    public func mixed(with other: RGBA, by amount: Double) -> RGBA {
        RGBA(red: red + (other.red - red) * amount, green: green + (other.green - green) * amount,
             blue: blue + (other.blue - blue) * amount, alpha: alpha)
    }

    public static let black = RGBA(0, 0, 0)
    public static let white = RGBA(255, 255, 255)
    public static let clear = RGBA(0, 0, 0, 0)

    /// SwiftUI's named colours, light-mode values (iOS system colours).
    public static let named: [String: RGBA] = [
        "red": RGBA(255, 59, 48), "orange": RGBA(255, 149, 0), "yellow": RGBA(255, 204, 0),
        "green": RGBA(52, 199, 89), "mint": RGBA(0, 199, 190), "teal": RGBA(48, 176, 199),
        "cyan": RGBA(50, 173, 230), "blue": RGBA(0, 122, 255), "indigo": RGBA(88, 86, 214),
        "purple": RGBA(175, 82, 222), "pink": RGBA(255, 45, 85), "brown": RGBA(162, 132, 94),
        "gray": RGBA(142, 142, 147), "black": .black, "white": .white, "clear": .clear,
        "primary": .black, "secondary": RGBA(60, 60, 67, 0.6),
    ]

    /// Parses `#RRGGBB` or `#RRGGBBAA`.
    public static func hex(_ text: String) -> RGBA? {
        guard text.hasPrefix("#") else { return nil }
        let digits = text.dropFirst()
        guard digits.count == 6 || digits.count == 8, let value = UInt64(digits, radix: 16) else { return nil }
        let full = digits.count == 6 ? (value << 8) | 0xFF : value
        return RGBA(Int((full >> 24) & 0xFF), Int((full >> 16) & 0xFF), Int((full >> 8) & 0xFF),
                    Double(full & 0xFF) / 255)
    }
}

/// What fills a shape or colours text: a flat colour or SwiftUI's `.gradient` of one.
public enum ShapeStyle: Hashable, Sendable {
    case color(RGBA)
    /// `Color.orange.gradient`: a subtle top-to-bottom gradient around the colour.
    case gradient(RGBA)

    public static let primary = ShapeStyle.color(.black)

    public func opacity(_ factor: Double) -> ShapeStyle {
        switch self {
        case .color(let c): return .color(c.opacity(factor))
        case .gradient(let c): return .gradient(c.opacity(factor))
        }
    }

    /// Decision: SwiftUI does not document its gradient; this one runs from the colour mixed
    /// 12% towards white at the top to 8% towards black at the bottom, which matches its look.
    public var gradientStops: (top: RGBA, bottom: RGBA) {
        switch self {
        case .color(let c): return (c, c)
        case .gradient(let c): return (c.mixed(with: .white, by: 0.12), c.mixed(with: .black, by: 0.08))
        }
    }
}

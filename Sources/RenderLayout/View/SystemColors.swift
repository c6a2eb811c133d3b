/// iOS 17's system colours, each with its light and dark appearance (the default contrast,
/// the base, not elevated, level).
///
/// Sources, checked against each other:
/// - The palette (`red` … `brown`, the grays): Apple's Human Interface Guidelines, "Color",
///   Specifications → System colors (iOS, Default light / Default dark), the same numbers as
///   Flutter's `CupertinoColors` (`systemRed`: color (255, 59, 48), darkColor (255, 69, 58)).
/// - The semantic colours (labels, backgrounds, separators, fills): UIKit's own
///   `resolvedColor(with:)` for `userInterfaceStyle` .light and .dark, as printed in the table
///   gist.github.com/CreatureSurvive/1788cd3d2587886ff70344e716c5af53 (secondaryLabel
///   #3C3C4399 / #EBEBF599, separator #3C3C434A / #54545899, secondarySystemGroupedBackground
///   #FFFFFF / #1C1C1E), and the fills from Flutter's `CupertinoColors`, which state they equal
///   UIKit's (`systemFill` (120, 120, 128) at 51/255 light, 91/255 dark; `secondarySystemFill`
///   40 / 81; `tertiarySystemFill` 30 / 61; `quaternarySystemFill` 20 / 45 of 255).
/// SwiftUI's `Color.red` … `Color.brown` and `.gray` are these same dynamic colours.
public enum SystemColors {
    private static func pair(_ light: (Int, Int, Int), _ dark: (Int, Int, Int), alpha: (Double, Double) = (1, 1)) -> RGBA {
        RGBA(light: RGBA(light.0, light.1, light.2, alpha.0), dark: RGBA(dark.0, dark.1, dark.2, alpha.1))
    }

    // The palette (HIG "Color": iOS default light / dark).
    public static let red = pair((255, 59, 48), (255, 69, 58))
    public static let orange = pair((255, 149, 0), (255, 159, 10))
    public static let yellow = pair((255, 204, 0), (255, 214, 10))
    public static let green = pair((52, 199, 89), (48, 209, 88))
    public static let mint = pair((0, 199, 190), (99, 230, 226))
    public static let teal = pair((48, 176, 199), (64, 200, 224))
    public static let cyan = pair((50, 173, 230), (100, 210, 255))
    public static let blue = pair((0, 122, 255), (10, 132, 255))
    public static let indigo = pair((88, 86, 214), (94, 92, 230))
    public static let purple = pair((175, 82, 222), (191, 90, 242))
    public static let pink = pair((255, 45, 85), (255, 55, 95))
    public static let brown = pair((162, 132, 94), (172, 142, 104))
    public static let gray = pair((142, 142, 147), (142, 142, 147))
    public static let gray2 = pair((174, 174, 178), (99, 99, 102))
    public static let gray3 = pair((199, 199, 204), (72, 72, 74))
    public static let gray4 = pair((209, 209, 214), (58, 58, 60))
    public static let gray5 = pair((229, 229, 234), (44, 44, 46))
    public static let gray6 = pair((242, 242, 247), (28, 28, 30))

    // Labels: black and (60, 60, 67) in light, white and (235, 235, 245) in dark.
    public static let label = pair((0, 0, 0), (255, 255, 255))
    public static let secondaryLabel = pair((60, 60, 67), (235, 235, 245), alpha: (0.6, 0.6))
    public static let tertiaryLabel = pair((60, 60, 67), (235, 235, 245), alpha: (0.3, 0.3))
    public static let quaternaryLabel = pair((60, 60, 67), (235, 235, 245), alpha: (0.18, 0.18))
    public static let placeholderText = pair((60, 60, 67), (235, 235, 245), alpha: (0.3, 0.3))

    // Backgrounds.
    public static let systemBackground = pair((255, 255, 255), (0, 0, 0))
    public static let secondarySystemBackground = pair((242, 242, 247), (28, 28, 30))
    public static let tertiarySystemBackground = pair((255, 255, 255), (44, 44, 46))
    public static let systemGroupedBackground = pair((242, 242, 247), (0, 0, 0))
    public static let secondarySystemGroupedBackground = pair((255, 255, 255), (28, 28, 30))
    public static let tertiarySystemGroupedBackground = pair((242, 242, 247), (44, 44, 46))

    // Fills (Flutter's CupertinoColors, alpha in 255ths).
    public static let systemFill = pair((120, 120, 128), (120, 120, 128), alpha: (0.2, 0.36))
    public static let secondarySystemFill = pair((120, 120, 128), (120, 120, 128), alpha: (0.16, 0.32))
    public static let tertiarySystemFill = pair((118, 118, 128), (118, 118, 128), alpha: (0.12, 0.24))
    public static let quaternarySystemFill = pair((116, 116, 128), (118, 118, 128), alpha: (0.08, 0.18))

    // Separators and links.
    public static let separator = pair((60, 60, 67), (84, 84, 88), alpha: (0.29, 0.6))
    public static let opaqueSeparator = pair((198, 198, 200), (56, 56, 58))
    public static let link = pair((0, 122, 255), (9, 132, 255))

    /// UIKit's names for them (`UIColor.systemBackground`, `.secondaryLabel`, `.systemGray5`).
    /// `darkText` and `lightText` do not change with the scheme.
    public static let uiKit: [String: RGBA] = [
        "systemBackground": systemBackground, "secondarySystemBackground": secondarySystemBackground,
        "tertiarySystemBackground": tertiarySystemBackground, "systemGroupedBackground": systemGroupedBackground,
        "secondarySystemGroupedBackground": secondarySystemGroupedBackground,
        "tertiarySystemGroupedBackground": tertiarySystemGroupedBackground,
        "label": label, "secondaryLabel": secondaryLabel, "tertiaryLabel": tertiaryLabel,
        "quaternaryLabel": quaternaryLabel, "placeholderText": placeholderText,
        "systemFill": systemFill, "secondarySystemFill": secondarySystemFill,
        "tertiarySystemFill": tertiarySystemFill, "quaternarySystemFill": quaternarySystemFill,
        "separator": separator, "opaqueSeparator": opaqueSeparator, "link": link,
        "systemRed": red, "systemOrange": orange, "systemYellow": yellow, "systemGreen": green,
        "systemMint": mint, "systemTeal": teal, "systemCyan": cyan, "systemBlue": blue,
        "systemIndigo": indigo, "systemPurple": purple, "systemPink": pink, "systemBrown": brown,
        "systemGray": gray, "systemGray2": gray2, "systemGray3": gray3, "systemGray4": gray4,
        "systemGray5": gray5, "systemGray6": gray6,
        "darkText": .black, "lightText": RGBA(255, 255, 255, 0.6),
    ]
}

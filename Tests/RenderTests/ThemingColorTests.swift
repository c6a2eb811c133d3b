import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource

/// Colours apps make themselves (issue 25, lane hue25ad; docs/swift-input.md, "Placeholders"
/// and "Swift a view body may use"): snippets shaped like Duck Duck Go's, DuckUI's and Pocket
/// Casts' colour code, written here (the fixed-advance measurer: 10 pt a character, 20 pt lines).
extension SwiftAppCodeTests {
    func testAnUnreadPackagesColorIsAPlaceholderThatFillsWhatAColorFills() throws {
        // Duck Duck Go's `Color(designSystemColor: .textPrimary)` of DesignResourcesKit, not
        // checked out: an unknown colour. As a view it fills the space offered, as a Color does
        // (no 44-point minimum: the 30 × 10 frame holds it); as a modifier's argument the
        // modifier is left out, the text drawn as without it.
        let source = """
        import SwiftUI
        import DesignKit
        struct Card: View {
            var body: some View {
                VStack(spacing: 0) {
                    Text("ab").foregroundColor(Color(designSystemColor: .textPrimary))
                    Color(designSystemColor: .surface).frame(width: 30, height: 10)
                }
            }
        }
        """
        let loaded = try load(source)
        XCTAssertTrue(loaded.warnings.contains {
            $0.contains("App.swift:6:40: warning: Color(designSystemColor:) is none of SwiftUI's colour initialisers the renderer knows; it may be DesignKit's")
        }, "\(loaded.warnings)")
        XCTAssertTrue(loaded.warnings.contains { $0.contains("App.swift:6:23: warning: left out .foregroundColor: its argument uses Color(designSystemColor:)") },
                      "\(loaded.warnings)")
        XCTAssertTrue(loaded.warnings.contains { $0.contains("App.swift:7:13: warning: placeholder for Color(designSystemColor:)") }, "\(loaded.warnings)")
        let result = try layout(source)
        // The text, then the placeholder's fill exactly in the colour's 30 × 10 frame.
        var fills: [Rect] = []
        result.root.forEach { node in
            if node.kind == "RoundedRectangle", node.frame.size.height < 40 { fills.append(node.frame) }
        }
        XCTAssertEqual(try texts(source), ["ab", "Color(designSystemColor:)"])
        XCTAssertFalse(fills.isEmpty)
        for fill in fills { XCTAssertEqual(fill.size, Size(width: 30, height: 10)) }

        // Alone, it fills the screen as `Color.red` does.
        let alone = try leaves("""
        import SwiftUI
        import DesignKit
        struct Back: View { var body: some View { Color(designSystemColor: .background) } }
        """)
        let red = try leaves("""
        import SwiftUI
        struct Back: View { var body: some View { Color.red } }
        """)
        XCTAssertEqual(red.count, 1)
        XCTAssertTrue(alone.contains(red[0].replacingOccurrences(of: "Color", with: "RoundedRectangle")), "\(alone) vs \(red)")

        // In a vertical ScrollView (no height proposed) it is 10 high, as `Color.red` is.
        let scrolled = try leaves("""
        import SwiftUI
        import DesignKit
        struct Back: View { var body: some View { ScrollView { Color(designSystemColor: .background) } } }
        """)
        let scrolledRed = try leaves("""
        import SwiftUI
        struct Back: View { var body: some View { ScrollView { Color.red } } }
        """)
        XCTAssertEqual(scrolledRed.count, 1)
        XCTAssertTrue(scrolled.contains(scrolledRed[0].replacingOccurrences(of: "Color", with: "RoundedRectangle")), "\(scrolled) vs \(scrolledRed)")

        // Where the file imports nothing unread, Swift could not have compiled it: an error.
        let unimported = message("""
        import SwiftUI
        struct Back: View { var body: some View { Color(designSystemColor: .background) } }
        """)
        XCTAssertTrue(unimported.contains("App.swift:2:68: Color(designSystemColor:) is none of SwiftUI's colour initialisers"), unimported)
    }

    func testAColourOfAPackageAnotherFileImportsIsAPlaceholderToo() throws {
        // Duck Duck Go's `ViewExtension.swift` imports only SwiftUI but uses DesignResourcesKit's
        // `Color(designSystemColor:)`, which another file of the module imports: Swift (before
        // SE-0444) sees an extension's members module-wide.
        let folder = try temporaryDirectory(self).resolvingSymlinksInPath()
        try """
        import SwiftUI
        struct Screen: View {
            var body: some View { Text(Strings.title).foregroundColor(Color(designSystemColor: .textPrimary)) }
        }
        """.write(to: folder.appendingPathComponent("Screen.swift"), atomically: true, encoding: .utf8)
        try """
        import SwiftUI
        import DesignKit
        enum Strings { static let title = "Settings" }
        """.write(to: folder.appendingPathComponent("Strings.swift"), atomically: true, encoding: .utf8)
        var options = SwiftSource.Options(moduleDirectory: folder.path)
        options.stepLimit = 100_000
        let loaded = try SwiftSource.load(contentsOf: folder.appendingPathComponent("Screen.swift").path, options: options)
        XCTAssertTrue(loaded.warnings.contains { $0.contains("Color(designSystemColor:) is none of SwiftUI's colour initialisers the renderer knows; it may be DesignKit's") },
                      "\(loaded.warnings)")
        XCTAssertTrue(loaded.warnings.contains { $0.contains("left out .foregroundColor: its argument uses Color(designSystemColor:)") }, "\(loaded.warnings)")
    }

    func testImpossibleColourValuesStayLocatedErrorsBesideUnreadPackages() {
        // SwiftUI's own labels with a value no colour is made of: an error, even where the file
        // imports a module the renderer did not read (session 15's attempt lost this).
        for body in ["Color(white: .nan)", "Color(red: 0.0 / 0.0, green: 0, blue: 0)", "Color(.sRGB, white: .nan, opacity: 1)"] {
            let error = message("""
            import SwiftUI
            import DesignKit
            struct Back: View { var body: some View { \(body).frame(width: 10, height: 10) } }
            """)
            XCTAssertTrue(error.contains("App.swift:3:") && error.contains("is no colour"), "\(body): \(error)")
        }
    }

    func testAColourOfAnUnknownValueIsNamedAfterIt() throws {
        // `Color(red: model.level, …)` of an environment object no preview gives.
        let loaded = try load("""
        import SwiftUI
        struct Meter: View {
            @EnvironmentObject var model: Model
            var body: some View {
                Color(red: model.level, green: 0, blue: 0).frame(width: 20, height: 20)
            }
        }
        """)
        XCTAssertTrue(loaded.warnings.contains { $0.contains("placeholder for Color(Meter.model)") }, "\(loaded.warnings)")
    }

    func testAnExtensionInitializerTakingANumberUnlabelledRuns() throws {
        // DuckUI's `extension Color { init(_ hex: UInt, alpha: Double = 1) }`, its statics made
        // with `Color.init(0x3969EF)`; SwiftUI has no `Color(_:)` of a number, so Swift runs the
        // extension's. A string literal stays SwiftUI's asset name.
        let loaded = try load("""
        import SwiftUI
        extension Color {
            static let blueBase = Color.init(0x3969EF)
            init(_ hex: UInt, alpha: Double = 1) {
                self.init(.sRGB, red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255,
                          blue: Double(hex & 0xFF) / 255, opacity: alpha)
            }
        }
        struct Swatches: View {
            var body: some View {
                HStack {
                    Color.blueBase.frame(width: 10, height: 10)
                    Color(0xDE5833, alpha: 0.5).frame(width: 10, height: 10)
                    Text("x").foregroundColor(.blueBase)
                }
            }
        }
        """)
        let json = "\(loaded.json)"
        XCTAssertTrue(json.contains("#3969EF"), json)
        XCTAssertTrue(json.contains("#DE5833"), json)
        XCTAssertEqual(loaded.warnings, [])
    }

    func testANumberFirstExtensionInitializerLeavesSwiftUIsColoursAlone() throws {
        // Review 16 R1: beside DuckUI's `init(_ hex: UInt)`, a UIColor or a colour symbol is
        // still SwiftUI's `Color(_:)`: the scene is the one the file makes without the extension.
        let view = """
        struct Swatches: View {
            var body: some View {
                HStack {
                    Color(.systemBackground).frame(width: 10, height: 10)
                    Color(UIColor.systemRed).frame(width: 10, height: 10)
                }
            }
        }
        """
        let withExtension = try load("""
        import SwiftUI
        import UIKit
        extension Color {
            init(_ hex: UInt, alpha: Double = 1) {
                self.init(.sRGB, red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255,
                          blue: Double(hex & 0xFF) / 255, opacity: alpha)
            }
        }
        \(view)
        """)
        let plain = try load("""
        import SwiftUI
        import UIKit
        \(view)
        """)
        XCTAssertEqual(withExtension.warnings, [])
        // The same scene, the lines the extension takes aside.
        func unlocated(_ json: Any) -> String { "\(json)".replacingOccurrences(of: #"location: \d+:\d+"#, with: "", options: .regularExpression) }
        XCTAssertEqual(unlocated(withExtension.json), unlocated(plain.json))
        // `s[...Int.max]` (string offsets are integers here): a located error, never an overflow trap.
        XCTAssertTrue(message("""
        import SwiftUI
        struct A: View { var body: some View { Text(String("ab"[...Int.max])) } }
        """).contains("outside the string"))
    }

    func testAComputedPropertyOfAPlatformColourExtensionRunsOnItsValue() throws {
        // Pocket Casts' `extension UIColor { var color: Color { Color(self) } }` on a colour its
        // own `UIColor(hex:)` made: the text is drawn in that colour, with no warning.
        let made = try load("""
        import SwiftUI
        import UIKit
        extension UIColor {
            var color: Color { Color(self) }
            convenience init(hex: String) { self.init(red: 1, green: 0, blue: 0.5, alpha: 1) }
        }
        struct A: View { var body: some View { Text("x").foregroundColor(UIColor(hex: "#FF0080").color) } }
        """)
        XCTAssertEqual(made.warnings, [])
        let json = "\(made.json)"
        XCTAssertTrue(json.contains("foregroundColor") && json.contains("#FF0080FF"), json)
    }

    func testAHexStringIsScannedAsFoundationScansIt() throws {
        // Pocket Casts' `extension Color { init(hex: String) }` and `UIColor(hex:)`: Foundation's
        // `Scanner.scanHexInt64(&x)`, then the components; `Color(UIColor(…, alpha:))` keeps the alpha.
        let loaded = try load("""
        import SwiftUI
        import UIKit
        extension Color {
            init(hex: String) {
                var int: UInt64 = 0
                Scanner(string: hex).scanHexInt64(&int)
                self.init(.sRGB, red: Double(int >> 16) / 255, green: Double(int >> 8 & 0xFF) / 255, blue: Double(int & 0xFF) / 255, opacity: 1)
            }
        }
        extension UIColor {
            convenience init(hex: String) {
                var value: UInt64 = 0
                let scanner = Scanner(string: hex)
                var alpha: CGFloat = 1
                if scanner.scanHexInt64(&value) == false { alpha = 0 }
                self.init(red: CGFloat((value & 0xFF0000) >> 16) / 255, green: CGFloat((value & 0xFF00) >> 8) / 255,
                          blue: CGFloat(value & 0xFF) / 255, alpha: alpha)
            }
        }
        struct Swatches: View {
            var body: some View {
                HStack {
                    Color(hex: "03A9F4").frame(width: 10, height: 10)
                    Color(UIColor(hex: "50D0F1")).frame(width: 10, height: 10)
                    Color(UIColor(hex: "#50D0F1")).frame(width: 10, height: 10)
                }
            }
        }
        """)
        let json = "\(loaded.json)"
        XCTAssertTrue(json.contains("#03A9F4"), json)
        XCTAssertTrue(json.contains("#50D0F1"), json)
        // "#…" is no hex digit: nothing scanned, so the app's own alpha 0.
        XCTAssertTrue(json.contains("#00000000"), json)
        XCTAssertEqual(loaded.warnings, [])
    }

    func testAHexStringIsWalkedByItsIndices() throws {
        // Pocket Casts' `UIColor(hex:)`: `#` checked, the rest taken by a string index, scanned,
        // and its length switched on; its `Color(hex:)`: the string trimmed of what is no letter
        // or digit first.
        let loaded = try load("""
        import SwiftUI
        import UIKit
        extension UIColor {
            convenience init(hex: String) {
                var red: CGFloat = 0.0
                var green: CGFloat = 0.0
                var blue: CGFloat = 0.0
                var alpha: CGFloat = 1.0
                if hex.hasPrefix("#") {
                    let index = hex.index(hex.startIndex, offsetBy: 1)
                    let hexString = String(hex[index...])
                    let scanner = Scanner(string: hexString)
                    var hexValue: CUnsignedLongLong = 0
                    if scanner.scanHexInt64(&hexValue) {
                        switch hexString.count {
                        case 6:
                            red = CGFloat((hexValue & 0xFF0000) >> 16) / 255.0
                            green = CGFloat((hexValue & 0x00FF00) >> 8) / 255.0
                            blue = CGFloat(hexValue & 0x0000FF) / 255.0
                        case 8:
                            red = CGFloat((hexValue & 0xFF00_0000) >> 24) / 255.0
                            green = CGFloat((hexValue & 0x00FF_0000) >> 16) / 255.0
                            blue = CGFloat((hexValue & 0x0000_FF00) >> 8) / 255.0
                            alpha = CGFloat(hexValue & 0x0000_00FF) / 255.0
                        default:
                            print("Invalid RGB string")
                        }
                    }
                }
                self.init(red: red, green: green, blue: blue, alpha: alpha)
            }
        }
        extension Color {
            init(code: String) {
                let code = code.trimmingCharacters(in: CharacterSet.alphanumerics.inverted)
                var int: UInt64 = 0
                Scanner(string: code).scanHexInt64(&int)
                self.init(.sRGB, red: Double(int >> 16) / 255, green: Double(int >> 8 & 0xFF) / 255, blue: Double(int & 0xFF) / 255, opacity: 1)
            }
        }
        struct Swatches: View {
            var body: some View {
                HStack {
                    Color(UIColor(hex: "#03A9F4")).frame(width: 10, height: 10)
                    Color(UIColor(hex: "#50D0F180")).frame(width: 10, height: 10)
                    Color(code: " #281313 ").frame(width: 10, height: 10)
                    Text(String("abcdef"[..<"abcdef".index("abcdef".startIndex, offsetBy: 2)]))
                }
            }
        }
        """)
        let json = "\(loaded.json)"
        XCTAssertTrue(json.contains("#03A9F4FF"), json)
        XCTAssertTrue(json.contains("#50D0F180"), json)
        XCTAssertTrue(json.contains("#281313FF"), json)
        XCTAssertTrue(json.contains("ab"), json)
        XCTAssertEqual(loaded.warnings, [])
        // Past the string's end: an error, as Swift traps.
        XCTAssertTrue(message("""
        import SwiftUI
        struct A: View { var body: some View { Text(String("ab"[..<"ab".index("ab".startIndex, offsetBy: 3)])) } }
        """).contains("outside the string"))
    }

    func testAScannerMovesPastWhatItRead() throws {
        // Two scans of one scanner: the second starts after the first's digits and spaces.
        XCTAssertEqual(try texts("""
        import SwiftUI
        struct Numbers: View {
            var body: some View {
                let scanner = Scanner(string: "ff 0x10 zz")
                var a: UInt64 = 0
                var b: UInt64 = 0
                var c: UInt64 = 7
                let first = scanner.scanHexInt64(&a)
                let second = scanner.scanHexInt64(&b)
                let third = scanner.scanHexInt64(&c)
                return Text("\\(a) \\(b) \\(c) \\(first) \\(second) \\(third)")
            }
        }
        """), ["255 16 7 true true false"])
    }

    func testAUIKitSystemFontGivenToFontIsTheSwiftUIFontItNames() throws {
        // Duck Duck Go's `Font(UIFont.boldAppFont(ofSize:))` of its own `extension UIFont`,
        // WeChat-shaped `Font(textFont as CTFont)`, `UIFontMetrics.scaledFont(for:)` at the
        // default Dynamic Type size, and a text style's `pointSize`.
        let madeSource = """
        import SwiftUI
        import UIKit
        extension UIFont {
            static func boldAppFont(ofSize size: CGFloat) -> UIFont { UIFont.boldSystemFont(ofSize: size) }
        }
        enum Constant { static let textFont: UIFont = .systemFont(ofSize: 16) }
        struct Labels: View {
            var body: some View {
                VStack {
                    Text("a").font(Font(UIFont.boldAppFont(ofSize: 20)))
                    Text("b").font(Font(Constant.textFont as CTFont))
                    Text("c").font(Font(UIFontMetrics(forTextStyle: .body).scaledFont(for: .systemFont(ofSize: 12, weight: .semibold))))
                    Text("d").font(Font(UIFont.preferredFont(forTextStyle: .title1)))
                    Text("\\(Int(UIFont.preferredFont(forTextStyle: .headline).pointSize))")
                }
            }
        }
        """
        XCTAssertEqual(try load(madeSource).warnings, [])
        let directSource = """
        import SwiftUI
        struct Labels: View {
            var body: some View {
                VStack {
                    Text("a").font(.system(size: 20, weight: .semibold))
                    Text("b").font(.system(size: 16))
                    Text("c").font(.system(size: 12, weight: .semibold))
                    Text("d").font(.title)
                    Text("17")
                }
            }
        }
        """
        XCTAssertEqual(try fonts(madeSource), try fonts(directSource))
        XCTAssertEqual(try fonts(madeSource).count, 5)
        // Another of UIKit's fonts is unknown, and the modifier given it left out.
        let unknown = try load("""
        import SwiftUI
        import UIKit
        struct Labels: View {
            var body: some View { Text("a").font(Font(UIFont.systemFont(ofSize: 12).withSize(14))) }
        }
        """)
        XCTAssertTrue(unknown.warnings.contains { $0.contains("left out .font") }, "\(unknown.warnings)")
    }

    func testAScalableFontIsItsSizeAtTheDefaultDynamicTypeSize() throws {
        // Pocket Casts' `DynamicallyScalableFont`: a text style's size at `.large` from a font
        // descriptor, scaled to a content size category and capped by another.
        let made = """
        import SwiftUI
        import UIKit
        extension UIFont {
            static func pointSize(for style: UIFont.TextStyle, sizeCategory: UIContentSizeCategory) -> CGFloat {
                let traits = UITraitCollection(preferredContentSizeCategory: sizeCategory)
                return UIFontDescriptor.preferredFontDescriptor(withTextStyle: style, compatibleWith: traits).pointSize
            }
        }
        struct Scaled: ViewModifier {
            var style: UIFont.TextStyle
            var maxSizeCategory: UIContentSizeCategory = .accessibilityMedium
            func body(content: Content) -> some View {
                let metrics = UIFontMetrics(forTextStyle: style)
                let size = UIFont.pointSize(for: style, sizeCategory: .large)
                let maxPointSize = metrics.scaledValue(for: size, compatibleWith: UITraitCollection(preferredContentSizeCategory: maxSizeCategory))
                let scaled = min(maxPointSize, metrics.scaledValue(for: size, compatibleWith: UITraitCollection(preferredContentSizeCategory: .large)))
                return content.font(.system(size: scaled, weight: .medium))
            }
        }
        struct Title: View {
            var body: some View {
                VStack {
                    Text("a").modifier(Scaled(style: .callout))
                    Text("\\(Int(UIFontMetrics(forTextStyle: .body).scaledValue(for: 10, compatibleWith: UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge))))")
                }
            }
        }
        """
        XCTAssertEqual(try load(made).warnings, [])
        // `.callout` is 16 points at `.large`; 10 of `.body` at AX5 is 10 × 53 / 17.
        XCTAssertEqual(try fonts(made), try fonts("""
        import SwiftUI
        struct Title: View {
            var body: some View {
                VStack {
                    Text("a").font(.system(size: 16, weight: .medium))
                    Text("31")
                }
            }
        }
        """))
    }

    func testAModuleShapeStyleIsWhatItsResolveGivesInTheEnvironmentAtRest() throws {
        // Mlem's `ThemedColor`: a `ShapeStyle` whose `resolve(in:)` reads the module's
        // `@Entry var palette` and a stored key path; `.environment(\.palette, …)` above it wins.
        func source(_ environment: String) -> String {
            """
            import SwiftUI
            struct Hierarchy { var primary: Color; var secondary: Color }
            struct Palette {
                var label: Hierarchy
                var accent: Color
                static let standard: Self = .init(label: .init(primary: .primary, secondary: .green), accent: .blue)
                static let night: Self = .init(label: .init(primary: .white, secondary: .orange), accent: .pink)
            }
            extension EnvironmentValues {
                @Entry var palette: Palette = .standard
            }
            struct Themed: ShapeStyle {
                let getColor: (Palette) -> Color
                var opacity: CGFloat = 1
                func resolve(in environment: EnvironmentValues) -> Color { resolve(with: environment.palette) }
                func resolve(with palette: Palette) -> Color { getColor(palette).opacity(opacity) }
            }
            extension ShapeStyle where Self == Themed {
                static var themedSecondary: Themed { .init(getColor: \\.label.secondary) }
                static var themedAccent: Themed { .init(getColor: \\.accent, opacity: 0.5) }
            }
            struct Header: View {
                var body: some View {
                    VStack {
                        Text("a").foregroundStyle(.themedSecondary)
                        Rectangle().fill(.themedAccent).frame(width: 10, height: 10)
                    }\(environment)
                }
            }
            """
        }
        let atRest = try load(source(""))
        XCTAssertEqual(atRest.warnings, [])
        let json = "\(atRest.json)"
        XCTAssertTrue(json.contains("green") && json.contains("blue"), json)
        XCTAssertFalse(json.contains("orange"), json)
        let set = "\(try load(source(".environment(\\.palette, .night)")).json)"
        XCTAssertTrue(set.contains("orange") && set.contains("pink"), set)
    }

    /// Each placed Text's string and font, in order.
    func fonts(_ source: String) throws -> [String] {
        var found: [String] = []
        try layout(source).root.forEach { if case .text(let run) = $0.content { found.append("\(run.request.string) \(run.request.font)") } }
        return found
    }
}

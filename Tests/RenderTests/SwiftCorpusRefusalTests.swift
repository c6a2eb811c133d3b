import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource

/// Refusals of the real-file corpus turned into evaluation (issue 25, second pass;
/// docs/corpus.md): each construct in a snippet shaped like the app code that used it.
extension SwiftAppCodeTests {
    func testFillAndBackgroundStylesAreIOSsSemanticColours() throws {
        // Backyard Birds' `NewBirdIndicatorCard`: `.background(.fill.tertiary, in: …)`. Apple
        // documents `.fill`'s levels by UIKit's fills' uses (the tertiary for input fields:
        // tertiarySystemFill); `.background.secondary` is secondarySystemBackground (decision).
        let loaded = try load("""
        import SwiftUI
        struct Card: View {
            var body: some View {
                VStack {
                    Text("New").padding().background(.fill.tertiary, in: .rect(cornerRadius: 8))
                    Text("Old").background(.fill)
                    Text("Bird").background(.background.secondary)
                    Rectangle().fill(.separator).frame(height: 1)
                    Text("Seeds").foregroundStyle(.background)
                }
            }
        }
        """)
        let scene = "\(loaded.json)"
        for name in ["tertiarySystemFill", "\"systemFill", "secondarySystemBackground", "separator"] {
            XCTAssertTrue(scene.contains(name), "\(name) in \(scene)")
        }
        XCTAssertEqual(loaded.placeholders, 0)
    }

    func testAnEnumsOwnFailableInitialisersRun() throws {
        // WeChat's `Language(languageStrings: Locale.preferredLanguages) ?? .zh`.
        XCTAssertEqual(try texts("""
        import SwiftUI

        enum Language: String {
            case en
            case zh

            init?(languageString language: String) {
                switch language.lowercased() {
                case "en": self = .en
                case "zh": self = .zh
                default: return nil
                }
            }

            init?(languageStrings languages: [String]) {
                guard let language = languages
                        .lazy
                        .map({ String($0.prefix(2)) })
                        .compactMap(Language.init(languageString:))
                        .first else {
                    return nil
                }
                self = language
            }

            var title: String { self == .en ? "English" : "简体中文" }
        }

        struct LanguageRow: View {
            let language = Language(languageStrings: Locale.preferredLanguages) ?? .zh
            var body: some View {
                VStack {
                    Text(language.title)
                    Text((Language(languageStrings: ["AB", "ZH"]) ?? .en).rawValue)
                    Text(Language(languageString: "fr") == nil ? "none" : "some")
                    if let found = Language(languageString: "EN") { Text(found.rawValue) }
                }
            }
        }
        """), ["English", "zh", "none", "en"])
    }

    func testANumberFormatterTheViewDeclares() throws {
        // `Text("\\(value, formatter: Self.formatter)")` and `formatter.string(from:)`.
        XCTAssertEqual(try texts("""
        import SwiftUI

        struct ScoreView: View {
            static let formatter: NumberFormatter = {
                let formatter = NumberFormatter()
                formatter.numberStyle = .decimal
                formatter.maximumFractionDigits = 1
                return formatter
            }()
            let percent: NumberFormatter = {
                let f = NumberFormatter()
                f.numberStyle = .percent
                return f
            }()
            let score = 12345.67
            var body: some View {
                VStack {
                    Text("\\(score, formatter: Self.formatter)")
                    Text(percent.string(from: NSNumber(value: 0.25)) ?? "")
                    Text(Self.formatter.string(from: 1500 as NSNumber) ?? "")
                }
            }
        }
        """), ["12,345.7", "25%", "1,500"])
    }

    func testBitwiseOperatorsOfWholeNumbers() throws {
        XCTAssertEqual(try texts("""
        import SwiftUI
        struct V: View {
            let hex = 0xEAA980
            var body: some View {
                Text("\\((hex & 0xff0000) >> 16) \\((hex >> 8) & 0xff) \\(hex & 0xff) \\(1 << 4 | 1) \\(6 ^ 3)")
            }
        }
        """), ["234 169 128 17 5"])
        XCTAssertTrue(message("""
        import SwiftUI
        struct V: View { var body: some View { Text("\\(1.5 & 1)") } }
        """).contains("& needs two whole numbers"), message(""))
    }
}

extension SwiftAppCodeTests {
    func testOneSidedRangesOfNumbersInASwitch() throws {
        // isowords' `AdaptiveSizeKey.defaultValue`: `switch UIScreen.main.bounds.width { case ..<375: … }`
        // on the default iPhone 15, 393 points wide.
        XCTAssertEqual(try texts("""
        import SwiftUI
        enum AdaptiveSize { case small, medium, large }
        func size(_ width: CGFloat) -> AdaptiveSize {
            switch width {
            case ..<375: return .small
            case ..<428: return .medium
            default: return .large
            }
        }
        func tier(_ n: Int) -> String {
            switch n { case ...9: return "one digit"; case 100...: return "three"; default: return "two" }
        }
        struct V: View {
            var body: some View {
                VStack {
                    Text("\\(size(UIScreen.main.bounds.width))")
                    Text("\\(size(320)) \\(size(500))")
                    Text(tier(9) + ", " + tier(42) + ", " + tier(100))
                }
            }
        }
        """), ["medium", "small large", "one digit, two, three"])
    }
}

extension SwiftAppCodeTests {
    func testADesignSystemsColoursAndHelpers() throws {
        // isowords' Styleguide: `Self { … }` dynamic colours, a static named unqualified inside
        // its type's extension (`hex(…)`), `Self(n) * 4` in `extension CGFloat`, an alias of an
        // outside generic type (`Tagged<Font, String>`) whose statics are literals, a stored
        // closure called through `self`, `.some`/`.none` in a payload pattern.
        let loaded = try load("""
        import SwiftUI
        import Tagged
        typealias FontName = Tagged<Font, String>
        extension FontName {
            static let matterMedium: Self = "Matter-Medium"
        }
        extension Color {
            static func hex(_ hex: Int) -> Self {
                Self(red: Double((hex & 0xff0000) >> 16) / 255, green: Double((hex & 0x00ff00) >> 8) / 255,
                     blue: Double(hex & 0x0000ff) / 255, opacity: 1)
            }
            static let adaptiveBlack = Self { $0.userInterfaceStyle == .dark ? .white : .isowordsBlack }
            static let isowordsBlack = hex(0x123456)
        }
        extension CGFloat {
            static func grid(_ n: Int) -> Self { Self(n) * 4 }
        }
        enum Configuration { case edges(Edge.Set, length: CGFloat?) }
        struct Fonted: ViewModifier {
            let name: String
            let configuration: Configuration
            let configure: (Font) -> Font
            func body(content: Content) -> some View {
                switch configuration {
                case let .edges(edges, .some(length)):
                    content.font(self.configure(.custom(name, size: length))).padding(edges, .grid(1))
                case .edges(_, .none):
                    content
                }
            }
        }
        extension View {
            func adaptiveFont(_ name: FontName, size: CGFloat?) -> some View {
                modifier(Fonted(name: name.rawValue, configuration: .edges(.all, length: size), configure: { $0 }))
            }
        }
        struct Card: View {
            var body: some View {
                VStack(spacing: .grid(2)) {
                    Text("Score").adaptiveFont(.matterMedium, size: 20).foregroundColor(.adaptiveBlack).id("score")
                    Text("Plain").adaptiveFont(.matterMedium, size: nil).id("plain")
                }
                .background(LinearGradient(gradient: Gradient(colors: [.hex(0xF3EBA4), .isowordsBlack]), startPoint: .top, endPoint: .bottom))
            }
        }
        """)
        XCTAssertEqual(loaded.placeholders, 0, "\(loaded.warnings)")
        let scene = "\(loaded.json)"
        XCTAssertTrue(scene.contains("Matter-Medium") && scene.contains("#123456") && scene.contains("#F3EBA4"), scene)
        var options = RenderOptions(canvas: loaded.scene.canvas)
        options.width = 390
        let result = try Renderer.layout(loaded.scene.root, options: options, measurer: FixedAdvanceMeasurer())
        // "Score" in the 20-point custom font (10 pt a character at 17 pt) padded by .grid(1) = 4
        // on every edge; the `.none` case is bare.
        // (50 × 20/17 = 58.8, which a Text's frame rounds up to 59) + 8.
        XCTAssertEqual(result.frame("score").size.width, 67)
        XCTAssertEqual(result.frame("plain").size.width, 50)
        // VStack(spacing: .grid(2)): 8 between them.
        XCTAssertEqual(result.frame("plain").origin.y - result.frame("score").maxY, 8)
    }

    func testValuesAppsPassThatTheRendererHoldsAsTheirParts() throws {
        let loaded = try load("""
        import SwiftUI
        struct Speaker: Identifiable { let id = UUID(); let name: String; var isCompleted = false }
        struct Card<Element> {}
        typealias IdentifiedArrayOf<Element> = Card<Element>
        struct Timer: View {
            static var mockList: IdentifiedArrayOf<Speaker> { [.init(name: "Kim"), .init(name: "Bo", isCompleted: true)] }
            let speakers = Timer.mockList
            @State private var isPresented = false
            @State private var amount = 12.5
            let offset: CGFloat = 25
            var body: some View {
                VStack {
                    Text(speakers.first(where: { !$0.isCompleted })?.name ?? "Someone")
                    Text("\\(Locale.current.currency?.identifier ?? "none") \\([Speaker].self.count)")
                    TextField("Amount", value: $amount, format: .currency(code: "USD"))
                    Toggle("On", isOn: self.$isPresented)
                    Circle().overlay { ForEach(speakers) { speaker in Text(speaker.name) } }
                    Text("fading").opacity(2 - Double(abs(offset / 50)))
                }
            }
        }
        """)
        XCTAssertEqual(loaded.placeholders, 0, "\(loaded.warnings)")
        let texts = try layoutTexts(loaded)
        XCTAssertEqual(Array(texts.prefix(2)), ["Kim", "USD 1"])
        XCTAssertTrue(texts.contains("$12.50") && texts.contains("Bo"), "\(texts)")
        // 2 - 0.5 is 1.5: drawn fully opaque.
        XCTAssertTrue("\(loaded.json)".contains("number(1.0)"), "\(loaded.json)")
    }

    func testWhatTheRendererCannotRunIsAnUnknownValueNotARefusal() throws {
        // A macro's expansion, a method no file declares (a Combine subject's `updates(for:)`),
        // one of Apple's devices the renderer has no screen for, an argument built of an
        // unknown value: each a placeholder or a left-out modifier with its warning.
        let loaded = try load("""
        import SwiftUI
        struct AppState { var isOpen = false }
        struct Routes: View {
            let appState = AppState()
            let store = Store.shared
            var body: some View {
                VStack {
                    Text("Countries")
                    Text("x").onReceive(appState.updates(for: \\.isOpen)) { _ in }
                    Text("y").rotationEffect(.degrees(store.isOpen ? -180 : 0))
                    List { Text("z") }.searchable(text: .constant(""), prompt: #Predicate<Int> { $0 > 1 })
                }
                .previewDevice("iPhone 6s")
            }
        }
        """)
        XCTAssertEqual(try layoutTexts(loaded).prefix(3), ["Countries", "x", "y"])
        for expected in ["left out .rotationEffect: its argument uses Store", "placeholder for previewDevice(\"iPhone 6s\")"] {
            XCTAssertTrue(loaded.warnings.contains { $0.contains(expected) }, "\(expected) in \(loaded.warnings)")
        }
        // As the warning says: the default device's screen, not none.
        XCTAssertEqual(loaded.scene.canvas.device?.appleName, Device.all[0].appleName)
        // Under --strict each is an error; a name no Apple device has stays one without it.
        XCTAssertTrue(message("""
        import SwiftUI
        struct V: View { var body: some View { Text("a").previewDevice("Pixel 8") } }
        """).contains("unknown device \"Pixel 8\""))
    }

    func testARootGroupsModifiersApplyToEachOfItsViews() throws {
        // Hacking with Swift's SnowSeeker `SkiDetailsView`: `Group { VStack; VStack }.frame(maxWidth: .infinity)`:
        // each Text in its own 200-wide frame, centred, stacked on the 800-point canvas.
        XCTAssertEqual(try leaves("""
        import SwiftUI
        struct SkiDetailsView: View {
            var body: some View {
                Group {
                    Text("Elevation")
                    Text("Snow")
                }
                .frame(maxWidth: .infinity)
            }
        }
        """, width: 200), ["Text 55,380 90x20", "Text 80,400 40x20"])
    }

    func testKeyPathsAppend() throws {
        XCTAssertEqual(try texts("""
        import SwiftUI
        struct Permissions { var push = "granted" }
        struct AppState { var permissions = Permissions() }
        struct V: View {
            let state = AppState()
            var body: some View {
                let path = \\AppState.permissions
                Text([state].map(path.appending(path: \\.push))[0])
            }
        }
        """), ["granted"])
    }
}

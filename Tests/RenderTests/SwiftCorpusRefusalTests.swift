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
        for name in ["tertiarySystemFill", "\"systemFill", "secondarySystemBackground", "separator", "\"systemBackground"] {
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

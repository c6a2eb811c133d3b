import Foundation
import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource

/// fresh.tsv's constructs of lane fresh25bd (issue 25, session 22). Snippets written for the
/// test, shaped like the apps' code (Mlem's theme palette, whose colour levels are built with
/// implicit `.init(uiColor:)`); laid out with the fixed-advance measurer.
final class FreshListPaletteTests: XCTestCase {
    /// The scene JSON of a loaded module, without whitespace.
    private func sceneJSON(_ loaded: SwiftSource.Loaded) -> String {
        JSONOutput.scene(loaded.json).filter { !$0.isWhitespace }
    }

    /// `.init(uiColor:)`, `.init(red:green:blue:)` and `.init(white:)` where a `Color` is
    /// declared — a stored property's annotation, a module initialiser's parameter, and a
    /// parameter reached through an implicit `.init(…)` of the module's own struct — are
    /// SwiftUI's `Color(…)` of those arguments. They were the error "Color has no argument
    /// 'uiColor:'" (only the unlabelled `.init(_:)` was read, as the `Color` view).
    func testImplicitLabelledColorInitializersWhereAColorIsDeclared() throws {
        let loaded = try loadModule(["View.swift": """
        import SwiftUI

        struct Levels {
            var primary: Color
            var secondary: Color
            init(primary: Color, secondary: Color) {
                self.primary = primary
                self.secondary = secondary
            }
        }

        struct Theme {
            var grouped: Levels
            var accent: Color
            static let standard: Self = .init(
                grouped: .init(primary: .init(uiColor: .systemGroupedBackground), secondary: .init(uiColor: .secondarySystemGroupedBackground)),
                accent: .init(red: 1, green: 0, blue: 0)
            )
        }

        struct Row: View {
            let theme = Theme.standard
            let grey: Color = .init(white: 0.5)
            var body: some View {
                VStack(spacing: 0) {
                    Text("One").background(theme.grouped.secondary).id("one")
                    Text("Two").background(theme.accent)
                    Text("Six").background(grey)
                }
            }
        }
        """], test: self)
        XCTAssertEqual(loaded.warnings, [])
        let json = sceneJSON(loaded)
        XCTAssertTrue(json.contains(#"{"background":{"style":"secondarySystemGroupedBackground"}}"#), json)
        XCTAssertTrue(json.contains(##"{"background":{"style":"#FF0000FF"}}"##), json)
        XCTAssertTrue(json.contains(##"{"background":{"style":"#808080FF"}}"##), json)
        XCTAssertEqual(try layoutTexts(loaded), ["One", "Two", "Six"])
        XCTAssertSize(try layoutFrame(loaded, "one"), 30, 20)
    }

    /// A colour made so from a dynamic provider (`Color(light:dark:)` of the module, written
    /// `.init(uiColor: UIColor { traits in … })`) is the provider's light colour at rest.
    func testImplicitColorOfADynamicUIColor() throws {
        let loaded = try loadModule(["View.swift": """
        import SwiftUI

        struct Swatch: View {
            let fill: Color = .init(uiColor: UIColor { traits in
                traits.userInterfaceStyle == .dark ? .black : .orange
            })
            var body: some View {
                Text("Hi").background(fill)
            }
        }
        """], test: self)
        XCTAssertEqual(loaded.warnings, [])
        XCTAssertTrue(sceneJSON(loaded).contains(#"{"background":{"style":"orange"}}"#), sceneJSON(loaded))
    }

    /// `style.UIFontTextStyle` of `var style: Font.TextStyle` given `.callout`, where the module's
    /// `private extension Font.TextStyle` declares it (Pocket Casts' scalable fonts): the getter
    /// runs on `Font.TextStyle.callout` (`InterpreterValueExtensions` step 4), so the font
    /// metrics scale 16 points (callout at `.large`) to 16, under a maximum of 26
    /// (`.accessibilityMedium`). It was the unknown value `.callout.UIFontTextStyle`, and the
    /// font was left out.
    func testAnUntypedMemberReadsTheOneExtensionThatDeclaresTheProperty() throws {
        let loaded = try loadModule(["View.swift": """
        import SwiftUI
        import UIKit

        private struct ScaledFont: ViewModifier {
            @Environment(\\.sizeCategory) var sizeCategory
            var style: Font.TextStyle
            var weight: Font.Weight = .regular
            var maxSizeCategory: UIContentSizeCategory = .accessibilityExtraExtraExtraLarge

            func body(content: Content) -> some View {
                let metrics = UIFontMetrics(forTextStyle: style.uiStyle)
                let size = UIFontDescriptor.preferredFontDescriptor(withTextStyle: style.uiStyle).pointSize
                let largest = metrics.scaledValue(for: size, compatibleWith: UITraitCollection(preferredContentSizeCategory: maxSizeCategory))
                let scaled = min(largest, metrics.scaledValue(for: size, compatibleWith: UITraitCollection(preferredContentSizeCategory: .large)))
                return content.font(.system(size: scaled, weight: weight))
            }
        }

        private extension Font.TextStyle {
            var uiStyle: UIFont.TextStyle {
                switch self {
                case .title: return .title1
                case .callout: return .callout
                case .caption: return .caption1
                default: return .body
                }
            }
        }

        extension View {
            func font(style: Font.TextStyle, weight: Font.Weight = .regular, maxSizeCategory: UIContentSizeCategory = .extraExtraLarge) -> some View {
                modifier(ScaledFont(style: style, weight: weight, maxSizeCategory: maxSizeCategory))
            }
        }

        struct Modal: View {
            var body: some View {
                Text("See your year").font(style: .callout, weight: .medium, maxSizeCategory: .accessibilityMedium)
            }
        }
        """], test: self)
        XCTAssertEqual(loaded.warnings, [])
        let json = sceneJSON(loaded)
        XCTAssertTrue(json.contains(#""size":16"#), json)
        XCTAssertTrue(json.contains("medium"), json)
    }

    /// A service made with the view's model sets Core Location's accuracy and turns the device's
    /// battery monitoring on (Home Assistant's environment): `kCLLocationAccuracyBest` is -1 and
    /// `kCLLocationAccuracyHundredMeters` 100 (`InterpreterCoreLocation`); the device's switch is
    /// `false` until set and `true` after, on every later `UIDevice.current`
    /// (`InterpreterUIDevice` step 3). They were "cannot find 'kCLLocationAccuracyBest' in
    /// scope" and "cannot assign to a member of the type UIDevice".
    func testCoreLocationConstantsAndTheDevicesBatteryMonitoringSwitch() throws {
        let loaded = try loadModule(["View.swift": """
        import SwiftUI
        import CoreLocation

        final class Locator {
            var accuracy: Double = 0
            var wasMonitoring = true
            init() {
                wasMonitoring = UIDevice.current.isBatteryMonitoringEnabled
                UIDevice.current.isBatteryMonitoringEnabled = true
                accuracy = kCLLocationAccuracyBest
            }
        }

        struct Status: View {
            let locator = Locator()
            var body: some View {
                VStack {
                    Text("\\(locator.accuracy) \\(kCLLocationAccuracyHundredMeters)")
                    Text(locator.wasMonitoring ? "was on" : "was off")
                    Text(UIDevice.current.isBatteryMonitoringEnabled ? "on" : "off")
                }
            }
        }
        """], test: self)
        XCTAssertEqual(loaded.warnings, [])
        XCTAssertEqual(try layoutTexts(loaded), ["-1.0 100.0", "was off", "on"])
    }

    /// A setting of the device takes only a Bool: anything else is a located error (a
    /// warning where the model holding it becomes a placeholder), never a stored value.
    func testTheDevicesSwitchTakesABool() throws {
        let files = ["View.swift": """
        import SwiftUI

        final class Sensor {
            init() { UIDevice.current.isProximityMonitoringEnabled = "yes" }
        }

        struct Status: View {
            let sensor = Sensor()
            var body: some View {
                Text(UIDevice.current.isProximityMonitoringEnabled ? "on" : "off")
            }
        }
        """]
        do {
            let loaded = try loadModule(files, test: self)
            XCTAssertTrue(loaded.warnings.joined().contains("UIDevice.isProximityMonitoringEnabled takes a Bool"), "\(loaded.warnings)")
            XCTAssertEqual(try layoutTexts(loaded), ["off"])
        } catch {
            XCTAssertTrue("\(error)".contains("UIDevice.isProximityMonitoringEnabled takes a Bool"), "\(error)")
        }
    }

    /// `Data(contentsOf: url, options: .mappedIfSafe)` of a file in the app's container throws
    /// at rest, as the one-argument read does (a fresh install wrote no file): the `catch` runs
    /// and the accounts list is empty (Mlem's persistence). Before, the read was an unknown
    /// `Data` and `guard !data.isEmpty` a placeholder ("expected a Bool, found Data").
    func testAMappedReadOfAContainerFileThrowsAtRest() throws {
        let loaded = try loadModule(["View.swift": """
        import SwiftUI

        final class Accounts {
            var names: [String] = ["not read"]
            private var read: (URL) throws -> Data = { try Data(contentsOf: $0, options: .mappedIfSafe) }
            init() { names = load(from: URL.applicationSupportDirectory.appendingPathComponent("Saved Accounts", conformingTo: .json)) ?? [] }
            func load(from path: URL) -> [String]? {
                do {
                    let data = try read(path)
                    guard !data.isEmpty else { return nil }
                    return try JSONDecoder().decode([String].self, from: data)
                } catch let error as NSError where error.code == 260 {
                    return nil
                } catch {
                    return ["failed"]
                }
            }
        }

        struct AccountCount: View {
            let accounts = Accounts()
            var body: some View {
                Text("\\(accounts.names.count) accounts")
            }
        }
        """], test: self)
        XCTAssertEqual(loaded.warnings, [])
        XCTAssertEqual(try layoutTexts(loaded), ["0 accounts"])
    }

    /// `appendingPathComponent(_:conformingTo:)` adds the type's preferred extension (`.json`:
    /// "json") unless the name has one of the type's already, or makes a directory (`.directory`).
    func testAppendingAPathComponentConformingToAType() throws {
        let loaded = try loadModule(["View.swift": """
        import SwiftUI
        import UniformTypeIdentifiers

        struct Paths: View {
            var body: some View {
                VStack {
                    Text(URL.temporaryDirectory.appendingPathComponent("Saved Accounts", conformingTo: .json).absoluteString.hasSuffix("/tmp/Saved%20Accounts.json") ? "json" : "other")
                    Text(URL.temporaryDirectory.appendingPathComponent("Settings", conformingTo: .directory).absoluteString.hasSuffix("/") ? "folder" : "file")
                    Text(URL.temporaryDirectory.appendingPathComponent("accounts.json", conformingTo: .json).lastPathComponent)
                    Text(URL.temporaryDirectory.appendingPathComponent("cover.JPG", conformingTo: .jpeg).lastPathComponent)
                    Text(URL.temporaryDirectory.appendingPathComponent("notes.txt", conformingTo: .json).lastPathComponent)
                }
            }
        }
        """], test: self)
        XCTAssertEqual(loaded.warnings, [])
        // Apple's `appendPathComponent(_:conformingTo:)`: a name that already has an extension
        // valid for the type gets none added.
        XCTAssertEqual(try layoutTexts(loaded), ["json", "folder", "accounts.json", "cover.JPG", "notes.txt.json"])
    }

    /// swift-identified-collections' initialisers written out are the array (Swiftfin's paging
    /// model starts `IdentifiedArray([], uniquingIDsWith: { existing, _ in existing })`):
    /// `uniqueElements:` keeps the order; `uniquingIDsWith:` keeps one element per id, the
    /// closure's choice in the first one's place. They were the unknown value `IdentifiedArray`.
    func testIdentifiedArrayInitializersWrittenOut() throws {
        let loaded = try loadModule(["View.swift": """
        import SwiftUI
        import IdentifiedCollections

        struct Language: Identifiable {
            let id: String
            let name: String
        }

        final class Library {
            var elements: IdentifiedArrayOf<Language>
            var merged: IdentifiedArrayOf<Language>
            init() {
                elements = IdentifiedArray([], uniquingIDsWith: { existing, _ in existing })
                merged = IdentifiedArray(
                    [Language(id: "en", name: "English"), Language(id: "fr", name: "French"), Language(id: "en", name: "Anglais")],
                    uniquingIDsWith: { _, latest in latest }
                )
            }
        }

        struct Languages: View {
            let library = Library()
            let listed: IdentifiedArrayOf<Language> = IdentifiedArray(uniqueElements: [Language(id: "de", name: "German")])
            var body: some View {
                VStack {
                    Text("\\(library.elements.count) loaded")
                    ForEach(library.merged) { language in Text(language.name) }
                    ForEach(listed) { language in Text(language.name) }
                }
            }
        }
        """], test: self)
        XCTAssertEqual(loaded.warnings, [])
        XCTAssertEqual(try layoutTexts(loaded), ["0 loaded", "Anglais", "French", "German"])
    }

    /// `IdentifiedArray(_:uniquingIDsWith:)` over thousands of elements with number ids: found
    /// by key, one pass (review R1: comparing each id with every earlier one took 106 s for
    /// 20,000 elements).
    func testUniquingManyNumberIDsIsOnePass() throws {
        let loaded = try loadModule(["View.swift": """
        import SwiftUI
        import IdentifiedCollections

        struct Item: Identifiable { let id: Int }

        struct Items: View {
            let items = IdentifiedArray((0..<6000).map { Item(id: $0 % 3000) }, uniquingIDsWith: { first, _ in first })
            var body: some View { Text("\\(items.count) items, last \\(items[items.count - 1].id)") }
        }
        """], test: self)
        XCTAssertEqual(loaded.warnings, [])
        XCTAssertEqual(try layoutTexts(loaded), ["3000 items, last 2999"])
    }

    /// `var valid: Set<String> = .init()` then `insert` and `contains` in a `filter` (Mlem's
    /// language picker): `.init()` where a `Set` is declared is an empty set, and `[T]`'s an empty
    /// array. It stayed an untyped `.init()`, and the file was refused with "filter's closure must
    /// return a Bool".
    func testImplicitEmptySetAndArrayWhereDeclared() throws {
        let loaded = try loadModule(["View.swift": """
        import SwiftUI

        struct Languages: View {
            var suggested: [String] {
                let device = ["en", "fr", "de", "en"]
                var valid: Set<String> = .init()
                var seen: [String] = .init()
                for code in device where code != "de" {
                    valid.insert(code)
                    seen.append(code)
                }
                return device.filter { valid.contains($0) } + ["\\(seen.count)"]
            }
            var body: some View {
                Text(suggested.joined(separator: ","))
            }
        }
        """], test: self)
        XCTAssertEqual(loaded.warnings, [])
        XCTAssertEqual(try layoutTexts(loaded), ["en,fr,en,3"])
    }

    /// `ForEach(data, id:, content: languageRow)`: a method of the view named as the content is
    /// called with each element, as a closure is (Mlem's language picker was refused: "ForEach
    /// needs data and a closure").
    func testForEachContentIsAMethodOfTheView() throws {
        let loaded = try loadModule(["View.swift": """
        import SwiftUI

        struct LanguageList: View {
            let codes = ["en", "fr"]
            var body: some View {
                VStack(spacing: 0) {
                    ForEach(codes, id: \\.self, content: languageRow)
                }
            }

            func languageRow(_ code: String) -> some View {
                Text("Language \\(code)").id(code)
            }
        }
        """], test: self)
        XCTAssertEqual(loaded.warnings, [])
        XCTAssertEqual(try layoutTexts(loaded), ["Language en", "Language fr"])
        XCTAssertSize(try layoutFrame(loaded, "fr"), 110, 20)
    }

    /// `.contentMargins(.top, cond ? nil : 16)` with nil adds no margin of the view's own: the
    /// views are as without it (it was the error "expected a number, found null").
    func testContentMarginsOfNilLengthChangesNothing() throws {
        let loaded = try loadModule(["View.swift": """
        import SwiftUI

        struct Results: View {
            let results: [String] = []
            var body: some View {
                List {
                    Text("All").id("all")
                }
                .contentMargins(.top, results.isEmpty ? nil : 16)
            }
        }
        """], test: self)
        XCTAssertEqual(loaded.warnings, [])
        XCTAssertFalse(JSONOutput.scene(loaded.json).contains("contentMargins"))
        XCTAssertEqual(try layoutTexts(loaded), ["All"])
    }
}

import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource

/// The last refusals of both corpus lists (scripts/corpus/corpus.tsv and heldout.tsv,
/// docs/corpus.md) and the held-out list's most common placeholders, each a general rule
/// tested with a snippet shaped like the app code that met it (issue 25; docs/swift-input.md).
extension SwiftAppCodeTests {
    func testAnAssignmentOfAnUnknownValueLeavesItsTargetUnknownNotItsOldValue() throws {
        // Food Truck's `FoodTruckModel.init`: `dailyOrderSummaries = Dictionary(…)` of orders a
        // seeded generator shuffles (unknown: a render is reproducible) left `[:]` there, so
        // `dailyOrderSummaries(cityID:)` reached the app's own `fatalError` where Swift's
        // dictionary has the city.
        let source = """
        import SwiftUI

        struct Generator {
            let known: [Int]
            func history(city: String) -> [Int] {
                var generator = SystemRandomNumberGenerator()
                var sales: [Int] = []
                for donut in known.shuffled(using: &generator) { sales.append(donut) }
                return sales
            }
        }

        class Model: ObservableObject {
            var daily: [String: [Int]] = [:]
            var cities = ["Cupertino", "London"]
            init() {
                let generator = Generator(known: [1, 2, 3])
                daily = Dictionary(uniqueKeysWithValues: cities.map { city in
                    (key: city, value: generator.history(city: city))
                })
            }
            func daily(cityID: String) -> [Int] {
                guard let result = daily[cityID] else {
                    fatalError("Unknown City ID: \\(cityID).")
                }
                return result
            }
        }

        struct Chart: View {
            @StateObject private var model = Model()
            var body: some View {
                VStack {
                    Text("Sales")
                    Text("\\(model.daily(cityID: "Cupertino").count) days")
                    Text("\\(model.cities.count) cities")
                }
            }
        }
        """
        let loaded = try load(source)
        XCTAssertEqual(loaded.placeholders, 1)
        XCTAssertTrue(loaded.warnings.contains { $0.contains("warning: daily is a placeholder") }, "\(loaded.warnings)")
        XCTAssertEqual(try texts(source), ["Sales", "Text(daily)", "2 cities"])
        // A value that is known is assigned as before; a real error in the statement stays one.
        XCTAssertEqual(try texts(source.replacingOccurrences(of: "known.shuffled(using: &generator)", with: "known")), ["Sales", "3 days", "2 cities"])
        XCTAssertTrue(message(source.replacingOccurrences(of: "value: generator.history(city: city)", with: "value: generator.history(town: city)"))
            .contains("history"))
    }

    func testTextGivenAnImplicitInitOfAStringKeyShowsTheString() throws {
        // Food Truck's `SocialFeedContent.title`: `var title: LocalizedStringKey { … return
        // .init(donut.name) }` shown as `Text(title)`.
        XCTAssertEqual(try texts("""
        import SwiftUI

        enum Content {
            case title(LocalizedStringKey)
            case donut(String)
            var title: LocalizedStringKey {
                switch self {
                case .title(let string): return string
                case .donut(let name): return .init(name)
                }
            }
        }

        struct Feed: View {
            let items: [Content] = [.title("Hello"), .donut("Cosmos")]
            var body: some View {
                VStack {
                    ForEach(0..<items.count, id: \\.self) { index in
                        Label { Text(items[index].title) } icon: { Image(systemName: "star") }
                    }
                }
            }
        }
        """), ["Hello", "Cosmos"])
    }

    func testAStructsInitialisersInExtensionsKeepItsMemberwiseOne() throws {
        // ControlRoom's `CaptureSettings(imageFormat: .png, …)` beside `extension
        // CaptureSettings: RawRepresentable { init(rawValue:) }`.
        let source = """
        import SwiftUI

        enum Format: String { case png, jpeg }

        struct Settings {
            var format: Format
            var scale: Int
        }

        extension Settings: RawRepresentable {
            init(rawValue: String) {
                format = Format(rawValue: rawValue) ?? .png
                scale = 1
            }
            var rawValue: String { "\\(format.rawValue)@\\(scale)" }
        }

        struct Form: View {
            @State var settings = Settings(format: .jpeg, scale: 2)
            var body: some View {
                VStack {
                    Text(settings.rawValue)
                    Text(Settings(rawValue: "png").rawValue)
                }
            }
        }
        """
        XCTAssertEqual(try texts(source), ["jpeg@2", "png@1"])
        // An `init` in the struct's own body replaces the memberwise one, as in Swift.
        let ownInit = source.replacingOccurrences(of: "    var scale: Int\n}", with: "    var scale: Int\n    init(only: Int) { format = .png; scale = only }\n}")
        XCTAssertNotEqual(message(ownInit), "no error")
    }

    func testANestedTypesBareNameIsOutOfSightOfAFileScopeExtension() throws {
        // WeChat's `extension Message { struct Image { … } }` beside `extension Image { static
        // let avatarPlaceholder = Image("…") }` of SwiftUI's Image, and the package's `URLImage`
        // view beside the module's `Message.Image.URLImage`.
        let source = """
        import SwiftUI

        struct Message { let text: String }
        extension Message {
            struct Image {
                let url: String
                init(from url: String) { self.url = url }
            }
        }
        extension Message.Image {
            struct URLImage { let url: String }
        }

        extension Image {
            static let avatarPlaceholder = Image(systemName: "person")
        }

        struct Row: View {
            let image = Message.Image(from: "a.png")
            var body: some View {
                HStack {
                    Image.avatarPlaceholder
                    Text(image.url)
                    URLImage(URL(string: "https://example.com/a.png")!) { image in image }
                }
            }
        }
        """
        let loaded = try load(source)
        XCTAssertEqual(try texts(source).first, "a.png")
        XCTAssertTrue(loaded.warnings.contains { $0.contains("placeholder for URLImage") }, "\(loaded.warnings)")
        XCTAssertFalse("\(loaded.json)".contains("avatarPlaceholder"))
        XCTAssertTrue("\(loaded.json)".contains("person"))
    }

    func testAStyleSwiftUIHasButTheRendererDoesNotDrawIsLeftOut() throws {
        // `.listStyle(.bordered)` (a Mac app's list; ControlRoom's `.sidebar` is drawn since
        // session 13); ControlRoom's `Image(systemName: "wifi", variableValue: …)` is drawn
        // (`SymbolVariableLayers`), without a word.
        let source = """
        import SwiftUI

        struct Sidebar: View {
            var body: some View {
                List {
                    Text("iPhone 15")
                    Image(systemName: "wifi", variableValue: 0.5)
                }
                .listStyle(.bordered)
            }
        }
        """
        let loaded = try load(source)
        XCTAssertTrue(loaded.warnings.contains { $0.contains("left out .listStyle(.bordered)") }, "\(loaded.warnings)")
        XCTAssertFalse(loaded.warnings.contains { $0.contains("variableValue") }, "\(loaded.warnings)")
        XCTAssertEqual(try texts(source), ["iPhone 15"])
        // A style SwiftUI does not have stays an error.
        XCTAssertTrue(message(source.replacingOccurrences(of: ".bordered", with: ".borders")).contains("borders"))
    }

    func testStrideOfIntsAndDoublesRunsAsSwiftsDoes() throws {
        // Hacking with Swift's `Spirograph.path(in:)`: `for theta in stride(from: 0, through:
        // endPoint, by: 0.01)`.
        XCTAssertEqual(try texts("""
        import SwiftUI

        struct V: View {
            var body: some View {
                VStack {
                    Text("\\(stride(from: 0, to: 10, by: 3).map { "\\($0)" }.joined(separator: ","))")
                    Text("\\(stride(from: 10, through: 0, by: -5).map { "\\($0)" }.joined(separator: ","))")
                    Text("\\(Array(stride(from: 0, through: 1, by: 0.25)).count)")
                    Text("\\(Array(stride(from: 0.0, through: 19.0, by: 0.01)).count)")
                }
            }
        }
        """), ["0,3,6,9", "10,5,0", "5", "1901"])
        XCTAssertTrue(message("""
        import SwiftUI
        struct V: View { var body: some View { Text("\\(Array(stride(from: 0, to: 1, by: 0)).count)") } }
        """).contains("stride"))
    }

    func testAComputedPropertyOfSeveralStatementsInAnExtensionOfDouble() throws {
        // Grocy's `extension Double { var formattedAmount: String { let formatter =
        // NumberFormatter(); … } }`.
        XCTAssertEqual(try texts("""
        import SwiftUI

        extension Double {
            var formattedAmount: String {
                let formatter = NumberFormatter()
                formatter.numberStyle = .decimal
                let outStr = formatter.string(from: NSNumber(value: self))
                return outStr ?? "Format Error"
            }
        }

        struct Row: View {
            let amount = 1234.5
            var body: some View { Text("\\(amount.formattedAmount) g") }
        }
        """), ["1,234.5 g"])
    }

    func testUIDeviceCurrentIsTheDeviceOfThePicture() throws {
        // isowords' `DeviceState.default`: `UIDevice.current.userInterfaceIdiom`, switched on
        // by its `Styleguide` paddings.
        let source = """
        import SwiftUI

        struct DeviceState {
            var idiom: UIUserInterfaceIdiom
            var orientation: UIDeviceOrientation
            static let `default` = Self(idiom: UIDevice.current.userInterfaceIdiom, orientation: UIDevice.current.orientation)
        }

        struct Padded: View {
            let state = DeviceState.default
            var body: some View {
                switch state.idiom {
                case .unspecified, .phone, .carPlay:
                    Text("phone \\(state.orientation == .portrait ? "portrait" : "other")")
                case .pad, .tv, .mac:
                    Text("pad")
                default:
                    Text("other")
                }
            }
        }
        """
        XCTAssertEqual(try texts(source), ["phone portrait"])
        XCTAssertEqual(try load(source).placeholders, 0)
    }

    func testABindingsAnimationIsTheBindingWhereverItIsHeld() throws {
        // `$x.animation()`, a binding held in a parameter, and of an unknown store: the one
        // rule (`bindingKeepsValue`).
        XCTAssertEqual(try texts("""
        import SwiftUI

        struct Row: View {
            @Binding var on: Bool
            var body: some View {
                Toggle("Row", isOn: $on.animation(.default))
            }
        }

        struct Panel: View {
            @State private var on = true
            @State private var level = 0.5
            var body: some View {
                VStack {
                    Row(on: $on.transaction(Transaction()))
                    Slider(value: $level.animation())
                    Text("\\(level)")
                }
            }
        }
        """), ["Row", "0.5"])
    }
}

extension SwiftAppCodeTests {
    func testAPayloadWrittenAsAnImplicitMemberIsTheDeclaredTypes() throws {
        // Food Truck's `tags: [.donut(.lemonChocolate), …]` of `case donut(Donut)`, read back
        // through `case .donut(let donut): return .init(donut.name)`.
        XCTAssertEqual(try texts("""
        import SwiftUI

        struct Donut {
            let name: String
            static let classic = Donut(name: String(localized: "The Classic", comment: "A flavour."))
        }

        enum Tag {
            case donut(Donut)
            case title(String)
            var title: LocalizedStringKey {
                switch self {
                case .donut(let donut): return .init(donut.name)
                case .title(let text): return .init(text)
                }
            }
        }

        struct Feed: View {
            let tags: [Tag] = [.donut(.classic), .title("Space")]
            var body: some View {
                VStack {
                    Text(Tag.donut(.classic).title)
                    ForEach(0..<tags.count, id: \\.self) { Text(tags[$0].title) }
                }
            }
        }
        """), ["The Classic", "The Classic", "Space"])
    }

    func testALocalDeclaredWithATypeTakesImplicitMembersOfIt() throws {
        // WeChat's `let image: Image; if … { image = Image(uiImage: …) } else { image =
        // .avatarPlaceholder }` of `extension Image { static let avatarPlaceholder = … }`.
        let source = """
        import SwiftUI

        extension Image {
            static let avatarPlaceholder = Image(systemName: "person")
            func resize(_ contentMode: ContentMode = .fill) -> some View {
                resizable().aspectRatio(contentMode: contentMode)
            }
        }

        struct Preview: View {
            let picked = false
            var body: some View { avatar }
            var avatar: some View {
                let image: Image
                if picked {
                    image = Image(systemName: "star")
                } else {
                    image = .avatarPlaceholder
                }
                return image
                    .resize(.fit)
                    .foregroundColor(nil)
            }
        }
        """
        let loaded = try load(source)
        XCTAssertTrue("\(loaded.json)".contains("person"), "\(loaded.json)")
        XCTAssertEqual(loaded.placeholders, 0)
    }

    func testACustomLabelStyleGetsALabelsTitleAndIconViews() throws {
        // Food Truck's `Label { Text("Donuts") } icon: { Image.donutSymbol }` under its
        // `CardNavigationHeaderLabelStyle`, whose `makeBody` shows `configuration.icon`.
        let loaded = try load("""
        import SwiftUI

        struct HeaderStyle: LabelStyle {
            func makeBody(configuration: Configuration) -> some View {
                HStack(alignment: .firstTextBaseline, spacing: 4) {
                    configuration.icon.foregroundStyle(.secondary)
                    configuration.title
                    Image(systemName: "chevron.forward")
                }
            }
        }

        extension LabelStyle where Self == HeaderStyle {
            static var header: HeaderStyle { HeaderStyle() }
        }

        struct Card: View {
            var body: some View {
                VStack {
                    Label { Text("Donuts") } icon: { Image(systemName: "circle") }
                    Label("Orders", systemImage: "shippingbox")
                }
                .labelStyle(.header)
            }
        }
        """)
        let scene = "\(loaded.json)"
        for name in ["Donuts", "circle", "Orders", "shippingbox", "chevron.forward"] {
            XCTAssertTrue(scene.contains(name), "\(name) in \(scene)")
        }
    }

    func testNavigationStateIsLeftOutWithAWarningAndSliderEndLabelsAreDrawn() throws {
        // WeChat's `NavigationLink(tag:selection:destination:label:)` and ControlRoom's
        // `Slider(value:in:minimumValueLabel:maximumValueLabel:label:)`. A selection that pushes
        // the link (equal to its tag) keeps the warning; a nil one pushes nothing (no warning,
        // SwiftAtRestCacheCastLinkTests).
        let source = """
        import SwiftUI

        struct Detail: View {
            @State private var selection: Int? = 1
            @State private var level = 0.5
            var body: some View {
                VStack {
                    NavigationLink(tag: 1, selection: $selection, destination: { Text("Chat") }, label: { Text("Send") })
                    Slider(value: $level, in: 0...1, minimumValueLabel: Text("0"), maximumValueLabel: Text("1"), label: { Text("Level") })
                }
            }
        }
        """
        let loaded = try load(source)
        XCTAssertTrue(loaded.warnings.contains { $0.contains("left out NavigationLink's tag:") }, "\(loaded.warnings)")
        // The slider's end labels are drawn since SliderView step 4: no warning.
        XCTAssertFalse(loaded.warnings.contains { $0.contains("Slider") }, "\(loaded.warnings)")
        XCTAssertEqual(try texts(source).first, "Send")
    }
}

extension SwiftAppCodeTests {
    func testIsMultipleOfAndAnAppsEdgeInsetsStaticAndASlidersTrailingLabel() throws {
        // Food Truck's `row.isMultiple(of: 2) ? columns : columns - 1`, WeChat's
        // `.listRowInsets(.zero)` of `extension EdgeInsets { static var zero }`, ControlRoom's
        // `Slider(value:in:onEditingChanged:) { Text(…) }`.
        let source = """
        import SwiftUI

        extension EdgeInsets {
            static var zero: EdgeInsets {
                .init(top: 0, leading: 0, bottom: 0, trailing: 0)
            }
        }

        struct Grid: View {
            @State private var level = 0.5
            var body: some View {
                List {
                    ForEach(0..<4, id: \\.self) { row in
                        Text("\\(row): \\(row.isMultiple(of: 2) ? 3 : 2) \\(row.isMultiple(of: 0))")
                    }
                    .listRowInsets(.zero)
                    Slider(value: $level, in: 0...1, onEditingChanged: { _ in }) { Text("Volume") }
                }
            }
        }
        """
        XCTAssertEqual(try texts(source), ["0: 3 true", "1: 2 false", "2: 3 false", "3: 2 false"])
        XCTAssertFalse(try load(source).warnings.contains { $0.contains("listRowInsets") })
    }
}

extension SwiftAppCodeTests {
    func testMathFunctionsAndACompoundAssignmentOfAnUnknownValue() throws {
        // Hacking with Swift's `Spirograph`: `difference * cos(theta) + distance * cos(…)`;
        // Food Truck's `totalSales`: `reduce(into: 0) { $0 += entry.sales }` of sales it
        // cannot know, which is unknown rather than a view.
        XCTAssertEqual(try texts("""
        import SwiftUI

        struct V: View {
            var body: some View {
                VStack {
                    Text("\\(Int(cos(0.0) * 10)) \\(Int(pow(2.0, 10.0))) \\(Int(atan2(1.0, 1.0) * 4 * 1000)) \\(Int(sin(Double.pi / 2)))")
                }
            }
        }
        """), ["10 1024 3141 1"])
        let source = """
        import SwiftUI

        struct Entry { let sales: Int }
        struct ByCity { let name: String; let entries: [Entry] }

        struct V: View {
            var sales: [ByCity] {
                ["a", "b"].map { name in
                    let summaries: [Int]
                    summaries = Array(UIFontMetrics.default.values.prefix(3))
                    let entries = summaries.map { Entry(sales: $0) }
                    return ByCity(name: name, entries: entries)
                }
            }
            var total: Int {
                sales.flatMap(\\.entries).reduce(into: 0) { partial, entry in
                    partial += entry.sales
                }
            }
            var body: some View {
                VStack {
                    Text("Total Sales")
                    Text("\\(total.formatted()) Donuts")
                }
            }
        }
        """
        XCTAssertEqual(try texts(source).first, "Total Sales")
        XCTAssertEqual(try load(source).placeholders, 1)
    }
}

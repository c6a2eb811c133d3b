import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource

/// Sample data the corpus's apps load from their bundle (`InterpreterBundleData`), and the
/// small constructs met with it, each in a snippet shaped like the app code (docs/corpus.md).
final class SwiftCorpusBundleDataTests: XCTestCase {
    /// A module folder holding `files` (path → text), rendered from `View.swift` in it.
    private func texts(_ files: [String: String], strict: Bool = false) throws -> [String] {
        try layoutTexts(load(files, strict: strict))
    }

    private func load(_ files: [String: String], strict: Bool = false) throws -> SwiftSource.Loaded {
        try loadModule(files, strict: strict, test: self)
    }

    /// The error, or the warnings (another file's global that fails is a placeholder whose
    /// warning carries the error).
    private func message(_ files: [String: String]) -> String {
        do {
            return try load(files).warnings.joined(separator: "\n")
        } catch {
            return "\(error)"
        }
    }

    /// Landmarks' `Data.swift` (Apple's tutorial): a generic `load<T: Decodable>` whose `T` is
    /// the declared type of the global, `Range<Double>` from a two-element array, a nested
    /// struct, an enum by its raw value, `CodingKeys` renaming a key, a default kept.
    static let landmarks = """
    import Foundation

    let hikeData: [Hike] = load("hikeData.json")

    func load<T: Decodable>(_ filename: String) -> T {
        let data: Data

        guard let file = Bundle.main.url(forResource: filename, withExtension: nil)
        else {
            fatalError("Couldn't find \\(filename) in main bundle.")
        }

        do {
            data = try Data(contentsOf: file)
        } catch {
            fatalError("Couldn't load \\(filename) from main bundle:\\n\\(error)")
        }

        do {
            let decoder = JSONDecoder()
            return try decoder.decode(T.self, from: data)
        } catch {
            fatalError("Couldn't parse \\(filename) as \\(T.self):\\n\\(error)")
        }
    }

    struct Hike: Codable, Identifiable {
        var name: String
        var id: Int
        var distance: Double
        var difficulty: Difficulty
        var isFavorite = false
        var observations: [Observation]

        enum Difficulty: String, Codable { case easy = "Easy", hard = "Hard" }

        struct Observation: Codable {
            var distanceFromStart: Double
            var elevation: Range<Double>
        }

        enum CodingKeys: String, CodingKey {
            case name = "title", id, distance, difficulty, observations
        }
    }
    """

    static let hikeJSON = """
    [{"title": "Lonesome Ridge Trail", "id": 1001, "distance": 4.5, "difficulty": "Hard", "isFavorite": true,
      "observations": [{"distanceFromStart": 0, "elevation": [291.65, 309.1]},
                       {"distanceFromStart": 0.5, "elevation": [309.1, 320.2]}]},
     {"title": "Sunset Loop", "id": 1002, "distance": 2, "difficulty": "Easy", "observations": []}]
    """

    func testAGenericLoaderDecodesTheModulesJSONByTheDeclaredType() throws {
        XCTAssertEqual(try texts([
            "Models/Data.swift": Self.landmarks,
            "Resources/hikeData.json": Self.hikeJSON,
            "View.swift": """
            import SwiftUI
            struct HikeRow: View {
                var hike: Hike
                var body: some View {
                    VStack {
                        Text(hike.name)
                        Text("\\(hike.id) \\(hike.distance) \\(hike.difficulty.rawValue) \\(hike.isFavorite ? "fav" : "-")")
                        Text("\\(hike.observations.count) \\(hike.observations.last?.elevation.upperBound ?? 0)")
                    }
                }
            }
            #Preview { VStack { HikeRow(hike: hikeData[0]); HikeRow(hike: hikeData[1]) } }
            """,
        ]), ["Lonesome Ridge Trail",
             // `isFavorite` is not among the CodingKeys: its default stays, though the JSON has it.
             "1001 4.5 Hard -", "2 320.2",
             "Sunset Loop", "1002 2.0 Easy -", "0 0"])
    }

    func testAnExtensionOfBundleDecodesIntoAStaticOfTheType() throws {
        // Hacking with Swift's SnowSeeker: `extension Bundle { func decode<T: Decodable>(_:) -> T }`
        // and `static let allResorts: [Resort] = Bundle.main.decode("resorts.json")`.
        XCTAssertEqual(try texts([
            "Bundle-Decodable.swift": """
            import Foundation
            extension Bundle {
                func decode<T: Decodable>(_ file: String) -> T {
                    guard let url = self.url(forResource: file, withExtension: nil) else {
                        fatalError("Failed to locate \\(file) in bundle.")
                    }
                    guard let data = try? Data(contentsOf: url) else {
                        fatalError("Failed to load \\(file) from bundle.")
                    }
                    let decoder = JSONDecoder()
                    do {
                        return try decoder.decode(T.self, from: data)
                    } catch {
                        fatalError("Failed to decode \\(file) from bundle: \\(error.localizedDescription)")
                    }
                }
            }
            """,
            "Resort.swift": """
            struct Resort: Codable, Hashable, Identifiable {
                var id: String
                var name: String
                var elevation: Int
                var facilities: [String]
                var opened: Date?
                static let allResorts: [Resort] = Bundle.main.decode("resorts.json")
                static let example = allResorts[0]
            }
            """,
            "resorts.json": #"[{"id": "aspen", "name": "Aspen", "elevation": 3813, "facilities": ["Bar", "Spa"]}]"#,
            "View.swift": """
            import SwiftUI
            struct SkiDetailsView: View {
                let resort: Resort
                var body: some View {
                    Text("\\(resort.elevation)m")
                    Text(resort.facilities.joined(separator: ", "))
                    Text(resort.opened == nil ? "no date" : "dated")
                }
            }
            #Preview { SkiDetailsView(resort: .example) }
            """,
        ]), ["3813m", "Bar, Spa", "no date"])
    }

    func testDecodingAnArrayTypeDirectlyAndADictionary() throws {
        XCTAssertEqual(try texts([
            "scores.json": #"{"b": 2, "a": 1}"#,
            "names.json": #"["Ann", "Bo"]"#,
            "View.swift": """
            import SwiftUI
            struct V: View {
                let names: [String] = {
                    let url = Bundle.main.url(forResource: "names", withExtension: "json")!
                    let data = try! Data(contentsOf: url)
                    return try! JSONDecoder().decode([String].self, from: data)
                }()
                let scores = try! JSONDecoder().decode([String: Int].self, from: Data(contentsOf: Bundle.main.url(forResource: "scores.json", withExtension: nil)!))
                var body: some View {
                    Text(names.joined(separator: "+"))
                    Text("\\(scores["a"]!) \\(scores["b"]!)")
                }
            }
            """,
        ]), ["Ann+Bo", "1 2"])
    }

    func testAMissingResourceIsAPlaceholderAndBadJSONAnError() throws {
        // The resource the app ships is not in the module's folder: a named placeholder, the
        // rest drawn; `--strict` makes it the error.
        let files = ["Models/Data.swift": Self.landmarks,
                     "View.swift": """
                     import SwiftUI
                     struct V: View {
                         var body: some View { VStack { Text("Hikes"); Text(hikeData[0].name) } }
                     }
                     """]
        let loaded = try load(files)
        XCTAssertTrue(loaded.warnings.contains { $0.contains("placeholder for Text(Bundle resource \"hikeData.json\")") }, "\(loaded.warnings)")
        XCTAssertThrowsError(try load(files, strict: true))
        // JSON that does not fit the type is the error the app's `fatalError` would be, with
        // the place in the JSON.
        var broken = files
        broken["Resources/hikeData.json"] = #"[{"title": "A", "id": "one", "distance": 1, "difficulty": "Easy", "observations": []}]"#
        XCTAssertTrue(message(broken).contains("hikeData.json at [0].id: expected a whole number for Int, found the string \"one\""), message(broken))
        broken["Resources/hikeData.json"] = #"[{"title": "A", "id": 1, "difficulty": "Easy", "observations": []}]"#
        XCTAssertTrue(message(broken).contains("no key 'distance' for Hike.distance"), message(broken))
        broken["Resources/hikeData.json"] = #"[{"title": "A", "id": 1, "distance": 1, "difficulty": "Medium", "observations": []}]"#
        XCTAssertTrue(message(broken).contains("the string \"Medium\" is no raw value of Difficulty"), message(broken))
        broken["Resources/hikeData.json"] = "[{"
        XCTAssertTrue(message(broken).contains("hikeData.json is not valid JSON"), message(broken))
        // Nesting is bounded before Foundation's parser recurses.
        broken["Resources/hikeData.json"] = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        XCTAssertTrue(message(broken).contains("hikeData.json: JSON nested more than 64 deep"), message(broken))
    }

    func testEmptyViewAndModifiedContentInsideAViewExtension() throws {
        // MovieSwiftUI's `titleFont` returns `ModifiedContent(content: self, modifier: …)`;
        // isowords hands `trailing: EmptyView()` on from inside `extension View`.
        XCTAssertEqual(try texts([
            "View.swift": """
            import SwiftUI
            struct TitleFont: ViewModifier {
                let size: CGFloat
                func body(content: Content) -> some View { content.font(.system(size: size)).padding(1) }
            }
            extension View {
                func titleStyle() -> some View { ModifiedContent(content: self, modifier: TitleFont(size: 16)) }
                func bar<T: View>(trailing: T) -> some View { HStack { self; trailing } }
                func plainBar() -> some View { self.bar(trailing: EmptyView()) }
            }
            struct V: View {
                var body: some View { VStack { Text("Title").titleStyle(); Text("Bar").plainBar(); EmptyView() } }
            }
            """,
        ], strict: true), ["Title", "Bar"])
    }

    func testAPreviewsSampleErrorAndTheAppsStoredData() throws {
        // clean-architecture's ErrorView preview; Backyard Birds' `@Query` and Grocy's
        // `modelContext.fetch` of a fresh install: no rows.
        XCTAssertEqual(try texts([
            "View.swift": """
            import SwiftUI
            import SwiftData
            struct Bird { var name: String }
            struct ErrorView: View {
                let error: Error
                @Query(sort: \\Bird.name) private var birds: [Bird]
                @Environment(\\.modelContext) private var modelContext
                var products: [Bird] { (try? modelContext.fetch(FetchDescriptor<Bird>())) ?? [] }
                var body: some View {
                    Text(error.localizedDescription)
                    Text("\\(birds.count) \\(products.count)")
                    if let bird = birds.first { Text(bird.name) }
                }
            }
            #Preview {
                VStack {
                    ErrorView(error: NSError(domain: "", code: 0, userInfo: [NSLocalizedDescriptionKey: "Something went wrong"]))
                    ErrorView(error: NSError(domain: "Net", code: 7))
                }
            }
            """,
        ]), ["Something went wrong", "0 0", "The operation couldn’t be completed. (Net error 7.)", "0 0"])
    }

    func testOptionalsIdentifiedArraysAndImplicitMembersAsTheAppsWriteThem() throws {
        XCTAssertEqual(try texts([
            "View.swift": """
            import SwiftUI
            import IdentifiedCollections
            enum Scheme: String { case dark, light, system
                var title: String { rawValue.capitalized }
            }
            struct Speaker: Identifiable { let id: Int; var isCompleted: Bool }
            extension Date { static let mock = Date(timeIntervalSinceReferenceDate: 86_400) }
            extension Optional { func or(_ value: Wrapped) -> Wrapped { self ?? value } }
            struct Footer: View {
                let speakers: IdentifiedArrayOf<Speaker>
                let subtitle: Text?
                var count: Int? = nil
                var stamp: Date
                var isLast: Bool { speakers.dropLast().allSatisfy { $0.isCompleted } }
                var body: some View {
                    Text(isLast ? "Last Speaker" : "Speaker \\(speakers.count)")
                    subtitle.font(.title).padding()
                    Text(count.flatMap { "n\\($0)" }.or("none"))
                    ForEach([Scheme.system, .dark], id: \\.self) { scheme in Text(scheme.title) }
                    Text("\\(Int(stamp.timeIntervalSinceReferenceDate))")
                }
            }
            #Preview {
                Footer(speakers: .init(uniqueElements: [Speaker(id: 1, isCompleted: true), Speaker(id: 2, isCompleted: false)]),
                       subtitle: nil, stamp: .mock)
            }
            """,
        ], strict: true), ["Last Speaker", "none", "System", "Dark", "86400"])
    }

    func testNestedTypesOfOneNameInTwoOwnersAndAGridItemsInit() throws {
        // Scrumdinger's two providers each nest a `Dependencies` of their own; Backyard Birds'
        // `LazyVGrid(columns: [.init(.adaptive(minimum: 300))])`.
        XCTAssertEqual(try texts([
            "View.swift": """
            import SwiftUI
            struct ScrumProvider {
                struct Dependencies { var load: () -> [String] }
                let dependencies: Dependencies
                init(dependencies: Dependencies) { self.dependencies = dependencies }
                static var mock = ScrumProvider(dependencies: .init(load: { ["Daily"] }))
            }
            struct RecorderProvider {
                struct Dependencies { var reset: () -> Void; var finish: () -> String }
                let dependencies: Dependencies
                init(dependencies: Dependencies) { self.dependencies = dependencies }
                static var mock = RecorderProvider(dependencies: .init(reset: {}, finish: { "Done" }))
            }
            struct V: View {
                @State private var path = NavigationPath()
                var body: some View {
                    NavigationStack(path: $path) {
                        LazyVGrid(columns: [.init(.adaptive(minimum: 300))]) {
                            Text(ScrumProvider.mock.dependencies.load()[0])
                            Text(RecorderProvider.mock.dependencies.finish())
                        }
                    }
                }
            }
            """,
        ]), ["Daily", "Done"])
    }

    func testModifiersThatChangeNoPixelOfAnIPhonesStillPicture() throws {
        let loaded = try load([
            "View.swift": """
            import SwiftUI
            struct V: View {
                var body: some View {
                    NavigationView {
                        ScrollView { Text("Rating").accessibilityAdjustableAction { _ in } }
                            .scrollBounceBehavior(.basedOnSize)
                            .navigationDestination(for: Int.self) { Text("\\($0)") }
                    }
                    .navigationViewStyle(.stack)
                    .modelContainer(for: [String.self])
                    .equatable()
                }
            }
            """,
        ])
        XCTAssertEqual(loaded.warnings, [])
        XCTAssertTrue(loaded.notes.contains { $0.contains("ignored .navigationViewStyle: it is not layout") }, "\(loaded.notes)")
    }

    func testTheSmallerShapesTheCorpusStoppedAt() throws {
        // Food Truck's `String(localized:)`; Landmarks' `$0[keyPath: self.path]` and macOS
        // `Picker(…, label: EmptyView())`; clean-architecture's `EnvironmentalModifier`;
        // Scrumdinger's `restorationTask?.cancel()` of an optional `var` with no default;
        // WeChat's `members.first { $0.id != Member.currentUser?.id }` of an unknown user.
        let loaded = try load([
            "View.swift": """
            import SwiftUI
            struct Observation { var elevation: Double }
            struct Reader: EnvironmentalModifier {
                final class Container { var locale: Locale? = nil }
                let container: Container
                func resolve(in environment: EnvironmentValues) -> some ViewModifier {
                    container.locale = environment.locale
                    return Bold()
                }
            }
            struct Bold: ViewModifier { func body(content: Content) -> some View { content.bold() } }
            final class Provider {
                private var restorationTask: Task<Void, Never>?
                var name = "idle"
                init() { restore() }
                func restore() {
                    restorationTask?.cancel()
                    name = restorationTask == nil ? "fresh" : "running"
                }
            }
            struct V: View {
                @State private var choice = 1
                let path: KeyPath<Observation, Double> = \\.elevation
                var body: some View {
                    VStack {
                        Text(String(localized: "Today", comment: "A day"))
                        Text("\\(Observation(elevation: 291.5)[keyPath: path])")
                        Picker(selection: $choice, label: EmptyView()) { Text("One").tag(1) }
                        Text(Provider().name)
                        Text(["Ann", "Bo"].first { $0 != Member.currentUser?.id } ?? "nobody")
                    }
                    .modifier(Reader(container: .init()))
                }
            }
            """,
        ])
        let found = try layoutTexts(loaded)
        XCTAssertEqual(Array(found.prefix(3)), ["Today", "291.5", "One"], "\(found)")
        XCTAssertTrue(found.contains("fresh"), "\(found)")
        // Which member is first is not known: that Text is the placeholder.
        XCTAssertTrue(loaded.warnings.contains { $0.contains("placeholder for Text(Member)") }, "\(loaded.warnings)")
    }

    func testLocalFunctionsNumberStaticsEqualityAndRandomValues() throws {
        // Food Truck's preview helper `func entry(…)` inside a body and its seeded
        // `.random(in:using:)`; isowords' `.grid(1) / 2` and `.padding(.init(top: .grid(4), …))`;
        // Landmarks' `case \.elevation:` and macOS `filter == .all`; `$volume.animation()`.
        let loaded = try load([
            "View.swift": """
            import SwiftUI
            extension CGFloat { static func grid(_ n: Int) -> Self { Self(n) * 4 } }
            struct Observation { var elevation: Double; var pace: Double }
            struct FilterType: Equatable {
                var name: String
                static let all = FilterType(name: "All")
            }
            struct V: View {
                @State private var volume = 0.5
                let path: KeyPath<Observation, Double> = \\.pace
                let filter = FilterType(name: "All")
                var title: String {
                    switch path {
                    case \\.elevation: return "elevation"
                    default: return "pace"
                    }
                }
                var body: some View {
                    func entry(_ hour: Int, degrees: Double) -> String { "\\(hour):\\(Int(degrees))" }
                    VStack(spacing: 0) {
                        Text(entry(9, degrees: 21.6))
                        Text(title).padding(.init(top: .grid(1), leading: .grid(2), bottom: 0, trailing: 0))
                        Text(filter == .all ? "all" : "some").padding(.vertical, .grid(1) / 2)
                        Slider(value: $volume.animation(), in: 0...1)
                        Text("\\(Int.random(in: 1...6))")
                    }
                }
            }
            """,
        ])
        var frames: [String: Rect] = [:]
        var options = RenderOptions(canvas: loaded.scene.canvas)
        options.width = 390
        options.height = 800
        try Renderer.layout(loaded.scene.root, options: options, measurer: FixedAdvanceMeasurer()).root.forEach {
            if case .text(let run) = $0.content { frames[run.request.string] = $0.frame }
        }
        XCTAssertEqual(frames.keys.sorted(), ["9:21", "Text(Int.random(…))", "all", "pace"], "\(frames)")
        // `.init(top: .grid(1), leading: .grid(2), …)`: 4 above and 8 before "pace" (40 wide);
        // `.grid(1) / 2`: 2 above and below "all". Each Text is 20 tall.
        let pace = try XCTUnwrap(frames["pace"]), all = try XCTUnwrap(frames["all"]), first = try XCTUnwrap(frames["9:21"])
        XCTAssertEqual(pace.origin.y - first.origin.y, 20 + 4)
        XCTAssertEqual(all.origin.y - pace.origin.y, 20 + 2)
        // The dice roll is unknown: a placeholder, not a number the render made up.
        XCTAssertTrue(loaded.warnings.contains { $0.contains("placeholder for Text(Int.random(…))") }, "\(loaded.warnings)")
    }

    func testAComputedColourStaticOfInitAndOldStyleStructs() throws {
        // WeChat's `static var text_info_100: Color { .init("text_info_100") }` (here RGB, the
        // catalog's name going through the same `Color(…)`), MovieSwiftUI's
        // `.textFieldStyle(RoundedBorderTextFieldStyle())`, `.disableAutocorrection(true)`.
        let loaded = try load([
            "View.swift": """
            import SwiftUI
            extension Color {
                static var text_info_100: Color { .init(red: 1, green: 0, blue: 0) }
            }
            struct V: View {
                @State private var query = ""
                var body: some View {
                    VStack {
                        Text("Info").foregroundColor(.text_info_100)
                        TextField("Search", text: $query)
                            .textFieldStyle(RoundedBorderTextFieldStyle())
                            .disableAutocorrection(true)
                    }
                }
            }
            """,
        ], strict: false)
        XCTAssertEqual(loaded.warnings, [])
        let scene = "\(loaded.json)"
        XCTAssertTrue(scene.contains("roundedBorder") && scene.contains("#FF0000"), scene)
    }

    func testLandmarksProfileShapes() throws {
        // Apple's Landmarks tutorial: `static let default = Self(…)`, `\Hike.Observation.elevation`,
        // `LinearGradient(gradient: .init(colors:), …)`, `.degrees(Double(i) / 8) * 360.0`.
        let loaded = try load([
            "View.swift": """
            import SwiftUI
            struct Profile {
                var username: String
                static let `default` = Self(username: "g_kumar")
            }
            struct Hike { struct Observation { var elevation: Double } }
            struct V: View {
                let profile = Profile.default
                let path = \\Hike.Observation.elevation
                var body: some View {
                    VStack {
                        Text(profile.username)
                        Text("\\(Hike.Observation(elevation: 12)[keyPath: path])")
                        Rectangle()
                            .fill(LinearGradient(gradient: .init(colors: [.red, .blue]), startPoint: .init(x: 0.5, y: 0), endPoint: .bottom))
                            .frame(width: 10, height: 10)
                            .rotationEffect(.degrees(Double(1) / Double(8)) * 360.0)
                    }
                }
            }
            """,
        ], strict: true)
        let scene = "\(loaded.json)"
        XCTAssertTrue(scene.contains("linearGradient") && scene.contains("number(45.0)"), scene)
        let found = try layoutTexts(loaded)
        XCTAssertEqual(found, ["g_kumar", "12.0"])
    }

    func testAnOptionSetOfTheModule() throws {
        // Food Truck's `DonutLayer: OptionSet` and `visibleLayers: DonutLayer = .all`.
        XCTAssertEqual(try texts([
            "View.swift": """
            import SwiftUI
            struct DonutLayer: OptionSet {
                var rawValue: Int
                init(rawValue: Int) { self.rawValue = rawValue }
                static let dough = DonutLayer(rawValue: 1 << 1)
                static let glaze = DonutLayer(rawValue: 1 << 2)
                static let topping = DonutLayer(rawValue: 1 << 3)
                static let all: DonutLayer = [.dough, .glaze, .topping]
            }
            struct Donut: View {
                var visibleLayers: DonutLayer
                init(visibleLayers: DonutLayer = .all) { self.visibleLayers = visibleLayers }
                var body: some View {
                    HStack {
                        if visibleLayers.contains(.dough) { Text("dough") }
                        if visibleLayers.contains(.glaze) { Text("glaze") }
                        if visibleLayers.union(.topping).contains(.topping) { Text("topping") }
                    }
                }
            }
            #Preview { VStack { Donut(); Donut(visibleLayers: [.glaze]) } }
            """,
        ], strict: true), ["dough", "glaze", "topping", "glaze", "topping"])
    }

    func testTheDecodersStrategies() throws {
        // WeChat's `JSONDecoder.app`: `.iso8601` dates and snake-case keys.
        XCTAssertEqual(try texts([
            "user.json": #"{"display_name": "Ann", "joined_at": "2024-06-30T12:00:00Z", "last_seen": 0}"#,
            "View.swift": """
            import SwiftUI
            struct User: Decodable { var displayName: String; var joinedAt: Date; var lastSeen: Date }
            let user: User = {
                let decoder = JSONDecoder()
                decoder.dateDecodingStrategy = .iso8601
                decoder.keyDecodingStrategy = .convertFromSnakeCase
                return try! decoder.decode(User.self, from: Data(contentsOf: Bundle.main.url(forResource: "user", withExtension: "json")!))
            }()
            struct V: View {
                var body: some View {
                    Text(user.displayName)
                    Text("\\(Int(user.joinedAt.timeIntervalSince1970)) \\(Int(user.lastSeen.timeIntervalSinceReferenceDate))")
                }
            }
            """,
        ]), ["Ann", "1719748800 0"])
    }

    func testAScrollViewReaderIsItsContent() throws {
        // isowords' AppearanceSettingsView and eight more of the corpus apps' files.
        let loaded = try load([
            "View.swift": """
            import SwiftUI
            struct V: View {
                var body: some View {
                    ScrollViewReader { proxy in
                        ScrollView { Text("Appearance").id(1) }
                            .onAppear { proxy.scrollTo(1) }
                    }
                }
            }
            """,
        ], strict: false)
        XCTAssertEqual(loaded.warnings, [])
        XCTAssertTrue("\(loaded.json)".contains("Appearance") && "\(loaded.json)".contains("ScrollView"))
    }
}

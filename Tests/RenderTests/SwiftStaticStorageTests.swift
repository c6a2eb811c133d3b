import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource

/// Static stored properties and globals are made once per render, on first read, and `var`s
/// among them are storage (`InterpreterStaticStorage`, docs/swift-input.md "The app's models"):
/// Swift initialises a static or global lazily, exactly once (The Swift Programming Language,
/// "Type Properties": "Stored type properties are lazily initialized on their first access. They
/// are guaranteed to be initialized only once"). Snippets shaped like app code (a shared store,
/// a counter, a cache, MovieSwiftUI's `savePath` global set in an `init`), written for the test;
/// fixed-advance measurer (10 pt per character, 20 pt lines).
extension SwiftAppCodeTests {
    func testStaticLetSharedIsTheSameObjectOnEveryRead() throws {
        let source = """
        import SwiftUI

        final class ImageStore {
            var loaded: [String] = []
            static let shared = ImageStore()
            func load(_ name: String) { loaded.append(name) }
        }

        struct Gallery: View {
            init() {
                ImageStore.shared.load("a")
                ImageStore.shared.load("b")
            }
            var body: some View {
                VStack(spacing: 0) {
                    Text("\\(ImageStore.shared.loaded.count) loaded")
                    Text(ImageStore.shared.loaded.joined(separator: "+"))
                }
            }
        }
        """
        XCTAssertEqual(try load(source).warnings, [])
        XCTAssertEqual(try texts(source), ["2 loaded", "a+b"])
        // Before: each read made a new, empty store ("0 loaded" and an empty Text).
        XCTAssertEqual(try leaves(source), ["Text 155,380 80x20", "Text 180,400 30x20"])
    }

    func testAStaticVarIsACounterAndACacheCodeWrites() throws {
        let source = """
        import SwiftUI

        struct Row: View {
            static var made = 0
            static var cache: [String: Int] = [:]
            static var names: [String] = []
            let name: String

            init(name: String) {
                self.name = name
                Self.made += 1
                Row.cache[name] = Self.made
                Self.names.append(name)
            }

            var body: some View { Text("\\(name) #\\(Self.cache[name] ?? 0)") }
        }

        struct Rows: View {
            var body: some View {
                VStack {
                    Row(name: "a")
                    Row(name: "b")
                    Row(name: "c")
                    Text("\\(Row.made) made: \\(Row.names.joined(separator: ","))")
                }
            }
        }
        """
        XCTAssertEqual(try load(source).warnings, [])
        XCTAssertEqual(try texts(source), ["a #1", "b #2", "c #3", "3 made: a,b,c"])
        // A static method writes them by their bare names, also as `self.count`.
        let bare = """
        import SwiftUI
        enum Tally {
            static var count = 10
            static func bump() -> Int { count += 5; self.count += 1; return count }
        }
        struct Counter: View {
            var body: some View {
                let first = Tally.bump()
                let second = Tally.bump()
                Text("\\(first) \\(second) \\(Tally.count)")
            }
        }
        """
        XCTAssertEqual(try texts(bare), ["16 22 22"])
    }

    func testAStaticsInitializerRunsOnce() throws {
        // Three reads of `Theme.accent` and two of `Color.brand` (an extension of a SwiftUI type,
        // read as `Color.brand` and as the implicit member `.brand`) make each once.
        let source = """
        import SwiftUI

        enum Log {
            static var entries: [String] = []
            static func made(_ name: String) -> Double { entries.append(name); return Double(entries.count) }
        }

        enum Theme {
            static let accent = Log.made("accent")
        }

        extension Color {
            static let brand = Color(red: Log.made("brand") / 10, green: 0, blue: 0)
        }

        struct Badge: View {
            var body: some View {
                VStack(spacing: 0) {
                    Text("\\(Theme.accent) \\(Theme.accent)").foregroundColor(.brand)
                    Text("\\(Theme.accent)").foregroundColor(Color.brand)
                    Text(Log.entries.joined(separator: ","))
                }
            }
        }
        """
        XCTAssertEqual(try load(source).warnings, [])
        XCTAssertEqual(try texts(source), ["1.0 1.0", "1.0", "accent,brand"])
    }

    func testAClassStaticIsSharedWithItsSubclass() throws {
        let source = """
        import SwiftUI
        class Service { static var calls = 0 }
        final class Weather: Service {}
        struct Status: View {
            var body: some View {
                Weather.calls += 2
                Service.calls += 1
                return Text("\\(Service.calls) \\(Weather.calls)")
            }
        }
        """
        XCTAssertEqual(try texts(source), ["3 3"])
    }

    func testGlobalsAreAssignedAndReadBeforeTheirTurn() throws {
        // MovieSwiftUI's `AppState.init` sets `fileprivate var savePath: URL!`; a global's
        // initialiser may name a global declared after it.
        let source = """
        import SwiftUI

        fileprivate var savePath: String!
        let greeting = "\\(name)!"
        let name = "Ada"
        var visits = 0

        struct AppState {
            var title: String
            init() {
                savePath = "Documents/userData"
                visits += 1
                title = greeting
            }
        }

        struct Home: View {
            let state = AppState()
            var body: some View {
                Text("\\(state.title) \\(savePath ?? "none") \\(visits)")
            }
        }
        """
        XCTAssertEqual(try load(source).warnings, [])
        XCTAssertEqual(try texts(source), ["Ada! Documents/userData 1"])
    }

    func testAStaticThatReadsItselfIsAnUnknownValueWithItsWarning() throws {
        let source = """
        import SwiftUI
        enum Sizes {
            static let base: Double = Sizes.padded - 4
            static let padded: Double = base + 8
            static let other: Double = 12
        }
        struct Card: View {
            var body: some View {
                VStack(spacing: 0) {
                    Text("\\(Sizes.other)")
                    Text("\\(Sizes.base)")
                }
            }
        }
        """
        let loaded = try load(source)
        XCTAssertEqual(loaded.warnings, [
            "App.swift:4:33: warning: Sizes.padded is a placeholder: Sizes.base is read while its own initial value is being made (Swift's one-time initialisation traps here)",
            "App.swift:11:13: warning: placeholder for Text(Sizes.padded): the renderer does not know it",
        ])
        XCTAssertEqual(try texts(source), ["12.0", "Text(Sizes.padded)"])
        // `--strict`: the error, where the cycle closes.
        var options = SwiftSource.Options(strict: true)
        options.stepLimit = 50_000
        XCTAssertThrowsError(try SwiftSource.load(Array(source.utf8), file: "App.swift", options: options)) { error in
            XCTAssertEqual("\(error)".split(separator: "\n").first,
                           "App.swift:4:33: Sizes.base is read while its own initial value is being made (Swift's one-time initialisation traps here)")
        }
    }

    func testAssigningAStaticLetIsAnError() throws {
        let source = """
        import SwiftUI
        enum Limits { static let maximum = 3 }
        struct Meter: View {
            var body: some View {
                Limits.maximum = 4
                return Text("\\(Limits.maximum)")
            }
        }
        """
        XCTAssertEqual(message(source).split(separator: "\n").first, "App.swift:5:9: cannot assign to 'Limits.maximum': it is a 'static let' constant")
    }
}

/// A fresh install's sandbox (`InterpreterAppContainer`): MovieSwiftUI's `AppState.init`, which
/// restores the state a previous run archived, finds no file and starts empty.
extension SwiftAppCodeTests {
    func testAFreshInstallRestoresNoArchivedState() throws {
        let source = """
        import SwiftUI

        fileprivate var savePath: URL!
        fileprivate let decoder = JSONDecoder()

        struct Movie: Codable { var title: String }
        struct MoviesState: Codable {
            var movies: [Int: Movie] = [:]
            var genres: [String] = []
        }

        struct AppState: Codable {
            var moviesState: MoviesState

            init() {
                do {
                    let cloud = FileManager.default.url(forUbiquityContainerIdentifier: nil)
                    let documents = try FileManager.default.url(for: .documentDirectory, in: .userDomainMask,
                                                                appropriateFor: nil, create: false)
                    if let cloud = cloud {
                        try FileManager.default.startDownloadingUbiquitousItem(at: cloud)
                    }
                    savePath = (cloud ?? documents).appendingPathComponent("userData")
                } catch let error {
                    fatalError("Couldn't create save state data with error: \\(error)")
                }
                if let data = try? Data(contentsOf: savePath),
                   let saved = try? decoder.decode(AppState.self, from: data) {
                    self.moviesState = saved.moviesState
                } else {
                    self.moviesState = MoviesState()
                }
                moviesState.movies[0] = Movie(title: "Sample")
            }
        }

        let state = AppState()

        struct Home: View {
            var body: some View {
                VStack(spacing: 0) {
                    Text("\\(state.moviesState.movies.count) movie, \\(state.moviesState.genres.count) genres")
                    Text(savePath.path)
                    Text(FileManager.default.fileExists(atPath: savePath.path) ? "saved" : "not saved")
                }
            }
        }
        """
        XCTAssertEqual(try load(source).warnings, [])
        XCTAssertEqual(try texts(source), [
            "1 movie, 0 genres",
            "/var/mobile/Containers/Data/Application/00000000-0000-0000-0000-000000000000/Documents/userData",
            "not saved",
        ])
        // A `catch` runs for the missing file; `try` without `?` of it throws to it.
        let caught = """
        import SwiftUI
        struct Loader: View {
            var body: some View {
                let url = FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0].appendingPathComponent("feed.json")
                var text = "loaded"
                do { _ = try Data(contentsOf: url) } catch { text = "no cache" }
                return Text(text + " " + url.lastPathComponent)
            }
        }
        """
        XCTAssertEqual(try texts(caught), ["no cache feed.json"])
    }
}

/// What MovieSwiftUI's `CustomListDetail` reaches once its store is known: SwiftUIFlux's
/// `ConnectedView`, whose protocol extension's `body` hands `render` (a method, as a function
/// value without labels) to a `StoreConnector` that reads the store from the environment; a
/// `DateFormatter` parsing a date; an inactive edit mode.
extension SwiftAppCodeTests {
    func testAViewThroughAProtocolRunsTheExtensionsBody() throws {
        let source = """
        import SwiftUI

        final class Store<State>: ObservableObject {
            @Published var state: State
            init(state: State) { self.state = state }
            func dispatch(action: String) {}
        }
        struct AppState { var titles: [Int: String] = [7: "Heat"]; var released = "1995-12-15" }

        protocol ConnectedView: View {
            associatedtype Props
            associatedtype V: View
            func map(state: AppState, dispatch: @escaping (String) -> Void) -> Props
            func body(props: Props) -> V
        }
        extension ConnectedView {
            func render(state: AppState, dispatch: @escaping (String) -> Void) -> V {
                let props = map(state: state, dispatch: dispatch)
                return body(props: props)
            }
            var body: StoreConnector<V> { StoreConnector(content: render) }
        }
        struct StoreConnector<V: View>: View {
            @EnvironmentObject var store: Store<AppState>
            let content: (AppState, @escaping (String) -> Void) -> V
            var body: V { content(store.state, store.dispatch(action:)) }
        }

        let formatter: DateFormatter = {
            let formatter = DateFormatter()
            formatter.dateFormat = "yyy-MM-dd"
            return formatter
        }()

        struct MovieRow: ConnectedView {
            struct Props { let title: String; let year: String }
            let movieId: Int
            func map(state: AppState, dispatch: @escaping (String) -> Void) -> Props {
                let date = formatter.date(from: state.released)!
                return Props(title: state.titles[movieId]!, year: "\\(Calendar.current.component(.year, from: date))")
            }
            func body(props: Props) -> some View { Text("\\(props.title) (\\(props.year))") }
        }

        struct Movies: View {
            var body: some View {
                List { MovieRow(movieId: 7) }
                    .environment(\\.editMode, .constant(false ? .active : .inactive))
                    .environmentObject(Store(state: AppState()))
            }
        }
        """
        let loaded = try load(source)
        XCTAssertEqual(loaded.warnings, [])
        XCTAssertEqual(try texts(source), ["Heat (1995)"])
        // An active edit mode draws editing controls the renderer does not draw: left out, warned.
        let active = try load(source.replacingOccurrences(of: "false ? .active", with: "true ? .active"))
        XCTAssertEqual(active.warnings.count, 1)
        XCTAssertTrue(active.warnings[0].contains("left out .environment(\\.editMode, …)"), "\(active.warnings)")
    }
}

/// WeChat's sample data (`User.template`): a static made by a generic `tryDecode` of a JSON
/// string, overloaded by its argument's type; Swift picks `tryDecode(_ jsonString: String)` for a
/// string over `tryDecode(_ primitive: Any)` (`InterpreterOverloadKinds`, `InterpreterBundleData`
/// step 5).
extension SwiftAppCodeTests {
    func testAGenericDecoderOverloadedByArgumentTypeDecodesAJSONString() throws {
        let source = #"""
        import SwiftUI

        enum Constant {
            static let jsonDecoder = JSONDecoder()
        }

        func tryDecode<T: Decodable>(_ primitive: Any) -> T? {
            guard
                let data = try? JSONSerialization.data(withJSONObject: primitive, options: []),
                let value = try? Constant.jsonDecoder.decode(T.self, from: data)
            else { return nil }
            return value
        }

        func tryDecode<T: Decodable>(_ jsonString: String) -> T? {
            guard
                let data = jsonString.data(using: .utf8),
                let value = try? Constant.jsonDecoder.decode(T.self, from: data)
            else { return nil }
            return value
        }

        enum Gender: String, Codable { case male, female }

        struct User: Codable {
            let name: String
            let wechatId: String
            let gender: Gender
            enum CodingKeys: String, CodingKey {
                case name
                case wechatId = "wechat_id"
                case gender
            }
        }

        extension User {
            static let template: User! = tryDecode(
                """
                { "name": "Ja Morant", "wechat_id": "ja_morant", "gender": "male" }
                """
            )
        }

        struct ContactCard: View {
            let contact: User
            var body: some View {
                VStack(spacing: 0) {
                    Text(contact.name)
                    Text("ID: \(contact.wechatId)")
                    Text(contact.gender == .male ? "♂" : "♀")
                }
            }
        }

        struct ContactCard_Previews: PreviewProvider {
            static var previews: some View { ContactCard(contact: .template) }
        }
        """#
        XCTAssertEqual(try load(source).warnings, [])
        XCTAssertEqual(try texts(source), ["Ja Morant", "ID: ja_morant", "♂"])
    }
}

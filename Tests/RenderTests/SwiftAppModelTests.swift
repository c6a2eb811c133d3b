import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource

/// Models and bindings as apps write them: classes shared by reference, the environment,
/// `@Observable`, bindings of every form, enums with payloads, nested types, dictionaries.
extension SwiftAppCodeTests {
    func testObservableObjectIsSharedAndHandedDownTheEnvironment() throws {
        XCTAssertEqual(try texts("""
        import SwiftUI

        final class CartModel: ObservableObject {
            @Published var items: [String] = ["Apple", "Pear"]
            var count: Int { items.count }
            func add(_ item: String) { items.append(item) }
        }

        struct CartBadge: View {
            @EnvironmentObject var cart: CartModel
            var body: some View { Text("\\(cart.count) items") }
        }

        struct CartRow: View {
            @ObservedObject var cart: CartModel
            var body: some View { Text(cart.items.joined(separator: ", ")) }
        }

        struct CartScreen: View {
            @StateObject private var cart: CartModel

            init() {
                let model = CartModel()
                let alias = model
                alias.add("Plum")
                _cart = StateObject(wrappedValue: model)
            }

            var body: some View {
                VStack {
                    CartRow(cart: cart)
                    CartBadge()
                }
                .environmentObject(cart)
            }
        }
        """), ["Apple, Pear, Plum", "3 items"])
    }

    func testObservableWithEnvironmentAndBindable() throws {
        XCTAssertEqual(try texts("""
        import SwiftUI
        import Observation

        struct Book: Identifiable {
            let id = UUID()
            var title: String
            var pages: Int
        }

        @Observable
        final class Library {
            var books: [Book] = [Book(title: "Dune", pages: 412), Book(title: "Emma", pages: 474)]
            var totalPages: Int { books.map(\\.pages).reduce(0, +) }
        }

        struct LibrarySummary: View {
            @Environment(Library.self) private var library
            var body: some View {
                Text("\\(library.books.count) books, \\(library.totalPages) pages")
            }
        }

        struct BookEditor: View {
            @Bindable var library: Library
            var body: some View {
                ForEach($library.books) { $book in
                    Text(book.title)
                }
            }
        }

        #Preview {
            let library = Library()
            VStack {
                BookEditor(library: library)
                LibrarySummary()
            }
            .environment(library)
        }
        """), ["Dune", "Emma", "2 books, 886 pages"])
    }

    /// With nothing above it to provide the model, the view still draws, with a note naming
    /// the fix (SwiftUI would stop; docs/swift-input.md).
    func testEnvironmentObjectWithoutProviderIsMadeWithANote() throws {
        let loaded = try load("""
        final class Settings: ObservableObject { var name = "Default" }
        struct Greeting: View {
            @EnvironmentObject var settings: Settings
            var body: some View { Text("Hi \\(settings.name)") }
        }
        """)
        XCTAssertEqual(loaded.notes.count, 1)
        XCTAssertTrue(loaded.notes[0].contains("App.swift:4:"), loaded.notes[0])
        XCTAssertTrue(loaded.notes[0].contains(".environmentObject(Settings())"), loaded.notes[0])
    }

    func testBindingsReadTheirValues() throws {
        XCTAssertEqual(try texts("""
        import SwiftUI

        struct RatingView: View {
            @Binding var rating: Int
            var maximum = 5
            var body: some View {
                Text("\\(rating) of \\(maximum)")
            }
        }

        struct TaskItem: Identifiable {
            let id: Int
            var title: String
            var done: Bool
        }

        struct TaskList: View {
            @State private var tasks = [TaskItem(id: 1, title: "Write", done: true), TaskItem(id: 2, title: "Test", done: false)]
            var body: some View {
                List($tasks) { $task in
                    Toggle(task.title, isOn: $task.done)
                }
                TextField("First", text: $tasks[0].title)
            }
        }

        #Preview {
            VStack {
                RatingView(rating: .constant(3))
                RatingView(rating: Binding(get: { 4 }, set: { _ in }), maximum: 10)
                TaskList()
            }
        }
        """), ["3 of 5", "4 of 10", "Write", "Test", "Write"])
    }

    func testEnumsWithPayloadsNestedTypesAndBacktickNames() throws {
        XCTAssertEqual(try texts("""
        import SwiftUI

        struct Profile {
            var username: String
            var prefersNotifications = true
            var seasonalPhoto = Season.winter

            static let `default` = Profile(username: "g_kumar")

            enum Season: String, CaseIterable, Identifiable {
                case spring = "🌷"
                case summer = "🌞"
                case autumn = "🍂"
                case winter = "☃️"

                var id: String { rawValue }
            }
        }

        enum LoadState {
            case loading
            case loaded([String])
            case failed(message: String)

            var isDone: Bool {
                if case .loading = self { return false }
                return true
            }

            func summary(prefix: String) -> String {
                switch self {
                case .loading: return prefix + "…"
                case .loaded(let names): return prefix + "\\(names.count)"
                case .failed(let message): return prefix + message
                }
            }
        }

        enum Unit: String { case `in`, cm }

        struct ProfileSummary: View {
            var profile: Profile
            var state: LoadState = .loaded(["Turtle Rock", "Silver Salmon Creek"])
            var body: some View {
                VStack(alignment: .leading) {
                    Text(profile.username).bold()
                    Text("Seasonal Photo: \\(profile.seasonalPhoto.rawValue)")
                    Text("Seasons: \\(Profile.Season.allCases.map(\\.id).joined())")
                    switch state {
                    case .loading:
                        ProgressView()
                    case .loaded(let names):
                        Text("\\(names.count) visited")
                    case let .failed(message):
                        Text(message)
                    }
                    if case .loaded(let names) = state, let first = names.first {
                        Text("First: \\(first)")
                    }
                    Text(state.isDone ? "done" : "loading")
                    Text(LoadState.failed(message: "offline").summary(prefix: "Error: "))
                    Text("\\(Unit.in.rawValue) \\(Profile.Season(rawValue: "🌞") == .summer)")
                }
            }
        }

        #Preview {
            ProfileSummary(profile: Profile.default)
        }
        """), ["g_kumar", "Seasonal Photo: ☃️", "Seasons: 🌷🌞🍂☃️", "2 visited", "First: Turtle Rock", "done", "Error: offline", "in true"])
    }

    func testDictionariesEmptyCollectionsStoredClosuresAndOperators() throws {
        XCTAssertEqual(try texts("""
        import SwiftUI

        struct Expense {
            let category: String
            let amount: Double
        }

        struct BudgetView: View {
            let expenses = [Expense(category: "Food", amount: 12.5), Expense(category: "Travel", amount: 40), Expense(category: "Food", amount: 7.5)]
            let limits: [String: Double] = ["Food": 50, "Travel": 30]
            let format: (Double) -> String = { String(format: "%.2f", $0) }
            var byCategory: [String: [Expense]] { Dictionary(grouping: expenses, by: { $0.category }) }

            var body: some View {
                var warnings = [String]()
                for (category, limit) in limits where (byCategory[category] ?? []).map(\\.amount).reduce(0, +) > limit {
                    warnings.append(category)
                }
                var counts: [String: Int] = [:]
                for expense in expenses { counts[expense.category, default: 0] += 1 }
                return VStack {
                    ForEach(byCategory.keys.sorted(), id: \\.self) { key in
                        Text("\\(key): \\(format(byCategory[key, default: []].map { $0.amount }.reduce(0, +)))")
                    }
                    Text("Over: \\(warnings.joined(separator: ", "))")
                    Text("\\(limits.count) limits, \\(counts["Food"] ?? 0) food, total \\(expenses.reduce(0) { $0 + $1.amount })")
                    Text(expenses.map(\\.amount).sorted(by: >).map { String(Int($0)) }.joined(separator: " "))
                }
            }
        }
        """), ["Food: 20.00", "Travel: 40.00", "Over: Travel", "2 limits, 2 food, total 60.0", "40 12 7"])
    }
}

import Foundation
import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource

/// What fresh.tsv's apps run while their models and services are made (lane fresh25bb, issue
/// 25): an unstructured `Task`, a `precondition`, notification observers, a framework-qualified
/// nested name, a generic superclass (`InterpreterTasks`, `InterpreterNotifications`,
/// `SwiftProgram.declare`). Snippets written for the test, shaped like Mlem's accounts tracker
/// and guest-account cache and Home Assistant's connectivity and webhook services; laid out
/// with the fixed-advance measurer (10 pt a character, 20 pt lines).
final class FreshListSchedulingTests: XCTestCase {
    /// `Task { … }` in a model's method, made while the view's model is: the operation is not
    /// run (it would set the count to 99), the handle's `cancel()` returns, and nothing warns.
    func testATaskStartedWhileAModelIsMadeDoesNotRunBeforeTheFirstFrame() throws {
        let loaded = try loadModule(["View.swift": """
        import SwiftUI

        @Observable
        class Tracker {
            var count = 2
            var pending: Task<Void, Never>?
            init() {
                save()
                let detached = Task.detached(priority: .background) { self.count = 98 }
                detached.cancel()
            }
            func save() {
                pending = Task { [weak self] in
                    await self?.store()
                    self?.count = 99
                }
                Task(priority: .utility) { self.count = 97 }
            }
            func store() async {}
        }

        struct TrackerView: View {
            @State private var tracker = Tracker()
            var body: some View {
                Text("\\(tracker.count) accounts").id("count")
            }
        }
        """], test: self)
        XCTAssertEqual(loaded.warnings, [])
        XCTAssertEqual(try layoutTexts(loaded), ["2 accounts"])
        XCTAssertSize(try layoutFrame(loaded, "count"), 100, 20)
    }

    /// Another member of a task (its awaited `value`) stays a named unknown value.
    func testATasksOtherMembersStayUnknown() throws {
        let loaded = try loadModule(["View.swift": """
        import SwiftUI

        struct ValueView: View {
            let task = Task { 3 }
            var body: some View {
                Text(task.result(of: 1))
            }
        }
        """], test: self)
        XCTAssertEqual(loaded.warnings.count, 1, "\(loaded.warnings)")
        XCTAssertTrue(loaded.warnings[0].contains("Task.result(…)"), "\(loaded.warnings)")
    }

    /// `precondition(…)` is a note, as `assert` is (one note per place): the condition is
    /// evaluated (an unknown one stays its own warning), the render goes on.
    func testAPreconditionIsANote() throws {
        let loaded = try loadModule(["View.swift": """
        import SwiftUI

        class Registry {
            var handlers: [String: Int] = [:]
            func register(_ name: String, _ value: Int) {
                precondition(handlers[name] == nil, "registered twice")
                handlers[name] = value
            }
        }

        struct RegistryView: View {
            let registry: Registry = {
                let made = Registry()
                made.register("unhandled", 1)
                made.register("sensors", 2)
                return made
            }()
            var body: some View {
                Text("\\(registry.handlers.count) handlers")
            }
        }
        """], test: self)
        XCTAssertEqual(loaded.warnings, [])
        XCTAssertEqual(try layoutTexts(loaded), ["2 handlers"])
        XCTAssertEqual(loaded.notes.filter { $0.contains("precondition(…)") }.count, 1, "\(loaded.notes)")
    }

    /// Swift takes a check's message as an autoclosure, read only on failure: a message the
    /// renderer could not evaluate (an index out of range) is never read.
    func testAChecksMessageIsNotEvaluated() throws {
        let loaded = try loadModule(["View.swift": """
        import SwiftUI

        struct CheckView: View {
            let names = ["a", "b"]
            var count: Int {
                precondition(names.count == 2, "three names? \\(names[5])")
                assert(!names.isEmpty, "\\(names[9])")
                return names.count
            }
            var body: some View { Text("\\(count) names") }
        }
        """], test: self)
        XCTAssertEqual(loaded.warnings, [])
        XCTAssertEqual(try layoutTexts(loaded), ["2 names"])
    }

    /// A service that observes a notification in its `init` (`Notification.Name("…")`,
    /// `#selector`, `addObserver(forName:…)`) is made; the observers never run, and the module's
    /// nested `enum Name` (SwiftGen's strings) is not Foundation's `Notification.Name`, even
    /// where the module extends `Notification` with a type of its own.
    func testAServiceObservingNotificationsInItsInitIsMade() throws {
        let loaded = try loadModule(["View.swift": """
        import SwiftUI

        enum Strings {
            enum Settings {
                enum Name {
                    static let title = "Name"
                }
            }
        }

        extension Notification {
            struct Payload { var text = "" }
        }

        final class Reachability {
            static let didChange = Notification.Name("ReachabilityChanged")
            static let didReset = NSNotification.Name(rawValue: "ReachabilityReset")
        }

        final class Connectivity {
            var state = "unknown"
            var token: Any?
            init() {
                NotificationCenter.default.addObserver(self, selector: #selector(changed(_:)), name: Reachability.didChange, object: nil)
                token = NotificationCenter.default.addObserver(forName: Reachability.didReset, object: nil, queue: .main) { _ in
                    self.state = "reset"
                }
            }
            @objc func changed(_ note: Notification) { state = "changed" }
        }

        struct ConnectivityView: View {
            let connectivity = Connectivity()
            var body: some View {
                VStack {
                    Text(connectivity.state)
                    Text(Reachability.didChange.rawValue)
                    Text(Strings.Settings.Name.title)
                }
            }
        }
        """], test: self)
        XCTAssertEqual(loaded.warnings, [])
        XCTAssertEqual(try layoutTexts(loaded), ["unknown", "ReachabilityChanged", "Name"])
    }

    /// `class Cache: Store<Account>`: the generic superclass's methods and stored properties are
    /// the subclass's, so an empty cache's lookup is nil and the account is made.
    func testAClassInheritsTheMembersOfAGenericSuperclass() throws {
        let loaded = try loadModule(["View.swift": """
        import SwiftUI

        class Store<Content: AnyObject> {
            var items: [Int: Content] = [:]
            func retrieve(id: Int) -> Content? { items[id] }
            func put(_ item: Content, id: Int) { items[id] = item }
        }

        final class Account {
            let host: String
            init(host: String) { self.host = host }
        }

        final class AccountCache: Store<Account> {
            static let main = AccountCache()
            func account(host: String) -> Account {
                if let found = retrieve(id: host.count) { return found }
                let made = Account(host: host)
                put(made, id: host.count)
                return made
            }
        }

        struct AccountView: View {
            var body: some View {
                VStack {
                    Text(AccountCache.main.account(host: "lemmy.world").host).id("host")
                    Text("\\(AccountCache.main.items.count) cached")
                }
            }
        }
        """], test: self)
        XCTAssertEqual(loaded.warnings, [])
        XCTAssertEqual(try layoutTexts(loaded), ["lemmy.world", "1 cached"])
        XCTAssertSize(try layoutFrame(loaded, "host"), 110, 20)
    }
}

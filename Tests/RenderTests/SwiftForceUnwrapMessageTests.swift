import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource

/// A force unwrap that traps names what was nil and, where a lookup found nothing, where
/// (`InterpreterNilOrigin`; issue 25, lane fresh25be). Shaped like a preview that takes a relay
/// from a pool filled only by an async `connect()`, written for the test.
final class SwiftForceUnwrapMessageTests: XCTestCase {
    static func source(preview: String) -> String {
        """
        import SwiftUI

        struct Relay { let id: String; let name: String }

        final class Pool {
            private(set) var relays: [Relay] = []
            func connect() async { relays = [Relay(id: "wss://a", name: "A")] }
            func relay(_ id: String) -> Relay? {
                relays.first(where: { $0.id == id })
            }
        }

        struct StatusView: View {
            let name: String
            var body: some View { Text(name) }
        }

        #Preview {
        \(preview)
        }
        """
    }

    func message(_ source: String) -> String {
        do {
            _ = try SwiftSource.load(Array(source.utf8), file: "App.swift", options: SwiftSource.Options())
            return "no error"
        } catch {
            return "\(error)".split(separator: "\n").first.map(String.init) ?? ""
        }
    }

    func testTheMessageNamesTheValueAndTheEmptyLookup() {
        XCTAssertEqual(message(Self.source(preview: "    StatusView(name: Pool().relay(\"wss://a\")!.name)")),
                       "App.swift:19:22: unexpectedly found nil while unwrapping `Pool().relay(\"wss://a\")`; the last lookup that found nothing was `first(where:)` of an empty array at App.swift:9:9")
        XCTAssertEqual(message(Self.source(preview: "    let names: [String] = []\n    StatusView(name: names.first!)")),
                       "App.swift:20:22: unexpectedly found nil while unwrapping `names.first`; the last lookup that found nothing was `first` of an empty array at App.swift:20:22")
    }

    /// A lookup whose nil an `if let` handled is not named for the dictionary's nil that trapped
    /// (review R1's case: the record was kept and named the wrong lookup).
    func testANilBoundByIfLetIsNotNamed() {
        let preview = """
            let table: [String: String] = [:]
            func pick(_ names: [String]) -> String? { if let first = names.first { return first }; return table["k"] }
            StatusView(name: pick([])!)
        """
        XCTAssertEqual(message(Self.source(preview: preview)),
                       "App.swift:21:22: unexpectedly found nil while unwrapping `pick([])`")
    }

    /// A lookup whose nil a `??` handled is not blamed for a later nil.
    func testANilThatWasHandledIsNotNamed() {
        let preview = "    let none: String? = nil\n    StatusView(name: ((Pool().relay(\"x\")?.name ?? \"\") == \"\" ? none : \"y\")!)"
        XCTAssertEqual(message(Self.source(preview: preview)),
                       "App.swift:20:22: unexpectedly found nil while unwrapping `((Pool().relay(\"x\")?.name ?? \"\") == \"\" ? none : \"y\")`")
    }
}

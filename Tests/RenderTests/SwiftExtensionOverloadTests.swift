import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource

/// An app's extension method of a standard type beside the type's own method of the same name
/// (`Interpreter.mayTake`): Swift picks the one the arguments' types fit. A snippet written for
/// the test, shaped like WeChat's key-value store: a key enum its `extension UserDefaults` takes,
/// which calls Foundation's `data(forKey: String)` inside (its `AppState()` so restores nothing on
/// a fresh install).
extension SwiftAppCodeTests {
    func testAnExtensionMethodTakingAModuleTypeLeavesTheStandardOneToAString() throws {
        // Inside `data(forKey key: StoreKey)`, `data(forKey: key.rawValue)` is UserDefaults' own
        // method: a fresh install's store has no data for the key.
        let source = """
        import SwiftUI
        enum StoreKey: String { case appState }
        extension UserDefaults {
            func data(forKey key: StoreKey) -> Data? { data(forKey: key.rawValue) }
            func string(forKey key: StoreKey) -> String? { "extension" }
        }
        struct Restore: View {
            var body: some View {
                VStack(spacing: 0) {
                    Text(UserDefaults.standard.data(forKey: .appState) == nil ? "no data" : "data")
                    Text(UserDefaults.standard.string(forKey: .appState) ?? "nil")
                    Text(UserDefaults.standard.string(forKey: "appState") ?? "nil")
                }
            }
        }
        """
        XCTAssertEqual(try load(source).warnings, [])
        XCTAssertEqual(try texts(source), ["no data", "extension", "nil"])
    }
}

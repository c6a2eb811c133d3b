import Foundation
import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource

/// Lane fresh25bf (issue 25): a qualified name whose first part the module declares only as a
/// NESTED type (`SwiftProgram.type(named:)`, `InterpreterNotifications` step 1). Snippets written
/// for the test, shaped like SwiftGen's generated strings beside a reachability service (Home
/// Assistant); laid out with the fixed-advance measurer.
final class FreshListNestedNameTests: XCTestCase {
    /// Generated strings nest an `enum Notification` (and, elsewhere, an `enum Name`) inside
    /// `Strings`; a top-level class's `Notification.Name("…")` is still Foundation's: the nested
    /// `Notification` is not in scope there, and it has no `Name` of its own.
    func testANestedNotificationEnumDoesNotHideFoundationsNotificationName() throws {
        let loaded = try loadModule(["Strings.swift": """
        enum Strings {
            enum Alerts {
                enum Notification {
                    static let title = "Alerts"
                }
            }
            enum MagicItem {
                enum Name {
                    static let title = "Item name"
                }
            }
        }
        """, "View.swift": """
        import SwiftUI

        final class Reachability {
            static let didChange = Notification.Name("ReachabilityChanged")
        }

        struct ReachabilityView: View {
            var body: some View {
                VStack {
                    Text(Reachability.didChange.rawValue)
                    Text(Strings.MagicItem.Name.title)
                    Text(Strings.Alerts.Notification.title)
                }
            }
        }
        """], test: self)
        XCTAssertEqual(loaded.warnings, [])
        XCTAssertEqual(try layoutTexts(loaded), ["ReachabilityChanged", "Item name", "Alerts"])
    }

    /// Inside the type that nests it, a nested type's member is found through the nested type's
    /// full name: `Rows.Name` in `Strings.Settings` is `Strings.Settings.Rows.Name`, not the
    /// other `Name` the module nests (`Strings.Widgets.Name`, declared after it).
    func testAQualifiedNameThroughANestedTypeFindsItsOwnMember() throws {
        let loaded = try loadModule(["View.swift": """
        import SwiftUI

        enum Strings {
            enum Settings {
                enum Rows {
                    enum Name { static let title = "Row name" }
                }
            }
            enum Widgets {
                enum Name { static let title = "Widget name" }
            }
        }

        extension Strings.Settings {
            static var rowTitle: String { Rows.Name.title }
        }

        struct RowsView: View {
            var body: some View {
                Text(Strings.Settings.rowTitle)
            }
        }
        """], test: self)
        XCTAssertEqual(loaded.warnings, [])
        XCTAssertEqual(try layoutTexts(loaded), ["Row name"])
    }
}

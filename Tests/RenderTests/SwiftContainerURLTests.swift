import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource

/// iOS 16's `URL.documentsDirectory` and its kin are the fresh install's container folders
/// (`InterpreterAppContainer` step 5), and `Data()` is no bytes, which a decoder finds no JSON in
/// (`InterpreterBundleData` step 5). Snippets written for the test, shaped like isowords' settings
/// client: a `liveValue` that reads its settings from a JSON file in Documents and falls back to
/// the defaults when there is none, as on a first launch.
extension SwiftAppCodeTests {
    func testSettingsReadFromADocumentsFileAreTheDefaultsOnAFreshInstall() throws {
        let source = """
        import SwiftUI

        struct Preferences: Codable {
            enum Theme: String, Codable { case dark, light, system }
            var theme: Theme
            var icon: String?
            init(theme: Theme = .system, icon: String? = nil) {
                self.theme = theme
                self.icon = icon
            }
        }

        extension URL {
            static let preferences = Self.documentsDirectory
                .appendingPathComponent("preferences")
                .appendingPathExtension("json")
        }

        let saved = (try? Data(contentsOf: .preferences)) ?? Data()
        let preferences = (try? JSONDecoder().decode(Preferences.self, from: saved)) ?? Preferences()

        struct ThemeRow: View {
            var body: some View {
                VStack(spacing: 0) {
                    Text(preferences.theme == .system ? "System" : "Chosen")
                    Text(preferences.icon ?? "no icon")
                    Text(URL.preferences.path)
                }
            }
        }
        """
        XCTAssertEqual(try load(source).warnings, [])
        XCTAssertEqual(try texts(source), [
            "System",
            "no icon",
            "/var/mobile/Containers/Data/Application/00000000-0000-0000-0000-000000000000/Documents/preferences.json",
        ])
    }

    func testEachContainerFolderOfURL() throws {
        let source = """
        import SwiftUI
        struct Folders: View {
            var body: some View {
                VStack(spacing: 0) {
                    Text(URL.libraryDirectory.path)
                    Text(URL.cachesDirectory.path)
                    Text(URL.applicationSupportDirectory.path)
                    Text(URL.temporaryDirectory.path)
                    Text(URL.homeDirectory.path)
                }
            }
        }
        """
        let container = "/var/mobile/Containers/Data/Application/00000000-0000-0000-0000-000000000000"
        XCTAssertEqual(try texts(source), [container + "/Library", container + "/Library/Caches",
                                           container + "/Library/Application Support", container + "/tmp", container])
    }

    func testDecodingNoBytesThrows() throws {
        // `try` without `?`: the decode's DecodingError reaches the `catch`.
        let source = """
        import SwiftUI
        struct Item: Codable { var name: String }
        struct Loader: View {
            var body: some View {
                var text = "decoded"
                do { _ = try JSONDecoder().decode(Item.self, from: Data()) } catch { text = "no JSON" }
                return Text(text)
            }
        }
        """
        XCTAssertEqual(try texts(source), ["no JSON"])
    }
}

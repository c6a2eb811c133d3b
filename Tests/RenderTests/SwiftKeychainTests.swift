import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource

/// Security's keychain at rest (`InterpreterKeychain`; docs/swift-input.md, "At rest"): an empty
/// keychain at first launch that keeps what the render's own code writes. The snippets are
/// written for these tests, shaped like a property wrapper over `SecItemCopyMatching` (Damus'
/// `KeychainStorage`) and a wrapper class listing its keys (KeychainSwift's `allKeys`).
final class SwiftKeychainTests: XCTestCase {
    private func texts(_ source: String) throws -> (texts: [String], warnings: [String]) {
        let loaded = try SwiftSource.load(Array(source.utf8), file: "Keychain.swift", options: SwiftSource.Options())
        return (try layoutTexts(loaded), loaded.warnings)
    }

    private let wrapper = """
    import SwiftUI
    import Security

    @propertyWrapper struct Secret {
        let account: String
        private let service = "example"
        var wrappedValue: String? {
            get {
                let query = [
                    kSecAttrService: service,
                    kSecAttrAccount: account,
                    kSecClass: kSecClassGenericPassword,
                    kSecReturnData: true,
                    kSecMatchLimit: kSecMatchLimitOne
                ] as [CFString: Any] as CFDictionary
                var result: AnyObject?
                let status = SecItemCopyMatching(query, &result)
                if status == errSecSuccess, let data = result as? Data {
                    return String(data: data, encoding: .utf8)
                }
                return nil
            }
            nonmutating set { save(newValue!) }
        }
        /// The setter's body, which the tests call directly.
        func save(_ value: String) {
            let query = [kSecAttrService: service, kSecAttrAccount: account, kSecClass: kSecClassGenericPassword,
                         kSecValueData: value.data(using: .utf8) as Any] as [CFString: Any] as CFDictionary
            var status = SecItemAdd(query, nil)
            if status == errSecDuplicateItem {
                let match = [kSecAttrService: service, kSecAttrAccount: account, kSecClass: kSecClassGenericPassword] as CFDictionary
                status = SecItemUpdate(match, [kSecValueData: value.data(using: .utf8) as Any] as CFDictionary)
            }
        }
        init(account: String) { self.account = account }
    }
    """

    func testAnEmptyKeychainAtRestFindsNothing() throws {
        let source = wrapper + """

        final class Settings {
            @Secret(account: "api_key") var apiKey: String?
        }

        struct V: View {
            let settings = Settings()
            var body: some View {
                VStack {
                    Text(settings.apiKey ?? "no key")
                    Text("\\(SecItemCopyMatching([kSecClass: kSecClassGenericPassword] as CFDictionary, nil))")
                    Text("\\(SecItemDelete([kSecClass: kSecClassGenericPassword, kSecAttrAccount: "x"] as CFDictionary))")
                    Text("\\(errSecSuccess) \\(noErr) \\(errSecParam)")
                }
            }
        }
        """
        let result = try texts(source)
        // errSecItemNotFound is -25300 in Security's SecBase.h.
        XCTAssertEqual(result.texts, ["no key", "-25300", "-25300", "0 0 -50"])
        XCTAssertEqual(result.warnings, [])
    }

    func testWhatTheRenderWritesIsReadBackAndUpdated() throws {
        let source = wrapper + """

        final class Session {
            var first = ""
            var second = ""
            var duplicate = 0
            var missingClass = 0
            init() {
                let token = Secret(account: "token")
                token.save("abc")
                first = token.wrappedValue ?? "none"
                token.save("def")
                second = token.wrappedValue ?? "none"
                duplicate = Int(SecItemAdd([kSecClass: kSecClassGenericPassword, kSecAttrService: "example",
                                            kSecAttrAccount: "token"] as CFDictionary, nil))
                missingClass = Int(SecItemAdd([kSecAttrAccount: "token"] as CFDictionary, nil))
            }
        }

        struct V: View {
            let session = Session()
            @Secret(account: "other") var other: String?
            var body: some View {
                VStack {
                    Text(session.first)
                    Text(session.second)
                    Text("\\(session.duplicate) \\(session.missingClass)")
                    Text(other ?? "no other")
                }
            }
        }
        """
        let result = try texts(source)
        // errSecDuplicateItem -25299: the second add of the same account and service.
        XCTAssertEqual(result.texts, ["abc", "def", "-25299 -50", "no other"])
        XCTAssertEqual(result.warnings, [])
    }

    func testASynchronisedItemIsFoundOnlyByAQueryThatAsksForIt() throws {
        // Apple's SecItemCopyMatching: a query without kSecAttrSynchronizable matches only items that
        // are not synchronised; kSecAttrSynchronizableAny matches both. kCFBooleanTrue is a Bool.
        let source = """
        import SwiftUI
        import Security

        final class Sync {
            var plain = 0
            var any = 0
            init() {
                _ = SecItemAdd([kSecClass: kSecClassGenericPassword, kSecAttrAccount: "a",
                                kSecAttrSynchronizable: kCFBooleanTrue!] as CFDictionary, nil)
                plain = Int(SecItemCopyMatching([kSecClass: kSecClassGenericPassword, kSecAttrAccount: "a",
                                                 kSecReturnData: kCFBooleanTrue!] as CFDictionary, nil))
                any = Int(SecItemCopyMatching([kSecClass: kSecClassGenericPassword, kSecAttrAccount: "a",
                                               kSecAttrSynchronizable: kSecAttrSynchronizableAny] as CFDictionary, nil))
            }
        }

        struct V: View {
            let sync = Sync()
            var body: some View { Text("\\(sync.plain) \\(sync.any)") }
        }
        """
        let result = try texts(source)
        XCTAssertEqual(result.texts, ["-25300 0"])
        XCTAssertEqual(result.warnings, [])
    }

    func testAllKeysThroughAPointerIsEmptyAtRestThenListsTheAccounts() throws {
        let source = """
        import SwiftUI
        import Security

        enum Keys {
            static let klass = kSecClass as String
            static let account = kSecAttrAccount as String
        }

        class Vault {
            var lastResultCode: OSStatus = noErr
            var allKeys: [String] {
                let query: [String: Any] = [
                    Keys.klass: kSecClassGenericPassword,
                    kSecReturnData as String: true,
                    kSecReturnAttributes as String: true,
                    kSecMatchLimit as String: kSecMatchLimitAll
                ]
                var result: AnyObject?
                lastResultCode = withUnsafeMutablePointer(to: &result) {
                    SecItemCopyMatching(query as CFDictionary, UnsafeMutablePointer($0))
                }
                if lastResultCode == noErr {
                    return (result as? [[String: Any]])?.compactMap { $0[Keys.account] as? String } ?? []
                }
                return []
            }
            func add(_ name: String) {
                _ = SecItemAdd([kSecClass as String: kSecClassGenericPassword, Keys.account: name,
                                kSecValueData as String: "x".data(using: .utf8)!] as CFDictionary, nil)
            }
        }

        struct V: View {
            let before: [String]
            let code: Int
            let after: [String]
            init() {
                let vault = Vault()
                before = vault.allKeys
                code = Int(vault.lastResultCode)
                vault.add("alice")
                vault.add("bob")
                after = vault.allKeys
            }
            var body: some View {
                VStack {
                    Text("\\(before.count) \\(code)")
                    Text(after.joined(separator: ","))
                }
            }
        }
        """
        let result = try texts(source)
        XCTAssertEqual(result.texts, ["0 -25300", "alice,bob"])
        XCTAssertEqual(result.warnings, [])
    }

    func testAnUnknownSecurityNameStaysAnError() throws {
        let source = """
        import SwiftUI
        struct V: View {
            var body: some View { Text("\\(kSecAttrNotAThing)") }
        }
        """
        XCTAssertThrowsError(try texts(source)) { error in
            XCTAssertTrue("\(error)".contains("cannot find 'kSecAttrNotAThing' in scope"), "\(error)")
        }
    }

    func testAnUnfairLockHoldsItsStateAndWithLockChangesIt() throws {
        // A network client keeping its token in an `OSAllocatedUnfairLock` (iOS 16's `os`).
        let source = """
        import SwiftUI
        import os

        final class Client {
            private struct Critical {
                var token: String?
                var connections: [String] = []
            }
            private let critical: OSAllocatedUnfairLock<Critical>
            private let counter = OSAllocatedUnfairLock(initialState: 1)
            var isAuth: Bool { critical.withLock { $0.token != nil } }
            var connectionCount: Int { critical.withLock { $0.connections.count } }
            var count: Int { counter.withLock { $0 } }
            init(server: String, token: String? = nil) {
                critical = .init(initialState: Critical(token: token, connections: [server]))
                critical.withLock { state in state.connections.append("cdn." + server) }
                counter.withLock { $0 += 4 }
            }
        }

        struct V: View {
            let signedOut = Client(server: "a.social")
            let signedIn = Client(server: "b.social", token: "t")
            var body: some View {
                VStack {
                    Text(signedOut.isAuth ? "in" : "out")
                    Text(signedIn.isAuth ? "in" : "out")
                    Text("\\(signedOut.connectionCount) \\(signedOut.count)")
                }
            }
        }
        """
        let result = try texts(source)
        XCTAssertEqual(result.texts, ["out", "in", "2 5"])
        XCTAssertEqual(result.warnings, [])
    }

    func testTheSystemMusicPlayerIsStoppedAtRest() throws {
        // A status model made with the app's state reads what the music app plays (MediaPlayer).
        let source = """
        import SwiftUI
        import MediaPlayer

        final class Music {
            let player: MPMusicPlayerController
            var state = ""
            var title = ""
            init() {
                player = .systemMusicPlayer
                player.beginGeneratingPlaybackNotifications()
                state = "\\(player.playbackState)"
                title = player.nowPlayingItem?.title ?? "None"
            }
        }

        struct V: View {
            let music = Music()
            var body: some View {
                VStack {
                    Text(music.state + " " + music.title)
                    Text("\\(MPMusicPlayerController.applicationMusicPlayer.playbackState)")
                }
            }
        }
        """
        let result = try texts(source)
        XCTAssertEqual(result.texts, ["stopped None", "stopped"])
        XCTAssertEqual(result.warnings, [])
    }

    func testAModuleTypeNamedListLeavesATrailingClosureCallToSwiftUI() throws {
        // A timeline's `List { … }` in a target that imports a model target declaring `struct List`
        // (a server's list of accounts, made with `id:` and `title:`): Swift takes SwiftUI's List.
        let folder = try temporaryDirectory(self)
        let files: [String: String] = [
            "Package.swift": """
            // swift-tools-version: 5.9
            import PackageDescription
            let package = Package(name: "Lists", targets: [.target(name: "Models"), .target(name: "Timeline", dependencies: ["Models"])])
            """,
            "Sources/Models/List.swift": "public struct List: Identifiable {\n    public let id: String\n    public let title: String\n}\n",
            "Sources/Timeline/V.swift": """
            import SwiftUI
            import Models

            struct V: View {
                let list = List(id: "1", title: "Friends")
                var body: some View {
                    List {
                        Text(list.title)
                    }
                }
            }
            """,
        ]
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let loaded = try SwiftSource.load(contentsOf: folder.appendingPathComponent("Sources/Timeline/V.swift").path, options: SwiftSource.Options())
        XCTAssertEqual(try layoutTexts(loaded), ["Friends"])
        XCTAssertEqual(loaded.warnings, [])
    }

    func testASameModuleTypeNamedListShadowsSwiftUIsList() {
        // The same declarations in one module: the module's `List` shadows SwiftUI's, and Swift
        // refuses `List { … }` (no initialiser takes a closure), so the renderer does too.
        let source = """
        import SwiftUI

        struct List: Identifiable {
            let id: String
            let title: String
        }

        struct V: View {
            let list = List(id: "1", title: "Friends")
            var body: some View {
                List {
                    Text(list.title)
                }
            }
        }
        """
        XCTAssertThrowsError(try texts(source))
    }
}

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
}

import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource

/// Values an iPhone has at rest that the app reads without knowing them in advance
/// (`InterpreterUserDefaults` step 2, `Interpreter.preferredLocalizations`): each snippet is
/// written for the test, shaped like the app code of the fresh lists (docs/corpus.md, "Branch
/// scope25bi").
final class ValuesAtRestTests: XCTestCase {
    private func load(_ files: [String: String], locale: String? = nil) throws -> SwiftSource.Loaded {
        try loadModule(files, locale: locale, test: self)
    }

    /// Damus's settings: a key made from a value the render does not know
    /// (`"\(pubkey.hex())_donation_percent"`), read from a store nothing wrote to, is the
    /// missing value of each reader; once the app wrote a key, an unknown key is unknown.
    func testAnUnknownKeyOfAnUntouchedStoreReadsTheMissingValue() throws {
        let view = """
        import SwiftUI

        func scoped(_ key: String) -> String { "\\(Bundle.main.appStoreReceiptURL)_\\(key)" }

        struct Percent {
            static func read() -> Double {
                if let stored = UserDefaults.standard.object(forKey: scoped("donation")) as? Double { return stored }
                return 5
            }
        }

        struct V: View {
            var body: some View {
                VStack {
                    Text("\\(Int(Percent.read()))%")
                    Text(UserDefaults.standard.bool(forKey: scoped("hide")) ? "hidden" : "shown")
                    Text("\\(UserDefaults.standard.double(forKey: scoped("amount")))")
                    Text(UserDefaults.standard.string(forKey: scoped("name")) ?? "no name")
                }
            }
        }
        """
        let loaded = try load(["View.swift": view])
        XCTAssertEqual(try layoutTexts(loaded), ["5%", "shown", "0.0", "no name"])
        XCTAssertEqual(loaded.warnings.filter { $0.contains("UserDefaults") }, [])
    }

    func testAnUnknownKeyAfterAWriteIsAPlaceholder() throws {
        let view = """
        import SwiftUI

        func scoped(_ key: String) -> String { "\\(Bundle.main.appStoreReceiptURL)_\\(key)" }

        struct V: View {
            init() { UserDefaults.standard.set(true, forKey: "launched") }
            var body: some View {
                VStack {
                    Text(UserDefaults.standard.bool(forKey: "launched") ? "again" : "first")
                    Text(UserDefaults.standard.string(forKey: scoped("name")) ?? "no name")
                }
            }
        }
        """
        let loaded = try load(["View.swift": view])
        XCTAssertEqual(try layoutTexts(loaded).first, "again")
        XCTAssertTrue(loaded.warnings.contains { $0.contains("UserDefaults.string(…)") }, "\(loaded.warnings)")
        // A write under an unknown key makes every unknown key unknown, in that store only.
        let written = """
        import SwiftUI

        func scoped(_ key: String) -> String { "\\(Bundle.main.appStoreReceiptURL)_\\(key)" }

        struct V: View {
            init() { UserDefaults.standard.set("Ada", forKey: scoped("name")) }
            var body: some View {
                VStack {
                    Text(UserDefaults(suiteName: "group.app")?.string(forKey: scoped("name")) ?? "no name")
                    Text(UserDefaults.standard.string(forKey: scoped("name")) ?? "no name")
                }
            }
        }
        """
        let second = try load(["View.swift": written])
        XCTAssertEqual(try layoutTexts(second).first, "no name")
        XCTAssertTrue(second.warnings.contains { $0.contains("UserDefaults.string(…)") }, "\(second.warnings)")
    }

    /// Element X's SwiftGen `L10n.tr`: `for language in Bundle.app.preferredLocalizations`, each
    /// tried through its `.lproj` bundle, then `developmentLocalization`.
    static let strings = """
    import SwiftUI

    enum L10n {
        static var sending: String { tr("Localizable", "common.sending") }
        static var retry: String { tr("Localizable", "common.retry") }
        static var missing: String { tr("Localizable", "common.missing") }

        static func tr(_ table: String, _ key: String) -> String {
            for language in Bundle.main.preferredLocalizations {
                if let translation = trIn(language, table, key) { return translation }
            }
            return Bundle.main.developmentLocalization.flatMap { trIn($0, table, key) } ?? key
        }

        private static func trIn(_ language: String, _ table: String, _ key: String) -> String? {
            guard let path = Bundle.main.path(forResource: language, ofType: "lproj"), let bundle = Bundle(path: path) else { return nil }
            let translation = NSLocalizedString(key, tableName: table, bundle: bundle, comment: "")
            return translation == key ? nil : translation
        }
    }

    struct V: View {
        var body: some View {
            VStack {
                Text(Bundle.main.preferredLocalizations.joined(separator: ","))
                Text(L10n.sending)
                Text(L10n.retry)
                Text(L10n.missing)
            }
        }
    }
    """

    static let tables = [
        "en.lproj/Localizable.strings": "\"common.sending\" = \"Sending…\";\n\"common.retry\" = \"Retry\";\n",
        "en-US.lproj/Localizable.strings": "\"common.sending\" = \"Sending (US)…\";\n",
        "fr.lproj/Localizable.strings": "\"common.sending\" = \"Envoi…\";\n",
    ]

    func testPreferredLocalizationsAreTheLocalesMatchesMostSpecificFirst() throws {
        let loaded = try load(Self.tables.merging(["View.swift": Self.strings]) { $1 })
        XCTAssertEqual(try layoutTexts(loaded), ["en-US,en", "Sending (US)…", "Retry", "common.missing"])
        XCTAssertEqual(loaded.warnings.filter { $0.contains("placeholder") }, [])
        let french = try load(Self.tables.merging(["View.swift": Self.strings]) { $1 }, locale: "fr_FR")
        XCTAssertEqual(try layoutTexts(french), ["fr", "Envoi…", "Retry", "common.missing"])
        // No localisation of the locale: the development one, as iOS falls back to it.
        let german = try load(Self.tables.merging(["View.swift": Self.strings]) { $1 }, locale: "de_DE")
        XCTAssertEqual(try layoutTexts(german), ["en", "Sending…", "Retry", "common.missing"])
    }

    /// SwiftGen's `tr(_:_:_ args: CVarArg...)` passing `args` on to `trIn(…, _ args:
    /// CVarArg...)`: one argument, an array, which Darwin formats as one object — a named
    /// placeholder, never a refusal.
    func testAForwardedCVarArgArrayIsAPlaceholderNotAnError() throws {
        let view = """
        import SwiftUI

        enum L10n {
            static func shared(_ p1: Any, _ p2: Any) -> String { tr("%1$@ (%2$@) shared this", String(describing: p1), String(describing: p2)) }
            static var sending: String { tr("Sending 100%% failed") }
            static func tr(_ format: String, _ args: CVarArg...) -> String { trIn(format, args) }
            private static func trIn(_ format: String, _ args: CVarArg...) -> String {
                String(format: format, locale: Locale(identifier: "en"), arguments: args)
            }
        }

        struct V: View {
            var body: some View {
                VStack {
                    Text(L10n.shared("Ada", "@ada"))
                    Text(L10n.sending)
                    Text(String(format: "%1$@ (%2$@)", "Ada", "@ada"))
                }
            }
        }
        """
        let loaded = try load(["View.swift": view])
        XCTAssertEqual(Array(try layoutTexts(loaded).suffix(2)), ["Sending 100% failed", "Ada (@ada)"])
        XCTAssertTrue(loaded.warnings.contains { $0.contains("String(format:) of a [CVarArg] passed on as one argument") }, "\(loaded.warnings)")
    }
}

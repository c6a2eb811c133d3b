import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource

/// A generated strings accessor that walks `Bundle.preferredLocalizations`, opens each language's
/// `.lproj` with `Bundle(url:)` and falls back to `developmentLocalization` (issue 25, lane
/// fresh25be; shaped like a SwiftGen template with a custom lookup, as Element X's `L10n.tr`,
/// written for the test). Fixed-advance measurer.
final class SwiftPreferredLocalizationsTests: XCTestCase {
    static let view = """
    import SwiftUI

    extension Bundle {
        static var host: Bundle { Bundle.main }
        static var forcedLanguages: [String]?
        static func languageBundle(_ language: String) -> Bundle? {
            guard let url = Bundle.host.url(forResource: language, withExtension: "lproj") else { return nil }
            return Bundle(url: url)
        }
    }

    enum Strings {
        static var title: String { lookup("Localizable", "screen.title") }
        static var onlyEnglish: String { lookup("Localizable", "screen.only_english") }
        static var missing: String { lookup("Localizable", "screen.missing") }

        static func lookup(_ table: String, _ key: String) -> String {
            let languages = Bundle.forcedLanguages ?? Bundle.host.preferredLocalizations
            for language in languages {
                if let text = lookup(in: language, table, key) { return text }
            }
            return Bundle.host.developmentLocalization.flatMap { lookup(in: $0, table, key) } ?? key
        }

        private static func lookup(in language: String, _ table: String, _ key: String) -> String? {
            guard let bundle = Bundle.languageBundle(language) else { return nil }
            let format = NSLocalizedString(key, tableName: table, bundle: bundle, comment: "")
            let text = String(format: format, locale: Locale(identifier: language), arguments: [])
            guard text != key else { return nil }
            return text
        }
    }

    struct Screen: View {
        var body: some View {
            VStack(spacing: 0) {
                Text(Strings.title).id("title")
                Text(Strings.onlyEnglish)
                Text(Strings.missing)
                Text(Bundle.main.preferredLocalizations.joined(separator: ","))
            }
        }
    }
    """

    static let files = [
        "View.swift": view,
        "en.lproj/Localizable.strings": "\"screen.title\" = \"Confirm\";\n\"screen.only_english\" = \"Help\";\n",
        "de.lproj/Localizable.strings": "\"screen.title\" = \"Bestätigen\";\n",
    ]

    func testTheUsersLanguageThenTheDevelopmentLanguage() throws {
        let english = try loadModule(Self.files, test: self)
        XCTAssertEqual(english.warnings, [])
        XCTAssertEqual(try layoutTexts(english), ["Confirm", "Help", "screen.missing", "en"])
        XCTAssertSize(try layoutFrame(english, "title"), 70, 20)
        // A German device: German where the table has it, English (the development language)
        // where not, the key where neither has it.
        let german = try loadModule(Self.files, locale: "de_DE", test: self)
        XCTAssertEqual(german.warnings, [])
        XCTAssertEqual(try layoutTexts(german), ["Bestätigen", "Help", "screen.missing", "de"])
    }
}

import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource

/// Strings the corpus's apps localise through their module's tables (`InterpreterLocalization`,
/// `StringTables`), each in a snippet shaped like the app code (docs/corpus.md).
final class SwiftCorpusLocalizationTests: XCTestCase {
    private func load(_ files: [String: String], locale: String? = nil) throws -> SwiftSource.Loaded {
        try loadModule(files, locale: locale, test: self)
    }

    private func texts(_ files: [String: String], locale: String? = nil) throws -> [String] {
        let loaded = try load(files, locale: locale)
        XCTAssertEqual(loaded.warnings.filter { $0.contains("placeholder") }, [])
        return try layoutTexts(loaded)
    }

    /// SwiftedMind's Scrumdinger: SwiftGen's `Strings` over `Bundle(for: BundleToken.self)`,
    /// `localizedString(forKey:value:table:)`, `String(format:locale:arguments:)` of a variadic
    /// `CVarArg...`, and `LocalizedStringKey(lookupKey)`; the table is an unlocalised
    /// `Resources/Localizable.strings` beside the sources.
    func testSwiftGenStringsOverTheBundle() throws {
        let view = """
        import SwiftUI

        public enum Strings {
          public static let add = LocalizedString(lookupKey: "add")
          public enum EditMeeting {
            public enum LengthSlider {
              public static func value(_ p1: Any) -> String {
                return Strings.tr("Localizable", "edit-meeting.length.value", String(describing: p1))
              }
            }
          }
          public static let missing = LocalizedString(lookupKey: "not-in-the-table")
        }

        extension Strings {
          fileprivate static func tr(_ table: String, _ key: String, _ args: CVarArg...) -> String {
            let format = BundleToken.bundle.localizedString(forKey: key, value: nil, table: table)
            return String(format: format, locale: Locale.current, arguments: args)
          }
        }

        public struct LocalizedString {
            private let lookupKey: String
            init(lookupKey: String) { self.lookupKey = lookupKey }
            var key: LocalizedStringKey { LocalizedStringKey(lookupKey) }
            var text: String { Strings.tr("Localizable", lookupKey) }
        }

        private final class BundleToken {
          static let bundle: Bundle = {
            #if SWIFT_PACKAGE
              return Bundle.module
            #else
              return Bundle(for: BundleToken.self)
            #endif
          }()
        }

        struct EditView: View {
            var body: some View {
                VStack {
                    Button(Strings.add.text) {}
                    Text(Strings.EditMeeting.LengthSlider.value(5))
                    Text(Strings.add.key)
                    Text(Strings.missing.text)
                }
            }
        }
        """
        let strings = """
        /* Copyright */
        // MARK: - Basic
        "add" = "Add";
        "edit-meeting.length.value" = "%@ minutes";
        """
        XCTAssertEqual(try texts(["View.swift": view, "Resources/Localizables/Localizable.strings": strings]),
                       ["Add", "5 minutes", "Add", "not-in-the-table"])
    }

    /// Lebron1992's WeChat: `bundle.path(forResource: "en", ofType: "lproj")` then
    /// `type(of: bundle).create(path:)` (its `extension Bundle`'s `Bundle(path:)`) as a function
    /// value, and that bundle's `localizedString`, a language's folder chosen by the app.
    func testAnLprojBundleReadsItsLanguage() throws {
        let view = """
        import SwiftUI

        protocol NSBundleType {
          static func create(path: String) -> NSBundleType?
          func path(forResource name: String?, ofType ext: String?) -> String?
          func localizedString(forKey key: String, value: String?, table tableName: String?) -> String
        }

        extension Bundle: NSBundleType {
          static func create(path: String) -> NSBundleType? {
            return Bundle(path: path)
          }
        }

        func localizedString(key: String, defaultValue: String = "", language: String = "en", bundle: NSBundleType = stringsBundle) -> String {
          let localized = bundle.path(forResource: language, ofType: "lproj")
            .flatMap(type(of: bundle).create(path:))
            .map { $0.localizedString(forKey: key, value: nil, table: nil) }
          guard let localized, localized != key else { return defaultValue }
          return localized
        }

        private class Pin {}
        private let stringsBundle = Bundle(for: Pin.self)

        struct SearchBar: View {
            var body: some View {
                VStack {
                    Text(localizedString(key: "general_search", defaultValue: "Search"))
                    Text(localizedString(key: "general_search", language: "zh-Hans"))
                    Text(localizedString(key: "general_nothing", defaultValue: "Nothing"))
                }
            }
        }
        """
        let files = ["View.swift": view,
                     "Locales/en.lproj/Localizable.strings": "\"general_search\" = \"Search\";\n\"general_cancel\" = \"Cancel\";\n",
                     "Locales/zh-Hans.lproj/Localizable.strings": "\"general_search\" = \"搜索\";\n"]
        XCTAssertEqual(try texts(files), ["Search", "搜索", "Nothing"])
    }

    /// IceCubes: `Text("settings.title")` and `Button("…")` keys of a String Catalog, with a
    /// plural `Text("posts \\(count)")` (key `"posts %lld"`), a `String` variable that is no key,
    /// `NSLocalizedString` and `String(localized:)`; `--locale` picks the catalog's French.
    func testStringCatalogKeysInLiterals() throws {
        let view = """
        import SwiftUI

        struct SettingsView: View {
            let name = "settings.title"
            var body: some View {
                VStack {
                    Text("settings.title")
                    Text("posts \\(1)")
                    Text("posts \\(3)")
                    Text(name)
                    Button("settings.done") {}
                    Text(NSLocalizedString("settings.done", comment: "Done button"))
                    Text(String(localized: "settings.missing", defaultValue: "Fallback"))
                    Text("Plain words")
                }
            }
        }
        """
        let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Plain words" : { },
            "posts %lld" : {
              "localizations" : {
                "en" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld post" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld posts" } } } } },
                "fr" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld publication" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld publications" } } } } }
              }
            },
            "settings.done" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Done" } } } },
            "settings.title" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Settings" } },
                "fr" : { "stringUnit" : { "state" : "translated", "value" : "Réglages" } }
              }
            }
          },
          "version" : "1.0"
        }
        """
        let files = ["View.swift": view, "Resources/Localization/Localizable.xcstrings": catalog]
        XCTAssertEqual(try texts(files), ["Settings", "1 post", "3 posts", "settings.title", "Done", "Done", "Fallback", "Plain words"])
        XCTAssertEqual(try texts(files, locale: "fr_FR"),
                       ["Réglages", "1 publication", "3 publications", "settings.title", "Done", "Done", "Fallback", "Plain words"])
    }

    /// EnvironmentOverrides' `static var supportedLocales = Bundle.main.localizations.map {
    /// Locale(identifier: $0) }`: one localisation per language of the module's tables (a String
    /// Catalog's languages, its source language included; `.lproj` folders), sorted; with `Base`
    /// and no folder of the development language, that language added; with no tables, the
    /// development language alone (CoreFoundation's `CFBundleCopyBundleLocalizations`).
    func testBundleLocalizationsAreTheTablesLanguages() throws {
        let view = """
        import SwiftUI
        struct LocaleList: View {
            let locales = Bundle.main.localizations.map { Locale(identifier: $0) }
            var body: some View {
                VStack {
                    Text(locales.map(\\.identifier).joined(separator: ","))
                    Text("\\(locales.count)")
                }
            }
        }
        """
        let catalog = """
        { "sourceLanguage" : "en", "strings" : { "Hello" : { "localizations" : {
            "ja" : { "stringUnit" : { "state" : "translated", "value" : "こんにちは" } },
            "de" : { "stringUnit" : { "state" : "translated", "value" : "Hallo" } } } } }, "version" : "1.0" }
        """
        XCTAssertEqual(try texts(["View.swift": view, "Resources/Localizable.xcstrings": catalog]), ["de,en,ja", "3"])
        XCTAssertEqual(try texts(["View.swift": view, "Base.lproj/Main.strings": "a = \"b\";", "fr.lproj/Main.strings": "a = \"c\";"]),
                       ["Base,fr,en", "3"])
        XCTAssertEqual(try texts(["View.swift": view]), ["en", "1"])
    }

    /// `Text("key", tableName:)` reads that table; a literal is no key in a module without tables.
    func testTableNameAndNoTables() throws {
        let view = """
        import SwiftUI
        struct V: View {
            var body: some View {
                VStack {
                    Text("title", tableName: "Settings", comment: "the title")
                    Text("title")
                }
            }
        }
        """
        XCTAssertEqual(try texts(["View.swift": view, "en.lproj/Settings.strings": "title = \"Réglages\";"]), ["Réglages", "title"])
        XCTAssertEqual(try texts(["View.swift": view]), ["title", "title"])
    }

    /// The `.strings` reader: escapes, unquoted words, a key alone, UTF-16; bad text is nil.
    func testStringsFileFormat() throws {
        let text = "/* c */ \"a\" = \"x\\ny \\\"q\\\" \\U00e9\";\nplain = word;\n\"alone\";\n// end\n"
        XCTAssertEqual(StringTables.parseStrings(Data(text.utf8)), ["a": "x\ny \"q\" é", "plain": "word", "alone": "alone"])
        var utf16 = Data([0xFF, 0xFE])
        utf16.append("\"k\" = \"v\";".data(using: .utf16LittleEndian)!)
        XCTAssertEqual(StringTables.parseStrings(utf16), ["k": "v"])
        XCTAssertNil(StringTables.parseStrings(Data("\"a\" = \"b\"".utf8)))
        XCTAssertNil(StringTables.parseStrings(Data("\"a\" = ;".utf8)))
        XCTAssertNil(StringTables.parseStrings(Data("\"unterminated".utf8)))
        // Mutated text parses or is nil; it never traps or runs on.
        let sample = Array("/* c */ \"a\" = \"x\\U00e9 \\\"q\\\"\";\n// d\nplain = word;\n".utf8)
        var state: UInt64 = 25
        func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
        for round in 0..<2000 {
            var bytes = round % 3 == 0 ? Array(sample.prefix(next(sample.count))) : sample
            for _ in 0..<(1 + round % 5) where !bytes.isEmpty { let alphabet = Array("\"\\/*;= \nU0".utf8); bytes[next(bytes.count)] = alphabet[next(alphabet.count)] }
            _ = StringTables.parseStrings(Data(bytes))
        }
    }

    /// `String(format:)` with several arguments and positions; too few arguments is an error
    /// naming the format.
    func testStringFormat() throws {
        let view = """
        import SwiftUI
        struct V: View {
            var body: some View {
                VStack {
                    Text(String(format: "%@ has %d of %.1f", "Ann", 3, 4.25))
                    Text(String(format: "%2$@ %1$@ 100%%", "b", "a"))
                }
            }
        }
        """
        XCTAssertEqual(try texts(["View.swift": view]), ["Ann has 3 of 4.2", "a b 100%"])
        let bad = view.replacingOccurrences(of: "\"b\", \"a\"", with: "\"b\"")
        XCTAssertThrowsError(try load(["View.swift": bad])) { error in
            XCTAssertTrue("\(error)".contains("View.swift:6:"), "\(error)")
            XCTAssertTrue("\(error)".contains("needs 2 arguments, given 1"), "\(error)")
        }
    }

    /// The tables are the module's own: a framework's built under `Carthage/` or a package in
    /// `node_modules/` (`Carthage/` sorts before `Sources/`) does not translate the app's keys.
    func testDependencyFoldersAreNotTheModulesTables() throws {
        let view = """
        import SwiftUI
        struct V: View {
            var body: some View { Text("ok.button") }
        }
        """
        let found = try texts([
            "View.swift": view,
            "Sources/en.lproj/Localizable.strings": "\"ok.button\" = \"Right\";",
            "Carthage/Build/Kit.framework/en.lproj/Localizable.strings": "\"ok.button\" = \"Carthage\";",
            "node_modules/kit/en.lproj/Localizable.strings": "\"ok.button\" = \"Node\";",
        ])
        XCTAssertEqual(found, ["Right"])
    }

    /// `NSLocalizedString` takes a `String`: an interpolation is made before the lookup, so the
    /// key is the finished text, never `Text`'s format key; an accessibility identifier is a
    /// `String` too, not a key.
    func testNSLocalizedStringKeyIsTheInterpolatedText() throws {
        let view = """
        import SwiftUI
        struct V: View {
            let count = 3
            var body: some View {
                VStack {
                    Text(NSLocalizedString("posts \\(count)", comment: ""))
                    Text("posts \\(count)").accessibilityIdentifier("posts %lld")
                }
            }
        }
        """
        let table = "\"posts %lld\" = \"%lld posts\";\n\"posts 3\" = \"three posts\";"
        XCTAssertEqual(try texts(["View.swift": view, "en.lproj/Localizable.strings": table]), ["three posts", "3 posts"])
        let loaded = try load(["View.swift": view, "en.lproj/Localizable.strings": table])
        let scene = JSONOutput.scene(loaded.json)
        // An accessibility identifier is the scene's `id` (the modifier's JSON form).
        XCTAssertTrue(scene.contains("{ \"id\": \"posts %lld\" }"), scene)
    }

    /// A literal that is a key is evaluated once: its interpolations make both the text and the
    /// key's arguments, so a side effect in one (`counter.next()`) happens once, as in Swift.
    /// (It ran twice before: once for the text, once more for the key.)
    func testALocalisedLiteralEvaluatesItsInterpolationsOnce() throws {
        let view = """
        import SwiftUI
        final class Counter {
            var count = 0
            func next() -> Int {
                count += 1
                return count
            }
        }
        struct V: View {
            let counter = Counter()
            var body: some View {
                VStack {
                    Text("posts \\(counter.next())")
                    Text("calls \\(counter.count)")
                }
            }
        }
        """
        let table = "\"posts %lld\" = \"%lld posts\";"
        XCTAssertEqual(try texts(["View.swift": view, "en.lproj/Localizable.strings": table]), ["1 posts", "calls 1"])
    }
}

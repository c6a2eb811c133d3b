import Foundation
import RenderScene

/// The module's localised strings, looked up as iOS looks them up for the render's locale
/// (`--locale`, en_US by default).
///
/// 1. Which files: every `T.strings` and `T.xcstrings` (a String Catalog) under the module's
///    folder, walked as its asset catalogs are (`ModuleFolderWalk`: dependency and build
///    folders, nested packages and projects left out); `T` is the table (`Localizable` unless the code names another).
/// 2. A `.strings` file belongs to the language of the `xx.lproj` folder it is in; one in no
///    `.lproj` folder is the development language's (Xcode copies it unlocalised). Languages
///    are tried in order: the locale's own (`en-US`, `en_US`, then `en`), `Base`, the
///    unlocalised file, then the development language (`en`; a catalog's `sourceLanguage`).
///    The first file of the table in that order that has the key wins (decision: a key
///    missing from the user's language falls back key by key, where iOS falls back only when
///    the app has no localisation of that language at all).
/// 3. A String Catalog entry is its `stringUnit`'s value, or of its `variations`: `plural`
///    picks the category of the count (the first number argument) by the language's rule
///    (en and most: 1 is `one`, else `other`; fr: 0 and 1 are `one`; zh, ja, ko: `other`),
///    a category missing being `other`; `device` picks `iphone`, else `other`. An entry of
///    the source language without a value is its key, as Xcode builds it.
/// 4. A key found nowhere is the `value:` (or `defaultValue:`) given, else the key itself,
///    as `Bundle.localizedString(forKey:value:table:)` and `Text("key")` show it.
/// 5. Bounds: at most `maxFiles` tables of at most `maxBytes` each are read; a file that does
///    not parse is left out (a warning naming it).
/// 6. A `.strings` file may be a property list in XML or binary form instead of the text
///    form (`"key" = "value";`), as iOS reads a strings table as a property list of any of
///    its formats (`CFBundle`'s tables load through `CFPropertyListCreateWithData`); it is
///    read as its dictionary of strings.
/// 7. Several folders (a local package's app's resource folders, `SwiftModule.hostAppFolders`,
///    then the package's module): read in order, an entry of an earlier folder winning key by
///    key; the development language is the first catalog's that says one.
package struct StringTables: Sendable {
    package static let maxFiles = 400
    package static let maxBytes = 4 << 20

    /// One value: a text, or a text per plural category.
    package enum Entry: Sendable, Equatable {
        case text(String)
        case plural([String: String])
    }

    /// table → language ("" for unlocalised) → key → entry.
    package private(set) var tables: [String: [String: [String: Entry]]] = [:]
    /// Languages in lookup order (step 2).
    package private(set) var languages: [String] = []
    package private(set) var warnings: [String] = []
    /// The catalogs' `sourceLanguage`, `en` when none says.
    package private(set) var sourceLanguage = "en"

    package init() {}

    package var isEmpty: Bool { tables.isEmpty }

    /// Step 1: the tables under `folder` for `locale` (an identifier such as `en_US`).
    package static func load(folder: String?, locale: String) -> StringTables {
        load(folders: folder.map { [$0] } ?? [], locale: locale)
    }

    /// Step 7: the tables under each of `folders`, in order, for `locale`.
    package static func load(folders: [String], locale: String) -> StringTables {
        var result = StringTables()
        var source: String?
        for folder in folders {
            let readCatalog = result.read(folder: folder)
            // The first folder with a catalog says the development language (the app's).
            if let source { result.sourceLanguage = source } else if readCatalog { source = result.sourceLanguage }
        }
        result.languages = order(for: locale, source: result.sourceLanguage)
        return result
    }

    /// Step 1 for one folder: its files' entries join those read before, which win. True when
    /// it read a String Catalog.
    private mutating func read(folder: String) -> Bool {
        var readCatalog = false
        for path in Self.files(under: folder) {
            // Read to at most one byte past the bound: a huge file costs no more than that.
            guard let bytes = try? BoundedRead.read(path: path, limit: Self.maxBytes) else {
                warnings.append("\(path): warning: larger than \(Self.maxBytes >> 20) MiB or unreadable; its strings are left out")
                continue
            }
            let data = Data(bytes)
            let name = (path as NSString).lastPathComponent
            let table = (name as NSString).deletingPathExtension
            if name.hasSuffix(".xcstrings") {
                guard let catalog = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
                    warnings.append("\(path): warning: not a String Catalog (JSON); its strings are left out")
                    continue
                }
                read(catalog: catalog, table: table)
                readCatalog = true
            } else {
                guard let entries = Self.parseStrings(data) else {
                    warnings.append("\(path): warning: not a .strings file; its strings are left out")
                    continue
                }
                let parent = ((path as NSString).deletingLastPathComponent as NSString).lastPathComponent
                let language = parent.hasSuffix(".lproj") ? String(parent.dropLast(".lproj".count)) : ""
                tables[table, default: [:]][language, default: [:]].merge(entries.mapValues { Entry.text($0) }) { first, _ in first }
            }
        }
        return readCatalog
    }

    /// Step 2's order for `locale`.
    static func order(for locale: String, source: String) -> [String] {
        let parts = locale.split(whereSeparator: { $0 == "_" || $0 == "-" }).map(String.init)
        var result: [String] = []
        if parts.count > 1 { result += [parts[0] + "-" + parts[1], parts[0] + "_" + parts[1]] }
        if let language = parts.first { result.append(language) }
        result += ["Base", "", source]
        return result
    }

    /// Steps 2–3: the entry for `key` in `table`, or nil.
    package func entry(_ key: String, table: String?) -> Entry? {
        guard let languages = tables[table ?? "Localizable"] else { return nil }
        for language in self.languages {
            if let found = languages[language]?[key] { return found }
        }
        return nil
    }

    /// Step 3: the text of `entry` for `count` (the first number argument, if any).
    package func text(of entry: Entry, count: Double?) -> String {
        switch entry {
        case .text(let text): return text
        case .plural(let forms):
            let category = Self.pluralCategory(count ?? 0, language: languages.first ?? "en")
            return forms[category] ?? forms["other"] ?? forms.values.sorted().first ?? ""
        }
    }

    static func pluralCategory(_ count: Double, language: String) -> String {
        let base = String(language.prefix(while: { $0 != "-" && $0 != "_" }))
        switch base {
        case "zh", "ja", "ko", "th", "vi", "id": return "other"
        case "fr": return count == 0 || count == 1 ? "one" : "other"
        default: return count == 1 ? "one" : "other"
        }
    }

    /// A String Catalog: every language's entries of every key.
    private mutating func read(catalog: [String: Any], table: String) {
        if let source = catalog["sourceLanguage"] as? String { sourceLanguage = source }
        let source = catalog["sourceLanguage"] as? String ?? "en"
        guard let strings = catalog["strings"] as? [String: Any] else { return }
        var byLanguage: [String: [String: Entry]] = tables[table] ?? [:]
        for (key, value) in strings {
            guard let item = value as? [String: Any] else { continue }
            let localizations = item["localizations"] as? [String: Any] ?? [:]
            for (language, localization) in localizations {
                guard let localization = localization as? [String: Any], let entry = Self.entry(of: localization) else { continue }
                if byLanguage[language]?[key] == nil { byLanguage[language, default: [:]][key] = entry }
            }
            // Step 3: the source language's text is the key when the catalog gives none.
            if byLanguage[source]?[key] == nil { byLanguage[source, default: [:]][key] = .text(key) }
        }
        tables[table] = byLanguage
    }

    private static func entry(of localization: [String: Any]) -> Entry? {
        if let unit = localization["stringUnit"] as? [String: Any], let value = unit["value"] as? String { return .text(value) }
        guard let variations = localization["variations"] as? [String: Any] else { return nil }
        if let plural = variations["plural"] as? [String: Any] {
            var forms: [String: String] = [:]
            for (category, form) in plural {
                if let form = form as? [String: Any], case .text(let text)? = entry(of: form) { forms[category] = text }
            }
            return forms.isEmpty ? nil : .plural(forms)
        }
        if let device = variations["device"] as? [String: Any] {
            for name in ["iphone", "other"] {
                if let form = device[name] as? [String: Any], let found = entry(of: form) { return found }
            }
        }
        return nil
    }

    /// Step 1's walk: `.strings` and `.xcstrings` files, sorted, in the module's folder as
    /// `ModuleFolderWalk` walks it (dependency and build folders, nested packages and projects
    /// left out), not inside asset catalogs.
    static func files(under folder: String) -> [String] {
        var result: [String] = []
        ModuleFolderWalk.walk(folder, limit: 20_000) { path, name, isFolder in
            if isFolder { return !name.hasSuffix(".xcassets") }
            if result.count < maxFiles, name.hasSuffix(".strings") || name.hasSuffix(".xcstrings") { result.append(path) }
            return false
        }
        return result.sorted()
    }

    // MARK: - The .strings format

    /// `"key" = "value";` pairs with `/* */` and `//` comments, as Foundation reads a strings
    /// file (UTF-8, or UTF-16 with its byte-order mark); `"key";` alone is `key = key`. Nil
    /// when the text is not of that form.
    package static func parseStrings(_ data: Data) -> [String: String]? {
        if let table = propertyListStrings(data) { return table }
        let text: String
        if data.starts(with: [0xFF, 0xFE]) || data.starts(with: [0xFE, 0xFF]) {
            guard let decoded = String(data: data, encoding: .utf16) else { return nil }
            text = decoded
        } else {
            guard let decoded = String(data: data, encoding: .utf8) else { return nil }
            text = decoded
        }
        var scanner = StringsScanner(Array(text.unicodeScalars))
        var result: [String: String] = [:]
        while true {
            scanner.skipTrivia()
            if scanner.atEnd { return result }
            guard let key = scanner.token() else { return nil }
            scanner.skipTrivia()
            var value = key
            if scanner.take("=") {
                scanner.skipTrivia()
                guard let given = scanner.token() else { return nil }
                value = given
                scanner.skipTrivia()
            }
            guard scanner.take(";") else { return nil }
            if result[key] == nil { result[key] = value }
        }
    }
}

extension StringTables {
    /// Step 6: a `.strings` file written as an XML or binary property list (Pocket Casts'
    /// translations begin `<?xml … <!DOCTYPE plist …>`): its dictionary of strings; nil for a
    /// file that does not begin as one, or whose plist is not a dictionary of strings only.
    static func propertyListStrings(_ data: Data) -> [String: String]? {
        let head = data.prefix(64)
        let xml = String(decoding: head, as: UTF8.self).drop(while: { $0 == "\u{FEFF}" || $0.isWhitespace })
        guard data.starts(with: Array("bplist".utf8)) || xml.hasPrefix("<?xml") || xml.hasPrefix("<!DOCTYPE plist") || xml.hasPrefix("<plist"),
              let list = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil),
              let dictionary = list as? [String: Any] else { return nil }
        var table: [String: String] = [:]
        for (key, value) in dictionary {
            guard let text = value as? String else { return nil }
            table[key] = text
        }
        return table
    }
}

/// The scanner behind `StringTables.parseStrings`.
private struct StringsScanner {
    let scalars: [Unicode.Scalar]
    var index = 0

    init(_ scalars: [Unicode.Scalar]) {
        self.scalars = scalars
        if scalars.first == "\u{FEFF}" { index = 1 }
    }

    var atEnd: Bool { index >= scalars.count }

    mutating func take(_ scalar: Unicode.Scalar) -> Bool {
        guard !atEnd, scalars[index] == scalar else { return false }
        index += 1
        return true
    }

    mutating func skipTrivia() {
        while !atEnd {
            let scalar = scalars[index]
            if scalar.properties.isWhitespace { index += 1; continue }
            if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "*" {
                index += 2
                while index + 1 < scalars.count, !(scalars[index] == "*" && scalars[index + 1] == "/") { index += 1 }
                index = min(index + 2, scalars.count)
                continue
            }
            if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "/" {
                while !atEnd, scalars[index] != "\n" { index += 1 }
                continue
            }
            return
        }
    }

    /// A quoted string with its escapes, or an unquoted word.
    mutating func token() -> String? {
        guard !atEnd else { return nil }
        if scalars[index] != "\"" {
            var word = String.UnicodeScalarView()
            while !atEnd, scalars[index].properties.isAlphabetic || ("0"..."9").contains(scalars[index]) || "_.-$:/".unicodeScalars.contains(scalars[index]) {
                word.append(scalars[index])
                index += 1
            }
            return word.isEmpty ? nil : String(word)
        }
        index += 1
        var text = String.UnicodeScalarView()
        while !atEnd {
            let scalar = scalars[index]
            index += 1
            if scalar == "\"" { return String(text) }
            guard scalar == "\\" else { text.append(scalar); continue }
            guard !atEnd else { return nil }
            let escaped = scalars[index]
            index += 1
            switch escaped {
            case "n": text.append("\n")
            case "t": text.append("\t")
            case "r": text.append("\r")
            case "U", "u":
                var code: UInt32 = 0
                var digits = 0
                while digits < 4, !atEnd, let digit = scalars[index].properties.numericType != nil || "abcdefABCDEF".unicodeScalars.contains(scalars[index])
                        ? UInt32(String(scalars[index]), radix: 16) : nil {
                    code = code * 16 + digit
                    index += 1
                    digits += 1
                }
                guard digits > 0, let decoded = Unicode.Scalar(code) else { return nil }
                text.append(decoded)
            default: text.append(escaped)
            }
        }
        return nil
    }
}

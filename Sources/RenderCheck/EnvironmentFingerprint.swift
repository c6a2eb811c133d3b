import CCairoPango
import Foundation
import RenderLayout
import RenderScene

import RenderSwiftUI

/// What decides a golden's pixels besides the code: the versions of the C libraries that
/// shape and rasterise, and the exact font files Pango picked. Stored beside the goldens as
/// `__goldens__/environment.json`, so a failing check can say "FreeType changed" before anyone
/// stares at anti-aliasing noise.
///
/// ```json
/// {
///   "libraries": { "cairo": "1.16.0", "pango": "1.50.12", "harfbuzz": "6.0.0", "freetype": "2.12.1", "fontconfig": "2.14.1" },
///   "fonts": { "Inter.ttc": "9a1f…" }
/// }
/// ```
/// Fonts are keyed by file name (not path, which differs between distributions) and hold the
/// SHA-256 of the file.
public struct EnvironmentFingerprint: Sendable, Equatable {
    /// The libraries, in a fixed order.
    public static let libraryNames = ["cairo", "pango", "harfbuzz", "freetype", "fontconfig"]

    /// Library name → version.
    public var libraries: [String: String]
    /// Font file name → SHA-256 (hex).
    public var fonts: [String: String]

    public init(libraries: [String: String], fonts: [String: String]) {
        self.libraries = libraries
        self.fonts = fonts
    }

    /// The versions of the libraries linked into this process.
    public static var currentLibraries: [String: String] {
        var result: [String: String] = [:]
        result["cairo"] = String(cString: cairo_version_string())
        result["pango"] = String(cString: pango_version_string())
        result["harfbuzz"] = String(cString: hb_version_string())
        var library: FT_Library?
        if FT_Init_FreeType(&library) == 0, let library {
            var major: FT_Int = 0, minor: FT_Int = 0, patch: FT_Int = 0
            FT_Library_Version(library, &major, &minor, &patch)
            FT_Done_FreeType(library)
            result["freetype"] = "\(major).\(minor).\(patch)"
        } else {
            result["freetype"] = "unknown"
        }
        let fc = Int(FcGetVersion())
        result["fontconfig"] = "\(fc / 10000).\(fc / 100 % 100).\(fc % 100)"
        return result
    }

    /// This process's libraries and the hashes of `fontFiles` (paths).
    public static func current(fontFiles: some Sequence<String>) -> EnvironmentFingerprint {
        var fonts: [String: String] = [:]
        for path in Set(fontFiles) {
            fonts[(path as NSString).lastPathComponent] = FontHashes.shared.hash(path)
        }
        return EnvironmentFingerprint(libraries: currentLibraries, fonts: fonts)
    }

    /// The font files Pango picks for every Text run in `layout`.
    public static func fontFiles(in layout: Renderer.LayoutResult, measurer: PangoTextMeasurer) -> Set<String> {
        var files = Set<String>()
        var requests = Set<TextRequest>()
        layout.root.forEach { node in
            if case .text(let run) = node.content { requests.insert(run.request) }
        }
        for request in requests { files.formUnion(measurer.fontFiles(for: request)) }
        return files
    }

    // MARK: Comparing

    /// Human-readable differences from `recorded` (the stored fingerprint) to `self` (now).
    ///
    /// - `complete`: `self` covers every scene the goldens cover, so a font recorded but not
    ///   used now is a difference too (a whole-directory check). A single-scene check passes
    ///   false: it only sees its own fonts.
    public func differences(from recorded: EnvironmentFingerprint, complete: Bool) -> [String] {
        var lines: [String] = []
        for name in Self.libraryNames + libraries.keys.filter({ !Self.libraryNames.contains($0) }).sorted() {
            let old = recorded.libraries[name], new = libraries[name]
            if old != new { lines.append("\(name) \(old ?? "(not recorded)") → \(new ?? "(unknown)")") }
        }
        for name in fonts.keys.sorted() {
            guard let new = fonts[name] else { continue }
            if let old = recorded.fonts[name] {
                if old != new { lines.append("font \(name) changed: sha256 \(old.prefix(12))… → \(new.prefix(12))…") }
            } else {
                lines.append("font \(name) is used now but was not when the goldens were recorded")
            }
        }
        if complete {
            for name in recorded.fonts.keys.sorted() where fonts[name] == nil {
                lines.append("font \(name) was used when the goldens were recorded but is not used now")
            }
        }
        return lines
    }

    /// Whether the only differences from `recorded` are fonts `recorded` lacks (nothing changed
    /// that existing goldens depend on).
    public func onlyAdds(to recorded: EnvironmentFingerprint) -> Bool {
        libraries == recorded.libraries && recorded.fonts.allSatisfy { name, hash in fonts[name].map { $0 == hash } ?? true }
    }

    /// `recorded` with this fingerprint's libraries and fonts on top.
    public func merged(into recorded: EnvironmentFingerprint) -> EnvironmentFingerprint {
        EnvironmentFingerprint(libraries: libraries, fonts: recorded.fonts.merging(fonts) { _, new in new })
    }

    // MARK: File

    public static let fileName = "environment.json"

    /// The file's text: libraries in a fixed order, fonts sorted by name.
    public var json: String {
        let names = Self.libraryNames + libraries.keys.filter { !Self.libraryNames.contains($0) }.sorted()
        let libraryLines = names.compactMap { name in libraries[name].map { "    \(JSONOutput.quote(name)): \(JSONOutput.quote($0))" } }
        let fontLines = fonts.keys.sorted().map { "    \(JSONOutput.quote($0)): \(JSONOutput.quote(fonts[$0] ?? ""))" }
        func block(_ lines: [String]) -> String { lines.isEmpty ? "{}" : "{\n" + lines.joined(separator: ",\n") + "\n  }" }
        return "{\n  \"libraries\": \(block(libraryLines)),\n  \"fonts\": \(block(fontLines))\n}\n"
    }

    /// Parses `environment.json`; nil when it is not a fingerprint.
    public static func parse(_ text: String) -> EnvironmentFingerprint? {
        guard let node = try? JSONParser.parse(Array(text.utf8)) else { return nil }
        func strings(_ member: JSONNode?) -> [String: String]? {
            guard case .object(let members)? = member?.value else { return nil }
            var result: [String: String] = [:]
            for member in members {
                guard case .string(let value) = member.value.value else { return nil }
                result[member.key] = value
            }
            return result
        }
        guard let libraries = strings(node["libraries"]), let fonts = strings(node["fonts"]) else { return nil }
        return EnvironmentFingerprint(libraries: libraries, fonts: fonts)
    }

    /// What a goldens folder holds.
    public enum Stored: Sendable, Equatable {
        case absent
        /// The file exists but is not a fingerprint (the reason).
        case invalid(String)
        case present(EnvironmentFingerprint)
    }

    /// Reads `path` (an `environment.json`).
    public static func load(from path: String) -> Stored {
        guard FileManager.default.fileExists(atPath: path) else { return .absent }
        guard let data = FileManager.default.contents(atPath: path) else { return .invalid("cannot read \(path)") }
        guard let fingerprint = parse(String(decoding: data, as: UTF8.self)) else {
            return .invalid("\(path) is not an environment fingerprint (expected {\"libraries\": {…}, \"fonts\": {…}})")
        }
        return .present(fingerprint)
    }
}

/// SHA-256 of font files, computed once per file per process (fonts are large; the CJK
/// collection is tens of megabytes). Keyed by path, size and modification time.
package final class FontHashes: @unchecked Sendable {
    package static let shared = FontHashes()
    private let lock = NSLock()
    private var cache: [String: String] = [:]

    package func hash(_ path: String) -> String {
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        let size = (attributes?[.size] as? NSNumber)?.int64Value ?? -1
        let modified = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        let key = "\(path)\u{0}\(size)\u{0}\(modified)"
        lock.lock()
        if let known = cache[key] { lock.unlock(); return known }
        lock.unlock()
        let value = (try? SHA256Digest.hex(ofFile: path)) ?? "unreadable"
        lock.lock()
        cache[key] = value
        lock.unlock()
        return value
    }
}

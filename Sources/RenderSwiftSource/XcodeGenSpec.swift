import Foundation

/// An XcodeGen project spec (`project.yml`): the targets and their source folders of an app
/// that keeps no `.xcodeproj` in its repository and generates it with XcodeGen (Kiwix), read
/// for the module around a file (`SwiftModule` step 2; docs/swift-input.md, "The module").
/// Rules from XcodeGen's project spec reference (its ProjectSpec page: "Include", "Target",
/// "Sources", "Target Template").
///
/// 1. Read at a folder of the walk up that holds a `project.yml` and no `.xcodeproj` (where
///    one is checked in, the project Xcode builds is that one, read by `XcodeProject`). Only
///    XcodeGen's default name is looked for (`xcodegen --spec other.yml` is not seen: decision).
/// 2. Its `include:` specs (a path, a list of paths, or of `path:` maps, relative to the
///    including spec's folder; theirs in turn) are merged in order, then the spec on top, as
///    XcodeGen merges: maps key by key, lists appended, anything else replaced; a key written
///    `name:REPLACE` replaces instead of merging. At most `maxSpecs` specs are read.
/// 3. A target's `templates:` (names in `targetTemplates:`) are merged in order, then the
///    target on top, the same way (so a template's `sources` come before the target's own).
/// 4. A target's `sources:` is a path or a list of paths or of `{path:, excludes:, includes:}`
///    maps, relative to the spec's folder. Its Swift files are the `.swift` files at or below
///    each path (walked as a module folder is, `SwiftModule.walk`), less those an `excludes`
///    glob matches, and, where `includes` is given, only those one matches. A glob (`*`, `?`,
///    `**`) is matched against the file's path relative to the source path and against each
///    of its folders' (an excluded folder excludes what it holds); `*` matches across `/`
///    (decision: XcodeGen's `**/x` and `x/**` are what specs write, and both then match).
/// 5. The module is the first target, in the spec's order, whose Swift files hold the file.
///    Its name is its `settings` (or `settings.base`) `PRODUCT_MODULE_NAME`, else
///    `PRODUCT_NAME`, else the target's name, made a C99 identifier as Xcode does
///    (`XcodeProject.c99Identifier`). Multi-platform targets (`platform: [iOS, tvOS]`, named
///    `Target_iOS`) and `$platform` are not expanded (decision: the module's files are the same).
/// 6. Not read: another target an `import` names (only the file's own target is), the spec's
///    local `packages:` (the packages in the spec's folder are found as for an Xcode project:
///    `SwiftModule.localPackageTargets`), and a JSON spec (`project.json`).
/// 7. Bounded: each spec is read only when it is a regular file of at most `YAMLValue.maxBytes`
///    (a spec past the bounds, or one that is not valid as `YAMLValue` reads it, is no spec:
///    the walk goes on up); the source walks are `SwiftModule.walk`'s, bounded by its entries.
enum XcodeGenSpec {
    /// Specs read for one project: itself and its includes (real ones split into a few).
    static let maxSpecs = 16
    /// XcodeGen's default spec name.
    static let fileName = "project.yml"

    /// A target: its name, module name and Swift files (step 4–5).
    struct Target {
        var name: String
        var module: String
        var files: [String]
    }

    /// The spec at `folder/project.yml`, merged with its includes (step 2); nil when none can be read.
    static func spec(in folder: String) -> YAMLValue? {
        var read = 0
        return spec(at: folder + "/" + fileName, read: &read)
    }

    private static func spec(at path: String, read: inout Int) -> YAMLValue? {
        guard read < maxSpecs else { return nil }
        read += 1
        guard case .success(let bytes) = SwiftModule.readRegularFile(path, limit: YAMLValue.maxBytes),
              let text = String(validating: bytes, as: UTF8.self),
              let own = YAMLValue.parse(text), case .map = own else { return nil }
        let folder = (path as NSString).deletingLastPathComponent
        var merged: YAMLValue = .map([])
        for include in own["include"]?.items ?? [] {
            guard let relative = include.string ?? include["path"]?.string, !relative.isEmpty else { continue }
            let included = relative.hasPrefix("/") ? relative : folder + "/" + relative
            if let value = spec(at: included, read: &read) { merged = merging(merged, value) }
        }
        return merging(merged, own)
    }

    /// XcodeGen's merge (step 2): `new` on top of `base`.
    static func merging(_ base: YAMLValue, _ new: YAMLValue) -> YAMLValue {
        switch (base, new) {
        case (.map(var entries), .map(let added)):
            for entry in added {
                let replaces = entry.key.hasSuffix(":REPLACE")
                let key = replaces ? String(entry.key.dropLast(":REPLACE".count)) : entry.key
                if let index = entries.firstIndex(where: { $0.key == key }) {
                    entries[index].value = replaces ? entry.value : merging(entries[index].value, entry.value)
                } else {
                    entries.append(.init(key: key, value: entry.value))
                }
            }
            return .map(entries)
        case (.list(let items), .list(let added)):
            return .list(items + added)
        default:
            return new
        }
    }

    /// Step 3: the target's spec with its templates merged under it.
    static func resolvedTarget(_ target: YAMLValue, templates: YAMLValue?) -> YAMLValue {
        var merged: YAMLValue = .map([])
        for name in target["templates"]?.items.compactMap(\.string) ?? [] {
            if let template = templates?[name] { merged = merging(merged, template) }
        }
        return merging(merged, target)
    }

    /// The spec's targets, in its order, with their files (steps 3–5).
    static func targets(_ spec: YAMLValue, folder: String) -> [Target] {
        guard case .map(let entries)? = spec["targets"] else { return [] }
        let templates = spec["targetTemplates"]
        return entries.map { entry in
            let target = resolvedTarget(entry.value, templates: templates)
            return Target(name: entry.key, module: moduleName(target, name: entry.key), files: swiftFiles(target, folder: folder))
        }
    }

    /// Step 5's module name.
    static func moduleName(_ target: YAMLValue, name: String) -> String {
        let settings = target["settings"]
        func setting(_ key: String) -> String? {
            (settings?["base"]?[key] ?? settings?[key])?.string.flatMap { $0.isEmpty ? nil : $0 }
        }
        if let module = setting("PRODUCT_MODULE_NAME"), !module.contains("$(") { return XcodeProject.c99Identifier(module) }
        if let product = setting("PRODUCT_NAME"), !product.contains("$(") { return XcodeProject.c99Identifier(product) }
        return XcodeProject.c99Identifier(name)
    }

    /// Step 4: the `.swift` files of a target's sources, sorted.
    static func swiftFiles(_ target: YAMLValue, folder: String) -> [String] {
        var result: Set<String> = []
        for source in target["sources"]?.items ?? [] {
            guard let relative = source.string ?? source["path"]?.string, !relative.isEmpty else { continue }
            let path = relative.hasPrefix("/") ? relative : folder + "/" + relative
            let standardized = URL(fileURLWithPath: path).standardizedFileURL.path
            let excludes = source["excludes"]?.items.compactMap(\.string) ?? []
            let includes = source["includes"]?.items.compactMap(\.string)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: standardized, isDirectory: &isDirectory) else { continue }
            if !isDirectory.boolValue {
                if standardized.hasSuffix(".swift") { result.insert(standardized) }
                continue
            }
            for file in XcodeProject.swiftFiles(under: URL(fileURLWithPath: standardized)) ?? [] {
                let inside = String(file.dropFirst(standardized.count + 1))
                if excludes.contains(where: { matches($0, inside) }) { continue }
                if let includes, !includes.contains(where: { matches($0, inside) }) { continue }
                result.insert(file)
            }
        }
        return result.sorted()
    }

    /// Whether `glob` matches `path` or one of its folders (step 4).
    static func matches(_ glob: String, _ path: String) -> Bool {
        let pattern = glob.replacingOccurrences(of: "**", with: "*")
        var candidates = [path]
        var components = path.split(separator: "/")
        while components.count > 1 {
            components.removeLast()
            candidates.append(components.joined(separator: "/"))
        }
        // `**/x` also matches a top-level `x` (`**` may stand for no folder at all).
        let patterns = glob.hasPrefix("**/") ? [pattern, String(glob.dropFirst(3)).replacingOccurrences(of: "**", with: "*")] : [pattern]
        return candidates.contains { candidate in patterns.contains { fnmatch($0, candidate, 0) == 0 } }
    }

    /// The target of the spec in `folder` that compiles `file`, if one does (steps 1–5).
    static func target(in folder: String, containing file: String) -> Target? {
        guard let spec = spec(in: folder), case .map(let entries)? = spec["targets"] else { return nil }
        let templates = spec["targetTemplates"]
        // One target's sources walked at a time, up to the first that holds the file.
        for entry in entries {
            let target = resolvedTarget(entry.value, templates: templates)
            let files = swiftFiles(target, folder: folder)
            if files.contains(file) { return Target(name: entry.key, module: moduleName(target, name: entry.key), files: files) }
        }
        return nil
    }
}

import Foundation

/// The app's `Info.plist` as the built app's `Bundle.main` holds it, for
/// `Bundle.main.object(forInfoDictionaryKey:)` (docs/swift-input.md, "Foundation").
///
/// 1. Only for a module that is an Xcode project's target: the `.xcodeproj` in the module's
///    folder or the folder above it (or, where neither holds one, an XcodeGen `project.yml`
///    there, `read(xcodeGenFolder:module:)`). Its native target whose `INFOPLIST_FILE` (relative to the
///    project's folder) lies inside the module's folder is the app; its `Debug` configuration's
///    build settings, over the project's own `Debug` settings, are the build's (an iOS debug
///    build, as `#if` is evaluated). No such target or file: nothing is known.
/// 2. The file's keys, then, when `GENERATE_INFOPLIST_FILE = YES`, those Xcode generates for
///    keys the file lacks: every `INFOPLIST_KEY_<key>` setting, `CFBundleShortVersionString`
///    from `MARKETING_VERSION`, `CFBundleVersion` from `CURRENT_PROJECT_VERSION`,
///    `CFBundleName` from `PRODUCT_NAME`, `CFBundleIdentifier` from
///    `PRODUCT_BUNDLE_IDENTIFIER`, `CFBundleExecutable` from `EXECUTABLE_NAME`,
///    `CFBundleDevelopmentRegion` from `DEVELOPMENT_LANGUAGE`, `CFBundlePackageType` from
///    `PRODUCT_BUNDLE_PACKAGE_TYPE`, and `CFBundleInfoDictionaryVersion` `6.0`.
/// 3. A string's `$(NAME)` and `${NAME}` are the build setting `NAME` (`TARGET_NAME` is the
///    target's name; `PRODUCT_NAME` and `EXECUTABLE_NAME` default to it); a setting that is
///    not set, or a reference with an operator (`$(NAME:rfc1034identifier)`), leaves the value
///    unknown (nil here; the caller draws a placeholder).
/// 4. A key Xcode adds to every built bundle (`DT…` such as `DTPlatformName`,
///    `MinimumOSVersion`, `UIDeviceFamily`, `CFBundleSupportedPlatforms`,
///    `BuildMachineOSBuild`) and the file lacks is unknown: the built app has it, with a value
///    of the build machine's. Any other key neither in the file nor generated is absent (nil),
///    as in the built bundle.
/// 5. Bounded: a project or plist that is not a regular file of at most 16 MiB is not read.
package struct InfoPlist: Sendable {
    package enum Entry: Sendable, Equatable {
        case string(String), integer(Int), real(Double), boolean(Bool)
        /// A value of another kind (an array, a dictionary) or one whose settings are unknown.
        case unknown
    }

    /// Keys to their values, steps 2–3 applied.
    package var entries: [String: Entry] = [:]

    /// Step 4: the keys every build adds, by name (and every `DT…` key).
    static let buildAddedKeys: Set<String> = ["MinimumOSVersion", "UIDeviceFamily", "CFBundleSupportedPlatforms", "BuildMachineOSBuild"]

    /// The built bundle's value for `key`: the entry, `.unknown` for a key the build adds,
    /// nil for a key the bundle lacks (step 4).
    package func entry(_ key: String) -> Entry? {
        if let entry = entries[key] { return entry }
        return key.hasPrefix("DT") || Self.buildAddedKeys.contains(key) ? .unknown : nil
    }
    /// The `ASSETCATALOG_COMPILER_APPICON_NAME` build setting: the app icon set's name.
    package var appIconName: String?

    /// Step 1; nil when the module is not an Xcode target with an `Info.plist`.
    package static func read(moduleFolder: String) -> InfoPlist? {
        let module = URL(fileURLWithPath: moduleFolder).standardizedFileURL
        for folder in [module, module.deletingLastPathComponent()] {
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
            for name in names where name.hasSuffix(".xcodeproj") {
                if let found = read(project: folder.appendingPathComponent(name), module: module) { return found }
            }
            if !names.contains(where: { $0.hasSuffix(".xcodeproj") }), names.contains(XcodeGenSpec.fileName),
               let found = read(xcodeGenFolder: folder.path, module: module) { return found }
        }
        return nil
    }

    /// Step 1 for an XcodeGen spec (`XcodeGenSpec`): the first target, in the spec's order, whose
    /// `INFOPLIST_FILE` lies inside the module's folder, its settings the project's `settings`
    /// under the target's (templates merged), each the spec's `base` then the `configs` whose key
    /// a `Debug` configuration's name contains (XcodeGen's matching, case-insensitive), or the
    /// map itself when it has none of `base`, `configs`, `groups` (setting groups are not read).
    private static func read(xcodeGenFolder folder: String, module: URL) -> InfoPlist? {
        guard let spec = XcodeGenSpec.spec(in: folder), case .map(let targets)? = spec["targets"] else { return nil }
        func flattened(_ settings: YAMLValue?) -> [String: Any] {
            guard case .map(let entries)? = settings else { return [:] }
            var result: [String: Any] = [:]
            let structured = entries.contains { ["base", "configs", "groups"].contains($0.key) }
            func add(_ value: YAMLValue?) {
                guard case .map(let pairs)? = value else { return }
                for pair in pairs { if let text = pair.value.string { result[pair.key] = text } }
            }
            if !structured { add(settings); return result }
            add(settings?["base"])
            if case .map(let configs)? = settings?["configs"] {
                for config in configs where "debug".contains(config.key.lowercased()) { add(config.value) }
            }
            return result
        }
        let projectSettings = flattened(spec["settings"])
        let modulePath = module.path.hasSuffix("/") ? module.path : module.path + "/"
        for entry in targets {
            let target = XcodeGenSpec.resolvedTarget(entry.value, templates: spec["targetTemplates"])
            var settings = projectSettings.merging(flattened(target["settings"])) { _, own in own }
            settings["TARGET_NAME"] = settings["TARGET_NAME"] ?? entry.key
            guard let file = settings["INFOPLIST_FILE"] as? String, !file.contains("$") else { continue }
            let path = URL(fileURLWithPath: folder).appendingPathComponent(file).standardizedFileURL.path
            guard path.hasPrefix(modulePath), let values = plist(path) as? [String: Any] else { continue }
            return InfoPlist(file: values, settings: settings)
        }
        return nil
    }

    private static func plist(_ path: String) -> Any? {
        guard case .success(let bytes) = SwiftModule.readRegularFile(path, limit: XcodeProject.maxBytes),
              XcodeProject.nesting(bytes) <= XcodeProject.maxNesting else { return nil }
        return try? PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil)
    }

    private static func read(project: URL, module: URL) -> InfoPlist? {
        guard let root = plist(project.appendingPathComponent("project.pbxproj").path) as? [String: Any],
              let objects = root["objects"] as? [String: [String: Any]],
              let rootID = root["rootObject"] as? String, let projectObject = objects[rootID] else { return nil }
        let projectFolder = project.deletingLastPathComponent().appendingPathComponent(projectObject["projectDirPath"] as? String ?? "").standardizedFileURL
        func debugSettings(_ listID: Any?) -> [String: Any] {
            guard let id = listID as? String, let list = objects[id] else { return [:] }
            for configuration in list["buildConfigurations"] as? [String] ?? [] {
                guard let object = objects[configuration], object["name"] as? String == "Debug" else { continue }
                return object["buildSettings"] as? [String: Any] ?? [:]
            }
            return [:]
        }
        let projectSettings = debugSettings(projectObject["buildConfigurationList"])
        let modulePath = module.path.hasSuffix("/") ? module.path : module.path + "/"
        for targetID in projectObject["targets"] as? [String] ?? [] {
            guard let target = objects[targetID], target["isa"] as? String == "PBXNativeTarget" else { continue }
            var settings = projectSettings.merging(debugSettings(target["buildConfigurationList"])) { _, own in own }
            let name = target["name"] as? String ?? ""
            settings["TARGET_NAME"] = settings["TARGET_NAME"] ?? name
            guard let file = settings["INFOPLIST_FILE"] as? String, !file.contains("$") else { continue }
            let path = projectFolder.appendingPathComponent(file).standardizedFileURL.path
            guard path.hasPrefix(modulePath), let values = plist(path) as? [String: Any] else { continue }
            return InfoPlist(file: values, settings: settings)
        }
        return nil
    }

    init(file: [String: Any], settings: [String: Any]) {
        func setting(_ name: String, depth: Int = 0) -> String? {
            if let value = settings[name] as? String { return depth < 8 ? expand(value, depth: depth + 1) : nil }
            switch name {
            case "PRODUCT_NAME", "EXECUTABLE_NAME": return setting("TARGET_NAME", depth: depth + 1)
            default: return nil
            }
        }
        // Step 3: every `$(NAME)`/`${NAME}` replaced, or nil when one is unknown.
        func expand(_ text: String, depth: Int = 0) -> String? {
            var result = ""
            var rest = Substring(text)
            while let dollar = rest.firstIndex(of: "$") {
                result += rest[..<dollar]
                let after = rest.index(after: dollar)
                guard after < rest.endIndex, let close: Character = ["(": ")", "{": "}"][rest[after]],
                      let end = rest[after...].firstIndex(of: close) else { return nil }
                let name = String(rest[rest.index(after: after)..<end])
                guard !name.contains(":"), let value = setting(name, depth: depth) else { return nil }
                result += value
                rest = rest[rest.index(after: end)...]
            }
            return result + rest
        }
        func entry(_ value: Any) -> Entry {
            switch value {
            case let text as String: return expand(text).map(Entry.string) ?? .unknown
            case let flag as Bool: return .boolean(flag)
            case let number as Int: return .integer(number)
            case let number as Double: return .real(number)
            default: return .unknown
            }
        }
        for (key, value) in file { entries[key] = entry(value) }
        appIconName = (settings["ASSETCATALOG_COMPILER_APPICON_NAME"] as? String).flatMap { expand($0) }
        // Step 2.
        guard (settings["GENERATE_INFOPLIST_FILE"] as? String) == "YES" else { return }
        var generated: [String: String] = ["CFBundleShortVersionString": "$(MARKETING_VERSION)",
                                           "CFBundleVersion": "$(CURRENT_PROJECT_VERSION)", "CFBundleName": "$(PRODUCT_NAME)",
                                           "CFBundleIdentifier": "$(PRODUCT_BUNDLE_IDENTIFIER)", "CFBundleExecutable": "$(EXECUTABLE_NAME)",
                                           "CFBundleDevelopmentRegion": "$(DEVELOPMENT_LANGUAGE)",
                                           "CFBundlePackageType": "$(PRODUCT_BUNDLE_PACKAGE_TYPE)", "CFBundleInfoDictionaryVersion": "6.0"]
        for (name, value) in settings where name.hasPrefix("INFOPLIST_KEY_") {
            if let text = value as? String { generated[String(name.dropFirst("INFOPLIST_KEY_".count))] = text }
        }
        for (key, value) in generated where entries[key] == nil { entries[key] = entry(value) }
    }
}

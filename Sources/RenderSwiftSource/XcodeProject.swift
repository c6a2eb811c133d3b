import Foundation
import RenderLayout

/// The Swift files of an Xcode project's targets, read from `project.pbxproj` (an OpenStep
/// property list; Foundation reads it): which files each target compiles, as Xcode builds it,
/// and the name of the module each target is (docs/swift-input.md, "The module").
///
/// 1. A file reference's path is its `path` joined to its parents' (`sourceTree` `<group>`),
///    from the project's folder (`SOURCE_ROOT`, or the main group); `<absolute>` paths stand.
/// 2. A native target compiles its sources build phase's files, and every `.swift` file under
///    its synchronized folders (Xcode 16's `fileSystemSynchronizedGroups`; their exceptions are
///    not read: decision, a file excluded there is still seen).
/// 3. The module of a file is the first target, in the project's order, that compiles it.
/// 4. A target's module name is its build configurations' `PRODUCT_MODULE_NAME`, else its
///    `PRODUCT_NAME` made a C99 identifier, else its name so made (Xcode's defaults:
///    `PRODUCT_MODULE_NAME = $(PRODUCT_NAME:c99extidentifier)`, `PRODUCT_NAME = $(TARGET_NAME)`);
///    `$(TARGET_NAME)` and `$(PRODUCT_NAME)` in them are substituted, and a value with any other
///    variable is not used. Home Assistant's `Shared-iOS` target is `import Shared`
///    (`PRODUCT_MODULE_NAME = Shared`), its `App` target the module `HomeAssistant`. Only the
///    target's own build configurations in `project.pbxproj` are read: xcconfig files
///    (`baseConfigurationReference`) and the project-level configuration list are not, so a
///    module name set only there falls back to the target's name made a C99 identifier. How
///    `c99extidentifier` treats a leading digit is a decision (no source was found): a `_` is
///    put before it (`3D-View kit` is `_3D_View_kit`), rather than replacing it.
/// 5. An `import X` of a file of the module names another target of the project when a non-test
///    target's module name is X (`target(project:module:)`): its files are read as a local
///    package's target is (`SwiftModule` step 6).
/// 6. A project that cannot be read cheaply is no project (the module falls back to the folder):
///    a `project.pbxproj` that is not a regular file, larger than `maxBytes` or nested deeper
///    than `maxNesting` (Foundation's reader recurses), or a synchronized folder whose walk
///    passes `SwiftModule.maxEntries`.
package enum XcodeProject {
    /// The projects one module lookup read, by `.xcodeproj` path (nil: unreadable), so that a
    /// render parses each `project.pbxproj` once: `SwiftModule.location(of:)` reads them to find
    /// the file's target, and `SwiftModule.ProjectTargets` looks up an `import` in the same ones
    /// (review 16 R1, xcode25af 1: Home Assistant's 347 KB project was parsed twice). A location's
    /// equality does not compare it: it is what was read, not where the module is.
    package final class ReadProjects: Equatable, @unchecked Sendable {
        private var read: [String: Project?] = [:]
        private let lock = NSLock()

        package init() {}

        /// The project at `path`, read on first asking.
        func project(_ path: String) -> Project? {
            lock.lock()
            defer { lock.unlock() }
            if let known = read[path] { return known }
            let made = Project(URL(fileURLWithPath: path))
            read[path] = .some(made)
            return made
        }

        package static func == (lhs: ReadProjects, rhs: ReadProjects) -> Bool { true }
    }

    /// A project's targets read (steps 1–4).
    final class Project {
        let objects: [String: [String: Any]]
        let root: [String: Any]
        let projectFolder: URL
        private var parent: [String: String] = [:]

        init?(_ project: URL) {
            let pbxproj = project.appendingPathComponent("project.pbxproj")
            guard case .success(let bytes) = SwiftModule.readRegularFile(pbxproj.path, limit: XcodeProject.maxBytes),
                  XcodeProject.nesting(bytes) <= XcodeProject.maxNesting else { return nil }
            guard let plist = try? PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil) as? [String: Any],
                  let objects = plist["objects"] as? [String: [String: Any]],
                  let rootID = plist["rootObject"] as? String, let root = objects[rootID] else { return nil }
            self.objects = objects
            self.root = root
            let folder = project.deletingLastPathComponent()
            projectFolder = folder.appendingPathComponent(root["projectDirPath"] as? String ?? "").standardizedFileURL
            for (id, object) in objects {
                for child in object["children"] as? [String] ?? [] { parent[child] = id }
            }
        }

        /// The native targets' ids, in the project's order.
        var targetIDs: [String] {
            (root["targets"] as? [String] ?? []).filter { objects[$0]?["isa"] as? String == "PBXNativeTarget" }
        }

        /// Whether the target builds tests (a unit- or UI-test bundle).
        func isTest(_ id: String) -> Bool {
            (objects[id]?["productType"] as? String ?? "").contains("test")
        }

        /// Step 1.
        func path(of id: String, depth: Int = 0) -> URL? {
            guard depth < 64, let object = objects[id] else { return nil }
            let own = object["path"] as? String
            switch object["sourceTree"] as? String ?? "<group>" {
            case "<absolute>": return own.map { URL(fileURLWithPath: $0).standardizedFileURL }
            case "SOURCE_ROOT": return (own.map { projectFolder.appendingPathComponent($0) } ?? projectFolder).standardizedFileURL
            case "<group>":
                guard id != root["mainGroup"] as? String, let up = parent[id] else {
                    return (own.map { projectFolder.appendingPathComponent($0) } ?? projectFolder).standardizedFileURL
                }
                guard let base = path(of: up, depth: depth + 1) else { return nil }
                return (own.map { base.appendingPathComponent($0) } ?? base).standardizedFileURL
            default: return nil
            }
        }

        /// Step 2: the `.swift` files the target compiles; nil past the walk's bounds.
        func files(of id: String) -> [String]? {
            guard let target = objects[id] else { return [] }
            var files: [String] = []
            for phaseID in target["buildPhases"] as? [String] ?? [] {
                guard let phase = objects[phaseID], phase["isa"] as? String == "PBXSourcesBuildPhase" else { continue }
                for buildFileID in phase["files"] as? [String] ?? [] {
                    guard let reference = objects[buildFileID]?["fileRef"] as? String, let url = path(of: reference),
                          url.pathExtension == "swift" else { continue }
                    files.append(url.path)
                }
            }
            for groupID in target["fileSystemSynchronizedGroups"] as? [String] ?? [] {
                guard let url = path(of: groupID) else { continue }
                guard let found = XcodeProject.swiftFiles(under: url) else { return nil }
                files += found
            }
            return files
        }

        /// Whether any file reference of the project names `file` (standardized, links
        /// resolved): a file in no target that the project does not even reference is a file
        /// Xcode never sees (`SwiftSource.Parsed.outsideTargets`).
        func references(_ file: URL) -> Bool {
            let wanted = file.standardizedFileURL.resolvingSymlinksInPath().path
            return objects.contains { id, object in
                object["isa"] as? String == "PBXFileReference"
                    && path(of: id).map { $0.resolvingSymlinksInPath().path == wanted } == true
            }
        }

        /// Step 4.
        func moduleName(of id: String) -> String {
            let target = objects[id] ?? [:]
            let name = target["name"] as? String ?? ""
            let configurations = (target["buildConfigurationList"] as? String).flatMap { objects[$0]?["buildConfigurations"] as? [String] } ?? []
            for configuration in configurations {
                let settings = objects[configuration]?["buildSettings"] as? [String: Any] ?? [:]
                let product = (settings["PRODUCT_NAME"] as? String).flatMap { XcodeProject.substituted($0, target: name, product: nil) } ?? name
                if let module = settings["PRODUCT_MODULE_NAME"] as? String {
                    if let value = XcodeProject.substituted(module, target: name, product: product), !value.isEmpty { return value }
                    continue
                }
                if !product.isEmpty { return XcodeProject.c99Identifier(product) }
            }
            return XcodeProject.c99Identifier(name)
        }
    }

    /// The `.swift` files of the target of `project` (a `.xcodeproj` folder) that compiles
    /// `file`, or nil when the project cannot be read or no target compiles it.
    package static func targetFiles(project: URL, containing file: URL) -> [String]? {
        target(project: project, containing: file)?.files
    }

    /// Step 3: the target of `project` that compiles `file`: its files and module name.
    package static func target(project: URL, containing file: URL) -> (files: [String], module: String)? {
        guard let read = Project(project) else { return nil }
        return target(read, containing: file)
    }

    /// Step 3 of a project already read.
    static func target(_ read: Project, containing file: URL) -> (files: [String], module: String)? {
        let wanted = file.standardizedFileURL.resolvingSymlinksInPath().path
        for id in read.targetIDs {
            guard let files = read.files(of: id) else { return nil }
            let resolved = files.map { URL(fileURLWithPath: $0).resolvingSymlinksInPath().path }
            if resolved.contains(wanted) { return (files, read.moduleName(of: id)) }
        }
        return nil
    }

    /// Step 5: the files of the first non-test target of `project` whose module is `module`.
    static func target(_ project: Project, module: String) -> [String]? {
        for id in project.targetIDs where !project.isTest(id) && project.moduleName(of: id) == module {
            return project.files(of: id)
        }
        return nil
    }

    /// `value` with `$(TARGET_NAME)`, `$(PRODUCT_NAME)` (and their `:c99extidentifier` forms,
    /// and `${…}`) substituted; nil when another variable is left in it.
    static func substituted(_ value: String, target: String, product: String?) -> String? {
        var result = value
        let variables: [(String, String?)] = [("TARGET_NAME", target), ("PRODUCT_NAME", product)]
        for (variable, replacement) in variables {
            guard let replacement else { continue }
            for (open, close) in [("$(", ")"), ("${", "}")] {
                result = result.replacingOccurrences(of: open + variable + ":c99extidentifier" + close, with: c99Identifier(replacement))
                result = result.replacingOccurrences(of: open + variable + close, with: replacement)
            }
        }
        return result.contains("$") ? nil : result
    }

    /// Xcode's `c99extidentifier`: every character that cannot be in an identifier is `_`, and a
    /// leading digit gets a `_` before it (`Extensions-Share` is `Extensions_Share`; the leading
    /// digit's rule is a decision, step 4).
    static func c99Identifier(_ name: String) -> String {
        var result = String(name.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
        if let first = result.first, first.isNumber { result = "_" + result }
        return result
    }

    /// Real projects are a few MB at most and nest a handful of levels.
    static let maxBytes = 16 << 20
    static let maxNesting = 64

    /// How deep `(` and `{` nest in a property list, outside quoted strings and comments.
    static func nesting(_ bytes: [UInt8]) -> Int {
        var depth = 0, deepest = 0, index = 0
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\""):
                index += 1
                while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
                    index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
                }
            case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "*"):
                index += 2
                while index + 1 < bytes.count, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) { index += 1 }
                index += 1
            case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/"):
                while index < bytes.count, bytes[index] != 0x0A { index += 1 }
            case UInt8(ascii: "("), UInt8(ascii: "{"):
                depth += 1
                deepest = max(deepest, depth)
            case UInt8(ascii: ")"), UInt8(ascii: "}"):
                depth -= 1
            default: break
            }
            index += 1
        }
        return deepest
    }

    /// The `.swift` files below a synchronized folder, walked as a module folder is
    /// (`SwiftModule.walk`: links not followed, bounded); nil past the bounds.
    static func swiftFiles(under folder: URL) -> [String]? {
        var result: [String] = []
        do throws(SceneError) {
            try SwiftModule.walk(folder.path, for: folder.path) { path, _ throws(SceneError) in
                guard path.hasSuffix(".swift") else { return }
                result.append(path)
                if result.count > SwiftModule.maxFiles { throw SceneError(file: folder.path, message: "too many files") }
            }
        } catch {
            return nil
        }
        return result
    }
}

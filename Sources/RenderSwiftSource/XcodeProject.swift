import Foundation
import RenderLayout

/// The Swift files of an Xcode project's targets, read from `project.pbxproj` (an OpenStep
/// property list; Foundation reads it): which files each target compiles, as Xcode builds it.
///
/// 1. A file reference's path is its `path` joined to its parents' (`sourceTree` `<group>`),
///    from the project's folder (`SOURCE_ROOT`, or the main group); `<absolute>` paths stand.
/// 2. A native target compiles its sources build phase's files, and every `.swift` file under
///    its synchronized folders (Xcode 16's `fileSystemSynchronizedGroups`; their exceptions are
///    not read: decision, a file excluded there is still seen).
/// 3. The module of a file is the first target, in the project's order, that compiles it.
/// 4. A project that cannot be read cheaply is no project (the module falls back to the folder):
///    a `project.pbxproj` that is not a regular file, larger than `maxBytes` or nested deeper
///    than `maxNesting` (Foundation's reader recurses), or a synchronized folder whose walk
///    passes `SwiftModule.maxEntries`.
package enum XcodeProject {
    /// The `.swift` files of the target of `project` (a `.xcodeproj` folder) that compiles
    /// `file`, or nil when the project cannot be read or no target compiles it.
    package static func targetFiles(project: URL, containing file: URL) -> [String]? {
        let pbxproj = project.appendingPathComponent("project.pbxproj")
        guard case .success(let bytes) = SwiftModule.readRegularFile(pbxproj.path, limit: maxBytes), nesting(bytes) <= maxNesting else { return nil }
        let data = Data(bytes)
        guard let plist = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil) as? [String: Any],
              let objects = plist["objects"] as? [String: [String: Any]],
              let rootID = plist["rootObject"] as? String, let root = objects[rootID] else { return nil }
        let folder = project.deletingLastPathComponent()
        let projectFolder = folder.appendingPathComponent(root["projectDirPath"] as? String ?? "").standardizedFileURL

        var parent: [String: String] = [:]
        for (id, object) in objects {
            for child in object["children"] as? [String] ?? [] { parent[child] = id }
        }
        let mainGroup = root["mainGroup"] as? String
        func path(of id: String, depth: Int = 0) -> URL? {
            guard depth < 64, let object = objects[id] else { return nil }
            let own = object["path"] as? String
            switch object["sourceTree"] as? String ?? "<group>" {
            case "<absolute>": return own.map { URL(fileURLWithPath: $0).standardizedFileURL }
            case "SOURCE_ROOT": return (own.map { projectFolder.appendingPathComponent($0) } ?? projectFolder).standardizedFileURL
            case "<group>":
                guard id != mainGroup, let up = parent[id] else {
                    return (own.map { projectFolder.appendingPathComponent($0) } ?? projectFolder).standardizedFileURL
                }
                guard let base = path(of: up, depth: depth + 1) else { return nil }
                return (own.map { base.appendingPathComponent($0) } ?? base).standardizedFileURL
            default: return nil
            }
        }

        let wanted = file.standardizedFileURL.resolvingSymlinksInPath().path
        for targetID in root["targets"] as? [String] ?? [] {
            guard let target = objects[targetID], target["isa"] as? String == "PBXNativeTarget" else { continue }
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
                guard let found = swiftFiles(under: url) else { return nil }
                files += found
            }
            let resolved = files.map { URL(fileURLWithPath: $0).resolvingSymlinksInPath().path }
            if resolved.contains(wanted) { return files }
        }
        return nil
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
    private static func swiftFiles(under folder: URL) -> [String]? {
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

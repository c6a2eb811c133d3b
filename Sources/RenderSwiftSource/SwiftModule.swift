import Foundation
import SwiftParser
import SwiftSyntax
import RenderLayout

/// The module a view file belongs to: the Swift files whose declarations it sees, as Xcode's
/// preview compiles the file with its target (docs/swift-input.md, "The module").
///
/// 1. `--module DIR`: every `.swift` file under DIR.
/// 2. Otherwise walk up from the file's folder. At the first folder with a `Package.swift`
///    that declares a target whose folder holds the file (`path:`, else `Sources/<name>`,
///    `Source/<name>`, `src/<name>`, `srcs/<name>`, or `Tests/<name>` for a test target;
///    within its `sources:` and outside its `exclude:`), the module is that target's files. At
///    the first folder with an `*.xcodeproj`, the module is the files of the project's target
///    that compiles the file (`XcodeProject`), else the subfolder that holds the file (an Xcode
///    app keeps its sources in `<App>/`).
/// 3. Found neither (or the file sits beside the `.xcodeproj` itself): the file alone.
/// 4. Folders that hold no sources of the module are skipped: hidden ones, `.build`, `Pods`,
///    `Carthage`, `DerivedData`, `node_modules`, and nested packages (a folder with its own
///    `Package.swift`) or `.xcodeproj`s.
package enum SwiftModule {
    /// A module larger than this is an error naming it (a wrong `--module`, the whole disk).
    package static let maxFiles = 5_000
    package static let maxBytes = 64 << 20

    /// How `render` chooses the module of a file.
    package enum Choice: Sendable, Equatable {
        /// Walk up to a `Package.swift` or `.xcodeproj` (the default).
        case automatic
        /// `--module DIR`.
        case directory(String)
        /// Only the file (`SwiftSource.load` of bytes, tests).
        case none
    }

    /// Where a module's files are: a folder, less its excluded subfolders, and only its
    /// `sources:` subfolders when a manifest names them.
    package struct Location: Equatable {
        package var folder: String
        package var sources: [String]? = nil
        package var exclude: [String] = []
        /// The files an Xcode target compiles (`XcodeProject`): exactly these.
        package var files: [String]? = nil

        /// Whether `path` (standardized) is one of the module's files' places.
        func holds(_ path: String) -> Bool {
            let inner = URL(fileURLWithPath: path).pathComponents
            func within(_ relative: String) -> Bool {
                let outer = URL(fileURLWithPath: folder).appendingPathComponent(relative).standardizedFileURL.pathComponents
                return inner.count > outer.count && Array(inner.prefix(outer.count)) == outer
            }
            guard within(".") else { return false }
            if exclude.contains(where: within) { return false }
            if let sources { return sources.contains(where: within) }
            return true
        }
    }

    /// The module of `file`, or nil for the file alone.
    package static func location(of file: String, choice: Choice) -> Location? {
        switch choice {
        case .none: return nil
        case .directory(let directory): return Location(folder: directory)
        case .automatic: break
        }
        let manager = FileManager.default
        let fileURL = URL(fileURLWithPath: file).standardizedFileURL.resolvingSymlinksInPath()
        var folder = fileURL.deletingLastPathComponent()
        for _ in 0..<40 {
            let package = folder.appendingPathComponent("Package.swift")
            if manager.fileExists(atPath: package.path), let target = target(package: package, containing: fileURL) {
                return target
            }
            if let entries = try? manager.contentsOfDirectory(atPath: folder.path), entries.contains(where: { $0.hasSuffix(".xcodeproj") }) {
                for project in entries.sorted() where project.hasSuffix(".xcodeproj") {
                    if let files = XcodeProject.targetFiles(project: folder.appendingPathComponent(project), containing: fileURL) {
                        return Location(folder: folder.path, files: files)
                    }
                }
                let inside = Array(fileURL.pathComponents.dropFirst(folder.pathComponents.count))
                guard inside.count >= 2 else { return nil }
                return Location(folder: folder.appendingPathComponent(inside[0]).path)
            }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { break }
            folder = parent
        }
        return nil
    }

    /// The target of `package` whose files include `file`, if one does.
    private static func target(package: URL, containing file: URL) -> Location? {
        guard let data = FileManager.default.contents(atPath: package.path), data.count < 1 << 20,
              let text = String(data: data, encoding: .utf8) else { return nil }
        let root = package.deletingLastPathComponent()
        for target in targets(manifest: text) {
            let candidates = target.path.map { [$0] }
                ?? (target.isTest ? ["Tests"] : ["Sources", "Source", "src", "srcs"]).map { $0 + "/" + target.name }
            for candidate in candidates {
                let location = Location(folder: root.appendingPathComponent(candidate).standardizedFileURL.path,
                                        sources: target.sources, exclude: target.exclude)
                if location.holds(file.path) { return location }
            }
        }
        return nil
    }

    /// `.target(name: "App", path: "App/Sources", exclude: […], sources: […])`,
    /// `.testTarget(name: "AppTests")` in a manifest, read with the Swift parser (the manifest
    /// is not run).
    package static func targets(manifest: String) -> [(name: String, path: String?, isTest: Bool, sources: [String]?, exclude: [String])] {
        let tree = Parser.parse(source: manifest)
        final class Finder: SyntaxVisitor {
            var found: [(name: String, path: String?, isTest: Bool, sources: [String]?, exclude: [String])] = []
            override func visit(_ call: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                guard let kind = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
                      ["target", "executableTarget", "testTarget", "macro", "plugin"].contains(kind) else { return .visitChildren }
                func text(_ expression: ExprSyntax) -> String? {
                    guard let literal = expression.as(StringLiteralExprSyntax.self) else { return nil }
                    return literal.segments.compactMap { $0.as(StringSegmentSyntax.self)?.content.text }.joined()
                }
                func argument(_ label: String) -> ExprSyntax? { call.arguments.first(where: { $0.label?.text == label })?.expression }
                func strings(_ label: String) -> [String]? {
                    argument(label)?.as(ArrayExprSyntax.self).map { $0.elements.compactMap { text($0.expression) } }
                }
                if let name = argument("name").flatMap(text) {
                    found.append((name, argument("path").flatMap(text), kind == "testTarget", strings("sources"), strings("exclude") ?? []))
                }
                return .visitChildren
            }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(tree)
        return finder.found
    }

    private static let skipped: Set<String> = [".build", "Pods", "Carthage", "DerivedData", "node_modules", "build"]

    /// The module's `.swift` files, sorted, without the skipped folders. Errors name the
    /// folder: it does not exist, or holds more than the limits.
    package static func files(in location: Location, for file: String) throws(SceneError) -> [String] {
        let manager = FileManager.default
        let folder = location.folder
        var isDirectory: ObjCBool = false
        guard manager.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw SceneError(file: file, message: "--module \(folder): no such folder")
        }
        if let files = location.files {
            let existing = Array(Set(files.filter { manager.fileExists(atPath: $0) })).sorted()
            guard existing.count <= maxFiles else {
                throw SceneError(file: file, message: "the module of \(file) holds more than \(maxFiles) Swift files; name a smaller one with --module DIR")
            }
            return existing
        }
        var result: [String] = []
        var bytes = 0
        // Paths and lstat rather than URLs and their resource values: the walk runs on every
        // render of `render preview`, and Foundation's URL calls were most of it.
        var pending = [URL(fileURLWithPath: folder).standardizedFileURL.path]
        var isRoot = true
        // Every file walked is inside the folder: only a target's `exclude` or `sources` can leave it out.
        let holdsAll = location.exclude.isEmpty && location.sources == nil
        while let current = pending.popLast() {
            let names = (try? manager.contentsOfDirectory(atPath: current)) ?? []
            if !isRoot, names.contains(where: { $0 == "Package.swift" || ($0 as NSString).pathExtension == "xcodeproj" }) {
                continue
            }
            isRoot = false
            for name in names {
                if name.hasPrefix(".") || skipped.contains(name) { continue }
                let path = current == "/" ? "/" + name : current + "/" + name
                var info = stat()
                guard lstat(path, &info) == 0 else { continue }
                let kind = info.st_mode & S_IFMT
                if kind == S_IFLNK { continue }
                if kind == S_IFDIR {
                    pending.append(path)
                } else if (name as NSString).pathExtension == "swift", holdsAll || location.holds(path) {
                    result.append(path)
                    bytes += Int(info.st_size)
                    if result.count > maxFiles || bytes > maxBytes {
                        throw SceneError(file: file, message: "the module \(folder) holds more than \(maxFiles) Swift files or \(maxBytes >> 20) MiB; name a smaller one with --module DIR")
                    }
                }
            }
        }
        return result.sorted()
    }

    /// The other files of `file`'s module, read (paths relative to the working folder when
    /// inside it), and a warning for each that is not UTF-8 text.
    package static func sources(of file: String, choice: Choice) throws(SceneError) -> (files: [(file: String, source: String)], warnings: [String]) {
        guard let location = location(of: file, choice: choice) else { return ([], []) }
        let own = URL(fileURLWithPath: file).standardizedFileURL.resolvingSymlinksInPath().path
        var result: [(file: String, source: String)] = []
        var warnings: [String] = []
        for path in try files(in: location, for: file) {
            let resolved = URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
            if resolved == own { continue }
            guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
                warnings.append("\(display(path)): warning: the file is not UTF-8 text; the file is left out of the module")
                continue
            }
            result.append((display(path), text))
        }
        return (result, warnings)
    }

    /// The asset catalogs (`*.xcassets` folders) under the folder of `file`'s module, sorted
    /// (`AssetCatalog` step 1); none when the module is only the file.
    package static func catalogs(of file: String, choice: Choice) -> [String] {
        guard let location = location(of: file, choice: choice) else { return [] }
        let manager = FileManager.default
        var result: [String] = []
        var pending = [URL(fileURLWithPath: location.folder).standardizedFileURL]
        var visited = 0
        var isRoot = true
        while let current = pending.popLast(), visited < maxFiles {
            visited += 1
            let entries = (try? manager.contentsOfDirectory(at: current, includingPropertiesForKeys: [.isDirectoryKey, .isSymbolicLinkKey])) ?? []
            if !isRoot, entries.contains(where: { $0.lastPathComponent == "Package.swift" || $0.pathExtension == "xcodeproj" }) { continue }
            isRoot = false
            for entry in entries {
                let name = entry.lastPathComponent
                if name.hasPrefix(".") || skipped.contains(name) { continue }
                let values = try? entry.resourceValues(forKeys: [.isDirectoryKey, .isSymbolicLinkKey])
                guard values?.isDirectory == true, values?.isSymbolicLink != true else { continue }
                if entry.pathExtension == "xcassets" { result.append(entry.path) } else { pending.append(entry) }
            }
        }
        return result.sorted()
    }

    /// A path as messages show it: relative to the working folder when inside it.
    private static func display(_ path: String) -> String {
        let current = FileManager.default.currentDirectoryPath
        let prefix = current.hasSuffix("/") ? current : current + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}

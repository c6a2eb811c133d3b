import Foundation
import SwiftParser
import SwiftSyntax
import RenderLayout
import RenderScene

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
///    app keeps its sources in `<App>/`). At the first folder with an XcodeGen `project.yml`
///    and no `.xcodeproj`, the files of the spec's target that compiles the file (`XcodeGenSpec`).
/// 3. Found neither (or the file sits beside the `.xcodeproj` itself): the file alone.
/// 4. Folders that hold no sources of the module are skipped: hidden ones, `.build`, `Pods`,
///    `Carthage`, `DerivedData`, `SourcePackages`, `node_modules`, and nested packages (a folder with its own
///    `Package.swift`) or `.xcodeproj`s. Symbolic links are not followed while walking.
/// 5. Every cost is bounded before it is paid (issue 24): a walk stops with an error past
///    `maxEntries` directory entries, a module past `maxFiles` files or `maxScanBytes`; a file
///    that is not a regular file (a FIFO, a device, a folder named `x.swift`) or larger than
///    `maxFileBytes` is left out with a warning, unread (what a file read costs to parse is
///    bounded by its tokens, `SwiftProgram` step 1); a manifest is read only
///    when it is a regular file of at most `maxManifestBytes` that passes the nesting limits.
/// 6. A module found through a `Package.swift` also reads the package's other targets that the
///    file or its module `import`, or that its manifest names as `dependencies:` (Swift sees
///    the extensions of every module a target depends on; an Xcode project's: the targets of
///    the local packages in its folder, then the project's other targets by module name,
///    `SwiftModuleProjectTargets`) (`import Styleguide`, where a design system's colours and
///    fonts live), and the targets those import, breadth first (as the compiler sees them),
///    declared before the module's own files so the module's names win; the targets of the
///    local packages the manifest depends on (`.package(path: "../DesignSystem")`), and
///    theirs, count as the package's own. They share the
///    module's `maxScanBytes`; a target that would pass it is left out with a warning, and one
///    that declares SwiftUI's `View` protocol (a SwiftUI of its own) is not read. A test
///    target's module reads no other target.
/// 7. The targets of the remote packages it depends on, where SwiftPM or Xcode checked them out
///    (`.build/checkouts`, `SourcePackages/checkouts`, `--packages DIR`), count as its other
///    targets too, after the package's own and its local packages' (`SwiftModuleCheckouts`);
///    an imported package that is not checked out is one warning at its `import`.
package enum SwiftModule {
    /// A module larger than this is an error naming it (a wrong `--module`, the whole disk).
    package static let maxFiles = 5_000
    /// The Swift a render parses: the rendered file and the module files it reaches
    /// (`ModuleReach`), their trees kept (a few hundred bytes of tree per token of typical code;
    /// docs/swift-input.md, "Limits"). Past it the render is an error naming the limit. Real apps'
    /// modules reach 4.4 MiB (Pocket Casts' `podcasts/` folder; Duck Duck Go's app 3.5, Mlem's
    /// 2.8, Home Assistant's 2.3, Swiftfin's target 2.0), and a view reaches a part of its module;
    /// the tokens (`EvaluationBudget.maxModuleTokens`) bound what it costs. 8 MiB from session 19
    /// (6 before): with its generated files read (`maxFileBytes`), a Home Assistant view reaches
    /// 6.4 MB of its 6.8 MB (990 files, SwiftGen's strings and the icon table among them), about
    /// 900,000 tokens; the bytes past the tokens are comments, cheap to keep. 10 MiB since session
    /// 24: with SFSafeSymbols checked out (1.92 MB of generated symbol tables, half of it doc
    /// comments, all reached once `SFSymbol` is named: `SFSymbol.has(localization:)` reads the
    /// table of every symbol), a Home Assistant view reaches about 8.3 MB.
    package static let maxBytes = 10 << 20
    /// The Swift a module's files may hold in all: each is read and scanned (`ModuleReach.index`,
    /// a pass over its bytes, no tree), not parsed, so this bounds the reading of a wrong
    /// `--module` or of a whole disk's sources rather than the render's cost.
    package static let maxScanBytes = 32 << 20
    /// Directory entries one walk looks at (`--module /` would otherwise read the whole disk);
    /// real module folders hold a few thousand. 100,000 took 7 to 10 s of CPU in a debug build
    /// (a synchronized folder at `/`, fuzz seed 1795725244 case 1007).
    package static let maxEntries = 20_000
    /// One module file, read and scanned: generated files are large but cheap per byte (SwiftGen's
    /// `Strings.swift` of Home Assistant, 528 KB and 57,000 tokens; its `MaterialDesignIcons.swift`,
    /// 1.2 MB and 142,000; Pocket Casts' `api.pb.swift`, 875 KB and 130,000). Which of them is
    /// parsed is decided by the tokens (`EvaluationBudget.maxTokens` a file, `maxModuleTokens` in
    /// all) and the bytes parsed (`maxBytes`), not by this; it bounds the reading. The rendered
    /// file keeps `SwiftProgram.maxSourceBytes` (docs/swift-input.md, "Limits").
    package static let maxFileBytes = 4 << 20
    /// A `Package.swift` is read with the Swift parser; real ones are a few KB.
    package static let maxManifestBytes = 256 << 10

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
        /// The other non-test targets of the same `Package.swift`, by name: the ones the
        /// module's files `import` are read with it (step 6).
        package var packageTargets: [String: Location] = [:]
        /// The target's `dependencies:` that name targets (`"Styleguide"`, `.target(name:)`):
        /// the compiler sees their extensions' members even where no file imports them.
        package var dependencies: [String] = []
        /// The folder of the module's package (its `Package.swift`) or Xcode project, where
        /// its dependencies' checkouts are looked for (step 7); nil for `--module DIR`.
        package var root: String? = nil
        /// `--packages DIR`: where the dependencies are checked out, looked in first (step 7).
        package var packagesDirectory: String? = nil
        /// The module's name, as an `import` names it, where a manifest or project says it: the
        /// package target's, the Xcode target's module name (`XcodeProject` step 4); nil for a
        /// folder, whose files' module is read from their paths (`SwiftProgramModules` step 1).
        package var name: String? = nil
        /// The `.xcodeproj`s beside an Xcode module's folder: the other targets an `import`
        /// names are looked up in them (step 6, `SwiftModuleProjectTargets`).
        package var xcodeProjects: [String] = []
        /// Those of them already read (`XcodeProject.ReadProjects`).
        package var readProjects = XcodeProject.ReadProjects()
        /// The projects read beside the file's folder none of whose targets compiles the file
        /// (its module is then the folder's files): named where a render of it fails, as the
        /// likely cause of a name it cannot find (Enchanted's `Header.swift`).
        package var projectsWithoutFile: [String] = []
        /// Whether a file reference of one of those projects names the file (Xcode's navigator
        /// shows it, though no target compiles it).
        package var projectsReferenceFile = false

        /// Whether `path` (standardized) is one of the module's files' places.
        func holds(_ path: String) -> Bool {
            // Absolute paths (as `location(of:)` makes them) are compared as strings; Foundation's
            // URLs, the same answer, were a tenth of a one-file render that looks for its package.
            let absolute = path.hasPrefix("/") && folder.hasPrefix("/")
            let inner = absolute ? path.split(separator: "/").map(String.init) : URL(fileURLWithPath: path).pathComponents
            func within(_ relative: String) -> Bool {
                let outer = absolute ? SwiftModule.standardComponents(folder + "/" + relative)
                    : URL(fileURLWithPath: folder).appendingPathComponent(relative).standardizedFileURL.pathComponents
                return inner.count > outer.count && Array(inner.prefix(outer.count)) == outer
            }
            guard within(".") else { return false }
            if exclude.contains(where: within) { return false }
            if let sources { return sources.contains(where: within) }
            return true
        }
    }

    /// An absolute path's components without the leading `/`, `.` and `..` resolved as
    /// `standardizedFileURL` resolves them (`..` at the top stays at the top; no link is followed).
    static func standardComponents(_ path: String) -> [String] {
        var result: [String] = []
        for component in path.split(separator: "/") where component != "." {
            if component == ".." { _ = result.popLast() } else { result.append(String(component)) }
        }
        return result
    }

    /// The module of `file`, or nil for the file alone.
    package static func location(of file: String, choice: Choice) -> Location? {
        switch choice {
        case .none: return nil
        case .directory(let directory): return Location(folder: directory)
        case .automatic: break
        }
        let fileURL = URL(fileURLWithPath: resolvedPath(file))
        // Paths, `stat` and `readdir` rather than URLs and `contentsOfDirectory`: the walk up
        // passes every folder to `/` for a file of no package (an article's snippet), and
        // Foundation's calls were most of the render's cost beyond its JSON's.
        var folder = parentFolder(fileURL.path)
        for _ in 0..<40 {
            let package = folder == "/" ? "/Package.swift" : folder + "/Package.swift"
            var info = stat()
            if stat(package, &info) == 0, let target = target(package: URL(fileURLWithPath: package), containing: fileURL) {
                return target
            }
            if holdsXcodeproj(folder) {
                let folderURL = URL(fileURLWithPath: folder)
                let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
                let packages = localPackageTargets(under: folderURL)
                let projects = entries.sorted().filter { $0.hasSuffix(".xcodeproj") }.map { folderURL.appendingPathComponent($0).path }
                let read = XcodeProject.ReadProjects()
                for project in projects {
                    if let parsed = read.project(project), let target = XcodeProject.target(parsed, containing: fileURL) {
                        return Location(folder: folderURL.path, files: target.files,
                                        packageTargets: addingReferencedPackages(of: parsed, to: packages), root: folderURL.path,
                                        name: target.module, xcodeProjects: projects, readProjects: read)
                    }
                }
                let inside = Array(fileURL.pathComponents.dropFirst(folderURL.pathComponents.count))
                guard inside.count >= 2 else { return nil }
                // No target lists the file: the packages every project there references.
                let referenced = projects.compactMap { read.project($0) }.reduce(packages) { addingReferencedPackages(of: $1, to: $0) }
                return Location(folder: folderURL.appendingPathComponent(inside[0]).path, packageTargets: referenced, root: folderURL.path,
                                xcodeProjects: projects, readProjects: read,
                                projectsWithoutFile: projects.filter { read.project($0) != nil }.map { ($0 as NSString).lastPathComponent },
                                projectsReferenceFile: projects.contains { read.project($0)?.references(fileURL) == true })
            }
            // An XcodeGen app with no `.xcodeproj` checked in (Kiwix): its `project.yml`'s target.
            if stat(folder == "/" ? "/" + XcodeGenSpec.fileName : folder + "/" + XcodeGenSpec.fileName, &info) == 0,
               let target = XcodeGenSpec.target(in: folder, containing: fileURL.path) {
                return Location(folder: folder, files: target.files, packageTargets: localPackageTargets(under: URL(fileURLWithPath: folder)),
                                root: folder, name: target.module)
            }
            if folder == "/" { break }
            folder = parentFolder(folder)
        }
        return nil
    }

    /// `URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path`, by the
    /// C library: the path made absolute against the working directory, its `.` and `..`
    /// resolved by name (as `standardizedFileURL` does: `..` at the top stays at the top), then
    /// its links followed by `realpath`. Foundation's way built generic sets the first time
    /// (each a scan of every conformance record, swift-syntax's registered by then): 1.4M of a
    /// one-file Swift render's instructions. A path `realpath` cannot resolve (it does not exist,
    /// or is too long) is answered by Foundation, as before; `SwiftModuleTests` compares the two.
    package static func resolvedPath(_ path: String) -> String {
        var absolute = path
        if !path.hasPrefix("/") {
            guard let cwd = getcwd(nil, 0) else { return URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path }
            absolute = String(cString: cwd) + "/" + path
            free(cwd)
        }
        var parts: [Substring] = []
        for part in absolute.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == ".." {
                if !parts.isEmpty { parts.removeLast() }
                continue
            }
            parts.append(part)
        }
        // Appended part by part: `joined(separator:)` builds its generic sequence types on first
        // use, a scan of every conformance record (swift-syntax's registered by then).
        var standardized = parts.isEmpty ? "/" : ""
        for part in parts {
            standardized.append("/")
            standardized.append(contentsOf: part)
        }
        guard let resolved = realpath(standardized, nil) else {
            return URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
        }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The folder of an absolute, standardized path (`/` is its own).
    private static func parentFolder(_ path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")), slash != path.utf8.startIndex else { return "/" }
        return String(path[..<slash])
    }

    /// Whether `folder` lists a name ending in `.xcodeproj` (`contentsOfDirectory`'s answer,
    /// read with `readdir` without making a string of each name).
    static func holdsXcodeproj(_ folder: String) -> Bool {
        guard let directory = opendir(folder) else { return false }
        defer { closedir(directory) }
        let suffix = Array(".xcodeproj".utf8)
        while let entry = readdir(directory) {
            // The name in place, as C reads it (copying `d_name`'s 256-byte tuple cost more than the read).
            let found = withUnsafeMutablePointer(to: &entry.pointee.d_name) { tuple in
                tuple.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: tuple.pointee)) { name in
                    let length = strlen(name)
                    return length >= suffix.count && memcmp(name + (length - suffix.count), suffix, suffix.count) == 0
                }
            }
            if found { return true }
        }
        return false
    }

    /// The target of `package` whose files include `file`, if one does.
    private static func target(package: URL, containing file: URL) -> Location? {
        // A manifest that cannot be read cheaply is no manifest: the walk goes on upwards.
        guard let candidates = packageTargets(package, holding: file) else { return nil }
        var found: Location?
        var foundIsTest = false
        var others: [String: Location] = [:]
        for (name, isTest, location) in candidates {
            if found == nil, location.holds(file.path) {
                found = location
                foundIsTest = isTest
            } else if !isTest, others[name] == nil, FileManager.default.fileExists(atPath: location.folder) {
                others[name] = location
            }
        }
        // The local packages it depends on (`.package(path: "../DesignSystem")`): their targets
        // too, the package's own names first (`SwiftModuleLocalPackages`).
        if found != nil, !foundIsTest {
            for (name, location) in localDependencyTargets(of: package) where others[name] == nil { others[name] = location }
        }
        // A test target reads only its own files (decision: its previews are of the code it
        // tests, which may declare SwiftUI's names itself, as this repository's targets do).
        found?.packageTargets = foundIsTest ? [:] : others
        if !foundIsTest { found?.root = package.deletingLastPathComponent().path }
        if foundIsTest { found?.dependencies = [] }
        return found
    }

    /// Each target of the manifest `package` at each folder it may be in; nil when the manifest
    /// cannot be read cheaply, or (given `file`) when no target of it can hold `file` (`mayName`).
    static func packageTargets(_ package: URL, holding file: URL? = nil) -> [(name: String, isTest: Bool, location: Location)]? {
        guard case .success(let bytes) = readRegularFile(package.path, limit: maxManifestBytes),
              let text = String(validating: bytes, as: UTF8.self) else { return nil }
        // An absolute path without `.` or `..` is cut at its last `/` (Foundation's
        // `deletingLastPathComponent` standardizes the URL first, which builds a generic set the
        // first time: a scan of every conformance record, 2% of a one-file render).
        let manifestPath = package.path
        let root = manifestPath.hasPrefix("/") && !manifestPath.contains("/.")
            ? URL(fileURLWithPath: parentFolder(manifestPath), isDirectory: true) : package.deletingLastPathComponent()
        // Both answer nil; `mayName` first, as it is the cheaper (a byte search, not a scan).
        if let file, !mayName(file, under: root, manifest: text) { return nil }
        guard NestingScan.firstTooDeep(text) == nil else { return nil }
        var result: [(name: String, isTest: Bool, location: Location)] = []
        for target in targetsWithDependencies(manifest: text) {
            let candidates = target.path.map { [$0] }
                ?? (target.isTest ? ["Tests"] : ["Sources", "Source", "src", "srcs"]).map { $0 + "/" + target.name }
            for candidate in candidates {
                result.append((target.name, target.isTest, Location(folder: root.appendingPathComponent(candidate).standardizedFileURL.path,
                                                                     sources: target.sources, exclude: target.exclude,
                                                                     dependencies: target.dependencies, name: target.name)))
            }
        }
        return result
    }

    /// Step 6 for an Xcode project: the non-test targets of the local packages in its folder
    /// (a `Package.swift` at most three folders down, as `Core/Package.swift` beside
    /// `App.xcodeproj`, or Mlem's `Mlem/Packages/Icons/Package.swift` inside the app's folder),
    /// by name; the first package (in name order) to declare a name wins.
    private static func localPackageTargets(under folder: URL) -> [String: Location] {
        let manager = FileManager.default
        var result: [String: Location] = [:]
        var level = [folder]
        var looked = 0
        for depth in 0..<3 {
            var next: [URL] = []
            for current in level {
                let names = ((try? manager.contentsOfDirectory(atPath: current.path)) ?? []).sorted()
                looked += names.count
                if looked > maxEntries / 10 { return result }
                for name in names where !name.hasPrefix(".") && !skipped.contains(name) && !name.hasSuffix(".xcodeproj") && !name.hasSuffix(".xcassets") {
                    let child = current.appendingPathComponent(name)
                    var info = stat()
                    guard lstat(child.path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else { continue }
                    let manifest = child.appendingPathComponent("Package.swift")
                    if manager.fileExists(atPath: manifest.path) {
                        for (target, isTest, location) in packageTargets(manifest) ?? [] where !isTest && result[target] == nil {
                            if manager.fileExists(atPath: location.folder) { result[target] = location }
                        }
                    } else if depth < 2 {
                        next.append(child)
                    }
                }
            }
            level = next
        }
        return result
    }

    /// Whether a target of the manifest `text` may hold `file`, decided without parsing it (a
    /// file of a package's `examples/` or `scripts/` looks past its manifest, and parsing one
    /// was a twentieth of a one-file render). A target's folder is the root's `Sources`,
    /// `Source`, `src`, `srcs` or `Tests` folder's, or its `path:`, a literal in the text; so
    /// unless the file's first folder below the root is one of the five or appears in the
    /// text, no target holds it. A literal that could name the root itself or an ancestor of
    /// it (`"."`, `""`, `".."`, an absolute or interpolated path) makes it "may" as well.
    static func mayName(_ file: URL, under root: URL, manifest text: String) -> Bool {
        let inner = file.pathComponents, outer = root.pathComponents
        guard inner.count > outer.count + 1, Array(inner.prefix(outer.count)) == outer else { return true }
        let first = inner[outer.count]
        // Bytes, not Foundation's `contains` (5.6M instructions for these six searches); a
        // name beyond ASCII (which Unicode could spell two ways) goes to the parse.
        guard first.utf8.allSatisfy({ $0 < 0x80 }), !["Sources", "Source", "src", "srcs", "Tests"].contains(first) else { return true }
        let bytes = Array(text.utf8)
        return ([first, "\".", "\"\"", "..", "\"/", "\\("] as [String]).contains { ByteSearch.firstIndex(of: Array($0.utf8), in: bytes) != nil }
    }

    /// `.target(name: "App", path: "App/Sources", exclude: […], sources: […])`,
    /// `.testTarget(name: "AppTests")` in a manifest, read with the Swift parser (the manifest
    /// is not run).
    package static func targets(manifest: String) -> [(name: String, path: String?, isTest: Bool, sources: [String]?, exclude: [String])] {
        targetsWithDependencies(manifest: manifest).map { ($0.name, $0.path, $0.isTest, $0.sources, $0.exclude) }
    }

    /// `targets(manifest:)` with each target's dependencies that name targets or bare strings
    /// (not `.product(…)`s of other packages).
    package static func targetsWithDependencies(manifest: String) -> [(name: String, path: String?, isTest: Bool, sources: [String]?, exclude: [String], dependencies: [String])] {
        var parser = Parser(manifest, maximumNestingLevel: SwiftProgram.maxNesting)
        let tree = SourceFileSyntax.parse(from: &parser)
        final class Finder: SyntaxVisitor {
            var found: [(name: String, path: String?, isTest: Bool, sources: [String]?, exclude: [String], dependencies: [String])] = []
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
                // `.target(name: "X")` inside another's `dependencies:` is a reference, not a target.
                let isReference = call.parent?.is(ArrayElementSyntax.self) == true
                    && call.parent?.parent?.parent?.parent?.as(LabeledExprSyntax.self)?.label?.text == "dependencies"
                if let name = argument("name").flatMap(text), !isReference {
                    var dependencies: [String] = []
                    for element in argument("dependencies")?.as(ArrayExprSyntax.self)?.elements ?? [] {
                        if let named = text(element.expression) {
                            dependencies.append(named)
                        } else if let reference = element.expression.as(FunctionCallExprSyntax.self),
                                  reference.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "target",
                                  let named = reference.arguments.first(where: { $0.label?.text == "name" }).flatMap({ text($0.expression) }) {
                            dependencies.append(named)
                        }
                    }
                    found.append((name, argument("path").flatMap(text), kind == "testTarget", strings("sources"), strings("exclude") ?? [], dependencies))
                }
                return .visitChildren
            }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(tree)
        return finder.found
    }

    static let skipped: Set<String> = [".build", "Pods", "Carthage", "DerivedData", "SourcePackages", "node_modules", "build"]

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
        // Every file walked is inside the folder: only a target's `exclude` or `sources` can leave it out.
        let holdsAll = location.exclude.isEmpty && location.sources == nil
        try walk(folder, for: file) { path, size throws(SceneError) in
            guard path.hasSuffix(".swift"), holdsAll || location.holds(path) else { return }
            result.append(path)
            bytes += size
            if result.count > maxFiles || bytes > maxScanBytes {
                throw SceneError(file: file, message: "the module \(folder) holds more than \(maxFiles) Swift files or \(maxScanBytes >> 20) MiB; name a smaller one with --module DIR")
            }
        }
        return result.sorted()
    }

    /// Calls `visit` with the path of each file below `folder` and its size, without following
    /// symbolic links, skipping hidden and build folders and nested packages and projects; an
    /// error past `maxEntries` entries (names `folder`; `file` is the rendered file).
    /// Paths and `lstat` rather than URLs and their resource values: the walk runs on every
    /// render of `render preview`, and Foundation's URL calls were most of it.
    package static func walk(_ folder: String, for file: String, visit: (String, Int) throws(SceneError) -> Void) throws(SceneError) {
        let manager = FileManager.default
        var pending = [URL(fileURLWithPath: folder).standardizedFileURL.path]
        var isRoot = true
        var seen = 0
        while let current = pending.popLast() {
            let names = (try? manager.contentsOfDirectory(atPath: current)) ?? []
            seen += names.count
            if seen > maxEntries {
                throw SceneError(file: file, message: "the module \(folder) holds more than \(maxEntries) files and folders; name a smaller one with --module DIR")
            }
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
                } else {
                    try visit(path, Int(info.st_size))
                }
            }
        }
    }

    package enum Read {
        case success([UInt8])
        case notRegular
        case tooLarge
        case unreadable(String)
    }

    /// The bytes of `path` when it is a regular file of at most `limit` bytes (symbolic links
    /// followed). A FIFO, a device or a folder is not read: opening does not wait for a writer
    /// (`O_NONBLOCK`) and the kind is checked on the open descriptor.
    package static func readRegularFile(_ path: String, limit: Int) -> Read {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return .unreadable(String(cString: strerror(errno))) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .unreadable(String(cString: strerror(errno))) }
        guard (info.st_mode & S_IFMT) == S_IFREG else { return .notRegular }
        guard Int(info.st_size) <= limit else { return .tooLarge }
        do throws(BoundedRead.Failure) {
            return .success(try BoundedRead.read(descriptor: descriptor, limit: limit))
        } catch {
            switch error {
            case .tooLarge: return .tooLarge
            case .unreadable(let reason): return .unreadable(reason)
            }
        }
    }

    /// The other files of `file`'s module, read (paths relative to the working folder when
    /// inside it), a warning for each that is not UTF-8 text, and which of the files are of
    /// checked-out packages' targets (`checkedOut`: an error raised in them is a placeholder).
    package static func sources(of file: String, choice: Choice) throws(SceneError) -> Sources {
        try sources(of: file, in: location(of: file, choice: choice))
    }

    /// What `sources` reads: the files (the imported targets' first), the warnings of files left
    /// out, the checked-out packages' files, and each file's module name where a manifest or an
    /// Xcode project names it (the file's target's; `SwiftProgramModules` step 1).
    package typealias Sources = (files: [(file: String, source: String)], warnings: [String], checkedOut: Set<String>, modules: [String: String])

    /// `sources(of:choice:)` in a module already located (`location(of:choice:)` reads the
    /// manifest: a load locates once for its sources and its catalogs).
    /// `cache` (`render preview`) keeps each file's text with the `stat` it was read under, so an
    /// unchanged file is not read again (`SwiftParseCache.keptText`).
    package static func sources(of file: String, in location: Location?, cache: SwiftParseCache? = nil) throws(SceneError) -> Sources {
        guard let location else { return ([], [], [], [:]) }
        let own = resolvedPath(file)
        var bytes = 0
        var (result, warnings) = try read(try files(in: location, for: file), skipping: own, walked: location.files == nil, bytes: &bytes, cache: cache) { () throws(SceneError) in
            throw SceneError(file: file, message: "the module of \(file) holds more than \(maxScanBytes >> 20) MiB of Swift; name a smaller one with --module DIR")
        }
        let imported = try importedTargets(location, of: file, module: result, bytes: &bytes, cache: cache)
        var modules = imported.modules
        if let name = location.name {
            let moduleName = XcodeProject.c99Identifier(name)
            modules[file] = moduleName
            for one in result { modules[one.file] = moduleName }
        }
        // Before the module's own files: where both declare a name, the module's wins.
        return (imported.files + result, warnings + imported.warnings, imported.checkedOut, modules)
    }

    /// Step 6: the package's targets that the rendered file and its module `import`
    /// (`import Styleguide` of a sibling `.target(name: "Styleguide")`), then theirs, breadth
    /// first in name order, while the module and they stay within `maxScanBytes`; a target past it
    /// is left out with a warning, never an error (the module itself fits).
    private static func importedTargets(_ location: Location, of file: String, module: [(file: String, source: String)],
                                        bytes: inout Int, cache: SwiftParseCache?) throws(SceneError) -> Sources {
        guard !location.packageTargets.isEmpty || location.root != nil || location.packagesDirectory != nil else { return ([], [], [], [:]) }
        var names = Set<String>()
        let ownText: String = {
            guard case .success(let data) = readRegularFile(file, limit: SwiftProgram.maxSourceBytes) else { return "" }
            return String(decoding: data, as: UTF8.self)
        }()
        // Each module file's names kept with its text under `render preview` (`SwiftParseCache`).
        func imports(_ one: (file: String, source: String)) -> Set<String> {
            (cache?.imports(file: one.file, source: one.source) ?? Self.imports(one.source)).imported
        }
        names.formUnion(importedNames(ownText))
        for one in module { names.formUnion(imports(one)) }
        names.formUnion(location.dependencies)
        var files: [(file: String, source: String)] = []
        var warnings: [String] = []
        var checkedOut = Set<String>()
        var modules: [String: String] = [:]
        // Another target of the same Xcode project (`SwiftModuleProjectTargets`), read only when named.
        let projectTargets = ProjectTargets(location)
        // Step 7: the checked-out packages' targets, indexed only when a name needs them.
        var checkouts: CheckoutIndex?
        func checkoutTarget(_ name: String) -> Location? {
            guard !CompilationConditions.importable.contains(name), !modelled.contains(name),
                  location.root != nil || location.packagesDirectory != nil else { return nil }
            if checkouts == nil {
                checkouts = checkoutIndex(root: location.root, packages: location.packagesDirectory)
                warnings += checkouts?.warnings ?? []
            }
            return checkouts?.targets[name]
        }
        let direct = names.subtracting(location.dependencies)
        var missing = Set<String>()
        // Breadth first: the direct imports in name order, then theirs.
        var pending = names.sorted()
        var seen = Set(pending)
        while !pending.isEmpty {
            let name = pending.removeFirst()
            guard let target = location.packageTargets[name] ?? projectTargets.target(name) ?? checkoutTarget(name),
                  target.folder != location.folder || (target.files != nil && target.files != location.files) else {
                if direct.contains(name), location.packageTargets[name] == nil, !modelled.contains(name), let checkouts,
                   let warning = missingCheckoutWarning(name, index: checkouts, location: location, file: file, ownText: ownText, module: module),
                   missing.insert(warning.package).inserted {
                    warnings.append(warning.warning)
                }
                continue
            }
            let paths: [String]
            do throws(SceneError) { paths = try self.files(in: target, for: file) } catch {
                warnings.append("\(file): warning: the imported target \(name) is left out: \(error.message)")
                continue
            }
            var taken = bytes
            var tooLarge = false
            let read = try read(paths, skipping: "", walked: target.files == nil, bytes: &taken, cache: cache) { () throws(SceneError) in tooLarge = true }
            if tooLarge {
                warnings.append("\(file): warning: the imported target \(name) is left out: with it the module would hold more than \(maxScanBytes >> 20) MiB of Swift")
                continue
            }
            // A target that declares SwiftUI's own `View` protocol re-implements SwiftUI (this
            // repository's RenderSwiftUI, OpenSwiftUI): the renderer is its SwiftUI, so its
            // `Text` and `VStack` must not stand in for the real ones.
            if read.files.contains(where: { declaresViewProtocol($0.source) }) { continue }
            // A checked-out package's `public struct Text` (swift-markdown's) would hide
            // SwiftUI's in the whole module, where Swift sees it only in files that import it:
            // the files that declare one are left out, the target's others read.
            var kept = read.files
            if location.packageTargets[name] == nil {
                kept = read.files.filter { one in
                    guard let shadowed = shadowedSwiftUIName(one.source) else { return true }
                    warnings.append("\(file): warning: \(one.file) of the package target \(name) is not read: it declares \(shadowed), which would hide SwiftUI's \(shadowed) in the whole module; its names are unknown")
                    return false
                }
            }
            bytes = taken
            files += kept
            let moduleName = XcodeProject.c99Identifier(target.name ?? name)
            for one in kept { modules[one.file] = moduleName }
            if location.packageTargets[name] == nil { checkedOut.formUnion(kept.map(\.file)) }
            warnings += read.warnings
            var next = Set(target.dependencies)
            for one in kept { next.formUnion(imports(one)) }
            for other in next.sorted() where !seen.contains(other) {
                seen.insert(other)
                pending.append(other)
            }
        }
        return (files, warnings, checkedOut, modules)
    }

    /// Step 7's warning for an imported `name` of a package not checked out, placed at the
    /// first `import` of it (the rendered file's, else a module file's).
    private static func missingCheckoutWarning(_ name: String, index: CheckoutIndex, location: Location, file: String, ownText: String,
                                               module: [(file: String, source: String)]) -> (package: String, warning: String)? {
        var place = file
        if let found = importPlace(of: name, in: ownText) {
            place = "\(file):\(found.line):\(found.column)"
        } else {
            for other in module { if let found = importPlace(of: name, in: other.source) { place = "\(other.file):\(found.line):\(found.column)"; break } }
        }
        return missingPackageWarning(name, place: place, index: index, root: location.root)
    }

    /// The first `public` or `open` type `text` declares at file scope (an unindented
    /// `struct`/`class`/`enum`/`protocol`/`typealias`/`actor` line) whose name is one of
    /// SwiftUI's views or values the renderer knows (`Text`, `Image`, `Table`, `Color`): a
    /// dependency's type of that name. An internal one (Nuke's `typealias Color = UIColor`) is
    /// invisible to the importing module, so it hides nothing there.
    static func shadowedSwiftUIName(_ text: String) -> String? {
        let values: Set<Substring> = ["Color", "Font", "Image", "Text", "Gradient", "Angle", "Binding", "Alignment", "Edge"]
        for line in text.split(separator: "\n") where line.first.map({ $0 != " " && $0 != "\t" }) == true {
            var words = line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == ":" || $0 == "<" || $0 == "{" }).makeIterator()
            var word = words.next()
            var isPublic = false
            while let current = word, current.hasPrefix("@") || ["public", "open", "internal", "package", "final", "indirect"].contains(current) {
                if current == "public" || current == "open" { isPublic = true }
                word = words.next()
            }
            guard isPublic, let kind = word, ["struct", "class", "enum", "protocol", "typealias", "actor"].contains(kind), let name = words.next() else { continue }
            if values.contains(name) || Vocabulary.view(String(name)) != nil { return String(name) }
        }
        return nil
    }

    /// Whether `text` declares `protocol View` (any access level).
    static func declaresViewProtocol(_ text: String) -> Bool {
        text.split(separator: "\n").contains { line in
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard let index = words.firstIndex(of: "protocol"), index + 1 < words.count else { return false }
            return words[index + 1] == "View" || words[index + 1].hasPrefix("View:") || words[index + 1].hasPrefix("View{")
        }
    }

    /// The module names of `import M`, `@testable import M`, `import struct M.Name` lines.
    package static func importedNames(_ text: String) -> Set<String> {
        imports(text).imported
    }

    /// The modules `text` imports `@_exported` (a subset of `importedNames`).
    static func exportedNames(_ text: String) -> Set<String> {
        imports(text).exported
    }

    /// One pass over `text`'s import lines (`linesMentioningImport`): the modules it imports, and
    /// those of them it imports `@_exported` (`ModuleReach.files` reads both of every unreached
    /// file; `SwiftParseCache.imports` keeps them).
    package static func imports(_ text: String) -> ModuleImports {
        var found = ModuleImports()
        for line in linesMentioningImport(text) {
            var words = line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" })
            var exported = false
            while let first = words.first, first.hasPrefix("@") || ["public", "internal", "private", "fileprivate", "package"].contains(first) {
                if first == "@_exported" { exported = true }
                words.removeFirst()
            }
            guard words.first == "import", words.count >= 2 else { continue }
            let kinds: Set<Substring> = ["struct", "class", "enum", "protocol", "func", "var", "let", "typealias"]
            let path = words.count >= 3 && kinds.contains(words[1]) ? words[2] : words[1]
            guard let module = path.split(separator: ".").first else { continue }
            found.imported.insert(String(module))
            if exported { found.exported.insert(String(module)) }
        }
        return found
    }

    /// The lines of `text` that hold the bytes `import`, the only ones `importedNames` can take a
    /// name from. Found by a byte scan: splitting every line of a 500-file module into words was
    /// a third of a `render preview` edit's CPU (docs/performance.md, session 14).
    static func linesMentioningImport(_ text: String) -> [Substring] {
        var text = text
        let ranges: [Range<Int>] = text.withUTF8 { bytes in
            let pattern: [UInt8] = Array("import".utf8)
            func matches(at start: Int) -> Bool {
                var offset = 1
                while offset < pattern.count, bytes[start + offset] == pattern[offset] { offset += 1 }
                return offset == pattern.count
            }
            var found: [Range<Int>] = []
            var lineStart = 0
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\n") {
                    lineStart = index + 1
                } else if byte == pattern[0], index + pattern.count <= bytes.count, matches(at: index) {
                    var end = index + pattern.count
                    while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
                    found.append(lineStart..<end)
                    lineStart = end + 1
                    index = end
                }
                index += 1
            }
            return found
        }
        let utf8 = text.utf8
        return ranges.map { range in
            text[utf8.index(utf8.startIndex, offsetBy: range.lowerBound)..<utf8.index(utf8.startIndex, offsetBy: range.upperBound)]
        }
    }

    /// Reads `paths` (but `skipping`) as UTF-8 text, adding their sizes to `bytes`; `overBudget`
    /// runs (and reading stops) when `bytes` passes `maxScanBytes`. A file that cannot be read is a
    /// warning. `walked`: the paths come from `walk`, which skips symbolic links, so each
    /// resolves to a path with its own last name and only one named as `skipping` can be it
    /// (resolving every path was a twelfth of a `render preview` edit); an Xcode target's list
    /// is not walked, and each of its paths is resolved.
    private static func read(_ paths: [String], skipping: String, walked: Bool, bytes: inout Int, cache: SwiftParseCache? = nil,
                             overBudget: () throws(SceneError) -> Void) throws(SceneError) -> (files: [(file: String, source: String)], warnings: [String]) {
        let display = displayer()
        let skippedName = lastComponent(skipping)
        var result: [(file: String, source: String)] = []
        var warnings: [String] = []
        for path in paths {
            if !skipping.isEmpty, !walked || lastComponent(path) == skippedName {
                let resolved = resolvedPath(path)
                if resolved == skipping { continue }
            }
            let name = display(path)
            if let kept = cache?.keptText(file: name, path: path) {
                bytes += kept.utf8.count
                if bytes > maxScanBytes {
                    try overBudget()
                    return (result, warnings)
                }
                result.append((name, kept))
                continue
            }
            let problem: String
            let stamp = cache.flatMap { _ in SwiftParseCache.FileStamp(path: path) }
            switch readRegularFile(path, limit: maxFileBytes) {
            case .success(let data):
                bytes += data.count
                if bytes > maxScanBytes {
                    try overBudget()
                    return (result, warnings)
                }
                if let text = String(validating: data, as: UTF8.self) {
                    if let cache, let stamp { cache.keep(text: text, file: name, stamp: stamp) }
                    result.append((name, text))
                    continue
                }
                problem = "the file is not UTF-8 text"
            case .notRegular: problem = "not a regular file"
            case .tooLarge: problem = "the file is larger than \(maxFileBytes >> 20) MiB"
            case .unreadable(let reason): problem = "the file cannot be read (\(reason))"
            }
            warnings.append("\(display(path)): warning: \(problem); the file is left out of the module")
        }
        return (result, warnings)
    }

    /// The asset catalogs (`*.xcassets` folders) under the folder of `file`'s module, sorted
    /// (`AssetCatalog` step 1); none when the module is only the file.
    package static func catalogs(of file: String, choice: Choice) -> [String] {
        catalogs(in: location(of: file, choice: choice))
    }

    /// `catalogs(of:choice:)` in a module already located. Paths and `lstat`, as `walk`: the
    /// walk runs on every render of `render preview`, and URLs' resource values were most of it.
    package static func catalogs(in location: Location?) -> [String] {
        guard let location else { return [] }
        var result: [String] = []
        ModuleFolderWalk.walk(location.folder, limit: maxFiles) { path, name, isFolder in
            guard isFolder else { return false }
            if name.hasSuffix(".xcassets") { result.append(path); return false }
            return true
        }
        return result.sorted()
    }

    /// What follows a path's last `/` (NSString's `lastPathComponent` of a walked path, which
    /// has no trailing `/`, without bridging: it ran for each of a module's files).
    private static func lastComponent(_ path: String) -> Substring {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return path[...] }
        return path[path.utf8.index(after: slash)...]
    }

    /// A path as messages show it: relative to the working folder when inside it.
    private static func display(_ path: String) -> String { displayer()(path) }

    /// `display`, with the working folder read once (a module's files are displayed by the hundred).
    private static func displayer() -> (String) -> String {
        let current = FileManager.default.currentDirectoryPath
        let prefix = current.hasSuffix("/") ? current : current + "/"
        return { path in path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path }
    }
}

/// A file's imported module names, and those of them imported `@_exported`.
package struct ModuleImports: Equatable, Sendable {
    package var imported: Set<String> = []
    package var exported: Set<String> = []
}

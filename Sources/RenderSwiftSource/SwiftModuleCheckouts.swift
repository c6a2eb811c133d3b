import Foundation
import SwiftParser
import SwiftSyntax

/// Remote package dependencies, read from where SwiftPM or Xcode checked them out (issue 25:
/// Scrumdinger's `Puddles`, WeChat's `Kickstarter-Prelude` and `URLImage`, IceCubes' `NukeUI`).
///
/// 1. The checkouts folders, nearest first: `--packages DIR` (its `checkouts` subfolder when it
///    has one, as Xcode's `SourcePackages` does, else DIR itself); then, from the module's root
///    (its package's folder, or its Xcode project's) up to `/`, each folder's
///    `.build/checkouts` (`swift package resolve`) and `SourcePackages/checkouts`
///    (`xcodebuild -resolvePackageDependencies -clonedSourcePackagesDirPath SourcePackages`),
///    every one that exists.
/// 2. The packages expected: the pins of the `Package.resolved` files of the module's root and
///    the folders above it (`Package.resolved`, and an `.xcodeproj`'s or `.xcworkspace`'s
///    `xcshareddata/swiftpm/Package.resolved`), each an identity and a location. A pin's
///    checkout is the folder named as its location's last component without `.git` (SwiftPM's
///    name), or as its identity, in any case. With no pin found, every subfolder of a checkouts
///    folder that holds a `Package.swift` is a package.
/// 3. Each checked-out package's non-test targets (its manifest read as a local package's,
///    `packageTargets`) are the module's other targets by name, after the package's own and its
///    local packages', also under their C99 names (`Kickstarter-Prelude` is imported as
///    `Kickstarter_Prelude`). Only those the module imports are read (`SwiftModule` step 6),
///    breadth first through their own imports, within the module's `maxBytes`.
/// 4. An imported name that no target has, and that a manifest's `.product(name:package:)`,
///    an Xcode project's package product or a pin's identity ties to a package that is not
///    checked out, is one warning at its `import` naming the package and the command that
///    fetches it; its names stay unknown (placeholders), as before.
/// 5. A library the renderer models itself is never read from a checkout, nor reported
///    missing (`modelled`): swift-identified-collections' `IdentifiedArray` (its own source
///    would stand in for the model and run its `OrderedDictionary` storage), The Composable
///    Architecture and its `CasePaths` (`InterpreterTCA`: a store at rest), swift-overture's
///    `Overture` (`InterpreterOverture`: its generic `update` needs the type the result is
///    given to, which running its source would not find), as a target that
///    declares SwiftUI's `View` protocol is not read.
/// 6. Bounded: at most `maxCheckouts` packages and `maxPackages` manifests of names, each
///    manifest at most `maxManifestBytes` and within the nesting limits (else a warning naming
///    it); a `Package.resolved` at most `maxResolvedBytes`; at most 40 folders walked up; at
///    most `maxEntries / 10` entries of each folder listed, read one by one (`folderNames`).
///    The index is built only when the module imports a name that is neither an SDK framework
///    nor one of its package's targets, and kept while the folders' modification times stay.
extension SwiftModule {
    /// Checked-out packages read (IceCubes resolves 20; SwiftPM's own graph is about 30).
    static let maxCheckouts = 64
    /// Step 5: modules the renderer models, whose checked-out source it does not read.
    static let modelled: Set<String> = ["IdentifiedCollections", "ComposableArchitecture", "CasePaths", "Overture"]
    /// A `Package.resolved` is a few KB of JSON.
    static let maxResolvedBytes = 1 << 20

    /// What the checkouts hold, for one module (steps 1–4).
    struct CheckoutIndex {
        /// Target name (and C99 name) → its folder.
        var targets: [String: Location] = [:]
        /// Packages expected but not checked out: identity (lower case) → display name.
        var missing: [String: String] = [:]
        /// Product name → package identity (lower case), from the manifests and projects read.
        var products: [String: String] = [:]
        /// Warnings about manifests and `Package.resolved` files that could not be read.
        var warnings: [String] = []
        /// Whether any checkouts folder exists.
        var hasCheckouts = false
    }

    /// Step 1.
    static func checkoutFolders(root: String?, packages: String?) -> [String] {
        var result: [String] = []
        func isFolder(_ path: String) -> Bool {
            var info = stat()
            return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
        }
        if let packages {
            let absolute = URL(fileURLWithPath: packages).standardizedFileURL.path
            result.append(isFolder(absolute + "/checkouts") ? absolute + "/checkouts" : absolute)
        }
        guard let root else { return result }
        var folder = URL(fileURLWithPath: root).standardizedFileURL.path
        for _ in 0..<40 {
            let base = folder == "/" ? "" : folder
            for inner in ["/.build/checkouts", "/SourcePackages/checkouts"] where isFolder(base + inner) {
                result.append(base + inner)
            }
            if folder == "/" { break }
            folder = (folder as NSString).deletingLastPathComponent
        }
        return result
    }

    /// Step 2: the `Package.resolved` files of `root` and the folders above it.
    static func resolvedFiles(root: String) -> [String] {
        var result: [String] = []
        var folder = URL(fileURLWithPath: root).standardizedFileURL.path
        let manager = FileManager.default
        for _ in 0..<40 {
            let base = folder == "/" ? "" : folder
            if manager.fileExists(atPath: base + "/Package.resolved") { result.append(base + "/Package.resolved") }
            if holdsXcodeproj(folder) || manager.fileExists(atPath: base + "/Package.swift") {
                for name in folderNames(folder, cap: maxEntries / 10).sorted() {
                    let inner = name.hasSuffix(".xcodeproj") ? "/project.xcworkspace/xcshareddata/swiftpm/Package.resolved"
                        : name.hasSuffix(".xcworkspace") ? "/xcshareddata/swiftpm/Package.resolved" : nil
                    if let inner, manager.fileExists(atPath: base + "/" + name + inner) { result.append(base + "/" + name + inner) }
                }
            }
            if folder == "/" { break }
            folder = (folder as NSString).deletingLastPathComponent
        }
        return result
    }

    /// At most `cap` names of `folder`'s entries (without `.` and `..`), in the order the file
    /// system gives them, read one by one (`readdir`) and no further than the cap: a folder of
    /// millions of entries costs no more than one of `cap` (step 6). Empty when it cannot be read.
    static func folderNames(_ folder: String, cap: Int) -> [String] {
        guard cap > 0, let directory = opendir(folder) else { return [] }
        defer { closedir(directory) }
        var names: [String] = []
        while names.count < cap, let entry = readdir(directory) {
            let name = withUnsafeMutablePointer(to: &entry.pointee.d_name) { tuple in
                tuple.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: tuple.pointee)) { String(cString: $0) }
            }
            if name != ".", name != ".." { names.append(name) }
        }
        return names
    }

    /// A pin of a `Package.resolved` (versions 1, 2 and 3): its identity and its location.
    static func pins(resolved text: [UInt8]) -> [(identity: String, location: String)]? {
        guard let object = try? JSONSerialization.jsonObject(with: Data(text)) as? [String: Any] else { return nil }
        let list = (object["pins"] as? [[String: Any]]) ?? ((object["object"] as? [String: Any])?["pins"] as? [[String: Any]])
        guard let list else { return nil }
        return list.compactMap { pin in
            let location = (pin["location"] as? String) ?? (pin["repositoryURL"] as? String) ?? ""
            let identity = (pin["identity"] as? String) ?? (pin["package"] as? String) ?? checkoutName(location)
            return identity.isEmpty ? nil : (identity.lowercased(), location)
        }
    }

    /// SwiftPM's folder name for a package's location: its last component without `.git`.
    static func checkoutName(_ location: String) -> String {
        var last = location.split(separator: "/").last.map(String.init) ?? location
        if last.hasSuffix(".git") { last.removeLast(4) }
        return last
    }

    /// A module name as Swift spells a target's: characters other than letters, digits and `_`
    /// become `_` (`Kickstarter-Prelude` is `Kickstarter_Prelude`).
    static func c99Name(_ target: String) -> String {
        String(target.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
    }

    /// Steps 1–3 for a module whose root is `root`, with `--packages` `packages`.
    static func checkoutIndex(root: String?, packages: String?) -> CheckoutIndex {
        let folders = checkoutFolders(root: root, packages: packages)
        let key = folders.joined(separator: "\n") + "\u{0}" + (root ?? "")
        let stamp = folders.map(modificationTime)
        if let kept = CheckoutIndexCache.shared.index(key: key, stamp: stamp) { return kept }
        let index = makeCheckoutIndex(folders: folders, root: root)
        CheckoutIndexCache.shared.keep(index, key: key, stamp: stamp)
        return index
    }

    private static func modificationTime(_ path: String) -> Int {
        var info = stat()
        guard stat(path, &info) == 0 else { return 0 }
        return Int(info.st_mtim.tv_sec) &* 1_000_000_000 &+ Int(info.st_mtim.tv_nsec)
    }

    private static func makeCheckoutIndex(folders: [String], root: String?) -> CheckoutIndex {
        var index = CheckoutIndex()
        index.hasCheckouts = !folders.isEmpty
        let manager = FileManager.default
        let display = { (path: String) -> String in
            let current = FileManager.default.currentDirectoryPath + "/"
            return path.hasPrefix(current) ? String(path.dropFirst(current.count)) : path
        }
        // Each folder's entries by lower-cased name (a pin's checkout is matched in any case).
        var entries: [(folder: String, names: [String: String])] = []
        for folder in folders {
            let names = folderNames(folder, cap: maxEntries / 10)
            entries.append((folder, Dictionary(names.map { ($0.lowercased(), $0) }, uniquingKeysWith: { first, _ in first })))
        }
        func checkout(_ names: [String]) -> String? {
            for (folder, inside) in entries {
                for name in names { if let found = inside[name.lowercased()] { return folder + "/" + found } }
            }
            return nil
        }
        var packagesFound: [String] = []
        var pinned = false
        for resolved in root.map(resolvedFiles) ?? [] {
            guard case .success(let bytes) = readRegularFile(resolved, limit: maxResolvedBytes), let pins = pins(resolved: bytes) else {
                index.warnings.append("\(display(resolved)): warning: the file is not a Package.resolved the renderer can read; its pins are not used")
                continue
            }
            pinned = true
            for pin in pins {
                let name = checkoutName(pin.location)
                if let folder = checkout([name, pin.identity]) {
                    if !packagesFound.contains(folder) { packagesFound.append(folder) }
                } else if index.missing[pin.identity] == nil {
                    index.missing[pin.identity] = name.isEmpty ? pin.identity : name
                }
            }
        }
        if !pinned {
            for (folder, inside) in entries {
                for name in inside.values.sorted() where manager.fileExists(atPath: folder + "/" + name + "/Package.swift") {
                    packagesFound.append(folder + "/" + name)
                }
            }
        }
        // A package checked out under another pin's name is not missing.
        for folder in packagesFound { index.missing[(folder as NSString).lastPathComponent.lowercased()] = nil }
        for folder in packagesFound.prefix(maxCheckouts) {
            let manifest = folder + "/Package.swift"
            guard case .success(let bytes) = readRegularFile(manifest, limit: maxManifestBytes),
                  let text = String(validating: bytes, as: UTF8.self), NestingScan.firstTooDeep(text) == nil,
                  let targets = packageTargets(URL(fileURLWithPath: manifest)) else {
                index.warnings.append("\(display(manifest)): warning: the checked-out package's manifest cannot be read (not a regular UTF-8 file of at most \(maxManifestBytes >> 10) KiB within the nesting limits); its modules are unknown")
                continue
            }
            for (product, package) in productReferences(manifest: text) where index.products[product] == nil { index.products[product] = package }
            for (name, isTest, location) in targets where !isTest {
                for spelling in [name, c99Name(name)] where index.targets[spelling] == nil && manager.fileExists(atPath: location.folder) {
                    index.targets[spelling] = location
                }
            }
        }
        if packagesFound.count > maxCheckouts {
            index.warnings.append("\(display(folders[0])): warning: more than \(maxCheckouts) checked-out packages; only the first \(maxCheckouts) are read")
        }
        // The products the module's own manifests and projects name (step 4).
        if let root {
            for (product, package) in rootProductReferences(root: root) where index.products[product] == nil { index.products[product] = package }
        }
        return index
    }

    /// `.product(name: "NukeUI", package: "Nuke")` in a manifest: product → package (lower case).
    static func productReferences(manifest: String) -> [(product: String, package: String)] {
        var parser = Parser(manifest, maximumNestingLevel: SwiftProgram.maxNesting)
        let tree = SourceFileSyntax.parse(from: &parser)
        final class Finder: SyntaxVisitor {
            var found: [(product: String, package: String)] = []
            override func visit(_ call: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                func text(_ label: String) -> String? {
                    call.arguments.first(where: { $0.label?.text == label })?.expression.as(StringLiteralExprSyntax.self)?
                        .segments.compactMap { $0.as(StringSegmentSyntax.self)?.content.text }.joined()
                }
                if call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "product",
                   let product = text("name"), let package = text("package") {
                    found.append((product, package.lowercased()))
                }
                return .visitChildren
            }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(tree)
        return finder.found
    }

    /// The products named by the root's manifest and the local packages it names, or by the
    /// Xcode projects in the root (`XCSwiftPackageProductDependency`'s `productName` and the
    /// remote reference's repository).
    private static func rootProductReferences(root: String) -> [(product: String, package: String)] {
        var result: [(product: String, package: String)] = []
        var pending = [root + "/Package.swift"]
        var seen = Set(pending)
        var read = 0
        while !pending.isEmpty, read < maxPackages {
            let manifest = pending.removeFirst()
            read += 1
            guard case .success(let bytes) = readRegularFile(manifest, limit: maxManifestBytes),
                  let text = String(validating: bytes, as: UTF8.self), NestingScan.firstTooDeep(text) == nil else { continue }
            result += productReferences(manifest: text)
            let folder = (manifest as NSString).deletingLastPathComponent
            for path in localPackagePaths(manifest: text) where !path.isEmpty {
                let other = URL(fileURLWithPath: path.hasPrefix("/") ? path : folder + "/" + path).appendingPathComponent("Package.swift").standardizedFileURL.path
                if seen.insert(other).inserted { pending.append(other) }
            }
        }
        for name in folderNames(root, cap: maxEntries / 10).sorted() where name.hasSuffix(".xcodeproj") {
            guard case .success(let bytes) = readRegularFile(root + "/" + name + "/project.pbxproj", limit: XcodeProject.maxBytes),
                  let text = String(validating: bytes, as: UTF8.self) else { continue }
            result += projectProductReferences(text)
        }
        return result
    }

    /// An Xcode project's package products: each `XCSwiftPackageProductDependency` block's
    /// `productName` and the package of its `XCRemoteSwiftPackageReference "name"` comment.
    static func projectProductReferences(_ pbxproj: String) -> [(product: String, package: String)] {
        var result: [(product: String, package: String)] = []
        for block in pbxproj.components(separatedBy: "isa = XCSwiftPackageProductDependency;").dropFirst() {
            let body = block.prefix(while: { $0 != "}" })
            guard let productLine = body.split(separator: "\n").first(where: { $0.contains("productName = ") }) else { continue }
            let product = productLine.split(separator: "=").last.map { $0.trimmingCharacters(in: CharacterSet(charactersIn: " ;\t\"")) } ?? ""
            guard let reference = body.range(of: "XCRemoteSwiftPackageReference \"") else { continue }
            let package = body[reference.upperBound...].prefix(while: { $0 != "\"" })
            if !product.isEmpty, !package.isEmpty { result.append((product, package.lowercased())) }
        }
        return result
    }

    /// Step 4: the warning for `name`, imported at `place` (`file:line:column`), when a package
    /// that is not checked out provides it.
    static func missingPackageWarning(_ name: String, place: String, index: CheckoutIndex, root: String?) -> (package: String, warning: String)? {
        let identity = index.products[name] ?? name.lowercased()
        guard let package = index.missing[identity] ?? index.missing[identity.replacingOccurrences(of: "_", with: "-")] else { return nil }
        let folder = root ?? "the package's folder"
        let isProject = root.map { holdsXcodeproj($0) && !FileManager.default.fileExists(atPath: $0 + "/Package.swift") } ?? false
        let command = isProject
            ? "`xcodebuild -resolvePackageDependencies -clonedSourcePackagesDirPath SourcePackages` in \(folder), or name its checkouts with --packages DIR"
            : "`swift package resolve` in \(folder), or name its checkouts with --packages DIR"
        return (package, "\(place): warning: the package \(package) is not checked out, so the names of \(name) are unknown; fetch it with \(command)")
    }

    /// Where `import name` is in `text`: its 1-based line and column, if it is.
    static func importPlace(of name: String, in text: String) -> (line: Int, column: Int)? {
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard importedNames(String(line)).contains(name), let start = line.range(of: "import") else { continue }
            return (number + 1, line.distance(from: line.startIndex, to: start.lowerBound) + 1)
        }
        return nil
    }
}

/// Checkout indexes kept while their folders' modification times stay (`render preview`
/// re-renders, and the catalogs' second look in one render).
final class CheckoutIndexCache: @unchecked Sendable {
    static let shared = CheckoutIndexCache()
    private let lock = NSLock()
    private var kept: [String: (stamp: [Int], index: SwiftModule.CheckoutIndex)] = [:]

    func index(key: String, stamp: [Int]) -> SwiftModule.CheckoutIndex? {
        lock.lock()
        defer { lock.unlock() }
        guard let entry = kept[key], entry.stamp == stamp else { return nil }
        return entry.index
    }

    func keep(_ index: SwiftModule.CheckoutIndex, key: String, stamp: [Int]) {
        lock.lock()
        defer { lock.unlock() }
        if kept.count > 64 { kept.removeAll() }
        kept[key] = (stamp, index)
    }
}

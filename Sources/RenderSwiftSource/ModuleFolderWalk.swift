import Foundation

/// The walk over a module's folder that finds what it ships beside its sources: asset
/// catalogs, string tables, bundle resources. One walk, so all three skip the same folders.
///
/// 1. Breadth first from the module's folder, names in sorted order, so the shallowest match
///    comes first and the order does not depend on the file system.
/// 2. Left out: hidden names, the build and dependency folders (`SwiftModule.skipped`:
///    `.build`, `Pods`, `Carthage`, `DerivedData`, `SourcePackages`, `node_modules`, `build`), and folders below
///    the root that are a package or project of their own (a `Package.swift` or an
///    `.xcodeproj` inside): their resources are not this module's.
/// 3. A folder is entered only when `visit` says so (an `.xcassets` is a catalog, not a place to
///    look further); symbolic links to folders are not followed, to files they are.
/// 4. At most `limit` folders are read.
enum ModuleFolderWalk {
    /// An entry met: its path, its name, and whether it is a folder.
    typealias Visit = (_ path: String, _ name: String, _ isFolder: Bool) -> Bool

    static func walk(_ folder: String, limit: Int, visit: Visit) {
        let manager = FileManager.default
        let root = URL(fileURLWithPath: folder).standardizedFileURL.path
        var pending = [root]
        var next = 0
        while next < pending.count, next < limit {
            let current = pending[next]
            next += 1
            let names = ((try? manager.contentsOfDirectory(atPath: current)) ?? []).sorted()
            if current != root, names.contains(where: { $0 == "Package.swift" || $0.hasSuffix(".xcodeproj") }) { continue }
            for name in names where !name.hasPrefix(".") && !SwiftModule.skipped.contains(name) {
                let path = current == "/" ? "/" + name : current + "/" + name
                var info = stat()
                guard lstat(path, &info) == 0 else { continue }
                switch info.st_mode & S_IFMT {
                case S_IFDIR:
                    if visit(path, name, true) { pending.append(path) }
                case S_IFREG:
                    _ = visit(path, name, false)
                case S_IFLNK:
                    if stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG { _ = visit(path, name, false) }
                default:
                    continue
                }
            }
        }
    }
}

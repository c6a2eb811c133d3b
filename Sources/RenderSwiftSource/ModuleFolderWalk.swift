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
        let root = URL(fileURLWithPath: folder).standardizedFileURL.path
        var pending = [root]
        var next = 0
        while next < pending.count, next < limit {
            let current = pending[next]
            next += 1
            let entries = Self.entries(current).sorted { $0.name < $1.name }
            if current != root, entries.contains(where: { $0.name == "Package.swift" || $0.name.hasSuffix(".xcodeproj") }) { continue }
            for (name, type) in entries where !name.hasPrefix(".") && !SwiftModule.skipped.contains(name) {
                let path = current == "/" ? "/" + name : current + "/" + name
                switch kind(path, type) {
                case S_IFDIR:
                    if visit(path, name, true) { pending.append(path) }
                case S_IFREG:
                    _ = visit(path, name, false)
                case S_IFLNK:
                    var info = stat()
                    if stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG { _ = visit(path, name, false) }
                default:
                    continue
                }
            }
        }
    }

    /// A folder's entries (without `.` and `..`, as `contentsOfDirectory` names them) with the
    /// kind `readdir` gives: the catalogs' and string tables' walks run on every load of
    /// `render preview`, and an `lstat` of each of a module's files was most of them. Empty when
    /// the folder cannot be read.
    private static func entries(_ folder: String) -> [(name: String, type: UInt8)] {
        guard let directory = opendir(folder) else { return [] }
        defer { closedir(directory) }
        var result: [(name: String, type: UInt8)] = []
        while let entry = readdir(directory) {
            let name = withUnsafeMutablePointer(to: &entry.pointee.d_name) { tuple in
                tuple.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: tuple.pointee)) { String(cString: $0) }
            }
            if name != ".", name != ".." { result.append((name, entry.pointee.d_type)) }
        }
        return result
    }

    /// The entry's kind as `lstat` gives it (`S_IFDIR`, `S_IFREG`, `S_IFLNK`, …): from `readdir`'s
    /// type where the file system gives one, else from `lstat`; 0 when it cannot be read.
    private static func kind(_ path: String, _ type: UInt8) -> mode_t {
        switch Int32(type) {
        case Int32(DT_DIR): return S_IFDIR
        case Int32(DT_REG): return S_IFREG
        case Int32(DT_LNK): return S_IFLNK
        default:
            var info = stat()
            guard lstat(path, &info) == 0 else { return 0 }
            return info.st_mode & S_IFMT
        }
    }
}

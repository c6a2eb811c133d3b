import Foundation

extension SwiftModule {
    /// The asset catalogs a render reads: the module's own (`catalogs(in:)`), then those of the
    /// other targets whose Swift the module read (`files`: an imported local package's target,
    /// such as Food Truck's `FoodTruckKit`, whose `Image("dough/plain-thumb", bundle: .module)`
    /// names its own catalog). Names are looked up in this order, the module's winning
    /// (`AssetCatalog` step 1; decision: a package's `bundle: .module` is not told apart from
    /// the app's). Then those of the checked-out packages' targets whose Swift was read.
    package static func catalogs(in location: Location?, files: [(file: String, source: String)]) -> [String] {
        guard let location else { return [] }
        var result = catalogs(in: location)
        // The files' standardized paths, made only when another target or a checkout could be
        // among them (a URL for each of a 500-file module's files on every `render preview` edit).
        var standardized: [String]?
        func read() -> [String] {
            if let standardized { return standardized }
            let paths = files.map { URL(fileURLWithPath: $0.file).standardizedFileURL.path }
            standardized = paths
            return paths
        }
        for name in location.packageTargets.keys.sorted() {
            guard let target = location.packageTargets[name], target.folder != location.folder else { continue }
            let folder = URL(fileURLWithPath: target.folder).standardizedFileURL.path
            let prefix = folder.hasSuffix("/") ? folder : folder + "/"
            guard read().contains(where: { $0.hasPrefix(prefix) }) else { continue }
            for catalog in catalogs(in: Location(folder: folder)) where !result.contains(catalog) { result.append(catalog) }
        }
        // The checked-out packages' targets whose Swift was read (`SwiftModuleCheckouts`), after the module's own.
        let checkouts = checkoutFolders(root: location.root, packages: location.packagesDirectory).map { $0.hasSuffix("/") ? $0 : $0 + "/" }
        guard !checkouts.isEmpty, read().contains(where: { path in checkouts.contains { path.hasPrefix($0) } }) else { return result }
        let index = checkoutIndex(root: location.root, packages: location.packagesDirectory)
        for name in index.targets.keys.sorted() {
            guard let target = index.targets[name] else { continue }
            let folder = URL(fileURLWithPath: target.folder).standardizedFileURL.path
            let prefix = folder.hasSuffix("/") ? folder : folder + "/"
            guard read().contains(where: { $0.hasPrefix(prefix) }) else { continue }
            for catalog in catalogs(in: Location(folder: folder)) where !result.contains(catalog) { result.append(catalog) }
        }
        return result
    }
}

import Foundation

extension XcodeProject.Project {
    /// The folders `Bundle.main`'s string tables are read from for a local package the project
    /// names (`SwiftModule.hostAppFolders`): the app's resources, not the project's whole folder,
    /// whose extensions and widgets have tables of their own (IceCubes' action extension's
    /// `InfoPlist.strings`, its notifications' copy of the catalog).
    ///
    /// 1. The app is the application target (`productType =
    ///    "com.apple.product-type.application"`) that depends on the package: one of its
    ///    `packageProductDependencies` is a product named as the package's folder (IceCubes'
    ///    `Account` of `Packages/Account`) or a product of the local package reference whose
    ///    `relativePath` is the package's path. Else the project's first application target;
    ///    none: no folders.
    /// 2. Its folders are each synchronized folder (`fileSystemSynchronizedGroups`: Xcode 16
    ///    copies their tables as resources; exceptions are not read, as for sources), then for
    ///    each `.strings`, `.stringsdict` or `.xcstrings` of its resources build phase the folder
    ///    holding it: a variant group's own folder (the one holding `en.lproj/…`), a file's
    ///    folder, or the folder above it when that is a `.lproj`.
    /// 3. In that order, each once; a folder inside one listed before is left out (its tables
    ///    are read with it).
    func appResourceFolders(dependingOn package: String) -> [String] {
        // Step 1.
        let apps = targetIDs.filter { objects[$0]?["productType"] as? String == "com.apple.product-type.application" }
        let productName = (package as NSString).lastPathComponent
        func dependsOnPackage(_ id: String) -> Bool {
            (objects[id]?["packageProductDependencies"] as? [String] ?? []).contains { dependency in
                guard let product = objects[dependency] else { return false }
                if product["productName"] as? String == productName { return true }
                guard let reference = (product["package"] as? String).flatMap({ objects[$0] }) else { return false }
                return reference["relativePath"] as? String == package
            }
        }
        guard let app = apps.first(where: dependsOnPackage) ?? apps.first, let target = objects[app] else { return [] }
        // Step 2.
        var folders: [String] = []
        for groupID in target["fileSystemSynchronizedGroups"] as? [String] ?? [] {
            if let url = path(of: groupID) { folders.append(url.path) }
        }
        let tableExtensions: Set<String> = ["strings", "stringsdict", "xcstrings"]
        for phaseID in target["buildPhases"] as? [String] ?? [] {
            guard let phase = objects[phaseID], phase["isa"] as? String == "PBXResourcesBuildPhase" else { continue }
            for buildFileID in phase["files"] as? [String] ?? [] {
                guard let reference = objects[buildFileID]?["fileRef"] as? String, let object = objects[reference],
                      let name = object["name"] as? String ?? object["path"] as? String,
                      tableExtensions.contains((name as NSString).pathExtension), let url = path(of: reference) else { continue }
                if object["isa"] as? String == "PBXVariantGroup" {
                    // Its `name` is the table's; its folder is the group it sits in.
                    folders.append(object["path"] == nil ? url.path : url.deletingLastPathComponent().path)
                    continue
                }
                var folder = url.deletingLastPathComponent()
                if folder.pathExtension == "lproj" { folder = folder.deletingLastPathComponent() }
                folders.append(folder.path)
            }
        }
        // Step 3.
        var kept: [String] = []
        for folder in folders where !kept.contains(where: { folder == $0 || folder.hasPrefix($0 + "/") }) { kept.append(folder) }
        return kept
    }
}

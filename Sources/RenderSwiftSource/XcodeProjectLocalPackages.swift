import Foundation

/// Local packages an Xcode project names by path, wherever they are (compound-ios' `Inspector`
/// app: `Inspector/Inspector.xcodeproj` builds against the `Compound` package of the folder
/// above it, `compound-ios/Package.swift`, and imports `Compound`).
///
/// 1. A project names a local package by an `XCLocalSwiftPackageReference` (Xcode 15 and
///    later: `relativePath = ../Core;`) or, as older projects do, by a file reference of type
///    `wrapper` to the package's folder (the folder dragged into the project: `path = ..;`).
///    Either path is resolved against the project's folder (`Project.path(of:)` for a file
///    reference, its group included); a folder without a `Package.swift` is not one.
/// 2. The non-test targets of each such package, then of the local packages its manifest names
///    (`SwiftModule.localDependencyTargets`), join the project's local package targets (those
///    in its folder, `localPackageTargets`, come first: the first to declare a name wins).
///    Which of them are read is step 6 of `SwiftModule`: the ones imported.
extension XcodeProject.Project {
    /// Step 1: each referenced package's manifest, in the project's object order (sorted ids).
    var referencedPackageManifests: [URL] {
        var manifests: [URL] = []
        for id in objects.keys.sorted() {
            guard let object = objects[id] else { continue }
            var folder: URL?
            switch object["isa"] as? String {
            case "XCLocalSwiftPackageReference":
                folder = (object["relativePath"] as? String).map { projectFolder.appendingPathComponent($0).standardizedFileURL }
            case "PBXFileReference" where object["lastKnownFileType"] as? String == "wrapper":
                folder = path(of: id)
            default: continue
            }
            guard let manifest = folder?.appendingPathComponent("Package.swift"),
                  FileManager.default.fileExists(atPath: manifest.path), !manifests.contains(manifest) else { continue }
            manifests.append(manifest)
        }
        return manifests
    }
}

extension SwiftModule {
    /// Step 2: `packages` with the targets of the packages `project` references added.
    static func addingReferencedPackages(of project: XcodeProject.Project, to packages: [String: Location]) -> [String: Location] {
        var result = packages
        for manifest in project.referencedPackageManifests.prefix(maxPackages) {
            for (name, isTest, location) in packageTargets(manifest) ?? [] where !isTest && result[name] == nil {
                if FileManager.default.fileExists(atPath: location.folder) { result[name] = location }
            }
            for (name, location) in localDependencyTargets(of: manifest) where result[name] == nil { result[name] = location }
        }
        return result
    }
}

import Foundation

/// Another target of the same Xcode project, found by the name an `import` gives it (issue 25:
/// Home Assistant's app files `import Shared`, its `Shared-iOS` framework target, for
/// `HealthKitMetric`; docs/swift-input.md, "The module", step 4).
///
/// 1. Only for a module found through an `.xcodeproj` (`Location.xcodeProjects`), and only for a
///    name that is not an SDK framework's, a library the renderer models, or a target of the
///    local packages beside the project (those are found first, by their manifests).
/// 2. The projects beside the module are read once (`XcodeProject.Project`), in name order; those
///    `location(of:)` read to find the file's target are not read again
///    (`XcodeProject.ReadProjects`). The first non-test target whose module name is the imported
///    name is it, and its files are the files it compiles (`XcodeProject` steps 2 and 4). Its
///    files' module name is that name.
/// 3. A project that cannot be read (no `project.pbxproj`, past the limits): the folder beside
///    the module's own folder named as the module (`<root>/Shared` beside `<root>/App`), read
///    as a folder module is, when it exists and does not hold the module's own folder (decision:
///    that is where Xcode's templates put a framework target's sources).
/// 4. Not found: the name goes on to the checked-out packages (`SwiftModuleCheckouts`).
/// What is read of it is lazy as the module's own files are (`ModuleReach`): every file is
/// scanned, only those the rendered file reaches are parsed.
extension SwiftModule {
    /// The projects of `location` read, once per `sources` call.
    final class ProjectTargets {
        let location: Location
        private var projects: [XcodeProject.Project]?

        init(_ location: Location) { self.location = location }

        /// Steps 1–3 for `name`; nil when none of them finds it.
        func target(_ name: String) -> Location? {
            guard !location.xcodeProjects.isEmpty, !CompilationConditions.importable.contains(name),
                  !SwiftModule.modelled.contains(name) else { return nil }
            if projects == nil {
                projects = location.xcodeProjects.compactMap { location.readProjects.project($0) }
            }
            for project in projects ?? [] {
                if let files = XcodeProject.target(project, module: name) {
                    return Location(folder: project.projectFolder.path, files: files, root: location.root, name: name)
                }
            }
            // Step 3: only where no project could be read (a readable one that lacks the name
            // says the folder is not that module).
            guard projects?.isEmpty == true, location.files == nil, let root = location.root else { return nil }
            let folder = URL(fileURLWithPath: root).appendingPathComponent(name).standardizedFileURL.path
            var info = stat()
            guard folder != location.folder, lstat(folder, &info) == 0, info.st_mode & S_IFMT == S_IFDIR,
                  !location.folder.hasPrefix(folder + "/") else { return nil }
            return Location(folder: folder, root: root, name: name)
        }
    }
}

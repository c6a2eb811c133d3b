import Foundation

extension SwiftModule {
    /// How many folders above a local package's folder its app's project is looked for:
    /// IceCubes' `Packages/Account` is one below `IceCubesApp.xcodeproj`'s folder (the three
    /// levels `localPackageTargets` looks down, plus one). Mlem's `Mlem/Packages/Icons` is two
    /// below, but its project names the packages only through a synchronized group (`path =
    /// Packages` inside the group `Mlem`), a chain step 2 does not follow: Mlem's packages
    /// have no app (decision: no corpus row is one of their files).
    package static let hostAppLevels = 4

    /// The folder of the project of the app a local package's code runs in, whose main bundle
    /// `Bundle.main` is (a package's `Text("account.posts")` without `bundle:` looks its key up
    /// there, in the app's string tables, as on an iPhone):
    ///
    /// 1. Only a package's module: `location.root` holds the `Package.swift` of the target
    ///    the file is in (an Xcode module's root holds its `.xcodeproj`; `--module DIR` has none).
    /// 2. From the package folder's parent up, at most `hostAppLevels` folders: the first
    ///    folder holding an `.xcodeproj` whose `project.pbxproj` names the package folder by
    ///    its path from that folder, as a file reference (`path = Packages/Account;`) or a
    ///    local package reference (`relativePath = Packages/Account;`), quoted or not.
    ///    A project that does not name it (a package in a repository of several apps, an
    ///    example app beside it) is passed by: the package is then no app's.
    /// 3. The answer is that folder and the project's `.xcodeproj` path; nil when none is found
    ///    (the package alone, as `swift build` builds it, has no app).
    package static func hostApp(of location: Location?) -> String? {
        hostAppProject(of: location)?.folder
    }

    /// The folders of `Bundle.main`'s string tables for a local package's module: the
    /// resource folders of its app's application target (`XcodeProject.Project.appResourceFolders`,
    /// of the project `hostApp` finds), not the whole folder of the project, which holds the
    /// extensions' and widgets' tables too. Empty when the package has no app or the project
    /// has no application target.
    package static func hostAppFolders(of location: Location?) -> [String] {
        guard let found = hostAppProject(of: location),
              let project = XcodeProject.Project(URL(fileURLWithPath: found.project)) else { return [] }
        return project.appResourceFolders(dependingOn: found.package)
    }

    /// Steps 1–3: the app's folder, its project and the package's path from that folder.
    static func hostAppProject(of location: Location?) -> (folder: String, project: String, package: String)? {
        guard let location, location.xcodeProjects.isEmpty, location.files == nil, let root = location.root else { return nil }
        var info = stat()
        guard stat(root + "/Package.swift", &info) == 0 else { return nil }
        let package = standardComponents(root)
        var folder = package
        for _ in 0..<hostAppLevels {
            guard !folder.isEmpty else { return nil }
            folder.removeLast()
            let path = "/" + folder.joined(separator: "/")
            guard holdsXcodeproj(path) else { continue }
            let relative = package.dropFirst(folder.count).joined(separator: "/")
            let names = ["path = \(relative);", "path = \"\(relative)\";", "relativePath = \(relative);", "relativePath = \"\(relative)\";"]
            let projects = ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).filter { $0.hasSuffix(".xcodeproj") }.sorted()
            for project in projects {
                guard case .success(let bytes) = readRegularFile(path + "/" + project + "/project.pbxproj", limit: XcodeProject.maxBytes),
                      let text = String(validating: bytes, as: UTF8.self) else { continue }
                if names.contains(where: { text.contains($0) }) { return (path, path + "/" + project, relative) }
            }
        }
        return nil
    }
}

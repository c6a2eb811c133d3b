import Foundation
import RenderLayout
import RenderScene

import RenderSwiftUI

/// The files of a goldens folder: `DIR/__goldens__/NAME.png`, `NAME.layout.json`,
/// `environment.json`, and `DIR/__failures__/NAME.actual.png`, `.diff.png`, `.side-by-side.png`,
/// `.actual.layout.json`, `index.html`. Paths are built from `directory` as given, so messages
/// show them the way the user wrote the folder.
package struct GoldenStore {
    package let directory: String
    /// Leave an emptied `__failures__` in place when one scene's files go: a whole-folder
    /// check checks scenes on several threads (one may be writing there) and tidies at the end.
    package var keepsFailuresFolder = false

    package init(directory: String) {
        var trimmed = directory
        while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed.removeLast() }
        self.directory = trimmed.isEmpty ? "." : trimmed
    }

    package static let goldensFolder = "__goldens__"
    package static let failuresFolder = "__failures__"

    private func join(_ parts: String...) -> String {
        ([directory == "/" ? "" : directory] + parts).joined(separator: "/")
    }

    package var goldens: String { join(Self.goldensFolder) }
    package var failures: String { join(Self.failuresFolder) }
    package var environment: String { join(Self.goldensFolder, EnvironmentFingerprint.fileName) }
    package var report: String { join(Self.failuresFolder, "index.html") }

    package func goldenImage(_ name: String) -> String { join(Self.goldensFolder, name + ".png") }
    package func goldenLayout(_ name: String) -> String { join(Self.goldensFolder, name + ".layout.json") }

    /// Names that have a golden image or layout dump.
    package func goldenNames() -> Set<String> {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: goldens)) ?? []
        return Set(entries.compactMap { entry -> String? in
            for suffix in [".layout.json", ".png"] where entry.hasSuffix(suffix) { return String(entry.dropLast(suffix.count)) }
            return nil
        })
    }

    package enum FailureKind: String, CaseIterable {
        case actual = ".actual.png"
        case actualLayout = ".actual.layout.json"
        case diff = ".diff.png"
        case sideBySide = ".side-by-side.png"
    }

    /// A problem when a file made from `name` (the longest, `NAME.actual.layout.json`) would
    /// exceed NAME_MAX, 255 bytes.
    package static func nameTooLong(_ name: String) -> String? {
        let longest = FailureKind.actualLayout.rawValue.utf8.count
        guard name.utf8.count + longest > 255 else { return nil }
        return "the scene's name is \(name.utf8.count) bytes; its golden and failure files (NAME\(FailureKind.actualLayout.rawValue)) need a name of at most \(255 - longest) bytes: rename the scene"
    }

    package func failure(_ name: String, _ kind: FailureKind) -> String { join(Self.failuresFolder, name + kind.rawValue) }

    /// A golden's bytes; nil when there is no such file. Throws when the file exists but
    /// cannot be read (permissions, a folder in its place, an I/O error).
    package func readGolden(_ path: String) throws(GoldenReadError) -> [UInt8]? {
        var info = stat()
        if lstat(path, &info) != 0 {
            if errno == ENOENT { return nil }
            throw GoldenReadError(path: path, reason: String(cString: strerror(errno)))
        }
        do {
            return try BoundedRead.read(path: path, limit: SceneLimits.maxImageFileBytes)
        } catch {
            switch error {
            case .tooLarge: throw GoldenReadError(path: path, reason: "larger than \(SceneLimits.maxImageFileBytes >> 20) MiB")
            case .unreadable(let reason): throw GoldenReadError(path: path, reason: reason)
            }
        }
    }

    package struct GoldenReadError: Error, CustomStringConvertible {
        package var path: String
        package var reason: String
        package var description: String {
            "cannot read the golden \(path): \(reason); it is neither compared nor recorded over (fix or delete it)"
        }
    }

    /// Creates `path` and its parents; the error names the folder and the reason in words.
    package func makeDirectory(_ path: String) throws(OutputFile.WriteError) {
        var components: [String] = []
        var current = path
        while !current.isEmpty && current != "/" && current != "." {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: current, isDirectory: &isDirectory) {
                guard isDirectory.boolValue else { throw OutputFile.WriteError(path: current, reason: "it is a file, not a folder") }
                break
            }
            components.append(current)
            current = (current as NSString).deletingLastPathComponent
        }
        for folder in components.reversed() where mkdir(folder, 0o755) != 0 && errno != EEXIST {
            throw OutputFile.WriteError(path: folder, reason: String(cString: strerror(errno)))
        }
    }

    package func removeFailureFiles(of name: String) {
        for kind in FailureKind.allCases { try? FileManager.default.removeItem(atPath: failure(name, kind)) }
        if !keepsFailuresFolder { removeFailuresFolderIfEmpty() }
    }

    /// Removes failure files of every scene not in `failing` (stale ones), the report when
    /// nothing fails, and the folder when it is empty. With `scope` (a shard's scenes) only
    /// those scenes' files are looked at, and the report goes only when no failure file is left;
    /// `owned`: the names this run answers for (a variant run leaves the others' files).
    package func removeStaleFailures(keeping failing: Set<String>, scope: Set<String>? = nil, owned: (String) -> Bool = { _ in true }) {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: failures) else { return }
        var othersLeft = false
        for entry in entries where entry != "index.html" {
            guard let kind = FailureKind.allCases.first(where: { entry.hasSuffix($0.rawValue) }) else { continue }
            let name = String(entry.dropLast(kind.rawValue.count))
            if !owned(name) || (scope.map { !$0.contains(name) } ?? false) {
                othersLeft = true
            } else if !failing.contains(name) {
                try? FileManager.default.removeItem(atPath: join(Self.failuresFolder, entry))
            }
        }
        if failing.isEmpty && !othersLeft && entries.contains("index.html") {
            try? FileManager.default.removeItem(atPath: join(Self.failuresFolder, "index.html"))
        }
        removeFailuresFolderIfEmpty()
    }

    private func removeFailuresFolderIfEmpty() {
        if let entries = try? FileManager.default.contentsOfDirectory(atPath: failures), entries.isEmpty {
            try? FileManager.default.removeItem(atPath: failures)
        }
    }

    // MARK: The environment fingerprint

    package struct EnvironmentOutcome {
        /// Differences from the stored fingerprint still worth a warning.
        package var changes: [String] = []
        /// What was done with the file, if anything worth saying.
        package var note: String?
        package var writeFailed = false
    }

    /// Compares `current` with `environment.json` and writes it as the record mode allows:
    ///
    /// - no file: written when the mode records missing goldens;
    /// - differs only by fonts the file lacks (a new scene using a new font): merged in when the
    ///   mode records missing goldens;
    /// - anything else differs: replaced (`replace`, a whole-folder `--record failed|all`) or
    ///   merged (a single-scene `--record failed|all`); otherwise left alone, because it still
    ///   describes the goldens already there, and the difference is reported.
    package func reconcileEnvironment(_ current: EnvironmentFingerprint, complete: Bool, record: RecordMode,
                              replace: Bool) -> EnvironmentOutcome {
        var outcome = EnvironmentOutcome()
        func write(_ fingerprint: EnvironmentFingerprint, _ note: String) {
            do {
                try makeDirectory(goldens)
                try OutputFile.write(Array(fingerprint.json.utf8), to: environment)
                outcome.note = note
            } catch {
                outcome.writeFailed = true
                outcome.note = "cannot write \(environment): \(error)"
            }
        }
        switch EnvironmentFingerprint.load(from: environment) {
        case .absent:
            if record.recordsMissing {
                write(current, "recorded the environment fingerprint in \(environment)")
            } else {
                outcome.note = "no environment fingerprint (\(environment)); it is written when goldens are recorded"
            }
        case .invalid(let reason):
            outcome.changes = [reason]
            if record.recordsMissing { write(current, "rewrote \(environment)") }
        case .present(let stored):
            let changes = current.differences(from: stored, complete: complete)
            guard !changes.isEmpty else { return outcome }
            if current.onlyAdds(to: stored) && record.recordsMissing {
                let added = current.fonts.keys.filter { stored.fonts[$0] == nil }.sorted()
                let merged = current.merged(into: stored)
                if merged != stored { write(merged, "added \(added.joined(separator: ", ")) to \(environment)") }
                outcome.changes = changes.filter { line in !added.contains { line.hasPrefix("font \($0) is used now") } }
            } else if record.recordsFailed {
                outcome.changes = changes
                write(replace ? current : current.merged(into: stored), "updated \(environment) (--record \(record))")
            } else {
                outcome.changes = changes
                outcome.note = "\(environment) left as it is: it describes the goldens already recorded; "
                    + "re-record them with --record failed (or all) to update it"
            }
        }
        return outcome
    }
}

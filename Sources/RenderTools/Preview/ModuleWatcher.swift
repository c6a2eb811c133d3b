import Foundation
import RenderSwiftSource
#if canImport(Glibc)
import Glibc
#endif

/// Watches folders of Swift files for saves by polling (docs/live-preview.md says why not
/// inotify): every `interval`, `stat` each known file and folder.
///
/// 1. A file's fingerprint is its modification time (nanoseconds), size and inode: an editor
///    that saves by writing a new file and renaming it over the old one changes the inode even
///    within one clock tick.
/// 2. A folder's modification time changes when a file is added, removed or renamed in it;
///    only then is it listed again (hidden folders, `.build` and the like, and symbolic links
///    are skipped, as `SwiftModule` skips them).
/// 3. A change is reported once the files have been still for `settle` (a save in several
///    writes, or a burst of saves, is one change), and at the latest `maxWait` after the first
///    change seen, so that saves without pause still show: the latest state wins.
package final class ModuleWatcher: @unchecked Sendable {
    private struct Stamp: Equatable {
        var seconds: Int
        var nanoseconds: Int
        var size: Int
        var inode: UInt
    }

    package let roots: [String]
    package var interval: TimeInterval = 0.05
    package var settle: TimeInterval = 0.045
    package var maxWait: TimeInterval = 0.3
    private var files: [String: Stamp] = [:]
    private var folders: [String: Stamp] = [:]
    private struct Listing {
        var folders: [String] = []
        var files: [String] = []
    }
    private var listings: [String: Listing] = [:]

    package init(roots: [String]) {
        self.roots = Array(Set(roots)).sorted()
        _ = scan()
    }

    /// The Swift files watched now.
    package var watchedFiles: [String] { files.keys.sorted() }

    /// Blocks until a change has settled, then returns; `stop()` ends it with false.
    package func waitForChange(stop: () -> Bool) -> Bool {
        var firstChange: Date?
        var lastChange = Date()
        while !stop() {
            Thread.sleep(forTimeInterval: interval)
            let now = Date()
            if scan() {
                firstChange = firstChange ?? now
                lastChange = now
            }
            if let first = firstChange,
               now.timeIntervalSince(lastChange) >= settle || now.timeIntervalSince(first) >= maxWait {
                return true
            }
        }
        return false
    }

    /// Stats everything known, lists folders that changed; true when anything did.
    @discardableResult
    package func scan() -> Bool {
        var seenFolders: [String: Stamp] = [:]
        var seenFiles: [String: Stamp] = [:]
        var seenListings: [String: Listing] = [:]
        var pending = roots
        while let folder = pending.popLast() {
            guard let stamp = Self.stamp(folder), seenFolders[folder] == nil else { continue }
            seenFolders[folder] = stamp
            var listing = Listing()
            if folders[folder] == stamp, let known = listings[folder] {
                // Unchanged folder: its entries are the known ones.
                listing = known
            } else {
                // Listed again: its entries changed (or it is new).
                for name in ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted() {
                    if name.hasPrefix(".") || Self.skipped.contains(name) { continue }
                    let path = folder + "/" + name
                    var info = stat()
                    guard lstat(path, &info) == 0 else { continue }
                    let kind = info.st_mode & S_IFMT
                    if kind == S_IFDIR {
                        listing.folders.append(path)
                    } else if kind == S_IFREG, name.hasSuffix(".swift") {
                        listing.files.append(path)
                    }
                }
            }
            seenListings[folder] = listing
            pending.append(contentsOf: listing.folders)
            for file in listing.files {
                if let stamp = Self.stamp(file) { seenFiles[file] = stamp }
            }
            if seenFiles.count > SwiftModule.maxFiles { break }
        }
        // A root that is a file.
        for root in roots where seenFolders[root] == nil {
            if let stamp = Self.stamp(root) { seenFiles[root] = stamp }
        }
        let changed = seenFiles != files
        files = seenFiles
        folders = seenFolders
        listings = seenListings
        return changed
    }

    private static let skipped: Set<String> = [".build", "Pods", "Carthage", "DerivedData", "node_modules", "build"]

    private static func stamp(_ path: String) -> Stamp? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        let kind = info.st_mode & S_IFMT
        guard kind == S_IFDIR || kind == S_IFREG else { return nil }
        return stamp(info)
    }

    private static func stamp(_ info: stat) -> Stamp {
        Stamp(seconds: Int(info.st_mtim.tv_sec), nanoseconds: Int(info.st_mtim.tv_nsec), size: Int(info.st_size), inode: UInt(info.st_ino))
    }
}

import Foundation
import RenderSwiftSource
#if canImport(Glibc)
import Glibc
#endif

/// Watches folders of Swift files for saves: inotify on every folder wakes it, a `stat` pass of
/// each known file and folder says what changed; where inotify is missing or out of watches it
/// polls, every `interval` (docs/live-preview.md says why).
///
/// 1. A file's fingerprint is its modification time (nanoseconds), size and inode: an editor
///    that saves by writing a new file and renaming it over the old one changes the inode even
///    within one clock tick.
/// 2. A folder's modification time changes when a file is added, removed or renamed in it;
///    only then is it listed again (hidden folders, `.build` and the like, and symbolic links
///    are skipped, as `SwiftModule` skips them).
/// 3. With inotify, every folder seen is watched (added before it is listed, so nothing saved
///    after its listing goes unseen); an event starts the `stat` pass, and without events the
///    pass runs every `fallbackInterval` anyway (a file system that sends none still shows its
///    saves). Without it, the pass runs every `interval`.
/// 4. A change is reported once the files have been still for `settle` (a save in several
///    writes, or a burst of saves, is one change), and at the latest `maxWait` after the first
///    change seen, so that saves without pause still show: the latest state wins.
/// 5. With inotify, a Swift file closed after writing or renamed into place is a finished save:
///    the change then settles after `finishedSettle` only (a burst of saves, as a checkout
///    writes them, still comes within it); a write without its close waits the whole `settle`.
package final class ModuleWatcher: @unchecked Sendable {
    private struct Stamp: Equatable {
        var seconds: Int
        var nanoseconds: Int
        var size: Int
        var inode: UInt
    }

    package let roots: [String]
    package var interval: TimeInterval = 0.05
    /// Events are exact (each write wakes the watcher), so the settle is shorter than when polling.
    package var settle: TimeInterval
    /// The settle once a finished save was seen (step 5).
    package var finishedSettle: TimeInterval = 0.005
    package var maxWait: TimeInterval = 0.3
    package var fallbackInterval: TimeInterval = 1
    private var folders: [String: Stamp] = [:]
    /// A folder's subfolders and Swift files, with each file's stamp (nil: gone) in the same order.
    private struct Listing {
        var folders: [String] = []
        var files: [String] = []
        var stamps: [Stamp?] = []
    }
    private var listings: [String: Listing] = [:]
    /// Root paths that are files, with their stamps.
    private var rootFiles: [String: Stamp] = [:]
    /// The inotify descriptor, or -1 when polling.
    private var notify: Int32 = -1

    package init(roots: [String], inotify: Bool = true) {
        self.roots = Array(Set(roots)).sorted()
        #if os(Linux)
        if inotify { notify = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC)) }
        #endif
        settle = notify >= 0 ? 0.025 : 0.045
        _ = scan()
    }

    deinit {
        if notify >= 0 { close(notify) }
    }

    /// Whether inotify wakes it (else it polls).
    package var usesInotify: Bool { notify >= 0 }

    /// The Swift files watched now.
    package var watchedFiles: [String] {
        var all = Array(rootFiles.keys)
        for listing in listings.values {
            for (file, stamp) in zip(listing.files, listing.stamps) where stamp != nil { all.append(file) }
        }
        return all.sorted()
    }

    /// Blocks until a change has settled, then returns; `stop()` ends it with false.
    package func waitForChange(stop: () -> Bool) -> Bool {
        var firstChange: Date?
        var lastChange = Date()
        var lastScan = Date()
        // The settle of the pending change: short once a finished save was seen (step 5).
        var pendingSettle = settle
        while !stop() {
            if notify >= 0 {
                // Wait for events: until the pending change settles, else in slices that let
                // `stop()` be asked.
                var timeout = 0.1
                if let first = firstChange {
                    let now = Date()
                    timeout = max(0, min(pendingSettle - now.timeIntervalSince(lastChange), maxWait - now.timeIntervalSince(first)))
                }
                let events = waitForEvents(timeout)
                if events.any || Date().timeIntervalSince(lastScan) >= fallbackInterval {
                    lastScan = Date()
                    if scan() {
                        firstChange = firstChange ?? lastScan
                        lastChange = lastScan
                        pendingSettle = settle
                    }
                    if events.finishedSave, firstChange != nil { pendingSettle = min(settle, finishedSettle) }
                }
            } else {
                Thread.sleep(forTimeInterval: interval)
                if scan() {
                    firstChange = firstChange ?? Date()
                    lastChange = Date()
                }
            }
            let now = Date()
            if let first = firstChange,
               now.timeIntervalSince(lastChange) >= (notify >= 0 ? pendingSettle : settle) || now.timeIntervalSince(first) >= maxWait {
                return true
            }
        }
        return false
    }

    /// Waits up to `timeout` for inotify events and reads them all: whether there were any, and
    /// whether one was a Swift file closed after writing or renamed into place (a finished save).
    private func waitForEvents(_ timeout: TimeInterval) -> (any: Bool, finishedSave: Bool) {
        var request = pollfd(fd: notify, events: Int16(POLLIN), revents: 0)
        guard poll(&request, 1, Int32((timeout * 1000).rounded(.up))) > 0 else { return (false, false) }
        // Which file changed is the stat pass's to say; the events only say when to look, and
        // whether a save is finished.
        var buffer = [UInt8](repeating: 0, count: 16 << 10)
        var any = false
        var finished = false
        while true {
            let count = buffer.withUnsafeMutableBytes { read(notify, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            any = true
            if Self.holdsFinishedSave(buffer[..<count]) { finished = true }
        }
        return (any, finished)
    }

    /// Whether the inotify events in `bytes` (`struct inotify_event`s: descriptor, mask, cookie,
    /// name length, name) close a written `.swift` file or move one into place.
    static func holdsFinishedSave(_ bytes: ArraySlice<UInt8>) -> Bool {
        #if os(Linux)
        let finished = UInt32(IN_CLOSE_WRITE) | UInt32(IN_MOVED_TO)
        let suffix = Array(".swift".utf8)
        var offset = bytes.startIndex
        let header = 16
        while offset + header <= bytes.endIndex {
            func word(_ at: Int) -> UInt32 {
                (0..<4).reduce(UInt32(0)) { $0 | UInt32(bytes[offset + at + $1]) << (8 * UInt32($1)) }
            }
            let mask = word(4)
            let length = Int(word(12))
            let nameEnd = min(bytes.endIndex, offset + header + length)
            if mask & finished != 0 {
                // The name is padded with NULs to its length.
                var end = nameEnd
                while end > offset + header, bytes[end - 1] == 0 { end -= 1 }
                if end - (offset + header) >= suffix.count, Array(bytes[(end - suffix.count)..<end]) == suffix { return true }
            }
            offset = nameEnd
        }
        #endif
        return false
    }

    /// Watches `folder` with inotify (again: a folder made anew at the same path is another
    /// inode); out of watches, the watcher polls from then on.
    private func watch(_ folder: String) {
        guard notify >= 0 else { return }
        #if os(Linux)
        let events = IN_MODIFY | IN_ATTRIB | IN_CLOSE_WRITE | IN_MOVED_FROM | IN_MOVED_TO | IN_CREATE | IN_DELETE
            | IN_DELETE_SELF | IN_MOVE_SELF
        if inotify_add_watch(notify, folder, UInt32(events)) < 0, errno == ENOSPC || errno == ENOMEM {
            close(notify)
            notify = -1
            settle = 0.045
        }
        #endif
    }

    /// Stats everything known, lists folders that changed; true when anything did. A folder
    /// whose own stamp is unchanged keeps its listing, and its files' stamps are compared in
    /// place, in order (a pass runs on every event: hashing each path twice was most of it).
    @discardableResult
    package func scan() -> Bool {
        var changed = false
        var seenFolders: [String: Stamp] = [:]
        var seenListings: [String: Listing] = [:]
        var fileCount = 0
        var pending = roots
        while let folder = pending.popLast() {
            guard let stamp = Self.stamp(folder), seenFolders[folder] == nil else { continue }
            // A new folder, or a new one at a known path: watched before it is listed.
            if notify >= 0, folders[folder]?.inode != stamp.inode { watch(folder) }
            seenFolders[folder] = stamp
            var listing: Listing
            if folders[folder] == stamp, let known = listings[folder] {
                // Unchanged folder: its entries are the known ones; only their stamps may differ.
                listing = known
                for index in listing.files.indices {
                    let now = Self.stamp(listing.files[index])
                    if now != listing.stamps[index] {
                        listing.stamps[index] = now
                        changed = true
                    }
                }
            } else {
                // Listed again: its entries changed (or it is new).
                listing = Listing()
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
                        listing.stamps.append(Self.stamp(info))
                    }
                }
                // A change of the folder is one of its Swift files only if they differ.
                let known = listings[folder] ?? Listing()
                if known.files != listing.files || known.stamps != listing.stamps { changed = true }
            }
            seenListings[folder] = listing
            pending.append(contentsOf: listing.folders)
            fileCount += listing.stamps.count(where: { $0 != nil })
            if fileCount > SwiftModule.maxFiles { break }
        }
        // A folder no longer reached (removed, or past the limit) takes its files with it.
        for (folder, listing) in listings where seenListings[folder] == nil && listing.stamps.contains(where: { $0 != nil }) {
            changed = true
        }
        // A root that is a file (its folder watched: an editor may rename a new file over it).
        var seenRootFiles: [String: Stamp] = [:]
        for root in roots where seenFolders[root] == nil {
            if let stamp = Self.stamp(root) {
                seenRootFiles[root] = stamp
                if notify >= 0, rootFiles[root] == nil { watch((root as NSString).deletingLastPathComponent) }
            }
        }
        if seenRootFiles != rootFiles { changed = true }
        rootFiles = seenRootFiles
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

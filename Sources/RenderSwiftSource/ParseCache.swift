import Foundation
import SwiftSyntax
import RenderLayout
#if canImport(Glibc)
import Glibc
#endif

/// Parsed files kept between loads of the same module, for a process that renders it again and
/// again (`render preview`): a file whose text is unchanged is not parsed again, so an edit costs
/// the parse of the edited file, not of the whole module. Keyed by the file's name as read and its
/// whole text (compared, not hashed: equal text is the only proof the tree still fits); a syntax
/// error is kept too, so a broken file that did not change is not explained again. A module
/// file's declarations, once collected from its tree, are kept with it (`DeclarationFragment`),
/// so an edit also re-collects only the edited file.
///
/// A module file's text is kept too, with the `stat` it was read under (`keptText`): a load
/// reads again only the files whose modification time, change time, size, inode or device
/// changed, or that changed less than `settledAge` before they were read (a write within the
/// same clock tick keeps the modification time; git calls such entries "racily clean").
///
/// Bounded: only the files of the last load are kept (`keepOnly`), so a module whose files come
/// and go does not grow it.
public final class SwiftParseCache: @unchecked Sendable {
    package typealias Parsed = Result<(tree: SourceFileSyntax, converter: SourceLocationConverter, lines: [Substring]), SceneError>

    private struct Entry {
        var source: String
        var parsed: Parsed
        /// The file's declarations collected from this tree (`DeclarationFragment`), once a load has.
        var fragment: DeclarationFragment?
    }

    private let lock = NSLock()
    private var entries: [String: Entry] = [:]
    /// Each file's `NestingScan` (read before any file is parsed, so every file of the module
    /// on every load): its text and the scan of it.
    private var scans: [String: (source: String, scan: NestingScan.Result)] = [:]
    /// Parses done and answers given from the cache since it was made (tests, `--stats`).
    public private(set) var parses = 0
    public private(set) var hits = 0
    /// Module files whose kept declarations a load adopted instead of collecting them (tests).
    public private(set) var declarationHits = 0
    /// Module files read from disk, and answered by their kept text instead (tests).
    public private(set) var fileReads = 0
    public private(set) var textHits = 0

    /// What `stat` says of a file, to know it unchanged since its text was read.
    package struct FileStamp: Equatable {
        var device: UInt64
        var inode: UInt64
        var size: Int64
        var modified: timespec
        var changed: timespec
        /// When it was taken (before the file was read).
        var taken: timespec

        /// `path`'s stamp now (symbolic links followed, as the read does); nil when it is not a
        /// regular file.
        package init?(path: String) {
            var info = stat()
            guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
            var now = timespec()
            clock_gettime(CLOCK_REALTIME, &now)
            device = UInt64(info.st_dev)
            inode = UInt64(info.st_ino)
            size = Int64(info.st_size)
            modified = info.st_mtim
            changed = info.st_ctim
            taken = now
        }

        /// The same file, unchanged: every field but the time it was taken.
        func sameFile(as other: FileStamp) -> Bool {
            device == other.device && inode == other.inode && size == other.size
                && modified.tv_sec == other.modified.tv_sec && modified.tv_nsec == other.modified.tv_nsec
                && changed.tv_sec == other.changed.tv_sec && changed.tv_nsec == other.changed.tv_nsec
        }

        /// Whether the file had been still for `age` seconds when this stamp was taken.
        func settled(for age: TimeInterval) -> Bool {
            func seconds(_ time: timespec) -> Double { Double(time.tv_sec) + Double(time.tv_nsec) / 1e9 }
            return seconds(taken) - max(seconds(modified), seconds(changed)) >= age
        }

        package static func == (a: FileStamp, b: FileStamp) -> Bool { a.sameFile(as: b) }
    }

    /// How long a file must have been still when it was read for its kept text to be trusted
    /// (the coarsest common timestamp granularity, FAT's, is 2 s).
    package var settledAge: TimeInterval = 2
    private var texts: [String: (stamp: FileStamp, text: String)] = [:]
    /// Each module file's imported (and `@_exported`) module names (`SwiftModule.imports`) and
    /// the text they were found in: step 6 of the module looks at every file's imports on every
    /// load, and `ModuleReach.files` at every unreached file's exports.
    private var importsKept: [String: (source: String, imports: ModuleImports)] = [:]
    /// Each module file's `ModuleReach` index and the text it was made of: every load indexes
    /// every file of the module, and parses only the ones the rendered file reaches.
    private var reachIndexes: [String: (source: String, index: ModuleReach.FileIndex)] = [:]
    /// The module files read (or answered by their kept text) since the last `keepOnly`: kept
    /// by it with the files parsed, as a load reads every file but parses only those it reaches.
    private var readSinceKept: Set<String> = []

    public init() {}

    /// The cached parse of `file` when its text is `source`, else `parse()`'s, kept.
    package func parsed(file: String, source: String, parse: () -> Parsed) -> Parsed {
        lock.lock()
        if let entry = entries[file], entry.source == source {
            hits += 1
            lock.unlock()
            return entry.parsed
        }
        lock.unlock()
        let result = parse()
        lock.lock()
        parses += 1
        entries[file] = Entry(source: source, parsed: result)
        lock.unlock()
        return result
    }

    /// The `NestingScan` of `file` when its text is `source` and at most `tokenLimit` tokens
    /// are allowed. A kept scan answers when it stopped short of its own limit and counted no
    /// more than this one: the scan is the same whatever the limit, until its count passes it.
    func scan(file: String, source: String, tokenLimit: Int) -> NestingScan.Result {
        lock.lock()
        if let kept = scans[file], kept.scan.overBudget == nil, kept.scan.tokens <= tokenLimit, kept.source == source {
            lock.unlock()
            return kept.scan
        }
        lock.unlock()
        let scan = NestingScan.scan(source, tokenLimit: tokenLimit)
        lock.lock()
        scans[file] = (source, scan)
        lock.unlock()
        return scan
    }

    /// The text of `path` (kept as `file`, the name a load gives it) as last read, when its
    /// stamp is unchanged and it had settled by then; nil means read it (and `keep` it).
    package func keptText(file: String, path: String) -> String? {
        lock.lock()
        let kept = texts[file]
        let age = settledAge
        lock.unlock()
        guard let kept, kept.stamp.settled(for: age), let now = FileStamp(path: path), now.sameFile(as: kept.stamp) else { return nil }
        lock.lock()
        readSinceKept.insert(file)
        textHits += 1
        lock.unlock()
        return kept.text
    }

    /// Keeps `text` of `file`, read after `stamp` was taken.
    package func keep(text: String, file: String, stamp: FileStamp) {
        lock.lock()
        fileReads += 1
        readSinceKept.insert(file)
        texts[file] = (stamp, text)
        lock.unlock()
    }

    /// `SwiftModule.imports(source)` for `file`, kept while its text is `source` (compared whole;
    /// the kept text `keptText` answers is the same string, so an unchanged file costs no
    /// comparison of bytes).
    package func imports(file: String, source: String) -> ModuleImports {
        lock.lock()
        if let kept = importsKept[file], kept.source == source {
            lock.unlock()
            return kept.imports
        }
        lock.unlock()
        let found = SwiftModule.imports(source)
        lock.lock()
        importsKept[file] = (source, found)
        lock.unlock()
        return found
    }

    /// `make(source)` for `file` (its `ModuleReach` index), kept while its text is `source`.
    package func reachIndex(file: String, source: String, make: (String) -> ModuleReach.FileIndex) -> ModuleReach.FileIndex {
        lock.lock()
        if let kept = reachIndexes[file], kept.source == source {
            lock.unlock()
            return kept.index
        }
        lock.unlock()
        let index = make(source)
        lock.lock()
        reachIndexes[file] = (source, index)
        lock.unlock()
        return index
    }

    /// The declarations kept for `file`'s tree (the caller checks it is the tree it has).
    func fragment(file: String) -> DeclarationFragment? {
        lock.lock()
        defer { lock.unlock() }
        return entries[file]?.fragment
    }

    /// Counts a kept fragment adopted.
    func adoptedDeclarations() {
        lock.lock()
        declarationHits += 1
        lock.unlock()
    }

    /// Keeps `fragment` with `file`'s tree, while that tree is kept.
    func keep(_ fragment: DeclarationFragment, file: String) {
        lock.lock()
        entries[file]?.fragment = fragment
        lock.unlock()
    }

    /// Forgets every file but these (the files of the last load) and the module files read
    /// since the last call (which a load read and indexed without parsing them).
    package func keepOnly(_ files: Set<String>) {
        lock.lock()
        let read = files.union(readSinceKept)
        readSinceKept = []
        entries = entries.filter { files.contains($0.key) }
        scans = scans.filter { files.contains($0.key) }
        texts = texts.filter { read.contains($0.key) }
        importsKept = importsKept.filter { read.contains($0.key) }
        reachIndexes = reachIndexes.filter { read.contains($0.key) }
        lock.unlock()
    }

    public var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return entries.count
    }
}

import Foundation
import SwiftSyntax
import RenderLayout

/// Parsed files kept between loads of the same module, for a process that renders it again and
/// again (`render preview`): a file whose text is unchanged is not parsed again, so an edit costs
/// the parse of the edited file, not of the whole module. Keyed by the file's name as read and its
/// whole text (compared, not hashed: equal text is the only proof the tree still fits); a syntax
/// error is kept too, so a broken file that did not change is not explained again. A module
/// file's declarations, once collected from its tree, are kept with it (`DeclarationFragment`),
/// so an edit also re-collects only the edited file.
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

    /// Forgets every file but these (the files of the last load).
    package func keepOnly(_ files: Set<String>) {
        lock.lock()
        entries = entries.filter { files.contains($0.key) }
        scans = scans.filter { files.contains($0.key) }
        lock.unlock()
    }

    public var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return entries.count
    }
}

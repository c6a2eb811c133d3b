import RenderLayout
import RenderScene
import RenderSwiftUI

/// `render check --shard K/N`: one of N deterministic parts of a folder's scenes, so a CI
/// matrix or any job runner can split a corpus.
///
/// 1. Scenes are sorted by name (as `render check` always orders them) and numbered from 0.
/// 2. Scene number `i` belongs to shard `i mod N + 1`: shards interleave, so scenes that sort
///    together (often similar in cost, `card-1`, `card-2`, …) spread over every shard.
/// 3. Every scene is in exactly one shard; shards 1…N together are the whole folder. A shard
///    may be empty when N exceeds the number of scenes: it checks nothing and passes.
/// 4. A shard's report and exit status cover its own scenes only; the environment
///    fingerprint is compared but never replaced from a part of the fonts.
public struct GoldenShard: Equatable, Sendable, CustomStringConvertible {
    /// 1…count.
    public let index: Int
    public let count: Int

    public init(index: Int, count: Int) throws(GoldenShardError) {
        guard count >= 1 else { throw GoldenShardError("--shard \(index)/\(count): N must be 1 or more") }
        guard (1...count).contains(index) else {
            throw GoldenShardError("--shard \(index)/\(count): K must be in 1…\(count)")
        }
        self.index = index
        self.count = count
    }

    /// Parses `K/N`, e.g. `2/4`.
    public init(parsing text: String) throws(GoldenShardError) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else {
            throw GoldenShardError("--shard takes K/N with whole numbers 1 ≤ K ≤ N (e.g. 2/4), got '\(text)'")
        }
        try self.init(index: index, count: count)
    }

    /// Step 2: whether the scene at `position` (0-based, in sorted order) is this shard's.
    public func contains(position: Int) -> Bool {
        position % count == index - 1
    }

    /// The positions of this shard's items among `total`, in order.
    public func positions(of total: Int) -> [Int] {
        Array(stride(from: index - 1, to: total, by: count))
    }

    public var description: String { "\(index)/\(count)" }
}

public struct GoldenShardError: Error, Sendable, CustomStringConvertible {
    public let description: String
    package init(_ description: String) { self.description = description }
}

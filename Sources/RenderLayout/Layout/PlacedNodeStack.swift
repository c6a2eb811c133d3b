/// The placed nodes whose parent is still being placed (`LayoutEngine.place`), in one buffer
/// for the whole tree.
///
/// 1. A node placed is appended (moved in).
/// 2. Once a parent has placed its children, those from its start on are moved out, in order,
///    into an array of their number, and the stack ends where they began.
/// Moved, not copied: an array's slice copied into a new array retained every reference of
/// each node (its view, children and content) and the removal released them again (a
/// 10,000-view grid: about 16 M instructions).
final class PlacedNodeStack {
    private var base: UnsafeMutablePointer<PlacedNode>
    private var capacity: Int
    private(set) var count = 0

    init(capacity: Int = 64) {
        // At least one: growing doubles it.
        self.capacity = max(1, capacity)
        base = .allocate(capacity: self.capacity)
    }

    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }

    func append(_ node: consuming PlacedNode) {
        if count == capacity { grow() }
        (base + count).initialize(to: node)
        count += 1
    }

    /// The nodes from `start` on, moved out in order; the stack then holds `start` nodes.
    func removeAll(from start: Int) -> [PlacedNode] {
        precondition(start >= 0 && start <= count, "placing's stack has \(count) nodes, not \(start)")
        let moved = count - start
        guard moved > 0 else { return [] }
        // Reserved, then appended: `Array(unsafeUninitializedCapacity:)` reached the stdlib's
        // unspecialised buffer initialiser, which looked up the storage class's generic metadata
        // for every array (795 instructions a parent in the 40k-view grid's release profile;
        // docs/performance.md, "Thirteenth pass").
        var result: [PlacedNode] = []
        result.reserveCapacity(moved)
        for offset in start..<count { result.append((base + offset).move()) }
        count = start
        return result
    }

    func removeAll() {
        base.deinitialize(count: count)
        count = 0
    }

    /// The node appended last, a copy.
    var last: PlacedNode? { count > 0 ? base[count - 1] : nil }

    private func grow() {
        let larger = UnsafeMutablePointer<PlacedNode>.allocate(capacity: capacity * 2)
        larger.moveInitialize(from: base, count: count)
        base.deallocate()
        base = larger
        capacity *= 2
    }
}

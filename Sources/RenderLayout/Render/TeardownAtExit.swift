import Foundation

/// What a process that ends once its one render is written keeps to the end instead of freeing.
///
/// `render SCENE` ends with `exit(0)` (SceneCommand): the scene, the placed tree and Pango's
/// layouts are never freed one by one. The layout tree was still freed on the way, walked node
/// by node as soon as the placed tree was made from it (18.6 M instructions of `main`'s release
/// render of the 10,051-view grid, 1.8 %); with `deferred` set it is handed here instead, and
/// the kernel takes it back at exit. Its memory was hardly used again (painting allocates
/// little beside its surface): keeping it raised the 40,201-view grid's peak by about 2 MiB.
/// The JSON tree is not kept: its memory, freed once the views are read, holds the layout tree
/// next, and keeping it raised that peak by 22 MiB (docs/performance.md, "Twentieth pass").
///
/// Only the one-render command sets it: `render check`, `previews`, `sweep`, the preview server
/// and the tests render scene after scene, so what one render drops must be freed for the next.
package enum TeardownAtExit {
    /// Set once, before the render starts, by a process that exits after it.
    nonisolated(unsafe) package static var deferred = false
    private static let lock = NSLock()
    nonisolated(unsafe) private static var kept: [Any] = []

    /// Keeps `tree` alive until the process ends when `deferred` is set; otherwise does nothing
    /// (the caller's reference goes, and the tree is freed as before).
    package static func keep(_ tree: Any) {
        guard deferred else { return }
        lock.lock()
        kept.append(tree)
        lock.unlock()
    }
}

import CCairoPango
@_spi(RawSyntax) import SwiftSyntax

/// swift-syntax's parser keeps a `[RawSyntax.ID: Int]` of every node it makes (`LookaheadRanges`,
/// for incremental parsing), and its specialised dictionary code asks the runtime for the storage
/// class by mangled name. The first such ask after swift-syntax's conformance records are
/// registered checks `RawSyntax.ID: Hashable` by scanning all of them: 0.68M instructions, 1.9 % of
/// the Swift article's render (docs/performance.md, "Twenty-fifth pass"). The same class made here,
/// in code that is generic over the key, is built from the witness table the caller passes (no
/// scan), and `render_fill_lookahead_storage_cache` (CCairoPango's shim.h) stores it in the
/// parser's cache variable, where the first ask would have put it.
enum ParserLookaheadStorage {
    /// Fills the parser's cache variable (a no-op in builds without it, debug ones): call once,
    /// after the records are registered, before the first parse. True when it was filled.
    @discardableResult
    static func fill() -> Bool {
        render_fill_lookahead_storage_cache(storageClass(keyedBy: RawSyntax.ID.self)) == 1
    }

    /// The class of a `[Key: Int]`'s storage, `_DictionaryStorage<Key, Int>`, as metadata. Not
    /// specialised: a specialisation would ask for the class by mangled name again, with the scan.
    @inline(never) @_semantics("optimize.sil.specialize.generic.never")
    static func storageClass<Key: Hashable>(keyedBy _: Key.Type) -> UnsafeRawPointer {
        // One slot or more: an empty dictionary's storage is the shared empty singleton instead.
        let dictionary = [Key: Int](minimumCapacity: 1)
        return unsafeBitCast(type(of: unsafeBitCast(dictionary, to: AnyObject.self)), to: UnsafeRawPointer.self)
    }
}

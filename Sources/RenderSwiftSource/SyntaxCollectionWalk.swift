import SwiftSyntax

extension SyntaxCollection {
    /// Calls `body` with each element in order, walking the collection by index.
    ///
    /// A `for` loop over a syntax collection makes a `SyntaxCollectionIterator<Element>`, a
    /// generic type whose metadata the Swift runtime builds on first use from its mangled name,
    /// checking `Element: SyntaxProtocol` by scanning every registered conformance record (once
    /// per element type, each scan about 0.65 M instructions in the release binary, where
    /// swift-syntax's records are registered when a Swift file is read: docs/performance.md,
    /// "Conformance scans after registration"). The collection's own `startIndex`, `subscript` and
    /// `index(after:)` need no such metadata, so the hot paths of the front end walk by index.
    @inline(__always)
    func forEachElement<Failure: Error>(_ body: (Element) throws(Failure) -> Void) throws(Failure) {
        var index = startIndex
        let end = endIndex
        while index != end {
            try body(self[index])
            index = self.index(after: index)
        }
    }
}

/// `symbolRenderingMode(_:)`: how a symbol's layers are coloured (Apple's `SymbolRenderingMode`).
public enum SymbolRenderingModeKind: String, Hashable, Sendable, CaseIterable {
    /// One layer in the foreground style (what nil means too).
    case monochrome
    /// The first layer in the foreground style, the others in its secondary and tertiary levels.
    case hierarchical
    /// Each layer in its own style, given by `foregroundStyle(_:_:)` / `(_:_:_:)`.
    case palette
    /// The symbol's own colours.
    case multicolor
}

/// `symbolVariant(_:)`: the variants of SF Symbols' names a symbol is drawn in
/// (SwiftUI's `SymbolVariants`: `.fill`, `.circle`, `.square`, `.rectangle`, `.slash`, `.none`).
public struct SymbolVariantSet: Hashable, Sendable {
    /// The enclosing shape: `circle`, `square` or `rectangle` (nil: none).
    public var shape: String?
    public var slash = false
    public var fill = false

    public init(shape: String? = nil, slash: Bool = false, fill: Bool = false) {
        self.shape = shape
        self.slash = slash
        self.fill = fill
    }

    public static let none = SymbolVariantSet()
    public static let shapes = ["circle", "square", "rectangle"]

    /// `.circle.fill`: the two sets together, the inner's shape winning.
    public func union(_ inner: SymbolVariantSet) -> SymbolVariantSet {
        SymbolVariantSet(shape: inner.shape ?? shape, slash: slash || inner.slash, fill: fill || inner.fill)
    }

    /// The name `name` takes in these variants, as SF Symbols spells them (the shape, then
    /// `slash`, then `fill`: `bell` + `.circle.fill` is `bell.circle.fill`, `bell` + `.slash.fill`
    /// `bell.slash.fill`), skipping a component the name already has.
    /// 1. The full name, when the library (`contains`) draws it.
    /// 2. Else the name with fewer variants — without `fill`, then without the shape, then
    ///    without `slash` — the first the library draws: SwiftUI draws the closest variant a
    ///    symbol has, falling back to the name as written (decision: this order).
    /// 3. Else the name as written.
    public func resolve(_ name: String, contains: (String) -> Bool) -> String {
        guard self != .none else { return name }
        let parts = name.split(separator: ".").map(String.init)
        func spelled(_ v: SymbolVariantSet) -> String {
            var result = parts.filter { $0 != "fill" }
            let hadFill = parts.contains("fill")
            if let shape = v.shape, !parts.contains(where: Self.shapes.contains) { result.append(shape) }
            if v.slash, !parts.contains("slash") { result.append("slash") }
            if v.fill || hadFill { result.append("fill") }
            return result.joined(separator: ".")
        }
        var candidates = [self]
        var fewer = self
        if fewer.fill { fewer.fill = false; candidates.append(fewer) }
        if fewer.shape != nil { fewer.shape = nil; candidates.append(fewer) }
        if fewer.slash { fewer.slash = false; candidates.append(fewer) }
        for candidate in candidates {
            let spelt = spelled(candidate)
            if contains(spelt) { return spelt }
        }
        return name
    }
}

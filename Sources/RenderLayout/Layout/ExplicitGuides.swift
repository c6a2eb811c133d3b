/// Which alignment guides a view may place explicitly (`Layout.explicitAlignment`), worked out
/// once per tree so a stack aligning thousands of rows does not ask each one for a guide it
/// cannot have.
///
/// 1. A leaf without text has none: every guide is at its default position.
/// 2. Text has its baselines; a stack has baselines when any child has some guide, and may
///    have any guide when a child may (it merges its children's baselines and custom guides).
/// 3. A modifier that only passes its content's guides through has its content's.
/// 4. Every other layout may answer any guide (`all`, the safe default): a layout that
///    implements `explicitAlignment` and does not declare otherwise is always asked.
package struct ExplicitGuides: OptionSet {
    package let rawValue: UInt8

    package init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    package static let baselines = ExplicitGuides(rawValue: 1)
    package static let others = ExplicitGuides(rawValue: 2)
    package static let all: ExplicitGuides = [.baselines, .others]

    /// Whether a view with these guides may answer `key`.
    package func covers(_ key: AlignmentKey) -> Bool {
        if contains(.others) { return true }
        guard contains(.baselines), case .vertical(let guide) = key else { return false }
        return guide == .firstTextBaseline || guide == .lastTextBaseline
    }
}

/// The children's guides as a layout needs them: the first child's (modifiers) and all
/// children's together (containers).
package struct ChildGuides {
    package var first: ExplicitGuides = []
    package var union: ExplicitGuides = []

    package init(_ children: [LayoutNode]) {
        first = children.first?.guides ?? []
        for child in children { union.formUnion(child.guides) }
    }
}

/// Aligning one box on another by a 2-D alignment, guides included — shared by ZStack,
/// frame, overlay and background.
package enum AlignedPlacement {
    /// The offset of the child's top-left corner from the container's, when the child's guide
    /// lies on the container's guide.
    package static func offset(container: ViewDimensions, child: ViewDimensions, alignment: Alignment) -> Point {
        Point(x: difference(container[alignment.horizontal], child[alignment.horizontal]),
              y: difference(container[alignment.vertical], child[alignment.vertical]))
    }

    /// `a − b`, except 0 where that is not a number: an infinite child (a filling aspect ratio
    /// proposed nil) lies at the start of its container, and a child in an infinite container
    /// at its start too — never at NaN (∞ − ∞), nor at an infinite offset that a parent's
    /// infinite offset the other way would turn into NaN. As `start(guide:)` does for stacks.
    package static func difference(_ a: Double, _ b: Double) -> Double {
        let d = a - b
        return d.isFinite ? d : 0
    }

    /// Where a child starts along an axis when its alignment guide lies at 0: `-guide`. A child
    /// of infinite length (a flexible view a stack probes with an infinite proposal) has its
    /// centre and trailing guides at infinity; it starts at 0 instead, so the union of the
    /// children is infinite — never 0 or NaN. SwiftUI's containers answer infinity for an
    /// infinite child: a VStack around `HStack { Text; Spacer(); Text }` is as flexible as
    /// the HStack (issue 23's list row).
    package static func start(guide: Double) -> Double { guide.isFinite ? -guide : 0 }

    /// Where slot `index` of equal slots `length` long starts: `index × length`, except the
    /// first, which starts at 0 even when the slots are infinite (0 × ∞ is NaN) — a TabView's
    /// items or a segmented picker's segments across an infinite width (a filling aspect ratio's
    /// content proposed nil).
    package static func slotStart(_ index: Int, length: Double) -> Double { index == 0 ? 0 : Double(index) * length }
}

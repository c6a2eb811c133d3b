/// Aligning one box on another by a 2-D alignment, guides included — shared by ZStack,
/// frame, overlay and background.
package enum AlignedPlacement {
    /// The offset of the child's top-left corner from the container's, when the child's guide
    /// lies on the container's guide.
    package static func offset(container: ViewDimensions, child: ViewDimensions, alignment: Alignment) -> Point {
        Point(x: container[alignment.horizontal] - child[alignment.horizontal],
              y: container[alignment.vertical] - child[alignment.vertical])
    }
}

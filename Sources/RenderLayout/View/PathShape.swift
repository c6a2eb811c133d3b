import Foundation

/// One step of a `Path`, in the coordinates of the frame the path is drawn in (its origin the
/// frame's top-left corner), as SwiftUI's `Path` records them. Angles are in radians; `arc`
/// runs from `startAngle` to `endAngle`, clockwise on screen when `clockwise` (SwiftUI's flag
/// names the direction in a flipped, y-up space: `Path.addArc(…, clockwise: true)` is
/// counterclockwise on screen, and the front ends flip it before it gets here).
public enum PathElement: Hashable, Sendable {
    case move(to: Point)
    case line(to: Point)
    case quadCurve(to: Point, control: Point)
    case curve(to: Point, control1: Point, control2: Point)
    case arc(center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool)
    case rect(Rect)
    case ellipse(Rect)
    case close
}

/// A custom `Shape`'s outline, made for the size its frame gets (`path(in:)`): each size once.
/// Hashed by identity: two sources are the same shape only when they are one object.
public final class PathSource: Hashable, @unchecked Sendable {
    private let make: @Sendable (Size) -> Result<[PathElement], SceneError>
    private var made: [Size: Result<[PathElement], SceneError>] = [:]
    private let lock = NSLock()

    public init(_ make: @escaping @Sendable (Size) -> Result<[PathElement], SceneError>) {
        self.make = make
    }

    package func elements(for size: Size) -> Result<[PathElement], SceneError> {
        if let done = lock.withLock({ made[size] }) { return done }
        let result = make(size)
        lock.withLock { made[size] = result }
        return result
    }

    public static func == (a: PathSource, b: PathSource) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

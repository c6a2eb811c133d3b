import Foundation
import RenderLayout

import RenderScene

/// The colour effects of the Swift API (`grayscale`, `brightness`, `contrast`, `saturation`,
/// `hueRotation`, `colorInvert`, `colorMultiply`) with SwiftUI's signatures, each building the
/// vocabulary's JSON as the Swift front end does (docs/swift-api.md); what each draws is stated
/// in its definition file (`Definitions/Modifiers/`).
extension View {
    public func grayscale(_ amount: Double) -> some View { scene("grayscale", ["_"], [SceneJSON.number(amount)]) }

    public func brightness(_ amount: Double) -> some View { scene("brightness", ["_"], [SceneJSON.number(amount)]) }

    public func contrast(_ amount: Double) -> some View { scene("contrast", ["_"], [SceneJSON.number(amount)]) }

    public func saturation(_ amount: Double) -> some View { scene("saturation", ["_"], [SceneJSON.number(amount)]) }

    public func hueRotation(_ angle: Angle) -> some View { scene("hueRotation", ["_"], [SceneJSON.number(angle.degrees)]) }

    public func colorInvert() -> some View { scene("colorInvert", [], []) }

    public func colorMultiply(_ color: Color) -> some View { scene("colorMultiply", ["_"], [color.sceneJSON]) }
}

/// SwiftUI's `Angle`: `.degrees(90)`, `.radians(.pi)`, `Angle(degrees: 45)`, for
/// `rotationEffect(_:anchor:)` and `hueRotation(_:)`. It keeps degrees (the scene JSON's unit),
/// converting radians as the Swift front end does, so both front ends write the same number.
public struct Angle: Hashable, Comparable, Sendable {
    public var degrees: Double
    public var radians: Double {
        get { degrees * .pi / 180 }
        set { degrees = newValue * 180 / .pi }
    }

    public init() { degrees = 0 }
    public init(radians: Double) { degrees = radians * 180 / .pi }
    public init(degrees: Double) { self.degrees = degrees }

    public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
    public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
    public static let zero = Angle()

    public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.degrees < rhs.degrees }
}

import RenderLayout
import RenderScene

/// SwiftUI's `RedactionReasons`: why a view's content is redacted.
public struct RedactionReasons: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let placeholder = RedactionReasons(rawValue: 1 << 0)
    public static let privacy = RedactionReasons(rawValue: 1 << 1)
    public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}

/// `redacted(reason:)` and `unredacted()` (`Redacted` in the vocabulary). Only `.placeholder`
/// is drawn; any other set of reasons leaves the view as it is, as the Swift front end does
/// (with its warning there).
extension View {
    public func redacted(reason: RedactionReasons) -> ModifiedContent<Self, SceneModifier> {
        guard reason == .placeholder else { return ignored("redacted") }
        return scene("redacted", ["reason"], [SceneJSON.string("placeholder")])
    }

    public func unredacted() -> ModifiedContent<Self, SceneModifier> { scene("unredacted", [], []) }
}

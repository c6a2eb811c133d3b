import SwiftSyntax
import RenderLayout

/// State through a preview: `#Preview { ProfileHeader() }` renders `ProfileHeader`, so
/// `--set compact=true` reaches its `@State var compact = false` as it would if the struct were
/// rendered directly (docs/swift-input.md, "State is a parameter").
///
/// 1. While a `#Preview` body or a `PreviewProvider`'s `previews` runs, the first instance of a
///    View struct it makes is the previewed view (`NavigationStack { ProfileHeader() }` too).
/// 2. Its stored properties with defaults that the call does not pass take the `--set` values
///    (`let` constants keep theirs), and are the scene's parameters for `--set` and sweeps.
extension Interpreter {
    /// Whether `instance` is the previewed view (then it is the last one to be).
    package func takePreviewRoot(_ instance: Instance) -> Bool {
        guard previewRootPending, instance.type.isView, instance.type.kind != .fileScope else { return false }
        previewRootPending = false
        previewRoot = instance
        return true
    }
}

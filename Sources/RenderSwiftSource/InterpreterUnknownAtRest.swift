import SwiftSyntax
import RenderLayout
import RenderScene

/// A modifier given an unknown value where that value cannot change the picture at rest:
///
/// 1. A presentation (`.sheet(item: $router.presentedSheet)`, `.alert`, `.popover`,
///    `.fullScreenCover`, `.confirmationDialog`) shows nothing at rest whatever it is given; its
///    note (`ignored .sheet: a presentation is not shown at rest`) is all it reports.
/// 2. `.id(store.currentClient.id)` gives the view an identity, which SwiftUI uses to tell one
///    view from the next across updates; the first frame draws the same whatever it is. It is
///    ignored with a note (`ignored .id of an unknown value`) instead of a warning; a known
///    value still names the view in the dump.
/// 3. Any other modifier given an unknown value is left out with a warning (`Placeholders`).
extension Interpreter {
    /// Steps 1–2: true when the modifier is done with (noted), false for step 3.
    func unknownArgumentChangesNothing(_ name: String, _ unknown: Placeholder, here: some SyntaxProtocol) throws(SceneError) -> Bool {
        if ModifierEntries.notShownAtRest.contains(name) { return true }
        if name == "id" {
            try note(".id of an unknown value", here, "\(unknown.name) is unknown, and an identity does not change the picture at rest")
            return true
        }
        return false
    }
}

import SwiftSyntax
import RenderLayout
import RenderScene

/// `.environment(\.editMode, .constant(.inactive))` (MovieSwiftUI's `CustomListDetail`, whose
/// `isSearching` is false at rest): an inactive edit mode is what a List shows without one — no
/// selection circles, no delete buttons, no reorder handles — so it changes nothing drawn and is
/// a note, not a warning. `.active` and `.transient` (which iOS draws as editing controls the
/// renderer does not draw yet) and a value it cannot read stay left out with the warning. The
/// values read: `.constant(.inactive)`, `.constant(nil)`, nil and `.inactive`; a `$editMode` of a
/// `@State` or a `Binding(get:set:)` is not read (decision: no corpus view needs it).
extension Interpreter {
    /// Whether `value`, given to `\.editMode`, is an inactive edit mode (or none).
    static func isInactiveEditMode(_ value: SwiftValue) -> Bool {
        switch value {
        case .null: return true
        case .symbol(let symbol) where symbol.steps.count == 1 && symbol.last == "inactive": return true
        case .symbol(let symbol) where symbol.steps.count == 1 && symbol.last == "constant":
            guard let arguments = symbol.steps[0].arguments, arguments.count == 1 else { return false }
            return isInactiveEditMode(arguments[0].value)
        default: return false
        }
    }
}

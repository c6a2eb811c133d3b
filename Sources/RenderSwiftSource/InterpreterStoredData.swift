import SwiftSyntax
import RenderLayout
import RenderScene

/// SwiftData and Core Data as a fresh install has them: no rows (a decision, written down in
/// docs/swift-input.md, "Foundation").
///
/// 1. `@Query var birds: [Bird]`, `@FetchRequest`, `@SectionedFetchRequest`: an empty array, as
///    a freshly installed app's store answers. (A preview whose container inserts sample rows
///    shows them on a device; the renderer does not run the container's code.)
///    So is the wrapper an `init` makes (`_backyards = Query(sort: \.creationDate)`, or with a
///    `filter: #Predicate { … }`): the query's arguments only choose and order rows, and there
///    are none, so they are not evaluated.
/// 2. `@Environment(\.modelContext)`: a context whose `fetch(_:)` is empty, `fetchCount(_:)`
///    0, and `insert`, `delete`, `save` do nothing that shows.
extension Interpreter {
    /// Step 1: nil for other wrappers.
    func storedQueryValue(_ wrapper: String) -> SwiftValue? {
        ["Query", "FetchRequest", "SectionedFetchRequest"].contains(wrapper) ? .array([]) : nil
    }

    /// Step 1: `Query(…)`, `FetchRequest(…)`, `SectionedFetchRequest(…)` made in code, where the
    /// module declares no type of that name; nil for other names.
    func storedQueryInitializer(_ name: String) -> SwiftValue? {
        program.types[name] == nil ? storedQueryValue(name) : nil
    }

    /// Step 2: the context of `@Environment(\.modelContext)`; nil for other keys.
    static func modelContext(key: String) -> SwiftValue? {
        key == "modelContext" || key == "managedObjectContext" ? .record("ModelContext", [:]) : nil
    }

    /// Step 2: nil for values that are no context.
    func modelContextMethod(_ name: String, on base: SwiftValue) -> SwiftValue? {
        guard case .record("ModelContext", _) = base else { return nil }
        switch name {
        case "fetch": return .array([])
        case "fetchCount", "count": return .int(0)
        case "insert", "delete", "save", "rollback", "processPendingChanges", "perform": return .void
        default: return nil
        }
    }
}

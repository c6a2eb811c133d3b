/// A view modifier: a layout container around one view (and, for `overlay` and
/// `background`, a second view in `children[1]`).
public enum Modifier: Sendable {
    /// A modifier declared in its own definition file (`Definitions/Modifiers/`).
    case defined(DefinedModifier)

    public var name: String {
        switch self {
        case .defined(let modifier): return modifier.name
        }
    }
}

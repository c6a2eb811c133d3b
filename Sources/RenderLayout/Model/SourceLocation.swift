/// A line and column in a scene file, both from 1.
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    public var line: Int
    public var column: Int
    /// The file, when it is not the scene's own: a Swift view's module reads its sibling files,
    /// and what is declared there is located there (`SceneError` prints this file then).
    public var file: String?
    public var description: String { "\(line):\(column)" }

    package init(line: Int, column: Int, file: String? = nil) {
        self.line = line
        self.column = column
        self.file = file
    }
}

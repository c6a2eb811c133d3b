/// A line and column in a scene file, both from 1.
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    public var line: Int
    public var column: Int
    public var description: String { "\(line):\(column)" }

    package init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }
}

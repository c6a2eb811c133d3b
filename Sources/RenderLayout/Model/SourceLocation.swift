/// A line and column in a scene file, both from 1.
///
/// Stored as two 32-bit numbers (clamped: a line or column past 2³¹ − 1 is reported as that),
/// so that a located value stays small: a `JSONNode` and its object's `(key, value)` members are
/// copied by inline code only while they fit the compiler's limit for that; with two 64-bit
/// numbers beside the optional file, every member copy (a scene's decoder makes hundreds of
/// thousands) went through the runtime's generic tuple witnesses, with a metadata lookup each
/// (docs/performance.md, "Fourth pass").
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    private var storedLine: Int32
    private var storedColumn: Int32
    public var line: Int {
        get { Int(storedLine) }
        set { storedLine = Int32(clamping: newValue) }
    }
    public var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = Int32(clamping: newValue) }
    }
    /// The file, when it is not the scene's own: a Swift view's module reads its sibling files,
    /// and what is declared there is located there (`SceneError` prints this file then).
    public var file: String?
    public var description: String { "\(line):\(column)" }

    package init(line: Int, column: Int, file: String? = nil) {
        self.storedLine = Int32(clamping: line)
        self.storedColumn = Int32(clamping: column)
        self.file = file
    }
}

import Foundation

/// A line and column in a scene file, both from 1.
///
/// Plain numbers only, 12 bytes, so that a located value is copied by inline code: line and
/// column as 32-bit numbers (clamped: one past 2³¹ − 1 reads as that), the file as its number
/// in a table of the process's file names (`SourceFileNames`). With two `Int`s and a
/// `String?` here, a `JSONNode` and above all its object's `(key, value)` members were too
/// large for that, and every member copy (a 10,000-view grid's decoder makes 236,000) went
/// through the runtime's generic tuple witnesses with a metadata lookup (docs/performance.md,
/// "Fourth pass").
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    private var storedLine: Int32
    private var storedColumn: Int32
    /// 0: none; else the file's number in `SourceFileNames`, so equal files have equal numbers.
    private var fileNumber: Int32
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
    public var file: String? {
        get { fileNumber == 0 ? nil : SourceFileNames.shared.name(fileNumber) }
        set { fileNumber = newValue.map { SourceFileNames.shared.number($0) } ?? 0 }
    }
    public var description: String { "\(line):\(column)" }

    package init(line: Int, column: Int, file: String? = nil) {
        self.storedLine = Int32(clamping: line)
        self.storedColumn = Int32(clamping: column)
        self.fileNumber = file.map { SourceFileNames.shared.number($0) } ?? 0
    }
}

/// The names of the files locations were given, numbered from 1 in the order first seen, for
/// the life of the process: a handful for a scene, one per file of a Swift module (a preview
/// server that reads many modules keeps every name it met; names are small).
final class SourceFileNames: @unchecked Sendable {
    static let shared = SourceFileNames()
    private let lock = NSLock()
    private var names: [String] = []
    private var numbers: [String: Int32] = [:]
    /// The last name numbered and its number: a module's locations come file by file.
    private var last: (name: String, number: Int32)?

    func number(_ name: String) -> Int32 {
        lock.lock()
        defer { lock.unlock() }
        if let last, last.name == name { return last.number }
        let number: Int32
        if let known = numbers[name] {
            number = known
        } else {
            names.append(name)
            number = Int32(names.count)
            numbers[name] = number
        }
        last = (name, number)
        return number
    }

    func name(_ number: Int32) -> String {
        lock.lock()
        defer { lock.unlock() }
        return names[Int(number) - 1]
    }
}

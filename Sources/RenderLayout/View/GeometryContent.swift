import Foundation

/// The body of a `GeometryReader` that reads its proxy (`GeometryReader { proxy in … }`): the
/// views are made at layout time, from the size the reader was given, as SwiftUI runs the
/// closure then. Each size is made once per render; a failure (an error in the Swift source
/// the closure runs) is kept and reported after layout.
public final class GeometryContent: @unchecked Sendable {
    private let make: @Sendable (Size) throws(SceneError) -> [ViewNode]
    private let lock = NSLock()
    private var made: [Size: Result<[ViewNode], SceneError>] = [:]

    public init(_ make: @escaping @Sendable (Size) throws(SceneError) -> [ViewNode]) {
        self.make = make
    }

    /// The views for a reader of `size`.
    func views(for size: Size) -> Result<[ViewNode], SceneError> {
        lock.lock()
        if let done = made[size] {
            lock.unlock()
            return done
        }
        lock.unlock()
        let result: Result<[ViewNode], SceneError>
        do throws(SceneError) { result = .success(try make(size)) } catch { result = .failure(error) }
        lock.lock()
        made[size] = result
        lock.unlock()
        return result
    }
}

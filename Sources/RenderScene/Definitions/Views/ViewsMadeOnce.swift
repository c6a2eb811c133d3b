import Foundation
import RenderLayout

/// Views made at layout time, once per key, and kept with their error: a GeometryReader's body
/// for each size it is given (`GeometryReaderLayout`), a DatePicker's calendar or wheels for
/// the style in effect (`DatePickerStyleTrees`). Layout may run on several threads, hence the
/// lock; a key made twice at once is made twice and either result kept.
public final class ViewsMadeOnce<Key: Hashable & Sendable>: @unchecked Sendable {
    private let make: @Sendable (Key) throws(SceneError) -> [ViewNode]
    private let lock = NSLock()
    private var made: [Key: Result<[ViewNode], SceneError>] = [:]

    public init(_ make: @escaping @Sendable (Key) throws(SceneError) -> [ViewNode]) {
        self.make = make
    }

    /// The views for `key`, made the first time it is asked for.
    package func views(for key: Key) -> Result<[ViewNode], SceneError> {
        lock.lock()
        if let done = made[key] {
            lock.unlock()
            return done
        }
        lock.unlock()
        let result: Result<[ViewNode], SceneError>
        do throws(SceneError) { result = .success(try make(key)) } catch { result = .failure(error) }
        lock.lock()
        made[key] = result
        lock.unlock()
        return result
    }
}

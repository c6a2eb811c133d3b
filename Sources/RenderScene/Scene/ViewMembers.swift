import RenderLayout

/// A view object's members read in one pass (`SceneDecoder.view`), so that the view's own reads
/// need no lookup that misses and its keys are checked without hashing them.
///
/// 1. Each key is compared with the earlier ones (a set for an object of more than 16 members);
///    the pass stops at the first key an earlier member has, which is the duplicate
///    `JSONField.object()` reports.
/// 2. `type`, `id` and `modifiers`, the keys every view may have, are noted by index.
/// 3. The others are the type's own (`text`, `children`…): `ownKeyRefused` finds the first of
///    them, in file order, that the type does not take (`Vocabulary.viewJSONKeys`).
/// Keys are read in place through the buffer (`JSONNode.firstIndex(of:in:)` says why).
package struct ViewMembers {
    package let members: [(key: String, value: JSONNode)]
    package let type: Int?
    package let id: Int?
    package let modifiers: Int?
    /// The first member whose key an earlier member has.
    package let repeated: Int?
    /// Whether a member other than `type`, `id` and `modifiers` was read before `repeated`.
    package let hasOwnKeys: Bool

    package init(_ members: [(key: String, value: JSONNode)]) {
        self.members = members
        var type: Int?, id: Int?, modifiers: Int?, repeated: Int?, own = false
        members.withUnsafeBufferPointer { buffer in
            let small = buffer.count <= 16
            var seen = Set<String>()
            if !small { seen.reserveCapacity(buffer.count) }
            for index in buffer.indices {
                let key = JSONNode.key(at: index, in: buffer)
                if small {
                    for earlier in 0..<index where JSONNode.key(at: earlier, in: buffer) == key {
                        repeated = index
                        return
                    }
                } else if !seen.insert(key).inserted {
                    repeated = index
                    return
                }
                if key == "type" { type = index } else if key == "modifiers" { modifiers = index } else if key == "id" { id = index } else { own = true }
            }
        }
        (self.type, self.id, self.modifiers, self.repeated, self.hasOwnKeys) = (type, id, modifiers, repeated, own)
    }

    /// The first member that is neither a common key nor one of `ownKeys`, in file order. The
    /// common keys are skipped by the indices step 2 noted, not compared again: with no key
    /// repeated (`repeated` nil, which the decoder checks first), a member is `type`, `id` or
    /// `modifiers` exactly when it sits at that key's index.
    package func ownKeyRefused(_ ownKeys: [String]) -> Int? {
        guard hasOwnKeys else { return nil }
        guard repeated == nil else {
            return JSONNode.firstIndex(in: members, where: { $0 != "type" && $0 != "modifiers" && $0 != "id" && !ownKeys.contains($0) })
        }
        return members.withUnsafeBufferPointer { buffer in
            for index in buffer.indices where index != type && index != id && index != modifiers {
                if !ownKeys.contains(JSONNode.key(at: index, in: buffer)) { return index }
            }
            return nil
        }
    }
}

/// A fixed table of names (view types, modifier keys, style names) looked up without hashing
/// the name: a scene's view type, modifier key and fill were each a `Dictionary` lookup, whose
/// SipHash of the string was most of its 306–321 instructions (docs/performance.md,
/// "Twenty-fourth pass (the grid)").
///
/// 1. A name's two words as `String` stores them (a short name's bytes and length, a long
///    one's count and storage) pick a slot, by a multiply and a shift.
/// 2. Slots are probed in order from there; a slot holding the same two words *and* an equal
///    name (`==`, whose first test is those words) is the answer. The words only choose where
///    to look: the answer is always the table's value for an equal name.
/// 3. An empty slot ends the probe: the name is then looked up in the dictionary the table was
///    made from, so a name spelled with other words (a long name in its own storage, which
///    the table's copy does not share) finds its value all the same, and a name the table does
///    not hold is nil, as the dictionary says.
/// The slots are at least twice the names, so a probe always meets an empty slot.
package struct NameTable<Value>: @unchecked Sendable {
    private struct Slot {
        let words: (UInt64, UInt64)
        let name: String
        let value: Value
    }

    private let slots: [Slot?]
    private let shift: UInt64
    private let dictionary: [String: Value]

    package init(_ dictionary: [String: Value]) {
        self.dictionary = dictionary
        var bits: UInt64 = 4
        while (1 << bits) < 2 * max(dictionary.count, 1) { bits += 1 }
        shift = 64 - bits
        var slots = [Slot?](repeating: nil, count: 1 << bits)
        // In the names' order, so the table is the same in every process (a dictionary's order
        // is its hash seed's).
        for name in dictionary.keys.sorted() {
            let words = Self.words(of: name)
            var index = Self.slot(words, shift: shift)
            while slots[index] != nil { index = (index + 1) & (slots.count - 1) }
            slots[index] = Slot(words: words, name: name, value: dictionary[name]!)
        }
        self.slots = slots
    }

    /// The names the table holds, as the dictionary's keys.
    package var keys: Dictionary<String, Value>.Keys { dictionary.keys }

    package subscript(name: String) -> Value? {
        let words = Self.words(of: name)
        let mask = slots.count - 1
        var index = Self.slot(words, shift: shift)
        return slots.withUnsafeBufferPointer { buffer in
            while true {
                guard let slot = buffer[index] else { return dictionary[name] }
                if slot.words == words && slot.name == name { return slot.value }
                index = (index + 1) & mask
            }
        }
    }

    /// The string's two words (its whole value on 64-bit platforms). Elsewhere, zeros: every
    /// name then probes from one slot, and the lookups stay right.
    @inline(__always)
    private static func words(of name: String) -> (UInt64, UInt64) {
        guard MemoryLayout<String>.size == 16 else { return (0, 0) }
        return unsafeBitCast(name, to: (UInt64, UInt64).self)
    }

    @inline(__always)
    private static func slot(_ words: (UInt64, UInt64), shift: UInt64) -> Int {
        let mixed = (words.0 ^ (words.1 &* 0x9E37_79B9_7F4A_7C15)) &* 0xBF58_476D_1CE4_E5B9
        return Int(truncatingIfNeeded: mixed >> shift)
    }
}

/// The vocabulary's tables are several lists of entries (a table's own, then each area's);
/// `joined` makes one array of them.
extension Vocabulary {
    /// `first` followed by each of `rest`, in one array grown once. Written as `first + a + b + …`,
    /// every `+` copied the growing array again (the left side is shared, so each copy retains
    /// every entry's reference-counted fields, and the array it replaces then releases them):
    /// two thirds of the 0.51 M instructions of building the modifiers' table, which a Swift
    /// file's first modifier call builds (docs/performance.md, "Twenty-third pass").
    package static func joined(_ first: consuming [Entry], _ rest: [Entry]...) -> [Entry] {
        var all = first
        all.reserveCapacity(rest.reduce(all.count) { $0 + $1.count })
        for list in rest { all.append(contentsOf: list) }
        return all
    }
}

/// Keys that lead to one value: a key given two different values (a route two files end with, a label or a
/// name two pages have) leads nowhere, so a link never picks one of them at random.
struct UnambiguousIndex<Key: Hashable, Value: Equatable> {
    private var found: [Key: Value?] = [:]

    mutating func add(_ key: Key, _ value: Value) {
        if let other = found[key], other != value { found[key] = .some(nil) } else { found[key] = value }
    }

    /// The keys that lead to one value, with it.
    var unambiguous: [Key: Value] { found.compactMapValues { $0 } }
}

extension RandomAccessCollection {
    /// The first index whose element satisfies `predicate`, by binary search; `endIndex` when none does. The
    /// collection must be partitioned by it: every element that fails comes before every element that passes
    /// (a sorted collection searched with `{ $0 >= key }`).
    @inlinable
    public func partitioningIndex(where predicate: (Element) throws -> Bool) rethrows -> Index {
        var low = startIndex, count = self.count
        while count > 0 {
            let half = count / 2, mid = index(low, offsetBy: half)
            if try predicate(self[mid]) { count = half } else { low = index(after: mid); count -= half + 1 }
        }
        return low
    }
}

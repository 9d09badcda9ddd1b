// Word-level diff of prose against captions: patience-style anchors, then exact LCS in small gaps.

/// Matches two word streams monotonically.
///
/// Anchors are word trigrams (then bigrams, then single words) that occur exactly once on each side of the range
/// being compared; the longest increasing chain of them is kept, and the ranges between anchors are
/// compared recursively. Gaps left small enough are solved exactly by dynamic programming; large gaps
/// with nothing unique in common are unrelated text and stay unmatched. Near-linear on edited prose,
/// where a full Myers diff would be quadratic in the number of edits.
enum TranscriptMatcher {
    /// Largest gap (cells of the LCS table) solved exactly.
    static let dpLimit = 60_000

    /// For each word of `a`, the index of the matching word of `b`, or -1. Matches increase strictly.
    static func match(_ a: [Int32], _ b: [Int32]) -> [Int32] {
        var result = [Int32](repeating: -1, count: a.count)
        var stack: [(Int, Int, Int, Int)] = [(0, a.count, 0, b.count)]
        while let (aLo0, aHi0, bLo0, bHi0) = stack.popLast() {
            var aLo = aLo0, aHi = aHi0, bLo = bLo0, bHi = bHi0
            // Common prefix and suffix.
            while aLo < aHi, bLo < bHi, a[aLo] == b[bLo] {
                result[aLo] = Int32(bLo); aLo += 1; bLo += 1
            }
            while aLo < aHi, bLo < bHi, a[aHi - 1] == b[bHi - 1] {
                result[aHi - 1] = Int32(bHi - 1); aHi -= 1; bHi -= 1
            }
            let n = aHi - aLo, m = bHi - bLo
            if n == 0 || m == 0 { continue }
            // Tiny gaps: exact LCS is cheaper than building tables.
            if n * m <= 64 {
                lcs(a, b, aLo, aHi, bLo, bHi, &result)
                continue
            }
            // Phrases unique on both sides first: an LCS breaks ties between "thank you" and
            // scattered common words arbitrarily, anchors do not.
            var k = 3
            var anchors = uniqueAnchors(a, b, aLo, aHi, bLo, bHi, k: 3)
            if anchors.isEmpty {
                k = 2
                anchors = uniqueAnchors(a, b, aLo, aHi, bLo, bHi, k: 2)
            }
            if anchors.isEmpty {
                if n * m <= dpLimit {
                    lcs(a, b, aLo, aHi, bLo, bHi, &result)
                    continue
                }
                k = 1
                anchors = uniqueAnchors(a, b, aLo, aHi, bLo, bHi, k: 1)
            }
            if anchors.isEmpty { continue }
            // Anchors cover k words each; consecutive anchors may overlap.
            var segments: [(Int, Int, Int, Int)] = []
            var lastA = aLo - 1, lastB = bLo - 1
            var gapA = aLo, gapB = bLo
            for (i, j) in anchors {
                var first = true
                for t in 0..<k where i + t > lastA && j + t > lastB && i + t < aHi && j + t < bHi {
                    if first {
                        if i + t > gapA || j + t > gapB { segments.append((gapA, i + t, gapB, j + t)) }
                        first = false
                    } else if i + t != lastA + 1 || j + t != lastB + 1 {
                        break
                    }
                    result[i + t] = Int32(j + t)
                    lastA = i + t; lastB = j + t
                    gapA = lastA + 1; gapB = lastB + 1
                }
            }
            if gapA < aHi || gapB < bHi { segments.append((gapA, aHi, gapB, bHi)) }
            for s in segments where s.1 > s.0 && s.3 > s.2 {
                stack.append(s)
            }
        }
        compact(a, b, &result)
        return result
    }

    /// Slides a match next to its successor when the same word sits there, unmatched: an exact LCS
    /// may take "and" from an earlier sentence when the "and" just before the next match is as good.
    static func compact(_ a: [Int32], _ b: [Int32], _ result: inout [Int32]) {
        guard a.count >= 2 else { return }
        for i in stride(from: a.count - 2, through: 0, by: -1) {
            let m = result[i], next = result[i + 1]
            guard m >= 0, next >= 0, next - m > 1 else { continue }
            let candidate = next - 1
            if b[Int(candidate)] == a[i] { result[i] = candidate }
        }
    }

    /// Positions (i, j) of k-grams unique on both sides, longest chain increasing in both.
    static func uniqueAnchors(_ a: [Int32], _ b: [Int32], _ aLo: Int, _ aHi: Int, _ bLo: Int, _ bHi: Int, k: Int) -> [(Int, Int)] {
        guard aHi - aLo >= k, bHi - bLo >= k else { return [] }
        @inline(__always) func key(_ s: [Int32], _ i: Int) -> UInt64 {
            if k == 1 { return UInt64(UInt32(bitPattern: s[i])) }
            if k == 2 { return UInt64(UInt32(bitPattern: s[i])) << 32 | UInt64(UInt32(bitPattern: s[i + 1])) }
            // Ids stay below 2^21 for any realistic vocabulary; wider ids only risk a missed anchor.
            return (UInt64(UInt32(bitPattern: s[i])) & 0x1F_FFFF) << 42
                | (UInt64(UInt32(bitPattern: s[i + 1])) & 0x1F_FFFF) << 21
                | (UInt64(UInt32(bitPattern: s[i + 2])) & 0x1F_FFFF)
        }
        // Position in a (or -2 if repeated) and in b (-1 absent, -2 repeated).
        var table: [UInt64: (Int32, Int32)] = [:]
        table.reserveCapacity(aHi - aLo)
        for i in aLo...(aHi - k) {
            let kk = key(a, i)
            if let e = table[kk] { table[kk] = (-2, e.1) } else { table[kk] = (Int32(i), -1) }
        }
        for j in bLo...(bHi - k) {
            let kk = key(b, j)
            guard let e = table[kk], e.0 >= 0 else { continue }
            table[kk] = (e.0, e.1 == -1 ? Int32(j) : -2)
        }
        var pairs: [(Int, Int)] = []
        for (_, e) in table where e.0 >= 0 && e.1 >= 0 { pairs.append((Int(e.0), Int(e.1))) }
        pairs.sort { $0.0 < $1.0 }
        return longestIncreasing(pairs)
    }

    /// Longest subsequence of `pairs` (sorted by .0) increasing in .1 (patience sorting).
    static func longestIncreasing(_ pairs: [(Int, Int)]) -> [(Int, Int)] {
        if pairs.count <= 1 { return pairs }
        var tails: [Int] = []          // index into pairs of the smallest tail of each length
        var previous = [Int](repeating: -1, count: pairs.count)
        for (index, pair) in pairs.enumerated() {
            var lo = 0, hi = tails.count
            while lo < hi {
                let mid = (lo + hi) / 2
                if pairs[tails[mid]].1 < pair.1 { lo = mid + 1 } else { hi = mid }
            }
            if lo > 0 { previous[index] = tails[lo - 1] }
            if lo == tails.count { tails.append(index) } else { tails[lo] = index }
        }
        var chain: [(Int, Int)] = []
        var i = tails.last ?? -1
        while i >= 0 { chain.append(pairs[i]); i = previous[i] }
        return chain.reversed()
    }

    /// Exact longest common subsequence of a small gap.
    static func lcs(_ a: [Int32], _ b: [Int32], _ aLo: Int, _ aHi: Int, _ bLo: Int, _ bHi: Int, _ result: inout [Int32]) {
        let n = aHi - aLo, m = bHi - bLo
        let width = m + 1
        var table = [UInt16](repeating: 0, count: (n + 1) * width)
        // table[i][j] = LCS of a[aLo+i..<aHi] and b[bLo+j..<bHi]: filled backwards so the walk goes forwards.
        for i in stride(from: n - 1, through: 0, by: -1) {
            let ai = a[aLo + i]
            for j in stride(from: m - 1, through: 0, by: -1) {
                let v: UInt16
                if ai == b[bLo + j] {
                    v = table[(i + 1) * width + j + 1] + 1
                } else {
                    v = max(table[(i + 1) * width + j], table[i * width + j + 1])
                }
                table[i * width + j] = v
            }
        }
        var i = 0, j = 0
        while i < n, j < m {
            if a[aLo + i] == b[bLo + j] && table[i * width + j] == table[(i + 1) * width + j + 1] + 1 {
                result[aLo + i] = Int32(bLo + j); i += 1; j += 1
            } else if table[(i + 1) * width + j] >= table[i * width + j + 1] {
                i += 1
            } else {
                j += 1
            }
        }
    }
}

import Diagnostics
import Foundation
import Ingest
import Support
import TextAnalysis

// Topic runs: a talk names a topic and then talks about it in words of its own.

extension CrossReferencer {
    /// Topic runs (see `CrossReferenceSettings.segmentPenalty`): for each paragraph, the section of its run, or nil.
    /// `own[n]` holds paragraph `n`'s own scores by section; `talks[n]` its talk and chapter (runs never cross
    /// talks or chapters: a chapter heading is where a talk says it changes topic).
    static func segments(_ own: [ScoreRow], talks: [String], settings: CrossReferenceSettings) -> [Int?] {
        // Runs of one talk and chapter are independent: labelled on every core.
        return runs(talks).concurrentMap { range -> [Int?] in
            let start = range.lowerBound, end = range.upperBound
            var result = [Int?](repeating: nil, count: range.count)  // by paragraph - start
            // States: "none" (gain 0) and every section some paragraph of the talk scores above the floor for.
            let states = Array(Set((start..<end).flatMap { n in
                zip(own[n].sections, own[n].scores).filter { Double($0.1) > settings.segmentFloor }.map { Int($0.0) }
            })).sorted()
            if !states.isEmpty {
                let none = states.count
                // value[s]: best total of a labelling of the paragraphs so far ending in state s; back[n][s]: the
                // state before, for the trace back.
                // Starting a run costs the penalty too, at the start of a chapter as anywhere.
                var value = [Double](repeating: -settings.segmentPenalty, count: states.count + 1)
                value[none] = 0
                var back: [[Int32]] = []
                back.reserveCapacity(end - start)
                for n in start..<end {
                    let bestState = value.indices.max { (value[$0], -$0) < (value[$1], -$1) }!
                    let switchValue = value[bestState] - settings.segmentPenalty
                    var next = [Double](repeating: 0, count: states.count + 1)
                    var from = [Int32](repeating: 0, count: states.count + 1)
                    for s in 0...none {
                        let stay = value[s]
                        (next[s], from[s]) = stay >= switchValue ? (stay, Int32(s)) : (switchValue, Int32(bestState))
                    }
                    // The row's sections and the states both ascend: one merge, not a search of the row per state.
                    let row = own[n]
                    var j = 0
                    for s in 0..<none {
                        let section = Int32(states[s])
                        while j < row.sections.count, row.sections[j] < section { j += 1 }
                        let score = j < row.sections.count && row.sections[j] == section ? Double(row.scores[j]) : 0
                        next[s] += score > 0 ? score - settings.segmentFloor : -settings.segmentGap
                    }
                    value = next
                    back.append(from)
                }
                var state = value.indices.max { (value[$0], -$0) < (value[$1], -$1) }!
                for n in stride(from: end - 1, through: start, by: -1) {
                    if state != none { result[n - start] = states[state] }
                    state = Int(back[n - start][state])
                }
                // A run starts and ends on paragraphs that are about its section in their own words: only the
                // paragraphs between them inherit it (a signpost before a topic is not the topic).
                var n = start
                while n < end {
                    guard let section = result[n - start] else { n += 1; continue }
                    var runEnd = n
                    while runEnd < end, result[runEnd - start] == section { runEnd += 1 }
                    let evidence = (n..<runEnd).filter { (own[$0][section]?.score ?? 0) >= settings.segmentFloor }
                    for m in n..<runEnd where m < (evidence.first ?? runEnd) || m > (evidence.last ?? n) { result[m - start] = nil }
                    n = runEnd
                }
            }
            return result
        }.flatMap { $0 }
    }
}

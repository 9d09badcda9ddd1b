import Foundation
import Support
import TextAnalysis

/// A run of records' analysis as a cache entry (`ProductCache` kind `analysis`): keyed by the language, the
/// positions kept and the text of each record (title, heading, body: all the analysis reads).
enum AnalyzedRunCoding {
    static let kind = "analysis"

    static func run(_ records: ArraySlice<SearchRecord>, language: String, maxPositions: Int, cache: any ProductCache,
                    make: () -> AnalyzedRun) -> AnalyzedRun {
        cache.product(kind, inputs: { w in
            w.write("record analysis 2")
            w.write(language)
            w.write(maxPositions)
            w.write(records.count)
            var previous: String?
            for r in records {
                w.write(r.pageURL != previous)
                previous = r.pageURL
                w.write(r.pageTitle)
                w.write(r.section)
                w.write(r.text)
            }
        }, decode: decode, encode: encode, make: make)
    }

    static func encode(_ run: AnalyzedRun, _ w: inout BinaryWriter) {
        w.write(run.keys.count)
        for (k, key) in run.keys.enumerated() {
            w.write(key.text)
            w.write(run.stems[k])
            w.write(Int(run.df[k]))
            w.write(run.isWord[k])
        }
        w.write(run.lengths.count)
        for (k, (l, end)) in zip(run.lengths, run.recordEnds).enumerated() {
            w.write(Int(l.0)); w.write(Int(l.1)); w.write(Int(l.2))
            w.write(Int(end))
            w.write(run.opensPage[k])
        }
        w.write(run.terms.count)
        for (o, term) in run.terms.enumerated() {
            w.write(Int(term))
            let tf = run.tf[o]
            w.write(Int(tf.0)); w.write(Int(tf.1)); w.write(Int(tf.2))
            w.write(Int(run.positionEnds[o]))
        }
        w.write(run.positions.count)
        for p in run.positions { w.write(Int(p)) }
    }

    static func decode(_ r: inout BinaryReader) throws -> AnalyzedRun {
        var run = AnalyzedRun()
        func int32() throws -> Int32 {
            let n = try r.int()
            guard let v = Int32(exactly: n) else { throw BinaryReader.Malformed() }
            return v
        }
        func uint16() throws -> UInt16 {
            let n = try r.int()
            guard let v = UInt16(exactly: n) else { throw BinaryReader.Malformed() }
            return v
        }
        let keys = try r.count()
        run.keys.reserveCapacity(keys); run.stems.reserveCapacity(keys); run.df.reserveCapacity(keys); run.isWord.reserveCapacity(keys)
        for _ in 0..<keys {
            run.keys.append(SurfaceKey(text: try r.string()))
            run.stems.append(try r.string())
            run.df.append(try int32())
            run.isWord.append(try r.bool())
        }
        let records = try r.count()
        for _ in 0..<records {
            run.lengths.append((try int32(), try int32(), try int32()))
            run.recordEnds.append(try int32())
            run.opensPage.append(try r.bool())
        }
        let terms = try r.count()
        run.terms.reserveCapacity(terms); run.tf.reserveCapacity(terms); run.positionEnds.reserveCapacity(terms)
        for _ in 0..<terms {
            let term = try int32()
            guard term >= 0, Int(term) < keys else { throw BinaryReader.Malformed() }
            run.terms.append(term)
            run.tf.append((try uint16(), try uint16(), try uint16()))
            run.positionEnds.append(try int32())
        }
        let positions = try r.count()
        run.positions.reserveCapacity(positions)
        for _ in 0..<positions { run.positions.append(try int32()) }
        // Ends must be in order and inside their arrays: the index step slices by them.
        guard run.recordEnds.last.map({ Int($0) == terms }) ?? (terms == 0),
              run.positionEnds.last.map({ Int($0) == positions }) ?? (positions == 0),
              zip(run.recordEnds, run.recordEnds.dropFirst()).allSatisfy({ $0 <= $1 }),
              zip(run.positionEnds, run.positionEnds.dropFirst()).allSatisfy({ $0 <= $1 }) else { throw BinaryReader.Malformed() }
        return run
    }
}

import Foundation
import Support

/// One language's index as a cache entry (`ProductCache` kind `index`): keyed by every field of the language's
/// records, the completions added to them and the index options; holding its directory entry and its files.
enum LanguageIndexCoding {
    static let kind = "index"

    static func index(_ records: [SearchRecord], language: String, extraCompletions: [String], options: SearchIndexWriter.Options,
                      cache: any ProductCache, make: () -> (entry: [UInt8], files: [IndexFile], packedKeys: [String]))
        -> (entry: [UInt8], files: [IndexFile], packedKeys: [String]) {
        cache.product(kind, inputs: { w in
            w.write("language index \(SearchIndexFormat.version)")
            w.write(language)
            write(options, to: &w)
            w.write(extraCompletions)
            w.write(records.count)
            for record in records { write(record, to: &w) }
        }, decode: { r in
            let entry = try r.data()
            let files = try (0..<r.count()).map { _ in IndexFile(path: try r.string(), data: Data(try r.data())) }
            let packed = try r.strings()
            // Read back whole, the language still keeps its packed files: an edit of one of its pages packs
            // only the files the edit changed.
            for key in packed { cache.keep(PackedPayload.cacheKind, key: key) }
            return (entry, files, packed)
        }, encode: { index, w in
            w.write(bytes: index.entry)
            w.write(index.files.count)
            for file in index.files {
                w.write(file.path)
                w.write(bytes: file.data)
            }
            w.write(index.packedKeys)
        }, make: make)
    }

    static func write(_ record: SearchRecord, to w: inout BinaryWriter) {
        for field in [record.id, record.url, record.pageURL, record.pageTitle, record.section, record.text, record.language,
                      record.kind.rawValue] { w.write(field) }
        w.write(record.designSystem)
        w.write(record.platforms)
        w.write(record.time)
        w.write(record.topics != nil)
        w.write(record.topics ?? [])
        w.write(record.summary)
    }

    /// Every option that shapes the files (not the cache itself).
    static func write(_ options: SearchIndexWriter.Options, to w: inout BinaryWriter) {
        w.write(options.directory)
        for n in [options.shardTargetBytes, options.vocabularyChunkTargetBytes, options.documentChunkTargetBytes,
                  options.postingsHeadRecords, options.maxPositions, options.excerptSourceLength] { w.write(n) }
        for x in options.fieldWeights + [-1] + options.fieldB + [-1, options.minLengthRatio, options.k1] { w.write(x) }
    }
}

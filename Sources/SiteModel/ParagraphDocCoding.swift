import Foundation
import Ingest
import Support

/// One talk's paragraphs as the cross-referencer analyses them (stems and glossary concepts, with the chapter's),
/// and the words they use, as a cache entry (`ProductCache` kind `paragraphs`): keyed by the talk's id, language,
/// headings and paragraphs, and by the glossary. Scoring them against the sections depends on the whole library
/// and is done every build.
enum ParagraphDocCoding {
    static let kind = "paragraphs"

    typealias Analysed = (docs: [CrossReferencer.ParagraphDoc], surfaces: [String: String])

    static func docs(_ page: Page, glossary: String, cache: any ProductCache, make: () -> Analysed) -> Analysed {
        cache.product(kind, inputs: { w in
            w.write("talk paragraphs 1")
            w.write(glossary)
            w.write(page.id)
            w.write(page.contentLanguage)
            w.write(sectionsOf: page)
        }, decode: { r in
            let docs = try (0..<r.count()).map { _ in
                CrossReferencer.ParagraphDoc(talkID: try r.string(), anchor: try r.string(), text: try r.string(), language: try r.string(),
                                             time: try r.optionalDouble(), terms: try table(&r), concepts: try table(&r),
                                             chapter: try r.int(), chapterTerms: try table(&r), chapterConcepts: try table(&r))
            }
            var surfaces: [String: String] = [:]
            for _ in 0..<(try r.count()) { surfaces[try r.string()] = try r.string() }
            return (docs, surfaces)
        }, encode: { analysed, w in
            w.write(analysed.docs.count)
            for doc in analysed.docs {
                w.write(doc.talkID); w.write(doc.anchor); w.write(doc.text); w.write(doc.language); w.write(doc.time)
                write(doc.terms, &w); write(doc.concepts, &w)
                w.write(doc.chapter)
                write(doc.chapterTerms, &w); write(doc.chapterConcepts, &w)
            }
            w.write(analysed.surfaces.count)
            for word in analysed.surfaces.keys.sorted() {
                w.write(word)
                w.write(analysed.surfaces[word]!)
            }
        }, make: make)
    }

    static func write(_ table: [String: Double], _ w: inout BinaryWriter) {
        w.write(table.count)
        for key in table.keys.sorted() {
            w.write(key)
            w.write(table[key]!)
        }
    }

    static func table(_ r: inout BinaryReader) throws -> [String: Double] {
        let n = try r.count()
        var table = [String: Double](minimumCapacity: n)
        for _ in 0..<n { table[try r.string()] = try r.double() }
        return table
    }
}

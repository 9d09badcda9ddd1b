import Support

/// A translation's alignment as a cache entry (`ProductCache` kind `translations`), written and read in one order.
extension BinaryWriter {
    mutating func write(_ alignment: TranslationAlignment) {
        write(alignment.sourceID)
        write(alignment.translationID)
        write(alignment.lengthRatio)
        write(alignment.pairs.count)
        for pair in alignment.pairs {
            write(indices: pair.sourceBlocks)
            write(indices: pair.translationBlocks)
            write(pair.score)
            write(pair.sentences.count)
            for link in pair.sentences {
                write(indices: link.source)
                write(indices: link.translation)
                write(link.score)
            }
        }
    }

    mutating func write(indices: [Int]) {
        write(indices.count)
        for i in indices { write(i) }
    }
}

extension BinaryReader {
    mutating func translationAlignment() throws -> TranslationAlignment {
        let sourceID = try string(), translationID = try string(), lengthRatio = try double()
        let pairs = try (0..<count()).map { _ in
            let sourceBlocks = try indices(), translationBlocks = try indices(), score = try double()
            let sentences = try (0..<count()).map { _ in
                TranslationSentenceLink(source: try indices(), translation: try indices(), score: try double())
            }
            return TranslationPair(sourceBlocks: sourceBlocks, translationBlocks: translationBlocks, score: score, sentences: sentences)
        }
        return TranslationAlignment(sourceID: sourceID, translationID: translationID, pairs: pairs, lengthRatio: lengthRatio)
    }

    mutating func indices() throws -> [Int] { try (0..<count()).map { _ in try int() } }
}

import Diagnostics
import FileIO
import Foundation
import Ingest
import SiteModel

/// `concord align --json`: what alignment found, for tools and for checking by eye.
///
///     {"transcripts": [{"transcript": ID, "prose": PATH|null, "paragraphs": [{"text", "start", "spoken", "line",
///                       "sentences": [{"text", "start"}]}]}],
///      "translations": [{"source": ID, "translation": ID, "pairs": [{"source": TEXT|null, "translation": TEXT|null}]}]}
public enum AlignmentReport {
    struct Report: Encodable {
        var transcripts: [TranscriptEntry]
        var translations: [TranslationEntry]
    }
    struct TranscriptEntry: Encodable {
        var transcript: String
        var prose: String?
        var paragraphs: [Paragraph]
        enum CodingKeys: String, CodingKey { case transcript, prose, paragraphs }
        func encode(to encoder: Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(transcript, forKey: .transcript)
            try c.encode(prose, forKey: .prose)  // explicit null when the page is built from captions
            try c.encode(paragraphs, forKey: .paragraphs)
        }
    }
    struct Paragraph: Encodable {
        var text: String
        var start: Double?
        var spoken: Bool
        var line: Int?
        var sentences: [Sentence]
        enum CodingKeys: String, CodingKey { case text, start, spoken, line, sentences }
        func encode(to encoder: Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(text, forKey: .text)
            try c.encode(start, forKey: .start)
            try c.encode(spoken, forKey: .spoken)
            try c.encodeIfPresent(line, forKey: .line)
            try c.encode(sentences, forKey: .sentences)
        }
    }
    struct Sentence: Encodable {
        var text: String
        var start: Double?
        enum CodingKeys: String, CodingKey { case text, start }
        func encode(to encoder: Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(text, forKey: .text)
            try c.encode(start, forKey: .start)
        }
    }
    struct TranslationEntry: Encodable {
        var source: String
        var translation: String
        var pairs: [Pair]
    }
    struct Pair: Encodable {
        var source: String?
        var translation: String?
        enum CodingKeys: String, CodingKey { case source, translation }
        func encode(to encoder: Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(source, forKey: .source)
            try c.encode(translation, forKey: .translation)
        }
    }

    public static func json(contentDirectory: String, fileSystem: any FileSystem = DiskFileSystem(), problems: inout [Diagnostic]) -> String {
        let content = ContentReader(fileSystem: fileSystem, root: contentDirectory).read(problems: &problems)
        let glossary = content.glossarySource.map { GlossaryReader.read($0.text, path: $0.path, problems: &problems) } ?? Glossary()
        let sessions = SessionPlanner.plan(content.documents, problems: &problems)
        let translations = TranslationPlanner.plan(content.documents, glossary: glossary,
                                                   defaultLanguage: content.manifest.defaultLanguage, problems: &problems)
        let report = Report(
            transcripts: sessions.map { plan in
                TranscriptEntry(
                    transcript: plan.transcript.transcript?.id ?? plan.transcript.id,
                    prose: plan.prose?.path,
                    paragraphs: plan.blocks.indices.filter { !plan.blocks[$0].isHeading }.map { index in
                        let timing = plan.timings[index]
                        return Paragraph(text: plan.blocks[index].text, start: timing.start, spoken: timing.spoken,
                                         line: plan.prose == nil ? nil : plan.blocks[index].line,
                                         sentences: timing.sentences.map { Sentence(text: $0.text, start: $0.start) })
                    })
            },
            translations: translations.map { plan in
                func text(_ blocks: [Int], _ document: Document) -> String? {
                    blocks.isEmpty ? nil : blocks.map { document.blocks[$0].text }.joined(separator: "\n")
                }
                return TranslationEntry(source: plan.source.id, translation: plan.translation.id,
                                        pairs: plan.pairs.map { Pair(source: text($0.source, plan.source), translation: text($0.translation, plan.translation)) })
            })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(report)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}

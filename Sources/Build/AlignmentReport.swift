import Align
import Diagnostics
import FileIO
import Foundation
import Ingest
import SiteModel
import TextAnalysis

/// `concord align --json`: what alignment found, for tools and for checking by eye.
///
///     {"transcripts": [{"transcript": ID, "prose": PATH|null, "paragraphs": [{"text", "start", "spoken", "line",
///                       "sentences": [{"text", "start"}]}],
///                       "chapters": [{"title", "level", "start", "paragraph", "sentence"}]}],
///      "translations": [{"source": ID, "translation": ID, "pairs": [{"source": TEXT|null, "translation": TEXT|null}]}],
///      "crossReferences": [{"talk": ID, "language": TAG, "start": SECONDS, "end": SECONDS, "page": ID, "section": ANCHOR,
///                           "heading": TEXT, "kind": "automatic"|"author", "evidence": [TERMS]}]}
///
/// Cross-references are the site's, as a build makes them (`CrossReferenceRecords`): one per passage of a talk
/// linked to one place, `start`/`end` spanning the passage.
public enum AlignmentReport {
    struct Report: Encodable {
        var transcripts: [TranscriptEntry]
        var translations: [TranslationEntry]
        var crossReferences: [CrossReferenceRecord]
    }
    struct TranscriptEntry: Encodable {
        var transcript: String
        var prose: String?
        var paragraphs: [Paragraph]
        var chapters: [Chapter]
        enum CodingKeys: String, CodingKey { case transcript, prose, paragraphs, chapters }
        func encode(to encoder: Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(transcript, forKey: .transcript)
            try c.encode(prose, forKey: .prose)  // explicit null when the page is built from captions
            try c.encode(paragraphs, forKey: .paragraphs)
            try c.encode(chapters, forKey: .chapters)
        }
    }
    /// A chapter found from the talk's signposts: it starts at sentence `sentence` (0-based) of paragraph
    /// `paragraph` (an index into `paragraphs`).
    struct Chapter: Encodable {
        var title: String
        var level: Int
        var start: Double?
        var paragraph: Int
        var sentence: Int
        enum CodingKeys: String, CodingKey { case title, level, start, paragraph, sentence }
        func encode(to encoder: Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(title, forKey: .title)
            try c.encode(level, forKey: .level)
            try c.encode(start, forKey: .start)
            try c.encode(paragraph, forKey: .paragraph)
            try c.encode(sentence, forKey: .sentence)
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

    /// One talk: the paragraphs as written (a paragraph cut where a chapter starts is whole again) and the
    /// chapters pointing into them.
    static func entry(_ plan: SessionPlan) -> TranscriptEntry {
        var paragraphs: [Paragraph] = []
        var chapters: [Chapter] = []
        var pending: [(title: String, level: Int)] = []
        for (index, block) in plan.blocks.enumerated() {
            if let level = block.headingLevel {
                pending.append((block.text, level))
                continue
            }
            let timing = plan.timings[index]
            let sentences = timing.sentences.map { Sentence(text: $0.text, start: $0.start) }
            let continues = plan.continuation.contains(index) && !paragraphs.isEmpty
            let paragraph = continues ? paragraphs.count - 1 : paragraphs.count
            let sentence = continues ? paragraphs[paragraph].sentences.count : 0
            for heading in pending {
                chapters.append(Chapter(title: heading.title, level: heading.level, start: timing.start,
                                        paragraph: paragraph, sentence: sentence))
            }
            pending = []
            if continues {
                // The paragraph as written, when the prose has it; captions' paragraphs are joined with spaces anyway.
                let whole = plan.prose?.blocks.first { $0.line == block.line && $0.kind == .paragraph }?.text
                paragraphs[paragraph].text = whole ?? paragraphs[paragraph].text + " " + block.text
                paragraphs[paragraph].sentences += sentences
            } else {
                paragraphs.append(Paragraph(text: block.text, start: timing.start, spoken: timing.spoken,
                                            line: plan.prose == nil ? nil : block.line, sentences: sentences))
            }
        }
        return TranscriptEntry(transcript: plan.transcript.transcript?.id ?? plan.transcript.id, prose: plan.prose?.path,
                               paragraphs: paragraphs, chapters: chapters)
    }

    public static func json(contentDirectory: String, lexiconDirectory: String? = nil, fileSystem: any FileSystem = DiskFileSystem(),
                            problems: inout [Diagnostic]) -> String {
        let content = ContentReader(fileSystem: fileSystem, root: contentDirectory).read(problems: &problems)
        let made = SiteMaker.makeSite(content: content, lexicon: { problems in
            lexiconDirectory.map { LexiconReader.read(directory: $0, fileSystem: fileSystem, problems: &problems) } ?? .empty
        }, problems: &problems)
        let glossary = made.glossary, sessions = made.sessions, translations = made.translations
        var site = made.site
        SiteLinker.link(&site, glossary: glossary, related: { problems in
            lexiconDirectory.map { RelatedWords.load(directory: $0, fileSystem: fileSystem, problems: &problems) } ?? RelatedWords()
        }, problems: &problems)
        let report = Report(
            transcripts: sessions.map(entry),
            translations: translations.map { plan in
                func text(_ blocks: [Int], _ document: Document) -> String? {
                    blocks.isEmpty ? nil : blocks.map { document.blocks[$0].text }.joined(separator: "\n")
                }
                return TranslationEntry(source: plan.source.id, translation: plan.translation.id,
                                        pairs: plan.pairs.map { Pair(source: text($0.source, plan.source), translation: text($0.translation, plan.translation)) })
            },
            crossReferences: CrossReferenceRecords.make(site))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(report)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}

import Diagnostics
import FileIO
import Foundation
import Ingest

/// Precision and recall of talk → guideline links against labelled time spans (`Tests/Fixtures/crossref-corpus-gold.tsv`):
/// an editor's spans of a talk, each naming a page (or a page's section) and a strength.
///
/// - precision (page level): automatic records whose passage overlaps a strong or weak span of the same talk naming
///   the same page, over all automatic records of the labelled talks;
/// - recall: strong spans that some automatic record overlapping them links to the span's page;
/// - section precision and recall: the same, where the span names a section and the record must name it too
///   (a span naming only a page accepts any section of it).
public enum CrossReferenceEvaluation {
    public struct Span: Sendable, Hashable {
        public var talk: String
        public var start: Double
        public var end: Double
        public var strength: String
        public var page: String
        public var section: String?
    }

    public struct Result: Sendable, CustomStringConvertible {
        public var predicted = 0, correct = 0, correctSection = 0, required = 0, found = 0, foundSection = 0
        public init() {}
        public var precision: Double { predicted == 0 ? 1 : Double(correct) / Double(predicted) }
        public var recall: Double { required == 0 ? 1 : Double(found) / Double(required) }
        public var sectionPrecision: Double { predicted == 0 ? 1 : Double(correctSection) / Double(predicted) }
        public var sectionRecall: Double { required == 0 ? 1 : Double(foundSection) / Double(required) }
        public var f1: Double { precision + recall == 0 ? 0 : 2 * precision * recall / (precision + recall) }
        public static func + (a: Result, b: Result) -> Result {
            var r = Result()
            r.predicted = a.predicted + b.predicted; r.correct = a.correct + b.correct; r.correctSection = a.correctSection + b.correctSection
            r.required = a.required + b.required; r.found = a.found + b.found; r.foundSection = a.foundSection + b.foundSection
            return r
        }
        public var description: String {
            String(format: "precision %.3f (%d/%d)  recall %.3f (%d/%d)  section: precision %.3f recall %.3f",
                   precision, correct, predicted, recall, found, required, sectionPrecision, sectionRecall)
        }
    }

    /// Spans from the gold file's lines (`talk, start, end, strength, target, note`, tab-separated; `#` comments).
    public static func spans(_ text: String) -> [Span] {
        text.split(separator: "\n").compactMap { line -> Span? in
            guard !line.hasPrefix("#") else { return nil }
            let f = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard f.count >= 5, let start = Double(f[1]), let end = Double(f[2]) else { return nil }
            let target = f[4].split(separator: "#", maxSplits: 1).map(String.init)
            return Span(talk: f[0], start: start, end: end, strength: f[3], page: target.first ?? "-",
                        section: target.count > 1 ? target[1] : nil)
        }
    }

    /// Records of the talks that `spans` label, judged against them.
    public static func evaluate(_ records: [CrossReferenceRecord], spans: [Span], talks: Set<String>? = nil) -> Result {
        let labelled = talks ?? Set(spans.map(\.talk))
        let byTalk = Dictionary(grouping: spans.filter { labelled.contains($0.talk) }, by: \.talk)
        var result = Result()
        func overlaps(_ r: CrossReferenceRecord, _ s: Span) -> Bool {
            let start = r.start ?? 0, end = max(r.end ?? start, start + 1)
            return start < s.end && s.start < end
        }
        let automatic = records.filter { $0.kind == .automatic && labelled.contains($0.talk) }
        for r in automatic {
            result.predicted += 1
            let near = (byTalk[r.talk] ?? []).filter { $0.strength != "none" && $0.page == r.page && overlaps(r, $0) }
            if !near.isEmpty { result.correct += 1 }
            if near.contains(where: { $0.section == nil || $0.section == r.section }) { result.correctSection += 1 }
        }
        for s in spans where s.strength == "strong" && labelled.contains(s.talk) {
            result.required += 1
            let near = automatic.filter { $0.talk == s.talk && $0.page == s.page && overlaps($0, s) }
            if !near.isEmpty { result.found += 1 }
            if near.contains(where: { s.section == nil || $0.section == s.section }) { result.foundSection += 1 }
        }
        return result
    }
}

extension CrossReferenceEvaluation {
    /// A content folder in memory (at `Content/`) holding the corpus's HIG pages
    /// (`hig/en/skills/*/references/*.md`) and the English captions of `talks` (`wwdc2018-809` is
    /// `transcripts/eng/2018/809.json`), read from `corpus` through `fileSystem`. For the benchmark
    /// (`concord-bench crossref --corpus`); nothing is copied to disk.
    public static func corpusLibrary(corpus: String, talks: [String], fileSystem: any FileSystem) throws -> MemoryFileSystem {
        let memory = MemoryFileSystem()
        let skills = Path.join(corpus, "hig/en/skills")
        for group in try fileSystem.list(skills) {
            let references = Path.join(skills, group + "/references")
            guard fileSystem.isDirectory(references) else { continue }
            for name in try fileSystem.list(references) where name.hasSuffix(".md") {
                try memory.write(fileSystem.read(Path.join(references, name)), to: "Content/" + name)
            }
        }
        for talk in talks {
            let digits = talk.drop { !$0.isNumber }
            guard digits.count > 4 else { continue }
            let year = digits.prefix(4), number = digits.dropFirst(4).drop { !$0.isNumber }
            try memory.write(fileSystem.read(Path.join(corpus, "transcripts/eng/\(year)/\(number).json")), to: "Content/\(talk).json")
        }
        return memory
    }

    /// The site model as a build makes it, before cross-referencing, and the glossary.
    public static func model(root: String, fileSystem: any FileSystem, problems: inout [Diagnostic]) -> (Site, Glossary) {
        let read = ContentReader(fileSystem: fileSystem, root: root).read(problems: &problems)
        let made = SiteMaker.makeSite(content: read, problems: &problems)
        return (made.site, made.glossary)
    }

    /// The cross-reference records of `site` linked with `settings`.
    public static func records(_ site: Site, glossary: Glossary, related: RelatedWords, settings: CrossReferenceSettings) -> [CrossReferenceRecord] {
        var linked = site
        CrossReferencer.link(&linked, glossary: glossary, related: related, settings: settings)
        return CrossReferenceRecords.make(linked)
    }
}

import Diagnostics
import Foundation
import Ingest

/// Scores a translation alignment against hand-labelled gold links; shared by the alignment tests and
/// `concord-bench translate`.
///
/// Gold is a TSV file: one link per line, `source text prefix<TAB>translation text prefix`, where each prefix
/// (or, failing that, the exact text) identifies one block of its document. Lines starting with `#` are comments.
/// Text prefixes rather than block numbers keep the gold valid when a reader changes how blocks are split.
public enum TranslationEvaluation {
    /// One block-to-block link: source block index, translation block index.
    public struct Link: Hashable, Comparable, Sendable {
        public var source: Int
        public var translation: Int

        public init(_ source: Int, _ translation: Int) {
            self.source = source
            self.translation = translation
        }

        public static func < (a: Link, b: Link) -> Bool {
            (a.source, a.translation) < (b.source, b.translation)
        }
    }

    /// Gold links read from TSV, in file order, and the lines that could not be resolved.
    public struct Gold: Sendable {
        public var links: [Link]
        /// One message per unresolvable prefix or malformed line; empty when the gold fits the documents.
        public var errors: [String]

        public var set: Set<Link> { Set(links) }
    }

    /// Link precision, recall and F1.
    public struct Scores: Sendable, Hashable {
        public var precision: Double
        public var recall: Double
        public var f1: Double

        /// Scores from counts of true positives, false positives and false negatives (1 for an empty denominator).
        public init(truePositives tp: Int, falsePositives fp: Int, falseNegatives fn: Int) {
            precision = tp + fp == 0 ? 1 : Double(tp) / Double(tp + fp)
            recall = tp + fn == 0 ? 1 : Double(tp) / Double(tp + fn)
            f1 = precision + recall > 0 ? 2 * precision * recall / (precision + recall) : 0
        }
    }

    /// The seed site's translation inputs, as the real readers make them: the glossary, the Chinese page
    /// (seed 004, the only document not in the default language) and the English summary bundle (seed 003),
    /// whose pages are the documents with a source URL read from the same file as `search-fields`.
    public struct Seeds: Sendable {
        public var glossary: Glossary
        public var manifest: SiteManifest
        public var translation: Document
        public var summaryPages: [Document]

        /// Nil, with a problem, when the content lacks the glossary, the translation or the summary.
        public init?(content: Content, problems: inout [Diagnostic]) {
            guard let (path, text) = content.glossarySource,
                  let translation = content.documents.first(where: { $0.language != content.manifest.defaultLanguage }),
                  let summary = content.documents.first(where: { $0.id == "search-fields" && $0.sourceURL != nil }) else {
                problems.append(.error("evaluation.seeds", "found no glossary, translation or Search fields summary in the content"))
                return nil
            }
            glossary = GlossaryReader.read(text, path: path, problems: &problems)
            manifest = content.manifest
            self.translation = translation
            summaryPages = content.documents.filter { $0.path == summary.path && $0.sourceURL != nil }
        }

        /// The summary page the translation translates.
        public var summary: Document { summaryPages.first { $0.id == "search-fields" }! }
    }

    /// Lines of the HIG corpus pages' attribution that the site's strip rules keep (the `> **Source**: …`
    /// line splits plain-text bundles, so the manifest cannot strip it everywhere).
    static let corpusAttribution = try! StripRule(pattern: #"^>\s*\*\*Source\*\*:"#)

    /// One HIG corpus Markdown page read by `MarkdownReader` with `manifest`'s strip rules and the attribution line dropped.
    public static func corpusPage(_ text: String, path: String, manifest: SiteManifest, problems: inout [Diagnostic]) -> Document? {
        var manifest = manifest
        manifest.stripPatterns.append(corpusAttribution)
        return MarkdownReader.read(text, path: path, manifest: manifest, problems: &problems)
    }

    /// Every `*/references/*.md` page below `directory` (the corpus's `hig/en/skills`), in path order.
    public static func corpusPages(in directory: String, manifest: SiteManifest, problems: inout [Diagnostic]) -> [Document] {
        let files = (FileManager.default.subpaths(atPath: directory) ?? []).filter { path in
            let parts = path.split(separator: "/")
            return parts.count >= 2 && parts[parts.count - 2] == "references" && path.hasSuffix(".md")
        }.sorted()
        return files.compactMap { file in
            let path = directory + "/" + file
            guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
                problems.append(.error("file.unreadable", "cannot read the file", source: path))
                return nil
            }
            return corpusPage(text, path: path, manifest: manifest, problems: &problems)
        }
    }

    /// Block-to-block links of an alignment; a merged pair links every block of one side with every block of the other.
    public static func links(_ alignment: TranslationAlignment) -> Set<Link> {
        var result = Set<Link>()
        for pair in alignment.links {
            for s in pair.sourceBlocks { for t in pair.translationBlocks { result.insert(Link(s, t)) } }
        }
        return result
    }

    /// Resolves gold TSV against the two documents.
    public static func gold(_ tsv: String, source: Document, translation: Document) -> Gold {
        var links: [Link] = []
        var errors: [String] = []
        func find(_ prefix: String, _ d: Document) -> Int? {
            let hits = d.blocks.indices.filter { d.blocks[$0].text.hasPrefix(prefix) }
            if hits.count == 1 { return hits[0] }
            // The exact text breaks ties ("iPadOS" is also the start of "iPadOS、macOS").
            let exact = hits.filter { d.blocks[$0].text == prefix }
            if exact.count == 1 { return exact[0] }
            errors.append("\(hits.isEmpty ? "no" : "several") blocks of \(d.id) start with “\(prefix)”")
            return nil
        }
        for line in tsv.components(separatedBy: "\n") where !line.hasPrefix("#") && !line.trimmingCharacters(in: .whitespaces).isEmpty {
            let parts = line.components(separatedBy: "\t")
            guard parts.count == 2 else { errors.append("bad gold line: \(line)"); continue }
            if let s = find(parts[0], source), let t = find(parts[1], translation) { links.append(Link(s, t)) }
        }
        return Gold(links: links, errors: errors)
    }

    /// Precision, recall and F1 of `predicted` against `gold`.
    public static func score(predicted: Set<Link>, gold: Set<Link>) -> Scores {
        let tp = predicted.intersection(gold).count
        return Scores(truePositives: tp, falsePositives: predicted.count - tp, falseNegatives: gold.count - tp)
    }

    /// One line per pair of `alignment`, for reading by eye: `✓` a link in gold, `✗` a link not in gold,
    /// `…` an unmatched unit that gold links; then the score, both sides' blocks (index and text start)
    /// and the sentence links.
    public static func dump(_ alignment: TranslationAlignment, source: Document, translation: Document, gold: Set<Link>) -> String {
        func cut(_ s: String) -> String { s.count > 40 ? String(s.prefix(40)) + "…" : s }
        var lines: [String] = []
        for p in alignment.pairs {
            let s = p.sourceBlocks.map { "\($0):" + cut(source.blocks[$0].text) }.joined(separator: " + ")
            let t = p.translationBlocks.map { "\($0):" + cut(translation.blocks[$0].text) }.joined(separator: " + ")
            let mark: String
            if !p.sourceBlocks.isEmpty, !p.translationBlocks.isEmpty {
                let ok = p.sourceBlocks.allSatisfy { s in p.translationBlocks.allSatisfy { gold.contains(Link(s, $0)) } }
                mark = ok ? "✓" : "✗"
            } else {
                let missed = gold.contains { p.sourceBlocks.contains($0.source) || p.translationBlocks.contains($0.translation) }
                mark = missed ? "…" : " "
            }
            let sentences = p.sentences.map { "\($0.source)-\($0.translation)" }.joined(separator: " ")
            lines.append("  \(mark) \(String(format: "%.2f", p.score))  \(s)  ||  \(t)  \(sentences)")
        }
        return lines.joined(separator: "\n")
    }
}

import Diagnostics
import Ingest

/// Checks authors' `[[id#anchor|label]]` links (placeholders left by the readers, see `ExplicitLinks`) against
/// the site model: an unknown page id or anchor is an error `xref.target.unknown` at the file and line.
public enum ExplicitLinkChecker {
    /// Reports every unresolvable reference once (not once per language tree); returns how many references there are.
    @discardableResult
    /// `wikiStyle`: some `[[…]]` named its page by title or file name (`WikiLinkResolver`), as a wiki or an
    /// Obsidian vault does; there a `[[…]]` naming no page is a note not written yet, a warning shown as text.
    public static func check(_ site: inout Site, wikiStyle: Bool = false, problems: inout [Diagnostic]) -> Int {
        let resolver = LinkResolver(site: site)
        // Made once: a library with hundreds of links to ids no page has (HashiCorp's `[[code-snippets/…]]`) sorted
        // and compared every page id for each of them (3.1 s of a 4 s build).
        var pageIDs: NearestMatcher?
        var reported = Set<String>()
        var count = 0, resolvedWiki = 0
        var found: [(diagnostic: Diagnostic, unknown: UnknownPage?, name: Bool)] = []
        // Copies of a page in the language trees that lack it hold its links: checked once, with the page.
        for page in site.pages where page.role != .untranslated {
            for block in page.blocks {
                guard let html = block.block.markupHTML(containing: ExplicitLinks.targetAttribute) else { continue }
                for (_, reference) in ExplicitLinks.placeholders(in: html) {
                    count += 1
                    guard resolver.resolve(pageID: reference.pageID, anchor: reference.anchor, language: page.language) == nil else {
                        if reference.written == nil { resolvedWiki += 1 }
                        continue
                    }
                    let line = reference.line > 0 ? reference.line : block.block.line
                    guard reported.insert("\(page.sourcePath):\(line):\(reference.target)").inserted else { continue }
                    let unknown: UnknownPage? = reference.written != nil || resolver.hasPage(reference.pageID) ? nil
                        : Slug.make(reference.pageID) == reference.pageID ? .id : .notAnID
                    // A page's name as wikis write it (`[[Function Calling]]`), not an id.
                    let name = unknown == .notAnID && reference.pageID.contains(" ")
                    if pageIDs == nil { pageIDs = NearestMatcher(Set(site.pages.map(\.id)).sorted()) }
                    var problem = diagnostic(reference, source: page.sourcePath, line: line, resolver: resolver, pageIDs: &pageIDs!, name: name)
                    // Where it is written: a file link's target, or a `[[…]]`'s opening (its label may follow).
                    problem.excerpt = reference.written ?? "[[" + reference.target
                    found.append((problem, unknown, name))
                }
            }
        }
        // `[[…]]` naming no page, in a library where no `[[…]]` names one, or naming what no id can be, is not
        // Concord's link syntax but the authors' text (`the [[Prototype]] of an object`, C++'s `[[noreturn]]`,
        // TOML's `[[menus.main]]`): a warning, shown as written. In a wiki (links by page name, or to names no
        // id can be, `[[Function Calling]]`) it is a page not written yet: a warning too.
        let wiki = wikiStyle || found.contains(where: \.name)
        for (var diagnostic, unknown, name) in found {
            switch unknown {
            case .notAnID? where name:
                diagnostic.severity = .warning
                diagnostic.notes = ["in a wiki, a page not written yet: it is shown as written"]
            case .notAnID?:
                diagnostic.severity = .warning
                diagnostic.notes = ["page ids are lower-case letters, digits and hyphens: it is shown as written"]
            case .id? where resolvedWiki == 0:
                diagnostic.severity = .warning
                diagnostic.notes = ["no [[…]] of this library names a page: it is shown as written"]
            case .id? where wiki:
                diagnostic.severity = .warning
                diagnostic.notes = ["in a wiki, a page not written yet: it is shown as written"]
            case nil where wiki:
                // A heading renamed since the link was written (Obsidian vaults, a DocC book's translation): the
                // link still leads to the page, as the wiki's own site does.
                diagnostic.severity = .warning
                diagnostic.notes.append("the link leads to the page")
            default:
                break
            }
            problems.append(diagnostic)
        }
        return count
    }

    /// What a `[[…]]` naming no page names: an id no page has, or what no page id can be (ids are lower-case
    /// letters, digits and hyphens: `[[menus.main]]` of a TOML sample, `[[Prototype]]`).
    enum UnknownPage { case id, notAnID }

    static func diagnostic(_ reference: ExplicitLinks.Reference, source: String, line: Int, resolver: LinkResolver,
                           pageIDs: inout NearestMatcher, name: Bool = false) -> Diagnostic {
        if name {
            return .error("xref.target.unknown", "found a link to '\(reference.asWritten)', but no page has that title or file name; expected a page's title, file name or id",
                          source: source, line: line)
        }
        guard resolver.hasPage(reference.pageID), let page = resolver.original(id: reference.pageID) else {
            return .error("xref.target.unknown", "found a link to '\(reference.asWritten)', but no page has the id '\(reference.pageID)'; expected a page id",
                          source: source, line: line, notes: pageIDs.nearest(reference.pageID).map { ["did you mean '\($0)'?"] } ?? ["page ids: " + pageIDs.candidates.prefix(12).joined(separator: ", ")])
        }
        let anchors = page.sections.map(\.anchor)
        // A file link written for GitHub (`color.md#contrast`) whose anchor is gone reads as a dead anchor on
        // GitHub too: a warning (an error with --strict); a `[[id#anchor]]` written for Concord is an error.
        return Diagnostic(reference.written == nil ? .error : .warning, "xref.target.unknown", "found a link to '\(reference.asWritten)', but '\(reference.pageID)' has no section or paragraph '\(reference.anchor ?? "")'; expected one of its anchors",
                      source: source, range: SourceRange(line: line),
                      notes: NearestMatcher.nearest(reference.anchor ?? "", in: anchors).map { ["did you mean '\(reference.pageID)#\($0)'?"] } ?? ["sections: " + anchors.prefix(12).joined(separator: ", ")])
    }
}

/// The closest of a list of names to a misspelt one, by edit distance, when it is close (at most 2, or a quarter of
/// the word): "did you mean". Candidates whose length rules them out are skipped and a comparison stops once every
/// way through is over the limit; answers are remembered (a library repeats its broken links).
struct NearestMatcher {
    let candidates: [String]
    private let scalars: [[Unicode.Scalar]]
    private var answers: [String: String?] = [:]

    init(_ candidates: [String]) {
        self.candidates = candidates
        scalars = candidates.map { Array($0.unicodeScalars) }
    }

    static func nearest(_ word: String, in candidates: [String]) -> String? {
        var matcher = NearestMatcher(candidates)
        return matcher.nearest(word)
    }

    mutating func nearest(_ word: String) -> String? {
        if let known = answers[word] { return known }
        let w = Array(word.unicodeScalars)
        let limit = max(2, word.count / 4)
        var best: (index: Int, distance: Int)?
        for (k, candidate) in scalars.enumerated() where abs(candidate.count - w.count) <= min(limit, best.map { $0.distance - 1 } ?? limit) {
            if let d = Self.distance(w, candidate, limit: min(limit, best.map { $0.distance - 1 } ?? limit)) { best = (k, d) }
        }
        let answer = best.map { candidates[$0.index] }
        answers[word] = answer
        return answer
    }

    /// Levenshtein distance, or nil once it must exceed `limit`.
    static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int) -> Int? {
        guard limit >= 0 else { return nil }
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) <= limit ? max(a.count, b.count) : nil }
        var row = Array(0...b.count)
        for i in 1...a.count {
            var previous = row[0]
            row[0] = i
            var smallest = row[0]
            for j in 1...b.count {
                let current = row[j]
                row[j] = min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] == b[j - 1] ? 0 : 1))
                previous = current
                smallest = min(smallest, row[j])
            }
            if smallest > limit { return nil }
        }
        return row[b.count] <= limit ? row[b.count] : nil
    }
}

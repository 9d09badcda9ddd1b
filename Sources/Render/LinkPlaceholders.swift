import FileIO
import Foundation
import Ingest
import SiteModel
import Support

/// Turns the link placeholders the model leaves in block HTML into links relative to the page being written:
/// authors' `[[…]]` cross-references (`ExplicitLinks`) and glossary terms (`GlossaryTermLinker`). Resolving at
/// render time lets one block serve every language tree and the parallel views: each gets links into its own tree,
/// and a target with no version in the reader's language falls back to the source with a language badge.
struct LinkPlaceholders {
    let resolver: LinkResolver
    let languages: [String]
    let defaultLanguage: String

    init(site: Site) {
        resolver = LinkResolver(site: site)
        languages = site.languages
        defaultLanguage = site.defaultLanguage
    }

    static let termMarker = "<a " + GlossaryTermLinker.termAttribute + "=\""

    /// The output file's HTML with every placeholder resolved.
    func resolve(_ html: String, at path: String) -> String {
        // Byte searches throughout: pages are large, and Foundation's string search goes through UTF-16.
        let hasReferences = html.utf8Contains(ExplicitLinks.targetAttribute), hasTerms = html.utf8Contains(Self.termMarker)
        let hasHome = html.utf8Contains(ExplicitLinks.homeAttribute)
        guard hasReferences || hasTerms || hasHome else { return html }
        let first = String(path.split(separator: "/").first ?? "")
        let language = languages.contains(first) ? first : defaultLanguage
        var out = html
        if hasReferences {
            var result = ""
            var cursor = out.startIndex
            for (range, reference) in ExplicitLinks.placeholders(in: out) {
                result += out[cursor..<range.lowerBound]
                result += link(reference, from: path, language: language)
                cursor = range.upperBound
            }
            result += out[cursor...]
            out = result
        }
        if hasHome {
            let home = Path.relative(from: path, to: "\(language)/index.html")
            out = out.utf8Replacing(ExplicitLinks.homeAttribute + "=\"\"", with: "href=\"\(HTML.escape(home))\"")
        }
        if hasTerms {
            let glossary = Path.relative(from: path, to: "\(language)/glossary.html")
            out = out.utf8Replacing(Self.termMarker, with: "<a class=\"glossary-term\" href=\"\(glossary)#")
        }
        return out
    }

    func link(_ reference: ExplicitLinks.Reference, from path: String, language: String) -> String {
        // A page that has no such anchor (reported as xref.target.unknown) is still the page: the link leads to it.
        guard let target = resolver.resolve(pageID: reference.pageID, anchor: reference.anchor, language: language)
                ?? reference.anchor.flatMap({ _ in resolver.resolve(pageID: reference.pageID, anchor: nil, language: language) }) else {
            // Reported as xref.target.unknown when the model was checked; keep the words as written, drop the link.
            return "<span class=\"xref-broken\">\(reference.label ?? HTML.escape(reference.asWritten))</span>"
        }
        let href = Path.relative(from: path, to: target.page.url) + (target.anchor.map { "#" + $0 } ?? "")
        let label = reference.label ?? HTML.escape(target.title)
        guard target.isFallback else { return "<a class=\"xref\" href=\"\(HTML.escape(href))\">\(label)</a>" }
        let contentLanguage = target.page.contentLanguage
        let name = SiteRenderer.languageName(contentLanguage)
        return "<a class=\"xref\" href=\"\(HTML.escape(href))\" hreflang=\"\(HTML.escape(contentLanguage))\">\(label)</a>"
            + " <span class=\"xref-lang\" lang=\"\(HTML.escape(contentLanguage))\">(\(HTML.escape(name)))</span>"
    }
}

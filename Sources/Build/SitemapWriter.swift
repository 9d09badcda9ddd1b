import Foundation
import Ingest
import SiteModel
import Support

/// Files for hosts: `sitemap.xml` (with `hreflang` alternates), `robots.txt` and `.nojekyll`. A sitemap needs absolute URLs, so it is written
/// only when the site's base URL is known. Pages that only stand in for a missing translation are left out:
/// their canonical URL is the original's.
enum SitemapWriter {
    /// `glossary`: the site has a glossary page in each language.
    static func files(_ site: Site, glossary: Bool = true) -> [(String, Data)] {
        // GitHub Pages runs Jekyll on what it publishes unless told not to, which drops files whose names start
        // with "_"; the site needs no processing.
        let noJekyll = (".nojekyll", Data())
        guard let base = site.baseURL else {
            return [("robots.txt", Data("User-agent: *\nAllow: /\n".utf8)), noJekyll]
        }
        var xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">

        """
        // Each language's home and glossary, with the others as alternates; the root index.html is a copy of the
        // default language's home, whose URL is canonical. Search pages have no content of their own.
        var urls: [(String, [String: String])] = []
        for name in ["index.html"] + (glossary ? ["glossary.html"] : []) {
            let alternates = site.languages.count > 1 ? Dictionary(uniqueKeysWithValues: site.languages.map { ($0, "\($0)/\(name)") }) : [:]
            urls += site.languages.map { ("\($0)/\(name)", alternates) }
        }
        for page in site.pages where page.role != .untranslated {
            var alternates = page.alternates
            if !alternates.isEmpty { alternates[page.language] = page.url }
            urls.append((page.url, alternates))
        }
        for (url, alternates) in urls.sorted(by: { $0.0 < $1.0 }) {
            xml += "  <url>\n    <loc>\(HTML.escape(base + url))</loc>\n"
            for language in alternates.keys.sorted() {
                xml += "    <xhtml:link rel=\"alternate\" hreflang=\"\(HTML.escape(language))\" href=\"\(HTML.escape(base + alternates[language]!))\"/>\n"
            }
            if let fallback = alternates[site.defaultLanguage] {
                xml += "    <xhtml:link rel=\"alternate\" hreflang=\"x-default\" href=\"\(HTML.escape(base + fallback))\"/>\n"
            }
            xml += "  </url>\n"
        }
        xml += "</urlset>\n"
        return [
            ("sitemap.xml", Data(xml.utf8)),
            ("robots.txt", Data("User-agent: *\nAllow: /\n\nSitemap: \(base)sitemap.xml\n".utf8)),
            noJekyll,
        ]
    }
}

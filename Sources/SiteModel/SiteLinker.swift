import Diagnostics
import Ingest
import Support

/// The linking stages after the site is modelled, in the order the build runs them, each a stage of its own:
/// "Resolve links" (authors' relative links and images), "Cross-reference" (`CrossReferencer`), "Check links"
/// (authors' `[[…]]` links and `#fragment`s) and "Link glossary terms". The build, `concord align` and the
/// benchmarks all run this one sequence after `SiteMaker.makeSite`.
///
/// Resolving comes first because it is the only one of them that changes what a page says (an image's text): after
/// it, the site's text is final, so the build can index it for search while the other three add links.
public enum SiteLinker {
    /// `related` is read inside the "Cross-reference" stage (its time is part of it). `media`: content image path →
    /// its path in the site (the build's asset names); nil leaves images as they are. `textFinal`, when given, is
    /// called with the site as soon as its text is final (after "Resolve links"), before the other stages add
    /// their links: the build starts its search index there, on another thread.
    public static func link(_ site: inout Site, glossary: Glossary, related: (inout [Diagnostic]) -> RelatedWords = { _ in RelatedWords() },
                            settings: CrossReferenceSettings = .init(), media: [String: String]? = nil,
                            stages: any StageRunner = UntimedStages(), cache: (any ProductCache)? = nil,
                            textFinal: ((Site) -> Void)? = nil, problems: inout [Diagnostic]) {
        stages.run("Resolve links") { () -> ((), String) in
            let links = ContentLinkResolver.resolve(&site, media: media ?? [:], problems: &problems)
            guard let media else { return ((), "\(links) links to content files") }
            let images = ContentImageResolver.resolve(&site, media: media, problems: &problems)
            return ((), "\(links) links to content files, \(images) images")
        }
        textFinal?(site)
        stages.run("Cross-reference") { () -> ((), String) in
            let count = CrossReferencer.link(&site, glossary: glossary, related: related(&problems), settings: settings, cache: cache)
            return ((), "\(count) automatic links")
        }
        stages.run("Check links") { () -> ((), String) in
            let before = problems.count
            let byName = WikiLinkResolver.resolve(&site)
            ExplicitLinkChecker.check(&site, wikiStyle: byName > 0, problems: &problems)
            FragmentLinkChecker.check(&site, problems: &problems)
            return ((), "\(problems.count - before) problems")
        }
        stages.run("Link glossary terms") { () -> ((), String) in
            let terms = GlossaryTermLinker.link(&site, glossary: glossary, cache: cache)
            return ((), "\(terms) terms linked")
        }
    }
}

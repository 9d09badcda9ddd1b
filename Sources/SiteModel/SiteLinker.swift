import Diagnostics
import Ingest
import Support

/// The linking stages after the site is modelled, in the order the build runs them, each a stage of its own:
/// "Cross-reference" (`CrossReferencer`), "Resolve links" (authors' relative links and images), "Check links"
/// (authors' `[[…]]` links and `#fragment`s) and "Link glossary terms". The build, `concord align` and the
/// benchmarks all run this one sequence after `SiteMaker.makeSite`.
public enum SiteLinker {
    /// `related` is read inside the "Cross-reference" stage (its time is part of it). `media`: content image path →
    /// its path in the site (the build's asset names); nil leaves images as they are.
    public static func link(_ site: inout Site, glossary: Glossary, related: (inout [Diagnostic]) -> RelatedWords = { _ in RelatedWords() },
                            settings: CrossReferenceSettings = .init(), media: [String: String]? = nil,
                            stages: any StageRunner = UntimedStages(), cache: (any ProductCache)? = nil, problems: inout [Diagnostic]) {
        stages.run("Cross-reference") { () -> ((), String) in
            let count = CrossReferencer.link(&site, glossary: glossary, related: related(&problems), settings: settings, cache: cache)
            return ((), "\(count) automatic links")
        }
        stages.run("Resolve links") { () -> ((), String) in
            let links = ContentLinkResolver.resolve(&site, media: media ?? [:], problems: &problems)
            guard let media else { return ((), "\(links) links to content files") }
            let images = ContentImageResolver.resolve(&site, media: media, problems: &problems)
            return ((), "\(links) links to content files, \(images) images")
        }
        stages.run("Check links") { () -> ((), String) in
            let before = problems.count
            ExplicitLinkChecker.check(&site, problems: &problems)
            FragmentLinkChecker.check(&site, problems: &problems)
            return ((), "\(problems.count - before) problems")
        }
        stages.run("Link glossary terms") { () -> ((), String) in
            let terms = GlossaryTermLinker.link(&site, glossary: glossary, cache: cache)
            return ((), "\(terms) terms linked")
        }
    }
}

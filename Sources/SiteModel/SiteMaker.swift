import Align
import Diagnostics
import Foundation
import Ingest
import Support
import TextAnalysis

/// Runs a named stage of making a site and says in one line what it found. The build times and logs each as a
/// step (`StepRecorder`); elsewhere stages just run (`UntimedStages`).
public protocol StageRunner {
    func run<T>(_ name: String, _ body: () -> (T, String)) -> T
    /// A stage that ran beside others (on another thread), timed there: logged when it is joined.
    func record(_ name: String, seconds: Double, detail: String)
}

extension StageRunner {
    public func record(_ name: String, seconds: Double, detail: String) {}
}

/// Runs stages as they come, untimed and unlogged.
public struct UntimedStages: StageRunner {
    public init() {}
    public func run<T>(_ name: String, _ body: () -> (T, String)) -> T { body().0 }
}

/// What was read, in the model the rest of the build works on.
public struct MadeSite: Sendable {
    public var site: Site
    public var glossary: Glossary
    public var sessions: [SessionPlan]
    public var translations: [TranslationPlan]
}

/// Content in, the site model out, before cross-referencing: the glossary read, talks aligned to their prose and
/// captions (`SessionPlanner`), translations paired and aligned (`TranslationPlanner`), pages modelled
/// (`SiteModelBuilder`). The one sequence the build, `concord align`, the benchmarks and the tests all run.
public enum SiteMaker {
    /// `lexicon` is asked for only when some page is in another language than the site's (reading it costs);
    /// `cache`, when given, keeps the products of the stages that allow it between builds (talk alignments).
    /// `besides`: translations, which do not depend on talks, are aligned beside them (each stage has stretches
    /// that keep one core busy and the other idle, reading the dictionary among them); false aligns them after.
    /// The same plans and the same problems, in the same order, either way.
    public static func makeSite(content: Content, lexicon: @escaping @Sendable (inout [Diagnostic]) -> BilingualLexicon = { _ in .empty },
                                stages: any StageRunner = UntimedStages(), cache: (any ProductCache)? = nil,
                                besides: Bool = true, problems: inout [Diagnostic]) -> MadeSite {
        let glossary = stages.run("Read glossary") { () -> (Glossary, String) in
            let glossary = content.glossarySource.map { GlossaryReader.read($0.text, path: $0.path, problems: &problems) } ?? Glossary(entries: [])
            return (glossary, "\(glossary.entries.count) terms")
        }
        @Sendable func alignTranslations() -> (plans: [TranslationPlan], problems: [Diagnostic], detail: String) {
            var found: [Diagnostic] = []
            // A collection in one language has no translations: its own language is the default.
            let defaultLanguage = SiteModelBuilder.languages(manifest: content.manifest, documents: content.documents).first ?? "en"
            let needsLexicon = content.documents.contains { $0.kind != .transcript && $0.language != defaultLanguage }
            let plans = TranslationPlanner.plan(content.documents, glossary: glossary, lexicon: needsLexicon ? lexicon(&found) : .empty,
                                                defaultLanguage: defaultLanguage, drafts: content.drafts, cache: cache, problems: &found)
            return (plans, found, "\(plans.count) translations")
        }
        let beside = besides ? BesideTask(alignTranslations) : nil
        let sessions = stages.run("Align talks") { () -> ([SessionPlan], String) in
            let plans = SessionPlanner.plan(content.documents, cache: cache, problems: &problems)
            return (plans, "\(plans.count) sessions, \(plans.filter { $0.prose != nil }.count) with prose")
        }
        let translations: [TranslationPlan]
        if let beside {
            let (aligned, seconds) = beside.wait()
            problems += aligned.problems
            stages.record("Align translations", seconds: seconds, detail: aligned.detail + " (beside talks)")
            translations = aligned.plans
        } else {
            translations = stages.run("Align translations") { () -> ([TranslationPlan], String) in
                let aligned = alignTranslations()
                problems += aligned.problems
                return (aligned.plans, aligned.detail)
            }
        }
        let site = stages.run("Model site") { () -> (Site, String) in
            let site = SiteModelBuilder(content: content).build(sessions: sessions, translations: translations, problems: &problems)
            return (site, "\(site.pages.filter { $0.role != .untranslated }.count) pages in \(site.languages.count) languages")
        }
        return MadeSite(site: site, glossary: glossary, sessions: sessions, translations: translations)
    }
}

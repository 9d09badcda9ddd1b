import Foundation
import Ingest
import Support

/// One page's glossary term placeholders as a cache entry (`ProductCache` kind `terms`): keyed by the page's
/// title and sections (`write(sectionsOf:)`), the entries worth linking and the glossary; holding the blocks whose HTML gained a
/// placeholder, the entries the page uses and how many were linked.
enum GlossaryLinkCoding {
    static let kind = "terms"

    static func link(_ page: inout Page, glossary: String, linkable: Set<String>, used: inout Set<String>, cache: any ProductCache,
                     make: (inout Page, inout Set<String>) -> Int) -> Int {
        let before = page
        let found = cache.product(kind, inputs: { w in
            w.write("glossary links 1")
            w.write(glossary)
            w.write(linkable.sorted())
            w.write(before.contentLanguage)
            w.write(before.title)
            w.write(sectionsOf: before)
        }, decode: { r -> (count: Int, used: [String], changes: [(section: Int, block: Int, html: String)]) in
            let count = try r.int()
            let used = try r.strings()
            let changes = try (0..<r.count()).map { _ in (section: try r.int(), block: try r.int(), html: try r.string()) }
            guard changes.allSatisfy({ before.sections.indices.contains($0.section) && before.sections[$0.section].blocks.indices.contains($0.block) })
            else { throw BinaryReader.Malformed() }
            return (count, used, changes)
        }, encode: { made, w in
            w.write(made.count)
            w.write(made.used)
            w.write(made.changes.count)
            for change in made.changes {
                w.write(change.section)
                w.write(change.block)
                w.write(change.html)
            }
        }, make: {
            var linked = before, uses = Set<String>()
            let count = make(&linked, &uses)
            var changes: [(section: Int, block: Int, html: String)] = []
            for (s, section) in linked.sections.enumerated() {
                for (b, block) in section.blocks.enumerated() where block.block.markupHTML != before.sections[s].blocks[b].block.markupHTML {
                    changes.append((s, b, block.block.html))
                }
            }
            return (count, uses.sorted(), changes)
        })
        for change in found.changes { page.sections[change.section].blocks[change.block].block.html = change.html }
        used.formUnion(found.used)
        return found.count
    }
}

import Ingest
import Support

extension Glossary {
    /// Everything of the glossary its indexes are made from, as a cache key's input.
    var cacheFingerprint: String {
        var w = BinaryWriter(hashing: true)
        w.write(entries.count)
        for entry in entries {
            w.write(entry.id)
            for (language, terms) in entry.terms.sorted(by: { $0.key < $1.key }) {
                w.write(language)
                w.write(terms)
            }
            w.write("")
            for (language, text) in entry.definition.sorted(by: { $0.key < $1.key }) {
                w.write(language)
                w.write(text)
            }
            w.write("")
        }
        return w.fingerprint
    }
}

extension BinaryWriter {
    /// A page's sections as a cache key's input: headings, and blocks with their anchors and times.
    mutating func write(sectionsOf page: Page) {
        write(page.sections.count)
        for section in page.sections {
            write(section.heading)
            write(section.blocks.count)
            for block in section.blocks {
                write(block.block)
                write(block.anchor)
                write(block.time)
            }
        }
    }
}

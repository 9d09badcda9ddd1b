import Ingest
import Support

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

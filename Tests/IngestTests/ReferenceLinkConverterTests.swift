import FileIO
import XCTest
@testable import Ingest

final class ReferenceLinkConverterTests: XCTestCase {
    /// Links to references the file does not define (mkdocs-autorefs' `[BaseModel][pydantic.main.BaseModel]`,
    /// Pydantic's 649) read as their text; defined ones (any case), images, footnotes, tasks and code stay, and so
    /// does `[text][]` (Astro's `[string, SSRComponentMetadata][]` is a type).
    func testUndefinedReferencesReadAsTheirText() {
        let source = """
            Use [BaseModel][pydantic.main.BaseModel] and [`validate`][pydantic.main.BaseModel.validate].
            See [the guide][Guide], [collapsed][] and ![logo][logo]; returns `x` as [string, <a href="#m">Meta</a>][].
            Footnote[^1], task [x] done, `[kept][in code]`.

            ```python
            x = a[1][2]
            ```

            [guide]: https://example.org/guide
            """
        let (text, unresolved) = ReferenceLinkConverter.markdown(source)
        XCTAssertEqual(text, """
            Use BaseModel and `validate`.
            See [the guide][Guide], [collapsed][] and ![logo][logo]; returns `x` as [string, <a href="#m">Meta</a>][].
            Footnote[^1], task [x] done, `[kept][in code]`.

            ```python
            x = a[1][2]
            ```

            [guide]: https://example.org/guide
            """)
        XCTAssertEqual(unresolved.map(\.line), [1, 1])
        XCTAssertEqual(unresolved.map(\.label), ["pydantic.main.BaseModel", "pydantic.main.BaseModel.validate"])
        XCTAssertEqual(ReferenceLinkConverter.markdown("No references [here].").text, "No references [here].")
    }

    /// Through the reader: the text without brackets, and one warning for the page at its first such link.
    func testThePageSaysItOnce() throws {
        let fs = MemoryFileSystem(["Content/models.md": "# Models\n\nSubclass [BaseModel][pydantic.main.BaseModel].\n\nThen call [validate][v].\n"])
        let (content, problems) = readContent(fs)
        XCTAssertEqual(content.documents.first?.blocks.map(\.text), ["Subclass BaseModel.", "Then call validate."])
        XCTAssertEqual(problems.map(\.formatted), ["Content/models.md:3:1: warning: found 2 reference links with no definition in the file (first: '[pydantic.main.BaseModel]'), expected a line '[pydantic.main.BaseModel]: address'; shown as their text [markdown.reference.undefined]"])
    }
}

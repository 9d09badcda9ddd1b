@testable import Ingest
import FileIO
import XCTest

/// Images whose explanation is an attribute (Ant Design's do-and-don't previews) keep it as text under them.
final class ImageDescriptionConverterTests: XCTestCase {
    func testADescriptionBecomesAParagraphUnderItsImage() {
        let source = """
            ### Do & Don't

            <ImagePreview>
            <img class="good" src="a.png" alt="Do" description="1. Emphasize the primary action. <br/>2. Else use default buttons.">
            <img class="bad" src="b.png" alt="Don't" description="Don't put more than 1 primary button in a group.">
            <img src="c.png" alt="A form" description="">
            </ImagePreview>

            ```html
            <img src="x.png" description="kept in code">
            ```
            """
        XCTAssertEqual(ImageDescriptionConverter.markdown(source), """
            ### Do & Don't

            <ImagePreview>
            <img class="good" src="a.png" alt="Do">

            **Do:** 1. Emphasize the primary action. <br/>2. Else use default buttons.

            <img class="bad" src="b.png" alt="Don't">

            **Don't:** Don't put more than 1 primary button in a group.

            <img src="c.png" alt="A form" description="">
            </ImagePreview>

            ```html
            <img src="x.png" description="kept in code">
            ```
            """)
        XCTAssertEqual(ImageDescriptionConverter.markdown("<img src=\"a.png\" alt=\"正确示范\" description=\"强调一个主要操作。\">"),
                       "<img src=\"a.png\" alt=\"正确示范\">\n\n**正确示范：** 强调一个主要操作。\n")
        // A picture that is no verdict has its description alone.
        XCTAssertEqual(ImageDescriptionConverter.markdown("<img src=\"m.png\" alt=\"Menu\" description='The menu opens below.'>"),
                       "<img src=\"m.png\" alt=\"Menu\">\n\nThe menu opens below.\n")
    }

    /// Read as a page, the explanations are text of the page (found by search, aligned with their translation).
    func testTheExplanationsAreThePagesText() throws {
        let page = "---\ntitle: Buttons\n---\n\n<ImagePreview>\n<img src=\"a.png\" alt=\"Do\" description=\"Emphasize the primary action.\">\n</ImagePreview>\n"
        let (content, _) = readContent(MemoryFileSystem(["Content/buttons.md": page]))
        let texts = try XCTUnwrap(content.documents.first).blocks.map(\.text)
        XCTAssertTrue(texts.contains("Do: Emphasize the primary action."), "\(texts)")
    }
}

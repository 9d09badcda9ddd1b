@testable import SiteModel
import Foundation
import XCTest

/// How links from the site's root are read as routes, and paths normalised (relative links: `RelativeLinkTests`).
final class ContentLinkResolverTests: XCTestCase {
    /// The path helpers that cut bytes agree with Foundation and with splitting characters, and bare names made once
    /// per distinct name are the names made one by one.
    func testPathPartsAndNamesCutAsBefore() {
        let paths = ["", "/", "a", "a/", "a/b", "a//b", "/a/b.md", "docs/colors.en-US.md", "zh-cn/blog/范围.md", "a/b/",
                     "./x", "../y/z.mdx", "é/e\u{301}.md", "blog/2023-01-12-new-arch.md", "a/index.zh-CN.md"]
        for path in paths {
            XCTAssertEqual(ContentLinkResolver.lastComponent(path), (path as NSString).lastPathComponent, path)
            XCTAssertEqual(ContentLinkResolver.lastNonEmptyComponent(path), path.split(separator: "/").last.map(String.init), path)
        }
        let names: [String?] = ["Picker.html", "picker.mdx", nil, "picker.zh-CN.md", "Picker.html", "guide", nil]
        XCTAssertEqual(ContentLinkResolver.bareNames(names), names.map { $0.map(ContentLinkResolver.bareName) })
        XCTAssertEqual(ContentLinkResolver.bareNames(names), ["picker", "picker", nil, "picker", "picker", "guide", nil])
    }

    func testRootLinksAreRoutes() {
        XCTAssertEqual(ContentLinkResolver.rootTarget("/configuration?id=load-sidebar")?.fragment, "load-sidebar")
        // A folder's index named as a file (Mintlify's `/assistant/index`) is the folder's route.
        XCTAssertEqual(ContentLinkResolver.rootTarget("/assistant/index")?.route, "assistant")
        XCTAssertEqual(ContentLinkResolver.rootTarget("/docs/ui-components/code/index.md#mermaid")?.route, "docs/ui-components/code")
        XCTAssertEqual(ContentLinkResolver.rootTarget("/components")?.route, "components")
        // A dotted name is a page's when a slash ends it or its dot starts no file type (Kubernetes' API versions);
        // an image is no page.
        XCTAssertEqual(ContentLinkResolver.rootTarget("/config-api/kubelet-config.v1beta1/#x")?.route, "config-api/kubelet-config.v1beta1")
        XCTAssertEqual(ContentLinkResolver.rootTarget("/config-api/kubelet-config.v1beta1")?.route, "config-api/kubelet-config.v1beta1")
        XCTAssertNil(ContentLinkResolver.rootTarget("/images/diagram.svg"))
    }

    func testPathsAreNormalised() {
        XCTAssertEqual(ContentLinkResolver.normalize("Content/notes/../002.txt"), "Content/002.txt")
        XCTAssertEqual(ContentLinkResolver.normalize("Content/./a//b.md"), "Content/a/b.md")
        XCTAssertEqual(ContentLinkResolver.normalize("/tmp/site/Content/x/../y.md"), "/tmp/site/Content/y.md")
        XCTAssertEqual(ContentLinkResolver.normalize("../outside.md"), "../outside.md")
    }
}

import Build
import Foundation
import TestSupport
import XCTest

/// A few small rendered seed pages compared with the files in `Golden/`. After an intended change, rewrite them with
/// `CONCORD_UPDATE_GOLDEN=1 swift test --filter GoldenTests` and review the diff.
///
/// Content hashes in asset names are replaced by `HASH`, so a change to a stylesheet or script does not
/// rewrite every golden page; the tests of the asset pipeline check the hashes themselves.
final class GoldenTests: XCTestCase {
    /// A few small whole pages, whose content no scoring decides: the homes, a guideline page with no
    /// cross-references and the 404 page. What each template is given is checked apart, on a hand-made site
    /// (`RenderModelGoldenTests`); cross-reference scoring has its own tests with floors.
    static let pages = ["index.html", "zh-Hans/index.html", "en/page-controls.html", "404.html"]

    func testSeedPagesMatchGoldenFiles() throws {
        let built = BuildPipeline(options: SiteFixture.options(), fileSystem: try SiteFixture.seedFileSystem()).make()
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")
        let update = ProcessInfo.processInfo.environment["CONCORD_UPDATE_GOLDEN"] != nil
        for page in Self.pages {
            let actual = Self.withoutAssetHashes(try XCTUnwrap(SiteFixture.text(built, page), "\(page) was not built"))
            let file = folder.appendingPathComponent(page.replacingOccurrences(of: "/", with: "__"))
            if update {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                try actual.write(to: file, atomically: true, encoding: .utf8)
                continue
            }
            guard let expected = try? String(contentsOf: file, encoding: .utf8) else {
                XCTFail("no golden file for \(page); run with CONCORD_UPDATE_GOLDEN=1")
                continue
            }
            if actual != expected {
                let a = actual.split(separator: "\n", omittingEmptySubsequences: false)
                let e = expected.split(separator: "\n", omittingEmptySubsequences: false)
                let line = Array(zip(a, e)).firstIndex { $0.0 != $0.1 } ?? min(a.count, e.count)
                XCTFail("""
                    \(page) differs from Golden/\(file.lastPathComponent) at line \(line + 1):
                      expected: \(line < e.count ? String(e[line]) : "<end>")
                      actual:   \(line < a.count ? String(a[line]) : "<end>")
                    """)
            }
        }
    }

    static func withoutAssetHashes(_ html: String) -> String {
        html.replacingOccurrences(of: #"\.[0-9a-f]{10}\.(css|js|svg)"#, with: ".HASH.$1", options: .regularExpression)
    }
}

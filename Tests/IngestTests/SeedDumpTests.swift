import Diagnostics
import FileIO
import Ingest
import XCTest

final class SeedDumpTests: XCTestCase {
    func testDump() throws {
        guard ProcessInfo.processInfo.environment["CONCORD_DUMP"] != nil else { return }
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Content").path
        var problems: [Diagnostic] = []
        let content = ContentReader(fileSystem: DiskFileSystem(), root: root).read(problems: &problems)
        for d in content.documents {
            print("=== \(d.id) [\(d.kind) \(d.language)] title=\(d.title) ds=\(d.designSystem ?? "-") src=\(d.sourceURL ?? "-") blocks=\(d.blocks.count)")
            for b in d.blocks { print("  \(b.line) \(b.kind) \(b.label ?? "") | \(b.text.prefix(70))") }
        }
        print(DiagnosticPrinter.render(problems, format: .text))
    }
}

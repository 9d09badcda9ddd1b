// libFuzzer target: the Markdown reader (front matter, cmark-gfm blocks, time marks), raw HTML off and on.
import CFuzzDriver
import Diagnostics
import Foundation
import Ingest

let safe = SiteManifest()
let unsafe: SiteManifest = {
    var manifest = SiteManifest()
    manifest.allowRawHTML = true
    return manifest
}()

@_cdecl("LLVMFuzzerTestOneInput")
func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = Data(UnsafeBufferPointer(start: data, count: size))
    var problems: [Diagnostic] = []
    let text = String(decoding: bytes, as: UTF8.self)
    _ = MarkdownReader.read(text, path: "fuzz.md", manifest: size % 2 == 0 ? safe : unsafe, problems: &problems)
    return 0
}

var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv, fuzz))

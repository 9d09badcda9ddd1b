// libFuzzer target: byte decoding (UTF-8, UTF-16, NUL, blank) and the plain-text prose reader.
import CFuzzDriver
import Diagnostics
import Foundation
import Ingest

let manifest: SiteManifest = {
    var manifest = SiteManifest()
    manifest.stripPatterns = [try! StripRule(pattern: "^Built by ")]
    return manifest
}()

@_cdecl("LLVMFuzzerTestOneInput")
func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = Data(UnsafeBufferPointer(start: data, count: size))
    var problems: [Diagnostic] = []
    // Decoding is fuzzed as is; the reader also sees text the decoder would refuse (repaired), for depth.
    let text = TextDecoder.decode(bytes, path: "fuzz.txt", problems: &problems) ?? String(decoding: bytes, as: UTF8.self)
    _ = TextDecoder.lines(text)
    _ = PlainTextReader.read(text, path: "fuzz.txt", manifest: manifest, problems: &problems)
    return 0
}

var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv, fuzz))

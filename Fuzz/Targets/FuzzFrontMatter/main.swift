// libFuzzer target: the YAML readers (libyaml through YAMLParser): front matter, concord.yml, glossary.yml.
import CFuzzDriver
import Diagnostics
import Foundation
import Ingest

@_cdecl("LLVMFuzzerTestOneInput")
func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let yaml = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    var problems: [Diagnostic] = []
    _ = try? YAMLParser.parse(yaml, lineOffset: 1)
    _ = MarkdownReader.read("---\n" + yaml + "\n---\n# Title\n\nText.\n", path: "fuzz.md", manifest: SiteManifest(), problems: &problems)
    _ = ManifestReader.read(yaml, path: "concord.yml", problems: &problems)
    _ = GlossaryReader.read(yaml, path: "glossary.yml", problems: &problems)
    return 0
}

var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv, fuzz))

// libFuzzer target: the passes that read other generators' syntax (template tags, MkDocs and Docusaurus
// admonitions, GitHub alerts, PDF page furniture) and the caption file reader. Each pass that promises to keep
// every line where it was is checked to, so a broken promise is a finding like a crash.
import CFuzzDriver
import Diagnostics
import Foundation
import Ingest

@_cdecl("LLVMFuzzerTestOneInput")
func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let lines = TextDecoder.lines(text).count
    func keepsLines(_ output: String, _ pass: String) {
        precondition(TextDecoder.lines(output).count == lines, "\(pass) moved lines")
    }
    keepsLines(TemplateTagStripper.strip(text).text, "TemplateTagStripper")
    keepsLines(MkDocsSyntaxConverter.markdown(text), "MkDocsSyntaxConverter")
    keepsLines(ContainerDirectiveConverter.markdown(text), "ContainerDirectiveConverter")
    if let cleaned = PageFurnitureRemover.clean(text) { keepsLines(cleaned.text, "PageFurnitureRemover") }
    var problems: [Diagnostic] = []
    _ = CaptionFileReader.read(text, path: size % 2 == 0 ? "fuzz.vtt" : "fuzz.srt", name: "talks/fuzz.en.vtt", problems: &problems)
    return 0
}

var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv, fuzz))

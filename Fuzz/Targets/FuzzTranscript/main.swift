// libFuzzer target: the transcript reader and its positioned JSON parser.
import CFuzzDriver
import Diagnostics
import Foundation
import Ingest

@_cdecl("LLVMFuzzerTestOneInput")
func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    var problems: [Diagnostic] = []
    _ = try? PositionedJSONParser.parse(bytes, maxDepth: 64)
    if let text = TextDecoder.decode(Data(bytes), path: "fuzz.json", problems: &problems) {
        _ = TranscriptReader.recognizes(text)
        _ = TranscriptReader.read(text, path: "fuzz.json", problems: &problems)
    }
    return 0
}

var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv, fuzz))

// libFuzzer target: the Mustache parser, and rendering what parses (with partials, parents and strict checks).
import CFuzzDriver
import Diagnostics
import Foundation
import Mustache

let context: MustacheValue = [
    "title": "<b>Title</b>", "list": [["name": "a"], ["name": "b"]], "empty": [], "yes": true, "no": false,
    "nested": ["deeper": ["value": 1.5]], "none": nil,
]
let partial = try! MustacheTemplate.parse("{{$block}}default{{/block}} {{title}}", name: "partial")

@_cdecl("LLVMFuzzerTestOneInput")
func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let source = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    guard let template = try? MustacheTemplate.parse(source, name: "fuzz") else { return 0 }
    // The template can include itself: recursion must stop, not overflow the stack.
    let library = MustacheLibrary([template, partial])
    var diagnostics: [Diagnostic] = []
    _ = library.render(template, context, strict: true, diagnostics: &diagnostics)
    return 0
}

var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv, fuzz))

// Benchmarks, run on demand (never in tests): each prints its figures.
//   concord-bench align [--corpus DIR] [--talks N] [--seed N]
//   concord-bench translate
//   concord-bench crossref [--corpus DIR [--loto]]
//   concord-bench chapters [--corpus DIR] [--sample N]
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
let usage = "usage: concord-bench align|translate|crossref|chapters [options]"
switch arguments.first {
case "align": exit(AlignBenchmark.run(Array(arguments.dropFirst())))
case "translate": exit(TranslationBenchmark.run(Array(arguments.dropFirst())))
case "crossref": exit(CrossReferenceBenchmark.run(Array(arguments.dropFirst())))
case "chapters": exit(ChapterBenchmark.run(Array(arguments.dropFirst())))
default:
    print(usage)
    exit(arguments.isEmpty ? 0 : 2)
}

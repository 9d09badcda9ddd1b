// swift-tools-version:6.0
// Concord: a static documentation site generator for design guidelines and the talks that teach them.
//
// One target per pipeline stage; each depends only on the stages below it, so SwiftPM enforces the
// architecture (drawn in the README's "Architecture"):
//   Support (+ zlib, libdeflate, mimalloc) ← Diagnostics, FileIO;  Diagnostics ← Mustache;  C adapters: TextAnalysis (ICU, Snowball), Markup (cmark-gfm)
//   Diagnostics, FileIO, TextAnalysis, Markup ← Ingest ← Align ← SiteModel ← Render (+ Mustache), Search ← Build ← Serve ← ConcordCLI ← concord
// C libraries come from Debian through system-library targets, each imported by exactly one adapter file.
import PackageDescription

let package = Package(
    name: "Concord",
    products: [
        .executable(name: "concord", targets: ["concord"]),
        .executable(name: "concord-bench", targets: ["concord-bench"]),
    ],
    targets: [
        // MARK: C libraries (Debian packages)
        .systemLibrary(
            name: "CCmarkGFM", path: "Sources/C/CCmarkGFM", pkgConfig: "libcmark-gfm",
            providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"])]),
        .systemLibrary(name: "CStemmer", path: "Sources/C/CStemmer", providers: [.apt(["libstemmer-dev"])]),
        .systemLibrary(name: "CYAML", path: "Sources/C/CYAML", pkgConfig: "yaml-0.1", providers: [.apt(["libyaml-dev"])]),
        .systemLibrary(name: "CZlib", path: "Sources/C/CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        // libdeflate: whole-buffer deflate, 2.3× zlib's speed at level 6 for slightly smaller output (packed index files).
        .systemLibrary(name: "CDeflate", path: "Sources/C/CDeflate", pkgConfig: "libdeflate", providers: [.apt(["libdeflate-dev"])]),
        .systemLibrary(name: "CBrotli", path: "Sources/C/CBrotli", pkgConfig: "libbrotlienc", providers: [.apt(["libbrotli-dev"])]),
        // mimalloc: the process's malloc, linked ahead of the C library (see Support/ProcessMemory.swift).
        .systemLibrary(name: "CMimalloc", path: "Sources/C/CMimalloc", providers: [.apt(["libmimalloc-dev"])]),
        // ICU exports version-suffixed symbols; a tiny C shim calls it (word breaks, charsets, collation) so Swift
        // sees stable names.
        .target(name: "CICUBreak", path: "Sources/C/CICUBreak", linkerSettings: [.linkedLibrary("icuuc"), .linkedLibrary("icui18n")]),

        // MARK: Pipeline stages
        // Support pieces written once: concurrency, content hashing (FNV-1a), JSON string and HTML escaping, CPU time, zlib,
        // libdeflate and the allocator.
        .target(name: "Support", dependencies: ["CZlib", "CDeflate", "CMimalloc"]),
        .target(name: "Diagnostics", dependencies: ["Support"]),
        .target(name: "FileIO", dependencies: ["Support"]),
        .target(name: "TextAnalysis", dependencies: ["CICUBreak", "CStemmer"]),
        .target(name: "Markup", dependencies: ["CCmarkGFM", "Support"]),
        .target(name: "Mustache", dependencies: ["Diagnostics", "Support"]),
        .target(name: "Ingest", dependencies: ["Diagnostics", "FileIO", "Markup", "TextAnalysis", "CYAML"]),
        .target(name: "Align", dependencies: ["Ingest", "TextAnalysis"]),
        .target(name: "SiteModel", dependencies: ["Align"]),
        .target(name: "Search", dependencies: ["SiteModel", "TextAnalysis"]),
        .target(name: "Render", dependencies: ["SiteModel", "Align", "Mustache", "TextAnalysis"]),
        .target(name: "Build", dependencies: ["Render", "Search", "FileIO", "Support", "CBrotli"]),
        // `concord serve`: the preview server, file watcher and rebuilder, above the build (as Zola's cmd/serve).
        .target(name: "Serve", dependencies: ["Build"]),
        .target(name: "ConcordCLI", dependencies: ["Build", "Serve"]),
        .executableTarget(name: "concord", dependencies: ["ConcordCLI"]),
        .executableTarget(name: "concord-bench", dependencies: ["Align", "SiteModel", "Ingest", "FileIO", "Support"]),

        // MARK: Tests mirror Sources/
        .testTarget(name: "SupportTests", dependencies: ["Support"]),
        .testTarget(name: "DiagnosticsTests", dependencies: ["Diagnostics"]),
        .testTarget(name: "FileIOTests", dependencies: ["FileIO"]),
        .testTarget(name: "TextAnalysisTests", dependencies: ["TextAnalysis", "Support"]),
        .testTarget(name: "MarkupTests", dependencies: ["Markup", "Support"]),
        .testTarget(name: "MustacheTests", dependencies: ["Mustache"]),
        .testTarget(name: "IngestTests", dependencies: ["Ingest"]),
        .testTarget(name: "AlignTests", dependencies: ["Align"]),
        .testTarget(name: "SiteModelTests", dependencies: ["SiteModel"]),
        .testTarget(name: "SearchTests", dependencies: ["Search", "Support"]),
        .testTarget(name: "RenderTests", dependencies: ["Render", "Align"], exclude: ["Golden"]),
        .target(name: "TestSupport", dependencies: ["Build", "Diagnostics"], path: "Tests/TestSupport"),
        .testTarget(name: "BuildTests", dependencies: ["Build", "ConcordCLI", "TestSupport"], exclude: ["Golden"]),
        .testTarget(name: "ServeTests", dependencies: ["Serve", "TestSupport"]),
        .testTarget(name: "ConcordCLITests", dependencies: ["ConcordCLI"]),

        // MARK: Fuzzing
        // libFuzzer targets, run by Fuzz/run.sh: swift build --scratch-path .build-fuzz --product FuzzX -Xswiftc -sanitize=fuzzer,address
        // CFuzzDriver declares libFuzzer's driver with a weak fallback, so a normal build links them too (they then replay files).
        .target(name: "CFuzzDriver", path: "Fuzz/CFuzzDriver"),
        .executableTarget(name: "FuzzTranscript", dependencies: ["CFuzzDriver", "Ingest"], path: "Fuzz/Targets/FuzzTranscript"),
        .executableTarget(name: "FuzzPlainText", dependencies: ["CFuzzDriver", "Ingest"], path: "Fuzz/Targets/FuzzPlainText"),
        .executableTarget(name: "FuzzMarkdown", dependencies: ["CFuzzDriver", "Ingest"], path: "Fuzz/Targets/FuzzMarkdown"),
        .executableTarget(name: "FuzzFrontMatter", dependencies: ["CFuzzDriver", "Ingest"], path: "Fuzz/Targets/FuzzFrontMatter"),
        .executableTarget(name: "FuzzMustache", dependencies: ["CFuzzDriver", "Mustache"], path: "Fuzz/Targets/FuzzMustache"),
        .executableTarget(name: "FuzzForeignSyntax", dependencies: ["CFuzzDriver", "Ingest"], path: "Fuzz/Targets/FuzzForeignSyntax"),
    ]
)

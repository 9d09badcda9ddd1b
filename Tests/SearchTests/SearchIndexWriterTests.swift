import Foundation
@testable import Search
import Support
import TextAnalysis
import XCTest

final class SearchIndexWriterTests: XCTestCase {
    /// Repository root, from this file's path.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    func payload(_ file: IndexFile) throws -> (key: String, json: Any) {
        let text = String(decoding: file.data, as: UTF8.self)
        XCTAssertTrue(text.hasPrefix("\u{FEFF}ConcordSearch.register(\""), file.path)
        XCTAssertTrue(text.hasSuffix(");\n"), file.path)
        let body = text.dropFirst("\u{FEFF}ConcordSearch.register(".count).dropLast(3)
        let comma = body.firstIndex(of: ",")!
        let key = try JSONSerialization.jsonObject(with: Data(body[..<comma].utf8), options: .fragmentsAllowed) as! String
        // Every file but the manifest is packed: a string of base 85 digits, no JSON to read as written.
        XCTAssertEqual(body[body.index(after: comma)] == "\"", key != "manifest", file.path)
        let json = try JSONSerialization.jsonObject(with: Data(try XCTUnwrap(PackedPayload.payload(ofScript: Array(file.data)), file.path)))
        return (key, json)
    }

    /// A language's directory, from the manifest (`d`, small sites) or its file (`i`).
    func directory(_ files: [IndexFile], _ lang: String = "en") throws -> [String: Any] {
        let manifest = try XCTUnwrap(files.first { $0.path == "search/manifest.js" })
        let entry = try XCTUnwrap(((try payload(manifest).json as? [String: Any])?["langs"] as? [String: [String: Any]])?[lang])
        if let packed = entry["d"] as? String {
            let script = Array("\u{FEFF}ConcordSearch.register(\"\(lang)/i\",\"\(packed)\");\n".utf8)
            return try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(try XCTUnwrap(PackedPayload.payload(ofScript: script)))) as? [String: Any])
        }
        let file = try XCTUnwrap(files.first { $0.path == "search/\(lang)/i-\(try XCTUnwrap(entry["i"] as? String)).js" })
        return try XCTUnwrap(try payload(file).json as? [String: Any])
    }

    /// Past `inlineDirectoriesBytes` each language's directory is a file of its own, named by its hash, with the
    /// same contents the manifest would carry.
    func testLargeDirectoriesAreFilesOfTheirOwn() throws {
        var options = SearchIndexWriter.Options()
        let inline = SearchIndexWriter(options: options).write(records: SeedRecords.inline)
        options.inlineDirectoriesBytes = 0
        let separate = SearchIndexWriter(options: options).write(records: SeedRecords.inline)
        let manifest = try XCTUnwrap(try payload(try XCTUnwrap(separate.first { $0.path == "search/manifest.js" })).json as? [String: Any])
        let langs = try XCTUnwrap(manifest["langs"] as? [String: [String: Any]])
        for lang in ["en", "zh-Hans"] {
            let hash = try XCTUnwrap(langs[lang]?["i"] as? String)
            XCTAssertNil(langs[lang]?["d"])
            XCTAssertTrue(separate.contains { $0.path == "search/\(lang)/i-\(hash).js" })
            XCTAssertEqual(NSDictionary(dictionary: try directory(separate, lang)), NSDictionary(dictionary: try directory(inline, lang)))
        }
        XCTAssertEqual(Set(separate.map(\.path)).subtracting(inline.map(\.path)).count, 2, "the two directories")
    }

    /// Files of the index end where neighbouring keys share the least, within a quarter of the target size: a
    /// word's prefix then rarely spans two files.
    func testCutsFallBetweenUnrelatedKeys() {
        let keys = ["abacus", "able", "about", "access", "accessibility", "accessibilitylabel", "account",
                    "act", "action", "active", "add", "bar", "base", "basic", "button", "buttons", "cancel"]
        let units = keys.map { Array($0.utf16) }
        func shared(_ i: Int) -> Int { VocabularyWriter.commonPrefix(units[i - 1], units[i]) }
        // Ten bytes a key, a target of 40: cutting as soon as a file holds 40 bytes would part "access" from
        // "accessibility" and "act" from "action"; the window (30 to 50 bytes) has cuts where keys share a letter
        // or none.
        let starts = PrefixCuts.starts(sizes: Array(repeating: 10, count: keys.count), target: 40, shared: shared)
        XCTAssertEqual(starts.map { keys[$0] }, ["abacus", "access", "act", "bar", "cancel"])
        // Between equally bad cuts, the one nearest the target.
        XCTAssertEqual(PrefixCuts.starts(sizes: Array(repeating: 10, count: 12), target: 40) { _ in 0 }, [0, 4, 8])
        // An entry larger than the window is a file of its own, and nothing is lost at either end.
        XCTAssertEqual(PrefixCuts.starts(sizes: [5, 100, 5, 5], target: 40) { _ in 0 }, [0, 2])
        XCTAssertEqual(PrefixCuts.starts(sizes: [], target: 40) { _ in 0 }, [])
        XCTAssertEqual(PrefixCuts.starts(sizes: [1], target: 40) { _ in 0 }, [0])
    }

    func testFilesAreRegisteringScriptsWithHashedNames() throws {
        let writer = SearchIndexWriter()
        let files = writer.write(records: SeedRecords.inline, extraCompletions: SeedRecords.glossary)
        XCTAssertEqual(writer.manifestPath, "search/manifest.js")
        XCTAssertEqual(Set(files.map(\.path)).count, files.count)
        let manifest = try XCTUnwrap(files.first { $0.path == writer.manifestPath })
        let (key, json) = try payload(manifest)
        XCTAssertEqual(key, "manifest")
        let m = json as! [String: Any]
        XCTAssertEqual(m["version"] as? Int, SearchIndexFormat.version)
        let hashes = m["langs"] as! [String: [String: Any]]
        XCTAssertEqual(Set(hashes.keys), ["en", "zh-Hans"])
        // Filter values of all languages, for the search box's tokens without any language's files.
        let facets = try XCTUnwrap(m["facets"] as? [String: [String]])
        XCTAssertEqual(Set(facets["platform"] ?? []), Set(SeedRecords.inline.flatMap(\.platforms)))
        XCTAssertEqual(Set(facets["designSystem"] ?? []), Set(SeedRecords.inline.compactMap(\.designSystem)))
        var langs: [String: [String: Any]] = [:]
        for lang in hashes.keys { langs[lang] = try directory(files, lang) }
        // A site this small carries its directories in the manifest: no directory files.
        XCTAssertNotNil(hashes["en"]?["d"] as? String)
        XCTAssertFalse(files.contains { $0.path.contains("/i-") })
        XCTAssertEqual(langs["en"]?["n"] as? Int, 7)
        for file in files where file.path != writer.manifestPath {
            let (key, _) = try payload(file)
            XCTAssertEqual("search/" + key + ".js", file.path)
            // Term shards and document chunks are named by the hash of their group and their number (base 36).
            XCTAssertNotNil(file.path.range(of: #"^search/(en|zh-Hans)/([vfci]-[0-9a-f]{10}|[td]-[0-9a-f]{10}-[0-9a-z]+)\.js$"#, options: .regularExpression), file.path)
        }
        // The directory lists every vocabulary chunk and term shard; a shard's stems lie between its bound and the next.
        for (lang, entry) in langs {
            let vh = entry["vh"] as! [String], v = entry["v"] as! [String]
            XCTAssertEqual(vh.count, v.count)
            for hash in vh { XCTAssertTrue(files.contains { $0.path == "search/\(lang)/v-\(hash).js" }, hash) }
            let firsts = Self.frontDecoded(entry["t"] as! String), th = entry["th"] as! [String], tg = entry["tg"] as! Int
            XCTAssertFalse(firsts.isEmpty)
            XCTAssertEqual(th.count, (firsts.count + tg - 1) / tg)
            let shardFiles = files.filter { $0.path.hasPrefix("search/\(lang)/t-") }
            XCTAssertEqual(shardFiles.count, firsts.count)
            for (i, first) in firsts.enumerated() {
                let shard = try XCTUnwrap(files.first { $0.path == "search/\(lang)/t-\(th[i / tg])-\(String(i, radix: 36)).js" }, "shard \(i)")
                let lines = try XCTUnwrap((try payload(shard).json as? [String: Any])?["t"] as? String)
                func utf16Order(_ a: String, _ b: String) -> Bool { Array(a.utf16).lexicographicallyPrecedes(Array(b.utf16)) }
                for stem in lines.split(separator: "\n").map({ String($0.split(separator: "\t", maxSplits: 1)[0]) }) {
                    XCTAssertFalse(utf16Order(stem, first), "\(stem) before the bound \(first)")
                    if i + 1 < firsts.count { XCTAssertTrue(utf16Order(stem, firsts[i + 1]), "\(stem) past the next bound") }
                }
            }
        }
        // Same input, same bytes: content hashes are stable.
        XCTAssertEqual(files, writer.write(records: SeedRecords.inline, extraCompletions: SeedRecords.glossary))
    }

    /// The engine's `frontDecoded`, in Swift: a base-36 count of UTF-16 units shared with the line before, then the rest.
    static func frontDecoded(_ text: String) -> [String] {
        guard !text.isEmpty else { return [] }
        var previous: [UInt16] = [], out: [String] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let shared = Int(String(line.prefix(1)), radix: 36)!
            previous = Array(previous.prefix(shared)) + Array(line.dropFirst().utf16)
            out.append(String(decoding: previous, as: UTF16.self))
        }
        return out
    }

    /// Front coding shares whole characters only: a shared lead surrogate would leave half a character to write.
    func testFrontCodingNeverSplitsACharacter() {
        let words = ["search", "searches", "seat", "𠀀a", "𠀁b", "𠀁c", "𠮷", "𠮷𠮷"]
        let coded = FrontCoding.encode(words)
        XCTAssertEqual(coded.split(separator: "\n").first, "0search")
        XCTAssertTrue(coded.contains("\n6es\n"), coded)
        XCTAssertFalse(coded.contains("\u{FFFD}"), coded)
        XCTAssertEqual(Self.frontDecoded(coded), words)
    }

    /// Document chunks are named per group of `documentChunksPerHash`: an edit renames its group's chunks only,
    /// and the directory lists one hash per group.
    func testDocumentChunkNamesChangeOnlyInTheEditedGroup() throws {
        var options = SearchIndexWriter.Options()
        options.documentChunkTargetBytes = 1  // one record per chunk
        let per = SearchIndexFormat.documentChunksPerHash
        func records(editing edited: Int?) -> [SearchRecord] {
            (0..<(per * 2 + 3)).map { n in
                SearchRecord(id: "r\(n)", url: "p\(n / 4).html#s\(n)", pageTitle: "Page \(n / 4)", section: "Section \(n)",
                             text: "Record \(n) says \(n == edited ? "something new" : "what it always said").", language: "en",
                             kind: .guideline, designSystem: nil, platforms: [])
            }
        }
        let before = try documentChunks(records(editing: nil), options: options)
        let after = try documentChunks(records(editing: per + 5), options: options)
        XCTAssertEqual(before.names.count, per * 2 + 3)
        XCTAssertEqual(before.dk, 1)
        XCTAssertEqual(before.dg, per)
        XCTAssertEqual(before.hashes.count, 3, "two full groups and a short one")
        // Chunk i is d-<hash of its group>-<i in base 36>.
        for (i, name) in before.names.enumerated() {
            XCTAssertEqual(name, "search/en/d-\(before.hashes[i / per])-\(String(i, radix: 36)).js")
        }
        let renamed = Set(before.names).symmetricDifference(after.names)
        XCTAssertEqual(renamed.count, 2 * per, "the second group's chunks, old and new names")
        XCTAssertEqual(before.hashes[0], after.hashes[0])
        XCTAssertNotEqual(before.hashes[1], after.hashes[1])
        XCTAssertEqual(before.hashes[2], after.hashes[2])
    }

    /// The document chunks of an English index: their names in order, the directory's group hashes, records per
    /// chunk and chunks per group.
    func documentChunks(_ records: [SearchRecord], options: SearchIndexWriter.Options) throws
        -> (names: [String], hashes: [String], dk: Int, dg: Int, files: [IndexFile]) {
        let files = SearchIndexWriter(options: options).write(records: records)
        let names = files.map(\.path).filter { $0.hasPrefix("search/en/d-") }
        let entry = try directory(files)
        XCTAssertNil(entry["d"], "version 6 lists no chunk starts")
        return (names, try XCTUnwrap(entry["dh"] as? [String]), try XCTUnwrap(entry["dk"] as? Int), try XCTUnwrap(entry["dg"] as? Int), files)
    }

    /// Chunks hold a number of records (a power of √2, rounded) that makes them about `documentChunkTargetBytes` on average
    /// (chunk c holds records c·dk…), and a library too large for `documentHashGroups` groups of
    /// `documentChunksPerHash` gets larger groups: the directory lists no chunk starts and few hashes however
    /// large the site.
    func testDocumentChunksHoldAFixedNumberOfRecordsInBoundedGroups() throws {
        let groups = SearchIndexFormat.documentHashGroups, per = SearchIndexFormat.documentChunksPerHash
        let count = groups * per * 2 + 10  // one record per chunk: twice as many chunks as minimum-size groups hold
        let records = (0..<count).map { n in
            SearchRecord(id: "r\(n)", url: "p\(n / 4).html#s\(n)", pageTitle: "Page \(n / 4)", section: "Section \(n)",
                         text: "Record \(n).", language: "en", kind: .guideline, designSystem: nil, platforms: [])
        }
        var options = SearchIndexWriter.Options()
        options.documentChunkTargetBytes = 1
        let large = try documentChunks(records, options: options)
        XCTAssertEqual(large.names.count, count)
        XCTAssertEqual(large.dg, per * 2 + 1, "the fewest chunks per group that make at most \(groups) groups")
        XCTAssertLessThanOrEqual(large.hashes.count, groups)
        // About 78 bytes a record as the writer counts them: 7.7 make 600 bytes, and 8 is the nearest power of √2.
        options.documentChunkTargetBytes = 600
        let grouped = try documentChunks(Array(records.prefix(100)), options: options)
        XCTAssertEqual(grouped.dk, 8)
        XCTAssertEqual(grouped.names.count, 13, "100 records, 8 to a chunk")
        let third = try XCTUnwrap(grouped.files.first { $0.path == grouped.names[2] })
        let rows = try XCTUnwrap((try payload(third).json as? [String: Any])?["r"] as? [[Any]])
        XCTAssertEqual(rows.count, 8)
        XCTAssertEqual(rows.first?.first as? String, "p4.html#s16", "chunk 2 begins with record 2 × 8")
    }

    /// Term shards likewise, per group of `termShardsPerHash`: a new word renames the shards of its group only.
    func testTermShardNamesChangeOnlyInTheEditedGroup() throws {
        var options = SearchIndexWriter.Options()
        options.shardTargetBytes = 1  // one stem per shard
        let per = SearchIndexFormat.termShardsPerHash
        // Words that sort apart ("aa…", "ab…"), one per record, so shard k holds word k's stem.
        let letters = Array("abcdefghijklmnopqrstuvwxyz")
        let words = (0..<(per * 3)).map { (n: Int) -> String in "w" + String(letters[n / 26]) + String(letters[n % 26]) + "zzq" }
        func shards(_ texts: [String]) throws -> (names: [String], hashes: [String]) {
            let records = texts.enumerated().map { n, text in
                SearchRecord(id: "r\(n)", url: "p.html#s\(n)", pageTitle: "P", section: "S", text: text, language: "en",
                             kind: .guideline, designSystem: nil, platforms: [])
            }
            let files = SearchIndexWriter(options: options).write(records: records)
            let entry = try directory(files)
            return (files.map(\.path).filter { $0.hasPrefix("search/en/t-") }, try XCTUnwrap(entry["th"] as? [String]))
        }
        var edited = words
        edited[per + 3] = String(edited[per + 3].dropLast()) + "x"  // another word, sorting in the same place
        let before = try shards(words), after = try shards(edited)
        XCTAssertEqual(before.hashes.count, (before.names.count + per - 1) / per)
        let renamed = Set(before.names).symmetricDifference(after.names)
        XCTAssertFalse(renamed.isEmpty)
        XCTAssertEqual(Set(renamed.map { $0.split(separator: "-")[1] }), [Substring(before.hashes[1]), Substring(after.hashes[1])],
                       "only the second group's shards are renamed")
        XCTAssertEqual(renamed.count, 2 * per)
    }

    func testHostileTextIsEscapedInPayloads() throws {
        let files = SearchIndexWriter().write(records: SeedRecords.inline)
        for file in files {
            let text = String(decoding: file.data, as: UTF8.self)
            XCTAssertFalse(text.contains("<script"), file.path)
        }
    }

    func testPostingsDecode() throws {
        let files = SearchIndexWriter().write(records: SeedRecords.inline)
        var lines: [String: [String]] = [:]
        for file in files where file.path.contains("/en/t-") {
            let text = (try payload(file).json as! [String: Any])["t"] as! String
            for line in text.split(separator: "\n") {
                let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
                lines[fields[0]] = Array(fields.dropFirst())
            }
        }
        let token = try XCTUnwrap(lines["token"])  // surfaces "token" ("") and "tokens"
        XCTAssertEqual(token.count, 4)
        XCTAssertEqual(token[2], "tokens")
        let values = decodeVarints(token[3])
        // records 1 (scope controls) and 5 (session 1:00); each: delta, impact, count, positions
        XCTAssertEqual(values[0], 1)
        XCTAssertTrue((1...31).contains(values[1]))
        let n1 = values[2]
        XCTAssertEqual(values[3 + n1], 4)  // delta to record 5
        XCTAssertEqual(lines["alert"]?.count, 1, "a stem whose only surface is itself has just postings")
    }

    func decodeVarints(_ s: String) -> [Int] {
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
        var out: [Int] = [], v = 0, shift = 0
        for c in s {
            let d = alphabet.firstIndex(of: c)!
            v |= (d & 31) << shift
            if d < 32 { out.append(v); v = 0; shift = 0 } else { shift += 5 }
        }
        return out
    }

    /// The committed fixture index for the node tests; `CONCORD_REGENERATE_FIXTURES=1` rewrites it.
    func testInlineFixtureIsUpToDate() throws {
        // Small term shards and vocabulary chunks, so the node tests exercise loading words piecemeal (by shard) and
        // typo tolerance loading all of them (the chunks).
        var options = SearchIndexWriter.Options()
        options.shardTargetBytes = 500
        options.vocabularyChunkTargetBytes = 120
        let files = SearchIndexWriter(options: options).write(records: SeedRecords.inline, extraCompletions: SeedRecords.glossary)
        XCTAssertGreaterThan(files.filter { $0.path.contains("/en/t-") }.count, 3)
        XCTAssertGreaterThan(files.filter { $0.path.contains("/en/v-") }.count, 3)
        try assertFixture(files, at: "Tests/Search/Fixtures/inline")
    }

    /// Term shards hold the stems, words and completions of their range (version 12), cut wherever the sizes say:
    /// texts before every stem go to the first shard and after every one to the last; a stem and the word it is are
    /// never parted; a language without words still gets its completions; a full shard closes between two
    /// completions as it does between two stems.
    func testStemsWordsAndCompletionsGoToTheShardOfTheirRange() throws {
        func shards(words: [String], completions: [String], target: Int) throws -> [(bound: String, words: String, texts: [String], lines: String)] {
            var terms = LanguageTerms([], analyzer: TextAnalyzer(language: "en"), options: .init())
            terms.surfaceOf = words; terms.stemOf = words; terms.df = words.map { _ in 1 }; terms.isWord = words.map { _ in true }
            terms.postings = words.map { _ in Array("01".utf8) }
            var options = SearchIndexWriter.Options()
            options.shardTargetBytes = target
            var sink = IndexFileSink(folder: "en")
            let keyed = completions.map { ($0, JSON.array([.string($0), .string("h"), .string(""), .int(1)])) }
            let vocabulary = VocabularyWords(terms)
            let written = TermShardWriter.write(&terms, words: vocabulary, completions: keyed, options: options, to: &sink)
            let bounds = Self.frontDecoded(written.bounds), files = sink.files.filter { $0.path.contains("/t-") }
            XCTAssertEqual(bounds.count, files.count)
            return try zip(bounds, files).map { bound, file in
                let json = try XCTUnwrap(try payload(file).json as? [String: Any])
                return (bound, json["w"] as? String ?? "", ((json["c"] as? [[Any]]) ?? []).map { $0[0] as! String }, json["t"] as? String ?? "")
            }
        }
        let whole = try shards(words: ["beta", "delta"], completions: ["alpha", "beta one", "epsilon"], target: 8_000)
        XCTAssertEqual(whole.map(\.bound), ["alpha"])
        XCTAssertEqual(whole.map(\.texts), [["alpha", "beta one", "epsilon"]])
        XCTAssertEqual(whole.map(\.words), ["0beta\n0delta"])
        XCTAssertEqual(whole.map(\.lines), ["beta\t01\ndelta\t01"])
        let edges = try shards(words: ["beta", "delta"], completions: ["alpha", "beta one", "epsilon"], target: 1)
        XCTAssertEqual(edges.map(\.bound), ["alpha", "beta", "beta one", "delta", "epsilon"])
        XCTAssertEqual(edges.map(\.texts), [["alpha"], [], ["beta one"], [], ["epsilon"]])
        XCTAssertEqual(edges.map(\.words), ["", "0beta", "", "0delta", ""])
        XCTAssertEqual(edges.map(\.lines), ["", "beta\t01", "", "delta\t01", ""])
        let wordless = try shards(words: [], completions: ["搜索", "范围控制"], target: 8_000)  // UTF-16 order
        XCTAssertEqual(wordless.map(\.bound), ["搜索"])
        XCTAssertEqual(wordless.map(\.texts), [["搜索", "范围控制"]])
        XCTAssertEqual(wordless.map(\.words), [""])
        let crowded = try shards(words: ["how", "however"], completions: ["how to search", "how to sort"], target: 1)
        XCTAssertEqual(crowded.map(\.bound), ["how", "how to search", "how to sort", "however"])
        XCTAssertEqual(try shards(words: [], completions: [], target: 1).count, 0)
    }

    static let chunkedRecords: [SearchRecord] = (0..<(SearchIndexFormat.documentChunksPerHash * 2 + 6)).map { n in
        SearchRecord(id: "r\(n)", url: "en/p\(n / 4).html#s\(n)", pageTitle: "Page \(n / 4)", section: "Section \(n)",
                     text: "Record item\(n) of the chunked fixture.", language: "en", kind: .guideline, designSystem: nil, platforms: [])
    }

    /// The committed fixture with one record per document chunk (`Tests/Search/Fixtures/chunked`), for the node
    /// tests of chunk names across groups; `CONCORD_REGENERATE_FIXTURES=1` rewrites it.
    func testChunkedFixtureIsUpToDate() throws {
        var options = SearchIndexWriter.Options()
        options.documentChunkTargetBytes = 1
        options.shardTargetBytes = 1
        options.vocabularyChunkTargetBytes = 1
        options.inlineDirectoriesBytes = 0  // the directory as a file, as large sites have it, for the engine's other path
        let files = SearchIndexWriter(options: options).write(records: Self.chunkedRecords)
        XCTAssertEqual(files.filter { $0.path.contains("/en/d-") }.count, Self.chunkedRecords.count)
        // One stem (with its word) or completion per term shard (70 section headings, 18 page titles), each completion
        // in the shard of its range: the node tests complete across shards.
        let shards = files.filter { $0.path.contains("/en/t-") }
        let completions = try shards.compactMap { try payload($0).json as? [String: Any] }.compactMap { $0["c"] as? [[Any]] }
        XCTAssertEqual(completions.map(\.count), Array(repeating: 1, count: Self.chunkedRecords.count + 18))
        XCTAssertGreaterThan(shards.count, completions.count + 70, "and the stems")
        try assertFixture(files, at: "Tests/Search/Fixtures/chunked")
    }

    /// 1,440 records on pages of eight, half of them with "alpha" (so it weighs something): on the first 45 pages in
    /// the page title (high impacts), on the next 45 in a long body only (low impacts); "beta" in ten of those, so
    /// "alpha beta" needs the tail of "alpha"; the title pages are Apple's, the others Material's (a filter that
    /// leaves only records of the tail).
    static let tieredRecords: [SearchRecord] = (0..<1_440).map { n in
        let filler = Array(repeating: "filler words of a long paragraph", count: 6).joined(separator: " ")
        let text = n < 360 ? "Alpha record \(n)." : n < 720 ? "Record \(n), \(filler), then alpha\(n >= 600 && n < 610 ? " and beta" : "")."
            : "Record \(n) about other things."
        return SearchRecord(id: "r\(n)", url: "en/p\(n / 8).html#s\(n)", pageTitle: n < 360 ? "Alpha guide \(n / 8)" : "Another guide \(n / 8)",
                            section: "Section", text: text, language: "en", kind: .guideline,
                            designSystem: n < 360 ? "Apple" : "Material", platforms: [])
    }

    /// The committed fixture whose "alpha" postings are cut by impact (`Tests/Search/Fixtures/tiered`), for the node
    /// tests of answers from heads and tails; `CONCORD_REGENERATE_FIXTURES=1` rewrites it.
    func testTieredFixtureIsUpToDate() throws {
        var options = SearchIndexWriter.Options()
        options.postingsHeadRecords = 320
        let files = SearchIndexWriter(options: options).write(records: Self.tieredRecords)
        let tails = files.filter { $0.path.contains("/en/x-") }
        XCTAssertEqual(tails.count, 1, "one shard with a tail")
        try assertFixture(files, at: "Tests/Search/Fixtures/tiered")
    }

    func testImpactTiersCutCommonPostingsByImpactAndKeepEveryRecordOnce() throws {
        // 1,100 records: impacts 1…11 by id, one to three positions each.
        var postings: [UInt8] = [], expected: [(id: Int, impact: Int, positions: [Int])] = []
        var last = 0
        for n in 0..<1_100 {
            // Ids 37 apart and positions up to 81: two-digit varints (a digit holds 0…31).
            let id = n * 37 + 1, impact = 1 + n % 11, positions = Array(0..<(1 + n % 3)).map { $0 * 40 + 1 }
            Varint.append(id - last, to: &postings); last = id
            Varint.append(impact, to: &postings); Varint.append(positions.count, to: &postings)
            var p = 0
            for q in positions { Varint.append(q - p, to: &postings); p = q }
            expected.append((id, impact, positions))
        }
        func decode(_ bytes: [UInt8]) -> [(id: Int, impact: Int, positions: [Int])] {
            let values = decodeVarints(String(decoding: bytes, as: UTF8.self))
            var out: [(id: Int, impact: Int, positions: [Int])] = [], i = 0, id = 0
            while i < values.count {
                id += values[i]; let impact = values[i + 1], count = values[i + 2]; i += 3
                var p = 0, positions: [Int] = []
                for _ in 0..<count { p += values[i]; positions.append(p); i += 1 }
                out.append((id, impact, positions))
            }
            return out
        }
        let cut = try XCTUnwrap(ImpactTiers(postings, headRecords: 300))
        let head = decode(cut.head), tail = decode(cut.tail)
        // 100 records an impact: the head takes 11, 10 and 9 (300 records), the tail the rest, the highest of it 8.
        XCTAssertEqual(head.count, 300)
        XCTAssertEqual(Set(head.map(\.impact)), [9, 10, 11])
        XCTAssertEqual(cut.tailMaximum, 8)
        XCTAssertEqual(tail.count, 800)
        XCTAssertEqual(head.map(\.id), head.map(\.id).sorted())
        XCTAssertEqual(tail.map(\.id), tail.map(\.id).sorted())
        let merged = (head + tail).sorted { $0.id < $1.id }
        XCTAssertEqual(merged.map(\.id), expected.map(\.id))
        XCTAssertEqual(merged.map(\.impact), expected.map(\.impact))
        XCTAssertEqual(merged.map(\.positions), expected.map(\.positions))
        // Too few records, or a head that would take nearly all of them: no cut.
        XCTAssertNil(ImpactTiers(postings, headRecords: 600))
        var flat: [UInt8] = []
        for _ in 0..<1_100 { Varint.append(1, to: &flat); Varint.append(5, to: &flat); Varint.append(1, to: &flat); Varint.append(0, to: &flat) }
        XCTAssertNil(ImpactTiers(flat, headRecords: 300), "one impact: the head would be every record")
    }

    /// An index of the seed documents in `Content/`: every language gets its manifest entry and vocabulary,
    /// and records from both the English pages and the Chinese translation are in it.
    func testSeedIndex() throws {
        let seeds = try XCTUnwrap(SeedRecords.seedsDirectory, "seed documents missing from Content/")
        let records = try SeedRecords.fromSeeds(seeds)
        XCTAssertGreaterThan(records.count, 20)
        XCTAssertTrue(records.contains { $0.section == "Scope controls and tokens" })
        XCTAssertTrue(records.contains { $0.section.contains("范围控制与搜索令牌") })
        let files = SearchIndexWriter().write(records: records, extraCompletions: SeedRecords.glossary)
        let paths = Set(files.map(\.path))
        XCTAssertTrue(paths.contains { $0.contains("/en/v-") }, "English vocabulary missing: \(paths.sorted().prefix(10))")
        XCTAssertTrue(paths.contains { $0.contains("/zh-Hans/v-") }, "Chinese vocabulary missing: \(paths.sorted().prefix(10))")
    }

    /// Checks that the committed fixture folder `folder` (from the repository root) holds exactly `files`' bytes;
    /// with `CONCORD_REGENERATE_FIXTURES=1`, rewrites it first.
    func assertFixture(_ files: [IndexFile], at folder: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let dir = Self.root.appendingPathComponent(folder)
        if ProcessInfo.processInfo.environment["CONCORD_REGENERATE_FIXTURES"] == "1" {
            try? FileManager.default.removeItem(at: dir)
            for indexFile in files {
                let url = dir.appendingPathComponent(indexFile.path)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try indexFile.data.write(to: url)
            }
        }
        for indexFile in files {
            let existing = try? Data(contentsOf: dir.appendingPathComponent(indexFile.path))
            XCTAssertEqual(existing, indexFile.data, "\(indexFile.path) is stale: run with CONCORD_REGENERATE_FIXTURES=1",
                           file: file, line: line)
        }
    }
}

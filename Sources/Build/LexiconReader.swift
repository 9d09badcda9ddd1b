import Diagnostics
import FileIO
import Foundation
import Support
import TextAnalysis

/// Reads the compiled bilingual lexicon (`make lexicons`) from the lexicon folder, once per process and file.
///
/// A missing or corrupt file is a warning: translations are then paired and aligned on names, numbers,
/// structure and the glossary only, which works less well but works.
public enum LexiconReader {
    nonisolated(unsafe) private static var cache: [String: (size: Int, lexicon: BilingualLexicon)] = [:]
    private static let lock = NSLock()

    public static func read(directory: String, fileSystem: any FileSystem, problems: inout [Diagnostic]) -> BilingualLexicon {
        let path = Path.join(directory, BilingualLexicon.fileName)
        guard fileSystem.exists(path), let data = try? fileSystem.read(path) else {
            problems.append(.warning("lexicon.missing",
                                     "found no bilingual lexicon at '\(path)', expected the file `make lexicons` compiles from CC-CEDICT; translations are paired and aligned without a dictionary",
                                     source: path))
            return .empty
        }
        if let cached = lock.withLock({ cache[path] }), cached.size == data.count { return cached.lexicon }
        do {
            var lexicon = try BilingualLexicon.parse(data)
            lexicon.identity = ContentHash.hex(data, length: 16)
            lock.withLock { cache[path] = (data.count, lexicon) }
            return lexicon
        } catch {
            problems.append(.warning("lexicon.corrupt",
                                     "found a damaged bilingual lexicon (\(error)), expected the file `make lexicons` compiles; run `make lexicons` again (translations are aligned without a dictionary)",
                                     source: path, line: 1))
            return .empty
        }
    }
}

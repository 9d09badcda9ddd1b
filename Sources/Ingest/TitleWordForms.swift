/// Titles made by title-casing a file name or slug ("Hig Components Search", from `hig-components-search`) write
/// acronyms and brand names wrong. Where the document's own prose writes such a word always the same way, with a
/// capital inside it (HIG, iOS, macOS, SwiftUI), the title takes that form: "HIG Components Search".
///
/// Made once per file from all of its lines (one pass, however many pages a bundle holds), then asked per title.
struct TitleWordForms {
    /// How the prose writes each word, by lower-cased key: each form and its number of occurrences.
    private var forms: [String: [Substring: Int]] = [:]

    /// Words inside slugs, paths and URLs (`hig-foundations`, `ios/app`) are not prose and do not count.
    init(_ lines: some Sequence<Substring>) {
        for line in lines { Self.forEachProseWord(in: line) { forms[$0.lowercased(), default: [:]][$0, default: 0] += 1 } }
    }

    /// `title` with its plainly cased words (`Hig`, `ios`) in the form the prose writes them, when it writes them at
    /// least twice, always alike. `excluding`: the title's own line, when it is among the lines the forms came from.
    func restore(_ title: String, excluding line: Substring? = nil) -> String {
        var own: [Substring: Int] = [:]
        if let line { Self.forEachProseWord(in: line) { own[$0, default: 0] += 1 } }
        let words = title.split(separator: " ", omittingEmptySubsequences: false)
        return words.map { word -> String in
            guard Self.isPlainlyCased(word), let seen = forms[word.lowercased()] else { return String(word) }
            let written = seen.compactMap { form, count in count - (own[form] ?? 0) > 0 ? (form, count - (own[form] ?? 0)) : nil }
            guard written.count == 1, let (form, count) = written.first, count >= 2,
                  form.dropFirst().contains(where: \.isUppercase) else { return String(word) }
            return String(form)
        }.joined(separator: " ")
    }

    /// The words of `line` that are prose: letters and digits only, once edge punctuation is off.
    private static func forEachProseWord(in line: Substring, _ body: (Substring) -> Void) {
        for chunk in line.split(whereSeparator: { $0 == " " || $0 == "\t" }) {
            guard let start = chunk.firstIndex(where: { !isEdgePunctuation($0) }),
                  let end = chunk.lastIndex(where: { !isEdgePunctuation($0) }) else { continue }
            let word = chunk[start...end]
            if word.allSatisfy({ $0.isLetter || $0.isNumber }) { body(word) }
        }
    }

    /// `Hig` or `hig`: letters with no capital after the first, so the casing may be a title-caser's.
    private static func isPlainlyCased(_ word: Substring) -> Bool {
        word.count >= 2 && word.allSatisfy(\.isLetter) && !word.dropFirst().contains(where: \.isUppercase)
    }

    private static func isEdgePunctuation(_ c: Character) -> Bool {
        ":;,.!?()[]{}\"'“”‘’«»*_`".contains(c)
    }
}

/// Titles made by title-casing a file name or slug ("Hig Components Search", from `hig-components-search`) write
/// acronyms and brand names wrong. Where the document's own prose writes such a word always the same way, with a
/// capital inside it (HIG, iOS, macOS, SwiftUI), the title takes that form: "HIG Components Search".
enum TitleWordForms {
    /// `title` with its plainly cased words (`Hig`, `ios`) in the form `body` writes them, when `body` writes them at
    /// least twice, always alike. Words inside slugs, paths and URLs (`hig-foundations`, `ios/app`) are not prose and
    /// do not count.
    static func restore(_ title: String, body: some Sequence<Substring>) -> String {
        let words = title.split(separator: " ", omittingEmptySubsequences: false)
        var wanted: Set<String> = []
        for word in words where isPlainlyCased(word) { wanted.insert(word.lowercased()) }
        guard !wanted.isEmpty else { return title }
        var forms: [String: (form: Substring, count: Int, agree: Bool)] = [:]
        for line in body {
            for chunk in line.split(whereSeparator: { $0 == " " || $0 == "\t" }) {
                let word = chunk.drop { isEdgePunctuation($0) }.reversed().drop { isEdgePunctuation($0) }.reversed()
                let text = Substring(String(word))
                guard !text.isEmpty, text.allSatisfy({ $0.isLetter || $0.isNumber }) else { continue }
                let key = text.lowercased()
                guard wanted.contains(key) else { continue }
                if let seen = forms[key] {
                    forms[key] = (seen.form, seen.count + 1, seen.agree && seen.form == text)
                } else {
                    forms[key] = (text, 1, true)
                }
            }
        }
        return words.map { word -> String in
            guard isPlainlyCased(word), let seen = forms[word.lowercased()], seen.agree, seen.count >= 2,
                  seen.form.dropFirst().contains(where: \.isUppercase) else { return String(word) }
            return String(seen.form)
        }.joined(separator: " ")
    }

    /// `Hig` or `hig`: letters with no capital after the first, so the casing may be a title-caser's.
    private static func isPlainlyCased(_ word: Substring) -> Bool {
        word.count >= 2 && word.allSatisfy(\.isLetter) && !word.dropFirst().contains(where: \.isUppercase)
    }

    private static func isEdgePunctuation(_ c: Character) -> Bool {
        ":;,.!?()[]{}\"'“”‘’«»*_`".contains(c)
    }
}

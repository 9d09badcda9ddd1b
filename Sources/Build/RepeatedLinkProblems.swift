import Diagnostics

/// The same link problem in many files, as a partial's broken link is in every page that includes it (Mintlify's
/// icon snippet: one link to an anchor its site makes, in 160 pages): reported in the first files, the rest named in
/// a note, not printed a hundred times.
enum RepeatedLinkProblems {
    /// Files a problem is printed for before the rest are only named.
    static let shownFiles = 3

    static func collapse(_ problems: [Diagnostic]) -> [Diagnostic] {
        var groups: [String: [Int]] = [:]
        for (i, p) in problems.enumerated() where p.severity == .warning && (p.identifier.hasPrefix("xref.") || p.identifier.hasPrefix("link.")) {
            groups[p.identifier + "\u{1F}" + p.summary, default: []].append(i)
        }
        var dropped = Set<Int>()
        var notes: [Int: String] = [:]
        for members in groups.values {
            let files = members.map { problems[$0].source ?? "" }
            guard Set(files).count > shownFiles else { continue }
            var seen: [String] = []
            var last = members[0]
            for i in members {
                let file = problems[i].source ?? ""
                if seen.contains(file) || seen.count < shownFiles {
                    if !seen.contains(file) { seen.append(file) }
                    last = i
                } else {
                    dropped.insert(i)
                }
            }
            let rest = Array(Set(members.filter(dropped.contains).map { problems[$0].source ?? "" })).sorted()
            let named = rest.prefix(3).joined(separator: ", ")
            notes[last] = "the same in \(rest.count) more file\(rest.count == 1 ? "" : "s"): \(named)\(rest.count > 3 ? " and \(rest.count - 3) more" : "")"
        }
        guard !dropped.isEmpty else { return problems }
        return problems.enumerated().compactMap { i, p in
            guard !dropped.contains(i) else { return nil }
            var p = p
            if let note = notes[i] { p.notes.append(note) }
            return p
        }
    }
}

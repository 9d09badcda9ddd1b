/// HTML comments that a Markdown reader would end too soon: CommonMark ends an HTML block at the first line holding
/// `-->`, so a comment opened after it on that line (`<!-- catalog-only-start --><!-- ---`, then front matter for
/// another site, then `-----><!-- catalog-only-end -->`, as Material Web hides its catalog's headers) showed its
/// inside as text, where a browser, and GitHub, show nothing. Such a comment is taken out, its lines left empty.
/// Fenced code is left as it is, and every line keeps its number.
enum HTMLCommentStripper {
    static func markdown(_ text: String) -> String {
        guard text.utf8Contains("--><!--") || text.utf8Contains("--> <!--") else { return text }
        return CodeFenceTracker.rewritingProse(text) { lines, i in
            let line = lines[i]
            // A comment opened after a closed one, still open at the line's end.
            guard let closed = line.range(of: "-->"), let open = line[closed.upperBound...].range(of: "<!--"),
                  !line[open.upperBound...].contains("-->"),
                  let end = lines[(i + 1)...].firstIndex(where: { $0.contains("-->") }) else { return nil }
            lines[i] = String(line[..<open.lowerBound])
            for k in (i + 1)..<end { lines[k] = "" }
            let last = lines[end]
            lines[end] = String(last[last.range(of: "-->")!.upperBound...])
            return end
        }
    }
}

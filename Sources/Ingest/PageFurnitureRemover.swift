/// Text converted from a PDF (`pdftotext`, pdfminer, a browser's "Save as text") as the prose it printed:
/// pages are separated by form feeds, and each page repeats its furniture, the running header and footer
/// (the document's title, a date, the file's address, "3/12", "Page 3 of 40"). Lines that open or close most
/// pages, once their numbers are set aside, are left out; a paragraph cut by a page break is joined again;
/// a word broken at a line's end (`interac-` / `tion`) is mended when the document spells it whole elsewhere.
///
/// Lines keep their numbers: left-out lines become empty lines, and the rest of a paragraph cut by a page
/// break moves up to its start, with the emptied lines after it.
public enum PageFurnitureRemover {
    public struct Result: Sendable {
        public var text: String
        /// The furniture left out, one example of each kind ("Apple HIG — Controls", "1/12"), most frequent first.
        public var furniture: [String]
        public var pages: Int
    }

    /// How many lines at the top and bottom of a page may be furniture.
    static let zone = 3

    /// Nil when the text has fewer than three pages (nothing repeats often enough to tell).
    public static func clean(_ text: String) -> Result? {
        guard text.utf8Contains("\u{0C}") else { return nil }
        var lines = TextDecoder.lines(text).map(String.init)
        // Page of each line: a form feed starts a new page (at any place in its line).
        var pageStarts = [0]
        for (index, line) in lines.enumerated() where line.contains("\u{0C}") {
            lines[index] = line.replacingOccurrences(of: "\u{0C}", with: "")
            // pdftotext ends the last page with a form feed too.
            if index + 1 < lines.count { pageStarts.append(line.hasSuffix("\u{0C}") ? index + 1 : index) }
        }
        let pages = zip(pageStarts, pageStarts.dropFirst() + [lines.count]).map { $0..<$1 }.filter { !$0.isEmpty }
        guard pages.count >= 3 else { return nil }
        // The lines in each page's top and bottom zones, with their shapes.
        let zones = pages.map { page -> [(index: Int, shape: String)] in
            let filled = page.filter { !lines[$0].allSatisfy(\.isWhitespace) }
            return Array(Set(filled.prefix(zone) + filled.suffix(zone))).sorted().map { ($0, Self.shape(lines[$0])) }
        }
        // Each shape's occurrences in the zones: page, text and numbers.
        var occurrences: [String: [(page: Int, text: String, numbers: [Int])]] = [:]
        for (p, zone) in zones.enumerated() {
            for (index, shape) in zone {
                let text = lines[index].trimmingCharacters(in: .whitespaces)
                occurrences[shape, default: []].append((p, text, Self.numbers(text)))
            }
        }
        let needed = max(3, (pages.count * 2 + 4) / 5)  // 40 % of the pages, at least three
        // Furniture: the same line on those pages (a title, the date it was printed), or a line whose number
        // goes up with the page ("3/12", "Page 3 of 40"), not "Chapter 1" … "Chapter 5" on some of them.
        let furniture = Set(occurrences.filter { shape, found in
            guard Set(found.map(\.page)).count >= needed else { return false }
            let texts = Set(found.map(\.text))
            if texts.count == 1 { return true }
            guard let width = found.first?.numbers.count, width > 0, found.allSatisfy({ $0.numbers.count == width }) else { return false }
            return (0..<width).contains { j in
                Set(found.map { $0.numbers[j] - $0.page }).count == 1
                    && (0..<width).allSatisfy { k in k == j || Set(found.map { $0.numbers[k] }).count == 1 }
            }
        }.keys)
        let pagesWithShape = occurrences.mapValues { Set($0.map(\.page)) }
        let example = occurrences.mapValues { $0[0].text }
        guard !furniture.isEmpty else { return nil }
        for (index, shape) in zones.joined() where furniture.contains(shape) { lines[index] = "" }
        joinCutParagraphs(&lines, pages: pages)
        mendBrokenWords(&lines)
        let shown = furniture.sorted { (pagesWithShape[$0]!.count, $1) > (pagesWithShape[$1]!.count, $0) }.compactMap { example[$0] }
        return Result(text: lines.joined(separator: "\n"), furniture: shown, pages: pages.count)
    }

    /// The numbers written in a line, in order (`3/12` → [3, 12]).
    static func numbers(_ line: String) -> [Int] {
        line.split { !$0.isASCII || !$0.isNumber }.compactMap { Int($0.prefix(9)) }
    }

    /// A line with its numbers set aside (`3/12` and `4/12` are one shape), spaces and case folded.
    static func shape(_ line: String) -> String {
        var out = ""
        var inNumber = false
        for c in line.trimmingCharacters(in: .whitespaces).lowercased() {
            if c.isNumber {
                if !inNumber { out.append("#") }
                inNumber = true
            } else {
                inNumber = false
                if c.isWhitespace { if out.last != " " { out.append(" ") } } else { out.append(c) }
            }
        }
        return out
    }

    /// At each page break, a paragraph that stops without ending its sentence and a next page that goes on in
    /// lower case (or in Chinese after Chinese) are one paragraph: the rest moves up to its start.
    static func joinCutParagraphs(_ lines: inout [String], pages: [Range<Int>]) {
        for page in pages.dropFirst() {
            guard let last = (0..<page.lowerBound).last(where: { !lines[$0].allSatisfy(\.isWhitespace) }),
                  let next = (page.lowerBound..<lines.count).first(where: { !lines[$0].allSatisfy(\.isWhitespace) }),
                  next > last + 1 else { continue }
            let end = lines[last].trimmingCharacters(in: .whitespaces)
            guard let stop = end.last, !".!?:;。！？：；」”\"".contains(stop),
                  let start = lines[next].trimmingCharacters(in: .whitespaces).first,
                  start.isLowercase || (PlainTextReader.isHan(stop) && PlainTextReader.isHan(start)) else { continue }
            // The rest of the paragraph: from `next` to the first empty line.
            let restEnd = (next..<lines.count).first { lines[$0].allSatisfy(\.isWhitespace) } ?? lines.count
            let rest = Array(lines[next..<restEnd])
            let gap = Array(lines[(last + 1)..<next])
            lines.replaceSubrange((last + 1)..<restEnd, with: rest + gap)
        }
    }

    /// `interac-` at a line's end and `tion` at the next one's start are `interaction` when the document writes
    /// that word elsewhere; otherwise the hyphen stays (`human-` / `interface`).
    static func mendBrokenWords(_ lines: inout [String]) {
        var words = Set<Substring>()
        for line in lines {
            for word in line.lowercased().split(whereSeparator: { !$0.isLetter }) where word.count >= 4 { words.insert(word) }
        }
        for k in lines.indices.dropLast() {
            let line = lines[k]
            guard line.hasSuffix("-"), let before = line.dropLast().last, before.isLetter, before.isLowercase else { continue }
            let next = lines[k + 1].drop { $0 == " " }
            let token = next.prefix { !$0.isWhitespace }
            let tail = token.prefix { $0.isLetter }
            let rest = next.dropFirst(token.count).drop { $0 == " " }
            // A next line of one word stays (emptied, it would end the paragraph).
            guard let first = tail.first, first.isLowercase, !rest.isEmpty else { continue }
            let head = line.dropLast().reversed().prefix { $0.isLetter }.reversed()
            guard words.contains(Substring(String(head).lowercased() + tail)) else { continue }
            // The word's end (with its punctuation) moves up; the next line keeps its number.
            lines[k] = String(line.dropLast()) + token
            lines[k + 1] = String(rest)
        }
    }
}

import Foundation

import Align
import SiteModel
import TextAnalysis

/// The paragraphs of a talk page whose text is its captions' speech: a talk without prose, whose paragraphs
/// `TranscriptParagraphBuilder` made, or another language's captions grouped under them.
///
/// Such a page can be rebuilt from its captions script, so two of them need no side-by-side page of their
/// own: each page's side-by-side view (site.js) takes the other language's paragraphs from that language's
/// captions, which load on demand anyway. site.js joins each caption's speech with single spaces into one
/// stream and cuts the paragraphs from it in order, by length.
enum CaptionParagraphs {
    /// A paragraph as a stretch of the speech stream, in UTF-16 code units (JavaScript string indices).
    struct Paragraph: Equatable, Sendable {
        var anchor: String
        /// Units of the stream between the previous paragraph's end (or the start) and this one.
        var skip: Int
        var length: Int
    }

    /// The paragraphs of `page` as stretches of its captions' speech, or nil when some paragraph is not the
    /// next stretch (prose, edited text, a page of another kind): such pages keep a side-by-side page.
    static func paragraphs(of page: Page) -> [Paragraph]? {
        guard let session = page.session else { return nil }
        return paragraphs(of: page, speeches: speeches(of: session))
    }

    /// Each caption's speech (`TranscriptTags.speech`), in order: made once for the paragraphs and the captions file.
    static func speeches(of session: SessionInfo) -> [String] { session.segments.map { TranscriptTags.speech($0.text) } }

    /// `paragraphs(of:)` from the speeches of the page's captions (`speeches(of:)`).
    static func paragraphs(of page: Page, speeches: [String]) -> [Paragraph]? {
        guard !speeches.isEmpty else { return nil }
        var stream: [UInt16] = []
        for speech in speeches {
            guard !speech.isEmpty else { continue }
            if !stream.isEmpty { stream.append(0x20) }
            appendUTF16(speech, to: &stream)
        }
        stream = closingWideSpaces(stream)
        var result: [Paragraph] = []
        var cursor = 0  // the end of the previous paragraph
        for block in page.blocks where block.snippet == nil {
            var text: [UInt16] = []
            appendUTF16(block.block.text, to: &text)
            guard !text.isEmpty, let start = firstIndex(of: text, in: stream, from: cursor) else { return nil }
            result.append(Paragraph(anchor: block.anchor, skip: start - cursor, length: text.count))
            cursor = start + text.count
        }
        return result.isEmpty ? nil : result
    }

    /// The UTF-16 code units of `text` appended to `units`: an ASCII string's bytes widened in one loop (the
    /// UTF-16 view hands out a unit at a time, and most captions are ASCII).
    static func appendUTF16(_ text: String, to units: inout [UInt16]) {
        var text = text
        let widened = text.withUTF8 { bytes -> Bool in
            guard ASCIIRun.end(in: bytes, from: 0, to: bytes.count) == bytes.count else { return false }
            // Grown geometrically: a talk's stream gains one caption at a time.
            if units.count + bytes.count > units.capacity { units.reserveCapacity(max(units.count + bytes.count, 2 * units.capacity)) }
            for b in bytes { units.append(UInt16(b)) }
            return true
        }
        if !widened { units.append(contentsOf: text.utf16) }
    }

    /// What site.js takes as a caption's speech when the script does not say: its text with runs of
    /// JavaScript white space (`\s`) made one space, trimmed.
    static func scriptSpeech(_ text: String) -> String {
        // Most captions have single spaces between words and none at their ends: one pass finds that.
        var afterSpace = true  // a leading space needs trimming
        var collapsed = true
        for scalar in text.unicodeScalars where isScriptSpace(scalar) || afterSpace {
            if isScriptSpace(scalar) {
                if scalar != " " || afterSpace { collapsed = false; break }
                afterSpace = true
            } else {
                afterSpace = false
            }
        }
        if collapsed && !afterSpace { return text }
        return text.unicodeScalars.split(whereSeparator: isScriptSpace).map { String(String.UnicodeScalarView($0)) }.joined(separator: " ")
    }

    /// The stream without the space after full-width punctuation before a Chinese or Japanese character, as
    /// translated captions are joined on their pages (`SiteModelBuilder.closingCJKSpaces`); by UTF-16 unit, as
    /// site.js does it (every character involved is in the Basic Multilingual Plane).
    static func closingWideSpaces(_ stream: [UInt16]) -> [UInt16] {
        var out: [UInt16] = []
        out.reserveCapacity(stream.count)
        for (i, u) in stream.enumerated() {
            if u == 0x20, i > 0, i + 1 < stream.count, SiteModelBuilder.isFullWidthPunctuation(UInt32(stream[i - 1])),
               SiteModelBuilder.isWide(UInt32(stream[i + 1])) { continue }
            out.append(u)
        }
        return out
    }

    /// JavaScript's `\s`.
    static func isScriptSpace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09...0x0D, 0x20, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000, 0xFEFF: true
        default: false
        }
    }

    /// Where `needle` occurs in `haystack` at or after `from`.
    private static func firstIndex(of needle: [UInt16], in haystack: [UInt16], from: Int) -> Int? {
        guard needle.count <= haystack.count, from <= haystack.count - needle.count else { return nil }
        let first = needle[0]
        var i = from
        let last = haystack.count - needle.count
        while i <= last {
            if haystack[i] == first, haystack[i..<(i + needle.count)].elementsEqual(needle) { return i }
            i += 1
        }
        return nil
    }
}

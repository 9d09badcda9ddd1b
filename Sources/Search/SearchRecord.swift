/// One searchable unit: a section of a page (a HIG heading's text, a session's paragraph).
///
/// The lead's site model produces one record per section of every page; `SearchIndexWriter`
/// turns them into the index files the browser engine (`Public/js/search-engine/`) reads.
public struct SearchRecord: Sendable, Hashable, Codable {
    /// What kind of page the section belongs to; a search filter.
    public enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
        case guideline
        case session
    }

    /// Stable identifier (unique within the site), e.g. `"search-fields#scope-controls-and-tokens"`.
    public var id: String
    /// Site-relative URL of the section, with its `#anchor`.
    public var url: String
    /// Site-relative URL of the page; defaults to `url` without its fragment.
    public var pageURL: String
    /// Title of the page (indexed with the highest weight).
    public var pageTitle: String
    /// The section heading (second-highest weight); may equal `pageTitle` for a page's introduction.
    public var section: String
    /// The section's body as plain text.
    public var text: String
    /// `"en"` or `"zh-Hans"`: which index the record goes in.
    public var language: String
    /// Guideline or session.
    public var kind: Kind
    /// The design system the page belongs to (`"Apple"`, `"Material"`), if known.
    public var designSystem: String?
    /// Platforms the section mentions: any of iOS, iPadOS, macOS, tvOS, visionOS, watchOS.
    public var platforms: [String]
    /// Start time in seconds, for a session paragraph.
    public var time: Double?
    /// Topics of the talk (from its session record); a search filter.
    public var topics: [String]? = nil
    /// The page's summary, on its first record only: what a result shows when the record's own text has none of
    /// the words searched for (a match in the title alone). Not indexed.
    public var summary: String? = nil

    public init(
        id: String, url: String, pageURL: String? = nil, pageTitle: String, section: String, text: String,
        language: String, kind: Kind, designSystem: String? = nil, platforms: [String] = [], time: Double? = nil
    ) {
        self.id = id
        self.url = url
        self.pageURL = pageURL ?? String(url.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0])
        self.pageTitle = pageTitle
        self.section = section
        self.text = text
        self.language = language
        self.kind = kind
        self.designSystem = designSystem
        self.platforms = platforms
        self.time = time
    }

    /// The platform names `platforms(mentionedIn:)` recognises, in display spelling.
    public static let knownPlatforms = ["iOS", "iPadOS", "macOS", "tvOS", "visionOS", "watchOS"]

    /// Platforms named in `text` (whole words, case-insensitive), in `knownPlatforms` order.
    /// A helper for the site model.
    public static func platforms(mentionedIn text: String) -> [String] {
        // Byte scan (every build runs this on every paragraph): ASCII words of 3–8 letters ending in "os",
        // bounded by anything that is not an ASCII letter or digit. A non-ASCII letter next to the name
        // ("iOSé") is rare enough to count as a boundary. Words are compared where they are, not copied.
        var found = 0  // bit i: knownPlatforms[i]
        var text = text
        text.withUTF8 { bytes in
            var start = 0
            for (i, byte) in bytes.enumerated() {
                let inWord = (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39)
                if !inWord {
                    if i > start { found |= platform(bytes, start..<i) }
                    start = i + 1
                }
            }
            if bytes.count > start { found |= platform(bytes, start..<bytes.count) }
        }
        return knownPlatforms.indices.filter { found & (1 << $0) != 0 }.map { knownPlatforms[$0] }
    }

    /// The bit of `knownPlatforms` that the word at `range` (ASCII letters and digits) names, case-insensitively; 0 for none.
    private static func platform(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int {
        let n = range.count
        // Letters and digits only: `| 0x20` lower-cases a letter and leaves a digit as it is.
        guard n >= 3, n <= 8, bytes[range.upperBound - 1] | 0x20 == 0x73, bytes[range.upperBound - 2] | 0x20 == 0x6F else { return 0 }
        for (i, name) in lowercasedPlatforms.enumerated() where name.count == n {
            var same = true
            for k in 0..<n where bytes[range.lowerBound + k] | 0x20 != name[k] { same = false; break }
            if same { return 1 << i }
        }
        return 0
    }

    private static let lowercasedPlatforms = knownPlatforms.map { Array($0.lowercased().utf8) }
}

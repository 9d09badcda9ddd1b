/// The search index's files. Every file is a classic script of the form
///
///     \u{FEFF}ConcordSearch.register("<key>",<JSON payload>);
///
/// so it loads both by `<script src>` (works from `file://`, where `fetch` is blocked) and over
/// http; Node (and anything without a DOM) slices the JSON between the first `,` and the last `)`.
/// Every file but the manifest is packed (`PackedPayload`): its payload is a JSON string holding the JSON
/// described below, deflated and in base 85, which the engine inflates when the file loads.
/// The key is the file's path under the index directory without `.js` (`"manifest"`,
/// `"en/t-3a9f12c4e0"`). The leading BOM makes browsers decode UTF-8 whatever the page says.
/// Every file except the manifest is named `<lang>/<type>-<content hash>.js`, so hosts may cache
/// it forever; the manifest has the fixed name `manifest.js` and lists the others.
///
/// Numbers marked *varint* are strings of base64url digits (see `Varint`): 5 bits per digit,
/// least significant first, a digit ≥ 32 (`g`…`_`) means more digits follow.
public enum SearchIndexFormat {
    /// Version in the manifest; bump on any incompatible change (the engine refuses others).
    public static let version = 12
    /// Document chunks named by one hash (see `Manifest`): 32 of the 1,920 chunks of the corpus library's
    /// English index are renamed by an edit, for 60 hashes in its directory. At least; see `documentHashGroups`.
    public static let documentChunksPerHash = 32
    /// At most this many groups of document chunks: a library ten times the corpus one has 19,000 chunks, whose
    /// hashes in groups of 32 were 8.5 KB of the directory every search loads first; in 64 groups, 0.9 KB (an
    /// edit then renames 300 chunks of 6 KB).
    public static let documentHashGroups = 64
    /// Term shards named by one hash (see `Manifest`), likewise, in smaller groups: an edit changes the postings of
    /// a few words, and renames the 8 shards of each group it touches (32 renamed 64 for a one-word edit of the
    /// corpus library). 42 hashes for the 330 shards of its English index, where one per shard was 4.6 KB of the
    /// directory.
    public static let termShardsPerHash = 8

    /// `search/manifest.js` (key `manifest`):
    ///
    ///     {"format":"concord-search","version":11,"stop":[stop words…],
    ///      "langs":{"en":{"d":"<packed directory>","name":"English","script":"Latn","aliases":[…]},
    ///               "fr":{…,"stop":[…],"elide":["l",…]},…},
    ///      "facets":{"designSystem":[values…],"platform":[…],"topic":[…]}}
    ///
    /// `facets` lists every filter value of the site (all languages; `topic` only when talks have topics), so the
    /// search box offers its tokens from the manifest alone. Which records have a value is in `f-<hash>.js`.
    ///
    /// Per language, from the language table (`Languages`, the only place language names live): its name in
    /// itself, ISO 15924 script (the engine sends CJK queries to the CJK languages too) and the names a
    /// `lang:` filter accepts; `stop` when its stop words differ from the top-level list (English and
    /// Chinese), `elide` when words carry elided articles (`l'interface` is indexed as `interface`).
    ///
    /// A language's directory: `d` in its manifest entry, packed as index files are (`PackedPayload`), when the
    /// site's directories come to at most `Options.inlineDirectoriesBytes` together, which saves every first search
    /// a request and a round trip (version 11); else `"i":hash` names the file `<lang>/i-<hash>.js`, loaded when
    /// the language is first searched, so a large site's manifest stays small:
    ///
    ///     {"n": record count,
    ///      "pages": varint, delta-encoded first record id of each page (records of a page are contiguous),
    ///      "t": the bound of each term shard, its first key (stem, word or completion text), in UTF-16 order,
    ///           front-coded as the vocabulary's surfaces are (one per line; 4.0 → 1.9 KB on the corpus library's
    ///           English index); a shard holds every key from its bound up to the next shard's, the first shard also
    ///           those before every bound,
    ///      "tz": the last stem or word (null without terms): a stem or word after it is in no shard, so a Chinese
    ///           query asks an English index for nothing (version 11),
    ///      "th": [hash of each group of "tg" consecutive term shards], "tg": `termShardsPerHash`,
    ///      "v": [first surface of each vocabulary chunk, in UTF-16 order], "vh": [hash of each vocabulary chunk]
    ///           (typo tolerance loads them all; version 12),
    ///      "dk": records per document chunk (chunk c holds records c·dk up to (c + 1)·dk),
    ///      "dh": [hash of each group of "dg" consecutive document chunks], "dg": chunks per group
    ///           (`documentChunksPerHash`, or more: see `documentHashGroups`),
    ///      "f": facets hash,
    ///      "k": {kind: ranges}, the facets file's `kind` member again (a few ranges), so results are counted
    ///           by kind without loading the facets file}
    ///
    /// File of a hash `h`: `<lang>/v-h.js`, `f-h.js`; term shard number `i` (base 36) is
    /// `<lang>/t-<th[i / tg]>-<i>.js`, document chunk `i` is `<lang>/d-<dh[i / dg]>-<i>.js`. A hash per group of
    /// files keeps the directory small on large sites (thousands of shards and chunks) while an edit renames
    /// only the files of its groups, not every file of the language (version 3 had one hash for all chunks;
    /// version 4 one hash per term shard and its first stems as a list; version 5 chunks cut by size, their first
    /// record ids listed as "d").
    /// Written by `SearchIndexWriter` (the manifest and each language's directory, from `LanguageIndexBuilder`).
    public enum Manifest {}

    /// `<lang>/t-<group hash>-<number>.js`, a term shard: all terms whose stem falls in the shard's range, and the
    /// vocabulary words and phrase completions of the same range.
    ///
    ///     {"t":"<one line per stem, \n-separated, in UTF-16 order>",
    ///      "w":…, "s":…, "f":…, "c":[…]   (`Vocabulary`'s members, for the words and completions of the range)}
    ///
    /// A query's word, its completions and its stem's postings thus come in one request: version 11 had the words
    /// and completions in vocabulary chunks of their own, a request more for every word typed, and a round trip more
    /// before its postings (8 typed queries on the corpus library: 67 → 59 requests). The stem of a word is in
    /// another shard only when the stem sorts before the shard's bound (a word whose stem is far shorter).
    ///
    /// A line is `stem\tpostings` when the stem's only surface is the stem itself, else
    /// `stem\tsurface\tpostings\tsurface\tpostings…` (an empty surface means the stem).
    /// Postings (varint) per record, in record order: record id delta (the first is absolute),
    /// impact, position count, first position, position deltas. The impact is the record's
    /// BM25F score for the surface (title, heading and body weighted, IDF included), quantised to
    /// one digit: `q = round(7·log2(1 + score))` clamped to 1…31, so `score ≈ 2^(q/7) − 1`.
    /// At most `Options.maxPositions` positions are kept (title first, then heading, then body;
    /// fields are 8 positions apart so phrases never straddle them).
    ///
    /// A common word's postings are cut by impact (`ImpactTiers`, from `Options.postingsHeadRecords` records): the
    /// shard holds the head, every record at or above the cut's impact, written `postings~d` where the digit `d` is
    /// the highest impact of the tail; the tail, the other records, is in the shard's tail file
    ///
    ///     {"t":"…","x":"<hash>"}   →   <lang>/x-<hash>.js: {"t":"<lines as above, the tails of the shard's stems>"}
    ///
    /// Head and tail each list their records in record order, ids delta-coded from 0. A one-word query ranks from
    /// the heads when enough records outscore what the tails could hold, and loads the tails otherwise; a query of
    /// several words loads them (version 9: on a library ten times the corpus one, "view" was 100 KB of the query's
    /// first results).
    /// Written by `TermShardWriter`, from the postings of `LanguageTerms`.
    public enum TermShard {}

    /// `<lang>/v-<hash>.js`, a vocabulary chunk: the word surfaces (not plain CJK bigrams) from the
    /// chunk's bound (directory `v`, its first surface) up to the next chunk's, for typo tolerance, which loads them
    /// all ("did you mean"). Chunks close at `Options.vocabularyChunkTargetBytes` of words. Term shards carry the same
    /// members for the words of their range (and `c`, the completions), which is where a query looks its words up.
    ///
    ///     {"w":"<front-coded surfaces, \n-separated>","s":"<stem edits, \n-separated>","f":"<one char per surface>",
    ///      "c":[completions…] (term shards only, when the range has some)}
    ///
    /// Surfaces are sorted in UTF-16 order; each entry is one base-36 digit (UTF-16 units shared
    /// with the previous surface, at most 35) then the rest. A stem edit is empty when the stem
    /// equals the surface, else one base-36 digit (UTF-16 units to drop from the end of the surface)
    /// then the text to append (`controls` → `1`, `happy` → `1i`), or `=` and the whole stem.
    /// `f` is base-36 `min(35, bit length of document frequency)`: a popularity hint.
    /// Written by `VocabularyWriter` (chunks) and `TermShardWriter` (in shards), from `VocabularyWords`.
    public enum Vocabulary {}

    /// `<lang>/d-<group hash>-<number>.js`, a document chunk: display data of consecutive records, loaded only
    /// for results shown.
    ///
    ///     {"r":[[url, pageURL or null (null: url without its #fragment), pageTitle, section,
    ///            text (first 4,000 characters), kind, designSystem or null, "iOS,macOS" (platforms),
    ///            time or null, (summary)], …]}
    ///
    /// The tenth member, only on a page's first record and only when its text does not begin with it, is the
    /// page's summary: a result whose own text has none of the searched words (a match in the title) shows it.
    /// `pageTitle`, `section` and `kind` are null when they are the same as the record's before it in the
    /// chunk (the paragraphs of a talk share them): the engine fills them in as it loads the chunk. (Version 3;
    /// version 2 wrote them on every record.)
    /// Written by `DocumentChunkWriter`.
    public enum DocumentChunk {}

    /// `<lang>/f-<hash>.js`, facets for filters, loaded only when a filter is used.
    ///
    ///     {"kind":{"guideline":"<ranges>","session":…},"designSystem":{"Apple":…},"platform":{"iOS":…},
    ///      "topic":{"Design":…}}   (topic: only when talks have session records with topics)
    ///
    /// Ranges (varint): pairs of (gap since the previous range's end, length) of record ids.
    /// Written from `FacetsWriter`'s members.
    public enum Facets {}

    /// Phrase completions, the `c` member of term shards: page titles, section headings and glossary terms.
    ///
    ///     [[text, "t"|"h"|"g" (title, heading, glossary), url or "", occurrences], …]
    ///
    /// Sorted by folded text (UTF-16 order) across the shards; one entry per folded text (its first URL). A text is
    /// in the last shard whose bound is at most its folded text (the first shard for texts before every bound), so
    /// completing a prefix loads shards its words need anyway: "scope con" sorts just after the word "scope" and
    /// falls in its shard (or the next, when a shard closes between them). Version 12; versions 10 and 11 had them
    /// in vocabulary chunks, versions 8 and 9 in chunks of their own (`c-<hash>.js`), one file before.
    /// Written by `TermShardWriter`, from `CompletionsWriter`.
    public enum Completions {}
}

// A query into units, and each unit into the index words it may match (exact, stem, prefix, typo).

// Match-type weights: exact > same stem > prefix > typo. A stem's other surfaces are its inflections ("controls"
// for "control", "searching" for "search": `stem`) or words derived from it, which Snowball's stems also join
// ("performs" and "performant" for "performance", "access" for "accessibility": `derived`, below a prefix).
var WEIGHT = { exact: 1, stem: 0.7, derived: 0.5, prefix: 0.6, fuzzy1: 0.45, fuzzy2: 0.3, fuzzyPrefix: 0.35 };
var MAX_PREFIX_EXPANSIONS = 24;
var MAX_PREFIX_SHARDS = 3; // shards a prefix may pull in per keystroke
var MAX_FUZZY = 8;
var MAX_PREFIX_VOCAB_CHUNKS = 2; // term shards a prefix may pull in for its words (shards hold the vocabulary, version 12)

/**
 * Query units: a word (matched by surface, stem siblings, prefix, typo) or a CJK bigram or
 * single character. `typing`: the query does not end with a space, so its last word is a prefix.
 */
/**
 * `word` without an elided article from `elide` (`l'interface` → `interface`), exactly as the build's
 * `TextAnalyzer.strippingElision` indexes it.
 */
function stripElision(word, elide) {
  if (!elide || !elide.size) return word;
  var apostrophe = word.indexOf("'");
  if (apostrophe <= 0 || apostrophe === word.length - 1) return word;
  return elide.has(word.slice(0, apostrophe)) ? word.slice(apostrophe + 1) : word;
}

/** Mirrors TextAnalyzer.spacelessWords with the browser's ICU (`Intl.Segmenter`); the phrase itself without it. */
function spacelessWords(phrase) {
  if (typeof Intl === "undefined" || !Intl.Segmenter) return [phrase];
  var words = [];
  for (var seg of new Intl.Segmenter("th", { granularity: "word" }).segment(phrase)) if (seg.isWordLike) words.push(seg.segment);
  return words.length ? words : [phrase];
}

function parseQuery(query, stop, elide) {
  var folded = fold(query);
  var tokens = tokenize(folded);
  var typing = query.length > 0 && !/\s$/.test(query);
  var units = [];
  tokens.forEach(function (t, index) {
    var last = typing && index === tokens.length - 1;
    if (!t.cjk && isSpaceless(t.text.codePointAt(0))) {
      // A phrase of Thai, Lao, Khmer or Burmese: its words, cut by ICU's dictionaries as the build cut them.
      var words = spacelessWords(t.text);
      words.forEach(function (w, k) {
        if (stop.has(w) && !(last && k === words.length - 1)) return;
        units.push({ type: "word", text: w, pos: t.pos, prefix: last && k === words.length - 1 });
      });
      return;
    }
    if (!t.cjk) {
      var word = stripElision(t.text, elide);
      if (stop.has(word)) {
        // A stop word being typed may be the start of a real word ("to" → "token").
        if (last) units.push({ type: "word", text: word, pos: t.pos, prefix: true, prefixOnly: true });
        return;
      }
      units.push({ type: "word", text: word, pos: t.pos, prefix: last });
      return;
    }
    var chars = Array.from(t.text);
    if (chars.length === 1) {
      // A lone particle (の, 的) is not indexed on its own; typed last it may start a word.
      if (stop.has(t.text) && !last) return;
      units.push({ type: "cjk", text: t.text, pos: t.pos, prefix: last, single: true });
      return;
    }
    for (var i = 0; i + 1 < chars.length; i++) units.push({ type: "cjk", text: chars[i] + chars[i + 1], pos: t.pos + i });
  });
  return { folded: folded, tokens: tokens, units: units };
}

/**
 * Candidate surfaces for each unit: u.cands = [{surface, stem, weight, how}]. Loads the term shards
 * of the query's words (and prefixes), which list their words; the whole vocabulary only when a word
 * must be matched through typo tolerance. Same-stem siblings are added by `addSiblings` once shards load.
 */
function expandUnits(index, units, ctx) {
  var words = [], prefixes = [];
  units.forEach(function (u) {
    if (u.type === "word" && !u.prefixOnly) words.push(u.text);
    if (u.prefix) prefixes.push(u.text);
  });
  var needsVocab = words.length || prefixes.length;
  function candidates(u, vocab) {
    var cands = u.candMap || (u.candMap = new Map());
    function add(i, weight, how) {
      var s = vocab.surfaces[i], c = cands.get(s);
      if (!c || c.weight < weight) cands.set(s, { surface: s, stem: vocab.stems[i], weight: weight, how: how });
    }
    return add;
  }
  return (needsVocab ? index.loadVocabulary({ words: words, prefixes: prefixes, maxNew: MAX_PREFIX_VOCAB_CHUNKS }, ctx) : Promise.resolve(null)).then(function (vocab) {
    var fuzzy = [];
    units.forEach(function (u) {
      var add = candidates(u, vocab), cands = u.candMap;
      if (u.type === "cjk") {
        cands.set(u.text, { surface: u.text, stem: u.text, weight: WEIGHT.exact, how: "exact" });
        if (u.prefix && vocab) vocab.withPrefix(u.text, MAX_PREFIX_EXPANSIONS).forEach(function (i) { add(i, WEIGHT.prefix, "prefix"); });
        return;
      }
      var exact = vocab.index.get(u.text);
      if (exact !== undefined && !u.prefixOnly) {
        add(exact, WEIGHT.exact, "exact");
        u.siblingStems = [vocab.stems[exact]];
      }
      if (u.prefix) {
        // Short prefixes are ambiguous and their words frequent: expand fewer.
        var expansions = u.text.length < 2 ? 2 : Math.min(MAX_PREFIX_EXPANSIONS, 4 * u.text.length + (exact === undefined ? 4 : 0));
        limitShards(index, vocab.withPrefix(u.text, 0), expansions).forEach(function (i) {
          // Shorter completions of what is typed rank above long ones.
          add(i, WEIGHT.prefix * (0.75 + 0.25 * u.text.length / vocab.surfaces[i].length), "prefix");
        });
      }
      if (!cands.size && !u.prefixOnly && u.text.length >= 4 && !hasCJK(u.text)) fuzzy.push(u);
    });
    if (!fuzzy.length) return units;
    return index.loadVocabulary(undefined, ctx).then(function (vocab) {
      fuzzy.forEach(function (u) {
        var add = candidates(u, vocab);
        vocab.near(u.text, false).forEach(function (m) {
          add(m.i, m.d === 1 ? WEIGHT.fuzzy1 : WEIGHT.fuzzy2, "fuzzy");
          (vocab.byStem.get(vocab.stems[m.i]) || []).forEach(function (i) { add(i, (m.d === 1 ? WEIGHT.fuzzy1 : WEIGHT.fuzzy2) * 0.9, "fuzzy"); });
        });
        if (!u.candMap.size && u.prefix) vocab.near(u.text, true).forEach(function (m) { add(m.i, WEIGHT.fuzzyPrefix, "fuzzy"); });
      });
      return units;
    });
  }).then(function (units) {
    units.forEach(function (u) { u.cands = Array.from(u.candMap.values()); });
    return units;
  });
}

/** Other surfaces of an exactly matched word's stem (listed on the stem's shard line), weighted by `siblingWeight`. */
function addSiblings(index, units) {
  units.forEach(function (u) {
    if (!u.siblingStems) return;
    var have = new Set(u.cands.map(function (c) { return c.surface; }));
    u.siblingStems.forEach(function (stem) {
      index.surfacesOf(stem).forEach(function (surface) {
        if (!have.has(surface)) { have.add(surface); u.cands.push({ surface: surface, stem: stem, weight: siblingWeight(u.text, surface), how: "stem" }); }
      });
    });
  });
}

/**
 * A sibling's weight: an inflection when, past the prefix it shares with the query, one of them adds nothing (or
 * a final vowel) and the other at most three letters ("control" → "controls", "search" → "searching",
 * "searches" → "search", "create" → "creating"); else a derived word ("performance" → "performs", "performant").
 */
function siblingWeight(query, surface) {
  var p = 0, n = Math.min(query.length, surface.length);
  while (p < n && query.charCodeAt(p) === surface.charCodeAt(p)) p++;
  var a = query.length - p, b = surface.length - p, short = a < b ? query : surface;
  if (Math.max(a, b) > 3 || Math.min(a, b) > 1) return WEIGHT.derived;
  return Math.min(a, b) === 0 || /[aeiouy]$/.test(short) ? WEIGHT.stem : WEIGHT.derived;
}

/** The first `limit` vocabulary entries whose stems fall in at most MAX_PREFIX_SHARDS shards not yet loaded. */
function limitShards(index, entries, limit) {
  var out = [], fresh = new Set();
  for (var k = 0; k < entries.length && out.length < limit; k++) {
    var hash = index.shardHash(index.vocab.stems[entries[k]]);
    if (!index.shards.has(hash) && !fresh.has(hash)) {
      if (fresh.size >= MAX_PREFIX_SHARDS) continue;
      fresh.add(hash);
    }
    out.push(entries[k]);
  }
  return out;
}

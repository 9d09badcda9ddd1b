/*
 * Concord search interface: the site's own search follows the guidance it publishes (HIG "Search
 * fields", WWDC "Design intuitive search experiences"). Plain script, no modules, so it runs from
 * file:// and under `default-src 'self'`. Content goes into the DOM as text only.
 *
 * The files of this folder are joined, in name order, into one `assets/js/search-ui.HASH.js`
 * (Sources/Build/ScriptJoiner.swift):
 *   10-queries.js     pure functions: query text ⇄ filter tokens, recent searches, result links,
 *                     landing words (node tests: Tests/Search/ui.test.mjs)
 *   20-dom.js         DOM building blocks: elements, icons, excerpts, marking words on a page
 *   30-interface.js   the field, the panel, keyboard, URL and landing, wired to the engine
 */

// Token keys as typed (`platform:macOS`, `平台:macOS`) and as the engine's filter names.
var TOKEN_KEYS = {
  platform: "platform", "平台": "platform", "プラットフォーム": "platform", plateforme: "platform", plataforma: "platform", "플랫폼": "platform",
  lang: "lang", language: "lang", "语言": "lang", "言語": "lang", langue: "lang", idioma: "lang", "língua": "lang", "언어": "lang",
  design: "designSystem", system: "designSystem", designsystem: "designSystem", ds: "designSystem", "设计体系": "designSystem",
  topic: "topic", "主题": "topic",
};

/** The engine's folding (lower case, accents off, …): how typed text is compared with names. */
function fold(s) { return ConcordSearch.analysis.fold(s); }

/** Fills %s / %d in order. */
function format(template) {
  var args = Array.prototype.slice.call(arguments, 1), i = 0;
  return String(template).replace(/%[sd]/g, function () { return String(args[i++]); });
}

/** A moment in a talk: 75 → "1:15", 3725 → "1:02:05". */
function formatTime(seconds) {
  seconds = Math.max(0, Math.floor(seconds));
  var h = Math.floor(seconds / 3600), m = Math.floor(seconds / 60) % 60, s = seconds % 60;
  var ss = (s < 10 ? "0" : "") + s;
  return h ? h + ":" + (m < 10 ? "0" : "") + m + ":" + ss : m + ":" + ss;
}

// ------------------------------------------------------------ query text ⇄ tokens
// A token is a filter shown as a chip: {key: "platform", value: "macOS", label: "macOS"}. The vocabulary
// lists the filter values a site has: [{key, value, label, aliases}] (see tokenVocabulary).

function sameToken(a, b) { return a.key === b.key && a.value === b.value; }

/**
 * The filter values of a site, from its search manifest: platforms, design systems, topics, languages. Only
 * values the site has: a token that filters everything away is no help.
 */
function tokenVocabulary(manifest) {
  var langs = manifest.langs || {};
  var list = [], seen = {};
  function add(key, value) {
    if (seen[key + ":" + value]) return;
    seen[key + ":" + value] = true;
    var entry = key === "lang" ? langs[value] || {} : null;
    var aliases = entry ? (entry.aliases || []).concat([fold(value), fold(entry.name || value)]) : [];
    list.push({ key: key, value: value, label: entry ? entry.name || value : value, aliases: aliases });
  }
  var facets = manifest.facets || {};
  (facets.platform || []).forEach(function (v) { add("platform", v); });
  (facets.designSystem || []).forEach(function (v) { add("designSystem", v); });
  (facets.topic || []).forEach(function (v) { add("topic", v); });
  var tags = Object.keys(langs);
  if (tags.length > 1) tags.forEach(function (l) { add("lang", l); });
  return list;
}

/** The token that `key:value` text names (`平台:MacOS` → platform macOS), or null. */
function resolveToken(key, value, vocabulary) {
  var filter = TOKEN_KEYS[fold(key)];
  if (!filter || !value) return null;
  var wanted = fold(value);
  var found = vocabulary.filter(function (v) {
    return v.key === filter && (fold(v.value) === wanted || fold(v.label) === wanted || v.aliases.indexOf(wanted) >= 0);
  })[0];
  return found ? { key: found.key, value: found.value, label: found.label } : null;
}

/**
 * Moves complete `key:value` words of `text` (followed by a space, or all of them when `all`) into tokens:
 * {text: the rest, tokens: `tokens` with the new ones added once}.
 */
function extractTokens(text, all, vocabulary, tokens) {
  var out = tokens.slice(), changed = false;
  var rest = text.replace(/(^|\s)([^\s:：]+)[:：]([^\s]+)(?=\s|$)/g, function (whole, lead, key, value, at, source) {
    var end = at + whole.length;
    if (!all && end === source.length) return whole; // still being typed
    var token = resolveToken(key, value, vocabulary);
    if (!token) return whole;
    if (!out.some(function (x) { return sameToken(x, token); })) out.push(token);
    changed = true;
    return lead;
  });
  return { text: changed ? rest.replace(/^\s+/, "").replace(/\s{2,}/g, " ") : text, tokens: out };
}

/** The query as one string for URLs and recent searches: `platform:macOS scope bar`. */
function serialize(tokens, text) {
  return tokens.map(function (x) { return (x.key === "designSystem" ? "design" : x.key) + ":" + x.value; })
    .concat(text.trim() ? [text.trim()] : []).join(" ");
}

/** Engine filters of tokens: values of one key are alternatives, different keys all apply. */
function filtersOf(tokens) {
  var f = {};
  tokens.forEach(function (x) { (f[x.key] = f[x.key] || []).push(x.value); });
  return f;
}

/**
 * Token suggestions for the word being typed ("mac" → macOS, "platform:i" → iOS, iPadOS), leaving out
 * the tokens already in the field: [{token, typed}], `typed` being the text a suggestion replaces.
 */
function tokenSuggestions(text, vocabulary, tokens) {
  var match = /(?:^|\s)(?:([^\s:：]+)[:：])?([^\s:：]*)$/.exec(text);
  if (!match || /\s$/.test(text)) return [];
  var key = match[1] ? TOKEN_KEYS[fold(match[1])] : null;
  var word = fold(match[2] || "");
  if (match[1] && !key) return [];
  if (!key && word.length < 2) return [];
  return vocabulary.filter(function (v) {
    if (key && v.key !== key) return false;
    if (tokens.some(function (x) { return sameToken(x, v); })) return false;
    return [fold(v.value), fold(v.label)].concat(v.aliases).some(function (name) { return name.lastIndexOf(word, 0) === 0; });
  }).slice(0, 3).map(function (v) { return { token: v, typed: match[0].replace(/^\s/, "") }; });
}

/** How many leading characters of a completion repeat what is typed (shown regular, the rest bold). */
function typedLength(completion, typed) {
  typed = typed.replace(/^\s+/, "");
  return fold(completion).lastIndexOf(fold(typed), 0) === 0 && fold(typed).length === typed.length ? typed.length : 0;
}

// ------------------------------------------------------------ recent searches
/** The recent searches with `query` first, once, at most `max`. */
function withRecent(list, query, max) {
  return [query].concat(list.filter(function (x) { return x !== query; })).slice(0, max);
}

/** Recent searches as stored (JSON text, or null): the non-empty strings, [] for anything else. */
function parseRecent(stored) {
  try {
    var list = JSON.parse(stored || "[]");
    return Array.isArray(list) ? list.filter(function (q) { return typeof q === "string" && q.trim(); }) : [];
  } catch (e) { return []; }
}

// ------------------------------------------------------------ results
/** A result's link: its page with the query (so the page can mark the words), then its section. */
function resultLink(root, url, query) {
  var hash = url.indexOf("#");
  var page = hash < 0 ? url : url.slice(0, hash);
  return root + page + "?q=" + encodeURIComponent(query) + (hash < 0 ? "" : url.slice(hash));
}

/** Results grouped by kind, groups in order of their best result, results in the engine's order. */
function groupByKind(results) {
  var groups = [];
  results.forEach(function (r) {
    var group = groups.filter(function (g) { return g.kind === r.kind; })[0];
    if (!group) groups.push(group = { kind: r.kind, items: [] });
    group.items.push(r);
  });
  return groups;
}

// ------------------------------------------------------------ landing on a result
/** Words to mark where a result lands: the record's matched words, then the query's own words. */
function landingWords(queryText, result) {
  var words = result && result.matches ? result.matches.slice() : [];
  queryText.split(/\s+/).forEach(function (w) { if (w.length > 1 || /[^\x00-\x7f]/.test(w)) words.push(w); });
  return words.filter(function (w, i) { return w && words.indexOf(w) === i; });
}

/**
 * One expression finding `words` in page text, longest first: Latin words at a word start, running on
 * (scope → scopes); CJK anywhere. Null for no words.
 */
function landingPattern(words) {
  var alts = words.slice().sort(function (a, b) { return b.length - a.length; }).map(function (w) {
    var escaped = w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    return /^[\p{L}\p{N}]/u.test(w) && !/[\u3400-\u9fff]/.test(w) ? "(?<![\\p{L}\\p{N}])" + escaped + "[\\p{L}\\p{N}']*" : escaped;
  });
  return alts.length ? new RegExp(alts.join("|"), "giu") : null;
}

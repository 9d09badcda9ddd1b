// Excerpts: the window of a record's text with the most matches, with the matches as ranges.

var EXCERPT_CHARS = 180, EXCERPT_CJK_CHARS = 80;

/** Ranges of `text` to mark: words whose folded form matched, and matched CJK strings. */
function matchRanges(text, matchedWords, cjkStrings) {
  if (ASCII.test(text)) return asciiRanges(text, matchedWords);
  var out = [];
  tokenize(text).forEach(function (t) {
    if (!t.cjk) {
      var folded = fold(t.text);
      if (isSpaceless(t.text.codePointAt(0))) {
        // A phrase of Thai, Lao, Khmer or Burmese holds its words without spaces: each matched word inside it.
        // Folding changes lengths (Thai's ำ is two letters in NFKC): each folded offset is mapped to the text's.
        var from = [], byChar = "", at0 = 0;
        for (var ch of t.text) {
          var f = fold(ch);
          for (var k = 0; k < f.length; k++) from.push(at0);
          byChar += f; at0 += ch.length;
        }
        from.push(at0);
        if (byChar !== folded) return; // folding across letters: offsets would not line up
        matchedWords.forEach(function (w) {
          if (!w || !isSpaceless(w.codePointAt(0))) return;
          for (var at = folded.indexOf(w); at >= 0; at = folded.indexOf(w, at + 1)) out.push([t.start + from[at], t.start + from[at + w.length]]);
        });
        return;
      }
      if (matchedWords.has(folded)) out.push([t.start, t.end]);
      return;
    }
    var run = fold(t.text);
    if (run.length !== t.text.length) return; // compatibility forms: offsets would not line up
    cjkStrings.forEach(function (q) {
      for (var at = run.indexOf(q); at >= 0; at = run.indexOf(q, at + 1)) out.push([t.start + at, t.start + at + q.length]);
    });
  });
  out.sort(function (a, b) { return a[0] - b[0] || b[1] - a[1]; });
  var merged = [];
  out.forEach(function (r) {
    var last = merged[merged.length - 1];
    if (last && r[0] <= last[1]) last[1] = Math.max(last[1], r[1]); else merged.push([r[0], r[1]]);
  });
  return merged;
}

function asciiWord(c) { return (c >= 97 && c <= 122) || (c >= 48 && c <= 57); }

/** matchRanges for ASCII text (no CJK, fold = lower case), tokenizing as `tokenize` does without allocating tokens. */
function asciiRanges(text, words) {
  var out = [], lengths = [];
  words.forEach(function (w) { lengths[w.length] = true; });
  var lower = text.toLowerCase(), n = lower.length, i = 0;
  while (i < n) {
    if (!asciiWord(lower.charCodeAt(i))) { i++; continue; }
    var start = i++;
    while (i < n) {
      var c = lower.charCodeAt(i);
      if (asciiWord(c) || (c === 39 && i + 1 < n && asciiWord(lower.charCodeAt(i + 1)))) i++; else break;
    }
    var len = i - start;
    if (len <= MAX_WORD && lengths[len] && words.has(lower.slice(start, i))) out.push([start, i]);
  }
  return out;
}

/**
 * The excerpt as data: `text`, the densest window of matches ("…" where it cuts the record's text), and
 * `marks`, the [start, end) ranges of `text` that matched, in order. Text only: the page decides how
 * to show it (the interface builds text nodes and <mark> elements, never HTML).
 */
function excerpt(text, marks) {
  var limit = hasCJK(text) ? EXCERPT_CJK_CHARS : EXCERPT_CHARS;
  var start = 0;
  if (marks.length) {
    var best = -1, bestStart = 0;
    for (var i = 0; i < marks.length; i++) {
      var count = 0;
      for (var j = i; j < marks.length && marks[j][1] <= marks[i][0] + limit; j++) count++;
      if (count > best) { best = count; bestStart = marks[i][0]; }
    }
    start = Math.max(0, bestStart - Math.floor(limit / 5));
    if (start > 0) {
      // Begin at a word or sentence boundary when one is near.
      var space = text.lastIndexOf(" ", bestStart - 1);
      if (space >= start - 20 && space < bestStart) start = space + 1;
    }
  }
  var end = Math.min(text.length, start + limit);
  if (end < text.length) {
    var cut = text.lastIndexOf(" ", end);
    if (cut > start + limit / 2) end = cut;
  }
  var lead = start > 0 ? "…" : "", shift = lead.length - start;
  var ranges = [];
  marks.forEach(function (m) {
    if (m[1] <= start || m[0] >= end) return;
    ranges.push([Math.max(m[0], start) + shift, Math.min(m[1], end) + shift]);
  });
  return { text: lead + text.slice(start, end) + (end < text.length ? "…" : ""), marks: ranges };
}

/** The distinct strings `marks` cover in `text`, in order of first appearance. */
function markedStrings(text, marks) {
  var seen = new Set(), out = [];
  marks.forEach(function (m) {
    var s = text.slice(m[0], m[1]);
    if (!seen.has(s)) { seen.add(s); out.push(s); }
  });
  return out;
}

// The vocabulary: surfaces, stems and frequencies, for lookups and prefixes (the words term shards list) and typo
// tolerance (the vocabulary chunks, v-).

/**
 * The vocabulary, loaded chunk by chunk (chunks split the sorted surfaces; `bounds` holds the first
 * surface of each, or the first stem of each term shard). Entries of loaded chunks are appended to flat arrays; `chunks[c]` is the range
 * [start, end) chunk c occupies there, sorted within.
 */
function Vocabulary(bounds) {
  this.bounds = bounds;
  this.chunks = new Array(bounds.length);
  this.loaded = 0;
  this.surfaces = [];
  this.stems = [];
  this.freq = [];
  this.index = new Map();
  this.byStem = new Map();
  this.prefixCache = new Map();
}

Vocabulary.prototype.add = function (c, payload) {
  if (this.chunks[c]) return;
  var words = payload.w ? frontDecoded(payload.w) : [];
  var edits = payload.s ? payload.s.split("\n") : [];
  var start = this.surfaces.length;
  for (var k = 0; k < words.length; k++) {
    var surface = words[k], i = start + k;
    var edit = edits[k] || "";
    var stem = edit === "" ? surface : edit[0] === "=" ? edit.slice(1) : surface.slice(0, surface.length - parseInt(edit[0], 36)) + edit.slice(1);
    this.surfaces.push(surface);
    this.stems.push(stem);
    this.freq.push(parseInt(payload.f[k], 36) || 0);
    this.index.set(surface, i);
    var group = this.byStem.get(stem);
    if (group) group.push(i); else this.byStem.set(stem, [i]);
  }
  this.chunks[c] = { start: start, end: this.surfaces.length };
  this.loaded++;
  this.prefixCache.clear();
};

Vocabulary.prototype.complete = function () { return this.loaded === this.bounds.length; };

/** The chunk that would hold `word`. */
Vocabulary.prototype.chunkOf = function (word) { return floorIndex(this.bounds, word); };

/** Chunks that may hold words starting with `prefix`, in order. */
Vocabulary.prototype.chunksFor = function (prefix) {
  var out = [];
  for (var c = floorIndex(this.bounds, prefix), last = floorIndex(this.bounds, prefix + "\uffff"); c <= last; c++) out.push(c);
  return out;
};

/** Vocabulary indices starting with `prefix` (in loaded chunks), most frequent first. */
Vocabulary.prototype.withPrefix = function (prefix, limit) {
  var cached = this.prefixCache.get(prefix);
  if (!cached) {
    cached = [];
    var surfaces = this.surfaces, freq = this.freq, self = this;
    this.chunksFor(prefix).forEach(function (c) {
      var range = self.chunks[c];
      if (!range) return;
      for (var i = lowerBound(surfaces, prefix, range.start, range.end); i < range.end && surfaces[i].lastIndexOf(prefix, 0) === 0; i++) cached.push(i);
    });
    cached.sort(function (a, b) { return freq[b] - freq[a] || surfaces[a].length - surfaces[b].length; });
    if (this.prefixCache.size > 256) this.prefixCache.clear();
    this.prefixCache.set(prefix, cached);
  }
  return limit ? cached.slice(0, limit) : cached;
};

/** Words within the typo budget of `word`: [{i, d}] best first. `prefix` compares word to vocabulary prefixes. */
Vocabulary.prototype.near = function (word, prefix) {
  var len = word.length;
  if (len < 4 || hasCJK(word)) return [];
  var max = len >= 8 ? 2 : 1, minLen = len - max, maxLen = len + max + (prefix ? 64 : 0);
  // Edit distance rows per character of the surface (row r: its first r characters against `word`),
  // shared by consecutive surfaces with a common start; a row above `max` rules out every surface
  // that starts the same way.
  var W = len + 1, depth = prefix ? len : len + max;
  var dp = new Int32Array((depth + 1) * W);
  for (var j = 0; j <= len; j++) dp[j] = j;
  var found = [], surfaces = this.surfaces;
  for (var c = 0; c < this.chunks.length; c++) {
    var range = this.chunks[c];
    if (!range) continue;
    var prev = "", good = 0, bad = 0; // rows 1…good are prev's and within max; row bad (if > 0) is not
    for (var i = range.start; i < range.end; i++) {
      var s = surfaces[i], sl = s.length;
      if (sl < minLen || sl > maxLen) continue;
      var lb = sl < depth ? sl : depth;
      var common = 0, cap = Math.min(lb, bad || good);
      while (common < cap && s.charCodeAt(common) === prev.charCodeAt(common)) common++;
      if (bad && common >= bad) continue;
      var r = Math.min(common, good), dead = 0;
      while (r < lb && !dead) {
        r++;
        var row = r * W, up = row - W, up2 = up - W, bc = s.charCodeAt(r - 1), bp = r > 1 ? s.charCodeAt(r - 2) : -1;
        dp[row] = r;
        var rowMin = r;
        for (j = 1; j <= len; j++) {
          var ac = word.charCodeAt(j - 1);
          var d = dp[up + j - 1] + (ac === bc ? 0 : 1);
          if (dp[up + j] + 1 < d) d = dp[up + j] + 1;
          if (dp[row + j - 1] + 1 < d) d = dp[row + j - 1] + 1;
          if (r > 1 && j > 1 && ac === bp && word.charCodeAt(j - 2) === bc && dp[up2 + j - 2] + 1 < d) d = dp[up2 + j - 2] + 1;
          dp[row + j] = d;
          if (d < rowMin) rowMin = d;
        }
        if (rowMin > max) dead = r;
      }
      prev = s;
      if (dead) {
        good = dead - 1; bad = dead;
        // Skip the run of surfaces starting like this one (contiguous in sorted order).
        var head = s.slice(0, dead), step = 1, lo = i;
        while (i + step < range.end && surfaces[i + step].lastIndexOf(head, 0) === 0) { lo = i + step; step *= 2; }
        var hi = Math.min(i + step, range.end);
        while (hi - lo > 1) { var mid = (lo + hi) >> 1; if (surfaces[mid].lastIndexOf(head, 0) === 0) lo = mid; else hi = mid; }
        i = lo;
        continue;
      }
      good = lb; bad = 0;
      d = dp[lb * W + len];
      if (d <= max && d > 0) found.push({ i: i, d: d });
    }
  }
  var freq = this.freq;
  // Ties as before: shorter words, then vocabulary order.
  found.sort(function (a, b) { return a.d - b.d || freq[b.i] - freq[a.i] || surfaces[a.i].length - surfaces[b.i].length || a.i - b.i; });
  return found.slice(0, MAX_FUZZY);
};

/*
 * Concord search engine: queries the static index written by Sources/Search/SearchIndexWriter.swift
 * (file formats: Sources/Search/IndexFormat.swift). No DOM use besides loading index files by
 * <script> tag, so it also runs in Node (files read from disk).
 *
 *   const engine = ConcordSearch.open({ base: "./", lang: "en" });
 *   const results = await engine.search("scope control", { filters: { kind: "guideline" } });
 *   const completions = await engine.complete("scope con");
 *   const correction = await engine.suggest("placehoder");
 *
 * Analysis mirrors Sources/TextAnalysis (TextFolding, Tokenizer): keep them in step; the node test
 * Tests/Search/analysis.test.mjs checks both against Tests/Search/Fixtures/analysis-golden.json.
 */
(function (root) {
  "use strict";

  var FORMAT_VERSION = 3;

  // ---------------------------------------------------------------- registry
  // Index files call ConcordSearch.register(key, payload) when they load.
  var registry = new Map();
  var waiting = new Map();

  function register(key, payload) {
    registry.set(key, payload);
    var list = waiting.get(key);
    if (list) {
      waiting.delete(key);
      list.forEach(function (w) { w.resolve(payload); });
    }
  }

  function whenRegistered(key) {
    if (registry.has(key)) return Promise.resolve(registry.get(key));
    return new Promise(function (resolve, reject) {
      var list = waiting.get(key) || [];
      list.push({ resolve: resolve, reject: reject });
      waiting.set(key, list);
    });
  }

  function failWaiting(key, error) {
    var list = waiting.get(key);
    if (!list) return;
    waiting.delete(key);
    list.forEach(function (w) { w.reject(error); });
  }

  // ---------------------------------------------------------------- loaders
  function isNode() {
    return typeof document === "undefined" && typeof process !== "undefined" && !!(process.versions && process.versions.node);
  }

  /** Parses an index file's text without evaluating it: the JSON between the first "," and the last ")". */
  function parseIndexFile(text) {
    if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    var prefix = "ConcordSearch.register(";
    if (text.slice(0, prefix.length) !== prefix) throw new Error("not a Concord index file");
    var comma = text.indexOf(",");
    return { key: JSON.parse(text.slice(prefix.length, comma)), payload: JSON.parse(text.slice(comma + 1, text.lastIndexOf(")"))) };
  }

  function scriptLoader(url, key) {
    var pending = whenRegistered(key);
    var script = document.createElement("script");
    script.src = url;
    script.async = true;
    script.charset = "utf-8";
    script.onerror = function () { failWaiting(key, new Error("could not load " + url)); };
    (document.head || document.documentElement).appendChild(script);
    return pending.then(function (payload) { script.remove(); return payload; });
  }

  function nodeLoader(url, key) {
    var fs = typeof require === "function" ? require("fs") : process.getBuiltinModule("fs");
    var path = url.indexOf("file:") === 0 ? new URL(url) : url;
    return fs.promises.readFile(path, "utf8").then(function (text) {
      var file = parseIndexFile(text);
      if (file.key !== key) throw new Error("index file " + url + " registers " + file.key);
      // Not put in the shared registry: one Node process may open several sites.
      return file.payload;
    });
  }

  // ---------------------------------------------------------------- analysis
  var ASCII = /^[\x00-\x7f]*$/;

  /** Mirrors TextFolding.fold: NFKC, lower case, accents off, ß→ss, ς→σ, ’‘ʼ→'. */
  function fold(s) {
    if (ASCII.test(s)) return s.toLowerCase();
    return s.normalize("NFKC").toLowerCase().normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "").replace(/ß/g, "ss").replace(/ς/g, "σ").replace(/[\u2018\u2019\u02bc]/g, "'")
      .normalize("NFC");
  }

  function isCJK(c) {
    return c === 0x3005 || c === 0x3007 || (c >= 0x3040 && c <= 0x30ff) || (c >= 0x3400 && c <= 0x4dbf) ||
      (c >= 0x4e00 && c <= 0x9fff) || (c >= 0xf900 && c <= 0xfaff) || (c >= 0x20000 && c <= 0x2fa1f);
  }

  var WORD_CHAR = /[\p{L}\p{N}\p{M}]/u;
  var MAX_WORD = 40;

  function isWordCP(c) {
    if (c < 128) return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57);
    return !isCJK(c) && WORD_CHAR.test(String.fromCodePoint(c));
  }

  /**
   * Mirrors Tokenizer.tokenize: words (letters, numbers, marks; inner apostrophes) and CJK runs
   * (one position per character). Returns [{text, pos, cjk, start, end}], offsets in UTF-16 units.
   */
  function tokenize(text) {
    var tokens = [];
    var pos = 0, i = 0, n = text.length;
    while (i < n) {
      var c = text.codePointAt(i), w = c > 0xffff ? 2 : 1;
      if (isCJK(c)) {
        var start = i, chars = 0;
        while (i < n) {
          c = text.codePointAt(i);
          if (!isCJK(c)) break;
          i += c > 0xffff ? 2 : 1; chars++;
        }
        tokens.push({ text: text.slice(start, i), pos: pos, cjk: true, start: start, end: i });
        pos += chars;
      } else if (isWordCP(c)) {
        var s = i, length = 0;
        while (i < n) {
          c = text.codePointAt(i);
          if (isWordCP(c)) { /* part of the word */ }
          else if (c === 39 && i > s && i + 1 < n && isWordCP(text.codePointAt(i + 1))) { /* inner apostrophe */ }
          else break;
          i += c > 0xffff ? 2 : 1; length++;
        }
        if (length <= MAX_WORD) tokens.push({ text: text.slice(s, i), pos: pos, cjk: false, start: s, end: i });
        pos++;
      } else {
        i += w;
      }
    }
    return tokens;
  }

  var CJK_SCRIPTS = ["Hans", "Hant", "Jpan", "Kore"];
  function hasCJK(s) {
    for (var i = 0; i < s.length; i++) if (isCJK(s.codePointAt(i))) return true;
    return false;
  }

  // ---------------------------------------------------------------- encodings
  var DIGITS = new Int8Array(128).fill(-1);
  "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".split("").forEach(function (ch, i) { DIGITS[ch.charCodeAt(0)] = i; });

  /** Decodes a varint string (see Varint in Encoding.swift). */
  function varints(s) {
    var out = [], v = 0, shift = 0;
    for (var i = 0; i < s.length; i++) {
      var d = DIGITS[s.charCodeAt(i)];
      v += (d & 31) * Math.pow(2, shift);
      if (d < 32) { out.push(v); v = 0; shift = 0; } else shift += 5;
    }
    return out;
  }

  // Quantised impact digit → BM25F score (see TermShard in IndexFormat.swift).
  var IMPACT = [];
  for (var q = 0; q < 32; q++) IMPACT.push(Math.pow(2, q / 7) - 1);

  /** Decodes one surface's postings: parallel arrays of record ids, impacts and positions. */
  function decodePostings(s) {
    var v = varints(s);
    var ids = [], imps = [], offs = [], pos = [];
    var id = 0, i = 0;
    while (i < v.length) {
      id += v[i++];
      ids.push(id); imps.push(IMPACT[v[i++]]);
      var count = v[i++], p = 0;
      offs.push(pos.length);
      for (var k = 0; k < count; k++) { p += v[i++]; pos.push(p); }
    }
    offs.push(pos.length);
    return { ids: ids, imps: imps, offs: offs, pos: pos };
  }

  function ranges(s) {
    var v = varints(s), out = [], end = 0;
    for (var i = 0; i + 1 < v.length; i += 2) {
      var start = end + v[i];
      out.push([start, start + v[i + 1]]);
      end = start + v[i + 1];
    }
    return out;
  }

  // ---------------------------------------------------------------- small helpers
  /** Index of the last element of sorted `list` that is <= `value` (0 if none). */
  function floorIndex(list, value) {
    var lo = 0, hi = list.length - 1, best = 0;
    while (lo <= hi) {
      var mid = (lo + hi) >> 1;
      if (list[mid] <= value) { best = mid; lo = mid + 1; } else hi = mid - 1;
    }
    return best;
  }

  function lowerBound(list, value, lo, hi) {
    lo = lo || 0; hi = hi == null ? list.length : hi;
    while (lo < hi) { var mid = (lo + hi) >> 1; if (list[mid] < value) lo = mid + 1; else hi = mid; }
    return lo;
  }

  var rows = [new Int32Array(64), new Int32Array(64), new Int32Array(64)]; // editDistance scratch

  /**
   * Optimal-string-alignment distance (a swap costs 1), or max+1 once it must exceed max.
   * `bLength` compares with b's first bLength characters only.
   */
  function editDistance(a, b, max, bLength) {
    var la = a.length, lb = bLength != null && bLength < b.length ? bLength : b.length;
    if (Math.abs(la - lb) > max) return max + 1;
    if (lb >= rows[0].length) rows = [new Int32Array(lb + 1), new Int32Array(lb + 1), new Int32Array(lb + 1)];
    var prev2 = rows[0], prev = rows[1], cur = rows[2], j;
    for (j = 0; j <= lb; j++) prev[j] = j;
    for (var i = 1; i <= la; i++) {
      var ca = a.charCodeAt(i - 1);
      cur[0] = i;
      var rowMin = i;
      for (j = 1; j <= lb; j++) {
        var cb = b.charCodeAt(j - 1);
        var d = prev[j - 1] + (ca === cb ? 0 : 1);
        if (prev[j] + 1 < d) d = prev[j] + 1;
        if (cur[j - 1] + 1 < d) d = cur[j - 1] + 1;
        if (i > 1 && j > 1 && ca === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === cb && prev2[j - 2] + 1 < d) d = prev2[j - 2] + 1;
        cur[j] = d;
        if (d < rowMin) rowMin = d;
      }
      if (rowMin > max) return max + 1;
      var t = prev2; prev2 = prev; prev = cur; cur = t;
    }
    return prev[lb];
  }

  function escapeHTML(s) {
    return s.replace(/[&<>"']/g, function (c) {
      return c === "&" ? "&amp;" : c === "<" ? "&lt;" : c === ">" ? "&gt;" : c === '"' ? "&quot;" : "&#39;";
    });
  }

  function asList(v) { return v == null ? null : Array.isArray(v) ? v : [v]; }

  // Match-type weights: exact > same stem > prefix > typo.
  var WEIGHT = { exact: 1, stem: 0.8, prefix: 0.6, fuzzy1: 0.45, fuzzy2: 0.3, fuzzyPrefix: 0.35 };
  var MAX_PREFIX_EXPANSIONS = 24;
  var MAX_PREFIX_SHARDS = 3; // shards a prefix may pull in per keystroke
  var MAX_FUZZY = 8;
  var MAX_PREFIX_VOCAB_CHUNKS = 2; // vocabulary chunks a prefix may pull in per keystroke

  // ---------------------------------------------------------------- vocabulary
  /**
   * The vocabulary, loaded chunk by chunk (chunks split the sorted surfaces; `bounds` holds the first
   * surface of each). Entries of loaded chunks are appended to flat arrays; `chunks[c]` is the range
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
    var words = payload.w ? payload.w.split("\n") : [];
    var edits = payload.s ? payload.s.split("\n") : [];
    var start = this.surfaces.length, previous = "";
    for (var k = 0; k < words.length; k++) {
      var entry = words[k], i = start + k;
      var surface = previous.slice(0, parseInt(entry[0], 36)) + entry.slice(1);
      previous = surface;
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

  // ---------------------------------------------------------------- one language's index
  function LanguageIndex(engine, lang, meta, entry, manifest) {
    this.engine = engine;
    this.lang = lang;
    this.meta = meta;
    // The language's stop words and elided articles, as the build analysed its text (the language table).
    this.stop = new Set((entry && entry.stop) || manifest.stop);
    this.elide = new Set((entry && entry.elide) || []);
    this.n = meta.n;
    var starts = varints(meta.pages), acc = 0;
    this.pageStarts = starts.map(function (d) { acc += d; return acc; });
    acc = 0;
    this.docStarts = varints(meta.d).map(function (d) { acc += d; return acc; });
    this.shards = new Map();      // hash → {lines, keys}: one line per stem
    this.postings = new Map();    // stem \0 surface → decoded postings
    this.docs = new Map();        // hash → records
    this.allowed = new Map();     // filter signature → Uint8Array
    this.vocab = null;
    this.completions = null;
  }

  /** One index file; with `ctx.loadedOnly`, null unless it is loaded already (see Engine.search). */
  LanguageIndex.prototype.file = function (type, hash, ctx) {
    return this.engine._load(this.lang + "/" + type + "-" + hash, ctx);
  };

  /**
   * Resolves to the vocabulary once the chunks `need` calls for are loaded: `{words, prefixes,
   * maxNew}` (the chunks holding those words, and up to `maxNew` not yet loaded chunks per prefix),
   * or everything when `need` is omitted (typo tolerance, "did you mean").
   */
  LanguageIndex.prototype.loadVocabulary = function (need, ctx) {
    var self = this;
    if (!this.vocab) this.vocab = new Vocabulary(this.meta.v);
    var vocab = this.vocab, chunks = new Set();
    if (!need) {
      for (var c = 0; c < vocab.bounds.length; c++) chunks.add(c);
    } else {
      (need.words || []).forEach(function (w) { chunks.add(vocab.chunkOf(w)); });
      (need.prefixes || []).forEach(function (p) {
        var fresh = 0;
        vocab.chunksFor(p).forEach(function (c) {
          if (vocab.chunks[c] || chunks.has(c)) { chunks.add(c); return; }
          if (fresh < (need.maxNew || MAX_PREFIX_VOCAB_CHUNKS)) { chunks.add(c); fresh++; }
        });
      });
    }
    return Promise.all(Array.from(chunks).filter(function (c) { return !vocab.chunks[c]; }).map(function (c) {
      return self.file("v", self.meta.vh[c], ctx).then(function (p) { if (p) vocab.add(c, p); });
    })).then(function () { return vocab; });
  };

  LanguageIndex.prototype.shardHash = function (stem) {
    return this.meta.th[floorIndex(this.meta.t, stem)];
  };

  LanguageIndex.prototype.loadShards = function (stems, ctx) {
    var self = this, hashes = new Set();
    stems.forEach(function (stem) { var h = self.shardHash(stem); if (h && !self.shards.has(h)) hashes.add(h); });
    return Promise.all(Array.from(hashes).map(function (h) {
      return self.file("t", h, ctx).then(function (p) {
        if (!p || self.shards.has(h)) return;
        var lines = p.t ? p.t.split("\n") : [];
        self.shards.set(h, { lines: lines, keys: lines.map(function (l) { return l.slice(0, l.indexOf("\t")); }) });
      });
    }));
  };

  /** The fields after the stem of `stem`'s line: [surface, postings, …] ('' = the stem), or null. */
  LanguageIndex.prototype.entryOf = function (stem) {
    var shard = this.shards.get(this.shardHash(stem));
    if (!shard) return null;
    var at = lowerBound(shard.keys, stem);
    if (shard.keys[at] !== stem) return null;
    var fields = shard.lines[at].split("\t").slice(1);
    return fields.length === 1 ? ["", fields[0]] : fields;
  };

  /** Decoded postings of one surface (null if the index lacks it). Needs its shard loaded. */
  LanguageIndex.prototype.postingsOf = function (stem, surface) {
    var key = stem + "\u0000" + surface;
    var cached = this.postings.get(key);
    if (cached !== undefined) return cached;
    if (!this.shards.has(this.shardHash(stem))) return null; // not loaded (an answer from what is here): not cached
    var entry = this.entryOf(stem);
    var result = null;
    if (entry) {
      for (var i = 0; i < entry.length; i += 2) {
        if ((entry[i] || stem) === surface) { result = decodePostings(entry[i + 1]); break; }
      }
    }
    this.postings.set(key, result);
    return result;
  };

  /** Surfaces the shard holds for `stem` (the vocabulary does not list plain CJK bigrams). */
  LanguageIndex.prototype.surfacesOf = function (stem) {
    var entry = this.entryOf(stem);
    var out = [];
    if (entry) for (var i = 0; i < entry.length; i += 2) out.push(entry[i] || stem);
    return out;
  };

  LanguageIndex.prototype.pageOf = function (record) { return floorIndex(this.pageStarts, record); };

  /** A document chunk's records with the page title, section and kind a record shares with the one before it
   * (written as null, see IndexFormat.swift) filled in. */
  function expandRecords(records) {
    for (var i = 1; i < records.length; i++) {
      var r = records[i], before = records[i - 1];
      if (r[2] === null) r[2] = before[2];
      if (r[3] === null) r[3] = before[3];
      if (r[5] === null) r[5] = before[5];
    }
    return records;
  }

  /** Records of `ids` (undefined for those whose chunk is not loaded when `ctx.loadedOnly`). */
  LanguageIndex.prototype.loadRecords = function (ids, ctx) {
    var self = this, need = new Set();
    ids.forEach(function (id) { need.add(floorIndex(self.docStarts, id)); });
    return Promise.all(Array.from(need).map(function (c) {
      if (self.docs.has(c)) return null;
      return self.file("d", self.meta.dh + "-" + c.toString(36), ctx).then(function (p) { if (p && !self.docs.has(c)) self.docs.set(c, expandRecords(p.r)); });
    })).then(function () {
      return ids.map(function (id) {
        var c = floorIndex(self.docStarts, id), chunk = self.docs.get(c);
        return chunk ? chunk[id - self.docStarts[c]] : undefined;
      });
    });
  };

  /** Record filter as a Uint8Array (1 = allowed), or null when no facet filter applies. */
  LanguageIndex.prototype.loadFilter = function (filters, ctx) {
    var keys = [["kind", filters.kind], ["designSystem", filters.designSystem], ["platform", filters.platform || filters.platforms],
      ["topic", filters.topic || filters.topics]]
      .filter(function (k) { return asList(k[1]); });
    if (!keys.length) return Promise.resolve(null);
    var signature = JSON.stringify(keys);
    var self = this;
    if (this.allowed.has(signature)) return Promise.resolve(this.allowed.get(signature));
    if (ctx && ctx.loadedOnly && !this.facets) { ctx.partial = true; return Promise.resolve(new Uint8Array(this.n)); }
    if (!this._facets) this._facets = this.file("f", this.meta.f);
    return this._facets.then(function (facets) {
      self.facets = facets;
      var allowed = new Uint8Array(self.n).fill(1);
      keys.forEach(function (k) {
        var mask = new Uint8Array(self.n);
        asList(k[1]).forEach(function (value) {
          var encoded = (facets[k[0]] || {})[value];
          if (encoded) ranges(encoded).forEach(function (r) { mask.fill(1, r[0], r[1]); });
        });
        for (var i = 0; i < self.n; i++) allowed[i] &= mask[i];
      });
      self.allowed.set(signature, allowed);
      return allowed;
    });
  };

  /** Kind of every record by id (the directory's `k`, else the facets file), or null when not loaded (`loadedOnly`). */
  LanguageIndex.prototype.loadKinds = function (ctx) {
    var self = this;
    if (this.kinds) return Promise.resolve(this.kinds);
    function decode(kindRanges) {
      var kinds = new Array(self.n);
      Object.keys(kindRanges || {}).forEach(function (kind) {
        ranges(kindRanges[kind]).forEach(function (r) { for (var i = r[0]; i < r[1]; i++) kinds[i] = kind; });
      });
      self.kinds = kinds;
      return kinds;
    }
    if (this.meta.k) return Promise.resolve(decode(this.meta.k)); // the directory carries them
    if (ctx && ctx.loadedOnly && !this.facets) { ctx.partial = true; return Promise.resolve(null); }
    if (!this._facets) this._facets = this.file("f", this.meta.f);
    return this._facets.then(function (facets) {
      self.facets = facets;
      return decode(facets.kind);
    });
  };

  LanguageIndex.prototype.loadCompletions = function (ctx) {
    var self = this;
    if (ctx && ctx.loadedOnly && !this.completions) { ctx.partial = true; return Promise.resolve([]); }
    if (!this._completions) {
      this._completions = this.file("c", this.meta.c).then(function (p) {
        self.completions = p.c.map(function (e) { return { text: e[0], type: e[1], url: e[2], count: e[3], key: fold(e[0]) }; });
        return self.completions;
      });
    }
    return this._completions;
  };

  // ---------------------------------------------------------------- query analysis
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

  function parseQuery(query, stop, elide) {
    var folded = fold(query);
    var tokens = tokenize(folded);
    var typing = query.length > 0 && !/\s$/.test(query);
    var units = [];
    tokens.forEach(function (t, index) {
      var last = typing && index === tokens.length - 1;
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
   * Candidate surfaces for each unit: u.cands = [{surface, stem, weight, how}]. Loads the vocabulary
   * chunks of the query's words (and prefixes); the whole vocabulary only when a word must be
   * matched through typo tolerance. Same-stem siblings are added by `addSiblings` once shards load.
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

  /** Other surfaces of an exactly matched word's stem (listed on the stem's shard line). */
  function addSiblings(index, units) {
    units.forEach(function (u) {
      if (!u.siblingStems) return;
      var have = new Set(u.cands.map(function (c) { return c.surface; }));
      u.siblingStems.forEach(function (stem) {
        index.surfacesOf(stem).forEach(function (surface) {
          if (!have.has(surface)) { have.add(surface); u.cands.push({ surface: surface, stem: stem, weight: WEIGHT.stem, how: "stem" }); }
        });
      });
    });
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

  // ---------------------------------------------------------------- ranking
  var PHRASE_BONUS = 0.5, NEAR_BONUS = 0.15, NEAR_WINDOW = 4;
  var MAX_CANDIDATES = 300; // records kept for page grouping

  /** True if some position of a (postings pa, row ra) and b differ by `gap` (± window). */
  function adjacent(pa, ra, pb, rb, gap, window) {
    for (var i = pa.offs[ra]; i < pa.offs[ra + 1]; i++) {
      for (var j = pb.offs[rb]; j < pb.offs[rb + 1]; j++) {
        var d = pb.pos[j] - pa.pos[i] - gap;
        if (window ? (d <= window && d >= -window) : d === 0) return true;
      }
    }
    return false;
  }

  /**
   * Scores records of one index: per unit the best weighted impact of its candidates, summed;
   * phrase (exact gap) and proximity bonuses between consecutive units; records matching every
   * unit win outright (AND), else the best partial matches (OR). Typed scratch arrays are reused
   * across keystrokes so scoring allocates almost nothing. Returns [{id, score}] (≤ MAX_CANDIDATES).
   */
  function scoreIndex(index, units, allowed) {
    var n = units.length, N = index.n;
    var scratch = index.scratch;
    if (!scratch || scratch.n < n) {
      scratch = index.scratch = {
        n: n, s: new Float64Array(N * n), list: new Int32Array(N * n), row: new Int32Array(N * n), count: new Uint8Array(N),
        touched: new Int32Array(N), ids: new Int32Array(N), scores: new Float64Array(N), select: new Float64Array(N),
      };
    }
    var width = scratch.n, S = scratch.s, L = scratch.list, R = scratch.row, C = scratch.count;
    var T = scratch.touched, ID = scratch.ids, SC = scratch.scores;
    var lists = [], nt = 0, k, t;
    for (k = 0; k < n; k++) {
      var u = units[k], cands = u.cands;
      u.matched = new Set();
      for (var ci = 0; ci < cands.length; ci++) {
        var c = cands[ci], p = index.postingsOf(c.stem, c.surface);
        if (!p) continue;
        u.matched.add(c.surface);
        var li = lists.length;
        lists.push(p);
        var ids = p.ids, imps = p.imps, w = c.weight;
        for (var r = 0; r < ids.length; r++) {
          var id = ids[r];
          if (allowed && !allowed[id]) continue;
          var score = imps[r] * w, at = id * width + k;
          if (score > S[at]) {
            if (S[at] === 0) { if (C[id] === 0) T[nt++] = id; C[id]++; }
            S[at] = score; L[at] = li; R[at] = r;
          }
        }
      }
    }
    var full = false;
    for (t = 0; t < nt; t++) if (C[T[t]] === n) { full = true; break; }
    var m = 0;
    for (t = 0; t < nt; t++) {
      var rid = T[t], base = rid * width, count = C[rid];
      if (!full || count === n) {
        var sum = 0, bonus = 0;
        for (k = 0; k < n; k++) sum += S[base + k];
        for (k = 0; k + 1 < n; k++) {
          if (!S[base + k] || !S[base + k + 1]) continue;
          var gap = units[k + 1].pos - units[k].pos, pa = lists[L[base + k]], pb = lists[L[base + k + 1]];
          var pair = S[base + k] + S[base + k + 1];
          if (adjacent(pa, R[base + k], pb, R[base + k + 1], gap, 0)) bonus += PHRASE_BONUS * pair;
          else if (adjacent(pa, R[base + k], pb, R[base + k + 1], gap, NEAR_WINDOW)) bonus += NEAR_BONUS * pair;
        }
        var coverage = count / n;
        ID[m] = rid; SC[m++] = (sum + bonus) * coverage * coverage;
      }
      for (k = 0; k < n; k++) S[base + k] = 0;
      C[rid] = 0;
    }
    // Keep the best MAX_CANDIDATES (ties included); objects only for those.
    var threshold = m > MAX_CANDIDATES ? kthSmallest(scratch.select, SC, m, m - MAX_CANDIDATES) : -Infinity;
    var out = [];
    for (t = 0; t < m; t++) if (SC[t] >= threshold) out.push({ id: ID[t], score: SC[t] });
    return out;
  }

  /** The k-th smallest (0-based) of values[0..m), using `work` as scratch (quickselect). */
  function kthSmallest(work, values, m, k) {
    for (var i = 0; i < m; i++) work[i] = values[i];
    var lo = 0, hi = m - 1;
    while (lo < hi) {
      var pivot = work[(lo + hi) >> 1], a = lo, b = hi;
      while (a <= b) {
        while (work[a] < pivot) a++;
        while (work[b] > pivot) b--;
        if (a <= b) { var x = work[a]; work[a] = work[b]; work[b] = x; a++; b--; }
      }
      if (k <= b) hi = b; else if (k >= a) lo = a; else break;
    }
    return work[k];
  }

  // ---------------------------------------------------------------- excerpts
  var EXCERPT_CHARS = 180, EXCERPT_CJK_CHARS = 80;

  /** Ranges of `text` to mark: words whose folded form matched, and matched CJK strings. */
  function matchRanges(text, matchedWords, cjkStrings) {
    if (ASCII.test(text)) return asciiRanges(text, matchedWords);
    var out = [];
    tokenize(text).forEach(function (t) {
      if (!t.cjk) {
        if (matchedWords.has(fold(t.text))) out.push([t.start, t.end]);
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

  /** HTML excerpt: the densest window of matches, all text escaped, matches in <mark>. */
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
    var html = start > 0 ? "…" : "", at = start;
    marks.forEach(function (m) {
      if (m[1] <= start || m[0] >= end) return;
      var a = Math.max(m[0], start), b = Math.min(m[1], end);
      html += escapeHTML(text.slice(at, a)) + "<mark>" + escapeHTML(text.slice(a, b)) + "</mark>";
      at = b;
    });
    html += escapeHTML(text.slice(at, end)) + (end < text.length ? "…" : "");
    return html;
  }

  // ---------------------------------------------------------------- engine
  function Engine(options) {
    options = options || {};
    var base = options.base == null ? "./" : String(options.base);
    if (base && !/\/$/.test(base)) base += "/";
    this.base = base;
    this.indexDir = options.indexDir || "search/";
    this.lang = options.lang || null;
    this.loader = options.load || (isNode() ? nodeLoader : scriptLoader);
    this.indexes = new Map();
    this.bytesLoaded = 0;
    this.filesLoaded = [];
    this.loaded = new Map(); // key → payload of every file loaded, for answers from what is here
    this.lastSuggestion = null;
  }

  Engine.prototype._load = function (key, ctx) {
    var self = this;
    if (this.loaded.has(key)) return Promise.resolve(this.loaded.get(key));
    if (this.loader === scriptLoader && registry.has(key)) return Promise.resolve(registry.get(key));
    if (ctx && ctx.loadedOnly) { ctx.partial = true; return Promise.resolve(null); }
    if (!this._pending) this._pending = new Map();
    if (this._pending.has(key)) return this._pending.get(key);
    var promise = Promise.resolve(this.loader(this.base + this.indexDir + key + ".js", key)).then(function (payload) {
      self.filesLoaded.push(key);
      self.loaded.set(key, payload);
      return payload;
    });
    this._pending.set(key, promise);
    promise.catch(function () { self._pending.delete(key); });
    return promise;
  };

  /** The manifest (loaded once). */
  Engine.prototype.manifest = function (ctx) {
    if (ctx && ctx.loadedOnly && !this._manifestValue) { ctx.partial = true; return Promise.resolve(null); }
    if (!this._manifest) {
      var self = this;
      this._manifest = this._load("manifest").then(function (m) {
        if (!m || m.format !== "concord-search" || m.version !== FORMAT_VERSION) throw new Error("unsupported search index version");
        self._manifestValue = m;
        return m;
      });
      this._manifest.catch(function () { self._manifest = null; });
    }
    return this._manifest;
  };

  /** One language's index; its directory (shard and chunk tables) loads on first use. */
  Engine.prototype._index = function (lang, ctx) {
    var self = this;
    return this.manifest(ctx).then(function (m) {
      if (!m || !m.langs[lang]) return null;
      if (ctx && ctx.loadedOnly) {
        var ready = self.readyIndexes && self.readyIndexes.get(lang);
        if (!ready) ctx.partial = true;
        return ready || null;
      }
      if (!self.indexes.has(lang)) {
        var loading = self._load(lang + "/i-" + m.langs[lang].i).then(function (meta) {
          var index = new LanguageIndex(self, lang, meta, m.langs[lang], m);
          (self.readyIndexes || (self.readyIndexes = new Map())).set(lang, index);
          return index;
        });
        loading.catch(function () { self.indexes.delete(lang); });
        self.indexes.set(lang, loading);
      }
      return self.indexes.get(lang);
    });
  };

  Engine.prototype._languagesFor = function (query, filters, ctx) {
    var self = this;
    return this.manifest(ctx).then(function (m) {
      if (!m) return [];
      var all = Object.keys(m.langs);
      var wanted = asList(filters.lang || filters.language);
      if (wanted) return all.filter(function (l) { return wanted.indexOf(l) >= 0; });
      if (!self.lang || !m.langs[self.lang]) return all;
      var langs = [self.lang];
      // A Chinese or Japanese query on an English page still finds the pages written in those scripts.
      if (hasCJK(query)) {
        all.forEach(function (l) {
          var script = m.langs[l].script || (l === "zh-Hans" ? "Hans" : "");
          if (CJK_SCRIPTS.indexOf(script) >= 0 && langs.indexOf(l) < 0) langs.push(l);
        });
      }
      return langs;
    });
  };

  /**
   * Searches; resolves to results grouped by page (pages by best section, best sections first):
   * [{url, page, title, section, excerpt, lang, kind, score, time, designSystem, platforms}].
   * options: {filters: {kind, lang, designSystem, platform, topic} (values or arrays, combinable),
   * limit: pages (10), sectionsPerPage (2)}. When a query has no results, or some word matched only
   * through typo tolerance, `results.suggestion` holds the corrected query ("did you mean").
   *
   * `detailsPerKind: n` loads display data (url, title, excerpt…) only for the best pages of each kind until
   * they hold n results, what a popover shows; the other results come back `brief` ({page, kind, lang, score, brief: true}), enough to
   * count them by kind without loading their records.
   *
   * `loadedOnly: true` answers at once from the index files already loaded, fetching nothing (what a
   * search box does between keystrokes); `results.partial` is then true when some file the query
   * needs is not loaded yet, and a search without the option would load it and may answer more.
   */
  Engine.prototype.search = function (query, options) {
    options = options || {};
    var filters = options.filters || {};
    var limit = options.limit || 10, perPage = options.sectionsPerPage || 2;
    var self = this, corrected = false;
    var ctx = { loadedOnly: !!options.loadedOnly, partial: false };
    query = String(query || "");
    return this._languagesFor(query, filters, ctx).then(function (langs) {
      return Promise.all(langs.map(function (lang) { return self._searchIndex(lang, query, filters, ctx); }));
    }).then(function (perLanguage) {
      var pages = [];
      // Words matched only through typos: offer the correction ("showing results for …").
      corrected = perLanguage.some(function (r) { return r && r.fuzzyOnly; });
      perLanguage.forEach(function (r) { if (r) pages = pages.concat(r.pages); });
      pages.sort(function (a, b) { return b.score - a.score || b.tie - a.tie; });
      pages = pages.slice(0, limit);
      var perKind = options.detailsPerKind;
      var indexes = pages.map(function (p) { return p.index; }).filter(function (x, i, all) { return all.indexOf(x) === i; });
      return Promise.all(perKind ? indexes.map(function (i) { return i.loadKinds(ctx); }) : []).then(function () {
        var shown = {};
        return Promise.all(pages.map(function (page) {
          var sections = page.sections.slice(0, perPage);
          var kinds = perKind && page.index.kinds;
          if (kinds) {
            var kind = kinds[sections[0].id];
            var before = shown[kind] || 0;
            shown[kind] = before + sections.length;
            if (before >= perKind) {
              return sections.map(function (s) {
                return { page: page.index.lang + "#" + page.index.pageOf(s.id), kind: kind, lang: page.index.lang, score: Math.round(s.score * 1000) / 1000, brief: true };
              });
            }
          }
          return page.index.loadRecords(sections.map(function (s) { return s.id; }), ctx).then(function (records) {
            return sections.map(function (s, i) { return records[i] && self._result(page.index, page.analysis, s, records[i]); }).filter(Boolean);
          });
        }));
      });
    }).then(function (groups) {
      var results = [].concat.apply([], groups);
      if (ctx.loadedOnly) {
        results.partial = ctx.partial;
        return results;
      }
      if ((!results.length || corrected) && query.trim()) {
        return self.suggest(query, { filters: filters }).then(function (suggestion) {
          results.suggestion = suggestion;
          return results;
        });
      }
      self.lastSuggestion = null;
      return results;
    });
  };

  Engine.prototype._searchIndex = function (lang, query, filters, ctx) {
    var self = this;
    return this._index(lang, ctx).then(function (index) {
      if (!index) return null;
      var analysis = parseQuery(query, index.stop, index.elide);
      if (!analysis.units.length) return { pages: [] };
      return Promise.all([expandUnits(index, analysis.units, ctx), index.loadFilter(filters, ctx)]).then(function (r) {
        var units = r[0], allowed = r[1];
        var stems = [];
        units.forEach(function (u) { u.cands.forEach(function (c) { stems.push(c.stem); }); });
        return index.loadShards(stems, ctx).then(function () {
          addSiblings(index, units);
          var scored = scoreIndex(index, units, allowed);
          var pages = new Map();
          scored.forEach(function (s) {
            var p = index.pageOf(s.id), page = pages.get(p);
            if (!page) { page = { index: index, analysis: analysis, sections: [], score: 0 }; pages.set(p, page); }
            page.sections.push(s);
          });
          var list = Array.from(pages.values());
          list.forEach(function (page) {
            page.sections.sort(function (a, b) { return b.score - a.score || a.id - b.id; });
            // Pages rank by their best section, as the results show it; further good sections only break ties.
            page.score = page.sections[0].score;
            page.tie = page.sections.slice(1, 3).reduce(function (t, s) { return t + s.score; }, 0);
          });
          var fuzzyOnly = units.some(function (u) {
            return u.type === "word" && !u.prefixOnly && u.cands.length && u.cands.every(function (c) { return c.how === "fuzzy"; });
          });
          return { pages: list, fuzzyOnly: fuzzyOnly };
        });
      });
    });
  };

  Engine.prototype._result = function (index, analysis, scored, record) {
    var words = new Set(), cjk = new Set();
    analysis.units.forEach(function (u) {
      if (u.type === "cjk") { if (u.matched && u.matched.size) u.matched.forEach(function (s) { cjk.add(s); }); }
      else if (u.matched) u.matched.forEach(function (s) { words.add(s); });
    });
    var text = record[4], folded = null;
    // Mark whole CJK query runs where they occur, their bigrams otherwise.
    analysis.tokens.forEach(function (t) {
      if (!t.cjk || t.text.length < 3) return;
      if (folded === null) folded = fold(text);
      if (folded.indexOf(t.text) < 0) return;
      var chars = Array.from(t.text);
      for (var i = 0; i + 1 < chars.length; i++) cjk.delete(chars[i] + chars[i + 1]);
      cjk.add(t.text);
    });
    var marks = matchRanges(text, words, cjk);
    // A match in the title alone: the page's summary says more than the record's first lines.
    if (!marks.length && record[9]) { text = record[9]; marks = matchRanges(text, words, cjk); }
    return {
      url: record[0], page: record[1] || record[0].split("#")[0], title: record[2], section: record[3],
      excerpt: excerpt(text, marks),
      lang: index.lang, kind: record[5], score: Math.round(scored.score * 1000) / 1000,
      time: record[8], designSystem: record[6], platforms: record[7] ? record[7].split(",") : [],
    };
  };

  /**
   * "Did you mean": the query with each word that is not in the vocabulary replaced by its
   * closest vocabulary word (typo budget 1, or 2 from 8 letters); null when nothing changes.
   */
  Engine.prototype.suggest = function (query, options) {
    var self = this;
    if (query == null) return Promise.resolve(this.lastSuggestion);
    var filters = (options && options.filters) || {};
    return this._languagesFor(String(query), filters).then(function (langs) {
      return Promise.all(langs.map(function (l) { return self._index(l); }));
    }).then(function (indexes) {
      indexes = indexes.filter(Boolean);
      return Promise.all(indexes.map(function (i) { return i.loadVocabulary(); })).then(function (vocabs) {
        var folded = fold(String(query)), changed = false, out = "", at = 0;
        tokenize(folded).forEach(function (t) {
          if (t.cjk || indexes.some(function (i) { return i.stop.has(t.text); })) return;
          if (vocabs.some(function (v) { return v.index.has(t.text); })) return;
          var best = null;
          vocabs.forEach(function (v) {
            v.near(t.text, false).forEach(function (m) {
              if (!best || m.d < best.d || (m.d === best.d && v.freq[m.i] > best.f)) best = { d: m.d, f: v.freq[m.i], word: v.surfaces[m.i] };
            });
          });
          if (best) { out += folded.slice(at, t.start) + best.word; at = t.end; changed = true; }
        });
        self.lastSuggestion = changed ? out + folded.slice(at) : null;
        return self.lastSuggestion;
      });
    });
  };

  var TYPE_WEIGHT = { g: 3, t: 2.5, h: 1.5 };
  var TYPE_NAME = { g: "glossary", t: "title", h: "heading" };

  /**
   * Completions of what is typed: titles, headings and glossary terms starting with it, then
   * vocabulary words completing the last word. [{text, kind: "glossary"|"title"|"heading"|"word", url}]
   * `loadedOnly` as for `search` (the answer's `partial` says whether something was missing).
   */
  Engine.prototype.complete = function (input, options) {
    options = options || {};
    var limit = options.limit || 8, self = this;
    var ctx = { loadedOnly: !!options.loadedOnly, partial: false };
    input = String(input || "");
    return this._languagesFor(input, options.filters || {}, ctx).then(function (langs) {
      return Promise.all(langs.map(function (l) { return self._index(l, ctx); }));
    }).then(function (indexes) {
      indexes = indexes.filter(Boolean);
      var folded = fold(input).replace(/^\s+/, "");
      if (!folded.trim()) return [];
      var tokens = tokenize(folded), last = tokens[tokens.length - 1];
      var typingWord = last && !/\s$/.test(input) && last.end === folded.length ? last : null;
      var typed = typingWord ? (typingWord.cjk ? Array.from(typingWord.text).slice(-2).join("") : typingWord.text) : null;
      return Promise.all(indexes.map(function (i) {
        return Promise.all([i.loadCompletions(ctx), typed ? i.loadVocabulary({ prefixes: [typed] }, ctx) : null]);
      })).then(function (loaded) {
        var seen = new Set(), phrases = [], words = [];
        loaded.forEach(function (pair) {
          var list = pair[0], vocab = pair[1];
          var keys = list.sortedKeys || (list.sortedKeys = list.map(function (e) { return e.key; }));
          for (var i = lowerBound(keys, folded); i < list.length && list[i].key.lastIndexOf(folded, 0) === 0; i++) {
            var e = list[i];
            phrases.push({ text: e.text, kind: TYPE_NAME[e.type], url: e.url || null, rank: TYPE_WEIGHT[e.type] + Math.log2(1 + e.count) * 0.5 - e.key.length / 40 });
          }
          if (!typingWord) return;
          var head = folded.slice(0, typingWord.start);
          var stem = typingWord.text;
          if (typingWord.cjk) stem = Array.from(stem).slice(-2).join(""); // complete the run's tail
          var cjkHead = typingWord.cjk ? folded.slice(0, folded.length - stem.length) : head;
          vocab.withPrefix(stem, limit * 2).forEach(function (vi) {
            var word = vocab.surfaces[vi];
            if (word === stem && !typingWord.cjk) return;
            words.push({ text: cjkHead + word, kind: "word", url: null, rank: vocab.freq[vi] / 35 });
          });
        });
        phrases.sort(function (a, b) { return b.rank - a.rank; });
        words.sort(function (a, b) { return b.rank - a.rank; });
        var out = [];
        phrases.concat(words).forEach(function (c) {
          var key = fold(c.text);
          if (seen.has(key) || out.length >= limit) return;
          seen.add(key);
          out.push({ text: c.text, kind: c.kind, url: c.url });
        });
        if (ctx.loadedOnly) out.partial = ctx.partial;
        return out;
      });
    });
  };

  var api = {
    version: FORMAT_VERSION,
    register: register,
    open: function (options) { return new Engine(options); },
    // Exposed for tests and tools.
    analysis: { fold: fold, tokenize: tokenize, parseQuery: parseQuery, stripElision: stripElision, editDistance: editDistance },
    formats: { parseIndexFile: parseIndexFile },
  };

  root.ConcordSearch = api;
  if (typeof module === "object" && module && module.exports) module.exports = api;
})(typeof globalThis !== "undefined" ? globalThis : typeof window !== "undefined" ? window : this);

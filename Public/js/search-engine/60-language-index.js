// One language's index: its directory (i-) and the shard, chunk, facet and completion files it points to.

function LanguageIndex(engine, lang, meta, entry, manifest) {
  this.engine = engine;
  this.lang = lang;
  this.meta = meta;
  // The language's stop words and elided articles, as the build analysed its text (the language table).
  this.stop = new Set((entry && entry.stop) || manifest.stop);
  this.elide = new Set((entry && entry.elide) || []);
  this.cjk = !!entry && CJK_SCRIPTS.indexOf(entry.script) >= 0;  // written in Chinese, Japanese or Korean script
  this.n = meta.n;
  var starts = varints(meta.pages), acc = 0;
  this.pageStarts = starts.map(function (d) { acc += d; return acc; });
  this.recordsPerChunk = meta.dk;  // document chunk c holds records c·dk up to (c + 1)·dk
  this.chunksPerHash = meta.dg;  // document chunk c is named by the hash of its group, dh[c / dg]
  this.shardFirsts = frontDecoded(meta.t);  // each term shard's bound, its first key; shard i is named by th[i / tg] and i
  this.lastStem = meta.tz == null ? null : meta.tz;  // no stem or word of the index sorts after it
  this.shards = new Map();      // file name → {lines, keys}: one line per stem
  this.shards.set(NO_SHARD, shardOf(""));  // where stems past the last one are: loaded, and empty
  this.postings = new Map();    // stem \0 surface → decoded postings
  this.docs = new Map();        // hash → records
  this.allowed = new Map();     // filter signature → Uint8Array
  this.vocab = null;             // the words of the term shards loaded (chunk i: shard i's)
  this.fullVocab = null;         // every word, from the vocabulary chunks, for typo tolerance
  this.completionChunks = [];   // shard number → its completions, once loaded
  this._completionChunks = [];  // shard number → the promise of them
}

/** One index file; with `ctx.loadedOnly`, null unless it is loaded already (see Engine.search). */
LanguageIndex.prototype.file = function (type, hash, ctx) {
  return this.engine._load(this.lang + "/" + type + "-" + hash, ctx);
};

/**
 * Resolves to the vocabulary once the term shards `need` calls for are loaded (a shard lists the words of its range):
 * `{words, prefixes, maxNew}` (the shards holding those words, and up to `maxNew` shards not yet loaded per prefix).
 * Without `need`, every word of the language, from its vocabulary chunks (typo tolerance, "did you mean"), in a
 * vocabulary of its own.
 */
LanguageIndex.prototype.loadVocabulary = function (need, ctx) {
  if (!need) return this.loadFullVocabulary(ctx);
  var self = this, vocab = this.vocabulary(), chunks = new Set();
  if (!this.shardFirsts.length) return Promise.resolve(vocab);
  var past = function (word) { return self.lastStem !== null && word > self.lastStem; };
  (need.words || []).forEach(function (w) { if (!past(w)) chunks.add(vocab.chunkOf(w)); });
  (need.prefixes || []).forEach(function (p) {
    if (past(p)) return;
    var fresh = 0;
    vocab.chunksFor(p).forEach(function (c) {
      if (vocab.chunks[c] || chunks.has(c)) { chunks.add(c); return; }
      if (fresh < (need.maxNew || MAX_PREFIX_VOCAB_CHUNKS)) { chunks.add(c); fresh++; }
    });
  });
  return Promise.all(Array.from(chunks).filter(function (c) { return !vocab.chunks[c]; }).map(function (c) {
    return self.loadShard(c, ctx);
  })).then(function () { return vocab; });
};

/** The words of the term shards loaded, added as shards load. */
LanguageIndex.prototype.vocabulary = function () {
  if (!this.vocab) this.vocab = new Vocabulary(this.shardFirsts);
  return this.vocab;
};

/** Every word of the language (all its vocabulary chunks, `v-`). */
LanguageIndex.prototype.loadFullVocabulary = function (ctx) {
  var self = this;
  if (!this.fullVocab) this.fullVocab = new Vocabulary(this.meta.v || []);
  var vocab = this.fullVocab;
  return Promise.all(vocab.bounds.map(function (bound, c) {
    if (vocab.chunks[c]) return null;
    return self.file("v", self.meta.vh[c], ctx).then(function (p) { if (p && !vocab.chunks[c]) vocab.add(c, p); });
  })).then(function () { return vocab; });
};

/** The file name (group hash, number) of term shard `i`. */
LanguageIndex.prototype.shardName = function (i) {
  return this.meta.th[Math.floor(i / this.meta.tg)] + "-" + i.toString(36);
};

/**
 * Term shard `i`'s payload, its lines and its words added to the index; with `ctx.loadedOnly`, null unless loaded.
 */
LanguageIndex.prototype.loadShard = function (i, ctx) {
  var self = this, name = this.shardName(i);
  return this.file("t", name, ctx).then(function (p) {
    if (!p) return p;
    if (!self.shards.has(name)) self.shards.set(name, shardOf(p.t, p.x));
    var vocab = self.vocabulary();
    if (!vocab.chunks[i]) vocab.add(i, p);
    return p;
  });
};

/** The name (group hash, number) of the term shard that holds `stem`, if any; NO_SHARD past the index's last stem. */
LanguageIndex.prototype.shardHash = function (stem) {
  if (!this.shardFirsts.length) return null;
  // A Chinese word asked of an English index sorts after all its stems: no file can hold it.
  if (this.lastStem !== null && stem > this.lastStem) return NO_SHARD;
  return this.shardName(floorIndex(this.shardFirsts, stem));
};

LanguageIndex.prototype.loadShards = function (stems, ctx) {
  var self = this, wanted = new Set();
  stems.forEach(function (stem) {
    var h = self.shardHash(stem);
    if (h && !self.shards.has(h)) wanted.add(floorIndex(self.shardFirsts, stem));
  });
  return Promise.all(Array.from(wanted).map(function (i) { return self.loadShard(i, ctx); }));
};

/** The name standing for "no term shard": stems beyond the index's last one (directory `tz`). */
var NO_SHARD = "";

/** A term shard's (or tail file's) lines by stem; `tail`: the hash of its tail file, if it has one. */
function shardOf(text, tail) {
  var lines = text ? text.split("\n") : [];
  return { lines: lines, keys: lines.map(function (l) { return l.slice(0, l.indexOf("\t")); }), tail: tail || null, tails: null };
}

/** The fields after the stem of `stem`'s line in `shard` ([surface, postings, …], '' = the stem), or null. */
function fieldsOf(shard, stem) {
  var at = lowerBound(shard.keys, stem);
  if (shard.keys[at] !== stem) return null;
  var fields = shard.lines[at].split("\t").slice(1);
  return fields.length === 1 ? ["", fields[0]] : fields;
}

/**
 * Loads the tail files (postings below the head's impacts, see TermShard in IndexFormat.swift) of the shards that
 * hold `stems` and have one; their shards must be loaded.
 */
LanguageIndex.prototype.loadTails = function (stems, ctx) {
  var self = this, wanted = new Map();
  stems.forEach(function (stem) {
    var shard = self.shards.get(self.shardHash(stem));
    if (shard && shard.tail && !shard.tails) wanted.set(shard.tail, shard);
  });
  return Promise.all(Array.from(wanted).map(function (pair) {
    return self.file("x", pair[0], ctx).then(function (p) {
      if (!p || pair[1].tails) return;
      pair[1].tails = shardOf(p.t);
      self.postings.clear(); // decoded heads alone: decode again with their tails
    });
  }));
};

/** The fields after the stem of `stem`'s line: [surface, postings, …] ('' = the stem), or null. */
LanguageIndex.prototype.entryOf = function (stem) {
  var shard = this.shards.get(this.shardHash(stem));
  return shard ? fieldsOf(shard, stem) : null;
};

/**
 * Decoded postings of one surface (null if the index lacks it). Needs its shard loaded. A surface cut by impact
 * has `tailMax`, the highest impact its tail can hold, until its tail file is loaded; then the tail's records
 * follow the head's.
 */
LanguageIndex.prototype.postingsOf = function (stem, surface) {
  var key = stem + "\u0000" + surface;
  var cached = this.postings.get(key);
  if (cached !== undefined) return cached;
  var shard = this.shards.get(this.shardHash(stem));
  if (!shard) return null; // not loaded (an answer from what is here): not cached
  var entry = fieldsOf(shard, stem);
  var result = null;
  if (entry) {
    for (var i = 0; i < entry.length; i += 2) {
      if ((entry[i] || stem) !== surface) continue;
      var field = entry[i + 1], cut = field.indexOf("~");
      result = decodePostings(cut < 0 ? field : field.slice(0, cut));
      if (cut >= 0) {
        var tail = shard.tails && fieldsOf(shard.tails, stem);
        for (var j = 0; tail && j < tail.length; j += 2) {
          if ((tail[j] || stem) === surface) appendPostings(result, decodePostings(tail[j + 1]));
        }
        if (!shard.tails) result.tailMax = IMPACT[DIGITS[field.charCodeAt(cut + 1)]];
      }
      break;
    }
  }
  this.postings.set(key, result);
  return result;
};

/** Stems of `units`' candidates whose postings have a tail not loaded yet. */
LanguageIndex.prototype.missingTails = function (units) {
  var self = this, stems = [];
  units.forEach(function (u) {
    u.cands.forEach(function (c) {
      var p = self.postingsOf(c.stem, c.surface);
      if (p && p.tailMax !== undefined && stems.indexOf(c.stem) < 0) stems.push(c.stem);
    });
  });
  return stems;
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

/** The document chunk holding record `id`. */
LanguageIndex.prototype.chunkOf = function (id) { return Math.floor(id / this.recordsPerChunk); };

/** Records of `ids` (undefined for those whose chunk is not loaded when `ctx.loadedOnly`). */
LanguageIndex.prototype.loadRecords = function (ids, ctx) {
  var self = this, need = new Set();
  var per = this.recordsPerChunk;
  ids.forEach(function (id) { need.add(Math.floor(id / per)); });
  return Promise.all(Array.from(need).map(function (c) {
    if (self.docs.has(c)) return null;
    return self.file("d", self.meta.dh[Math.floor(c / self.chunksPerHash)] + "-" + c.toString(36), ctx).then(function (p) { if (p && !self.docs.has(c)) self.docs.set(c, expandRecords(p.r)); });
  })).then(function () {
    return ids.map(function (id) {
      var c = Math.floor(id / per), chunk = self.docs.get(c);
      return chunk ? chunk[id - c * per] : undefined;
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

/**
 * Resolves to the completions that may start with `prefix` (folded), in folded order: they are in the term shards
 * (member `c`), from the one the prefix falls in to the last one whose bound (directory `t`) is at most the prefix's
 * last possible text, the shards its words need too.
 */
LanguageIndex.prototype.loadCompletions = function (prefix, ctx) {
  var self = this, bounds = this.shardFirsts;
  var first = Math.max(0, lowerBound(bounds, prefix + "\u0000") - 1);
  var last = Math.max(first, lowerBound(bounds, prefix + "\uffff") - 1);
  var wanted = [];
  for (var c = first; c <= last && c < bounds.length; c++) wanted.push(c);
  var here = function (c) { return self.completionChunks[c] || self.engine.loaded.has(self.lang + "/t-" + self.shardName(c)); };
  if (ctx && ctx.loadedOnly && !wanted.every(here)) {
    ctx.partial = true;
    return Promise.resolve([]);
  }
  return Promise.all(wanted.map(function (c) {
    if (!self._completionChunks[c]) {
      self._completionChunks[c] = self.loadShard(c).then(function (p) {
        var list = (p.c || []).map(function (e) { return { text: e[0], type: e[1], url: e[2], count: e[3], key: fold(e[0]) }; });
        list.sortedKeys = list.map(function (e) { return e.key; });
        self.completionChunks[c] = list;
        return list;
      });
      // A chunk that failed to load is asked for again by the next query.
      self._completionChunks[c].catch(function () { delete self._completionChunks[c]; });
    }
    return self._completionChunks[c];
  })).then(function (chunks) {
    if (chunks.length === 1) return chunks[0];
    var all = [].concat.apply([], chunks);
    all.sortedKeys = all.map(function (e) { return e.key; });
    return all;
  });
};

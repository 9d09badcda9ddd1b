// The engine: ConcordSearch.open(…) and its search, complete and suggest.

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
  var registered = this.loader === scriptLoader && registry.has(key);
  // A search made stale by the next keystroke fetches nothing more: it finishes from what is loaded.
  if (ctx && !ctx.loadedOnly && ctx.stale && ctx.stale()) ctx.loadedOnly = true;
  if (ctx && ctx.loadedOnly && !registered) { ctx.partial = true; return Promise.resolve(null); }
  if (!this._pending) this._pending = new Map();
  if (this._pending.has(key)) return this._pending.get(key);
  var promise = (registered ? Promise.resolve(registry.get(key)) : Promise.resolve(this.loader(this.base + this.indexDir + key + ".js", key)))
    .then(payloadOf).then(function (payload) {
      if (!registered) self.filesLoaded.push(key);
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

/** One language's index; its directory (shard and chunk tables) is read, or loads, on first use. */
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
      // The directory rides in the manifest on small sites ("d", packed or plain), else is a file of its own.
      var entry = m.langs[lang];
      var directory = entry.d != null ? payloadOf(entry.d) : self._load(lang + "/i-" + entry.i);
      var loading = directory.then(function (meta) {
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
        if (CJK_SCRIPTS.indexOf(m.langs[l].script) >= 0 && langs.indexOf(l) < 0) langs.push(l);
      });
    }
    return langs;
  });
};

/**
 * Searches; resolves to results grouped by page (pages by best section, best sections first):
 * [{url, page, title, section, excerpt: {text, marks}, matches, lang, kind, score, time, designSystem, platforms}]
 * (`excerpt`: see `excerpt` in 85-excerpts.js; `matches`: the record's words that matched, as written there).
 * options: {filters: {kind, lang, designSystem, platform, topic} (values or arrays, combinable),
 * limit: pages (10), sectionsPerPage (2)}. When a query has no results, or some word matched only
 * through typo tolerance, `results.suggestion` holds the corrected query ("did you mean").
 *
 * `detailsPerKind: n` loads display data (url, title, excerpt…) only for the best n pages of each kind, what a
 * popover shows: their best section, and their next ones when these lie in a document chunk loaded anyway (a
 * second moment of a talk costs no request). With `details: total` as well, only that many pages in all: each
 * kind's best, then the best of the others (at most n of a kind). The other results come back `brief` ({page, kind,
 * lang, score, brief: true}), enough to count them by kind without loading their records.
 *
 * `loadedOnly: true` answers at once from the index files already loaded, fetching nothing (what a
 * search box does between keystrokes); `results.partial` is then true when some file the query
 * needs is not loaded yet, and a search without the option would load it and may answer more.
 *
 * `stale`, a function, is asked before each file the search would fetch: once it returns true (the search box
 * has a newer query), the search fetches nothing more and answers as with `loadedOnly`.
 */
Engine.prototype.search = function (query, options) {
  options = options || {};
  var filters = options.filters || {};
  var limit = options.limit || 10, perPage = options.sectionsPerPage || 2;
  var self = this, corrected = false;
  var ctx = { loadedOnly: !!options.loadedOnly, partial: false, stale: options.stale };
  query = String(query || "");
  return this._languagesFor(query, filters, ctx).then(function (langs) {
    return Promise.all(langs.map(function (lang) { return self._searchIndex(lang, query, filters, ctx); }));
  }).then(function (perLanguage) {
    var pages = [];
    // Words matched only through typos: offer the correction ("showing results for …").
    corrected = perLanguage.some(function (r) { return r && r.fuzzyOnly; });
    perLanguage.forEach(function (r, l) {
      if (r) r.pages.forEach(function (p) { p.order = l * 1e9 + p.number; pages.push(p); });
    });
    // Equal pages in site order: the order postings list records in (a head before its tail) must not matter.
    pages.sort(function (a, b) { return b.score - a.score || b.tie - a.tie || a.order - b.order; });
    pages = pages.slice(0, limit);
    var perKind = options.detailsPerKind;
    var indexes = pages.map(function (p) { return p.index; }).filter(function (x, i, all) { return all.indexOf(x) === i; });
    return Promise.all(perKind ? indexes.map(function (i) { return i.loadKinds(ctx); }) : []).then(function () {
      function brief(page, s, kind) {
        return { page: page.index.lang + "#" + page.index.pageOf(s.id), kind: kind, lang: page.index.lang, score: Math.round(s.score * 1000) / 1000, brief: true };
      }
      // Which sections get display data: all of them, or with `detailsPerKind` the first section of the best pages
      // of each kind, and their further sections only when those lie in a document chunk loaded anyway.
      var shown = {}, chunks = new Set();
      // With `details`, the pages that get them: each kind's best page, then the best of the others, at most
      // `perKind` of a kind, `details` in all.
      var allowed = null;
      if (perKind && options.details) {
        allowed = new Set();
        var per = {}, kindOf = function (p) { var kinds = p.index.kinds; return kinds && kinds[p.sections[0].id]; };
        pages.forEach(function (p) { var k = kindOf(p); if (!per[k] && allowed.size < options.details) { per[k] = 1; allowed.add(p); } });
        pages.forEach(function (p) {
          var k = kindOf(p);
          if (!allowed.has(p) && allowed.size < options.details && per[k] < perKind) { per[k]++; allowed.add(p); }
        });
      }
      var plans = pages.map(function (page) {
        var sections = page.sections.slice(0, perPage);
        var kinds = perKind && page.index.kinds;
        if (!kinds) return { page: page, sections: sections, detailed: sections.map(function () { return true; }) };
        var kind = kinds[sections[0].id];
        var before = shown[kind] || 0;
        shown[kind] = before + 1;
        if (allowed ? !allowed.has(page) : before >= perKind) return { page: page, sections: sections, kind: kind, detailed: sections.map(function () { return false; }) };
        chunks.add(page.index.lang + " " + page.index.chunkOf(sections[0].id));
        return { page: page, sections: sections, kind: kind, detailed: null };
      });
      return Promise.all(plans.map(function (plan) {
        var page = plan.page, index = page.index;
        var detailed = plan.detailed || plan.sections.map(function (s, i) {
          return i === 0 || chunks.has(index.lang + " " + index.chunkOf(s.id)) || index.docs.has(index.chunkOf(s.id));
        });
        var wanted = plan.sections.filter(function (s, i) { return detailed[i]; });
        return (wanted.length ? index.loadRecords(wanted.map(function (s) { return s.id; }), ctx) : Promise.resolve([])).then(function (records) {
          var next = 0;
          return plan.sections.map(function (s, i) {
            if (!detailed[i]) return brief(page, s, plan.kind);
            var record = records[next++];
            return record && self._result(index, page.analysis, s, record);
          }).filter(Boolean);
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
        var tails = index.missingTails(units);
        // Common words' postings are cut by impact: their tails load only when the heads cannot settle the answer.
        if (!tails.length || headsSuffice(index, units, scored)) return scored;
        return index.loadTails(tails, ctx).then(function () { return scoreIndex(index, units, allowed); });
      }).then(function (scored) {
        var pages = new Map();
        scored.forEach(function (s) {
          var p = index.pageOf(s.id), page = pages.get(p);
          if (!page) { page = { index: index, analysis: analysis, sections: [], score: 0, number: p }; pages.set(p, page); }
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
    excerpt: excerpt(text, marks), matches: markedStrings(text, marks),
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
 * `loadedOnly` and `stale` as for `search` (the answer's `partial` says whether something was missing).
 */
Engine.prototype.complete = function (input, options) {
  options = options || {};
  var limit = options.limit || 8, self = this;
  var ctx = { loadedOnly: !!options.loadedOnly, partial: false, stale: options.stale };
  input = String(input || "");
  return this._languagesFor(input, options.filters || {}, ctx).then(function (langs) {
    return Promise.all(langs.map(function (l) { return self._index(l, ctx); }));
  }).then(function (indexes) {
    indexes = indexes.filter(Boolean);
    var folded = fold(input).replace(/^\s+/, "");
    if (!folded.trim()) return [];
    var tokens = tokenize(folded), last = tokens[tokens.length - 1];
    // Chinese or Japanese typed completes from the languages written in those scripts: another language's
    // vocabulary holds no such words, only the glossary's terms again (every language offers them all), and
    // consulting it cost each such query two more files. Input with Latin words ("范围 tok") asks them all.
    if (tokens.length && tokens.every(function (t) { return t.cjk; }) && indexes.some(function (i) { return i.cjk; })) {
      indexes = indexes.filter(function (i) { return i.cjk; });
    }
    var typingWord = last && !/\s$/.test(input) && last.end === folded.length ? last : null;
    var typed = typingWord ? (typingWord.cjk ? Array.from(typingWord.text).slice(-2).join("") : typingWord.text) : null;
    return Promise.all(indexes.map(function (i) {
      return Promise.all([i.loadCompletions(folded, ctx), typed ? i.loadVocabulary({ prefixes: [typed] }, ctx) : null]);
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
  analysis: { fold: fold, tokenize: tokenize, parseQuery: parseQuery, stripElision: stripElision, editDistance: editDistance, matchRanges: matchRanges },
  formats: { parseIndexFile: parseIndexFile, unpack: unpack },
};

(typeof globalThis !== "undefined" ? globalThis : window).ConcordSearch = api;
if (typeof module === "object" && module && module.exports) module.exports = api;

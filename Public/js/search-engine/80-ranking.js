// Scoring records for the query's units: match weights, phrase and proximity bonuses.

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

/**
 * Whether `scored` (scoreIndex's answer from the postings' heads) is the answer the whole postings give: for one unit
 * (a record scores its best candidate), when MAX_CANDIDATES records outscore the best any tail not loaded could give.
 * Several units always need the tails: a record's matches add up, so the best records may sit in tails.
 */
function headsSuffice(index, units, scored) {
  if (units.length !== 1) return false;
  var bound = 0, above = 0;
  units[0].cands.forEach(function (c) {
    var p = index.postingsOf(c.stem, c.surface);
    if (p && p.tailMax !== undefined) bound = Math.max(bound, p.tailMax * c.weight);
  });
  for (var i = 0; i < scored.length; i++) if (scored[i].score > bound) above++;
  return above >= MAX_CANDIDATES;
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

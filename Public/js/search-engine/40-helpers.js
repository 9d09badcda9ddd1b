// Small helpers: binary search, bounded edit distance.

/** Index of the last element of sorted `list` that is <= `value` (0 if none). */
function floorIndex(list, value) {
  var lo = 0, hi = list.length - 1, best = 0;
  while (lo <= hi) {
    var mid = (lo + hi) >> 1;
    if (list[mid] <= value) { best = mid; lo = mid + 1; } else hi = mid - 1;
  }
  return best;
}

/** Front-coded lines (a base-36 digit of UTF-16 units shared with the line before, then the rest) as strings. */
function frontDecoded(text) {
  var out = [], previous = "";
  if (!text) return out;
  text.split("\n").forEach(function (entry) {
    previous = previous.slice(0, parseInt(entry[0], 36)) + entry.slice(1);
    out.push(previous);
  });
  return out;
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

function asList(v) { return v == null ? null : Array.isArray(v) ? v : [v]; }

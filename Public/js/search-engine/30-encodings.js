// Decoders of the compact encodings of the index files (Sources/Search/Encoding.swift).

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

/** Appends decoded postings `more` (records after `into`'s, in any id order) to `into`. */
function appendPostings(into, more) {
  var base = into.pos.length;
  into.offs.pop();
  for (var r = 0; r < more.ids.length; r++) {
    into.ids.push(more.ids[r]); into.imps.push(more.imps[r]); into.offs.push(base + more.offs[r]);
  }
  into.offs.push(base + more.offs[more.ids.length]);
  for (var k = 0; k < more.pos.length; k++) into.pos.push(more.pos[k]);
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

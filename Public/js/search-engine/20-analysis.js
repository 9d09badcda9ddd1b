// Text analysis: folding and tokenising exactly as Sources/TextAnalysis does at build time.

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

/** Mirrors Tokenizer.isSpaceless: Thai, Lao, Burmese and Khmer, written without spaces between words. */
function isSpaceless(c) {
  return (c >= 0x0e00 && c <= 0x0eff) || (c >= 0x1000 && c <= 0x109f) || (c >= 0x1780 && c <= 0x17ff);
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
      if (length <= MAX_WORD || isSpaceless(text.codePointAt(s))) tokens.push({ text: text.slice(s, i), pos: pos, cjk: false, start: s, end: i });
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

// The browser engine's folding and tokenizing must agree with Swift's TextAnalysis
// (Tests/Search/Fixtures/analysis-golden.json is written by TextAnalysisTests.testAnalysisGolden).
import test from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import path from "node:path";
import { ConcordSearch, here, fixtureSite, open } from "./helpers.mjs";

const golden = JSON.parse(readFileSync(path.join(here, "Fixtures/analysis-golden.json"), "utf8"));
const { fold, tokenize, parseQuery, editDistance } = ConcordSearch.analysis;

test("folding agrees with Swift", () => {
  for (const g of golden) assert.equal(fold(g.input), g.folded, g.input);
});

test("tokens and positions agree with Swift", () => {
  for (const g of golden) {
    assert.deepEqual(tokenize(g.folded).map((t) => [t.text, t.pos]), g.tokens, g.input);
  }
});

// 2,500 generated mixed-script strings (TextAnalysisTests.testRandomisedAnalysisGolden writes them with Swift's
// results): the browser must fold and tokenize every one the same way.
test("randomised mixed-script strings fold and tokenize as in Swift", () => {
  const random = JSON.parse(readFileSync(path.join(here, "Fixtures/analysis-random.json"), "utf8"));
  assert.ok(random.length >= 2000);
  let disagreements = [];
  for (const [input, folded, tokens] of random) {
    const f = fold(input);
    if (f !== folded) { disagreements.push(`fold ${JSON.stringify(input)}: ${JSON.stringify(f)} ≠ ${JSON.stringify(folded)}`); continue; }
    const t = tokenize(f).map((x) => [x.text, x.pos]);
    if (JSON.stringify(t) !== JSON.stringify(tokens)) disagreements.push(`tokens ${JSON.stringify(input)}: ${JSON.stringify(t)} ≠ ${JSON.stringify(tokens)}`);
  }
  assert.deepEqual(disagreements.slice(0, 10), [], `${disagreements.length} of ${random.length} disagree`);
});

test("query CJK runs become the bigrams Swift indexes", () => {
  const units = parseQuery("范围控制 tokens", new Set()).units;
  assert.deepEqual(units.map((u) => [u.text, u.pos]), [["范围", 0], ["围控", 1], ["控制", 2], ["tokens", 4]]);
});

test("vocabulary stems decoded in the browser are Swift's stems", async () => {
  const engine = open(fixtureSite);
  const index = await engine._index("en");
  const vocab = await index.loadVocabulary();
  let checked = 0;
  for (const g of golden) {
    for (const [surface, stem] of Object.entries(g.stems)) {
      if (vocab.index.has(surface)) { assert.equal(vocab.stems[vocab.index.get(surface)], stem, surface); checked++; }
    }
  }
  assert.ok(checked >= 3, `only ${checked} golden words are in the fixture vocabulary`);
  assert.equal(vocab.stems[vocab.index.get("controlling")], "control");
  assert.equal(vocab.stems[vocab.index.get("searches")], "search");
});

test("edit distance counts a swap as one", () => {
  assert.equal(editDistance("placehoder", "placeholder", 2), 1);
  assert.equal(editDistance("tokne", "token", 1), 1);
  assert.equal(editDistance("abc", "xyz", 1), 2);
});

// Per language (Tests/Search/Fixtures/languages-golden.json, written by LanguagesTests.testLanguagesGolden):
// the browser never stems (it looks surfaces up in the vocabulary Swift stemmed), so what must agree is
// which words a query keeps — elided articles stripped, the language's stop words dropped — at which
// positions, and that every CJK bigram of the query is a term Swift indexed at the same position.
const languages = JSON.parse(readFileSync(path.join(here, "Fixtures/languages-golden.json"), "utf8"));

test("query words per language agree with Swift's analysis", () => {
  assert.ok(languages.some((g) => g.elide.length > 0), "a language with elisions is covered");
  for (const g of languages) {
    const units = parseQuery(g.input, new Set(g.stop), new Set(g.elide)).units;
    assert.deepEqual(units.filter((u) => u.type === "word").map((u) => [u.text, u.pos]), g.words, g.lang);
    const indexed = new Set(g.cjk.map(([surface, pos]) => surface + "@" + pos));
    for (const u of units.filter((u) => u.type === "cjk")) assert.ok(indexed.has(u.text + "@" + u.pos), `${g.lang}: ${u.text}@${u.pos}`);
  }
});

test("elided articles are stripped as Swift strips them", () => {
  const { stripElision } = ConcordSearch.analysis;
  const elide = new Set(["l", "qu"]);
  assert.equal(stripElision("l'interface", elide), "interface");
  assert.equal(stripElision("qu'il", elide), "il");
  assert.equal(stripElision("don't", elide), "don't");
  assert.equal(stripElision("l'", elide), "l'");
  assert.equal(stripElision("l'interface", new Set()), "l'interface");
});

test("matched Thai words are marked inside the phrase that holds them", () => {
  const { matchRanges, parseQuery } = ConcordSearch.analysis;
  const text = "การค้นหาข้อมูลบนเว็บไซต์ของเรา และ search";
  const words = new Set(parseQuery("ค้นหา เว็บไซต์ search", new Set(), new Set()).units.map((u) => u.text));
  const marked = matchRanges(text, words, []).map(([a, b]) => text.slice(a, b));
  assert.deepEqual(marked, ["ค้นหา", "เว็บไซต์", "search"]);
  // Thai's ำ folds to two letters (NFKC): the mark still covers the word as written.
  const command = "ผู้ใช้สามารถเรียกคำสั่ง console";
  const folded = new Set(parseQuery("คำสั่ง", new Set(), new Set()).units.map((u) => u.text));
  assert.deepEqual(matchRanges(command, folded, []).map(([a, b]) => command.slice(a, b)), ["คำสั่ง"]);
  // A word not in the phrase marks nothing.
  assert.deepEqual(matchRanges(text, new Set(["ธีม"]), []), []);
});

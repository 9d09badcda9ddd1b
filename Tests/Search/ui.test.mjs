// The search interface's pure helpers (Public/js/search-ui/10-queries.js), run in Node, and the
// joining of script parts (Tests/Search/join.mjs must join as Sources/Build/ScriptJoiner.swift does).
import test from "node:test";
import assert from "node:assert/strict";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { ConcordSearch, relevanceSite } from "./helpers.mjs";
import { joinedScript, loadParts } from "./join.mjs";

const ui = loadParts("search-ui", ["10-queries.js"], { ConcordSearch });
const plain = (value) => JSON.parse(JSON.stringify(value)); // objects from the script's context, for deepEqual

const manifest = {
  langs: {
    en: { name: "English", aliases: ["english", "en"] },
    "zh-Hans": { name: "简体中文", aliases: ["chinese", "中文", "zh"] },
  },
  facets: { platform: ["iOS", "iPadOS", "macOS"], designSystem: ["Apple", "Material"], topic: ["Search"] },
};
const vocabulary = ui.tokenVocabulary(manifest);
const tokens = (list) => Array.from(list, (x) => `${x.key}:${x.value}`);

test("joined scripts are in the page script byte for byte", { skip: existsSync(path.join(relevanceSite, "assets/js")) ? false : `no site at ${relevanceSite}` }, () => {
  const assets = readdirSync(path.join(relevanceSite, "assets/js"));
  const pages = assets.filter((f) => /^page\.[0-9a-f]+\.js$/.test(f));
  assert.equal(pages.length, 1, `page scripts: ${assets}`);
  const script = readFileSync(path.join(relevanceSite, "assets/js", pages[0]), "utf8");
  for (const name of ["search-engine", "search-ui"]) {
    const part = `// ---- js/${name}.js ----\ntry {\n` + joinedScript(name) + "} catch (error) {";
    assert.ok(script.includes(part), `${pages[0]}: ${name}`);
  }
});

test("the token vocabulary lists facet values, then languages with their names and aliases", () => {
  assert.deepEqual(tokens(vocabulary), ["platform:iOS", "platform:iPadOS", "platform:macOS", "designSystem:Apple",
    "designSystem:Material", "topic:Search", "lang:en", "lang:zh-Hans"]);
  const chinese = vocabulary.find((v) => v.value === "zh-Hans");
  assert.equal(chinese.label, "简体中文");
  assert.ok(chinese.aliases.includes("中文") && chinese.aliases.includes("zh-hans"));
  // Only values the site has: no facets and one language offer no tokens at all.
  assert.deepEqual(tokens(ui.tokenVocabulary({ langs: { en: { name: "English" } } })), []);
});

test("key:value words become tokens once they are complete", () => {
  const typed = ui.extractTokens("platform:macOS scope", false, vocabulary, []);
  assert.equal(typed.text, "scope");
  assert.deepEqual(tokens(typed.tokens), ["platform:macOS"]);
  // The last word is still being typed: it stays text until a space or Enter.
  assert.equal(ui.extractTokens("scope platform:mac", false, vocabulary, []).text, "scope platform:mac");
  // Enter takes it; the space before it stays, for the next word.
  const entered = ui.extractTokens("scope platform:MACOS", true, vocabulary, []);
  assert.equal(entered.text, "scope ");
  assert.deepEqual(tokens(entered.tokens), ["platform:macOS"]);
});

test("token keys and values are recognised in other languages and by alias", () => {
  const zh = ui.extractTokens("平台：iOS 语言:中文 搜索", true, vocabulary, []);
  assert.deepEqual(tokens(zh.tokens), ["platform:iOS", "lang:zh-Hans"]);
  assert.equal(zh.text, "搜索");
  assert.deepEqual(tokens(ui.extractTokens("design:material", true, vocabulary, []).tokens), ["designSystem:Material"]);
});

test("unknown keys or values stay text, and a token already there is not added twice", () => {
  assert.deepEqual(plain(ui.extractTokens("note:this colour:blue", true, vocabulary, [])), { text: "note:this colour:blue", tokens: [] });
  assert.equal(ui.extractTokens("platform:amiga", true, vocabulary, []).text, "platform:amiga");
  const before = [{ key: "platform", value: "iOS", label: "iOS" }];
  const again = ui.extractTokens("platform:ios bars", true, vocabulary, before);
  assert.deepEqual(tokens(again.tokens), ["platform:iOS"]);
  assert.equal(before.length, 1, "the tokens passed in are not changed");
});

test("a query serialises to text that extracts to the same tokens and text", () => {
  for (const q of ["design:Material platform:iOS scope bar", "lang:zh-Hans 范围", "plain words"]) {
    const parts = ui.extractTokens(q, true, vocabulary, []);
    assert.equal(ui.serialize(parts.tokens, parts.text), q);
  }
  assert.equal(ui.serialize([{ key: "platform", value: "iOS" }], "  "), "platform:iOS");
  assert.deepEqual(plain(ui.filtersOf([{ key: "platform", value: "iOS" }, { key: "platform", value: "macOS" }, { key: "lang", value: "en" }])),
    { platform: ["iOS", "macOS"], lang: ["en"] });
});

test("token suggestions complete the word being typed, without the tokens already chosen", () => {
  const values = (text, chosen = []) => Array.from(ui.tokenSuggestions(text, vocabulary, chosen), (s) => s.token.value);
  assert.deepEqual(values("search on mac"), ["macOS"]);
  assert.deepEqual(values("platform:i"), ["iOS", "iPadOS"]);
  assert.deepEqual(values("platform:i", [{ key: "platform", value: "iOS" }]), ["iPadOS"]);
  assert.deepEqual(values("m"), [], "one letter is too little to guess from");
  assert.deepEqual(values("mac "), [], "a finished word is not a token being typed");
  assert.deepEqual(values("colour:b"), [], "an unknown key suggests nothing");
  assert.deepEqual(values("中"), [], "one character is too little");
  assert.deepEqual(values("语言:中文"), ["zh-Hans"]);
  assert.equal(ui.tokenSuggestions("bars platform:ma", vocabulary, [])[0].typed, "platform:ma");
});

test("completions show the typed part regular only when they repeat it", () => {
  assert.equal(ui.typedLength("Scope bar", "scope"), 5);
  assert.equal(ui.typedLength("Scope bar", "  scope"), 5);
  assert.equal(ui.typedLength("Search field", "scope"), 0);
  assert.equal(ui.typedLength("Café menu", "cafe"), 4);
});

test("recent searches: newest first, once each, bounded; stored garbage reads as none", () => {
  assert.deepEqual(plain(ui.withRecent(["a", "b", "c"], "b", 8)), ["b", "a", "c"]);
  assert.deepEqual(plain(ui.withRecent(["a", "b", "c"], "d", 3)), ["d", "a", "b"]);
  assert.deepEqual(plain(ui.parseRecent('["x", 3, " ", "y"]')), ["x", "y"]);
  for (const stored of [null, "", "{", '{"a":1}', "42"]) assert.deepEqual(plain(ui.parseRecent(stored)), []);
});

test("result links carry the query to the page, before the section", () => {
  assert.equal(ui.resultLink("../", "hig/search-fields/#scope-bars", "platform:iOS scope & bar"),
    "../hig/search-fields/?q=platform%3AiOS%20scope%20%26%20bar#scope-bars");
  assert.equal(ui.resultLink("", "sessions/wwdc/", "范围"), "sessions/wwdc/?q=%E8%8C%83%E5%9B%B4");
});

test("results group by kind in order of each kind's best result", () => {
  const groups = ui.groupByKind([{ kind: "session", n: 1 }, { kind: "guideline", n: 2 }, { kind: "session", n: 3 }]);
  assert.deepEqual(plain(groups).map((g) => [g.kind, g.items.map((r) => r.n)]), [["session", [1, 3]], ["guideline", [2]]]);
});

test("landing marks the record's matched words and the query's, as words that may run on", () => {
  const words = ui.landingWords("scope a 范 bars", { matches: ["Scope", "bars"] });
  assert.deepEqual(plain(words), ["Scope", "bars", "scope", "范"]);
  const re = ui.landingPattern(["scope", "c++", "范围"]);
  const found = (text) => [...text.matchAll(re)].map((m) => m[0]);
  assert.deepEqual(found("Scopes, telescope, C++ and 搜索范围"), ["Scopes", "C++", "范围"]);
  assert.equal(ui.landingPattern([]), null);
});

test("format fills placeholders in order; talk moments read as m:ss or h:mm:ss", () => {
  assert.equal(ui.format("%d results for %s", 3, "scope"), "3 results for scope");
  assert.deepEqual([0, 75, 599.9, 3725].map(ui.formatTime), ["0:00", "1:15", "9:59", "1:02:05"]);
});

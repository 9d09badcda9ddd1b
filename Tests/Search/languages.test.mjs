// Sites in other languages, searched through the command-line harness as a reader would use it:
// `node Tests/Search/query.mjs SITE "QUERY" --lang ja`. The indexes are those LanguageFixtureTests builds
// from Tests/Fixtures/languages/{ja,fr} (regenerated with CONCORD_REGENERATE_FIXTURES=1).
import test from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import path from "node:path";
import { here } from "./helpers.mjs";

const harness = path.join(here, "query.mjs");
const site = (lang) => path.join(here, "Fixtures/languages", lang);
function query(lang, text, ...extra) {
  return JSON.parse(execFileSync(process.execPath, [harness, site(lang), text, "--lang", lang, ...extra], { encoding: "utf8" }));
}

test("Japanese: a katakana word finds the guideline and the talk moment that say it", () => {
  const tokens = query("ja", "トークン");
  assert.ok(tokens.length > 0);
  assert.ok(tokens.every((r) => r.lang === "ja"));
  assert.equal(tokens[0].kind, "guideline");
  assert.match(tokens[0].excerpt, /<mark>トークン<\/mark>/);
  const scope = query("ja", "スコープバー");
  assert.ok(scope.some((r) => r.kind === "session" && /#t\d+$/.test(r.url)), JSON.stringify(scope));
});

test("Japanese: a query made of several words finds the sentence that holds them", () => {
  const results = query("ja", "空の状態");
  assert.ok(results.length > 0);
  assert.match(results[0].excerpt, /<mark>空<\/mark>の<mark>状態<\/mark>|<mark>空の状態<\/mark>/);
});

test("French: the stemmer groups recherche, recherches and rechercher; elided articles are stripped", () => {
  const results = query("fr", "recherches");
  const excerpt = results.map((r) => r.excerpt).join(" ");
  assert.match(excerpt, /<mark>recherche<\/mark>/i);
  assert.match(excerpt, /<mark>rechercher<\/mark>/i);
  const elided = query("fr", "l'utilisateur");
  assert.ok(elided.length > 0, "l'utilisateur finds utilisateur");
  assert.match(elided[0].excerpt, /<mark>utilisateurs?<\/mark>/);
  // A French stop word alone finds nothing; with a content word it does not get in the way.
  assert.equal(query("fr", "les ").length, 0);
  assert.ok(query("fr", "la barre de portée").some((r) => /Barre de portée/i.test(r.section)));
});

test("German, a language without interface strings: its stemmer groups Suchfeld and Suchfelder", () => {
  const results = query("de", "suchfeld");
  assert.ok(results.length >= 2, JSON.stringify(results));
  assert.ok(results.every((r) => r.lang === "de"));
  const excerpt = results.map((r) => r.excerpt).join(" ");
  assert.match(excerpt, /<mark>Suchfelder<\/mark>/);
  assert.match(excerpt, /<mark>Suchfeld<\/mark>/);
  assert.ok(query("de", "vorschläge").some((r) => r.kind === "session" && /#t\d+$/.test(r.url)));
});

test("the manifest carries each language's name and script from the language table", async () => {
  const { open } = await import("./helpers.mjs");
  const manifest = await open(site("ja")).manifest();
  assert.deepEqual([manifest.langs.ja.name, manifest.langs.ja.script], ["日本語", "Jpan"]);
  const fr = await open(site("fr")).manifest();
  assert.equal(fr.langs.fr.name, "Français");
  assert.ok(fr.langs.fr.stop.includes("les") && !fr.langs.fr.stop.includes("the"));
});

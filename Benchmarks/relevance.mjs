#!/usr/bin/env node
// Relevance of one-word queries on a built site, judged automatically (no hand labels, so it runs on any
// library): each query is a word of a guideline page's title, and
//
// - MRR: 1 / rank of the first result page whose title has the word, or its plural or singular (known-item
//   search: a reader who types "buttons" is looking for the Button pages), over result pages (not sections), 0
//   past the tenth;
// - exact@5: the share of the first five result pages that show the word itself, as typed, in their title,
//   section or excerpt (what the reader sees: "performance" answered by "performs" is a miss);
// - named@1: of the queries that name a page (its whole title is the word, or its plural or singular: "view" and the
//   page "View"), the share whose first result page is that page (a reader who types a component's name).
//
// The words are split in two halves by a hash of their text: "dev" to tune on, "held-out" to report.
//
//     node Benchmarks/relevance.mjs SITE [--lang en] [--split dev|held-out|all] [--words] [--verbose]
//
// A query is searched as typed, its word also a prefix ("color" finds "colorful"); with `--words`, as a whole word
// (a space after it, as when more words follow).
//
// SITE is a folder `concord build` wrote (for the corpus library: `python3 Benchmarks/peers.py --keep`, or
// `concord build --content DIR` on the folder Benchmarks/search-vs-pagefind.py assembles).
import { readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { open } from "../Tests/Search/helpers.mjs";

const args = process.argv.slice(2);
let site = null, lang = "en", split = "all", verbose = false, wholeWords = false;
for (let i = 0; i < args.length; i++) {
  if (args[i] === "--lang") lang = args[++i];
  else if (args[i] === "--split") split = args[++i];
  else if (args[i] === "--verbose") verbose = true;
  else if (args[i] === "--words") wholeWords = true;
  else site = args[i];
}
if (!site) { console.error("usage: node Benchmarks/relevance.mjs SITE [--lang en] [--split dev|held-out|all] [--words] [--verbose]"); process.exit(2); }
site = path.resolve(site);

const STOP = new Set("about also and are but can for from have how into its more not off only that the their them then there these they this those through use used using what when where which while with without your".split(" "));
const decode = (s) => s.replace(/&#39;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");
const words = (s) => (s.toLowerCase().match(/[a-z][a-z'-]*[a-z]/g) || []);

// Guideline pages of the language and their titles.
const titles = new Map();
(function walk(dir) {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) { walk(file); continue; }
    if (!name.endsWith(".html")) continue;
    const html = readFileSync(file, "utf8");
    if (!/<body class="page-page"/.test(html)) continue;
    const m = html.match(/<h1 id="doc-title">([^<]*)<\/h1>/);
    if (m) titles.set(path.relative(site, file), decode(m[1]));
  }
})(path.join(site, lang));

const hash = (s) => { let h = 2166136261; for (const c of s) h = Math.imul(h ^ c.charCodeAt(0), 16777619) >>> 0; return h; };
let queries = [...new Set([...titles.values()].flatMap(words))].filter((w) => w.length >= 4 && !STOP.has(w)).sort();
if (split !== "all") queries = queries.filter((w) => (hash(w) % 2 === 0) === (split === "dev"));

const has = (text, word) => new RegExp(`(^|[^\\p{L}\\p{N}])${word}($|[^\\p{L}\\p{N}])`, "iu").test(text);
// The word and its plural or singular: "button" or "buttons" in a title serves a reader who typed either.
const inflections = (w) => [w, w + "s", w + "es", ...(w.endsWith("es") ? [w.slice(0, -2)] : []), ...(w.endsWith("s") ? [w.slice(0, -1)] : [])];
const engine = open(site);
let mrr = 0, exact = 0, judged = 0, named = 0, namedFirst = 0;
const pageFile = (r) => decodeURIComponent(r.page.split("#")[0]).replace(/^(\.\.\/)+/, "");
for (const q of queries) {
  const results = await engine.search(wholeWords ? q + " " : q, { filters: { lang }, limit: 10 });
  const pages = [];
  for (const r of results) if (!pages.some((p) => p.page === r.page)) pages.push(r);
  const forms = inflections(q);
  const relevant = new Set([...titles].filter(([, t]) => forms.some((f) => has(t, f))).map(([file]) => file));
  const rank = pages.findIndex((r) => relevant.has(pageFile(r)));
  const naming = new Set([...titles].filter(([, t]) => forms.includes(t.toLowerCase().trim())).map(([file]) => file));
  if (naming.size) { named++; if (pages.length && naming.has(pageFile(pages[0]))) namedFirst++; }
  const rr = rank >= 0 && rank < 10 ? 1 / (rank + 1) : 0;
  const top = pages.slice(0, 5);
  const shown = top.filter((r) => has([r.title, r.section, r.excerpt && r.excerpt.text].join(" "), q)).length;
  mrr += rr;
  if (top.length) { exact += shown / top.length; judged++; }
  if (verbose) console.log(`${q.padEnd(18)}${naming.size ? (pages.length && naming.has(pageFile(pages[0])) ? " named ✓" : " named ✗") : ""} rr ${rr.toFixed(2)}  exact ${shown}/${top.length}  ${top.map((r) => r.title).join(" | ").slice(0, 110)}`);
}
console.log(`${path.basename(site)} ${lang} ${split}: ${queries.length} queries, MRR ${(mrr / queries.length).toFixed(3)}, exact@5 ${(exact / Math.max(judged, 1)).toFixed(3)}, named@1 ${namedFirst}/${named}`);

#!/usr/bin/env node
// Usage: node Tests/Search/query.mjs SITE_DIR "QUERY" [--lang en|zh-Hans] [--filter key=value]… [--complete] [--limit N]
// Prints the engine's results as JSON, best first, excerpts with their matches in <mark> (or completions
// with --complete).
import { ConcordSearch, marked } from "./helpers.mjs";
import path from "node:path";

const args = process.argv.slice(2);
const positional = [];
const filters = {};
let lang = null, complete = false, limit = 10;
for (let i = 0; i < args.length; i++) {
  const a = args[i];
  if (a === "--lang") lang = args[++i];
  else if (a === "--filter") {
    const [key, value] = args[++i].split("=");
    filters[key] = filters[key] ? [].concat(filters[key], value) : value;
  } else if (a === "--complete") complete = true;
  else if (a === "--limit") limit = Number(args[++i]);
  else positional.push(a);
}
if (positional.length < 2) {
  console.error('usage: node Tests/Search/query.mjs SITE_DIR "QUERY" [--lang en|zh-Hans] [--filter key=value]… [--complete]');
  process.exit(2);
}
const [site, query] = positional;
if (lang) filters.lang = lang;
const engine = ConcordSearch.open({ base: path.resolve(site) + "/" });
if (complete) {
  console.log(JSON.stringify(await engine.complete(query, { filters }), null, 2));
} else {
  const results = await engine.search(query, { filters, limit });
  const out = results.map((r) => ({ url: r.url, title: r.title, section: r.section, excerpt: marked(r.excerpt), lang: r.lang, kind: r.kind, score: r.score }));
  console.log(JSON.stringify(out, null, 2));
  if (results.suggestion) console.error(`did you mean: ${results.suggestion}`);
}

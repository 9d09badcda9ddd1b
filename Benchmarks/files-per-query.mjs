#!/usr/bin/env node
// Index files a pasted query loads, on a built site: each query searched by a fresh engine (cold), as the search
// box's popover asks (the best three pages of each kind with display data). Prints the files and bytes per query
// and the files by kind (v vocabulary chunks, t term shards, x shard tails, d document chunks; the manifest, which
// every page loads, is not counted).
//
// The queries: the peer benchmark's English ones, and from each English page title its first two words of four
// letters or more, alone and together (400 at most, in sorted order), so any library brings its own.
//
//     node Benchmarks/files-per-query.mjs SITE
import { readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { open } from "../Tests/Search/helpers.mjs";

const site = process.argv[2];
if (!site) { console.error("usage: node Benchmarks/files-per-query.mjs SITE"); process.exit(2); }
const root = path.resolve(site);
const titles = readdirSync(path.join(root, "en")).filter((f) => f.endsWith(".html"))
  .map((f) => (readFileSync(path.join(root, "en", f), "utf8").match(/<title>(.*?) · /) || [])[1]).filter(Boolean);
const queries = new Set(["scope control", "placeholder", "collection view", "accessibility", "performance", "search suggestions"]);
for (const t of titles) {
  const w = t.toLowerCase().match(/[a-z]{4,}/g) || [];
  w.slice(0, 2).forEach((x) => queries.add(x));
  if (w.length >= 2) queries.add(w[0] + " " + w[1]);
}
let files = 0, bytes = 0, n = 0;
const byKind = {};
for (const q of [...queries].sort().slice(0, 400)) {
  const engine = open(root, { lang: "en" });
  await engine.search(q, { limit: 50, detailsPerKind: 3 });
  for (const key of engine.filesLoaded) {
    if (key === "manifest") continue;
    files++;
    bytes += statSync(path.join(root, "search", key + ".js")).size;
    const kind = key.split("/").pop()[0];
    byKind[kind] = (byKind[kind] || 0) + 1;
  }
  n++;
}
console.log(`${n} queries: ${(files / n).toFixed(2)} files and ${(bytes / n / 1024).toFixed(1)} KB per query; files by kind ${JSON.stringify(byKind)}`);

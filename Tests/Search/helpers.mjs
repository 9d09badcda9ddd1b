// Shared helpers for the node tests of the search engine (Public/js/search-engine/).
import { loadEngine } from "./join.mjs";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const ConcordSearch = loadEngine();
export const here = path.dirname(fileURLToPath(import.meta.url));
export const repo = path.resolve(here, "../..");
/** Committed fixture index made from inline records (SearchIndexWriterTests regenerates it). */
export const fixtureSite = path.join(here, "Fixtures/inline");
export const hasIndex = (dir) => existsSync(path.join(dir, "search/manifest.js"));
/**
 * Site for relevance tests: CONCORD_SITE, else the first built site found among `.build/test-site`
 * (what `make test` builds from Content/) and `_site`. The expectations follow the real site model
 * (sections as `concord build` makes them), so the stand-in index of test-output/search-seed is not used.
 */
export const relevanceSite = process.env.CONCORD_SITE
  ? path.resolve(process.env.CONCORD_SITE)
  : [path.join(repo, ".build/test-site"), path.join(repo, "_site")].find(hasIndex) || path.join(repo, ".build/test-site");
export const open = (dir, options = {}) => ConcordSearch.open({ base: dir + "/", ...options });

/** An excerpt ({text, marks}) written with <mark>…</mark> around its marks, for assertions. */
export const marked = (excerpt) => {
  let out = "", at = 0;
  for (const [a, b] of excerpt.marks) { out += excerpt.text.slice(at, a) + "<mark>" + excerpt.text.slice(a, b) + "</mark>"; at = b; }
  return out + excerpt.text.slice(at);
};

// Shared helpers for the node tests of Public/js/search-engine.js.
import { createRequire } from "node:module";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const require = createRequire(import.meta.url);
export const ConcordSearch = require("../../Public/js/search-engine.js");
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

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
/** Site for relevance tests: CONCORD_SITE (e.g. _site) or the seed index the Swift tests write. */
export const relevanceSite = process.env.CONCORD_SITE
  ? path.resolve(process.env.CONCORD_SITE)
  : path.join(repo, "test-output/search-seed");
export const hasIndex = (dir) => existsSync(path.join(dir, "search/manifest.js"));
export const open = (dir, options = {}) => ConcordSearch.open({ base: dir + "/", ...options });

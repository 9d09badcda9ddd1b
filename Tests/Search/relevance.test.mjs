// Relevance set (Tests/Search/relevance.json) against a site built by `concord build`: CONCORD_SITE=DIR,
// default .build/test-site or _site (see helpers.mjs).
import test from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import path from "node:path";
import { here, relevanceSite, hasIndex, open } from "./helpers.mjs";

const set = JSON.parse(readFileSync(path.join(here, "relevance.json"), "utf8"));
// With CONCORD_SITE set (as `make test` does) a missing index is a failure, never a skip: CI must not
// pass by quietly running nothing. Without it, the seed index is optional (skip with a reason).
const explicit = !!process.env.CONCORD_SITE;
const present = hasIndex(relevanceSite);
const skip = present || explicit ? false : `no index at ${relevanceSite} (build the site: concord build, or set CONCORD_SITE)`;
const engine = open(relevanceSite);

test(`CONCORD_SITE has a search index`, { skip: explicit ? false : "CONCORD_SITE not set" }, () => {
  assert.ok(present, `CONCORD_SITE=${process.env.CONCORD_SITE} has no search/manifest.js: build the site first`);
});

const matches = (result, expect) =>
  Object.entries(expect).every(([key, value]) => String(result[key] ?? "").toLowerCase().includes(value.toLowerCase()));

for (const q of set.queries) {
  test(`${q.query} → ${Object.values(q.expect).join(" / ")}${q.filters ? " " + JSON.stringify(q.filters) : ""}`, { skip }, async () => {
    assert.ok(present, `no search index at ${relevanceSite}`);
    const results = await engine.search(q.query, { filters: q.filters || {} });
    const rank = results.findIndex((r) => matches(r, q.expect));
    const top = results.slice(0, 3).map((r) => `${r.title} / ${r.section}`).join(" | ");
    assert.ok(rank >= 0 && rank < (q.within || 1), `rank ${rank + 1}; top: ${top}`);
  });
}

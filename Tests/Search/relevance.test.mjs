// Relevance set (Tests/Search/relevance.json) against a built site: CONCORD_SITE=DIR, default the
// seed index written by `swift test --filter SearchTests` into test-output/search-seed.
import test from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import path from "node:path";
import { here, relevanceSite, hasIndex, open } from "./helpers.mjs";

const set = JSON.parse(readFileSync(path.join(here, "relevance.json"), "utf8"));
const skip = hasIndex(relevanceSite) ? false : `no index at ${relevanceSite} (run swift test --filter SearchTests, or set CONCORD_SITE)`;
const engine = open(relevanceSite);

const matches = (result, expect) =>
  Object.entries(expect).every(([key, value]) => String(result[key] ?? "").toLowerCase().includes(value.toLowerCase()));

for (const q of set.queries) {
  test(`${q.query} → ${Object.values(q.expect).join(" / ")}`, { skip }, async () => {
    const results = await engine.search(q.query, { filters: q.filters || {} });
    const rank = results.findIndex((r) => matches(r, q.expect));
    const top = results.slice(0, 3).map((r) => `${r.title} / ${r.section}`).join(" | ");
    assert.ok(rank >= 0 && rank < (q.within || 1), `rank ${rank + 1}; top: ${top}`);
  });
}

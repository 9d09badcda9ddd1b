// A query word's siblings (other surfaces of its Snowball stem): inflections rank close to the word itself, words
// derived from it well below, under a prefix completion (Benchmarks/relevance.mjs measures the effect on a library).
import test from "node:test";
import assert from "node:assert/strict";
import { loadParts } from "./join.mjs";

const { siblingWeight, WEIGHT } = loadParts("search-engine", ["70-query.js"]);

test("inflections of the query word weigh as the same word's forms", () => {
  for (const [query, surface] of [["control", "controls"], ["controls", "control"], ["search", "searching"], ["searches", "search"],
    ["search", "searched"], ["performance", "performances"], ["create", "creating"], ["apply", "applies"], ["image", "imaging"]]) {
    assert.equal(siblingWeight(query, surface), WEIGHT.stem, `${query} → ${surface}`);
  }
});

test("words derived from the same stem weigh less than a prefix completion", () => {
  for (const [query, surface] of [["performance", "performs"], ["performance", "performant"], ["performance", "perform"],
    ["accessibility", "access"], ["accessible", "accessibility"], ["organization", "organize"]]) {
    assert.equal(siblingWeight(query, surface), WEIGHT.derived, `${query} → ${surface}`);
  }
  assert.ok(WEIGHT.derived < WEIGHT.prefix && WEIGHT.prefix < WEIGHT.stem && WEIGHT.stem < WEIGHT.exact);
});

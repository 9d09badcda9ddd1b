// Typing cost: between keystrokes the engine answers from what is loaded (`loadedOnly`), fetching
// nothing; the search box loads what a query needs once typing pauses. These tests pin both halves on
// the committed fixture index, and on the site built from Content/ when there is one.
import { test } from "node:test";
import assert from "node:assert/strict";
import { open, fixtureSite, relevanceSite, hasIndex } from "./helpers.mjs";

const en = { filters: { lang: "en" } };

test("a cold engine answers loadedOnly at once, empty and partial, loading nothing", async () => {
  const engine = open(fixtureSite);
  const results = await engine.search("scope", { ...en, loadedOnly: true });
  assert.deepEqual([...results], []);
  assert.equal(results.partial, true);
  const completions = await engine.complete("sco", { loadedOnly: true });
  assert.equal(completions.partial, true);
  assert.deepEqual(engine.filesLoaded, []);
});

test("once a query's parts are loaded, loadedOnly gives the same answer without loading", async () => {
  const engine = open(fixtureSite);
  const full = await engine.search("scope control", en);
  assert.ok(full.length > 0);
  const files = engine.filesLoaded.length;
  const again = await engine.search("scope control", { ...en, loadedOnly: true });
  assert.equal(again.partial, false);
  assert.deepEqual(again.map((r) => r.url), full.map((r) => r.url));
  assert.equal(engine.filesLoaded.length, files, "nothing new was fetched");
});

// On the committed fixture and on the site built from Content/ (more shards, so parts really go missing).
const sites = [fixtureSite, ...(hasIndex(relevanceSite) ? [relevanceSite] : [])];

test("loadedOnly answers a new word from the parts already here; missing parts are not remembered", async () => {
  for (const site of sites) {
    for (const [first, next, lang] of [["scope", "placeholder", "en"], ["范围", "搜索", "zh-Hans"], ["token", "recent searches", "en"]]) {
      const options = { filters: { lang } };
      for (const warm of ["complete", "search"]) {
        const engine = open(site);
        // Completions load the index and vocabulary but no shard, the state of a search box after focus;
        // a search loads shards too.
        await engine[warm](first, options);
        const before = engine.filesLoaded.length;
        const partial = await engine.search(next, { ...options, loadedOnly: true });
        assert.equal(engine.filesLoaded.length, before, "loadedOnly fetches nothing");
        const full = await engine.search(next, options);
        const fresh = await open(site).search(next, options);
        assert.ok(fresh.length > 0, next);
        // Loading the parts answers as a fresh engine does, whatever was answered without them.
        assert.deepEqual(full.map((r) => r.url), fresh.map((r) => r.url), `${site}: ${first} then ${next}`);
        if (!partial.partial) assert.deepEqual(partial.map((r) => r.url), fresh.map((r) => r.url));
      }
    }
  }
});

/** Files a query costs when typed key by key (loadedOnly between keys, one load at the pause) vs pasted. */
async function typedAndPasted(site, query, lang) {
  const options = { filters: { lang }, limit: 50 };
  const typed = open(site);
  for (let i = 1; i < query.length; i++) await typed.search(query.slice(0, i), { ...options, loadedOnly: true });
  const typedResults = await typed.search(query, options);
  const pasted = open(site);
  const pastedResults = await pasted.search(query, options);
  return { typed: typed.filesLoaded, pasted: pasted.filesLoaded, typedResults, pastedResults };
}

test("typing faster than the pause costs what pasting costs, and finds the same", async () => {
  for (const [query, lang] of [["scope control", "en"], ["placeholder text", "en"], ["搜索", "zh-Hans"]]) {
    const r = await typedAndPasted(fixtureSite, query, lang);
    assert.deepEqual([...r.typed].sort(), [...r.pasted].sort(), query);
    assert.deepEqual(r.typedResults.map((x) => x.url), r.pastedResults.map((x) => x.url), query);
  }
});

test("a search made stale by the next key fetches nothing more, and says its answer is partial", async () => {
  for (const [query, lang] of [["scope control", "en"], ["搜索", "zh-Hans"]]) {
    const pasted = open(fixtureSite);
    await pasted.search(query, { filters: { lang } });
    const chunks = (e) => e.filesLoaded.filter((k) => /\/d-/.test(k));
    assert.ok(chunks(pasted).length > 0, `${query} loads display data when nothing stops it`);
    // Stale once its first term shard has arrived: the shard on its way is kept, no document chunk is fetched.
    const engine = open(fixtureSite);
    const stale = () => engine.filesLoaded.some((k) => /\/t-/.test(k));
    const results = await engine.search(query, { filters: { lang }, stale });
    assert.equal(results.partial, true, query);
    assert.deepEqual(chunks(engine), [], query);
    assert.ok(engine.filesLoaded.length < pasted.filesLoaded.length, query);
    const completions = await open(fixtureSite).complete(query, { filters: { lang }, stale: () => true });
    assert.equal(completions.partial, true, query);
    // Not stale: the same answer as a search without the option.
    const fresh = await open(fixtureSite).search(query, { filters: { lang }, stale: () => false });
    assert.deepEqual(fresh.map((r) => r.url), (await open(fixtureSite).search(query, { filters: { lang } })).map((r) => r.url));
  }
});

test("on the site built from Content/, a prefix's parts cover the word that completes it", { skip: !hasIndex(relevanceSite) && "no built site (make test builds .build/test-site)" }, async () => {
  for (const [prefix, word] of [["sear", "search"], ["plac", "placeholder"], ["sugg", "suggestions"]]) {
    const engine = open(relevanceSite);
    await engine.search(prefix, { filters: { lang: "en" } });
    const afterPrefix = engine.filesLoaded.length;
    const results = await engine.search(word, { filters: { lang: "en" }, limit: 10 });
    assert.ok(results.length > 0, word);
    const extra = engine.filesLoaded.slice(afterPrefix).filter((k) => !/\/d-/.test(k));
    assert.deepEqual(extra, [], `typing ${prefix} then ${word} loaded ${extra.join(", ")}`);
  }
});

test("details caps the pages with display data: each kind's best, then the best of the rest", async () => {
  const site = hasIndex(relevanceSite) ? relevanceSite : fixtureSite;
  for (const query of ["search", "placeholder"]) {
    const all = await open(site).search(query, { limit: 50 });
    const pages = [...new Set(all.map((r) => r.page))];  // best first
    const kindOf = (page) => all.find((r) => r.page === page).kind;
    const kinds = [...new Set(pages.map(kindOf))];
    assert.ok(kinds.length >= 2, `${query} answers with both kinds`);
    const expected = new Set(kinds.map((k) => pages.find((p) => kindOf(p) === k)));
    for (const p of pages) if (expected.size < 3 && !expected.has(p)) expected.add(p);
    const detailed = async (filters) => {
      const results = await open(site).search(query, { limit: 50, detailsPerKind: 3, details: 3, filters });
      return new Set(results.filter((r) => !r.brief).map((r) => r.page));
    };
    assert.deepEqual([...await detailed()].sort(), [...expected].sort(), query);
    // One kind (a filter): its three best pages.
    const kind = kinds[0], ofKind = pages.filter((p) => kindOf(p) === kind);
    assert.deepEqual([...await detailed({ kind })].sort(), ofKind.slice(0, 3).sort(), `${query} in ${kind}`);
  }
});

test("detailsPerKind loads display data for the best pages of each kind, further moments only when free", async () => {
  const site = hasIndex(relevanceSite) ? relevanceSite : fixtureSite;
  for (const query of ["search", "placeholder", "搜索"]) {
    const full = await open(site).search(query, { limit: 50 });
    const engine = open(site);
    const brief = await engine.search(query, { limit: 50, detailsPerKind: 2 });
    // The same results in the same order, by kind; details for the first section of the first two pages of each kind.
    assert.deepEqual(brief.map((r) => r.kind), full.map((r) => r.kind), query);
    const pagesOfKind = {}, firstOfPage = new Set();
    brief.forEach((r, i) => {
      const seen = (pagesOfKind[r.kind] = pagesOfKind[r.kind] || []);
      const first = !firstOfPage.has(full[i].page);
      firstOfPage.add(full[i].page);
      if (first) seen.push(full[i].page);
      const rank = seen.indexOf(full[i].page);
      if (rank >= 2) assert.ok(r.brief, `${query}: ${full[i].url} has details past two pages of its kind`);
      else if (first) assert.equal(r.url, full[i].url, `${query}: the best section of a page in the first two has details`);
      else if (!r.brief) assert.equal(r.url, full[i].url);
    });
    // Each loaded document chunk holds a first section: a further moment never costs a request of its own.
    const records = (e) => e.filesLoaded.filter((k) => /\/d-/.test(k)).length;
    const detailedPages = Object.values(pagesOfKind).reduce((n, pages) => n + Math.min(2, pages.length), 0);
    assert.ok(records(engine) <= detailedPages, `${query}: ${records(engine)} chunks for ${detailedPages} pages`);
    const everything = open(site);
    await everything.search(query, { limit: 50 });
    assert.ok(records(engine) <= records(everything), query);
    if (site === relevanceSite && query === "search") {
      assert.ok(records(engine) < records(everything), "fewer record chunks");
      const moments = brief.filter((r) => !r.brief).map((r) => r.page);
      assert.ok(moments.some((p, i) => moments.indexOf(p) !== i), "a page's second moment comes with a chunk loaded anyway");
    }
    assert.deepEqual(engine.filesLoaded.filter((k) => /\/f-/.test(k)), [], "kinds come with the directory, not the facets file");
  }
});

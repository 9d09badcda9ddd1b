/*
 * Concord search engine: queries the static index written by Sources/Search/SearchIndexWriter.swift
 * (file formats: Sources/Search/IndexFormat.swift). No DOM use besides loading index files by
 * <script> tag, so it also runs in Node (files read from disk).
 *
 *   const engine = ConcordSearch.open({ base: "./", lang: "en" });
 *   const results = await engine.search("scope control", { filters: { kind: "guideline" } });
 *   const completions = await engine.complete("scope con");
 *   const correction = await engine.suggest("placehoder");
 *
 * The files of this folder are classic scripts that the build joins, in name order, inside a function, so their
 * top-level names stay private (Sources/Build/ScriptJoiner.swift), into one part of every page's script
 * (`assets/js/page.HASH.js`, Sources/Build/AssetPipeline.swift). `90-engine.js` sets the one global, `ConcordSearch`.
 *
 * Analysis mirrors Sources/TextAnalysis (TextFolding, Tokenizer): keep them in step; the node test
 * Tests/Search/analysis.test.mjs checks both against Tests/Search/Fixtures/analysis-golden.json.
 */

// Loading index files: by <script> tag in browsers (works from file://), from disk in Node.

var FORMAT_VERSION = 12;

// Index files call ConcordSearch.register(key, payload) when they load.
var registry = new Map();
var waiting = new Map();

function register(key, payload) {
  registry.set(key, payload);
  var list = waiting.get(key);
  if (list) {
    waiting.delete(key);
    list.forEach(function (w) { w.resolve(payload); });
  }
}

function whenRegistered(key) {
  if (registry.has(key)) return Promise.resolve(registry.get(key));
  return new Promise(function (resolve, reject) {
    var list = waiting.get(key) || [];
    list.push({ resolve: resolve, reject: reject });
    waiting.set(key, list);
  });
}

function failWaiting(key, error) {
  var list = waiting.get(key);
  if (!list) return;
  waiting.delete(key);
  list.forEach(function (w) { w.reject(error); });
}

// Packed payloads (every file but the manifest; Sources/Support/PackedPayload.swift): a string whose first
// character is how many zero bytes pad the last group, then the JSON, raw-deflated, in base 85 (5 digits for
// 4 bytes, most significant first). Inflated once, when the file loads.
var BASE85 = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ.-:+=^!/*?&_~()[]{}@%$#";
var BASE85_VALUE = new Uint8Array(128);
for (var digit = 0; digit < 85; digit++) BASE85_VALUE[BASE85.charCodeAt(digit)] = digit;

function unpack(text) {
  var groups = (text.length - 1) / 5, bytes = new Uint8Array(groups * 4);
  for (var g = 0, i = 1, o = 0; g < groups; g++) {
    var v = 0;
    for (var j = 0; j < 5; j++) v = v * 85 + BASE85_VALUE[text.charCodeAt(i++)];
    bytes[o++] = v >>> 24; bytes[o++] = (v >>> 16) & 255; bytes[o++] = (v >>> 8) & 255; bytes[o++] = v & 255;
  }
  var deflated = bytes.subarray(0, bytes.length - (text.charCodeAt(0) - 48));
  var stream = new Blob([deflated]).stream().pipeThrough(new DecompressionStream("deflate-raw"));
  return new Response(stream).text().then(JSON.parse);
}

/** A file's payload as the engine uses it: packed ones inflated. */
function payloadOf(value) {
  return typeof value === "string" ? unpack(value) : Promise.resolve(value);
}

function isNode() {
  return typeof document === "undefined" && typeof process !== "undefined" && !!(process.versions && process.versions.node);
}

/** Parses an index file's text without evaluating it: the JSON between the first "," and the last ")". */
function parseIndexFile(text) {
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  var prefix = "ConcordSearch.register(";
  if (text.slice(0, prefix.length) !== prefix) throw new Error("not a Concord index file");
  var comma = text.indexOf(",");
  return { key: JSON.parse(text.slice(prefix.length, comma)), payload: JSON.parse(text.slice(comma + 1, text.lastIndexOf(")"))) };
}

// Index files that failed to load, by address: a page's own `<script src=".../manifest.js">` may fail before
// anything waits for it, and must then be loaded anew rather than waited for.
var failedScripts = new Set();
if (typeof document !== "undefined" && document.addEventListener) {
  document.addEventListener("error", function (event) {
    var target = event.target;
    if (target && target.tagName === "SCRIPT" && target.src) failedScripts.add(target.src);
  }, true);
}

function scriptLoader(url, key) {
  var pending = whenRegistered(key);
  // The page names the manifest in a script of its own, after this one: the search box, starting first, waits
  // for that script instead of loading the file a second time.
  var href = new URL(url, document.baseURI).href;
  var existing = Array.prototype.find.call(document.scripts, function (s) { return s.src === href; });
  if (existing && !failedScripts.has(href)) {
    existing.addEventListener("error", function () { failWaiting(key, new Error("could not load " + url)); });
    return pending;
  }
  var script = document.createElement("script");
  script.src = url;
  script.async = true;
  script.charset = "utf-8";
  script.onerror = function () { failWaiting(key, new Error("could not load " + url)); };
  (document.head || document.documentElement).appendChild(script);
  return pending.then(function (payload) { script.remove(); return payload; });
}

function nodeLoader(url, key) {
  var fs = typeof require === "function" ? require("fs") : process.getBuiltinModule("fs");
  var path = url.indexOf("file:") === 0 ? new URL(url) : url;
  return fs.promises.readFile(path, "utf8").then(function (text) {
    var file = parseIndexFile(text);
    if (file.key !== key) throw new Error("index file " + url + " registers " + file.key);
    // Not put in the shared registry: one Node process may open several sites.
    return file.payload;
  });
}

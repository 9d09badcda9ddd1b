// Loads the browser scripts of Public/js/ in Node the way the site gets them: the parts of a script
// folder joined in name order inside one function (as Sources/Build/ScriptJoiner.swift joins them; the
// test "joined scripts are in the page script byte for byte" in ui.test.mjs compares the two).
import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import vm from "node:vm";
import { fileURLToPath } from "node:url";

const publicJS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../Public/js");
const require = createRequire(import.meta.url);

/** The parts of `js/<name>/`, sorted by name: [{path: "js/<name>/10-x.js", text}]. */
export function parts(name) {
  const dir = path.join(publicJS, name);
  // Sorted by UTF-8 bytes, as Swift compares strings.
  return readdirSync(dir).filter((f) => f.endsWith(".js") && !f.startsWith("."))
    .sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)))
    .map((f) => ({ path: `js/${name}/${f}`, text: readFileSync(path.join(dir, f), "utf8") }));
}

/** The joined script `js/<name>.js`, as the build writes it. */
export function joinedScript(name) {
  let out = `// js/${name}.js: joined by Concord from js/${name}/*.js\n(function () {\n"use strict";\n`;
  for (const part of parts(name)) out += `\n// ${part.path}\n` + part.text + (part.text.endsWith("\n") ? "" : "\n");
  return out + "})();\n";
}

/** Runs the joined search engine as a CommonJS script and returns its API (ConcordSearch). */
export function loadEngine() {
  const module = { exports: {} };
  vm.runInThisContext(`(function (module, require) {\n${joinedScript("search-engine")}\n})`, { filename: "search-engine.js" })(module, require);
  return module.exports;
}

/**
 * The top-level functions and values of some parts of `js/<name>/`, run as plain scripts in a fresh
 * context holding `globals`: how the node tests reach the interface's pure helpers.
 */
export function loadParts(name, files, globals = {}) {
  const context = vm.createContext({ ...globals });
  for (const part of parts(name).filter((p) => files.includes(path.basename(p.path)))) {
    // Strict, as in the joined script; `var` and function declarations land on the context.
    vm.runInContext('"use strict";' + part.text, context, { filename: part.path });
  }
  return context;
}

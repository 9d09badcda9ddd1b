// Concord's service worker. `concord build` writes it to the site's root as `sw.js`, with one line before
// this file: `self.CONCORD_OFFLINE = {version, shell: [paths], langs: {tag: {files: [paths], sizes: [bytes]}}};`.
//
// - Install precaches only what reading needs first: the shell (assets, home and search pages, the 404 page)
//   and the search index. Pages are cached as they are read.
// - "Make available offline" (site.js, per language) asks the worker over a MessageChannel for the size of a
//   language's remaining files, then to download them, and hears progress back.
// - Cache-first. A new build gives a new version, whose cache replaces the old one; languages the reader had
//   made available offline are downloaded again for the new version.
// Paths are relative to this file, so any sub-path works; cache names carry the root, so two Concord sites on
// one host keep their caches apart. Plain script: no modules, nothing from another origin.
"use strict";
var OFFLINE = self.CONCORD_OFFLINE;
var ROOT = new URL("./", self.location.href).href;
var PREFIX = "concord " + ROOT + " ";
var CACHE = PREFIX + OFFLINE.version;
// A language the reader made available offline is remembered in the cache under this key + tag.
var CHOSEN = ROOT + "__concord/offline/";

function url(path) { return ROOT + path.split("/").map(encodeURIComponent).join("/"); }

/** Puts each path not yet cached into `cache`, four at a time; `progress(done, total)` after each file. */
function download(cache, paths, progress) {
  var queue = paths.slice(), done = 0, total = paths.length;
  function next() {
    var path = queue.shift();
    if (path === undefined) return Promise.resolve();
    var request = new Request(url(path), { cache: "no-cache" });
    return cache.match(request).then(function (hit) {
      if (hit) return;
      return fetch(request).then(function (response) {
        if (!response.ok) throw new Error(path + ": HTTP " + response.status);
        return cache.put(request, response);
      });
    }).then(function () {
      done++;
      if (progress) progress(done, total);
      return next();
    });
  }
  return Promise.all([next(), next(), next(), next()]);
}

/** Bytes and files of `lang` not in the cache yet (the sizes the build measured). */
function remaining(cache, lang) {
  var entry = OFFLINE.langs[lang];
  if (!entry) return Promise.resolve({ files: [], bytes: 0 });
  return Promise.all(entry.files.map(function (path, i) {
    return cache.match(url(path)).then(function (hit) { return hit ? null : i; });
  })).then(function (missing) {
    var files = [], bytes = 0;
    missing.forEach(function (i) { if (i !== null) { files.push(entry.files[i]); bytes += entry.sizes[i]; } });
    return { files: files, bytes: bytes };
  });
}

function makeOffline(lang, progress) {
  return caches.open(CACHE).then(function (cache) {
    return remaining(cache, lang).then(function (left) {
      return download(cache, left.files, progress);
    }).then(function () {
      return cache.put(CHOSEN + encodeURIComponent(lang), new Response(lang));
    });
  });
}

self.addEventListener("install", function (event) {
  event.waitUntil(caches.open(CACHE).then(function (cache) {
    // "no-cache" revalidates with the server, so a stale HTTP cache can't leak an old file into the new version.
    return cache.addAll(OFFLINE.shell.map(function (path) { return new Request(url(path), { cache: "no-cache" }); }));
  }).then(function () { return self.skipWaiting(); }));
});

self.addEventListener("activate", function (event) {
  event.waitUntil(caches.keys().then(function (keys) {
    var old = keys.filter(function (key) { return key.indexOf(PREFIX) === 0 && key !== CACHE; });
    // Languages chosen under an older version, to download again for this one.
    return Promise.all(old.map(function (key) {
      return caches.open(key).then(function (cache) { return cache.keys(); }).then(function (requests) {
        return requests.filter(function (r) { return r.url.indexOf(CHOSEN) === 0; })
          .map(function (r) { return decodeURIComponent(r.url.slice(CHOSEN.length)); });
      });
    })).then(function (chosen) {
      return Promise.all(old.map(function (key) { return caches.delete(key); })).then(function () {
        return self.clients.claim();
      }).then(function () {
        var langs = [].concat.apply([], chosen).filter(function (l, i, all) { return OFFLINE.langs[l] && all.indexOf(l) === i; });
        return Promise.all(langs.map(function (l) { return makeOffline(l).catch(function () {}); }));
      });
    });
  }));
});

self.addEventListener("message", function (event) {
  var port = event.ports && event.ports[0], data = event.data || {};
  if (!port) return;
  if (data.type === "offline-status") {
    // Per language: its name is the page's business; here, the files and bytes still to download.
    event.waitUntil(caches.open(CACHE).then(function (cache) {
      return Promise.all(Object.keys(OFFLINE.langs).map(function (lang) {
        return remaining(cache, lang).then(function (left) {
          return [lang, { bytes: left.bytes, files: left.files.length, total: OFFLINE.langs[lang].files.length }];
        });
      }));
    }).then(function (list) {
      var status = {};
      list.forEach(function (pair) { status[pair[0]] = pair[1]; });
      port.postMessage({ type: "status", langs: status });
    }));
  } else if (data.type === "make-offline") {
    event.waitUntil(makeOffline(data.lang, function (done, total) {
      port.postMessage({ type: "progress", done: done, total: total });
    }).then(function () {
      port.postMessage({ type: "done" });
    }, function (error) {
      port.postMessage({ type: "failed", message: String(error && error.message || error) });
    }));
  }
});

self.addEventListener("fetch", function (event) {
  var request = event.request;
  if (request.method !== "GET") return;
  var address = new URL(request.url);
  if (address.href.indexOf(ROOT) !== 0) return;
  // Folders are their index.html; queries (search result links carry ?q=) don't change the file.
  var key = address.origin + address.pathname + (address.pathname.slice(-1) === "/" ? "index.html" : "");
  event.respondWith(caches.open(CACHE).then(function (cache) {
    return cache.match(key, { ignoreSearch: true }).then(function (hit) {
      if (hit) return hit;
      return fetch(request).then(function (response) {
        // Cache what is read, so a page opened once opens again without the network.
        if (response.ok && response.type === "basic") cache.put(key, response.clone());
        return response;
      }).catch(function (error) {
        if (request.mode !== "navigate") throw error;
        return cache.match(ROOT + "404.html").then(function (page) { if (page) return page; throw error; });
      });
    });
  }));
});

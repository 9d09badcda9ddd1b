// Concord page behaviour: language switching that keeps the reader's place, the session view toggle,
// and highlighting where a link lands. Plain script (no modules) so it runs from file:// too.
(function () {
  "use strict";
  var doc = document.documentElement;
  doc.classList.remove("no-js");
  doc.classList.add("js");

  // The reader's place: the last element with a counterpart in `lang` that starts above the reading line
  // (just below the toolbar), so a long section yields the paragraph being read, not the section.
  function peerAnchor(lang) {
    var attribute = "data-peer-" + lang;
    // A moment the reader followed a link to (#t60, a sentence in it) and still sees is the place, even on a
    // page too short to scroll it to the top.
    var hashed = null;
    try { hashed = location.hash && document.getElementById(decodeURIComponent(location.hash.slice(1))); } catch (e) { hashed = null; }
    var holder = hashed && hashed.closest("[" + attribute + "]");
    if (holder) {
      var box = holder.getBoundingClientRect();
      if (box.bottom > 0 && box.top < window.innerHeight) return holder.getAttribute(attribute);
    }
    var candidates = document.querySelectorAll("main [" + attribute + "]");
    var toolbar = document.querySelector(".toolbar");
    var line = (toolbar ? toolbar.getBoundingClientRect().bottom : 0) + 32;
    var place = null;
    for (var i = 0; i < candidates.length; i++) {
      var rect = candidates[i].getBoundingClientRect();
      if (rect.top <= line && rect.bottom > 0) place = candidates[i];
      else if (rect.top > line && !place) { place = candidates[i]; break; }
      else if (rect.top > line) break;
    }
    return place ? place.getAttribute(attribute) : null;
  }

  // Follow a language link to the aligned paragraph of the other version, not its top.
  document.addEventListener("click", function (event) {
    var link = event.target.closest && event.target.closest("a[data-lang-switch]");
    if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    remember(link.getAttribute("data-lang-switch"));
    var anchor = peerAnchor(link.getAttribute("data-lang-switch").toLowerCase());
    if (anchor) {
      event.preventDefault();
      window.location.href = link.getAttribute("href").split("#")[0] + "#" + anchor;
    }
  });

  // The reader's language. A page some language has no version of is written once, in its own language's tree;
  // readers of the other language land on it from their own tree, and it tells them so in their language, with
  // the way back to their home. Their language is remembered for this tab only (sessionStorage: nothing about the
  // reader outlives it) on pages every language has and on a switch, and read from the page they came from when
  // storage is off.
  var READER_LANG = "concord-reader-lang";
  function remember(lang) { try { sessionStorage.setItem(READER_LANG, lang); } catch (e) { /* storage off */ } }
  function recalled() { try { return sessionStorage.getItem(READER_LANG); } catch (e) { return null; } }
  (function () {
    var notices = document.querySelectorAll("[data-reader-lang]");
    var pageLang = document.body.getAttribute("data-lang");
    if (notices.length === 0) { if (pageLang) remember(pageLang); return; }
    var reader = recalled();
    var from = "";
    try { from = document.referrer ? new URL(document.referrer).pathname : ""; } catch (e) { from = ""; }
    for (var i = 0; i < notices.length; i++) {
      var code = notices[i].getAttribute("data-reader-lang");
      if (code === reader || (from && from.indexOf("/" + code + "/") >= 0)) { notices[i].hidden = false; break; }
    }
  })();

  // Session pages: Text ⇄ Captions. The captions live in their own classic script (`captions/<hash>.js`,
  // which loads from file:// too), fetched the first time the captions view opens or a link leads to one.
  var captionList = document.querySelector("ol.captions[data-captions]");
  var captionsLoading = null;
  var CAPTION_LINK = /^#c\d+$/;

  function timeLabel(seconds) {
    var h = Math.floor(seconds / 3600), m = Math.floor((seconds % 3600) / 60), s = seconds % 60;
    function two(n) { return n < 10 ? "0" + n : String(n); }
    return h > 0 ? h + ":" + two(m) + ":" + two(s) : m + ":" + two(s);
  }

  function renderCaptions(payload) {
    var playLabel = playAt();
    var fragment = document.createDocumentFragment();
    payload.s.forEach(function (segment, i) {
      var li = document.createElement("li");
      li.id = "c" + (i + 1);
      var start = segment[0], time;
      if (start !== null && payload.v) {
        time = document.createElement("a");
        time.href = payload.v + "?time=" + start;
        time.rel = "external";
        time.setAttribute("aria-label", playLabel + " " + timeLabel(start));
        time.textContent = timeLabel(start);
      } else {
        time = document.createElement("span");
        if (start !== null) time.textContent = timeLabel(start);
        else { var dash = document.createElement("span"); dash.setAttribute("aria-hidden", "true"); dash.textContent = "–:––"; time.appendChild(dash); }
        time.className = "time-unknown";
      }
      time.classList.add("time-link");
      var text = document.createElement("span");
      text.textContent = segment[1];
      li.appendChild(time);
      li.appendChild(document.createTextNode(" "));
      li.appendChild(text);
      fragment.appendChild(li);
    });
    captionList.textContent = "";
    captionList.appendChild(fragment);
    // Code snippets shown in the talk sit among the captions too, after the caption said before them: copies
    // of the Text view's figures, so the page carries each snippet once.
    document.querySelectorAll("figure.code-snippet[data-after-caption]").forEach(function (figure) {
      var copy = figure.cloneNode(true);
      copy.id = "c-" + figure.id;
      copy.removeAttribute("data-after-caption");
      var li = document.createElement("li");
      li.className = "caption-code";
      li.appendChild(copy);
      var after = Number(figure.getAttribute("data-after-caption"));
      captionList.insertBefore(li, document.getElementById("c" + (after + 1))); // null: at the end
    });
  }

  // A captions script's payload is packed (Sources/Support/PackedPayload.swift; the search engine's twin is
  // `unpack` in search-engine/10-loading.js): a string whose first character is how many zero bytes pad the
  // last group, then the JSON, raw-deflated, in base 85. Its compressed copies, which hosts may send instead,
  // are plain: an object.
  var BASE85 = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ.-:+=^!/*?&_~()[]{}@%$#";
  function unpack(text) {
    var value = {}, groups = (text.length - 1) / 5, bytes = new Uint8Array(groups * 4);
    for (var d = 0; d < 85; d++) value[BASE85.charAt(d)] = d;
    for (var g = 0, i = 1, o = 0; g < groups; g++) {
      var v = 0;
      for (var j = 0; j < 5; j++) v = v * 85 + value[text.charAt(i++)];
      bytes[o++] = v >>> 24; bytes[o++] = (v >>> 16) & 255; bytes[o++] = (v >>> 8) & 255; bytes[o++] = v & 255;
    }
    var deflated = bytes.subarray(0, bytes.length - (text.charCodeAt(0) - 48));
    return new Response(new Blob([deflated]).stream().pipeThrough(new DecompressionStream("deflate-raw"))).text().then(JSON.parse);
  }

  /** Loads a captions script (`captions/<hash>.js`) and hands its payload to `done`; `failed` on an error. */
  function loadCaptionsScript(src, done, failed) {
    var registry = window.ConcordCaptions = window.ConcordCaptions || { loaded: {} };
    registry.register = registry.register || function (key, payload) { registry.loaded[key] = payload; };
    var script = document.createElement("script");
    script.src = src;
    script.onload = function () {
      var payload = registry.loaded[script.src.replace(/^.*\//, "").replace(/\.js$/, "")];
      if (typeof payload === "string") unpack(payload).then(done, failed);
      else done(payload);
    };
    script.onerror = failed;
    document.head.appendChild(script);
  }

  /** Loads and shows the captions once; calls `done` when they are in the page. */
  function loadCaptions(done) {
    if (!captionList) return;
    if (!captionsLoading) {
      var waiting = [];
      captionsLoading = waiting;
      captionList.setAttribute("aria-busy", "true");
      loadCaptionsScript(captionList.getAttribute("data-captions"), function (payload) {
        if (payload) renderCaptions(payload);
        captionList.removeAttribute("aria-busy");
        captionsLoading = true;
        waiting.forEach(function (f) { f(); });
      }, function () { captionList.removeAttribute("aria-busy"); captionsLoading = null; });
    }
    if (done) { if (captionsLoading === true) done(); else captionsLoading.push(done); }
  }

  // Side by side, in the page. The other language's paragraphs are its captions' speech: each caption's
  // speech (its text with white space collapsed, unless the script gives it third) joined with spaces into
  // one stream, without the space after full-width punctuation before a Chinese or Japanese character, and cut
  // in order by the lengths the script lists (`p`: [anchor, length, units skipped, 1 unless given, 0 first]).
  var sideBySide = document.querySelector("[data-view-panel='parallel'][data-parallel-captions]");
  var sideBySideLoading = false;
  var WIDE_SPACE = /([\u3000-\u303F\uFF01-\uFF0F\uFF1A-\uFF1F]) (?=[\u3000-\u30FF\u3400-\u9FFF\uF900-\uFAFF\uFF00-\uFFEF])/g;

  function captionParagraphs(payload) {
    var speech = [];
    payload.s.forEach(function (segment) {
      var text = segment.length > 2 ? segment[2] : segment[1].split(/\s+/).filter(Boolean).join(" ");
      if (text) speech.push(text);
    });
    var stream = speech.join(" ").replace(WIDE_SPACE, "$1");
    var at = 0;
    return (payload.p || []).map(function (p, i) {
      at += p.length > 2 ? p[2] : (i === 0 ? 0 : 1);
      var paragraph = { anchor: p[0], text: stream.substr(at, p[1]) };
      at += p[1];
      return paragraph;
    });
  }

  function buildSideBySide(payload) {
    var lang = sideBySide.getAttribute("data-parallel-lang");
    var ownRight = sideBySide.getAttribute("data-own-column") === "right";
    var ownLang = document.querySelector("article.session").getAttribute("lang");
    var peerAttribute = "data-peer-" + lang.toLowerCase();
    var others = captionParagraphs(payload);
    var position = {};
    others.forEach(function (p, i) { position[p.anchor] = i; });
    var fragment = document.createDocumentFragment();
    function cell(language, content) {
      var td = document.createElement("td");
      td.lang = language;
      if (content) td.appendChild(content);
      else {
        var none = document.createElement("span");
        none.className = "no-counterpart";
        none.textContent = sideBySide.getAttribute("data-no-counterpart");
        td.appendChild(none);
      }
      return td;
    }
    function row(own, other, otherAnchor) {
      var tr = document.createElement("tr");
      if (otherAnchor) tr.setAttribute(peerAttribute, otherAnchor);
      if (!own) tr.className = ownRight ? "row-missing-right" : "row-missing-left";
      else if (!other) tr.className = ownRight ? "row-missing-left" : "row-missing-right";
      var mine = cell(ownLang, own), theirs = cell(lang, other);
      tr.appendChild(ownRight ? theirs : mine);
      tr.appendChild(ownRight ? mine : theirs);
      fragment.appendChild(tr);
      return tr;
    }
    function text(paragraph) { return document.createTextNode(paragraph.text); }
    // This page's own paragraph without ids (they stay unique), with its time link.
    function own(block) {
      var holder = document.createElement("div");
      var time = block.querySelector(":scope > .time-link"), body = block.querySelector(":scope > p");
      if (time) { holder.appendChild(time.cloneNode(true)); holder.appendChild(document.createTextNode(" ")); }
      if (body) holder.appendChild(body.cloneNode(true));
      holder.querySelectorAll("[id]").forEach(function (e) { e.removeAttribute("id"); });
      return holder;
    }
    var next = 0, last = null, lastIndex = -1;
    document.querySelectorAll([2, 3, 4, 5, 6].map(function (n) { return ".session-prose .doc-section > h" + n; }).concat(".session-prose .block").join(", ")).forEach(function (unit) {
      if (unit.tagName !== "DIV") {
        var heading = document.createElement("tr");
        heading.className = "row-heading";
        var td = document.createElement("td");
        td.colSpan = 2;
        td.textContent = unit.textContent.replace(/#$/, "");
        heading.appendChild(td);
        fragment.appendChild(heading);
        last = null;
        return;
      }
      var peer = unit.getAttribute(peerAttribute);
      var index = peer !== null && Object.prototype.hasOwnProperty.call(position, peer) ? position[peer] : -1;
      if (index >= 0 && index === lastIndex && last) {
        // Two paragraphs here, one there: both share the row.
        last.querySelector("td[lang='" + ownLang + "']").appendChild(own(unit));
        return;
      }
      if (index >= next) {
        for (; next < index; next++) row(null, text(others[next]), others[next].anchor);
        last = row(own(unit), text(others[index]), others[index].anchor);
        lastIndex = index;
        next = index + 1;
      } else {
        last = row(own(unit), null, null);
        lastIndex = -1;
      }
    });
    for (; next < others.length; next++) row(null, text(others[next]), others[next].anchor);
    var tbody = sideBySide.querySelector("tbody");
    tbody.textContent = "";
    tbody.appendChild(fragment);
  }

  function loadSideBySide() {
    if (!sideBySide || sideBySideLoading) return;
    sideBySideLoading = true;
    sideBySide.setAttribute("aria-busy", "true");
    loadCaptionsScript(sideBySide.getAttribute("data-parallel-captions"), function (payload) {
      if (payload) buildSideBySide(payload);
      sideBySide.removeAttribute("aria-busy");
    }, function () { sideBySide.removeAttribute("aria-busy"); sideBySideLoading = false; });
  }

  // A talk page's article says what time links do ("Play the session at") and where its video is.
  var sessionArticle = document.querySelector("article.session[data-play-label]");
  function playAt() {
    return sessionArticle ? sessionArticle.getAttribute("data-play-label") : "";
  }
  // The talk's time links, written light (a link to their own moment and a label): each becomes a link to the
  // video at that time, named for what it does. The label ("1:02:03") is the time in whole seconds.
  (function () {
    var label = playAt(), video = sessionArticle && sessionArticle.getAttribute("data-video");
    if (!video) return;
    if (video.charAt(video.length - 1) !== "/") video += "/";
    var links = document.querySelectorAll(".session-prose a.time-link");
    for (var i = 0; i < links.length; i++) {
      var parts = links[i].textContent.split(":"), seconds = 0;
      for (var j = 0; j < parts.length; j++) seconds = seconds * 60 + Number(parts[j]);
      if (links[i].getAttribute("href").charAt(0) === "#" && !isNaN(seconds)) links[i].href = video + "?time=" + seconds;
      links[i].rel = "external";
      if (label) links[i].setAttribute("aria-label", label + " " + links[i].textContent);
    }
  })();

  var toggle = document.querySelector(".view-toggle");
  if (toggle) {
    var panels = document.querySelectorAll("[data-view-panel]");
    var show = function (view) {
      for (var i = 0; i < panels.length; i++) panels[i].hidden = panels[i].getAttribute("data-view-panel") !== view;
      var buttons = toggle.querySelectorAll("[data-view]");
      for (var j = 0; j < buttons.length; j++) buttons[j].setAttribute("aria-pressed", String(buttons[j].getAttribute("data-view") === view));
      if (view === "captions") loadCaptions();
      if (view === "parallel") loadSideBySide();
    };
    toggle.hidden = false;
    toggle.addEventListener("click", function (event) {
      var button = event.target.closest("[data-view]");
      if (button) show(button.getAttribute("data-view"));
    });
    // A link to a caption (#c12) opens the captions at that moment once they have loaded.
    var toCaption = function () {
      show("captions");
      loadCaptions(function () {
        var target = document.getElementById(location.hash.slice(1));
        if (target) { target.scrollIntoView(); land(); }
      });
    };
    if (CAPTION_LINK.test(location.hash)) toCaption(); else show("prose");
    // A link to a caption or to a sentence switches to the view that holds it.
    window.addEventListener("hashchange", function () {
      if (CAPTION_LINK.test(location.hash)) { toCaption(); return; }
      var target = location.hash && document.getElementById(location.hash.slice(1));
      var panel = target && target.closest("[data-view-panel]");
      if (panel && panel.hidden) {
        show(panel.getAttribute("data-view-panel"));
        target.scrollIntoView();
      }
    });
  }

  // Briefly highlight the element a link lands on.
  function land() {
    if (!location.hash) return;
    var target;
    try { target = document.getElementById(decodeURIComponent(location.hash.slice(1))); } catch (e) { return; }
    if (!target) return;
    target.classList.remove("landed");
    void target.offsetWidth;
    target.classList.add("landed");
  }
  window.addEventListener("hashchange", land);
  land();

  // Offline reading when hosted: a service worker precaches the shell and search index and caches pages as
  // they are read; the footer offers, per language, to download the rest (size shown first, then progress).
  // Never on file://, where service workers cannot run.
  var S = window.ConcordStrings || {};
  function format(template, args) {
    var i = 0;
    return String(template || "").replace(/%[sd]/g, function () { return String(args[i++]); });
  }
  function megabytes(bytes) { return (Math.max(bytes, 50000) / 1e6).toFixed(1); }
  function ask(worker, message, onReply) {
    var channel = new MessageChannel();
    channel.port1.onmessage = function (event) { onReply(event.data || {}); };
    worker.postMessage(message, [channel.port2]);
  }

  function offerOffline(worker) {
    var list = document.querySelector("[data-offline]");
    var status = document.querySelector(".offline-status");
    var current = document.body.getAttribute("data-lang");
    if (!list) return;
    var items = list.querySelectorAll("[data-offline-lang]");
    if (!items.length) {
      // One item per entry of the language switcher (its own name, in its own language).
      var entries = document.querySelectorAll(".language-switcher [lang]");
      for (var k = 0; k < entries.length; k++) {
        var entry = document.createElement("li");
        entry.setAttribute("data-offline-lang", entries[k].getAttribute("lang"));
        entry.setAttribute("data-offline-name", entries[k].textContent);
        list.appendChild(entry);
      }
      items = list.querySelectorAll("[data-offline-lang]");
    }
    function refresh() {
      ask(worker, { type: "offline-status" }, function (reply) {
        var langs = reply.langs || {};
        list.hidden = false;
        for (var i = 0; i < items.length; i++) show(items[i], langs[items[i].getAttribute("data-offline-lang")]);
      });
    }
    function show(item, left) {
      var lang = item.getAttribute("data-offline-lang"), name = item.getAttribute("data-offline-name");
      item.textContent = "";
      if (!left || !left.total) { item.hidden = true; return; }
      item.hidden = false;
      if (left.files === 0) {
        item.textContent = format(S.offlineReady, [name]);
        if (lang === current && status) status.hidden = false;
        return;
      }
      var button = document.createElement("button");
      button.type = "button";
      button.className = "offline-button";
      button.textContent = format(S.makeOffline, [name, megabytes(left.bytes)]);
      var progress = document.createElement("span");
      progress.className = "offline-progress";
      button.addEventListener("click", function () {
        button.disabled = true;
        // A live region only while something is happening, so the page has no idle status regions.
        progress.setAttribute("role", "status");
        progress.textContent = format(S.offlineProgress, [name, 0, left.files]);
        ask(worker, { type: "make-offline", lang: lang }, function (message) {
          if (message.type === "progress") progress.textContent = format(S.offlineProgress, [name, message.done, message.total]);
          else if (message.type === "done") refresh();
          else if (message.type === "failed") { button.disabled = false; progress.textContent = format(S.offlineFailed, [message.message]); }
        });
      });
      item.appendChild(button);
      item.appendChild(document.createTextNode(" "));
      item.appendChild(progress);
    }
    refresh();
  }

  var sw = document.body && document.body.getAttribute("data-sw");
  if (sw && "serviceWorker" in navigator && location.protocol !== "file:") {
    navigator.serviceWorker.register(sw).then(function () {
      return navigator.serviceWorker.ready;
    }).then(function (registration) {
      if (registration.active) offerOffline(registration.active);
    }).catch(function () { /* offline reading is a bonus; the site works without it */ });
  }
})();

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
    var anchor = peerAnchor(link.getAttribute("data-lang-switch").toLowerCase());
    if (anchor) {
      event.preventDefault();
      window.location.href = link.getAttribute("href").split("#")[0] + "#" + anchor;
    }
  });

  // Session pages: Text ⇄ Captions. Without script both views are shown one after the other.
  var toggle = document.querySelector(".view-toggle");
  if (toggle) {
    var panels = document.querySelectorAll("[data-view-panel]");
    var show = function (view) {
      for (var i = 0; i < panels.length; i++) panels[i].hidden = panels[i].getAttribute("data-view-panel") !== view;
      var buttons = toggle.querySelectorAll("[data-view]");
      for (var j = 0; j < buttons.length; j++) buttons[j].setAttribute("aria-pressed", String(buttons[j].getAttribute("data-view") === view));
    };
    toggle.hidden = false;
    toggle.addEventListener("click", function (event) {
      var button = event.target.closest("[data-view]");
      if (button) show(button.getAttribute("data-view"));
    });
    show(/^#c\d+$/.test(location.hash) ? "captions" : "prose");
    // A link to a caption or to a sentence switches to the view that holds it.
    window.addEventListener("hashchange", function () {
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

  // Offline reading when hosted: a service worker caches the site. Never on file://, where it cannot run.
  var sw = document.body && document.body.getAttribute("data-sw");
  if (sw && "serviceWorker" in navigator && location.protocol !== "file:") {
    navigator.serviceWorker.register(sw).then(function () {
      return navigator.serviceWorker.ready;
    }).then(function () {
      var status = document.querySelector(".offline-status");
      if (status) status.hidden = false;
    }).catch(function () { /* offline reading is a bonus; the site works without it */ });
  }
})();

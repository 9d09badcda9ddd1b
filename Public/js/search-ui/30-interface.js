// The interface: the field (tokens, clear, Cancel), a panel (scope bar, listbox of suggestions and
// results, empty state) that is a popover on content pages and part of the page on the search tab,
// recent searches in localStorage, and landing (marking the matched words where a result opens).
// One function, since its pieces share the field's state; what needs no state is in 10-queries.js.

function startSearchInterface() {
  var form = document.querySelector("form.search-field");
  var input = form && form.querySelector(".search-input");
  if (!input || !window.ConcordSearch) return; // the plain form still opens the search page

  var S = window.ConcordStrings || {};
  var body = document.body;
  var root = body.getAttribute("data-root") || "";
  var lang = body.getAttribute("data-lang") || document.documentElement.lang || "en";
  var tab = document.querySelector("[data-search-tab]");
  var searchPage = form.getAttribute("data-search-page") || form.getAttribute("action");
  var engine = ConcordSearch.open({ base: root, lang: lang });
  var narrow = window.matchMedia("(max-width: 760px)");
  var reducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)");

  var RECENT_KEY = "concord.search.recent";
  var RECENT_MAX = 8;
  // Pages in the popover, each with its best moment (and the next when it costs no request): three, what an
  // 800-pixel window shows under the suggestions, the best of each kind first, so guidelines show beside talks.
  var POPOVER_PAGES = 3;
  var COMPLETIONS_MAX = 4;
  var KINDS = [
    { scope: "guidelines", kind: "guideline", label: S.guidelines || "Guidelines" },
    { scope: "sessions", kind: "session", label: S.sessions || "Sessions" },
  ];
  var TOKEN_LABELS = { platform: S.platform || "Platform", lang: S.language || "Language", designSystem: S.designSystem || "Design system",
    topic: S.topic || "Topic" };

  var state = {
    text: "",          // what is typed, without tokens
    tokens: [],        // [{key, value, label}]
    scope: "all",
    results: [],       // the engine's results for text + tokens (all kinds)
    suggestion: null,  // "did you mean"
    completions: [],
    open: false,
    active: -1,
    seq: 0,            // drops answers to older keystrokes
    pending: false,    // the answer shown lacks index parts still to load (see update)
  };
  var options = [];    // [{el, run}] in listbox order, for ↑/↓ and Enter
  var vocabulary = null; // token values, loaded on first use
  var returnFocus = null;

  function t(key, fallback) { return S[key] != null ? S[key] : fallback; }

  function addToken(token) {
    if (!state.tokens.some(function (x) { return sameToken(x, token); })) state.tokens.push(token);
  }

  /** Moves complete `key:value` words of `text` into the field's tokens; returns the rest. */
  function takeTokens(text, all) {
    var taken = extractTokens(text, all, vocabularyList(), state.tokens);
    state.tokens = taken.tokens;
    return taken.text;
  }

  // ------------------------------------------------------------ token vocabulary
  /** Filter values of the site (the manifest lists them): platforms, design systems, topics, languages. */
  function loadVocabulary() {
    if (vocabulary) return Promise.resolve(vocabulary);
    return engine.manifest().then(function (manifest) { vocabulary = tokenVocabulary(manifest); return vocabulary; })
      .catch(function () { vocabulary = []; return vocabulary; });
  }

  function vocabularyList() { return vocabulary || []; }

  // ------------------------------------------------------------ recent searches (local only)
  function loadRecent() {
    try { return parseRecent(window.localStorage.getItem(RECENT_KEY)); } catch (e) { return []; /* storage refused */ }
  }

  function saveRecent(list) {
    try { window.localStorage.setItem(RECENT_KEY, JSON.stringify(list.slice(0, RECENT_MAX))); } catch (e) { /* private mode: forget */ }
  }

  /** Called only when the person acts on a search: opens a result or presses Enter. */
  function remember() {
    var q = serialize(state.tokens, state.text);
    if (!state.text.trim()) return;
    saveRecent(withRecent(loadRecent(), q, RECENT_MAX));
  }

  function forget(q) { saveRecent(loadRecent().filter(function (x) { return x !== q; })); }

  // ------------------------------------------------------------ DOM: field additions and panel
  var tokensBox = form.querySelector(".search-tokens");
  var clearButton = form.querySelector(".search-clear");
  var cancelButton = form.querySelector(".search-cancel");

  var hint = el("span", "visually-hidden", t("searchKeysHint", ""));
  hint.id = "search-hint";
  var tokenSummary = el("span", "visually-hidden");
  tokenSummary.id = "search-token-summary";
  form.appendChild(hint);
  form.appendChild(tokenSummary);

  var live = el("div", "visually-hidden");
  live.setAttribute("role", "status");
  live.setAttribute("aria-live", "polite");
  live.setAttribute("aria-atomic", "true");
  live.id = "search-status";

  var panel = el("div", "search-panel" + (tab ? " search-panel-inline" : " search-popover"));
  panel.id = "search-panel";
  var scopeBar = el("div", "search-scopes segmented");
  scopeBar.setAttribute("role", "group");
  scopeBar.setAttribute("aria-label", t("searchScope", "Search scope"));
  var messageBox = el("div", "search-message");
  var listbox = el("div", "search-list");
  listbox.id = "search-listbox";
  listbox.setAttribute("role", "listbox");
  listbox.setAttribute("aria-label", t("searchResultsLabel", "Suggestions and results"));
  panel.appendChild(scopeBar);
  panel.appendChild(messageBox);
  panel.appendChild(listbox);

  if (tab) {
    tab.insertBefore(panel, tab.querySelector(".search-start"));
    tab.appendChild(live);
  } else {
    panel.hidden = true;
    form.appendChild(panel);
    body.appendChild(live);
  }

  input.setAttribute("role", "combobox");
  input.setAttribute("aria-autocomplete", "list");
  input.setAttribute("aria-expanded", "false");
  input.setAttribute("aria-controls", listbox.id);
  input.setAttribute("aria-describedby", "search-token-summary search-hint");

  var SCOPES = [{ scope: "all", label: t("scopeAll", "All") }].concat(KINDS.map(function (k) {
    return { scope: k.scope, kind: k.kind, label: t(k.scope === "guidelines" ? "scopeGuidelines" : "scopeSessions", k.label) };
  }));
  var scopeButtons = SCOPES.map(function (s) {
    var button = el("button", "segment");
    button.type = "button";
    button.setAttribute("data-scope", s.scope);
    button.appendChild(el("span", "segment-label", s.label));
    button.appendChild(el("span", "segment-count", "0"));
    button.addEventListener("click", function () { setScope(s.scope); input.focus(); });
    scopeBar.appendChild(button);
    return button;
  });

  // ------------------------------------------------------------ rendering
  function renderField() {
    tokensBox.textContent = "";
    state.tokens.forEach(function (token, i) {
      var chip = el("span", "search-token");
      chip.appendChild(el("span", "search-token-key", TOKEN_LABELS[token.key] || token.key));
      chip.appendChild(el("span", "search-token-value", token.label));
      var remove = el("button", "search-token-remove", "×");
      remove.type = "button";
      remove.tabIndex = -1;
      remove.setAttribute("aria-label", format(t("removeToken", "Remove the filter %s"), token.label));
      remove.addEventListener("click", function () { removeToken(i); });
      chip.appendChild(remove);
      tokensBox.appendChild(chip);
    });
    tokenSummary.textContent = state.tokens.map(function (x) {
      return format(t("searchFilterToken", "%s: %s"), TOKEN_LABELS[x.key], x.label);
    }).join(", ");
    var scope = SCOPES.filter(function (s) { return s.scope === state.scope; })[0];
    input.placeholder = state.scope === "all" ? t("searchPlaceholder", "Search") : format(t("searchPlaceholderScoped", "Search %s"), scope.label);
    clearButton.hidden = !(input.value || state.tokens.length);
    form.classList.toggle("has-tokens", state.tokens.length > 0);
  }

  function beginGroup(id, label, action) {
    var group = el("div", "search-group");
    group.setAttribute("role", "group");
    group.setAttribute("aria-labelledby", "search-group-" + id);
    var head = el("div", "search-group-head");
    head.setAttribute("role", "presentation");
    var title = el("span", "search-group-title", label);
    title.id = "search-group-" + id;
    head.appendChild(title);
    if (action) head.appendChild(action);
    group.appendChild(head);
    listbox.appendChild(group);
    return group;
  }

  function addOption(group, node, run, extraClass) {
    node.classList.add("search-option");
    if (extraClass) node.classList.add(extraClass);
    node.id = "search-option-" + options.length;
    node.setAttribute("role", "option");
    node.setAttribute("aria-selected", "false");
    if (node.tagName === "A") node.tabIndex = -1;
    var index = options.length;
    node.addEventListener("mousemove", function () { if (state.active !== index) setActive(index, false); });
    node.addEventListener("click", function (event) {
      if (event.defaultPrevented) return;
      if (node.tagName === "A" && (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0)) { remember(); return; }
      event.preventDefault();
      run();
    });
    group.appendChild(node);
    options.push({ el: node, run: run });
    return node;
  }

  function queryNode(q) {
    var span = el("span", "search-option-text");
    var parts = splitQuery(q);
    parts.tokens.forEach(function (x) { span.appendChild(el("span", "search-token search-token-static", x.label)); });
    span.appendChild(document.createTextNode(parts.text));
    return span;
  }

  /** Splits a stored query into tokens and text without touching the field. */
  function splitQuery(q) { return extractTokens(q, true, vocabularyList(), []); }

  function renderStart() {
    var recent = loadRecent().slice(0, tab ? RECENT_MAX : 5);
    if (recent.length) {
      var clear = el("button", "search-clear-recent", t("clearRecent", "Clear"));
      clear.type = "button";
      clear.setAttribute("aria-label", t("clearRecent", "Clear") + " — " + t("recentSearches", "Recent searches"));
      clear.addEventListener("click", function () { saveRecent([]); render(); input.focus(); });
      var group = beginGroup("recent", t("recentSearches", "Recent searches"), clear);
      recent.forEach(function (q) {
        var row = el("div");
        row.appendChild(icon("recent"));
        row.appendChild(queryNode(q));
        var remove = el("button", "search-recent-remove", "×");
        remove.type = "button";
        remove.tabIndex = -1;
        remove.title = format(t("removeRecentItem", "Remove %s"), q);
        remove.setAttribute("aria-hidden", "true");
        remove.addEventListener("click", function (event) {
          event.preventDefault();
          event.stopPropagation();
          forget(q);
          render();
          input.focus();
        });
        row.appendChild(remove);
        addOption(group, row, function () { choose(q); }, "search-recent").setAttribute("data-query", q);
      });
    }
    var suggested = String(t("suggestedQueries", "")).split("|").filter(Boolean);
    if (suggested.length) {
      var sgroup = beginGroup("suggested", t("suggestedSearches", "Suggested searches"));
      suggested.forEach(function (q) {
        var row = el("div");
        row.appendChild(icon("search"));
        row.appendChild(el("span", "search-option-text", q));
        addOption(sgroup, row, function () { choose(q); }, "search-suggested");
      });
    }
  }

  function renderCompletions() {
    var tokens = tokenSuggestions(state.text, vocabularyList(), state.tokens);
    var completions = state.completions.filter(function (c) { return fold(c.text) !== fold(state.text.trim()); }).slice(0, COMPLETIONS_MAX);
    if (!tokens.length && !completions.length) return;
    var group = beginGroup("completions", t("searchCompletions", "Suggestions"));
    tokens.forEach(function (s) {
      var row = el("div");
      row.appendChild(icon("filter"));
      var chip = el("span", "search-token search-token-static", s.token.label);
      row.appendChild(chip);
      row.appendChild(el("span", "search-option-detail", TOKEN_LABELS[s.token.key]));
      addOption(group, row, function () { applyTokenSuggestion(s); }, "search-token-suggestion");
    });
    completions.forEach(function (c) {
      var row = el("div");
      row.appendChild(icon("search"));
      row.appendChild(completionNode(c.text));
      addOption(group, row, function () { choose(c.text); }, "search-completion");
    });
  }

  /** The typed part in regular weight, the predicted part in bold (the talk: keep people oriented). */
  function completionNode(text) {
    var span = el("span", "search-option-text");
    var n = typedLength(text, state.text);
    if (n) span.appendChild(el("span", "typed", text.slice(0, n)));
    span.appendChild(el("span", "predicted", text.slice(n)));
    return span;
  }

  function inScope(result) {
    var scope = SCOPES.filter(function (s) { return s.scope === state.scope; })[0];
    return !scope.kind || result.kind === scope.kind;
  }

  function resultHref(result) { return resultLink(root, result.url, serialize(state.tokens, state.text)); }

  function renderResults() {
    var shown = state.results.filter(inScope);
    groupByKind(shown).forEach(function (g) {
      var kind = KINDS.filter(function (k) { return k.kind === g.kind; })[0];
      var node = beginGroup("kind-" + g.kind, kind ? kind.label : g.kind);
      node.classList.add("search-results-group");
      var previous = null;
      // Brief results are counted, not shown: the engine loaded details for the pages the popover shows.
      g.items.filter(function (r) { return !r.brief; }).forEach(function (r) {
        var item = addOption(node, resultNode(r), function () { openResult(r); }, "search-result");
        // More hits on the same page read as a list under its title.
        if (previous === r.page) item.classList.add("search-result-more");
        previous = r.page;
      });
    });
    if (!tab && shown.length) {
      var more = beginGroup("more", t("showAllResults", "Show all results"));
      more.classList.add("search-more");
      var link = el("a", null, t("showAllResults", "Show all results"));
      link.href = searchPageURL();
      addOption(more, link, function () { remember(); window.location.href = link.href; }, "search-show-all");
    }
    return shown.length;
  }

  function resultNode(r) {
    var link = el("a");
    link.href = resultHref(r);
    if (r.lang && r.lang !== lang) link.lang = r.lang;
    var head = el("span", "search-result-head");
    var where = el("span", "search-result-where");
    where.appendChild(el("span", "search-result-title", r.title));
    if (r.section && r.section !== r.title) where.appendChild(el("span", "search-result-section", r.section));
    head.appendChild(where);
    link.appendChild(head);
    var row = el("span", "search-result-body");
    if (r.time != null) {
      var time = el("span", "search-result-time", formatTime(r.time));
      time.setAttribute("aria-hidden", "true");
      row.appendChild(time);
      row.appendChild(el("span", "visually-hidden", format(t("momentInTalk", "At %s"), formatTime(r.time)) + ": "));
    }
    var excerpt = el("span", "search-result-excerpt");
    excerpt.appendChild(excerptNodes(r.excerpt));
    row.appendChild(excerpt);
    link.appendChild(row);
    return link;
  }

  /** No blank screen: the exact query, a correction, and ways to widen the search. */
  function renderEmpty() {
    messageBox.appendChild(icon("empty"));
    messageBox.appendChild(el("p", "search-message-title", format(t("noResults", "No results for “%s”"), state.text.trim())));
    messageBox.appendChild(el("p", "search-message-hint", t("noResultsHint", "")));
    var fixes = [];
    if (state.suggestion) {
      fixes.push({ label: format(t("didYouMean", "Did you mean %s?"), state.suggestion), cls: "search-did-you-mean", run: function () { choose(serialize(state.tokens, state.suggestion)); } });
    }
    if (state.scope !== "all") {
      fixes.push({ label: t("tryWiderScope", "Search all categories"), cls: "search-widen", run: function () { setScope("all"); } });
    }
    state.tokens.forEach(function (x, i) {
      fixes.push({ label: format(t("removeToken", "Remove the filter %s"), x.label), cls: "search-remove-token", run: function () { removeToken(i); } });
    });
    if (!fixes.length) return;
    var group = beginGroup("fixes", t("searchCompletions", "Suggestions"));
    group.classList.add("search-fixes");
    fixes.forEach(function (f) {
      var row = el("div");
      row.appendChild(icon(f.cls === "search-did-you-mean" ? "search" : "widen"));
      row.appendChild(el("span", "search-option-text", f.label));
      addOption(group, row, f.run, f.cls);
    });
  }

  function renderScopes() {
    var counts = { all: state.results.length };
    KINDS.forEach(function (k) { counts[k.scope] = state.results.filter(function (r) { return r.kind === k.kind; }).length; });
    scopeButtons.forEach(function (button) {
      var scope = button.getAttribute("data-scope");
      button.setAttribute("aria-pressed", String(scope === state.scope));
      button.querySelector(".segment-count").textContent = String(counts[scope] || 0);
    });
  }

  var announceTimer = 0;
  function announce(message) {
    clearTimeout(announceTimer);
    // Wait for a pause in typing so screen readers are not flooded.
    announceTimer = setTimeout(function () { live.textContent = message; }, 250);
  }

  function optionKey(node) {
    return node.getAttribute("href") || node.getAttribute("data-query") || node.textContent;
  }

  function render() {
    // Answers to later keystrokes re-render the list: an option chosen with the arrow keys meanwhile stays
    // chosen (the same page, else the same row), so a fast typist's ArrowDown is not lost.
    var kept = state.active >= 0 && options[state.active] ? { key: optionKey(options[state.active].el), row: state.active } : null;
    listbox.textContent = "";
    listbox.setAttribute("aria-busy", String(!!state.pending));
    messageBox.textContent = "";
    options = [];
    state.active = -1;
    input.removeAttribute("aria-activedescendant");
    var typing = state.text.trim().length > 0;
    scopeBar.hidden = !typing;
    panel.classList.toggle("is-typing", typing);
    if (tab) document.querySelectorAll(".search-start").forEach(function (n) { n.hidden = typing; });
    if (!typing) {
      renderStart();
      live.textContent = "";
    } else {
      renderScopes();
      var found = state.results.filter(inScope).length;
      var suggestion = state.suggestion && found ? state.suggestion : null;
      if (!found && !state.pending) renderEmpty(); // the way out comes first, then what else could be meant
      renderCompletions();
      if (suggestion) {
        var group = beginGroup("did-you-mean", t("searchCompletions", "Suggestions"));
        group.classList.add("search-fixes");
        var row = el("div");
        row.appendChild(icon("search"));
        row.appendChild(el("span", "search-option-text", format(t("didYouMean", "Did you mean %s?"), suggestion)));
        addOption(group, row, function () { choose(serialize(state.tokens, suggestion)); }, "search-did-you-mean");
      }
      var count = renderResults();
      if (!state.pending || count) announce(count ? (count === 1 ? t("resultsCountOne", "1 result") : format(t("resultsCount", "%d results"), count))
                     : format(t("noResults", "No results for “%s”"), state.text.trim()));
    }
    messageBox.hidden = !messageBox.firstChild;
    input.setAttribute("aria-expanded", String(state.open && options.length > 0));
    if (kept && typing && options.length) {
      var same = options.findIndex(function (o) { return optionKey(o.el) === kept.key; });
      setActive(same >= 0 ? same : Math.min(kept.row, options.length - 1), false);
    }
  }

  // ------------------------------------------------------------ searching
  // Between keystrokes the engine answers from the index files already loaded, fetching nothing; what
  // a query still needs loads once typing pauses, so a fast typist costs what a pasted query costs. A pause is
  // 300 ms (Pagefind's UI waits as long): keys typed 80 ms apart on average come with gaps of 200 ms, which at
  // 160 ms loaded the parts and results of prefixes ("collection view" typed: 41 requests against 26 pasted).
  var LOAD_PAUSE_MS = 300;
  var loadTimer = 0;

  /** Searches what is in the box; `typing`: called for a keystroke, so loading waits for a pause. */
  function update(typing) {
    var seq = ++state.seq;
    var text = state.text;
    clearTimeout(loadTimer);
    renderField();
    if (!text.trim()) { state.results = []; state.completions = []; state.suggestion = null; state.pending = false; render(); return Promise.resolve(); }
    // Busy until an answer from every part the query needs is shown (assistive technology, and tests, wait on it).
    listbox.setAttribute("aria-busy", "true");
    var f = filtersOf(state.tokens);
    // A load begun at a pause stops fetching once the next key makes its query stale (the term shard already on
    // its way still arrives; the document chunks of a prefix's results are not fetched).
    function stale() { return seq !== state.seq; }
    function ask(loadedOnly) {
      return Promise.all([
        // The popover shows a few results per kind: display data loads for those, the rest are only counted.
        engine.search(text, { filters: f, limit: 50, loadedOnly: loadedOnly, stale: stale, detailsPerKind: tab ? undefined : POPOVER_PAGES, details: POPOVER_PAGES }),
        engine.complete(text, { limit: COMPLETIONS_MAX + 2, filters: f, loadedOnly: loadedOnly, stale: stale }).catch(function () { return []; }),
        loadedOnly ? null : loadVocabulary(),
      ]);
    }
    function show(answers, partial) {
      if (seq !== state.seq) return; // a newer keystroke already answered
      // Until the parts a query needs arrive, an empty answer keeps the last results up, not "no results".
      state.pending = partial;
      if (!partial || answers[0].length || !state.results.length) {
        state.results = answers[0] || [];
        state.completions = answers[1] || [];
      }
      state.suggestion = !partial && answers[0] && answers[0].suggestion && fold(answers[0].suggestion) !== fold(text.trim()) ? answers[0].suggestion : null;
      render();
      syncURL();
    }
    return ask(true).then(function (answers) {
      if (seq !== state.seq) return;
      var partial = !!(answers[0].partial || answers[1].partial);
      show(answers, partial);
      if (!partial) return;
      return new Promise(function (resolve) { loadTimer = setTimeout(resolve, typing ? LOAD_PAUSE_MS : 0); }).then(function () {
        if (seq !== state.seq) return;
        return ask(false).then(function (full) { show(full, false); });
      });
    }).catch(function () {
      if (seq !== state.seq) return;
      state.results = [];
      state.pending = false;
      render();
    });
  }

  function setQuery(q) {
    state.tokens = [];
    var text = takeTokens(q, true);
    input.value = text;
    state.text = text;
  }

  function choose(q) {
    setQuery(q);
    openPanel();
    input.focus();
    placeCaretAtEnd();
    return update();
  }

  function applyTokenSuggestion(s) {
    addToken({ key: s.token.key, value: s.token.value, label: s.token.label });
    var text = state.text.slice(0, state.text.length - s.typed.length).replace(/\s+$/, "");
    input.value = state.text = text ? text + " " : "";
    input.focus();
    placeCaretAtEnd();
    update();
  }

  function removeToken(i) {
    state.tokens.splice(i, 1);
    input.focus();
    update();
  }

  function setScope(scope) {
    state.scope = scope;
    renderField();
    render(); // no new search: the scope filters the results already here, instantly
    syncURL();
  }

  function placeCaretAtEnd() {
    var n = input.value.length;
    try { input.setSelectionRange(n, n); } catch (e) { /* not focusable yet */ }
  }

  function onInput(event) {
    if (event && event.isComposing) return; // wait for the IME to commit (pinyin)
    var text = takeTokens(input.value, false);
    if (text !== input.value) input.value = text;
    state.text = text;
    openPanel();
    update(true);
  }

  // ------------------------------------------------------------ opening and leaving
  function openResult(r) {
    remember();
    keepQueryInHistory();
    window.location.href = resultHref(r);
  }

  function searchPageURL() {
    var q = serialize(state.tokens, state.text);
    return searchPage + (q ? "?q=" + encodeURIComponent(q) : "") + (state.scope !== "all" ? (q ? "&" : "?") + "scope=" + state.scope : "");
  }

  /** Enter without a chosen option: a search the person acted on. */
  function submit() {
    state.text = takeTokens(input.value, true);
    input.value = state.text;
    if (!state.text.trim() && !state.tokens.length) return;
    remember();
    if (tab) { update(); return; }
    keepQueryInHistory();
    window.location.href = searchPageURL();
  }

  /** Back returns to this page with the search: put it in the current history entry. */
  function keepQueryInHistory() {
    if (tab) { syncURL(); return; }
    try {
      var url = new URL(window.location.href);
      url.searchParams.set("q", serialize(state.tokens, state.text));
      history.replaceState(history.state, "", url.href);
    } catch (e) { /* some file:// setups refuse; the search still opens */ }
  }

  /** The search tab keeps its query in the URL as it changes, so it can be shared and reloaded. */
  function syncURL() {
    if (!tab) return;
    try {
      var url = new URL(window.location.href);
      var q = serialize(state.tokens, state.text);
      if (q) url.searchParams.set("q", q); else url.searchParams.delete("q");
      if (state.scope !== "all") url.searchParams.set("scope", state.scope); else url.searchParams.delete("scope");
      if (url.href !== window.location.href) history.replaceState(history.state, "", url.href);
    } catch (e) { /* see keepQueryInHistory */ }
  }

  /** Search becomes active: the popover opens (the search tab's panel is always there). */
  function openPanel() {
    if (state.open) return;
    state.open = true;
    panel.hidden = false;
    form.classList.add("is-active");
    body.classList.add("search-active");
    cancelButton.hidden = false;
    placePanel();
    if (!state.text.trim()) render();
    input.setAttribute("aria-expanded", String(options.length > 0));
  }

  function closePanel() {
    if (!state.open) return;
    state.open = false;
    if (!tab) panel.hidden = true;
    form.classList.remove("is-active", "keyboard-open");
    body.classList.remove("search-active");
    cancelButton.hidden = true;
    setActive(-1);
    input.setAttribute("aria-expanded", "false");
  }

  /** Cancel / Escape: leave search and give the page back as it was. */
  function leaveSearch() {
    state.text = "";
    state.tokens = [];
    state.scope = "all";
    input.value = "";
    unmarkLanding();
    update();
    closePanel();
    syncURL();
    if (!tab) stripQueryFromURL();
    var target = returnFocus && document.contains(returnFocus) && returnFocus !== body ? returnFocus : document.getElementById("main");
    returnFocus = null;
    if (target && target !== input) target.focus({ preventScroll: true });
  }

  function stripQueryFromURL() {
    try {
      var url = new URL(window.location.href);
      if (!url.searchParams.has("q")) return;
      url.searchParams.delete("q");
      history.replaceState(history.state, "", url.href);
    } catch (e) { /* nothing to restore */ }
  }

  // ------------------------------------------------------------ keyboard
  function setActive(index, scroll) {
    if (state.active >= 0 && options[state.active]) options[state.active].el.setAttribute("aria-selected", "false");
    state.active = index;
    if (index < 0 || !options[index]) { input.removeAttribute("aria-activedescendant"); return; }
    var node = options[index].el;
    node.setAttribute("aria-selected", "true");
    input.setAttribute("aria-activedescendant", node.id);
    if (scroll !== false) node.scrollIntoView({ block: "nearest" });
  }

  function move(step) {
    if (!options.length) return;
    openPanel();
    var next = state.active + step;
    if (next >= options.length) next = 0;
    if (next < -1) next = options.length - 1;
    if (next === -1 && step < 0 && state.active === -1) next = options.length - 1;
    setActive(next);
  }

  function onKeyDown(event) {
    if (event.isComposing || event.keyCode === 229) return; // the IME owns these keys
    var key = event.key;
    if (key === "ArrowDown" || key === "ArrowUp") {
      event.preventDefault();
      move(key === "ArrowDown" ? 1 : -1);
    } else if (key === "Enter") {
      event.preventDefault();
      if (state.active >= 0 && options[state.active]) options[state.active].run();
      else submit();
    } else if (key === "Escape") {
      event.preventDefault();
      leaveSearch();
    } else if (key === "Backspace" && input.selectionStart === 0 && input.selectionEnd === 0 && state.tokens.length) {
      event.preventDefault();
      removeToken(state.tokens.length - 1);
    } else if (key === "Delete" && state.active >= 0 && options[state.active].el.classList.contains("search-recent")) {
      event.preventDefault();
      var index = state.active;
      forget(options[index].el.getAttribute("data-query"));
      render();
      setActive(Math.min(index, options.length - 1));
    }
  }

  /** `/` and Ctrl/⌘-K focus search from anywhere. */
  function onGlobalKey(event) {
    var commandK = (event.key === "k" || event.key === "K") && (event.metaKey || event.ctrlKey) && !event.altKey;
    var slash = event.key === "/" && !event.metaKey && !event.ctrlKey && !event.altKey && !isEditable(event.target);
    if (!commandK && !slash) return;
    event.preventDefault();
    focusSearch();
  }

  function focusSearch() {
    if (document.activeElement !== input && !form.contains(document.activeElement)) returnFocus = document.activeElement;
    input.focus();
    input.select();
    openPanel();
  }

  // ------------------------------------------------------------ placement (narrow windows)
  /** Keeps the bottom field above the on-screen keyboard and the panel above the field. */
  function placePanel() {
    var vv = window.visualViewport;
    var inset = vv ? Math.max(0, window.innerHeight - vv.height - vv.offsetTop) : 0;
    var lifted = narrow.matches && state.open && inset > 0;
    form.style.setProperty("--keyboard-inset", Math.round(inset) + "px");
    form.classList.toggle("keyboard-open", lifted);
    if (narrow.matches && !tab) {
      var top = form.querySelector(".search-box").getBoundingClientRect().top;
      form.style.setProperty("--panel-bottom", Math.max(0, Math.round(window.innerHeight - top + 8)) + "px");
    }
  }

  // ------------------------------------------------------------ landing on a result
  var landingMarks = [];

  function unmarkLanding() {
    unmark(landingMarks);
    landingMarks = [];
  }

  /** Opened from a result: highlight the matched words in the section and bring the first into view. */
  function land(q) {
    var id = window.location.hash.slice(1);
    var target = null;
    try { target = id && document.getElementById(decodeURIComponent(id)); } catch (e) { target = null; }
    var main = document.getElementById("main");
    var here = window.location.pathname.split("/").slice(-2).join("/") + window.location.hash;
    var parts = splitQuery(q);
    return engine.search(parts.text, { filters: filtersOf(parts.tokens), limit: 50 }).catch(function () { return []; }).then(function (results) {
      var result = (results || []).filter(function (r) { return decodeURI(here).slice(-r.url.length) === r.url; })[0];
      var re = landingPattern(landingWords(parts.text, result));
      if (!re) return;
      landingMarks = markText(target || main, re);
      var first = landingMarks[0];
      if (first && target) first.scrollIntoView({ block: "center", behavior: reducedMotion.matches ? "auto" : "smooth" });
    });
  }

  // ------------------------------------------------------------ wiring
  input.addEventListener("input", onInput);
  input.addEventListener("compositionend", onInput);
  input.addEventListener("keydown", onKeyDown);
  input.addEventListener("focus", function () { openPanel(); loadVocabulary(); });
  form.addEventListener("submit", function (event) { event.preventDefault(); submit(); });
  form.addEventListener("focusin", function (event) {
    if (!form.contains(event.relatedTarget) && event.relatedTarget !== null && !panel.contains(event.relatedTarget)) returnFocus = event.relatedTarget;
  });
  clearButton.addEventListener("click", function () {
    input.value = "";
    state.text = "";
    state.tokens = [];
    input.focus();
    update();
  });
  cancelButton.addEventListener("click", leaveSearch);
  // Clicks in the panel keep focus in the field (the combobox keeps focus; options are not tab stops).
  panel.addEventListener("mousedown", function (event) {
    if (!event.target.closest("input, textarea")) event.preventDefault();
  });
  form.querySelector(".search-box").addEventListener("mousedown", function (event) {
    if (event.target !== input) { event.preventDefault(); input.focus(); }
  });
  document.addEventListener("focusout", function () {
    // After focus settles: close the popover when focus left the field and the panel.
    setTimeout(function () {
      var active = document.activeElement;
      if (tab || form.contains(active) || panel.contains(active)) return;
      closePanel();
    }, 0);
  });
  document.addEventListener("mousedown", function (event) {
    if (!tab && state.open && !form.contains(event.target)) { closePanel(); input.blur(); }
  });
  document.addEventListener("keydown", onGlobalKey);
  if (window.visualViewport) {
    window.visualViewport.addEventListener("resize", placePanel);
    window.visualViewport.addEventListener("scroll", placePanel);
  }
  window.addEventListener("resize", placePanel);
  window.addEventListener("popstate", restoreFromURL);

  /** The query in the URL: on the search tab it is the search; elsewhere the page was opened from one. */
  function restoreFromURL() {
    var params = new URLSearchParams(window.location.search);
    var q = params.get("q") || "";
    var scope = params.get("scope");
    state.scope = SCOPES.some(function (s) { return s.scope === scope; }) ? scope : "all";
    return loadVocabulary().then(function () {
      setQuery(q);
      var backForward = (performance.getEntriesByType && (performance.getEntriesByType("navigation")[0] || {}).type) === "back_forward";
      if (tab) {
        // A dedicated search area starts focused (HIG), except on phones where the keyboard would hide it.
        if (!narrow.matches) input.focus({ preventScroll: true });
        panel.hidden = false;
        return update();
      }
      renderField();
      unmarkLanding();
      if (!q) return;
      if (backForward) { input.focus({ preventScroll: true }); openPanel(); update(); }
      return land(q);
    });
  }

  renderField();
  restoreFromURL();

  // For the browser tests and tools: the same checks a person makes, without reaching into state.
  window.ConcordSearchUI = { ready: true };
}

startSearchInterface();

"""Typing cost in a real browser (issue 18): a query typed at 80 ms a key loads the index parts a pasted
query loads, no more; the list follows every keystroke and never flashes "no results" while parts load."""
import time

import pytest
from playwright.sync_api import expect

FIELD = "#search-input"
# The service worker precaches index files in the background; these tests count what the page itself loads.
NO_WORKER = {"service_workers": "block"}
RESULTS = "#search-listbox .search-result"


def index_requests(page):
    """Index files the page fetches from now on (the search folder: manifest, meta, chunks, shards)."""
    seen = []
    page.on("request", lambda r: seen.append(r.url.split("/search/", 1)[1]) if "/search/" in r.url else None)
    return seen


def type_steadily(page, text, ms):
    """Types `text` one key every `ms` milliseconds of the page's clock. The page's timers run on a paused clock that
    only the test moves (Playwright's fake clock), so a busy machine delaying a keystroke cannot turn it into a pause
    in typing. Installed but not paused, the fake clock follows real time, and a slow keystroke let the search box's
    loading pause fire for a prefix."""
    # Paused a minute ahead: the fake clock runs on in real time between the two calls, and pausing in its past fails.
    now = time.time()
    page.clock.install(time=now)
    page.clock.pause_at(now + 60)
    for key in text:
        page.keyboard.type(key)
        page.clock.run_for(ms)
    # The pause after the last key: what the query still needs loads now. The last key's first answer may come
    # after a busy machine's delay, so the clock moves on until the list is no longer busy.
    for _ in range(50):
        page.clock.run_for(200)
        if page.locator("#search-listbox").get_attribute("aria-busy") == "false":
            break
        page.wait_for_timeout(100)


def settle(page, query):
    page.wait_for_function("q => window.ConcordSearchUI && document.querySelector('#search-input').value === q", arg=query)
    expect(page.locator(RESULTS).first).to_be_visible()
    page.wait_for_timeout(600)  # past the loading pause and any late request


@pytest.mark.parametrize("query", ["placeholder text", "search suggestions", "scope"])
def test_typing_at_80_ms_a_key_loads_what_pasting_loads(open_page, http_root, query):
    typed_page = open_page(http_root + "en/index.html", **NO_WORKER)
    typed = index_requests(typed_page)
    typed_page.locator(FIELD).click()
    type_steadily(typed_page, query, 80)
    settle(typed_page, query)
    typed_urls = sorted(typed_page.locator(RESULTS).evaluate_all("els => els.map(e => e.getAttribute('href'))"))

    pasted_page = open_page(http_root + "en/index.html", **NO_WORKER)
    pasted = index_requests(pasted_page)
    pasted_page.locator(FIELD).click()
    pasted_page.keyboard.insert_text(query)
    settle(pasted_page, query)
    pasted_urls = sorted(pasted_page.locator(RESULTS).evaluate_all("els => els.map(e => e.getAttribute('href'))"))

    assert pasted, "pasting loads the parts the query needs"
    assert sorted(set(typed)) == sorted(set(pasted)), f"typed {sorted(set(typed) - set(pasted))} more"
    assert len(typed) == len(set(typed)), "each part is requested once"
    assert typed_urls == pasted_urls


def test_a_page_loads_only_the_search_manifest_until_someone_searches(open_page, http_root):
    # The token vocabulary (platforms, design systems) comes from the manifest: no language's files load
    # until a query needs them.
    page = open_page(http_root + "en/search-fields.html", **NO_WORKER)
    seen = index_requests(page)
    page.reload()
    page.wait_for_function("window.ConcordSearchUI && window.ConcordSearchUI.ready")
    page.locator(FIELD).click()
    page.wait_for_timeout(500)
    # The manifest once, by the page's own script tag: the search box, which starts before it runs, waits for it.
    assert seen == ["manifest.js"]
    page.keyboard.type("mac", delay=80)
    expect(page.locator(".search-token-suggestion", has_text="macOS")).to_be_visible()


def test_results_follow_keystrokes_without_flashing_no_results(open_page, http_root):
    page = open_page(http_root + "en/index.html", **NO_WORKER)
    page.evaluate("""() => {
        window.__flashes = [];
        new MutationObserver(() => {
            const t = document.querySelector('.search-message-title');
            if (t && t.textContent) window.__flashes.push(document.querySelector('#search-input').value + ' → ' + t.textContent);
        }).observe(document.body, { subtree: true, childList: true, characterData: true });
    }""")
    page.locator(FIELD).click()
    type_steadily(page, "placeholder", 80)
    settle(page, "placeholder")
    assert page.evaluate("window.__flashes") == []
    # Once the parts are here, each further keystroke is answered from them at once.
    page.keyboard.press("Backspace")
    page.keyboard.press("Backspace")
    expect(page.locator(RESULTS).first).to_be_visible()
    marks = page.locator(f"{RESULTS} mark").all_inner_texts()
    assert marks and all(m.lower().startswith("placehold") for m in marks)

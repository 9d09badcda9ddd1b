"""The built site as a static host serves it (`concord serve --static`, at the sub-path /docs/, with
`Content-Security-Policy: default-src 'self'`): every page loads with no CSP violation; the service worker
precaches only the shell and the search index on the first visit and caches pages as they are read; the
reader clicks "Make … available offline" (size in MB shown first, then progress) and with the network switched
off every page, the parallel view, the captions and search still work; a rebuilt site replaces the old cache
and downloads the chosen languages again. And from disk (file://) nothing tries to register the worker."""
import re
import os
import pathlib
import shutil
import subprocess
import time

import pytest
from concord_serve import CONCORD, Serve

ROOT = pathlib.Path(__file__).resolve().parents[2]
SITE = pathlib.Path(os.environ.get("CONCORD_SITE", ROOT / "_site")).resolve()

VIOLATIONS = """
window.__violations = [];
document.addEventListener("securitypolicyviolation", function (e) {
  window.__violations.push(e.violatedDirective + " " + (e.blockedURI || "inline"));
});
"""

SEARCH = """async ([query, lang]) => {
  const engine = ConcordSearch.open({ base: document.body.getAttribute("data-root"), lang: lang });
  const results = await engine.search(query);
  const completions = await engine.complete(query.slice(0, 3));
  return { urls: results.map(r => r.url), completions: completions.length };
}"""


@pytest.fixture(scope="module")
def host():
    if not (SITE / "index.html").exists():
        pytest.fail(f"no built site at {SITE}: run `concord build` or set CONCORD_SITE")
    serve = Serve("--static", "--base-path", "/docs/", "--output", str(SITE), start_timeout=60)
    yield serve
    serve.stop()


@pytest.fixture
def context(browser):
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    context.add_init_script(VIOLATIONS)
    yield context
    context.close()


def watch(page, errors):
    page.on("pageerror", lambda e: errors.append(f"{page.url}: {e}"))
    page.on("console", lambda m: m.type == "error" and errors.append(f"{page.url}: {m.text}"))
    return page


def test_every_page_loads_under_the_strict_policy(host, context):
    errors = []
    page = watch(context.new_page(), errors)
    pages = sorted(p.relative_to(SITE).as_posix() for p in SITE.rglob("*.html"))
    assert len(pages) > 15
    for path in pages:
        response = page.goto(host.url + path)
        assert response.headers["content-security-policy"] == "default-src 'self'"
        page.wait_for_load_state("load")
        assert page.evaluate("window.__violations") == [], path
    # Search loads its index files by <script>: allowed by script-src 'self'. Typing into the field runs the
    # search interface (whatever it draws must stay within the policy too).
    for path, query in [("en/index.html", "placeholder"), ("zh-Hans/search.html?q=搜索", "搜索栏")]:
        page.goto(host.url + path)
        assert page.evaluate(SEARCH, [query, path[:path.index("/")]])["urls"]
        field = page.locator(".search-input").first
        if field.count():
            field.fill(query)
            page.wait_for_timeout(500)
            page.keyboard.press("ArrowDown")
        assert page.evaluate("window.__violations") == [], path
    assert page.evaluate("document.cookie") == ""
    assert errors == []


def make_offline(page, name):
    """Clicks the footer's "Make NAME available offline" and waits for the download to finish."""
    item = page.locator("[data-offline] li").filter(has_text=name)
    button = item.get_by_role("button")
    button.wait_for(state="visible", timeout=60000)
    # The size is shown before anything is downloaded.
    assert re.search(r"\(\d+\.\d (MB|Mo)\)", button.inner_text()), button.inner_text()
    button.click()
    item.get_by_role("button").wait_for(state="detached", timeout=60000)
    assert "available offline" in item.inner_text()


def test_service_worker_makes_every_page_and_search_available_offline(host, context):
    errors = []
    page = watch(context.new_page(), errors)
    page.goto(host.url + "en/index.html")
    page.wait_for_selector("[data-offline]", state="visible", timeout=60000)
    caches = page.evaluate("caches.keys()")
    assert caches and all(key.startswith(f"concord {host.url} ") for key in caches) and len(caches) == 1
    # The worker's scope is the sub-path, found relative to the page.
    assert page.evaluate("navigator.serviceWorker.getRegistration().then(r => r.scope)") == host.url
    # Only the shell is precached: a page is cached when it is read, not before.
    cached = page.evaluate("async () => { const c = await caches.open((await caches.keys())[0]); return (await c.keys()).map(r => r.url); }")
    assert host.url + "en/index.html" in cached and host.url + "search/manifest.js" in cached
    assert host.url + "en/path-controls.html" not in cached
    assert not any("/captions/" in u for u in cached)
    page.goto(host.url + "en/page-controls.html")
    page.wait_for_load_state("load")
    context.set_offline(True)
    try:
        page.goto(host.url + "en/page-controls.html")
        assert page.locator("h1").inner_text() == "Page controls", "a page read once reads again offline"
        page.goto(host.url + "en/path-controls.html")
        assert "Page not found" in page.locator("h1").inner_text(), "an unread page is not precached"
    finally:
        context.set_offline(False)

    page.goto(host.url + "en/index.html")
    page.wait_for_selector("[data-offline]", state="visible", timeout=60000)
    make_offline(page, "English")
    make_offline(page, "简体中文")
    assert page.locator(".offline-status").is_visible()

    pages = sorted(p.relative_to(SITE).as_posix() for p in SITE.rglob("*.html") if p.name != "404.html")
    context.set_offline(True)
    try:
        # Every page of both languages; the folder URL; a search result link with a query.
        for path in pages:
            page.goto(host.url + path)
            assert page.locator("h1").count() >= 1 and "Page not found" not in page.locator("h1").first.inner_text(), path
            assert page.locator("link[rel=stylesheet]").evaluate("l => l.sheet !== null"), f"{path}: no stylesheet"
        for path, heading in [("", None), ("en/search-fields.html?q=scope#scope-controls-and-tokens", "Search fields")]:
            page.goto(host.url + path)
            if heading:
                assert page.locator("h1").inner_text() == heading
        # The captions load on demand, offline too.
        page.goto(host.url + "en/design-intuitive-search-experiences.html")
        page.get_by_role("button", name="Captions").click()
        page.locator("#c1").wait_for(state="visible", timeout=10000)
        assert page.locator(".session-captions").is_visible()
        page.goto(host.url + "zh-Hans/search-fields.html")
        assert page.locator("html").get_attribute("lang") == "zh-Hans"
        page.goto(host.url + "zh-Hans/search-fields.parallel.html")
        assert page.locator("table.parallel-table tbody tr").count() > 20
        # Language switch offline.
        page.goto(host.url + "en/search-fields.html")
        page.locator("a.lang-link[hreflang=zh-Hans]").click()
        page.wait_for_load_state()
        assert page.locator("html").get_attribute("lang") == "zh-Hans"
        # Search: index files, suggestions.
        found = page.evaluate(SEARCH, ["搜索", "zh-Hans"])
        assert found["urls"] and found["completions"] > 0
        page.goto(host.url + "en/search.html")
        found = page.evaluate(SEARCH, ["placeholder", "en"])
        assert any("search-fields" in url for url in found["urls"])
        # The search interface: type, get results, open one, all offline; the query is remembered.
        page.goto(host.url + "en/path-controls.html")
        page.locator("#search-input").click()
        page.keyboard.type("placeholder")
        result = page.locator("#search-listbox .search-result").first
        result.wait_for(state="visible", timeout=10000)
        result.click()
        page.wait_for_load_state()
        assert "/docs/en/" in page.url and page.locator("h1").count() == 1
        assert "placeholder" in page.evaluate("JSON.stringify(localStorage)")
        page.goto(host.url + "zh-Hans/search.html")
        page.locator("#search-input").click()
        page.keyboard.type("搜索")
        page.locator("#search-listbox .search-result").first.wait_for(state="visible", timeout=10000)
        # An unknown page offline gets the cached 404 page.
        page.goto(host.url + "en/no-such-page.html")
        assert "Page not found" in page.locator("h1").inner_text()
        assert page.evaluate("window.__violations") == []
    finally:
        context.set_offline(False)
    # The two pages asked for offline that were never cached: the worker answers with the 404 page.
    assert [e for e in errors if "no-such-page" not in e and "path-controls.html: Failed to load resource" not in e] == []


def test_a_rebuilt_site_replaces_the_old_cache(browser, tmp_path):
    project = tmp_path / "project"
    for folder in ("Content", "Templates", "Public"):
        shutil.copytree(ROOT / folder, project / folder)

    def build():
        subprocess.run([str(CONCORD), "build", "--quiet"], cwd=project, check=True)

    build()
    serve = Serve("--static", "--base-path", "/site/", cwd=project)
    context = browser.new_context()
    try:
        page = context.new_page()
        page.goto(serve.url + "en/material-search.html")
        page.wait_for_selector("[data-offline]", state="visible", timeout=60000)
        make_offline(page, "English")
        first = page.evaluate("caches.keys()")
        assert len(first) == 1
        with open(project / "Content" / "002_c203bf4371bcd144.txt", "a") as f:
            f.write("\nA paragraph added after the first visit.\n")
        build()
        page.evaluate("navigator.serviceWorker.getRegistration().then(r => r.update())")
        # The new worker installs into a new cache, then deletes the old one when it takes over.
        deadline = time.time() + 60
        while (keys := page.evaluate("caches.keys()")) == first or len(keys) != 1:
            assert time.time() < deadline, f"caches stayed {keys}"
            page.wait_for_timeout(200)
        assert keys[0].startswith(f"concord {serve.url} ")
        # The new version downloads the languages the reader chose again; cache-first, offline too.
        deadline = time.time() + 60
        while not page.evaluate("async () => !!(await (await caches.open((await caches.keys())[0])).match('" + serve.url + "en/material-search.html'))"):
            assert time.time() < deadline, "the chosen language was not downloaded again"
            page.wait_for_timeout(200)
        context.set_offline(True)
        page.goto(serve.url + "en/material-search.html")
        assert "A paragraph added after the first visit." in page.locator("main").inner_text()
    finally:
        context.close()
        serve.stop()


def test_from_disk_nothing_registers_a_worker(browser):
    context = browser.new_context()
    errors = []
    page = watch(context.new_page(), errors)
    page.goto((SITE / "en" / "search-fields.html").as_uri())
    page.wait_for_load_state("load")
    assert page.locator(".offline-status").is_hidden()
    assert page.locator("[data-offline]").is_hidden()
    page.locator("a.lang-link[hreflang=zh-Hans]").click()
    page.wait_for_load_state()
    assert page.locator("html").get_attribute("lang") == "zh-Hans"
    assert page.evaluate(SEARCH, ["搜索", "zh-Hans"])["urls"]
    assert errors == []
    context.close()

"""The built site as a static host serves it (`concord serve --static`, at the sub-path /docs/, with
`Content-Security-Policy: default-src 'self'`): every page loads with no CSP violation; the service worker
precaches the site on the first visit, shows "Available offline", and with the network switched off every
page, the parallel view, the transcript and search still work; a rebuilt site replaces the old cache. And
from disk (file://) nothing tries to register the worker."""
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


def test_service_worker_makes_every_page_and_search_available_offline(host, context):
    errors = []
    page = watch(context.new_page(), errors)
    page.goto(host.url + "en/index.html")
    page.wait_for_selector(".offline-status", state="visible", timeout=60000)
    assert page.locator(".offline-status").inner_text() != ""
    caches = page.evaluate("caches.keys()")
    assert caches and all(key.startswith(f"concord {host.url} ") for key in caches) and len(caches) == 1
    # The worker's scope is the sub-path, found relative to the page.
    assert page.evaluate("navigator.serviceWorker.getRegistration().then(r => r.scope)") == host.url

    context.set_offline(True)
    try:
        # Pages never visited, in both languages; the folder URL; a search result link with a query.
        for path, heading in [("zh-Hans/search-fields.html", None), ("en/path-controls.html", "Path controls"),
                              ("", None), ("en/search-fields.html?q=scope#scope-controls-and-tokens", "Search fields")]:
            page.goto(host.url + path)
            if heading:
                assert page.locator("h1").inner_text() == heading
            assert page.locator("link[rel=stylesheet]").evaluate("l => l.sheet !== null"), f"{path}: no stylesheet"
        page.goto(host.url + "zh-Hans/search-fields.html")
        assert page.locator("html").get_attribute("lang") == "zh-Hans"
        page.goto(host.url + "zh-Hans/search-fields.parallel.html")
        assert page.locator("table.parallel-table tbody tr").count() > 20
        page.goto(host.url + "en/design-intuitive-search-experiences.html")
        page.get_by_role("button", name="Captions").click()
        assert page.locator(".session-captions").is_visible()
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
    assert [e for e in errors if "no-such-page" not in e] == []


def test_a_rebuilt_site_replaces_the_old_cache(browser, tmp_path):
    project = tmp_path / "project"
    for folder in ("Content", "Templates", "Public"):
        shutil.copytree(ROOT / folder, project / folder)

    def build():
        subprocess.run([str(CONCORD), "build", "--quiet", "--no-compress"], cwd=project, check=True)

    build()
    serve = Serve("--static", "--base-path", "/site/", cwd=project)
    context = browser.new_context()
    try:
        page = context.new_page()
        page.goto(serve.url + "en/material-search.html")
        page.wait_for_selector(".offline-status", state="visible", timeout=60000)
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
        # Cache-first: the new version serves the new page, offline too.
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
    page.locator("a.lang-link[hreflang=zh-Hans]").click()
    page.wait_for_load_state()
    assert page.locator("html").get_attribute("lang") == "zh-Hans"
    assert page.evaluate(SEARCH, ["搜索", "zh-Hans"])["urls"]
    assert errors == []
    context.close()

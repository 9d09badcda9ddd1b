"""No script injection: a site built from Tests/Fixtures/hostile-site, whose titles, headings, paragraphs, captions,
glossary terms, file names and search text all try to run script (each payload sets window.pwned), must render all
of it as inert text: in pages, the parallel view, search results, completions, suggestions and recent searches,
and sitemap.xml. Raw HTML in Markdown is dropped unless concord.yml says `allowRawHTML: true`.

Self-contained: builds its own sites with .build/debug/concord (run `swift build` first)."""
import html.parser
import json
import pathlib
import re
import shutil
import subprocess
import xml.etree.ElementTree as ET

import pytest
from packed import unpack

ROOT = pathlib.Path(__file__).resolve().parents[2]
CONCORD = ROOT / ".build" / "debug" / "concord"
HOSTILE = ROOT / "Tests" / "Fixtures" / "hostile-site"

# Installed before any page script: alert and friends record instead of blocking, and a sentinel proves the
# page's own scripts ran (so "nothing set window.pwned" means something).
GUARD = """
window.__alerts = [];
window.alert = window.confirm = window.prompt = function (m) { window.__alerts.push(String(m)); };
window.__guard = true;
"""
QUERIES = ["pwned", "script", "onerror", "svg onload", "search field", "<img src=x", "\"><svg", "javascript", "搜索栏"]



def settled(page):
    """Waits until the search list has answered from every part the query needs (typing waits 300 ms before
    loading what it lacks)."""
    page.wait_for_timeout(50)
    page.wait_for_function("() => document.querySelector('#search-listbox').getAttribute('aria-busy') !== 'true'", timeout=10000)


def build(content, output):
    if not CONCORD.exists():
        pytest.fail(f"no {CONCORD}: run `swift build` first")
    result = subprocess.run([str(CONCORD), "build", "--quiet", "--content", str(content), "--output", str(output),
                             "--templates", str(ROOT / "Templates"), "--public", str(ROOT / "Public")],
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    return output


@pytest.fixture(scope="module")
def site(tmp_path_factory):
    return build(HOSTILE, tmp_path_factory.mktemp("hostile") / "site")


@pytest.fixture(scope="module")
def raw_site(tmp_path_factory):
    """The same content with raw HTML explicitly allowed."""
    content = tmp_path_factory.mktemp("hostile-raw") / "content"
    shutil.copytree(HOSTILE, content)
    manifest = content / "concord.yml"
    manifest.write_text(manifest.read_text(encoding="utf-8") + "allowRawHTML: true\n", encoding="utf-8")
    return build(content, content.parent / "site")


@pytest.fixture
def page(browser):
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    context.add_init_script(GUARD)
    page = context.new_page()
    yield page
    context.close()


def pages(site):
    return sorted(p for p in site.rglob("*.html"))


class Inspector(html.parser.HTMLParser):
    """Collects everything in a page that could run script."""
    DANGEROUS_SCHEMES = ("javascript:", "vbscript:", "data:text/html")
    URL_ATTRIBUTES = {"href", "src", "action", "formaction", "xlink:href", "poster", "srcdoc"}

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.problems = []
        self.in_script = False

    def handle_starttag(self, tag, attrs):
        for name, value in attrs:
            if name.startswith("on"):
                self.problems.append(f"<{tag} {name}=…>")
            if name in self.URL_ATTRIBUTES and value:
                cleaned = re.sub(r"[\x00-\x20]", "", value).lower()
                if cleaned.startswith(self.DANGEROUS_SCHEMES):
                    self.problems.append(f"<{tag} {name}={value!r}>")
        if tag == "script":
            if not dict(attrs).get("src"):
                self.problems.append("inline <script>")
            self.in_script = True
        if tag in ("iframe", "object", "embed", "base", "form") and tag != "form":
            self.problems.append(f"<{tag}>")
        if tag == "meta" and (dict(attrs).get("http-equiv") or "").lower() == "refresh":
            self.problems.append("<meta http-equiv=refresh>")

    def handle_endtag(self, tag):
        if tag == "script":
            self.in_script = False

    def handle_data(self, data):
        if self.in_script and data.strip():
            self.problems.append("script content")


def test_the_hostile_site_has_every_kind_of_page(site):
    names = {p.relative_to(site).as_posix() for p in pages(site)}
    for expected in ["index.html", "en/hostile-guide.html", "zh-Hans/hostile-guide.html", "en/hostile-guide.parallel.html",
                     "en/glossary.html", "en/search.html"]:
        assert expected in names
    assert any("talk-id" in n for n in names), names          # the transcript whose id is markup
    assert any("txt-title" in n for n in names), names        # the plain-text file with a hostile name and title
    assert (site / "sitemap.xml").exists()


def test_no_page_contains_anything_that_can_run_script(site):
    problems = {}
    for path in pages(site):
        inspector = Inspector()
        inspector.feed(path.read_text(encoding="utf-8"))
        if inspector.problems:
            problems[path.relative_to(site).as_posix()] = inspector.problems
    assert problems == {}


def test_hostile_text_is_shown_as_text_not_dropped(site, page):
    page.goto((site / "en/hostile-guide.html").as_uri())
    assert "<svg onload=" in page.locator("main h1").inner_text()
    assert "<script>window.pwned='title script'</script>" in page.title()
    assert "<script>window.pwned='code'</script>" in page.locator("main").inner_text()   # inline code keeps its text
    # In Markdown, raw HTML is dropped (see below); in plain text, captions and the glossary it is shown as text.
    page.goto(next(site.glob("en/*txt-title*.html")).as_uri())
    assert "<script>window.pwned='txt title'</script>" in page.locator("main h1").inner_text()
    assert "Scope <svg onload=" in " ".join(page.locator("main h2").all_inner_texts())
    page.goto(next(site.glob("en/*talk-id*.html")).as_uri())
    assert "<svg onload=window.pwned='talk id'>" in page.locator("main h1").inner_text()
    assert "<img src=x onerror=" in page.locator("main").inner_text()
    page.goto((site / "en/glossary.html").as_uri())
    assert "search field <img src=x onerror=" in page.locator("main").inner_text()
    assert page.evaluate("window.pwned") is None


def test_raw_html_is_dropped_unless_allowed(site, raw_site):
    default = (site / "en/hostile-guide.html").read_text(encoding="utf-8")
    # Raw HTML goes without a trace; the prose around it stays, and no javascript: URL survives.
    assert "onmouseover" not in default and "block script" not in default and "<img src=x" not in default
    assert "at the top, where people expect it." in default
    assert not re.search(r"""(?:href|src)\s*=\s*["']?\s*javascript:""", default, re.IGNORECASE)
    allowed = (raw_site / "en/hostile-guide.html").read_text(encoding="utf-8")
    assert '<div onmouseover="window.pwned=' in allowed, "allowRawHTML: true keeps the author's HTML"
    # Plain-text files, captions, titles and glossary terms stay escaped even then.
    talk = next(raw_site.glob("en/*talk-id*.html")).read_text(encoding="utf-8")
    assert "<img src=x" not in talk and "&lt;img src=x" in talk


def test_sitemap_is_well_formed_and_inert(site):
    text = (site / "sitemap.xml").read_text(encoding="utf-8")
    tree = ET.fromstring(text)
    ns = {"s": "http://www.sitemaps.org/schemas/sitemap/0.9", "x": "http://www.w3.org/1999/xhtml"}
    locations = [loc.text for loc in tree.findall("s:url/s:loc", ns)]
    alternates = [link.get("href") for link in tree.findall("s:url/x:link", ns)]
    assert locations
    for url in locations + alternates:
        assert re.fullmatch(r"https://example\.org/hostile/[A-Za-z0-9./_-]+\.html", url), url
    # Only the sitemap's own elements: hostile ids became slugs, never markup.
    assert {el.tag.split("}")[1] for el in tree.iter()} <= {"urlset", "url", "loc", "link"}


def test_search_index_files_are_data_not_code(site):
    """Each index file is one ConcordSearch.register(key, JSON) call: hostile text stays inside JSON strings, packed
    (every file but the manifest) or not."""
    files = sorted((site / "search").rglob("*.js"))
    assert files
    call = re.compile(r'\ufeff?ConcordSearch\.register\(("(?:[^"\\]|\\.)*"),(.*)\);\s*', re.S)
    hostile = 0
    for path in files:
        match = call.fullmatch(path.read_text(encoding="utf-8"))
        assert match, path
        key = json.loads(match.group(1))
        payload = json.loads(match.group(2))
        assert "<" not in match.group(2), path
        if key != "manifest":
            assert isinstance(payload, str), path
            text = unpack(payload)
            json.loads(text)
            hostile += "window.pwned" in text
    assert hostile, "the hostile text is in the index, as data"


def test_no_script_runs_on_any_page(site, page):
    ran = {}
    for path in pages(site):
        page.goto(path.as_uri())
        page.wait_for_load_state("load")
        # Hover and focus everything once: handlers such as onmouseover would fire now.
        page.evaluate("""() => document.querySelectorAll('main *').forEach(e => {
            e.dispatchEvent(new MouseEvent('mouseover', {bubbles: true}));
            if (e.focus) e.focus();
        })""")
        page.wait_for_timeout(50)
        state = page.evaluate("({pwned: window.pwned ?? null, alerts: window.__alerts, guard: window.__guard === true})")
        assert state["guard"], "the guard script did not run"
        if state["pwned"] is not None or state["alerts"]:
            ran[path.relative_to(site).as_posix()] = state
    assert ran == {}


def type_until_results(page):
    """Types a query and waits for the search interface to show results for it."""
    page.locator("#search-input").click()
    page.keyboard.type("search field")
    page.wait_for_selector("#search-listbox .search-result", timeout=5000)


def option_texts(page):
    return page.locator("#search-listbox [role=option]").all_text_contents()


def assert_nothing_ran(page):
    page.wait_for_timeout(100)
    assert page.evaluate("window.pwned ?? null") is None
    assert page.evaluate("window.__alerts") == []


def test_search_results_suggestions_and_recent_searches_stay_inert(site, page):
    hostile_recent = ["<img src=x onerror=\"window.pwned='recent'\">", "\"><svg onload=\"window.pwned='recent svg'\">"]
    page.goto((site / "en/hostile-guide.html").as_uri())
    page.evaluate("(items) => localStorage.setItem('concord.search.recent', JSON.stringify(items))", hostile_recent)
    page.reload()
    page.wait_for_load_state("load")
    type_until_results(page)
    # Recent searches, shown when the empty field takes focus.
    page.locator("#search-input").fill("")
    page.locator("body").click(position={"x": 5, "y": 300})
    page.locator("#search-input").click()
    page.wait_for_selector("#search-listbox .search-recent", timeout=5000)
    recent = " ".join(page.locator("#search-listbox .search-recent").all_text_contents())
    assert "<img src=x onerror=\"window.pwned='recent'\">" in recent, recent
    # Results and completions for every hostile query; Enter remembers each as a recent search.
    seen_results, excerpts = 0, []
    for query in QUERIES:
        page.locator("#search-input").fill(query)
        settled(page)
        seen_results += page.locator("#search-listbox .search-result").count()
        excerpts += page.locator("#search-listbox .search-result-excerpt").all_text_contents()
        for excerpt in page.locator("#search-listbox .search-result-excerpt").all():
            assert excerpt.evaluate("e => [...e.querySelectorAll('*')].every(n => n.tagName === 'MARK')")
        page.keyboard.press("Enter")
        page.wait_for_timeout(50)
    assert seen_results >= 5
    assert any("<script>" in e or "<img src=x" in e for e in excerpts), "hostile text reaches the excerpts as text"
    for partial in ["<img", "search f", "\"><"]:
        page.locator("#search-input").fill(partial)
        settled(page)
        option_texts(page)
    assert_nothing_ran(page)
    page.goto((site / "en/search.html").as_uri())
    page.locator("#search-input").click()
    page.wait_for_selector("#search-listbox .search-recent", timeout=5000)
    assert any("\"><svg" in t for t in page.locator("#search-listbox .search-recent").all_text_contents())
    assert_nothing_ran(page)
    # Results on the search tab, from a query in the address (?q=).
    page.goto((site / "en/search.html").as_uri() + "?q=onerror")
    page.wait_for_selector("#search-listbox .search-result", timeout=5000)
    page.wait_for_timeout(200)
    assert page.evaluate("window.pwned ?? null") is None
    assert page.evaluate("window.__alerts") == []

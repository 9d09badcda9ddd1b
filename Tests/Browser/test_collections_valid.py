"""The fixture collections as people have them (Tests/Fixtures/collections: a PDF-converted page per folder, a
repository with folders and READMEs, a Chinese-only set) build with no errors, every page passes the W3C Nu HTML
checker, and axe-core finds no serious or critical violations on each home and guideline page.

Self-contained: builds its own sites with .build/debug/concord (run `swift build` first)."""
import pathlib
import subprocess

import pytest
from test_valid_accessible import nu_errors, serious

ROOT = pathlib.Path(__file__).resolve().parents[2]
CONCORD = ROOT / ".build" / "debug" / "concord"
COLLECTIONS = ["pdf-converted", "folders", "chinese"]


@pytest.fixture(scope="module")
def sites(tmp_path_factory):
    if not CONCORD.exists():
        pytest.fail(f"no {CONCORD}: run `swift build` first")
    built = {}
    for name in COLLECTIONS:
        output = tmp_path_factory.mktemp(name) / "_site"
        result = subprocess.run([str(CONCORD), "build", "--quiet", "--content",
                                 str(ROOT / "Tests" / "Fixtures" / "collections" / name), "--output", str(output)],
                                capture_output=True, text=True, timeout=300)
        assert result.returncode == 0, result.stdout + result.stderr
        assert "error:" not in result.stdout + result.stderr, result.stdout + result.stderr
        built[name] = output
    return built


def test_every_collection_page_passes_the_nu_html_checker(sites):
    pages = sorted(str(p) for site in sites.values() for p in site.rglob("*.html"))
    assert len(pages) >= 15
    errors = nu_errors(pages, "/_site/")
    assert errors == [], "\n".join(errors[:30])


@pytest.mark.parametrize("name", COLLECTIONS)
def test_collection_home_and_pages_have_no_serious_accessibility_violations(sites, browser, name):
    site = sites[name]
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    page = context.new_page()
    pages = [site / "index.html"] + sorted(p for p in site.glob("*/*.html")
                                          if 'class="page-page"' in p.read_text(encoding="utf-8"))[:3]
    assert len(pages) >= 2
    for path in pages:
        page.goto(path.as_uri())
        page.wait_for_load_state("load")
        assert serious(page) == [], path
    context.close()

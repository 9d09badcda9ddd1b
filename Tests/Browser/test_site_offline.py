"""The built seed site opened straight from disk (file://) in headless Chromium: navigation,
the language switcher landing on the aligned paragraph, the parallel view, transcripts."""
import os
import pathlib

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
SITE = pathlib.Path(os.environ.get("CONCORD_SITE", ROOT / "_site")).resolve()


@pytest.fixture(scope="module")
def page(browser):
    if not (SITE / "index.html").exists():
        pytest.fail(f"no built site at {SITE}: run `concord build` or set CONCORD_SITE")
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    page = context.new_page()
    errors = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.errors = errors
    yield page
    context.close()


def url(path):
    return (SITE / path).as_uri()


def test_home_lists_every_seed_document(page):
    page.goto(url("index.html"))
    titles = page.locator(".card-title").all_inner_texts()
    for title in ["Design intuitive search experiences", "Search fields", "Page controls", "Path controls", "Search"]:
        assert title in titles
    assert page.locator("a.lang-badge[hreflang=zh-Hans]").count() >= 1
    assert page.errors == []


def test_navigation_from_disk_reaches_every_page(page):
    page.goto(url("index.html"))
    page.get_by_role("link", name="Search fields", exact=True).first.click()
    assert page.url.endswith("en/search-fields.html")
    assert page.locator("h1").inner_text() == "Search fields"
    assert page.locator("html").get_attribute("lang") == "en"
    page.go_back()
    page.get_by_role("link", name="Design intuitive search experiences").first.click()
    assert page.locator(".time-link").first.inner_text() == "0:07"


def test_chinese_page_is_marked_and_switcher_lands_on_the_aligned_paragraph(page):
    page.goto(url("en/search-fields.html") + "#scope-controls-and-tokens")
    page.wait_for_timeout(100)
    page.locator("a.lang-link[hreflang=zh-Hans]").click()
    page.wait_for_load_state()
    assert page.url.split("/")[-1].startswith("search-fields.html#")
    assert page.locator("html").get_attribute("lang") == "zh-Hans"
    anchor = page.url.split("#", 1)[1]
    target = page.locator(f"[id='{anchor}']")
    assert target.count() == 1
    assert "范围控制" in target.inner_text()
    # The landing place is on screen, not the top of the page.
    assert page.evaluate("window.scrollY") > 200


def test_parallel_view_pairs_rows(page):
    page.goto(url("zh-Hans/search-fields.parallel.html"))
    rows = page.locator("table.parallel-table tbody tr")
    assert rows.count() > 20
    heading_rows = page.locator("tr.row-heading")
    texts = [heading_rows.nth(i).inner_text() for i in range(heading_rows.count())]
    assert any("Best practices" in t and "最佳实践" in t for t in texts)
    assert any("Scope controls and tokens" in t and "范围控制与搜索令牌" in t for t in texts)


def test_session_caption_toggle(page):
    """The captions are not in the page (it carries each text once): opening the view loads their script,
    from file:// too, and builds the list with a time link per caption."""
    page.goto(url("en/design-intuitive-search-experiences.html"))
    captions = page.locator(".session-captions")
    assert captions.is_hidden()
    assert page.locator("ol.captions li").count() == 0
    page.get_by_role("button", name="Captions").click()
    assert captions.is_visible()
    page.locator("#c1").wait_for(state="visible", timeout=10000)
    assert page.locator("ol.captions li").count() > 100
    assert page.locator("#c1").inner_text().startswith("0:07")
    first = page.locator("#c1 a.time-link")
    assert first.get_attribute("href").endswith("?time=7")
    assert first.get_attribute("aria-label") == "Play the session at 0:07"
    assert page.locator(".session-prose").is_hidden()
    assert page.get_by_role("button", name="Captions").get_attribute("aria-pressed") == "true"
    page.get_by_role("button", name="Text").click()
    assert captions.is_hidden()
    # The prose's time links get their address into the video and their accessible name from site.js.
    prose_link = page.locator(".session-prose a.time-link").first
    assert prose_link.get_attribute("aria-label") == "Play the session at 0:07"
    assert prose_link.evaluate("a => a.href") == "https://developer.apple.com/videos/play/wwdc2026/292/?time=7"
    late = page.locator("#t962 a.time-link")
    assert late.inner_text() == "16:02"
    assert late.evaluate("a => a.href").endswith("/292/?time=962")


def test_deep_link_to_a_caption_loads_and_lands_on_it(page):
    page.goto(url("en/design-intuitive-search-experiences.html") + "#c40")
    target = page.locator("#c40")
    target.wait_for(state="visible", timeout=10000)
    assert page.locator(".session-prose").is_hidden()
    assert page.evaluate("window.scrollY") > 200
    # A sentence of the prose is still a moment one link away.
    page.goto(url("en/design-intuitive-search-experiences.html") + "#t11-s2")
    assert page.locator("#t11-s2").is_visible()
    assert page.errors == []


def test_talk_moment_and_guideline_section_link_both_ways(page):
    """Issue 7's seed check, clicked through from disk: the scope bar paragraph (12:53) → the HIG section on
    scope controls and tokens → back to that moment; the Chinese section shows the same moment."""
    page.goto(url("en/design-intuitive-search-experiences.html"))
    related = page.locator("#t773 aside.related a")
    assert related.first.inner_text() == "Scope controls and tokens"
    # The passage on scope controls shows its guideline once, with its span; the paragraphs after it don't repeat it.
    assert page.locator("#t773 aside.related .related-span").inner_text() == "12:53–14:28"
    assert page.locator("#t778 aside.related").count() == 0
    related.first.click()
    page.wait_for_url("**/en/search-fields.html#scope-controls-and-tokens")
    back = page.locator("#scope-controls-and-tokens aside.discussed-in li").filter(has_text="12:53")
    assert back.count() == 1
    assert "scope bar" in back.inner_text()
    back.locator("a").click()
    page.wait_for_url("**/en/design-intuitive-search-experiences.html#t773")
    assert page.locator("#t773").is_visible()
    in_view = page.evaluate("(() => { const r = document.getElementById('t773').getBoundingClientRect();"
                            " return r.top >= 0 && r.top < window.innerHeight; })()")
    assert in_view
    page.goto(url("zh-Hans/search-fields.html"))
    moment = page.locator("#scope-controls-and-tokens aside.discussed-in li").filter(has_text="12:53")
    assert moment.count() == 1
    href = moment.locator("a").get_attribute("href")
    assert href.endswith("design-intuitive-search-experiences.html#t773"), href
    assert moment.get_attribute("lang") == "en", "the English talk quoted on a Chinese page is marked as English"
    assert page.errors == []


def test_a_page_with_no_chinese_version_is_written_once_and_tells_chinese_readers(browser):
    """The Chinese home links the English page itself; read from there, it shows the notice in Chinese with the
    way back, and an English reader of the same page sees none (file://, fresh storage each)."""
    assert not (SITE / "zh-Hans" / "page-controls.html").exists()
    context = browser.new_context()
    page = context.new_page()
    page.goto(url("zh-Hans/index.html"))
    page.locator(".card a[href$='en/page-controls.html']").first.click()
    page.wait_for_load_state()
    assert page.url.endswith("en/page-controls.html")
    notice = page.locator(".reader-notice[data-reader-lang=zh-Hans]")
    assert notice.is_visible()
    assert "尚未翻译" in notice.inner_text()
    notice.locator("a").click()
    page.wait_for_load_state()
    assert page.url.endswith("zh-Hans/index.html")
    context.close()

    context = browser.new_context()
    page = context.new_page()
    page.goto(url("en/index.html"))
    page.locator(".card a[href$='page-controls.html']").first.click()
    page.wait_for_load_state()
    assert page.locator("h1").inner_text() == "Page controls"
    assert not page.locator(".reader-notice").is_visible()
    context.close()

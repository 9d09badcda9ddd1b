"""A talk in every language it has: the fixture library Tests/Fixtures/talks-library (laid out as the public
wwdc-sessions repository, with metadata.json, catalog.json and Chinese captions) built and opened from disk.
The zh-Hans session page reads in Chinese (text and Captions tab), says nothing about being untranslated,
shows the code snippet at its moment, and the language switch keeps the moment both ways.

Self-contained: builds its own site with .build/debug/concord (run `swift build` first)."""
import pathlib
import subprocess

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
CONCORD = ROOT / ".build" / "debug" / "concord"
LIBRARY = ROOT / "Tests" / "Fixtures" / "talks-library"


@pytest.fixture(scope="module")
def site(tmp_path_factory):
    if not CONCORD.exists():
        pytest.fail(f"no {CONCORD}: run `swift build` first")
    output = tmp_path_factory.mktemp("talks") / "site"
    result = subprocess.run([str(CONCORD), "build", "--quiet", "--content", str(LIBRARY), "--output", str(output),
                             "--templates", str(ROOT / "Templates"), "--public", str(ROOT / "Public")],
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    return output


@pytest.fixture
def page(browser):
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    page = context.new_page()
    errors = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.errors = errors
    yield page
    assert errors == []
    context.close()


def test_chinese_session_page_reads_in_chinese(site, page):
    page.goto((site / "zh-Hans" / "wwdc2017-101.html").as_uri())
    assert page.locator("html").get_attribute("lang") == "zh-Hans"
    body = page.locator("main").inner_text()
    assert "尚未翻译" not in body and "not translated" not in body.lower()
    assert page.locator("h1").inner_text() == "Designing Interfaces for Readers"
    prose = page.locator("[data-view-panel=prose]")
    assert prose.is_visible()
    assert "动态字体让每位读者都能自行选择字号。" in prose.inner_text()
    assert "Dynamic Type lets each reader" not in prose.inner_text()
    # The code snippet sits at its moment, highlighted.
    snippet = prose.locator("figure.code-snippet")
    assert snippet.count() == 1
    assert snippet.locator(".tok-keyword").first.inner_text() == "true"
    # The Captions tab lists the Chinese captions.
    page.get_by_role("button", name="字幕").click()
    captions = page.locator("[data-view-panel=captions]")
    assert captions.is_visible() and not prose.is_visible()
    items = captions.locator("ol.captions > li[id^=c]")
    captions.locator("#c1").wait_for(state="visible", timeout=10000)  # the captions script loads, then inflates
    assert items.count() == 19
    assert items.first.inner_text().endswith("大家好，欢迎收看《为读者设计界面》。")
    assert "Hello and welcome" not in captions.inner_text()
    assert captions.locator("li.caption-code figure.code-snippet").count() == 1
    # ... right after the caption said before the snippet's moment, as the Text view's figure names it.
    after = prose.locator("figure.code-snippet").get_attribute("data-after-caption")
    assert captions.locator("li.caption-code").evaluate("li => li.previousElementSibling.id") == "c" + after
    assert captions.locator("figure.code-snippet").get_attribute("id") == "c-code-1"
    # The language switch does not call the English page untranslated.
    english = page.locator("a.lang-link[hreflang=en]")
    assert english.get_attribute("title") is None


def test_language_switch_keeps_the_moment(site, page):
    page.goto((site / "en" / "wwdc2017-101.html").as_uri() + "#t60")
    page.wait_for_timeout(100)
    page.locator("a.lang-link[hreflang=zh-Hans]").click()
    page.wait_for_load_state()
    assert page.url.endswith("zh-Hans/wwdc2017-101.html#t60")
    target = page.locator("[id='t60']")
    assert "宽松的行距帮助视线找到下一行。" in target.inner_text()
    assert target.bounding_box()["y"] < 800
    # And back: the English paragraph of the same moment.
    page.locator("a.lang-link[hreflang=en]").click()
    page.wait_for_load_state()
    assert page.url.endswith("en/wwdc2017-101.html#t60")
    assert "Generous line spacing" in page.locator("[id='t60']").inner_text()


def test_chinese_index_summarises_in_chinese(site, page):
    page.goto((site / "zh-Hans" / "index.html").as_uri())
    card = page.locator(".card", has=page.locator(".card-title", has_text="Designing Interfaces for Readers"))
    assert card.locator(".card-summary").get_attribute("lang") == "zh-Hans"
    assert card.locator(".card-summary").inner_text().startswith("大家好，欢迎收看")
    assert card.locator("a.lang-badge[hreflang=zh-Hans]").count() == 1


def paragraph_texts(page, url):
    """The reading text of a talk page, paragraph by paragraph: anchor → text."""
    page.goto(url)
    return page.eval_on_selector_all(".session-prose .block", "blocks => blocks.map(b => [b.id, b.querySelector(':scope > p').textContent])")


@pytest.mark.parametrize("own, other, own_column", [("en", "zh-Hans", 0), ("zh-Hans", "en", 1)])
def test_side_by_side_is_a_view_of_the_talk_page(site, page, own, other, own_column):
    # Both pages' text is their captions' speech, so the pair has no side-by-side page of its own: each page
    # shows the view itself, the other language's paragraphs cut from that language's captions script.
    assert not (site / "en" / "wwdc2017-101.parallel.html").exists()
    assert not (site / "zh-Hans" / "wwdc2017-101.parallel.html").exists()
    theirs = dict(paragraph_texts(page, (site / other / "wwdc2017-101.html").as_uri()))
    mine = paragraph_texts(page, (site / own / "wwdc2017-101.html").as_uri())
    assert len(theirs) == 4 and len(mine) == 4
    button = page.locator(".view-toggle button[data-view=parallel]")
    button.click()
    view = page.locator("[data-view-panel=parallel]")
    assert view.is_visible() and not page.locator("[data-view-panel=prose]").is_visible()
    assert button.get_attribute("aria-pressed") == "true"
    rows = view.locator("tbody tr:not(.row-heading)")
    rows.first.wait_for()
    assert rows.count() == 4
    # Source on the left, translation on the right, whichever page the reader is on.
    assert view.locator("thead th").first.get_attribute("lang") == "en"
    for i, (anchor, text) in enumerate(mine):
        cells = rows.nth(i).locator("td")
        assert cells.nth(own_column).locator("p").inner_text() == text
        # The other language's paragraph, exactly as its own page shows it.
        peer = rows.nth(i).get_attribute("data-peer-" + other.lower())
        assert cells.nth(1 - own_column).inner_text() == theirs[peer]
    # Ids stay unique: the copied paragraphs carry none.
    assert view.locator("[id]").count() == 1  # the view's heading
    assert page.evaluate("document.querySelectorAll('[id=t60]').length") == 1

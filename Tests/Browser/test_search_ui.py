"""Issue 6: the site's search follows, point by point, the guidelines it publishes.

One section per numbered behaviour of the issue. Each test drives the built site as a person would
(keys, clicks, window sizes) and checks what is on screen: elements, text, order and focus.
"""
import re
from urllib.parse import parse_qs, urlparse

import pytest
from playwright.sync_api import expect

from conftest import NARROW, WIDE, shot

FIELD = "#search-input"
PANEL = "#search-panel"
OPTIONS = "#search-listbox [role=option]"
RESULTS = "#search-listbox .search-result"

TEXT = {
    "en": {"placeholder": "Guidelines, sessions, and more", "scoped": "Search Sessions", "label": "Search the guidelines and sessions",
           "cancel": "Cancel", "all": "All", "guidelines": "Guidelines", "sessions": "Sessions", "recent": "Recent searches",
           "suggested": "Suggested searches", "browse": "Browse", "query": "scope", "clear": "Clear"},
    "zh-Hans": {"placeholder": "设计规范、讲座及更多", "scoped": "搜索讲座", "label": "搜索设计规范和讲座",
                "cancel": "取消", "all": "全部", "guidelines": "设计规范", "sessions": "讲座", "recent": "最近搜索",
                "suggested": "推荐搜索", "browse": "浏览", "query": "搜索", "clear": "清除"},
}
LANGS = ["en", "zh-Hans"]


def start(page, text):
    """Types `text` and waits until the list shows the answer from every index part it needs (aria-busy false)."""
    page.locator(FIELD).click()
    page.keyboard.type(text)
    settled(page)


def settled(page):
    """Waits until the list shows the answer from every index part the query needs (aria-busy false)."""
    expect(page.locator("#search-listbox")).to_have_attribute("aria-busy", "false")


def option_texts(page, selector=OPTIONS):
    return [" ".join(t.split()) for t in page.locator(selector).all_text_contents()]


def group_titles(page):
    return page.locator(".search-results-group .search-group-title").all_text_contents()


def chips(page):
    return page.locator(".search-tokens .search-token-value").all_text_contents()


def focused(page):
    return page.evaluate("""() => {
        const a = document.activeElement;
        return a && a !== document.body ? (a.id || a.className || a.tagName) : null;
    }""")


# ---------------------------------------------------------------------------------------------- 1. Field
@pytest.mark.parametrize("lang", LANGS)
def test_1_field_has_icon_placeholder_and_clear_button(open_page, root, lang):
    page = open_page(root + f"{lang}/search-fields.html")
    t = TEXT[lang]
    field = page.locator(FIELD)
    icon = page.locator(".search-box .search-icon svg")
    expect(icon).to_be_visible()
    assert icon.bounding_box()["x"] < field.bounding_box()["x"], "the magnifying glass leads the field"
    expect(field).to_have_attribute("placeholder", t["placeholder"])
    clear = page.locator(".search-clear")
    expect(clear).to_be_hidden()
    start(page, t["query"])
    expect(clear).to_be_visible()
    clear.click()
    expect(field).to_have_value("")
    expect(clear).to_be_hidden()
    assert focused(page) == "search-input"


@pytest.mark.parametrize("lang", LANGS)
def test_1_placeholder_names_the_chosen_scope(open_page, http_root, lang):
    page = open_page(http_root + f"{lang}/search-fields.html")
    t = TEXT[lang]
    start(page, t["query"])
    page.locator(".search-scopes .segment", has_text=t["sessions"]).click()
    expect(page.locator(FIELD)).to_have_attribute("placeholder", t["scoped"])


def test_1_escape_leaves_search_and_restores_the_page(open_page, http_root):
    page = open_page(http_root + "en/search-fields.html")
    page.mouse.wheel(0, 600)
    page.wait_for_function("window.scrollY > 300")
    scroll = page.evaluate("window.scrollY")
    url = page.url
    page.keyboard.press("/")
    page.keyboard.type("scope")
    settled(page)
    expect(page.locator(RESULTS).first).to_be_visible()
    page.keyboard.press("Escape")
    expect(page.locator(PANEL)).to_be_hidden()
    expect(page.locator(FIELD)).to_have_value("")
    assert page.url == url
    assert page.evaluate("window.scrollY") == scroll
    assert focused(page) is not None, "focus is never lost"


@pytest.mark.parametrize("lang", LANGS)
def test_1_cancel_button_on_phones_leaves_search(open_page, root, lang):
    page = open_page(root + f"{lang}/search-fields.html", viewport=NARROW)
    cancel = page.get_by_role("button", name=TEXT[lang]["cancel"])
    expect(cancel).to_be_hidden()
    start(page, TEXT[lang]["query"])
    expect(cancel).to_be_visible()
    expect(page.locator(RESULTS).first).to_be_visible()
    shot(page, f"narrow-{lang}-results")
    cancel.click()
    expect(cancel).to_be_hidden()
    expect(page.locator(PANEL)).to_be_hidden()
    expect(page.locator(FIELD)).to_have_value("")
    assert focused(page) != "search-input", "Cancel also dismisses the keyboard"


# ---------------------------------------------------------------------------------------------- 2. Placement
def test_2_wide_windows_put_search_at_the_trailing_end_of_the_toolbar(open_page, http_root):
    page = open_page(http_root + "en/search-fields.html", viewport=WIDE)
    toolbar = page.locator(".toolbar").bounding_box()
    field = page.locator(".search-box").bounding_box()
    nav = page.locator(".toolbar-nav").bounding_box()
    assert toolbar["y"] <= field["y"] and field["y"] + field["height"] <= toolbar["y"] + toolbar["height"]
    assert field["x"] > nav["x"] + nav["width"], "after the navigation"
    assert field["x"] + field["width"] > WIDE["width"] * 0.6, "on the trailing side"
    shot(page, "wide-en-page")


def test_2_narrow_windows_put_search_at_the_bottom_above_the_keyboard(open_page, http_root):
    # A stand-in for the on-screen keyboard: the visual viewport shrinks by 300px when it shows.
    fake_keyboard = """
      (() => {
        const vv = new EventTarget();
        vv.offsetTop = 0; vv.offsetLeft = 0; vv.scale = 1;
        Object.defineProperty(vv, 'height', { get: () => window.innerHeight - (window.__keyboard || 0) });
        Object.defineProperty(vv, 'width', { get: () => window.innerWidth });
        Object.defineProperty(window, 'visualViewport', { value: vv, configurable: true });
        window.__showKeyboard = (h) => { window.__keyboard = h; vv.dispatchEvent(new Event('resize')); };
      })();
    """
    page = open_page(http_root + "en/search-fields.html", viewport=NARROW, init_script=fake_keyboard)
    box = page.locator(".search-box").bounding_box()
    assert box["y"] + box["height"] > NARROW["height"] - 80, "within thumb reach at the bottom"
    assert box["width"] > NARROW["width"] * 0.8
    shot(page, "narrow-en-page")
    page.locator(FIELD).click()
    page.evaluate("window.__showKeyboard(300)")
    page.wait_for_timeout(400)  # the field's move is animated (.2s) unless reduced motion
    lifted = page.locator(".search-box").bounding_box()
    assert lifted["y"] + lifted["height"] <= NARROW["height"] - 300, "moves up above the keyboard"
    page.keyboard.press("Escape")
    page.evaluate("window.__showKeyboard(0)")
    page.wait_for_timeout(400)
    back = page.locator(".search-box").bounding_box()
    assert back["y"] + back["height"] > NARROW["height"] - 80


@pytest.mark.parametrize("lang", LANGS)
def test_2_search_tab_shows_suggestions_recent_searches_and_categories(open_page, root, lang):
    t = TEXT[lang]
    page = open_page(root + f"{lang}/search.html")
    # Act on one search so there is a recent search to show.
    start(page, t["query"])
    expect(page.locator(RESULTS).first).to_be_visible()
    page.keyboard.press("Enter")
    page.locator(".search-clear").click()
    expect(page.locator(".search-group-title", has_text=t["recent"])).to_be_visible()
    expect(page.locator(".search-recent")).to_have_count(1)
    expect(page.locator(".search-group-title", has_text=t["suggested"])).to_be_visible()
    assert len(option_texts(page, ".search-suggested")) >= 3
    expect(page.get_by_role("heading", name=t["browse"])).to_be_visible()
    categories = page.locator(".categories a").all_inner_texts()
    assert any(t["guidelines"] in c for c in categories) and any(t["sessions"] in c for c in categories)
    shot(page, f"search-tab-{lang}-start")
    page.set_viewport_size(NARROW)
    shot(page, f"search-tab-{lang}-start-narrow")


# ---------------------------------------------------------------------------------------------- 3. Search as you type
def test_3_results_refresh_on_every_keystroke(open_page, http_root):
    page = open_page(http_root + "en/search-fields.html")
    page.locator(FIELD).click()
    seen = []
    for ch in "placeholder":
        page.keyboard.type(ch)
        if len(seen) >= 3:  # from the 4th letter there are results; each keystroke updates them
            expect(page.locator(RESULTS).first).to_be_visible()
            page.wait_for_function("q => document.querySelector('.search-scopes') && !document.querySelector('.search-scopes').hidden", arg=None)
        seen.append(ch)
    expect(page.locator(f"{RESULTS} mark").first).to_have_text(re.compile("placeholder", re.I))
    marks = page.locator(f"{RESULTS} mark").all_inner_texts()
    assert marks and all(m.lower().startswith("placeholder") for m in marks)


@pytest.mark.parametrize("lang", LANGS)
def test_3_results_grouped_by_category_with_title_section_excerpt_and_moment(open_page, root, lang):
    page = open_page(root + f"{lang}/search.html")
    t = TEXT[lang]
    start(page, t["query"] if lang == "en" else "搜索")
    expect(page.locator(RESULTS).first).to_be_visible()
    groups = group_titles(page)
    assert set(groups) <= {t["guidelines"], t["sessions"]} and groups
    for result in page.locator(RESULTS).all()[:6]:
        expect(result.locator(".search-result-title")).not_to_be_empty()
        expect(result.locator(".search-result-excerpt")).not_to_be_empty()
    if lang == "en":
        assert groups == [t["sessions"], t["guidelines"]] or groups == [t["guidelines"], t["sessions"]]
        session = page.locator(".search-results-group", has=page.locator(".search-group-title", has_text=t["sessions"]))
        times = session.locator(".search-result-time").all_inner_texts()
        assert times and all(re.fullmatch(r"\d+:\d\d", x.strip()) for x in times), times
        guideline = page.locator(".search-results-group", has=page.locator(".search-group-title", has_text=t["guidelines"]))
        expect(guideline.locator(".search-result-section").first).not_to_be_empty()
    shot(page, f"search-tab-{lang}-results")


def test_3_popover_shows_three_pages_the_best_of_each_kind_first(open_page, root):
    """Issue 18: the popover loads display data for few pages: three, what an 800-pixel window shows under the
    suggestions, each kind's best first, so guidelines show beside talks (three talks of each kind filled the window,
    the guidelines below the fold). The seeds have one English talk."""
    page = open_page(root + "en/index.html")
    start(page, "search")
    expect(page.locator(RESULTS).first).to_be_visible()
    pages = {}
    for title in ["Sessions", "Guidelines"]:
        group = page.locator(".search-results-group", has=page.locator(".search-group-title", has_text=title))
        pages[title] = group.locator(".search-result:not(.search-result-more)").count()
    assert pages == {"Sessions": 1, "Guidelines": 2}, pages


def test_3_most_relevant_first(open_page, http_root):
    page = open_page(http_root + "en/search.html")
    start(page, "search fields")
    expect(page.locator(RESULTS).first).to_be_visible()
    page.locator(".search-scopes .segment", has_text="Guidelines").click()
    expect(page.locator(RESULTS).first.locator(".search-result-title")).to_have_text("Search fields")


# ---------------------------------------------------------------------------------------------- 4. Suggestions
@pytest.mark.parametrize("lang", LANGS)
def test_4_suggested_searches_before_typing(open_page, root, lang):
    page = open_page(root + f"{lang}/search-fields.html")
    page.locator(FIELD).click()
    expect(page.locator(".search-group-title", has_text=TEXT[lang]["suggested"])).to_be_visible()
    suggested = option_texts(page, ".search-suggested")
    assert 3 <= len(suggested) <= 6
    shot(page, f"wide-{lang}-suggestions")
    page.locator(".search-suggested").first.click()
    expect(page.locator(FIELD)).to_have_value(suggested[0])
    expect(page.locator(RESULTS).first).to_be_visible()


def test_4_predictive_completions_show_typed_and_predicted_parts_differently(open_page, http_root):
    page = open_page(http_root + "en/search-fields.html")
    start(page, "scope")
    completions = page.locator(".search-completion")
    expect(completions.first).to_be_visible()
    assert 1 <= completions.count() <= 5, "a handful at most, so results stay front and centre"
    first = completions.first
    typed = first.locator(".typed")
    predicted = first.locator(".predicted")
    expect(typed).to_have_text(re.compile("^scope$", re.I))
    expect(predicted).not_to_be_empty()
    weight = lambda loc: int(loc.evaluate("n => getComputedStyle(n).fontWeight"))
    assert weight(predicted) > weight(typed)
    text = first.text_content().strip()
    first.click()
    expect(page.locator(FIELD)).to_have_value(text)
    expect(page.locator(RESULTS).first).to_be_visible()
    shot(page, "wide-en-completions")


# ---------------------------------------------------------------------------------------------- 5. Recent searches
def test_5_only_searches_acted_on_are_remembered(open_page, root):
    page = open_page(root + "en/search.html")
    start(page, "tokens")
    expect(page.locator(RESULTS).first).to_be_visible()
    page.locator(".search-clear").click()  # typed, never acted on
    expect(page.locator(".search-recent")).to_have_count(0)
    start(page, "scope bar")
    expect(page.locator(RESULTS).first).to_be_visible()
    page.keyboard.press("Enter")  # acted on
    page.locator(".search-clear").click()
    expect(page.locator(".search-recent")).to_have_count(1)
    expect(page.locator(".search-recent")).to_have_text(re.compile("scope bar"))
    # Opening a result is acting on it too.
    start(page, "placeholder")
    page.locator(RESULTS).first.click()
    page.wait_for_url(re.compile(r"\?q=placeholder"))
    page.locator(FIELD).click()
    page.locator(".search-clear").click()
    expect(page.locator(".search-recent")).to_have_count(2)
    assert option_texts(page, ".search-recent")[0].startswith("placeholder"), "most recent first"


def test_5_recent_searches_show_on_focus_each_removable_plus_clear(open_page, http_root):
    page = open_page(http_root + "en/search.html")
    for q in ["scope bar", "tokens", "placeholder"]:
        page.locator(FIELD).fill(q)
        settled(page)
        expect(page.locator(RESULTS).first).to_be_visible()
        page.keyboard.press("Enter")
    page.goto(http_root + "en/search-fields.html")
    page.locator(FIELD).click()
    recent = page.locator(".search-recent")
    expect(recent).to_have_count(3)
    assert [x.rstrip("×").strip() for x in option_texts(page, ".search-recent")] == ["placeholder", "tokens", "scope bar"]
    shot(page, "wide-en-recent")
    recent.nth(1).hover()
    recent.nth(1).locator(".search-recent-remove").click()
    expect(recent).to_have_count(2)
    assert focused(page) == "search-input"
    # Keyboard: Delete removes the active recent search.
    page.keyboard.press("ArrowDown")
    page.keyboard.press("Delete")
    expect(recent).to_have_count(1)
    page.get_by_role("button", name=re.compile("^Clear")).first.click()
    expect(recent).to_have_count(0)
    assert focused(page) == "search-input"
    assert page.evaluate("localStorage.getItem('concord.search.recent')") == "[]"


# ---------------------------------------------------------------------------------------------- 6. Scopes
@pytest.mark.parametrize("lang", LANGS)
def test_6_scope_bar_defaults_to_all_shows_counts_and_filters_instantly(open_page, root, lang):
    t = TEXT[lang]
    page = open_page(root + f"{lang}/search.html")
    start(page, "scope" if lang == "en" else "搜索")
    expect(page.locator(RESULTS).first).to_be_visible()
    segments = page.locator(".search-scopes .segment")
    labels = [s.split()[0] for s in segments.all_inner_texts()]
    assert labels == [t["all"], t["guidelines"], t["sessions"]]
    expect(segments.first).to_have_attribute("aria-pressed", "true")
    counts = [int(re.search(r"\d+", s).group()) for s in segments.all_inner_texts()]
    assert counts[0] == counts[1] + counts[2] and counts[0] == page.locator(RESULTS).count()
    segments.nth(1).click()
    expect(segments.nth(1)).to_have_attribute("aria-pressed", "true")
    expect(page.locator(RESULTS)).to_have_count(counts[1])
    groups = group_titles(page)
    assert groups in ([t["guidelines"]], [])
    if lang == "en":
        segments.nth(2).click()
        expect(page.locator(RESULTS)).to_have_count(counts[2])
        assert group_titles(page) == [t["sessions"]]
        assert "scope=sessions" in page.url, "the scope is part of the shareable URL"
    shot(page, f"search-tab-{lang}-scoped")


# ---------------------------------------------------------------------------------------------- 7. Tokens
def test_7_typing_mac_offers_the_macos_token(open_page, root):
    page = open_page(root + "en/search-fields.html")
    start(page, "mac")
    token = page.locator(".search-token-suggestion", has_text="macOS")
    expect(token).to_be_visible()
    expect(token).to_contain_text("Platform")
    shot(page, "wide-en-token-suggestion")
    token.click()
    chip = page.locator(".search-tokens .search-token")
    expect(chip).to_have_count(1)
    expect(chip).to_contain_text("macOS")
    expect(page.locator(FIELD)).to_have_value("")
    assert focused(page) == "search-input"


def test_7_key_value_text_becomes_a_token_and_tokens_combine(open_page, http_root):
    page = open_page(http_root + "en/search.html")
    start(page, "platform:iOS search")
    tokens = page.locator(".search-tokens .search-token")
    expect(tokens).to_have_count(1)
    expect(page.locator(FIELD)).to_have_value("search")
    expect(page.locator(RESULTS).first).to_be_visible()
    with_ios = page.locator(RESULTS).count()
    page.keyboard.press("Home")
    page.keyboard.type("design:Material ")
    expect(tokens).to_have_count(2)
    assert chips(page) == ["iOS", "Material"]
    expect(page.locator(FIELD)).to_have_value("search")
    page.wait_for_function("n => document.querySelectorAll('#search-listbox .search-result').length < n || document.querySelector('.search-message:not([hidden])')", arg=with_ios)
    shot(page, "search-tab-en-tokens")
    assert "platform%3AiOS" in page.url or "platform:iOS" in parse_qs(urlparse(page.url).query)["q"][0]


def test_7_backspace_at_the_start_removes_the_last_token(open_page, http_root):
    page = open_page(http_root + "en/search-fields.html")
    start(page, "lang:zh-Hans platform:macOS ")
    tokens = page.locator(".search-tokens .search-token")
    expect(tokens).to_have_count(2)
    page.keyboard.press("Backspace")
    expect(tokens).to_have_count(1)
    expect(tokens).to_contain_text("简体中文")
    page.keyboard.type("ab")
    page.keyboard.press("Home")
    page.keyboard.press("Backspace")
    expect(tokens).to_have_count(0)
    expect(page.locator(FIELD)).to_have_value("ab")


# ---------------------------------------------------------------------------------------------- 8. Empty state
@pytest.mark.parametrize("lang", LANGS)
def test_8_no_results_shows_the_exact_query(open_page, root, lang):
    page = open_page(root + f"{lang}/search-fields.html")
    query = "zqxwv" if lang == "en" else "麒麟zqxwv"
    start(page, query)
    title = page.locator(".search-message-title")
    expected = f"No results for “{query}”" if lang == "en" else f"没有找到“{query}”的结果"
    expect(title).to_have_text(expected)
    expect(page.locator(".search-message-hint")).to_be_visible()
    shot(page, f"wide-{lang}-empty")
    page.set_viewport_size(NARROW)
    shot(page, f"narrow-{lang}-empty")


def test_8_did_you_mean_a_close_word(open_page, http_root):
    page = open_page(http_root + "en/search.html")
    start(page, "placehoder")
    fix = page.locator(".search-did-you-mean")
    expect(fix).to_have_text("Did you mean placeholder?")
    fix.click()
    expect(page.locator(FIELD)).to_have_value("placeholder")
    expect(page.locator(".search-did-you-mean")).to_have_count(0)


def test_8_empty_state_offers_a_wider_scope_and_removing_tokens(open_page, http_root):
    page = open_page(http_root + "en/search.html")
    start(page, "platform:watchOS keyboard")
    expect(page.locator(".search-message-title")).to_have_text("No results for “keyboard”")
    remove = page.locator(".search-remove-token")
    expect(remove).to_have_text("Remove the filter watchOS")
    remove.click()
    expect(page.locator(".search-tokens .search-token")).to_have_count(0)
    expect(page.locator(RESULTS).first).to_be_visible()
    # A scope with nothing in it: offer all categories.
    page.locator(FIELD).fill("segmented")
    settled(page)
    expect(page.locator(RESULTS).first).to_be_visible()
    page.locator(".search-scopes .segment", has_text="Sessions").click()
    if page.locator(RESULTS).count() == 0:
        widen = page.locator(".search-widen")
        expect(widen).to_have_text("Search all categories")
        shot(page, "search-tab-en-empty-scope")
        widen.click()
        expect(page.locator(".search-scopes .segment").first).to_have_attribute("aria-pressed", "true")
        expect(page.locator(RESULTS).first).to_be_visible()


# ---------------------------------------------------------------------------------------------- 9. Keyboard
def test_9_slash_and_command_k_focus_search_from_anywhere(open_page, http_root):
    page = open_page(http_root + "en/search-fields.html")
    page.locator(".toc a").first.focus()
    page.keyboard.press("/")
    assert focused(page) == "search-input"
    expect(page.locator(FIELD)).to_have_value("")
    page.keyboard.press("Escape")
    assert focused(page) not in (None, "search-input"), "focus returns where it was"
    page.keyboard.press("Control+k")
    assert focused(page) == "search-input"
    page.keyboard.press("Escape")
    page.keyboard.press("Meta+k")
    assert focused(page) == "search-input"


def test_9_arrows_move_through_suggestions_and_results_enter_opens(open_page, root):
    page = open_page(root + "en/search-fields.html")
    start(page, "scope")
    expect(page.locator(RESULTS).first).to_be_visible()
    field = page.locator(FIELD)
    n = page.locator(OPTIONS).count()
    page.keyboard.press("ArrowDown")
    first = page.locator(OPTIONS).first
    expect(first).to_have_attribute("aria-selected", "true")
    expect(field).to_have_attribute("aria-activedescendant", first.get_attribute("id"))
    page.keyboard.press("ArrowUp")
    page.keyboard.press("ArrowUp")
    expect(page.locator(OPTIONS).nth(n - 1)).to_have_attribute("aria-selected", "true")
    assert focused(page) == "search-input", "focus stays in the field while moving"
    # Down to the first result, then Enter opens it.
    page.keyboard.press("ArrowDown")
    while page.locator(f"{OPTIONS}[aria-selected=true]").get_attribute("class").find("search-result") < 0:
        page.keyboard.press("ArrowDown")
    href = page.locator(f"{OPTIONS}[aria-selected=true]").get_attribute("href")
    page.keyboard.press("Enter")
    page.wait_for_url(re.compile(re.escape(href.split("?")[0].split("/")[-1]) + r"\?q=scope#"))


# ---------------------------------------------------------------------------------------------- 10. Landing
@pytest.mark.parametrize("lang", LANGS)
def test_10_opening_a_result_lands_on_the_section_with_matches_highlighted(open_page, root, lang):
    page = open_page(root + f"{lang}/search.html")
    query = "scope control" if lang == "en" else "范围控制"
    start(page, query)
    result = page.locator(RESULTS).first
    expect(result).to_be_visible()
    href = result.get_attribute("href")
    result.click()
    page.wait_for_url(re.compile(r"\?q=.+#"))
    assert parse_qs(urlparse(page.url).query)["q"] == [query]
    anchor = urlparse(page.url).fragment
    marks = page.locator(f"[id='{anchor}'] mark.search-hit")
    expect(marks.first).to_be_visible()
    expect(marks.first).to_be_in_viewport()
    assert all(any(w in m.lower() for w in re.split(r"\s+", query.lower())) or lang != "en" for m in marks.all_inner_texts())
    shot(page, f"landing-{lang}")
    # Back restores the search.
    page.go_back()
    page.wait_for_url(re.compile(r"search\.html\?q="))
    expect(page.locator(FIELD)).to_have_value(query)
    expect(page.locator(RESULTS).first).to_be_visible()


def test_10_session_hit_lands_on_the_moment_in_the_talk(open_page, http_root):
    page = open_page(http_root + "en/search.html")
    start(page, "scope bar")
    page.locator(".search-scopes .segment", has_text="Sessions").click()
    result = page.locator(RESULTS).first
    time = result.locator(".search-result-time").inner_text().strip()
    result.click()
    page.wait_for_url(re.compile(r"#t\d+"))
    seconds = int(urlparse(page.url).fragment[1:])
    assert time == f"{seconds // 60}:{seconds % 60:02d}"
    block = page.locator(f"[id='t{seconds}']")
    expect(block.locator("mark.search-hit").first).to_be_in_viewport()


def test_10_the_url_query_can_be_shared(open_page, http_root):
    page = open_page(http_root + "zh-Hans/search.html?q=" + "%E6%90%9C%E7%B4%A2")
    expect(page.locator(FIELD)).to_have_value("搜索")
    expect(page.locator(RESULTS).first).to_be_visible()
    page.locator(FIELD).fill("令牌")
    page.wait_for_url(re.compile(r"q=%E4%BB%A4%E7%89%8C"))  # the URL follows the query
    expect(page.locator(RESULTS).first).to_be_visible()


# ---------------------------------------------------------------------------------------------- 11. Accessible
@pytest.mark.parametrize("lang", LANGS)
def test_11_combobox_listbox_and_live_region(open_page, root, lang):
    page = open_page(root + f"{lang}/search-fields.html")
    field = page.locator(FIELD)
    expect(field).to_have_attribute("role", "combobox")
    expect(field).to_have_attribute("aria-label", TEXT[lang]["label"])
    expect(field).to_have_attribute("aria-expanded", "false")
    listbox = page.locator("[role=listbox]")
    expect(field).to_have_attribute("aria-controls", listbox.get_attribute("id"))
    start(page, TEXT[lang]["query"])
    expect(page.locator(RESULTS).first).to_be_visible()
    expect(field).to_have_attribute("aria-expanded", "true")
    # The status counts every result found, as the scope bar does, not only those the popover has room for.
    count = int(page.locator("[aria-pressed=true] .segment-count").inner_text())
    assert count >= page.locator(RESULTS).count()
    status = page.get_by_role("status")
    pattern = rf"^{count} results$" if lang == "en" else rf"^{count} 个结果$"
    expect(status).to_have_text(re.compile(pattern))
    scopes = page.get_by_role("group", name="Search scope" if lang == "en" else "搜索范围")
    expect(scopes).to_be_visible()


def test_11_visible_focus_on_the_field_and_the_active_option(open_page, http_root):
    page = open_page(http_root + "en/search-fields.html")
    page.keyboard.press("/")
    ring = page.locator(".search-box").evaluate("n => getComputedStyle(n).boxShadow")
    assert ring != "none"
    page.keyboard.type("scope")
    settled(page)
    expect(page.locator(RESULTS).first).to_be_visible()
    page.keyboard.press("ArrowDown")
    active = page.locator(f"{OPTIONS}[aria-selected=true]")
    assert active.evaluate("n => getComputedStyle(n).boxShadow") != "none"
    assert active.evaluate("n => getComputedStyle(n).backgroundColor") != "rgba(0, 0, 0, 0)"


def test_11_the_chosen_option_survives_answers_to_later_keys(open_page, http_root):
    page = open_page(http_root + "en/search-fields.html")
    start(page, "search")
    expect(page.locator(RESULTS).nth(2)).to_be_visible()
    page.keyboard.press("ArrowDown")
    page.keyboard.press("ArrowDown")
    active = page.locator(f"{OPTIONS}[aria-selected=true]")
    chosen = active.text_content()
    assert chosen.strip()
    # The next key re-renders the list with its own answer; the reader's choice stays where it was.
    page.evaluate("""() => { window.renders = 0; new MutationObserver(() => window.renders++)
        .observe(document.querySelector('#search-listbox'), { childList: true }); }""")
    page.keyboard.type(" ")
    page.wait_for_function("() => window.renders > 0")
    expect(active).to_have_text(chosen)
    expect(page.locator(FIELD)).to_have_attribute("aria-activedescendant", active.get_attribute("id"))


def test_11_reduced_motion_is_respected(open_page, http_root):
    page = open_page(http_root + "en/search-fields.html", reduced_motion="reduce")
    page.locator(FIELD).click()
    assert page.locator(PANEL).evaluate("n => getComputedStyle(n).animationName") == "none"
    assert page.locator(".search-field").evaluate("n => getComputedStyle(n).transitionDuration") in ("0s", "0s, 0s")
    moving = open_page(http_root + "en/search-fields.html")
    moving.locator(FIELD).click()
    assert moving.locator(PANEL).evaluate("n => getComputedStyle(n).animationName") != "none"


def test_11_dark_mode_uses_the_theme(open_page, http_root):
    page = open_page(http_root + "en/search-fields.html", color_scheme="dark")
    start(page, "scope")
    expect(page.locator(RESULTS).first).to_be_visible()
    background = page.locator(PANEL).evaluate("n => getComputedStyle(n).backgroundColor")
    assert background == "rgb(17, 17, 19)"
    shot(page, "wide-en-dark")

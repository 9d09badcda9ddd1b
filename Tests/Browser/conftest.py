"""Browser tests of the search experience (issue 6), on the built site, over http and from file://.

The site comes from $CONCORD_SITE (default: _site at the repository root). Chromium is Debian's
(/usr/bin/chromium, or $CHROMIUM). Screenshots of the key states go to test-output/screenshots/.
"""
import functools
import http.server
import os
import pathlib
import threading

import pytest
from playwright.sync_api import expect, sync_playwright

expect.set_options(timeout=5000)  # the site is local: anything slower than this is a failure

REPO = pathlib.Path(__file__).resolve().parents[2]
SITE = pathlib.Path(os.environ.get("CONCORD_SITE", REPO / "_site")).resolve()
SHOTS = REPO / "test-output" / "screenshots"
CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")

WIDE = {"width": 1280, "height": 800}
NARROW = {"width": 390, "height": 780}


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass

    def copyfile(self, source, outputfile):
        # A page that moves on (a test's next step) drops the script it no longer needs mid-transfer.
        try:
            super().copyfile(source, outputfile)
        except (BrokenPipeError, ConnectionResetError):
            pass


@pytest.fixture(scope="session")
def site():
    if not (SITE / "en" / "search.html").exists():
        pytest.fail(f"no built site at {SITE} (run concord build first)")
    return SITE


@pytest.fixture(scope="session")
def http_root(site):
    handler = functools.partial(QuietHandler, directory=str(site))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}/"
    server.shutdown()
    server.server_close()


@pytest.fixture(scope="module")
def browser():
    # Module scope: Playwright's sync API allows one instance at a time, and some test modules start their own.
    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        yield b
        b.close()


@pytest.fixture(params=["http", "file"])
def root(request, site):
    """Site root URL, served over http on 127.0.0.1 or opened from disk."""
    if request.param == "http":
        return request.getfixturevalue("http_root")
    return site.as_uri() + "/"


@pytest.fixture
def open_page(browser):
    """open_page(url, viewport=WIDE, **context options) → a page; fails the test on script errors."""
    contexts, errors = [], []

    def opener(url, viewport=WIDE, init_script=None, **options):
        context = browser.new_context(viewport=viewport, **options)
        contexts.append(context)
        page = context.new_page()
        page.set_default_timeout(5000)
        page.on("pageerror", lambda e: errors.append(str(e)))
        if init_script:
            page.add_init_script(init_script)
        page.goto(url)
        page.wait_for_function("window.ConcordSearchUI && window.ConcordSearchUI.ready")
        return page

    yield opener
    for c in contexts:
        c.close()
    assert not errors, f"script errors: {errors}"


def shot(page, name):
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"{name}.png"))

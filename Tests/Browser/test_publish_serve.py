"""`concord serve` on a copy of the seed project, at the sub-path /docs/: pages, language switch and search
in Chromium under the server's `Content-Security-Policy: default-src 'self'`; content types; paths that try
to leave the site folder are refused; it listens on 127.0.0.1 only; a content change rebuilds the site and
reloads the open page, a template change re-renders without re-reading the content, and a broken template
shows the build errors on the page."""
import gzip
import json
import os
import pathlib
import re
import shutil
import socket
import tempfile
import time
import urllib.error
import urllib.request

import pytest
from concord_serve import CONCORD, Serve
from playwright.sync_api import Error as PlaywrightError

ROOT = pathlib.Path(__file__).resolve().parents[2]

VIOLATIONS = """
window.__violations = [];
document.addEventListener("securitypolicyviolation", function (e) {
  window.__violations.push(e.violatedDirective + " " + (e.blockedURI || "inline"));
});
"""


@pytest.fixture(scope="module")
def project():
    if not CONCORD.exists():
        pytest.fail(f"no {CONCORD}: run `swift build`")
    work = pathlib.Path(tempfile.mkdtemp(prefix="concord-serve-"))
    for folder in ("Content", "Templates", "Public"):
        shutil.copytree(ROOT / folder, work / folder)
    yield work
    shutil.rmtree(work)


@pytest.fixture(scope="module")
def server(project):
    serve = Serve("--base-path", "/docs/", "--compress", cwd=project)
    yield serve
    serve.stop()


@pytest.fixture
def page(browser):
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    context.add_init_script(VIOLATIONS)
    page = context.new_page()
    page.errors = []
    page.on("pageerror", lambda e: page.errors.append(str(e)))
    page.on("console", lambda m: m.type == "error" and page.errors.append(m.text))
    yield page
    context.close()


def get(url, headers=None):
    try:
        with urllib.request.urlopen(urllib.request.Request(url, headers=headers or {}), timeout=30) as response:
            return response.status, dict(response.headers), response.read()
    except urllib.error.HTTPError as error:
        return error.code, dict(error.headers), error.read()


def wait_until(page, expression, timeout=30):
    """Polls `expression` from outside the page: Playwright's wait_for_function evaluates strings inside the page,
    which the server's `default-src 'self'` forbids (no 'unsafe-eval')."""
    deadline = time.time() + timeout
    while True:
        try:
            if page.evaluate(expression):
                return
        except PlaywrightError:
            pass  # the page is reloading
        assert time.time() < deadline, f"timed out waiting for {expression}"
        time.sleep(0.1)


def raw(port, target):
    """A request sent as written (HTTP clients would normalise `..` away)."""
    with socket.create_connection(("127.0.0.1", port), timeout=10) as s:
        s.sendall(f"GET {target} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".encode("latin-1"))
        data = b""
        while chunk := s.recv(65536):
            data += chunk
    head, _, body = data.partition(b"\r\n\r\n")
    return int(head.split()[1]), body


def test_serves_the_site_at_a_sub_path_with_content_types_and_csp(server, project):
    assert server.url.startswith("http://127.0.0.1:") and server.url.endswith("/docs/")
    status, headers, body = get(server.url)
    assert status == 200 and headers["Content-Type"] == "text/html; charset=utf-8"
    assert headers["Content-Security-Policy"] == "default-src 'self'"
    assert b"/docs/__concord/reload.js" in body and b"data-sw=" not in body
    html = body.decode()
    for ref, expected in [(r'href="(assets/css/[^"]+)"', "text/css; charset=utf-8"),
                          (r'src="(assets/js/page\.[^"]+)"', "text/javascript; charset=utf-8"),
                          (r'href="(assets/icon\.[^"]+)"', "image/svg+xml")]:
        status, headers, _ = get(server.url + re.search(ref, html).group(1))
        assert (status, headers["Content-Type"]) == (200, expected), ref
    assert get(server.url + "robots.txt")[1]["Content-Type"] == "text/plain; charset=utf-8"
    assert get(server.url + "en/")[0] == 200                                          # a folder serves its index.html
    assert get(server.url + "search/manifest.js")[1]["Content-Type"].startswith("text/javascript")
    status, headers, body = get(server.url + "en/no-such-page.html")
    assert status == 404 and b"Page not found" in body
    status, _, _ = get(server.url.replace("/docs/", "/elsewhere.html"))
    assert status == 404
    # Pre-compressed copies go to clients that accept them.
    status, headers, body = get(server.url + "en/index.html", {"Accept-Encoding": "gzip"})
    assert status == 200 and "Content-Encoding" not in headers                      # pages get the reload script
    css = re.search(r'href="(assets/css/[^"]+)"', html).group(1)
    status, headers, body = get(server.url + css, {"Accept-Encoding": "gzip"})
    assert headers.get("Content-Encoding") == "gzip" and body[:2] == b"\x1f\x8b"
    # A search index file is packed as written, and plain in its compressed copy (the engine reads either).
    manifest = get(server.url + "search/manifest.js")[2].decode("utf-8-sig")
    english = json.loads(manifest[manifest.index(",") + 1:manifest.rindex(")")])["langs"]["en"]
    assert re.fullmatch(r"[0-3][!-~]+", english["d"])                       # a small site's directory rides in it
    chunk = next((project / "_site").glob("search/en/d-*.js")).relative_to(project / "_site").as_posix()
    packed = get(server.url + chunk)[2].decode("utf-8-sig")
    assert re.fullmatch(r'ConcordSearch\.register\("en/d-[0-9a-f]+-[0-9a-z]+","[0-3][!-~]+"\);\n', packed)
    status, headers, body = get(server.url + chunk, {"Accept-Encoding": "gzip"})
    assert headers.get("Content-Encoding") == "gzip"
    plain = gzip.decompress(body).decode("utf-8-sig")
    assert plain.startswith(packed[:packed.index(",") + 1] + "{") and '"r":' in plain


def test_refuses_paths_that_leave_the_site(server, project):
    secret = (project / "Content" / "concord.yml").read_bytes()[:40]
    for target in ["/docs/../Content/concord.yml", "/docs/%2e%2e/Content/concord.yml", "/docs/%2E%2E%2FContent%2Fconcord.yml",
                   "/docs/..%2fContent/concord.yml", "/docs/en/../../Content/concord.yml", "/docs/.%2e/Content/concord.yml",
                   "/docs/..%5cContent%5cconcord.yml", "/docs/index.html%00.css", "/docs/%ZZ", "/../Content/concord.yml"]:
        status, body = raw(server.port, target)
        assert status == 400, target
        assert secret not in body
    # A symbolic link inside the site that points outside is not followed.
    link = project / "_site" / "outside.yml"
    link.symlink_to(project / "Content" / "concord.yml")
    try:
        status, body = raw(server.port, "/docs/outside.yml")
        assert status == 404 and secret not in body
    finally:
        link.unlink()


def test_listens_on_loopback_only(server):
    listening = []
    for table in ("/proc/net/tcp", "/proc/net/tcp6"):
        if os.path.exists(table):
            for line in open(table).read().splitlines()[1:]:
                local, state = line.split()[1], line.split()[3]
                address, port = local.split(":")
                if state == "0A" and int(port, 16) == server.port:  # LISTEN
                    listening.append(address)
    assert listening == ["0100007F"]  # 127.0.0.1


def test_pages_language_switch_and_search_work_at_the_sub_path(server, page):
    page.goto(server.url)
    page.get_by_role("link", name="Search fields", exact=True).first.click()
    page.wait_for_load_state()
    assert page.url == server.url + "en/search-fields.html"
    assert page.locator("h1").inner_text() == "Search fields"
    page.locator("a.lang-link[hreflang=zh-Hans]").click()
    page.wait_for_load_state()
    assert page.url.startswith(server.url + "zh-Hans/search-fields.html")
    assert page.locator("html").get_attribute("lang") == "zh-Hans"
    results = page.evaluate("""async () => {
        const engine = ConcordSearch.open({ base: document.body.getAttribute("data-root"), lang: "zh-Hans" });
        return (await engine.search("搜索")).map(r => r.url);
    }""")
    assert results, "no search results"
    page.goto(server.url + "en/design-intuitive-search-experiences.html")
    page.get_by_role("button", name="Captions").click()
    assert page.locator(".session-captions").is_visible()
    assert page.evaluate("window.__violations") == []
    assert page.errors == []
    # The dev server never lets a service worker cache the site.
    assert page.evaluate("navigator.serviceWorker.getRegistrations().then(r => r.length)") == 0


def test_content_change_rebuilds_and_reloads_the_open_page(server, project, page):
    page.goto(server.url + "en/material-search.html")
    wait_until(page, "document.querySelector('script[src*=\"__concord/reload.js\"]') !== null")
    page.wait_for_timeout(300)  # the reload script is waiting on the server
    page.evaluate("window.__before = true")
    after = len(server.lines)
    with open(project / "Content" / "002_c203bf4371bcd144.txt", "a") as f:
        f.write("\nQuokkas prefer narrow scope filters when they search.\n")
    server.wait_for(r"Changed: .*002_c203bf4371bcd144\.txt; rebuilding", 30, after)
    server.wait_for(r"Built in", 60, after)
    wait_until(page, "!window.__before && document.body.innerText.includes('Quokkas prefer narrow scope filters')")
    assert page.errors == []


def test_template_change_re_renders_without_reading_content(server, project, page):
    page.goto(server.url + "en/index.html")
    page.wait_for_timeout(300)
    page.evaluate("window.__before = true")
    footer = project / "Templates" / "partials" / "footer.mustache"
    original = footer.read_text()
    after = len(server.lines)
    footer.write_text(original.replace("</footer>", "<p class=\"marker\">Rendered again</p>\n</footer>"))
    try:
        server.wait_for(r"Changed: .*footer\.mustache; re-rendering \(content unchanged\)", 30, after)
        server.wait_for(r"Built in", 60, after)
        assert not any("Read content" in line or "Align" in line for line in server.lines[after:])
        wait_until(page, "!window.__before && document.querySelector('.marker') !== null")
    finally:
        footer.write_text(original)
        server.wait_for(r"Built in", 60, len(server.lines))


def test_a_failed_build_shows_its_errors_and_keeps_the_site(server, project, page):
    page.goto(server.url + "en/index.html")
    page.wait_for_timeout(300)
    layout = project / "Templates" / "page.mustache"
    original = layout.read_text()
    after = len(server.lines)
    layout.write_text(original + "\n{{#unclosed}}\n")
    try:
        server.wait_for(r"build failed", 60, after)
        page.wait_for_selector(".concord-build-errors", timeout=30000)
        assert "page.mustache" in page.locator(".concord-build-errors").inner_text()
        assert get(server.url + "en/index.html")[0] == 200  # the previous site is still served
    finally:
        after = len(server.lines)
        layout.write_text(original)
    server.wait_for(r"Built in", 60, after)
    wait_until(page, "document.querySelector('.concord-build-errors') === null")

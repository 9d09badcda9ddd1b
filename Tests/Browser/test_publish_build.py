"""Publishing output, checked on real builds of the seed content (no browser): two builds are byte-identical
(pages, pre-compressed copies, site.zip, sw.js), the sitemap and robots.txt, the .gz and .br copies
decompress to their originals, site.zip unzips to the site, and nothing in the output needs inline script or
style, another origin, or cookies."""
import gzip
import json
import os
import pathlib
import re
import shutil
import subprocess
import tempfile
import xml.etree.ElementTree as ET
import zipfile

import pytest
from packed import plain_form

ROOT = pathlib.Path(__file__).resolve().parents[2]
CONCORD = ROOT / ".build" / "debug" / "concord"
BASE = "https://example.org/docs/"
TEXT = {".html", ".css", ".js", ".json", ".xml", ".svg", ".txt", ".webmanifest"}


def build(output, *extra):
    subprocess.run([str(CONCORD), "build", "--quiet", "--content", str(ROOT / "Content"), "--templates", str(ROOT / "Templates"),
                    "--public", str(ROOT / "Public"), "--output", str(output), *extra], check=True, cwd=output.parent)


def tree(folder):
    return {p.relative_to(folder).as_posix(): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


@pytest.fixture(scope="module")
def sites():
    if not CONCORD.exists():
        pytest.fail(f"no {CONCORD}: run `swift build`")
    work = pathlib.Path(tempfile.mkdtemp(prefix="concord-publish-"))
    first, second = work / "one" / "_site", work / "two" / "_site"
    for out in (first, second):
        out.parent.mkdir(parents=True)
        build(out, "--base-url", BASE, "--archive", "--compress")
    yield first, second
    shutil.rmtree(work)


def test_compressed_copies_are_written_only_when_asked_for(sites, tmp_path):
    out = tmp_path / "_site"
    build(out)
    files = tree(out)
    assert "en/index.html" in files and "sw.js" in files
    assert not [p for p in files if p.endswith((".gz", ".br"))]
    assert "copies:" not in files[".concord-site"].decode()
    assert "copies:" in (sites[0] / ".concord-site").read_text()


def test_two_builds_are_byte_identical(sites):
    one, two = (tree(s) for s in sites)
    assert sorted(one) == sorted(two)
    assert "site.zip" in one and "sw.js" in one and ".nojekyll" in one and "en/index.html.br" in one and "sitemap.xml.gz" in one
    different = [path for path in one if one[path] != two[path]]
    assert different == []


def test_sitemap_lists_every_page_with_language_alternates(sites):
    site = sites[0]
    ns = {"s": "http://www.sitemaps.org/schemas/sitemap/0.9", "x": "http://www.w3.org/1999/xhtml"}
    root = ET.parse(site / "sitemap.xml").getroot()
    urls = {}
    for url in root.findall("s:url", ns):
        loc = url.find("s:loc", ns).text
        assert loc.startswith(BASE)
        assert (site / loc[len(BASE):]).is_file(), f"sitemap lists a missing page {loc}"
        urls[loc] = {link.get("hreflang"): link.get("href") for link in url.findall("x:link", ns)}
    pages = [p.relative_to(site).as_posix() for p in site.rglob("*.html")]
    # Every page a reader should find is listed: not the search pages, 404, parallel views or stand-ins.
    for page in pages:
        if page in ("index.html", "404.html") or page.endswith("/search.html") or page.endswith(".parallel.html"):
            continue
        html = (site / page).read_text()
        canonical = re.search(r'<link rel="canonical" href="([^"]+)"', html).group(1)
        assert canonical in urls, f"{page} (canonical {canonical}) is not in the sitemap"
    fields = urls[BASE + "en/search-fields.html"]
    assert fields == {"en": BASE + "en/search-fields.html", "zh-Hans": BASE + "zh-Hans/search-fields.html",
                      "x-default": BASE + "en/search-fields.html"}
    assert urls[BASE + "zh-Hans/search-fields.html"]["en"] == BASE + "en/search-fields.html"
    assert (site / "robots.txt").read_text() == f"User-agent: *\nAllow: /\n\nSitemap: {BASE}sitemap.xml\n"


def test_pages_have_canonical_open_graph_and_relative_links(sites):
    site = sites[0]
    html = (site / "zh-Hans/search-fields.html").read_text()
    assert f'<link rel="canonical" href="{BASE}zh-Hans/search-fields.html">' in html
    assert f'<meta property="og:url" content="{BASE}zh-Hans/search-fields.html">' in html
    assert re.search(r'<meta property="og:locale" content="[^"]+">', html)
    assert re.search(r'<meta name="description" content="[^"]+">', html)
    assert re.search(r'<meta property="og:title" content="[^"]+">', html)
    for page in site.rglob("*.html"):
        if page.name == "404.html":
            continue
        text = page.read_text()
        for ref in re.findall(r'(?:href|src)="([^"#][^"]*)"', text):
            if ref.startswith(("https://", "http://")):
                # Only links out of the site (sources, videos) and the head's canonical/alternates are absolute.
                assert not ref.startswith(BASE) or re.search(r'<link rel="(canonical|alternate)"[^>]*href="' + re.escape(ref), text), \
                    f"{page}: in-site link {ref} is absolute"
            else:
                assert not ref.startswith("/"), f"{page}: root-relative {ref}"


def test_not_found_page_is_absolute_from_the_base_url(sites):
    html = (sites[0] / "404.html").read_text()
    refs = re.findall(r'(?:href|src|data-sw|data-root)="([^"]*)"', html)
    assert refs and all(r.startswith(BASE) or r.startswith("#") for r in refs), [r for r in refs if not r.startswith(BASE)]
    assert 'lang="en"' in html and "noindex" in html


def test_assets_are_hashed_and_pages_are_not(sites):
    files = tree(sites[0])
    for path in files:
        if path.startswith("assets/") and not path.endswith((".gz", ".br")):
            assert re.search(r"\.[0-9a-f]{10}\.[a-z0-9]+$", path), path
        if path.endswith(".html"):
            assert not re.search(r"\.[0-9a-f]{10}\.html$", path), path


def test_compressed_copies_decompress_to_the_originals(sites):
    site = sites[0]
    files = tree(site)
    texts = [p for p in files if pathlib.PurePosixPath(p).suffix in TEXT]
    assert len(texts) > 30  # pages, assets, index files and captions of the seed site
    for path in texts:
        assert path + ".gz" in files and path + ".br" in files, path
        # The file itself, or for a packed script (search index files, captions) its plain form.
        assert gzip.decompress(files[path + ".gz"]) == plain_form(files[path]), path
    assert sum(plain_form(files[p]) != files[p] for p in texts) > 10, "packed scripts"
    # Brotli (equal to the gzip copy) through Node's zlib (Node runs the search tests too), else the brotli command.
    script = ("const z=require('zlib'),fs=require('fs');const bad=[];for(const p of JSON.parse(process.argv[1])){"
              "const a=z.gunzipSync(fs.readFileSync(p+'.gz')),b=z.brotliDecompressSync(fs.readFileSync(p+'.br'));if(!a.equals(b))bad.push(p)}"
              "console.log(JSON.stringify(bad))")
    paths = [str(site / p) for p in texts]
    if shutil.which("node"):
        bad = json.loads(subprocess.run(["node", "-e", script, json.dumps(paths)], check=True, capture_output=True, text=True).stdout)
    elif shutil.which("brotli"):
        bad = [p for p in paths if subprocess.run(["brotli", "-dc", p + ".br"], capture_output=True, check=True).stdout
               != gzip.decompress(pathlib.Path(p + ".gz").read_bytes())]
    else:
        pytest.skip("neither node nor brotli to decompress .br")
    assert bad == []


def test_archive_unzips_to_the_site(sites):
    site = sites[0]
    files = tree(site)
    with zipfile.ZipFile(site / "site.zip") as archive:
        assert archive.testzip() is None
        names = archive.namelist()
        expected = sorted(p for p in files if not p.endswith((".gz", ".br")) and p != "site.zip" and not p.startswith("."))
        assert sorted(names) == expected
        for name in names:
            assert archive.read(name) == files[name], name
        # Entries carry a fixed date, so the archive is reproducible.
        assert {info.date_time for info in archive.infolist()} == {(1980, 1, 1, 0, 0, 0)}


def test_no_inline_code_no_other_origins_no_cookies(sites):
    site = sites[0]
    for page in site.rglob("*.html"):
        html = page.read_text()
        assert not re.search(r"<script(?![^>]*\bsrc=)[^>]*>", html), f"{page}: inline script"
        assert "<style" not in html and not re.search(r"\sstyle=", html), f"{page}: inline style"
        assert not re.search(r"\son[a-z]+=", html), f"{page}: inline event handler"
        assert not re.search(r'href="javascript:', html)
        for tag in re.findall(r"<(?:script|img|link|iframe|source|video|audio)\b[^>]*>", html):
            if tag.startswith("<link") and re.search(r'rel="(canonical|alternate)"', tag):
                continue
            absolute = re.search(r'(?:src|href)="((?:https?:)?//[^"]*)"', tag)
            # Only 404.html refers to its own site absolutely (it is served at any depth).
            assert not absolute or page.name == "404.html" and absolute.group(1).startswith(BASE), f"{page}: {tag}"
    # The page script is parts one after the other, each under a "// ---- name ----" line: checked part by part
    # (any other script as one part).
    scripts = {}
    for p in (site / "assets").rglob("*.js"):
        parts = re.split(r"^// ---- ", p.read_text(), flags=re.M)
        if len(parts) == 1:
            scripts[f"{p.name}: {p.name}"] = parts[0]
        for part in parts[1:]:
            name, _, js = part.partition(" ----\n")
            scripts[f"{p.name}: {name}"] = js
    assert any(name.endswith(": js/search-ui.js") for name in scripts), sorted(scripts)
    for name, js in scripts.items():
        assert "document.cookie" not in js, name
        assert not re.search(r"""createElement\(\s*["']style["']""", js), f"{name} injects a <style>"
        assert not re.search(r"""setAttribute\(\s*["']style["']""", js), f"{name} sets a style attribute (blocked by CSP)"
        assert not re.search(r"\beval\(|new Function\(", js), f"{name} evaluates strings"
        assert not re.search(r"""(?:src|href)\s*=\s*["']https?://""", js), f"{name} loads from another origin"
        if "localStorage" in js:
            assert name.endswith(": js/search-ui.js"), f"{name} uses localStorage (only recent searches may)"
        if "sessionStorage" in js:
            assert name.endswith(": js/site.js"), f"{name} uses sessionStorage (only the reader's language for the tab may)"
    for css in (site / "assets").rglob("*.css"):
        text = css.read_text()
        assert not re.search(r"url\(\s*['\"]?(?:https?:)?//", text) and "@import" not in text, css

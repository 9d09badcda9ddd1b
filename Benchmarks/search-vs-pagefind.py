#!/usr/bin/env python3
"""Concord search vs Pagefind on one large site.

Builds the site (seeds + every corpus transcript and HIG page) with `concord build`, runs Pagefind
on the same output, and prints side by side: index build time, total index bytes, bytes the browser
loads to show the first results of each query, and per-keystroke query time in headless Chromium
(median and p95, first typing pass "cold" and a second pass "warm").

    python3 Benchmarks/search-vs-pagefind.py                       # build with .build/release/concord
    python3 Benchmarks/search-vs-pagefind.py --site _site          # measure an already built site
    python3 Benchmarks/search-vs-pagefind.py --make-test-site DIR  # no concord yet: pages + an index
        # written by SearchIndexWriterTests.testCorpusIndexSize (CONCORD_CORPUS_OUT=DIR)

Needs: pip 'pagefind[extended]' and playwright; /usr/bin/chromium. Be frugal: one browser, one run.
Bytes: "raw" is bytes on disk (Pagefind's index files are already gzip-compressed there), "gz" what a
host serving gzip would send. Keystroke times include loading the top 5 results' display data.
"""
import argparse
import gzip
import html
import http.server
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import urllib.parse
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ENGINE = ROOT / "Public/js/search-engine.js"
QUERIES = ["scope control", "placeholder", "collection view", "performance", "auto layout", "accessibility",
           "swift ui", "metal shaders", "范围控制", "用户界面", "性能"]


def assemble_content(shared: Path, dest: Path) -> Path:
    """Seeds plus every corpus transcript and HIG page, in one content folder."""
    dest.mkdir(parents=True, exist_ok=True)
    for f in (shared / "seeds").glob("*.txt"):
        shutil.copy(f, dest / f.name)
    corpus = shared / "corpus"
    for sub, pattern in (("transcripts", "**/*.json"), ("hig", "**/*.md")):
        for f in (corpus / sub).glob(pattern):
            target = dest / sub / f.relative_to(corpus / sub)
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy(f, target)
    return dest


def dir_bytes(path: Path) -> tuple[int, int, int]:
    files = [p for p in path.rglob("*") if p.is_file()]
    raw = sum(p.stat().st_size for p in files)
    gz = sum(len(gzip.compress(p.read_bytes(), 6)) for p in files)
    return raw, gz, len(files)


def make_test_site(index_dir: Path, corpus: Path, site: Path):
    """HTML pages for the corpus transcripts at the URLs testCorpusIndexSize used, plus that index."""
    site.mkdir(parents=True, exist_ok=True)
    for f in (corpus / "transcripts").glob("**/*.json"):
        rel = f.relative_to(corpus / "transcripts").as_posix()
        segments = json.loads(f.read_text())["segments"]
        zh = rel.startswith("zho")
        paras = []
        for i in range(0, len(segments), 12):
            text = ("" if zh else " ").join(s["text"] for s in segments[i:i + 12])
            paras.append(f'<p id="p{i // 12}">{html.escape(text)}</p>')
        page = site / rel / "index.html"
        page.parent.mkdir(parents=True, exist_ok=True)
        lang = "zh-Hans" if zh else "en"
        page.write_text(f'<!doctype html><html lang="{lang}"><head><meta charset="utf-8"><title>{rel}</title></head>'
                        f'<body><main data-pagefind-body><h1>{rel}</h1>{"".join(paras)}</main></body></html>')
    shutil.copytree(index_dir / "search", site / "search", dirs_exist_ok=True)


class Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


def serve(directory: Path):
    handler = lambda *a, **k: Quiet(*a, directory=str(directory), **k)  # noqa: E731
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


BENCH_PAGE = """<!doctype html><meta charset="utf-8"><title>bench</title>
<script src="/__bench/search-engine.js"></script>"""

CONCORD_JS = """async ([q, lang]) => {
  const engine = ConcordSearch.open({ base: "/", lang });
  const r = await engine.search(q, { limit: 5, sectionsPerPage: 1 });
  return r.length;
}"""

CONCORD_TYPE_JS = """async ([q, lang]) => {
  const engine = ConcordSearch.open({ base: "/", lang });
  const pass = async () => { const t = [];
    for (let i = 1; i <= q.length; i++) { const s = performance.now();
      await engine.search(q.slice(0, i), { limit: 5, sectionsPerPage: 1 }); t.push(performance.now() - s); }
    return t; };
  const cold = await pass(); const warm = await pass(); return [cold, warm];
}"""

PAGEFIND_JS = """async ([q]) => {
  const pf = await import("/pagefind/pagefind.js"); await pf.init();
  const r = await pf.search(q); await Promise.all(r.results.slice(0, 5).map(x => x.data()));
  return r.results.length;
}"""

PAGEFIND_TYPE_JS = """async ([q]) => {
  const pf = await import("/pagefind/pagefind.js"); await pf.init();
  const pass = async () => { const t = [];
    for (let i = 1; i <= q.length; i++) { const s = performance.now();
      const r = await pf.search(q.slice(0, i)); await Promise.all(r.results.slice(0, 5).map(x => x.data()));
      t.push(performance.now() - s); }
    return t; };
  const cold = await pass(); const warm = await pass(); return [cold, warm];
}"""


def browser_measure(site: Path):
    from playwright.sync_api import sync_playwright

    bench = site / "__bench"
    bench.mkdir(exist_ok=True)
    shutil.copy(ENGINE, bench / "search-engine.js")
    (bench / "index.html").write_text(BENCH_PAGE)
    server = serve(site)
    url = f"http://127.0.0.1:{server.server_address[1]}/__bench/index.html"
    out = {"concord": {"bytes": {}, "cold": [], "warm": [], "hits": {}}, "pagefind": {"bytes": {}, "cold": [], "warm": [], "hits": {}}}
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=["--no-sandbox"])
            for name, first_js, type_js in (("concord", CONCORD_JS, CONCORD_TYPE_JS), ("pagefind", PAGEFIND_JS, PAGEFIND_TYPE_JS)):
                for q in QUERIES:
                    lang = "zh-Hans" if any("\u4e00" <= c <= "\u9fff" for c in q) else "en"
                    # Fresh context per query: empty cache, count every response's bytes (engine script included).
                    context = browser.new_context()
                    page = context.new_page()
                    seen = []
                    # Response events cover Pagefind's worker too (resource timing does not).
                    page.on("response", lambda resp, seen=seen: seen.append(resp.url))
                    page.goto(url)
                    page.wait_for_load_state("load")
                    out[name]["hits"][q] = page.evaluate(first_js, [q, lang])
                    page.wait_for_timeout(300)  # let late response events arrive
                    raw = gz = 0
                    for u in set(seen):
                        path = urllib.parse.unquote(u.split("127.0.0.1:", 1)[1].split("/", 1)[1].split("?")[0])
                        if path == "__bench/index.html" or (name == "pagefind" and path.startswith("__bench/")):
                            continue  # the harness page loads Concord's engine; Pagefind loads its own
                        file = site / path
                        if not file.is_file():
                            continue  # favicon probes and the like
                        data = file.read_bytes()
                        raw += len(data)
                        gz += len(gzip.compress(data, 6))
                    out[name]["bytes"][q] = (raw, gz)
                    cold, warm = page.evaluate(type_js, [q, lang])
                    out[name]["cold"] += cold
                    out[name]["warm"] += warm
                    context.close()
            browser.close()
    finally:
        server.shutdown()
        shutil.rmtree(bench, ignore_errors=True)
    return out


def pct(values, q):
    values = sorted(values)
    return values[min(len(values) - 1, int(len(values) * q))] if values else float("nan")


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--concord", default=str(ROOT / ".build/release/concord"))
    ap.add_argument("--shared", default=str(ROOT.parent / "shared"), help="folder with seeds/ and corpus/")
    ap.add_argument("--content", help="content folder (default: assembled from --shared)")
    ap.add_argument("--site", help="measure this built site instead of building one")
    ap.add_argument("--make-test-site", metavar="INDEX_DIR", help="build a stand-in site from corpus transcripts and an index in INDEX_DIR")
    ap.add_argument("--keep", action="store_true", help="keep the temporary site")
    args = ap.parse_args()

    work = Path(tempfile.mkdtemp(prefix="concord-bench-"))
    concord_build = None
    if args.site:
        site = Path(args.site).resolve()
    elif args.make_test_site:
        site = work / "site"
        make_test_site(Path(args.make_test_site), Path(args.shared) / "corpus", site)
    else:
        content = Path(args.content) if args.content else assemble_content(Path(args.shared), work / "content")
        site = work / "site"
        start = time.perf_counter()
        subprocess.run([args.concord, "build", "--content", str(content), "--output", str(site)], check=True)
        concord_build = time.perf_counter() - start

    shutil.rmtree(site / "pagefind", ignore_errors=True)
    start = time.perf_counter()
    subprocess.run([sys.executable, "-m", "pagefind_bin_extended", "--site", str(site)], check=True, stdout=subprocess.DEVNULL)
    pagefind_build = time.perf_counter() - start

    concord_bytes = dir_bytes(site / "search")
    pagefind_bytes = dir_bytes(site / "pagefind")
    m = browser_measure(site)

    row = "{:<40}{:>30}{:>30}"
    print(row.format("", "Concord", "Pagefind"))
    print(row.format("index build time (s)", "n/a" if concord_build is None else f"{concord_build:.1f} (whole site)", f"{pagefind_build:.1f}"))
    print(row.format("total index bytes (raw / gzip)", f"{concord_bytes[0]:,} / {concord_bytes[1]:,}", f"{pagefind_bytes[0]:,} / {pagefind_bytes[1]:,}"))
    print(row.format("index files", f"{concord_bytes[2]:,}", f"{pagefind_bytes[2]:,}"))
    for q in QUERIES:
        c, p = m["concord"]["bytes"][q], m["pagefind"]["bytes"][q]
        print(row.format(f"first results '{q}' bytes (gz)", f"{c[0]:,} ({c[1]:,}) n={m['concord']['hits'][q]}", f"{p[0]:,} ({p[1]:,}) n={m['pagefind']['hits'][q]}"))
    for label in ("cold", "warm"):
        c, p = m["concord"][label], m["pagefind"][label]
        print(row.format(f"keystroke ms, {label} (median / p95)", f"{statistics.median(c):.2f} / {pct(c, .95):.2f}", f"{statistics.median(p):.2f} / {pct(p, .95):.2f}"))
    if args.keep:
        print(f"site kept at {site}")
    else:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()

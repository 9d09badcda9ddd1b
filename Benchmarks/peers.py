#!/usr/bin/env python3
"""Concord against the tools people would pick instead, on the same content.

Builds one library three ways and prints the comparison of issue 18 with ratios:

- Concord: `concord build` on the seeds of Content/ plus every corpus transcript (English and
  Chinese) and every HIG page of ../shared/corpus (assembled as Benchmarks/search-vs-pagefind.py does);
- Hugo (Debian's `hugo`) + Pagefind (`pagefind[extended]` from PyPI) with Pagefind's default UI;
- MkDocs Material (`mkdocs-material` from PyPI) with its built-in search.

The peers get the same library as Markdown: prose pages as they are, each transcript as a page of its
captions. Builds alternate between tools, `--runs` times (medians reported); peak memory is the
largest resident set of the build's processes. In headless Chromium each query is typed into each
site's own search box at 80 ms a key, and pasted, in a fresh browser context (cold cache); the bytes
and requests counted are the search's own files (index, engine and UI scripts) until the results
settle (Concord's page script, which carries its engine and search box, counts whole). Bytes are what a host serving gzip sends: files compressed on disk (Pagefind's) count as they
are, the others gzipped at level 6.

    make bench-deps && swift build -c release --product concord && python3 Benchmarks/peers.py
    python3 Benchmarks/peers.py --runs 1 --queries 3     # quicker

Nothing is written inside the repository; the library is assembled in a temporary folder.
"""
import argparse
import gzip
import importlib.util
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.parse
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
_spec = importlib.util.spec_from_file_location("search_vs_pagefind", ROOT / "Benchmarks/search-vs-pagefind.py")
svp = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(svp)

QUERIES = ["scope control", "placeholder", "collection view", "accessibility", "performance", "search suggestions",
           "范围控制", "性能"]
KEY_DELAY_MS = 80


# ---------------------------------------------------------------------------------------------- content
FRONT_MATTER = re.compile(r"\A---\n.*?\n---\n", re.S)


def title_of(text: str, fallback: str) -> str:
    for line in text.splitlines():
        m = re.match(r"#\s+(.+)", line)
        if m:
            return m.group(1).strip()
    return fallback


def markdown_library(content: Path, dest: Path) -> int:
    """The library as plain Markdown pages for the peers; returns the page count."""
    count = 0
    for f in sorted(content.rglob("*")):
        if not f.is_file() or f.name in ("concord.yml", "glossary.yml") or f.name.startswith("."):
            continue
        rel = f.relative_to(content)
        if f.suffix in (".md", ".markdown", ".txt"):
            body = FRONT_MATTER.sub("", f.read_text(errors="replace"))
            title = title_of(body, f.stem)
        elif f.suffix == ".json":
            try:
                data = json.loads(f.read_text())
            except ValueError:
                continue
            segments = data.get("segments") if isinstance(data, dict) else None
            if not segments:
                continue
            title = data.get("title") or data.get("id") or f.stem
            texts = [s.get("text", "") for s in segments]
            body = "\n\n".join(" ".join(texts[i:i + 8]) for i in range(0, len(texts), 8))
        else:
            continue
        out = dest / rel.with_suffix(".md")
        out.parent.mkdir(parents=True, exist_ok=True)
        out.write_text(f"---\ntitle: {json.dumps(title, ensure_ascii=False)}\n---\n\n{body}\n")
        count += 1
    return count


HUGO_CONFIG = """baseURL = "/"
title = "Peer benchmark"
relativeURLs = true
uglyURLs = true
disableKinds = ["taxonomy", "term", "RSS", "sitemap"]
"""
HUGO_BASEOF = """<!doctype html><html lang="en"><head><meta charset="utf-8"><title>{{ .Title }}</title>
<link href="/pagefind/pagefind-ui.css" rel="stylesheet"><script src="/pagefind/pagefind-ui.js"></script></head>
<body><div id="search"></div><main data-pagefind-body>{{ block "main" . }}{{ end }}</main>
<script>window.addEventListener("DOMContentLoaded", function () { new PagefindUI({ element: "#search", showSubResults: true }); });</script>
</body></html>
"""
HUGO_SINGLE = """{{ define "main" }}<h1>{{ .Title }}</h1>{{ .Content }}{{ end }}"""
HUGO_LIST = """{{ define "main" }}<h1>{{ .Title }}</h1><ul>{{ range .Pages }}<li><a href="{{ .RelPermalink }}">{{ .Title }}</a></li>{{ end }}</ul>{{ end }}"""


def hugo_project(library: Path, dest: Path) -> Path:
    shutil.copytree(library, dest / "content")
    (dest / "config.toml").write_text(HUGO_CONFIG)
    layouts = dest / "layouts/_default"
    layouts.mkdir(parents=True)
    (layouts / "baseof.html").write_text(HUGO_BASEOF)
    (layouts / "single.html").write_text(HUGO_SINGLE)
    (layouts / "list.html").write_text(HUGO_LIST)
    (dest / "layouts/index.html").write_text(HUGO_LIST)
    return dest


def mkdocs_project(library: Path, dest: Path) -> Path:
    shutil.copytree(library, dest / "docs")
    (dest / "docs/index.md").write_text("---\ntitle: Home\n---\n\n# Peer benchmark\n")
    (dest / "mkdocs.yml").write_text("site_name: Peer benchmark\nuse_directory_urls: false\ntheme:\n  name: material\n"
                                     "plugins:\n  - search\n")
    return dest


# ---------------------------------------------------------------------------------------------- builds
STEP_LINE = re.compile(r"^\s*([0-9.]+) ms  (\S.*?)(?:\s{2,}|$)")


def step_times(log: str) -> dict:
    """Each step line of a `concord build` log (`  1234.5 ms  Read content   523 documents`): step → ms."""
    return {m.group(2).strip(): float(m.group(1)) for m in map(STEP_LINE.match, log.splitlines()) if m}


def run_measured(cmd, cwd=None, env=None, output=False):
    """Runs cmd; returns (wall seconds, peak resident MB of the process tree's largest process), and its standard
    output as a third member with `output`."""
    # Output goes to files, not pipes: a build with many warnings would fill a pipe and wait forever.
    with tempfile.TemporaryFile() as log, tempfile.TemporaryFile() as out:
        start = time.perf_counter()
        proc = subprocess.Popen(cmd, cwd=cwd, env=env, stdout=out if output else subprocess.DEVNULL, stderr=log)
        _, status, usage = os.wait4(proc.pid, 0)
        wall = time.perf_counter() - start
        log.seek(0)
        err = log.read().decode(errors="replace")
        out.seek(0)
        text = out.read().decode(errors="replace")
    if os.waitstatus_to_exitcode(status) != 0:
        sys.exit(f"failed: {' '.join(map(str, cmd))}\n{err[-2000:]}")
    return (wall, usage.ru_maxrss / 1024, text) if output else (wall, usage.ru_maxrss / 1024)


def precache_bytes(site: Path) -> tuple[int, int]:
    """Files and transfer bytes Concord's service worker precaches on a reader's first visit (its shell)."""
    worker = site / "sw.js"
    if not worker.is_file():
        return 0, 0
    first = worker.read_text().split("\n\"langs\"", 1)[0]
    shell = json.loads(first.split("\"shell\":", 1)[1].rstrip().rstrip(","))
    return len(shell), sum(transfer_bytes(site / p) for p in shell if (site / p).is_file())


def dir_size(path: Path, skip_precompressed=True) -> int:
    return sum(p.stat().st_size for p in path.rglob("*")
               if p.is_file() and not (skip_precompressed and p.suffix in (".gz", ".br")))


# ---------------------------------------------------------------------------------------------- browser
def transfer_bytes(file: Path) -> int:
    data = file.read_bytes()
    return len(data) if data[:2] == b"\x1f\x8b" else len(gzip.compress(data, 6))


PEERS = {
    # name: (start page, search field, result selector, is a search file?)
    "concord": ("en/index.html", "#search-input", "#search-listbox .search-result",
                lambda p: p.startswith("search/") or re.match(r"(.*/)?(search-(engine|ui)|page)\.[0-9a-f]+\.js$", p)),
    "pagefind": ("index.html", ".pagefind-ui__search-input", ".pagefind-ui__result",
                 lambda p: p.startswith("pagefind/")),
    "mkdocs": ("index.html", ".md-search__input", ".md-search-result__item",
               lambda p: p.startswith("search/") or "/workers/search" in p or "lunr" in p),
}


def measure_search(browser, name, site: Path, base: str, query: str, typed: bool):
    start, field, result, is_search = PEERS[name]
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    page = context.new_page()
    seen = []
    # The page's requests and its dedicated workers' (Pagefind's, MkDocs'); not the service worker's
    # background precache, which Concord's row reports on its own.
    page.on("request", lambda r: seen.append(r.url))
    page.goto(base + start)
    page.wait_for_load_state("load")
    page.locator(field).click()
    if typed:
        page.keyboard.type(query, delay=KEY_DELAY_MS)
    else:
        page.locator(field).fill(query)
        page.keyboard.press("End")  # a key up after the paste: MkDocs Material listens for keys, not input
    found = True
    try:
        page.locator(result).first.wait_for(state="visible", timeout=15000)
    except Exception:
        found = False  # no results for this query: count what it loaded anyway
    # Settle: no new request for a second.
    last, quiet_since = len(seen), time.perf_counter()
    while time.perf_counter() - quiet_since < 1.0:
        page.wait_for_timeout(100)
        if len(seen) != last:
            last, quiet_since = len(seen), time.perf_counter()
    requests, total = 0, 0
    for url in seen:
        path = urllib.parse.unquote(urllib.parse.urlparse(url).path.lstrip("/"))
        file = site / path
        if not is_search(path) or not file.is_file():
            continue
        requests += 1
        total += transfer_bytes(file)
    context.close()
    return total, requests, found


def serve(directory: Path):
    """The folder over http on 127.0.0.1 (search-vs-pagefind's server): (server, root URL)."""
    server = svp.serve(directory)
    return server, f"http://127.0.0.1:{server.server_address[1]}/"


def browse(sites: dict, queries):
    from playwright.sync_api import sync_playwright

    out = {name: {"typed": [], "pasted": [], "missing": []} for name in sites}
    servers = {name: serve(path) for name, path in sites.items()}
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=os.environ.get("CHROMIUM", "/usr/bin/chromium"), args=["--no-sandbox"])
            for q in queries:
                for name, path in sites.items():
                    for mode in ("typed", "pasted"):
                        b, r, found = measure_search(browser, name, path, servers[name][1], q, mode == "typed")
                        out[name][mode].append((b, r))
                        if not found and mode == "pasted":
                            out[name]["missing"].append(q)
            browser.close()
    finally:
        for server, _ in servers.values():
            server.shutdown()
    return out


# ---------------------------------------------------------------------------------------------- main
def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--concord", default=str(ROOT / ".build/release/concord"))
    ap.add_argument("--corpus", default=str(ROOT.parent / "shared/corpus"))
    ap.add_argument("--content", help="content folder (default: the seeds plus the corpus, assembled in a temp dir)")
    ap.add_argument("--runs", type=int, default=3, help="builds per tool, alternated (median reported)")
    ap.add_argument("--queries", type=int, default=len(QUERIES), help="how many of the queries to type")
    ap.add_argument("--keep", action="store_true", help="keep the temporary folder")
    args = ap.parse_args()
    for tool in ("hugo",):
        if not shutil.which(tool):
            sys.exit(f"{tool} is missing: run `make bench-deps`")

    work = Path(tempfile.mkdtemp(prefix="concord-peers-"))
    try:
        content = Path(args.content).resolve() if args.content else svp.assemble_content(ROOT / "Content", Path(args.corpus), work / "content")
        library = work / "library"
        pages = markdown_library(content, library)
        hugo = hugo_project(library, work / "hugo")
        mkdocs = mkdocs_project(library, work / "mkdocs")
        out = {"concord": work / "concord-site", "pagefind": hugo / "public", "mkdocs": mkdocs / "site"}

        times = {k: [] for k in ("concord", "hugo", "pagefind", "mkdocs")}
        memory = {k: [] for k in times}
        for run in range(args.runs):
            for tool in ("concord", "hugo", "mkdocs"):
                if tool == "concord":
                    shutil.rmtree(out["concord"], ignore_errors=True)
                    w, m = run_measured([args.concord, "build", "--quiet", "--no-cache", "--content", str(content), "--output", str(out["concord"])])
                    times["concord"].append(w); memory["concord"].append(m)
                elif tool == "hugo":
                    shutil.rmtree(out["pagefind"], ignore_errors=True)
                    w, m = run_measured(["hugo", "--quiet", "--source", str(hugo)])
                    times["hugo"].append(w); memory["hugo"].append(m)
                    w, m = run_measured([sys.executable, "-m", "pagefind_bin_extended", "--site", str(out["pagefind"])])
                    times["pagefind"].append(w); memory["pagefind"].append(m)
                else:
                    shutil.rmtree(out["mkdocs"], ignore_errors=True)
                    w, m = run_measured([sys.executable, "-m", "mkdocs", "build", "--quiet", "--config-file", str(mkdocs / "mkdocs.yml")])
                    times["mkdocs"].append(w); memory["mkdocs"].append(m)
            sys.stderr.write(f"run {run + 1}/{args.runs}: " + ", ".join(f"{k} {v[-1]:.1f} s" for k, v in times.items()) + "\n")

        med = {k: statistics.median(v) for k, v in times.items()}
        peak = {k: max(v) for k, v in memory.items()}
        build = {"concord": med["concord"], "pagefind": med["hugo"] + med["pagefind"], "mkdocs": med["mkdocs"]}
        mem = {"concord": peak["concord"], "pagefind": max(peak["hugo"], peak["pagefind"]), "mkdocs": peak["mkdocs"]}
        size = {k: dir_size(v) for k, v in out.items()}
        index = {"concord": dir_size(out["concord"] / "search"), "pagefind": dir_size(out["pagefind"] / "pagefind"),
                 "mkdocs": dir_size(out["mkdocs"] / "search")}
        concord_pages = sum(1 for p in out["concord"].rglob("*.html"))
        precache = precache_bytes(out["concord"])
        queries = QUERIES[:args.queries]
        b = browse(out, queries)
    finally:
        if not args.keep:
            shutil.rmtree(work, ignore_errors=True)

    def mb(n):
        return f"{n / 1e6:.2f} MB"

    def load(name, mode):
        rows = b[name][mode]
        return sum(r[0] for r in rows), sum(r[1] for r in rows)

    header = f"{'':<44}{'Concord':>18}{'Hugo + Pagefind':>22}{'MkDocs Material':>18}{'vs H+P':>9}{'vs MkDocs':>11}"
    print(f"content: {pages} Markdown pages for the peers, {concord_pages} HTML files from Concord; "
          f"medians of {args.runs} alternated builds; {len(queries)} queries, typed at {KEY_DELAY_MS} ms a key, cold")
    print(header)

    def row(label, c, p, m, fmt):
        print(f"{label:<44}{fmt(c):>18}{fmt(p):>22}{fmt(m):>18}{c / p:>9.2f}{c / m:>11.2f}")

    row("whole build, s", build["concord"], build["pagefind"], build["mkdocs"], lambda v: f"{v:.1f}")
    print(f"{'':<44}{'':>18}{'(Hugo ' + format(med['hugo'], '.1f') + ' + PF ' + format(med['pagefind'], '.1f') + ')':>22}")
    row("peak memory", mem["concord"], mem["pagefind"], mem["mkdocs"], lambda v: f"{v:.0f} MB")
    row("output, without compressed copies", size["concord"], size["pagefind"], size["mkdocs"], mb)
    row("search index", index["concord"], index["pagefind"], index["mkdocs"], mb)
    for mode in ("typed", "pasted"):
        c, p, m = load("concord", mode), load("pagefind", mode), load("mkdocs", mode)
        row(f"search bytes, {mode}, all queries", c[0], p[0], m[0], mb)
        row(f"search requests, {mode}, all queries", c[1], p[1], m[1], lambda v: f"{v}")
    print(f"Concord's service worker (hosted sites only) precaches {precache[0]} files, {mb(precache[1])}, on a first visit")
    per_query = [(q, b["concord"]["typed"][i], b["pagefind"]["typed"][i]) for i, q in enumerate(queries)]
    print("typed, per query (Concord bytes/requests vs Pagefind bytes/requests):")
    for q, c, p in per_query:
        print(f"  {q:<24}{c[0]:>10,} / {c[1]:<4}{p[0]:>12,} / {p[1]:<4} bytes ratio {c[0] / max(p[0], 1):.2f}, requests {c[1] / max(p[1], 1):.2f}")
    for name in b:
        if b[name]["missing"]:
            print(f"note: {name} showed no results for: {', '.join(b[name]['missing'])}")


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Concord search vs Pagefind on one large site.

Assembles a content folder of copies in a temporary directory (the seeds of Content/ plus every corpus
transcript, English and Chinese, and every HIG page of ../shared/corpus), builds it with the real
`concord build --content DIR --output DIR`, runs Pagefind on the same output, and prints side by side:
index build time (and Concord's whole build), total index bytes, bytes a browser loads to show the
first results of each query, and per-keystroke query time in headless Chromium (median and p95, typing
each query one character at a time: a first "cold" pass that loads what it needs, then three more passes;
"once loaded" counts the keystrokes of those passes that made no request to the server, since a prefix may
still pull in parts a pass later; "best" is the fastest of them per keystroke; and, for Concord, "from loaded
parts" is the search the search box runs on every key, which answers from what is loaded and fetches nothing,
`search(q, {loadedOnly: true})`).

    make bench                                            # or:
    swift build -c release --product concord && python3 Benchmarks/search-vs-pagefind.py
    python3 Benchmarks/search-vs-pagefind.py --site DIR   # measure an already built site (no Concord timing)

Needs: pip 'pagefind[extended]' and playwright; /usr/bin/chromium. Be frugal: one browser, one run.
Times are wall clock and CPU (user + system of the child process, which shared machines disturb less).
Bytes: "raw" is bytes on disk, what file:// and a host without compression deliver; "gz" what a host
serving gzip sends. Pagefind's index files are gzip-compressed on disk already, so its raw bytes are
its transfer size; the ratios compare Concord's gz with Pagefind's raw. Keystroke times include
loading the top 5 results' display data. Nothing is written inside the repository.
"""
import argparse
import gzip
import html
import http.server
import json
import os
import resource
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
QUERIES = ["scope control", "placeholder", "collection view", "performance", "auto layout", "accessibility",
           "swift ui", "metal shaders", "范围控制", "用户界面", "性能"]


# Lines of the corpus HIG Markdown that are attribution boilerplate, not guidance (on top of the
# strip rules of Content/concord.yml).
EXTRA_STRIP = [r"^>\s*\*\*Source\*\*"]


def assemble_content(repo_content: Path, corpus: Path, dest: Path) -> Path:
    """A content folder of copies (Concord refuses symbolic links): the seeds of Content/ with their
    manifest and glossary, plus every corpus transcript (English and Chinese), the guitaripod
    transcripts and every HIG page. The corpus is only ever copied into `dest`, a temporary folder."""
    dest.mkdir(parents=True, exist_ok=True)
    for f in repo_content.iterdir():
        if f.is_file() and f.name != "concord.yml":
            shutil.copy(f, dest / f.name)
    manifest = (repo_content / "concord.yml").read_text()
    lines = manifest.splitlines()
    at = next(i for i, l in enumerate(lines) if l.startswith("strip:")) + 1
    for rule in EXTRA_STRIP:
        lines.insert(at, "  - '" + rule + "'")
    seed_ids = {"page-controls", "path-controls", "search-fields"}  # pages the seed HIG bundle also holds
    for sub, pattern in (("transcripts", "**/*.json"), ("guitaripod-sessions", "**/transcript.*"), ("hig", "**/*.md")):
        for f in sorted((corpus / sub).glob(pattern)):
            rel = Path("corpus") / sub / f.relative_to(corpus / sub)
            target = dest / rel
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy(f, target)
            if sub == "hig" and f.stem in seed_ids:
                lines.append(f"  {rel.as_posix()}:\n    id: hig-{f.stem}")
    (dest / "concord.yml").write_text("\n".join(lines) + "\n")
    return dest


def dir_bytes(path: Path, skip_precompressed: bool = False) -> tuple[int, int, int]:
    files = [p for p in path.rglob("*") if p.is_file() and not (skip_precompressed and p.suffix in (".gz", ".br"))]
    raw = sum(p.stat().st_size for p in files)
    gz = sum(len(gzip.compress(p.read_bytes(), 6)) for p in files)
    return raw, gz, len(files)


class Quiet(http.server.SimpleHTTPRequestHandler):
    requests = 0  # every request served, so a keystroke's requests are the difference (Pagefind's worker included)

    def log_message(self, *args):
        pass

    def do_GET(self):
        Quiet.requests += 1
        super().do_GET()


class QuietServer(http.server.ThreadingHTTPServer):
    def handle_error(self, request, client_address):
        # A browser that stops reading (a search made stale by the next key, a closed page) is not an error.
        if not isinstance(sys.exc_info()[1], (BrokenPipeError, ConnectionResetError)):
            super().handle_error(request, client_address)


def serve(directory: Path):
    handler = lambda *a, **k: Quiet(*a, directory=str(directory), **k)  # noqa: E731
    server = QuietServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


BENCH_PAGE = """<!doctype html><meta charset="utf-8"><title>bench</title>
<script src="/__bench/search-engine.js"></script>"""

CONCORD_JS = """async ([q, lang]) => {
  const engine = ConcordSearch.open({ base: "/", lang });
  const r = await engine.search(q, { limit: 5, sectionsPerPage: 1 });
  return r.length;
}"""

# One keystroke of a query on an engine kept on the page (opened by the first keystroke): its time in ms.
CONCORD_KEY_JS = """async ([q, lang, loadedOnly]) => {
  const engine = window.__engine || (window.__engine = ConcordSearch.open({ base: "/", lang }));
  const s = performance.now();
  await engine.search(q, { limit: 5, sectionsPerPage: 1, loadedOnly });
  return performance.now() - s;
}"""

PAGEFIND_JS = """async ([q]) => {
  const pf = await import("/pagefind/pagefind.js"); await pf.init();
  const r = await pf.search(q); await Promise.all(r.results.slice(0, 5).map(x => x.data()));
  return r.results.length;
}"""

PAGEFIND_KEY_JS = """async ([q]) => {
  const pf = window.__pf || (window.__pf = await import("/pagefind/pagefind.js"));
  if (!window.__pfReady) { await pf.init(); window.__pfReady = true; }
  const s = performance.now();
  const r = await pf.search(q); await Promise.all(r.results.slice(0, 5).map(x => x.data()));
  return performance.now() - s;
}"""


def type_passes(page, key_js, q, lang, passes=4):
    """Each pass types q a character at a time: per keystroke (ms, requests it made)."""
    out = []
    for _ in range(passes):
        run = []
        for i in range(1, len(q) + 1):
            before = Quiet.requests
            ms = page.evaluate(key_js, [q[:i], lang, False])
            run.append((ms, Quiet.requests - before))
        out.append(run)
    return out


def browser_measure(site: Path):
    from playwright.sync_api import sync_playwright

    bench = site / "__bench"
    bench.mkdir(exist_ok=True)
    # The engine as the site has it: the build joins Public/js/search-engine/*.js into one part of each page script.
    page_script = next((site / "assets/js").glob("page.*.js")).read_text()
    engine = page_script.split("// ---- js/search-engine.js ----\ntry {\n", 1)[1].split("} catch (error) {", 1)[0]
    (bench / "search-engine.js").write_text(engine)
    (bench / "index.html").write_text(BENCH_PAGE)
    server = serve(site)
    url = f"http://127.0.0.1:{server.server_address[1]}/__bench/index.html"
    out = {name: {"bytes": {}, "cold": [], "warm": [], "best": [], "loaded parts": [], "hits": {}, "still loading": 0, "keys": 0}
           for name in ("concord", "pagefind")}
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=["--no-sandbox"])
            for name, first_js, type_js in (("concord", CONCORD_JS, CONCORD_KEY_JS), ("pagefind", PAGEFIND_JS, PAGEFIND_KEY_JS)):
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
                    page.goto(url)  # a fresh page, its cache warm: what typing costs once the first query loaded
                    page.wait_for_load_state("load")
                    cold, *later = type_passes(page, type_js, q, lang)
                    out[name]["cold"] += [ms for ms, _ in cold]
                    # Keystrokes that still made requests (a prefix's parts can arrive a pass later) are loading,
                    # not answering from what is loaded.
                    out[name]["warm"] += [ms for run in later for ms, requests in run if not requests]
                    out[name]["still loading"] += sum(1 for run in later for _, requests in run if requests)
                    out[name]["keys"] += sum(len(run) for run in later)
                    # Best of the passes per keystroke that loaded nothing in any: the engine's cost without
                    # the scheduler's noise (the machine may be shared).
                    out[name]["best"] += [min(ms for ms, _ in k) for k in zip(*later) if not any(r for _, r in k)]
                    if name == "concord":
                        out[name]["loaded parts"] += [page.evaluate(type_js, [q[:i], lang, True]) for i in range(1, len(q) + 1)]
                    context.close()
            browser.close()
    finally:
        server.shutdown()
        shutil.rmtree(bench, ignore_errors=True)
    return out


def pct(values, q):
    values = sorted(values)
    return values[min(len(values) - 1, int(len(values) * q))] if values else float("nan")


def run_timed(cmd, **kwargs):
    """Runs cmd; returns (wall seconds, child CPU seconds, completed process)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    done = subprocess.run(cmd, check=True, **kwargs)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime), done


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--concord", default=str(ROOT / ".build/release/concord"))
    ap.add_argument("--corpus", default=str(ROOT.parent / "shared/corpus"), help="the shared corpus folder")
    ap.add_argument("--content", help="content folder (default: assembled from Content/ and --corpus in a temp dir)")
    ap.add_argument("--site", help="measure this built site instead of building one")
    ap.add_argument("--keep", action="store_true", help="keep the temporary content and site")
    args = ap.parse_args()

    work = Path(tempfile.mkdtemp(prefix="concord-bench-"))
    concord = None
    if args.site:
        site = Path(args.site).resolve()
    else:
        content = Path(args.content) if args.content else assemble_content(ROOT / "Content", Path(args.corpus), work / "content")
        site = work / "site"
        env = dict(os.environ, CONCORD_STEP_CPU="1")  # each step's CPU time on stderr
        wall, cpu, done = run_timed([args.concord, "build", "--no-cache", "--content", str(content), "--output", str(site)],
                                    capture_output=True, text=True, env=env)
        index_ms = next((float(l.split()[0]) for l in done.stdout.splitlines() if "Index for search" in l), float("nan"))
        pages = next((l for l in done.stdout.splitlines() if l.startswith("Built ")), "")
        index_cpu = next((float(l.split()[1]) / 1000 for l in done.stderr.splitlines() if l.startswith("cpu ") and l.endswith(": Index for search")), float("nan"))
        concord = {"wall": wall, "cpu": cpu, "index": index_ms / 1000, "index_cpu": index_cpu, "summary": pages.split(" in ")[0]}
        sys.stderr.write(done.stdout[-2500:])

    shutil.rmtree(site / "pagefind", ignore_errors=True)
    pf_wall, pf_cpu, _ = run_timed([sys.executable, "-m", "pagefind_bin_extended", "--site", str(site)], stdout=subprocess.DEVNULL)

    concord_bytes = dir_bytes(site / "search", skip_precompressed=True)
    pagefind_bytes = dir_bytes(site / "pagefind")
    m = browser_measure(site)

    row = "{:<44}{:>34}{:>30}{:>14}"
    print(row.format("", "Concord", "Pagefind", "ratio"))
    if concord:
        print(f"site: {concord['summary']}")
        print(row.format("index build, wall s (CPU s)", f"{concord['index']:.1f} ({concord['index_cpu']:.1f}) index step",
                         f"{pf_wall:.1f} ({pf_cpu:.1f})", f"{concord['index'] / pf_wall:.2f} ({concord['index_cpu'] / pf_cpu:.2f})"))
        print(row.format("whole build, wall s (CPU s)", f"{concord['wall']:.1f} ({concord['cpu']:.1f})", f"{pf_wall:.1f} ({pf_cpu:.1f}) index only",
                         f"{concord['wall'] / pf_wall:.2f} ({concord['cpu'] / pf_cpu:.2f})"))
        for line in done.stdout.splitlines():
            if " ms  " in line:
                print("    concord step " + line.strip())
    else:
        print(row.format("index build, wall s (CPU s)", "n/a (--site)", f"{pf_wall:.1f} ({pf_cpu:.1f})", ""))
    print(row.format("total index bytes raw / gz", f"{concord_bytes[0]:,} / {concord_bytes[1]:,}", f"{pagefind_bytes[0]:,}",
                     f"{concord_bytes[1] / pagefind_bytes[0]:.2f}"))
    print(row.format("index files", f"{concord_bytes[2]:,}", f"{pagefind_bytes[2]:,}", ""))
    ratios, raw_ratios = [], []
    for q in QUERIES:
        c, p = m["concord"]["bytes"][q], m["pagefind"]["bytes"][q]
        ratios.append(c[1] / p[0]); raw_ratios.append(c[0] / p[0])
        print(row.format(f"first results '{q}' bytes raw / gz, hits", f"{c[0]:,} / {c[1]:,}, {m['concord']['hits'][q]}",
                         f"{p[0]:,}, {m['pagefind']['hits'][q]}", f"{c[1] / p[0]:.2f}"))
    print(row.format("first results, all queries: gz / raw ratio", "", "", f"{statistics.median(ratios):.2f}"))
    print(row.format("  (median over queries; max gz ratio, raw ratio)", "", "", f"{max(ratios):.2f}, {statistics.median(raw_ratios):.2f}"))
    def times(values):
        return f"{statistics.median(values):.2f} / {pct(values, .95):.2f}" if values else "n/a"

    for label, title in (("cold", "cold, first pass"), ("warm", "once loaded"), ("best", "once loaded, best of 3")):
        c, p = m["concord"][label], m["pagefind"][label]
        ratio = f"{pct(c, .95) / max(pct(p, .95), 1e-9):.2f}" if c and p else ""
        print(row.format(f"keystroke ms, {title} (median / p95)", times(c), times(p), ratio))
    print(row.format("  keystrokes after the first pass still loading", f"{m['concord']['still loading']} of {m['concord']['keys']}",
                     f"{m['pagefind']['still loading']} of {m['pagefind']['keys']}", ""))
    print(row.format("keystroke ms, from loaded parts (search box)", times(m["concord"]["loaded parts"]), "", ""))
    if args.keep:
        print(f"kept: {work}" if not args.site else "")
    else:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()

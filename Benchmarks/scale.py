#!/usr/bin/env python3
"""Ten times the content: how Concord's build and search grow with the library (issue 18, item 5).

Assembles the library of Benchmarks/peers.py (the seeds plus every corpus transcript and HIG page), then a
library `--factor` times as large made from it: each extra copy of a corpus file gets a unique id and its
paragraphs (Markdown blocks, caption texts) shuffled, so no two copies index alike. Builds both with
`concord build`, and prints pages, build time (and time per page, to see whether growth is linear), peak
memory, output and index size, and the bytes and requests a cold browser loads to show the first results
of each query pasted into the search box (Chromium), with the ratios between the two libraries.

    swift build -c release --product concord && python3 Benchmarks/scale.py            # 10×
    python3 Benchmarks/scale.py --factor 3                                              # quicker
    python3 Benchmarks/scale.py --runs 3                                                # median of three 10× builds

A single 10× build moves by a tenth from minute to minute on a shared machine; `--runs` takes the median of that
many. The 1× figure is the median of at least three builds, alternated with the larger ones so that a slow stretch
of the machine falls on both sizes.

Nothing is written inside the repository; everything happens in a temporary folder.
"""
import argparse
import importlib.util
import json
import random
import re
import shutil
import statistics
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def load(name, file):
    spec = importlib.util.spec_from_file_location(name, ROOT / "Benchmarks" / file)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


peers = load("peers", "peers.py")
svp = peers.svp
QUERIES = ["scope control", "placeholder", "collection view", "accessibility", "性能"]


def shuffled_markdown(text: str, rng: random.Random, suffix: str) -> str:
    """Front matter kept (its id made unique), the first heading kept, the other blocks shuffled."""
    front = ""
    # Front matter, closed or not (some corpus pages never close it): kept first, its id made unique and its
    # source URL dropped (ids come from it, so a copy would clash with the original).
    m = re.match(r"\A---\n.*?\n---\n", text, re.S) or re.match(r"\A---\n.*?(?:\n\s*\n|\Z)", text, re.S)
    if m:
        front = re.sub(r'^(id:\s*"?)([^"\n]+)("?)$', lambda g: g.group(1) + g.group(2) + suffix + g.group(3), m.group(0), flags=re.M)
        front = re.sub(r"^(source|url):.*\n", "", front, flags=re.M)
        text = text[m.end():]
    blocks = [b for b in re.split(r"\n\s*\n", text) if b.strip()]
    head = [blocks.pop(0)] if blocks and blocks[0].lstrip().startswith("#") else []
    rng.shuffle(blocks)
    return front + "\n\n".join(head + blocks) + "\n"


def shuffled_transcript(text: str, rng: random.Random, suffix: str) -> str:
    data = json.loads(text)
    if isinstance(data, dict) and isinstance(data.get("segments"), list):
        if "id" in data:
            data["id"] = str(data["id"]) + suffix
        texts = [s.get("text", "") for s in data["segments"]]
        rng.shuffle(texts)
        for s, t in zip(data["segments"], texts):
            s["text"] = t
    return json.dumps(data, ensure_ascii=False)


def multiply(base: Path, dest: Path, factor: int, seed: int = 7) -> None:
    """`base` plus factor − 1 shuffled copies of its corpus folder."""
    shutil.copytree(base, dest)
    rng = random.Random(seed)
    corpus = base / "corpus"
    for k in range(1, factor):
        suffix = f"-x{k}"
        for f in sorted(corpus.rglob("*")):
            if not f.is_file():
                continue
            target = dest / f"corpus{suffix}" / f.relative_to(corpus)
            target.parent.mkdir(parents=True, exist_ok=True)
            text = f.read_text(errors="replace")
            if f.suffix == ".json":
                target.write_text(shuffled_transcript(text, rng, suffix))
            elif f.suffix in (".md", ".markdown", ".txt"):
                target.write_text(shuffled_markdown(text, rng, suffix))
            else:
                shutil.copy(f, target)


def build_once(concord: str, content: Path, site: Path):
    """One clean build: (wall seconds, peak MB, {step: seconds})."""
    shutil.rmtree(site, ignore_errors=True)
    wall, peak, out = peers.run_measured([concord, "build", "--no-cache", "--content", str(content), "--output", str(site)], output=True)
    return wall, peak, {step: ms / 1000 for step, ms in peers.step_times(out).items()}


def summarize(runs, site: Path, browser_queries):
    """The median wall time of `runs` (of an even count, the mean of the middle two) and the steps of the middle
    build (of two, the faster), the highest peak memory, and the site."""
    runs = sorted(runs, key=lambda r: r[0])
    wall = statistics.median(r[0] for r in runs)
    _, _, steps = runs[(len(runs) - 1) // 2]
    pages = sum(1 for p in site.rglob("*.html"))
    loads = peers.browse({"concord": site}, browser_queries)["concord"]["pasted"]
    return {"wall": wall, "walls": [r[0] for r in runs], "peak": max(r[1] for r in runs), "files": pages,
            "output": peers.dir_size(site), "index": peers.dir_size(site / "search"), "steps": steps,
            "bytes": statistics.median(b for b, _ in loads), "requests": statistics.median(r for _, r in loads)}


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--concord", default=str(ROOT / ".build/release/concord"))
    ap.add_argument("--corpus", default=str(ROOT.parent / "shared/corpus"))
    ap.add_argument("--factor", type=int, default=10)
    ap.add_argument("--keep", action="store_true")
    ap.add_argument("--runs", type=int, default=1, help="builds of the larger library (their median)")
    args = ap.parse_args()
    work = Path(tempfile.mkdtemp(prefix="concord-scale-"))
    try:
        base = svp.assemble_content(ROOT / "Content", Path(args.corpus), work / "content-1x")
        big = work / f"content-{args.factor}x"
        multiply(base, big, args.factor)
        # Builds of the two libraries alternated, so a slow stretch of a shared machine falls on both: at least
        # three at 1× (a single one varies by ±15 %, and it divides), `--runs` at the larger size; medians.
        small, large = [], []
        for i in range(max(3, args.runs)):
            small.append(build_once(args.concord, base, work / "site-1x"))
            sys.stderr.write(f"1×: {small[-1][0]:.1f} s, {small[-1][1]:.0f} MB\n")
            if i < max(1, args.runs):
                large.append(build_once(args.concord, big, work / f"site-{args.factor}x"))
                sys.stderr.write(f"{args.factor}×: {large[-1][0]:.1f} s, {large[-1][1]:.0f} MB\n")
        one = summarize(small, work / "site-1x", QUERIES)
        many = summarize(large, work / f"site-{args.factor}x", QUERIES)
    finally:
        if not args.keep:
            shutil.rmtree(work, ignore_errors=True)
    f = args.factor
    print(f"{'':<40}{'1×':>14}{f'{f}×':>14}{'ratio':>10}")
    rows = [("HTML files written", "files", "{:,.0f}"), ("build, s", "wall", "{:.1f}"), ("peak memory, MB", "peak", "{:.0f}"),
            ("output, MB", "output", "{:.1f}"), ("search index, MB", "index", "{:.1f}"),
            ("bytes to first results (median), KB", "bytes", "{:.0f}"), ("requests to first results (median)", "requests", "{:.0f}")]
    for label, key, fmt in rows:
        a, b = one[key], many[key]
        if key in ("output", "index"):
            a, b = a / 1e6, b / 1e6
        if key == "bytes":
            a, b = a / 1e3, b / 1e3
        print(f"{label:<40}{fmt.format(a):>14}{fmt.format(b):>14}{b / a:>10.2f}")
    per_page = (many["wall"] / many["files"]) / (one["wall"] / one["files"])
    print(f"build time per HTML file, {f}× vs 1×: {per_page:.2f} (≤ 1.00 is at most linear growth); builds, s: "
          f"1× {', '.join(f'{w:.1f}' for w in one['walls'])}; {f}× {', '.join(f'{w:.1f}' for w in many['walls'])}")
    print(f"by step, s (a ratio above {many['files'] / one['files']:.1f}, the pages' own, grows faster than the library):")
    for step, a in one["steps"].items():
        b = many["steps"].get(step)
        if b is not None and max(a, b) >= 0.05:
            print(f"  {step:<38}{a:>14.2f}{b:>14.2f}{b / max(a, 1e-3):>10.2f}")


if __name__ == "__main__":
    main()

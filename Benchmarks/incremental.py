#!/usr/bin/env python3
"""Incremental builds: a rebuild after editing one guideline page, with the build cache, against a full build.

Assembles the library (the seeds plus the corpus, as `peers.py` does, or `--content`), fills a cache with one
build, then for each of `--edits` guideline pages (spread over the library): changes one sentence of it, rebuilds
with the cache (timed), builds the same content again with `--no-cache` into another folder (timed: the full
build of the same content, in the same minute, so machine load falls on both), and compares the two sites byte for
byte. Prints each pair, the medians and their ratio (the performance issue's target: ≤ 0.10), and each step's
median time in both, so the steps that still do all their work stand out.

    python3 Benchmarks/incremental.py [--content DIR] [--edits 3] [--concord .build/release/concord]
"""
import argparse
import filecmp
import importlib.util
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
_peers_spec = importlib.util.spec_from_file_location("peers", ROOT / "Benchmarks/peers.py")
peers = importlib.util.module_from_spec(_peers_spec)
_peers_spec.loader.exec_module(peers)


def assemble(corpus: Path, dest: Path) -> Path:
    return peers.svp.assemble_content(ROOT / "Content", corpus, dest)


def build(concord, content, output, cache=None):
    """(wall seconds, {step: ms}) of one build."""
    args = [concord, "build", "--content", str(content), "--output", str(output)]
    args += ["--cache", str(cache)] if cache else ["--no-cache"]
    start = time.perf_counter()
    run = subprocess.run(args, capture_output=True, text=True, cwd=ROOT)
    wall = time.perf_counter() - start
    if run.returncode != 0:
        sys.exit(f"build failed:\n{run.stderr[-2000:]}")
    return wall, peers.step_times(run.stdout + run.stderr)


def same_tree(a: Path, b: Path) -> list[str]:
    """Paths that differ between two sites (missing on one side, or other bytes)."""
    differ = []
    files_a = {p.relative_to(a) for p in a.rglob("*") if p.is_file()}
    files_b = {p.relative_to(b) for p in b.rglob("*") if p.is_file()}
    differ += [str(p) for p in sorted(files_a ^ files_b)]
    for p in sorted(files_a & files_b):
        if not filecmp.cmp(a / p, b / p, shallow=False):
            differ.append(str(p))
    return differ


def edit(page: Path, n: int):
    """Changes one sentence of a page: a word of its longest paragraph replaced, as an author's fix would."""
    text = page.read_text(encoding="utf-8")
    paragraphs = [p for p in text.split("\n\n") if not p.lstrip().startswith(("#", "-", "|", "`", "<", "!"))]
    longest = max(paragraphs, key=len)
    words = longest.split(" ")
    i = len(words) // 2
    words[i] = f"edited{n}"
    page.write_text(text.replace(longest, " ".join(words), 1), encoding="utf-8")


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--concord", default=str(ROOT / ".build/release/concord"))
    ap.add_argument("--corpus", default=str(ROOT.parent / "shared/corpus"))
    ap.add_argument("--content", help="content folder (copied; default: the seeds plus the corpus)")
    ap.add_argument("--edits", type=int, default=3)
    args = ap.parse_args()

    work = Path(tempfile.mkdtemp(prefix="concord-incremental-"))
    try:
        content = work / "content"
        if args.content:
            shutil.copytree(args.content, content)
        else:
            assemble(Path(args.corpus), content)
        guidelines = sorted(p for p in content.rglob("*.md") if "transcript" not in p.name and "hig" in str(p))
        # Content without HIG pages (the seeds alone): any prose file, Markdown or plain text.
        guidelines = guidelines or sorted(p for p in content.rglob("*") if p.suffix in (".md", ".txt") and "transcript" not in p.name)
        pages = [guidelines[(k * len(guidelines)) // args.edits + len(guidelines) // (2 * args.edits)] for k in range(args.edits)]
        cache, site, clean = work / "cache", work / "site", work / "clean"
        cold, _ = build(args.concord, content, site, cache)
        print(f"cold build filling the cache: {cold:.2f} s, cache {sum(f.stat().st_size for f in cache.rglob('*') if f.is_file()) / 1e6:.0f} MB")
        rows = []
        for n, page in enumerate(pages, 1):
            edit(page, n)
            warm, warm_steps = build(args.concord, content, site, cache)
            shutil.rmtree(clean, ignore_errors=True)
            full, full_steps = build(args.concord, content, clean)
            differ = same_tree(site, clean)
            rows.append((warm, full, warm_steps, full_steps))
            print(f"edit {n} ({page.relative_to(content)}): rebuild {warm:.2f} s, full {full:.2f} s, "
                  f"ratio {warm / full:.2f}, {'identical' if not differ else f'{len(differ)} files differ: {differ[:5]}'}")
            if differ:
                sys.exit(1)
        warm = statistics.median(r[0] for r in rows)
        full = statistics.median(r[1] for r in rows)
        print(f"\nmedian: rebuild after one edit {warm:.2f} s, full build {full:.2f} s, ratio {warm / full:.2f} (target ≤ 0.10)")
        print(f"\n{'step':24} {'rebuild ms':>11} {'full ms':>9}")
        for step in rows[0][3]:
            w = statistics.median(r[2].get(step, 0) for r in rows)
            f = statistics.median(r[3].get(step, 0) for r in rows)
            print(f"{step:24} {w:11.0f} {f:9.0f}")
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()

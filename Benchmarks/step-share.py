#!/usr/bin/env python3
"""One build step's share of a build (the cross-references issue's target: the Cross-reference step ≤ 15 %).

Builds each content folder with `concord build --no-cache` several times: a clean build into a new folder, then a
rebuild into it (which hard-links the files the old site already has, so it writes less). From each build's step
lines it takes the step's time and its share of the sum of all step lines, and prints medians and ranges. With
`--baseline OTHER_CONCORD`, the other binary's builds alternate with these ones (the machine's load then falls on
both alike), and the paired ratio of step times is printed.

    python3 Benchmarks/step-share.py ../shared/corpus [MORE_CONTENT…] [--step Cross-reference] [--runs 4]
        [--concord .build/release/concord] [--baseline /path/to/older/concord]
"""
import argparse
import importlib.util
import shutil
import statistics
import subprocess
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
_peers_spec = importlib.util.spec_from_file_location("peers", ROOT / "Benchmarks/peers.py")
peers = importlib.util.module_from_spec(_peers_spec)
_peers_spec.loader.exec_module(peers)


def build(concord, content, output, step):
    """(the step's ms, the sum of all step lines' ms) of one build."""
    run = subprocess.run([concord, "build", "--no-cache", "--content", str(content), "--output", str(output)],
                         capture_output=True, text=True, cwd=ROOT)
    if run.returncode != 0:
        raise SystemExit(f"{concord} build --content {content} failed:\n{run.stderr[-2000:]}")
    steps = peers.step_times(run.stdout + run.stderr)
    total, mine = sum(steps.values()), steps.get(step)
    if mine is None:
        raise SystemExit(f"no '{step}' step line in the build log of {content}")
    return mine, total


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("content", nargs="+")
    ap.add_argument("--step", default="Cross-reference")
    ap.add_argument("--runs", type=int, default=4)
    ap.add_argument("--concord", default=str(ROOT / ".build/release/concord"))
    ap.add_argument("--baseline")
    args = ap.parse_args()
    binaries = [("this", args.concord)] + ([("baseline", args.baseline)] if args.baseline else [])
    work = Path(tempfile.mkdtemp(prefix="concord-share-"))
    try:
        for content in args.content:
            runs = {name: [] for name, _ in binaries}
            for _ in range(args.runs):
                for name, concord in binaries:
                    out = work / name
                    shutil.rmtree(out, ignore_errors=True)
                    clean = build(concord, content, out, args.step)
                    rebuild = build(concord, content, out, args.step)
                    runs[name].append((clean, rebuild))
            print(f"{content}: '{args.step}' over the sum of step lines, {args.runs} runs")
            for name, rows in runs.items():
                step = [c[0] for c, _ in rows]
                clean = [c[0] / c[1] for c, _ in rows]
                rebuild = [r[0] / r[1] for _, r in rows]
                print(f"  {name:<9} step {statistics.median(step):7.0f} ms   clean build {100 * statistics.median(clean):5.1f} % "
                      f"({100 * min(clean):.1f}–{100 * max(clean):.1f})   rebuild {100 * statistics.median(rebuild):5.1f} %")
            if args.baseline:
                ratios = [a[0][0] / b[0][0] for a, b in zip(runs["this"], runs["baseline"])]
                print(f"  step time, this over baseline (paired, clean builds): median {statistics.median(ratios):.2f}")
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Session page weight against the caption text it shows (the talks issue's target: HTML ≤ 3× the captions).

For every session page of a built site (each `<lang>/*.html` that names a `captions/<hash>.js`), prints the
ratio of the page's HTML bytes to the UTF-8 bytes of its caption texts: the median, how many pages are above
3×, and the heaviest pages.

    concord build --content Content --output /tmp/site && python3 Benchmarks/page-weights.py /tmp/site
"""
import glob
import json
import os
import re
import statistics
import sys


# The one decoder of packed payloads for Python (Sources/Support/PackedPayload.swift), shared with the tests.
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Tests", "Browser"))
from packed import unpack  # noqa: E402


def payload_of(script):
    """A captions script's JSON payload, packed or not."""
    payload = json.loads(script[script.index(",") + 1:script.rindex(")")])
    return json.loads(unpack(payload)) if isinstance(payload, str) else payload


def main():
    root = sys.argv[1] if len(sys.argv) > 1 else "_site"
    rows = []
    for page in sorted(glob.glob(os.path.join(root, "*", "*.html"))):
        if page.endswith(".parallel.html"):
            continue
        html = open(page, encoding="utf-8").read()
        found = re.search(r'captions/([0-9a-f]+)\.js', html)
        if not found:
            continue
        script = open(os.path.join(root, "captions", found.group(1) + ".js"), encoding="utf-8-sig").read()
        captions = sum(len(segment[1].encode()) for segment in payload_of(script)["s"])
        rows.append((len(html.encode()) / max(1, captions), len(html.encode()), captions, os.path.relpath(page, root)))
    if not rows:
        sys.exit(f"no session pages in {root}")
    rows.sort()
    ratios = [r[0] for r in rows]
    print(f"{len(rows)} session pages: median {statistics.median(ratios):.2f}x, "
          f"{sum(1 for r in ratios if r > 3)} above 3x")
    print("heaviest (ratio, HTML bytes, caption bytes, page):")
    for ratio, html, captions, page in rows[-8:]:
        print(f"  {ratio:6.2f}  {html:8d}  {captions:8d}  {page}")


if __name__ == "__main__":
    main()

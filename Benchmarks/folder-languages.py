#!/usr/bin/env python3
"""Language detection, measured on a translated library's one-language folders.

Each folder named by a language code (`de/`, `pt-br/`) is copied alone, with its Markdown files only, into a
temporary content folder and built, so that no folder name decides and the page's text alone says its
language; prints, per folder, how many pages each language of the built site holds. A folder whose pages all
land in its own language is detected right. (The CNCF glossary's `content/` and Starlight's
`docs/src/content/docs/` were measured so, 2026-12-06.)

    python3 Benchmarks/folder-languages.py LIBRARY_FOLDER [--concord .build/release/concord] [--only de,tr]
"""
import argparse
import re
import shutil
import subprocess
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CODE = re.compile(r"^[a-z]{2,3}(-[a-z]{2,4})?$")
SKIP = {"assets", "search", "media"}


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("library")
    ap.add_argument("--concord", default=str(ROOT / ".build/release/concord"))
    ap.add_argument("--only", default="", help="comma-separated folder names")
    args = ap.parse_args()
    library = Path(args.library)
    only = set(filter(None, args.only.split(",")))
    for folder in sorted(p for p in library.iterdir() if p.is_dir() and CODE.match(p.name.lower())):
        if only and folder.name not in only:
            continue
        with tempfile.TemporaryDirectory() as tmp:
            content, site = Path(tmp) / "content", Path(tmp) / "site"
            for f in list(folder.rglob("*.md")) + list(folder.rglob("*.mdx")):
                target = content / "pages" / f.relative_to(folder)
                target.parent.mkdir(parents=True, exist_ok=True)
                shutil.copyfile(f, target)
            subprocess.run([args.concord, "build", "--quiet", "--no-cache", "--content", str(content), "--output", str(site)],
                           capture_output=True)
            counts = {}
            for tree in sorted(p for p in site.iterdir() if p.is_dir() and p.name not in SKIP) if site.exists() else []:
                pages = [p for p in tree.glob("*.html") if ".parallel." not in p.name and p.name not in ("index.html", "search.html")]
                counts[tree.name] = len(pages)
            print(f"{folder.name:8} " + " ".join(f"{k}:{v}" for k, v in counts.items()))


if __name__ == "__main__":
    main()

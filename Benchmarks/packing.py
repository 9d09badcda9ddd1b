#!/usr/bin/env python3
"""Deflate of a built site's packed payloads (search index files, captions): zlib against libdeflate, the
packer's library (`Sources/Support/Deflate.swift`), at a few levels. Prints CPU seconds and bytes of each.

    python3 Benchmarks/packing.py SITE [--rounds N]

The payloads are the JSON the site's packed scripts hold (inflated again here); zlib is Python's, libdeflate is
Debian's `libdeflate0` through ctypes. Times are the best of N rounds of process CPU time (a noisy machine)."""
import argparse, ctypes, ctypes.util, os, re, time, zlib
from pathlib import Path

ALPHABET = b"0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ.-:+=^!/*?&_~()[]{}@%$#"
VALUE = {c: i for i, c in enumerate(ALPHABET)}
PACKED = re.compile(rb'register\("[^"]*","([0-3])([^"]*)"\)')


def payloads(site: Path):
    for path in sorted(site.rglob("*.js")):
        m = PACKED.search(path.read_bytes())
        if not m:
            continue
        pad, digits, raw = int(m.group(1)), m.group(2), bytearray()
        for i in range(0, len(digits), 5):
            v = 0
            for c in digits[i:i + 5]:
                v = v * 85 + VALUE[c]
            raw += v.to_bytes(4, "big")
        yield zlib.decompressobj(-15).decompress(bytes(raw[:len(raw) - pad] if pad else raw))


def best(rounds, run):
    times = []
    for _ in range(rounds):
        start = time.process_time()
        size = run()
        times.append(time.process_time() - start)
    return min(times), size


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("site", type=Path)
    ap.add_argument("--rounds", type=int, default=3)
    args = ap.parse_args()
    data = list(payloads(args.site))
    if not data:
        raise SystemExit(f"{args.site}: no packed scripts (is it a Concord site?)")
    print(f"{len(data)} packed payloads, {sum(map(len, data)) / 1e6:.1f} MB of JSON")
    name = ctypes.util.find_library("deflate") or "libdeflate.so.0"
    lib = ctypes.CDLL(name)
    lib.libdeflate_alloc_compressor.restype = ctypes.c_void_p
    lib.libdeflate_deflate_compress.restype = ctypes.c_size_t
    lib.libdeflate_deflate_compress.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_size_t, ctypes.c_void_p, ctypes.c_size_t]
    out = ctypes.create_string_buffer(max(map(len, data)) * 2 + 1024)

    def with_zlib(level):
        def run():
            total = 0
            for d in data:
                c = zlib.compressobj(level, zlib.DEFLATED, -15)
                total += len(c.compress(d)) + len(c.flush())
            return total
        return run

    def with_libdeflate(level):
        compressor = lib.libdeflate_alloc_compressor(level)

        def run():
            return sum(lib.libdeflate_deflate_compress(compressor, d, len(d), out, len(out)) for d in data)
        return run

    base = None
    print(f"{'':<16}{'CPU s':>8}{'MB':>10}{'bytes vs zlib 6':>18}")
    for label, run in [("zlib 6", with_zlib(6)), ("zlib 9", with_zlib(9))] + \
                      [(f"libdeflate {lv}", with_libdeflate(lv)) for lv in (5, 6, 7, 9, 10, 12)]:
        seconds, size = best(args.rounds, run)
        base = base or size
        print(f"{label:<16}{seconds:>8.2f}{size / 1e6:>10.2f}{(size / base - 1) * 100:>+17.1f}%")


if __name__ == "__main__":
    main()

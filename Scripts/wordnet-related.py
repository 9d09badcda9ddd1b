#!/usr/bin/env python3
"""Compiles Lexicons/wordnet-related.tsv from WordNet 3.0's data files (Debian package wordnet-base).

For each word, the words that share one of its most common senses (a synonym set), and the words its most common
senses are derived from or give (derivationally related forms: "typographic" / "typography"). Only each word's
first SENSES senses count (WordNet lists senses most frequent first), on both sides of a pair: "case" is a synonym of
"font" only in a rare sense of "case", so the pair is left out.

Usage: wordnet-related.py WORDNET_DIR OUTPUT
"""
import os
import sys

SENSES = 2
POS = {"noun": "n", "verb": "v", "adj": "a", "adv": "r"}


def clean(word):
    word = word.lower().replace("_", " ")
    if word.endswith(")") and "(" in word:  # adjective markers: long(a), galore(ip)
        word = word[: word.index("(")]
    return word


def main(wordnet, output):
    top = {}  # (word, pos) -> set of synset offsets among its first SENSES senses
    for name, pos in POS.items():
        with open(os.path.join(wordnet, "index." + name), encoding="latin-1") as f:
            for line in f:
                if line.startswith(" "):
                    continue
                fields = line.split()
                lemma, p_cnt = fields[0], int(fields[3])
                synset_cnt = int(fields[2])
                offsets = fields[-synset_cnt:]
                top[(clean(lemma), pos)] = set(offsets[:SENSES])
    related = {}

    def add(a, b):
        if a != b:
            related.setdefault(a, set()).add(b)
            related.setdefault(b, set()).add(a)

    for name, pos in POS.items():
        with open(os.path.join(wordnet, "data." + name), encoding="latin-1") as f:
            for line in f:
                if line.startswith(" "):
                    continue
                data = line.split("|")[0].split()
                offset = data[0]
                w_cnt = int(data[3], 16)
                words = [clean(data[4 + 2 * k]) for k in range(w_cnt)]
                common = [w for w in words if offset in top.get((w, pos), ())]
                for i, a in enumerate(common):
                    for b in common[i + 1:]:
                        add(a, b)
                k = 4 + 2 * w_cnt
                p_cnt = int(data[k])
                for j in range(p_cnt):
                    symbol, target, tpos, st = data[k + 1 + 4 * j: k + 5 + 4 * j]
                    if symbol != "+" or st == "0000":
                        continue
                    source = int(st[:2], 16)
                    if source == 0 or source > w_cnt:
                        continue
                    a = words[source - 1]
                    if a not in common:
                        continue
                    pending.append((a, target, "a" if tpos == "s" else tpos, int(st[2:], 16)))
    # Derivations point at a word of another synset: read those words now.
    wanted = {}
    for a, target, tpos, number in pending:
        wanted.setdefault((tpos, target), []).append((a, number))
    for name, pos in POS.items():
        with open(os.path.join(wordnet, "data." + name), encoding="latin-1") as f:
            for line in f:
                if line.startswith(" "):
                    continue
                data = line.split("|")[0].split()
                key = (pos, data[0])
                if key not in wanted:
                    continue
                w_cnt = int(data[3], 16)
                words = [clean(data[4 + 2 * k]) for k in range(w_cnt)]
                for a, number in wanted[key]:
                    if 0 < number <= w_cnt and data[0] in top.get((words[number - 1], pos), ()):
                        add(a, words[number - 1])
    os.makedirs(os.path.dirname(output) or ".", exist_ok=True)
    tmp = output + ".tmp"
    with open(tmp, "w", encoding="utf-8") as out:
        out.write("# Related words from WordNet 3.0 (Princeton University, WordNet 3.0 licence); made by Scripts/wordnet-related.py\n")
        for word in sorted(related):
            out.write(word + "\t" + "|".join(sorted(related[word])) + "\n")
    os.replace(tmp, output)


pending = []
if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    main(sys.argv[1], sys.argv[2])

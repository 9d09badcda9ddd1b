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


def synsets(wordnet):
    """(pos, offset, words, pointers) of every synset in WordNet's data files; a pointer is (symbol, target
    offset, target pos, source/target word numbers)."""
    for name, pos in POS.items():
        with open(os.path.join(wordnet, "data." + name), encoding="latin-1") as f:
            for line in f:
                if line.startswith(" "):
                    continue
                data = line.split("|")[0].split()
                w_cnt = int(data[3], 16)
                words = [clean(data[4 + 2 * k]) for k in range(w_cnt)]
                k = 4 + 2 * w_cnt
                pointers = [tuple(data[k + 1 + 4 * j: k + 5 + 4 * j]) for j in range(int(data[k]))]
                yield pos, data[0], words, pointers


def main(wordnet, output):
    top = {}  # (word, pos) -> set of synset offsets among its first SENSES senses
    for name, pos in POS.items():
        with open(os.path.join(wordnet, "index." + name), encoding="latin-1") as f:
            for line in f:
                if line.startswith(" "):
                    continue
                fields = line.split()
                synset_cnt = int(fields[2])
                top[(clean(fields[0]), pos)] = set(fields[-synset_cnt:][:SENSES])
    related = {}

    def add(a, b):
        if a != b:
            related.setdefault(a, set()).add(b)
            related.setdefault(b, set()).add(a)

    words_of = {}  # (pos, offset) -> words, to resolve derivations once every synset is read
    derivations = []  # (word, target offset, target pos, target word number)
    for pos, offset, words, pointers in synsets(wordnet):
        words_of[(pos, offset)] = words
        common = [w for w in words if offset in top.get((w, pos), ())]
        for i, a in enumerate(common):
            for b in common[i + 1:]:
                add(a, b)
        for symbol, target, tpos, st in pointers:
            if symbol != "+" or st == "0000":
                continue
            source = int(st[:2], 16)
            if source == 0 or source > len(words):
                continue
            a = words[source - 1]
            if a in common:
                derivations.append((a, target, "a" if tpos == "s" else tpos, int(st[2:], 16)))
    # A derivation points at a word of another synset, counted when that synset is one of the word's common senses.
    for a, target, tpos, number in derivations:
        words = words_of.get((tpos, target), [])
        if 0 < number <= len(words) and target in top.get((words[number - 1], tpos), ()):
            add(a, words[number - 1])
    os.makedirs(os.path.dirname(output) or ".", exist_ok=True)
    tmp = output + ".tmp"
    with open(tmp, "w", encoding="utf-8") as out:
        out.write("# Related words from WordNet 3.0 (Princeton University, WordNet 3.0 licence); made by Scripts/wordnet-related.py\n")
        for word in sorted(related):
            out.write(word + "\t" + "|".join(sorted(related[word])) + "\n")
    os.replace(tmp, output)


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    main(sys.argv[1], sys.argv[2])

#!/usr/bin/env python3
"""Compiles CC-CEDICT (MDBG, CC BY-SA 4.0) into the compact lexicon Concord loads: Lexicons/cedict-en-zh.tsv.

Usage: compile-cedict.py CEDICT.txt.gz OUTPUT

Output (UTF-8, LF):
  line 1  concord-lexicon<TAB>1<TAB>cedict-en-zh<TAB><number of entries><TAB><credit>
  line 2  the English vocabulary: lower-case gloss words separated by spaces (word n is number n)
  then    one entry a line: simplified Chinese word<TAB>word numbers separated by commas

Glosses are reduced to their content words: parenthetical remarks, pinyin, classifiers (CL:), surnames and
variant cross-references are dropped, as are English stop words. Only the standard library is used.
"""
import gzip, re, sys

STOP = set("""a about above after again against all am an and any are as at be because been before being below
between both but by can could did do does doing down during each etc few for from further had has have having he her
here hers herself him himself his how i if in into is it its itself just me more most my myself no nor not of off on
once only or other our ours ourselves out over own same she should so some sth sb such than that the their theirs them
themselves then there these they this those through to too under until up very was we were what when where which while
who whom why will with would you your yours yourself yourselves one's oneself something someone used also esp e g
lit fig""".split())
SKIP = ("CL:", "surname ", "variant of", "old variant", "see ", "also written", "abbr. for", "Japanese variant",
        "erhua variant", "archaic variant", "used in ", "also pr.", "(Tw) variant")
WORD = re.compile(r"[a-z][a-z'-]*[a-z]|[a-z]")

def gloss_words(gloss):
    g = re.sub(r"\([^)]*\)", " ", gloss)          # remarks
    g = re.sub(r"\[[^\]]*\]", " ", g)             # pinyin
    g = re.sub(r"[^\x00-\x7f]+(\|[^\x00-\x7f]+)?", " ", g)  # Chinese cross-references
    return [w for w in WORD.findall(g.lower()) if w not in STOP and len(w) > 1]

def main(source, output):
    entries = {}
    with gzip.open(source, "rt", encoding="utf-8") as f:
        for line in f:
            if line.startswith("#") or " /" not in line:
                continue
            head, _, rest = line.rstrip("\n").partition(" /")
            parts = head.split(" ", 2)
            if len(parts) < 2:
                continue
            simplified = parts[1]
            words = entries.setdefault(simplified, [])
            for gloss in rest.strip("/").split("/"):
                if any(gloss.startswith(s) for s in SKIP):
                    continue
                for w in gloss_words(gloss):
                    if w not in words:
                        words.append(w)
    vocabulary, number = [], {}
    lines = []
    for simplified in sorted(entries):
        words = entries[simplified][:24]   # a character with forty senses says little about any one
        if not words:
            continue
        ids = []
        for w in words:
            if w not in number:
                number[w] = len(vocabulary)
                vocabulary.append(w)
            ids.append(str(number[w]))
        lines.append(simplified + "\t" + ",".join(ids))
    if len(lines) < 1000:
        sys.exit("compile-cedict: found only %d entries in %s, expected about 120,000" % (len(lines), source))
    credit = "CC-CEDICT by MDBG, CC BY-SA 4.0, https://cc-cedict.org"
    with open(output, "w", encoding="utf-8", newline="\n") as out:
        out.write("concord-lexicon\t1\tcedict-en-zh\t%d\t%s\n" % (len(lines), credit))
        out.write(" ".join(vocabulary) + "\n")
        out.write("\n".join(lines) + "\n")

if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    main(sys.argv[1], sys.argv[2])

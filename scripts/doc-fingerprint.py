#!/usr/bin/env python3
"""Writes the fingerprint of each rules document that tests/docs.rs checks paraphrases against.

The rules documents are the publisher's text and never enter the repository. Their fingerprint
does: for each document, the FNV-1a 64-bit hash (16 hex digits) of every run of ten consecutive
words, one per line, sorted and unique. No sentence can be read back from it. A rule statement
that repeats ten words of its document hashes to a listed value.

Words are the text lowercased, with ’ read as ', split at every character that is neither a
letter, a digit nor an apostrophe; tests/docs.rs splits statements the same way.

Usage (from the repository; RULES_DIR holds the five documents, in the team's layout
../shared/rules):
    scripts/doc-fingerprint.py RULES_DIR
Writes tests/fixtures/doc-shingles/<document>.txt for each of the five documents.
"""
import os
import re
import sys

DOCUMENTS = [
    "hoth-supplement.md",
    "hoth-rules-update.md",
    "dagobah-supplement.md",
    "cloud-city-supplement.md",
    "young-jedi-duel-of-the-fates.md",
]
SHINGLE = 10


def words(text):
    text = text.lower().replace("\u2019", "'")
    return [w for w in re.split(r"[^\w']|_", text) if w]


def fnv1a64(s):
    h = 0xCBF29CE484222325
    for b in s.encode("utf-8"):
        h ^= b
        h = (h * 0x100000001B3) & 0xFFFFFFFFFFFFFFFF
    return h


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    repo = os.path.dirname(here)
    if len(sys.argv) != 2:
        sys.exit("usage: scripts/doc-fingerprint.py RULES_DIR  (the directory holding the five rules documents)")
    rules = sys.argv[1]
    out_dir = os.path.join(repo, "tests", "fixtures", "doc-shingles")
    os.makedirs(out_dir, exist_ok=True)
    for doc in DOCUMENTS:
        with open(os.path.join(rules, doc), encoding="utf-8") as f:
            w = words(f.read())
        hashes = sorted({fnv1a64(" ".join(w[i:i + SHINGLE])) for i in range(len(w) - SHINGLE + 1)})
        with open(os.path.join(out_dir, doc[:-3] + ".txt"), "w") as f:
            f.write("".join("%016x\n" % h for h in hashes))
        print("%s: %d words, %d shingles" % (doc, len(w), len(hashes)))


if __name__ == "__main__":
    main()

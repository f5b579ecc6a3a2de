#!/usr/bin/env python3
# A 37-ring ZGN stream mirrored left to right (spec/FORMATS.md 2: columns
# a..g of 4, 5, 6, 7, 6, 5, 4 rings, each counted from its bottom ring,
# the outer columns' bottoms level): column a is g, b is f, c is e, the
# row kept.  Cells are a lower-case column and a number; the colours are
# upper case.  The tests' independent maker of a game's image
# (tests/analyze.sh, tests/cache.sh: symmetry); mirror() for one line.
import re
import sys

MIRROR = dict(zip("abcdefg", "gfedcba"))


def mirror(line):
    if line.startswith("["):
        return line
    line = re.sub(r"\b([a-g])([1-7])", lambda m: MIRROR[m.group(1)] + m.group(2), line)
    return re.sub(r"([WGB])([a-g])([1-7])", lambda m: m.group(1) + MIRROR[m.group(2)] + m.group(3), line)


if __name__ == "__main__":
    for text in sys.stdin:
        sys.stdout.write(mirror(text))

#!/usr/bin/env python3
"""Hostile inputs at scale: no reader or writer worse than linear.

Every reader (ZGN, SGF, LittleGolem's SGF, JSON, YAML, ZEN, zip) and every
writer (the record formats, the drawings, the tables) is fed an input that
grows in one dimension a stranger controls (a tag, a comment, a name, the
games, the players, the variations, the members), at two sizes a factor of
8 apart.  Linear work grows about 8 times; the check fails when the CPU
time or the peak memory of the larger run is more than 12 times the
smaller's: a quadratic step anywhere makes 64.

Time is the process's own CPU time (wait4: user + system), the best of a
few runs, so that another process on the machine does not count; memory
is its peak resident set.  The limits of the readers are raised (what is
measured is how the work grows, not where it stops: tests/limits.sh holds
the limits).  ZERTZ names the program (default ./zertz): the figures of
another build for the same table.  ZERTZ_TEST_PART=NAME runs the cases
of the input NAME (a key of INPUTS) alone.
"""
import io
import os
import subprocess
import sys
import tempfile
import zipfile

ZERTZ = os.environ.get("ZERTZ", "./zertz")
TIME = "/usr/bin/time"
RATIO = 12.0
# below this the smaller run is mostly the start of the process
FLOOR = 0.010

GAME = ("1. Wa3,g3\n2. We2,b5\n3. Bc3,a1\n4. Bf1,e6\n5. x f1Wd3Bb3\n6. x a3Bc3\n"
        "7. Gb2,a3\n8. x b2Wd4\n")
SGF_TURN = ";P0[0 Start P0];P0[1 RtoB 2 0 D 7];P0[2 R- C 6];P0[3 Done]\n"
LG = ("(;FF[TZAAR]VA[STANDARD]EV[scale]PB[b]PW[w]POS[CCCCccBBBbccbAAabccbaCcabccbacCABCC"
      "BACcABCCBAaaBCCBbbbCCcccc]%s;W[kskr];B[sksl-pass])\n")


def words(n):
    """n bytes of words, blanks between (text that wraps)."""
    w = "stranger's words "
    return (w * (n // len(w) + 1))[:n]


def zgn(tags="", comment="", games=1, names=None):
    out = io.StringIO()
    for i in range(games):
        first, second = names(i) if names else ("ann", "bob")
        out.write('[Event "scale"]\n[First "%s"]\n[Second "%s"]\n%s[Board "37"]\n\n'
                  % (first, second, tags))
        out.write("1. Wa3,g3 {%s}\n" % comment if comment else "1. Wa3,g3\n")
        out.write(GAME.split("\n", 1)[1] + "\n")
    return out.getvalue().encode()


def zip_of(n):
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_STORED) as z:
        for i in range(n):
            z.writestr("m%06d.zgn" % i, zgn())
    return buf.getvalue()


# name, size (the smaller), file suffix, input of size n, command
INPUTS = {
    "zgn-tag": (".zgn", lambda n: zgn(tags='[Annotator "%s"]\n' % words(n))),
    "zgn-tags": (".zgn", lambda n: zgn(tags="".join('[T%d "v"]\n' % i for i in range(n)))),
    "zgn-comment": (".zgn", lambda n: zgn(comment=words(n))),
    "zgn-notes": (".zgn", lambda n: b"# a note\n" * n + zgn()),
    "zgn-name": (".zgn", lambda n: zgn(names=lambda i: ("a" * n, "bob"))),
    "zgn-games": (".zgn", lambda n: zgn(games=n)),
    "zgn-players": (".zgn", lambda n: zgn(games=n, names=lambda i: ("p%d" % i, "q%d" % i))),
    "zgn-junk-moves": (".zgn", lambda n: zgn() + b"".join(b"%d. Wz9,z9\n" % (9 + i) for i in range(n))),
    "sgf-root-comments": (".sgf", lambda n: ("(;GM[22]SU[Zertz]P0[id \"a\"]\n" + ";C[%s]\n" % ("x" * 100) * n
                                              + SGF_TURN + ")\n").encode()),
    "sgf-turn-comments": (".sgf", lambda n: ("(;GM[22]SU[Zertz]P0[id \"a\"]\n" + SGF_TURN
                                              + ";C[%s]\n" % ("x" * 100) * n + ")\n").encode()),
    "sgf-comment": (".sgf", lambda n: ("(;GM[22]SU[Zertz]P0[id \"a\"]\n" + SGF_TURN + ";C["
                                        + (words(100) + "\n") * (n // 101) + "])\n").encode()),
    "sgf-variations": (".sgf", lambda n: ("(;GM[22]SU[Zertz]P0[id \"a\"]\n" + SGF_TURN
                                           + "(;C[v])\n" * n + ")\n").encode()),
    "lg-comment": (".sgf", lambda n: (LG % ("C[%s]" % words(n))).encode()),
    "json-comment": (".json", lambda n: ('{"tags": {"Event": "%s"}, "board": 37, "moves": ["Wd4,a1"]}\n'
                                         % words(n)).encode()),
    "jsonl-games": (".jsonl", lambda n: b'{"board": 37, "moves": ["Wd4,a1", "Bc3,g1"]}\n' * n),
    "yaml-comment": (".yaml", lambda n: ('tags:\n  Event: "%s"\nboard: 37\nmoves: ["Wd4,a1"]\n'
                                         % words(n)).encode()),
    "zen-games": (".zen", lambda n: b'[Player1 "a"]\n\n1. Wd4-a1 Bd5-a2\n\n' * n),
    "zip-members": (".zip", zip_of),
}

# the cases: an input at its smaller size, and what is done with it
CASES = [
    ("zgn-tag", 1 << 20, ["validate"]),
    ("zgn-tag", 1 << 20, ["convert", "-t", "json"]),
    ("zgn-tags", 20000, ["convert", "-t", "yaml"]),
    ("zgn-comment", 1 << 20, ["convert", "-t", "sgf"]),
    ("zgn-comment", 1 << 17, ["render", "--at", "1"]),
    ("zgn-comment", 1 << 15, ["render", "--sheet"]),
    ("zgn-comment", 1 << 17, ["render", "-t", "html"]),
    ("zgn-comment", 1 << 17, ["replay"]),
    ("zgn-notes", 40000, ["convert", "-t", "zgn"]),
    ("zgn-name", 1 << 18, ["render", "-T", "ascii"]),
    ("zgn-name", 1 << 18, ["stats", "--by", "player"]),
    ("zgn-games", 4000, ["validate", "--json"]),
    ("zgn-games", 4000, ["convert", "-t", "zen"]),
    ("zgn-games", 4000, ["stats", "--duplicates"]),
    ("zgn-games", 4000, ["select", "--unique"]),
    ("zgn-players", 4000, ["stats", "--by", "player"]),
    ("zgn-players", 4000, ["stats", "-t", "csv", "--by", "player"]),
    ("zgn-junk-moves", 4000, ["validate"]),
    ("sgf-root-comments", 4000, ["validate"]),
    ("sgf-turn-comments", 4000, ["convert", "-t", "zgn"]),
    ("sgf-comment", 1 << 19, ["convert", "-t", "json"]),
    ("sgf-variations", 20000, ["validate"]),
    ("lg-comment", 1 << 19, ["convert", "-t", "zgn"]),
    ("json-comment", 1 << 19, ["validate"]),
    ("jsonl-games", 4000, ["convert", "-t", "yaml"]),
    ("yaml-comment", 1 << 18, ["validate"]),
    ("zen-games", 4000, ["convert", "-t", "json"]),
    ("zip-members", 1000, ["validate"]),
]

ENV = dict(os.environ, ZERTZ_MAX_LINE="256M", ZERTZ_MAX_TAGS="1000000", ZERTZ_MAX_TEXT="512M", ZERTZ_MAX_MEMBER="1G",
           LC_ALL="C", NO_COLOR="1")


def run(args, path, out):
    """CPU seconds and peak KiB of one run, its status, as GNU time has
    them: a child of Python would carry Python's pages in its peak (Linux
    counts the memory a process had before it became zertz)."""
    devnull = [(os.POSIX_SPAWN_OPEN, fd, os.devnull, os.O_RDWR, 0) for fd in (0, 1, 2)]
    # a run cut at 5 s (status 124) fails: the larger run of a linear
    # step takes two seconds at most, at -O1 too (the mutation check)
    pid = os.posix_spawn(TIME, [TIME, "-o", out, "-f", "%x %M", "timeout", "5", ZERTZ] + args + [path], ENV,
                         file_actions=devnull)
    # the CPU time to the microsecond (time's own is in hundredths): of
    # time and of zertz, its child, which time has waited for
    _, _, use = os.wait4(pid, 0)
    with open(out) as f:
        fields = f.read().split()[-2:]
    return use.ru_utime + use.ru_stime, int(fields[1]), int(fields[0])


def best(args, path, runs):
    got = [run(args, path, path + ".time") for _ in range(runs)]
    return min(g[0] for g in got), min(g[1] for g in got), got[0][2]


def main():
    part = os.environ.get("ZERTZ_TEST_PART", "")
    nm = subprocess.run(["nm", ZERTZ], capture_output=True, text=True).stdout
    if "__asan_init" in nm:
        # its shadow memory and quarantine are not the program's costs
        print("scale: skipped: %s is built with AddressSanitizer (make check runs this on the plain build)"
              % ZERTZ)
        return 0
    if not os.access(TIME, os.X_OK):
        print("scale: FAILED: GNU time is needed (sh tests/deps.sh installs it)")
        return 1
    tmp = tempfile.mkdtemp(prefix="zertz-scale.")
    fail = checked = 0
    print("%-18s %-26s %9s %8s %8s %6s %9s %6s" % ("input", "command", "size", "time", "time x8",
                                                   "ratio", "peak x8", "ratio"))
    for name, n, args in CASES:
        if part and name != part:
            continue
        suffix, make = INPUTS[name]
        paths = []
        for k, size in enumerate((n, 8 * n)):
            paths.append(os.path.join(tmp, "%s-%d%s" % (name, k, suffix)))
            with open(paths[-1], "wb") as f:
                f.write(make(size))
        t1, m1, s1 = best(args, paths[0], 3)
        t8, m8, s8 = best(args, paths[1], 1)
        tr, mr = t8 / max(t1, FLOOR), m8 / max(m1, 1)
        if RATIO < tr < 4 * RATIO and s8 != 124:
            # once more: a run the machine slowed down is not the program's
            # (a step that is quadratic grows 64 times: no slowdown of the
            # machine makes that, and it is not run again)
            t8, m8, s8 = best(args, paths[1], 2)
            tr = t8 / max(t1, FLOOR)
        bad = tr > RATIO or mr > RATIO or s1 > 1 or s8 > 1
        checked += 1
        print("%-18s %-26s %9d %7.3fs %7.3fs %5.1fx %7dM %5.1fx %d%s"
              % (name, " ".join(args), n, t1, t8, tr, m8 >> 10, mr, s8,
                 "  FAIL" + (" (status %d, %d)" % (s1, s8) if s1 > 1 or s8 > 1 else "") if bad else ""))
        fail += bad
        for p in paths:
            os.unlink(p)
            if os.path.exists(p + ".time"):
                os.unlink(p + ".time")
    os.rmdir(tmp)
    if not checked:
        print("scale: FAILED: no case named '%s'" % part)
        return 1
    print("scale: %d cases, %d grew more than %g times for 8 times the input" % (checked, fail, RATIO))
    return 1 if fail else 0


if __name__ == "__main__":
    sys.exit(main())

#!/bin/sh
# Memory stays flat on a long stream: a stream of many games is one unit,
# and what a command keeps for its summary while it reads the unit must be
# handed over as it grows, not held to the end.  The same game 10,000 and
# 80,000 times: the peak of each command may not grow by more than 8 MiB
# (stats held about 480 bytes a game: 34 MiB more for the longer stream).
# Peaks are the kernel's own (wait4), of the zertz process alone.
cd "$(dirname "$0")/.." || exit 2
command -v python3 >/dev/null 2>&1 || { echo "memory: python3 is needed"; exit 1; }
if nm zertz 2>/dev/null | grep -q __asan_init; then
	# its quarantine keeps freed memory (up to 256 MiB) on purpose
	echo "memory: skipped: peaks mean nothing under AddressSanitizer"
	exit 0
fi
python3 - <<'PY'
import os, subprocess, sys

game = b'[Event "memory"]\n[Board "37"]\n\n1. Wd4,a1\n2. Bc3,g1\n3. Gb2,a4\n*\n\n'

def peak(args, copies):
    """The zertz process's peak resident set in KiB, the games on its stdin."""
    r, w = os.pipe()
    p = subprocess.Popen(["./zertz"] + args + ["-"], stdin=r, stdout=subprocess.DEVNULL,
                         stderr=subprocess.DEVNULL)
    os.close(r)
    with os.fdopen(w, "wb") as f:
        chunk = game * 1000
        for _ in range(copies // 1000):
            f.write(chunk)
    _, status, use = os.wait4(p.pid, 0)
    p.returncode = status
    return use.ru_maxrss

# parts (as tests/lib.sh's): ZERTZ_TEST_PART=streams or players alone
def part(name):
    return os.environ.get("ZERTZ_TEST_PART", "") in ("", name)

if os.environ.get("ZERTZ_TEST_PART", "") not in ("", "streams", "players"):
    print("FAIL memory: no part '%s' (ZERTZ_TEST_PART)" % os.environ["ZERTZ_TEST_PART"])
    sys.exit(1)
fail = checked = 0
if part("streams"):
    for args in (["stats"], ["validate", "-q"], ["convert", "-q", "-t", "zgn"],
                 ["stats", "--format", "json"]):
        small, big = peak(args, 10000), peak(args, 80000)
        checked += 1
        if big - small > 8 * 1024:
            print("FAIL memory: zertz %s: peak %d KiB for 10,000 games, %d KiB for 80,000"
                  % (" ".join(args), small, big))
            fail += 1
# stats --by player holds each player's counts to the end: at most 3 kB a
# player (zertz(1) LIMITS says about 2.5 kB; 7 kB before), 20,000 of them
# here, each of one game that fills every count of a player (a date, an
# opening, captures; the peak beyond that of as many games of two players)
played = (b'[Event "memory"]\n[Date "2020.01.01"]\n[Board "37"]\n\n1. Wa3,g3\n2. We2,b5\n'
          b'3. Bc3,a1\n4. Bf1,e6\n5. x f1Wd3Bb3\n6. x a3Bc3\n7. Gb2,a3\n8. x b2Wd4\n\n')
def players(distinct):
    r, w = os.pipe()
    p = subprocess.Popen(["./zertz", "stats", "--by", "player", "-"], stdin=r,
                         stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(r)
    with os.fdopen(w, "wb") as f:
        for i in range(10000):
            names = (b"p%d" % i, b"q%d" % i) if distinct else (b"ann", b"bob")
            f.write(played.replace(b'[Board', b'[First "%s"]\n[Second "%s"]\n[Board' % names))
    _, status, use = os.wait4(p.pid, 0)
    return use.ru_maxrss

if part("players"):
    few, many = players(False), players(True)
    checked += 1
    if many - few > 20000 * 3:
        print("FAIL memory: stats --by player: %d KiB for 20,000 players, %d KiB for 2 (%.1f kB a player)"
              % (many, few, (many - few) / 20000.0))
        fail += 1
print("memory: %d passed, %d failed" % (checked - fail, fail))
sys.exit(1 if fail else 0)
PY

#!/bin/sh
# make check, check-fast, check-slow: run the parts (make's targets, side
# by side, each one's output kept together), then one closing line that
# adds up every part's summary ("NAME: P passed, F failed[, S skipped
# (why)]"), and make's own status, kept in a file (never lost in the pipe
# that shows the output as it comes).
#
#   tests/check.sh MAKE JOBS TARGET...
#
# CHECK_NAME names the run in that line (default: check).
cd "$(dirname "$0")/.." || exit 2
make=$1 jobs=$2
shift 2
mkdir -p tests/out
log=tests/out/check.log
{
	"$make" --no-print-directory -j"$jobs" --output-sync=target "$@"
	echo $? >tests/out/check.rc
} 2>&1 | tee "$log"
rc=$(cat tests/out/check.rc)
awk -v rc="$rc" -v name="${CHECK_NAME:-check}" '
	/^[a-z][a-z0-9-]*: [0-9]+ passed, [0-9]+ failed/ {
		parts++; p += $2; f += $4
		if ($0 ~ /skipped/) { s += $6 }
	}
	END {
		line = sprintf("%s: %d parts, %d passed, %d failed", name, parts, p, f)
		if (s) line = line sprintf(", %d skipped (said above)", s)
		if (rc != 0 && f == 0) line = line " -- and a step failed (above)"
		print line
	}' "$log"
exit "$rc"

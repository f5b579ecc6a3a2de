#!/bin/sh
# Run each cmocka test executable; fail if any fails.
status=0
for t in "$@"; do
	"./$t" || { echo "FAIL $t"; status=1; }
done
exit $status

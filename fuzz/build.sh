#!/bin/sh
# Build the libFuzzer targets with clang into fuzz/out (objects once, then
# one binary per target).  Usage: fuzz/build.sh "LIB and FORMAT sources"
set -e
cd "$(dirname "$0")/.."
CLANG=${CLANG:-clang}
out=fuzz/out
mkdir -p "$out/obj"
flags="-g -O1 -fsanitize=fuzzer-no-link,address,undefined -fno-sanitize-recover=all \
-std=c11 -D_POSIX_C_SOURCE=200809L -iquote lib -iquote lib/zertz -iquote lib/tzaar -iquote formats -iquote formats/zertz -iquote formats/tzaar -iquote cmd -iquote include \
$(pkg-config --cflags jansson yaml-0.1 libzip 2>/dev/null)"
libs="$(pkg-config --libs jansson yaml-0.1 libzip libdeflate 2>/dev/null || echo -ljansson -lyaml -lzip -ldeflate) -lpthread"
# An object is rebuilt when its source, any header or engine template, or
# the flags changed (a header is not tracked per object: any one counts).
newest=$(ls -t include/*.h lib/*.h lib/zertz/*.h lib/zertz/*.inc lib/tzaar/*.h formats/*.h formats/zertz/*.h formats/tzaar/*.h cmd/*.h | head -n 1)
if [ "$(cat "$out/obj/flags" 2>/dev/null)" != "$CLANG $flags" ]; then
	rm -f "$out"/obj/*.o
	printf '%s\n' "$CLANG $flags" >"$out/obj/flags"
fi
# the objects to make, then made FUZZ_BUILD_JOBS at a time (default: the
# processors); xargs fails when one compile does
jobs=${FUZZ_BUILD_JOBS:-$(nproc 2>/dev/null || echo 1)}
objs= todo=
for src in $1 cmd/walk.c cmd/archive.c cmd/zipdir.c cmd/error.c; do
	o=$out/obj/$(echo "$src" | tr / _ | sed 's/\.c$/.o/')
	if [ ! -f "$o" ] || [ "$src" -nt "$o" ] || [ "$newest" -nt "$o" ]; then
		todo="$todo $src $o"
	fi
	objs="$objs $o"
done
export CLANG flags
# shellcheck disable=SC2086
[ -z "$todo" ] || printf '%s\n' $todo | xargs -n 2 -P "$jobs" sh -c '$CLANG $flags -c "$0" -o "$1"'
# each target: its name, its source and its flags, linked as the objects are made
{
	for f in zgn sgf json yaml; do
		echo "fuzz_$f fuzz/fuzz_record.c -DFUZZ_FORMAT=ZZ_FORMAT_$(echo $f | tr a-z A-Z)"
	done
	for f in posstr rules zip tzaar pages; do
		echo "fuzz_$f fuzz/fuzz_$f.c"
	done
} >"$out/targets"
export objs libs out
xargs -L 1 -P "$jobs" sh -c '$CLANG $flags $2 -fsanitize=fuzzer "$1" $objs $libs -o "$out/$0"' <"$out/targets"
echo "fuzz: targets built in $out"

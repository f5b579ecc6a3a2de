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
objs=
for src in $1 cmd/walk.c cmd/zipdir.c cmd/error.c; do
	o=$out/obj/$(echo "$src" | tr / _ | sed 's/\.c$/.o/')
	if [ ! -f "$o" ] || [ "$src" -nt "$o" ] || [ "$newest" -nt "$o" ]; then
		$CLANG $flags -c "$src" -o "$o"
	fi
	objs="$objs $o"
done
link() {	# target, source, extra flags
	$CLANG $flags $3 -fsanitize=fuzzer "$2" $objs $libs -o "$out/$1"
}
for f in zgn sgf json yaml; do
	F=$(echo $f | tr a-z A-Z)
	link fuzz_$f fuzz/fuzz_record.c "-DFUZZ_FORMAT=ZZ_FORMAT_$F"
done
link fuzz_posstr fuzz/fuzz_posstr.c
link fuzz_rules fuzz/fuzz_rules.c
link fuzz_zip fuzz/fuzz_zip.c
link fuzz_tzaar fuzz/fuzz_tzaar.c
link fuzz_pages fuzz/fuzz_pages.c
echo "fuzz: targets built in $out"

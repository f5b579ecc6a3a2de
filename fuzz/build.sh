#!/bin/sh
# Build the libFuzzer targets with clang into fuzz/out (objects once, then
# one binary per target).  Usage: fuzz/build.sh "LIB and FORMAT sources"
# FUZZ_OPT: the optimisation (default -O1; CI's smoke test builds at -O0,
# in 44 s rather than 90, and runs at half the speed, which 8 s allow)
set -e
cd "$(dirname "$0")/.."
CLANG=${CLANG:-clang}
out=fuzz/out
mkdir -p "$out/obj"
# the games' folders, as the Makefile finds them (lib/GAME/kind.c)
games=$(for k in lib/*/kind.c; do g=${k#lib/}; echo "${g%/kind.c}"; done)
game_dirs=$(for g in $games; do printf ' -iquote lib/%s -iquote formats/%s' "$g" "$g"; done)
flags="-g ${FUZZ_OPT:--O1} -fsanitize=fuzzer-no-link,address,undefined -fno-sanitize-recover=all \
-std=c11 -D_POSIX_C_SOURCE=200809L -iquote lib -iquote formats$game_dirs -iquote cmd -iquote include \
$(pkg-config --cflags jansson yaml-0.1 libzip 2>/dev/null)"
libs="$(pkg-config --libs jansson yaml-0.1 libzip libdeflate 2>/dev/null || echo -ljansson -lyaml -lzip -ldeflate) -lpthread"
# An object is rebuilt when its source, any header or engine template, or
# the flags changed (a header is not tracked per object: any one counts).
newest=$(ls -t include/*.h lib/*.h lib/*/*.h lib/*/*.inc formats/*.h formats/*/*.h cmd/*.h 2>/dev/null | head -n 1)
if [ "$(cat "$out/obj/flags" 2>/dev/null)" != "$CLANG $flags" ]; then
	rm -f "$out"/obj/*.o
	printf '%s\n' "$CLANG $flags" >"$out/obj/flags"
fi
# the objects to make, then made FUZZ_BUILD_JOBS at a time (default: the
# processors); xargs fails when one compile does
jobs=${FUZZ_BUILD_JOBS:-$(nproc 2>/dev/null || echo 1)}
objs= todo=
for src in $1 cmd/walk.c cmd/archive.c cmd/zipdir.c cmd/error.c cmd/progress.c; do
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
	# and every other fuzz/fuzz_NAME.c, a target of its own
	for src in fuzz/fuzz_*.c; do
		f=${src#fuzz/fuzz_}
		f=${f%.c}
		[ "$f" = record ] || echo "fuzz_$f $src"
	done
} >"$out/targets"
export objs libs out
xargs -L 1 -P "$jobs" sh -c '$CLANG $flags $2 -fsanitize=fuzzer "$1" $objs $libs -o "$out/$0"' <"$out/targets"
echo "fuzz: targets built in $out"

#!/bin/sh
# make install into a temporary DESTDIR; build a program against the
# installed library with pkg-config; run it; the completion file completes
# 'zertz val'; make uninstall removes exactly what was installed.
cd "$(dirname "$0")/.." || exit 2
suite=install
. tests/lib.sh
mkdir -p "$tmp/root"
# zertz.pc follows PREFIX: made for one prefix, then installed for another
make -s zertz.pc PREFIX=/usr/local >/dev/null
make -s install DESTDIR="$tmp/root" PREFIX=/usr >/dev/null || { bad "make install"; report; exit; }
for f in bin/zertz share/man/man1/zertz.1 share/man/man5/zertz.5 lib/libzertz.a \
	lib/pkgconfig/zertz.pc include/zertz.h share/bash-completion/completions/zertz \
	share/zsh/vendor-completions/_zertz share/locale/de/LC_MESSAGES/zertz.mo \
	share/locale/pl/LC_MESSAGES/zertz.mo; do
	[ -f "$tmp/root/usr/$f" ] && ok || bad "$f missing"
done
grep -qx 'prefix=/usr' "$tmp/root/usr/lib/pkgconfig/zertz.pc" && ok || bad "zertz.pc has $(grep '^prefix=' "$tmp/root/usr/lib/pkgconfig/zertz.pc"), not prefix=/usr"
# the public interface is one header, and nothing else lands in include/
extra=$(cd "$tmp/root/usr/include" && find . -type f ! -name zertz.h)
[ -z "$extra" ] && ok || bad "more than <zertz.h> installed: $extra"
# the installed library's surface is the header's: its global symbols
# are the functions include/zertz.h declares (a list read off the header
# here, by other code than the Makefile's), nothing writable, and no LTO
# section a user's compiler would have to read
lib=$tmp/root/usr/lib/libzertz.a
sed -n 's/^[a-z].*[ *]\(zz_[a-z_0-9]*\)(.*/\1/p' include/zertz.h | LC_ALL=C sort >"$tmp/header.syms"
nm -g --defined-only "$lib" | awk 'NF == 3 { print $3 }' | LC_ALL=C sort >"$tmp/lib.syms"
is "the installed library's global symbols: the header's" "$(diff "$tmp/header.syms" "$tmp/lib.syms" && wc -l <"$tmp/lib.syms")" 23
is "no writable global exported" "$(nm -g --defined-only "$lib" | awk 'NF == 3 && $2 ~ /[BDG]/' | wc -l)" 0
is "no LTO section installed" "$(objdump -h "$lib" | grep -c -e '\.gnu\.lto_' -e '\.gnu\.debuglto_')" 0
pc() { PKG_CONFIG_PATH="$tmp/root/usr/lib/pkgconfig" PKG_CONFIG_SYSROOT_DIR="$tmp/root" pkg-config "$@" zertz; }
flags=$(pc --cflags --libs) && ok || bad "pkg-config"
# one version everywhere: the header, pkg-config, the command
hv=$(sed -n 's/^#define ZERTZ_VERSION "\(.*\)"$/\1/p' "$tmp/root/usr/include/zertz.h")
pv=$(pc --modversion)
cv=$(./zertz --version | sed 's/^zertz //')
[ -n "$hv" ] && [ "$hv" = "$pv" ] && [ "$pv" = "$cv" ] && ok || bad "versions differ: header '$hv', zertz.pc '$pv', zertz '$cv'"
# shellcheck disable=SC2086
# a sanitizer build of the library needs the same flags to link (SAN_FLAGS)
if ${CC:-cc} $SAN_FLAGS -std=c11 -Wall -Wextra -Werror -o "$tmp/example" tests/install/example.c $flags; then
	got=$("$tmp/example" samples/board-full.zgn)
	# worked out by hand from the sample and RULES.md [board-full]: the
	# start is 37 WW--/-.---/(all removed) pool 0/1/0, captures 0/0/1 and
	# 1/1/1, first to move; alice places the pool's grey on b2, the last
	# vacant ring; she claims the three rings with their marbles (2 white,
	# 1 grey), the pool is empty and it is the second player's turn.
	# The columns of 37 rings hold 4 5 6 7 6 5 4 rings.
	want="37 ----/-----/------/-------/------/-----/---- 0/0/0 2/1/1 1/1/1 2 board-full"
	[ "$got" = "$want" ] && ok || bad "the example printed '$got', want '$want'"
	# an illegal move comes back as the diagnostic zertz(1) prints
	printf '[Board "37"]\n\n1. Wd4,a1\n2. Bd4,g1\n' >"$tmp/bad.zgn"
	"$tmp/example" "$tmp/bad.zgn" >/dev/null 2>"$tmp/err"
	rc=$?
	[ $rc = 1 ] && grep -q "bad.zgn:4:4: error: placement on an occupied ring" "$tmp/err" && ok || bad "the example on an illegal move: status $rc, $(head -1 "$tmp/err")"
else
	bad "cannot build against the installed library"
fi
# with libyaml in the same program: <yaml.h> is libyaml's
yflags=$(pkg-config --cflags --libs yaml-0.1 2>/dev/null || echo -lyaml)
# shellcheck disable=SC2086
if ${CC:-cc} $SAN_FLAGS -std=c11 -Wall -Wextra -Werror -o "$tmp/with-yaml" tests/install/with-yaml.c $flags $yflags; then
	got=$("$tmp/with-yaml")
	# zertz(5): the board is a key of its own, not a tag; no result declared
	want='{"kind":"zertz","first":null,"second":null,"tags":{},"board":37,"variant":"standard","moves":[{"move":"Wd4,a1"}]}'
	[ "$got" = "$want" ] && ok || bad "with-yaml printed '$got', want '$want'"
else
	bad "a program using libyaml and libzertz does not build"
fi
# the completion file completes a subcommand
if command -v bash >/dev/null 2>&1; then
	got=$(bash -c ". '$tmp/root/usr/share/bash-completion/completions/zertz'
		COMP_WORDS=(zertz val); COMP_CWORD=1; COMP_LINE='zertz val'; COMP_POINT=9
		_zertz; echo \"\${COMPREPLY[*]}\"")
	[ "$got" = validate ] && ok || bad "completion of 'zertz val' gave '$got'"
	got=$(bash -c ". '$tmp/root/usr/share/bash-completion/completions/zertz'
		COMP_WORDS=(zertz convert -t js); COMP_CWORD=3; COMP_LINE='zertz convert -t js'
		COMP_POINT=19; _zertz; echo \"\${COMPREPLY[*]}\"")
	[ "$got" = "json jsonl" ] && ok || bad "completion of '-t js' gave '$got'"
fi
# the installed program finds its catalogues where they were installed
# (beside it, ../share/locale), not in the tree it was built in
cp tests/i18n/errors.zgn "$tmp/errors.zgn"
(cd "$tmp" && env -u LC_ALL LANGUAGE=de LANG=C.UTF-8 "$tmp/root/usr/bin/zertz" validate errors.zgn) >/dev/null 2>"$tmp/de.err"
grep -q '^zertz: 7 Spiele, 1 gültig, 6 ungültig, 1 Warnung$' "$tmp/de.err" && ok || bad "the installed zertz in German" "$(tail -2 "$tmp/de.err")"
make -s uninstall DESTDIR="$tmp/root" PREFIX=/usr >/dev/null
left=$(find "$tmp/root" -type f)
[ -z "$left" ] && ok || bad "uninstall left $left"
report

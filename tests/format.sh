#!/bin/sh
# The house style (.clang-format) holds for every line changed since
# FORMAT_BASE (the Makefile's: every line before it was checked), as git checks its own (git
# clang-format --diff); and the check is shown to catch a line that is
# not so, in a scratch repository.
cd "$(dirname "$0")/.." || exit 2
suite=format
. tests/lib.sh
base=${FORMAT_BASE:?FORMAT_BASE unset (make check-format sets it)}
exts=c,h,inc

# unformatted BASE: the lines changed since BASE that clang-format would
# change, as a diff (empty: none)
unformatted() {
	git clang-format --style file --extensions "$exts" --diff "$1" 2>&1 |
		grep -v -e '^no modified files to format$' -e '^clang-format did not modify any files$'
}

# each reason for skipping said as it is (git missing is not a clone
# without its history: issue 62)
if ! command -v git >/dev/null 2>&1; then
	skip 2 "git is not installed (make deps installs it)"
elif ! command -v git-clang-format >/dev/null 2>&1 || ! command -v clang-format >/dev/null 2>&1; then
	skip 2 "clang-format not installed (make deps installs it)"
elif ! git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
	skip 2 "not in a git clone (a copy of the files: no history to check the changed lines against)"
elif ! git rev-parse --verify -q "$base^{commit}" >/dev/null 2>&1; then
	skip 2 "the clone's history does not reach $base (a shallow clone? git fetch --unshallow)"
else
	out=$(unformatted "$base")
	if [ -z "$out" ]; then ok; else bad "lines changed since $base are not in the house style (make format)" "$out"; fi
	# the check catches a line written otherwise
	mkdir -p "$tmp/repo"
	cp .clang-format "$tmp/repo/"
	printf 'int f(void)\n{\n\treturn 0;\n}\n' >"$tmp/repo/a.c"
	(cd "$tmp/repo" && git init -q && git add . &&
		git -c user.name=t -c user.email=t@t commit -qm base &&
		printf 'int g(void) {\n  return 1;\n}\n' >>a.c)
	out=$(cd "$tmp/repo" && unformatted HEAD)
	case $out in *'return 1'*) ok ;; *) bad "a badly written line is not caught" "$out" ;; esac
fi
report

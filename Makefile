# zertz -- a toolkit for Zertz game records.  GNU make, no configure.
#
#   make            build ./zertz
#   make check      unit tests, golden regress tests, header and layering checks
#   make sanitize   the same under AddressSanitizer and UBSan
#   make corpus-check   differential tests over ../shared/corpus (skips if absent)
#   make bench      benchmarks (throughput, perft, memory)
#   make install PREFIX=... DESTDIR=...   /   make uninstall

VERSION = 0.4.0
PREFIX ?= /usr/local
BINDIR ?= $(PREFIX)/bin
MANDIR ?= $(PREFIX)/share/man
LIBDIR ?= $(PREFIX)/lib
INCLUDEDIR ?= $(PREFIX)/include
COMPLETIONDIR ?= $(PREFIX)/share/bash-completion/completions
ZSHCOMPLETIONDIR ?= $(PREFIX)/share/zsh/vendor-completions
LOCALEDIR ?= $(PREFIX)/share/locale
PKG_CONFIG ?= pkg-config
OBJCOPY ?= objcopy
SHARED ?= ../shared

WARNINGS = -std=c11 -Wall -Wextra -Wpedantic -Wmissing-prototypes \
	-Wstrict-prototypes -Wshadow -Wwrite-strings -Wvla -Wformat=2 -fno-common
WERROR ?= -Werror
OPT ?= -O3 -g
# Link-time optimisation: the programs are optimised whole, across files
# (the game's turn from lib/ inlined into the readers of formats/, and so
# on).  The objects keep their ordinary code too (fat), so the library and
# the unit tests link without it.  LTO= builds without; a sanitizer build
# and the mutation check do.
LTO ?= -flto=auto -ffat-lto-objects

comma := ,
ifdef SANITIZE
  ifneq ($(filter-out address undefined,$(subst $(comma), ,$(SANITIZE))),)
    $(error SANITIZE accepts address and undefined, not '$(SANITIZE)')
  endif
  SAN_FLAGS = -fsanitize=$(SANITIZE) -fno-sanitize-recover=all -fno-omit-frame-pointer
  # linked without PIE and with the sanitizers' runtimes inside: a
  # process starts in 28 ms rather than 39 (half the page faults), and
  # make check starts thousands (what is checked is the same code)
  SAN_LDFLAGS = -no-pie $(if $(findstring address,$(SANITIZE)),-static-libasan) \
	$(if $(findstring undefined,$(SANITIZE)),-static-libubsan)
  LTO =
endif

# make coverage: gcov's counters in every object and program
ifdef COVERAGE
  SAN_FLAGS += --coverage -DZZ_COVERAGE
  LTO =
endif

JANSSON_CFLAGS := $(shell $(PKG_CONFIG) --cflags jansson 2>/dev/null)
LIBZIP_CFLAGS := $(shell $(PKG_CONFIG) --cflags libzip 2>/dev/null)
LIBZIP_LIBS := $(shell $(PKG_CONFIG) --libs libzip 2>/dev/null || echo -lzip)
# libdeflate inflates zip members whole, much faster than zlib (cmd/archive.c)
DEFLATE_CFLAGS := $(shell $(PKG_CONFIG) --cflags libdeflate 2>/dev/null)
DEFLATE_LIBS := $(shell $(PKG_CONFIG) --libs libdeflate 2>/dev/null || echo -ldeflate)
JANSSON_LIBS := $(shell $(PKG_CONFIG) --libs jansson 2>/dev/null || echo -ljansson)
YAML_CFLAGS := $(shell $(PKG_CONFIG) --cflags yaml-0.1 2>/dev/null)
YAML_LIBS := $(shell $(PKG_CONFIG) --libs yaml-0.1 2>/dev/null || echo -lyaml)
# SQLite keeps analyze's cache (cmd/cache.c, cmd/db.c): a database many
# processes share safely, and that survives a process killed mid-write
SQLITE_CFLAGS := $(shell $(PKG_CONFIG) --cflags sqlite3 2>/dev/null)
SQLITE_LIBS := $(shell $(PKG_CONFIG) --libs sqlite3 2>/dev/null || echo -lsqlite3)
CMOCKA_CFLAGS := $(shell $(PKG_CONFIG) --cflags cmocka 2>/dev/null)
CMOCKA_LIBS := $(shell $(PKG_CONFIG) --libs cmocka 2>/dev/null || echo -lcmocka)

# Each folder is compiled with the include paths it may use, and no more:
# lib/ (the game-neutral engine: the record, the table of games, the
# match) sees lib/ alone; a game's engine, lib/zertz/, sees its folder and
# lib/; formats/ sees formats/ and lib/, and a game's formats,
# formats/zertz/, its own folder and its engine's besides; cmd/ sees
# cmd/, formats/ and lib/.  A file that includes a header of a layer
# above its own, or neutral code that reaches into a game, does not
# compile (tests/layers.sh proves it).  Tests and tools see everything.
LIB_CPPFLAGS = -D_POSIX_C_SOURCE=200809L -iquote lib $(CPPFLAGS)
FORMAT_CPPFLAGS = -D_POSIX_C_SOURCE=200809L -iquote formats -iquote lib $(JANSSON_CFLAGS) $(YAML_CFLAGS) $(CPPFLAGS)
# a game's folders, lib/GAME/ and formats/GAME/: their own include paths
# before these (the rules below)
CMD_CPPFLAGS = -D_POSIX_C_SOURCE=200809L -iquote cmd -iquote formats -iquote lib $(LIBZIP_CFLAGS) $(DEFLATE_CFLAGS) $(SQLITE_CFLAGS) $(CPPFLAGS)
GAME_DIRS = $(foreach g,$(GAMES),-iquote formats/$(g) -iquote lib/$(g))
ALL_CPPFLAGS = -D_POSIX_C_SOURCE=200809L -iquote cmd -iquote formats -iquote lib $(GAME_DIRS) -iquote include $(JANSSON_CFLAGS) $(YAML_CFLAGS) $(LIBZIP_CFLAGS) $(DEFLATE_CFLAGS) $(SQLITE_CFLAGS) $(CPPFLAGS)
ALL_CFLAGS = $(WARNINGS) $(WERROR) $(OPT) $(LTO) $(SAN_FLAGS) -MMD -MP $(CFLAGS)
ALL_LDFLAGS = $(SAN_FLAGS) $(SAN_LDFLAGS) $(LDFLAGS)
LIBS = $(JANSSON_LIBS) $(YAML_LIBS) -lpthread -lm
CMD_LIBS = $(LIBZIP_LIBS) $(DEFLATE_LIBS) $(SQLITE_LIBS)

# The games: each a folder of its engine, lib/GAME/ (found by its kind.c),
# and one of its formats, formats/GAME/; every .c file in them is an
# object of the library, compiled with its folder's include paths.
# Nothing here names a game but the default, which comes first: the kind
# of a record that names none (spec/TZAAR.md: "without it a record is
# Zèrtz").  lib/games.inc lists them for the code (lib/kind.h).
DEFAULT_GAME = zertz
GAMES := $(DEFAULT_GAME) $(filter-out $(DEFAULT_GAME),$(sort $(patsubst lib/%/kind.c,%,$(wildcard lib/*/kind.c))))
GAME_LIB_OBJS := $(patsubst %.c,%.o,$(sort $(wildcard $(GAMES:%=lib/%/*.c))))
GAME_FORMAT_OBJS := $(patsubst %.c,%.o,$(sort $(wildcard $(GAMES:%=formats/%/*.c))))

LIB_OBJS = \
	lib/buf.o \
	lib/diag.o \
	lib/fmt.o \
	lib/game.o \
	lib/hash.o \
	lib/replay.o \
	lib/search.o \
	lib/shown.o \
	lib/xalloc.o \
	$(GAME_LIB_OBJS)

FORMAT_OBJS = \
	formats/api.o \
	formats/draw.o \
	formats/input.o \
	formats/json.o \
	formats/html.o \
	formats/html_pages.o \
	formats/jsonw.o \
	formats/json_report.o \
	formats/kinds.o \
	formats/record.o \
	formats/schema.o \
	formats/sha256.o \
	formats/stats_kind.o \
	formats/table.o \
	formats/text.o \
	formats/writer.o \
	formats/xml.o \
	formats/yaml.o \
	formats/zgn.o \
	formats/zgn_write.o \
	formats/svgtext.o \
	formats/sheet.o \
	formats/proof.o \
	$(GAME_FORMAT_OBJS)

CMD_OBJS = \
	cmd/analyze.o \
	cmd/archive.o \
	cmd/cache.o \
	cmd/convert.o \
	cmd/counts.o \
	cmd/db.o \
	cmd/error.o \
	cmd/explain.o \
	cmd/explore.o \
	cmd/games.o \
	cmd/guard.o \
	cmd/index.o \
	cmd/indexdb.o \
	cmd/jobs.o \
	cmd/lang.o \
	cmd/later.o \
	cmd/main.o \
	cmd/options.o \
	cmd/output.o \
	cmd/perft.o \
	cmd/prove.o \
	cmd/puzzles.o \
	cmd/facts.o \
	cmd/viewer.o \
	cmd/progress.o \
	cmd/render.o \
	cmd/replay.o \
	cmd/report.o \
	cmd/said.o \
	cmd/select.o \
	cmd/stats.o \
	cmd/stats_print.o \
	cmd/validate.o \
	cmd/walk.o \
	cmd/zipdir.o

UNIT_TESTS = \
	tests/unit/test_geom \
	tests/unit/test_rules \
	tests/unit/test_wins_now \
	tests/unit/test_perft \
	tests/unit/test_notation \
	tests/unit/test_posstr \
	tests/unit/test_zgn \
	tests/unit/test_buf \
	tests/unit/test_fmt \
	tests/unit/test_shown \
	tests/unit/test_xml \
	tests/unit/test_sha256 \
	tests/unit/test_html \
	tests/unit/test_api \
	tests/unit/test_xalloc \
	tests/unit/test_zipdir \
	tests/unit/test_jsonw \
	tests/unit/test_tzaar \
	tests/unit/test_yaml

TOOLS = bench/randgame tests/corpus/refdiff tests/corpus/tzdiff tests/minimax

OBJS = $(LIB_OBJS) $(FORMAT_OBJS) $(CMD_OBJS) $(UNIT_TESTS:=.o) $(TOOLS:=.o)
DEPS = $(OBJS:.o=.d)

ifndef V
  QUIET_CC = @echo '   ' CC $@;
  QUIET_LINK = @echo '   ' LINK $@;
  QUIET_AR = @echo '   ' AR $@;
  QUIET_MSGFMT = @echo '   ' MSGFMT $@;
endif

all: zertz formats/schemas/kind.schema.json

# The messages' catalogues (lib/i18n.h): po/LL.po, one a language, made
# from the template po/zertz.pot (make pot); built into locale/, where
# ./zertz finds them when run from the tree (cmd/lang.c), and installed
# under LOCALEDIR.  msgfmt --check: a translation's format string takes
# what the source's takes.
PO_LANGS = cs de es fr it nl pl
MO_FILES = $(PO_LANGS:%=locale/%/LC_MESSAGES/zertz.mo)
# (no line numbers: the template changes when a message does, not when a
# line moves)
# the sources, in a fixed order (xgettext takes the marked messages: _, N_,
# Q_, C_, and the formats of cmd/error.h's error, warning, die, note, inform and
# usage_error, which say them through _())
PO_SOURCES = $(sort $(wildcard lib/*.c lib/*/*.c formats/*.c formats/*/*.c cmd/*.c))
XGETTEXT_FLAGS = --from-code=UTF-8 --language=C --keyword=_ --keyword=N_ --keyword=Q_:1,2 --keyword=C_:1c,2 \
	--keyword=error --keyword=error_to:2 --keyword=fatal --keyword=warning --keyword=die --keyword=note --keyword=inform --keyword=usage_error:2 \
	--keyword=zz_diag_add:4 --keyword=zz_diag_add_code:4 --keyword=zz_diag_note:4 --keyword=zz_schema_bad:3 --keyword=yaml_fail:3 --keyword=zz_said_bad:2 --keyword=transcript_bad:4 \
	--add-comments=TRANSLATORS: --package-name=zertz --package-version=$(VERSION) \
	--msgid-bugs-address=https://zertz.invalid/issues --no-location --sort-output

zertz: $(MO_FILES)

locale/%/LC_MESSAGES/zertz.mo: po/%.po
	@mkdir -p $(@D)
	$(QUIET_MSGFMT)msgfmt --check -o $@.tmp $< && mv $@.tmp $@

# the template, from the sources; then each catalogue brought up to it
pot:
	xgettext $(XGETTEXT_FLAGS) -o po/zertz.pot $(PO_SOURCES)
	for l in $(PO_LANGS); do msgmerge -q --no-fuzzy-matching --no-location --sort-output -U --backup=none po/$$l.po po/zertz.pot || exit; done

# the JSON Schemas installed: those written, and the list of games made here
SCHEMAS = $(sort $(wildcard formats/schemas/*.schema.json) formats/schemas/kind.schema.json)

# The games for the code, one a line, ZZ_GAME(name) (lib/kind.h), made
# before anything is compiled and rewritten only when GAMES changes.
lib/games.inc: FORCE
	@{ echo '/* made by make from the games'"'"' folders (Makefile: GAMES): not to be edited */'; \
		for g in $(GAMES); do echo "ZZ_GAME($$g)"; done; } >$@.tmp; \
	if cmp -s $@.tmp $@; then rm -f $@.tmp; else mv $@.tmp $@; fi

# The JSON Schemas' list of games (formats/schemas/*.schema.json refer to
# it for "kind"), from the games' folders as lib/games.inc is.
formats/schemas/kind.schema.json: FORCE
	@{ echo '{'; \
		echo '  "$$schema": "https://json-schema.org/draft/2020-12/schema",'; \
		echo '  "$$id": "https://zertz.invalid/schemas/kind.schema.json",'; \
		echo '  "$$comment": "made by make from the games'"'"' folders (Makefile: GAMES): not to be edited",'; \
		echo '  "title": "a game, by the name --kind takes",'; \
		printf '  "enum": ['; sep=; for g in $(GAMES); do printf '%s"%s"' "$$sep" "$$g"; sep=', '; done; echo ']'; \
		echo '}'; } >$@.tmp; \
	if cmp -s $@.tmp $@; then rm -f $@.tmp; else mv $@.tmp $@; fi

# Rebuild everything when the flags change (a sanitizer build never reuses
# objects built without it).
ZZ-CFLAGS: lib/games.inc FORCE
	@flags='$(VERSION) $(CC) $(ALL_CPPFLAGS) $(LIB_CPPFLAGS) $(FORMAT_CPPFLAGS) $(CMD_CPPFLAGS) $(GAMES) $(ALL_CFLAGS) $(ALL_LDFLAGS)'; \
	if test x"$$flags" != x"`cat $@ 2>/dev/null`"; then \
		echo "$$flags" >$@; fi

# the public face of the library implements include/zertz.h
formats/api.o: FORMAT_CPPFLAGS += -iquote include

# lib/GAME/x.c sees its folder and lib/; formats/GAME/x.c its folder, its
# engine's and formats/ (GAME_OF: the game folder of lib/GAME/x or
# formats/GAME/x, the stem of the rules below; empty for lib/x, formats/x)
GAME_OF = $(if $(findstring /,$(1)),$(firstword $(subst /, ,$(1))))

lib/%.o: lib/%.c ZZ-CFLAGS
	$(QUIET_CC)$(CC) $(if $(call GAME_OF,$*),-iquote lib/$(call GAME_OF,$*)) $(LIB_CPPFLAGS) $(ALL_CFLAGS) -c -o $@ $<

formats/%.o: formats/%.c ZZ-CFLAGS
	$(QUIET_CC)$(CC) $(if $(call GAME_OF,$*),-iquote formats/$(call GAME_OF,$*) -iquote lib/$(call GAME_OF,$*)) $(FORMAT_CPPFLAGS) $(ALL_CFLAGS) -c -o $@ $<

cmd/%.o: cmd/%.c ZZ-CFLAGS
	$(QUIET_CC)$(CC) $(CMD_CPPFLAGS) $(ALL_CFLAGS) -c -o $@ $<

# The archive index's schema, one SQL file (cmd/indexdb.sql), a C string for cmd/indexdb.c
cmd/indexdb.sql.inc: cmd/indexdb.sql
	@sed -e 's/\\/\\\\/g' -e 's/"/\\"/g' -e 's/^/"/' -e 's/$$/\\n"/' cmd/indexdb.sql >$@.tmp && mv $@.tmp $@
cmd/indexdb.o: cmd/indexdb.sql.inc

cmd/main.o: CMD_CPPFLAGS += -DZZ_VERSION='"$(VERSION)"'

%.o: %.c ZZ-CFLAGS
	$(QUIET_CC)$(CC) $(ALL_CPPFLAGS) $(ALL_CFLAGS) -c -o $@ $<

tests/unit/%.o: tests/unit/%.c ZZ-CFLAGS
	$(QUIET_CC)$(CC) $(ALL_CPPFLAGS) $(CMOCKA_CFLAGS) $(ALL_CFLAGS) -c -o $@ $<

libzertz.a: $(LIB_OBJS) $(FORMAT_OBJS)
	$(QUIET_AR)rm -f $@ && $(AR) rcs $@ $^

zertz: $(CMD_OBJS) libzertz.a
	$(QUIET_LINK)$(CC) $(ALL_CFLAGS) $(ALL_LDFLAGS) -o $@ $(CMD_OBJS) libzertz.a $(LIBS) $(CMD_LIBS)

# the tests and tools link the objects' ordinary code: no whole-program
# optimisation to wait for at each link
tests/unit/%: tests/unit/%.o libzertz.a
	$(QUIET_LINK)$(CC) $(ALL_CFLAGS) -fno-lto $(ALL_LDFLAGS) -o $@ $< libzertz.a $(CMOCKA_LIBS) $(LIBS)

# the walker's zip directory reader lives in cmd/
tests/unit/test_zipdir: tests/unit/test_zipdir.o cmd/zipdir.o libzertz.a
	$(QUIET_LINK)$(CC) $(ALL_CFLAGS) -fno-lto $(ALL_LDFLAGS) -o $@ $< cmd/zipdir.o libzertz.a $(CMOCKA_LIBS) $(LIBS)

$(TOOLS): %: %.o libzertz.a
	$(QUIET_LINK)$(CC) $(ALL_CFLAGS) -fno-lto $(ALL_LDFLAGS) -o $@ $< libzertz.a $(LIBS)

deps:
	@sh tests/deps.sh
deps-build:
	@sh tests/deps.sh build

# The whole suite (make check) runs each test once:
#  - the dynamic tests (CHECK_DYNAMIC: every test that runs the programs)
#    under ASan and UBSan (make sanitize), where a memory error or an
#    undefined behaviour fails the test that reached it;
#  - then, on the plain -O3 build, what needs that build (CHECK_PLAIN:
#    make install and its example programs, the shells' completion,
#    check-analyze's comparisons with plain minimax at full size, which
#    the sanitized run makes on a quarter of the positions, the peaks of
#    memory, which mean nothing under ASan, and memory that runs out
#    under an address-space limit a sanitizer build cannot start in,
#    check-out-of-memory: a part of tests/limits.sh) and the checks
#    of the sources themselves (CHECK_STATIC: headers, layers, style, the
#    map of rules to tests, the manual, the mutations' texts), which no
#    build changes.
# The build left behind is the plain one (make valgrind, corpus-check and
# fuzz, which CI runs next, use it).  A developer's quick run is make
# check-fast (under a minute, plain) or make check-slow; make check-tests
# runs every test but check-mutations, plain, one at a time.  The scripts
# run side by side, CHECK_JOBS at a time (many wait more than they
# compute: 3 at a time take half the time of one, on one processor as on
# two), the output of each kept together.  What the suite needs is
# installed by tests/deps.sh (the README's second command), never by make
# check.
CHECK_JOBS ?= 3
check: sanitize
	@CHECK_NAME='check (plain build)' sh tests/check.sh $(MAKE) $(CHECK_JOBS) $(CHECK_PLAIN) $(CHECK_STATIC)
check-fast:
	@sh tests/check.sh $(MAKE) $(CHECK_JOBS) check-fast-suite
check-slow:
	@sh tests/check.sh $(MAKE) $(CHECK_JOBS) $(CHECK_SLOW)

# the unit tests' objects are kept: a passing run does not end on "rm"
.SECONDARY: $(addsuffix .o,$(UNIT_TESTS))

# Every test but check-mutations, which only says that each mutation still
# applies: a mutated tree fails it whatever the tests (tests/mutate.sh runs
# check-tests, or a mutation's own target, instead).
CHECK_FAST = zertz $(UNIT_TESTS) check-units check-regress check-roundtrip check-hostile \
	check-strangers check-limits check-failures check-jobs check-writes check-memory check-select \
	check-options check-schemas check-spec check-boardspace check-render check-headers \
	check-layers check-man check-map check-format check-proofs check-i18n
CHECK_SLOW = check-terminal check-completion check-interactive check-diagrams check-viewer \
	check-pages check-install check-readme check-analyze check-cache check-explore check-puzzles \
	check-stub check-hostile-scale
CHECK_TESTS = $(CHECK_FAST) $(CHECK_SLOW)
CHECK_STATIC = check-headers check-layers check-format check-map check-man check-mutations check-stub
CHECK_PLAIN = check-install check-completion check-analyze check-memory check-out-of-memory \
	check-hostile-scale
CHECK_DYNAMIC = $(filter-out $(CHECK_STATIC) check-install check-completion check-memory \
	check-hostile-scale,$(CHECK_TESTS))
# LeakSanitizer is half of what an ASan process costs (44 of 90 ms, most
# of it the stop-the-world scan at exit; make sanitize took 5:30 with it
# everywhere, 4:24 with it nowhere).  It stays on where leaks hide: the
# units, the golden CLI tests (valgrind's leak check runs them again),
# and the scripts of error paths and hostile input; the scripts that
# check answers over many runs of the same paths (round trips, the
# spec's values, pages, jobs, the cache, ...) run without it, ASan and
# UBSan still on.  A plain build ignores the variable.
LEAK_CHECKED = check-units check-regress check-hostile check-failures check-writes check-strangers \
	check-limits check-memory check-explore check-puzzles
$(filter-out $(LEAK_CHECKED),$(CHECK_TESTS)): export ASAN_OPTIONS := $(if $(ASAN_OPTIONS),$(ASAN_OPTIONS):)detect_leaks=0
check-tests: $(CHECK_TESTS)
check-fast-suite: $(CHECK_FAST) check-mutations
check-suite: $(CHECK_TESTS) check-mutations

check-units: $(UNIT_TESTS)
	@sh tests/run-units.sh $(UNIT_TESTS)

check-regress: zertz
	@sh tests/regress.sh

check-roundtrip: zertz
	@sh tests/roundtrip.sh

check-hostile: zertz bench/randgame
	@sh tests/hostile.sh

# Expected values worked out by hand from the spec, never regenerated.
check-spec: zertz bench/randgame
	@sh tests/spec.sh

# The catalogues complete and current, validate in each language, and
# what never changes with it.
check-i18n: zertz bench/randgame
	@XGETTEXT_FLAGS='$(XGETTEXT_FLAGS)' PO_SOURCES='$(PO_SOURCES)' sh tests/i18n.sh

# The Boardspace SGF dialect, a sample a rule, its verdict worked out by hand.
check-boardspace: zertz
	@sh tests/boardspace.sh

# Nothing lost: failed writes, kills, loops, files cut short, dead workers.
check-failures: zertz bench/randgame
	@sh tests/failures.sh

check-jobs: zertz bench/randgame
	@sh tests/jobs.sh

check-writes: zertz bench/randgame tests/failinject.so
	@sh tests/writes.sh

check-strangers: zertz
	@sh tests/strangers.sh

check-limits: zertz
	@sh tests/limits.sh

check-out-of-memory: zertz
	@ZERTZ_TEST_PART=out-of-memory sh tests/limits.sh

# Failure injection for the writers (tests/failures.sh loads it with
# LD_PRELOAD): built without the sanitizers, as a plain shared object.
tests/failinject.so: tests/failinject.c
	$(QUIET_CC)$(CC) -shared -fPIC -O1 $(WARNINGS) -Wno-missing-prototypes -o $@ $< -ldl

check-memory: zertz
	@sh tests/memory.sh

# Every reader and writer fed inputs that grow in what a stranger controls,
# at two sizes eight times apart: none may cost more than twelve times
# (tests/scale.py; about 20 s).  On the plain build: a sanitizer's costs
# are not the program's.  ZERTZ=PROGRAM measures another build.
check-hostile-scale: zertz
	@sh tests/scale.sh
hostile-scale: check-hostile-scale

check-select: zertz bench/randgame
	@sh tests/select.sh

# Diagnostics on a terminal (colour, carets), through script(1).
check-terminal: zertz
	@sh tests/terminal.sh

# replay -i driven through tmux.
check-interactive: zertz
	@sh tests/interactive.sh

# The JSON written against the JSON Schemas of formats/schemas.
check-schemas: zertz formats/schemas/kind.schema.json
	@sh tests/schemas.sh

# Options spelled alike; replay's --game per source.
check-options: zertz
	@sh tests/options.sh

# bash and zsh completion, typed into real shells in tmux.
check-completion: zertz
	@sh tests/completion.sh

check-render: zertz
	@sh tests/render.sh

check-diagrams: zertz bench/randgame
	@sh tests/diagrams.sh

check-pages: zertz
	@sh tests/pages.sh

check-analyze: zertz bench/randgame tests/minimax
	@sh tests/analyze.sh

check-cache: zertz bench/randgame
	@sh tests/cache.sh

# zertz index and zertz explore: the answers against select --reaches, the
# database refused or completed as it must be (tests/explore.sh).
check-explore: zertz bench/randgame
	@sh tests/explore.sh

# zertz puzzles: each puzzle replayed by validate and held to plain
# minimax, one to a position up to symmetry (tests/puzzles.sh).
check-puzzles: zertz bench/randgame tests/minimax
	@sh tests/puzzles.sh

check-proofs: zertz bench/randgame
	@sh tests/proofs.sh

check-viewer: zertz bench/randgame
	@sh tests/viewer.sh

# samples/png drawn again from this version (rsvg-convert, Chromium): pictures to look at
pictures: zertz bench/randgame
	@py=python3; [ -x /usr/bin/python3 ] && py=/usr/bin/python3; $$py tests/pictures.py ./zertz samples/png

regress-update: zertz
	@sh tests/regress.sh --update

# Every header compiles on its own, with its folder's include paths only.
check-headers: lib/games.inc
	@for h in lib/*.h $(wildcard $(GAMES:%=lib/%/*.h)) formats/*.h $(wildcard $(GAMES:%=formats/%/*.h)) cmd/*.h include/*.h; do \
		g=$${h#*/}; g=$${g%%/*}; \
		case $$h in \
		lib/*/*) flags="-iquote lib/$$g $(LIB_CPPFLAGS)" ;; \
		lib/*) flags='$(LIB_CPPFLAGS)' ;; \
		formats/*/*) flags="-iquote formats/$$g -iquote lib/$$g $(FORMAT_CPPFLAGS)" ;; \
		formats/*) flags='$(FORMAT_CPPFLAGS)' ;; \
		cmd/*) flags='$(CMD_CPPFLAGS)' ;; \
		*) flags='$(ALL_CPPFLAGS)' ;; \
		esac; \
		printf '#include "%s"\nint zz_header_check;\n' "$$h" | \
		$(CC) $$flags -iquote . $(WARNINGS) -Werror -fsyntax-only -x c - || \
		{ echo "header $$h is not self-contained, or reaches above its layer"; exit 1; }; \
	done; echo 'check-headers: ok'

# Dependencies point cmd -> formats -> lib only; lib/ neither prints nor exits.
# Every rule and code has a test, and tests/README.md maps them (tests/map.sh).
check-map: zertz
	@sh tests/map.sh

test-map: zertz
	@sh tests/map.sh --write

# A third game is two folders and nothing else (tests/stub/: a stub game
# built into a copy of the tree).
check-stub:
	@sh tests/stub.sh

check-layers: zertz libzertz.a
	@CC='$(CC)' FORMAT_CPPFLAGS='$(FORMAT_CPPFLAGS)' CMD_CPPFLAGS='$(CMD_CPPFLAGS)' sh tests/layers.sh

check-mutations:
	@sh tests/mutations-apply.sh

check-man: zertz
	@if command -v mandoc >/dev/null 2>&1; then \
		mandoc -Tlint -Wwarning man/zertz.1 man/zertz.5 && echo 'check-man: lint ok'; \
	else echo 'check-man: mandoc not installed, skipped'; fi
	@sh tests/manpage.sh

# Each deliberate bug of tests/mutations must make `make check` fail.
mutate: deps
	@sh tests/mutate.sh

# The dynamic tests under ASan and UBSan (the first half of make check):
# every test that runs the programs but those of the shell's completion
# and of make install, which run the same zertz as the others and take a
# minute there; ZERTZ_TEST_QUICK: the tests that compare with a slow
# reference (plain minimax) on fewer positions (the same code run; make
# check runs them whole on the plain build).  Built and run in a copy of
# the tree (tests/sanitize.sh): the tree's own build stays the plain one,
# which the second half and what CI runs next use as it is.
sanitize:
	@sh tests/sanitize.sh $(MAKE) $(CHECK_JOBS) $(CHECK_DYNAMIC)

# Line and branch coverage of lib/, formats/ and cmd/ by make check
# (tests/coverage.sh): built with gcov's counters (-O0, warnings not
# fatal: -O0 sees less of the code), the -j workers' counts included, in
# a copy of the tree (tests/out/coverage), so that the working tree's
# programs are never the counted ones, whatever happens to the run.
coverage:
	@sh tests/coverage.sh --run

# The golden CLI tests under valgrind: any report fails the case.  Its
# stack traces without the inlined frames (--read-inline-info=no): an
# LTO build's inline tables cost a tenth of each run to read.
# VALGRIND_EVERY=N: every N-th golden case alone (.ci/run: 2)
VALGRIND_EVERY ?= 1
valgrind: zertz
	@ZERTZ_WRAP="valgrind -q --error-exitcode=99 --leak-check=full --errors-for-leak-kinds=definite --read-inline-info=no" \
		REGRESS_JOBS=2 REGRESS_EVERY=$(VALGRIND_EVERY) sh tests/regress.sh

corpus-check: deps zertz tests/corpus/refdiff tests/corpus/tzdiff tests/minimax
	@sh tests/corpus.sh $(SHARED)

bench: deps zertz bench/randgame
	@sh bench/run.sh $(SHARED)

# The program is built on every processor (BUILD_JOBS): a newcomer types
# make demo without -j.
BUILD_JOBS ?= $(shell nproc 2>/dev/null || echo 1)
demo: deps-build
	@$(MAKE) --no-print-directory -j$(BUILD_JOBS) zertz
	./zertz validate samples/*.zgn samples/sgf/basic.sgf
	./zertz render -T ascii --at 5 samples/isolation.zgn
	@echo
	@echo "next: ./zertz help, the tour in README.md, man ./man/zertz.1;"
	@echo "      sh tests/deps.sh && make check runs the whole test suite"

# The public headers: the library's own, less banned.h (internal).
# The public interface is one header, installed as <zertz.h>: opaque types
# and prefixed names, nothing that could hide a system header.
PUBLIC_HEADERS = include/zertz.h

# zertz.pc is remade whenever the directories it names change (a stamp of
# them, like ZZ-CFLAGS): make check, then make install PREFIX=..., must
# not install the first prefix.
ZZ-PCDIRS: FORCE
	@dirs='$(VERSION) $(PREFIX) $(LIBDIR) $(INCLUDEDIR)'; \
	if test x"$$dirs" != x"`cat $@ 2>/dev/null`"; then \
		echo "$$dirs" >$@; fi

zertz.pc: ZZ-PCDIRS
	@printf '%s\n' 'prefix=$(PREFIX)' 'libdir=$(LIBDIR)' 'includedir=$(INCLUDEDIR)' '' \
		'Name: zertz' 'Description: Zertz game records: rules engine, notation, formats' \
		'Version: $(VERSION)' 'Requires: jansson yaml-0.1' \
		'Cflags: -I$${includedir}' 'Libs: -L$${libdir} -lzertz -lpthread -lm' >$@

# The library as installed: one object (ld -r) made of the library's
# objects without their LTO sections (a user's compiler may read another
# LTO version than ours, and a link of fat objects redoes the whole
# optimisation: 42 s a program), in which only what include/zertz.h
# declares stays global (objcopy --keep-global-symbols, the list read off
# the header): nothing internal to collide with a program's names, no
# writable global.  The tree's own libzertz.a keeps every zz_ symbol for
# the tests and tools.
zertz.syms: include/zertz.h
	@sed -n 's/^[a-z][^(]*[ *]\(zz_[a-z0-9_]*\)(.*/\1/p' include/zertz.h | LC_ALL=C sort >$@
	@[ -s $@ ] || { echo "zertz.syms: no function found in include/zertz.h"; rm -f $@; exit 1; }

dist/libzertz.a: $(LIB_OBJS) $(FORMAT_OBJS) zertz.syms
	@rm -rf dist/objs && mkdir -p dist/objs
	@i=0; for o in $(LIB_OBJS) $(FORMAT_OBJS); do i=$$((i + 1)); \
		$(OBJCOPY) -R '.gnu.lto_*' -R '.gnu.debuglto_*' -N __gnu_lto_v1 -N __gnu_lto_slim $$o dist/objs/$$i.o || exit 1; \
	done
	$(QUIET_LINK)$(LD) -r -o dist/objs/all.o dist/objs/*.o
	@$(OBJCOPY) --keep-global-symbols=zertz.syms dist/objs/all.o dist/zertz.o
	$(QUIET_AR)rm -f $@ && $(AR) rcs $@ dist/zertz.o && rm -rf dist/objs

install: zertz dist/libzertz.a zertz.pc formats/schemas/kind.schema.json
	install -d $(DESTDIR)$(BINDIR) $(DESTDIR)$(MANDIR)/man1 $(DESTDIR)$(MANDIR)/man5 \
		$(DESTDIR)$(LIBDIR)/pkgconfig $(DESTDIR)$(INCLUDEDIR) $(DESTDIR)$(COMPLETIONDIR)
	install -m 755 zertz $(DESTDIR)$(BINDIR)/zertz
	install -m 644 man/zertz.1 $(DESTDIR)$(MANDIR)/man1/zertz.1
	install -m 644 man/zertz.5 $(DESTDIR)$(MANDIR)/man5/zertz.5
	install -m 644 dist/libzertz.a $(DESTDIR)$(LIBDIR)/libzertz.a
	install -m 644 zertz.pc $(DESTDIR)$(LIBDIR)/pkgconfig/zertz.pc
	install -m 644 $(PUBLIC_HEADERS) $(DESTDIR)$(INCLUDEDIR)/
	install -m 644 completions/zertz.bash $(DESTDIR)$(COMPLETIONDIR)/zertz
	install -d $(DESTDIR)$(ZSHCOMPLETIONDIR) $(DESTDIR)$(PREFIX)/share/zertz/schemas
	install -m 644 completions/_zertz $(DESTDIR)$(ZSHCOMPLETIONDIR)/_zertz
	install -m 644 $(SCHEMAS) $(DESTDIR)$(PREFIX)/share/zertz/schemas/
	for l in $(PO_LANGS); do \
		install -d $(DESTDIR)$(LOCALEDIR)/$$l/LC_MESSAGES && \
		install -m 644 locale/$$l/LC_MESSAGES/zertz.mo $(DESTDIR)$(LOCALEDIR)/$$l/LC_MESSAGES/zertz.mo || exit; \
	done

uninstall:
	rm -f $(DESTDIR)$(BINDIR)/zertz $(DESTDIR)$(MANDIR)/man1/zertz.1 \
		$(DESTDIR)$(MANDIR)/man5/zertz.5 $(DESTDIR)$(LIBDIR)/libzertz.a \
		$(DESTDIR)$(LIBDIR)/pkgconfig/zertz.pc $(DESTDIR)$(COMPLETIONDIR)/zertz \
		$(DESTDIR)$(ZSHCOMPLETIONDIR)/_zertz \
		$(addprefix $(DESTDIR)$(PREFIX)/share/zertz/schemas/,$(notdir $(SCHEMAS))) \
		$(PO_LANGS:%=$(DESTDIR)$(LOCALEDIR)/%/LC_MESSAGES/zertz.mo)
	rm -f $(addprefix $(DESTDIR)$(INCLUDEDIR)/,$(notdir $(PUBLIC_HEADERS)))

check-install: zertz dist/libzertz.a
	+@SAN_FLAGS='$(SAN_FLAGS)' sh tests/install.sh

check-readme: zertz
	@sh tests/readme.sh

# libFuzzer targets (clang): each reader for FUZZ_SECONDS seconds,
# FUZZ_JOBS targets at a time.
FUZZ_SECONDS ?= 60
FUZZ_JOBS ?= 1
fuzz: zertz
	@sh fuzz/build.sh "$(LIB_OBJS:.o=.c) $(FORMAT_OBJS:.o=.c)"
	@sh fuzz/run.sh $(FUZZ_SECONDS) $(FUZZ_JOBS)

# One style (.clang-format), applied as git applies its own: to the lines
# a change touches, never to the whole tree at once.  make format writes
# in it every line changed since FORMAT_BASE, committed or not (on a tree
# that check-format passes it changes nothing);
# check-format says whether every line changed since FORMAT_BASE is
# written so (a file renamed since is new to git clang-format, every line
# of it changed: format it whole, or move FORMAT_BASE past the rename).
# The style was set at 00a4dae; FORMAT_BASE moved to d6952c3 once every line
# changed between the two was checked (git clang-format over all of them
# took 14 to 29 s of every make check).  A new file is seen
# once git knows it: git add it before make format.
FORMAT_BASE = d6952c3
format:
	git clang-format --force --style file --extensions c,h,inc $(FORMAT_BASE)

check-format:
	@FORMAT_BASE=$(FORMAT_BASE) sh tests/format.sh

clean-objs:
	rm -f $(OBJS) $(DEPS) libzertz.a $(OBJS:.o=.gcno) $(OBJS:.o=.gcda)
	rm -rf dist

clean: clean-objs
	rm -f zertz zertz.pc zertz.syms lib/games.inc formats/schemas/kind.schema.json $(UNIT_TESTS) $(TOOLS) tests/failinject.so ZZ-CFLAGS ZZ-PCDIRS
	rm -rf tests/out locale

-include $(DEPS)

.PHONY: check-map test-map mutate all hostile-scale check-hostile-scale check check-fast check-slow check-fast-suite check-suite check-tests check-mutations check-units check-regress check-roundtrip check-hostile check-strangers check-limits check-out-of-memory check-writes check-failures check-jobs check-memory check-select check-terminal check-completion check-interactive check-options check-schemas check-spec check-boardspace check-render check-diagrams check-viewer check-analyze check-explore check-puzzles check-proofs check-pages check-install check-readme check-headers check-layers check-stub check-format check-i18n \
	check-man regress-update sanitize coverage valgrind corpus-check bench demo fuzz install \
	uninstall format clean clean-objs deps deps-build FORCE

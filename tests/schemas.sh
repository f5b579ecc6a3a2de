#!/bin/sh
# The JSON that zertz writes against the JSON Schemas of formats/schemas
# (written from zertz(1) and zertz(5), not from a run): validate --json,
# convert's records (JSON, JSON Lines and YAML), stats -t json, over every
# sample and every input of the golden tests; analyze's lines and proofs.  Each schema is also shown a
# broken object that it must refuse, so that a schema that accepts
# anything cannot pass.  Needs Python's jsonschema (python3-jsonschema).
cd "$(dirname "$0")/.." || exit 2
if ! python3 -c 'import jsonschema, yaml' 2>/dev/null; then
	echo "schemas: FAILED: python3 with jsonschema and yaml is needed (sh tests/deps.sh installs them)"
	exit 1
fi
tmp=$(mktemp -d) || exit 2
trap 'rm -rf "$tmp"' EXIT
# parts (as tests/lib.sh's): ZERTZ_TEST_PART=NAME checks one schema
# (validate, record, stats, analyze: its lines and proofs), or kinds (the
# games the schemas know), a mutation's test in seconds
part() { [ -z "${ZERTZ_TEST_PART:-}" ] || [ "$ZERTZ_TEST_PART" = "$1" ]; }
case ${ZERTZ_TEST_PART:-} in
'' | validate | record | stats | analyze | kinds) ;;
*) echo "FAIL schemas: no part '$ZERTZ_TEST_PART' (ZERTZ_TEST_PART)"; exit 1 ;;
esac
: >"$tmp/validate.jsonl" >"$tmp/record.jsonl" >"$tmp/record.json" >"$tmp/record.yaml"
: >"$tmp/analyze.jsonl" >"$tmp/proof.jsonl" >"$tmp/stats.jsons"
inputs="samples/*.zgn samples/tzaar/* samples/sgf/* tests/regress/validate/* tests/regress/convert/*.zgn tests/select/games.zgn tests/analyze/marked.zgn"

# (some of the inputs are broken on purpose: the statuses say so, the
# number of objects checked below says whether anything was written)
if part validate; then
	# shellcheck disable=SC2086
	./zertz validate --json $inputs >"$tmp/validate.jsonl" 2>/dev/null
fi
if part record; then
	# shellcheck disable=SC2086
	./zertz convert -q --keep-invalid -t jsonl $inputs >"$tmp/record.jsonl" 2>/dev/null
	# shellcheck disable=SC2086
	./zertz convert -q --keep-invalid -t json $inputs >"$tmp/record.json" 2>/dev/null
	# shellcheck disable=SC2086
	./zertz convert -q --keep-invalid -t yaml $inputs >"$tmp/record.yaml" 2>/dev/null
fi
# analyze: games (their last turns: the facts are the search's, the
# shape is the point), some at a budget that leaves facts unknown, one
# position's answer, and the proofs
# (at k = 1: the late positions of the 61-ring sample cost a minute at k = 2)
if part analyze; then
	./zertz analyze -q -k 1 --last 3 --proof "$tmp/proof.jsonl" samples/*.zgn >"$tmp/analyze.jsonl"
	# and a proof of win in 3 with transpositions: numbered nodes, "then": N (tests/proofs.sh: dag)
	./zertz analyze -k 3 --position '37 ----/B.-.-/-....-/-G.GB.-/-.W.--/--..-/--.- 1/0/4 2/4/2 2/2/2 2' \
		--proof "$tmp/dag.jsonl" >/dev/null && cat "$tmp/dag.jsonl" >>"$tmp/proof.jsonl"
	./zertz analyze -q --last 2 --budget 5 samples/*.zgn >>"$tmp/analyze.jsonl"
	for p in '37 ..../...../....../..GW.../....../...../.... 4/6/9 3/0/0 0/0/0 1' \
		'37 .-../-G.../.W..../GB...../.-..../...../.... 3/6/9 0/0/0 3/0/0 1'; do
		./zertz analyze --position "$p" && ./zertz analyze --budget 1 --position "$p"
	done >>"$tmp/analyze.jsonl"
fi
if part stats; then
	for by in "" "--by board" "--by variant" "--by player" "--by year"; do
		# shellcheck disable=SC2086
		./zertz stats -t json $by $inputs 2>/dev/null
		echo
	done >"$tmp/stats.jsons"
fi

if part kinds; then
	./zertz --values kind >"$tmp/kinds" || exit 1
fi

python3 - "$tmp" <<'PY'
import json, sys, yaml, jsonschema

import glob

tmp = sys.argv[1]
# every schema, by its $id, for the "$ref"s between them (kind.schema.json:
# the games, made by make from their folders): a registry where jsonschema
# has one (4.18 and later), its older resolver (Debian 12's 4.10) where not
store = {}
for f in glob.glob("formats/schemas/*.schema.json"):
    s = json.load(open(f))
    store[s["$id"]] = s
try:
    from referencing import Registry, Resource
    registry = Registry().with_resources((i, Resource.from_contents(s)) for i, s in store.items())
    refs = lambda s: {"registry": registry}
except ImportError:
    refs = lambda s: {"resolver": jsonschema.RefResolver(s["$id"], s, store=store)}
def schema(name):
    s = json.load(open("formats/schemas/%s.schema.json" % name))
    jsonschema.Draft202012Validator.check_schema(s)
    return jsonschema.Draft202012Validator(s, **refs(s))

# the part asked (the shell's part()): its schema alone; analyze's proofs
# are made with its lines
import os
part = os.environ.get("ZERTZ_TEST_PART", "")
want = lambda name: not part or part == name or (part == "analyze" and name == "proof")

# the games the schemas know are those zertz knows (zertz --values kind)
if want("kinds"):
    kinds = json.load(open("formats/schemas/kind.schema.json"))["enum"]
    known = open(tmp + "/kinds").read().split()
    if kinds != known:
        print("FAIL schemas: kind.schema.json has %s, zertz --values kind %s" % (kinds, known))
        sys.exit(1)
    print("schemas: kinds: %s, as zertz --values kind has them" % " ".join(kinds))

checks = []
if want("validate"):
    checks.append(("validate", schema("validate"),
                   [json.loads(l) for l in open(tmp + "/validate.jsonl")]))
if want("record"):
    records = [json.loads(l) for l in open(tmp + "/record.jsonl")]
    records += json.load(open(tmp + "/record.json"))
    records += [d for d in yaml.safe_load_all(open(tmp + "/record.yaml")) if d is not None]
    checks.append(("record", schema("record"), records))
if want("stats"):
    text = open(tmp + "/stats.jsons").read()
    dec, stats, i = json.JSONDecoder(), [], 0
    while True:
        while i < len(text) and text[i].isspace():
            i += 1
        if i == len(text):
            break
        o, i = dec.raw_decode(text, i)
        stats.append(o)
    checks.append(("stats", schema("stats"), stats))
if want("analyze"):
    checks.append(("analyze", schema("analyze"), [json.loads(l) for l in open(tmp + "/analyze.jsonl")]))
    checks.append(("proof", schema("proof"), [json.loads(l) for l in open(tmp + "/proof.jsonl")]))

# what each schema must refuse
broken = {
    "validate": lambda o: {k: v for k, v in o.items() if k != "valid"},
    "record": lambda o: dict(o, moves="Wd4,a1"),
    "stats": lambda o: {g: dict(v, games={"decided games": 1}) for g, v in o.items()},
    "analyze": lambda o: {k: v for k, v in o.items() if k != "rules"},
    "proof": lambda o: dict(o, proof={"turn": o["proof"]["turn"], "replies": []}),
}
bad = 0
for name, v, objs in checks:
    if len(objs) < 5:
        print("schemas: only %d %s objects to check" % (len(objs), name))
        bad += 1
    n = 0
    for o in objs:
        for e in v.iter_errors(o):
            n += 1
            if n <= 5:
                print("FAIL schemas: %s: %s: %s" % (name, "/".join(map(str, e.absolute_path)), e.message[:200]))
    bad += n
    if v.is_valid(broken[name](objs[0])):
        print("FAIL schemas: the %s schema accepts a broken object" % name)
        bad += 1
    print("schemas: %s: %d objects, %d errors" % (name, len(objs), n))
# each schema's "kind" reaches kind.schema.json: a game it has not is refused
for name, v, objs in checks:
    if "kind" in objs[0] and v.is_valid(dict(objs[0], kind="chess")):
        print("FAIL schemas: the %s schema accepts the kind 'chess'" % name)
        bad += 1
sys.exit(1 if bad else 0)
PY

#!/bin/sh
# Layering: cmd -> formats -> lib only; lib/ and formats/ never print or
# exit (but for xalloc's out-of-memory path); libjansson only in
# formats/, libyaml only in formats/yaml.c; no leftover debug prints.
cd "$(dirname "$0")/.." || exit 2
fail=0
bad=$(grep -ln '#include "\(\.\./\)\?\(formats\|cmd\)/\|#include "\(notation\|zgn\|input\|posstr\|ascii\|layout\|json\|cmd\|usage\)\.h"' lib/*.c lib/*.h)
[ -z "$bad" ] || { echo "layers: lib/ includes formats/ or cmd/ headers: $bad"; fail=1; }
bad=$(grep -ln '#include "\(cmd\|usage\)\.h"' formats/*.c formats/*.h)
[ -z "$bad" ] || { echo "layers: formats/ includes cmd/ headers: $bad"; fail=1; }
bad=$(grep -nE '\b(printf|fprintf|puts|fputs|putchar|exit|abort)\s*\(' lib/*.c formats/*.c | grep -v '^lib/xalloc.c:')
[ -z "$bad" ] || { echo "layers: lib/ or formats/ prints or exits:"; echo "$bad"; fail=1; }
bad=$(grep -ln 'jansson.h' lib/*.[ch] cmd/*.[ch])
[ -z "$bad" ] || { echo "layers: jansson outside formats/: $bad"; fail=1; }
bad=$(grep -ln '<yaml.h>' lib/*.[ch] formats/*.[ch] cmd/*.[ch] | grep -v '^formats/yaml.c$')
[ -z "$bad" ] || { echo "layers: libyaml outside formats/yaml.c: $bad"; fail=1; }
bad=$(grep -n 'DEBUG' lib/*.c formats/*.c cmd/*.c)
[ -z "$bad" ] || { echo "layers: stray DEBUG: $bad"; fail=1; }
[ $fail = 0 ] && echo 'check-layers: ok'
exit $fail

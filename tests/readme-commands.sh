#!/bin/sh
# The README's two commands (its section "Two commands": the code block's
# lines, comments cut), one per line, as a newcomer types them: .ci/run runs
# exactly these, so that the README cannot drift from what works.
cd "$(dirname "$0")/.." || exit 2
awk '
/^## / { in_section = ($0 == "## Two commands"); next }
in_section && /^```/ { if (inblock) exit; inblock = 1; next }
in_section && inblock && NF { sub(/[ \t]+#.*$/, ""); print }
' README.md

#!/usr/bin/env python3
"""Mutant schemata: every mutation of tests/mutations compiled into one
build of a copy of the tree, chosen when a program starts by the
environment variable ZZ_MUTANT=K (tests/mutate.sh).

    tests/schemata.py MUTATIONS TREE OUT

TREE is a copy of the sources (never the working tree: the shipped
sources hold no mutant); its files are rewritten in place.  OUT is a
folder for the list: OUT/m.K.{file,what,by,old,new} for mutation K (from
1, in file order), and OUT/how.K, "schema" or "built: WHY".

A mutation inside one function (the function's body opens with "{" at
the start of a line and closes with "}" at the start of a line, as every
function of the tree does) becomes a copy of that function with the
mutation applied, FN__mK, and one line at the top of FN:

    if (zz_mutant_selected == K) return FN__mK(ARGS);

so the tree with ZZ_MUTANT unset runs the original code, and with
ZZ_MUTANT=K runs exactly the mutated function, everything else alike.
zz_mutant_selected is read once, before main, by lib/zz_mutant.c, which
this script writes and adds to the library's objects.

What is not in one function (a table, a constant in a header, a macro,
the Makefile) cannot be chosen at run time: it is "built", applied to the
tree, built and restored one at a time by tests/mutate.sh, as every
mutation was before.
"""
import os
import re
import sys

SELECTOR = "zz_mutant_selected"
# the checks of the sources themselves (tests/mutate.sh): the rewritten
# tree fails them whatever the mutant
SOURCE_CHECKS = ("check-layers", "check-headers", "check-format")
GUARD = ("#ifndef ZZ_MUTANT_SELECTED\n#define ZZ_MUTANT_SELECTED\n"
         "extern int " + SELECTOR + "; /* tests/schemata.py */\n#endif\n")


def parse(path):
    lines = open(path).read().split("\n")
    out, i = [], 0
    while i < len(lines):
        line = lines[i]
        if not line.startswith("@ "):
            i += 1
            continue
        f, what = line[2:].split(": ", 1)
        by = built = ""
        if lines[i + 1].startswith("% "):
            by = lines[i + 1][2:].strip()
            i += 1
        if lines[i + 1].startswith("! built: "):
            built = lines[i + 1][len("! built: "):].strip()
            i += 1
        assert lines[i + 1] == "<<<", "mutation %d: <<< expected" % (len(out) + 1)
        j = lines.index("===", i + 2)
        e = lines.index(">>>", j + 1)
        out.append({"k": len(out) + 1, "file": f, "what": what, "by": by, "built": built,
                    "old": "\n".join(lines[i + 2:j]) + "\n",
                    "new": "\n".join(lines[j + 1:e]) + "\n"})
        i = e + 1
    return out


def matching(text, i, open_ch, close_ch):
    """The index of the bracket closing the one at i."""
    depth = 0
    for j in range(i, len(text)):
        if text[j] == open_ch:
            depth += 1
        elif text[j] == close_ch:
            depth -= 1
            if depth == 0:
                return j
    return -1


def function_at(text, start, end):
    """The function whose body holds text[start:end]: (sig_start,
    body_open, body_close, name, params, void), or a reason it has none."""
    body_open = text.rfind("\n{\n", 0, start)
    if body_open < 0:
        return "not inside a function"
    body_open += 1
    close = text.find("\n}", body_open)
    if close < 0 or close + 1 < end:
        return "not inside one function"
    if text.find("\n}", body_open, start) >= 0:
        return "not inside a function (between two)"
    body_close = close + 1
    # the signature: the line before "{" and the indented lines above it
    sig_end = body_open - 1
    s = text.rfind("\n", 0, sig_end) + 1
    while s > 0 and text[s] in " \t":
        s = text.rfind("\n", 0, s - 1) + 1
    sig = text[s:sig_end]
    if not re.match(r"[A-Za-z_]", sig) or "=" in sig.split("(")[0] or sig.startswith(("struct ", "union ", "enum ")) and "(" not in sig:
        return "not inside a function (a table or a type)"
    m = re.search(r"([A-Za-z_][A-Za-z0-9_]*)\s*\(", sig)
    if not m:
        return "not inside a function"
    name = m.group(1)
    if name in ("if", "while", "for", "switch", "return", "sizeof"):
        return "not inside a function"
    popen = m.end() - 1
    pclose = matching(sig, popen, "(", ")")
    if pclose < 0 or sig[pclose + 1:].strip():
        return "a signature this script does not read"
    prefix = sig[:m.start()]
    if "(" in prefix or "#" in prefix:
        return "a signature this script does not read"
    params = []
    ptext = sig[popen + 1:pclose].strip()
    if ptext and ptext != "void":
        depth, cur = 0, ""
        parts = []
        for ch in ptext:
            if ch in "([":
                depth += 1
            elif ch in ")]":
                depth -= 1
            if ch == "," and depth == 0:
                parts.append(cur)
                cur = ""
            else:
                cur += ch
        parts.append(cur)
        for p in parts:
            p = p.strip()
            if p == "...":
                return "a variadic function (its arguments cannot be passed on)"
            fp = re.search(r"\(\s*\*\s*([A-Za-z_][A-Za-z0-9_]*)\s*\)", p)
            if fp:
                params.append(fp.group(1))
                continue
            p = re.sub(r"\[[^\]]*\]", "", p).strip()
            pm = re.search(r"([A-Za-z_][A-Za-z0-9_]*)$", p)
            if not pm:
                return "a parameter without a name"
            params.append(pm.group(1))
    words = re.findall(r"[A-Za-z_][A-Za-z0-9_]*|\*", prefix)
    words = [w for w in words if w not in ("static", "inline", "extern", "_Noreturn", "noreturn")]
    void = words == ["void"]
    return (s, body_open, body_close, name, params, void, sig, m.start())


def rewrite(text, muts, how):
    """text with the mutations of muts (all of one file) as schemata."""
    funcs = {}
    for mu in muts:
        old = mu["old"]
        src = [t for t in mu["by"].split() if t.split(":")[0] in SOURCE_CHECKS]
        if src:
            how[mu["k"]] = "built: caught by a check of the sources (%s), which the rewritten tree fails" % src[0]
            continue
        if text.count(old) != 1:
            how[mu["k"]] = "built: its text occurs %d times" % text.count(old)
            continue
        start = text.index(old)
        f = function_at(text, start, start + len(old))
        if isinstance(f, str):
            how[mu["k"]] = "built: " + f
            continue
        funcs.setdefault(f[:3], (f, []))[1].append(mu)
        how[mu["k"]] = "schema"
    # from the last function up, so that earlier offsets hold
    for key in sorted(funcs, reverse=True):
        (s, body_open, body_close, name, params, void, sig, name_at), mus = funcs[key]
        whole = text[s:body_close + 2]  # through "}\n"
        protos, copies, dispatch = [], [], []
        for mu in mus:
            k = mu["k"]
            copy_name = "%s__m%d" % (name, k)
            copy_sig = sig[:name_at] + copy_name + sig[name_at + len(name):]
            if not re.match(r"\s*static\b", copy_sig) and "static" not in sig[:name_at].split():
                copy_sig = "static " + copy_sig
            protos.append(copy_sig.rstrip() + ";\n")
            body = whole[len(sig) + 1:]
            assert body.count(mu["old"]) == 1
            copies.append(copy_sig + "\n" + body.replace(mu["old"], mu["new"]))
            args = ", ".join(params)
            if void:
                dispatch.append("\tif (%s == %d) {\n\t\t%s(%s);\n\t\treturn;\n\t}\n" % (SELECTOR, k, copy_name, args))
            else:
                dispatch.append("\tif (%s == %d)\n\t\treturn %s(%s);\n" % (SELECTOR, k, copy_name, args))
        head = whole[:body_open - s + 2]  # through "{\n"
        new = "".join(protos) + head + "".join(dispatch) + whole[len(head):] + "\n" + "\n".join(copies)
        text = text[:s] + new + text[body_close + 2:]
    if funcs:
        text = GUARD + text
    return text


def main():
    mutations, tree, out = sys.argv[1:4]
    muts = parse(mutations)
    how = {}
    for mu in muts:
        for name in ("file", "what", "by", "old", "new"):
            open(os.path.join(out, "m.%d.%s" % (mu["k"], name)), "w").write(mu[name])
    files = {}
    for mu in muts:
        files.setdefault(mu["file"], []).append(mu)
    for f, fm in files.items():
        path = os.path.join(tree, f)
        if not f.endswith((".c", ".h", ".inc")):
            for mu in fm:
                how[mu["k"]] = "built: not C (%s)" % f
            continue
        text = open(path).read()
        new = rewrite(text, fm, how)
        if new != text:
            open(path, "w").write(new)
    # a built mutation is applied to the rewritten file: its text must be
    # there once still
    for mu in muts:
        if how[mu["k"]].startswith("built"):
            n = open(os.path.join(tree, mu["file"])).read().count(mu["old"])
            if n != 1:
                sys.exit("schemata: mutation %d (%s): its text occurs %d times in %s%s: update tests/mutations"
                         % (mu["k"], mu["what"], n, mu["file"], " as rewritten" if n > 1 else ""))
    open(os.path.join(tree, "lib", "zz_mutant.c"), "w").write(
        "/* tests/schemata.py: the mutant chosen, ZZ_MUTANT, read before main */\n"
        "#include <stdlib.h>\n\n"
        "int %s;\n\n"
        "__attribute__((constructor)) static void zz_mutant_read(void)\n{\n"
        "\tconst char *e = getenv(\"ZZ_MUTANT\");\n\n"
        "\t%s = e ? atoi(e) : 0;\n}\n" % (SELECTOR, SELECTOR))
    # (before the rules that list the objects: make reads a rule's
    # prerequisites as it comes to it)
    mk = open(os.path.join(tree, "Makefile")).read()
    assert mk.count("\nFORMAT_OBJS = ") == 1, "Makefile: FORMAT_OBJS not found once"
    mk = mk.replace("\nFORMAT_OBJS = ", "\n# tests/schemata.py: the mutant chosen at run time\n"
                    "LIB_OBJS += lib/zz_mutant.o\n\nFORMAT_OBJS = ", 1)
    open(os.path.join(tree, "Makefile"), "w").write(mk)
    for k, h in sorted(how.items()):
        open(os.path.join(out, "how.%d" % k), "w").write(h + "\n")
    # an entry says it is built ("! built: WHY"), and only one that is
    wrong = 0
    for mu in muts:
        if how[mu["k"]] != "schema" and not mu["built"]:
            print("schemata: mutation %d (%s: %s) cannot be chosen at run time (%s): its entry must say so, "
                  "'! built: WHY' after its '%%' line" % (mu["k"], mu["file"], mu["what"], how[mu["k"]][len("built: "):]))
            wrong += 1
        elif how[mu["k"]] == "schema" and mu["built"]:
            print("schemata: mutation %d (%s: %s) says it is built (%s), but it is chosen at run time: "
                  "take the '! built' line out" % (mu["k"], mu["file"], mu["what"], mu["built"]))
            wrong += 1
    if wrong:
        sys.exit(1)
    n = sum(1 for h in how.values() if h == "schema")
    print("schemata: %d of %d mutations chosen at run time, %d built" % (n, len(muts), len(muts) - n))


if __name__ == "__main__":
    main()

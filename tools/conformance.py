#!/usr/bin/env python3
"""MLIR's own dialect tests as the yardstick: asyncc and mlir-opt-19 side by side.

    tools/conformance.py [options] [DIR...]

Each DIR (default: MLIR 19's test/Dialect/{Async,Arith,...,LLVMIR} under
--upstream) is one row of the table, named after the directory; its
.mlir files are found recursively.  Only the standard library is used.

Which files: those with a RUN line whose mlir-opt takes no pass, only
-split-input-file, -verify-diagnostics, -allow-unregistered-dialect,
-mlir-print-* and -o (the parse/print and diagnostics tests); the chunks
are that RUN line's: the "// -----" parts with -split-input-file, else
the whole file.  Each chunk is written alone to a file of its own, the
other chunks blanked out, so that line numbers stay the original's.

Without -split-input-file, each top-level op is a chunk of its own, with
the file's alias definitions and the top-level ops it refers to (@f).

Which chunks are left out (counted in the table, not hidden), detected
on the text with comments removed:
  - tensor:        a `tensor<` type or a `tensor.` op, except in a chunk
                   without expected-error where the tensors are only in
                   one-line ops with results, which are taken out, and
                   in function parameters, which are dropped (the chunk
                   is counted if mlir-opt-19 still accepts it);
  - test dialect:  an op, type or attribute named test.* (`test.op`,
                   "test.op"(...), !test.x, #test.x);
  - unregistered:  a generic op whose name has no dialect ("foo"()) or
                   a dialect mlir-opt-19 does not register
                   (--show-dialects), and custom-form ops likewise;
  - other dialect: an op, type or attribute (also a discardable one:
                   {nvvm.kernel}) of a dialect mlir-opt-19 registers but
                   asyncc does not cover (gpu, transform, nvvm, ...);
  - oracle fails:  mlir-opt-19 itself rejects a chunk without
                   expected-error, or fails -verify-diagnostics on one
                   with expected-error (it needs a pass or a flag).

The categories, per chunk:
  - a chunk with `expected-error` is invalid:
      diagnostics matched: `asyncc -verify-diagnostics` passes it;
      invalid accepted:    `asyncc -fsyntax-only` exits 0 on it;
  - any other chunk is valid:
      round trip equal:    asyncc prints it (--print-ir=input), mlir-opt-19
                           reads that back and prints exactly what it
                           prints for the chunk itself;
      byte-identical:      asyncc's print is mlir-opt-19's print of the
                           chunk, byte for byte but for the white space at
                           the end (counted over the chunks asyncc accepts);
  - crashes:  any asyncc run that ends by a signal or with a status other
              than 0 or 1; timeouts: any run past --timeout (both also
              fail the chunk's category).

--list [CAT] prints the failing chunks of each category (or of CAT:
roundtrip, identical, diagnostics, accepted, crash, timeout) as
`file:line: category: first error`; --freq N prints the N most frequent
first errors of each category (file:line:col taken out).
"""

import argparse
import collections
import concurrent.futures
import os
import re
import shlex
import shutil
import subprocess
import sys
import tempfile

UPSTREAM = "/work/upstream/llvm-toolchain-19_19.1.7/mlir/test/Dialect"
DIALECT_DIRS = ["Async", "Arith", "Math", "MemRef", "SCF", "Func",
                "ControlFlow", "Index", "Affine", "Linalg", "Vector", "LLVMIR"]
# What asyncc covers: op, type and attribute dialects.
IN_SCOPE = {"builtin", "async", "arith", "math", "memref", "scf", "func",
            "cf", "index", "affine", "linalg", "vector", "llvm", "dlti"}
# mlir-opt options that do not run a pass.
HARMLESS = re.compile(r"^--?(split-input-file|verify-diagnostics|"
                      r"allow-unregistered-dialect|mlir-print-[\w-]+(=.*)?|o)$")
CATEGORIES = ["roundtrip", "identical", "diagnostics", "accepted", "crash", "timeout", "oracle"]


# ---------------------------------------------------------------- files

def run_lines(text):
    """The RUN lines of a test, continuation lines joined."""
    runs, cur = [], ""
    for line in text.splitlines():
        m = re.match(r"\s*//\s*RUN:(.*)", line)
        if not m:
            continue
        s = m.group(1).rstrip()
        if s.endswith("\\"):
            cur += s[:-1] + " "
            continue
        runs.append(cur + s)
        cur = ""
    return runs


def parse_only_run(text):
    """(split?) for the first RUN line whose mlir-opt runs no pass, or None."""
    for run in run_lines(text):
        for cmd in run.split("|"):
            try:
                words = shlex.split(cmd)
            except ValueError:
                continue
            if not words or words[0] != "mlir-opt":
                continue
            opts = [w for w in words[1:] if w.startswith("-") and w != "-"]
            if all(HARMLESS.match(o) for o in opts):
                return any("split-input-file" in o for o in opts)
    return None


ALIAS_DEF = re.compile(r"^[#!][\w.$-]+\s*=")


def depth(line):
    """How many brackets a line of code opens and does not close."""
    code = re.sub(r"//.*|\"(\\.|[^\"\\])*\"|->|>=|<=", "", line)
    return sum(code.count(c) for c in "([{<") - sum(code.count(c) for c in ")]}>")


def top_level_bounds(lines):
    """Without -split-input-file: one chunk per top-level op, with the
    comments above it (its expected-error lines), and the alias
    definitions ("#map = ...", "!t = ...") of the file in every chunk."""
    starts, aliases, open_alias = [], set(), 0
    for i, line in enumerate(lines):
        if open_alias > 0:
            aliases.add(i)
            open_alias += depth(line)
            continue
        if not line or line[0] in " \t})]^" or line.startswith("//"):
            continue
        if ALIAS_DEF.match(line):
            aliases.add(i)
            open_alias = depth(line)
            continue
        lo = i
        while lo > 0 and (not lines[lo - 1].strip() or lines[lo - 1].startswith("//")) \
                and lo - 1 not in aliases:
            lo -= 1
        starts.append(lo)
    if not starts:
        return [(0, len(lines))], set()
    starts[0] = 0
    return list(zip(starts, starts[1:] + [len(lines)])), aliases


def chunks(text, split):
    """[(first line number, text with the other chunks blanked)]."""
    lines = text.split("\n")
    aliases = set()
    if split:
        bounds, start = [], 0
        for i, line in enumerate(lines):
            if line.startswith("// -----"):
                bounds.append((start, i))
                start = i + 1
        bounds.append((start, len(lines)))
    else:
        bounds, aliases = top_level_bounds(lines)
    out = []
    for k, (lo, hi) in enumerate(bounds):
        keep = set(range(lo, hi)) | aliases
        if not split:
            keep |= callees(lines, bounds, k)
        end = max(keep) + 1 if keep else hi
        body = [lines[i] if i in keep else "" for i in range(end)]
        first = next((i for i in range(lo, hi) if i not in aliases and lines[i].strip()
                      and not lines[i].lstrip().startswith("//")), lo)
        out.append((first + 1, "\n".join(body) + "\n"))
    return out


def callees(lines, bounds, k):
    """The lines of the other top-level ops that top-level op k refers to
    (@f called, @g taken the address of), and of those they refer to."""
    def code(lo, hi):
        return strip_comments("\n".join(lines[lo:hi]))
    defines = {}
    for j, (lo, hi) in enumerate(bounds):
        m = re.search(r"@([\w$.-]+|\"[^\"]*\")", code(lo, hi))
        if m:
            defines.setdefault(m.group(1), j)
    todo, seen = [k], {k}
    while todo:
        j = todo.pop()
        for name in re.findall(r"@([\w$.-]+|\"[^\"]*\")", code(*bounds[j])):
            if defines.get(name, j) not in seen:
                seen.add(defines[name])
                todo.append(defines[name])
    return {i for j in seen - {k} for i in range(*bounds[j])}


# ---------------------------------------------------------------- left out

OP_AT_START = re.compile(
    r"^\s*(?:%[\w$.-]+(?::\d+)?(?:\s*,\s*%[\w$.-]+(?::\d+)?)*\s*=\s*)?"
    r"([A-Za-z_][\w$]*)\.[\w$.]+")
GENERIC_OP = re.compile(r'"([\w$.]+)"\s*\(')
TYPE_ATTR = re.compile(r"(?<![\w.])[!#]([A-Za-z_][\w$]*)\.[A-Za-z_]")
DIALECT_ATTR = re.compile(r"[{,]\s*([a-z_][a-z0-9_]*)\.[\w.]+\s*(?==|[,}])")


def strip_comments(text):
    return "\n".join(re.sub(r"//.*", "", l) for l in text.split("\n"))


def left_out(text, registered):
    """Why a chunk is left out, or None."""
    code = strip_comments(text)
    if re.search(r"\btensor(<|\.[a-z])", code):
        return "tensor"
    dialects = set()
    for line in code.split("\n"):
        m = OP_AT_START.match(line)
        if m:
            dialects.add(m.group(1))
    for name in GENERIC_OP.findall(code):
        dialects.add(name.split(".")[0] if "." in name else "")
    dialects.update(TYPE_ATTR.findall(code))
    # Discardable attributes name their dialect too ({nvvm.kernel}).
    unquoted = re.sub(r'"(\\.|[^"\\])*"', "", code)
    dialects.update(d for d in DIALECT_ATTR.findall(unquoted) if d in registered)
    if "test" in dialects:
        return "test dialect"
    if any(d not in registered for d in dialects):
        return "unregistered"
    if any(d not in IN_SCOPE for d in dialects):
        return "other dialect"
    return None


def drop_tensor_params(line):
    """A function's header without its tensor parameters, or None."""
    while True:
        m = re.search(r"(,\s*)?%[\w$.-]+\s*:\s*tensor<", line)
        if not m:
            return line
        i, d = m.end(), 1
        while i < len(line) and d:
            d += {"<": 1, ">": -1}.get(line[i], 0) if line[i - 1:i + 1] != "->" else 0
            i += 1
        if d:
            return None
        if m.group(1) is None:  # the first parameter: the comma after it goes
            c = re.match(r"\s*,\s*", line[i:])
            i += c.end() if c else 0
        line = line[:m.start()] + line[i:]


def strip_tensors(text):
    """A valid chunk with its tensor ops and parameters taken out (one-line
    ops only; their blank lines keep the line numbers), or None."""
    out = []
    for line in text.split("\n"):
        code = re.sub(r"//.*", "", line)
        if not re.search(r"\btensor(<|\.[a-z])", code):
            out.append(line)
        elif re.search(r"\b(func\.func|llvm\.func)\b", code):
            line = drop_tensor_params(code)
            if line is None or re.search(r"\btensor(<|\.[a-z])", line):
                return None
            out.append(line)
        elif OP_AT_START.match(code) and code.lstrip().startswith("%") and depth(code) == 0:
            out.append("")
        else:
            return None
    return "\n".join(out)


# ---------------------------------------------------------------- running

class Tools:
    def __init__(self, asyncc, mlir_opt, timeout):
        self.asyncc, self.mlir_opt, self.timeout = asyncc, mlir_opt, timeout

    def run(self, argv, stdin=None):
        """(status, stdout, stderr); status None on a timeout."""
        try:
            p = subprocess.run(argv, input=stdin, capture_output=True,
                               timeout=self.timeout)
        except subprocess.TimeoutExpired:
            return None, b"", b""
        return p.returncode, p.stdout, p.stderr


def first_error(text):
    """The first error line of a tool's output, file:line:col taken out."""
    s = text.decode("utf-8", "replace") if isinstance(text, bytes) else text
    lines = [l for l in s.split("\n") if l.strip()]
    line = next((l for l in lines if "error:" in l), lines[0] if lines else "")
    return re.sub(r"^\S*?:\d+:\d+:\s*", "", line).strip()[:240]


def first_difference(a, b):
    al, bl = a.decode("utf-8", "replace").split("\n"), b.decode("utf-8", "replace").split("\n")
    for i in range(max(len(al), len(bl))):
        x = al[i] if i < len(al) else "<end>"
        y = bl[i] if i < len(bl) else "<end>"
        if x != y:
            return "line %d: %s | mlir-opt-19: %s" % (i + 1, x.strip()[:110] or "<empty>",
                                                      y.strip()[:110] or "<empty>")
    return "same lines, different bytes"


def status_text(status, err):
    return first_error(err) or ("timed out" if status is None else "status %s" % status)


def diag_mismatch(status, text):
    """What asyncc reported instead of the expected diagnostics: "got: Y;
    want: X", Y the first unexpected one (or nothing), X the first one
    missing."""
    s = text.decode("utf-8", "replace")
    got = re.search(r"error: unexpected (?:error|note|warning|remark): (.*)", s)
    want = re.search(r"error: (expected (?:error|note|warning|remark) \"(?:.*)\") (?:on line \d+ )?was not produced", s)
    if not got and not want:
        return status_text(status, text)
    return "got: %s; want: %s" % (got.group(1)[:160] if got else "nothing",
                                  want.group(1)[:160] if want else "nothing")


def crash_or_timeout(status):
    if status is None:
        return "timeout"
    if status not in (0, 1):
        return "crash"
    return None


def check_valid(tools, path):
    """Results of a chunk without expected-error: {category: failure or None}."""
    st, ref, err = tools.run([tools.mlir_opt, path])
    if st != 0:
        return {"left out": "oracle fails", "why": first_error(err)}
    r = {}
    st, out, err = tools.run([tools.asyncc, "--print-ir=input", path])
    bad = crash_or_timeout(st)
    if bad:
        r[bad] = "asyncc --print-ir=input: " + status_text(st, err)
    if st != 0:
        r["roundtrip"] = status_text(st, err)
        return r
    r["accepted"] = True
    st2, back, err2 = tools.run([tools.mlir_opt], stdin=out)
    if st2 != 0:
        r["roundtrip"] = "mlir-opt-19 rejects asyncc's print: " + first_error(err2)
    else:
        r["roundtrip"] = None if back == ref else first_difference(back, ref)
    # mlir-opt-19 ends its output with an empty line, even without
    # -split-input-file: the end of the text does not count.
    r["identical"] = None if out.rstrip() == ref.rstrip() else first_difference(out, ref)
    return r


def check_invalid(tools, path):
    """Results of a chunk with expected-error."""
    st, out, err = tools.run([tools.mlir_opt, "-verify-diagnostics", path, "-o", "/dev/null"])
    if st != 0:
        return {"left out": "oracle fails", "why": first_error(out + err)}
    r = {}
    st, out, err = tools.run([tools.asyncc, "-verify-diagnostics", path])
    bad = crash_or_timeout(st)
    if bad:
        r[bad] = "asyncc -verify-diagnostics: " + status_text(st, out + err)
    r["diagnostics"] = None if st == 0 else diag_mismatch(st, out + err)
    st, out, err = tools.run([tools.asyncc, "-fsyntax-only", path])
    bad = crash_or_timeout(st)
    if bad and bad not in r:
        r[bad] = "asyncc -fsyntax-only: " + status_text(st, err)
    r["accepted"] = "accepted" if st == 0 else None
    return r


# ---------------------------------------------------------------- table

def collect(dirs, registered, tmp):
    """[(dialect, file, line, chunk path, kind or left-out reason)]."""
    work, n = [], 0
    for d in dirs:
        dialect = os.path.basename(os.path.normpath(d))
        for root, _, names in sorted(os.walk(d)):
            for name in sorted(names):
                if not name.endswith(".mlir"):
                    continue
                f = os.path.join(root, name)
                with open(f, encoding="utf-8", errors="replace") as fh:
                    text = fh.read()
                split = parse_only_run(text)
                if split is None:
                    continue
                for line, body in chunks(text, split):
                    why = left_out(body, registered)
                    kind = why or ("invalid" if "expected-error" in body else "valid")
                    if why == "tensor" and "expected-error" not in body:
                        stripped = strip_tensors(body)
                        if stripped and not left_out(stripped, registered):
                            body, why, kind = stripped, None, "stripped"
                    path = None
                    if not why:
                        n += 1
                        path = os.path.join(tmp, "c%05d.mlir" % n)
                        with open(path, "w", encoding="utf-8") as out:
                            out.write(body)
                    work.append((dialect, f, line, path, kind))
    return work


def check(tools, item):
    dialect, f, line, path, kind = item
    if kind in ("valid", "stripped"):
        r = check_valid(tools, path)
        if kind == "stripped":
            r["stripped"] = True
            if r.get("left out"):
                r = {"left out": "tensor"}
        return r
    if kind == "invalid":
        return check_invalid(tools, path)
    return {"left out": kind}


def pct(a, b):
    return "%4d/%-4d %5.1f%%" % (a, b, 100.0 * a / b) if b else "%4d/%-4d    -  " % (a, b)


def table(rows, order):
    head = ("dialect", "round trip", "byte-identical", "diagnostics",
            "inv.acc", "crash", "t/o", "left out")
    fmt = "%-12s %-16s %-16s %-16s %7s %5s %4s  %s"
    print(fmt % head)
    total = collections.Counter()
    for d in order + ["total"]:
        c = rows[d] if d != "total" else total
        if d != "total":
            total.update(c)
        else:
            print("-" * 96)
        out = ", ".join("%d %s" % (c["out:" + k], k) for k in
                        ("tensor", "test dialect", "unregistered", "other dialect", "oracle fails")
                        if c["out:" + k])
        print(fmt % (d, pct(c["rt ok"], c["valid"]), pct(c["id ok"], c["acc"]),
                     pct(c["diag ok"], c["invalid"]), c["inv acc"], c["crash"],
                     c["timeout"], out or "-"))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("dirs", nargs="*", help="test directories (one row each)")
    ap.add_argument("--upstream", default=UPSTREAM, help="MLIR's test/Dialect directory")
    ap.add_argument("--asyncc", default=None, help="asyncc (default: src/asyncc of this tree)")
    ap.add_argument("--mlir-opt", default=shutil.which("mlir-opt-19") or "mlir-opt-19")
    ap.add_argument("--timeout", type=float, default=20, help="seconds per command (20)")
    ap.add_argument("-j", "--jobs", type=int, default=2)
    ap.add_argument("--list", nargs="?", const="all", choices=CATEGORIES + ["all"],
                    help="list the failing chunks (of one category)")
    ap.add_argument("--freq", type=int, default=0, metavar="N",
                    help="the N most frequent first errors per category")
    a = ap.parse_args()
    here = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    asyncc = a.asyncc or os.path.join(here, "src", "asyncc")
    if not os.access(asyncc, os.X_OK):
        sys.exit("conformance: no asyncc at %s (build it, or --asyncc)" % asyncc)
    if not shutil.which(a.mlir_opt):
        sys.exit("conformance: mlir-opt-19 not found (--mlir-opt)")
    dirs = a.dirs or [os.path.join(a.upstream, d) for d in DIALECT_DIRS]
    shown = subprocess.run([a.mlir_opt, "--show-dialects"], capture_output=True, text=True).stdout
    registered = set(re.sub(r".*:", "", shown.replace("\n", " ")).replace(",", " ").split())
    registered |= IN_SCOPE
    tmp = tempfile.mkdtemp(prefix="conformance.")
    # A copy, so that a rebuild while the harness runs does not pull the
    # program away under it.
    copy = os.path.join(tmp, "asyncc")
    shutil.copy2(asyncc, copy)
    tools = Tools(copy, a.mlir_opt, a.timeout)
    try:
        work = collect(dirs, registered, tmp)
        with concurrent.futures.ThreadPoolExecutor(a.jobs) as pool:
            results = list(pool.map(lambda it: check(tools, it), work))
    finally:
        shutil.rmtree(tmp)
    report(a, dirs, work, results)


def report(a, dirs, work, results):
    rows = collections.defaultdict(collections.Counter)
    failures = collections.defaultdict(list)
    for (dialect, f, line, _, kind), r in zip(work, results):
        c = rows[dialect]
        where = "%s:%d" % (os.path.relpath(f, os.path.dirname(os.path.normpath(dirs[0]))), line)
        if "left out" in r:
            c["out:" + r["left out"]] += 1
            if "why" in r:
                failures["oracle"].append((where, r["why"]))
            continue
        for cat in ("crash", "timeout"):
            if cat in r:
                c[cat] += 1
                failures[cat].append((where, r[cat]))
        if kind in ("valid", "stripped"):
            c["valid"] += 1
            c["stripped"] += kind == "stripped"
            c["rt ok"] += r["roundtrip"] is None
            if r["roundtrip"] is not None:
                failures["roundtrip"].append((where, r["roundtrip"]))
            if r.get("accepted"):
                c["acc"] += 1
                c["id ok"] += r["identical"] is None
                if r["identical"] is not None:
                    failures["identical"].append((where, r["identical"]))
        else:
            c["invalid"] += 1
            c["diag ok"] += r["diagnostics"] is None
            c["inv acc"] += r["accepted"] is not None
            if r["diagnostics"] is not None:
                failures["diagnostics"].append((where, r["diagnostics"]))
            if r["accepted"]:
                failures["accepted"].append((where, "accepted without an error"))
    order = [os.path.basename(os.path.normpath(d)) for d in dirs]
    table(rows, order)
    stripped = sum(c["stripped"] for c in rows.values())
    if stripped:
        print("(%d valid chunks counted with their one-line tensor ops and tensor parameters taken out)"
              % stripped)
    for cat in CATEGORIES if a.list == "all" else [a.list] if a.list else []:
        for where, why in failures[cat]:
            print("%s: %s: %s" % (where, cat, why))
    if a.freq:
        for cat in CATEGORIES:
            counts = collections.Counter(normalize(w) for _, w in failures[cat])
            if counts:
                print("\n%s: %d failing chunks, most frequent first errors:" % (cat, len(failures[cat])))
                for msg, n in counts.most_common(a.freq):
                    print("%5d  %s" % (n, msg))


def normalize(msg):
    """A first error with the names of values and symbols taken out, to
    count alike ones; a diagnostics mismatch by what asyncc reported, or
    by what was wanted where asyncc reported nothing."""
    if msg.startswith("got: ") and not msg.startswith("got: nothing"):
        msg = msg.split("; want: ")[0]
    return re.sub(r"%[\w$.-]+|@[\w$.-]+|\bline \d+", "_", msg)


if __name__ == "__main__":
    main()

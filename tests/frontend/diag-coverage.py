#!/usr/bin/env python3
"""Every diagnostic the front end can emit is exercised by a test.

Collects the message formats passed to the parser's, lexer's and
verifier's reporting functions, and the messages the tests announce with
expected-error/-note comments (tests/frontend/**/*.mlir).  Each format
must match at least one announced message in full (or, for the messages
tests share with MLIR, whose text may stop short of asyncc's, be started
by one), or be listed in diag-untested.txt with the unit test that
covers it instead.

Usage: diag-coverage.py SRCDIR"""
import os, re, sys

srcdir = sys.argv[1]
def sources(folder, prefix):
    return sorted(folder + "/" + f for f in os.listdir(os.path.join(srcdir, folder))
                  if f.startswith(prefix) and f.endswith(".c"))

FILES = (["src/syntax/lex.c", "src/syntax/parse.c"] + sources("src/verify", "") + sources("src/syntax", "parse_")
         + sources("src/syntax", "syntax_"))
# Reporting functions and whether the message gets the "'op' op " prefix.
REPORTERS = {"p_error": False, "p_error_at": False, "report_missing": False,
             "diag_error": False, "diag_note": False, "diag_hint": False, "v_note": False,
             "v_hint": False, "v_error": False, "error": False, "v_fail": True,
             "snprintf": False}
CALL = re.compile(r'\b(%s)\((?:[^"()]|\([^()]*\))*?("(?:[^"\\]|\\.)*")' % "|".join(REPORTERS))

def c_string(lit):
    return bytes(lit[1:-1], "utf-8").decode("unicode_escape")

def to_regex(fmt, prefixed):
    out, i = "", 0
    spec = re.compile(r"%%|%[-+ #0]*(\*|\d+)?(\.(\*|\d+))?(hh|h|ll|l|z|j|t)?[sdiucxXfgp]")
    for m in spec.finditer(fmt):
        out += re.escape(fmt[i:m.start()])
        out += "%" if m.group(0) == "%%" else ".*"
        i = m.end()
    out += re.escape(fmt[i:])
    return ("'[a-z0-9_.]+' op " if prefixed else "") + out

formats = set()
for f in FILES:
    text = open(os.path.join(srcdir, f)).read()
    # Join string literals split over lines: "a" "b" -> "ab".
    text = re.sub(r'"\s*\n\s*"', "", text)
    for m in CALL.finditer(text):
        fn, lit = m.group(1), m.group(2)
        if fn == "snprintf" and "msg" not in m.group(0):
            continue
        if fn == "error" and f != "src/syntax/lex.c":
            continue
        formats.add((c_string(lit), REPORTERS[fn]))

announced = []
EXPECTED = re.compile(r"expected-(?:error|note|warning|remark)\s*(?:@\S+)?\s*\{\{(.*?)\}\}"
                      r"|// [A-Z]+(?:-[A-Z0-9]+)*: .*?\b(?:error|note): (.*)$", re.M)
for root, _, names in os.walk(os.path.join(srcdir, "tests", "frontend")):
    for n in names:
        if n.endswith(".mlir"):
            with open(os.path.join(root, n), encoding="utf-8", errors="replace") as fh:
                announced += [a or b for a, b in EXPECTED.findall(fh.read())]

untested = {}
with open(os.path.join(srcdir, "tests", "frontend", "diag-untested.txt")) as fh:
    for line in fh:
        line = line.rstrip("\n")
        if line and not line.startswith("#"):
            fmt, _, why = line.partition("\t")
            untested[fmt] = why

def literal_head(fmt, prefixed):
    """The text of fmt before its first conversion."""
    m = re.search(r"%[^%]", fmt)
    head = fmt[:m.start()] if m else fmt
    return head.replace("%%", "%")

def announces(a, fmt, rx, prefixed):
    """Whether announced message a covers fmt: in full, or (as
    -verify-diagnostics matches substrings, and a message shared with
    MLIR may be shorter than asyncc's) as a long enough start of it."""
    if rx.fullmatch(a):
        return True
    head = literal_head(fmt, prefixed)
    if prefixed:
        m = re.match(r"'[a-z0-9_.]+' op ", a)
        if not m:
            return False
        a = a[m.end():]
    return len(a) >= min(12, len(head)) and head.startswith(a)

missing = []
for fmt, prefixed in sorted(formats):
    if fmt in ("%s",):
        continue
    rx = re.compile(to_regex(fmt, prefixed))
    if any(announces(a, fmt, rx, prefixed) for a in announced):
        if fmt in untested:
            print("diag-coverage: tested now, drop from diag-untested.txt: %r" % fmt)
            missing.append(fmt)
        continue
    if fmt not in untested:
        missing.append(fmt)
for fmt in sorted(untested):
    if fmt not in {f for f, _ in formats}:
        print("diag-coverage: no longer in the sources: %r" % fmt)
        missing.append(fmt)
for fmt in missing:
    print("diag-coverage: no test announces: %r" % fmt)
print("diag-coverage: %d formats, %d announced messages, %d covered by unit tests, %d missing"
      % (len(formats), len(announced), len(untested), len(missing)))
sys.exit(1 if missing else 0)

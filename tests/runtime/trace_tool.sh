#!/bin/bash
# asyncrt-trace on a synthetic trace whose figures are worked out by hand:
#   segments (us): a w0 [0,100)  b w1 [0,300)  c w0 [100,300) from a
#                  d w0 [300,400) from c, ready b   b' w1 [400,460)
#   span 460, work 760; worker 0 busy 400 (87.0%), worker 1 360 (78.3%)
#   critical path a -> c -> d = 400 (c beats b at d: 300 each, the
#   first edge, from, wins the tie); parallelism 760 / 400 = 1.90
#   sites: b 360 (47.4% of work), c 200 (26.3%), a and d 100 (13.2%)
# and the SVG: well-formed XML, one rect of class "task" per segment.
. "$abs_top_srcdir/tests/runtime/common.sh"
[ -n "$PYTHON3" ] || skip "needs python3"
tool="$abs_top_srcdir/tools/asyncrt-trace"
in="$srcdir_rt/trace/synthetic.json"

timeout 60 "$PYTHON3" "$tool" summary "$in" > "$scratch/out" || fail "summary failed"
cat > "$scratch/want" <<'WANT'
span: 0.460 ms, 5 tasks in 5 segments on 2 threads
work: 0.760 ms, critical path: 0.400 ms (3 segments), parallelism: 1.90
utilization:
  worker 0           0.400 ms   87.0%  3 segments
  worker 1           0.360 ms   78.3%  2 segments
top sites by time:
        0.360 ms   47.4%       2 segments  s.mlir:2:1 b
        0.200 ms   26.3%       1 segments  s.mlir:3:1 c
        0.100 ms   13.2%       1 segments  s.mlir:1:1 a
        0.100 ms   13.2%       1 segments  s.mlir:4:1 d
critical path:
        0.100 ms  worker 0     s.mlir:1:1 a
        0.200 ms  worker 0     s.mlir:3:1 c
        0.100 ms  worker 0     s.mlir:4:1 d
WANT
diff -u "$scratch/want" "$scratch/out" || fail "summary differs"
echo "ok: summary"

timeout 60 "$PYTHON3" "$tool" svg "$in" -o "$scratch/t.svg" || fail "svg failed"
n=$("$PYTHON3" - "$scratch/t.svg" <<'PY'
import sys, xml.etree.ElementTree as ET
root = ET.parse(sys.argv[1]).getroot()
ns = "{http://www.w3.org/2000/svg}"
assert root.tag == ns + "svg", root.tag
assert not list(root.iter(ns + "script")), "a script"
print(sum(1 for r in root.iter(ns + "rect") if r.get("class") == "task"))
PY
) || fail "the SVG is not well-formed XML"
[ "$n" = 5 ] || fail "svg: $n task rects, want 5"
echo "ok: svg"

# Bad input: a message, a failing status, no traceback.
echo '{"traceEvents": [' > "$scratch/bad.json"
if "$PYTHON3" "$tool" summary "$scratch/bad.json" 2> "$scratch/err"; then
	fail "a truncated trace was accepted"
fi
grep -q "^asyncrt-trace: .*bad.json: " "$scratch/err" || { cat "$scratch/err"; fail "no message"; }
grep -q Traceback "$scratch/err" && fail "a traceback"
echo "ok: bad input"
exit 0

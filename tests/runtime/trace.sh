#!/bin/bash
# ASYNCRT_TRACE=FILE on a known task graph (trace/task_graph.mlir: four
# tasks, a join of the four, a task depending on the join), from asyncc
# -run and a linked executable at -O0 and -O2, with 1 and 4 workers:
#  - the file is JSON (python3 -m json.tool reads it);
#  - exactly six tasks, one per async.execute, each named by its
#    "file:line:col" (found in the source) and its function;
#  - every task segment ran on a worker;
#  - a spawn flow starts for each task and ends at its first segment;
#  - counters of live tasks and parked workers;
#  - the join depends on exactly the four, the last task on exactly the
#    join (through a resumption or an await that found them complete);
#  - the program's output and status are those without tracing.
# Then a tiny ASYNCRT_TRACE_LIMIT: events dropped, and the file says so.
. "$abs_top_srcdir/tests/runtime/common.sh"
[ -n "$PYTHON3" ] || skip "needs python3"
cd "$scratch" || exit 1
cp "$srcdir_rt/trace/task_graph.mlir" .

check() {
	"$PYTHON3" - "$1" task_graph.mlir <<'PY'
import json, sys
doc = json.load(open(sys.argv[1]))
ev = doc["traceEvents"]
src = open(sys.argv[2]).read().splitlines()
sites = [f"task_graph.mlir:{i + 1}:{l.index('async.execute') + 1}"
         for i, l in enumerate(src) if "async.execute" in l]
assert len(sites) == 6, sites
names = {e["tid"]: e["args"]["name"] for e in ev if e.get("ph") == "M"}
segs = [e for e in ev if e.get("ph") == "X" and e.get("cat") == "task"]
tasks = {}
for s in segs:
    # Fields that are zero (or false, or empty) are left out.
    a = s["args"]
    a.setdefault("task", a["id"])
    for k, v in (("from", 0), ("ready", 0), ("resume", False), ("deps", [])):
        a.setdefault(k, v)
    tasks.setdefault(a["task"], []).append(s)
    assert names.get(s["tid"], "").startswith("worker "), ("not on a worker", s)
    assert s["dur"] >= 0
site_of = {}
for t, ss in tasks.items():
    found = {s["args"].get("site") for s in ss}
    assert len(found) == 1, found
    site_of[t] = found.pop()
    assert all(s["args"].get("func", "").startswith("async_execute_fn") for s in ss), ss
assert sorted(site_of.values()) == sorted(sites), (sorted(site_of.values()), sites)
task_at = {v: k for k, v in site_of.items()}
seg_task = {s["args"]["id"]: s["args"]["task"] for s in segs}
# Spawn flows: one start per task, ending at the task's first segment.
starts = {e["id"] for e in ev if e.get("ph") == "s" and e["name"] == "spawn"}
ends = {e["id"] for e in ev if e.get("ph") == "f" and e["name"] == "spawn"}
firsts = {s["args"]["id"] for s in segs if not s["args"]["resume"]}
assert len(firsts) == 6 and starts == firsts == ends, (starts, firsts, ends)
# Resumptions continue the task that suspended.
for s in segs:
    a = s["args"]
    if a["resume"]:
        assert seg_task[a["from"]] == a["task"], ("resumed from another task", s)
# Dependencies, whether the await suspended (ready) or found its
# operand complete (deps): the join on exactly the four, the last task
# on exactly the join, the four on nothing.
join, last = task_at[sites[4]], task_at[sites[5]]
four = {task_at[s] for s in sites[:4]}
deps = {t: set() for t in tasks}
for s in segs:
    a = s["args"]
    for d in [a["ready"]] + a["deps"]:
        if d:
            deps[a["task"]].add(seg_task[d])
assert deps[join] == four, ("join", deps[join], four)
assert deps[last] == {join}, ("last", deps[last], join)
assert all(not deps[t] for t in four), deps
# Counters: live tasks and sleeping workers (workers sleep before the
# first task comes, so there is always one of each).
counters = {e["name"] for e in ev if e.get("ph") == "C"}
assert {"live tasks", "parked workers"} <= counters, counters
ready = [s for s in segs if s["args"]["resume"] and s["args"]["ready"]]
print(f"{len(segs)} segments, {len(ready)} resumed by another task")
PY
}

timeout 60 "$ASYNCC" -O2 -run task_graph.mlir > plain.out 2> plain.err || fail "without tracing: status $?"
"$ASYNCC" -O0 task_graph.mlir -o g0 || fail "cannot build -O0"
"$ASYNCC" -O2 task_graph.mlir -o g2 || fail "cannot build -O2"
for w in 1 4; do
	for how in "-O0 -run" "-O2 -run" "./g0" "./g2"; do
		if [ "${how#./}" != "$how" ]; then cmd=($how); else cmd=("$ASYNCC" $how task_graph.mlir); fi
		ASYNCRT_NUM_THREADS=$w ASYNCRT_TRACE=t.json timeout 60 "${cmd[@]}" > out 2> err ||
			{ cat err; fail "$how, $w workers: status $?"; }
		cmp -s out plain.out || fail "$how, $w workers: output changed"
		[ -s err ] && { cat err; fail "$how, $w workers: stderr"; }
		"$PYTHON3" -m json.tool t.json > /dev/null || fail "$how, $w workers: not JSON"
		check t.json || fail "$how, $w workers: wrong events"
		echo "ok: $how, $w workers"
	done
done

ASYNCRT_TRACE=small.json ASYNCRT_TRACE_LIMIT=5 timeout 60 ./g2 > out 2> err || fail "limit: status $?"
cmp -s out plain.out || fail "limit: output changed"
"$PYTHON3" - small.json <<'PY' || fail "limit: no note of the dropped events"
import json, sys
doc = json.load(open(sys.argv[1]))
d = doc["otherData"]["dropped"]
assert d > 0 and doc["otherData"]["events"] == 5, doc["otherData"]
notes = [e for e in doc["traceEvents"] if "events dropped" in e.get("name", "")]
assert len(notes) == 1 and str(d) in notes[0]["name"], notes
PY
echo "ok: limit"
exit 0

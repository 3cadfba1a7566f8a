#!/bin/bash
# Deadlock reports (runtime/deadlock.c):
#  - a program awaiting a token nothing sets stops within seconds, exit
#    status 2, with the report naming the await and the token's creation
#    site: from asyncc -run and from a linked executable, at -O0 and -O2;
#  - the same through a task that awaits the token (main's await names
#    the task's token, created at the async.execute), and the task's
#    coroutine, suspended at its await, is listed with its site; so are
#    an async.func's and its caller's (never_func.mlir);
#  - built by MLIR's own pipeline (no sites): the thread is named;
#  - a token completed late by a thread the runtime does not know (or
#    one that touched the runtime once) is never reported;
#  - ASYNCRT_DEADLOCK_GRACE_MS=0 turns the check off;
#  - the SIGQUIT dump lists the blocked tasks and the program goes on;
#  - it lists queued tasks by site, eight at most, then how many more.
. "$abs_top_srcdir/tests/runtime/common.sh"
# ThreadSanitizer runs a thread of its own in every program: the rule
# counts it as one that may still complete what main awaits, and rightly
# stays silent.
case ${SANITIZE_CFLAGS:-} in
*thread*) not_applicable "ThreadSanitizer's own thread is one the deadlock rule cannot rule out" ;;
esac
export ASYNCRT_DEADLOCK_GRACE_MS=300
export ASAN_OPTIONS=detect_leaks=0 LSAN_OPTIONS=detect_leaks=0
cd "$scratch" || exit 1
cp "$srcdir_rt/trace/never_set.mlir" "$srcdir_rt/trace/never_set_task.mlir" \
	"$srcdir_rt/trace/never_func.mlir" .

hint='asyncrt: hint: a token or value made by async.runtime.create (asyncrt_token_create) completes only when set available or in error, and no thread is left that could; ASYNCRT_DEADLOCK_GRACE_MS=0 turns this check off'

# An AddressSanitizer build's runtime allocates with plain malloc, whose
# blocks have no header to keep an object's creation site in (rt.h): its
# reports name the await alone.
sites() {
	case ${SANITIZE_CFLAGS:-} in
	*address*) sed 's/ (created at [^)]*)//' ;;
	*) cat ;;
	esac
}

# expect_report NAME WANT_LINE CMD...: exit 2 within 20 s, stderr exact.
expect_report() {
	local name=$1 line=$2
	shift 2
	local start=$SECONDS
	timeout 20 "$@" > out 2> err
	local rc=$?
	[ $rc -eq 2 ] || { cat err; fail "$name: exit status $rc, want 2"; }
	[ $((SECONDS - start)) -le 10 ] || fail "$name: took $((SECONDS - start)) s"
	printf '%s\n%s\n%s\n' 'asyncrt: deadlock: every thread is waiting' "$line" "$hint" |
		sites > want
	diff -u want err || fail "$name: report differs"
	echo "ok: $name"
}

for o in -O0 -O2; do
	expect_report "never_set -run $o" \
		'never_set.mlir:4:3: main awaits a token that nothing can complete (created at never_set.mlir:3:8)' \
		"$ASYNCC" $o -run never_set.mlir
	"$ASYNCC" $o never_set.mlir -o never_set || fail "cannot build never_set $o"
	expect_report "never_set linked $o" \
		'never_set.mlir:4:3: main awaits a token that nothing can complete (created at never_set.mlir:3:8)' \
		./never_set
	expect_report "never_set_task -run $o" \
		'never_set_task.mlir:9:3: main awaits a token that nothing can complete (created at never_set_task.mlir:5:8)
never_set_task.mlir:6:5: async_execute_fn (suspended) awaits a token that nothing can complete (created at never_set_task.mlir:4:12)' \
		"$ASYNCC" $o -run never_set_task.mlir
	# Coroutines suspended at non-blocking awaits, on no thread: an
	# async.func inside the task, and the task awaiting its result.
	expect_report "never_func -run $o" \
		'never_func.mlir:15:3: main awaits a token that nothing can complete (created at never_func.mlir:10:8)
never_func.mlir:4:3: stuck (suspended) awaits a token that nothing can complete (created at never_func.mlir:9:12)
never_func.mlir:12:5: async_execute_fn (suspended) awaits a token that nothing can complete (created at never_func.mlir:3:1)' \
		"$ASYNCC" $o -run never_func.mlir
done

# Built by MLIR's own pipeline: no sites, the thread is named instead.
if [ -n "$MLIR_OPT" ] && [ -n "$MLIR_TRANSLATE" ] && [ -n "$LLVM_OPT" ] && [ -n "$LLC" ]; then
	mlir_compile never_set.mlir never_set_mlir.o && rt_link never_set_mlir never_set_mlir.o ||
		fail "cannot build never_set through MLIR's pipeline"
	timeout 20 ./never_set_mlir > out 2> err
	rc=$?
	[ $rc -eq 2 ] || { cat err; fail "MLIR-built never_set: exit status $rc, want 2"; }
	sed -E 's/thread [0-9]+/thread N/' err > got
	printf '%s\n%s\n%s\n' 'asyncrt: deadlock: every thread is waiting' \
		'asyncrt: thread N awaits a token that nothing can complete' "$hint" > want
	diff -u want got || fail "MLIR-built never_set: report differs"
	echo "ok: never_set built by MLIR's pipeline"
elif [ "${CI:-}" = true ]; then
	fail "MLIR 19's tools are missing (CI=true)"
else
	echo "SKIP (part): MLIR 19's tools not found; the MLIR-built case did not run"
fi

# The C API: the sites the program declares; three tasks wait for the
# gate (one line, two notes), main for their group.
demo="$abs_top_builddir/tests/runtime/dump_demo"
timeout 20 "$demo" never > out 2> err
rc=$?
[ $rc -eq 2 ] || { cat err; fail "dump_demo never: exit status $rc, want 2"; }
# Threads are listed by context id, which depends on who started first:
# the lines in between are compared sorted, the first and last exactly.
sed -E 's/(thread|worker) [0-9]+/\1 N/g' err > norm
{ head -n 1 norm; sed '1d;$d' norm | LC_ALL=C sort; tail -n 1 norm; } > got
sites > want <<WANT
asyncrt: deadlock: every thread is waiting
asyncrt: note: also waiting for it: dump_demo.c:30:3: waiter awaits a token (created at dump_demo.c:20:2)
asyncrt: note: also waiting for it: dump_demo.c:30:3: waiter awaits a token (created at dump_demo.c:20:2)
asyncrt: thread N awaits a group that nothing can complete (3 of 3 members pending)
dump_demo.c:30:3: waiter awaits a token that nothing can complete (created at dump_demo.c:20:2)
$hint
WANT
diff -u want got || fail "dump_demo never: report differs"
echo "ok: dump_demo never"

# Completed late from a thread of the program's own: no report, ever.
for how in plain touch; do
	timeout 20 "$abs_top_builddir/tests/runtime/late_complete" $how > out 2> err
	rc=$?
	[ $rc -eq 0 ] || { cat err; fail "late_complete $how: exit status $rc"; }
	[ -s err ] && { cat err; fail "late_complete $how: something on stderr"; }
	[ "$(cat out)" = "completed: 1" ] || fail "late_complete $how: output $(cat out)"
	echo "ok: late_complete $how"
done

# Off: the never-set program waits until the timeout kills it.
ASYNCRT_DEADLOCK_GRACE_MS=0 timeout 2 ./never_set 2> err
rc=$?
[ $rc -eq 124 ] || { cat err; fail "GRACE_MS=0: exit status $rc, want 124 (killed)"; }
[ -s err ] && { cat err; fail "GRACE_MS=0: something reported"; }
echo "ok: off"

# SIGQUIT: the dump lists the three blocked tasks, the program goes on.
timeout 20 "$demo" > out 2> err
rc=$?
[ $rc -eq 0 ] || { cat err; fail "dump_demo: exit status $rc"; }
[ "$(cat out)" = done ] || fail "dump_demo: output $(cat out)"
waiter=$(echo 'dump_demo.c:30:3: waiter awaits a token (created at dump_demo.c:20:2)' | sites)
grep -c "^asyncrt: worker [0-9]*: $waiter\$" err > n
[ "$(cat n)" = 3 ] || { cat err; fail "dump: $(cat n) blocked tasks listed, want 3"; }
grep -q '^asyncrt: dump: pool of [0-9]* workers' err || { cat err; fail "dump: no header"; }
grep -q '^asyncrt: dump: live objects: ' err || { cat err; fail "dump: no live objects"; }
echo "ok: SIGQUIT dump"

# The dump names queued tasks by site, oldest first, eight of a queue at
# most: untraced (the site a function was first queued from, through
# asyncrt_spawn's wrapper too) and traced (the trace's record); and a
# continuation suspended at a non-blocking await, by its await's site.
for trace in "" q.json; do
	ASYNCRT_NUM_THREADS=1 ASYNCRT_TRACE=$trace timeout 20 "$demo" queued > out 2> err
	rc=$?
	[ $rc -eq 0 ] || { cat err; fail "dump_demo queued: exit status $rc"; }
	[ "$(cat out)" = done ] || fail "dump_demo queued: output $(cat out)"
	sed -E 's/(thread|worker) [0-9]+/\1 N/g' err > got
	{
		echo 'asyncrt: dump: pool of 1 workers, 2 threads known'
		echo 'asyncrt: worker N: running'
		echo 'asyncrt: thread N: running'
		echo 'asyncrt: thread N: 10 tasks queued, oldest first:'
		for _ in 1 2 3 4 5; do echo 'asyncrt:   dump_demo.c:40:3 queued'; done
		for _ in 1 2 3; do echo 'asyncrt:   dump_demo.c:41:3 later'; done
		echo 'asyncrt:   ... and 2 more'
		echo 'asyncrt: suspended: dump_demo.c:42:3: resumed awaits a token (created at dump_demo.c:43:2)'
		echo 'asyncrt: dump: live objects: 5 tokens, 0 values, 0 groups'
	} | sites > want
	diff -u want got || fail "dump_demo queued${trace:+ traced}: dump differs"
	echo "ok: SIGQUIT dump of queued tasks${trace:+, traced}"
done

# ASYNCRT_DUMP=none: SIGQUIT is left alone (the default action: core).
ASYNCRT_DUMP=none timeout 20 "$demo" > out 2> err
rc=$?
[ $rc -eq 131 ] || [ $rc -eq 3 ] || fail "ASYNCRT_DUMP=none: exit status $rc, want death by SIGQUIT"
grep -q 'asyncrt: dump' err && fail "ASYNCRT_DUMP=none: dumped anyway"
echo "ok: dump off"
exit 0

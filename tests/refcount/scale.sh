#!/bin/bash
# The pass stays fast on big functions: a chain of 2N blocks with N tokens
# (N/8 of them live through the whole chain), and one block with many
# tokens.  Each run has a CPU-time limit far above what linear work needs
# (a pass quadratic in the number of values or uses would blow it), and
# the output is checked: every token released exactly once.
set -u
. "$abs_top_srcdir/tests/refcount/common.sh"
dir="$abs_top_srcdir/tests/refcount"
status=0

# run NAME LIMIT_S DROPS: count $scratch/NAME.mlir, expect DROPS drop_refs.
run() {
	local name=$1 limit=$2 want=$3 start end got
	start=$(date +%s%N)
	if ! (ulimit -t "$limit"; "$ASYNCC" --pass=refcount "$scratch/$name.mlir" >"$scratch/$name.out"); then
		echo "FAIL: $name: failed or ran over ${limit}s of CPU time"
		status=1
		return
	fi
	end=$(date +%s%N)
	got=$(grep -c 'async.runtime.drop_ref' "$scratch/$name.out")
	if [ "$got" != "$want" ]; then
		echo "FAIL: $name: $got drop_refs, expected $want"
		status=1
		return
	fi
	echo "ok: $name in $(( (end - start) / 1000000 )) ms"
}

awk -v N=4000 -f "$dir/gen_big.awk" >"$scratch/chain4000.mlir"
run chain4000 10 4001
awk -v N=100000 -f "$dir/gen_wide.awk" >"$scratch/wide100000.mlir"
# Every call takes its argument's last reference: only the last token
# needs a drop_ref, and no add_ref is needed at all.
run wide100000 10 1
if grep -q add_ref "$scratch/wide100000.out"; then
	echo "FAIL: wide100000: unexpected add_ref"
	status=1
fi
exit $status

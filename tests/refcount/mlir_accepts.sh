#!/bin/bash
# What the pass prints is IR that MLIR 19 reads and verifies: the output
# of every FileCheck test of this directory goes through mlir-opt-19.
set -u
. "$abs_top_srcdir/tests/refcount/common.sh"
[ -n "${MLIR_OPT:-}" ] || skip "needs mlir-opt-19 (apt-get install mlir-19-tools)"
status=0
for t in basic branches loops coro scf scalar opt; do
	for pass in refcount refcount-opt; do
		src="$abs_top_srcdir/tests/refcount/$t.mlir"
		"$ASYNCC" --pass=$pass "$src" >"$scratch/$t.$pass.mlir" ||
			{ echo "FAIL: $t: asyncc --pass=$pass"; status=1; continue; }
		"$MLIR_OPT" --verify-each "$scratch/$t.$pass.mlir" >/dev/null ||
			{ echo "FAIL: $t: mlir-opt rejects the output of --pass=$pass"; status=1; continue; }
	done
	echo "ok: $t"
done
exit $status

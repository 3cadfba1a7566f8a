// The pipeline's order, seen through --print-ir-after-all: each pass
// prints the module after it ran, on standard error, in pipeline order,
// and only the passes the mode needs run.
// RUN: asyncc -c --print-ir-after-all %s -o %t.o 2>&1 | FileCheck %s
// RUN: asyncc --print-ir=runtime -mlir-print-ir-after-all %s 2>&1 >/dev/null | FileCheck %s --check-prefix=RUNTIME
// RUN: asyncc --pass=async-to-runtime --pass=refcount --print-ir-after-all %s 2>&1 >/dev/null | FileCheck %s --check-prefix=ONE
// RUN: asyncc -fsyntax-only --print-ir-after-all %s 2>&1 | FileCheck %s --check-prefix=NONE --allow-empty

// linalg and affine ops become loops first, scf.forall scf.parallel
// (there is none of either here).
// CHECK: // -----// IR Dump After linalg-to-loops //----- //
// CHECK: // -----// IR Dump After affine-to-scf //----- //
// CHECK: // -----// IR Dump After forall //----- //
// CHECK: scf.parallel
// After the parallel loop becomes tasks, the async ops are still there.
// CHECK: // -----// IR Dump After parallel //----- //
// CHECK: func.func @work
// CHECK: async.execute
// CHECK: func.func private @parallel_compute_fn
// CHECK: scf.for
// CHECK: func.func private @parallel_dispatch_fn
// CHECK: async.execute
// CHECK: // -----// IR Dump After sync-calls //----- //
// After the async lowering: coroutines, no async.execute, no counts yet.
// CHECK: // -----// IR Dump After async-to-runtime //----- //
// CHECK-NOT: async.execute
// CHECK-NOT: async.runtime.drop_ref
// CHECK: async.coro.begin
// CHECK-NOT: IR Dump
// After reference counting: counts, scf still kept.
// CHECK: // -----// IR Dump After refcount //----- //
// CHECK: async.runtime.drop_ref
// CHECK: scf.for
// CHECK: // -----// IR Dump After scf-to-cf //----- //
// CHECK-NOT: scf.
// Then arithmetic on n-d vectors becomes ops on their rows (none here),
// and nothing else runs.
// CHECK: // -----// IR Dump After vector-unroll //----- //
// CHECK-NOT: scf.
// CHECK-NOT: IR Dump

// RUNTIME: IR Dump After linalg-to-loops
// RUNTIME: IR Dump After affine-to-scf
// RUNTIME: IR Dump After forall
// RUNTIME: IR Dump After parallel
// RUNTIME: IR Dump After sync-calls
// RUNTIME: IR Dump After async-to-runtime
// RUNTIME: IR Dump After refcount
// RUNTIME-NOT: IR Dump

// With --pass, the passes named and nothing else.
// ONE-NOT: IR Dump After {{linalg-to-loops|affine-to-scf|forall|parallel}}
// ONE: // -----// IR Dump After async-to-runtime //----- //
// ONE: scf.parallel
// ONE: // -----// IR Dump After refcount //----- //
// ONE-NOT: IR Dump

// Parsing and verifying alone runs no pass.
// NONE-NOT: {{.}}

func.func @work(%m: memref<?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1.0 : f32
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    memref.store %one, %m[%i] : memref<?xf32>
    scf.reduce
  }
  %t = async.execute {
    scf.for %j = %c0 to %n step %c1 {
      memref.store %one, %m[%j] : memref<?xf32>
    }
    async.yield
  }
  async.await %t : !async.token
  return
}

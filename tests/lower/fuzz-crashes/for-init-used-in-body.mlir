// fuzz_lower: a value handed to scf.for as an iter_args init and used
// again inside the loop kept only the reference the loop took over: the
// first iteration's drop_ref of the iter_arg freed it under the body's
// later use.  The use inside the loop makes it live across the loop, so
// the init gets an add_ref of its own, and the value is dropped after.
// (for-init-used-in-body-async.mlir: the same through the whole lowering.)
// RUN: asyncc --pass=refcount %s | FileCheck %s
// RUN: asyncc --pass=refcount --pass=refcount-check %s > /dev/null

func.func private @value() -> !async.value<f32>

// CHECK-LABEL: func.func @init_used_in_body(
// CHECK:         %[[V:.*]] = call @value()
// CHECK-NEXT:    async.runtime.add_ref %[[V]] {count = 1 : i64}
// CHECK-NEXT:    %[[R:.*]] = scf.for {{.*}} iter_args(%[[A:.*]] = %[[V]])
// CHECK-NEXT:      async.runtime.await %[[A]]
// CHECK-NEXT:      async.runtime.drop_ref %[[A]] {count = 1 : i64}
// CHECK-NEXT:      async.runtime.add_ref %[[V]] {count = 1 : i64}
// CHECK-NEXT:      scf.yield %[[V]]
// CHECK-NEXT:    }
// CHECK-NEXT:    async.runtime.drop_ref %[[V]] {count = 1 : i64}
// CHECK-NEXT:    async.runtime.await %[[R]]
// CHECK-NEXT:    async.runtime.drop_ref %[[R]] {count = 1 : i64}
// CHECK-NEXT:    return
func.func @init_used_in_body(%lb: index, %ub: index, %step: index) {
  %v = func.call @value() : () -> !async.value<f32>
  %r = scf.for %i = %lb to %ub step %step iter_args(%a = %v) -> (!async.value<f32>) {
    async.runtime.await %a : !async.value<f32>
    scf.yield %v : !async.value<f32>
  }
  async.runtime.await %r : !async.value<f32>
  return
}

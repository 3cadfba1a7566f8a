// memref.alloca_scope and memref.generic_atomic_rmw keep their regions
// down to the back end, which emits them in place; structured control
// flow inside them is lowered to branches within the region, in plain
// functions and in the coroutines of async.execute alike.
// RUN: asyncc --print-ir=cf %s | FileCheck %s

// CHECK-LABEL: func.func @scoped
// CHECK: memref.alloca_scope  -> (index) {
// CHECK: memref.alloca() : memref<index>
// CHECK: cf.cond_br
// CHECK: memref.alloca_scope.return %{{.*}} : index
// CHECK-NEXT: }
func.func @scoped(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = memref.alloca_scope -> (index) {
    %acc = memref.alloca() : memref<index>
    memref.store %c0, %acc[] : memref<index>
    scf.for %i = %c0 to %n step %c1 {
      %s = memref.load %acc[] : memref<index>
      %t = arith.addi %s, %i : index
      memref.store %t, %acc[] : memref<index>
    }
    %v = memref.load %acc[] : memref<index>
    memref.alloca_scope.return %v : index
  }
  return %r : index
}

// CHECK-LABEL: func.func @atomic
// CHECK: memref.generic_atomic_rmw %{{.*}}[] : memref<f64> {
// CHECK-NEXT: ^bb0(%{{.*}}: f64):
// CHECK: cf.cond_br
// CHECK: memref.atomic_yield
func.func @atomic(%m: memref<f64>) -> f64 {
  %ten = arith.constant 10.0 : f64
  %old = memref.generic_atomic_rmw %m[] : memref<f64> {
  ^bb0(%cur: f64):
    %big = arith.cmpf ogt, %cur, %ten : f64
    %n = scf.if %big -> (f64) {
      scf.yield %cur : f64
    } else {
      %s = arith.addf %cur, %ten : f64
      scf.yield %s : f64
    }
    memref.atomic_yield %n : f64
  }
  return %old : f64
}

// A task's coroutine keeps the scope and the atomic region whole.
// CHECK-LABEL: func.func private @async_execute_fn
// CHECK: memref.alloca_scope  {
// CHECK: memref.generic_atomic_rmw %{{.*}}[] : memref<f64> {
// CHECK-NEXT: ^bb0(%{{.*}}: f64):
// CHECK-NEXT: arith.addf
// CHECK-NEXT: memref.atomic_yield
func.func @main() {
  %m = memref.alloc() : memref<f64>
  %t = async.execute {
    memref.alloca_scope {
      %a = memref.alloca() : memref<4xf32>
    }
    %ten = arith.constant 10.0 : f64
    %old = memref.generic_atomic_rmw %m[] : memref<f64> {
    ^bb0(%cur: f64):
      %s = arith.addf %cur, %ten : f64
      memref.atomic_yield %s : f64
    }
    async.yield
  }
  async.await %t : !async.token
  memref.dealloc %m : memref<f64>
  return
}

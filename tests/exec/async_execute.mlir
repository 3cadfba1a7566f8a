// async.execute end to end: values, dependencies, nested regions, groups
// with await_all, many tasks from a loop, errors from cf.assert inside a
// region.
// REQUIRES: asyncrt
// RUN: asyncc -run %s | FileCheckExact %s
// RUN: asyncc -O3 -run %s | FileCheckExact %s
// RUN: asyncc -O2 -c %s -o %t.o && bash %S/link.sh %t %t.o && %t | FileCheckExact %s

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c100 = arith.constant 100 : index

  // A value, and a region that depends on it and on a token.
  // CHECK:42
  %six = arith.constant 6 : i64
  %t1, %v1 = async.execute -> !async.value<i64> {
    %seven = arith.constant 7 : i64
    %p = arith.muli %six, %seven : i64
    async.yield %p : i64
  }
  %out = memref.alloc() : memref<1xi64>
  %t2 = async.execute [%t1] (%v1 as %x: !async.value<i64>) {
    memref.store %x, %out[%c0] : memref<1xi64>
    async.yield
  }
  async.await %t2 : !async.token
  %r = memref.load %out[%c0] : memref<1xi64>
  vector.print %r : i64

  // Nested regions: the inner one is awaited inside the outer one.
  // CHECK-NEXT:3
  %t3, %v3 = async.execute -> !async.value<i64> {
    %ti, %vi = async.execute -> !async.value<i64> {
      %two = arith.constant 2 : i64
      async.yield %two : i64
    }
    %i = async.await %vi : !async.value<i64>
    %one = arith.constant 1 : i64
    %s = arith.addi %i, %one : i64
    async.yield %s : i64
  }
  %n3 = async.await %v3 : !async.value<i64>
  vector.print %n3 : i64

  // 100 tasks in a group, each writing its slot.
  // CHECK-NEXT:4950
  %buf = memref.alloc(%c100) : memref<?xi64>
  %g = async.create_group %c100 : !async.group
  scf.for %i = %c0 to %c100 step %c1 {
    %t = async.execute {
      %v = arith.index_cast %i : index to i64
      memref.store %v, %buf[%i] : memref<?xi64>
      async.yield
    }
    %k = async.add_to_group %t, %g : !async.token
  }
  async.await_all %g
  %z = arith.constant 0 : i64
  %sum = scf.for %i = %c0 to %c100 step %c1 iter_args(%acc = %z) -> (i64) {
    %v = memref.load %buf[%i] : memref<?xi64>
    %a = arith.addi %acc, %v : i64
    scf.yield %a : i64
  }
  vector.print %sum : i64
  memref.dealloc %buf : memref<?xi64>

  // An assertion failing inside a region sets its token in error.
  // CHECK-NEXT:1
  // CHECK-NEXT:0
  %bad = async.execute {
    %no = arith.constant false
    cf.assert %no, "region failed"
    async.yield
  }
  async.runtime.await %bad : !async.token
  %e = async.runtime.is_error %bad : !async.token
  vector.print %e : i1
  %good = async.execute {
    async.yield
  }
  async.runtime.await %good : !async.token
  %e2 = async.runtime.is_error %good : !async.token
  vector.print %e2 : i1
  memref.dealloc %out : memref<1xi64>
  return
}

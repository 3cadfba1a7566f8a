// The shapes of the runtime benchmarks (fib, chain, fanout), small: a
// recursive async.func awaited without blocking, a coroutine awaiting a
// chain of async.execute regions written with cf branches, and a fan-out
// of tasks into a group.
// REQUIRES: asyncrt
// RUN: asyncc -run %s | FileCheckExact %s
// RUN: asyncc -O2 -c %s -o %t.o && bash %S/link.sh %t %t.o && %t | FileCheckExact %s

async.func @fib(%n: i64) -> !async.value<i64> {
  %c2 = arith.constant 2 : i64
  %c1 = arith.constant 1 : i64
  %small = arith.cmpi slt, %n, %c2 : i64
  cf.cond_br %small, ^base, ^rec
^base:
  return %n : i64
^rec:
  %n1 = arith.subi %n, %c1 : i64
  %n2 = arith.subi %n, %c2 : i64
  %a = async.call @fib(%n1) : (i64) -> !async.value<i64>
  %b = async.call @fib(%n2) : (i64) -> !async.value<i64>
  %va = async.await %a : !async.value<i64>
  %vb = async.await %b : !async.value<i64>
  %s = arith.addi %va, %vb : i64
  return %s : i64
}

async.func @chain(%cnt: memref<1xi64>, %n: index) -> !async.token {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^head(%c0 : index)
^head(%i: index):
  %more = arith.cmpi slt, %i, %n : index
  cf.cond_br %more, ^body, ^exit
^body:
  %t = async.execute {
    %v = memref.load %cnt[%c0] : memref<1xi64>
    %one = arith.constant 1 : i64
    %w = arith.addi %v, %one : i64
    memref.store %w, %cnt[%c0] : memref<1xi64>
    async.yield
  }
  async.await %t : !async.token
  %next = arith.addi %i, %c1 : index
  cf.br ^head(%next : index)
^exit:
  return
}

func.func @main() {
  // CHECK:610
  %n = arith.constant 15 : i64
  %r = async.call @fib(%n) : (i64) -> !async.value<i64>
  %v = async.await %r : !async.value<i64>
  vector.print %v : i64

  // CHECK-NEXT:1000
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %k = arith.constant 1000 : index
  %cnt = memref.alloc() : memref<1xi64>
  %z = arith.constant 0 : i64
  memref.store %z, %cnt[%c0] : memref<1xi64>
  %done = async.call @chain(%cnt, %k) : (memref<1xi64>, index) -> !async.token
  async.await %done : !async.token
  %c = memref.load %cnt[%c0] : memref<1xi64>
  vector.print %c : i64
  memref.dealloc %cnt : memref<1xi64>

  // CHECK-NEXT:999
  %buf = memref.alloc(%k) : memref<?xi64>
  %group = async.create_group %k : !async.group
  scf.for %i = %c0 to %k step %c1 {
    %tok = async.execute {
      %x = arith.index_cast %i : index to i64
      memref.store %x, %buf[%i] : memref<?xi64>
      async.yield
    }
    %ig = async.add_to_group %tok, %group : !async.token
  }
  async.await_all %group
  %last = arith.subi %k, %c1 : index
  %x = memref.load %buf[%last] : memref<?xi64>
  vector.print %x : i64
  memref.dealloc %buf : memref<?xi64>
  return
}

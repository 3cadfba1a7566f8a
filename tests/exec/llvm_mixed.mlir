// A module mixing the llvm dialect with func, scf, memref and async, as
// hand-written runtime glue does:
//   - llvm.func calling func.func with func.call, as MLIR 19 allows: a
//     memref built from its descriptor's fields with
//     builtin.unrealized_conversion_cast, index from i64 the same way, two
//     results as two values (llvm.call and llvm.mlir.addressof of a
//     func.func are refused, as MLIR refuses them);
//   - func.func calling llvm.func with func.call, printf through its
//     "..." included, and with llvm.call;
//   - async.execute regions and an async.func calling llvm.func, and an
//     llvm.func running a task (asyncc counts references in llvm.func
//     bodies too; MLIR 19's pipeline counts them in func.func only);
//   - builtin.unrealized_conversion_cast between index and i64, and
//     between a memref and its descriptor struct.
// Of these, mlir-opt-19 refuses only func.call of an llvm.func (an asyncc
// extension; MLIR 19 takes such calls after convert-func-to-llvm):
// llvm_mixed_mlir.mlir is this program with the calls between func.func
// and llvm.func written as MLIR takes them, and its RUN lines check that
// MLIR 19's pipeline prints what the CHECK lines say.
// REQUIRES: asyncrt
// RUN: asyncc -run %s | FileCheckExact %s
// RUN: asyncc -O2 -run %s | FileCheckExact %s
// RUN: ASYNCRT_NUM_THREADS=1 asyncc -run %s | FileCheckExact %s
// RUN: ASYNCRT_NUM_THREADS=2 asyncc -O2 -run %s | FileCheckExact %s
// RUN: ASYNCRT_NUM_THREADS=4 asyncc -run %s | FileCheckExact %s
// RUN: asyncc -O2 -c %s -o %t.o && bash %S/link.sh %t %t.o && %t | FileCheckExact %s

llvm.func @printf(!llvm.ptr, ...) -> i32
llvm.func @malloc(i64) -> !llvm.ptr
llvm.func @free(!llvm.ptr)
llvm.mlir.global internal constant @fmt("%s: %ld\0A\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @sum_name("sum of 1..n\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @divmod_name("17 divmod 5\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @square_name("square in a task\00") {addr_space = 0 : i32}

// The sum of a memref's elements: a func.func, called from llvm below.
func.func @sum_memref(%m: memref<?xi64>) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0 : i64
  %n = memref.dim %m, %c0 : memref<?xi64>
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (i64) {
    %x = memref.load %m[%i] : memref<?xi64>
    %a = arith.addi %acc, %x : i64
    scf.yield %a : i64
  }
  return %s : i64
}

func.func @divmod(%a: i64, %b: i64) -> (i64, i64) {
  %q = arith.divsi %a, %b : i64
  %r = arith.remsi %a, %b : i64
  return %q, %r : i64, i64
}

func.func @scale(%i: index) -> index {
  %c3 = arith.constant 3 : index
  %r = arith.muli %i, %c3 : index
  return %r : index
}

// Fills a malloc'd buffer with 1..n and sums it through @sum_memref,
// passing a memref made from the descriptor's fields (allocated, aligned,
// offset, size, stride).
llvm.func @llvm_sum(%n: i64) -> i64 {
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %c8 = llvm.mlir.constant(8 : i64) : i64
  %bytes = llvm.mul %n, %c8 : i64
  %p = llvm.call @malloc(%bytes) : (i64) -> !llvm.ptr
  llvm.br ^fill(%c0 : i64)
^fill(%i: i64):
  %more = llvm.icmp "slt" %i, %n : i64
  llvm.cond_br %more, ^store, ^done
^store:
  %e = llvm.getelementptr %p[%i] : (!llvm.ptr, i64) -> !llvm.ptr, i64
  %v = llvm.add %i, %c1 : i64
  llvm.store %v, %e : i64, !llvm.ptr
  llvm.br ^fill(%v : i64)
^done:
  %d0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
  %d1 = llvm.insertvalue %p, %d0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
  %d2 = llvm.insertvalue %p, %d1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
  %d3 = llvm.insertvalue %c0, %d2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
  %d4 = llvm.insertvalue %n, %d3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
  %d5 = llvm.insertvalue %c1, %d4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
  %m = builtin.unrealized_conversion_cast %d5 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<?xi64>
  %s = func.call @sum_memref(%m) : (memref<?xi64>) -> i64
  llvm.call @free(%p) : (!llvm.ptr) -> ()
  llvm.return %s : i64
}

// 17 divmod 5 as q * 100 + r, from @divmod's two results; @scale's
// index comes from and goes back to an i64.
llvm.func @llvm_divmod() -> i64 {
  %a = llvm.mlir.constant(17 : i64) : i64
  %b = llvm.mlir.constant(5 : i64) : i64
  %q, %r = func.call @divmod(%a, %b) : (i64, i64) -> (i64, i64)
  %c100 = llvm.mlir.constant(100 : i64) : i64
  %q100 = llvm.mul %q, %c100 : i64
  %qr1 = llvm.add %q100, %r : i64
  %one = llvm.mlir.constant(1 : i64) : i64
  %onei = builtin.unrealized_conversion_cast %one : i64 to index
  %si = func.call @scale(%onei) : (index) -> index
  %s = builtin.unrealized_conversion_cast %si : index to i64
  %res = llvm.add %qr1, %s : i64
  llvm.return %res : i64
}

llvm.func @llvm_square(%x: i64) -> i64 {
  %r = llvm.mul %x, %x : i64
  llvm.return %r : i64
}

// printf with a name from a global and a number.
llvm.func @report(%name: !llvm.ptr, %v: i64) {
  %f = llvm.mlir.addressof @fmt : !llvm.ptr
  %0 = llvm.call @printf(%f, %name, %v) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64) -> i32
  llvm.return
}

// x * x + 1, the square computed by a task.
llvm.func @llvm_task(%x: i64) -> i64 {
  %t, %v = async.execute -> !async.value<i64> {
    %y = arith.muli %x, %x : i64
    async.yield %y : i64
  }
  %r = async.await %v : !async.value<i64>
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %s = llvm.add %r, %c1 : i64
  llvm.return %s : i64
}

async.func @async_cube(%x: i64) -> !async.value<i64> {
  %sq = llvm.call @llvm_square(%x) : (i64) -> i64
  %c = arith.muli %sq, %x : i64
  return %c : i64
}

func.func @main() {
  // CHECK:sum of 1..n: 5050
  %n = arith.constant 100 : i64
  %s = func.call @llvm_sum(%n) : (i64) -> i64
  %sum_name = llvm.mlir.addressof @sum_name : !llvm.ptr
  func.call @report(%sum_name, %s) : (!llvm.ptr, i64) -> ()

  // printf called with func.call, its "..." after the format.
  // CHECK-NEXT:17 divmod 5: 305
  %d = llvm.call @llvm_divmod() : () -> i64
  %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
  %dn = llvm.mlir.addressof @divmod_name : !llvm.ptr
  %0 = func.call @printf(%fmt, %dn, %d) : (!llvm.ptr, !llvm.ptr, i64) -> i32

  // Tasks calling llvm.func: one value, and a group of ten.
  // CHECK-NEXT:square in a task: 1764
  %c42 = arith.constant 42 : i64
  %t, %v = async.execute -> !async.value<i64> {
    %sq = llvm.call @llvm_square(%c42) : (i64) -> i64
    async.yield %sq : i64
  }
  %sq = async.await %v : !async.value<i64>
  %sqn = llvm.mlir.addressof @square_name : !llvm.ptr
  llvm.call @report(%sqn, %sq) : (!llvm.ptr, i64) -> ()

  // CHECK-NEXT:285
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c10 = arith.constant 10 : index
  %out = memref.alloc() : memref<10xi64>
  %g = async.create_group %c10 : !async.group
  scf.for %i = %c0 to %c10 step %c1 {
    %tk = async.execute {
      %ii = builtin.unrealized_conversion_cast %i : index to i64
      %r = llvm.call @llvm_square(%ii) : (i64) -> i64
      memref.store %r, %out[%i] : memref<10xi64>
      async.yield
    }
    %unused = async.add_to_group %tk, %g : !async.token
  }
  async.await_all %g
  %z = arith.constant 0 : i64
  %tot = scf.for %i = %c0 to %c10 step %c1 iter_args(%acc = %z) -> (i64) {
    %x = memref.load %out[%i] : memref<10xi64>
    %a = arith.addi %acc, %x : i64
    scf.yield %a : i64
  }
  vector.print %tot : i64

  // The descriptor behind a memref: its size field.
  // CHECK-NEXT:10
  %desc = builtin.unrealized_conversion_cast %out : memref<10xi64> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
  %size = llvm.extractvalue %desc[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
  vector.print %size : i64
  memref.dealloc %out : memref<10xi64>

  // An async.func calling an llvm.func; an i64 back to index.
  // CHECK-NEXT:343
  // CHECK-NEXT:21
  %c7 = arith.constant 7 : i64
  %cube = async.call @async_cube(%c7) : (i64) -> !async.value<i64>
  %cv = async.await %cube : !async.value<i64>
  vector.print %cv : i64
  %c7i = builtin.unrealized_conversion_cast %c7 : i64 to index
  %sc = func.call @scale(%c7i) : (index) -> index
  vector.print %sc : index

  // CHECK-NEXT:82
  %c9 = arith.constant 9 : i64
  %lt = llvm.call @llvm_task(%c9) : (i64) -> i64
  vector.print %lt : i64
  return
}

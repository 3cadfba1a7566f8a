// llvm_mixed.mlir as MLIR 19 takes it: the calls between func.func and
// llvm.func that MLIR only allows after convert-func-to-llvm are written
// with llvm.call, and the func.func callees as the llvm.func that pass
// makes of them.  Compiled by MLIR 19's pipeline (linked with libasyncrt)
// and by asyncc, it prints what llvm_mixed.mlir's CHECK lines say.
// REQUIRES: asyncrt, mlir-opt, mlir-translate
// RUN: $MLIR_OPT --pass-pipeline="$(cat %S/Inputs/mlir19-pipeline.txt)" %s | \
// RUN:   $MLIR_TRANSLATE --mlir-to-llvmir | sed 's/^define void @main()/define void @mlir_main()/' | \
// RUN:   $LLVM_OPT -O2 | $LLC -O2 -filetype=obj -relocation-model=pic -o %t.o
// RUN: ${CC:-cc} -c %S/Inputs/mlir_main.c -o %t.main.o
// RUN: bash %S/link.sh %t %t.o %t.main.o && %t | FileCheckExact %S/llvm_mixed.mlir
// RUN: asyncc -run %s | FileCheckExact %S/llvm_mixed.mlir

llvm.func @printf(!llvm.ptr, ...) -> i32
llvm.func @malloc(i64) -> !llvm.ptr
llvm.func @free(!llvm.ptr)
llvm.mlir.global internal constant @fmt("%s: %ld\0A\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @sum_name("sum of 1..n\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @divmod_name("17 divmod 5\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @square_name("square in a task\00") {addr_space = 0 : i32}

// @sum_memref, @divmod and @scale as convert-func-to-llvm makes them.
llvm.func @sum_memref(%alloc: !llvm.ptr, %aligned: !llvm.ptr, %off: i64, %n: i64, %stride: i64) -> i64 {
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c1 = llvm.mlir.constant(1 : i64) : i64
  llvm.br ^loop(%c0, %c0 : i64, i64)
^loop(%i: i64, %acc: i64):
  %more = llvm.icmp "slt" %i, %n : i64
  llvm.cond_br %more, ^body, ^done
^body:
  %e = llvm.getelementptr %aligned[%i] : (!llvm.ptr, i64) -> !llvm.ptr, i64
  %x = llvm.load %e : !llvm.ptr -> i64
  %a = llvm.add %acc, %x : i64
  %i1 = llvm.add %i, %c1 : i64
  llvm.br ^loop(%i1, %a : i64, i64)
^done:
  llvm.return %acc : i64
}

llvm.func @divmod(%a: i64, %b: i64) -> !llvm.struct<(i64, i64)> {
  %q = llvm.sdiv %a, %b : i64
  %r = llvm.srem %a, %b : i64
  %u = llvm.mlir.undef : !llvm.struct<(i64, i64)>
  %s0 = llvm.insertvalue %q, %u[0] : !llvm.struct<(i64, i64)>
  %s1 = llvm.insertvalue %r, %s0[1] : !llvm.struct<(i64, i64)>
  llvm.return %s1 : !llvm.struct<(i64, i64)>
}

llvm.func @scale(%i: i64) -> i64 {
  %c3 = llvm.mlir.constant(3 : i64) : i64
  %r = llvm.mul %i, %c3 : i64
  llvm.return %r : i64
}

// Fills a malloc'd buffer with 1..n and sums it through @sum_memref,
// passing the descriptor's fields (allocated, aligned, offset, size,
// stride).
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
  %s = llvm.call @sum_memref(%p, %p, %c0, %n, %c1) : (!llvm.ptr, !llvm.ptr, i64, i64, i64) -> i64
  llvm.call @free(%p) : (!llvm.ptr) -> ()
  llvm.return %s : i64
}

// 17 divmod 5 as q * 100 + r, from the struct @divmod's two results
// come back in; @scale's index is an i64 here.
llvm.func @llvm_divmod() -> i64 {
  %a = llvm.mlir.constant(17 : i64) : i64
  %b = llvm.mlir.constant(5 : i64) : i64
  %qr = llvm.call @divmod(%a, %b) : (i64, i64) -> !llvm.struct<(i64, i64)>
  %q = llvm.extractvalue %qr[0] : !llvm.struct<(i64, i64)>
  %r = llvm.extractvalue %qr[1] : !llvm.struct<(i64, i64)>
  %c100 = llvm.mlir.constant(100 : i64) : i64
  %q100 = llvm.mul %q, %c100 : i64
  %qr1 = llvm.add %q100, %r : i64
  %one = llvm.mlir.constant(1 : i64) : i64
  %s = llvm.call @scale(%one) : (i64) -> i64
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

// @llvm_task without its task: MLIR 19's pipeline leaves references
// in llvm.func bodies uncounted.
llvm.func @llvm_task(%x: i64) -> i64 {
  %y = llvm.mul %x, %x : i64
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %s = llvm.add %y, %c1 : i64
  llvm.return %s : i64
}

async.func @async_cube(%x: i64) -> !async.value<i64> {
  %sq = llvm.call @llvm_square(%x) : (i64) -> i64
  %c = arith.muli %sq, %x : i64
  return %c : i64
}

func.func @main() {
  %n = arith.constant 100 : i64
  %s = llvm.call @llvm_sum(%n) : (i64) -> i64
  %sum_name = llvm.mlir.addressof @sum_name : !llvm.ptr
  llvm.call @report(%sum_name, %s) : (!llvm.ptr, i64) -> ()

  // printf called with func.call, its "..." after the format.
  %d = llvm.call @llvm_divmod() : () -> i64
  %fmt = llvm.mlir.addressof @fmt : !llvm.ptr
  %dn = llvm.mlir.addressof @divmod_name : !llvm.ptr
  %0 = llvm.call @printf(%fmt, %dn, %d) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr, i64) -> i32

  // Tasks calling llvm.func: one value, and a group of ten.
  %c42 = arith.constant 42 : i64
  %t, %v = async.execute -> !async.value<i64> {
    %sq = llvm.call @llvm_square(%c42) : (i64) -> i64
    async.yield %sq : i64
  }
  %sq = async.await %v : !async.value<i64>
  %sqn = llvm.mlir.addressof @square_name : !llvm.ptr
  llvm.call @report(%sqn, %sq) : (!llvm.ptr, i64) -> ()

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
  %desc = builtin.unrealized_conversion_cast %out : memref<10xi64> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
  %size = llvm.extractvalue %desc[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
  vector.print %size : i64
  memref.dealloc %out : memref<10xi64>

  // An async.func calling an llvm.func; an i64 back to index.
  %c7 = arith.constant 7 : i64
  %cube = async.call @async_cube(%c7) : (i64) -> !async.value<i64>
  %cv = async.await %cube : !async.value<i64>
  vector.print %cv : i64
  %sc = llvm.call @scale(%c7) : (i64) -> i64
  vector.print %sc : i64

  %c9 = arith.constant 9 : i64
  %lt = llvm.call @llvm_task(%c9) : (i64) -> i64
  vector.print %lt : i64
  return
}

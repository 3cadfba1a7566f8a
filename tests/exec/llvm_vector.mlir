// llvm.insertelement, llvm.extractelement and llvm.shufflevector on
// !llvm.vec<2 x ptr> and vector<2xi32>, and llvm.return in a func.func.
// Expected output: MLIR 19's (mlir-opt-19 --convert-func-to-llvm, then
// mlir-cpu-runner-19), and by
// hand: the pointers to @a = 3 and @b = 4 swapped by the shuffle load 4
// and 3; [4, 3] shuffled by [1, 1, 0, 3] (3 is lane 1 of the second
// operand) is [3, 3, 4, 3]; @twice(21) is 42.
// REQUIRES: asyncrt
// RUN: asyncc -run %s | FileCheckExact %s
// RUN: asyncc -O2 -run %s | FileCheckExact %s

llvm.func @printf(!llvm.ptr, ...) -> i32
llvm.mlir.global internal constant @fmt("%d %d %d %d %d\0A\00") {addr_space = 0 : i32}
llvm.mlir.global internal @a(3 : i32) : i32
llvm.mlir.global internal @b(4 : i32) : i32

llvm.func @main() -> i32 {
  %pa = llvm.mlir.addressof @a : !llvm.ptr
  %pb = llvm.mlir.addressof @b : !llvm.ptr
  %u = llvm.mlir.undef : !llvm.vec<2 x ptr>
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %v0 = llvm.insertelement %pa, %u[%c0 : i32] : !llvm.vec<2 x ptr>
  %v1 = llvm.insertelement %pb, %v0[%c1 : i64] : !llvm.vec<2 x ptr>
  %sw = llvm.shufflevector %v1, %v1 [1, 0] : !llvm.vec<2 x ptr>
  %q0 = llvm.extractelement %sw[%c0 : i32] : !llvm.vec<2 x ptr>
  %q1 = llvm.extractelement %sw[%c1 : i64] : !llvm.vec<2 x ptr>
  %x = llvm.load %q0 : !llvm.ptr -> i32
  %y = llvm.load %q1 : !llvm.ptr -> i32
  %iv = llvm.mlir.undef : vector<2xi32>
  %i0 = llvm.insertelement %x, %iv[%c0 : i32] : vector<2xi32>
  %i1 = llvm.insertelement %y, %i0[%c1 : i64] : vector<2xi32>
  %s = llvm.shufflevector %i1, %i1 [1, 1, 0, 3] : vector<2xi32>
  %c2 = llvm.mlir.constant(2 : i32) : i32
  %c3 = llvm.mlir.constant(3 : i32) : i32
  %e0 = llvm.extractelement %s[%c0 : i32] : vector<4xi32>
  %e1 = llvm.extractelement %s[%c1 : i64] : vector<4xi32>
  %e2 = llvm.extractelement %s[%c2 : i32] : vector<4xi32>
  %e3 = llvm.extractelement %s[%c3 : i32] : vector<4xi32>
  %f = llvm.mlir.addressof @fmt : !llvm.ptr
  %c21 = llvm.mlir.constant(21 : i32) : i32
  %t = func.call @twice(%c21) : (i32) -> i32
  %0 = llvm.call @printf(%f, %e0, %e1, %e2, %e3, %t) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, i32, i32, i32, i32) -> i32
  llvm.return %c0 : i32
}

// MLIR 19 accepts llvm.return in a func.func.
func.func @twice(%a: i32) -> i32 {
  %b = llvm.add %a, %a : i32
  llvm.return %b : i32
}

// CHECK:3 3 4 3 42

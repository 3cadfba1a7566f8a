// The llvm intrinsics with forms of their own, read and printed as
// mlir-opt-19 prints them: lifetime.start/end and invariant.start/end
// (a size, then a pointer in any address space), eh.typeid.for (a
// functional type), vector.insert and vector.extract at a position (of
// fixed and scalable vectors), vector.interleave2 and deinterleave2 (the
// generic form only, as in MLIR), and llvm.mlir.constant of dense
// vectors.  A fixed point in both forms; tests/frontend/differential.sh
// checks them against mlir-opt-19.  They run in
// tests/exec/llvm_intr_parts.mlir; what LLVM cannot compile is refused
// in tests/backend/codegen-refusals.mlir; the verifier's messages are in
// invalid/llvm-intr-parts.mlir.
// RUN: asyncc --print-ir=input %s | FileCheckExact %s
// RUN: asyncc --print-ir=input %s > %t.1.mlir && asyncc --print-ir=input %t.1.mlir > %t.2.mlir && diff %t.1.mlir %t.2.mlir
// RUN: asyncc --print-ir=input -mlir-print-op-generic %s > %t.g.mlir && asyncc --print-ir=input %t.g.mlir | diff %t.1.mlir -

// mlir-opt-19's text of this file, whole and in order:
// CHECK:module {
// CHECK:  llvm.mlir.global external constant @_ZTIi() {addr_space = 0 : i32} : !llvm.ptr
// CHECK:  llvm.func @markers(%arg0: !llvm.ptr, %arg1: !llvm.ptr<3>) -> i32 {
// CHECK:    llvm.intr.lifetime.start 64, %arg0 : !llvm.ptr
// CHECK:    llvm.intr.lifetime.start -1, %arg1 {note = "shared"} : !llvm.ptr<3>
// CHECK:    %0 = llvm.intr.invariant.start 4, %arg1 : !llvm.ptr<3>
// CHECK:    llvm.intr.invariant.end %0, 4, %arg1 : !llvm.ptr<3>
// CHECK:    llvm.intr.lifetime.end -1, %arg1 : !llvm.ptr<3>
// CHECK:    llvm.intr.lifetime.end 64, %arg0 : !llvm.ptr
// CHECK:    %1 = llvm.mlir.addressof @_ZTIi : !llvm.ptr
// CHECK:    %2 = llvm.intr.eh.typeid.for %1 : (!llvm.ptr) -> i32
// CHECK:    %3 = llvm.intr.eh.typeid.for %arg1 {tag} : (!llvm.ptr<3>) -> i64
// CHECK:    llvm.return %2 : i32
// CHECK:  }
// CHECK:  func.func @parts(%arg0: vector<4xf32>, %arg1: vector<16xf32>, %arg2: vector<[4]xf32>, %arg3: !llvm.vec<2 x ptr>) {
// CHECK:    %0 = llvm.intr.vector.insert %arg0, %arg1[12] : vector<4xf32> into vector<16xf32>
// CHECK:    %1 = llvm.intr.vector.extract %0[8] : vector<4xf32> from vector<16xf32>
// CHECK:    %2 = llvm.intr.vector.insert %arg0, %arg2[4] : vector<4xf32> into vector<[4]xf32>
// CHECK:    %3 = llvm.intr.vector.extract %arg2[0] {n = 1 : i64} : vector<2xf32> from vector<[4]xf32>
// CHECK:    %4 = llvm.intr.vector.insert %arg2, %2[0] : vector<[4]xf32> into vector<[4]xf32>
// CHECK:    %5 = "llvm.intr.vector.interleave2"(%arg0, %1) : (vector<4xf32>, vector<4xf32>) -> vector<8xf32>
// CHECK:    %6 = "llvm.intr.vector.deinterleave2"(%5) : (vector<8xf32>) -> !llvm.struct<(vector<4xf32>, vector<4xf32>)>
// CHECK:    %7 = "llvm.intr.vector.interleave2"(%arg2, %arg2) : (vector<[4]xf32>, vector<[4]xf32>) -> vector<[8]xf32>
// CHECK:    %8 = "llvm.intr.vector.interleave2"(%arg3, %arg3) : (!llvm.vec<2 x ptr>, !llvm.vec<2 x ptr>) -> !llvm.vec<4 x ptr>
// CHECK:    %9 = llvm.mlir.constant(dense<5.000000e-01> : vector<4xf32>) : vector<4xf32>
// CHECK:    %10 = llvm.mlir.constant(dense<[1, -2, 3]> : vector<3xi16>) : vector<3xi16>
// CHECK:    %11 = llvm.mlir.constant(dense<[1.000000e+10, 2.500000e+00]> : vector<2xf64>) : vector<2xf64>
// CHECK:    %12 = llvm.mlir.constant(dense<7> : vector<[2]xi64>) : vector<[2]xi64>
// CHECK:    %13 = llvm.mlir.constant(dense<[1.000000e+00, 2.000000e+00]> : vector<2xf32>) : !llvm.array<2 x f32>
// CHECK:    return
// CHECK:  }
// CHECK:}
// CHECK:<empty line>

llvm.mlir.global external constant @_ZTIi() : !llvm.ptr

llvm.func @markers(%p: !llvm.ptr, %q: !llvm.ptr<3>) -> i32 {
  // Sizes as written (-1: unknown), the pointer's type after the colon.
  llvm.intr.lifetime.start 64, %p : !llvm.ptr
  llvm.intr.lifetime.start -1, %q {note = "shared"} : !llvm.ptr<3>
  %inv = llvm.intr.invariant.start 4, %q : !llvm.ptr<3>
  llvm.intr.invariant.end %inv, 4, %q : !llvm.ptr<3>
  llvm.intr.lifetime.end -1, %q : !llvm.ptr<3>
  llvm.intr.lifetime.end 64, %p : !llvm.ptr
  %ti = llvm.mlir.addressof @_ZTIi : !llvm.ptr
  %id = llvm.intr.eh.typeid.for %ti : (!llvm.ptr) -> i32
  %id2 = llvm.intr.eh.typeid.for %q {tag} : (!llvm.ptr<3>) -> i64
  llvm.return %id : i32
}

func.func @parts(%a: vector<4xf32>, %b: vector<16xf32>, %s: vector<[4]xf32>, %m: !llvm.vec<2 x ptr>) {
  %0 = llvm.intr.vector.insert %a, %b[12] : vector<4xf32> into vector<16xf32>
  %1 = llvm.intr.vector.extract %0[8] : vector<4xf32> from vector<16xf32>
  // Fixed parts of scalable vectors, and scalable parts.
  %2 = llvm.intr.vector.insert %a, %s[4] : vector<4xf32> into vector<[4]xf32>
  %3 = llvm.intr.vector.extract %s[0] {n = 1} : vector<2xf32> from vector<[4]xf32>
  %4 = llvm.intr.vector.insert %s, %2[0] : vector<[4]xf32> into vector<[4]xf32>
  %5 = "llvm.intr.vector.interleave2"(%a, %1) : (vector<4xf32>, vector<4xf32>) -> vector<8xf32>
  %6 = "llvm.intr.vector.deinterleave2"(%5) : (vector<8xf32>) -> !llvm.struct<(vector<4xf32>, vector<4xf32>)>
  %7 = "llvm.intr.vector.interleave2"(%s, %s) : (vector<[4]xf32>, vector<[4]xf32>) -> vector<[8]xf32>
  %8 = "llvm.intr.vector.interleave2"(%m, %m) : (!llvm.vec<2 x ptr>, !llvm.vec<2 x ptr>) -> !llvm.vec<4 x ptr>
  // Dense constants of vector type: a splat, integers, and floats as
  // MLIR writes them.
  %9 = llvm.mlir.constant(dense<0.5> : vector<4xf32>) : vector<4xf32>
  %10 = llvm.mlir.constant(dense<[1, -2, 3]> : vector<3xi16>) : vector<3xi16>
  %11 = llvm.mlir.constant(dense<[1.0e10, 2.5]> : vector<2xf64>) : vector<2xf64>
  %12 = llvm.mlir.constant(dense<7> : vector<[2]xi64>) : vector<[2]xi64>
  %13 = llvm.mlir.constant(dense<[1.0, 2.0]> : vector<2xf32>) : !llvm.array<2 x f32>
  return
}

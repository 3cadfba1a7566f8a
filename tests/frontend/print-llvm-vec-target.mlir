// !llvm.vec (fixed vectors of pointers; scalable vectors) and
// !llvm.target (target extension types) as MLIR 19 reads and prints
// them.  The CHECK lines are mlir-opt-19's output for this file, two
// spaces before a scalable vector's element type included.
// RUN: asyncc --print-ir=input %s | FileCheck %s
// RUN: asyncc --print-ir=input %s | asyncc --print-ir=input - | FileCheck %s

llvm.func @vecs(!llvm.vec<4 x ptr>, !llvm.vec<2x!llvm.ptr<3>>, !llvm.vec<? x 4 x i32>,
                !llvm.vec<?x8 x f16>, !llvm.vec<? x 2 x ptr>, !llvm.array<2 x vec<3 x ptr>>)
// CHECK: llvm.func @vecs(!llvm.vec<4 x ptr>, !llvm.vec<2 x ptr<3>>, !llvm.vec<? x 4 x  i32>, !llvm.vec<? x 8 x  f16>, !llvm.vec<? x 2 x  ptr>, !llvm.array<2 x vec<3 x ptr>>)

llvm.func @targets(!llvm.target<"spirv.Event">, !llvm.target<"t1", i32, 1>,
                   !llvm.target<"t2", i32, !llvm.ptr, f64>, !llvm.target<"t3", 1, 0, 42>,
                   !llvm.struct<(target<"t4", i8>, i32)>)
// CHECK: llvm.func @targets(!llvm.target<"spirv.Event">, !llvm.target<"t1", i32, 1>, !llvm.target<"t2", i32, !llvm.ptr, f64>, !llvm.target<"t3", 1, 0, 42>, !llvm.struct<(target<"t4", i8>, i32)>)

func.func @values(%v: !llvm.vec<4 x ptr>, %s: !llvm.vec<? x 4 x f32>, %t: !llvm.target<"x", 5>) -> !llvm.vec<4 x ptr> {
  return %v : !llvm.vec<4 x ptr>
}
// CHECK: func.func @values(%arg0: !llvm.vec<4 x ptr>, %arg1: !llvm.vec<? x 4 x  f32>, %arg2: !llvm.target<"x", 5>) -> !llvm.vec<4 x ptr> {
// CHECK-NEXT: return %arg0 : !llvm.vec<4 x ptr>

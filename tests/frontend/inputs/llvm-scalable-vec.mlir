// Input of invalid/llvm-vec-target.mlir: a scalable vector reaching code generation.
llvm.func @f(%v: !llvm.vec<? x 4 x i32>) -> !llvm.vec<? x 4 x i32> {
  llvm.return %v : !llvm.vec<? x 4 x i32>
}

// Input of invalid/llvm-vec-target.mlir: a target extension type reaching code generation.
llvm.func @f(%v: !llvm.target<"spirv.Event">) -> !llvm.target<"spirv.Event"> {
  llvm.return %v : !llvm.target<"spirv.Event">
}

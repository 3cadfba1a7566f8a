// llvm dialect arithmetic, comparisons and casts on vectors: mul, sub,
// icmp, zext, sitofp, fadd and fcmp on vector<2xi32> and vector<2xf32>.
// Expected output: MLIR 19's (mlir-cpu-runner-19 on this file), and by
// hand: a = [7, 9], a * a - a = [42, 72]; 42 > 49 is false (0); the
// doubled floats [84, 144] are greater (1); lane 1 is 144.
// REQUIRES: asyncrt
// RUN: asyncc -run %s | FileCheckExact %s
// RUN: asyncc -O2 -run %s | FileCheckExact %s

llvm.func @printf(!llvm.ptr, ...) -> i32
llvm.mlir.global internal constant @fmt("%d %d %d %d %.1f\0A\00") {addr_space = 0 : i32}
llvm.func @main() -> i32 {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c7 = llvm.mlir.constant(7 : i32) : i32
  %c9 = llvm.mlir.constant(9 : i32) : i32
  %u = llvm.mlir.undef : vector<2xi32>
  %a0 = llvm.insertelement %c7, %u[%c0 : i32] : vector<2xi32>
  %a = llvm.insertelement %c9, %a0[%c1 : i32] : vector<2xi32>
  %b = llvm.mul %a, %a : vector<2xi32>
  %s = llvm.sub %b, %a : vector<2xi32>
  %cmp = llvm.icmp "sgt" %s, %b : vector<2xi32>
  %cz = llvm.zext %cmp : vector<2xi1> to vector<2xi32>
  %f = llvm.sitofp %s : vector<2xi32> to vector<2xf32>
  %g = llvm.fadd %f, %f : vector<2xf32>
  %fc = llvm.fcmp "ogt" %g, %f : vector<2xf32>
  %e0 = llvm.extractelement %s[%c0 : i32] : vector<2xi32>
  %e1 = llvm.extractelement %s[%c1 : i32] : vector<2xi32>
  %z0 = llvm.extractelement %cz[%c0 : i32] : vector<2xi32>
  %fc1 = llvm.extractelement %fc[%c1 : i32] : vector<2xi1>
  %fc32 = llvm.zext %fc1 : i1 to i32
  %g1 = llvm.extractelement %g[%c1 : i32] : vector<2xf32>
  %g64 = llvm.fpext %g1 : f32 to f64
  %p = llvm.mlir.addressof @fmt : !llvm.ptr
  %0 = llvm.call @printf(%p, %e0, %e1, %z0, %fc32, %g64) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, i32, i32, i32, f64) -> i32
  llvm.return %c0 : i32
}

// CHECK:42 72 0 1 144.0

// The vector reduction intrinsics (llvm.intr.vector.reduce.*: integer
// ones in the generic form, as MLIR 19 has them; float ones with
// fastmath flags) and llvm.freeze.  Expected output: MLIR 19's
// (mlir-cpu-runner-19 on this file), and by hand over [6, -3, 2]: sum 5,
// product -36, xor -7, smin -3, umin 2 (-3 is 0xfffffffd), and 0; as
// floats the max is 6.0 and the minimum -3.0; freeze passes 5 on.
// REQUIRES: asyncrt
// RUN: asyncc -run %s | FileCheckExact %s
// RUN: asyncc -O2 -run %s | FileCheckExact %s

llvm.func @printf(!llvm.ptr, ...) -> i32
llvm.mlir.global internal constant @fmt("%d %d %d %d %d %d %.1f %.1f %d\0A\00") {addr_space = 0 : i32}
llvm.func @main() -> i32 {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c2 = llvm.mlir.constant(2 : i32) : i32
  %c6 = llvm.mlir.constant(6 : i32) : i32
  %cm3 = llvm.mlir.constant(-3 : i32) : i32
  %u = llvm.mlir.undef : vector<3xi32>
  %a0 = llvm.insertelement %c6, %u[%c0 : i32] : vector<3xi32>
  %a1 = llvm.insertelement %cm3, %a0[%c1 : i32] : vector<3xi32>
  %a = llvm.insertelement %c2, %a1[%c2 : i32] : vector<3xi32>
  %add = "llvm.intr.vector.reduce.add"(%a) : (vector<3xi32>) -> i32
  %mul = "llvm.intr.vector.reduce.mul"(%a) : (vector<3xi32>) -> i32
  %xor = "llvm.intr.vector.reduce.xor"(%a) : (vector<3xi32>) -> i32
  %smin = "llvm.intr.vector.reduce.smin"(%a) : (vector<3xi32>) -> i32
  %umin = "llvm.intr.vector.reduce.umin"(%a) : (vector<3xi32>) -> i32
  %and = "llvm.intr.vector.reduce.and"(%a) : (vector<3xi32>) -> i32
  %f = llvm.sitofp %a : vector<3xi32> to vector<3xf32>
  %fmax = llvm.intr.vector.reduce.fmax(%f) {fastmathFlags = #llvm.fastmath<nnan>} : (vector<3xf32>) -> f32
  %fmin = llvm.intr.vector.reduce.fminimum(%f) : (vector<3xf32>) -> f32
  %fmax64 = llvm.fpext %fmax : f32 to f64
  %fmin64 = llvm.fpext %fmin : f32 to f64
  %fr = llvm.freeze %add : i32
  %p = llvm.mlir.addressof @fmt : !llvm.ptr
  %0 = llvm.call @printf(%p, %add, %mul, %xor, %smin, %umin, %and, %fmax64, %fmin64, %fr) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, i32, i32, i32, i32, i32, f64, f64, i32) -> i32
  llvm.return %c0 : i32
}

// CHECK:5 -36 -7 -3 2 0 6.0 -3.0 5

// !llvm.vec and !llvm.target: MLIR 19's messages for malformed ones
// (mlir-opt-19 -verify-diagnostics passes on this file too), and code
// generation refusing what x86-64 cannot compile.
// RUN: asyncc -verify-diagnostics -split-input-file %s
// RUN: not asyncc -c %S/../inputs/llvm-scalable-vec.mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=SCALABLE
// RUN: not asyncc -c %S/../inputs/llvm-target-type.mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=TARGET
// SCALABLE: error: a scalable vector (!llvm.vec<? x 4 x ...>) has no code generation on x86-64
// TARGET: error: the target extension type !llvm.target<"spirv.Event"...> has no code generation on x86-64

// expected-error @+1 {{expected '? x <integer> x <type>' or '<integer> x <type>'}}
func.func private @f(!llvm.vec<? x i8>)

// -----

// expected-error @+1 {{expected '? x <integer> x <type>' or '<integer> x <type>'}}
func.func private @f(!llvm.vec<2 x 2 x ptr>)

// -----

// expected-error @+1 {{expected '? x <integer> x <type>' or '<integer> x <type>'}}
func.func private @f(!llvm.vec<? x ? x i8>)

// -----

// expected-error @+1 {{the number of vector elements must be positive}}
func.func private @f(!llvm.vec<? x 0 x i64>)

// -----

// expected-error @+1 {{invalid vector element type}}
func.func private @f(!llvm.vec<3 x array<2 x ptr>>)

// -----

// expected-error @+1 {{invalid vector element type}}
func.func private @f(!llvm.vec<? x 2 x vector<2xf32>>)

// -----

// expected-error @+1 {{cannot use !llvm.vec for built-in primitives, use 'vector' instead}}
func.func private @f(!llvm.vec<8 x i16>)

// -----

// expected-error @+1 {{failed to parse parameter list for target extension type}}
func.func private @f(!llvm.target<"t", 3, f32>)

// -----

// expected-error @+2 {{expected string}}
// expected-error @+1 {{failed to parse LLVMTargetExtType parameter 'extTypeName' which is to be a `::llvm::StringRef`}}
func.func private @f(!llvm.target<7>)

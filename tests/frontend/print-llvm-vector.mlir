// llvm.extractelement, llvm.insertelement and llvm.shufflevector on
// builtin and !llvm.vec vectors, an llvm.func taking and returning a
// builtin vector, and llvm.return in a func.func (which MLIR 19
// accepts).  The CHECK lines are mlir-opt-19's output for this file,
// shufflevector's space at the end of the line included.
// RUN: asyncc --print-ir=input %s | FileCheckExact %s
// RUN: asyncc --print-ir=input %s | asyncc --print-ir=input - | FileCheckExact %s
// RUN: asyncc --print-ir=input -mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: asyncc --print-ir=input %s | FileCheck %s --strict-whitespace --check-prefix=TRAIL

// FileCheckExact cuts the blanks at the ends of lines; these keep them.
// TRAIL: {{^    }}%5 = llvm.shufflevector %arg0, %2 [0, 5, -1] : vector<4xf32> {{$}}
// TRAIL-NEXT: {{^    }}%6 = llvm.shufflevector %arg1, %4 [3, 0, 1, 2] : !llvm.vec<2 x ptr> {{$}}

// mlir-opt-19's text of this file, whole and in order:
// CHECK:module {
// CHECK:  llvm.func @elements(%arg0: vector<4xf32>, %arg1: !llvm.vec<2 x ptr>, %arg2: i64, %arg3: f32, %arg4: !llvm.ptr) -> vector<3xf32> {
// CHECK:    %0 = llvm.mlir.constant(1 : i32) : i32
// CHECK:    %1 = llvm.extractelement %arg0[%0 : i32] : vector<4xf32>
// CHECK:    %2 = llvm.insertelement %arg3, %arg0[%arg2 : i64] : vector<4xf32>
// CHECK:    %3 = llvm.extractelement %arg1[%arg2 : i64] : !llvm.vec<2 x ptr>
// CHECK:    %4 = llvm.insertelement %arg4, %arg1[%0 : i32] {note} : !llvm.vec<2 x ptr>
// CHECK:    %5 = llvm.shufflevector %arg0, %2 [0, 5, -1] : vector<4xf32>
// CHECK:    %6 = llvm.shufflevector %arg1, %4 [3, 0, 1, 2] : !llvm.vec<2 x ptr>
// CHECK:    llvm.return %5 : vector<3xf32>
// CHECK:  }
// CHECK:  llvm.func @lanes(%arg0: !llvm.vec<2 x ptr>, %arg1: vector<4xi16>, %arg2: vector<2xf64>) -> vector<2xi1> {
// CHECK:    %0 = llvm.icmp "ne" %arg0, %arg0 : !llvm.vec<2 x ptr>
// CHECK:    %1 = llvm.add %0, %0 : vector<2xi1>
// CHECK:    %2 = llvm.sext %arg1 : vector<4xi16> to vector<4xi32>
// CHECK:    %3 = llvm.fcmp "olt" %arg2, %arg2 : vector<2xf64>
// CHECK:    %4 = llvm.fptosi %arg2 : vector<2xf64> to vector<2xi64>
// CHECK:    llvm.return %3 : vector<2xi1>
// CHECK:  }
// CHECK:  llvm.func @reduce(%arg0: vector<4xi32>, %arg1: vector<2xf64>) -> i32 {
// CHECK:    %0 = "llvm.intr.vector.reduce.umax"(%arg0) : (vector<4xi32>) -> i32
// CHECK:    %1 = llvm.intr.vector.reduce.fmin(%arg1)  {fastmathFlags = #llvm.fastmath<nnan, ninf>} : (vector<2xf64>) -> f64
// CHECK:    %2 = llvm.intr.vector.reduce.fmaximum(%arg1)  : (vector<2xf64>) -> f64
// CHECK:    %3 = llvm.freeze %0 : i32
// CHECK:    %4 = llvm.freeze %arg0 : vector<4xi32>
// CHECK:    %5 = "llvm.intr.vector.reduce.or"(%arg0) : (vector<4xi32>) -> i32
// CHECK:    %6 = "llvm.intr.vector.reduce.smax"(%arg0) : (vector<4xi32>) -> i32
// CHECK:    llvm.return %3 : i32
// CHECK:  }
// CHECK:  func.func @twice(%arg0: i32) -> i32 {
// CHECK:    %0 = llvm.add %arg0, %arg0 : i32
// CHECK:    llvm.return %0 : i32
// CHECK:  }
// CHECK:}
// CHECK:<empty line>

llvm.func @elements(%v: vector<4xf32>, %p: !llvm.vec<2 x ptr>, %i: i64, %x: f32, %q: !llvm.ptr) -> vector<3xf32> {
  %c = llvm.mlir.constant(1 : i32) : i32
  %0 = llvm.extractelement %v[%c : i32] : vector<4xf32>
  %1 = llvm.insertelement %x, %v[%i : i64] : vector<4xf32>
  %2 = llvm.extractelement %p[%i : i64] : !llvm.vec<2 x ptr>
  %3 = llvm.insertelement %q, %p[%c : i32] {note} : !llvm.vec<2 x ptr>
  %4 = llvm.shufflevector %v, %1 [0, 5, -1] : vector<4xf32>
  %5 = llvm.shufflevector %p, %3 [3, 0, 1, 2] : !llvm.vec<2 x ptr>
  llvm.return %4 : vector<3xf32>
}

llvm.func @lanes(%p: !llvm.vec<2 x ptr>, %v: vector<4xi16>, %f: vector<2xf64>) -> vector<2xi1> {
  %0 = llvm.icmp "ne" %p, %p : !llvm.vec<2 x ptr>
  %1 = llvm.add %0, %0 : vector<2xi1>
  %2 = llvm.sext %v : vector<4xi16> to vector<4xi32>
  %3 = llvm.fcmp "olt" %f, %f : vector<2xf64>
  %4 = llvm.fptosi %f : vector<2xf64> to vector<2xi64>
  llvm.return %3 : vector<2xi1>
}

llvm.func @reduce(%v: vector<4xi32>, %w: vector<2xf64>) -> i32 {
  %0 = "llvm.intr.vector.reduce.umax"(%v) : (vector<4xi32>) -> i32
  %1 = llvm.intr.vector.reduce.fmin(%w) {fastmathFlags = #llvm.fastmath<nnan, ninf>} : (vector<2xf64>) -> f64
  %2 = llvm.intr.vector.reduce.fmaximum(%w) : (vector<2xf64>) -> f64
  %3 = llvm.freeze %0 : i32
  %4 = llvm.freeze %v : vector<4xi32>
  %5 = "llvm.intr.vector.reduce.or"(%v) : (vector<4xi32>) -> i32
  %6 = "llvm.intr.vector.reduce.smax"(%v) : (vector<4xi32>) -> i32
  llvm.return %3 : i32
}

func.func @twice(%a: i32) -> i32 {
  %b = llvm.add %a, %a : i32
  llvm.return %b : i32
}

// GENERIC: "llvm.extractelement"(%{{.*}}, %{{.*}}) : (vector<4xf32>, i32) -> f32
// GENERIC: "llvm.insertelement"(%{{.*}}, %{{.*}}, %{{.*}}) : (vector<4xf32>, f32, i64) -> vector<4xf32>
// GENERIC: "llvm.shufflevector"(%{{.*}}, %{{.*}}) <{mask = array<i32: 0, 5, -1>}> : (vector<4xf32>, vector<4xf32>) -> vector<3xf32>
// GENERIC: "llvm.shufflevector"(%{{.*}}, %{{.*}}) <{mask = array<i32: 3, 0, 1, 2>}> : (!llvm.vec<2 x ptr>, !llvm.vec<2 x ptr>) -> !llvm.vec<4 x ptr>

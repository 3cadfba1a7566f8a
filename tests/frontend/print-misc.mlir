// Custom forms of func, cf, scf, memref and vector.print ops.
// RUN: asyncc --print-ir=input %s | FileCheck %s
// Printing is a fixed point of parse+print, in both forms:
// RUN: asyncc --print-ir=input %s > %t.1.mlir && asyncc --print-ir=input %t.1.mlir > %t.2.mlir && diff %t.1.mlir %t.2.mlir
// RUN: asyncc --print-ir=input -mlir-print-op-generic %s > %t.g.mlir && asyncc --print-ir=input %t.g.mlir | diff %t.1.mlir -

func.func private @decl(i32, f32) -> i32
func.func private @decl2(i32 {test.foo}) -> (i32 {test.bar = 1 : i32})
func.func @cf(%c: i1, %a: i32) -> i32 attributes {llvm.emit_c_interface} {
  cf.assert %c, "must hold"
  cf.cond_br %c, ^bb1(%a : i32), ^bb2
^bb1(%x: i32):
  %f = arith.constant 1.0 : f32
  %r = func.call @decl(%x, %f) : (i32, f32) -> i32
  cf.br ^bb2
^bb2:
  return %a : i32
}
func.func @scf(%n: index, %m: memref<?x4xf32>, %c: i1) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f32
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (f32) {
    %v = memref.load %m[%i, %c0] : memref<?x4xf32>
    %a = arith.addf %acc, %v : f32
    scf.yield %a : f32
  }
  scf.for %i = %c0 to %n step %c1 {
    memref.store %s, %m[%i, %c1] : memref<?x4xf32>
  }
  %k = scf.for %i = %c0 to %c1 step %c1 iter_args(%x = %c0) -> (index) : index {
    scf.yield %x : index
  }
  %r = scf.if %c -> (f32) {
    scf.yield %s : f32
  } else {
    scf.yield %z : f32
  }
  scf.if %c {
    vector.print %r : f32
  }
  %w:2 = scf.while (%x = %c0, %y = %z) : (index, f32) -> (index, f32) {
    %lt = arith.cmpi slt, %x, %n : index
    scf.condition(%lt) %x, %y : index, f32
  } do {
  ^bb0(%x: index, %y: f32):
    %x1 = arith.addi %x, %c1 : index
    scf.yield %x1, %y : index, f32
  }
  %p = scf.parallel (%i, %j) = (%c0, %c0) to (%n, %c1) step (%c1, %c1) init (%z) -> f32 {
    %v = memref.load %m[%i, %j] : memref<?x4xf32>
    scf.reduce(%v : f32) {
    ^bb0(%l: f32, %r2: f32):
      %q = arith.addf %l, %r2 : f32
      scf.reduce.return %q : f32
    }
  }
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    memref.store %z, %m[%i, %c0] : memref<?x4xf32>
  }
  return %p : f32
}
func.func @mem(%n: index) {
  %a = memref.alloc(%n) : memref<?x4xf32>
  %b = memref.alloca() {alignment = 64 : i64} : memref<8xi32>
  %c0 = arith.constant 0 : index
  %d = memref.dim %a, %c0 : memref<?x4xf32>
  %u = memref.cast %a : memref<?x4xf32> to memref<*xf32>
  %s = memref.cast %a : memref<?x4xf32> to memref<?x?xf32>
  memref.dealloc %a : memref<?x4xf32>
  vector.print %d : index
  vector.print str "hello\n"
  vector.print %n : index punctuation <comma>
  vector.print punctuation <newline>
  return
}

// CHECK: module {
// CHECK-LABEL: func.func private @decl(i32, f32) -> i32
// CHECK-LABEL: func.func private @decl2(i32 {test.foo}) -> (i32 {test.bar = 1 : i32})
// CHECK-LABEL: func.func @cf(%arg0: i1, %arg1: i32) -> i32 attributes {llvm.emit_c_interface} {
// CHECK-NEXT: cf.assert %arg0, "must hold"
// CHECK-NEXT: cf.cond_br %arg0, ^bb1(%arg1 : i32), ^bb2
// CHECK-NEXT: ^bb1(%0: i32):  // pred: ^bb0
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %1 = call @decl(%0, %cst) : (i32, f32) -> i32
// CHECK-NEXT: cf.br ^bb2
// CHECK-NEXT: ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: return %arg1 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @scf(%arg0: index, %arg1: memref<?x4xf32>, %arg2: i1) -> f32 {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %0 = scf.for %arg3 = %c0 to %arg0 step %c1 iter_args(%arg4 = %cst) -> (f32) {
// CHECK-NEXT: %5 = memref.load %arg1[%arg3, %c0] : memref<?x4xf32>
// CHECK-NEXT: %6 = arith.addf %arg4, %5 : f32
// CHECK-NEXT: scf.yield %6 : f32
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg3 = %c0 to %arg0 step %c1 {
// CHECK-NEXT: memref.store %0, %arg1[%arg3, %c1] : memref<?x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %1 = scf.for %arg3 = %c0 to %c1 step %c1 iter_args(%arg4 = %c0) -> (index) {
// CHECK-NEXT: scf.yield %arg4 : index
// CHECK-NEXT: }
// CHECK-NEXT: %2 = scf.if %arg2 -> (f32) {
// CHECK-NEXT: scf.yield %0 : f32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %cst : f32
// CHECK-NEXT: }
// CHECK-NEXT: scf.if %arg2 {
// CHECK-NEXT: vector.print %2 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %3:2 = scf.while (%arg3 = %c0, %arg4 = %cst) : (index, f32) -> (index, f32) {
// CHECK-NEXT: %5 = arith.cmpi slt, %arg3, %arg0 : index
// CHECK-NEXT: scf.condition(%5) %arg3, %arg4 : index, f32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg3: index, %arg4: f32):
// CHECK-NEXT: %5 = arith.addi %arg3, %c1 : index
// CHECK-NEXT: scf.yield %5, %arg4 : index, f32
// CHECK-NEXT: }
// CHECK-NEXT: %4 = scf.parallel (%arg3, %arg4) = (%c0, %c0) to (%arg0, %c1) step (%c1, %c1) init (%cst) -> f32 {
// CHECK-NEXT: %5 = memref.load %arg1[%arg3, %arg4] : memref<?x4xf32>
// CHECK-NEXT: scf.reduce(%5 : f32) {
// CHECK-NEXT: ^bb0(%arg5: f32, %arg6: f32):
// CHECK-NEXT: %6 = arith.addf %arg5, %arg6 : f32
// CHECK-NEXT: scf.reduce.return %6 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: scf.parallel (%arg3) = (%c0) to (%arg0) step (%c1) {
// CHECK-NEXT: memref.store %cst, %arg1[%arg3, %c0] : memref<?x4xf32>
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: return %4 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @mem(%arg0: index) {
// CHECK-NEXT: %alloc = memref.alloc(%arg0) : memref<?x4xf32>
// CHECK-NEXT: %alloca = memref.alloca() {alignment = 64 : i64} : memref<8xi32>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %alloc, %c0 : memref<?x4xf32>
// CHECK-NEXT: %cast = memref.cast %alloc : memref<?x4xf32> to memref<*xf32>
// CHECK-NEXT: %cast_0 = memref.cast %alloc : memref<?x4xf32> to memref<?x?xf32>
// CHECK-NEXT: memref.dealloc %alloc : memref<?x4xf32>
// CHECK-NEXT: vector.print %dim : index
// CHECK-NEXT: vector.print str "hello\0A"
// CHECK-NEXT: vector.print %arg0 : index punctuation <comma>
// CHECK-NEXT: vector.print
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

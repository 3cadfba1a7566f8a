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
// CHECK-NEXT: ^bb1(%0: i32):
// CHECK-NEXT: %1 = arith.constant 1.0 : f32
// CHECK-NEXT: %2 = call @decl(%0, %1) : (i32, f32) -> i32
// CHECK-NEXT: cf.br ^bb2
// CHECK-NEXT: ^bb2:
// CHECK-NEXT: return %arg1 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @scf(%arg0: index, %arg1: memref<?x4xf32>, %arg2: i1) -> f32 {
// CHECK-NEXT: %0 = arith.constant 0 : index
// CHECK-NEXT: %1 = arith.constant 1 : index
// CHECK-NEXT: %2 = arith.constant 0.0 : f32
// CHECK-NEXT: %3 = scf.for %arg3 = %0 to %arg0 step %1 iter_args(%arg4 = %2) -> (f32) {
// CHECK-NEXT: %8 = memref.load %arg1[%arg3, %0] : memref<?x4xf32>
// CHECK-NEXT: %9 = arith.addf %arg4, %8 : f32
// CHECK-NEXT: scf.yield %9 : f32
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg3 = %0 to %arg0 step %1 {
// CHECK-NEXT: memref.store %3, %arg1[%arg3, %1] : memref<?x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %4 = scf.for %arg3 = %0 to %1 step %1 iter_args(%arg4 = %0) -> (index) {
// CHECK-NEXT: scf.yield %arg4 : index
// CHECK-NEXT: }
// CHECK-NEXT: %5 = scf.if %arg2 -> (f32) {
// CHECK-NEXT: scf.yield %3 : f32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %2 : f32
// CHECK-NEXT: }
// CHECK-NEXT: scf.if %arg2 {
// CHECK-NEXT: vector.print %5 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %6:2 = scf.while (%arg3 = %0, %arg4 = %2) : (index, f32) -> (index, f32) {
// CHECK-NEXT: %8 = arith.cmpi slt, %arg3, %arg0 : index
// CHECK-NEXT: scf.condition(%8) %arg3, %arg4 : index, f32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg3: index, %arg4: f32):
// CHECK-NEXT: %8 = arith.addi %arg3, %1 : index
// CHECK-NEXT: scf.yield %8, %arg4 : index, f32
// CHECK-NEXT: }
// CHECK-NEXT: %7 = scf.parallel (%arg3, %arg4) = (%0, %0) to (%arg0, %1) step (%1, %1) init (%2) -> f32 {
// CHECK-NEXT: %8 = memref.load %arg1[%arg3, %arg4] : memref<?x4xf32>
// CHECK-NEXT: scf.reduce(%8 : f32) {
// CHECK-NEXT: ^bb0(%arg5: f32, %arg6: f32):
// CHECK-NEXT: %9 = arith.addf %arg5, %arg6 : f32
// CHECK-NEXT: scf.reduce.return %9 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: scf.parallel (%arg3) = (%0) to (%arg0) step (%1) {
// CHECK-NEXT: memref.store %2, %arg1[%arg3, %0] : memref<?x4xf32>
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: return %7 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @mem(%arg0: index) {
// CHECK-NEXT: %0 = memref.alloc(%arg0) : memref<?x4xf32>
// CHECK-NEXT: %1 = memref.alloca() {alignment = 64 : i64} : memref<8xi32>
// CHECK-NEXT: %2 = arith.constant 0 : index
// CHECK-NEXT: %3 = memref.dim %0, %2 : memref<?x4xf32>
// CHECK-NEXT: %4 = memref.cast %0 : memref<?x4xf32> to memref<*xf32>
// CHECK-NEXT: %5 = memref.cast %0 : memref<?x4xf32> to memref<?x?xf32>
// CHECK-NEXT: memref.dealloc %0 : memref<?x4xf32>
// CHECK-NEXT: vector.print %3 : index
// CHECK-NEXT: vector.print str "hello\0A"
// CHECK-NEXT: vector.print %arg0 : index punctuation <comma>
// CHECK-NEXT: vector.print
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

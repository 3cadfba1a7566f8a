// Module-level forms as mlir-opt-19 prints them: #map/#set aliases for
// affine maps and sets (in order of first use, maps before sets, inline
// where a custom form writes them inline), APFloat's float text
// (4.200000e+01, the shortest round-trip digits, else the bits),
// "// pred:" block comments (one per edge), a default-only cf.switch,
// fastmath<a,b> (flags in MLIR's order, "fast" for all) next to
// overflow<a, b>, scf.for's typed bounds, and the
// blank line after the module.
// The CHECK lines are mlir-opt-19's output for this file, whole and in
// order; the RUN lines after them compare the bytes with mlir-opt-19's,
// in the custom and the generic form.
// REQUIRES: mlir-opt
// RUN: asyncc --print-ir=input %s | FileCheck %s --match-full-lines
// RUN: asyncc --print-ir=input %s > %t.ours.mlir && $MLIR_OPT %s > %t.ref && cmp %t.ours.mlir %t.ref
// RUN: asyncc --print-ir=input -mlir-print-op-generic %s > %t.gours && $MLIR_OPT -mlir-print-op-generic %s > %t.gref && cmp %t.gours %t.gref
// RUN: asyncc --print-ir=input -mlir-print-op-generic %t.ours.mlir | cmp - %t.gref

#tile = affine_map<(d0, d1) -> (d0 * 16 + d1)>
#in = affine_set<(d0) : (d0 - 2 >= 0)>

func.func @aliases(%m: memref<4x16xf32, #tile>, %i: index) -> index {
  %a = affine.apply affine_map<(d0) -> (d0 + 1)>(%i)
  %b = affine.apply affine_map<(d0) -> (d0 + 1)>(%a)
  %c = affine.min affine_map<(d0) -> (d0, 4)>(%b)
  affine.for %k = 0 to 10 {
    affine.if #in(%k) {
      %v = affine.load %m[%k, %k + 1] : memref<4x16xf32, #tile>
    }
  }
  return %c : index
}

func.func @floats() -> (f32, f64, f16, bf16) {
  %a = arith.constant 42.0 : f32
  %b = arith.constant 0.1 : f64
  %c = arith.constant 123456789.0 : f64
  %d = arith.constant 3.14159274 : f32
  %e = arith.constant -0.0 : f64
  %f = arith.constant 0x7FC00000 : f32
  %g = arith.constant 0x7FF0000000000000 : f64
  %h = arith.constant 1.0e-7 : f32
  %k = arith.constant 65504.0 : f16
  %l = arith.constant 1.0e+20 : bf16
  %m = arith.constant 0.333333343 : f32
  return %a, %b, %k, %l : f32, f64, f16, bf16
}

func.func @blocks(%c: i1, %x: i32) -> i32 {
  cf.cond_br %c, ^bb1(%x : i32), ^bb2
^bb1(%a: i32):
  cf.br ^bb3(%a : i32)
^bb2:
  cf.cond_br %c, ^bb3(%x : i32), ^bb3(%x : i32)
^bb3(%r: i32):
  cf.switch %x : i32, [
    default: ^bb4
  ]
^bb4:
  return %r : i32
^bb5:
  cf.br ^bb4
}

func.func @spacing(%a: f32, %b: i32, %lb: i32, %ub: i32) {
  %0 = arith.mulf %a, %a fastmath<nnan, ninf> : f32
  %1 = arith.addi %b, %b overflow<nuw, nsw> : i32
  %2 = arith.mulf %a, %a fastmath<reassoc,nnan,ninf,nsz,arcp,contract,afn> : f32
  %3 = arith.mulf %a, %a fastmath<ninf, nnan, fast> : f32
  %4 = arith.mulf %a, %a fastmath<none> : f32
  scf.for %i = %lb to %ub step %b : i32 {
  }
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  scf.parallel (%j) = (%c0) to (%c4) step (%c4) {
    scf.reduce
  }
  return
}

// CHECK: #map = affine_map<(d0, d1) -> (d0 * 16 + d1)>
// CHECK-NEXT: #map1 = affine_map<(d0) -> (d0 + 1)>
// CHECK-NEXT: #map2 = affine_map<(d0) -> (d0, 4)>
// CHECK-NEXT: #set = affine_set<(d0) : (d0 - 2 >= 0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @aliases(%arg0: memref<4x16xf32, #map>, %arg1: index) -> index {
// CHECK-NEXT:     %0 = affine.apply #map1(%arg1)
// CHECK-NEXT:     %1 = affine.apply #map1(%0)
// CHECK-NEXT:     %2 = affine.min #map2(%1)
// CHECK-NEXT:     affine.for %arg2 = 0 to 10 {
// CHECK-NEXT:       affine.if #set(%arg2) {
// CHECK-NEXT:         %3 = affine.load %arg0[%arg2, %arg2 + 1] : memref<4x16xf32, #map>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return %2 : index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @floats() -> (f32, f64, f16, bf16) {
// CHECK-NEXT:     %cst = arith.constant 4.200000e+01 : f32
// CHECK-NEXT:     %cst_0 = arith.constant 1.000000e-01 : f64
// CHECK-NEXT:     %cst_1 = arith.constant 0x419D6F3454000000 : f64
// CHECK-NEXT:     %cst_2 = arith.constant 3.14159274 : f32
// CHECK-NEXT:     %cst_3 = arith.constant -0.000000e+00 : f64
// CHECK-NEXT:     %cst_4 = arith.constant 0x7FC00000 : f32
// CHECK-NEXT:     %cst_5 = arith.constant 0x7FF0000000000000 : f64
// CHECK-NEXT:     %cst_6 = arith.constant 1.000000e-07 : f32
// CHECK-NEXT:     %cst_7 = arith.constant 6.550400e+04 : f16
// CHECK-NEXT:     %cst_8 = arith.constant 9.972770e+19 : bf16
// CHECK-NEXT:     %cst_9 = arith.constant 0.333333343 : f32
// CHECK-NEXT:     return %cst, %cst_0, %cst_7, %cst_8 : f32, f64, f16, bf16
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @blocks(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT:     cf.cond_br %arg0, ^bb1(%arg1 : i32), ^bb2
// CHECK-NEXT:   ^bb1(%0: i32):  // pred: ^bb0
// CHECK-NEXT:     cf.br ^bb3(%0 : i32)
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     cf.cond_br %arg0, ^bb3(%arg1 : i32), ^bb3(%arg1 : i32)
// CHECK-NEXT:   ^bb3(%1: i32):  // 3 preds: ^bb1, ^bb2, ^bb2
// CHECK-NEXT:     cf.switch %arg1 : i32, [
// CHECK-NEXT:       default: ^bb4]
// CHECK-NEXT:   ^bb4:  // 2 preds: ^bb3, ^bb5
// CHECK-NEXT:     return %1 : i32
// CHECK-NEXT:   ^bb5:  // no predecessors
// CHECK-NEXT:     cf.br ^bb4
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @spacing(%arg0: f32, %arg1: i32, %arg2: i32, %arg3: i32) {
// CHECK-NEXT:     %0 = arith.mulf %arg0, %arg0 fastmath<nnan,ninf> : f32
// CHECK-NEXT:     %1 = arith.addi %arg1, %arg1 overflow<nsw, nuw> : i32
// CHECK-NEXT:     %2 = arith.mulf %arg0, %arg0 fastmath<fast> : f32
// CHECK-NEXT:     %3 = arith.mulf %arg0, %arg0 fastmath<fast> : f32
// CHECK-NEXT:     %4 = arith.mulf %arg0, %arg0 : f32
// CHECK-NEXT:     scf.for %arg4 = %arg2 to %arg3 step %arg1  : i32 {
// CHECK-NEXT:     }
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     scf.parallel (%arg4) = (%c0) to (%c4) step (%c4) {
// CHECK-NEXT:       scf.reduce 
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NOT: {{.}}

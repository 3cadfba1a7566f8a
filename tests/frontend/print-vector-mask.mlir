// vector.mask: one maskable op (a reduction, transfers with and without
// a passthru) or none, in its region, written without its results'
// names, and the implicit vector.yield the generic form shows; read and
// printed as mlir-opt-19 does (tests/frontend/differential.sh compares
// both forms with it).  Code generation refuses vector.mask
// (tests/backend/codegen-refusals.mlir).
// RUN: asyncc --print-ir=input %s | FileCheck %s
// RUN: asyncc --print-ir=input %s > %t.1.mlir && asyncc --print-ir=input %t.1.mlir > %t.2.mlir && diff %t.1.mlir %t.2.mlir
// RUN: asyncc --print-ir=input -mlir-print-op-generic %s > %t.g.mlir && asyncc --print-ir=input %t.g.mlir | diff %t.1.mlir -
// RUN: asyncc --print-ir=input -mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC

// CHECK-LABEL: func.func @mask(
func.func @mask(%a: vector<8xi32>, %m8: vector<8xi1>, %buf: memref<?xf32>, %i: index,
                %m16: vector<16xi1>, %pass: vector<16xf32>, %val: vector<16xf32>, %f: f32) -> i32 {
  // CHECK-NEXT: %0 = vector.mask %arg1 { vector.reduction <add>, %arg0 : vector<8xi32> into i32 } : vector<8xi1> -> i32
  // GENERIC: %0 = "vector.mask"(%arg1) ({
  // GENERIC-NEXT: %[[R:.*]] = "vector.reduction"(%arg0)
  // GENERIC-NEXT: "vector.yield"(%[[R]]) : (i32) -> ()
  // GENERIC-NEXT: }) : (vector<8xi1>) -> i32
  %0 = vector.mask %m8 { vector.reduction <add>, %a : vector<8xi32> into i32 } : vector<8xi1> -> i32
  // CHECK-NEXT: %1 = vector.mask %arg4, %arg5 { vector.transfer_read %arg2[%arg3], %arg7 : memref<?xf32>, vector<16xf32> } : vector<16xi1> -> vector<16xf32>
  %1 = vector.mask %m16, %pass { vector.transfer_read %buf[%i], %f : memref<?xf32>, vector<16xf32> } : vector<16xi1> -> vector<16xf32>
  // CHECK-NEXT: vector.mask %arg4 { vector.transfer_write %1, %arg2[%arg3] : vector<16xf32>, memref<?xf32> } : vector<16xi1>
  vector.mask %m16 { vector.transfer_write %1, %buf[%i] : vector<16xf32>, memref<?xf32> } : vector<16xi1>
  // An empty mask, with and without its yield written.
  // CHECK-NEXT: vector.mask %arg4 { vector.yield } : vector<16xi1>
  // CHECK-NEXT: vector.mask %arg4 { vector.yield } : vector<16xi1>
  vector.mask %m16 { } : vector<16xi1>
  vector.mask %m16 { vector.yield } : vector<16xi1>
  // CHECK-NEXT: %2 = vector.mask %arg4 { vector.yield %arg6 : vector<16xf32> } : vector<16xi1> -> vector<16xf32>
  %2 = vector.mask %m16 { vector.yield %val : vector<16xf32> } : vector<16xi1> -> vector<16xf32>
  return %0 : i32
}

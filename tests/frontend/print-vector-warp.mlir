// vector.warp_execute_on_lane_0 read and printed as mlir-opt-19 prints
// it: the lane id and warp size, args seen whole by the region's ^bb0
// arguments, results distributed from what the region yields (1-d, 2-d,
// a scalar passed as it is), the empty vector.yield left out, an
// attribute after the region.  A fixed point in both forms, and the
// generic form is mlir-opt-19's too; tests/frontend/differential.sh checks
// them against mlir-opt-19.  Code generation refuses it
// (tests/backend/codegen-refusals.mlir); the verifier's messages are in
// invalid/vector-warp.mlir.
// RUN: asyncc --print-ir=input %s | FileCheckExact %s
// RUN: asyncc --print-ir=input %s > %t.1.mlir && asyncc --print-ir=input %t.1.mlir > %t.2.mlir && diff %t.1.mlir %t.2.mlir
// RUN: asyncc --print-ir=input -mlir-print-op-generic %s > %t.g.mlir && asyncc --print-ir=input %t.g.mlir | diff %t.1.mlir -
// RUN: asyncc --print-ir=input -mlir-print-op-generic %s | FileCheckExact %s --check-prefix=GENERIC

// mlir-opt-19's text of this file, whole and in order:
// CHECK:module {
// CHECK:  func.func @warp(%arg0: index, %arg1: vector<4xf32>, %arg2: f32, %arg3: vector<2x8xi32>) -> (vector<4xf32>, f32) {
// CHECK:    vector.warp_execute_on_lane_0(%arg0)[32] {
// CHECK:    }
// CHECK:    %0 = vector.warp_execute_on_lane_0(%arg0)[32] -> (vector<4xf32>) {
// CHECK:      %cst = arith.constant dense<1.500000e+00> : vector<128xf32>
// CHECK:      vector.yield %cst : vector<128xf32>
// CHECK:    }
// CHECK:    %1:2 = vector.warp_execute_on_lane_0(%arg0)[64] args(%arg1, %arg2 : vector<4xf32>, f32) -> (vector<4xf32>, f32) {
// CHECK:    ^bb0(%arg4: vector<256xf32>, %arg5: f32):
// CHECK:      %3 = arith.addf %arg4, %arg4 : vector<256xf32>
// CHECK:      %4 = arith.mulf %arg5, %arg5 : f32
// CHECK:      vector.yield %3, %4 : vector<256xf32>, f32
// CHECK:    } {note = "two"}
// CHECK:    %2 = vector.warp_execute_on_lane_0(%arg0)[32] args(%arg3 : vector<2x8xi32>) -> (vector<2x8xi32>) {
// CHECK:    ^bb0(%arg4: vector<16x32xi32>):
// CHECK:      vector.yield %arg4 : vector<16x32xi32>
// CHECK:    }
// CHECK:    return %1#0, %1#1 : vector<4xf32>, f32
// CHECK:  }
// CHECK:}
// CHECK:<empty line>

// mlir-opt-19 -mlir-print-op-generic's text of this file, whole:
// GENERIC:"builtin.module"() ({
// GENERIC:  "func.func"() <{function_type = (index, vector<4xf32>, f32, vector<2x8xi32>) -> (vector<4xf32>, f32), sym_name = "warp"}> ({
// GENERIC:  ^bb0(%arg0: index, %arg1: vector<4xf32>, %arg2: f32, %arg3: vector<2x8xi32>):
// GENERIC:    "vector.warp_execute_on_lane_0"(%arg0) <{warp_size = 32 : i64}> ({
// GENERIC:      "vector.yield"() : () -> ()
// GENERIC:    }) : (index) -> ()
// GENERIC:    %0 = "vector.warp_execute_on_lane_0"(%arg0) <{warp_size = 32 : i64}> ({
// GENERIC:      %5 = "arith.constant"() <{value = dense<1.500000e+00> : vector<128xf32>}> : () -> vector<128xf32>
// GENERIC:      "vector.yield"(%5) : (vector<128xf32>) -> ()
// GENERIC:    }) : (index) -> vector<4xf32>
// GENERIC:    %1:2 = "vector.warp_execute_on_lane_0"(%arg0, %arg1, %arg2) <{warp_size = 64 : i64}> ({
// GENERIC:    ^bb0(%arg5: vector<256xf32>, %arg6: f32):
// GENERIC:      %3 = "arith.addf"(%arg5, %arg5) <{fastmath = #arith.fastmath<none>}> : (vector<256xf32>, vector<256xf32>) -> vector<256xf32>
// GENERIC:      %4 = "arith.mulf"(%arg6, %arg6) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC:      "vector.yield"(%3, %4) : (vector<256xf32>, f32) -> ()
// GENERIC:    }) {note = "two"} : (index, vector<4xf32>, f32) -> (vector<4xf32>, f32)
// GENERIC:    %2 = "vector.warp_execute_on_lane_0"(%arg0, %arg3) <{warp_size = 32 : i64}> ({
// GENERIC:    ^bb0(%arg4: vector<16x32xi32>):
// GENERIC:      "vector.yield"(%arg4) : (vector<16x32xi32>) -> ()
// GENERIC:    }) : (index, vector<2x8xi32>) -> vector<2x8xi32>
// GENERIC:    "func.return"(%1#0, %1#1) : (vector<4xf32>, f32) -> ()
// GENERIC:  }) : () -> ()
// GENERIC:}) : () -> ()
// GENERIC:<empty line>

func.func @warp(%lane: index, %row: vector<4xf32>, %s: f32, %tile: vector<2x8xi32>) -> (vector<4xf32>, f32) {
  // No args, no results: the empty vector.yield is left out.
  vector.warp_execute_on_lane_0(%lane)[32] {
  }
  // One result, distributed from 128 lanes' worth to 4 per lane.
  %r = vector.warp_execute_on_lane_0(%lane)[32] -> (vector<4xf32>) {
    %c = arith.constant dense<1.5> : vector<128xf32>
    vector.yield %c : vector<128xf32>
  }
  // Args, seen whole by the region; a scalar passes as it is; an
  // attribute after the region.
  %a:2 = vector.warp_execute_on_lane_0(%lane)[64] args(%row, %s : vector<4xf32>, f32) -> (vector<4xf32>, f32) {
  ^bb0(%whole: vector<256xf32>, %x: f32):
    %twice = arith.addf %whole, %whole : vector<256xf32>
    %y = arith.mulf %x, %x : f32
    vector.yield %twice, %y : vector<256xf32>, f32
  } {note = "two"}
  // A 2-d distribution: 8 x 4 lanes.
  %t = vector.warp_execute_on_lane_0(%lane)[32] args(%tile : vector<2x8xi32>) -> (vector<2x8xi32>) {
  ^bb0(%big: vector<16x32xi32>):
    vector.yield %big : vector<16x32xi32>
  }
  return %a#0, %a#1 : vector<4xf32>, f32
}

// Verifier: vector.warp_execute_on_lane_0, with MLIR 19's messages:
// mlir-opt-19 reports exactly the same on this file.
// RUN: asyncc -fsyntax-only -verify-diagnostics -split-input-file %s
// RUN: if [ -n "${MLIR_OPT:-}" ]; then "$MLIR_OPT" -verify-diagnostics -split-input-file %s > /dev/null; fi

func.func @f(%l: index, %v: vector<4xi32>, %i: i32) {
  // expected-error @+1 {{'vector.warp_execute_on_lane_0' op expected same number of yield operands and return values.}}
  %0 = vector.warp_execute_on_lane_0(%l)[32] -> (vector<4xi32>) {
  }
  return
}

// -----

func.func @f(%l: index, %v: vector<4xi32>, %i: i32) {
  // 64 lanes' worth in 4-element pieces is 16 lanes, not 32.
  // expected-error @+1 {{'vector.warp_execute_on_lane_0' op incompatible distribution dimensions from 'vector<64xi32>' to 'vector<4xi32>' with warp size = 32}}
  %0 = vector.warp_execute_on_lane_0(%l)[32] -> (vector<4xi32>) {
    %c = arith.constant dense<1> : vector<64xi32>
    vector.yield %c : vector<64xi32>
  }
  return
}

// -----

func.func @f(%l: index, %v: vector<4xi32>, %i: i32) {
  // expected-error @+1 {{'vector.warp_execute_on_lane_0' op expected expanded vector dimension #0 (130) to be a multipler of the distributed vector dimension (4)}}
  %0 = vector.warp_execute_on_lane_0(%l)[32] -> (vector<4xi32>) {
    %c = arith.constant dense<1> : vector<130xi32>
    vector.yield %c : vector<130xi32>
  }
  return
}

// -----

func.func @f(%l: index, %v: vector<4xi32>, %i: i32) {
  // expected-error @+1 {{'vector.warp_execute_on_lane_0' op expected distributed vectors to have same rank and element type.}}
  %0 = vector.warp_execute_on_lane_0(%l)[32] -> (vector<4xi32>) {
    %c = arith.constant dense<1> : vector<4x32xi32>
    vector.yield %c : vector<4x32xi32>
  }
  return
}

// -----

func.func @f(%l: index, %v: vector<4xi32>, %i: i32) {
  // expected-error @+1 {{'vector.warp_execute_on_lane_0' op expected vector type for distributed operands.}}
  %0 = vector.warp_execute_on_lane_0(%l)[32] -> (vector<4xi32>) {
    vector.yield %i : i32
  }
  return
}

// -----

func.func @f(%l: index, %v: vector<4xi32>, %i: i32) {
  // expected-error @+1 {{'vector.warp_execute_on_lane_0' op expected same number op arguments and block arguments.}}
  %0 = vector.warp_execute_on_lane_0(%l)[32] args(%v : vector<4xi32>) -> (vector<4xi32>) {
    %c = arith.constant dense<1> : vector<128xi32>
    vector.yield %c : vector<128xi32>
  }
  return
}

// -----

func.func @f(%l: index, %v: vector<4xi32>, %i: i32) {
  // The args are checked like the results, the block's type whole.
  // expected-error @+1 {{'vector.warp_execute_on_lane_0' op incompatible distribution dimensions from 'vector<8xi32>' to 'vector<4xi32>' with warp size = 32}}
  vector.warp_execute_on_lane_0(%l)[32] args(%v : vector<4xi32>) {
  ^bb0(%whole: vector<8xi32>):
  }
  return
}

// -----

func.func @f(%l: index, %v: vector<4xi32>, %i: i32) {
  // expected-error @+1 {{'vector.warp_execute_on_lane_0' op requires attribute 'warp_size'}}
  "vector.warp_execute_on_lane_0"(%l) ({
    vector.yield
  }) : (index) -> ()
  return
}

// -----

func.func @f(%l: index, %v: vector<4xi32>, %i: i32) {
  // expected-error @+1 {{'vector.warp_execute_on_lane_0' op operand #0 must be index, but got 'i32'}}
  "vector.warp_execute_on_lane_0"(%i) <{warp_size = 32 : i64}> ({
    vector.yield
  }) : (i32) -> ()
  return
}

// -----

func.func @f(%l: index, %v: vector<4xi32>, %i: i32) {
  // expected-error @+1 {{'vector.warp_execute_on_lane_0' op region #0 ('warpRegion') failed to verify constraint: region with 1 blocks}}
  "vector.warp_execute_on_lane_0"(%l) <{warp_size = 32 : i64}> ({
  }) : (index) -> ()
  return
}

// -----

func.func @f(%l: index, %v: vector<4xi32>, %i: i32) {
  // expected-error @+1 {{'vector.warp_execute_on_lane_0' op expects region #0 to have 0 or 1 blocks}}
  "vector.warp_execute_on_lane_0"(%l) <{warp_size = 32 : i64}> ({
    "vector.yield"() : () -> ()
  ^bb1:
    "vector.yield"() : () -> ()
  }) : (index) -> ()
  return
}

// -----

func.func @f(%l: index) {
  // expected-error @+2 {{'vector.warp_execute_on_lane_0' op expects regions to end with 'vector.yield', found 'llvm.unreachable'}}
  // expected-note @+1 {{in custom textual format, the absence of terminator implies 'vector.yield'}}
  "vector.warp_execute_on_lane_0"(%l) <{warp_size = 32 : i64}> ({
    llvm.unreachable
  }) : (index) -> ()
  return
}

// -----

func.func @f(%l: index) {
  // expected-error @+1 {{'vector.warp_execute_on_lane_0' op attribute 'warp_size' failed to satisfy constraint: 64-bit signless integer attribute}}
  "vector.warp_execute_on_lane_0"(%l) <{warp_size = 32 : i32}> ({
    vector.yield
  }) : (index) -> ()
  return
}

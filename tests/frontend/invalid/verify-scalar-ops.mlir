// Verifier: cf.switch, func.constant, func.call_indirect,
// scf.execute_region, scf.index_switch and scf.forall, with MLIR 19's
// messages and notes: mlir-opt-19 reports exactly the same on this file.
// RUN: asyncc -verify-diagnostics -split-input-file %s
// RUN: if [ -n "${MLIR_OPT:-}" ]; then "$MLIR_OPT" -verify-diagnostics -split-input-file %s > /dev/null; fi

func.func @f(%x: index) {
  // expected-error @+1 {{'cf.switch' op operand #0 must be integer, but got 'index'}}
  "cf.switch"(%x)[^bb1] <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (index) -> ()
^bb1:
  return
}

// -----

func.func private @g(i32) -> i32
func.func @f() {
  // expected-error @+1 {{'func.constant' op reference to undefined function 'nope'}}
  %0 = func.constant @nope : (i32) -> i32
  return
}

// -----

func.func private @g(i32) -> i32
func.func @f() {
  // expected-error @+1 {{'func.constant' op reference to function with mismatched type}}
  %0 = func.constant @g : (i64) -> i32
  return
}

// -----

func.func private @g(i32) -> i32
func.func @f(%x: i32) {
  // expected-error @+1 {{'func.constant' op requires zero operands}}
  %0 = "func.constant"(%x) <{value = @g}> : (i32) -> ((i32) -> i32)
  return
}

// -----

func.func @f(%x: i32, %h: (i32) -> i32) {
  // expected-error @+1 {{'func.call_indirect' op failed to verify that callee result types match result types}}
  %0 = "func.call_indirect"(%h, %x) : ((i32) -> i32, i32) -> i64
  return
}

// -----

func.func @f(%x: i64, %h: (i32) -> i32) {
  // expected-error @+1 {{'func.call_indirect' op failed to verify that callee input types match argument types}}
  %0 = "func.call_indirect"(%h, %x) : ((i32) -> i32, i64) -> i32
  return
}

// -----

func.func @f(%h: i32) {
  // expected-error @+1 {{'func.call_indirect' op operand #0 must be function type, but got 'i32'}}
  %0 = "func.call_indirect"(%h) : (i32) -> i32
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'func.call_indirect' op expected 1 or more operands, but found 0}}
  %0 = "func.call_indirect"() : () -> i32
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'scf.execute_region' op  along control flow edge from Region #0 to parent results: source type #0 'i64' should match input type #0 'i32'}}
  %0 = scf.execute_region -> i32 {
    %a = arith.constant 1 : i64
    scf.yield %a : i64
  }
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'scf.execute_region' op  region control flow edge from Region #0 to parent results: source has 2 operands, but target successor needs 1}}
  %0 = scf.execute_region -> i32 {
    %a = arith.constant 1 : i32
    scf.yield %a, %a : i32, i32
  }
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'scf.execute_region' op region cannot have any arguments}}
  %0 = "scf.execute_region"() ({
  ^bb0(%a: i32):
    scf.yield %a : i32
  }) : () -> i32
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'scf.execute_region' op region needs to have at least one block}}
  %0 = "scf.execute_region"() ({
  }) : () -> i32
  return
}

// -----

func.func @f(%x: index) {
  // expected-error @+1 {{'scf.index_switch' op expected result #0 of each region to be 'i32'}}
  %0 = scf.index_switch %x -> i32
  case 1 {
    %a = arith.constant 1 : i64
    // expected-note @+1 {{case region #0 returns 'i64' here}}
    scf.yield %a : i64
  }
  default {
    %a = arith.constant 1 : i32
    scf.yield %a : i32
  }
  return
}

// -----

func.func @f(%x: index) {
  // expected-error @+1 {{'scf.index_switch' op expected each region to return 1 values, but default region returns 2}}
  %0 = scf.index_switch %x -> i32
  default {
    %a = arith.constant 1 : i32
    // expected-note @+1 {{see yield operation here}}
    scf.yield %a, %a : i32, i32
  }
  return
}

// -----

func.func @f(%x: index) {
  // expected-error @+1 {{'scf.index_switch' op has duplicate case value: 1}}
  scf.index_switch %x
  case 1 {
    scf.yield
  }
  case 1 {
    scf.yield
  }
  default {
  }
  return
}

// -----

func.func @f(%x: index) {
  // expected-error @+1 {{'scf.index_switch' op has 1 case regions but 2 case values}}
  "scf.index_switch"(%x) <{cases = array<i64: 1, 2>}> ({
    scf.yield
  }, {
    scf.yield
  }) : (index) -> ()
  return
}

// -----

func.func @f(%x: index) {
  %c = arith.constant 1 : i32
  // expected-error @+1 {{'scf.index_switch' op expects region #0 to have 0 or 1 blocks}}
  %0 = scf.index_switch %x -> i32
  default {
    cf.br ^bb1
  ^bb1:
    scf.yield %c : i32
  }
  return
}

// -----

func.func @f(%x: index) {
  // expected-error @+1 {{'scf.index_switch' op expected 1 or more regions}}
  "scf.index_switch"(%x) <{cases = array<i64>}> : (index) -> ()
  return
}

// -----

func.func @f(%x: index) {
  // expected-error @+1 {{'scf.index_switch' op requires attribute 'cases'}}
  "scf.index_switch"(%x) ({
    "scf.yield"() : () -> ()
  }) : (index) -> ()
  return
}

// -----

func.func @f(%x: index) {
  // expected-error @+1 {{'scf.forall' op region expects 1 arguments}}
  "scf.forall"(%x) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
    ^bb0(%i: index, %j: index):
      "scf.forall.in_parallel"() ({ ^bb0: }) : () -> ()
  }) : (index) -> ()
  return
}

// -----

func.func @f(%x: index) {
  // expected-error @+1 {{'scf.forall' op expects 0-th block argument to be an index}}
  "scf.forall"(%x) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
    ^bb0(%i: i32):
      "scf.forall.in_parallel"() ({ ^bb0: }) : () -> ()
  }) : (index) -> ()
  return
}

// -----

func.func @f(%x: index) {
  // expected-error @+1 {{'scf.forall' op mapping attribute size must match op rank}}
  scf.forall (%i, %j) in (%x, %x) {
  } {mapping = [#gpu.thread<x>]}
  return
}

// -----

func.func @f(%x: index) {
  // expected-error @+1 {{'scf.forall' op attribute 'mapping' failed to satisfy constraint: Device Mapping array attribute}}
  scf.forall (%i) in (%x) {
  } {mapping = [1]}
  return
}

// -----

func.func @f(%x: index) {
  // expected-error @+1 {{expected 1 upper bound values, got 2}}
  "scf.forall"(%x) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808, 4>}> ({
    ^bb0(%i: index):
      "scf.forall.in_parallel"() ({ ^bb0: }) : () -> ()
  }) : (index) -> ()
  return
}

// -----

func.func @f(%x: index) {
  // expected-error @+1 {{expected 0 dynamic lower bound values}}
  "scf.forall"(%x, %x) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
    ^bb0(%i: index):
      "scf.forall.in_parallel"() ({ ^bb0: }) : () -> ()
  }) : (index, index) -> ()
  return
}

// -----

func.func @f(%x: index) {
  scf.forall (%i) in (%x) {
    // expected-error @+1 {{'scf.forall.in_parallel' op expected only tensor.parallel_insert_slice ops}}
    scf.forall.in_parallel {
      %c = arith.constant 1 : i32
    }
  }
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'scf.forall.in_parallel' op expects parent op 'scf.forall'}}
  scf.forall.in_parallel {
  }
}

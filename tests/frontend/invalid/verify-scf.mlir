// Verifier: the checks particular to scf ops, with MLIR's messages
// (diag-differential.sh runs this file through mlir-opt-19 too); what
// asyncc's lowering needs beyond them is marked.
// RUN: asyncc -verify-diagnostics -split-input-file %s

func.func @f(%i: index) {
  // expected-error @+1 {{'scf.for' op expected 3 or more operands, but found 2}}
  "scf.for"(%i, %i) ({
  ^bb0(%k: index):
    "scf.yield"() : () -> ()
  }) : (index, index) -> ()
  return
}

// -----

func.func @f(%i: index, %j: i32) {
  // expected-error @+1 {{'scf.for' op failed to verify that all of {lowerBound, upperBound, step} have same type}}
  "scf.for"(%i, %j, %i) ({
  ^bb0(%k: index):
    "scf.yield"() : () -> ()
  }) : (index, i32, index) -> ()
  return
}

// -----

func.func @f(%i: index) {
  // expected-error @+1 {{'scf.for' op mismatch in number of loop-carried values and defined values}}
  "scf.for"(%i, %i, %i, %i) ({
  ^bb0(%k: index, %a: index):
    "scf.yield"(%a) : (index) -> ()
  }) : (index, index, index, index) -> ()
  return
}

// -----

func.func @f(%i: index, %x: i32) {
  // expected-error @+1 {{'scf.for' op 0-th init and 0-th region iter_arg have different type: 'i32' != 'index'}}
  %r = "scf.for"(%i, %i, %i, %x) ({
  ^bb0(%k: index, %a: index):
    "scf.yield"(%a) : (index) -> ()
  }) : (index, index, index, i32) -> index
  return
}

// -----

func.func @f(%i: index) {
  // expected-error @+1 {{'scf.for' op different number of inits and region iter_args: 0 != 18446744073709551615}}
  "scf.for"(%i, %i, %i) ({
    "scf.yield"() : () -> ()
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @f(%i: index) {
  "scf.for"(%i, %i, %i) ({
  ^bb0(%k: index):
    // expected-error @+1 {{'func.return' op expects parent op 'func.func'}}
    "func.return"() : () -> ()
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @f(%i: index) {
  // expected-error @+1 {{'scf.for' op expects region #0 to have 0 or 1 blocks}}
  "scf.for"(%i, %i, %i) ({
  ^bb0(%k: index):
    "cf.br"()[^bb1] : () -> ()
  ^bb1:
    "scf.yield"() : () -> ()
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @f(%i: index) {
  // expected-error @+1 {{'scf.for' op 0-th region iter_arg and 0-th yielded value have different type: 'index' != 'i32'}}
  %r = scf.for %k = %i to %i step %i iter_args(%a = %i) -> (index) {
    %x = arith.constant 1 : i32
    scf.yield %x : i32
  }
  return
}

// -----

func.func @f(%c: i1) {
  // expected-error @+1 {{'scf.if' op must have an else block if defining values}}
  %r = scf.if %c -> (i32) {
    %x = arith.constant 1 : i32
    scf.yield %x : i32
  }
  return
}

// -----

// The generic form gets no implicit terminator.
func.func @f(%c: i1) {
  "scf.if"(%c) ({
    "scf.yield"() : () -> ()
  }, {
    // expected-error @+1 {{block with no terminator}}
    "vector.print"() <{stringLiteral = "x"}> : () -> ()
  }) : (i1) -> ()
  return
}

// -----

func.func @f(%c: i1) {
  "scf.if"(%c) ({
    "scf.yield"() : () -> ()
  }, {
    // expected-error @+1 {{'func.return' op expects parent op 'func.func'}}
    "func.return"() : () -> ()
  }) : (i1) -> ()
  return
}

// -----

func.func @f(%c: i1, %x: i32) {
  // expected-error @+1 {{'scf.while' op expects the 'before' region to terminate with 'scf.condition'}}
  "scf.while"(%x) ({
  ^bb0(%a: i32):
    // expected-note @+1 {{terminator here}}
    "scf.yield"(%a) : (i32) -> ()
  }, {
  ^bb0(%a: i32):
    "scf.yield"(%a) : (i32) -> ()
  }) : (i32) -> ()
  return
}

// -----

func.func @f(%c: i1, %x: i32) {
  // expected-error @+1 {{'scf.while' op  region control flow edge from Region #0 to Region #1: source has 1 operands, but target successor needs 0}}
  %r = "scf.while"(%x) ({
  ^bb0(%a: i32):
    "scf.condition"(%c, %a) : (i1, i32) -> ()
  }, {
    "scf.yield"(%x) : (i32) -> ()
  }) : (i32) -> i32
  return
}

// -----

func.func @f(%c: i1, %x: i32, %y: i64) {
  // expected-error @+1 {{'scf.while' op  along control flow edge from Region #0 to parent results: source type #0 'i64' should match input type #0 'i32'}}
  %r = "scf.while"(%x) ({
  ^bb0(%a: i32):
    "scf.condition"(%c, %y) : (i1, i64) -> ()
  }, {
  ^bb0(%a: i32):
    "scf.yield"() : () -> ()
  }) : (i32) -> i32
  return
}

// -----

func.func @f(%x: i32) {
  "scf.while"(%x) ({
  ^bb0(%a: i32):
    // expected-error @+1 {{'scf.condition' op operand #0 must be 1-bit signless integer, but got 'i32'}}
    "scf.condition"(%a) : (i32) -> ()
  }, {
    "scf.yield"(%x) : (i32) -> ()
  }) : (i32) -> ()
  return
}

// -----

func.func @f(%c: i1) {
  // expected-error @+1 {{'scf.condition' op expects parent op 'scf.while'}}
  "scf.condition"(%c) : (i1) -> ()
}

// -----

func.func @f() {
  // expected-error @+1 {{'scf.yield' op expects parent op to be one of 'scf.execute_region, scf.for, scf.if, scf.index_switch, scf.while'}}
  "scf.yield"() : () -> ()
}


// -----

func.func @f(%i: index) {
  // expected-error @+1 {{'scf.parallel' op operand count (3) does not match with the total size (0) specified in attribute 'operandSegmentSizes'}}
  "scf.parallel"(%i, %i, %i) ({
  ^bb0(%k: index):
    "scf.reduce"() : () -> ()
  }) : (index, index, index) -> ()
  return
}

// -----

// asyncc-only: the lowering needs one bound and step per variable
func.func @f(%i: index) {
  // expected-error @+1 {{'scf.parallel' op has 1 lower bounds, 2 upper bounds and 1 steps: asyncc needs as many of each}}
  "scf.parallel"(%i, %i, %i, %i) <{operandSegmentSizes = array<i32: 1, 2, 1, 0>}> ({
  ^bb0(%k: index):
    "scf.reduce"() : () -> ()
  }) : (index, index, index, index) -> ()
  return
}

// -----

func.func @f(%i: i32) {
  // expected-error @+1 {{'scf.parallel' op operand #0 must be variadic of index, but got 'i32'}}
  "scf.parallel"(%i, %i, %i) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
  ^bb0(%k: index):
    "scf.reduce"() : () -> ()
  }) : (i32, i32, i32) -> ()
  return
}

// -----

func.func @f(%i: index, %f: f32) {
  // expected-error @+1 {{'scf.parallel' op expects number of results: 0 to be the same as number of initial values: 1}}
  "scf.parallel"(%i, %i, %i, %f) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> ({
  ^bb0(%k: index):
    "scf.reduce"() : () -> ()
  }) : (index, index, index, f32) -> ()
  return
}

// -----

// asyncc-only: the lowering starts the reductions from the inits
func.func @f(%i: index, %f: f32) {
  // expected-error @+1 {{'scf.parallel' op init value #0 has type 'f32', but result #0 is 'index'}}
  %r = "scf.parallel"(%i, %i, %i, %f) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> ({
  ^bb0(%k: index):
    "scf.reduce"(%k) ({
    ^bb0(%a: index, %b: index):
      "scf.reduce.return"(%a) : (index) -> ()
    }) : (index) -> ()
  }) : (index, index, index, f32) -> index
  return
}

// -----

func.func @f(%i: index, %f: f32) {
  // expected-error @+1 {{'scf.parallel' op expects number of results: 1 to be the same as number of reductions: 0}}
  %r = scf.parallel (%k) = (%i) to (%i) step (%i) init (%f) -> f32 {
    "scf.reduce"(%f) : (f32) -> ()
  }
  return
}

// -----

func.func @f(%i: index, %f: f32, %x: i32) {
  %r = scf.parallel (%k) = (%i) to (%i) step (%i) init (%f) -> f32 {
    // expected-error @+1 {{'scf.reduce' op expects type of 0-th reduction operand: 'i32' to be the same as the 0-th result type: 'f32'}}
    scf.reduce(%x : i32) {
    ^bb0(%a: i32, %b: i32):
      scf.reduce.return %a : i32
    }
  }
  return
}

// -----

func.func @f(%i: index, %f: f32) {
  %r = scf.parallel (%k) = (%i) to (%i) step (%i) init (%f) -> f32 {
    scf.reduce(%f : f32) {
    ^bb0(%a: f32, %b: f32):
      %i1 = arith.constant 1 : i32
      // expected-error @+1 {{'scf.reduce.return' op must have type 'f32' (the type of the reduction inputs)}}
      scf.reduce.return %i1 : i32
    }
  }
  return
}

// -----

func.func @f(%x: i32) {
  // expected-error @+1 {{'scf.reduce' op expects parent op 'scf.parallel'}}
  "scf.reduce"() : () -> ()
}

// -----

func.func @f(%x: i32) {
  // expected-error @+1 {{'scf.reduce.return' op expects parent op 'scf.reduce'}}
  "scf.reduce.return"(%x) : (i32) -> ()
}

// -----

func.func @f(%i: index, %f: f32) {
  // expected-error @+1 {{'scf.parallel' op expects number of results: 0 to be the same as number of reductions: 1}}
  scf.parallel (%k) = (%i) to (%i) step (%i) {
    "scf.reduce"(%f) ({
    ^bb0(%a: f32, %b: f32):
      "scf.reduce.return"(%a) : (f32) -> ()
    }) : (f32) -> ()
  }
  return
}

// -----

func.func @f(%i: index) {
  // expected-error @+1 {{'scf.for' op expected induction variable to be same type as bounds and step}}
  "scf.for"(%i, %i, %i) ({
  ^bb0(%k: i32):
    "scf.yield"() : () -> ()
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @f(%x: f32) {
  // expected-error @+1 {{'scf.for' op operand #0 must be signless integer or index, but got 'f32'}}
  "scf.for"(%x, %x, %x) ({
  ^bb0(%k: f32):
    "scf.yield"() : () -> ()
  }) : (f32, f32, f32) -> ()
  return
}

// -----

func.func @f(%c: i1) {
  // expected-error @+1 {{'scf.if' op region #0 should have no arguments}}
  "scf.if"(%c) ({
  ^bb0(%z: i32):
    "scf.yield"() : () -> ()
  }, {
  }) : (i1) -> ()
  return
}

// -----

func.func @f(%c: i1) {
  // expected-error @+1 {{'scf.if' op region #0 ('thenRegion') failed to verify constraint: region with 1 blocks}}
  "scf.if"(%c) ({
  }, {
  }) : (i1) -> ()
  return
}

// -----

func.func @f(%i: index, %c: i1) {
  // expected-error @+1 {{'scf.if' op  along control flow edge from Region #1 to parent results: source type #0 'i1' should match input type #0 'index'}}
  %r = "scf.if"(%c) ({
    "scf.yield"(%i) : (index) -> ()
  }, {
    "scf.yield"(%c) : (i1) -> ()
  }) : (i1) -> index
  return
}

// -----

func.func @f(%f: f32, %c: i1) {
  // expected-error @+1 {{'scf.if' op  region control flow edge from Region #1 to parent results: source has 2 operands, but target successor needs 1}}
  %r = scf.if %c -> f32 {
    scf.yield %f : f32
  } else {
    scf.yield %f, %f : f32, f32
  }
  return
}

// -----

func.func @f(%i: index, %c: i1) {
  // expected-error @+1 {{'scf.while' op  along control flow edge from Region #1 to Region #0: source type #0 'i1' should match input type #0 'index'}}
  %r = "scf.while"(%i) ({
  ^bb0(%a: index):
    "scf.condition"(%c, %a) : (i1, index) -> ()
  }, {
  ^bb0(%a: index):
    "scf.yield"(%c) : (i1) -> ()
  }) : (index) -> index
  return
}

// -----

func.func @f(%i: index, %c: i1) {
  // expected-error @+1 {{'scf.while' op  along control flow edge from parent operands to Region #0: source type #0 'index' should match input type #0 'i32'}}
  %r = "scf.while"(%i) ({
  ^bb0(%a: i32):
    "scf.condition"(%c, %a) : (i1, i32) -> ()
  }, {
  ^bb0(%a: index):
    "scf.yield"(%a) : (index) -> ()
  }) : (index) -> index
  return
}

// -----

func.func @f(%i: index, %c: i1) {
  // expected-error @+1 {{'scf.while' op expects the 'after' region to terminate with 'scf.yield'}}
  %r = "scf.while"(%i) ({
  ^bb0(%a: index):
    "scf.condition"(%c, %a) : (i1, index) -> ()
  }, {
  ^bb0(%a: index):
    // expected-note @+1 {{terminator here}}
    "scf.condition"(%c, %a) : (i1, index) -> ()
  }) : (index) -> index
  return
}

// -----

func.func @f(%i: index) {
  // expected-error @+1 {{'scf.parallel' op expects body to terminate with 'scf.reduce'}}
  "scf.parallel"(%i, %i, %i) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
  ^bb0(%k: index):
    // expected-note @+1 {{terminator here}}
    "scf.yield"() : () -> ()
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @f(%i: index) {
  // expected-error @+1 {{'scf.parallel' op expects the same number of induction variables: 2 as bound and step values: 1}}
  "scf.parallel"(%i, %i, %i) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
  ^bb0(%k: index, %l: index):
    "scf.reduce"() : () -> ()
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'scf.parallel' op needs at least one tuple element for lowerBound, upperBound and step}}
  "scf.parallel"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>}> ({
    "scf.reduce"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @f(%i: index) {
  %c0 = arith.constant 0 : index
  // expected-error @+1 {{'scf.parallel' op constant step operand must be positive}}
  scf.parallel (%k) = (%i) to (%i) step (%c0) {
  }
  return
}

// -----

func.func @f(%i: index, %f: f32) {
  %r = scf.parallel (%k) = (%i) to (%i) step (%i) init (%f) -> f32 {
    // expected-error @+1 {{'scf.reduce' op expected two block arguments with type 'f32' in the 0-th reduction region}}
    scf.reduce(%f : f32) {
    ^bb0(%a: f32, %b: i32):
      scf.reduce.return %a : f32
    }
  }
  return
}

// -----

func.func @f(%i: index, %f: f32) {
  %r = scf.parallel (%k) = (%i) to (%i) step (%i) init (%f) -> f32 {
    scf.reduce(%f : f32) {
    ^bb0(%a: f32, %b: f32):
      // expected-error @+1 {{'scf.yield' op expects parent op to be one of 'scf.execute_region, scf.for, scf.if, scf.index_switch, scf.while'}}
      scf.yield %a : f32
    }
  }
  return
}

// -----

func.func @f(%i: index, %x: i32) {
  // expected-error @+1 {{'scf.for' op 0-th region iter_arg and 0-th loop result have different type: 'i32' != 'i64'}}
  %r = "scf.for"(%i, %i, %i, %x) ({
  ^bb0(%k: index, %a: i32):
    "scf.yield"(%a) : (i32) -> ()
  }) : (index, index, index, i32) -> i64
  return
}

// -----

func.func @f(%i: index, %x: i32) {
  // expected-error @+1 {{'scf.for' op  region control flow edge from Region #0 to Region #0: source has 0 operands, but target successor needs 1}}
  %r = "scf.for"(%i, %i, %i, %x) ({
  ^bb0(%k: index, %a: i32):
    "scf.yield"() : () -> ()
  }) : (index, index, index, i32) -> i32
  return
}

// -----

func.func @f(%i: index, %x: i32) {
  // expected-error @+1 {{'scf.for' op different number of region iter_args and yielded values: 1 != 2}}
  %r = "scf.for"(%i, %i, %i, %x) ({
  ^bb0(%k: index, %a: i32):
    "scf.yield"(%a, %a) : (i32, i32) -> ()
  }) : (index, index, index, i32) -> i32
  return
}

// -----

func.func @f(%i: index) {
  // expected-error @+1 {{'scf.parallel' op expects arguments for the induction variable to be of index type}}
  "scf.parallel"(%i, %i, %i) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
  ^bb0(%k: i32):
    "scf.reduce"() : () -> ()
  }) : (index, index, index) -> ()
  return
}

// -----

// asyncc-only: MLIR crashes on reductions without their operands
func.func @f(%i: index, %f: f32) {
  %r = scf.parallel (%k) = (%i) to (%i) step (%i) init (%f) -> f32 {
    // expected-error @+1 {{'scf.reduce' op has 0 operands and 1 reduction regions: each operand needs one}}
    "scf.reduce"() ({
    ^bb0(%a: f32, %b: f32):
      "scf.reduce.return"(%a) : (f32) -> ()
    }) : () -> ()
  }
  return
}

// -----

// asyncc-only: MLIR crashes on a reduction region without arguments
func.func @f(%i: index, %f: f32) {
  %r = scf.parallel (%k) = (%i) to (%i) step (%i) init (%f) -> f32 {
    scf.reduce(%f : f32) {
      // expected-error @+1 {{'scf.reduce.return' op is in a reduction region without arguments}}
      scf.reduce.return %f : f32
    }
  }
  return
}

// -----

// The bounds' types are checked before the body's block count.
func.func @f(%a: index, %b: i64) {
  // expected-error @+1 {{'scf.for' op failed to verify that all of {lowerBound, upperBound, step} have same type}}
  "scf.for"(%a, %b, %a) ({}) : (index, i64, index) -> ()
  return
}

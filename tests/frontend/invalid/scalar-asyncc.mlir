// Diagnostics of asyncc's own for the scalar dialects: custom forms it
// cannot read, IR MLIR 19 crashes on or refuses at parse time, and what
// asyncc does not support (unknown ops, tensors in scf.forall).
// RUN: asyncc -verify-diagnostics -split-input-file %s

// asyncc-only: asyncc goes on after an unknown op, MLIR stops at the first
// Unknown ops: one error per name, naming the dialect; the parse goes on
// after each, and uses of its results are not errors of their own.
func.func @f(%a: f32) -> f32 {
  // expected-error @+2 {{custom op 'shape.foo' is unknown}}
  // expected-note @+1 {{asyncc does not support the 'shape' dialect}}
  %0 = shape.foo %a : f32
  %1 = shape.foo %0 : f32
  // expected-error @+2 {{custom op 'math.sqrtt' is unknown}}
  // expected-note @+1 {{did you mean 'math.sqrt'?}}
  %2 = math.sqrtt %1 : f32
  // expected-error @+2 {{unknown operation 'tosa.bar'}}
  // expected-note @+1 {{asyncc does not support the 'tosa' dialect}}
  %3:2 = "tosa.bar"(%2) ({
  ^bb0(%x: f32):
    "tosa.yield"(%x) : (f32) -> ()
  }) : (f32) -> (f32, f32)
  %4 = math.sqrt %3#1 : f32
  return %4 : f32
}
func.func @g(%a: f32) -> f32 {
  %0 = shape.foo %a : f32
  return %0 : f32
}

// -----

// asyncc-only: MLIR 19 accepts this; asyncc refuses it
func.func @f(%x: i8) {
  // expected-error @+1 {{case value out of range for the flag's type 'i8'}}
  cf.switch %x : i8, [ default: ^bb1, 256: ^bb1 ]
^bb1:
  return
}

// -----

// asyncc-only: asyncc's parser words this differently
func.func @f(%x: index) {
  // expected-error @+1 {{the flag of cf.switch must be a signless integer, not 'index'}}
  cf.switch %x : index, [ default: ^bb1 ]
^bb1:
  return
}

// -----

// asyncc-only: MLIR reads case_values as a dense vector, asyncc's generic form as an array<iN: ...>
// asyncc reads no dense vector yet: its generic cf.switch takes the case
// values as an array<iN: ...>.
func.func @f(%i: i32) {
  // expected-error @+1 {{'cf.switch' op number of case values (2) should match number of case destinations (1)}}
  "cf.switch"(%i)[^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, case_values = array<i32: 1, 2>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// -----

// asyncc-only: MLIR reads case_values as a dense vector, asyncc's generic form as an array<iN: ...>
func.func @f(%i: i32) {
  // expected-error @+1 {{'cf.switch' op 'flag' type ('i32') should match case value type ('i64')}}
  "cf.switch"(%i)[^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, case_values = array<i64: 1>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// -----

// asyncc-only: asyncc's verifier words this differently
func.func @f(%i: i32) {
  // expected-error @+1 {{'cf.switch' op attribute 'case_values' failed to satisfy constraint: integer elements attribute}}
  "cf.switch"(%i)[^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, case_values = 1 : i32, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// -----

// asyncc-only: MLIR 19 accepts this; asyncc refuses it
func.func @f(%i: i32) {
  // expected-error @+1 {{'cf.switch' op expects a flag, a default destination, and operand segments for the flag, the default's and the cases' operands}}
  "cf.switch"(%i, %i)[^bb1] <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 2, 0, 0>}> : (i32, i32) -> ()
^bb1:
  return
}

// -----

// asyncc-only: MLIR reads case_values as a dense vector, asyncc's generic form as an array<iN: ...>
func.func @f(%i: i32) {
  // expected-error @+1 {{cf.switch needs operandSegmentSizes, a default destination and case_operand_segments with one entry per case}}
  "cf.switch"(%i)[^bb1, ^bb1] <{case_operand_segments = array<i32>, case_values = array<i32: 1>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// -----

// asyncc-only: MLIR reads case_values as a dense vector, asyncc's generic form as an array<iN: ...>
func.func @f(%i: i32) {
  // expected-error @+1 {{case_operand_segments do not add up to the case operands}}
  "cf.switch"(%i, %i)[^bb1, ^bb2] <{case_operand_segments = array<i32: 0>, case_values = array<i32: 1>, operandSegmentSizes = array<i32: 1, 0, 1>}> : (i32, i32) -> ()
^bb1:
  return
^bb2(%x: i32):
  return
}

// -----

// asyncc-only: asyncc's parser words this differently
func.func @f(%a: index) {
  // expected-error @+2 {{expected an index.cmp predicate: eq, ne, slt, sle, sgt, sge, ult, ule, ugt or uge}}
  // expected-note @+1 {{did you mean 'slt'?}}
  %0 = index.cmp sltt(%a, %a)
  return
}

// -----

// asyncc-only: asyncc's verifier words this differently
func.func @f(%a: index) {
  // expected-error @+1 {{'index.cmp' op attribute 'pred' failed to satisfy constraint: index comparison predicate}}
  %0 = "index.cmp"(%a, %a) <{pred = 2 : i64}> : (index, index) -> i1
  return
}

// -----

// asyncc-only: MLIR 19 accepts this; asyncc refuses it
func.func @f() {
  // expected-error @+1 {{expected 'true' or 'false'}}
  %0 = index.bool.constant 1
  return
}

// -----

// asyncc-only: asyncc's verifier words this differently
func.func @f() {
  // expected-error @+1 {{'index.bool.constant' op attribute 'value' failed to satisfy constraint: bool attribute}}
  %0 = "index.bool.constant"() <{value = 1 : i32}> : () -> i1
  return
}

// -----

// asyncc-only: asyncc's parser words this differently
func.func @f() {
  // expected-error @+1 {{expected an integer for index.constant}}
  %0 = index.constant true
  return
}

// -----

func.func @f() {
  // expected-error @+2 {{'index.sizeof' op requires zero operands}}
  %c = "index.sizeof"() : () -> index
  %0 = "index.sizeof"(%c) : (index) -> index
  return
}

// -----

func.func @f(%i: index) {
  // expected-error @+1 {{'index.casts' op requires a single operand}}
  %0 = "index.casts"(%i, %i) : (index, index) -> i32
  return
}

// -----

// asyncc-only: asyncc's parser words this differently
func.func @f(%d: f64) {
  // expected-error @+1 {{expected a rounding mode (to_nearest_even, downward, upward, toward_zero or to_nearest_away)}}
  %0 = arith.truncf %d to_nearest : f64 to f32
  return
}

// -----

func.func @f(%d: f64) {
  // expected-error @+1 {{invalid properties {roundingmode = 9 : i32} for op arith.truncf: Invalid attribute `roundingmode` in property conversion: 9 : i32}}
  %0 = "arith.truncf"(%d) <{roundingmode = 9 : i32}> : (f64) -> f32
  return
}

// -----

// asyncc-only: asyncc's verifier words this differently
func.func @f(%a: f32) {
  // expected-error @+1 {{'math.isnan' op result #0 must be bool-like, but got 'i32'}}
  %0 = "math.isnan"(%a) : (f32) -> i32
  return
}

// -----

// asyncc-only: asyncc's verifier words this differently
func.func private @g(i32) -> i32
func.func @f() {
  // expected-error @+1 {{'func.constant' op attribute 'value' failed to satisfy constraint: flat symbol reference attribute}}
  %0 = "func.constant"() <{value = "g"}> : () -> ((i32) -> i32)
  return
}

// -----

// asyncc-only: asyncc's verifier words this differently
func.func @f(%x: index) {
  // expected-error @+1 {{'scf.index_switch' op attribute 'cases' must be an array<i64: ...>, not array<i32: 1>}}
  "scf.index_switch"(%x) <{cases = array<i32: 1>}> ({
    "scf.yield"() : () -> ()
  }, {
    "scf.yield"() : () -> ()
  }) : (index) -> ()
  return
}

// -----

func.func @f(%x: i32) {
  // expected-error @+1 {{'scf.index_switch' op operand #0 must be index, but got 'i32'}}
  "scf.index_switch"(%x) <{cases = array<i64>}> ({
    "scf.yield"() : () -> ()
  }) : (i32) -> ()
  return
}

// -----

func.func @f(%x: index) {
  // expected-error @+1 {{'scf.index_switch' op expected region to end with scf.yield, but got func.return}}
  "scf.index_switch"(%x) <{cases = array<i64>}> ({
    "func.return"() : () -> ()
  }) : (index) -> ()
  return
}

// -----

// asyncc-only: asyncc's parser words this differently
func.func @f(%x: index, %t: memref<4xf32>) {
  // expected-error @+1 {{scf.forall with shared_outs works on tensors, which asyncc does not support; write to memrefs in the body instead}}
  scf.forall (%i) in (%x) shared_outs(%o = %t) -> (memref<4xf32>) {
  }
  return
}

// -----

// asyncc-only: asyncc's verifier words this differently
func.func @f(%x: index, %t: memref<4xf32>) {
  // expected-error @+1 {{'scf.forall' op with shared_outs works on tensors, which asyncc does not support}}
  "scf.forall"(%x, %t) <{operandSegmentSizes = array<i32: 0, 1, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
    ^bb0(%i: index, %o: memref<4xf32>):
      "scf.forall.in_parallel"() ({ ^bb0: }) : () -> ()
  }) : (index, memref<4xf32>) -> ()
  return
}

// -----

// asyncc-only: asyncc's verifier words this differently
func.func @f(%x: index) {
  // expected-error @+1 {{'scf.forall' op expects 4 operand segments}}
  "scf.forall"(%x) <{staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
    ^bb0(%i: index):
      "scf.forall.in_parallel"() ({ ^bb0: }) : () -> ()
  }) : (index) -> ()
  return
}

// -----

func.func @f(%x: index) {
  // expected-error @+1 {{'scf.forall' op requires attribute 'staticStep'}}
  "scf.forall"(%x) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0>, staticUpperBound = array<i64: -9223372036854775808>}> ({
    ^bb0(%i: index):
      "scf.forall.in_parallel"() ({ ^bb0: }) : () -> ()
  }) : (index) -> ()
  return
}

// -----

// asyncc-only: asyncc's verifier words this differently
func.func @f(%x: index) {
  // expected-error @+1 {{'scf.forall' op attribute 'staticStep' must be an array<i64: ...>, not [1]}}
  "scf.forall"(%x) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = [1], staticUpperBound = array<i64: -9223372036854775808>}> ({
    ^bb0(%i: index):
      "scf.forall.in_parallel"() ({ ^bb0: }) : () -> ()
  }) : (index) -> ()
  return
}

// -----

// asyncc-only: MLIR 19 crashes on this
// MLIR 19 crashes on this one.
func.func @f(%x: index) {
  // expected-error @+2 {{'scf.forall' op expects regions to end with 'scf.forall.in_parallel', found 'scf.yield'}}
  // expected-note @+1 {{in custom textual format, the absence of terminator implies 'scf.forall.in_parallel'}}
  scf.forall (%i) in (%x) {
    "scf.yield"() : () -> ()
  }
  return
}

// -----

func.func @f(%x: index) {
  // expected-error @+1 {{'scf.forall' op expects region #0 to have 0 or 1 blocks}}
  "scf.forall"(%x) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
    ^bb0(%i: index):
      "cf.br"()[^bb1] : () -> ()
    ^bb1:
      "scf.forall.in_parallel"() ({ ^bb0: }) : () -> ()
  }) : (index) -> ()
  return
}

// -----

func.func @f(%x: index) {
  scf.forall (%i) in (%x) {
    // expected-error @+1 {{'scf.forall.in_parallel' op expects region #0 to have 0 or 1 blocks}}
    "scf.forall.in_parallel"() ({
    ^bb0:
    ^bb1:
    }) : () -> ()
  }
  return
}

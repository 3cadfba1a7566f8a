// Verifier and custom forms: the affine dialect, with MLIR 19's messages
// (mlir-opt-19 reports exactly the same on this file), including its
// rules for valid dims and symbols.
// RUN: asyncc -verify-diagnostics -split-input-file %s
// RUN: if [ -n "${MLIR_OPT:-}" ]; then "$MLIR_OPT" -verify-diagnostics -split-input-file %s > /dev/null; fi

func.func @f(%A: memref<4x4xf32>, %n: index) {
  // expected-error @+1 {{'affine.load' op affine map num results must equal memref rank}}
  %v = affine.load %A[%n] : memref<4x4xf32>
  return
}

// -----

func.func @f(%A: memref<4x4xf32>, %n: index, %x: f32) {
  // expected-error @+1 {{'affine.store' op affine map num results must equal memref rank}}
  affine.store %x, %A[%n, %n, %n] : memref<4x4xf32>
  return
}

// -----

func.func @f(%A: memref<?xf32>, %n: index) {
  // expected-error @+1 {{'affine.load' op result type must match element type of memref}}
  %v = "affine.load"(%A, %n) <{map = affine_map<(d0) -> (d0)>}> : (memref<?xf32>, index) -> i32
  return
}

// -----

func.func @f(%A: memref<?xf32>, %n: index, %x: i32) {
  // expected-error @+1 {{'affine.store' op value to store must have the same type as memref element type}}
  "affine.store"(%x, %A, %n) <{map = affine_map<(d0) -> (d0)>}> : (i32, memref<?xf32>, index) -> ()
  return
}

// -----

func.func @f(%A: memref<?xf32>, %n: index) {
  // expected-error @+1 {{'affine.load' op expects as many subscripts as affine map inputs}}
  %v = "affine.load"(%A, %n, %n) <{map = affine_map<(d0) -> (d0)>}> : (memref<?xf32>, index, index) -> f32
  return
}

// -----

// A value computed in the function is neither a dim nor a symbol for a
// subscript: it needs an affine.apply, or to be an induction variable.
func.func @f(%A: memref<?xf32>, %x: f32) {
  affine.for %i = 0 to 10 {
    %k = arith.addi %i, %i : index
    // expected-error @+1 {{'affine.store' op index must be a valid dimension or symbol identifier}}
    affine.store %x, %A[%k] : memref<?xf32>
  }
  return
}

// -----

// An scf.for induction variable is no dim.
func.func @f(%A: memref<?xf32>, %n: index, %x: f32) {
  scf.for %j = %n to %n step %n {
    affine.for %i = 0 to 4 {
      // expected-error @+1 {{'affine.store' op index must be a valid dimension or symbol identifier}}
      affine.store %x, %A[%i + %j] : memref<?xf32>
    }
  }
  return
}

// -----

// A value defined in an async.execute body is no symbol: the body is no
// affine scope's top level.
func.func @f(%A: memref<?xf32>, %n: index, %x: f32) {
  %t = async.execute {
    %m = arith.addi %n, %n : index
    // expected-error @+1 {{'affine.for' op operand cannot be used as a symbol}}
    affine.for %i = 0 to %m {
      affine.store %x, %A[%i] : memref<?xf32>
    }
    async.yield
  }
  return
}

// -----

// Nor is an async.func's argument: async.func is no affine scope.
async.func @f(%A: memref<?xf32>, %n: index) -> !async.token {
  %x = arith.constant 1.0 : f32
  // expected-error @+1 {{'affine.for' op operand cannot be used as a symbol}}
  affine.for %i = 0 to %n {
    affine.store %x, %A[%i] : memref<?xf32>
  }
  return
}

// -----

func.func @f(%n: index) {
  "affine.for"(%n) <{lowerBoundMap = affine_map<(d0) -> (d0)>, operandSegmentSizes = array<i32: 1, 0, 0>, step = 1 : index, upperBoundMap = affine_map<() -> (10)>}> ({
  ^bb0(%i: index):
    %k = arith.addi %i, %i : index
    // expected-error @+1 {{'affine.for' op operand cannot be used as a dimension id}}
    "affine.for"(%k) <{lowerBoundMap = affine_map<(d0) -> (d0)>, operandSegmentSizes = array<i32: 1, 0, 0>, step = 1 : index, upperBoundMap = affine_map<() -> (10)>}> ({
    ^bb0(%j: index):
      "affine.yield"() : () -> ()
    }) : (index) -> ()
    "affine.yield"() : () -> ()
  }) : (index) -> ()
  return
}

// -----

func.func @f(%n: index) {
  // expected-error @+1 {{'affine.for' op requires attribute 'lowerBoundMap'}}
  "affine.for"() <{operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = affine_map<() -> (10)>}> ({
  ^bb0(%i: index):
    "affine.yield"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @f(%n: index) {
  // expected-error @+1 {{'affine.for' op expected body to have a single index argument for the induction variable}}
  "affine.for"() <{lowerBoundMap = affine_map<() -> (0)>, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = affine_map<() -> (10)>}> ({
  ^bb0(%i: i32):
    "affine.yield"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @f(%n: index) {
  // expected-error @+1 {{'affine.for' op different number of inits and region iter_args: 0 != 1}}
  "affine.for"() <{lowerBoundMap = affine_map<() -> (0)>, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = affine_map<() -> (10)>}> ({
  ^bb0(%i: index, %j: index):
    "affine.yield"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @f(%x: f32) {
  %r = affine.for %i = 0 to 10 iter_args(%a = %x) -> (f32) {
    // expected-error @+1 {{'affine.yield' op parent of yield must have same number of results as the yield operands}}
    affine.yield
  }
  return
}

// -----

func.func @f(%x: f32) {
  %r = affine.for %i = 0 to 10 iter_args(%a = %x) -> (f32) {
    %c = arith.constant 1 : i32
    // expected-error @+1 {{'affine.yield' op types mismatch between yield op and its parent}}
    affine.yield %c : i32
  }
  return
}

// -----

func.func @f(%n: index, %x: f32) {
  // expected-error @+1 {{'affine.if' op  region control flow edge from parent operands to parent results: source has 0 operands, but target successor needs 1}}
  %r = affine.if affine_set<(d0) : (d0 >= 0)>(%n) -> f32 {
    affine.yield %x : f32
  }
  return
}

// -----

func.func @f(%n: index) {
  // expected-error @+1 {{'affine.if' op requires an integer set attribute named 'condition'}}
  "affine.if"(%n) ({
    "affine.yield"() : () -> ()
  }, {
  }) : (index) -> ()
  return
}

// -----

func.func @f(%n: index) {
  // expected-error @+1 {{'affine.if' op operand count and condition integer set dimension and symbol count must match}}
  "affine.if"(%n, %n) ({
    "affine.yield"() : () -> ()
  }, {
  }) {condition = affine_set<(d0) : (d0 >= 0)>} : (index, index) -> ()
  return
}

// -----

func.func @f(%n: index) {
  // expected-error @+1 {{'affine.min' op operand count and affine map dimension and symbol count must match}}
  %v = affine.min affine_map<(d0) -> (d0, 4)>(%n, %n)
  return
}

// -----

func.func @f(%n: index) {
  // expected-error @+1 {{'affine.apply' op result #0 must be index, but got 'f32'}}
  %v = "affine.apply"(%n) <{map = affine_map<(d0) -> (d0)>}> : (index) -> f32
  return
}

// -----

func.func @f(%n: index) {
  // expected-error @+1 {{'affine.apply' op mapping must produce one value}}
  %v = "affine.apply"(%n) <{map = affine_map<(d0) -> (d0, d0)>}> : (index) -> index
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'affine.parallel' op the number of region arguments (2) and the number of map groups for lower (1) and upper bound (1), and the number of steps (2) must all match}}
  affine.parallel (%i, %j) = (0) to (10) {
  }
  return
}

// -----

func.func @f(%x: i32) {
  // expected-error @+1 {{'affine.parallel' op result type cannot match reduction attribute}}
  %r = affine.parallel (%i) = (0) to (10) reduce ("addf") -> (i32) {
    affine.yield %x : i32
  }
  return
}

// -----

func.func @f(%x: i32) {
  // Signless integers are neither signed nor unsigned, as maxs needs.
  // expected-error @+1 {{'affine.parallel' op result type cannot match reduction attribute}}
  %r = affine.parallel (%i) = (0) to (10) reduce ("maxs") -> (i32) {
    affine.yield %x : i32
  }
  return
}

// -----

func.func @f(%x: f32) {
  %r = affine.parallel (%i) = (0) to (10) reduce ("addf") -> (f32) {
    // expected-error @+1 {{'affine.yield' op parent of yield must have same number of results as the yield operands}}
    affine.yield
  }
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'affine.parallel' op a reduction must be specified for each output}}
  %r = "affine.parallel"() <{lowerBoundsGroups = dense<1> : tensor<1xi32>, lowerBoundsMap = affine_map<() -> (0)>, reductions = [], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = affine_map<() -> (10)>}> ({
  ^bb0(%i: index):
    %c = arith.constant 1.0 : f32
    "affine.yield"(%c) : (f32) -> ()
  }) : () -> f32
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'affine.parallel' op expected lower bounds map to have 2 results}}
  "affine.parallel"() <{lowerBoundsGroups = dense<2> : tensor<1xi32>, lowerBoundsMap = affine_map<() -> (0)>, reductions = [], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = affine_map<() -> (10)>}> ({
  ^bb0(%i: index):
    "affine.yield"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @f(%n: index) {
  // expected-error @+1 {{custom op 'affine.apply' dimension or symbol index mismatch}}
  %v = affine.apply affine_map<(d0) -> (d0)>(%n, %n)
  return
}

// -----

func.func @f(%n: index) {
  // expected-error @+1 {{custom op 'affine.for' symbol operand count and affine map symbol count must match}}
  affine.for %i = affine_map<(d0) -> (d0)>(%n)[%n] to 10 {
  }
  return
}

// -----

func.func @f(%n: index) {
  // expected-error @+1 {{custom op 'affine.for' dim operand count and affine map dim count must match}}
  affine.for %i = affine_map<(d0) -> (d0)>(%n, %n) to 10 {
  }
  return
}

// -----

func.func @f(%n: index) {
  // expected-error @+1 {{custom op 'affine.for' lower loop bound affine map with multiple results requires 'max' prefix}}
  affine.for %i = affine_map<(d0) -> (d0, 1)>(%n) to 10 {
  }
  return
}

// -----

func.func @f(%n: index) {
  // expected-error @+1 {{custom op 'affine.for' upper loop bound affine map with multiple results requires 'min' prefix}}
  affine.for %i = 0 to affine_map<(d0) -> (d0, 1)>(%n) {
  }
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{custom op 'affine.for' expected step to be representable as a positive signed integer}}
  affine.for %i = 0 to 10 step -1 {
  }
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{custom op 'affine.for' expected valid affine map representation for loop bounds}}
  affine.for %i = "x" to 10 {
  }
  return
}

// -----

func.func @f(%n: index) {
  // expected-error @+1 {{custom op 'affine.for' mismatch between the number of loop-carried values and results}}
  affine.for %i = 0 to 10 iter_args(%a = %n) -> (index, index) {
  }
  return
}

// -----

func.func @f(%n: index) {
  // expected-error @+1 {{custom op 'affine.if' invalid kind of attribute specified}}
  affine.if affine_map<(d0) -> (d0)>(%n) {
  }
  return
}

// -----

func.func @f(%n: index) {
  // expected-error @+1 {{custom op 'affine.if' dim operand count and integer set dim count must match}}
  affine.if affine_set<(d0) : (d0 >= 0)>(%n, %n) {
  }
  return
}

// -----

func.func @f(%n: index) {
  // expected-error @+1 {{custom op 'affine.if' symbol operand count and integer set symbol count must match}}
  affine.if affine_set<(d0)[s0] : (d0 - s0 >= 0)>(%n) {
  }
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{custom op 'affine.parallel' invalid reduction value: "foo"}}
  affine.parallel (%i) = (0) to (10) reduce ("foo") -> (f32) {
  }
  return
}

// -----

func.func @f(%A: memref<?xf32>, %n: index) {
  // expected-error @+1 {{non-affine expression: at least one of the multiply operands has to be either a constant or symbolic}}
  %x = affine.load %A[%n * %n] : memref<?xf32>
  return
}

// -----

func.func @f(%n: index) {
  // expected-error @+1 {{custom op 'affine.apply' invalid kind of attribute specified}}
  %v = affine.apply "x"(%n)
  return
}

// -----

func.func @f(%x: f32) {
  // expected-error @+1 {{'affine.for' op 0-th init and 0-th region iter_arg have different type: 'f32' != 'i32'}}
  %r = "affine.for"(%x) <{lowerBoundMap = affine_map<() -> (0)>, operandSegmentSizes = array<i32: 0, 0, 1>, step = 1 : index, upperBoundMap = affine_map<() -> (10)>}> ({
  ^bb0(%i: index, %a: i32):
    "affine.yield"(%a) : (i32) -> ()
  }) : (f32) -> i32
  return
}

// -----

func.func @f(%x: f32) {
  // expected-error @+1 {{'affine.for' op  region control flow edge from Region #0 to Region #0: source has 0 operands, but target successor needs 1}}
  "affine.for"(%x) <{lowerBoundMap = affine_map<() -> (0)>, operandSegmentSizes = array<i32: 0, 0, 1>, step = 1 : index, upperBoundMap = affine_map<() -> (10)>}> ({
  ^bb0(%i: index, %a: f32):
    "affine.yield"() : () -> ()
  }) : (f32) -> ()
  return
}

// -----

func.func @f(%A: memref<?xf32>, %n: i32) {
  // expected-error @+1 {{'affine.load' op operand #1 must be variadic of index, but got 'i32'}}
  %v = "affine.load"(%A, %n) <{map = affine_map<(d0) -> (d0)>}> : (memref<?xf32>, i32) -> f32
  return
}

// -----

func.func @f(%n: index) {
  // expected-error @+1 {{'affine.if' op region #0 should have no arguments}}
  "affine.if"(%n) ({
  ^bb0(%x: index):
    "affine.yield"() : () -> ()
  }, {
  }) {condition = affine_set<(d0) : (d0 >= 0)>} : (index) -> ()
  return
}

// -----

func.func @f(%n: index) {
  // expected-error @+1 {{'affine.if' op region #0 ('thenRegion') failed to verify constraint: region with 1 blocks}}
  "affine.if"(%n) ({
  }, {
  }) {condition = affine_set<(d0) : (d0 >= 0)>} : (index) -> ()
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'affine.parallel' op requires attribute 'upperBoundsMap'}}
  "affine.parallel"() <{lowerBoundsGroups = dense<1> : tensor<1xi32>, lowerBoundsMap = affine_map<() -> (0)>, reductions = [], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>}> ({
  ^bb0(%i: index):
    "affine.yield"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'affine.parallel' op attribute 'reductions' failed to satisfy constraint: Reduction ops}}
  %r = "affine.parallel"() <{lowerBoundsGroups = dense<1> : tensor<1xi32>, lowerBoundsMap = affine_map<() -> (0)>, reductions = [20], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = affine_map<() -> (10)>}> ({
  ^bb0(%i: index):
    %c = arith.constant 1.0 : f32
    "affine.yield"(%c) : (f32) -> ()
  }) : () -> f32
  return
}

// -----

func.func @f(%x: f32) {
  // expected-error @+1 {{'affine.for' op different number of region iter_args and yielded values: 1 != 2}}
  %r:2 = "affine.for"(%x) <{lowerBoundMap = affine_map<() -> (0)>, operandSegmentSizes = array<i32: 0, 0, 1>, step = 1 : index, upperBoundMap = affine_map<() -> (10)>}> ({
  ^bb0(%i: index, %a: f32):
    "affine.yield"(%a, %a) : (f32, f32) -> ()
  }) : (f32) -> (f32, f32)
  return
}

// -----

func.func @f(%n: index) {
  scf.for %i = %n to %n step %n {
    // expected-error @+1 {{'affine.yield' op only terminates affine.if/for/parallel regions}}
    "affine.yield"() : () -> ()
  }
  return
}

// -----

func.func @bound_past_int64() {
  // expected-error@+1 {{integer constant out of range for attribute}}
  affine.for %i = 0 to 9223372036854775808 {
  }
  return
}

// -----

func.func @bound_at_int64_max() {
  affine.for %i = 9223372036854775806 to 9223372036854775807 {
  }
  return
}

// Verifier and custom forms: the linalg dialect on memrefs, with MLIR
// 19's messages (mlir-opt-19 reports exactly the same on this file):
// indexing maps against operands and loops, loop ranges inferred from
// static shapes, the body's arguments and yield, and the checks of map,
// reduce, transpose and broadcast.
// RUN: asyncc -verify-diagnostics -split-input-file %s
// RUN: if [ -n "${MLIR_OPT:-}" ]; then "$MLIR_OPT" -verify-diagnostics -split-input-file %s > /dev/null; fi

func.func @f(%A: memref<4x8xf32>, %B: memref<8x4xf32>) {
  // expected-error @+1 {{'linalg.generic' op expected the number of indexing_map (1) to be equal to the number of input/output operands (2)}}
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%A : memref<4x8xf32>) outs(%B : memref<8x4xf32>) {
  ^bb0(%a: f32, %b: f32):
    linalg.yield %a : f32
  }
  return
}

// -----

func.func @f(%A: memref<4x8xf32>, %B: memref<4x8xf32>) {
  // expected-error @+1 {{'linalg.generic' op expected operand rank (2) to match the result rank of indexing_map #1 (1)}}
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "parallel"]} ins(%A : memref<4x8xf32>) outs(%B : memref<4x8xf32>) {
  ^bb0(%a: f32, %b: f32):
    linalg.yield %a : f32
  }
  return
}

// -----

func.func @f(%A: memref<4x8xf32>, %B: memref<4x8xf32>) {
  // expected-error @+1 {{'linalg.generic' op expected indexing_map #0 to have 2 dim(s) to match the number of loops}}
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%A : memref<4x8xf32>) outs(%B : memref<4x8xf32>) {
  ^bb0(%a: f32, %b: f32):
    linalg.yield %a : f32
  }
  return
}

// -----

func.func @f(%A: memref<4x8xf32>, %B: memref<4x8xf32>) {
  // expected-error @+1 {{'linalg.generic' op unexpected symbols in indexing_map #0}}
  linalg.generic {indexing_maps = [affine_map<(d0, d1)[s0] -> (d0, d1)>, affine_map<(d0, d1)[s0] -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%A : memref<4x8xf32>) outs(%B : memref<4x8xf32>) {
  ^bb0(%a: f32, %b: f32):
    linalg.yield %a : f32
  }
  return
}

// -----

func.func @f(%A: memref<4x8xf32>, %B: memref<4x8xf32>) {
  // expected-error @+1 {{'linalg.generic' op expected as many non-induction variable region arguments as the number of input/output operands}}
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%A : memref<4x8xf32>) outs(%B : memref<4x8xf32>) {
  ^bb0(%a: f32):
    linalg.yield %a : f32
  }
  return
}

// -----

func.func @f(%A: memref<4x8xf32>, %B: memref<4x8xf32>) {
  // expected-error @+1 {{'linalg.generic' op expected type of bb argument #1 ('i32') to match element or self type of the corresponding operand ('f32')}}
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%A : memref<4x8xf32>) outs(%B : memref<4x8xf32>) {
  ^bb0(%a: f32, %b: i32):
    linalg.yield %a : f32
  }
  return
}

// -----

func.func @f(%A: memref<4x8xf32>, %B: memref<4x7xf32>) {
  // expected-error @+1 {{'linalg.generic' op inferred input/output operand #1 has shape's dimension #1 to be 8, but found 7}}
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%A : memref<4x8xf32>) outs(%B : memref<4x7xf32>) {
  ^bb0(%a: f32, %b: f32):
    linalg.yield %a : f32
  }
  return
}

// -----

func.func @f(%A: memref<4x8xf32>, %B: memref<4x8xf32>) {
  // expected-error @+1 {{'linalg.generic' op inferred input/output operand #0 has shape's dimension #0 to be greater than or equal to 11, but found 4}}
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0 + d1, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%A : memref<4x8xf32>) outs(%B : memref<4x8xf32>) {
  ^bb0(%a: f32, %b: f32):
    linalg.yield %a : f32
  }
  return
}

// -----

func.func @f(%A: memref<4xf32>, %B: memref<4xf32>) {
  // expected-error @+1 {{'linalg.generic' op unexpected result less than 0 at expression #0 in (d0) -> (d0 - 1)}}
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0 - 1)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%A : memref<4xf32>) outs(%B : memref<4xf32>) {
  ^bb0(%a: f32, %b: f32):
    linalg.yield %a : f32
  }
  return
}

// -----

func.func @f(%A: memref<4xf32>, %B: memref<4xf32>) {
  // expected-error @+1 {{'linalg.generic' op expected the shape-to-loops map to be non-null}}
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0 + d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%A : memref<4xf32>) outs(%B : memref<4xf32>) {
  ^bb0(%a: f32, %b: f32):
    linalg.yield %a : f32
  }
  return
}

// -----

func.func @f(%A: memref<4x8xf32>, %c: f32) {
  // expected-error @+1 {{'linalg.generic' op operand #1 must be variadic of shaped of any type values, but got 'f32'}}
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%A : memref<4x8xf32>) outs(%c : f32) {
  ^bb0(%a: f32, %b: f32):
    linalg.yield %a : f32
  }
  return
}

// -----

func.func @f(%A: memref<4x8xf32>, %B: memref<4x8xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%A : memref<4x8xf32>) outs(%B : memref<4x8xf32>) {
  ^bb0(%a: f32, %b: f32):
    %c = arith.constant 1 : i32
    // expected-error @+1 {{'linalg.yield' op type of yield operand 1 ('i32') doesn't match the element type of the enclosing linalg.generic op ('f32')}}
    linalg.yield %c : i32
  }
  return
}

// -----

func.func @f(%A: memref<4x8xf32>, %B: memref<4x8xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%A : memref<4x8xf32>) outs(%B : memref<4x8xf32>) {
  ^bb0(%a: f32, %b: f32):
    // expected-error @+1 {{'linalg.yield' op expected number of yield values (0) to match the number of inits / outs operands of the enclosing LinalgOp (1)}}
    linalg.yield
  }
  return
}

// -----

func.func @f(%A: memref<4x8xf32>, %B: memref<4x8xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%A : memref<4x8xf32>) outs(%B : memref<4x8xf32>) {
  ^bb0(%a: f32, %b: f32):
    // expected-error @+1 {{'linalg.index' op expected dim (2) to be lower than the number of loops (2) of the enclosing LinalgOp}}
    %i = linalg.index 2 : index
    linalg.yield %a : f32
  }
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'linalg.index' op expected parent op with LinalgOp interface}}
  %i = linalg.index 0 : index
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'linalg.yield' op expected parent op with LinalgOp interface}}
  linalg.yield
}

// -----

func.func @f(%A: memref<4x8xf32>, %s: memref<f32>) {
  // expected-error @+1 {{expected op with scalar input}}
  linalg.fill ins(%s : memref<f32>) outs(%A : memref<4x8xf32>)
  return
}

// -----

func.func @f(%A: memref<4x8xf32>, %B: memref<4x9xf32>) {
  // expected-error @+1 {{'linalg.copy' op inferred input/output operand #1 has shape's dimension #1 to be 8, but found 9}}
  linalg.copy ins(%A : memref<4x8xf32>) outs(%B : memref<4x9xf32>)
  return
}

// -----

func.func @f(%A: memref<4x8xf32>, %B: memref<8x9xf32>, %C: memref<4x8xf32>) {
  // expected-error @+1 {{'linalg.matmul' op inferred input/output operand #2 has shape's dimension #1 to be 9, but found 8}}
  linalg.matmul ins(%A, %B : memref<4x8xf32>, memref<8x9xf32>) outs(%C : memref<4x8xf32>)
  return
}

// -----

func.func @f(%A: memref<4x8xf32>, %B: memref<8xf32>, %C: memref<4x8xf32>) {
  // expected-error @+1 {{'linalg.matmul' op expected operand rank (1) to match the result rank of indexing_map #1 (2)}}
  linalg.matmul ins(%A, %B : memref<4x8xf32>, memref<8xf32>) outs(%C : memref<4x8xf32>)
  return
}

// -----

func.func @f(%A: memref<4x8xf32>, %B: memref<4x9xf32>) {
  // expected-error @+1 {{'linalg.map' op expected shape of input (4, 8) to match shape of output (4, 9)}}
  linalg.map { arith.negf } ins(%A : memref<4x8xf32>) outs(%B : memref<4x9xf32>)
  return
}

// -----

func.func @f(%A: memref<4x8xf32>, %B: memref<4x8xf32>) {
  // expected-error @+1 {{'linalg.map' op expects number of operands to match the arity of mapper, but got: 1 and 2}}
  linalg.map ins(%A : memref<4x8xf32>) outs(%B : memref<4x8xf32>) (%a: f32, %b: f32) {
    linalg.yield %a : f32
  }
  return
}

// -----

func.func @f(%A: memref<4x8xi32>, %B: memref<4x8xi32>) {
  // expected-error @+1 {{'linalg.map' op expected element type of input 'i32' to match bbArg type 'f32'}}
  linalg.map ins(%A : memref<4x8xi32>) outs(%B : memref<4x8xi32>) (%a: f32) {
    %c = arith.constant 1 : i32
    linalg.yield %c : i32
  }
  return
}

// -----

func.func @f(%A: memref<4x8xf32>, %B: memref<4xf32>) {
  // expected-error @+1 {{'linalg.reduce' op init dimensions [4] doesn't match input dimensions after reduction [8]}}
  linalg.reduce { arith.addf } ins(%A : memref<4x8xf32>) outs(%B : memref<4xf32>) dimensions = [0]
  return
}

// -----

func.func @f(%A: memref<4x8xf32>, %B: memref<4xf32>) {
  // expected-error @+1 {{'linalg.reduce' op dimensions for reduction should be in the range [0, 1].}}
  linalg.reduce { arith.addf } ins(%A : memref<4x8xf32>) outs(%B : memref<4xf32>) dimensions = [2]
  return
}

// -----

func.func @f(%A: memref<4x8xf32>, %B: memref<f32>) {
  // expected-error @+1 {{'linalg.reduce' op number of dimensions after reduction 1 doesn't match the init rank 0}}
  linalg.reduce { arith.addf } ins(%A : memref<4x8xf32>) outs(%B : memref<f32>) dimensions = [1]
  return
}

// -----

func.func @f(%A: memref<4x8xf32>, %B: memref<4xf32>) {
  // expected-error @+1 {{'linalg.reduce' op input element type 'f32' does not match corresponding block argument type 'i32'}}
  linalg.reduce ins(%A : memref<4x8xf32>) outs(%B : memref<4xf32>) dimensions = [1] (%a: i32, %b: f32) {
    linalg.yield %b : f32
  }
  return
}

// -----

func.func @f(%A: memref<4x8xf32>, %B: memref<4xf32>) {
  // expected-error @+1 {{'linalg.reduce' op mismatching number of operands and block arguments}}
  linalg.reduce ins(%A : memref<4x8xf32>) outs(%B : memref<4xf32>) dimensions = [1] (%a: f32) {
    linalg.yield %a : f32
  }
  return
}

// -----

func.func @f(%A: memref<4x8xf32>, %B: memref<4x8xf32>) {
  // expected-error @+1 {{'linalg.transpose' op dim(result, 0) = 4 doesn't match dim(input, permutation[0]) = 8}}
  linalg.transpose ins(%A : memref<4x8xf32>) outs(%B : memref<4x8xf32>) permutation = [1, 0]
  return
}

// -----

func.func @f(%A: memref<4x8xf32>, %B: memref<8x4xf32>) {
  // expected-error @+1 {{'linalg.transpose' op permutation is not valid}}
  linalg.transpose ins(%A : memref<4x8xf32>) outs(%B : memref<8x4xf32>) permutation = [1, 1]
  return
}

// -----

func.func @f(%A: memref<4x8xf32>, %B: memref<8x4x2xf32>) {
  // expected-error @+1 {{'linalg.transpose' op input rank 2 does not match init rank 3}}
  linalg.transpose ins(%A : memref<4x8xf32>) outs(%B : memref<8x4x2xf32>) permutation = [1, 0, 2]
  return
}

// -----

func.func @f(%A: memref<4x8xf32>, %B: memref<8x4xf32>) {
  // expected-error @+1 {{'linalg.transpose' op size of permutation 1 does not match the argument rank 2}}
  linalg.transpose ins(%A : memref<4x8xf32>) outs(%B : memref<8x4xf32>) permutation = [0]
  return
}

// -----

func.func @f(%A: memref<4x8xf32>, %B: memref<4x8x3xf32>) {
  // expected-error @+1 {{'linalg.broadcast' op input dim 1 should match init dim 2. input: 8, init: 3}}
  linalg.broadcast ins(%A : memref<4x8xf32>) outs(%B : memref<4x8x3xf32>) dimensions = [1]
  return
}

// -----

func.func @f(%A: memref<4x8xf32>, %B: memref<4x8x3xf32>) {
  // expected-error @+1 {{'linalg.broadcast' op dimension 0 is out of range. expected range: [0, 2], got: 3}}
  linalg.broadcast ins(%A : memref<4x8xf32>) outs(%B : memref<4x8x3xf32>) dimensions = [3]
  return
}

// -----

func.func @f(%A: memref<4x8xf32>, %B: memref<4x8x3xf32>) {
  // expected-error @+1 {{'linalg.broadcast' op input rank plus added dimensions does not match init rank. input rank: 2, dimensions size: 2, init rank: 3}}
  linalg.broadcast ins(%A : memref<4x8xf32>) outs(%B : memref<4x8x3xf32>) dimensions = [1, 2]
  return
}

// -----

func.func @f(%A: memref<4x4xf32>) {
  linalg.matmul ins(%A : memref<4x4xf32>) outs(%A : memref<4x4xf32>)
  // MLIR reports it where the region would begin: at the next token.
  // expected-error @+1 {{custom op 'linalg.matmul' [parseNamedStructuredOpRegion] ods-gen generated region expects 3 args, got 2}}
  return
}

// -----

func.func @f(%A: memref<4x4xf32>) {
  // expected-error @+1 {{custom op 'linalg.copy' 2 operands present, but expected 1}}
  linalg.copy ins(%A, %A : memref<4x4xf32>) outs(%A : memref<4x4xf32>)
  return
}

// -----

func.func @f(%A: memref<4x4xf32>) {
  // expected-error @+1 {{custom op 'linalg.generic' expected "iterator_types" array attribute}}
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>]} outs(%A : memref<4x4xf32>) {
  ^bb0(%a: f32):
    linalg.yield %a : f32
  }
  return
}

// -----

func.func @f(%A: memref<4x4xf32>) {
  // expected-error @+1 {{custom op 'linalg.generic' unexpected iterator_type (foo)}}
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "foo"]} outs(%A : memref<4x4xf32>) {
  ^bb0(%a: f32):
    linalg.yield %a : f32
  }
  return
}

// -----

func.func @f(%A: memref<4x4xf32>) {
  // expected-error @+1 {{'linalg.matmul' op expected the number of indexing_map (3) to be equal to the number of input/output operands (2)}}
  "linalg.matmul"(%A, %A) <{operandSegmentSizes = array<i32: 1, 1>}> ({
  ^bb0(%a: f32, %b: f32):
    "linalg.yield"(%a) : (f32) -> ()
  }) : (memref<4x4xf32>, memref<4x4xf32>) -> ()
  return
}

// -----

func.func @f(%A: memref<4x4xf32>) {
  // expected-error @+1 {{'linalg.copy' op expects to have 1 region with 1 block}}
  "linalg.copy"(%A, %A) <{operandSegmentSizes = array<i32: 1, 1>}> ({
  }) : (memref<4x4xf32>, memref<4x4xf32>) -> ()
  return
}

// -----

func.func @f(%A: memref<4x4xf32>, %B: memref<4xf32>, %C: memref<4x5xf32>) {
  // expected-error @+1 {{'linalg.reduce' op expects all inputs to have the same shapes. Shape at input-index 1 is not equal to the shape at input-index 0.}}
  "linalg.reduce"(%A, %C, %B, %B) <{dimensions = array<i64: 1>}> ({
  ^bb0(%a: f32, %b: f32, %c: f32, %d: f32):
    "linalg.yield"(%a, %b) : (f32, f32) -> ()
  }) : (memref<4x4xf32>, memref<4x5xf32>, memref<4xf32>, memref<4xf32>) -> ()
  return
}

// -----

func.func @f(%A: memref<4x4xf32>, %B: memref<4xf32>, %C: memref<5xf32>) {
  // expected-error @+1 {{'linalg.reduce' op expects all outputs to have the same shapes. Shape at output-index 1 is not equal to the shape at output-index 0.}}
  "linalg.reduce"(%A, %A, %B, %C) <{dimensions = array<i64: 1>}> ({
  ^bb0(%a: f32, %b: f32, %c: f32, %d: f32):
    "linalg.yield"(%a, %b) : (f32, f32) -> ()
  }) : (memref<4x4xf32>, memref<4x4xf32>, memref<4xf32>, memref<5xf32>) -> ()
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'linalg.index' op requires attribute 'dim'}}
  %i = "linalg.index"() : () -> index
  return
}

// -----

func.func @f(%A: memref<4xf32>) {
  // expected-error @+1 {{unregistered operation 'arith.foo' found in dialect ('arith') that does not allow unknown operations}}
  linalg.map { arith.foo } ins(%A : memref<4xf32>) outs(%A : memref<4xf32>)
  return
}

// -----

func.func @f(%A: memref<4xf32>) {
  // expected-error @+1 {{'foo.bar' op created with unregistered dialect. If this is intended, please call allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with the MLIR opt tool used}}
  linalg.map { foo.bar } ins(%A : memref<4xf32>) outs(%A : memref<4xf32>)
  return
}

// -----

func.func @f(%A: memref<4xf32>) {
  // expected-error @+1 {{'linalg.generic' op requires attribute 'iterator_types'}}
  "linalg.generic"(%A) <{indexing_maps = [affine_map<(d0) -> (d0)>], operandSegmentSizes = array<i32: 0, 1>}> ({
  ^bb0(%a: f32):
    "linalg.yield"(%a) : (f32) -> ()
  }) : (memref<4xf32>) -> ()
  return
}

// -----

func.func @f(%A: memref<4xf32>) {
  // expected-error @+1 {{'linalg.transpose' op requires attribute 'permutation'}}
  "linalg.transpose"(%A, %A) ({
  ^bb0(%a: f32, %b: f32):
    "linalg.yield"(%a) : (f32) -> ()
  }) : (memref<4xf32>, memref<4xf32>) -> ()
  return
}

// -----

func.func @f(%A: memref<4xf32>) {
  // expected-error @+1 {{'linalg.generic' op attribute 'indexing_maps' failed to satisfy constraint: AffineMap array attribute}}
  "linalg.generic"(%A) <{indexing_maps = [1], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
  ^bb0(%a: f32):
    "linalg.yield"(%a) : (f32) -> ()
  }) : (memref<4xf32>) -> ()
  return
}

// -----

func.func @f(%A: memref<4xf32>) {
  // The generic form needs the enum, not the custom form's strings.
  // expected-error @+1 {{'linalg.generic' op attribute 'iterator_types' failed to satisfy constraint: Iterator type should be an enum.}}
  "linalg.generic"(%A) <{indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"], operandSegmentSizes = array<i32: 0, 1>}> ({
  ^bb0(%a: f32):
    "linalg.yield"(%a) : (f32) -> ()
  }) : (memref<4xf32>) -> ()
  return
}

// Vector, tensor, dense elements and affine map errors, with MLIR's
// messages where MLIR has the same check.  Each part between the split
// markers is parsed on its own.
// RUN: asyncc -verify-diagnostics -split-input-file %s

// expected-error @+1 {{vector types must have positive constant sizes}}
func.func private @f(vector<0xf32>)

// -----

// asyncc-only: MLIR accepts this; asyncc counts a vector's elements in 64 bits
// expected-error @+1 {{vector type has more elements than fit in 64 bits}}
func.func private @f(vector<4294967296x4294967296xf32>)

// -----

// asyncc-only: asyncc's parser words this differently
// expected-error @+1 {{vector types must have positive constant sizes}}
func.func private @f(vector<?xf32>)

// -----

// expected-error @+1 {{vector elements must be int/index/float type}}
func.func private @f(vector<4xmemref<2xf32>>)

// -----

// expected-error @+1 {{vector elements must be int/index/float type}}
func.func private @f(vector<4xvector<2xf32>>)

// -----

// expected-error @+1 {{expected '>' in vector type}}
func.func private @f(vector<4xf32, 1>)

// -----

// asyncc-only: MLIR accepts this; asyncc does not support it
// expected-error @+1 {{tensor types are not supported: asyncc compiles bufferized IR; use memref types}}
func.func private @f(tensor<4xf32>) -> tensor<4xf32>
// expected-error @+1 {{tensor types are not supported: asyncc compiles bufferized IR; use memref types}}
func.func private @g() -> !async.value<tensor<?xi32>>
func.func @h() {
  // expected-error @+1 {{tensor types are not supported: asyncc compiles bufferized IR; use memref types}}
  %0 = arith.constant dense<1.0> : tensor<4xf32>
  return
}
func.func @i() {
  // expected-error @+1 {{tensor types are not supported: asyncc compiles bufferized IR; use memref types}}
  %1 = "arith.constant"() {value = dense<1.0> : tensor<4xf32>} : () -> tensor<4xf32>
  return
}
// expected-error @+1 {{tensor types are not supported: asyncc compiles bufferized IR; use memref types}}
func.func @j(%a: memref<4xf32>, %t: tensor<4xf32>) {
  return
}

// -----

// asyncc-only: MLIR accepts this; asyncc does not support it
// expected-error @+1 {{tensor encodings are not supported by asyncc}}
func.func private @f() attributes {a = dense<1> : tensor<4xi32, "enc">}

// -----

// expected-error @+1 {{elements literal type must have static shape}}
func.func private @f() attributes {a = dense<1> : tensor<*xi32>}

// -----

// expected-error @+1 {{elements literal type must have static shape}}
func.func private @f() attributes {a = dense<1> : tensor<?xi32>}

// -----

// asyncc-only: MLIR accepts this; asyncc does not support it
// expected-error @+1 {{type 'tuple' is not supported by asyncc}}
func.func private @f(tuple<i32>)

// -----

// expected-error @+1 {{inferred shape of elements literal ([2]) does not match type ([4])}}
func.func private @f() attributes {a = dense<[1.0, 2.0]> : vector<4xf32>}

// -----

// expected-error @+1 {{inferred shape of elements literal ([3]) does not match type ([2, 2])}}
func.func private @f() attributes {a = dense<[1, 2, 3]> : vector<2x2xi32>}

// -----

// expected-error @+1 {{inferred shape of elements literal ([1, 2]) does not match type ([2])}}
func.func private @f() attributes {a = dense<[[1, 2]]> : vector<2xi32>}

// -----

// expected-error @+1 {{inferred shape of elements literal ([0]) does not match type ([4])}}
func.func private @f() attributes {a = dense<[]> : vector<4xf32>}

// -----

// expected-error @+1 {{tensor literal is invalid; ranks are not consistent between elements}}
func.func private @f() attributes {a = dense<[[1, 2], [3]]> : vector<2x2xi32>}

// -----

// expected-error @+1 {{tensor literal is invalid; ranks are not consistent between elements}}
func.func private @f() attributes {a = dense<[1, [2]]> : vector<2xi32>}

// -----

// expected-error @+1 {{expected integer elements, but parsed floating-point}}
func.func private @f() attributes {a = dense<1.5> : vector<4xi32>}

// -----

// expected-error @+1 {{expected floating-point elements, but parsed integer}}
func.func private @f() attributes {a = dense<[1.0, 2]> : vector<2xf32>}

// -----

// expected-error @+1 {{expected floating-point elements, but parsed integer}}
func.func private @f() attributes {a = dense<true> : vector<2xf32>}

// -----

// expected-error @+1 {{expected i1 type for 'true' or 'false' values}}
func.func private @f() attributes {a = dense<true> : vector<2xi32>}

// -----

// expected-error @+1 {{integer constant out of range for type}}
func.func private @f() attributes {a = dense<300> : vector<4xi8>}

// -----

// expected-error @+1 {{integer constant out of range for type}}
func.func private @f() attributes {a = dense<[true, 2]> : vector<2xi1>}

// -----

// expected-error @+1 {{integer constant out of range for type}}
func.func private @f() attributes {a = dense<18446744073709551616> : vector<2xi64>}

// -----

// expected-error @+1 {{integer constant out of range for type}}
func.func private @f() attributes {a = dense<-9223372036854775809> : vector<2xi64>}

// -----

// expected-error @+1 {{hexadecimal float literal should not have a leading minus}}
func.func private @f() attributes {a = dense<-0x7FC0> : vector<2xf16>}

// -----

// expected-error @+1 {{hexadecimal float constant out of range for type}}
func.func private @f() attributes {a = dense<0x7FC00000> : vector<2xf16>}

// -----

// The same two checks on a scalar float attribute.
func.func @f() {
  // expected-error @+1 {{hexadecimal float literal should not have a leading minus}}
  %x = arith.constant -0x7F800001 : f32
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{hexadecimal float constant out of range for type}}
  %x = arith.constant 0x10000 : bf16
  return
}

// -----

// expected-error @+1 {{elements hex data size is invalid for provided type: 'vector<4xf32>'}}
func.func private @f() attributes {a = dense<"0x0000803F00"> : vector<4xf32>}

// -----

// expected-error @+1 {{elements hex data size is invalid for provided type: 'tensor<4xi1>'}}
func.func private @f() attributes {a = dense<"0x00010001"> : tensor<4xi1>}

// -----

// expected-error @+1 {{elements hex data size is invalid for provided type: 'tensor<20xi1>'}}
func.func private @f() attributes {a = dense<"0x01"> : tensor<20xi1>}

// -----

// expected-error @+1 {{expected string containing hex digits starting with `0x`}}
func.func private @f() attributes {a = dense<"0xZZ"> : tensor<1xi8>}

// -----

// expected-error @+1 {{expected string containing hex digits starting with `0x`}}
func.func private @f() attributes {a = dense<"01"> : tensor<1xi8>}

// -----

// expected-error @+1 {{parsed zero elements, but type ('tensor<2xi8>') expected at least 1}}
func.func private @f() attributes {a = dense<> : tensor<2xi8>}

// -----

// expected-error @+1 {{elements literal must be a shaped type}}
func.func private @f() attributes {a = dense<1.0> : f32}

// -----

// asyncc-only: MLIR 19 accepts this; asyncc refuses it
// expected-error @+1 {{elements literal type has too many elements}}
func.func private @f() attributes {a = dense<1> : tensor<65536x65536xi8>}

// -----

// asyncc-only: MLIR accepts this; asyncc does not support it
// expected-error @+1 {{dense elements of type 'memref<f32>' are not supported; use integers, index or floats}}
func.func private @f() attributes {a = dense<1> : memref<2xmemref<f32>>}

// -----

// asyncc-only: MLIR accepts this; asyncc does not support it
// expected-error @+1 {{complex elements are not supported by asyncc}}
func.func private @f() attributes {a = dense<(1.0, 2.0)> : vector<2xf32>}

// -----

// asyncc-only: asyncc's parser words this differently
// expected-error @+1 {{expected element literal of primitive type, found 'x'}}
func.func private @f() attributes {a = dense<[x]> : vector<1xf32>}

// -----

// expected-error @+1 {{expected ':'}}
func.func private @f() attributes {a = dense<1.0>}

// -----

// asyncc-only: asyncc's parser words this differently
// expected-error @+1 {{elements literal nested too deeply}}
func.func private @f() attributes {a = dense<[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]> : vector<1xf32>}

// -----

func.func @f() -> vector<2xf32> {
  // expected-error @+1 {{'arith.constant' op failed to verify that all of {value, result} have same type}}
  %0 = "arith.constant"() {value = dense<1.0> : vector<4xf32>} : () -> vector<2xf32>
  return %0 : vector<2xf32>
}

// -----

func.func @f() -> vector<4xf32> {
  // expected-error @+1 {{'arith.constant' op failed to verify that all of {value, result} have same type}}
  %0 = "arith.constant"() {value = 1.0 : f32} : () -> vector<4xf32>
  return %0 : vector<4xf32>
}

// -----

// asyncc-only: MLIR accepts this; asyncc does not support it
func.func @f() {
  // expected-error @+1 {{'arith.constant' op dense constants of type 'memref<4xf32>' are not supported; use vector types}}
  %0 = arith.constant dense<1.0> : memref<4xf32>
  return
}

// -----

// expected-error @+1 {{non-affine expression: at least one of the multiply operands has to be either a constant or symbolic}}
func.func private @f() attributes {m = affine_map<(d0, d1) -> (d0 * d1)>}

// -----

// expected-error @+1 {{non-affine expression: right operand of floordiv has to be either a constant or symbolic}}
func.func private @f() attributes {m = affine_map<(d0, d1) -> (d0 floordiv d1)>}

// -----

// expected-error @+1 {{non-affine expression: right operand of mod has to be either a constant or symbolic}}
func.func private @f() attributes {m = affine_map<(d0, d1) -> (d0 mod (d1 + 1))>}

// -----

// expected-error @+1 {{non-affine expression: right operand of ceildiv has to be either a constant or symbolic}}
func.func private @f() attributes {m = affine_map<(d0) -> (4 ceildiv d0)>}

// -----

// expected-error @+1 {{use of undeclared identifier}}
func.func private @f() attributes {m = affine_map<(d0, d1) -> (d2)>}

// -----

// expected-error @+1 {{redefinition of identifier 'd0'}}
func.func private @f() attributes {m = affine_map<(d0, d0) -> (d0)>}

// -----

// expected-error @+1 {{redefinition of identifier 'i'}}
func.func private @f() attributes {m = affine_map<(i)[i] -> (i)>}

// -----

// expected-error @+1 {{constant too large for index}}
func.func private @f() attributes {m = affine_map<(d0) -> (9223372036854775808)>}

// -----

// expected-error @+1 {{expected bare identifier}}
func.func private @f() attributes {m = affine_map<(3) -> (3)>}

// -----

// expected-error @+1 {{expected bare identifier}}
func.func private @f() attributes {m = affine_map<(d0)[%x] -> (d0)>}

// -----

// expected-error @+1 {{expected '(' in dimensional identifier list}}
func.func private @f() attributes {m = affine_map<d0 -> (d0)>}

// -----

// asyncc-only: asyncc's parser words this differently
// expected-error @+1 {{expected '->' in affine map}}
func.func private @f() attributes {m = affine_map<(d0) : (d0)>}

// -----

// expected-error @+1 {{expected affine expression}}
func.func private @f() attributes {m = affine_map<(d0) -> (d0, , d0)>}

// -----

// expected-error @+1 {{missing right operand of binary operator}}
func.func private @f() attributes {m = affine_map<(d0) -> (d0 + )>}

// -----

// expected-error @+1 {{expected ')' in affine map range}}
func.func private @f() attributes {m = affine_map<(d0) -> (d0 d0)>}

// -----

// expected-error @+1 {{expected '== affine-expr' or '>= affine-expr' at end of affine constraint}}
func.func private @f() attributes {s = affine_set<(d0) : (d0 > 0)>}

// -----

// expected-error @+1 {{expected '== affine-expr' or '>= affine-expr' at end of affine constraint}}
func.func private @f() attributes {s = affine_set<(d0) : (d0)>}

// -----

// asyncc-only: MLIR 19 accepts this; asyncc refuses it
// expected-error @+1 {{affine expression nested too deeply}}
func.func private @f() attributes {m = affine_map<(d0) -> (((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((d0)))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))>}

// -----

// asyncc-only: MLIR 19 accepts this; asyncc refuses it
// expected-error @+1 {{affine expression nested too deeply}}
func.func private @f() attributes {m = affine_map<(d0) -> (------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------d0)>}

// -----

// asyncc-only: MLIR 19 accepts this; asyncc refuses it
// expected-error @+1 {{affine expression nested too deeply}}
func.func private @f() attributes {m = affine_map<(d0, d1) -> (d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1 + d0 + d1)>}

// -----

// expected-error @+1 {{memref layout mismatch between rank and affine map: 2 != 1}}
func.func private @f(memref<4x4xf32, affine_map<(d0) -> (d0)>>)

// -----

// asyncc-only: MLIR accepts this; asyncc does not support it
// expected-error @+1 {{layout 'affine_map<(d0, d1) -> (d1, d0)>' is not strided: asyncc supports strided layouts only}}
func.func private @f(memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>)

// -----

// asyncc-only: MLIR accepts this; asyncc does not support it
#m = affine_map<(d0) -> (d0 mod 4)>
// expected-error @+1 {{layout 'affine_map<(d0) -> (d0 mod 4)>' is not strided: asyncc supports strided layouts only}}
func.func private @f(memref<8xf32, #m>)

// -----

// asyncc-only: asyncc's parser words this differently
#s = affine_set<(d0) : (d0 >= 0)>
// expected-error @+1 {{expected a memref layout: strided<...> or an affine map}}
func.func private @f(memref<8xf32, #s>)

// -----

// asyncc-only: asyncc's parser words this differently
// expected-error @+1 {{undefined attribute alias '#nomap'}}
func.func private @f(memref<8xf32, #nomap>)

// -----

func.func @f(%v: memref<4xf32>) {
  // expected-error @+1 {{'vector.print' op operand #0 must be , but got 'memref<4xf32>'}}
  vector.print %v : memref<4xf32>
  return
}

// -----

// Signed and unsigned elements take only their own reading of the bits.
// expected-error @+1 {{expected unsigned integer elements, but parsed negative value}}
func.func private @f() attributes {a = dense<[1, -2]> : vector<2xui8>}

// -----

// expected-error @+1 {{integer constant out of range for type}}
func.func private @f() attributes {a = dense<[256, 1]> : vector<2xui8>}

// -----

// expected-error @+1 {{integer constant out of range for type}}
func.func private @f() attributes {a = dense<[128, 1]> : vector<2xsi8>}

// -----

// expected-error @+1 {{integer constant out of range for type}}
func.func private @f() attributes {a = dense<[-129, 1]> : vector<2xsi8>}

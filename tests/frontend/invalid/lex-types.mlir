// Lexer and type errors.  Each part of the split input is parsed on its
// own; every diagnostic must be announced by a comment.  Where asyncc's
// parser words a message otherwise than MLIR's, or refuses what MLIR
// accepts, the part is marked (diag-differential.sh).
// RUN: asyncc -verify-diagnostics -split-input-file %s

func.func @f() {
  // expected-error @+1 {{unexpected character}}
  $x = arith.constant 1 : i32
  return
}

// -----

// asyncc-only: asyncc's parser words this differently
func.func @f() {
  // expected-error @+1 {{expected an identifier after the sigil}}
  % = arith.constant 1 : i32
  return
}

// -----

// asyncc-only: asyncc's parser words this differently
func.func @f() {
  // expected-error @+1 {{unterminated string literal}}
  cf.assert %c, "no end
}

// -----

func.func @f(%c: i1) {
  // expected-error @+1 {{unknown escape in string literal}}
  cf.assert %c, "bad \q escape"
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{unexpected character}}
   return
}

// -----

// asyncc-only: asyncc's parser words this differently
// The error is at the end of the part: the separator line.
{-# dialect_resources: { }
// expected-error @+1 {{expected '#-}' to end the file metadata}}
// -----

// expected-error @+1 {{integer bitwidth is limited to 16777215 bits}}
func.func private @f(i16777216)

// -----

// asyncc-only: MLIR accepts this; asyncc does not support it
// expected-error @+1 {{integer width 0 is not supported (LLVM has no i0)}}
func.func private @f(i0)

// -----

// asyncc-only: MLIR accepts this; asyncc does not support it
// expected-error @+1 {{tensor types are not supported: asyncc compiles bufferized IR; use memref types}}
func.func private @f(tensor<4xf32>)

// -----

// expected-error @+1 {{expected non-function type}}
func.func private @f(foo)

// -----

// expected-error @+1 {{expected non-function type}}
func.func private @f([)

// -----

// asyncc-only: asyncc's parser words this differently
// expected-error @+1 {{unknown type '!test.thing'}}
func.func private @f(!test.thing)

// -----

// asyncc-only: asyncc's parser words this differently
// expected-error @+1 {{undefined type alias '!nope'}}
func.func private @f(!nope)

// -----

// expected-error @+1 {{expected 'x' in dimension list}}
func.func private @f(memref<4 f32>)

// -----

// asyncc-only: asyncc's parser words this differently
// expected-error @+1 {{dimension size is too large}}
func.func private @f(memref<99999999999999999999xf32>)

// -----

// asyncc-only: asyncc's parser words this differently
// expected-error @+1 {{expected 'x' after '*' in unranked memref}}
func.func private @f(memref<*f32>)

// -----

// expected-error @+1 {{invalid memref element type}}
func.func private @f(memref<4x!async.token>)

// -----

// asyncc-only: asyncc's parser words this differently
// expected-error @+1 {{expected 2 strides for a rank-2 memref, found 1}}
func.func private @f(memref<4x4xf32, strided<[1]>>)

// -----

// asyncc-only: MLIR accepts this; asyncc does not support it
// expected-error @+1 {{layout 'affine_map<(d0) -> (d0 floordiv 2)>' is not strided: asyncc supports strided layouts only}}
func.func private @f(memref<4xf32, affine_map<(d0) -> (d0 floordiv 2)>>)

// -----

// asyncc-only: MLIR accepts this; asyncc does not support it
// expected-error @+1 {{only integer memory spaces are supported}}
func.func private @f(memref<4xf32, #gpu.address_space<global>>)

// -----

// asyncc-only: MLIR accepts this; asyncc does not support it
// expected-error @+1 {{memory space out of range}}
func.func private @f(memref<4xf32, 70000>)

// -----

// asyncc-only: asyncc's parser words this differently
// expected-error @+1 {{expected '>' to end the memref type, found ']'}}
func.func private @f(memref<4xf32]>)

// -----

// asyncc-only: asyncc's parser words this differently
// expected-error @+1 {{expected '<' in !async.value type, found '('}}
func.func private @f(!async.value(i32))

// -----

// expected-error @+1 {{expected ')'}}
func.func private @f(i32, (i32 -> i32))

// -----

// asyncc-only: asyncc's parser words this differently
// expected-error @+1 {{expected an integer}}
func.func private @f(memref<4xf32, strided<[x]>>)

// -----

// asyncc-only: asyncc's parser words this differently
// expected-error @+1 {{expected 'offset', found 'size'}}
func.func private @f(memref<4xf32, strided<[1], size: 4>>)

// -----

// asyncc-only: asyncc's parser words this differently
// expected-error @+1 {{integer literal does not fit in 64 bits}}
func.func private @f(memref<4xf32, strided<[99999999999999999999]>>)

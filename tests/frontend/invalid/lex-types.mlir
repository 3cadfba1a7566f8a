// Lexer and type errors.  Each part between "// -----" lines is parsed
// on its own; every diagnostic must be announced by a comment.
// RUN: asyncc -verify-diagnostics -split-input-file %s

func.func @f() {
  // expected-error @+1 {{unexpected character '$'}}
  $x = arith.constant 1 : i32
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{expected an identifier after the sigil}}
  % = arith.constant 1 : i32
  return
}

// -----

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
  // expected-error @+1 {{unexpected character in input}}
   return
}

// -----

// The error is at the end of the part: the separator line.
// expected-error @+2 {{expected '#-}' to end the file metadata}}
{-# dialect_resources: { }
// -----

// expected-error @+1 {{signed and unsigned integer types are not supported; use signless i32}}
func.func private @f(si32)

// -----

// expected-error @+1 {{integer width 65 is not supported (1 to 64 bits)}}
func.func private @f(i65)

// -----

// expected-error @+1 {{integer width 0 is not supported (1 to 64 bits)}}
func.func private @f(i0)

// -----

// expected-error @+1 {{tensor types are not supported: asyncc compiles bufferized IR; use memref types}}
func.func private @f(tensor<4xf32>)

// -----

// expected-error @+1 {{expected a type, found 'foo'}}
func.func private @f(foo)

// -----

// expected-error @+1 {{expected a type, found '['}}
func.func private @f([)

// -----

// expected-error @+1 {{unknown type '!test.thing'}}
func.func private @f(!test.thing)

// -----

// expected-error @+1 {{undefined type alias '!nope'}}
func.func private @f(!nope)

// -----

// expected-error @+1 {{expected 'x' in dimension list}}
func.func private @f(memref<4 f32>)

// -----

// expected-error @+1 {{dimension size is too large}}
func.func private @f(memref<99999999999999999999xf32>)

// -----

// expected-error @+1 {{expected 'x' after '*' in unranked memref}}
func.func private @f(memref<*f32>)

// -----

// expected-error @+1 {{invalid memref element type}}
func.func private @f(memref<4x!async.token>)

// -----

// expected-error @+1 {{expected 2 strides for a rank-2 memref, found 1}}
func.func private @f(memref<4x4xf32, strided<[1]>>)

// -----

// expected-error @+1 {{layout 'affine_map<(d0) -> (d0 floordiv 2)>' is not strided: asyncc supports strided layouts only}}
func.func private @f(memref<4xf32, affine_map<(d0) -> (d0 floordiv 2)>>)

// -----

// expected-error @+1 {{only integer memory spaces are supported}}
func.func private @f(memref<4xf32, #gpu.address_space<global>>)

// -----

// expected-error @+1 {{memory space out of range}}
func.func private @f(memref<4xf32, 70000>)

// -----

// expected-error @+1 {{expected '>' to end the memref type, found ']'}}
func.func private @f(memref<4xf32]>)

// -----

// expected-error @+1 {{expected '<' in !async.value type, found '('}}
func.func private @f(!async.value(i32))

// -----

// expected-error @+1 {{expected ')' to end the function inputs, found '->'}}
func.func private @f(i32, (i32 -> i32))

// -----

// expected-error @+1 {{expected an integer}}
func.func private @f(memref<4xf32, strided<[x]>>)

// -----

// expected-error @+1 {{expected 'offset', found 'size'}}
func.func private @f(memref<4xf32, strided<[1], size: 4>>)

// -----

// expected-error @+1 {{integer literal does not fit in 64 bits}}
func.func private @f(memref<4xf32, strided<[99999999999999999999]>>)

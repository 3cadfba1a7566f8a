// Attribute, location, alias, SSA name, block and generic-form errors.
// Where asyncc's parser words a message otherwise than MLIR's, or refuses
// what MLIR accepts, the part is marked (diag-differential.sh).
// RUN: asyncc -verify-diagnostics -split-input-file %s

// expected-error @+1 {{integer constant out of range for attribute}}
func.func private @f() attributes {a = 300 : i8}

// -----

// asyncc-only: asyncc's parser words this differently
// expected-error @+1 {{floating point literal with non-float type}}
func.func private @f() attributes {a = 1.5 : i32}

// -----

// asyncc-only: asyncc's parser words this differently
// expected-error @+1 {{unexpected decimal integer literal for a floating point value}}
func.func private @f() attributes {a = 15 : f32}

// -----

// asyncc-only: asyncc's parser words this differently
// expected-error @+1 {{integer literal not valid for type}}
func.func private @f() attributes {a = 15 : memref<4xi32>}

// -----

// asyncc-only: asyncc's parser words this differently
// expected-error @+1 {{expected a number}}
func.func private @f() attributes {a = - foo}

// -----

// asyncc-only: asyncc's parser words this differently
// expected-error @+1 {{unbalanced ']' in attribute}}
func.func private @f() attributes {a = #test.thing<1]>}

// -----

// asyncc-only: asyncc's parser words this differently
// expected-error @+1 {{unterminated '<' in attribute}}
func.func private @f() attributes {a = #test.thing<1, 2

// -----

// asyncc-only: asyncc's parser words this differently
// expected-error @+1 {{attribute nested too deeply}}
func.func private @f() attributes {a = #test.x<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>}

// -----

// asyncc-only: MLIR accepts this; asyncc does not support it
// expected-error @+1 {{only integer dense arrays are supported}}
func.func private @f() attributes {a = array<f32: 1.0>}

// -----

// expected-error @+1 {{integer constant out of range}}
func.func private @f() attributes {a = array<i8: 1, 256>}

// -----

// asyncc-only: asyncc's parser words this differently
// expected-error @+1 {{expected '>' to end the array, found ']'}}
func.func private @f() attributes {a = array<i32: 1]>}

// -----

// asyncc-only: asyncc's parser words this differently
// expected-error @+1 {{expected ']' to end the array, found '>'}}
func.func private @f() attributes {a = [1, 2>}

// -----

// asyncc-only: MLIR accepts this; asyncc does not support it
// expected-error @+1 {{symbol names may not contain NUL}}
func.func private @f() attributes {a = @"x\00y"}

// -----

// asyncc-only: MLIR accepts this; asyncc does not support it
// expected-error @+1 {{nested symbol references are not supported}}
func.func private @f() attributes {a = @outer::@inner}

// -----

// asyncc-only: MLIR accepts this; asyncc does not support it
// expected-error @+1 {{'sparse' attributes are not supported by asyncc}}
func.func private @f() attributes {a = sparse<[[0]], [1]> : tensor<4xi32>}

// -----

// asyncc-only: asyncc's parser words this differently
// expected-error @+1 {{undefined attribute alias '#nope'}}
func.func private @f() attributes {a = #nope}

// -----

// expected-error @+1 {{expected attribute value}}
func.func private @f() attributes {a = }

// -----

// asyncc-only: asyncc's parser words this differently
// expected-error @+1 {{expected an attribute name}}
func.func private @f() attributes {42}

// -----

// expected-error @+1 {{duplicate key 'a' in dictionary attribute}}
func.func private @f() attributes {a, b, a = 1}

// -----

// asyncc-only: asyncc's parser words this differently
// expected-error @+1 {{expected '}' to end the dictionary, found ']'}}
func.func private @f() attributes {a = {b = 1]}

// -----

// asyncc-only: asyncc's parser words this differently
// expected-error @+1 {{expected '{' after 'attributes'}}
func.func private @f() attributes [a]

// -----

// asyncc-only: MLIR accepts this; asyncc does not support it
func.func private @g()
func.func @f() {
  // expected-error @+1 {{attribute 'callee' occurs twice: the operation's syntax sets it already}}
  func.call @g() {callee = @g} : () -> ()
  return
}

// -----

// asyncc-only: asyncc's parser words this differently
// expected-error @+1 {{alias names may not contain '.'}}
#a.b = 1

// -----

// asyncc-only: asyncc's parser words this differently
!t = i32
// expected-error @+1 {{redefinition of type alias '!t'}}
!t = i64

// -----

// asyncc-only: asyncc's parser words this differently
#a = 1
// expected-error @+1 {{redefinition of attribute alias '#a'}}
#a = 2

// -----

// asyncc-only: asyncc's parser words this differently
// expected-error @+1 {{expected '=' in alias definition, found 'i32'}}
!t i32

// -----

// asyncc-only: asyncc's parser words this differently
#l = "not a location"
func.func @f() {
  // expected-error @+1 {{'#l' is not a location}}
  return loc(#l)
}

// -----

// asyncc-only: asyncc's parser words this differently
func.func @f() {
  // expected-error @+1 {{undefined location alias '#nowhere'}}
  return loc(#nowhere)
}

// -----

// asyncc-only: asyncc's parser words this differently
func.func @f() {
  // expected-error @+1 {{'#later' is not a location}}
  return loc(#later)
}
#later = 3

// -----

// asyncc-only: asyncc's parser words this differently
// expected-error @+1 {{undefined location alias '#missing'}}
#a = loc(#missing)

// -----

// asyncc-only: asyncc's parser words this differently
func.func @f() {
  // expected-error @+1 {{expected a location}}
  return loc(42)
}

// -----

// asyncc-only: asyncc's parser words this differently
func.func @f() {
  // expected-error @+1 {{location line or column out of range}}
  return loc("f.mlir":99999999999:1)
}

// -----

// asyncc-only: asyncc's parser words this differently
func.func @f() {
  // expected-error @+1 {{expected 'at', found ')'}}
  return loc(callsite("a":1:2))
}

// -----

func.func @f() {
  // expected-error @+1 {{expected '[' in fused location}}
  return loc(fused("a":1:2))
}

// -----

// asyncc-only: asyncc's parser words this differently
func.func @f() {
  // expected-error @+1 {{expected ')' to end the location, found ']'}}
  return loc("a":1:2]
}

// -----

// expected-note @+1 {{previously defined here}}
func.func @f(%a: i32) {
  // expected-error @+1 {{redefinition of SSA value '%a'}}
  %a = arith.constant 1 : i32
  return
}

// -----

func.func @f(%c: i1) {
  // expected-note @+1 {{previously defined here}}
  %x = arith.constant 1 : i32
  scf.if %c {
    // expected-error @+1 {{redefinition of SSA value '%x'}}
    %x = arith.constant 2 : i32
  }
  return
}

// -----

// asyncc-only: mlir-opt stops at the unregistered op
func.func @f() {
  // expected-error @+2 {{unknown operation 'frob.op'}}
  // expected-note @+1 {{previously defined here}}
  %y = "frob.op"() : () -> i32
  // expected-error @+1 {{redefinition of SSA value '%y'}}
  %y = arith.constant 2 : i32
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{use of undeclared SSA value name}}
  return %nope : i32
}

// -----

func.func @f() -> i32 {
  // expected-note @+1 {{prior use here}}
  %x = arith.constant 1 : i32
  // expected-error @+1 {{use of value '%x' expects different type than prior uses: 'i64' vs 'i32'}}
  return %x : i64
}

// -----

func.func @f(%c: i1) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  // expected-note @+1 {{prior use here}}
  %y = arith.addi %later, %later : i32
  // expected-error @+1 {{use of value '%later' expects different type than prior uses: 'i64' vs 'i32'}}
  %z = arith.addi %later, %later : i64
  return %y : i32
^bb2:
  %later = arith.constant 1 : i32
  cf.br ^bb1
}

// -----

func.func @f(%c: i1) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  // expected-note @+1 {{previously used here with type 'i32'}}
  %y = arith.addi %later, %later : i32
  return %y : i32
^bb2:
  // expected-error @+1 {{definition of SSA value '%later#0' has type 'i64'}}
  %later = arith.constant 1 : i64
  cf.br ^bb1
}

// -----

// asyncc-only: MLIR accepts this; asyncc does not support it
func.func @f() {
  // expected-error @+1 {{unknown operation 'test.two'}}
  %x:2 = "test.two"() : () -> (i32, i32)
  return
}

// -----

// asyncc-only: asyncc's parser words this differently
func.func @f() -> i32 {
  %x = arith.constant 1 : i32
  // expected-error @+1 {{result number 1 out of range for %x, which has 1}}
  return %x#1 : i32
}

// -----

// asyncc-only: asyncc's parser words this differently
func.func @f() -> i32 {
  %x = arith.constant 1 : i32
  // expected-error @+1 {{result number out of range}}
  return %x#99999999 : i32
}

// -----

// asyncc-only: asyncc's parser words this differently
func.func @f() {
  // expected-error @+1 {{result names may not have a result number}}
  %x#1 = arith.constant 1 : i32
  return
}

// -----

// asyncc-only: asyncc's parser words this differently
func.func @f() {
  // expected-error @+1 {{expected the number of results after ':'}}
  %x:y = arith.constant 1 : i32
  return
}

// -----

// asyncc-only: asyncc's parser words this differently
func.func @f() {
  // expected-error @+1 {{invalid result count}}
  %x:0 = arith.constant 1 : i32
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{operation defines 1 results but was provided 2 to bind}}
  %x:2 = arith.constant 1 : i32
  return
}

// -----

// asyncc-only: asyncc's parser words this differently
func.func @f() {
  // expected-error @+1 {{expected '=' after the result names, found 'arith.constant'}}
  %x arith.constant 1 : i32
  return
}

// -----

// asyncc-only: MLIR accepts this; asyncc does not support it
// expected-error @+1 {{'arith.constant' op is not allowed at module level: a module holds functions and globals only}}
%x = arith.constant 1 : i32

// -----

// asyncc-only: asyncc's parser words this differently
func.func @f() {
  // expected-error @+1 {{expected an operation name, found '42'}}
  42
}

// -----

func.func @f() {
  // expected-error @+1 {{custom op 'bogus' is unknown (tried 'func.bogus' as well)}}
  bogus
}

// -----

func.func @f() {
  // expected-error @+1 {{custom op 'arith.bogus' is unknown}}
  arith.bogus
}

// -----

func.func @f(%x: i32) {
  // expected-error @+1 {{custom op 'arith.add' is unknown}}
  %y = arith.add %x, %x : i32
  return
}

// -----

func.func @f(%x: i32) {
  // expected-error @+1 {{custom op 'addi' is unknown (tried 'func.addi' as well)}}
  %y = addi %x, %x : i32
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{expected SSA operand}}
  %x = arith.addi 42, 42 : i32
  return
}

// -----

func.func @f() {
  cf.br ^bb1
^bb1:
  cf.br ^bb2
// expected-error @+1 {{redefinition of block '^bb1'}}
^bb1:
  return
^bb2:
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{reference to an undefined block}}
  cf.br ^nowhere
}

// -----

// asyncc-only: asyncc's parser words this differently
func.func @f() {
  cf.br ^bb1
// expected-error @+1 {{argument names may not have a result number}}
^bb1(%a#1: i32):
  return
}

// -----

// asyncc-only: asyncc's parser words this differently
func.func @f() {
  cf.br ^bb1
// expected-error @+1 {{expected ':' after the argument name, found ')'}}
^bb1(%a):
  return
}

// -----

// asyncc-only: asyncc's parser words this differently
func.func @f() {
  cf.br ^bb1
// expected-error @+1 {{expected ':' after the block label, found 'return'}}
^bb1
  return
}

// -----

func.func @f(%a: i32) {
// expected-error @+1 {{invalid block name in region with named arguments}}
^bb0(%b: i32):
  return
}

// -----

// asyncc-only: asyncc's parser words this differently
// The error is at the end of the part: the separator line.
func.func @f() {
  return

// expected-error @+1 {{expected '}' to end the region}}
// -----

// asyncc-only: asyncc's parser words this differently
func.func @f() {
  // expected-error @+1 {{expected '(' after the operation name, found '{'}}
  "func.return" {}
}

// -----

func.func @f() {
  // expected-error @+1 {{expected block name}}
  "cf.br"() [42] : () -> ()
}

// -----

// asyncc-only: asyncc's parser words this differently
func.func @f() {
  // expected-error @+1 {{expected '{' for the properties}}
  "func.return"() <[1]> : () -> ()
}

// -----

// asyncc-only: asyncc's parser words this differently
func.func @f() {
  // expected-error @+1 {{expected ':' before the operation's function type, found '}'}}
  "func.return"()
}

// -----

// asyncc-only: asyncc's parser words this differently
func.func @f() {
  %c = arith.constant 1 : i32
  // expected-error @+1 {{expected 1 operand types but had 0}}
  "func.return"(%c) : () -> ()
}

// -----

// asyncc-only: asyncc's parser words this differently
func.func @f(%c: i1) {
  // expected-error @+1 {{operandSegmentSizes must be an array<i32: ...>}}
  "cf.cond_br"(%c)[^bb1, ^bb1] <{operandSegmentSizes = [1, 0, 0]}> : (i1) -> ()
^bb1:
  return
}

// -----

// asyncc-only: asyncc's parser words this differently
func.func @f(%c: i1) {
  // expected-error @+1 {{invalid operand segment size}}
  "cf.cond_br"(%c)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 2, 0>}> : (i1) -> ()
^bb1:
  return
}

// -----

func.func @f(%c: i1) {
  // expected-error @+1 {{'cf.cond_br' op operand count (1) does not match with the total size (0) specified in attribute 'operandSegmentSizes'}}
  "cf.cond_br"(%c)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 0, 0, 0>}> : (i1) -> ()
^bb1:
  return
}

// -----

// asyncc-only: asyncc's parser words this differently
func.func @f(%c: i1) {
  // expected-error @+1 {{expected ')' to end the region list, found '}'}}
  "scf.if"(%c) ({ "scf.yield"() : () -> () }, { "scf.yield"() : () -> () } }
}

// -----

// asyncc-only: asyncc's parser words this differently
// Aliases are defined before they are used, so none can refer to itself.
// expected-error @+1 {{undefined attribute alias '#self'}}
#self = [#self]

// -----

// asyncc-only: asyncc's parser words this differently
// expected-error @+1 {{undefined type alias '!self'}}
!self = !async.value<!self>

// -----

// asyncc-only: asyncc's parser words this differently
// expected-error @+1 {{undefined location alias '#l'}}
#l = loc(#l)

// -----

// A dialect attribute over several lines: what follows keeps its lines.
func.func private @spans_lines() attributes {a = #dlti.dl_entry<
  "key",
  1 : i64>}
func.func @after() -> i32 {
  // expected-error @+1 {{use of undeclared SSA value name}}
  return %x : i32
}

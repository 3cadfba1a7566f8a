// Verifier: the checks particular to func, arith, cf and memref ops.
// RUN: asyncc -verify-diagnostics -split-input-file %s

module {
  // expected-error @+2 {{'builtin.module' op nested modules are not supported}}
  // expected-error @+1 {{'builtin.module' op is not allowed at module level: a module holds functions and globals only}}
  module {
  }
}

// -----

// expected-error @+1 {{'vector.print' op is not allowed at module level: a module holds functions and globals only}}
"vector.print"() <{stringLiteral = "x"}> : () -> ()

// -----

// expected-error @+1 {{'builtin.module' op expects a body of one block}}
"builtin.module"() ({
^bb0:
  "func.func"() <{sym_name = "f", function_type = () -> (), sym_visibility = "private"}> ({}) : () -> ()
^bb1:
}) : () -> ()

// -----

// expected-error @+1 {{'func.func' op requires a 'sym_name' string attribute}}
"func.func"() <{function_type = () -> (), sym_visibility = "private"}> ({}) : () -> ()

// -----

// expected-error @+1 {{'func.func' op symbol names may not contain NUL}}
func.func private @"a\00b"()

// -----

// expected-error @+1 {{'func.func' op requires a 'function_type' attribute with a function type}}
"func.func"() <{sym_name = "f", function_type = i32, sym_visibility = "private"}> ({}) : () -> ()

// -----

// expected-error @+1 {{'func.func' op 'sym_visibility' must be "private", "public" or "nested"}}
"func.func"() <{sym_name = "f", function_type = () -> (), sym_visibility = "hidden"}> ({}) : () -> ()

// -----

// expected-error @+1 {{'func.func' op 'async.allowed_to_block' must be a unit attribute, not '1 : i64'}}
func.func @f() attributes {async.allowed_to_block = 1} {
  return
}

// -----

// expected-error @+1 {{'func.func' op 'arg_attrs' must be an array of 1 dictionaries}}
"func.func"() <{sym_name = "f", function_type = (i32) -> (), sym_visibility = "private", arg_attrs = []}> ({}) : () -> ()

// -----

// expected-error @+1 {{'func.func' op 'res_attrs' must be an array of dictionaries}}
"func.func"() <{sym_name = "f", function_type = () -> i32, sym_visibility = "private", res_attrs = [1]}> ({}) : () -> ()

// -----

// expected-error @+1 {{'func.func' op is a declaration, which must be private ('func.func private @f')}}
func.func @f()

// -----

// expected-error @+1 {{'func.func' op entry block: expects 1 block arguments, but has 0}}
"func.func"() <{sym_name = "f", function_type = (i32) -> ()}> ({
  "func.return"() : () -> ()
}) : () -> ()

// -----

// expected-error @+1 {{'func.func' op entry block: argument #0 has type 'i64', but 'i32' is expected}}
"func.func"() <{sym_name = "f", function_type = (i32) -> ()}> ({
^bb0(%x: i64):
  "func.return"() : () -> ()
}) : () -> ()

// -----

// expected-note @+1 {{'@g' is defined here}}
func.func private @g(i32) -> i32
func.func @f(%x: i64) {
  // expected-error @+1 {{'func.call' op argument #0 has type 'i64', but '@g' expects 'i32'}}
  %r = func.call @g(%x) : (i64) -> i32
  return
}

// -----

// expected-note @+1 {{'@g' is defined here}}
func.func private @g(i32) -> i32
func.func @f(%x: i32) {
  // expected-error @+1 {{'func.call' op passes 2 arguments, but '@g' takes 1}}
  %r = func.call @g(%x, %x) : (i32, i32) -> i32
  return
}

// -----

// expected-note @+1 {{'@g' is defined here}}
func.func private @g(i32) -> i32
func.func @f(%x: i32) {
  // expected-error @+1 {{'func.call' op has 0 results, but '@g' returns 1}}
  func.call @g(%x) : (i32) -> ()
  return
}

// -----

// expected-note @+1 {{'@g' is defined here}}
func.func private @g(i32) -> i32
func.func @f(%x: i32) {
  // expected-error @+1 {{'func.call' op result #0 has type 'i64', but '@g' returns 'i32'}}
  %r = func.call @g(%x) : (i32) -> i64
  return
}

// -----

// expected-note @+1 {{'@g' is defined here}}
async.func @g() -> !async.token {
  return
}
func.func @f() {
  // expected-error @+1 {{'func.call' op '@g' is an async.func; call it with async.call}}
  %r = func.call @g() : () -> !async.token
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'func.call' op requires a 'callee' symbol reference}}
  "func.call"() <{callee = "f"}> : () -> ()
  return
}

// -----

func.func @f() {
  %c = arith.constant 1 : i32
  // expected-error @+1 {{'scf.if' op expects one i1 condition}}
  "scf.if"(%c) ({
    // expected-error @+1 {{'func.return' op must be inside a func.func}}
    "func.return"() : () -> ()
  }, {}) : (i32) -> ()
  return
}

// -----

async.func @f() -> !async.token {
  // expected-error @+1 {{'func.return' op must be inside a func.func (async.func returns with async.return)}}
  "func.return"() : () -> ()
}

// -----

// expected-note @+1 {{the function's results are declared here}}
func.func @f() -> i32 {
  // expected-error @+1 {{'func.return' op returned values: expects 1 values, but has 0}}
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'arith.constant' op requires a 'value' attribute}}
  %c = "arith.constant"() : () -> i32
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'arith.constant' op 'value' must be an integer, float, boolean or dense elements}}
  %c = "arith.constant"() <{value = "one"}> : () -> i32
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'arith.constant' op failed to verify that all of {value, result} have same type}}
  %c = "arith.constant"() <{value = 1 : i64}> : () -> i32
  return
}

// -----

func.func @f(%x: i32) {
  // expected-error @+1 {{'arith.constant' op expects 0 operands, but has 1}}
  %c = "arith.constant"(%x) <{value = 1 : i32}> : (i32) -> i32
  return
}

// -----

func.func @f(%x: i32) {
  // expected-error @+1 {{'arith.constant' op expects 1 results, but has 0}}
  "arith.constant"() <{value = 1 : i32}> : () -> ()
  return
}

// -----

func.func @f(%x: i32, %y: i64) {
  // expected-error @+1 {{'arith.addi' op requires the same type for all operands and results, but operand #1 is 'i64' and operand #0 'i32'}}
  %z = "arith.addi"(%x, %y) : (i32, i64) -> i32
  return
}

// -----

func.func @f(%x: i32) {
  // expected-error @+1 {{'arith.addi' op requires the same type for all operands and results, but the result is 'i64' and the operands 'i32'}}
  %z = "arith.addi"(%x, %x) : (i32, i32) -> i64
  return
}

// -----

func.func @f(%x: i32) {
  // expected-error @+1 {{'arith.addi' op attribute 'overflowFlags' must be a #arith.overflow<...> attribute}}
  %z = "arith.addi"(%x, %x) <{overflowFlags = 1}> : (i32, i32) -> i32
  return
}

// -----

func.func @f(%x: i32) {
  // expected-error @+1 {{'arith.addf' op operands must be floating point, not 'i32'}}
  %z = arith.addf %x, %x : i32
  return
}

// -----

func.func @f(%x: i32, %y: i64) {
  // expected-error @+1 {{'arith.cmpi' op compares operands of different types 'i32' and 'i64'}}
  %z = "arith.cmpi"(%x, %y) <{predicate = 0 : i64}> : (i32, i64) -> i1
  return
}

// -----

func.func @f(%x: f32) {
  // expected-error @+1 {{'arith.cmpi' op cannot compare values of type 'f32'}}
  %z = arith.cmpi eq, %x, %x : f32
  return
}

// -----

func.func @f(%x: i32) {
  // expected-error @+1 {{'arith.cmpi' op result must be i1}}
  %z = "arith.cmpi"(%x, %x) <{predicate = 0 : i64}> : (i32, i32) -> i32
  return
}

// -----

func.func @f(%x: i32) {
  // expected-error @+1 {{'arith.cmpi' op requires a valid 'predicate' attribute}}
  %z = "arith.cmpi"(%x, %x) <{predicate = 10 : i64}> : (i32, i32) -> i1
  return
}

// -----

func.func @f(%c: i32, %x: i32) {
  // expected-error @+1 {{'arith.select' op condition must be i1, not 'i32'}}
  %z = arith.select %c, %x, %x : i32, i32
  return
}

// -----

func.func @f(%c: i1, %x: i32, %y: i64) {
  // expected-error @+1 {{'arith.select' op true and false values must both have the result type 'i32'}}
  %z = "arith.select"(%c, %x, %y) : (i1, i32, i64) -> i32
  return
}

// -----

func.func @f(%x: i32) {
  // expected-error @+1 {{'arith.index_cast' op cannot cast 'i32' to 'i64': one side must be index and the other a signless integer}}
  %z = arith.index_cast %x : i32 to i64
  return
}

// -----

func.func @f(%x: i32) {
  // expected-error @+1 {{'arith.extsi' op cannot cast 'i32' to 'i16': the result must be a wider integer}}
  %z = arith.extsi %x : i32 to i16
  return
}

// -----

func.func @f(%x: i32) {
  // expected-error @+1 {{'arith.trunci' op cannot cast 'i32' to 'i64': the result must be a narrower integer}}
  %z = arith.trunci %x : i32 to i64
  return
}

// -----

func.func @f(%x: f32) {
  // expected-error @+1 {{'arith.sitofp' op cannot cast 'f32' to 'f64': expects an integer operand and a float result}}
  %z = arith.sitofp %x : f32 to f64
  return
}

// -----

func.func @f(%x: i32) {
  // expected-error @+1 {{'arith.fptosi' op cannot cast 'i32' to 'i64': expects a float operand and an integer result}}
  %z = arith.fptosi %x : i32 to i64
  return
}

// -----

func.func @f(%x: f64) {
  // expected-error @+1 {{'arith.extf' op cannot cast 'f64' to 'f32': the result must be a wider float}}
  %z = arith.extf %x : f64 to f32
  return
}

// -----

func.func @f(%x: f32) {
  // expected-error @+1 {{'arith.truncf' op cannot cast 'f32' to 'f64': the result must be a narrower float}}
  %z = arith.truncf %x : f32 to f64
  return
}

// -----

func.func @f(%x: f32) {
  // expected-error @+1 {{'arith.bitcast' op cannot cast 'f32' to 'i64': both types must be integers or floats of the same width}}
  %z = arith.bitcast %x : f32 to i64
  return
}

// -----

func.func @f(%x: f32) {
  // expected-error @+1 {{'arith.extf' op attribute 'fastmath' must be a #arith.fastmath<...> attribute}}
  %z = "arith.extf"(%x) <{fastmath = #arith.overflow<nsw>}> : (f32) -> f64
  return
}

// -----

func.func @f() {
^bb1:
  // expected-error @+1 {{'cf.br' op expects one successor}}
  "cf.br"() : () -> ()
}

// -----

func.func @f(%c: i1) {
  // expected-error @+1 {{'cf.cond_br' op expects a condition and two successors}}
  "cf.cond_br"(%c)[^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
^bb1:
  return
}

// -----

func.func @f(%c: i32) {
  // expected-error @+1 {{'cf.cond_br' op condition must be i1}}
  "cf.cond_br"(%c)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// -----

func.func @f(%c: i1) {
  // expected-error @+1 {{'cf.assert' op requires a 'msg' string attribute}}
  "cf.assert"(%c) : (i1) -> ()
  return
}

// -----

func.func @f(%s: !async.coro.state) {
  // expected-error @+1 {{'async.coro.suspend' op expects three successors: suspend, resume and cleanup}}
  "async.coro.suspend"(%s)[^bb1] : (!async.coro.state) -> ()
^bb1:
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'memref.alloc' op result must be a ranked memref}}
  %m = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<*xf32>
  return
}

// -----

func.func @f(%n: index) {
  // expected-error @+1 {{'memref.alloc' op has 1 dynamic sizes, but 'memref<4xf32>' has 0 dynamic dimensions}}
  %m = memref.alloc(%n) : memref<4xf32>
  return
}

// -----

func.func @f(%n: index) {
  // expected-error @+1 {{'memref.alloc' op symbol operands are not supported}}
  %m = memref.alloc()[%n] : memref<4xf32>
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'memref.alloc' op can only allocate memrefs with the identity layout}}
  %m = memref.alloc() : memref<4xf32, strided<[2]>>
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'memref.alloc' op 'alignment' must be a positive power of two}}
  %m = memref.alloc() {alignment = 3 : i64} : memref<4xf32>
  return
}

// -----

func.func @f(%x: i32) {
  // expected-error @+1 {{'memref.dealloc' op operand must be a memref, not 'i32'}}
  memref.dealloc %x : i32
  return
}

// -----

func.func @f(%m: memref<4x4xf32>, %i: index) {
  // expected-error @+1 {{'memref.load' op has 1 indices for a memref of rank 2}}
  %v = memref.load %m[%i] : memref<4x4xf32>
  return
}

// -----

func.func @f(%m: memref<4xf32>, %i: i32) {
  // expected-error @+1 {{'memref.load' op indices must be index}}
  %v = "memref.load"(%m, %i) : (memref<4xf32>, i32) -> f32
  return
}

// -----

func.func @f(%m: memref<4xf32>, %i: index) {
  // expected-error @+1 {{'memref.load' op result type must be the memref's element type}}
  %v = "memref.load"(%m, %i) : (memref<4xf32>, index) -> f64
  return
}

// -----

func.func @f(%m: memref<*xf32>, %i: index) {
  // expected-error @+1 {{'memref.load' op operand must be a ranked memref, not 'memref<*xf32>'}}
  %v = "memref.load"(%m, %i) : (memref<*xf32>, index) -> f32
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'memref.load' op expects a memref operand}}
  %v = "memref.load"() : () -> f32
  return
}

// -----

func.func @f(%m: memref<4xf32>, %i: index, %x: f64) {
  // expected-error @+1 {{'memref.store' op stores 'f64' into a memref of 'f32'}}
  "memref.store"(%x, %m, %i) : (f64, memref<4xf32>, index) -> ()
  return
}

// -----

func.func @f(%m: memref<4xf32>, %i: index, %x: f32) {
  // expected-error @+1 {{'memref.store' op has no results}}
  %r = "memref.store"(%x, %m, %i) : (f32, memref<4xf32>, index) -> i32
  return
}

// -----

func.func @f(%m: memref<4xf32>) {
  // expected-error @+1 {{'memref.cast' op operand type 'memref<4xf32>' and result type 'memref<4xi32>' are cast incompatible}}
  %c = memref.cast %m : memref<4xf32> to memref<4xi32>
  return
}

// -----

func.func @f(%m: memref<*xf32>) {
  // expected-error @+1 {{'memref.cast' op operand type 'memref<*xf32>' and result type 'memref<*xf32>' are cast incompatible}}
  %c = memref.cast %m : memref<*xf32> to memref<*xf32>
  return
}

// -----

func.func @f(%m: memref<4xf32>) {
  // expected-error @+1 {{'memref.cast' op operand type 'memref<4xf32>' and result type 'memref<4x1xf32>' are cast incompatible}}
  %c = memref.cast %m : memref<4xf32> to memref<4x1xf32>
  return
}

// -----

func.func @f(%m: memref<4xf32>) {
  // expected-error @+1 {{'memref.cast' op operand type 'memref<4xf32>' and result type 'memref<5xf32>' are cast incompatible}}
  %c = memref.cast %m : memref<4xf32> to memref<5xf32>
  return
}

// -----

func.func @f(%m: memref<4xf32>) {
  // expected-error @+1 {{'memref.cast' op operand type 'memref<4xf32>' and result type 'memref<4xf32, strided<[2], offset: ?>>' are cast incompatible}}
  %c = memref.cast %m : memref<4xf32> to memref<4xf32, strided<[2], offset: ?>>
  return
}

// -----

func.func @f(%x: i32, %i: index) {
  // expected-error @+1 {{'memref.dim' op operand must be a memref, not 'i32'}}
  %d = memref.dim %x, %i : i32
  return
}

// -----

func.func @f(%x: i32) {
  // expected-error @+1 {{'vector.print' op prints at most one value and has no results}}
  "vector.print"(%x, %x) : (i32, i32) -> ()
  return
}

// -----

func.func @f(%m: memref<4xf32>) {
  // expected-error @+1 {{'vector.print' op can only print integers, index, floats and vectors, not 'memref<4xf32>'}}
  vector.print %m : memref<4xf32>
  return
}

// -----

func.func @f(%x: i32) {
  // expected-error @+1 {{'vector.print' op prints either a value or a string}}
  vector.print %x : i32 str "x"
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'vector.print' op 'stringLiteral' must be a string}}
  "vector.print"() <{stringLiteral = 1}> : () -> ()
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'vector.print' op 'punctuation' must be a #vector.punctuation attribute}}
  "vector.print"() <{punctuation = 1}> : () -> ()
  return
}

// -----

func.func private @compute(i32) -> i32
func.func @f(%x: i32) {
  // expected-error @+2 {{'func.call' op '@compte' does not reference a valid function}}
  // expected-note @+1 {{did you mean '@compute'?}}
  %r = func.call @compte(%x) : (i32) -> i32
  return
}

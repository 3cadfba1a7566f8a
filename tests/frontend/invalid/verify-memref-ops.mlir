// Verifier and parser: memref.copy, global and get_global, alloca_scope,
// the atomics, assume_alignment, realloc and prefetch, with MLIR 19's
// messages.
// RUN: asyncc -verify-diagnostics -split-input-file %s

func.func @f(%m: memref<4xf32>, %n: memref<4xi32>, %i: index, %x: f32, %w: i32, %u: memref<*xf32>) {
  // expected-error @+1 {{'memref.copy' op requires the same element type for all operands}}
  memref.copy %m, %n : memref<4xf32> to memref<4xi32>
  return
}

// -----

func.func @f(%m: memref<4xf32>, %n: memref<4xi32>, %i: index, %x: f32, %w: i32, %u: memref<*xf32>) {
  %d = memref.cast %m : memref<4xf32> to memref<?xf32>
  memref.copy %m, %d : memref<4xf32> to memref<?xf32>
  memref.copy %u, %m : memref<*xf32> to memref<4xf32>
  %t = memref.alloc() : memref<4x1xf32>
  // expected-error @+1 {{'memref.copy' op requires the same shape for all operands}}
  memref.copy %m, %t : memref<4xf32> to memref<4x1xf32>
  return
}

// -----

func.func @f(%m: memref<4xf32>, %n: memref<4xi32>, %i: index, %x: f32, %w: i32, %u: memref<*xf32>) {
  // expected-error @+1 {{'memref.copy' op operand #1 must be ranked or unranked memref of any type values, but got 'f32'}}
  "memref.copy"(%m, %x) : (memref<4xf32>, f32) -> ()
  return
}

// -----

// expected-error @+1 {{type should be static shaped memref, but got 'memref<?xf32>'}}
memref.global @g : memref<?xf32>

// -----

// expected-error @+1 {{'memref.global' op type should be static shaped memref, but got 'memref<?xf32>'}}
"memref.global"() <{sym_name = "g", type = memref<?xf32>}> : () -> ()

// -----

// expected-error @+1 {{'memref.global' op attribute 'type' failed to satisfy constraint: memref type attribute}}
"memref.global"() <{sym_name = "g", type = i32}> : () -> ()

// -----

// expected-error @+1 {{'memref.global' op requires attribute 'type'}}
"memref.global"() <{sym_name = "g"}> : () -> ()

// -----

// expected-error @+1 {{'memref.global' op requires attribute 'sym_name'}}
"memref.global"() <{type = memref<4xf32>}> : () -> ()

// -----

// expected-error @+1 {{'memref.global' op initial value should be a unit or elements attribute, but got 1 : i32}}
"memref.global"() <{sym_name = "g", type = memref<4xf32>, initial_value = 1 : i32}> : () -> ()

// -----

// expected-error @+1 {{'memref.global' op visibility expected to be one of ["public", "private", "nested"], but got "x"}}
"memref.global"() <{sym_name = "g", type = memref<4xf32>, sym_visibility = "x"}> : () -> ()

// -----

// expected-error @+1 {{alignment attribute value 3 is not a power of 2}}
memref.global "private" @g : memref<4xf32> = uninitialized {alignment = 3}

// -----

// expected-error @+1 {{'memref.global' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute}}
memref.global "private" @g : memref<4xf32> = uninitialized {alignment = 64 : i32}

// -----

// expected-error @+1 {{invalid properties {constant = 1 : i64, sym_name = "g", type = memref<4xf32>} for op memref.global: Invalid attribute `constant` in property conversion: 1 : i64}}
"memref.global"() <{sym_name = "g", type = memref<4xf32>, constant = 1}> : () -> ()

// -----

// expected-error @+1 {{expected valid '@'-identifier for symbol name}}
memref.global "private" g : memref<4xf32>

// -----

memref.global "private" @g : memref<4xf32>
func.func @f() {
  // expected-error @+1 {{'memref.get_global' op result type 'memref<5xf32>' does not match type 'memref<4xf32>' of the global memref @g}}
  %0 = memref.get_global @g : memref<5xf32>
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'memref.get_global' op 'f' does not reference a valid global memref}}
  %0 = memref.get_global @f : memref<5xf32>
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'memref.get_global' op requires attribute 'name'}}
  %0 = "memref.get_global"() : () -> memref<5xf32>
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{expected attribute value}}
  %0 = memref.get_global g : memref<5xf32>
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{custom op 'memref.get_global' invalid kind of attribute specified}}
  %0 = memref.get_global "g" : memref<5xf32>
  return
}

// -----

// expected-note @+1 {{see existing symbol definition here}}
memref.global "private" @g : memref<4xf32>
// expected-error @+1 {{redefinition of symbol named 'g'}}
func.func @g() {
  return
}

// -----

func.func @f(%m: memref<4xf32>, %n: memref<4xi32>, %i: index, %x: f32, %w: i32, %u: memref<*xf32>) {
  // expected-error @+1 {{'memref.alloca_scope' op  region control flow edge from Region #0 to parent results: source has 0 operands, but target successor needs 1}}
  %0 = memref.alloca_scope -> (f32) {
    memref.alloca_scope.return
  }
  return
}

// -----

func.func @f(%m: memref<4xf32>, %n: memref<4xi32>, %i: index, %x: f32, %w: i32, %u: memref<*xf32>) {
  // expected-error @+1 {{'memref.alloca_scope' op  along control flow edge from Region #0 to parent results: source type #0 'f32' should match input type #0 'i32'}}
  %0 = memref.alloca_scope -> (i32) {
    memref.alloca_scope.return %x : f32
  }
  return
}

// -----

func.func @f(%x: f32) {
  // expected-error @+2 {{'memref.alloca_scope' op expects regions to end with 'memref.alloca_scope.return', found 'llvm.unreachable'}}
  // expected-note @+1 {{in custom textual format, the absence of terminator implies 'memref.alloca_scope.return'}}
  memref.alloca_scope {
    llvm.unreachable
  }
  return
}

// -----

// The body's errors come before the scope's own.
func.func @f(%x: f32) {
  memref.alloca_scope {
    // expected-error @+1 {{'memref.atomic_yield' op expects parent op 'memref.generic_atomic_rmw'}}
    memref.atomic_yield %x : f32
  }
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'memref.alloca_scope.return' op expects parent op 'memref.alloca_scope'}}
  memref.alloca_scope.return
}

// -----

func.func @f(%m: memref<4xf32>, %n: memref<4xi32>, %i: index, %x: f32, %w: i32, %u: memref<*xf32>) {
  // expected-error @+1 {{'memref.atomic_rmw' op with kind 'addi' expects an integer type}}
  %0 = memref.atomic_rmw addi %x, %m[%i] : (f32, memref<4xf32>) -> f32
  return
}

// -----

func.func @f(%m: memref<4xf32>, %n: memref<4xi32>, %i: index, %x: f32, %w: i32, %u: memref<*xf32>) {
  // expected-error @+1 {{'memref.atomic_rmw' op with kind 'maximumf' expects a floating-point type}}
  %0 = memref.atomic_rmw maximumf %w, %n[%i] : (i32, memref<4xi32>) -> i32
  return
}

// -----

func.func @f(%m: memref<4xf32>, %n: memref<4xi32>, %i: index, %x: f32, %w: i32, %u: memref<*xf32>) {
  // expected-error @+1 {{'memref.atomic_rmw' op expects the number of subscripts to be equal to memref rank}}
  %0 = memref.atomic_rmw addi %w, %n[] : (i32, memref<4xi32>) -> i32
  return
}

// -----

func.func @f(%m: memref<4xf32>, %n: memref<4xi32>, %i: index, %x: f32, %w: i32, %u: memref<*xf32>) {
  // expected-error @+1 {{expected string or keyword containing one of the following enum values for attribute 'kind' [addf, addi, assign, maximumf, maxs, maxu, minimumf, mins, minu, mulf, muli, ori, andi, maxnumf, minnumf]}}
  %0 = memref.atomic_rmw xori %w, %n[%i] : (i32, memref<4xi32>) -> i32
  return
}

// -----

func.func @f(%m: memref<4xf32>, %n: memref<4xi32>, %i: index, %x: f32, %w: i32, %u: memref<*xf32>) {
  // expected-error @+1 {{'memref.atomic_rmw' op failed to verify that value type matches element type of memref}}
  %0 = memref.atomic_rmw addi %w, %m[%i] : (i32, memref<4xf32>) -> i32
  return
}

// -----

func.func @f(%m: memref<4xf32>, %n: memref<4xi32>, %i: index, %x: f32, %w: i32, %u: memref<*xf32>) {
  // expected-error @+1 {{'memref.atomic_rmw' op failed to verify that all of {value, result} have same type}}
  %0 = "memref.atomic_rmw"(%x, %m, %i) <{kind = 0 : i64}> : (f32, memref<4xf32>, index) -> f64
  return
}

// -----

func.func @f(%m: memref<4xf32>, %n: memref<4xi32>, %i: index, %x: f32, %w: i32, %u: memref<*xf32>) {
  // expected-error @+1 {{invalid properties {kind = 20 : i64} for op memref.atomic_rmw: Invalid attribute `kind` in property conversion: 20 : i64}}
  %0 = "memref.atomic_rmw"(%x, %m, %i) <{kind = 20 : i64}> : (f32, memref<4xf32>, index) -> f32
  return
}

// -----

func.func @f(%m: memref<4xf32>, %n: memref<4xi32>, %i: index, %x: f32, %w: i32, %u: memref<*xf32>) {
  // expected-error @+1 {{'memref.atomic_rmw' op operand #0 must be signless integer or floating-point, but got 'index'}}
  %0 = "memref.atomic_rmw"(%i, %m, %i) <{kind = 2 : i64}> : (index, memref<4xf32>, index) -> index
  return
}

// -----

func.func @f(%m: memref<4xf32>, %n: memref<4xi32>, %i: index, %x: f32, %w: i32, %u: memref<*xf32>) {
  // expected-error @+1 {{'memref.atomic_rmw' op operand #1 must be memref of signless integer or floating-point values, but got 'memref<*xf32>'}}
  %0 = "memref.atomic_rmw"(%x, %u) <{kind = 2 : i64}> : (f32, memref<*xf32>) -> f32
  return
}

// -----

func.func @f(%m: memref<4xf32>, %n: memref<4xi32>, %i: index, %x: f32, %w: i32, %u: memref<*xf32>) {
  // expected-error @+1 {{'memref.atomic_rmw' op operand #2 must be variadic of index, but got 'i32'}}
  %0 = "memref.atomic_rmw"(%x, %m, %w) <{kind = 2 : i64}> : (f32, memref<4xf32>, i32) -> f32
  return
}

// -----

func.func @f(%m: memref<4xf32>, %n: memref<4xi32>, %i: index, %x: f32, %w: i32, %u: memref<*xf32>) {
  // expected-error @+1 {{'memref.generic_atomic_rmw' op expected single number of entry block arguments}}
  %0 = memref.generic_atomic_rmw %n[%i] : memref<4xi32> {
  ^bb0(%c: i32, %d: i32):
    memref.atomic_yield %c : i32
  }
  return
}

// -----

func.func @f(%m: memref<4xf32>, %n: memref<4xi32>, %i: index, %x: f32, %w: i32, %u: memref<*xf32>) {
  // expected-error @+1 {{'memref.generic_atomic_rmw' op expected block argument of the same type result type}}
  %0 = memref.generic_atomic_rmw %n[%i] : memref<4xi32> {
  ^bb0(%c: i64):
    %t = arith.trunci %c : i64 to i32
    memref.atomic_yield %t : i32
  }
  return
}

// -----

func.func @f(%m: memref<4xf32>, %n: memref<4xi32>, %i: index, %x: f32, %w: i32, %u: memref<*xf32>) {
  %0 = memref.generic_atomic_rmw %n[%i] : memref<4xi32> {
  ^bb0(%c: i32):
    // expected-error @+1 {{'memref.atomic_yield' op types mismatch between yield op: 'f32' and its parent: 'i32'}}
    memref.atomic_yield %x : f32
  }
  return
}

// -----

func.func @f(%m: memref<4xf32>, %n: memref<4xi32>, %i: index, %x: f32, %w: i32, %u: memref<*xf32>) {
  %0 = memref.generic_atomic_rmw %n[%i] : memref<4xi32> {
  ^bb0(%c: i32):
    // expected-error @+1 {{body of 'memref.generic_atomic_rmw' should contain only operations with no side effects}}
    memref.store %c, %n[%i] : memref<4xi32>
    memref.atomic_yield %c : i32
  }
  return
}

// -----

func.func @f(%m: memref<4xf32>, %n: memref<4xi32>, %i: index, %x: f32, %w: i32, %u: memref<*xf32>) {
  // expected-error @+1 {{'memref.generic_atomic_rmw' op failed to verify that result type matches element type of memref}}
  %0 = "memref.generic_atomic_rmw"(%n, %i) ({
  ^bb0(%c: i32):
    memref.atomic_yield %c : i32
  }) : (memref<4xi32>, index) -> f32
  return
}

// -----

func.func @f(%m: memref<4xf32>, %n: memref<4xi32>, %i: index, %x: f32, %w: i32, %u: memref<*xf32>) {
  // expected-error @+1 {{'memref.generic_atomic_rmw' op operand #0 must be memref of signless integer or floating-point values, but got 'memref<*xf32>'}}
  %0 = "memref.generic_atomic_rmw"(%u) ({
  ^bb0(%c: f32):
    memref.atomic_yield %c : f32
  }) : (memref<*xf32>) -> f32
  return
}

// -----

func.func @f(%m: memref<4xf32>, %n: memref<4xi32>, %i: index, %x: f32, %w: i32, %u: memref<*xf32>) {
  // expected-error @+1 {{'memref.generic_atomic_rmw' op operand #1 must be variadic of index, but got 'i32'}}
  %0 = "memref.generic_atomic_rmw"(%n, %w) ({
  ^bb0(%c: i32):
    memref.atomic_yield %c : i32
  }) : (memref<4xi32>, i32) -> i32
  return
}

// -----

// asyncc-only: asyncc's parser words this differently
func.func @f(%m: memref<4xf32>, %n: memref<4xi32>, %i: index, %x: f32, %w: i32, %u: memref<*xf32>) {
  // expected-error @+1 {{expected a memref type}}
  %0 = memref.generic_atomic_rmw %i[] : index {
  ^bb0(%c: f32):
    memref.atomic_yield %c : f32
  }
  return
}

// -----

func.func @f(%m: memref<4xf32>, %n: memref<4xi32>, %i: index, %x: f32, %w: i32, %u: memref<*xf32>) {
  // expected-error @+1 {{'memref.assume_alignment' op alignment must be power of 2}}
  memref.assume_alignment %m, 3 : memref<4xf32>
  return
}

// -----

func.func @f(%m: memref<4xf32>, %n: memref<4xi32>, %i: index, %x: f32, %w: i32, %u: memref<*xf32>) {
  // expected-error @+1 {{'memref.assume_alignment' op attribute 'alignment' failed to satisfy constraint: 32-bit signless integer attribute whose value is positive}}
  "memref.assume_alignment"(%m) <{alignment = -4 : i32}> : (memref<4xf32>) -> ()
  return
}

// -----

func.func @f(%m: memref<4xf32>, %n: memref<4xi32>, %i: index, %x: f32, %w: i32, %u: memref<*xf32>) {
  // expected-error @+1 {{'memref.assume_alignment' op requires attribute 'alignment'}}
  "memref.assume_alignment"(%m) : (memref<4xf32>) -> ()
  return
}

// -----

func.func @f(%m: memref<4xf32>, %n: memref<4xi32>, %i: index, %x: f32, %w: i32, %u: memref<*xf32>) {
  // expected-error @+1 {{'memref.assume_alignment' op operand #0 must be memref of any type values, but got 'memref<*xf32>'}}
  "memref.assume_alignment"(%u) <{alignment = 4 : i32}> : (memref<*xf32>) -> ()
  return
}

// -----

func.func @f(%m: memref<4xf32>, %n: memref<4xi32>, %i: index, %x: f32, %w: i32, %u: memref<*xf32>) {
  // expected-error @+1 {{integer constant out of range for attribute}}
  memref.assume_alignment %m, 4294967296 : memref<4xf32>
  return
}

// -----

func.func @f(%m: memref<?xi32>, %i: index, %s: memref<?xi32, strided<[2]>>, %t: memref<?xi32, 1>, %x: f32) {
  // expected-error @+1 {{missing dimension operand for result type 'memref<?xi32>'}}
  %0 = memref.realloc %m : memref<?xi32> to memref<?xi32>
  return
}

// -----

func.func @f(%m: memref<?xi32>, %i: index, %s: memref<?xi32, strided<[2]>>, %t: memref<?xi32, 1>, %x: f32) {
  // expected-error @+1 {{unnecessary dimension operand for result type 'memref<8xi32>'}}
  %1 = memref.realloc %m(%i) : memref<?xi32> to memref<8xi32>
  return
}

// -----

func.func @f(%m: memref<?xi32>, %i: index, %s: memref<?xi32, strided<[2]>>, %t: memref<?xi32, 1>, %x: f32) {
  // expected-error @+1 {{different element types specified for source memref type 'memref<?xi32>' and result memref type 'memref<8xf32>'}}
  %2 = memref.realloc %m : memref<?xi32> to memref<8xf32>
  return
}

// -----

func.func @f(%m: memref<?xi32>, %i: index, %s: memref<?xi32, strided<[2]>>, %t: memref<?xi32, 1>, %x: f32) {
  // expected-error @+1 {{unsupported layout for source memref type 'memref<?xi32, strided<[2]>>'}}
  %3 = memref.realloc %s : memref<?xi32, strided<[2]>> to memref<8xi32>
  return
}

// -----

func.func @f(%m: memref<?xi32>, %i: index, %s: memref<?xi32, strided<[2]>>, %t: memref<?xi32, 1>, %x: f32) {
  // expected-error @+1 {{unsupported layout for result memref type 'memref<8xi32, strided<[2]>>'}}
  %4 = memref.realloc %m : memref<?xi32> to memref<8xi32, strided<[2]>>
  return
}

// -----

func.func @f(%m: memref<?xi32>, %i: index, %s: memref<?xi32, strided<[2]>>, %t: memref<?xi32, 1>, %x: f32) {
  // expected-error @+1 {{different memory spaces specified for source memref type 'memref<?xi32, 1>' and result memref type 'memref<8xi32>'}}
  %5 = memref.realloc %t : memref<?xi32, 1> to memref<8xi32>
  return
}

// -----

func.func @f(%m: memref<?xi32>, %i: index, %s: memref<?xi32, strided<[2]>>, %t: memref<?xi32, 1>, %x: f32) {
  // expected-error @+1 {{'memref.realloc' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute}}
  %6 = memref.realloc %m {alignment = 8 : i32} : memref<?xi32> to memref<8xi32>
  return
}

// -----

func.func @f(%m: memref<?xi32>, %i: index, %s: memref<?xi32, strided<[2]>>, %t: memref<?xi32, 1>, %x: f32) {
  // expected-error @+1 {{'memref.realloc' op operand #1 must be index, but got 'f32'}}
  %7 = "memref.realloc"(%m, %x) : (memref<?xi32>, f32) -> memref<?xi32>
  return
}

// -----

func.func @f(%m: memref<?xi32>, %i: index) {
  // expected-error @+1 {{'memref.realloc' op operand group starting at #1 requires 0 or 1 element, but found 2}}
  %0 = "memref.realloc"(%m, %i, %i) : (memref<?xi32>, index, index) -> memref<?xi32>
  return
}

// -----

func.func @f(%m: memref<?xi32>, %i: index, %s: memref<?xi32, strided<[2]>>, %t: memref<?xi32, 1>, %x: f32) {
  // expected-error @+1 {{'memref.realloc' op requires one result}}
  "memref.realloc"(%m) : (memref<?xi32>) -> ()
  return
}

// -----

func.func @f(%m: memref<?x?xi32>) {
  // expected-error @+1 {{'memref.realloc' op operand #0 must be 1D memref of any type values, but got 'memref<?x?xi32>'}}
  %0 = memref.realloc %m : memref<?x?xi32> to memref<8xi32>
  return
}

// -----

func.func @f(%m: memref<?xi32>) {
  // expected-error @+1 {{'memref.realloc' op result #0 must be 1D memref of any type values, but got 'memref<8x8xi32>'}}
  %0 = memref.realloc %m : memref<?xi32> to memref<8x8xi32>
  return
}

// -----

func.func @f(%m: memref<4xf32>, %n: memref<4xi32>, %i: index, %x: f32, %w: i32, %u: memref<*xf32>) {
  // expected-error @+1 {{'memref.prefetch' op too few indices}}
  memref.prefetch %m[], read, locality<3>, data : memref<4xf32>
  return
}

// -----

func.func @f(%m: memref<4xf32>, %n: memref<4xi32>, %i: index, %x: f32, %w: i32, %u: memref<*xf32>) {
  // expected-error @+1 {{'memref.prefetch' op attribute 'localityHint' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 0 whose maximum value is 3}}
  memref.prefetch %m[%i], read, locality<4>, data : memref<4xf32>
  return
}

// -----

func.func @f(%m: memref<4xf32>, %n: memref<4xi32>, %i: index, %x: f32, %w: i32, %u: memref<*xf32>) {
  // expected-error @+1 {{'memref.prefetch' op requires attribute 'isWrite'}}
  "memref.prefetch"(%m, %i) <{localityHint = 3 : i32, isDataCache = true}> : (memref<4xf32>, index) -> ()
  return
}

// -----

func.func @f(%m: memref<4xf32>, %n: memref<4xi32>, %i: index, %x: f32, %w: i32, %u: memref<*xf32>) {
  // expected-error @+1 {{'memref.prefetch' op requires attribute 'isDataCache'}}
  "memref.prefetch"(%m, %i) <{localityHint = 3 : i32, isWrite = true}> : (memref<4xf32>, index) -> ()
  return
}

// -----

func.func @f(%m: memref<4xf32>, %n: memref<4xi32>, %i: index, %x: f32, %w: i32, %u: memref<*xf32>) {
  // expected-error @+1 {{'memref.prefetch' op operand #0 must be memref of any type values}}
  "memref.prefetch"(%u) <{localityHint = 3 : i32, isWrite = true, isDataCache = true}> : (memref<*xf32>) -> ()
  return
}

// -----

func.func @f(%m: memref<4xf32>, %n: memref<4xi32>, %i: index, %x: f32, %w: i32, %u: memref<*xf32>) {
  // expected-error @+1 {{rw specifier has to be 'read' or 'write'}}
  memref.prefetch %m[%i], load, locality<3>, data : memref<4xf32>
  return
}

// -----

func.func @f(%m: memref<4xf32>, %n: memref<4xi32>, %i: index, %x: f32, %w: i32, %u: memref<*xf32>) {
  // expected-error @+1 {{cache type has to be 'data' or 'instr'}}
  memref.prefetch %m[%i], read, locality<3>, code : memref<4xf32>
  return
}

// -----

func.func @f(%b: memref<2048xi8>, %x: f32, %i: index) {
  // expected-error @+1 {{'memref.view' op operand #1 must be index, but got 'f32'}}
  %0 = "memref.view"(%b, %x) : (memref<2048xi8>, f32) -> memref<4xf32>
  return
}

// -----

// expected-error @+1 {{'memref.global' op initial value expected to be of type 'tensor<4xf32>', but was of type 'tensor<4xf64>'}}
"memref.global"() <{sym_name = "g", type = memref<4xf32>, initial_value = dense<1.0> : tensor<4xf64>}> : () -> ()

// -----

// expected-error @+1 {{'memref.global' op initial value expected to be of type 'tensor<4xf32>', but was of type 'tensor<2xf32>'}}
"memref.global"() <{sym_name = "g", type = memref<4xf32>, initial_value = dense<1.0> : tensor<2xf32>}> : () -> ()

// -----

// expected-error @+1 {{inferred shape of elements literal ([2]) does not match type ([4])}}
memref.global @g : memref<4xf32> = dense<[1.0, 2.0]>

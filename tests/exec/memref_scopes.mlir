// memref.global and get_global (public and private, uninitialized),
// alloca_scope (with and without results, nested, in a loop, whose
// allocas are freed at each exit), assume_alignment and prefetch.
// The expected output is MLIR 19's (tests/exec/differential.sh runs it
// too).
// REQUIRES: asyncrt
// RUN: asyncc -run %s | FileCheckExact %s
// RUN: asyncc -O2 -run %s | FileCheckExact %s
// RUN: asyncc -O2 -c %s -o %t.o && bash %S/link.sh %t %t.o && %t | FileCheckExact %s

func.func private @printMemrefF64(memref<*xf64>) attributes {llvm.emit_c_interface}
func.func private @printMemrefI64(memref<*xi64>) attributes {llvm.emit_c_interface}

memref.global "private" @counts : memref<4xi64> = uninitialized
memref.global @table : memref<2x3xf64> = uninitialized {alignment = 64 : i64}
memref.global "private" @scratch : memref<f64>

func.func @bump(%k: index) {
  %g = memref.get_global @counts : memref<4xi64>
  %v = memref.load %g[%k] : memref<4xi64>
  %one = arith.constant 1 : i64
  %w = arith.addi %v, %one : i64
  memref.store %w, %g[%k] : memref<4xi64>
  return
}

func.func @get_table() -> memref<2x3xf64> {
  %t = memref.get_global @table : memref<2x3xf64>
  return %t : memref<2x3xf64>
}

func.func @globals() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %z = arith.constant 0 : i64
  %g = memref.get_global @counts : memref<4xi64>
  scf.for %k = %c0 to %c4 step %c1 {
    memref.store %z, %g[%k] : memref<4xi64>
  }
  scf.for %k = %c0 to %c4 step %c1 {
    scf.for %l = %c0 to %k step %c1 {
      func.call @bump(%k) : (index) -> ()
    }
  }
  %gu = memref.cast %g : memref<4xi64> to memref<*xi64>
  call @printMemrefI64(%gu) : (memref<*xi64>) -> ()
  %t = call @get_table() : () -> memref<2x3xf64>
  scf.for %i = %c0 to %c2 step %c1 {
    scf.for %j = %c0 to %c3 step %c1 {
      %a = arith.muli %i, %c3 : index
      %b = arith.addi %a, %j : index
      %x = arith.index_cast %b : index to i64
      %f = arith.sitofp %x : i64 to f64
      %h = arith.constant 0.5 : f64
      %y = arith.mulf %f, %h : f64
      memref.store %y, %t[%i, %j] : memref<2x3xf64>
    }
  }
  %t2 = call @get_table() : () -> memref<2x3xf64>
  %tu = memref.cast %t2 : memref<2x3xf64> to memref<*xf64>
  call @printMemrefF64(%tu) : (memref<*xf64>) -> ()
  memref.assume_alignment %t2, 64 : memref<2x3xf64>
  %p = memref.extract_aligned_pointer_as_index %t2 : memref<2x3xf64> -> index
  %c64 = arith.constant 64 : index
  %r = arith.remui %p, %c64 : index
  vector.print %r : index
  %s = memref.get_global @scratch : memref<f64>
  %pi = arith.constant 3.25 : f64
  memref.store %pi, %s[] : memref<f64>
  %sv = memref.load %s[] : memref<f64>
  vector.print %sv : f64
  return
}

func.func @scopes() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4096 = arith.constant 4096 : index
  %z = arith.constant 0 : i64
  // 4096 scopes of 16 KiB each would overflow the stack if their
  // allocas outlived them.
  %sum = scf.for %i = %c0 to %c4096 step %c1 iter_args(%acc = %z) -> (i64) {
    %r = memref.alloca_scope -> (i64) {
      %buf = memref.alloca() : memref<2048xi64>
      %x = arith.index_cast %i : index to i64
      memref.store %x, %buf[%c0] : memref<2048xi64>
      memref.store %x, %buf[%c1] : memref<2048xi64>
      memref.prefetch %buf[%c1], read, locality<3>, data : memref<2048xi64>
      %v = memref.load %buf[%c1] : memref<2048xi64>
      %n = arith.addi %acc, %v : i64
      memref.alloca_scope.return %n : i64
    }
    scf.yield %r : i64
  }
  vector.print %sum : i64
  // Nested scopes, the inner one without results.
  %out = memref.alloc() : memref<2xf64>
  %two:2 = memref.alloca_scope -> (f64, f64) {
    %a = memref.alloca() : memref<1xf64>
    %one = arith.constant 1.0 : f64
    memref.store %one, %a[%c0] : memref<1xf64>
    memref.alloca_scope {
      %b = memref.alloca() : memref<1xf64>
      %v = memref.load %a[%c0] : memref<1xf64>
      %w = arith.addf %v, %v : f64
      memref.store %w, %b[%c0] : memref<1xf64>
      %x = memref.load %b[%c0] : memref<1xf64>
      memref.store %x, %out[%c0] : memref<2xf64>
      memref.prefetch %out[%c1], write, locality<0>, data : memref<2xf64>
    }
    %y = memref.load %out[%c0] : memref<2xf64>
    %y2 = arith.addf %y, %one : f64
    memref.alloca_scope.return %one, %y2 : f64, f64
  }
  vector.print %two#0 : f64
  vector.print %two#1 : f64
  memref.dealloc %out : memref<2xf64>
  return
}

func.func @main() {
  call @globals() : () -> ()
  call @scopes() : () -> ()
  return
}

// MLIR 19's output, addresses aside:
// CHECK:Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [4] strides = [1] data =
// CHECK-NEXT:[0,  1,  2,  3]
// CHECK-NEXT:Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
// CHECK-NEXT:{{\[\[}}0,   0.5,   1],
// CHECK-NEXT: [1.5,   2,   2.5]]
// CHECK-NEXT:0
// CHECK-NEXT:3.25
// CHECK-NEXT:8386560
// CHECK-NEXT:1
// CHECK-NEXT:3

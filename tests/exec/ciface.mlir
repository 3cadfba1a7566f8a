// llvm.emit_c_interface: C calls _mlir_ciface_ entry points with pointers
// to memref descriptors (strided views with offsets among them) and gets
// struct results through a pointer; MLIR code calls a C function through
// its _mlir_ciface_ name.  The C side is ciface_main.c.
// REQUIRES: asyncrt
// RUN: asyncc -c %s -o %t.o
// RUN: $CC -c %S/ciface_main.c -o %t.main.o
// RUN: bash %S/link.sh %t %t.o %t.main.o && %t | FileCheckExact %s
// RUN: asyncc -c -O2 %s -o %t2.o && bash %S/link.sh %t2 %t2.o %t.main.o && %t2 | FileCheckExact %s

// CHECK:sum = 25
// CHECK-NEXT:min = 1 max = 9
// CHECK-NEXT:iota = 0 1 2 3 4
// CHECK-NEXT:scaled = 2 6 10 14 18
// CHECK-NEXT:rank0 = 42
// CHECK-NEXT:last = 18
// CHECK-NEXT:rank 1, 5 elements, offset 1

func.func @sum(%m: memref<?xf64, strided<[?], offset: ?>>) -> f64 attributes {llvm.emit_c_interface} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %m, %c0 : memref<?xf64, strided<[?], offset: ?>>
  %z = arith.constant 0.0 : f64
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (f64) {
    %v = memref.load %m[%i] : memref<?xf64, strided<[?], offset: ?>>
    %a = arith.addf %acc, %v : f64
    scf.yield %a : f64
  }
  return %s : f64
}

func.func @minmax(%m: memref<?xf64, strided<[?], offset: ?>>) -> (f64, f64) attributes {llvm.emit_c_interface} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %m, %c0 : memref<?xf64, strided<[?], offset: ?>>
  %first = memref.load %m[%c0] : memref<?xf64, strided<[?], offset: ?>>
  %lo, %hi = scf.for %i = %c1 to %n step %c1 iter_args(%l = %first, %h = %first) -> (f64, f64) {
    %v = memref.load %m[%i] : memref<?xf64, strided<[?], offset: ?>>
    %l2 = arith.minimumf %l, %v : f64
    %h2 = arith.maximumf %h, %v : f64
    scf.yield %l2, %h2 : f64, f64
  }
  return %lo, %hi : f64, f64
}

func.func @iota(%n: index) -> memref<?xi64> attributes {llvm.emit_c_interface} {
  %m = memref.alloc(%n) : memref<?xi64>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %v = arith.index_cast %i : index to i64
    memref.store %v, %m[%i] : memref<?xi64>
  }
  return %m : memref<?xi64>
}

// Implemented in C as _mlir_ciface_scale.
func.func private @scale(memref<?xf64, strided<[?], offset: ?>>, f64) attributes {llvm.emit_c_interface}

func.func @scale_twice(%m: memref<?xf64, strided<[?], offset: ?>>) attributes {llvm.emit_c_interface} {
  %two = arith.constant 2.0 : f64
  func.call @scale(%m, %two) : (memref<?xf64, strided<[?], offset: ?>>, f64) -> ()
  return
}

func.func @get0(%m: memref<i32>) -> i32 attributes {llvm.emit_c_interface} {
  %v = memref.load %m[] : memref<i32>
  return %v : i32
}

// An unranked memref comes as a pointer to {rank, descriptor}, as the
// runner utilities' printMemref* take it; one goes back to C the same way.
func.func @last(%u: memref<*xf64>) -> f64 attributes {llvm.emit_c_interface} {
  %m = memref.cast %u : memref<*xf64> to memref<?xf64, strided<[?], offset: ?>>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %m, %c0 : memref<?xf64, strided<[?], offset: ?>>
  %k = arith.subi %n, %c1 : index
  %v = memref.load %m[%k] : memref<?xf64, strided<[?], offset: ?>>
  return %v : f64
}

func.func private @show_rank(memref<*xf64>) attributes {llvm.emit_c_interface}

func.func @pass_on(%m: memref<?xf64, strided<[?], offset: ?>>) attributes {llvm.emit_c_interface} {
  %u = memref.cast %m : memref<?xf64, strided<[?], offset: ?>> to memref<*xf64>
  func.call @show_rank(%u) : (memref<*xf64>) -> ()
  return
}

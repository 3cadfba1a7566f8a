// memref: alloc and alloca with static and dynamic sizes, load and store,
// dim on ranked and unranked memrefs, casts, descriptors through calls,
// and the runner utilities' printMemref through both calling conventions.
// REQUIRES: asyncrt
// RUN: asyncc -run %s | FileCheckExact %s
// RUN: asyncc -O2 -run %s | FileCheckExact %s
// RUN: asyncc -c -O1 %s -o %t.o && bash %S/link.sh %t %t.o && %t | FileCheckExact %s

func.func private @printMemrefF32(memref<*xf32>)
func.func private @printMemrefI64(memref<*xi64>) attributes {llvm.emit_c_interface}

// Fill m[i][j] = i * 10 + j.
func.func @fill(%m: memref<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %rows = memref.dim %m, %c0 : memref<?x?xf32>
  %cols = memref.dim %m, %c1 : memref<?x?xf32>
  cf.br ^row(%c0 : index)
^row(%i: index):
  %more = arith.cmpi ult, %i, %rows : index
  cf.cond_br %more, ^col(%c0 : index), ^done
^col(%j: index):
  %cmore = arith.cmpi ult, %j, %cols : index
  cf.cond_br %cmore, ^store, ^nextrow
^store:
  %i64 = arith.index_cast %i : index to i64
  %j64 = arith.index_cast %j : index to i64
  %ten = arith.constant 10 : i64
  %v0 = arith.muli %i64, %ten : i64
  %v1 = arith.addi %v0, %j64 : i64
  %v = arith.sitofp %v1 : i64 to f32
  memref.store %v, %m[%i, %j] : memref<?x?xf32>
  %j1 = arith.addi %j, %c1 : index
  cf.br ^col(%j1 : index)
^nextrow:
  %i1 = arith.addi %i, %c1 : index
  cf.br ^row(%i1 : index)
^done:
  return
}

// A memref that comes back from a call keeps its descriptor.
func.func @make(%n: index) -> memref<?xi64> {
  %m = memref.alloc(%n) {alignment = 64} : memref<?xi64>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %k = arith.constant 7 : i64
  scf.for %i = %c0 to %n step %c1 {
    %v = arith.index_cast %i : index to i64
    %w = arith.muli %v, %k : i64
    memref.store %w, %m[%i] : memref<?xi64>
  }
  return %m : memref<?xi64>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %m = memref.alloc(%c2, %c3) : memref<?x?xf32>
  func.call @fill(%m) : (memref<?x?xf32>) -> ()
  // CHECK:12
  %x = memref.load %m[%c1, %c2] : memref<?x?xf32>
  vector.print %x : f32
  // CHECK-NEXT:Unranked Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
  // CHECK-NEXT:{{\[}}[0,   1,   2],
  // CHECK-NEXT: [10,   11,   12]]
  %u = memref.cast %m : memref<?x?xf32> to memref<*xf32>
  func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  // dim of an unranked memref reads the descriptor.
  // CHECK-NEXT:3
  %d = memref.dim %u, %c1 : memref<*xf32>
  vector.print %d : index
  // Back to ranked, with a static shape now.
  // CHECK-NEXT:11
  %s = memref.cast %u : memref<*xf32> to memref<2x3xf32>
  %y = memref.load %s[%c1, %c1] : memref<2x3xf32>
  vector.print %y : f32
  memref.dealloc %m : memref<?x?xf32>

  // CHECK-NEXT:Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [4] strides = [1] data =
  // CHECK-NEXT:[0,  7,  14,  21]
  %c4 = arith.constant 4 : index
  %v = func.call @make(%c4) : (index) -> memref<?xi64>
  %vu = memref.cast %v : memref<?xi64> to memref<*xi64>
  func.call @printMemrefI64(%vu) : (memref<*xi64>) -> ()
  memref.dealloc %vu : memref<*xi64>

  // Stack memory, rank 0 and static rank 3.
  // CHECK-NEXT:2.5
  // CHECK-NEXT:99
  // CHECK-NEXT:4
  %r0 = memref.alloca() : memref<f32>
  %h = arith.constant 2.5 : f32
  memref.store %h, %r0[] : memref<f32>
  %hl = memref.load %r0[] : memref<f32>
  vector.print %hl : f32
  %cube = memref.alloca() {alignment = 32} : memref<2x3x4xi32>
  %n = arith.constant 99 : i32
  memref.store %n, %cube[%c1, %c2, %c3] : memref<2x3x4xi32>
  %nl = memref.load %cube[%c1, %c2, %c3] : memref<2x3x4xi32>
  vector.print %nl : i32
  %dd = memref.dim %cube, %c2 : memref<2x3x4xi32>
  vector.print %dd : index
  return
}

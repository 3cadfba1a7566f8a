// llvm.emit_c_interface, as MLIR's func-to-llvm does it.
// RUN: asyncc -S -emit-llvm -disable-llvm-passes %s -o %t.ll
// RUN: FileCheck %s < %t.ll
// RUN: FileCheck %s --check-prefix=HIDDEN < %t.ll
// RUN: FileCheck %s --check-prefix=EXT < %t.ll

// A definition keeps its own symbol and gains _mlir_ciface_NAME, which
// takes descriptors by pointer and forwards to it.
// CHECK-LABEL: define float @get(ptr %0, ptr %1, i64 %2, i64 %3, i64 %4, i64 %5)
func.func @get(%m: memref<?xf32>, %i: index) -> f32 attributes {llvm.emit_c_interface} {
  %v = memref.load %m[%i] : memref<?xf32>
  return %v : f32
}

// A declaration: calls go to a private NAME (defined when first called) that spills the descriptors
// and calls the external _mlir_ciface_NAME; a memref result comes back
// through a pointer passed first.
// EXT-LABEL: define private { ptr, ptr, i64, [1 x i64], [1 x i64] } @ext(ptr %0, ptr %1, i64 %2, i64 %3, i64 %4)
// EXT: %[[RES:.*]] = alloca { ptr, ptr, i64, [1 x i64], [1 x i64] }
// EXT: %[[ARG:.*]] = alloca { ptr, ptr, i64, [1 x i64], [1 x i64] }
// EXT: store { ptr, ptr, i64, [1 x i64], [1 x i64] } %{{.*}}, ptr %[[ARG]]
// EXT: call void @_mlir_ciface_ext(ptr %[[RES]], ptr %[[ARG]])
// EXT: %[[R:.*]] = load { ptr, ptr, i64, [1 x i64], [1 x i64] }, ptr %[[RES]]
// EXT: ret { ptr, ptr, i64, [1 x i64], [1 x i64] } %[[R]]
func.func private @ext(memref<?xf32>) -> memref<?xf32> attributes {llvm.emit_c_interface}

// Several results: a struct, returned through a pointer by the C form.
// CHECK-LABEL: define { i64, double } @pair(i64 %0)
// CHECK: ret { i64, double }
func.func @pair(%x: i64) -> (i64, f64) attributes {llvm.emit_c_interface} {
  %f = arith.sitofp %x : i64 to f64
  return %x, %f : i64, f64
}

// CHECK-LABEL: define void @use(ptr %0, ptr %1, i64 %2, i64 %3, i64 %4)
// CHECK: call { ptr, ptr, i64, [1 x i64], [1 x i64] } @ext(ptr %0, ptr %1, i64 %2, i64 %3, i64 %4)
func.func @use(%m: memref<?xf32>) {
  %r = func.call @ext(%m) : (memref<?xf32>) -> memref<?xf32>
  return
}

// CHECK-LABEL: define float @_mlir_ciface_get(ptr %0, i64 %1)
// CHECK-NEXT: %[[D:.*]] = load { ptr, ptr, i64, [1 x i64], [1 x i64] }, ptr %0
// CHECK: %[[R:.*]] = call float @get(ptr %{{.*}}, ptr %{{.*}}, i64 %{{.*}}, i64 %{{.*}}, i64 %{{.*}}, i64 %1)
// CHECK-NEXT: ret float %[[R]]

// CHECK-LABEL: define void @_mlir_ciface_pair(ptr %0, i64 %1)
// CHECK-NEXT: %[[R:.*]] = call { i64, double } @pair(i64 %1)
// CHECK-NEXT: store { i64, double } %[[R]], ptr %0
// CHECK-NEXT: ret void

// Private definitions are internal; their C form too.
// HIDDEN: define internal i32 @hidden(i32 %0)
// HIDDEN: define internal i32 @_mlir_ciface_hidden(i32 %0)
func.func private @hidden(%x: i32) -> i32 attributes {llvm.emit_c_interface} {
  return %x : i32
}

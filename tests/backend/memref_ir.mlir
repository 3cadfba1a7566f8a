// memref lowering: MLIR's descriptor layout and calling convention, the
// address arithmetic of load and store (static strides and offsets as
// constants, dynamic ones from the descriptor), alloc with alignment,
// and casts to unranked memrefs.
// RUN: asyncc -S -emit-llvm -disable-llvm-passes %s -o - | FileCheck %s

// A memref argument is passed as its fields: allocated, aligned, offset,
// sizes, strides.
// CHECK-LABEL: define float @load2d(ptr %0, ptr %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6, i64 %7, i64 %8)
// CHECK-NEXT: %[[ROW:.*]] = mul i64 %7, 4
// CHECK-NEXT: %[[IDX:.*]] = add i64 %[[ROW]], %8
// CHECK-NEXT: %[[P:.*]] = getelementptr float, ptr %1, i64 %[[IDX]]
// CHECK-NEXT: load float, ptr %[[P]], align 4
func.func @load2d(%m: memref<?x4xf32>, %i: index, %j: index) -> f32 {
  %v = memref.load %m[%i, %j] : memref<?x4xf32>
  return %v : f32
}

// Dynamic offset and strides are read from the descriptor.
// CHECK-LABEL: define void @store_strided(ptr %0, ptr %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6, i64 %7, i64 %8, double %9)
// CHECK-NEXT: %[[A:.*]] = mul i64 %7, %5
// CHECK-NEXT: %[[B:.*]] = add i64 %2, %[[A]]
// CHECK-NEXT: %[[C:.*]] = mul i64 %8, %6
// CHECK-NEXT: %[[D:.*]] = add i64 %[[B]], %[[C]]
// CHECK-NEXT: %[[P:.*]] = getelementptr double, ptr %1, i64 %[[D]]
// CHECK-NEXT: store double %9, ptr %[[P]], align 8
func.func @store_strided(%m: memref<?x?xf64, strided<[?, ?], offset: ?>>, %i: index, %j: index, %x: f64) {
  memref.store %x, %m[%i, %j] : memref<?x?xf64, strided<[?, ?], offset: ?>>
  return
}

// Static ones are constants.
// CHECK-LABEL: define void @store_static(
// CHECK-NEXT: %[[A:.*]] = mul i64 %7, 10
// CHECK-NEXT: %[[B:.*]] = add i64 7, %[[A]]
// CHECK-NEXT: %[[C:.*]] = mul i64 %8, 2
// CHECK-NEXT: %[[D:.*]] = add i64 %[[B]], %[[C]]
// CHECK-NEXT: getelementptr i8, ptr %1, i64 %[[D]]
func.func @store_static(%m: memref<3x5xi8, strided<[10, 2], offset: 7>>, %i: index, %j: index, %x: i8) {
  memref.store %x, %m[%i, %j] : memref<3x5xi8, strided<[10, 2], offset: 7>>
  return
}

// Rank 0: the aligned pointer itself.
// CHECK-LABEL: define i32 @load0(ptr %0, ptr %1, i64 %2)
// CHECK-NEXT: load i32, ptr %1, align 4
func.func @load0(%m: memref<i32>) -> i32 {
  %v = memref.load %m[] : memref<i32>
  return %v : i32
}

// alloc over-allocates by the alignment and rounds the pointer up; the
// descriptor keeps both pointers, the sizes and the identity strides.
// CHECK-LABEL: define { ptr, ptr, i64, [2 x i64], [2 x i64] } @alloc(i64 %0)
// CHECK-NEXT: %[[N:.*]] = mul i64 3, %0
// CHECK-NEXT: %[[BYTES:.*]] = mul i64 %[[N]], 4
// CHECK-NEXT: %[[PADDED:.*]] = add i64 %[[BYTES]], 32
// CHECK-NEXT: %[[MEM:.*]] = call ptr @malloc(i64 %[[PADDED]])
// CHECK-NEXT: %[[I:.*]] = ptrtoint ptr %[[MEM]] to i64
// CHECK-NEXT: %[[UP:.*]] = add i64 %[[I]], 31
// CHECK-NEXT: %[[AL:.*]] = and i64 %[[UP]], -32
// CHECK-NEXT: %[[ALIGNED:.*]] = inttoptr i64 %[[AL]] to ptr
// CHECK-NEXT: insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } undef, ptr %[[MEM]], 0
// CHECK-NEXT: insertvalue {{.*}}, ptr %[[ALIGNED]], 1
// CHECK-NEXT: insertvalue {{.*}}, i64 0, 2
// CHECK: insertvalue {{.*}}, [2 x i64] [i64 3, i64 1], 4
// CHECK-NEXT: ret { ptr, ptr, i64, [2 x i64], [2 x i64] }
func.func @alloc(%n: index) -> memref<?x3xi32> {
  %m = memref.alloc(%n) {alignment = 32} : memref<?x3xi32>
  return %m : memref<?x3xi32>
}

// alloca: on the stack, with the requested alignment.
// CHECK-LABEL: define void @stack()
// CHECK: alloca double, i64 8, align 64
func.func @stack() {
  %m = memref.alloca() {alignment = 64} : memref<2x4xf64>
  return
}

// Casting to unranked spills the descriptor to a stack slot in the entry
// block; dim reads the sizes that follow {allocated, aligned, offset}.
// CHECK-LABEL: define i64 @unranked(ptr %0, ptr %1, i64 %2, i64 %3, i64 %4, i64 %5)
// CHECK-NEXT: %[[SLOT:.*]] = alloca { ptr, ptr, i64, [1 x i64], [1 x i64] }, align 8
// CHECK: store { ptr, ptr, i64, [1 x i64], [1 x i64] } %{{.*}}, ptr %[[SLOT]]
// CHECK-NEXT: %[[SIZES:.*]] = getelementptr { ptr, ptr, i64 }, ptr %[[SLOT]], i32 1
// CHECK-NEXT: %[[SZ:.*]] = getelementptr i64, ptr %[[SIZES]], i64 %5
// CHECK-NEXT: %[[D:.*]] = load i64, ptr %[[SZ]]
// dealloc of an unranked memref frees the allocated pointer.
// CHECK-NEXT: %[[ALLOC:.*]] = load ptr, ptr %[[SLOT]]
// CHECK-NEXT: call void @free(ptr %[[ALLOC]])
// CHECK-NEXT: ret i64 %[[D]]
func.func @unranked(%m: memref<?xf32>, %i: index) -> index {
  %u = memref.cast %m : memref<?xf32> to memref<*xf32>
  %d = memref.dim %u, %i : memref<*xf32>
  memref.dealloc %u : memref<*xf32>
  return %d : index
}

// Unranked arguments are {rank, descriptor pointer}.
// CHECK-LABEL: define { i64, ptr } @pass_unranked(i64 %0, ptr %1)
func.func @pass_unranked(%m: memref<*xf32>) -> memref<*xf32> {
  return %m : memref<*xf32>
}

// An async value holding a memref stores the whole descriptor.
// CHECK-LABEL: define ptr @boxed(
// CHECK: call ptr @asyncrt_value_create_at(i64 40, ptr @{{site[.0-9]*}})
// CHECK: %[[S:.*]] = call ptr @mlirAsyncRuntimeGetValueStorage(ptr
// CHECK: store { ptr, ptr, i64, [1 x i64], [1 x i64] } %{{.*}}, ptr %[[S]], align 8
func.func @boxed(%m: memref<?xf32>) -> !async.value<memref<?xf32>> {
  %v = async.runtime.create : !async.value<memref<?xf32>>
  async.runtime.store %m, %v : <memref<?xf32>>
  return %v : !async.value<memref<?xf32>>
}

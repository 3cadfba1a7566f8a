// async.coro.* become LLVM's switched-resume coroutine intrinsics, as
// MLIR's convert-async-to-llvm emits them; CoroSplit runs at -O0 too.
// RUN: asyncc -S -emit-llvm -disable-llvm-passes %s -o - | FileCheck %s
// RUN: asyncc -S -emit-llvm -O0 %s -o - | FileCheck %s --check-prefix=SPLIT
// RUN: asyncc -S -emit-llvm -O2 %s -o - | FileCheck %s --check-prefix=SPLIT

// CHECK: define ptr @wait_for(ptr %0) #[[CORO:[0-9]+]] {
// CHECK: %[[TOK:.*]] = call ptr @asyncrt_token_create_at(ptr @{{site[.0-9]*}})
// CHECK: %[[ID:.*]] = call token @llvm.coro.id(i32 0, ptr null, ptr null, ptr null)
// Frames come from libasyncrt's per-thread free lists.
// CHECK: %[[SIZE:.*]] = call i64 @llvm.coro.size.i64()
// CHECK-NEXT: %[[MEM:.*]] = call ptr @asyncrt_frame_alloc(i64 %[[SIZE]])
// CHECK-NEXT: %[[HDL:.*]] = call ptr @llvm.coro.begin(token %[[ID]], ptr %[[MEM]])
// An await of a token that is ready already skips the suspension.
// CHECK: %[[READY:.*]] = call i1 @asyncrt_token_is_ready(ptr %0)
// CHECK-NEXT: br i1 %[[READY]], label %[[RESUME:[0-9]+]], label %[[SLOW:[0-9]+]]
// CHECK: [[SLOW]]:
// CHECK-NEXT: %[[SAVE:.*]] = call token @llvm.coro.save(ptr %[[HDL]])
// CHECK: call void @asyncrt_await_and_execute_at(ptr %0, ptr @__resume, ptr %[[HDL]], ptr @{{site[.0-9]*}})
// CHECK: %[[STATE:.*]] = call i8 @llvm.coro.suspend(token %[[SAVE]], i1 false)
// CHECK: switch i8 %[[STATE]], label %[[SUSPEND:[0-9]+]] [
// CHECK-NEXT: i8 0, label %[[RESUME]]
// CHECK-NEXT: i8 1, label %[[CLEANUP:[0-9]+]]
// CHECK: [[RESUME]]:
// CHECK: call void @mlirAsyncRuntimeEmplaceToken(ptr %[[TOK]])
// CHECK: [[CLEANUP]]:
// CHECK: %[[FRAME:.*]] = call ptr @llvm.coro.free(token %[[ID]], ptr %[[HDL]])
// CHECK-NEXT: call void @asyncrt_frame_free(ptr %[[FRAME]])
// CHECK: [[SUSPEND]]:
// CHECK: call i1 @llvm.coro.end(ptr %[[HDL]], i1 false, token none)
// CHECK: ret ptr %[[TOK]]
func.func @wait_for(%t: !async.token) -> !async.token attributes {passthrough = ["presplitcoroutine"]} {
  %tok = async.runtime.create : !async.token
  %id = async.coro.id
  %hdl = async.coro.begin %id
  %save = async.coro.save %hdl
  async.runtime.await_and_resume %t, %hdl : !async.token
  async.coro.suspend %save, ^suspend, ^resume, ^cleanup
^resume:
  async.runtime.set_available %tok : !async.token
  cf.br ^cleanup
^cleanup:
  async.coro.free %id, %hdl
  cf.br ^suspend
^suspend:
  async.coro.end %hdl
  return %tok : !async.token
}

// runtime.resume hands the coroutine to the runtime's thread pool.
// CHECK-LABEL: define ptr @hop()
// CHECK: call void @asyncrt_execute_at(ptr @__resume, ptr %{{.*}}, ptr @{{site[.0-9]*}})
func.func @hop() -> !async.token attributes {passthrough = ["presplitcoroutine"]} {
  %tok = async.runtime.create : !async.token
  %id = async.coro.id
  %hdl = async.coro.begin %id
  %save = async.coro.save %hdl
  async.runtime.resume %hdl
  async.coro.suspend %save, ^suspend, ^resume, ^cleanup
^resume:
  async.runtime.set_available %tok : !async.token
  cf.br ^cleanup
^cleanup:
  async.coro.free %id, %hdl
  cf.br ^suspend
^suspend:
  async.coro.end %hdl
  return %tok : !async.token
}

// A frame that may need more than 16 bytes of alignment (an over-aligned
// alloca live across the suspension) comes from aligned_alloc, its size
// rounded up to a multiple of the alignment, and goes back with free.
// CHECK-LABEL: define void @aligned_frame(ptr %0)
// CHECK: %[[SIZE:.*]] = call i64 @llvm.coro.size.i64()
// CHECK-NEXT: %[[ALIGN:.*]] = call i64 @llvm.coro.align.i64()
// CHECK-NEXT: %[[A:.*]] = add i64 %[[SIZE]], %[[ALIGN]]
// CHECK-NEXT: %[[B:.*]] = sub i64 %[[A]], 1
// CHECK-NEXT: %[[C:.*]] = sub i64 0, %[[ALIGN]]
// CHECK-NEXT: %[[D:.*]] = and i64 %[[B]], %[[C]]
// CHECK-NEXT: %[[MEM:.*]] = call ptr @aligned_alloc(i64 %[[ALIGN]], i64 %[[D]])
// CHECK: %[[FRAME:.*]] = call ptr @llvm.coro.free(
// CHECK-NEXT: call void @free(ptr %[[FRAME]])
func.func @aligned_frame(%t: !async.token) attributes {passthrough = ["presplitcoroutine"]} {
  %id = async.coro.id
  %hdl = async.coro.begin %id
  %buf = memref.alloca() {alignment = 64} : memref<4xf64>
  %save = async.coro.save %hdl
  async.runtime.await_and_resume %t, %hdl : !async.token
  async.coro.suspend %save, ^suspend, ^resume, ^cleanup
^resume:
  %c0 = arith.constant 0 : index
  %x = memref.load %buf[%c0] : memref<4xf64>
  cf.br ^cleanup
^cleanup:
  async.coro.free %id, %hdl
  cf.br ^suspend
^suspend:
  async.coro.end %hdl
  return
}

// A value LLVM aligns to more than 16 bytes live across the suspension
// (vector<8xf32>: 32) raises the frame's alignment too, and so does a
// stack slot of such elements; a vector<4xf32> (16) does not.
// CHECK-LABEL: define void @wide_vector_frame(ptr %0)
// CHECK: call i64 @llvm.coro.align.i64()
// CHECK: call ptr @aligned_alloc(
// CHECK: call void @free(
func.func @wide_vector_frame(%t: !async.token) attributes {passthrough = ["presplitcoroutine"]} {
  %id = async.coro.id
  %hdl = async.coro.begin %id
  %v = arith.constant dense<1.5> : vector<8xf32>
  %save = async.coro.save %hdl
  async.runtime.await_and_resume %t, %hdl : !async.token
  async.coro.suspend %save, ^suspend, ^resume, ^cleanup
^resume:
  vector.print %v : vector<8xf32>
  cf.br ^cleanup
^cleanup:
  async.coro.free %id, %hdl
  cf.br ^suspend
^suspend:
  async.coro.end %hdl
  return
}

// CHECK-LABEL: define void @wide_alloca_frame(ptr %0)
// CHECK: call ptr @aligned_alloc(
// CHECK: call void @free(
func.func @wide_alloca_frame(%t: !async.token) attributes {passthrough = ["presplitcoroutine"]} {
  %id = async.coro.id
  %hdl = async.coro.begin %id
  %buf = memref.alloca() : memref<2xvector<8xf32>>
  %save = async.coro.save %hdl
  async.runtime.await_and_resume %t, %hdl : !async.token
  async.coro.suspend %save, ^suspend, ^resume, ^cleanup
^resume:
  %c0 = arith.constant 0 : index
  %x = memref.load %buf[%c0] : memref<2xvector<8xf32>>
  cf.br ^cleanup
^cleanup:
  async.coro.free %id, %hdl
  cf.br ^suspend
^suspend:
  async.coro.end %hdl
  return
}

// CHECK-LABEL: define void @narrow_vector_frame(ptr %0)
// CHECK-NOT: @aligned_alloc(
// CHECK: call ptr @asyncrt_frame_alloc(
// CHECK-NOT: @aligned_alloc(
// CHECK: call void @asyncrt_frame_free(
func.func @narrow_vector_frame(%t: !async.token) attributes {passthrough = ["presplitcoroutine"]} {
  %id = async.coro.id
  %hdl = async.coro.begin %id
  %v = arith.constant dense<1.5> : vector<4xf32>
  %save = async.coro.save %hdl
  async.runtime.await_and_resume %t, %hdl : !async.token
  async.coro.suspend %save, ^suspend, ^resume, ^cleanup
^resume:
  vector.print %v : vector<4xf32>
  cf.br ^cleanup
^cleanup:
  async.coro.free %id, %hdl
  cf.br ^suspend
^suspend:
  async.coro.end %hdl
  return
}

// The continuation the runtime calls: local to the module, so that
// objects from several modules link together.
// CHECK-LABEL: define internal void @__resume(ptr %0) {
// CHECK-NEXT: call void @llvm.coro.resume(ptr %0)
// CHECK-NEXT: ret void
// CHECK: attributes #[[CORO]] = { presplitcoroutine }

// After CoroSplit: the ramp functions and their resume/destroy parts, no
// intrinsic left.
// SPLIT-NOT: @llvm.coro.{{suspend|align|size}}
// SPLIT-DAG: define {{.*}}@wait_for.resume(ptr
// SPLIT-DAG: define {{.*}}@wait_for.destroy(ptr
// SPLIT-DAG: define {{.*}}@hop.resume(ptr
// SPLIT-NOT: @llvm.coro.{{suspend|align|size}}

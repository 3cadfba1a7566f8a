// async.coro.* become LLVM's switched-resume coroutine intrinsics, as
// MLIR's convert-async-to-llvm emits them; CoroSplit runs at -O0 too.
// RUN: asyncc -S -emit-llvm -disable-llvm-passes %s -o - | FileCheck %s
// RUN: asyncc -S -emit-llvm -O0 %s -o - | FileCheck %s --check-prefix=SPLIT
// RUN: asyncc -S -emit-llvm -O2 %s -o - | FileCheck %s --check-prefix=SPLIT

// CHECK: define ptr @wait_for(ptr %0) #[[CORO:[0-9]+]] {
// CHECK: %[[TOK:.*]] = call ptr @mlirAsyncRuntimeCreateToken()
// CHECK: %[[ID:.*]] = call token @llvm.coro.id(i32 0, ptr null, ptr null, ptr null)
// CHECK: %[[SIZE:.*]] = call i64 @llvm.coro.size.i64()
// CHECK: %[[ALIGN:.*]] = call i64 @llvm.coro.align.i64()
// Frames come from libasyncrt's free lists, unless they need more than
// 16 bytes of alignment.
// CHECK: %[[BIG:.*]] = icmp ugt i64 %[[ALIGN]], 16
// CHECK: br i1 %[[BIG]], label %[[OVER:[0-9]+]], label %[[SMALL:[0-9]+]]
// CHECK: [[SMALL]]:
// CHECK-NEXT: %[[M1:.*]] = call ptr @asyncrt_frame_alloc(i64 %[[SIZE]])
// CHECK-NEXT: br label %[[JOIN:[0-9]+]]
// CHECK: [[OVER]]:
// The size is rounded up to a multiple of the alignment for aligned_alloc.
// CHECK: %[[M2:.*]] = call ptr @aligned_alloc(i64 %[[ALIGN]], i64 %{{.*}})
// CHECK-NEXT: br label %[[JOIN]]
// CHECK: [[JOIN]]:
// CHECK-NEXT: %[[MEM:.*]] = phi ptr [ %[[M1]], %[[SMALL]] ], [ %[[M2]], %[[OVER]] ]
// CHECK-NEXT: %[[HDL:.*]] = call ptr @llvm.coro.begin(token %[[ID]], ptr %[[MEM]])
// CHECK: %[[SAVE:.*]] = call token @llvm.coro.save(ptr %[[HDL]])
// CHECK: call void @mlirAsyncRuntimeAwaitTokenAndExecute(ptr %0, ptr %[[HDL]], ptr @__resume)
// CHECK: %[[STATE:.*]] = call i8 @llvm.coro.suspend(token %[[SAVE]], i1 false)
// CHECK: switch i8 %[[STATE]], label %[[SUSPEND:[0-9]+]] [
// CHECK-NEXT: i8 0, label %[[RESUME:[0-9]+]]
// CHECK-NEXT: i8 1, label %[[CLEANUP:[0-9]+]]
// CHECK: [[RESUME]]:
// CHECK: call void @mlirAsyncRuntimeEmplaceToken(ptr %[[TOK]])
// CHECK: [[CLEANUP]]:
// CHECK: %[[FRAME:.*]] = call ptr @llvm.coro.free(token %[[ID]], ptr %[[HDL]])
// CHECK: call void @asyncrt_frame_free(ptr %[[FRAME]])
// CHECK: call void @free(ptr %[[FRAME]])
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
// CHECK: call void @mlirAsyncRuntimeExecute(ptr %{{.*}}, ptr @__resume)
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

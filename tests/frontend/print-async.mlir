// Custom forms of the async dialect: functions, calls, execute, await, groups, runtime and coroutine ops.
// RUN: asyncc --print-ir=input %s | FileCheck %s
// Printing is a fixed point of parse+print, in both forms:
// RUN: asyncc --print-ir=input %s > %t.1.mlir && asyncc --print-ir=input %t.1.mlir > %t.2.mlir && diff %t.1.mlir %t.2.mlir
// RUN: asyncc --print-ir=input -mlir-print-op-generic %s > %t.g.mlir && asyncc --print-ir=input %t.g.mlir | diff %t.1.mlir -

async.func @af(%x: i64) -> !async.value<i64> {
  %y = arith.muli %x, %x : i64
  async.return %y : i64
}
async.func @at() -> !async.token {
  async.return
}
async.func @atv(%x: f32) -> (!async.token, !async.value<f32>) {
  return %x : f32
}
func.func private @decl() -> i64
func.func @hi(%x: i64) {
  %a = async.call @af(%x) : (i64) -> !async.value<i64>
  %t0 = async.call @at() : () -> !async.token
  %c4 = arith.constant 4 : index
  %g = async.create_group %c4 : !async.group
  %t, %v = async.execute [%t0] -> !async.value<i64> {
    %z = func.call @decl() : () -> i64
    async.yield %z : i64
  }
  %t2, %v2:2 = async.execute [%t, %t0] (%v as %vv: !async.value<i64>, %a as %aa: !async.value<i64>) -> (!async.value<i64>, !async.value<f32>) {
    %s = arith.addi %vv, %aa : i64
    %f = arith.sitofp %s : i64 to f32
    async.yield %s, %f : i64, f32
  }
  %i = async.add_to_group %t2, %g : !async.token
  async.await_all %g
  async.await %t : !async.token
  %r = async.await %v2#1 : !async.value<f32>
  return
}
func.func @rt(%h: !async.coro.handle) {
  %tok = async.runtime.create : !async.token
  %val = async.runtime.create : !async.value<f32>
  %c2 = arith.constant 2 : index
  %grp = async.runtime.create_group %c2 : !async.group
  %f = arith.constant 1.0 : f32
  async.runtime.store %f, %val : <f32>
  %l = async.runtime.load %val : <f32>
  async.runtime.set_available %tok : !async.token
  async.runtime.set_error %val : !async.value<f32>
  %e = async.runtime.is_error %tok : !async.token
  async.runtime.await %tok : !async.token
  async.runtime.await_and_resume %val, %h : !async.value<f32>
  async.runtime.resume %h
  %n = async.runtime.add_to_group %tok, %grp : !async.token
  async.runtime.add_ref %tok {count = 2 : i64} : !async.token
  async.runtime.drop_ref %grp {count = 1 : i64} : !async.group
  %w = async.runtime.num_worker_threads : index
  return
}
func.func @coro() {
  %id = async.coro.id
  %h = async.coro.begin %id
  %s = async.coro.save %h
  async.coro.suspend %s, ^suspend, ^resume, ^cleanup
^resume:
  cf.br ^cleanup
^cleanup:
  async.coro.free %id, %h
  cf.br ^suspend
^suspend:
  async.coro.end %h
  return
}

// CHECK: module {
// CHECK-LABEL: async.func @af(%arg0: i64) -> !async.value<i64> {
// CHECK-NEXT: %0 = arith.muli %arg0, %arg0 : i64
// CHECK-NEXT: return %0 : i64
// CHECK-NEXT: }
// CHECK-LABEL: async.func @at() -> !async.token {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: async.func @atv(%arg0: f32) -> (!async.token, !async.value<f32>) {
// CHECK-NEXT: return %arg0 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func private @decl() -> i64
// CHECK-LABEL: func.func @hi(%arg0: i64) {
// CHECK-NEXT: %0 = async.call @af(%arg0) : (i64) -> !async.value<i64>
// CHECK-NEXT: %1 = async.call @at() : () -> !async.token
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %2 = async.create_group %c4 : !async.group
// CHECK-NEXT: %token, %bodyResults = async.execute [%1] -> !async.value<i64> {
// CHECK-NEXT: %5 = func.call @decl() : () -> i64
// CHECK-NEXT: async.yield %5 : i64
// CHECK-NEXT: }
// CHECK-NEXT: %token_0, %bodyResults_1:2 = async.execute [%token, %1] (%bodyResults as %arg1: !async.value<i64>, %0 as %arg2: !async.value<i64>) -> (!async.value<i64>, !async.value<f32>) {
// CHECK-NEXT: %5 = arith.addi %arg1, %arg2 : i64
// CHECK-NEXT: %6 = arith.sitofp %5 : i64 to f32
// CHECK-NEXT: async.yield %5, %6 : i64, f32
// CHECK-NEXT: }
// CHECK-NEXT: %3 = async.add_to_group %token_0, %2 : !async.token
// CHECK-NEXT: async.await_all %2
// CHECK-NEXT: async.await %token : !async.token
// CHECK-NEXT: %4 = async.await %bodyResults_1#1 : !async.value<f32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @rt(%arg0: !async.coro.handle) {
// CHECK-NEXT: %0 = async.runtime.create : !async.token
// CHECK-NEXT: %1 = async.runtime.create : !async.value<f32>
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %2 = async.runtime.create_group %c2 : !async.group
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: async.runtime.store %cst, %1 : <f32>
// CHECK-NEXT: %3 = async.runtime.load %1 : <f32>
// CHECK-NEXT: async.runtime.set_available %0 : !async.token
// CHECK-NEXT: async.runtime.set_error %1 : !async.value<f32>
// CHECK-NEXT: %4 = async.runtime.is_error %0 : !async.token
// CHECK-NEXT: async.runtime.await %0 : !async.token
// CHECK-NEXT: async.runtime.await_and_resume %1, %arg0 : !async.value<f32>
// CHECK-NEXT: async.runtime.resume %arg0
// CHECK-NEXT: %5 = async.runtime.add_to_group %0, %2 : !async.token
// CHECK-NEXT: async.runtime.add_ref %0 {count = 2 : i64} : !async.token
// CHECK-NEXT: async.runtime.drop_ref %2 {count = 1 : i64} : !async.group
// CHECK-NEXT: %6 = async.runtime.num_worker_threads : index
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @coro() {
// CHECK-NEXT: %0 = async.coro.id
// CHECK-NEXT: %1 = async.coro.begin %0
// CHECK-NEXT: %2 = async.coro.save %1
// CHECK-NEXT: async.coro.suspend %2, ^bb3, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: cf.br ^bb2
// CHECK-NEXT: ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: async.coro.free %0, %1
// CHECK-NEXT: cf.br ^bb3
// CHECK-NEXT: ^bb3:  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT: async.coro.end %1
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// Every op form of the async dialect that MLIR 19 reads (AsyncOps.td's
// assembly formats): optional parts left out and written empty,
// attribute dictionaries where each format puts them, tokens and values
// where the ops take either.  The printed form is checked here;
// tests/frontend/differential.sh checks that mlir-opt-19 reads it back
// as the same IR as the input, in the custom and the generic form.
// RUN: asyncc --print-ir=input %s | FileCheck %s
// RUN: asyncc --print-ir=input %s > %t.1.mlir && asyncc --print-ir=input %t.1.mlir | diff %t.1.mlir -
// RUN: asyncc --print-ir=input -mlir-print-op-generic %s | asyncc --print-ir=input - | diff %t.1.mlir -

// CHECK-LABEL: @value_func
// CHECK: return {tag} %arg0 : i64
async.func @value_func(%x: i64) -> !async.value<i64> {
  async.return {tag} %x : i64
}
// CHECK-LABEL: @token_func
// CHECK: return
async.func @token_func() -> !async.token {
  return
}
// CHECK-LABEL: @token_and_values
// CHECK: return %arg0, %arg0 : f32, f32
async.func @token_and_values(%x: f32) -> (!async.token, !async.value<f32>, !async.value<f32>) {
  return %x, %x : f32, f32
}
// CHECK-LABEL: @declared
async.func private @declared(f32) -> !async.value<f32>
// CHECK-LABEL: @execute_forms
// CHECK: %token = async.execute {
// CHECK: async.yield
// CHECK: %token_0 = async.execute {
// CHECK: async.yield
// CHECK: %token_1 = async.execute [%arg0, %token] {
// CHECK: async.yield
// CHECK: %token_2, %bodyResults = async.execute [%arg0] (%arg1 as %arg3: !async.value<f32>) -> !async.value<f32> {
// CHECK: async.yield %arg3 : f32
// CHECK: %token_3, %bodyResults_4:2 = async.execute (%arg1 as %arg3: !async.value<f32>, %arg2 as %arg4: !async.value<memref<2xf32>>) -> (!async.value<f32>, !async.value<memref<2xf32>>) {
// CHECK: async.yield %arg3, %arg4 : f32, memref<2xf32>
// CHECK: %token_5 = async.execute attributes {note = "attrs"} {
// CHECK: async.yield {tag}
// CHECK: %token_6, %bodyResults_7 = async.execute -> !async.value<i1> {
// CHECK: %true = arith.constant true
// CHECK: async.yield %true : i1 {tag}
// CHECK: return
func.func @execute_forms(%t: !async.token, %v: !async.value<f32>, %m: !async.value<memref<2xf32>>) {
  %e0 = async.execute { async.yield }
  %e1 = async.execute [] () -> () { async.yield }
  %e2 = async.execute [%t, %e0] { async.yield }
  %e3, %r3 = async.execute [%t] (%v as %x: !async.value<f32>) -> !async.value<f32> {
    async.yield %x : f32
  }
  %e4, %r4:2 = async.execute (%v as %x: !async.value<f32>, %m as %y: !async.value<memref<2xf32>>) -> (!async.value<f32>, !async.value<memref<2xf32>>) {
    async.yield %x, %y : f32, memref<2xf32>
  }
  %e5 = async.execute attributes {note = "attrs"} {
    async.yield {tag}
  }
  %e6, %r6 = async.execute -> (!async.value<i1>) {
    %c = arith.constant true
    async.yield %c : i1 {tag}
  }
  return
}
// CHECK-LABEL: @await_forms
// CHECK: async.await %arg0 : !async.token
// CHECK: async.await %arg0 : !async.token {tag}
// CHECK: %{{[0-9]+}} = async.await %arg1 : !async.value<f32>
// CHECK: %{{[0-9]+}} = async.await %arg1 : !async.value<f32> {tag = 1 : i32}
// CHECK: async.await_all %arg2
// CHECK: async.await_all %arg2 {tag}
// CHECK: return %{{[0-9]+}} : f32
func.func @await_forms(%t: !async.token, %v: !async.value<f32>, %g: !async.group) -> f32 {
  async.await %t : !async.token
  async.await %t : !async.token {tag}
  %x = async.await %v : !async.value<f32>
  %y = async.await %v : !async.value<f32> {tag = 1 : i32}
  async.await_all %g
  async.await_all %g {tag}
  return %y : f32
}
// CHECK-LABEL: @group_forms
// CHECK: %c2 = arith.constant 2 : index
// CHECK: %0 = async.create_group %c2 : !async.group
// CHECK: %1 = async.create_group %c2 : !async.group {tag}
// CHECK: %{{[0-9]+}} = async.add_to_group %arg0, %{{[0-9]+}} : !async.token
// CHECK: %{{[0-9]+}} = async.add_to_group %arg1, %{{[0-9]+}} : !async.value<f32> {tag}
// CHECK: %{{[0-9]+}} = arith.addi %{{[0-9]+}}, %{{[0-9]+}} : index
// CHECK: return %{{[0-9]+}} : index
func.func @group_forms(%t: !async.token, %v: !async.value<f32>) -> index {
  %c2 = arith.constant 2 : index
  %g = async.create_group %c2 : !async.group
  %g1 = async.create_group %c2 : !async.group {tag}
  %i = async.add_to_group %t, %g : !async.token
  %j = async.add_to_group %v, %g : !async.value<f32> {tag}
  %s = arith.addi %i, %j : index
  return %s : index
}
// CHECK-LABEL: @call_forms
// CHECK: %{{[0-9]+}} = async.call @value_func(%arg0) : (i64) -> !async.value<i64>
// CHECK: %{{[0-9]+}} = async.call @token_func() {tag} : () -> !async.token
// CHECK: %{{[0-9]+}}:3 = async.call @token_and_values(%arg1) : (f32) -> (!async.token, !async.value<f32>, !async.value<f32>)
// CHECK: %{{[0-9]+}} = async.call @declared(%arg1) : (f32) -> !async.value<f32>
// CHECK: return
func.func @call_forms(%x: i64, %f: f32) {
  %v = async.call @value_func(%x) : (i64) -> !async.value<i64>
  %t = async.call @token_func() {tag} : () -> !async.token
  %t2, %a, %b = async.call @token_and_values(%f) : (f32) -> (!async.token, !async.value<f32>, !async.value<f32>)
  %d = async.call @declared(%f) : (f32) -> !async.value<f32>
  return
}
// CHECK-LABEL: @runtime_forms
// CHECK: %{{[0-9]+}} = async.runtime.create : !async.token
// CHECK: %{{[0-9]+}} = async.runtime.create {tag} : !async.value<f32>
// CHECK: %c2 = arith.constant 2 : index
// CHECK: %2 = async.runtime.create_group %c2 : !async.group
// CHECK: %3 = async.runtime.create_group %c2 : !async.group {tag}
// CHECK: async.runtime.store %arg1, %{{[0-9]+}} : <f32>
// CHECK: async.runtime.store %arg1, %{{[0-9]+}} {tag} : <f32>
// CHECK: %{{[0-9]+}} = async.runtime.load %{{[0-9]+}} : <f32>
// CHECK: %{{[0-9]+}} = async.runtime.load %{{[0-9]+}} {tag} : <f32>
// CHECK: async.runtime.set_available %{{[0-9]+}} : !async.token
// CHECK: async.runtime.set_available %{{[0-9]+}} {tag} : !async.value<f32>
// CHECK: async.runtime.set_error %{{[0-9]+}} : !async.token
// CHECK: async.runtime.set_error %{{[0-9]+}} : !async.value<f32>
// CHECK: %{{[0-9]+}} = async.runtime.is_error %{{[0-9]+}} : !async.token
// CHECK: %{{[0-9]+}} = async.runtime.is_error %{{[0-9]+}} : !async.value<f32>
// CHECK: %{{[0-9]+}} = async.runtime.is_error %{{[0-9]+}} {tag} : !async.group
// CHECK: async.runtime.await %{{[0-9]+}} : !async.token
// CHECK: async.runtime.await %{{[0-9]+}} : !async.value<f32>
// CHECK: async.runtime.await %{{[0-9]+}} {tag} : !async.group
// CHECK: async.runtime.await_and_resume %{{[0-9]+}}, %arg0 : !async.token
// CHECK: async.runtime.await_and_resume %{{[0-9]+}}, %arg0 : !async.value<f32>
// CHECK: async.runtime.await_and_resume %{{[0-9]+}}, %arg0 {tag} : !async.group
// CHECK: async.runtime.resume %arg0
// CHECK: async.runtime.resume %arg0 {tag}
// CHECK: %{{[0-9]+}} = async.runtime.add_to_group %{{[0-9]+}}, %{{[0-9]+}} : !async.token
// CHECK: %{{[0-9]+}} = async.runtime.add_to_group %{{[0-9]+}}, %{{[0-9]+}} {tag} : !async.value<f32>
// CHECK: async.runtime.add_ref %{{[0-9]+}} {count = 1 : i64} : !async.token
// CHECK: async.runtime.add_ref %{{[0-9]+}} {count = 2 : i64, tag} : !async.value<f32>
// CHECK: async.runtime.drop_ref %{{[0-9]+}} {count = 3 : i64} : !async.group
// CHECK: %{{[0-9]+}} = async.runtime.num_worker_threads : index
// CHECK: %{{[0-9]+}} = async.runtime.num_worker_threads {tag} : index
// CHECK: return %{{[0-9]+}} : i1
func.func @runtime_forms(%h: !async.coro.handle, %x: f32) -> i1 {
  %t = async.runtime.create : !async.token
  %v = async.runtime.create {tag} : !async.value<f32>
  %c2 = arith.constant 2 : index
  %g = async.runtime.create_group %c2 : !async.group
  %g2 = async.runtime.create_group %c2 : !async.group {tag}
  async.runtime.store %x, %v : <f32>
  async.runtime.store %x, %v {tag} : !async.value<f32>
  %l = async.runtime.load %v : <f32>
  %l2 = async.runtime.load %v {tag} : !async.value<f32>
  async.runtime.set_available %t : !async.token
  async.runtime.set_available %v {tag} : !async.value<f32>
  async.runtime.set_error %t : !async.token
  async.runtime.set_error %v : !async.value<f32>
  %e = async.runtime.is_error %t : !async.token
  %e2 = async.runtime.is_error %v : !async.value<f32>
  %e3 = async.runtime.is_error %g {tag} : !async.group
  async.runtime.await %t : !async.token
  async.runtime.await %v : !async.value<f32>
  async.runtime.await %g {tag} : !async.group
  async.runtime.await_and_resume %t, %h : !async.token
  async.runtime.await_and_resume %v, %h : !async.value<f32>
  async.runtime.await_and_resume %g, %h {tag} : !async.group
  async.runtime.resume %h
  async.runtime.resume %h {tag}
  %r = async.runtime.add_to_group %t, %g : !async.token
  %r2 = async.runtime.add_to_group %v, %g {tag} : !async.value<f32>
  async.runtime.add_ref %t {count = 1 : i64} : !async.token
  async.runtime.add_ref %v {count = 2 : i64, tag} : !async.value<f32>
  async.runtime.drop_ref %g {count = 3 : i64} : !async.group
  %n = async.runtime.num_worker_threads : index
  %n2 = async.runtime.num_worker_threads {tag} : index
  return %e : i1
}
// CHECK-LABEL: @coro_forms
// CHECK: %{{[0-9]+}} = async.runtime.create : !async.token
// CHECK: %{{[0-9]+}} = async.coro.id
// CHECK: %{{[0-9]+}} = async.coro.id {tag}
// CHECK: %{{[0-9]+}} = async.coro.begin %{{[0-9]+}}
// CHECK: %{{[0-9]+}} = async.coro.begin %{{[0-9]+}} {tag}
// CHECK: %{{[0-9]+}} = async.coro.save %{{[0-9]+}}
// CHECK: %{{[0-9]+}} = async.coro.save %{{[0-9]+}} {tag}
// CHECK: async.coro.suspend %{{[0-9]+}}, ^bb3, ^bb1, ^bb2
// CHECK: ^bb1:  // pred: ^bb0
// CHECK: async.coro.suspend %{{[0-9]+}}, ^bb3, ^bb2, ^bb2 {tag}
// CHECK: ^bb2:  // 3 preds: ^bb0, ^bb1, ^bb1
// CHECK: async.coro.free %{{[0-9]+}}, %{{[0-9]+}}
// CHECK: async.coro.free %{{[0-9]+}}, %{{[0-9]+}} {tag}
// CHECK: cf.br ^bb3
// CHECK: ^bb3:  // 3 preds: ^bb0, ^bb1, ^bb2
// CHECK: async.coro.end %{{[0-9]+}}
// CHECK: async.coro.end %{{[0-9]+}} {tag}
// CHECK: return %{{[0-9]+}} : !async.token
func.func @coro_forms() -> !async.token {
  %t = async.runtime.create : !async.token
  %id = async.coro.id
  %id2 = async.coro.id {tag}
  %h = async.coro.begin %id
  %h2 = async.coro.begin %id2 {tag}
  %s = async.coro.save %h
  %s2 = async.coro.save %h {tag}
  async.coro.suspend %s, ^suspend, ^resume, ^cleanup
^resume:
  async.coro.suspend %s2, ^suspend, ^cleanup, ^cleanup {tag}
^cleanup:
  async.coro.free %id, %h
  async.coro.free %id2, %h2 {tag}
  cf.br ^suspend
^suspend:
  async.coro.end %h
  async.coro.end %h2 {tag}
  return %t : !async.token
}

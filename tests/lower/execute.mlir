// async.execute outlining: arguments, captured values, the coroutine
// shape, and what replaces the op at the call site.
// RUN: asyncc --print-ir=runtime %s | FileCheck %s
// RUN: asyncc --print-ir=runtime %s | FileCheck %s --check-prefix=NOHIGH

// NOHIGH-NOT: async.execute
// NOHIGH-NOT: async.await
// NOHIGH-NOT: async.yield

// CHECK-LABEL: func.func @deps_values_captures(
// CHECK-SAME: %[[X:arg[0-9]+]]: f32, %[[M:arg[0-9]+]]: memref<1xf32>
func.func @deps_values_captures(%x: f32, %m: memref<1xf32>) -> f32 {
  // CHECK: %[[T0:.*]] = async.runtime.create : !async.token
  %t0 = async.runtime.create : !async.token
  // CHECK: %[[V0:.*]]:2 = call @async_execute_fn(%[[X]]) : (f32) -> (!async.token, !async.value<f32>)
  %t1, %v = async.execute -> !async.value<f32> {
    %y = arith.addf %x, %x : f32
    async.yield %y : f32
  }
  // Dependencies first, then async.value operands, then captured values;
  // the constant is not passed but rematerialized inside.
  // CHECK: %[[R:.*]] = call @async_execute_fn_0(%[[T0]], %[[V0]]#1, %[[M]]) : (!async.token, !async.value<f32>, memref<1xf32>) -> !async.token
  %c0 = arith.constant 0 : index
  %t2 = async.execute [%t0] (%v as %vv: !async.value<f32>) {
    memref.store %vv, %m[%c0] : memref<1xf32>
    async.yield
  }
  // CHECK: async.runtime.await %[[R]] : !async.token
  async.await %t2 : !async.token
  %r = async.await %v : !async.value<f32>
  return %r : f32
}

// Nested executes are outlined innermost first; a region may have blocks.
// CHECK-LABEL: func.func @nested_multiblock
func.func @nested_multiblock(%c: i1) -> !async.token {
  // CHECK: call @async_execute_fn_2(%arg0) : (i1) -> !async.token
  %t = async.execute {
    %inner = async.execute {
      async.yield
    }
    async.await %inner : !async.token
    cf.cond_br %c, ^a, ^b
  ^a:
    async.yield
  ^b:
    async.yield
  }
  return %t : !async.token
}
// The first outlined function: started suspended (runtime.resume), it
// stores its result and marks value and token available.
// CHECK-LABEL: func.func private @async_execute_fn(
// CHECK-SAME: %[[A:arg0]]: f32) -> (!async.token, !async.value<f32>) attributes {passthrough = ["presplitcoroutine"]}
// CHECK:   %[[TOK:.*]] = async.runtime.create : !async.token
// CHECK:   %[[VAL:.*]] = async.runtime.create : !async.value<f32>
// CHECK:   %[[ID:.*]] = async.coro.id
// CHECK:   %[[HDL:.*]] = async.coro.begin %[[ID]]
// CHECK:   %[[S:.*]] = async.coro.save %[[HDL]]
// CHECK:   async.runtime.resume %[[HDL]]
// CHECK:   async.coro.suspend %[[S]], ^[[SUSPEND:bb[0-9]+]], ^[[BODY:bb[0-9]+]], ^[[DESTROY:bb[0-9]+]]
// CHECK: ^[[BODY]]:
// CHECK:   %[[Y:.*]] = arith.addf %[[A]], %[[A]] : f32
// CHECK:   async.runtime.store %[[Y]], %[[VAL]] : <f32>
// CHECK:   async.runtime.set_available %[[VAL]] : !async.value<f32>
// CHECK:   async.runtime.set_available %[[TOK]] : !async.token
// CHECK:   cf.br ^[[CLEANUP:bb[0-9]+]]
// CHECK: ^[[CLEANUP]]:
// CHECK:   async.coro.free %[[ID]], %[[HDL]]
// CHECK:   cf.br ^[[SUSPEND]]
// CHECK: ^[[DESTROY]]:
// CHECK:   async.coro.free %[[ID]], %[[HDL]]
// CHECK:   cf.br ^[[SUSPEND]]
// CHECK: ^[[SUSPEND]]:
// CHECK:   async.coro.end %[[HDL]]
// CHECK:   return %[[TOK]], %[[VAL]] : !async.token, !async.value<f32>

// The second: it awaits its dependency, then its value operand, each
// followed by an error check that leads to the set_error block, and
// loads the payload before the body.
// CHECK-LABEL: func.func private @async_execute_fn_0(
// CHECK-SAME: %[[DEP:arg0]]: !async.token, %[[IN:arg1]]: !async.value<f32>, %[[MEM:arg2]]: memref<1xf32>) -> !async.token
// CHECK:   async.runtime.resume
// CHECK:   async.coro.suspend
// CHECK:   async.runtime.await_and_resume %[[DEP]], %{{.*}} : !async.token
// CHECK:   async.coro.suspend %{{.*}}, ^{{.*}}, ^[[R1:bb[0-9]+]], ^
// CHECK: ^[[R1]]:
// CHECK:   %[[E1:.*]] = async.runtime.is_error %[[DEP]] : !async.token
// CHECK:   cf.cond_br %[[E1]], ^[[SETERR:bb[0-9]+]], ^
// CHECK:   async.runtime.await_and_resume %[[IN]], %{{.*}} : !async.value<f32>
// CHECK:   %[[E2:.*]] = async.runtime.is_error %[[IN]] : !async.value<f32>
// CHECK:   cf.cond_br %[[E2]], ^[[SETERR]], ^
// CHECK:   %[[C0:.*]] = arith.constant 0 : index
// CHECK:   %[[LD:.*]] = async.runtime.load %[[IN]] : <f32>
// CHECK:   memref.store %[[LD]], %[[MEM]][%[[C0]]] : memref<1xf32>
// CHECK: ^[[SETERR]]:
// CHECK:   async.runtime.set_error

// CHECK-LABEL: func.func private @async_execute_fn_1()
// CHECK-LABEL: func.func private @async_execute_fn_2(%arg0: i1) -> !async.token
// CHECK:   call @async_execute_fn_1() : () -> !async.token
// CHECK:   async.runtime.await_and_resume
// CHECK-COUNT-2: async.runtime.set_available

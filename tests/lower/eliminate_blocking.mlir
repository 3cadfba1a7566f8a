// -feliminate-blocking-await and the async.allowed_to_block escape hatch.
// RUN: asyncc --print-ir=runtime -feliminate-blocking-await %s | FileCheck %s
// RUN: asyncc --print-ir=runtime %s | FileCheck %s --check-prefix=OFF
// RUN: asyncc --print-ir=runtime -feliminate-blocking-await -fno-eliminate-blocking-await %s | FileCheck %s --check-prefix=OFF

// A function with a blocking await becomes a coroutine returning a token
// and a value per result; the await inside no longer blocks.
// CHECK-LABEL: func.func @simple_callee(
// CHECK-SAME: %arg0: f32) -> (!async.token, !async.value<f32>) attributes {passthrough = ["presplitcoroutine"]}
// CHECK:   %[[TOK:.*]] = async.runtime.create : !async.token
// CHECK:   %[[VAL:.*]] = async.runtime.create : !async.value<f32>
// CHECK:   %[[HDL:.*]] = async.coro.begin
// CHECK-NOT: async.runtime.await {{.*}}
// CHECK:   async.runtime.await_and_resume %{{.*}}, %[[HDL]] : !async.value<f32>
// CHECK:   async.runtime.store %{{.*}}, %[[VAL]] : <f32>
// CHECK:   async.runtime.set_available %[[VAL]]
// CHECK:   async.runtime.set_available %[[TOK]]
// CHECK:   return %[[TOK]], %[[VAL]] : !async.token, !async.value<f32>
// OFF-LABEL: func.func @simple_callee(%arg0: f32) -> f32 {
// OFF:   async.runtime.await
func.func @simple_callee(%arg0: f32) -> f32 {
  %t, %v = async.execute -> !async.value<f32> {
    %y = arith.addf %arg0, %arg0 : f32
    async.yield %y : f32
  }
  %r = async.await %v : !async.value<f32>
  return %r : f32
}

// The marked function keeps blocking, on the callee's token and value.
// CHECK-LABEL: func.func @caller_allowed_to_block() -> f32 attributes {async.allowed_to_block}
// CHECK:   %[[C:.*]] = arith.constant 1.000000e+00 : f32
// CHECK:   %[[R:.*]]:2 = call @simple_callee(%[[C]]) : (f32) -> (!async.token, !async.value<f32>)
// CHECK:   async.runtime.await %[[R]]#0 : !async.token
// CHECK:   async.runtime.await %[[R]]#1 : !async.value<f32>
// CHECK:   %[[RET:.*]] = async.runtime.load %[[R]]#1 : <f32>
// CHECK:   return %[[RET]] : f32
func.func @caller_allowed_to_block() -> f32 attributes {async.allowed_to_block} {
  %c = arith.constant 1.0 : f32
  %r = call @simple_callee(%c) : (f32) -> f32
  return %r : f32
}

// Callers of converted functions are converted in turn, even public ones
// without awaits of their own, and their awaits suspend.
// CHECK-LABEL: func.func @transitive_caller(%arg0: f32) -> (!async.token, !async.value<f32>)
// CHECK:   call @simple_callee(%arg0) : (f32) -> (!async.token, !async.value<f32>)
// CHECK:   async.runtime.await_and_resume %{{.*}}#0
// CHECK:   async.runtime.await_and_resume %{{.*}}#1
func.func @transitive_caller(%x: f32) -> f32 {
  %r = call @simple_callee(%x) : (f32) -> f32
  return %r : f32
}

// Mutual recursion: both become coroutines awaiting each other.
// CHECK-LABEL: func.func @ping(%arg0: i64) -> (!async.token, !async.value<i64>)
// CHECK:   call @pong({{.*}}) : (i64) -> (!async.token, !async.value<i64>)
// CHECK-LABEL: func.func @pong(%arg0: i64) -> (!async.token, !async.value<i64>)
// CHECK:   call @ping({{.*}}) : (i64) -> (!async.token, !async.value<i64>)
func.func @ping(%n: i64) -> i64 {
  %t = async.execute { async.yield }
  async.await %t : !async.token
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %done = arith.cmpi eq, %n, %z : i64
  %r = scf.if %done -> (i64) {
    scf.yield %z : i64
  } else {
    %m = arith.subi %n, %one : i64
    %p = func.call @pong(%m) : (i64) -> i64
    scf.yield %p : i64
  }
  return %r : i64
}
func.func @pong(%n: i64) -> i64 {
  %one = arith.constant 1 : i64
  %m = arith.subi %n, %one : i64
  %p = call @ping(%m) : (i64) -> i64
  return %p : i64
}

// Functions without awaits and not calling converted ones stay as they are.
// CHECK-LABEL: func.func @untouched(%arg0: i64) -> i64 {
func.func @untouched(%n: i64) -> i64 {
  return %n : i64
}

// A function whose address func.constant takes keeps its signature (its
// indirect callers expect it) and blocks; so does its direct caller.
// CHECK-LABEL: func.func @address_taken(%arg0: i64) -> i64 {
// CHECK:   async.runtime.await
// CHECK-LABEL: func.func @calls_address_taken(%arg0: i64) -> i64 {
// CHECK-LABEL: func.func @takes_address() -> ((i64) -> i64) {
// CHECK-NEXT:   %[[F:.*]] = constant @address_taken : (i64) -> i64
func.func @address_taken(%x: i64) -> i64 {
  %t, %v = async.execute -> !async.value<i64> {
    async.yield %x : i64
  }
  %r = async.await %v : !async.value<i64>
  return %r : i64
}
func.func @calls_address_taken(%x: i64) -> i64 {
  %r = func.call @address_taken(%x) : (i64) -> i64
  return %r : i64
}
func.func @takes_address() -> ((i64) -> i64) {
  %f = func.constant @address_taken : (i64) -> i64
  return %f : (i64) -> i64
}

// @main is the program's entry point and stays blocking.
// CHECK-LABEL: func.func @main() {
// CHECK:   async.runtime.await
func.func @main() {
  %c = arith.constant 1.0 : f32
  %r = call @transitive_caller(%c) : (f32) -> f32
  vector.print %r : f32
  return
}

// async.runtime.* without coroutines: tokens, values (scalar and memref
// payloads), groups, errors, reference counts, the worker count.
// REQUIRES: asyncrt
// RUN: asyncc -run %s | FileCheckExact %s
// RUN: asyncc -c -O2 %s -o %t.o && bash %S/link.sh %t %t.o && %t | FileCheckExact %s

func.func @main() {
  // A token made available, then awaited.
  // CHECK:0
  %t = async.runtime.create : !async.token
  async.runtime.set_available %t : !async.token
  async.runtime.await %t : !async.token
  %e = async.runtime.is_error %t : !async.token
  vector.print %e : i1
  async.runtime.drop_ref %t {count = 1 : i64} : !async.token

  // A token in the error state.
  // CHECK-NEXT:1
  %te = async.runtime.create : !async.token
  async.runtime.set_error %te : !async.token
  async.runtime.await %te : !async.token
  %ee = async.runtime.is_error %te : !async.token
  vector.print %ee : i1
  async.runtime.drop_ref %te {count = 1 : i64} : !async.token

  // A value's payload goes through its storage.
  // CHECK-NEXT:0
  // CHECK-NEXT:1234
  %v = async.runtime.create : !async.value<i64>
  %x = arith.constant 1234 : i64
  async.runtime.store %x, %v : <i64>
  async.runtime.set_available %v : !async.value<i64>
  async.runtime.await %v : !async.value<i64>
  %ve = async.runtime.is_error %v : !async.value<i64>
  vector.print %ve : i1
  %y = async.runtime.load %v : <i64>
  vector.print %y : i64
  // Two more references, then all three dropped at once.
  async.runtime.add_ref %v {count = 2 : i64} : !async.value<i64>
  async.runtime.drop_ref %v {count = 3 : i64} : !async.value<i64>

  // A memref payload is stored as its whole descriptor.
  // CHECK-NEXT:6.5
  // CHECK-NEXT:2
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = memref.alloc(%c1) : memref<?xf64>
  %k = arith.constant 6.5 : f64
  memref.store %k, %m[%c0] : memref<?xf64>
  %mv = async.runtime.create : !async.value<memref<?xf64>>
  async.runtime.store %m, %mv : <memref<?xf64>>
  async.runtime.set_available %mv : !async.value<memref<?xf64>>
  %m2 = async.runtime.load %mv : <memref<?xf64>>
  %k2 = memref.load %m2[%c0] : memref<?xf64>
  vector.print %k2 : f64
  async.runtime.drop_ref %mv {count = 1 : i64} : !async.value<memref<?xf64>>
  memref.dealloc %m2 : memref<?xf64>
  %f = arith.constant 2.0 : f32
  %fv = async.runtime.create : !async.value<f32>
  async.runtime.store %f, %fv : <f32>
  async.runtime.set_available %fv : !async.value<f32>
  %f2 = async.runtime.load %fv : <f32>
  vector.print %f2 : f32
  async.runtime.drop_ref %fv {count = 1 : i64} : !async.value<f32>

  // A group of two tokens, one of them in error.
  // CHECK-NEXT:0
  // CHECK-NEXT:1
  // CHECK-NEXT:1
  %c2 = arith.constant 2 : index
  %g = async.runtime.create_group %c2 : !async.group
  %a = async.runtime.create : !async.token
  %b = async.runtime.create : !async.token
  %ia = async.runtime.add_to_group %a, %g : !async.token
  %ib = async.runtime.add_to_group %b, %g : !async.token
  vector.print %ia : index
  vector.print %ib : index
  async.runtime.set_available %a : !async.token
  async.runtime.set_error %b : !async.token
  async.runtime.await %g : !async.group
  %ge = async.runtime.is_error %g : !async.group
  vector.print %ge : i1
  async.runtime.drop_ref %a {count = 1 : i64} : !async.token
  async.runtime.drop_ref %b {count = 1 : i64} : !async.token
  async.runtime.drop_ref %g {count = 1 : i64} : !async.group

  // CHECK-NEXT:1
  %n = async.runtime.num_worker_threads : index
  %pos = arith.cmpi ugt, %n, %c0 : index
  vector.print %pos : i1
  return
}

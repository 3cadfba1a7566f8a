// Objects of large modules are compiled in parts joined with ld -r
// (ASYNCC_PART_OPS sets the part size; tiny here to force many parts).
// Private functions stay with their callers and local to the object;
// public ones are called across parts; the program runs the same.
// REQUIRES: asyncrt
// RUN: ASYNCC_PART_OPS=8 asyncc -c -O1 %s -o %t.o && bash %S/link.sh %t %t.o && %t | FileCheckExact %s
// RUN: ASYNCC_PART_OPS=8 asyncc -c -g -O0 %s -o %tg.o && bash %S/link.sh %tg %tg.o && %tg | FileCheckExact %s
// RUN: nm %tg.o | FileCheck %s --check-prefix=SYMS
// Byte-identical across runs, in parts too.
// RUN: ASYNCC_PART_OPS=8 asyncc -c -O1 %s -o %t2.o && cmp %t.o %t2.o
// Without a linker to join the parts, the object is compiled in one piece.
// RUN: ASYNCC_LD=no-such-linker ASYNCC_PART_OPS=8 asyncc -c -O1 %s -o %t3.o && bash %S/link.sh %t3 %t3.o && %t3 | FileCheckExact %s
// One piece gives the same program.
// RUN: ASYNCC_PART_OPS=0 asyncc -c -O1 %s -o %t1.o && bash %S/link.sh %t1 %t1.o && %t1 | FileCheckExact %s

// SYMS-DAG: T main
// SYMS-DAG: t square
// SYMS-DAG: T sum_squares
// SYMS-DAG: T twice
// SYMS-DAG: t coro_add
// SYMS-DAG: T _mlir_ciface_twice
// SYMS-DAG: U asyncrt_value_create_at

func.func private @square(%x: i64) -> i64 {
  %y = arith.muli %x, %x : i64
  return %y : i64
}

func.func @sum_squares(%a: i64, %b: i64) -> i64 {
  %x = func.call @square(%a) : (i64) -> i64
  %y = func.call @square(%b) : (i64) -> i64
  %s = arith.addi %x, %y : i64
  return %s : i64
}

func.func @twice(%x: i64) -> i64 attributes {llvm.emit_c_interface} {
  %c2 = arith.constant 2 : i64
  %y = arith.muli %x, %c2 : i64
  %z = func.call @square(%c2) : (i64) -> i64
  %w = arith.subi %y, %z : i64
  %r = arith.addi %w, %z : i64
  return %r : i64
}

func.func private @coro_add(%x: i64) -> !async.value<i64> attributes {passthrough = ["presplitcoroutine"]} {
  %v = async.runtime.create : !async.value<i64>
  %id = async.coro.id
  %hdl = async.coro.begin %id
  %save = async.coro.save %hdl
  async.runtime.resume %hdl
  async.coro.suspend %save, ^suspend, ^resume, ^cleanup
^resume:
  %one = arith.constant 1 : i64
  %y = arith.addi %x, %one : i64
  async.runtime.store %y, %v : <i64>
  async.runtime.set_available %v : !async.value<i64>
  cf.br ^cleanup
^cleanup:
  async.coro.free %id, %hdl
  cf.br ^suspend
^suspend:
  async.coro.end %hdl
  return %v : !async.value<i64>
}

func.func @async_add(%x: i64) -> i64 {
  %v = func.call @coro_add(%x) : (i64) -> !async.value<i64>
  async.runtime.await %v : !async.value<i64>
  %r = async.runtime.load %v : <i64>
  async.runtime.drop_ref %v {count = 1 : i64} : !async.value<i64>
  return %r : i64
}

// CHECK:25
// CHECK-NEXT:14
// CHECK-NEXT:100
func.func @main() {
  %c3 = arith.constant 3 : i64
  %c4 = arith.constant 4 : i64
  %s = func.call @sum_squares(%c3, %c4) : (i64, i64) -> i64
  vector.print %s : i64
  %c7 = arith.constant 7 : i64
  %t = func.call @twice(%c7) : (i64) -> i64
  vector.print %t : i64
  %c99 = arith.constant 99 : i64
  %a = func.call @async_add(%c99) : (i64) -> i64
  vector.print %a : i64
  return
}

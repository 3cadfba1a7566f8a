// -g: gdb breaks at a line of the .mlir file, lists it, steps over ops
// and into calls, and shows a backtrace through a coroutine.
// REQUIRES: gdb, asyncrt
// RUN: asyncc -g -O0 -c %s -o %t.o && bash %S/link.sh %t %t.o
// RUN: L=$(grep -n '^  .*// line A$' %s | cut -d: -f1) && \
// RUN:   $GDB -batch -nx -ex "break gdb.mlir:$L" -ex run -ex "list $L,$L" -ex step -ex bt -ex finish -ex next \
// RUN:     -ex "break gdb.mlir:$(grep -n '^  .*// line C$' %s | cut -d: -f1)" -ex continue -ex bt %t 2>&1 | FileCheck %s
// CHECK: Breakpoint 1 at {{.*}}: file {{.*}}gdb.mlir, line [[A:[0-9]+]].
// CHECK: Breakpoint 1, main () at {{.*}}gdb.mlir:[[A]]
// The listed line is the source text.
// CHECK: [[A]]{{[[:space:]]+}}%r = func.call @triple(%c) : (i64) -> i64 // line A
// step: into the callee; its caller is the line of the call.
// CHECK: triple (){{.*}} at {{.*}}gdb.mlir:
// CHECK: #0  triple
// CHECK: #1  {{.*}}main () at {{.*}}gdb.mlir:[[A]]
// finish, then next: on to the following line.
// CHECK: vector.print %r : i64 // line B
// A line in the resumed part of a coroutine.
// CHECK: Breakpoint 2{{.*}}, later () at {{.*}}gdb.mlir:[[C:[0-9]+]]
// CHECK: [[C]]{{[[:space:]]+}}async.runtime.set_available %tok : !async.token // line C
// CHECK: #0  {{.*}}later{{.*}}gdb.mlir:[[C]]

func.func private @triple(%x: i64) -> i64 {
  %c3 = arith.constant 3 : i64
  %y = arith.muli %x, %c3 : i64
  return %y : i64
}

func.func @later(%t: !async.token) -> !async.token attributes {passthrough = ["presplitcoroutine"]} {
  %tok = async.runtime.create : !async.token
  %id = async.coro.id
  %hdl = async.coro.begin %id
  %save = async.coro.save %hdl
  async.runtime.await_and_resume %t, %hdl : !async.token
  async.coro.suspend %save, ^suspend, ^resume, ^cleanup
^resume:
  async.runtime.set_available %tok : !async.token // line C
  cf.br ^cleanup
^cleanup:
  async.coro.free %id, %hdl
  cf.br ^suspend
^suspend:
  async.coro.end %hdl
  return %tok : !async.token
}

func.func @main() {
  %c = arith.constant 14 : i64
  %r = func.call @triple(%c) : (i64) -> i64 // line A
  vector.print %r : i64 // line B
  %t = async.runtime.create : !async.token
  %d = func.call @later(%t) : (!async.token) -> !async.token
  async.runtime.set_available %t : !async.token
  async.runtime.await %d : !async.token
  async.runtime.drop_ref %d {count = 1 : i64} : !async.token
  async.runtime.drop_ref %t {count = 1 : i64} : !async.token
  return
}

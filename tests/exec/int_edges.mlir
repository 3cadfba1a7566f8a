// Integer edges: the remainder of the most negative value by -1 is 0 in
// arith.remsi and index.rems at every width and optimization level, with
// constant operands (which LLVM folds) and with operands it cannot see
// (they come back from the runtime); ceildivsi and floordivsi of the most
// negative dividend round as ArithOps.td says (MLIR 19's expansion wraps
// in -n and gets ceildivsi(INT_MIN, 2) = +2^62, so this program is not
// in the differential run); arith's extended ops and truncf's rounding
// modes, which MLIR 19 lowers to a constrained fptrunc that rounds to
// nearest whatever the mode says, and asyncc with it.
// REQUIRES: asyncrt
// RUN: asyncc -run %s | FileCheckExact %s
// RUN: asyncc -O2 -run %s | FileCheckExact %s
// RUN: asyncc -c -O0 %s -o %t.o && bash %S/link.sh %t %t.o && %t | FileCheckExact %s
// RUN: asyncc -c -O3 %s -o %t3.o && bash %S/link.sh %t3 %t3.o && %t3 | FileCheckExact %s

func.func @hide_i64(%x: i64) -> i64 {
  %tok, %v = async.execute -> !async.value<i64> {
    async.yield %x : i64
  }
  %r = async.await %v : !async.value<i64>
  return %r : i64
}

// x % -1 at each width, x being INT_MIN of the width: always 0.
func.func @rem_min(%x: i64) {
  %m1 = arith.constant -1 : i64
  %d = func.call @hide_i64(%m1) : (i64) -> i64
  %a8 = arith.trunci %x : i64 to i8
  %d8 = arith.trunci %d : i64 to i8
  %r8 = arith.remsi %a8, %d8 : i8
  vector.print %r8 : i8
  %a16 = arith.trunci %x : i64 to i16
  %d16 = arith.trunci %d : i64 to i16
  %r16 = arith.remsi %a16, %d16 : i16
  vector.print %r16 : i16
  %a32 = arith.trunci %x : i64 to i32
  %d32 = arith.trunci %d : i64 to i32
  %r32 = arith.remsi %a32, %d32 : i32
  vector.print %r32 : i32
  %r64 = arith.remsi %x, %d : i64
  vector.print %r64 : i64
  %xi = arith.index_cast %x : i64 to index
  %di = arith.index_cast %d : i64 to index
  %ri = arith.remsi %xi, %di : index
  vector.print %ri : index
  %rx = index.rems %xi, %di
  vector.print %rx : index
  return
}

func.func @divs(%a: i64, %b: i64) {
  %c = arith.ceildivsi %a, %b : i64
  %f = arith.floordivsi %a, %b : i64
  %r = arith.remsi %a, %b : i64
  %ai = arith.index_cast %a : i64 to index
  %bi = arith.index_cast %b : i64 to index
  %ic = index.ceildivs %ai, %bi
  %if = index.floordivs %ai, %bi
  vector.print %c : i64
  vector.print %f : i64
  vector.print %r : i64
  vector.print %ic : index
  vector.print %if : index
  return
}

func.func @extended(%a: i64, %b: i64) {
  %a32 = arith.trunci %a : i64 to i32
  %b32 = arith.trunci %b : i64 to i32
  %s, %o = arith.addui_extended %a32, %b32 : i32, i1
  vector.print %s : i32
  vector.print %o : i1
  %l, %h = arith.mulsi_extended %a32, %b32 : i32
  vector.print %l : i32
  vector.print %h : i32
  %ul, %uh = arith.mului_extended %a32, %b32 : i32
  vector.print %ul : i32
  vector.print %uh : i32
  %l64, %h64 = arith.mulsi_extended %a, %b : i64
  vector.print %l64 : i64
  vector.print %h64 : i64
  %ai = arith.index_cast %a : i64 to index
  %bi = arith.index_cast %b : i64 to index
  %si, %oi = arith.addui_extended %ai, %bi : index, i1
  vector.print %si : index
  vector.print %oi : i1
  %uli, %uhi = arith.mului_extended %ai, %bi : index
  vector.print %uhi : index
  return
}

func.func @main() {
  // Folded by LLVM: constants all the way.
  // CHECK:0
  // CHECK-NEXT:0
  // CHECK-NEXT:0
  %i8min = arith.constant -128 : i8
  %i8m1 = arith.constant -1 : i8
  %k8 = arith.remsi %i8min, %i8m1 : i8
  vector.print %k8 : i8
  %i32min = arith.constant -2147483648 : i32
  %i32m1 = arith.constant -1 : i32
  %k32 = arith.remsi %i32min, %i32m1 : i32
  vector.print %k32 : i32
  %imin = arith.constant -9223372036854775808 : index
  %im1 = arith.constant -1 : index
  %ki = index.rems %imin, %im1
  vector.print %ki : index

  // Hidden from LLVM: INT_MIN of each width, by -1.
  // CHECK-NEXT:0
  // CHECK-NEXT:0
  // CHECK-NEXT:0
  // CHECK-NEXT:0
  // CHECK-NEXT:0
  // CHECK-NEXT:0
  %m8 = arith.constant -128 : i64
  %h8 = func.call @hide_i64(%m8) : (i64) -> i64
  func.call @rem_min(%h8) : (i64) -> ()
  // -32768: its i8 truncation is 0, and 0 % -1 is 0 too.
  // CHECK-NEXT:0
  // CHECK-NEXT:0
  // CHECK-NEXT:0
  // CHECK-NEXT:0
  // CHECK-NEXT:0
  // CHECK-NEXT:0
  %m16 = arith.constant -32768 : i64
  %h16 = func.call @hide_i64(%m16) : (i64) -> i64
  func.call @rem_min(%h16) : (i64) -> ()
  // CHECK-NEXT:0
  // CHECK-NEXT:0
  // CHECK-NEXT:0
  // CHECK-NEXT:0
  // CHECK-NEXT:0
  // CHECK-NEXT:0
  %m64 = arith.constant -9223372036854775808 : i64
  %h64 = func.call @hide_i64(%m64) : (i64) -> i64
  func.call @rem_min(%h64) : (i64) -> ()

  // INT_MIN by 2: ceil and floor -2^62, remainder 0 (vector.print shows
  // index unsigned, as MLIR's does).
  // CHECK-NEXT:-4611686018427387904
  // CHECK-NEXT:-4611686018427387904
  // CHECK-NEXT:0
  // CHECK-NEXT:13835058055282163712
  // CHECK-NEXT:13835058055282163712
  %c2 = arith.constant 2 : i64
  %two = func.call @hide_i64(%c2) : (i64) -> i64
  func.call @divs(%h64, %two) : (i64, i64) -> ()
  // INT_MIN by 3: -3074457345618258602.67 rounds to ...602 and ...603.
  // CHECK-NEXT:-3074457345618258602
  // CHECK-NEXT:-3074457345618258603
  // CHECK-NEXT:-2
  // CHECK-NEXT:15372286728091293014
  // CHECK-NEXT:15372286728091293013
  %c3 = arith.constant 3 : i64
  %three = func.call @hide_i64(%c3) : (i64) -> i64
  func.call @divs(%h64, %three) : (i64, i64) -> ()
  // INT_MIN by -3: 3074457345618258602.67.
  // CHECK-NEXT:3074457345618258603
  // CHECK-NEXT:3074457345618258602
  // CHECK-NEXT:-2
  // CHECK-NEXT:3074457345618258603
  // CHECK-NEXT:3074457345618258602
  %cm3 = arith.constant -3 : i64
  %mthree = func.call @hide_i64(%cm3) : (i64) -> i64
  func.call @divs(%h64, %mthree) : (i64, i64) -> ()
  // INT_MIN by INT_MAX: -1.0000000001.
  // CHECK-NEXT:-1
  // CHECK-NEXT:-2
  // CHECK-NEXT:-1
  // CHECK-NEXT:18446744073709551615
  // CHECK-NEXT:18446744073709551614
  %cmax = arith.constant 9223372036854775807 : i64
  %max = func.call @hide_i64(%cmax) : (i64) -> i64
  func.call @divs(%h64, %max) : (i64, i64) -> ()
  // INT_MAX by -2: -4611686018427387903.5.
  // CHECK-NEXT:-4611686018427387903
  // CHECK-NEXT:-4611686018427387904
  // CHECK-NEXT:1
  // CHECK-NEXT:13835058055282163713
  // CHECK-NEXT:13835058055282163712
  %cm2 = arith.constant -2 : i64
  %mtwo = func.call @hide_i64(%cm2) : (i64) -> i64
  func.call @divs(%max, %mtwo) : (i64, i64) -> ()

  // 0xFFFFFFFF + 2 in i32: 1 and a carry; -1 * 2 signed (-2, -1) and
  // unsigned (-2, 1) halves; then in i64 and index, no overflow.
  // CHECK-NEXT:1
  // CHECK-NEXT:1
  // CHECK-NEXT:-2
  // CHECK-NEXT:-1
  // CHECK-NEXT:-2
  // CHECK-NEXT:1
  // CHECK-NEXT:8589934590
  // CHECK-NEXT:0
  // CHECK-NEXT:4294967297
  // CHECK-NEXT:0
  // CHECK-NEXT:0
  %cff = arith.constant 4294967295 : i64
  %ff = func.call @hide_i64(%cff) : (i64) -> i64
  func.call @extended(%ff, %two) : (i64, i64) -> ()
  // INT_MIN * INT_MAX: in i32 0 * -1; in i64 the 128-bit product
  // -2^126 + 2^63, halves 2^63 and -2^62; in index INT_MIN + INT_MAX with
  // no carry, and the unsigned product's high half 2^62 - 1.
  // CHECK-NEXT:-1
  // CHECK-NEXT:0
  // CHECK-NEXT:0
  // CHECK-NEXT:0
  // CHECK-NEXT:0
  // CHECK-NEXT:0
  // CHECK-NEXT:-9223372036854775808
  // CHECK-NEXT:-4611686018427387904
  // CHECK-NEXT:18446744073709551615
  // CHECK-NEXT:0
  // CHECK-NEXT:4611686018427387903
  func.call @extended(%h64, %max) : (i64, i64) -> ()

  // 0.1 : f64 to f32, in each rounding mode: all to nearest (see above).
  // CHECK-NEXT:1036831949
  // CHECK-NEXT:1036831949
  // CHECK-NEXT:1036831949
  // CHECK-NEXT:1036831949
  // CHECK-NEXT:1036831949
  %tenth = arith.constant 0.1 : f64
  %tb = arith.bitcast %tenth : f64 to i64
  %hb = func.call @hide_i64(%tb) : (i64) -> i64
  %x = arith.bitcast %hb : i64 to f64
  %r0 = arith.truncf %x : f64 to f32
  %r1 = arith.truncf %x downward : f64 to f32
  %r2 = arith.truncf %x upward : f64 to f32
  %r3 = arith.truncf %x toward_zero : f64 to f32
  %r4 = arith.truncf %x to_nearest_away : f64 to f32
  %b0 = arith.bitcast %r0 : f32 to i32
  %b1 = arith.bitcast %r1 : f32 to i32
  %b2 = arith.bitcast %r2 : f32 to i32
  %b3 = arith.bitcast %r3 : f32 to i32
  %b4 = arith.bitcast %r4 : f32 to i32
  vector.print %b0 : i32
  vector.print %b1 : i32
  vector.print %b2 : i32
  vector.print %b3 : i32
  vector.print %b4 : i32
  return
}
// CHECK-NOT:{{.}}

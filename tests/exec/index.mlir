// The index dialect against MLIR 19 (convert-index-to-llvm): every op on
// operands of both signs, from the runtime so that LLVM cannot fold
// them.  Divisions stay where MLIR 19 defines them and agrees with the
// ops' meaning (int_edges.mlir has the most negative dividends).  The
// expected lines are MLIR 19's output (tests/exec/differential.sh runs
// this program through MLIR's pipeline too).
// REQUIRES: asyncrt
// RUN: asyncc -run %s | FileCheckExact %s
// RUN: asyncc -O2 -run %s | FileCheckExact %s
// RUN: asyncc -c -O0 %s -o %t.o && bash %S/link.sh %t %t.o && %t | FileCheckExact %s

func.func @hide(%x: index) -> index {
  %tok, %v = async.execute -> !async.value<index> {
    async.yield %x : index
  }
  %r = async.await %v : !async.value<index>
  return %r : index
}

func.func @all(%a: index, %b: index) {
  // Shifts by 64 or more are poison: shift by the amount's low six bits.
  %c63 = index.constant 63
  %sh = index.and %b, %c63
  %add = index.add %a, %b
  vector.print %add : index
  %sub = index.sub %a, %b
  vector.print %sub : index
  %mul = index.mul %a, %b
  vector.print %mul : index
  %divs = index.divs %a, %b
  vector.print %divs : index
  %divu = index.divu %a, %b
  vector.print %divu : index
  %ceildivs = index.ceildivs %a, %b
  vector.print %ceildivs : index
  %ceildivu = index.ceildivu %a, %b
  vector.print %ceildivu : index
  %floordivs = index.floordivs %a, %b
  vector.print %floordivs : index
  %rems = index.rems %a, %b
  vector.print %rems : index
  %remu = index.remu %a, %b
  vector.print %remu : index
  %maxs = index.maxs %a, %b
  vector.print %maxs : index
  %maxu = index.maxu %a, %b
  vector.print %maxu : index
  %mins = index.mins %a, %b
  vector.print %mins : index
  %minu = index.minu %a, %b
  vector.print %minu : index
  %shl = index.shl %a, %sh
  vector.print %shl : index
  %shrs = index.shrs %a, %sh
  vector.print %shrs : index
  %shru = index.shru %a, %sh
  vector.print %shru : index
  %and = index.and %a, %b
  vector.print %and : index
  %or = index.or %a, %b
  vector.print %or : index
  %xor = index.xor %a, %b
  vector.print %xor : index
  %eq = index.cmp eq(%a, %b)
  vector.print %eq : i1
  %ne = index.cmp ne(%a, %b)
  vector.print %ne : i1
  %slt = index.cmp slt(%a, %b)
  vector.print %slt : i1
  %sle = index.cmp sle(%a, %b)
  vector.print %sle : i1
  %sgt = index.cmp sgt(%a, %b)
  vector.print %sgt : i1
  %sge = index.cmp sge(%a, %b)
  vector.print %sge : i1
  %ult = index.cmp ult(%a, %b)
  vector.print %ult : i1
  %ule = index.cmp ule(%a, %b)
  vector.print %ule : i1
  %ugt = index.cmp ugt(%a, %b)
  vector.print %ugt : i1
  %uge = index.cmp uge(%a, %b)
  vector.print %uge : i1
  %s32 = index.casts %a : index to i32
  vector.print %s32 : i32
  %u32 = index.castu %a : index to i32
  vector.print %u32 : i32
  %s8 = index.casts %b : index to i8
  %back_s = index.casts %s8 : i8 to index
  %back_u = index.castu %s8 : i8 to index
  vector.print %back_s : index
  vector.print %back_u : index
  return
}

func.func @main() {
  %size = index.sizeof
  vector.print %size : index
  %k = index.constant -42
  vector.print %k : index
  %t = index.bool.constant true
  vector.print %t : i1
  %a0c = index.constant 7
  %b0c = index.constant 2
  %a0 = func.call @hide(%a0c) : (index) -> index
  %b0 = func.call @hide(%b0c) : (index) -> index
  func.call @all(%a0, %b0) : (index, index) -> ()
  %a1c = index.constant -7
  %b1c = index.constant 2
  %a1 = func.call @hide(%a1c) : (index) -> index
  %b1 = func.call @hide(%b1c) : (index) -> index
  func.call @all(%a1, %b1) : (index, index) -> ()
  %a2c = index.constant 7
  %b2c = index.constant -2
  %a2 = func.call @hide(%a2c) : (index) -> index
  %b2 = func.call @hide(%b2c) : (index) -> index
  func.call @all(%a2, %b2) : (index, index) -> ()
  %a3c = index.constant -7
  %b3c = index.constant -2
  %a3 = func.call @hide(%a3c) : (index) -> index
  %b3 = func.call @hide(%b3c) : (index) -> index
  func.call @all(%a3, %b3) : (index, index) -> ()
  %a4c = index.constant 100
  %b4c = index.constant 7
  %a4 = func.call @hide(%a4c) : (index) -> index
  %b4 = func.call @hide(%b4c) : (index) -> index
  func.call @all(%a4, %b4) : (index, index) -> ()
  %a5c = index.constant -100
  %b5c = index.constant 7
  %a5 = func.call @hide(%a5c) : (index) -> index
  %b5 = func.call @hide(%b5c) : (index) -> index
  func.call @all(%a5, %b5) : (index, index) -> ()
  %a6c = index.constant 0
  %b6c = index.constant 5
  %a6 = func.call @hide(%a6c) : (index) -> index
  %b6 = func.call @hide(%b6c) : (index) -> index
  func.call @all(%a6, %b6) : (index, index) -> ()
  %a7c = index.constant -1
  %b7c = index.constant 1
  %a7 = func.call @hide(%a7c) : (index) -> index
  %b7 = func.call @hide(%b7c) : (index) -> index
  func.call @all(%a7, %b7) : (index, index) -> ()
  %a8c = index.constant 6
  %b8c = index.constant 3
  %a8 = func.call @hide(%a8c) : (index) -> index
  %b8 = func.call @hide(%b8c) : (index) -> index
  func.call @all(%a8, %b8) : (index, index) -> ()
  %a9c = index.constant 1000000000000
  %b9c = index.constant -33
  %a9 = func.call @hide(%a9c) : (index) -> index
  %b9 = func.call @hide(%b9c) : (index) -> index
  func.call @all(%a9, %b9) : (index, index) -> ()
  %a10c = index.constant 255
  %b10c = index.constant 4
  %a10 = func.call @hide(%a10c) : (index) -> index
  %b10 = func.call @hide(%b10c) : (index) -> index
  func.call @all(%a10, %b10) : (index, index) -> ()
  %a11c = index.constant -9223372036854775807
  %b11c = index.constant 2
  %a11 = func.call @hide(%a11c) : (index) -> index
  %b11 = func.call @hide(%b11c) : (index) -> index
  func.call @all(%a11, %b11) : (index, index) -> ()
  return
}

// MLIR 19's output: sizeof, a constant, a bool, then per pair the
// arithmetic, the comparisons and the casts.
// CHECK:64
// CHECK-NEXT:18446744073709551574
// CHECK-NEXT:1
// CHECK-NEXT:9
// CHECK-NEXT:5
// CHECK-NEXT:14
// CHECK-NEXT:3
// CHECK-NEXT:3
// CHECK-NEXT:4
// CHECK-NEXT:4
// CHECK-NEXT:3
// CHECK-NEXT:1
// CHECK-NEXT:1
// CHECK-NEXT:7
// CHECK-NEXT:7
// CHECK-NEXT:2
// CHECK-NEXT:2
// CHECK-NEXT:28
// CHECK-NEXT:1
// CHECK-NEXT:1
// CHECK-NEXT:2
// CHECK-NEXT:7
// CHECK-NEXT:5
// CHECK-NEXT:0
// CHECK-NEXT:1
// CHECK-NEXT:0
// CHECK-NEXT:0
// CHECK-NEXT:1
// CHECK-NEXT:1
// CHECK-NEXT:0
// CHECK-NEXT:0
// CHECK-NEXT:1
// CHECK-NEXT:1
// CHECK-NEXT:7
// CHECK-NEXT:7
// CHECK-NEXT:2
// CHECK-NEXT:2
// CHECK-NEXT:18446744073709551611
// CHECK-NEXT:18446744073709551607
// CHECK-NEXT:18446744073709551602
// CHECK-NEXT:18446744073709551613
// CHECK-NEXT:9223372036854775804
// CHECK-NEXT:18446744073709551613
// CHECK-NEXT:9223372036854775805
// CHECK-NEXT:18446744073709551612
// CHECK-NEXT:18446744073709551615
// CHECK-NEXT:1
// CHECK-NEXT:2
// CHECK-NEXT:18446744073709551609
// CHECK-NEXT:18446744073709551609
// CHECK-NEXT:2
// CHECK-NEXT:18446744073709551588
// CHECK-NEXT:18446744073709551614
// CHECK-NEXT:4611686018427387902
// CHECK-NEXT:0
// CHECK-NEXT:18446744073709551611
// CHECK-NEXT:18446744073709551611
// CHECK-NEXT:0
// CHECK-NEXT:1
// CHECK-NEXT:1
// CHECK-NEXT:1
// CHECK-NEXT:0
// CHECK-NEXT:0
// CHECK-NEXT:0
// CHECK-NEXT:0
// CHECK-NEXT:1
// CHECK-NEXT:1
// CHECK-NEXT:-7
// CHECK-NEXT:-7
// CHECK-NEXT:2
// CHECK-NEXT:2
// CHECK-NEXT:5
// CHECK-NEXT:9
// CHECK-NEXT:18446744073709551602
// CHECK-NEXT:18446744073709551613
// CHECK-NEXT:0
// CHECK-NEXT:18446744073709551613
// CHECK-NEXT:1
// CHECK-NEXT:18446744073709551612
// CHECK-NEXT:1
// CHECK-NEXT:7
// CHECK-NEXT:7
// CHECK-NEXT:18446744073709551614
// CHECK-NEXT:18446744073709551614
// CHECK-NEXT:7
// CHECK-NEXT:13835058055282163712
// CHECK-NEXT:0
// CHECK-NEXT:0
// CHECK-NEXT:6
// CHECK-NEXT:18446744073709551615
// CHECK-NEXT:18446744073709551609
// CHECK-NEXT:0
// CHECK-NEXT:1
// CHECK-NEXT:0
// CHECK-NEXT:0
// CHECK-NEXT:1
// CHECK-NEXT:1
// CHECK-NEXT:1
// CHECK-NEXT:1
// CHECK-NEXT:0
// CHECK-NEXT:0
// CHECK-NEXT:7
// CHECK-NEXT:7
// CHECK-NEXT:18446744073709551614
// CHECK-NEXT:254
// CHECK-NEXT:18446744073709551607
// CHECK-NEXT:18446744073709551611
// CHECK-NEXT:14
// CHECK-NEXT:3
// CHECK-NEXT:0
// CHECK-NEXT:4
// CHECK-NEXT:1
// CHECK-NEXT:3
// CHECK-NEXT:18446744073709551615
// CHECK-NEXT:18446744073709551609
// CHECK-NEXT:18446744073709551614
// CHECK-NEXT:18446744073709551614
// CHECK-NEXT:18446744073709551609
// CHECK-NEXT:18446744073709551609
// CHECK-NEXT:4611686018427387904
// CHECK-NEXT:18446744073709551615
// CHECK-NEXT:3
// CHECK-NEXT:18446744073709551608
// CHECK-NEXT:18446744073709551615
// CHECK-NEXT:7
// CHECK-NEXT:0
// CHECK-NEXT:1
// CHECK-NEXT:1
// CHECK-NEXT:1
// CHECK-NEXT:0
// CHECK-NEXT:0
// CHECK-NEXT:1
// CHECK-NEXT:1
// CHECK-NEXT:0
// CHECK-NEXT:0
// CHECK-NEXT:-7
// CHECK-NEXT:-7
// CHECK-NEXT:18446744073709551614
// CHECK-NEXT:254
// CHECK-NEXT:107
// CHECK-NEXT:93
// CHECK-NEXT:700
// CHECK-NEXT:14
// CHECK-NEXT:14
// CHECK-NEXT:15
// CHECK-NEXT:15
// CHECK-NEXT:14
// CHECK-NEXT:2
// CHECK-NEXT:2
// CHECK-NEXT:100
// CHECK-NEXT:100
// CHECK-NEXT:7
// CHECK-NEXT:7
// CHECK-NEXT:12800
// CHECK-NEXT:0
// CHECK-NEXT:0
// CHECK-NEXT:4
// CHECK-NEXT:103
// CHECK-NEXT:99
// CHECK-NEXT:0
// CHECK-NEXT:1
// CHECK-NEXT:0
// CHECK-NEXT:0
// CHECK-NEXT:1
// CHECK-NEXT:1
// CHECK-NEXT:0
// CHECK-NEXT:0
// CHECK-NEXT:1
// CHECK-NEXT:1
// CHECK-NEXT:100
// CHECK-NEXT:100
// CHECK-NEXT:7
// CHECK-NEXT:7
// CHECK-NEXT:18446744073709551523
// CHECK-NEXT:18446744073709551509
// CHECK-NEXT:18446744073709550916
// CHECK-NEXT:18446744073709551602
// CHECK-NEXT:2635249153387078788
// CHECK-NEXT:18446744073709551602
// CHECK-NEXT:2635249153387078788
// CHECK-NEXT:18446744073709551601
// CHECK-NEXT:18446744073709551614
// CHECK-NEXT:0
// CHECK-NEXT:7
// CHECK-NEXT:18446744073709551516
// CHECK-NEXT:18446744073709551516
// CHECK-NEXT:7
// CHECK-NEXT:18446744073709538816
// CHECK-NEXT:18446744073709551615
// CHECK-NEXT:144115188075855871
// CHECK-NEXT:4
// CHECK-NEXT:18446744073709551519
// CHECK-NEXT:18446744073709551515
// CHECK-NEXT:0
// CHECK-NEXT:1
// CHECK-NEXT:1
// CHECK-NEXT:1
// CHECK-NEXT:0
// CHECK-NEXT:0
// CHECK-NEXT:0
// CHECK-NEXT:0
// CHECK-NEXT:1
// CHECK-NEXT:1
// CHECK-NEXT:-100
// CHECK-NEXT:-100
// CHECK-NEXT:7
// CHECK-NEXT:7
// CHECK-NEXT:5
// CHECK-NEXT:18446744073709551611
// CHECK-NEXT:0
// CHECK-NEXT:0
// CHECK-NEXT:0
// CHECK-NEXT:0
// CHECK-NEXT:0
// CHECK-NEXT:0
// CHECK-NEXT:0
// CHECK-NEXT:0
// CHECK-NEXT:5
// CHECK-NEXT:5
// CHECK-NEXT:0
// CHECK-NEXT:0
// CHECK-NEXT:0
// CHECK-NEXT:0
// CHECK-NEXT:0
// CHECK-NEXT:0
// CHECK-NEXT:5
// CHECK-NEXT:5
// CHECK-NEXT:0
// CHECK-NEXT:1
// CHECK-NEXT:1
// CHECK-NEXT:1
// CHECK-NEXT:0
// CHECK-NEXT:0
// CHECK-NEXT:1
// CHECK-NEXT:1
// CHECK-NEXT:0
// CHECK-NEXT:0
// CHECK-NEXT:0
// CHECK-NEXT:0
// CHECK-NEXT:5
// CHECK-NEXT:5
// CHECK-NEXT:0
// CHECK-NEXT:18446744073709551614
// CHECK-NEXT:18446744073709551615
// CHECK-NEXT:18446744073709551615
// CHECK-NEXT:18446744073709551615
// CHECK-NEXT:18446744073709551615
// CHECK-NEXT:18446744073709551615
// CHECK-NEXT:18446744073709551615
// CHECK-NEXT:0
// CHECK-NEXT:0
// CHECK-NEXT:1
// CHECK-NEXT:18446744073709551615
// CHECK-NEXT:18446744073709551615
// CHECK-NEXT:1
// CHECK-NEXT:18446744073709551614
// CHECK-NEXT:18446744073709551615
// CHECK-NEXT:9223372036854775807
// CHECK-NEXT:1
// CHECK-NEXT:18446744073709551615
// CHECK-NEXT:18446744073709551614
// CHECK-NEXT:0
// CHECK-NEXT:1
// CHECK-NEXT:1
// CHECK-NEXT:1
// CHECK-NEXT:0
// CHECK-NEXT:0
// CHECK-NEXT:0
// CHECK-NEXT:0
// CHECK-NEXT:1
// CHECK-NEXT:1
// CHECK-NEXT:-1
// CHECK-NEXT:-1
// CHECK-NEXT:1
// CHECK-NEXT:1
// CHECK-NEXT:9
// CHECK-NEXT:3
// CHECK-NEXT:18
// CHECK-NEXT:2
// CHECK-NEXT:2
// CHECK-NEXT:2
// CHECK-NEXT:2
// CHECK-NEXT:2
// CHECK-NEXT:0
// CHECK-NEXT:0
// CHECK-NEXT:6
// CHECK-NEXT:6
// CHECK-NEXT:3
// CHECK-NEXT:3
// CHECK-NEXT:48
// CHECK-NEXT:0
// CHECK-NEXT:0
// CHECK-NEXT:2
// CHECK-NEXT:7
// CHECK-NEXT:5
// CHECK-NEXT:0
// CHECK-NEXT:1
// CHECK-NEXT:0
// CHECK-NEXT:0
// CHECK-NEXT:1
// CHECK-NEXT:1
// CHECK-NEXT:0
// CHECK-NEXT:0
// CHECK-NEXT:1
// CHECK-NEXT:1
// CHECK-NEXT:6
// CHECK-NEXT:6
// CHECK-NEXT:3
// CHECK-NEXT:3
// CHECK-NEXT:999999999967
// CHECK-NEXT:1000000000033
// CHECK-NEXT:18446711073709551616
// CHECK-NEXT:18446744043406521313
// CHECK-NEXT:0
// CHECK-NEXT:18446744043406521313
// CHECK-NEXT:1
// CHECK-NEXT:18446744043406521312
// CHECK-NEXT:1
// CHECK-NEXT:1000000000000
// CHECK-NEXT:1000000000000
// CHECK-NEXT:18446744073709551583
// CHECK-NEXT:18446744073709551583
// CHECK-NEXT:1000000000000
// CHECK-NEXT:7661335449692012544
// CHECK-NEXT:465
// CHECK-NEXT:465
// CHECK-NEXT:1000000000000
// CHECK-NEXT:18446744073709551583
// CHECK-NEXT:18446743073709551583
// CHECK-NEXT:0
// CHECK-NEXT:1
// CHECK-NEXT:0
// CHECK-NEXT:0
// CHECK-NEXT:1
// CHECK-NEXT:1
// CHECK-NEXT:1
// CHECK-NEXT:1
// CHECK-NEXT:0
// CHECK-NEXT:0
// CHECK-NEXT:-727379968
// CHECK-NEXT:-727379968
// CHECK-NEXT:18446744073709551583
// CHECK-NEXT:223
// CHECK-NEXT:259
// CHECK-NEXT:251
// CHECK-NEXT:1020
// CHECK-NEXT:63
// CHECK-NEXT:63
// CHECK-NEXT:64
// CHECK-NEXT:64
// CHECK-NEXT:63
// CHECK-NEXT:3
// CHECK-NEXT:3
// CHECK-NEXT:255
// CHECK-NEXT:255
// CHECK-NEXT:4
// CHECK-NEXT:4
// CHECK-NEXT:4080
// CHECK-NEXT:15
// CHECK-NEXT:15
// CHECK-NEXT:4
// CHECK-NEXT:255
// CHECK-NEXT:251
// CHECK-NEXT:0
// CHECK-NEXT:1
// CHECK-NEXT:0
// CHECK-NEXT:0
// CHECK-NEXT:1
// CHECK-NEXT:1
// CHECK-NEXT:0
// CHECK-NEXT:0
// CHECK-NEXT:1
// CHECK-NEXT:1
// CHECK-NEXT:255
// CHECK-NEXT:255
// CHECK-NEXT:4
// CHECK-NEXT:4
// CHECK-NEXT:9223372036854775811
// CHECK-NEXT:9223372036854775807
// CHECK-NEXT:2
// CHECK-NEXT:13835058055282163713
// CHECK-NEXT:4611686018427387904
// CHECK-NEXT:13835058055282163713
// CHECK-NEXT:4611686018427387905
// CHECK-NEXT:13835058055282163712
// CHECK-NEXT:18446744073709551615
// CHECK-NEXT:1
// CHECK-NEXT:2
// CHECK-NEXT:9223372036854775809
// CHECK-NEXT:9223372036854775809
// CHECK-NEXT:2
// CHECK-NEXT:4
// CHECK-NEXT:16140901064495857664
// CHECK-NEXT:2305843009213693952
// CHECK-NEXT:0
// CHECK-NEXT:9223372036854775811
// CHECK-NEXT:9223372036854775811
// CHECK-NEXT:0
// CHECK-NEXT:1
// CHECK-NEXT:1
// CHECK-NEXT:1
// CHECK-NEXT:0
// CHECK-NEXT:0
// CHECK-NEXT:0
// CHECK-NEXT:0
// CHECK-NEXT:1
// CHECK-NEXT:1
// CHECK-NEXT:1
// CHECK-NEXT:1
// CHECK-NEXT:2
// CHECK-NEXT:2
// CHECK-NOT:{{.}}

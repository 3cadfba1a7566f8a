// The command line: -run FILE ARGS... gives ARGS to the program, as a
// linked executable gets its arguments.  An @main that reads them takes
// (%argc: i32, %argv: memref<?x?xi8>): one row per argument, argv[0]
// (the file for -run, the program for an executable) first, each
// NUL-padded to the longest argument and its NUL.  This one prints, for
// each argument after argv[0], its length and its first and last bytes,
// and returns argc as its exit status.
// REQUIRES: asyncrt
// RUN: asyncc -run %s alpha be "" z > %t.run; test $? = 5
// RUN: FileCheckExact %s < %t.run
// RUN: asyncc -O2 -run %s alpha be "" z > %t.o2; test $? = 5
// RUN: FileCheckExact %s < %t.o2
// RUN: asyncc -O2 -c %s -o %t.o && bash %S/link.sh %t %t.o
// RUN: %t alpha be "" z > %t.exe; test $? = 5
// RUN: FileCheckExact %s < %t.exe
// Without arguments, argv[0] alone: nothing printed, status 1.
// RUN: asyncc -run %s > %t.none; test $? = 1
// RUN: test ! -s %t.none
// An @main without parameters ignores its arguments, as C's does.
// RUN: printf 'func.func @main() -> i32 {\n  %%c = arith.constant 4 : i32\n  return %%c : i32\n}\n' > %t.plain.mlir
// RUN: asyncc -run %t.plain.mlir a b c; test $? = 4

// CHECK:5, 97, 97
// CHECK-NEXT:2, 98, 101
// CHECK-NEXT:0, 0, 0
// CHECK-NEXT:1, 122, 122
// CHECK-NOT: {{.}}

// The length of row i: the index of its first NUL.
func.func private @length(%argv: memref<?x?xi8>, %i: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %nul = arith.constant 0 : i8
  %n = scf.while (%j = %c0) : (index) -> index {
    %ch = memref.load %argv[%i, %j] : memref<?x?xi8>
    %more = arith.cmpi ne, %ch, %nul : i8
    scf.condition(%more) %j : index
  } do {
  ^bb0(%j: index):
    %next = arith.addi %j, %c1 : index
    scf.yield %next : index
  }
  return %n : index
}

func.func @main(%argc: i32, %argv: memref<?x?xi8>) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.index_cast %argc : i32 to index
  scf.for %i = %c1 to %n step %c1 {
    %len = func.call @length(%argv, %i) : (memref<?x?xi8>, index) -> index
    %has = arith.cmpi sgt, %len, %c0 : index
    %lastpos = scf.if %has -> index {
      %l = arith.subi %len, %c1 : index
      scf.yield %l : index
    } else {
      scf.yield %c0 : index
    }
    %first = memref.load %argv[%i, %c0] : memref<?x?xi8>
    %last = memref.load %argv[%i, %lastpos] : memref<?x?xi8>
    vector.print %len : index punctuation <comma>
    vector.print %first : i8 punctuation <comma>
    vector.print %last : i8
  }
  return %argc : i32
}

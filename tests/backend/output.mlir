// Output kinds, default output names, determinism, and no output file
// when code generation fails.
// RUN: rm -rf %T/out && mkdir %T/out && cd %T/out && cp %s prog.mlir
// -c: an ELF relocatable object named after the input.
// RUN: cd %T/out && asyncc -c prog.mlir && od -An -c -N4 prog.o | FileCheck %s --check-prefix=ELF
// ELF: 177   E   L   F
// -S: assembly; -S -emit-llvm: IR text; -c -emit-llvm: bitcode.
// RUN: cd %T/out && asyncc -S prog.mlir && FileCheck %s --check-prefix=ASM < prog.s
// ASM: twice:
// RUN: cd %T/out && asyncc -S -emit-llvm prog.mlir && FileCheck %s --check-prefix=LL < prog.ll
// LL: define i32 @twice(i32 %0)
// RUN: cd %T/out && asyncc -c -emit-llvm prog.mlir && od -An -c -N2 prog.bc | FileCheck %s --check-prefix=BC
// BC: B   C
// -o - writes to standard output.
// RUN: cd %T/out && asyncc -S -emit-llvm prog.mlir -o - | FileCheck %s --check-prefix=LL
// The same input gives the same bytes, at every level and with -g.
// RUN: cd %T/out && for o in -O0 -O2 -Os "-O1 -g"; do asyncc -c $o prog.mlir -o a.o && asyncc -c $o prog.mlir -o b.o && cmp a.o b.o || exit 1; done
// RUN: cd %T/out && asyncc -S -emit-llvm -O3 prog.mlir -o a.ll && asyncc -S -emit-llvm -O3 prog.mlir -o b.ll && cmp a.ll b.ll
// A failed compile leaves no output behind, not even a stale one.
// RUN: cd %T/out && rm -f bad.o && not asyncc -c --target=no-such-target prog.mlir -o bad.o 2>/dev/null && test ! -e bad.o
// RUN: cd %T/out && test -z "$(ls | grep tmp)"

func.func @twice(%x: i32) -> i32 {
  %y = arith.addi %x, %x : i32
  return %y : i32
}

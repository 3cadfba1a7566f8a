// --target= and -mcpu=: code for other machines, PIC by default.
// RUN: asyncc -S --target=aarch64-linux-gnu %s -o - | FileCheck %s --check-prefix=A64
// A64: .text
// A64: add_one:
// A64: add {{w|x}}0, {{w|x}}0, #1
// RUN: asyncc -S -emit-llvm --target=riscv64-unknown-linux-gnu %s -o - | FileCheck %s --check-prefix=RV
// RV: target triple = "riscv64-unknown-linux-gnu"
// RUN: asyncc -S -emit-llvm -disable-llvm-passes --target=x86_64-pc-linux-gnu %s -o - | FileCheck %s --check-prefix=X86
// X86: target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
// X86: target triple = "x86_64-pc-linux-gnu"
// -mcpu selects instructions: a fused multiply-add with Haswell, none
// for the generic x86-64.
// RUN: asyncc -S -O2 --target=x86_64-pc-linux-gnu -mcpu=haswell %s -o - | FileCheck %s --check-prefix=HSW
// HSW: vfmadd
// RUN: asyncc -S -O2 --target=x86_64-pc-linux-gnu %s -o - | FileCheck %s --check-prefix=GENERIC
// GENERIC-NOT: fmadd
// Position-independent code by default: the assert message's address is
// RIP-relative; with -fno-pic an absolute immediate.
// RUN: asyncc -S -O2 --target=x86_64-pc-linux-gnu %s -o - | FileCheck %s --check-prefix=PIC
// PIC: leaq .Lassert_msg(%rip)
// RUN: asyncc -S -O2 -fno-pic --target=x86_64-pc-linux-gnu %s -o - | FileCheck %s --check-prefix=NOPIC
// NOPIC: movl $.Lassert_msg

func.func @add_one(%x: i32) -> i32 {
  %c = arith.constant 1 : i32
  %y = arith.addi %x, %c : i32
  return %y : i32
}

func.func @muladd(%a: f64, %b: f64, %c: f64) -> f64 {
  %p = arith.mulf %a, %b fastmath<contract> : f64
  %s = arith.addf %p, %c fastmath<contract> : f64
  return %s : f64
}

func.func @check(%ok: i1) {
  cf.assert %ok, "not ok"
  return
}

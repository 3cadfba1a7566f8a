// A dialect attribute written over several lines (a data layout, one
// entry a line) reads as one and prints on one line, as mlir-opt-19
// prints it (invalid/attrs-ssa.mlir: what follows keeps its lines),
// without the comments written inside it (on one line a comment would
// swallow the rest: invalid/dialect-attr-comment.mlir).
// RUN: asyncc --print-ir=input %s | FileCheck %s --match-full-lines --strict-whitespace
// RUN: asyncc --print-ir=input %s | asyncc --print-ir=input - | FileCheck %s --match-full-lines --strict-whitespace
// RUN: if [ -n "${MLIR_OPT:-}" ]; then asyncc --print-ir=input %s | "$MLIR_OPT" > %t.rt && "$MLIR_OPT" %s | diff - %t.rt; fi

// CHECK:module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<"dlti.endianness", "little">, #dlti.dl_entry<i64, dense<[64, 64]> : vector<2xi64>>, #dlti.dl_entry<"dlti.stack_alignment", 128 : i64>>, test.words = #dlti.dl_entry<"a   b", 1 : i64>} {
module attributes { dlti.dl_spec = #dlti.dl_spec<
  #dlti.dl_entry<"dlti.endianness", "little">, // the byte order
  // then the index width, "64 bits"
  #dlti.dl_entry<i64, dense<[64, 64]> : vector<2xi64>>,
  #dlti.dl_entry<"dlti.stack_alignment",
                 128 : i64>
>, test.words = #dlti.dl_entry<
  "a   b", 1 : i64>} {
  llvm.func @f() -> i32 {
    %0 = llvm.mlir.constant(7 : i32) : i32
    llvm.return %0 : i32
  }
}

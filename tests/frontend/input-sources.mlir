// Where input comes from: a file, standard input ("-"), a gzip-compressed
// file (recognised by its contents, not its name), an explicit or
// implicit module; and -split-input-file parts, printed with separators.
// RUN: asyncc --print-ir=input %s | FileCheck %s
// RUN: asyncc --print-ir=input - < %s | FileCheck %s
// RUN: gzip -c %s > %t.mlir.gz && asyncc --print-ir=input %t.mlir.gz | FileCheck %s
// RUN: gzip -c %s > %t.gz-inside.mlir && asyncc --print-ir=input %t.gz-inside.mlir | FileCheck %s
// RUN: gzip -c %s | asyncc --print-ir=input - | FileCheck %s
// A damaged compressed file is an error, not a crash.
// RUN: gzip -c %s | head -c 200 > %t.cut.mlir.gz && not asyncc -fsyntax-only %t.cut.mlir.gz 2>&1 | FileCheck %s --check-prefix=CUT
// CUT: error: cannot read '{{.*}}cut.mlir.gz'
// Large files are mapped rather than read, unless their size is a
// multiple of the page size (no room for the terminating NUL).
// RUN: for i in $(seq 1500); do echo "func.func private @f$i(i32) -> i64"; done > %t.big.mlir
// RUN: asyncc --print-ir=input %t.big.mlir | FileCheck %s --check-prefix=BIG
// RUN: pad=$(( (65536 - $(wc -c < %t.big.mlir) % 65536) % 65536 )); \
// RUN:   { cat %t.big.mlir; head -c $pad /dev/zero | tr '\0' ' '; } > %t.big-page.mlir; \
// RUN:   test $(( $(wc -c < %t.big-page.mlir) % 4096 )) -eq 0 && asyncc --print-ir=input %t.big-page.mlir | FileCheck %s --check-prefix=BIG
// BIG: func.func private @f1(i32) -> i64
// BIG: func.func private @f1500(i32) -> i64
// An explicit module keeps its name and attributes.
// RUN: echo 'module @m attributes {test.x = 1 : i32} { func.func private @f() }' | asyncc --print-ir=input - | FileCheck %s --check-prefix=NAMED
// NAMED: module @m attributes {test.x = 1 : i32} {
// NAMED-NEXT: func.func private @f()
// NAMED-NEXT: }
// An empty input is an empty module.
// RUN: echo '' | asyncc --print-ir=input - | FileCheck %s --check-prefix=EMPTY
// EMPTY: module {
// EMPTY-NEXT: }
// RUN: asyncc -split-input-file --print-ir=input %S/inputs/split.mlir | FileCheck %s --check-prefix=SPLIT
// SPLIT: module {
// SPLIT-NEXT: func.func private @one()
// SPLIT-NEXT: }
// SPLIT-EMPTY:
// SPLIT-NEXT: // -----
// SPLIT-NEXT: module @two {
// SPLIT-NEXT: func.func private @two()
// SPLIT-NEXT: }

module {
  func.func @f(%x: i32) -> i32 {
    return %x : i32
  }
}

// CHECK: module {
// CHECK-NEXT: func.func @f(%arg0: i32) -> i32 {
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }

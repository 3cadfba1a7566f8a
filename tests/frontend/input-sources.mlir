// Where input comes from: a file, standard input ("-"), a gzip-compressed
// file (recognised by its contents, whatever its name), an explicit or
// implicit module; and -split-input-file parts, printed with separators.
// RUN: asyncc --print-ir=input %s | FileCheck %s
// RUN: asyncc --print-ir=input - < %s | FileCheck %s
// RUN: gzip -c %s > %t.mlir.gz && asyncc --print-ir=input %t.mlir.gz | FileCheck %s
// RUN: gzip -c %s > %t.plain-name && asyncc --print-ir=input %t.plain-name | FileCheck %s
// RUN: gzip -c %s | asyncc --print-ir=input - | FileCheck %s
// A damaged compressed file is an error, not a crash.
// RUN: gzip -c %s | head -c 200 > %t.cut.gz && not asyncc %t.cut.gz 2>&1 | FileCheck %s --check-prefix=CUT
// CUT: error: cannot read '{{.*}}cut.gz'
// Large files are mapped rather than read, unless their size is a
// multiple of the page size (no room for the terminating NUL).
// RUN: for i in $(seq 1500); do echo "func.func private @f$i(i32) -> i64"; done > %t.big
// RUN: asyncc --print-ir=input %t.big | FileCheck %s --check-prefix=BIG
// RUN: pad=$(( (65536 - $(wc -c < %t.big) % 65536) % 65536 )); \
// RUN:   { cat %t.big; head -c $pad /dev/zero | tr '\0' ' '; } > %t.big-page; \
// RUN:   test $(( $(wc -c < %t.big-page) % 4096 )) -eq 0 && asyncc --print-ir=input %t.big-page | FileCheck %s --check-prefix=BIG
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
// RUN: asyncc -split-input-file --print-ir=input %S/split.mlir.txt | FileCheck %s --check-prefix=SPLIT
// SPLIT: module {
// SPLIT-NEXT: func.func private @one()
// SPLIT-NEXT: }
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

// -g: a compile unit for the input, a subprogram per function at its
// func.func line, and each op's instructions at the op's line and column;
// an explicit loc("file":line:col) wins and names its own file.
// RUN: cd %S && asyncc -g -S -emit-llvm -disable-llvm-passes debug_ir.mlir -o - | FileCheck %s
// RUN: cd %S && asyncc -S -emit-llvm -disable-llvm-passes debug_ir.mlir -o - | FileCheck %s --check-prefix=NODEBUG
// NODEBUG-NOT: !dbg
// NODEBUG-NOT: DICompileUnit

// CHECK: define internal i64 @helper(i64 %0) !dbg ![[HELPER:[0-9]+]] {
// CHECK-NEXT: mul i64 %0, 2, !dbg ![[MUL:[0-9]+]]
// CHECK-NEXT: ret i64 %{{.*}}, !dbg ![[RET:[0-9]+]]
func.func private @helper(%x: i64) -> i64 {
  %c2 = arith.constant 2 : i64
  %y = arith.muli %x, %c2 : i64
  return %y : i64
}

// CHECK: define i32 @main() !dbg ![[MAIN:[0-9]+]] {
// CHECK-NEXT: call i64 @helper(i64 21), !dbg ![[CALL:[0-9]+]]
// CHECK: add i64 %{{.*}}, 21, !dbg ![[ELSEWHERE:[0-9]+]]
func.func @main() {
  %c = arith.constant 21 : i64
  %r = func.call @helper(%c) : (i64) -> i64
  vector.print %r : i64
  %t = arith.addi %r, %c : i64 loc("other.mlir":7:3)
  vector.print %t : i64
  return
}

// CHECK: !llvm.dbg.cu = !{![[CU:[0-9]+]]}
// CHECK: ![[CU]] = distinct !DICompileUnit(language: DW_LANG_C, file: ![[FILE:[0-9]+]], producer: "asyncc {{.*}}", isOptimized: false, {{.*}}emissionKind: FullDebug
// CHECK: ![[FILE]] = !DIFile(filename: "debug_ir.mlir", directory: "{{.*}}tests/backend")
// CHECK: !"Debug Info Version", i32 3}
// CHECK: !"Dwarf Version", i32 5}
// CHECK: ![[HELPER]] = distinct !DISubprogram(name: "helper", linkageName: "helper", scope: ![[FILE]], file: ![[FILE]], line: 12, {{.*}}spFlags: DISPFlagLocalToUnit | DISPFlagDefinition
// CHECK: ![[MUL]] = !DILocation(line: 14, column: 8, scope: ![[HELPER]])
// CHECK: ![[RET]] = !DILocation(line: 15, column: 3, scope: ![[HELPER]])
// CHECK: ![[MAIN]] = distinct !DISubprogram(name: "main", {{.*}}line: 21, {{.*}}spFlags: DISPFlagDefinition
// CHECK: ![[CALL]] = !DILocation(line: 23, column: 8, scope: ![[MAIN]])
// CHECK: ![[ELSEWHERE]] = !DILocation(line: 7, column: 3, scope: ![[BLOCK:[0-9]+]])
// CHECK: ![[BLOCK]] = !DILexicalBlockFile(scope: ![[MAIN]], file: ![[OTHER:[0-9]+]], discriminator: 0)
// CHECK: ![[OTHER]] = !DIFile(filename: "other.mlir"

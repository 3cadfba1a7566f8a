// The generic form: properties in <{...}>, discardable attributes in
// {...}, successors, regions and operandSegmentSizes, read and printed
// (-mlir-print-op-generic), and the same module in custom form.
// RUN: asyncc --print-ir=input %s | FileCheck %s
// RUN: asyncc --print-ir=input -mlir-print-op-generic %s | FileCheck %s --check-prefix=GEN
// RUN: asyncc --print-ir=input -mlir-print-op-generic %s | asyncc --print-ir=input - | FileCheck %s

"builtin.module"() ({
  "func.func"() <{function_type = (i1, i32) -> i32, sym_name = "g", arg_attrs = [{}, {test.arg}]}> ({
  ^bb0(%c: i1, %x: i32):
    "cf.cond_br"(%c, %x)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i32) -> ()
  ^bb1(%y: i32):
    %s = "arith.addi"(%y, %y) <{overflowFlags = #arith.overflow<nsw>}> {test.note = "kept"} : (i32, i32) -> i32
    "func.return"(%s) : (i32) -> ()
  ^bb2:
    %k = "arith.constant"() <{value = 7 : i32}> : () -> i32
    "cf.br"(%k)[^bb1] : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> (), sym_name = "h"}> ({
  ^bb0(%n: index):
    %c0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %c1 = "arith.constant"() <{value = 1 : index}> : () -> index
    "scf.for"(%c0, %n, %c1) ({
    ^bb0(%i: index):
      %t:2 = "async.execute"() <{operandSegmentSizes = array<i32: 0, 0>}> ({
        "async.yield"(%i) : (index) -> ()
      }) : () -> (!async.token, !async.value<index>)
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// CHECK: module {
// CHECK-LABEL: func.func @g(%arg0: i1, %arg1: i32 {test.arg}) -> i32 {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1(%arg1 : i32), ^bb2
// CHECK-NEXT: ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT: %1 = arith.addi %0, %0 overflow<nsw> {test.note = "kept"} : i32
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT: cf.br ^bb1(%c7_i32 : i32)
// CHECK-NEXT: }
// CHECK-LABEL: func.func @h(%arg0: index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: scf.for %arg1 = %c0 to %arg0 step %c1 {
// CHECK-NEXT: %token, %bodyResults = async.execute -> !async.value<index> {
// CHECK-NEXT: async.yield %arg1 : index
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// GEN: "builtin.module"() ({
// GEN-NEXT: "func.func"() <{arg_attrs = [{}, {test.arg}], function_type = (i1, i32) -> i32, sym_name = "g"}> ({
// GEN-NEXT: ^bb0(%arg2: i1, %arg3: i32):
// GEN-NEXT: "cf.cond_br"(%arg2, %arg3)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i32) -> ()
// GEN-NEXT: ^bb1(%3: i32):  // 2 preds: ^bb0, ^bb2
// GEN-NEXT: %4 = "arith.addi"(%3, %3) <{overflowFlags = #arith.overflow<nsw>}> {test.note = "kept"} : (i32, i32) -> i32
// GEN-NEXT: "func.return"(%4) : (i32) -> ()
// GEN-NEXT: ^bb2:  // pred: ^bb0
// GEN-NEXT: %5 = "arith.constant"() <{value = 7 : i32}> : () -> i32
// GEN-NEXT: "cf.br"(%5)[^bb1] : (i32) -> ()
// GEN-NEXT: }) : () -> ()
// GEN-NEXT: "func.func"() <{function_type = (index) -> (), sym_name = "h"}> ({
// GEN-NEXT: ^bb0(%arg0: index):
// GEN-NEXT: %0 = "arith.constant"() <{value = 0 : index}> : () -> index
// GEN-NEXT: %1 = "arith.constant"() <{value = 1 : index}> : () -> index
// GEN-NEXT: "scf.for"(%0, %arg0, %1) ({
// GEN-NEXT: ^bb0(%arg1: index):
// GEN-NEXT: %2:2 = "async.execute"() <{operandSegmentSizes = array<i32: 0, 0>}> ({
// GEN-NEXT: "async.yield"(%arg1) : (index) -> ()
// GEN-NEXT: }) : () -> (!async.token, !async.value<index>)
// GEN-NEXT: "scf.yield"() : () -> ()
// GEN-NEXT: }) : (index, index, index) -> ()
// GEN-NEXT: "func.return"() : () -> ()
// GEN-NEXT: }) : () -> ()
// GEN-NEXT: }) : () -> ()

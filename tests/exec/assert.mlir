// A failing cf.assert prints its message with puts() and aborts, as
// MLIR's lowering does, after flushing what was printed before.
// REQUIRES: asyncrt
// RUN: not --crash asyncc -run %s > %t.out
// RUN: FileCheckExact %s --check-prefix=OUT < %t.out
// RUN: asyncc -c %s -o %t.o && bash %S/link.sh %t %t.o
// RUN: not --crash %t | FileCheckExact %s --check-prefix=OUT

func.func private @id(%x: i1) -> i1 {
  return %x : i1
}

func.func @main() {
  %t = arith.constant true
  %f = arith.constant false
  %yes = func.call @id(%t) : (i1) -> i1
  %no = func.call @id(%f) : (i1) -> i1
  cf.assert %yes, "not printed"
  // OUT-NOT:not printed
  // OUT:before
  vector.print str "before\n"
  cf.assert %no, "the message"
  // OUT-NEXT:the message
  // OUT-NOT:after
  vector.print str "after\n"
  return
}

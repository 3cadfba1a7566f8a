// scf.forall becomes scf.parallel (and so runs on the workers),
// scf.index_switch becomes cf.switch on the whole index, and
// scf.execute_region's blocks are inlined; in a coroutine all of it is
// branches before the suspension points are cut.
// RUN: asyncc --pass=forall %s | FileCheck %s --check-prefix=FORALL
// RUN: asyncc --pass=scf-to-cf %s | FileCheck %s --check-prefix=CF
// RUN: asyncc --print-ir=runtime %s | FileCheck %s --check-prefix=RT

// FORALL-LABEL: func.func @fill(
// FORALL:         %[[C0:.*]] = arith.constant 0 : index
// FORALL-NEXT:    %[[C1:.*]] = arith.constant 1 : index
// FORALL-NEXT:    %[[C4:.*]] = arith.constant 4 : index
// FORALL-NEXT:    %[[S1:.*]] = arith.constant 1 : index
// FORALL-NEXT:    scf.parallel (%[[I:.*]], %[[J:.*]]) = (%[[C0]], %[[C1]]) to (%arg1, %[[C4]]) step (%[[S1]], %arg2) {
// FORALL-NEXT:      memref.store %arg3, %arg0[%[[I]], %[[J]]] : memref<?x4xf32>
// FORALL-NEXT:      scf.reduce
// FORALL-NEXT:    }
// FORALL-NOT:     scf.forall
// The parallel-for pass makes tasks of it:
// RT-LABEL: func.func @fill(
// RT:         async.runtime.create_group
// RT-NOT:     scf.forall
func.func @fill(%m: memref<?x4xf32>, %n: index, %s: index, %v: f32) {
  scf.forall (%i, %j) = (0, 1) to (%n, 4) step (1, %s) {
    memref.store %v, %m[%i, %j] : memref<?x4xf32>
  }
  return
}

// CF-LABEL: func.func @pick(
// CF:         %[[X:.*]] = arith.index_cast %arg0 : index to i64
// CF-NEXT:    cf.switch %[[X]] : i64, [
// CF-NEXT:      default: ^[[D:bb[0-9]+]],
// CF-NEXT:      2: ^[[A:bb[0-9]+]],
// CF-NEXT:      4294967298: ^[[B:bb[0-9]+]]
// CF-NEXT:    ]
// CF-NEXT:  ^[[D]]:
// CF-NEXT:    %[[Z:.*]] = arith.constant 0 : i32
// CF-NEXT:    cf.br ^[[END:bb[0-9]+]](%[[Z]] : i32)
// CF-NEXT:  ^[[A]]:
// CF-NEXT:    %[[U:.*]] = arith.constant 1 : i32
// CF-NEXT:    cf.br ^[[END]](%[[U]] : i32)
// CF-NEXT:  ^[[B]]:
// CF-NEXT:    %[[W:.*]] = arith.constant 2 : i32
// CF-NEXT:    cf.br ^[[END]](%[[W]] : i32)
// CF-NEXT:  ^[[END]](%[[R:.*]]: i32):
// CF-NEXT:    return %[[R]] : i32
func.func @pick(%i: index) -> i32 {
  %r = scf.index_switch %i -> i32
  case 2 {
    %a = arith.constant 1 : i32
    scf.yield %a : i32
  }
  case 4294967298 {
    %b = arith.constant 2 : i32
    scf.yield %b : i32
  }
  default {
    %z = arith.constant 0 : i32
    scf.yield %z : i32
  }
  return %r : i32
}

// CF-LABEL: func.func @region(
// CF:         cf.br ^[[E:bb[0-9]+]]
// CF-NEXT:  ^[[E]]:
// CF-NEXT:    cf.cond_br %arg0, ^[[Y:bb[0-9]+]], ^[[N:bb[0-9]+]]
// CF-NEXT:  ^[[Y]]:
// CF-NEXT:    cf.br ^[[END:bb[0-9]+]](%arg1 : i32)
// CF-NEXT:  ^[[N]]:
// CF-NEXT:    cf.br ^[[END]](%arg2 : i32)
// CF-NEXT:  ^[[END]](%[[R:.*]]: i32):
// CF-NEXT:    return %[[R]] : i32
func.func @region(%c: i1, %a: i32, %b: i32) -> i32 {
  %r = scf.execute_region -> i32 {
    cf.cond_br %c, ^y, ^n
  ^y:
    scf.yield %a : i32
  ^n:
    scf.yield %b : i32
  }
  return %r : i32
}

// An await in an index_switch case and in an execute_region block of a
// coroutine: branches, with the suspension in the case's block.
// RT-LABEL: func.func @choose(
// RT-NOT:     scf.
// RT:         cf.switch
// RT:         async.runtime.await_and_resume
// RT:         async.coro.suspend
// RT-NOT:     scf.
// RT:         return
async.func @choose(%i: index, %t: !async.token, %v: !async.value<i32>) -> !async.value<i32> {
  %r = scf.index_switch %i -> i32
  case 1 {
    async.await %t : !async.token
    %a = arith.constant 1 : i32
    scf.yield %a : i32
  }
  default {
    %x = scf.execute_region -> i32 {
      %y = async.await %v : !async.value<i32>
      scf.yield %y : i32
    }
    scf.yield %x : i32
  }
  return %r : i32
}

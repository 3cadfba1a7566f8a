// fuzz_lower: the program it generated, in short (see
// for-init-used-in-body.mlir): an async.value made by async.execute is
// an scf.for init and is yielded again inside the loop.  The lowered IR
// must pass the reference count checker.
// RUN: asyncc --print-ir=runtime %s > %t.mlir
// RUN: asyncc --pass=refcount-check %t.mlir > /dev/null

func.func @generated(%lb: index, %ub: index, %step: index) {
  %t, %v = async.execute -> !async.value<f32> {
    %c = arith.constant 6.5 : f32
    async.yield %c : f32
  }
  %r = scf.for %i = %lb to %ub step %step iter_args(%a = %v) -> (!async.value<f32>) {
    %x = async.await %a : !async.value<f32>
    scf.yield %v : !async.value<f32>
  }
  %y = async.await %r : !async.value<f32>
  return
}

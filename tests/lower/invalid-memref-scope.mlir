// An await inside memref.alloca_scope in a coroutine is refused: the
// suspension would split the scope's region, which the back end emits in
// place (a blocking await in a plain function is fine).
// RUN: asyncc -verify-diagnostics --print-ir=runtime %s > /dev/null

func.func @main() {
  %t0 = async.execute {
    async.yield
  }
  %t = async.execute {
    memref.alloca_scope {
      // expected-error @+1 {{'async.await' inside memref.alloca_scope in asynchronous code is not supported: the scope would span a suspension}}
      async.await %t0 : !async.token
    }
    async.yield
  }
  memref.alloca_scope {
    async.await %t : !async.token
  }
  return
}

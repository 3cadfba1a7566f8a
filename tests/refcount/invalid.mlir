// What reference counting refuses, with a diagnostic and no output.
// RUN: asyncc --pass=refcount -verify-diagnostics -split-input-file %s

func.func @high_level(%t: !async.token) {
  // expected-error @+1 {{async operations must be lowered to async runtime operations before reference counting}}
  async.await %t : !async.token
  return
}

// -----

func.func @execute() {
  // expected-error @+1 {{async operations must be lowered to async runtime operations before reference counting}}
  %t = async.execute {
    async.yield
  }
  return
}

// -----

// expected-error @+1 {{async operations must be lowered to async runtime operations before reference counting}}
async.func @coroutine() -> !async.token {
  return
}

// -----

func.func @token_in_value(%t: !async.token) {
  %v = async.runtime.create : !async.value<!async.token>
  // expected-error @+1 {{reference counting does not support counted values stored in !async.value}}
  async.runtime.store %t, %v : !async.value<!async.token>
  return
}

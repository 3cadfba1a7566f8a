// The checker behind the "--pass=refcount-check" RUN lines catches each
// kind of mistake, so those lines can fail.
// RUN: asyncc --pass=refcount-check -verify-diagnostics -split-input-file %s

func.func private @token() -> !async.token
func.func private @take(%t: !async.token)

func.func @leak() {
  %t = func.call @token() : () -> !async.token
  async.runtime.await %t : !async.token
  // expected-error @+1 {{reference counting: value still holds references at return}}
  return
}

// -----

func.func private @take(%t: !async.token)

func.func @use_after_handing_over(%t: !async.token) {
  func.call @take(%t) : (!async.token) -> ()
  // expected-error @+1 {{reference counting: use of a value that holds no reference}}
  async.runtime.await %t : !async.token
  return
}

// -----

func.func @dropped_twice(%t: !async.token) {
  async.runtime.drop_ref %t {count = 1 : i64} : !async.token
  // expected-error @+1 {{reference counting: drop_ref of more references than the value holds}}
  async.runtime.drop_ref %t {count = 1 : i64} : !async.token
  return
}

// -----

func.func @paths_disagree(%t: !async.token, %c: i1) {
  cf.cond_br %c, ^a, ^b
^a:
  async.runtime.drop_ref %t {count = 1 : i64} : !async.token
  // expected-error @+1 {{reference counting: paths meet with different reference counts}}
  cf.br ^b
^b:
  return
}

// -----

func.func @add_to_dead(%t: !async.token) {
  async.runtime.drop_ref %t {count = 1 : i64} : !async.token
  // expected-error @+1 {{reference counting: add_ref of a value that holds no reference}}
  async.runtime.add_ref %t {count = 1 : i64} : !async.token
  return
}

// -----

func.func private @token() -> !async.token

func.func @loop_leak(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  // Lowered to branches first: the token of one iteration is still held
  // when the next begins.
  // expected-error @+1 {{reference counting: paths meet with different reference counts}}
  scf.for %i = %c0 to %n step %c1 {
    %t = func.call @token() : () -> !async.token
  }
  return
}

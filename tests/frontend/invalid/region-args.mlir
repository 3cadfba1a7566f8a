// A region's entry arguments name new values: a name already defined,
// or used before in the op itself (its own bounds), is refused with
// MLIR 19's message (mlir-opt-19 reports exactly the same on this
// file).  The loop variable in its own bound used to crash the parser.
// RUN: asyncc -verify-diagnostics -split-input-file %s
// RUN: not asyncc -fsyntax-only -split-input-file %s 2> /dev/null
// RUN: if [ -n "${MLIR_OPT:-}" ]; then "$MLIR_OPT" -verify-diagnostics -split-input-file %s > /dev/null; fi

#quarter = affine_map<(d0) -> (d0 floordiv 4)>

func.func @iv_in_own_lower_bound() {
  // expected-error@+2 {{region entry argument '%i' is already in use}}
  // expected-note@+1 {{previously referenced here}}
  affine.for %i = #quarter(%i) to 10 {
  }
  return
}

// -----

func.func @iv_in_own_upper_bound() {
  // expected-error@+2 {{region entry argument '%i' is already in use}}
  // expected-note@+1 {{previously referenced here}}
  affine.for %i = 0 to %i {
  }
  return
}

// -----

func.func @scf_iv_in_own_bound(%lb: index, %step: index) {
  // expected-error@+2 {{region entry argument '%i' is already in use}}
  // expected-note@+1 {{previously referenced here}}
  scf.for %i = %lb to %i step %step {
  }
  return
}

// -----

func.func @iv_named_as_earlier_value(%n: index) {
  // expected-note@+1 {{previously referenced here}}
  %x = arith.constant 0 : index
  // expected-error@+1 {{region entry argument '%x' is already in use}}
  scf.for %x = %n to %n step %n {
  }
  return
}

// -----

func.func @iter_arg_in_its_init(%n: index) {
  // expected-error@+2 {{region entry argument '%acc' is already in use}}
  // expected-note@+1 {{previously referenced here}}
  %r = scf.for %i = %n to %n step %n iter_args(%acc = %acc) -> (index) {
    scf.yield %acc : index
  }
  return
}

// -----

func.func @numbered_iv() {
  // expected-error@+1 {{result number not allowed in argument list}}
  affine.for %i#0 = 0 to 4 {
  }
  return
}

// -----

func.func @numbered_iter_arg(%n: index, %x: f32) {
  // expected-error@+1 {{result number not allowed in argument list}}
  %r = scf.for %i = %n to %n step %n iter_args(%acc#1 = %x) -> (f32) {
    scf.yield %x : f32
  }
  return
}
